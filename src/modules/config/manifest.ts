import type { ServiceModule } from '../service-module.js';
import { configRoutes } from './routes.js';

export const manifest: ServiceModule = {
  name: 'config',
  routes: [configRoutes],
  tables: ['platform_configs'],
};
