import type { ServiceModule } from '../service-module.js';
import { guardContactChange } from './contact-change.js';
import { hasActiveSigningKey } from './delegated-keys.js';
import { EXPORT_SETTLE_JOB, settleExport } from './export.js';
import { walletRoutes } from './routes.js';
import { WALLET_COMPONENTS } from './schemas.js';
import { purgeSpentRequests } from './signed-requests.js';

export const manifest: ServiceModule = {
  name: 'wallets',
  routes: [walletRoutes],
  components: WALLET_COMPONENTS,
  jobs: { [EXPORT_SETTLE_JOB]: settleExport },
  hooks: { contactChange: guardContactChange, cardSigningKey: hasActiveSigningKey },
  housekeeping: purgeSpentRequests,
  tables: [
    'wallet_credentials',
    'wallet_sessions',
    'wallet_requests',
    'wallet_enclave_keys',
    'wallet_secrets',
    'wallet_key_encryption_keys',
    'wallet_operations',
    'wallet_delegated_keys',
  ],
};
