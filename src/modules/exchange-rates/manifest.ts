import type { NoTables, ServiceModule } from '../service-module.js';
import { exchangeRateRoutes } from './routes.js';

export const manifest: ServiceModule<NoTables> = {
  name: 'exchange-rates',
  routes: [exchangeRateRoutes],
  tables: [],
};
