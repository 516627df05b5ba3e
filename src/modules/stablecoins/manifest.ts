import type { ServiceModule } from '../service-module.js';
import type { StablecoinsTables } from './tables.js';
import { advanceOperation, OPERATION_JOB } from './provider-steps.js';
import { stablecoinRoutes } from './routes.js';
import { STABLECOIN_COMPONENTS } from './schemas.js';
import {
  advanceEnablement,
  advanceIssuance,
  checkSupplies,
  CREDENTIALS_JOB,
  credentialsVerdict,
  ENABLEMENT_JOB,
  ISSUANCE_JOB,
} from './service.js';

export const manifest: ServiceModule<StablecoinsTables> = {
  name: 'stablecoins',
  routes: [stablecoinRoutes],
  components: STABLECOIN_COMPONENTS,
  jobs: {
    [CREDENTIALS_JOB]: credentialsVerdict,
    [ISSUANCE_JOB]: advanceIssuance,
    [ENABLEMENT_JOB]: advanceEnablement,
    [OPERATION_JOB]: advanceOperation,
  },
  ledgerChecks: [checkSupplies],
  sealed: [
    {
      table: 'stablecoin_provider_accounts',
      column: 'sealed_api_client_secret',
      key: 'id',
      purpose: 'stablecoin-provider-secret',
    },
  ],
  tables: ['stablecoin_provider_accounts', 'stablecoins', 'stablecoin_operations'],
};
