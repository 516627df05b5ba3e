import type { ServiceModule } from '../service-module.js';
import { scenarioRoutes } from './routes.js';

export const manifest: ServiceModule = {
  name: 'scenarios',
  sandboxRoutes: [scenarioRoutes],
  tables: [],
};
