import type { ServiceModule } from '../service-module.js';
import { scenarioRoutes } from './routes.js';
import { triggerRoutes } from './trigger.routes.js';

export const manifest: ServiceModule = {
  name: 'scenarios',
  sandboxRoutes: [scenarioRoutes, triggerRoutes],
  tables: [],
};
