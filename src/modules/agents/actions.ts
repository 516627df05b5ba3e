import type { Kysely } from 'kysely';
import { assert } from '../../assert.js';
import type { ServiceContext } from '../../context.js';
import type { Page, PageRequest } from '../../db/pagination.js';
import { transact } from '../../db/retry.js';
import type { AgentActionStatus, AgentActionType, Database } from '../../db/schema.js';
import { ApiError, notFound } from '../../errors.js';
import { recordEvents } from '../../events/record.js';
import type { IdempotencyClaim } from '../../idempotency/index.js';
import { WITHOUT_KEY } from '../../idempotency/index.js';
import { formatId, newUuid, parseId } from '../../ids.js';
import { findAccounts } from '../accounts/index.js';
import { loadCustomer } from '../customers/index.js';
import { loadExternalAccount } from '../external-accounts/index.js';
import {
  createQuote,
  type CreateQuoteBody,
  createTransfer,
  executeQuoteIn,
  getPayment,
  getQuote,
  getTransaction,
  planTransferIn,
  planTransferOut,
  type PlannedTransfer,
  type AgentPayment,
  type Quote,
  quoteNotFound,
  refuseHeldPayment,
  startHeldPayment,
} from '../payments/index.js';
import { amountIn, checkSpendingLimits, needsApproval, type Spend } from './policy.js';
import type { AgentAction, AgentPolicy } from './schemas.js';
import { agentNotFound, agentUuid, type Caller, policyOf, requirePermission } from './service.js';
import * as store from './store.js';

/**
 * What agents do with money (spec 3.3, 4.13): each quote execution and transfer is an action,
 * APPROVED and paid at once when the policy lets it run, or PENDING_APPROVAL with its payment
 * waiting (no money moved) until the platform approves or rejects it. The agent's row is
 * locked first by everything that counts its spend, so limits hold under concurrency.
 */

/**
 * The one table of action moves: the platform decides a pending action; nothing leaves a
 * decided one. (An action created APPROVED never passes through PENDING_APPROVAL.)
 */
const ACTION_MOVES: Readonly<Record<AgentActionStatus, readonly AgentActionStatus[]>> = {
  PENDING_APPROVAL: ['APPROVED', 'REJECTED', 'FAILED'],
  APPROVED: [],
  REJECTED: [],
  FAILED: [],
};

const actionNotFound = (id: string) => notFound('NOT_FOUND', `Agent action ${id} not found`);

function refuseWhenPaused(who: Caller): void {
  if (who.isPaused) {
    throw new ApiError(403, 'FORBIDDEN', 'The agent is paused: the platform must resume it first', {
      reason: 'AGENT_PAUSED',
    });
  }
}

// ---------------------------------------------------------------------------------------
// The action as the API shows it

/** Renders actions, reading each customer's platformCustomerId once. */
function actionViewer(ctx: ServiceContext) {
  const platformCustomerIds = new Map<string, Promise<string>>();
  const platformCustomerIdOf = (platformId: string, customerId: string) => {
    let id = platformCustomerIds.get(customerId);
    if (!id) {
      id = loadCustomer(ctx.db, platformId, formatId('Customer', customerId)).then(
        (c) => c.platform_customer_id,
      );
      platformCustomerIds.set(customerId, id);
    }
    return id;
  };
  return async (row: store.ActionRow): Promise<AgentAction> => {
    const [platformCustomerId, quote, transaction] = await Promise.all([
      platformCustomerIdOf(row.platform_id, row.customer_id),
      row.quote_id ? getQuote(ctx, row.platform_id, formatId('Quote', row.quote_id)) : undefined,
      row.transaction_id
        ? getTransaction(ctx, row.platform_id, formatId('Transaction', row.transaction_id))
        : undefined,
    ]);
    return {
      id: formatId('AgentAction', row.id),
      agentId: formatId('Agent', row.agent_id),
      customerId: formatId('Customer', row.customer_id),
      platformCustomerId,
      status: row.status,
      type: row.type,
      ...(quote ? { quote } : {}),
      ...(row.transfer_details
        ? { transferDetails: row.transfer_details as AgentAction['transferDetails'] }
        : {}),
      ...(transaction ? { transaction } : {}),
      ...(row.rejection_reason !== null ? { rejectionReason: row.rejection_reason } : {}),
      ...(row.failure_reason !== null ? { failureReason: row.failure_reason } : {}),
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    };
  };
}

