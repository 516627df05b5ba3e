import type { ServiceModule } from '../service-module.js';
import type { DocumentsTables } from './tables.js';
import { documentRoutes } from './routes.js';
import { deleteDocumentsOfHolders } from './service.js';

export const manifest: ServiceModule<DocumentsTables> = {
  name: 'documents',
  routes: [documentRoutes],
  // An owner's documents go with the owner.
  hooks: {
    beneficialOwnersRemoved: (_ctx, trx, platformId, ids) => deleteDocumentsOfHolders(trx, platformId, ids),
  },
  tables: ['documents'],
};
