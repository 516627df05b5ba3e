import type { ServiceModule } from '../service-module.js';
import type { DiscoveryTables } from './tables.js';
import { discoveryRoutes } from './routes.js';

export const manifest: ServiceModule<DiscoveryTables> = {
  name: 'discovery',
  routes: [discoveryRoutes],
  tables: ['receiver_lookups'],
};
