import type { NoTables, ServiceModule } from '../service-module.js';
import { testClockRoutes } from './routes.js';

export const manifest: ServiceModule<NoTables> = {
  name: 'test-clock',
  sandboxRoutes: [testClockRoutes],
  // The clocks are kept by the src/test-clocks kernel, which the job worker, the webhook
  // deliverer and the HTTP layer read too.
  tables: [],
};
