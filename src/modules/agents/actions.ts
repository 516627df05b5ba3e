import { assert } from '../../assert.js';
import type { ServiceContext } from '../../context.js';
import type { Page, PageRequest } from '../../db/pagination.js';
import type { AgentActionStatus } from './tables.js';
import type { IdempotencyClaim } from '../../idempotency/index.js';
import { WITHOUT_KEY } from '../../idempotency/index.js';
import { formatId, parseId } from '../../ids.js';
import {
  createQuote,
  type CreateQuoteBody,
  createTransfer,
  executeQuoteIn,
  getQuote,
  planTransferIn,
  planTransferOut,
  type PlannedTransfer,
  type Quote,
  quoteNotFound,
} from '../payments/index.js';
import type { Spend } from './policy.js';
import type { AgentAction } from './schemas.js';
import { agentUuid, type Caller, requirePermission } from './service.js';
import * as store from './store.js';
import { actionNotFound, actionViewer } from './action-view.js';
import { checkMyAccount, checkMyInternalAccount, myQuoteRequest } from './action-accounts.js';
import { decide, refuseWhenPaused, submitAction } from './action-submission.js';

/**
 * What agents do with money (spec 3.3, 4.13): each quote execution and transfer is an action,
 * APPROVED and paid at once when the policy lets it run, or PENDING_APPROVAL with its payment
 * waiting (no money moved) until the platform approves or rejects it. The agent's row is
 * locked first by everything that counts its spend, so limits hold under concurrency.
 */

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

type AccountCheck = (ctx: ServiceContext, who: Caller, id: string, field: string) => Promise<void>;

/** A transfer the agent asks for: allowed, both sides the customer's, then planned and submitted. */
async function submitMyTransfer<Body extends TransferInput>(
  ctx: ServiceContext,
  who: Caller,
  body: Body,
  sides: { source: AccountCheck; destination: AccountCheck },
  idempotency: IdempotencyClaim,
  plan: (ctx: ServiceContext, platformId: string, body: Body) => Promise<PlannedTransfer>,
): Promise<AgentAction> {
  requirePermission(who, 'CREATE_TRANSFERS');
  refuseWhenPaused(who);
  await sides.source(ctx, who, body.source.accountId, 'source.accountId');
  await sides.destination(ctx, who, body.destination.accountId, 'destination.accountId');
  return submitTransfer(ctx, who, await plan(ctx, who.platformId, body), idempotency);
}

/** POST /agents/me/transfer-in (CREATE_TRANSFERS): a pull into one of the customer's accounts. */
export async function myTransferIn(
  ctx: ServiceContext,
  who: Caller,
  body: TransferInput,
  idempotency: IdempotencyClaim,
): Promise<AgentAction> {
  const sides = { source: checkMyAccount, destination: checkMyInternalAccount };
  return submitMyTransfer(ctx, who, body, sides, idempotency, planTransferIn);
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
  const sides = { source: checkMyInternalAccount, destination: checkMyAccount };
  return submitMyTransfer(ctx, who, body, sides, idempotency, planTransferOut);
}

export function actionUuid(id: string): string {
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
