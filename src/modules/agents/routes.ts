import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { preValidationHookHandler } from 'fastify';
import type { ServiceContext } from '../../context.js';
import { forbidden, invalidInput } from '../../errors.js';
import { agentOf, authOf } from '../../http/route-config.js';
import { bodyDefaultsToEmptyObject, pageRequest, toDate } from '../../http/query.js';
import { idempotencyOf } from '../../http/idempotency/hooks.js';
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
  ActionParams,
  AgentActionRef,
  ListApprovalsQuery,
  MyActionParams,
  MyActionsQuery,
  MyQuoteParams,
  RejectActionBody,
  AgentCreateResponse,
  AgentDeviceCodeRedeemResponse,
  AgentDeviceCodeRef,
  AgentDeviceCodeStatusResponse,
  AgentParams,
  AgentRef,
  CodeParams,
  CreateAgentBody,
  ExternalAccountParams,
  ListAgentsQuery,
  MyAccountsQuery,
  MyExternalAccountsQuery,
  TransactionParams,
  UpdateAgentBody,
  UpdatePolicyBody,
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

/**
 * Agents acting for one customer (spec 2.8, 4.13): the platform manages them with its Basic
 * credentials; agent software redeems a device code for a Bearer token of the /agents/me
 * routes, which platform credentials never open (and which open nothing else).
 *
 * An agent is a payer: whatever gives one the power to pay, or decides one of its payments,
 * needs TRANSACT (creating it with a policy, any policy change, a new device code, resuming
 * it, approving or rejecting its actions); renaming, pausing and deleting it narrow its power
 * and need MANAGE (docs/decisions/0002-token-permissions.md).
 */
