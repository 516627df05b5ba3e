import type { NoTables, ServiceModule } from '../service-module.js';
import { cryptoRoutes } from './routes.js';

export const manifest: ServiceModule<NoTables> = { name: 'crypto', routes: [cryptoRoutes], tables: [] };
