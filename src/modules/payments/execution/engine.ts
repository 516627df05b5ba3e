import type { Kysely } from 'kysely';
import { assert } from '../../../assert.js';
import type { ServiceContext } from '../../../context.js';
import { transact } from '../../../db/retry.js';
import type { Database } from '../../../db/schema.js';
import type { TransactionStatus } from '../tables.js';
import { recordEvents } from '../../../events/record.js';
import { formatId, newUuid } from '../../../ids.js';
import { enqueueJob } from '../../../jobs/queue.js';
import { SYSTEM_ACCOUNTS } from '../../../ledger/ledger.js';
import {
  incomingFailureReason,
  type LaterOutcome,
  outgoingFailureReason,
  PLANS,
  type Plan,
  type Scenario,
} from './rails.js';
import {
  internalAccountsOf,
  type Movement,
  movementPostings,
  negate,
  type Place,
  settle,
  transferPostings,
} from './settlement.js';
import { assertMove } from './state-machine.js';
import * as store from '../transactions/store.js';
import { paymentEventType, type StoredTransactionDetails, toTransaction } from '../transactions/view.js';

/**
 * The payment engine: creates transactions and moves them through their sandbox script
 * (rails.ts), with every status change, ledger entry, event and scheduled job written in the
 * caller's database transaction. Delayed steps are durable jobs that check the transaction is
 * still where the job expects it, so a job that runs twice (crash after commit) changes nothing.
 */

export const PAYMENT_JOB = 'payments.advance';

export interface NewPayment {
  /** A transaction id reserved beforehand (a quote's `transactionId`); default a new one. */
  id?: string;
  platformId: string;
  type: 'INCOMING' | 'OUTGOING';
  customerId: string | null;
  quoteId?: string | null;
  /** Internal account the money is taken from; none when it arrives from outside (SETTLEMENT). */
  sourceAccountId: string | null;
  /** Internal account the money is delivered to; none when it leaves the service. */
  destinationAccountId: string | null;
  externalAccountId?: string | null;
  sent: bigint;
  sentCurrency: string;
  received: bigint;
  receivedCurrency: string;
  exchangeRate: number | null;
  fees: bigint;
  platformFees: bigint;
  scenario: Scenario;
  details: Omit<StoredTransactionDetails, 'agentId'>;
  /**
   * Waits in PENDING for the platform's decision (its answer to the webhook, or POST
   * /transactions/{id}/approve or /reject); an incoming payment's money is held meanwhile.
   */
  awaitingPlatformApproval?: boolean;
  /** Receiver data the sender asks for, listed in the INCOMING_PAYMENT.PENDING webhook. */
  requestedReceiverCustomerInfoFields?: ReceiverInfoField[];
  /** An agent's payment (spec 4.13): the transaction names the agent. */
  byAgent?: AgentPayment;
}

export interface AgentPayment {
  agentId: string;
  /**
   * The action whose approval the payment waits for, when the agent's policy holds it: it waits
   * in PENDING with no money moved, and starts when the action (or the transaction) is approved.
   */
  heldForAction?: string | undefined;
}

/** The agent action a payment waits on, if the agent's policy held it for approval. */
export function agentActionOf(row: { details: unknown; awaiting_platform_approval: boolean }) {
  const id = (row.details as { agentActionId?: unknown }).agentActionId;
  return typeof id === 'string' ? id : undefined;
}

const movementOf = (row: store.TransactionRow): Movement => ({
  platformId: row.platform_id,
  sent: row.sent_amount,
  sentCurrency: row.sent_currency,
  received: row.received_amount,
  receivedCurrency: row.received_currency,
  fees: row.fees,
});

const origin = (row: store.TransactionRow): Place =>
  row.source_account_id
    ? { kind: 'ACCOUNT', internalAccountId: row.source_account_id, bucket: 'AVAILABLE' }
    : { kind: 'SYSTEM', code: SYSTEM_ACCOUNTS.SETTLEMENT };