/** Records AGENT_ACTION.<status> with the action as `trx` sees it. */
async function announce(ctx: ServiceContext, trx: Kysely<Database>, row: store.ActionRow, now: Date) {
  const data = await actionViewer({ ...ctx, db: trx })(row);
  await recordEvents(trx, [
    { platformId: row.platform_id, type: `AGENT_ACTION.${row.status}`, resourceId: data.id, data, now },
  ]);
  return data;
}

// ---------------------------------------------------------------------------------------
// Whose accounts: an agent names only its customer's, and only those its policy allows

async function checkMyInternalAccount(ctx: ServiceContext, who: Caller, id: string, field: string) {
  const uuid = parseId('InternalAccount', id.trim());
  const [account] = uuid ? await findAccounts(ctx.db, who.platformId, [uuid]) : [];
  if (!account || account.customer_id !== who.customerId) {
    throw notFound('NOT_FOUND', `Internal account ${id} not found`);
  }
  const allowed = policyOf(who).accountRestrictions?.allowedAccountIds;
  if (
    allowed !== undefined &&
    allowed !== null &&
    !allowed.some((a) => parseId('InternalAccount', a.trim()) === uuid)
  ) {
    throw new ApiError(403, 'FORBIDDEN', `${field}: the agent's policy does not allow account ${id}`, {
      field,
    });
  }
}

async function checkMyAccount(ctx: ServiceContext, who: Caller, id: string, field: string) {
  if (parseId('ExternalAccount', id.trim())) {
    const row = await loadExternalAccount(ctx.db, who.platformId, id.trim(), 'customer');
    if (row.customer_id !== who.customerId) throw notFound('NOT_FOUND', `External account ${id} not found`);
    return;
  }
  await checkMyInternalAccount(ctx, who, id, field);
}

/** `customerId` given on the agent's routes must be its own customer (another is 404). */
function ownCustomer(who: Caller, customerId: string | undefined): string {
  const own = formatId('Customer', who.customerId);
  if (customerId !== undefined && parseId('Customer', customerId.trim()) !== who.customerId) {
    throw notFound('USER_NOT_FOUND', `Customer ${customerId} not found`);
  }
  return own;
}

/** A quote request of the agent, with every account and customer it names checked to be its customer's. */
async function myQuoteRequest(
  ctx: ServiceContext,
  who: Caller,
  body: CreateQuoteBody,
): Promise<CreateQuoteBody> {
  const source = body.source;
  const destination = body.destination;
  if (source.sourceType === 'ACCOUNT') {
    ownCustomer(who, source.customerId);
    await checkMyAccount(ctx, who, source.accountId, 'source.accountId');
  }
  if (destination.destinationType === 'ACCOUNT') {
    await checkMyAccount(ctx, who, destination.accountId, 'destination.accountId');
  }
  return {
    ...body,
    source:
      source.sourceType === 'REALTIME_FUNDING'
        ? { ...source, customerId: ownCustomer(who, source.customerId) }
        : source,
    destination:
      destination.destinationType === 'EXTERNAL_ACCOUNT_DETAILS'
        ? {
            ...destination,
            externalAccountDetails: {
              ...destination.externalAccountDetails,
              customerId: ownCustomer(who, destination.externalAccountDetails.customerId),
            },
          }
        : destination,
  };
}

// ---------------------------------------------------------------------------------------
// Quotes

/**
 * POST /agents/me/quotes (CREATE_QUOTES): a quote as POST /quotes makes it, for the agent's
 * customer; it is the agent's (only it reads and executes it on its routes). With
 * `immediatelyExecute` it is also executed as an action (EXECUTE_QUOTES): the quote comes back
 * as that left it (PENDING while the action waits for approval).
 */
