import type { ServiceModule } from '../service-module.js';
import type { AccountsTables } from './tables.js';
import { internalAccountRoutes, sandboxFundingRoutes } from './routes.js';
import { ACCOUNT_COMPONENTS } from './schemas.js';
import { openCustomerAccounts, openMissingWallets } from './service.js';

export const manifest: ServiceModule<AccountsTables> = {
  name: 'accounts',
  routes: [internalAccountRoutes],
  sandboxRoutes: [sandboxFundingRoutes],
  components: ACCOUNT_COMPONENTS,
  // Customers get their internal accounts in the transaction that creates them.
  hooks: {
    customersCreated: openCustomerAccounts,
    walletsEnabled: async (ctx, trx, platformId) => {
      await openMissingWallets(trx, platformId, ctx.clock.now());
    },
  },
  tables: ['internal_accounts'],
};