/** Where delivered money ends: the destination account, or the outside world. */
const delivered = (row: store.TransactionRow): Place =>
  row.destination_account_id
    ? { kind: 'ACCOUNT', internalAccountId: row.destination_account_id, bucket: 'AVAILABLE' }
    : { kind: 'SYSTEM', code: SYSTEM_ACCOUNTS.SETTLEMENT };
/** Where money waits while the payment is under way: the destination's pending bucket, or in flight. */
const held = (row: store.TransactionRow): Place =>
  row.destination_account_id
    ? { kind: 'ACCOUNT', internalAccountId: row.destination_account_id, bucket: 'PENDING' }
    : { kind: 'SYSTEM', code: SYSTEM_ACCOUNTS.IN_FLIGHT };
const touched = (row: store.TransactionRow) => internalAccountsOf(origin(row), delivered(row));

const scaledDelay = (ctx: ServiceContext, ms: number) => Math.round(ms * ctx.config.sandboxDelayScale);

interface StepPayload {
  platformId: string;
  transactionId: string;
  /** The status the job expects to find; anything else means the step already happened. */
  expect: TransactionStatus;
  /** APPROVAL_TIMEOUT: the platform's approval window of an incoming payment ends. */
  outcome: LaterOutcome | 'APPROVAL_TIMEOUT';
}

/**
 * Payments `createPayment` made that no statement wrote yet, with the values to write. A new
 * payment leaves CREATED in the transaction that creates it, so its first move inserts its row
 * in the new status instead of inserting it CREATED and updating it: one round trip fewer.
 * Until then only the row in memory is read (the ledger refers to a payment by its id).
 */
const unwritten = new WeakMap<store.TransactionRow, store.NewTransactionRow>();

/** Writes a status change (checked against the transition table) and its webhook events. */
async function move(
  trx: Kysely<Database>,
  row: store.TransactionRow,
  to: TransactionStatus,
  change: store.TransactionChange,
  now: Date,
  extraEvents: string[] = [],
  extraData: Record<string, unknown> = {},
): Promise<store.TransactionRow> {
  assertMove(formatId('Transaction', row.id), row.status, to);
  const values = unwritten.get(row);
  unwritten.delete(row);
  const updated =
    values === undefined
      ? await store.updateTransaction(trx, row, { ...change, status: to, updated_at: now })
      : await store.insertTransaction(trx, { ...values, ...change, status: to, updated_at: now });
  assert(
    updated.id === row.id && updated.status === to,
    () => `Transaction ${row.id} was written as ${updated.id} in ${updated.status}, not ${to}`,
  );
  const data = { ...toTransaction(updated), ...extraData };
  await recordEvents(
    trx,
    [to, ...extraEvents].map((suffix) => ({
      platformId: updated.platform_id,
      type: paymentEventType(updated, suffix),
      resourceId: formatId('Transaction', updated.id),
      data,
      now,
    })),
  );
  return updated;
}

async function schedule(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  row: store.TransactionRow,
  later: NonNullable<Plan['later']>,
  expect: TransactionStatus,
  now: Date,
): Promise<void> {
  const payload: StepPayload = {
    platformId: row.platform_id,
    transactionId: row.id,
    expect,
    outcome: later.outcome,
  };
  await enqueueJob(trx, {
    kind: PAYMENT_JOB,
    platformId: row.platform_id,
    payload,
    runAt: new Date(now.getTime() + scaledDelay(ctx, later.delayMs)),
    now,
  });
  ctx.notifyJobs?.();
}

const description = (row: store.TransactionRow, what: string) =>
  `${row.type === 'OUTGOING' ? 'Outgoing' : 'Incoming'} payment: ${what}`;