export async function createMyQuote(
  ctx: ServiceContext,
  who: Caller,
  body: CreateQuoteBody,
  idempotency: IdempotencyClaim,
  walletSignature: string | undefined,
): Promise<Quote> {
  requirePermission(who, 'CREATE_QUOTES');
  if (body.immediatelyExecute) requirePermission(who, 'EXECUTE_QUOTES');
  refuseWhenPaused(who);
  const request = await myQuoteRequest(ctx, who, body);
  // Recorded as the agent's in the transaction that binds the quote to the request's key.
  const ownedClaim: IdempotencyClaim = {
    bind: async (trx, quoteId) => {
      await store.insertAgentQuote(
        trx,
        who.platformId,
        who.agentId,
        parseId('Quote', quoteId) ?? quoteId,
        ctx.clock.now(),
      );
      await idempotency.bind(trx, quoteId);
    },
  };
  const quote = await createQuote(ctx, who.platformId, { ...request, immediatelyExecute: false }, ownedClaim);
  if (!body.immediatelyExecute) return quote;
  await executeMyQuote(ctx, who, quote.id, WITHOUT_KEY, walletSignature);
  return getQuote(ctx, who.platformId, quote.id);
}

/** The agent's own quote, 404 for any other (the platform's, another agent's). */
async function myQuote(ctx: ServiceContext, who: Caller, quoteId: string): Promise<Quote> {
  const uuid = parseId('Quote', quoteId.trim());
  if (!uuid || !(await store.isAgentQuote(ctx.db, who.platformId, who.agentId, uuid)))
    throw quoteNotFound(quoteId);
  return getQuote(ctx, who.platformId, quoteId.trim());
}

/** GET /agents/me/quotes/{quoteId}. */
export async function getMyQuote(ctx: ServiceContext, who: Caller, quoteId: string): Promise<Quote> {
  return myQuote(ctx, who, quoteId);
}

/** The spend a quote's execution counts: what leaves the source, in the sending currency. */
function quoteSpend(quote: Quote): Spend {
  const source = quote.source as { sourceType?: string; accountId?: string };
  return {
    amount: BigInt(quote.totalSendingAmount),
    currency: quote.sendingCurrency.code,
    sourceAccountId: source.sourceType === 'ACCOUNT' ? source.accountId : undefined,
  };
}

/** POST /agents/me/quotes/{quoteId}/execute (EXECUTE_QUOTES): 200 with the action. */
export async function executeMyQuote(
  ctx: ServiceContext,
  who: Caller,
  quoteId: string,
  idempotency: IdempotencyClaim,
  walletSignature: string | undefined,
): Promise<AgentAction> {
  requirePermission(who, 'EXECUTE_QUOTES');
  refuseWhenPaused(who);
  const quote = await myQuote(ctx, who, quoteId);
  const quoteUuid = parseId('Quote', quote.id);
  assert(quoteUuid !== undefined, 'a quote read back has its id');
  return submitAction(ctx, who, idempotency, {
    type: 'EXECUTE_QUOTE',
    spend: quoteSpend(quote),
    quoteId: quoteUuid,
    run: async (tctx, trx, byAgent) => {
      const paid = await executeQuoteIn(tctx, trx, who.platformId, quote.id, {
        walletSignature,
        byAgent,
      });
      return paid.outgoing.id;
    },
  });
}

// ---------------------------------------------------------------------------------------
// Transfers

type TransferInput = {
  source: { accountId: string };
  destination: { accountId: string };
  amount?: number | undefined;
};

function transferDetailsOf(t: PlannedTransfer) {
  const internal = formatId('InternalAccount', t.internal.id);
  const external = formatId('ExternalAccount', t.external.id);
  return {
    amount: Number(t.amount),
    currency: t.internal.currency,
    sourceAccountId: t.type === 'INCOMING' ? external : internal,
    destinationAccountId: t.type === 'INCOMING' ? internal : external,
  };
}

async function submitTransfer(
  ctx: ServiceContext,
  who: Caller,
  planned: PlannedTransfer,
  idempotency: IdempotencyClaim,
): Promise<AgentAction> {
  const incoming = planned.type === 'INCOMING';
  return submitAction(ctx, who, idempotency, {
    type: incoming ? 'TRANSFER_IN' : 'TRANSFER_OUT',
    spend: {
      amount: planned.amount,
      currency: planned.internal.currency,
      sourceAccountId: incoming ? undefined : formatId('InternalAccount', planned.internal.id),
    },
    transferDetails: transferDetailsOf(planned),
    run: async (tctx, trx, byAgent) => (await createTransfer(tctx, trx, planned, byAgent)).id,
  });
}

