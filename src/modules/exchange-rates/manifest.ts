import type { ServiceModule } from '../service-module.js';
import { exchangeRateRoutes } from './routes.js';

export const manifest: ServiceModule = { name: 'exchange-rates', routes: [exchangeRateRoutes], tables: [] };
