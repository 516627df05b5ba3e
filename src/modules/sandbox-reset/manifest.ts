import type { ServiceModule } from '../service-module.js';
import { sandboxResetRoutes } from './routes.js';

export const manifest: ServiceModule = {
  name: 'sandbox-reset',
  sandboxRoutes: [sandboxResetRoutes],
  // It owns no table: it deletes a platform's rows of every table by the database's catalogue
  // (catalogue.ts), as `keys rotate` re-seals the columns the manifests declare.
  tables: [],
};
