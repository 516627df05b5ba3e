import type { ServiceModule } from '../service-module.js';
import type { ExternalAccountsTables } from './tables.js';
import { completeLiveness, LIVENESS_JOB } from './ownership.js';
import { livenessPage, ownershipRoutes } from './ownership.routes.js';
import { externalAccountRoutes } from './routes.js';
import { externalAccountComponents } from './schemas.js';

export const manifest: ServiceModule<ExternalAccountsTables> = {
  name: 'external-accounts',
  routes: [externalAccountRoutes, ownershipRoutes],
  publicRoutes: [livenessPage],
  components: externalAccountComponents,
  jobs: { [LIVENESS_JOB]: completeLiveness },
  tables: ['external_accounts'],
};
