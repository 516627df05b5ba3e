import type { NoTables, ServiceModule } from '../service-module.js';
import { scenarioRoutes } from './routes.js';
import { triggerRoutes } from './trigger.routes.js';

export const manifest: ServiceModule<NoTables> = {
  name: 'scenarios',
  sandboxRoutes: [scenarioRoutes, triggerRoutes],
  tables: [],
};