export const agentRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    // A retry whose first attempt committed its action but died before answering.
    const replayAction = (status: 200 | 201) => async (platformId: string, actionId: string) => ({
      status,
      body: await actions.replayAction(ctx, platformId, actionId),
    });

    app.post(
      '/agents',
      {
        config: { permission: 'TRANSACT' },
        schema: {
          tags,
          operationId: 'createAgent',
          summary: 'Create an agent for a customer, with its policy and a first device code',
          description:
            'The device code (valid 1 hour, once) is what the agent software redeems for its access token. ' +
            "Accounts named in `policy.accountRestrictions` must be the customer's internal accounts. Needs " +
            'TRANSACT: the policy lets the agent pay.',
          body: CreateAgentBody,
          response: { 201: AgentCreateResponse, ...errorResponses(400, 403, 404, 410) },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await agents.createAgent(ctx, authOf(request).platformId, request.body)),
    );

    app.get(
      '/agents',
      {
        schema: {
          tags,
          operationId: 'listAgents',
          summary: 'List agents',
          querystring: ListAgentsQuery,
          response: { 200: ListOf(AgentRef), ...errorResponses(400, 403) },
        },
      },
      async (request) => agents.listAgents(ctx, authOf(request).platformId, request.query),
    );

    app.get(
      '/agents/device-codes/:code/status',
      {
        schema: {
          tags,
          operationId: 'getAgentDeviceCodeStatus',
          summary: 'Whether a device code was redeemed',
          params: CodeParams,
          response: { 200: AgentDeviceCodeStatusResponse, ...errorResponses(403, 404) },
        },
      },
      async (request) => agents.deviceCodeStatus(ctx, authOf(request).platformId, request.params.code),
    );

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

    app.get(
      '/agents/me',
      {
        config: { auth: 'agent' },
        schema: {
          tags,
          operationId: 'getAgentMe',
          summary: 'The calling agent: profile, policy and usage',
          security: AGENT_AUTH,
          response: { 200: AgentRef, ...errorResponses() },
        },
      },
      async (request) => agents.getMe(ctx, agentOf(request)),
    );

    app.get(
      '/agents/me/internal-accounts',
      {
        config: { auth: 'agent' },
        schema: {
          tags,
          operationId: 'agentListInternalAccounts',
          summary: "The customer's internal accounts the agent may use",
          description:
            'Only the accounts of `policy.accountRestrictions.allowedAccountIds` when the policy lists them.',
          security: AGENT_AUTH,
          querystring: MyAccountsQuery,
          response: { 200: ListOf(Type.Ref('InternalAccount')), ...errorResponses(400) },
        },
      },
      async (request) => agents.listMyAccounts(ctx, agentOf(request), request.query),
    );

    app.get(
      '/agents/me/transactions',
      {
        config: { auth: 'agent' },
        preValidation: refuseCustomerFilter,
        schema: {
          tags,
          operationId: 'agentListTransactions',
          summary: "The customer's transactions (VIEW_TRANSACTIONS)",
          description: "Scoped to the agent's customer; no customer filter is taken.",
          security: AGENT_AUTH,
          // Omit keeps the declared fields only: the closing flag is given again, as every query schema has it.
          querystring: Type.Omit(ListTransactionsQuery, CUSTOMER_FILTERS, { additionalProperties: false }),
          response: { 200: ListOf(TransactionSchema), ...errorResponses(400, 403) },
        },
      },
      async (request) =>
        agents.listMyTransactions(
          ctx,
          agentOf(request),
          transactionFilterOf(request.query),
          pageRequest(request.query),
        ),
    );

    app.get(
      '/agents/me/transactions/:transactionId',
      {
        config: { auth: 'agent' },
        schema: {
          tags,
          operationId: 'agentGetTransaction',
          summary: "One of the customer's transactions (VIEW_TRANSACTIONS)",
          security: AGENT_AUTH,
          params: TransactionParams,
          response: { 200: TransactionSchema, ...errorResponses(403, 404) },
        },
      },
      async (request) => agents.getMyTransaction(ctx, agentOf(request), request.params.transactionId),
    );

    app.get(
      '/agents/me/external-accounts',
      {
        config: { auth: 'agent' },
        schema: {
          tags,
          operationId: 'agentListExternalAccounts',
          summary: "The customer's external accounts (MANAGE_EXTERNAL_ACCOUNTS)",
          security: AGENT_AUTH,
          querystring: MyExternalAccountsQuery,
          response: { 200: ListOf(ExternalAccountSchema), ...errorResponses(400, 403) },
        },
      },
      async (request) => agents.listMyExternalAccounts(ctx, agentOf(request), request.query),
    );

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

    app.get(
      '/agents/me/external-accounts/:externalAccountId',
      {
        config: { auth: 'agent' },
        schema: {
          tags,
          operationId: 'agentGetExternalAccount',
          summary: "One of the customer's external accounts (MANAGE_EXTERNAL_ACCOUNTS)",
          security: AGENT_AUTH,
          params: ExternalAccountParams,
          response: { 200: ExternalAccountSchema, ...errorResponses(403, 404) },
        },
      },
      async (request) => agents.getMyExternalAccount(ctx, agentOf(request), request.params.externalAccountId),
    );

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

    app.get(
      '/agents/approvals',
      {
        schema: {
          tags,
          operationId: 'listAgentApprovals',
          summary: 'Agent actions waiting for the platform',
          querystring: ListApprovalsQuery,
          response: { 200: ListOf(AgentActionRef), ...errorResponses(400, 403) },
        },
      },
      async (request) => {
        const q = request.query;
        return actions.listApprovals(
          ctx,
          authOf(request).platformId,
          {
            agentId: q.agentId,
            customerId: q.customerId,
            startDate: toDate(q.startDate),
            endDate: toDate(q.endDate),
          },
          pageRequest(q),
        );
      },
    );

    app.post(
      '/agents/:agentId/actions/:actionId/approve',
      {
        config: { permission: 'TRANSACT' },
        schema: {
          tags,
          operationId: 'approveAgentAction',
          summary: "Approve an agent's pending action: its payment starts",
          description:
            'Only a PENDING_APPROVAL action (409 otherwise). The spending limits are checked again; a quote that ' +
            'expired meanwhile is not paid and the action ends FAILED. Needs TRANSACT, as ' +
            '`POST /transactions/{transactionId}/approve` does.',
          'x-optional-body': true,
          params: ActionParams,
          response: { 200: AgentActionRef, ...errorResponses(403, 404, 409) },
        },
      },
      async (request) =>
        actions.approveAction(
          ctx,
          authOf(request).platformId,
          request.params.agentId,
          request.params.actionId,
        ),
    );

    app.post(
      '/agents/:agentId/actions/:actionId/reject',
      {
        config: { permission: 'TRANSACT' },
        preValidation: bodyDefaultsToEmptyObject,
        schema: {
          tags,
          operationId: 'rejectAgentAction',
          summary: "Reject an agent's pending action: its payment ends, no money moved",
          description: 'Needs TRANSACT, as `POST /transactions/{transactionId}/reject` does.',
          'x-optional-body': true,
          params: ActionParams,
          body: RejectActionBody,
          response: { 200: AgentActionRef, ...errorResponses(403, 404, 409) },
        },
      },
      async (request) =>
        actions.rejectAction(
          ctx,
          authOf(request).platformId,
          request.params.agentId,
          request.params.actionId,
          request.body.reason,
        ),
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

    app.get(
      '/agents/me/quotes/:quoteId',
      {
        config: { auth: 'agent' },
        schema: {
          tags,
          operationId: 'agentGetQuote',
          summary: 'A quote the agent created (404 for any other)',
          security: AGENT_AUTH,
          params: MyQuoteParams,
          response: { 200: QuoteRef, ...errorResponses(404) },
        },
      },
      async (request) => actions.getMyQuote(ctx, agentOf(request), request.params.quoteId),
    );

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

    app.post(
      '/agents/me/transfer-in',
      {
        config: {
          auth: 'agent',
          idempotent: true,
          replay: replayAction(201),
        },
        schema: {
          tags,
          operationId: 'agentCreateTransferIn',
          summary: "Pull from the customer's external account into its internal account (CREATE_TRANSFERS)",
          description: `Only pull-capable sources. ${ACTION_ANSWER} A pull spends nothing: no limit counts it.`,
          security: AGENT_AUTH,
          headers: idempotencyHeaders,
          body: TransferInBody,
          response: { 201: AgentActionRef, ...errorResponses(400, 403, 404, 409) },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await actions.myTransferIn(ctx, agentOf(request), request.body, idempotencyOf(request))),
    );

    app.post(
      '/agents/me/transfer-out',
      {
        config: {
          auth: 'agent',
          idempotent: true,
          replay: replayAction(201),
        },
        schema: {
          tags,
          operationId: 'agentCreateTransferOut',
          summary: "Pay out from the customer's internal account to its external account (CREATE_TRANSFERS)",
          description: ACTION_ANSWER,
          security: AGENT_AUTH,
          headers: idempotencyHeaders,
          body: TransferOutBody,
          response: { 201: AgentActionRef, ...errorResponses(400, 403, 404, 409) },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await actions.myTransferOut(ctx, agentOf(request), request.body, idempotencyOf(request))),
    );

    app.get(
      '/agents/me/actions',
      {
        config: { auth: 'agent' },
        schema: {
          tags,
          operationId: 'agentListActions',
          summary: "The agent's actions, newest first",
          security: AGENT_AUTH,
          querystring: MyActionsQuery,
          response: { 200: ListOf(AgentActionRef), ...errorResponses(400) },
        },
      },
      async (request) =>
        actions.listMyActions(
          ctx,
          agentOf(request),
          { status: request.query.status },
          pageRequest(request.query),
        ),
    );

    app.get(
      '/agents/me/actions/:actionId',
      {
        config: { auth: 'agent' },
        schema: {
          tags,
          operationId: 'agentGetAction',
          summary: "One of the agent's actions: poll it for the platform's decision",
          security: AGENT_AUTH,
          params: MyActionParams,
          response: { 200: AgentActionRef, ...errorResponses(404) },
        },
      },
      async (request) => actions.getMyAction(ctx, agentOf(request), request.params.actionId),
    );

    app.get(
      '/agents/:agentId',
      {
        schema: {
          tags,
          operationId: 'getAgentById',
          summary: 'Get an agent',
          params: AgentParams,
          response: { 200: AgentRef, ...errorResponses(403, 404) },
        },
      },
      async (request) => agents.getAgent(ctx, authOf(request).platformId, request.params.agentId),
    );

    app.patch(
      '/agents/:agentId',
      {
        schema: {
          tags,
          operationId: 'updateAgent',
          summary: 'Rename, pause or resume an agent',
          description:
            'Renaming and pausing need MANAGE; resuming (`isPaused: false`) lets the agent pay again, so it ' +
            'needs TRANSACT too (403 FORBIDDEN otherwise).',
          params: AgentParams,
          body: UpdateAgentBody,
          response: { 200: AgentRef, ...errorResponses(400, 403, 404) },
        },
      },
      async (request) => {
        const caller = authOf(request);
        // A MANAGE token may stop an agent, not start one paying (docs/decisions/0002).
        if (request.body.isPaused === false && !caller.permissions.includes('TRANSACT')) {
          throw forbidden(
            'This API token lacks the TRANSACT permission required to resume an agent (isPaused: false)',
          );
        }
        return agents.updateAgent(ctx, caller.platformId, request.params.agentId, request.body);
      },
    );

    app.delete(
      '/agents/:agentId',
      {
        schema: {
          tags,
          operationId: 'deleteAgent',
          summary: 'Delete an agent: its software loses access at once',
          params: AgentParams,
          response: { 204: Type.Null(), ...errorResponses(403, 404) },
        },
      },
      async (request, reply) => {
        await agents.deleteAgent(ctx, authOf(request).platformId, request.params.agentId);
        return reply.code(204).send(null);
      },
    );

    app.patch(
      '/agents/:agentId/policy',
      {
        config: { permission: 'TRANSACT' },
        schema: {
          tags,
          operationId: 'updateAgentPolicy',
          summary: "Change part of an agent's policy",
          description:
            'Fields sent replace theirs (`spendingLimits` field by field); the others keep their values. It ' +
            'holds from the next request. Needs TRANSACT, whatever the change: the policy is what the agent may pay.',
          params: AgentParams,
          body: UpdatePolicyBody,
          response: { 200: AgentRef, ...errorResponses(400, 403, 404) },
        },
      },
      async (request) =>
        agents.updatePolicy(ctx, authOf(request).platformId, request.params.agentId, request.body),
    );

    app.post(
      '/agents/:agentId/device-codes',
      {
        config: { permission: 'TRANSACT' },
        schema: {
          tags,
          operationId: 'regenerateAgentDeviceCode',
          summary: 'Issue a new device code; earlier unredeemed codes stop working',
          description: "Needs TRANSACT: the code's redeemer acts as the agent, with its power to pay.",
          'x-optional-body': true,
          params: AgentParams,
          response: { 201: AgentDeviceCodeRef, ...errorResponses(403, 404) },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await agents.regenerateDeviceCode(ctx, authOf(request).platformId, request.params.agentId)),
    );
  };
