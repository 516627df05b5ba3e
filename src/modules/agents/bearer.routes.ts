import type { preValidationHookHandler } from 'fastify';
import { type TObject, type TSchema, Type } from 'typebox';
import { invalidInput } from '../../errors.js';
import { idempotencyOf } from '../../http/idempotency/hooks.js';
import { pageRequest } from '../../http/query.js';
import { type RouteApp, type RouteDeclaration, routesOf, routePlugin } from '../../http/declared-routes.js';
import { type AgentContext, agentOf } from '../../http/route-config.js';
import { walletSignatureOf } from '../../http/signed-retry.js';
import { errorResponses, idempotencyHeaders, ListOf, WALLET_SIGNATURE } from '../../http/schemas.js';
import { CreateCustomerExternalAccountBody, ExternalAccountSchema } from '../external-accounts/index.js';
import {
  CreateQuoteBody,
  getQuote,
  inferQuoteUnionTags,
  ListTransactionsQuery,
  TransactionSchema,
  transactionFilterOf,
  TransferInBody,
  TransferOutBody,
} from '../payments/index.js';
import * as actions from './actions.js';
import {
  AgentActionRef,
  AgentDeviceCodeRedeemResponse,
  AgentRef,
  CodeParams,
  ExternalAccountParams,
  MyAccountsQuery,
  MyActionParams,
  MyActionsQuery,
  MyExternalAccountsQuery,
  MyQuoteParams,
  TransactionParams,
} from './schemas.js';
import * as agents from './service.js';

/** The platform's customer filters of GET /transactions. */
const CUSTOMER_FILTERS = ['customerId', 'platformCustomerId'] as const;

/**
 * Spec 4.13: an agent's transactions are "scoped automatically, no customer filter accepted".
 * Undeclared query parameters are otherwise ignored (decision 0003); a customer filter is
 * refused instead, so an agent never reads a 200 as "this customer's transactions".
 */
const refuseCustomerFilter: preValidationHookHandler = (request, _reply, done) => {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const sent = CUSTOMER_FILTERS.filter((name) => query[name] !== undefined);
  if (sent.length === 0) {
    done();
    return;
  }
  done(
    invalidInput(
      "An agent's transactions are those of its customer: no customer filter is accepted",
      sent.map((field) => ({ field, message: "is not accepted: the agent's customer is implied" })),
    ),
  );
};

const tags = ['Agents'];
const AGENT_AUTH = [{ AgentAuth: [] }];
const QuoteRef = Type.Ref('Quote');
const walletSignatureHeaders = {
  type: 'object',
  properties: { ...idempotencyHeaders.properties, [WALLET_SIGNATURE]: { type: 'string', maxLength: 4096 } },
} as const;
const ACTION_ANSWER =
  'The action is APPROVED with its transaction when the policy lets the payment run, or PENDING_APPROVAL ' +
  'with the transaction waiting (no money moved) until the platform approves it; poll ' +
  '`/agents/me/actions/{actionId}`. Spending limits are checked with the payment, atomically.';

const declareAgentRoute = routesOf(agentOf);

/** A route of the agent's Bearer token (never platform credentials): what tells one from another. */
function agentRoute<P extends TObject, Q extends TObject, B extends TSchema>(
  app: RouteApp,
  route: Omit<RouteDeclaration<AgentContext, P, Q, B>, 'tags' | 'security'>,
): void {
  declareAgentRoute(app, {
    ...route,
    config: { auth: 'agent', ...route.config },
    tags,
    security: AGENT_AUTH,
  });
}

/**
 * What agent software calls (spec 2.8, 4.13): it redeems a device code for a Bearer access
 * token, which opens the /agents/me routes and nothing else (platform credentials never open
 * them). Every route acts for the agent's one customer, within the agent's policy.
 */