/** POST /agents/me/transfer-in (CREATE_TRANSFERS): a pull into one of the customer's accounts. */
export async function myTransferIn(
  ctx: ServiceContext,
  who: Caller,
  body: TransferInput,
  idempotency: IdempotencyClaim,
): Promise<AgentAction> {
  requirePermission(who, 'CREATE_TRANSFERS');
  refuseWhenPaused(who);
  await checkMyAccount(ctx, who, body.source.accountId, 'source.accountId');
  await checkMyInternalAccount(ctx, who, body.destination.accountId, 'destination.accountId');
  return submitTransfer(ctx, who, await planTransferIn(ctx, who.platformId, body), idempotency);
}

/** POST /agents/me/transfer-out (CREATE_TRANSFERS): a payout from one of the customer's accounts. */
export async function myTransferOut(
  ctx: ServiceContext,
  who: Caller,
  body: TransferInput & {
    destination: { paymentRail?: string | undefined };
    remittanceInformation?: string | undefined;
  },
  idempotency: IdempotencyClaim,
): Promise<AgentAction> {
  requirePermission(who, 'CREATE_TRANSFERS');
  refuseWhenPaused(who);
  await checkMyInternalAccount(ctx, who, body.source.accountId, 'source.accountId');
  await checkMyAccount(ctx, who, body.destination.accountId, 'destination.accountId');
  return submitTransfer(ctx, who, await planTransferOut(ctx, who.platformId, body), idempotency);
}

// ---------------------------------------------------------------------------------------
// Submitting and deciding

interface NewAction {
  type: AgentActionType;
  spend: Spend;
  quoteId?: string;
  transferDetails?: Record<string, unknown>;
  /** Makes the agent's payment in `trx` (held for the action when the policy says so); returns its id. */
  run: (ctx: ServiceContext, trx: Kysely<Database>, byAgent: AgentPayment) => Promise<string>;
}

/** Pulls bring money in: they spend nothing and count in no limit. */
const spends = (type: AgentActionType) => type !== 'TRANSFER_IN';

/**
 * What the action spends in the limits' currency, checked against the limits with the usage
 * read under the agent's lock. Throws 403 VELOCITY_LIMIT_EXCEEDED.
 */
async function chargedSpend(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  agentId: string,
  policy: AgentPolicy,
  type: AgentActionType,
  spend: Spend,
  now: Date,
): Promise<bigint> {
  const currency = policy.spendingLimits.currency;
  if (!spends(type)) return 0n;
  const spent = amountIn(ctx.world.fx, spend.amount, spend.currency, currency);
  const usage = await store.usageOf(trx, agentId, currency, now);
  checkSpendingLimits(
    policy,
    {
      dailySpend: usage.daily_spend,
      dailyTransactionCount: usage.daily_count,
      monthlySpend: usage.monthly_spend,
    },
    spend,
    spent,
  );
  return spent;
}

