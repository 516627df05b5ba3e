// Submitting an agent's action under its agent's lock, and the platform's decision on a held one.
import type { Kysely } from 'kysely';
import { assert } from '../../assert.js';
import type { ServiceContext } from '../../context.js';
import { transact } from '../../db/retry.js';
import type { Database } from '../../db/schema.js';
import type { AgentActionStatus, AgentActionType } from './tables.js';
import { ApiError } from '../../errors.js';
import type { IdempotencyClaim } from '../../idempotency/index.js';
import { formatId, newUuid } from '../../ids.js';
import { getPayment, type AgentPayment, refuseHeldPayment, startHeldPayment } from '../payments/index.js';
import { amountIn, checkSpendingLimits, needsApproval, type Spend } from './policy.js';
import type { AgentAction, AgentPolicy } from './schemas.js';
import { agentNotFound, type Caller, policyOf } from './service.js';
import * as store from './store.js';
import { actionNotFound, announce } from './action-view.js';

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

export function refuseWhenPaused(who: Caller): void {
  if (who.isPaused) {
    throw new ApiError(403, 'FORBIDDEN', 'The agent is paused: the platform must resume it first', {
      reason: 'AGENT_PAUSED',
    });
  }
}

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
  agent: store.AgentRow,
  policy: AgentPolicy,
  type: AgentActionType,
  spend: Spend,
  now: Date,
): Promise<bigint> {
  const currency = policy.spendingLimits.currency;
  if (!spends(type)) return 0n;
  const spent = amountIn(ctx.world.fx, spend.amount, spend.currency, currency);
  const usage = await store.usageOf(trx, agent, currency, now);
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

export async function submitAction(
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
    const spent = await chargedSpend(tctx, trx, agent, policy, action.type, action.spend, now);
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
    const row = await store.updateAction(
      trx,
      { id, platform_id: who.platformId },
      { transaction_id: transactionId },
    );
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
export async function decide(
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
      const spend = await spendAtApproval(tctx, trx, agent, policy, row, now);
      const payment = await startHeldPayment(tctx, trx, platformId, row.transaction_id);
      const expired = payment.status === 'FAILED' && payment.failure_reason === 'QUOTE_EXPIRED';
      assertActionMove(row, expired ? 'FAILED' : 'APPROVED');
      decided = await store.updateAction(trx, row, {
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
      decided = await store.updateAction(trx, row, {
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
  agent: store.AgentRow,
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
  return { amount: await chargedSpend(ctx, trx, agent, policy, row.type, spend, now), currency };
}
