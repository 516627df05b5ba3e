import type { ServiceModule } from '../service-module.js';
import { cryptoRoutes } from './routes.js';

export const manifest: ServiceModule = { name: 'crypto', routes: [cryptoRoutes], tables: [] };
