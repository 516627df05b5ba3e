import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preValidationHookHandler } from 'fastify';
import { type Static, type TObject, type TSchema, Type } from 'typebox';
import type { ServiceContext } from '../../context.js';
import { invalidInput } from '../../errors.js';
import { idempotencyOf } from '../../http/idempotency/hooks.js';
import { pageRequest } from '../../http/query.js';
import type { RouteApp } from '../../http/read-routes.js';
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
  type AgentAction,
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

/** A GET of the agent's Bearer routes: what tells one from another. */
interface AgentRead<P extends TObject, Q extends TObject> {
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  preValidation?: preValidationHookHandler;
  params?: P;
  querystring?: Q;
  response: TSchema;
  /** What it may answer besides 200 (and what every route may answer). */
  errors: number[];
  read: (agent: AgentContext, params: Static<P>, query: Static<Q>) => unknown;
}

function agentRead<P extends TObject, Q extends TObject>(app: RouteApp, read: AgentRead<P, Q>): void {
  app.get(
    read.path,
    {
      config: { auth: 'agent' },
      ...(read.preValidation === undefined ? {} : { preValidation: read.preValidation }),
      schema: {
        tags,
        operationId: read.operationId,
        summary: read.summary,
        ...(read.description === undefined ? {} : { description: read.description }),
        security: AGENT_AUTH,
        ...(read.params === undefined ? {} : { params: read.params }),
        ...(read.querystring === undefined ? {} : { querystring: read.querystring }),
        response: { 200: read.response, ...errorResponses(...read.errors) },
      },
    },
    async (request) => read.read(agentOf(request), request.params as Static<P>, request.query as Static<Q>),
  );
}

/** A POST of the agent's payments that end in an action (spec 4.13): the platform may have to approve it. */
interface AgentTransfer<B extends TSchema> {
  path: string;
  operationId: string;
  summary: string;
  description: string;
  body: B;
  transfer: (
    agent: AgentContext,
    body: Static<B>,
    idempotency: ReturnType<typeof idempotencyOf>,
  ) => Promise<AgentAction>;
}

/**
 * What agent software calls (spec 2.8, 4.13): it redeems a device code for a Bearer access
 * token, which opens the /agents/me routes and nothing else (platform credentials never open
 * them). Every route acts for the agent's one customer, within the agent's policy.
 */
