import type { ServiceModule } from '../service-module.js';
import type { CustomersTables } from './tables.js';
import { BULK_IMPORT_JOB_KIND } from './bulk-import.js';
import { runBulkImportChunk } from './bulk-import-chunks.js';
import { bulkImportRoutes } from './bulk-import.routes.js';
import { hostedPages } from './hosted-pages.js';
import { customerRoutes } from './routes.js';
import { customerComponents } from './schemas.js';

export const manifest: ServiceModule<CustomersTables> = {
  name: 'customers',
  routes: [customerRoutes, bulkImportRoutes],
  publicRoutes: [hostedPages],
  components: customerComponents,
  jobs: { [BULK_IMPORT_JOB_KIND]: runBulkImportChunk },
  tables: ['customers', 'beneficial_owners', 'kyc_links', 'bulk_import_jobs'],
};
