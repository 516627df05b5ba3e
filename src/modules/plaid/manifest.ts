import type { ServiceModule } from '../service-module.js';
import { plaidRoutes } from './routes.js';

export const manifest: ServiceModule = {
  name: 'plaid',
  sandboxRoutes: [plaidRoutes],
  tables: ['plaid_link_tokens'],
};
