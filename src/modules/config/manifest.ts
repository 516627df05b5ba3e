import type { ServiceModule } from '../service-module.js';
import type { ConfigTables } from './tables.js';
import { configRoutes } from './routes.js';

export const manifest: ServiceModule<ConfigTables> = {
  name: 'config',
  routes: [configRoutes],
  tables: ['platform_configs'],
};