export const agentBearerRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncTypebox =>
  async (app) => {
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

    agentRead(app, {
      path: '/agents/me',
      operationId: 'getAgentMe',
      summary: 'The calling agent: profile, policy and usage',
      response: AgentRef,
      errors: [],
      read: (agent) => agents.getMe(ctx, agent),
    });

    agentRead(app, {
      path: '/agents/me/internal-accounts',
      operationId: 'agentListInternalAccounts',
      summary: "The customer's internal accounts the agent may use",
      description:
        'Only the accounts of `policy.accountRestrictions.allowedAccountIds` when the policy lists them.',
      querystring: MyAccountsQuery,
      response: ListOf(Type.Ref('InternalAccount')),
      errors: [400],
      read: (agent, _params, query) => agents.listMyAccounts(ctx, agent, query),
    });

    agentRead(app, {
      path: '/agents/me/transactions',
      operationId: 'agentListTransactions',
      summary: "The customer's transactions (VIEW_TRANSACTIONS)",
      description: "Scoped to the agent's customer; no customer filter is taken.",
      preValidation: refuseCustomerFilter,
      // Omit keeps the declared fields only: the closing flag is given again, as every query schema has it.
      querystring: Type.Omit(ListTransactionsQuery, CUSTOMER_FILTERS, { additionalProperties: false }),
      response: ListOf(TransactionSchema),
      errors: [400, 403],
      read: (agent, _params, query) =>
        agents.listMyTransactions(ctx, agent, transactionFilterOf(query), pageRequest(query)),
    });

    agentRead(app, {
      path: '/agents/me/transactions/:transactionId',
      operationId: 'agentGetTransaction',
      summary: "One of the customer's transactions (VIEW_TRANSACTIONS)",
      params: TransactionParams,
      response: TransactionSchema,
      errors: [403, 404],
      read: (agent, params) => agents.getMyTransaction(ctx, agent, params.transactionId),
    });

    agentRead(app, {
      path: '/agents/me/external-accounts',
      operationId: 'agentListExternalAccounts',
      summary: "The customer's external accounts (MANAGE_EXTERNAL_ACCOUNTS)",
      querystring: MyExternalAccountsQuery,
      response: ListOf(ExternalAccountSchema),
      errors: [400, 403],
      read: (agent, _params, query) => agents.listMyExternalAccounts(ctx, agent, query),
    });

    app.post(
      '/agents/me/external-accounts',
      {
        config: { auth: 'agent' },
        schema: {
          tags,
          operationId: 'agentCreateExternalAccount',
          summary: 'Register an external account of the customer (MANAGE_EXTERNAL_ACCOUNTS)',
          description:
            "As POST /customers/external-accounts, for the agent's customer: `customerId` may be left out; " +
            "another customer's id is 404.",
          security: AGENT_AUTH,
          body: CreateCustomerExternalAccountBody,
          response: { 201: ExternalAccountSchema, ...errorResponses(400, 403, 404, 409) },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await agents.createMyExternalAccount(ctx, agentOf(request), request.body)),
    );

    agentRead(app, {
      path: '/agents/me/external-accounts/:externalAccountId',
      operationId: 'agentGetExternalAccount',
      summary: "One of the customer's external accounts (MANAGE_EXTERNAL_ACCOUNTS)",
      params: ExternalAccountParams,
      response: ExternalAccountSchema,
      errors: [403, 404],
      read: (agent, params) => agents.getMyExternalAccount(ctx, agent, params.externalAccountId),
    });

    app.delete(
      '/agents/me/external-accounts/:externalAccountId',
      {
        config: { auth: 'agent' },
        schema: {
          tags,
          operationId: 'agentDeleteExternalAccount',
          summary: "Delete one of the customer's external accounts (MANAGE_EXTERNAL_ACCOUNTS)",
          security: AGENT_AUTH,
          params: ExternalAccountParams,
          response: { 204: Type.Null(), ...errorResponses(403, 404, 409) },
        },
      },
      async (request, reply) => {
        await agents.deleteMyExternalAccount(ctx, agentOf(request), request.params.externalAccountId);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/agents/me/quotes',
      {
        config: {
          auth: 'agent',
          idempotent: true,
          replay: async (platformId, quoteId) => ({
            status: 201,
            body: await getQuote(ctx, platformId, quoteId),
          }),
        },
        preValidation: inferQuoteUnionTags,
        schema: {
          tags,
          operationId: 'agentCreateQuote',
          summary: "Quote a payment of the agent's customer (CREATE_QUOTES)",
          description:
            "As POST /quotes; every account it names must be the customer's (and allowed by the policy). " +
            '`immediatelyExecute` also executes it as an action (EXECUTE_QUOTES).',
          security: AGENT_AUTH,
          headers: walletSignatureHeaders,
          body: CreateQuoteBody,
          response: { 201: QuoteRef, ...errorResponses(400, 403, 404, 409) },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await actions.createMyQuote(
              ctx,
              agentOf(request),
              request.body,
              idempotencyOf(request),
              walletSignatureOf(request),
            ),
          ),
    );

    agentRead(app, {
      path: '/agents/me/quotes/:quoteId',
      operationId: 'agentGetQuote',
      summary: 'A quote the agent created (404 for any other)',
      params: MyQuoteParams,
      response: QuoteRef,
      errors: [404],
      read: (agent, params) => actions.getMyQuote(ctx, agent, params.quoteId),
    });

    app.post(
      '/agents/me/quotes/:quoteId/execute',
      {
        config: {
          auth: 'agent',
          idempotent: true,
          replay: replayAction(200),
        },
        schema: {
          tags,
          operationId: 'agentExecuteQuote',
          summary: 'Execute a quote the agent created (EXECUTE_QUOTES)',
          description: `${ACTION_ANSWER} An executed quote cannot be cancelled.`,
          'x-optional-body': true,
          security: AGENT_AUTH,
          headers: walletSignatureHeaders,
          params: MyQuoteParams,
          response: { 200: AgentActionRef, ...errorResponses(400, 403, 404, 409) },
        },
      },
      async (request) =>
        actions.executeMyQuote(
          ctx,
          agentOf(request),
          request.params.quoteId,
          idempotencyOf(request),
          walletSignatureOf(request),
        ),
    );

    const agentTransfer = <B extends TSchema>(move: AgentTransfer<B>) =>
      app.post(
        `/agents/me/${move.path}`,
        {
          config: { auth: 'agent', idempotent: true, replay: replayAction(201) },
          schema: {
            tags,
            operationId: move.operationId,
            summary: move.summary,
            description: move.description,
            security: AGENT_AUTH,
            headers: idempotencyHeaders,
            body: move.body,
            response: { 201: AgentActionRef, ...errorResponses(400, 403, 404, 409) },
          },
        },
        async (request, reply) =>
          reply
            .code(201)
            .send(await move.transfer(agentOf(request), request.body as Static<B>, idempotencyOf(request))),
      );

    agentTransfer({
      path: 'transfer-in',
      operationId: 'agentCreateTransferIn',
      summary: "Pull from the customer's external account into its internal account (CREATE_TRANSFERS)",
      description: `Only pull-capable sources. ${ACTION_ANSWER} A pull spends nothing: no limit counts it.`,
      body: TransferInBody,
      transfer: (agent, body, idempotency) => actions.myTransferIn(ctx, agent, body, idempotency),
    });

    agentTransfer({
      path: 'transfer-out',
      operationId: 'agentCreateTransferOut',
      summary: "Pay out from the customer's internal account to its external account (CREATE_TRANSFERS)",
      description: ACTION_ANSWER,
      body: TransferOutBody,
      transfer: (agent, body, idempotency) => actions.myTransferOut(ctx, agent, body, idempotency),
    });

    agentRead(app, {
      path: '/agents/me/actions',
      operationId: 'agentListActions',
      summary: "The agent's actions, newest first",
      querystring: MyActionsQuery,
      response: ListOf(AgentActionRef),
      errors: [400],
      read: (agent, _params, query) =>
        actions.listMyActions(ctx, agent, { status: query.status }, pageRequest(query)),
    });

    agentRead(app, {
      path: '/agents/me/actions/:actionId',
      operationId: 'agentGetAction',
      summary: "One of the agent's actions: poll it for the platform's decision",
      params: MyActionParams,
      response: AgentActionRef,
      errors: [404],
      read: (agent, params) => actions.getMyAction(ctx, agent, params.actionId),
    });
  };
