import type { ServiceModule } from '../service-module.js';
import type { PlaidTables } from './tables.js';
import { plaidRoutes } from './routes.js';

export const manifest: ServiceModule<PlaidTables> = {
  name: 'plaid',
  sandboxRoutes: [plaidRoutes],
  tables: ['plaid_link_tokens'],
};
