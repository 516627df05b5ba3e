import { idempotencyOf } from '../../http/idempotency/hooks.js';
import { authOf } from '../../http/route-config.js';
import { listAll } from '../../http/read-routes.js';
import { errorResponses } from '../../http/schemas.js';
import {
  AccountParams,
  FundBody,
  InternalAccountRef,
  ListCustomerAccountsQuery,
  ListPlatformAccountsQuery,
} from './schemas.js';
import * as accounts from './service.js';
import { routePlugin } from '../../http/declared-routes.js';

const tags = ['Internal Accounts'];

export const internalAccountRoutes = routePlugin(async (app, ctx) => {
  listAll(app, {
    path: '/customers/internal-accounts',
    tags,
    operationId: 'listCustomerInternalAccounts',
    summary: "List customers' internal accounts",
    querystring: ListCustomerAccountsQuery,
    item: InternalAccountRef,
    list: (platformId, { customerId, currency, type }, { page }) =>
      accounts.listCustomerAccounts(ctx, platformId, { customerId, currency, type }, page),
  });

  listAll(app, {
    path: '/platform/internal-accounts',
    tags,
    operationId: 'listPlatformInternalAccounts',
    summary: 'List the platform-level internal accounts (one per supported currency)',
    querystring: ListPlatformAccountsQuery,
    item: InternalAccountRef,
    list: async (platformId, query) => {
      // Spec 2.1 gives every list the same envelope; this one is never longer than a page
      // (one account per supported currency), so it is answered whole.
      const data = await accounts.listPlatformAccounts(ctx, platformId, query);
      return { data, hasMore: false, totalCount: data.length };
    },
  });
});

/** Sandbox-only: instant funding (absent in production). */
export const sandboxFundingRoutes = routePlugin(async (app, ctx) => {
  app.post(
    '/sandbox/internal-accounts/:accountId/fund',
    {
      config: {
        permission: 'TRANSACT',
        idempotent: true,
        replay: async (platformId, accountId) => ({
          status: 200,
          body: await accounts.getAccount(ctx, platformId, accountId),
        }),
      },
      schema: {
        tags: ['Sandbox'],
        operationId: 'sandboxFundInternalAccount',
        summary: 'Fund an internal account instantly (sandbox)',
        params: AccountParams,
        body: FundBody,
        response: { 200: InternalAccountRef, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) =>
      accounts.fundAccount(
        ctx,
        authOf(request).platformId,
        request.params.accountId,
        request.body.amount,
        idempotencyOf(request),
      ),
  );
});
