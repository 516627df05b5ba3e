import type { ServiceModule } from '../service-module.js';
import type { WalletsTables } from './tables.js';
import { guardContactChange } from './contact-change.js';
import { hasActiveSigningKey } from './delegated-keys.js';
import { EXPORT_SETTLE_JOB, settleExport } from './export.js';
import { walletRoutes } from './routes.js';
import { WALLET_COMPONENTS } from './schemas.js';
import { purgeSpentRequests } from './signed-requests.js';

export const manifest: ServiceModule<WalletsTables> = {
  name: 'wallets',
  routes: [walletRoutes],
  components: WALLET_COMPONENTS,
  jobs: { [EXPORT_SETTLE_JOB]: settleExport },
  hooks: { contactChange: guardContactChange, cardSigningKey: hasActiveSigningKey },
  housekeeping: purgeSpentRequests,
  sealed: [
    {
      table: 'wallet_enclave_keys',
      column: 'sealed_private_key',
      key: 'platform_id',
      purpose: 'wallet-enclave-key',
      heldClearBefore: true,
    },
    {
      table: 'wallet_credentials',
      column: 'sealed_otp_target_private',
      key: 'id',
      purpose: 'wallet-otp-target',
    },
    { table: 'wallet_secrets', column: 'sealed_mnemonic', key: 'account_id', purpose: 'wallet-mnemonic' },
    { table: 'wallet_delegated_keys', column: 'sealed_private_key', key: 'id', purpose: 'delegated-key' },
  ],
  tables: [
    'wallet_credentials',
    'wallet_sessions',
    'wallet_requests',
    'wallet_enclave_keys',
    'wallet_secrets',
    'wallet_operations',
    'wallet_delegated_keys',
  ],
};
