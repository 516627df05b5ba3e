import type { ServiceModule } from '../service-module.js';
import { discoveryRoutes } from './routes.js';

export const manifest: ServiceModule = {
  name: 'discovery',
  routes: [discoveryRoutes],
  tables: ['receiver_lookups'],
};