async function submitAction(
  ctx: ServiceContext,
  who: Caller,
  idempotency: IdempotencyClaim,
  action: NewAction,
): Promise<AgentAction> {
  return transact(ctx, async (tctx, trx) => {
    const agent = await store.lockAgent(trx, who.platformId, who.agentId);
    if (!agent) throw agentNotFound(formatId('Agent', who.agentId));
    // The policy and pause as they are under the lock, not as the token's lookup saw them.
    const locked: Caller = { ...who, policy: agent.policy, isPaused: agent.is_paused };
    refuseWhenPaused(locked);
    const policy = policyOf(locked);
    const now = tctx.clock.now();
    const spent = await chargedSpend(tctx, trx, agent.id, policy, action.type, action.spend, now);
    const held = needsApproval(tctx.world.fx, policy, action.spend);
    const id = newUuid();
    await store.insertAction(trx, {
      id,
      platform_id: who.platformId,
      agent_id: agent.id,
      customer_id: agent.customer_id,
      type: action.type,
      status: held ? 'PENDING_APPROVAL' : 'APPROVED',
      quote_id: action.quoteId ?? null,
      transaction_id: null,
      transfer_details: action.transferDetails ? JSON.stringify(action.transferDetails) : null,
      spend_amount: spent,
      spend_currency: policy.spendingLimits.currency,
      rejection_reason: null,
      failure_reason: null,
      decided_at: held ? null : now,
      created_at: now,
      updated_at: now,
    });
    const transactionId = await action.run(tctx, trx, {
      agentId: agent.id,
      ...(held ? { heldForAction: id } : {}),
    });
    const row = await store.updateAction(trx, id, { transaction_id: transactionId });
    await idempotency.bind(trx, formatId('AgentAction', id));
    return announce(tctx, trx, row, now);
  });
}

function assertActionMove(row: store.ActionRow, to: AgentActionStatus): void {
  if (!ACTION_MOVES[row.status].includes(to)) {
    throw new ApiError(
      409,
      'INVALID_STATE_TRANSITION',
      `Agent action ${formatId('AgentAction', row.id)} is ${row.status}; only a PENDING_APPROVAL action can be decided`,
      { status: row.status },
    );
  }
}

/**
 * The platform's decision on a pending action (spec 3.3), by the action's routes or by the
 * transaction's approve/reject. Approving re-checks the spending limits (the usage may have
 * grown since) and starts the payment; an execution whose quote expired meanwhile ends FAILED
 * and moves nothing. Rejecting ends the payment without moving money.
 */
async function decide(
  ctx: ServiceContext,
  platformId: string,
  actionUuid: string,
  decision: { approve: true } | { approve: false; reason?: string | undefined },
  expectedAgent?: string,
): Promise<AgentAction> {
  return transact(ctx, async (tctx, trx) => {
    const found = await store.findAction(trx, platformId, actionUuid);
    if (!found || (expectedAgent !== undefined && found.agent_id !== expectedAgent)) {
      throw actionNotFound(formatId('AgentAction', actionUuid));
    }
    const agent = await store.lockAgent(trx, platformId, found.agent_id, { evenDeleted: true });
    assert(agent !== undefined, 'an action has its agent');
    const row = await store.findAction(trx, platformId, actionUuid, { forUpdate: true });
    assert(row !== undefined && row.transaction_id !== null, 'a submitted action has its payment');
    const now = tctx.clock.now();
    let decided: store.ActionRow;
    if (decision.approve) {
      assertActionMove(row, 'APPROVED');
      const policy = agent.policy as unknown as AgentPolicy;
      // Counted in the limits' currency of today, which may differ from the submission's.
      const spend = await spendAtApproval(tctx, trx, agent.id, policy, row, now);
      const payment = await startHeldPayment(tctx, trx, platformId, row.transaction_id);
      const expired = payment.status === 'FAILED' && payment.failure_reason === 'QUOTE_EXPIRED';
      assertActionMove(row, expired ? 'FAILED' : 'APPROVED');
      decided = await store.updateAction(trx, row.id, {
        status: expired ? 'FAILED' : 'APPROVED',
        failure_reason: expired ? 'QUOTE_EXPIRED' : null,
        spend_amount: spend.amount,
        spend_currency: spend.currency,
        decided_at: now,
        updated_at: now,
      });
    } else {
      assertActionMove(row, 'REJECTED');
      await refuseHeldPayment(tctx, trx, platformId, row.transaction_id, decision.reason);
      decided = await store.updateAction(trx, row.id, {
        status: 'REJECTED',
        rejection_reason: decision.reason ?? null,
        decided_at: now,
        updated_at: now,
      });
    }
    return announce(tctx, trx, decided, now);
  });
}