/** Creates the transaction and runs the first step of its script. */
export async function createPayment(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  payment: NewPayment,
): Promise<store.TransactionRow> {
  const now = ctx.clock.now();
  const agent = payment.byAgent;
  const forAgent = agent?.heldForAction;
  const details: Record<string, unknown> =
    agent === undefined
      ? { ...payment.details }
      : {
          ...payment.details,
          agentId: agent.agentId,
          ...(forAgent !== undefined ? { agentActionId: forAgent } : {}),
        };
  const values: store.NewTransactionRow = {
    id: payment.id ?? newUuid(),
    platform_id: payment.platformId,
    type: payment.type,
    status: 'CREATED',
    awaiting_platform_approval: (payment.awaitingPlatformApproval ?? false) || forAgent !== undefined,
    customer_id: payment.customerId,
    quote_id: payment.quoteId ?? null,
    source_account_id: payment.sourceAccountId,
    destination_account_id: payment.destinationAccountId,
    external_account_id: payment.externalAccountId ?? null,
    sent_amount: payment.sent,
    sent_currency: payment.sentCurrency,
    received_amount: payment.received,
    received_currency: payment.receivedCurrency,
    exchange_rate: payment.exchangeRate,
    fees: payment.fees,
    platform_fees: payment.platformFees,
    scenario: payment.scenario,
    details: JSON.stringify(details),
    created_at: now,
    updated_at: now,
  };
  const row = store.unwrittenTransaction(values, details);
  unwritten.set(row, values);
  const first = await firstStep(ctx, trx, row, payment, forAgent, now);
  assert(!unwritten.has(row), () => `Payment ${row.id} was created without leaving CREATED`);
  return first;
}

/** A new payment's first move: held for an agent's action or the platform, or started. */
function firstStep(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  row: store.TransactionRow,
  payment: NewPayment,
  forAgent: string | undefined,
  now: Date,
): Promise<store.TransactionRow> {
  if (forAgent !== undefined) return move(trx, row, 'PENDING', {}, now);
  if (payment.awaitingPlatformApproval) {
    if (row.type === 'INCOMING')
      return holdForApproval(ctx, trx, row, payment.requestedReceiverCustomerInfoFields ?? [], now);
    return move(trx, row, 'PENDING', {}, now);
  }
  return start(ctx, trx, row);
}

/**
 * How long the platform has to decide an incoming payment after it is told of it (its answer
 * to INCOMING_PAYMENT.PENDING, or POST /transactions/{id}/approve|reject after a 202). The
 * real service's window, not a simulated delay: SANDBOX_DELAY_SCALE does not change it.
 */
export const APPROVAL_WINDOW_MS = 5_000;

/**
 * An incoming payment that waits for the platform: the money arrives but is held in the
 * destination's PENDING bucket (or in flight, for an external deposit account) until the
 * platform approves it; the window's end is a durable job. The PENDING webhook lists the
 * receiver data the sender asked for.
 */
async function holdForApproval(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  row: store.TransactionRow,
  requested: ReceiverInfoField[],
  now: Date,
): Promise<store.TransactionRow> {
  await settle(
    trx,
    {
      platformId: row.platform_id,
      transactionId: row.id,
      description: description(row, 'held for platform approval'),
      postings: await movementPostings(trx, movementOf(row), origin(row), held(row), now),
    },
    touched(row),
    now,
  );
  const deadline = new Date(now.getTime() + APPROVAL_WINDOW_MS);
  const details = {
    ...(row.details as Record<string, unknown>),
    approvalDeadline: deadline.toISOString(),
    requestedReceiverCustomerInfoFields: requested,
  };
  const moved = await move(
    trx,
    row,
    'PENDING',
    { funds: 'IN_FLIGHT', details: JSON.stringify(details) },
    now,
    [],
    requested.length > 0 ? { requestedReceiverCustomerInfoFields: requested } : {},
  );
  const payload: StepPayload = {
    platformId: row.platform_id,
    transactionId: row.id,
    expect: 'PENDING',
    outcome: 'APPROVAL_TIMEOUT',
  };
  await enqueueJob(trx, { kind: PAYMENT_JOB, platformId: row.platform_id, payload, runAt: deadline, now });
  ctx.notifyJobs?.();
  return moved;
}

export interface ReceiverInfoField {
  name: string;
  mandatory: boolean;
}

