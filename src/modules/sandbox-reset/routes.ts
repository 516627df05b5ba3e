import { Type } from 'typebox';
import { declareRoute, routePlugin } from '../../http/declared-routes.js';
import { errorResponses } from '../../http/schemas.js';
import { resetSandbox } from './service.js';

const SandboxReset = Type.Object({
  removed: Type.Record(Type.String(), Type.Integer({ minimum: 0 }), {
    description:
      'Rows removed by kind (customers, internalAccounts, ledgerTransactions, events, ...): every kind a reset ' +
      'deletes, 0 included',
  }),
  total: Type.Integer({ minimum: 0, description: 'Rows removed in all' }),
});

/** Sandbox only (an extension): start the calling platform over (docs/sandbox.md). */
export const sandboxResetRoutes = routePlugin(async (app, ctx) => {
  declareRoute(app, {
    method: 'POST',
    path: '/sandbox/reset',
    config: { permission: 'MANAGE' },
    extension: { 'x-extension': true },
    tags: ['Sandbox'],
    operationId: 'resetSandbox',
    summary: 'Delete every resource of the calling platform, keeping its credentials and configuration',
    description:
      'Extension beyond the Payments Service API (docs/sandbox.md, "Resetting a platform"). In one ' +
      'transaction, deletes everything the calling platform made: customers and their documents, ' +
      'verifications, accounts and their ledger, external accounts, quotes, transactions, cards, wallets, ' +
      'agents, SCA factors, invitations, stablecoins, events and their deliveries, idempotency keys and ' +
      'queued jobs. Keeps the platform, its API tokens, its configuration (webhook endpoint included), its ' +
      'webhook signing key, its wallet enclave key and its test clock. Other platforms are untouched. ' +
      'Answers the number of rows removed per kind. Production answers 404.',
    response: { 200: SandboxReset, ...errorResponses(403) },
    handle: (platformId) => resetSandbox(ctx, platformId),
  });
});