/** The pending action's spend, checked against the limits as they stand at approval. */
async function spendAtApproval(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  agentId: string,
  policy: AgentPolicy,
  row: store.ActionRow,
  now: Date,
): Promise<{ amount: bigint; currency: string }> {
  const currency = policy.spendingLimits.currency;
  if (!spends(row.type)) return { amount: 0n, currency };
  const payment = await getPayment(
    { ...ctx, db: trx },
    row.platform_id,
    formatId('Transaction', row.transaction_id ?? ''),
  );
  const source = payment.source as { accountId?: string };
  const sent = payment.sentAmount as { amount: number; currency: { code: string } };
  const spend: Spend = {
    amount: BigInt(sent.amount),
    currency: sent.currency.code,
    sourceAccountId: source.accountId,
  };
  return { amount: await chargedSpend(ctx, trx, agentId, policy, row.type, spend, now), currency };
}

function actionUuid(id: string): string {
  const uuid = parseId('AgentAction', id.trim());
  if (!uuid) throw actionNotFound(id);
  return uuid;
}

/** POST /agents/{agentId}/actions/{actionId}/approve. */
export async function approveAction(
  ctx: ServiceContext,
  platformId: string,
  agentId: string,
  actionId: string,
) {
  return decide(ctx, platformId, actionUuid(actionId), { approve: true }, agentUuid(agentId));
}

/** POST /agents/{agentId}/actions/{actionId}/reject. */
export async function rejectAction(
  ctx: ServiceContext,
  platformId: string,
  agentId: string,
  actionId: string,
  reason: string | undefined,
) {
  return decide(ctx, platformId, actionUuid(actionId), { approve: false, reason }, agentUuid(agentId));
}

/** The agents module's answer to POST /transactions/{id}/approve|reject of a held payment. */
export const decideHeldTransaction = async (
  ctx: ServiceContext,
  platformId: string,
  agentActionId: string,
  decision: { approve: true } | { approve: false; reason?: string | undefined },
): Promise<void> => {
  await decide(ctx, platformId, agentActionId, decision);
};

// ---------------------------------------------------------------------------------------
// Reading actions

/** GET /agents/approvals: the platform's actions waiting for it. */
export async function listApprovals(
  ctx: ServiceContext,
  platformId: string,
  query: {
    agentId?: string | undefined;
    customerId?: string | undefined;
    startDate?: Date | undefined;
    endDate?: Date | undefined;
  },
  page: PageRequest,
): Promise<Page<AgentAction>> {
  const agentId = query.agentId === undefined ? undefined : parseId('Agent', query.agentId.trim());
  const customerId =
    query.customerId === undefined ? undefined : parseId('Customer', query.customerId.trim());
  if ((query.agentId !== undefined && !agentId) || (query.customerId !== undefined && !customerId)) {
    return { data: [], hasMore: false, totalCount: 0 };
  }
  const result = await store.listActions(
    ctx.db,
    platformId,
    {
      agentId,
      customerId,
      status: 'PENDING_APPROVAL',
      createdAfter: query.startDate,
      createdBefore: query.endDate,
    },
    page,
  );
  const view = actionViewer(ctx);
  return { ...result, data: await Promise.all(result.data.map(view)) };
}

/** GET /agents/me/actions: the agent's own actions. */
export async function listMyActions(
  ctx: ServiceContext,
  who: Caller,
  query: { status?: AgentActionStatus | undefined },
  page: PageRequest,
): Promise<Page<AgentAction>> {
  const result = await store.listActions(
    ctx.db,
    who.platformId,
    { agentId: who.agentId, status: query.status },
    page,
  );
  const view = actionViewer(ctx);
  return { ...result, data: await Promise.all(result.data.map(view)) };
}

/** GET /agents/me/actions/{actionId}: the agent's own action (another agent's is 404). */
export async function getMyAction(ctx: ServiceContext, who: Caller, actionId: string): Promise<AgentAction> {
  const row = await store.findAction(ctx.db, who.platformId, actionUuid(actionId));
  if (!row || row.agent_id !== who.agentId) throw actionNotFound(actionId);
  return actionViewer(ctx)(row);
}

/** The answer a retried agent payment replays (an action id bound to its key). */
export async function replayAction(ctx: ServiceContext, platformId: string, actionId: string) {
  const row = await store.findAction(ctx.db, platformId, actionUuid(actionId));
  if (!row) throw actionNotFound(actionId);
  return actionViewer(ctx)(row);
}