/**
 * The platform approved a payment waiting for it: an incoming one is released, an outgoing one
 * (or an agent's pull, which moved nothing yet) starts.
 */
export async function approvePending(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  row: store.TransactionRow,
  receiverCustomerInfo: Record<string, unknown> | undefined,
): Promise<store.TransactionRow> {
  if (row.type === 'OUTGOING' || agentActionOf(row) !== undefined) return start(ctx, trx, row);
  const details = {
    ...(row.details as Record<string, unknown>),
    ...(receiverCustomerInfo ? { receiverCustomerInfo } : {}),
  };
  const withInfo = await store.updateTransaction(trx, row, {
    details: JSON.stringify(details),
    awaiting_platform_approval: false,
  });
  return applyOutcome(ctx, trx, withInfo, 'COMPLETE', {});
}

/**
 * The platform refused a payment waiting for it (or never answered): the held money goes back
 * to the sender, once. A refusal shows REJECTED on an incoming payment and FAILED on an
 * outgoing one; both are reported as <FAMILY>.FAILED (the contract has no REJECTED event).
 */
export async function refusePending(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  row: store.TransactionRow,
  refusal: { status: 'REJECTED' | 'FAILED'; failureReason?: string; details?: Record<string, unknown> },
): Promise<store.TransactionRow> {
  const now = ctx.clock.now();
  if (row.funds === 'IN_FLIGHT') {
    await settle(
      trx,
      {
        platformId: row.platform_id,
        transactionId: row.id,
        description: description(row, 'refused; returned to the sender'),
        postings: negate(await movementPostings(trx, movementOf(row), origin(row), held(row), now)),
      },
      touched(row),
      now,
    );
  }
  const status = row.type === 'OUTGOING' ? 'FAILED' : refusal.status;
  return move(
    trx,
    row,
    status,
    {
      awaiting_platform_approval: false,
      funds: row.funds === 'IN_FLIGHT' ? 'RETURNED' : row.funds,
      failure_reason: refusal.failureReason ?? null,
      details: JSON.stringify({ ...(row.details as Record<string, unknown>), ...refusal.details }),
    },
    now,
  );
}

/** The first step of a payment's script: fail before money moves, hold it in flight, or deliver. */
export async function start(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  row: store.TransactionRow,
): Promise<store.TransactionRow> {
  const now = ctx.clock.now();
  const plan = PLANS[row.scenario as Scenario];
  if (plan.start === 'FAIL_EARLY') {
    const reason =
      row.type === 'OUTGOING'
        ? outgoingFailureReason(plan.failureReason)
        : incomingFailureReason(plan.failureReason);
    return move(
      trx,
      row,
      'FAILED',
      { failure_reason: reason ?? null, awaiting_platform_approval: false },
      now,
    );
  }
  const target = plan.start === 'HOLD' ? held(row) : delivered(row);
  await settle(
    trx,
    {
      platformId: row.platform_id,
      transactionId: row.id,
      description: description(row, plan.start === 'HOLD' ? 'under way' : 'delivered'),
      postings: await movementPostings(trx, movementOf(row), origin(row), target, now),
    },
    touched(row),
    now,
  );
  const status = plan.start === 'HOLD' ? (plan.holdStatus ?? 'PROCESSING') : 'COMPLETED';
  const moved = await move(
    trx,
    row,
    status,
    {
      funds: plan.start === 'HOLD' ? 'IN_FLIGHT' : 'SETTLED',
      awaiting_platform_approval: false,
      ...(status === 'COMPLETED' ? { settled_at: now } : {}),
    },
    now,
  );
  if (plan.later) await schedule(ctx, trx, moved, plan.later, status, now);
  return moved;
}

const refundOf = (
  row: store.TransactionRow,
  status: 'COMPLETED' | 'FAILED',
  reason: string | undefined,
  now: Date,
) => ({
  reference: `RF${row.id.replace(/-/g, '').slice(0, 16).toUpperCase()}`,
  initiatedAt: now.toISOString(),
  ...(status === 'COMPLETED' ? { settledAt: now.toISOString() } : {}),
  status,
  ...(reason ? { reason } : {}),
});