export const agentBearerRoutes = routePlugin(async (app, ctx) => {
  // A retry whose first attempt committed its action but died before answering.
  const replayAction = (status: 200 | 201) => async (platformId: string, actionId: string) => ({
    status,
    body: await actions.replayAction(ctx, platformId, actionId),
  });

  app.post(
    '/agents/device-codes/:code/redeem',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        operationId: 'redeemAgentDeviceCode',
        summary: "Redeem a device code for the agent's access token (no platform credentials)",
        description:
          'Once, before the code expires and while it is the newest code of its agent. The access token is ' +
          'shown this once; a new redemption (of a newer code) replaces the earlier token.',
        security: [],
        'x-optional-body': true,
        params: CodeParams,
        response: { 200: AgentDeviceCodeRedeemResponse, ...errorResponses(400, 404) },
      },
    },
    async (request) => agents.redeemDeviceCode(ctx, request.params.code),
  );

  agentRoute(app, {
    method: 'GET',
    path: '/agents/me',
    operationId: 'getAgentMe',
    summary: 'The calling agent: profile, policy and usage',
    response: { 200: AgentRef, ...errorResponses() },
    handle: (agent) => agents.getMe(ctx, agent),
  });

  agentRoute(app, {
    method: 'GET',
    path: '/agents/me/internal-accounts',
    operationId: 'agentListInternalAccounts',
    summary: "The customer's internal accounts the agent may use",
    description:
      'Only the accounts of `policy.accountRestrictions.allowedAccountIds` when the policy lists them.',
    querystring: MyAccountsQuery,
    response: { 200: ListOf(Type.Ref('InternalAccount')), ...errorResponses(400) },
    handle: (agent, { query }) => agents.listMyAccounts(ctx, agent, query),
  });

  agentRoute(app, {
    method: 'GET',
    path: '/agents/me/transactions',
    preValidation: refuseCustomerFilter,
    operationId: 'agentListTransactions',
    summary: "The customer's transactions (VIEW_TRANSACTIONS)",
    description: "Scoped to the agent's customer; no customer filter is taken.",
    // Omit keeps the declared fields only: the closing flag is given again, as every query schema has it.
    querystring: Type.Omit(ListTransactionsQuery, CUSTOMER_FILTERS, { additionalProperties: false }),
    response: { 200: ListOf(TransactionSchema), ...errorResponses(400, 403) },
    handle: (agent, { query }) =>
      agents.listMyTransactions(ctx, agent, transactionFilterOf(query), pageRequest(query)),
  });

  agentRoute(app, {
    method: 'GET',
    path: '/agents/me/transactions/:transactionId',
    operationId: 'agentGetTransaction',
    summary: "One of the customer's transactions (VIEW_TRANSACTIONS)",
    params: TransactionParams,
    response: { 200: TransactionSchema, ...errorResponses(403, 404) },
    handle: (agent, { params }) => agents.getMyTransaction(ctx, agent, params.transactionId),
  });

  agentRoute(app, {
    method: 'GET',
    path: '/agents/me/external-accounts',
    operationId: 'agentListExternalAccounts',
    summary: "The customer's external accounts (MANAGE_EXTERNAL_ACCOUNTS)",
    querystring: MyExternalAccountsQuery,
    response: { 200: ListOf(ExternalAccountSchema), ...errorResponses(400, 403) },
    handle: (agent, { query }) => agents.listMyExternalAccounts(ctx, agent, query),
  });

  agentRoute(app, {
    method: 'POST',
    path: '/agents/me/external-accounts',
    operationId: 'agentCreateExternalAccount',
    summary: 'Register an external account of the customer (MANAGE_EXTERNAL_ACCOUNTS)',
    description:
      "As POST /customers/external-accounts, for the agent's customer: `customerId` may be left out; " +
      "another customer's id is 404.",
    body: CreateCustomerExternalAccountBody,
    response: { 201: ExternalAccountSchema, ...errorResponses(400, 403, 404, 409) },
    handle: (agent, { body }) => agents.createMyExternalAccount(ctx, agent, body),
  });

  agentRoute(app, {
    method: 'GET',
    path: '/agents/me/external-accounts/:externalAccountId',
    operationId: 'agentGetExternalAccount',
    summary: "One of the customer's external accounts (MANAGE_EXTERNAL_ACCOUNTS)",
    params: ExternalAccountParams,
    response: { 200: ExternalAccountSchema, ...errorResponses(403, 404) },
    handle: (agent, { params }) => agents.getMyExternalAccount(ctx, agent, params.externalAccountId),
  });

  agentRoute(app, {
    method: 'DELETE',
    path: '/agents/me/external-accounts/:externalAccountId',
    operationId: 'agentDeleteExternalAccount',
    summary: "Delete one of the customer's external accounts (MANAGE_EXTERNAL_ACCOUNTS)",
    params: ExternalAccountParams,
    response: { 204: Type.Null(), ...errorResponses(403, 404, 409) },
    handle: (agent, { params }) => agents.deleteMyExternalAccount(ctx, agent, params.externalAccountId),
  });

  agentRoute(app, {
    method: 'POST',
    path: '/agents/me/quotes',
    config: {
      idempotent: true,
      replay: async (platformId, quoteId) => ({
        status: 201,
        body: await getQuote(ctx, platformId, quoteId),
      }),
    },
    preValidation: inferQuoteUnionTags,
    operationId: 'agentCreateQuote',
    summary: "Quote a payment of the agent's customer (CREATE_QUOTES)",
    description:
      "As POST /quotes; every account it names must be the customer's (and allowed by the policy). " +
      '`immediatelyExecute` also executes it as an action (EXECUTE_QUOTES).',
    headers: walletSignatureHeaders,
    body: CreateQuoteBody,
    response: { 201: QuoteRef, ...errorResponses(400, 403, 404, 409) },
    handle: (agent, { body, request }) =>
      actions.createMyQuote(ctx, agent, body, idempotencyOf(request), walletSignatureOf(request)),
  });

  agentRoute(app, {
    method: 'GET',
    path: '/agents/me/quotes/:quoteId',
    operationId: 'agentGetQuote',
    summary: 'A quote the agent created (404 for any other)',
    params: MyQuoteParams,
    response: { 200: QuoteRef, ...errorResponses(404) },
    handle: (agent, { params }) => actions.getMyQuote(ctx, agent, params.quoteId),
  });

  agentRoute(app, {
    method: 'POST',
    path: '/agents/me/quotes/:quoteId/execute',
    config: { idempotent: true, replay: replayAction(200) },
    operationId: 'agentExecuteQuote',
    summary: 'Execute a quote the agent created (EXECUTE_QUOTES)',
    description: `${ACTION_ANSWER} An executed quote cannot be cancelled.`,
    optionalBody: true,
    headers: walletSignatureHeaders,
    params: MyQuoteParams,
    response: { 200: AgentActionRef, ...errorResponses(400, 403, 404, 409) },
    handle: (agent, { params, request }) =>
      actions.executeMyQuote(ctx, agent, params.quoteId, idempotencyOf(request), walletSignatureOf(request)),
  });

  /** A payment of the agent's that ends in an action (spec 4.13): the platform may have to approve it. */
  const transfer = {
    method: 'POST',
    config: { idempotent: true, replay: replayAction(201) },
    headers: idempotencyHeaders,
    response: { 201: AgentActionRef, ...errorResponses(400, 403, 404, 409) },
  } as const;

  agentRoute(app, {
    ...transfer,
    path: '/agents/me/transfer-in',
    operationId: 'agentCreateTransferIn',
    summary: "Pull from the customer's external account into its internal account (CREATE_TRANSFERS)",
    description: `Only pull-capable sources. ${ACTION_ANSWER} A pull spends nothing: no limit counts it.`,
    body: TransferInBody,
    handle: (agent, { body, request }) => actions.myTransferIn(ctx, agent, body, idempotencyOf(request)),
  });

  agentRoute(app, {
    ...transfer,
    path: '/agents/me/transfer-out',
    operationId: 'agentCreateTransferOut',
    summary: "Pay out from the customer's internal account to its external account (CREATE_TRANSFERS)",
    description: ACTION_ANSWER,
    body: TransferOutBody,
    handle: (agent, { body, request }) => actions.myTransferOut(ctx, agent, body, idempotencyOf(request)),
  });

  agentRoute(app, {
    method: 'GET',
    path: '/agents/me/actions',
    operationId: 'agentListActions',
    summary: "The agent's actions, newest first",
    querystring: MyActionsQuery,
    response: { 200: ListOf(AgentActionRef), ...errorResponses(400) },
    handle: (agent, { query }) =>
      actions.listMyActions(ctx, agent, { status: query.status }, pageRequest(query)),
  });

  agentRoute(app, {
    method: 'GET',
    path: '/agents/me/actions/:actionId',
    operationId: 'agentGetAction',
    summary: "One of the agent's actions: poll it for the platform's decision",
    params: MyActionParams,
    response: { 200: AgentActionRef, ...errorResponses(404) },
    handle: (agent, { params }) => actions.getMyAction(ctx, agent, params.actionId),
  });
});
