import type { ServiceModule } from '../service-module.js';
import { walletRoutes } from './routes.js';
import { WALLET_COMPONENTS } from './schemas.js';
import { purgeSpentRequests } from './signed-requests.js';

export const manifest: ServiceModule = {
  name: 'wallets',
  routes: [walletRoutes],
  components: WALLET_COMPONENTS,
  housekeeping: purgeSpentRequests,
  tables: ['wallet_credentials', 'wallet_sessions', 'wallet_requests', 'wallet_enclave_keys'],
};