/** Applies a delayed outcome to a transaction whose money is in flight (or, for RETURN, delivered). */
export async function applyOutcome(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  row: store.TransactionRow,
  outcome: LaterOutcome,
  failure: { failureReason?: string | undefined; refundReason?: string | undefined },
): Promise<store.TransactionRow> {
  const now = ctx.clock.now();
  const entry = async (what: string, postings: Awaited<ReturnType<typeof movementPostings>>) =>
    settle(
      trx,
      { platformId: row.platform_id, transactionId: row.id, description: description(row, what), postings },
      touched(row),
      now,
    );
  const failureReason =
    row.type === 'OUTGOING'
      ? (outgoingFailureReason(failure.failureReason) ?? null)
      : incomingFailureReason(failure.failureReason);
  const m = movementOf(row);
  // The amount held in flight, moved on whole: to the receiver, or to suspense.
  const fromHold = (to: Place) =>
    transferPostings(trx, row.platform_id, row.received_amount, row.received_currency, held(row), to, now);

  switch (outcome) {
    case 'COMPLETE': {
      await entry('delivered', await fromHold(delivered(row)));
      return move(
        trx,
        row,
        'COMPLETED',
        { funds: 'SETTLED', settled_at: now, awaiting_platform_approval: false },
        now,
      );
    }
    case 'FAIL_AND_REFUND':
    case 'RETURN': {
      const from = outcome === 'RETURN' ? delivered(row) : held(row);
      await entry(
        outcome === 'RETURN' ? 'returned and refunded' : 'failed and refunded',
        negate(await movementPostings(trx, m, origin(row), from, now)),
      );
      // Money that came from outside (realtime funding, a pull) goes back to the payer's bank.
      const refund = row.type === 'OUTGOING' ? refundOf(row, 'COMPLETED', failure.refundReason, now) : null;
      return move(
        trx,
        row,
        'FAILED',
        { funds: 'RETURNED', failure_reason: failureReason, refund: refund ? JSON.stringify(refund) : null },
        now,
        refund ? ['REFUND_COMPLETED'] : [],
      );
    }
    case 'FAIL_REFUND_FAILED': {
      await entry(
        'failed; refund failed, funds in suspense',
        await fromHold({ kind: 'SYSTEM', code: SYSTEM_ACCOUNTS.SUSPENSE }),
      );
      const refund = refundOf(row, 'FAILED', failure.refundReason, now);
      return move(
        trx,
        row,
        'FAILED',
        { funds: 'SUSPENSE', failure_reason: failureReason, refund: JSON.stringify(refund) },
        now,
        ['REFUND_FAILED'],
      );
    }
  }
}

/** Job handler: the delayed step of a payment's script, applied once. */
export async function advancePayment(ctx: ServiceContext, payload: unknown): Promise<void> {
  const step = payload as StepPayload;
  await transact(ctx, async (tctx, trx) => {
    const row = await store.lockTransaction(trx, step.platformId, step.transactionId);
    // Gone, or moved on (cancelled, or this step already ran before a crash): nothing to do.
    if (!row || row.status !== step.expect) return;
    if (step.outcome === 'APPROVAL_TIMEOUT') {
      if (!row.awaiting_platform_approval) return;
      // The platform was told and said it would decide (202, or 409 for a repeat): it let the
      // window pass. Otherwise the webhook never got an answer that could decide.
      const deferred = (row.details as Record<string, unknown>).approvalDeferred === true;
      await refusePending(tctx, trx, row, {
        status: 'FAILED',
        failureReason: deferred ? 'PAYMENT_APPROVAL_TIMED_OUT' : 'PAYMENT_APPROVAL_WEBHOOK_ERROR',
      });
      return;
    }
    const later = PLANS[row.scenario as Scenario].later;
    await applyOutcome(tctx, trx, row, step.outcome, {
      failureReason: later?.failureReason,
      refundReason: later?.refundReason,
    });
  });
}
