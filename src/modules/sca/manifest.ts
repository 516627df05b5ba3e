import type { ServiceModule } from '../service-module.js';
import type { ScaTables } from './tables.js';
import { passResetLiveness, RESET_LIVENESS_JOB } from './resets.js';
import { scaRoutes } from './routes.js';
import { SCA_COMPONENTS } from './schemas.js';

export const manifest: ServiceModule<ScaTables> = {
  name: 'sca',
  routes: [scaRoutes],
  components: SCA_COMPONENTS,
  sealed: [{ table: 'sca_factors', column: 'sealed_secret', key: 'id', purpose: 'sca-totp' }],
  tables: ['sca_factors', 'sca_customer_states', 'sca_challenges', 'sca_factor_resets'],
  jobs: { [RESET_LIVENESS_JOB]: passResetLiveness },
};
