import { ApiError } from '../../../errors.js';
import { type PayoutScenario, SANDBOX_DELAYS } from '../../../sandbox/index.js';

/**
 * The payment rails' scripts: how a payment ends is decided by the bank rails or the UMA
 * network of `ctx.world` (in the sandbox: by the magic values of spec 4.15, from the
 * destination's or pulled source's primary identifier, or the UMA counterparty). A scenario is
 * chosen when the quote or transfer is made and stored with it, so a payment keeps its script
 * however long it runs.
 */
export type Scenario =
  // Quotes to external accounts (suffix 002..007, other).
  | PayoutScenario
  // UMA receivers of the sandbox counterparty.
  | 'UMA_SUCCESS'
  | 'UMA_PENDING_LONG'
  | 'UMA_COMPLIANCE_FAILURE'
  // Money that stays inside this service: another internal account, or a customer's UMA address.
  | 'INTERNAL'
  // Transfer-in / transfer-out (suffix 002..005, other).
  | 'TRANSFER_SUCCESS'
  | 'TRANSFER_INSUFFICIENT_FUNDS'
  | 'TRANSFER_ACCOUNT_INVALID'
  | 'TRANSFER_BANK_REJECTED'
  | 'TRANSFER_PENDING_THEN_FAILED'
  // Realtime-funded quotes paid wrongly (POST /sandbox/send): the money is sent back at once.
  | 'FUNDING_MISMATCH'
  | 'FUNDING_EXPIRED';

/** Transfers the sandbox bank refuses outright: the request fails and nothing is created. */
export function refusedTransfer(scenario: Scenario, accountId: string): ApiError | undefined {
  if (scenario === 'TRANSFER_INSUFFICIENT_FUNDS') {
    return new ApiError(400, 'INSUFFICIENT_FUNDS', `The bank of ${accountId} reports insufficient funds`, {
      accountId,
    });
  }
  if (scenario === 'TRANSFER_ACCOUNT_INVALID') {
    return new ApiError(400, 'INVALID_BANK_ACCOUNT', `The bank reports ${accountId} closed or invalid`, {
      accountId,
    });
  }
  return undefined;
}

/** What happens to a payment's money later, by a durable job. */
export type LaterOutcome =
  /** The money reaches its destination. */
  | 'COMPLETE'
  /** Delivery fails; the money goes back to where it came from. */
  | 'FAIL_AND_REFUND'
  /** Delivery fails and so does the refund: the money waits in suspense for manual repair. */
  | 'FAIL_REFUND_FAILED'
  /** A completed payout comes back (the receiving bank returned it) and is refunded. */
  | 'RETURN';

export interface Plan {
  /**
   * At execution: FAIL_EARLY fails before any money moves; HOLD takes the money from the
   * source and keeps it in flight (status `holdStatus`); COMPLETE delivers at once.
   */
  start: 'FAIL_EARLY' | 'HOLD' | 'COMPLETE';
  holdStatus?: 'PENDING' | 'PROCESSING';
  failureReason?: string;
  later?: {
    /** Unscaled delay; SANDBOX_DELAY_SCALE multiplies it. */
    delayMs: number;
    outcome: LaterOutcome;
    failureReason?: string;
    refundReason?: 'TRANSACTION_FAILED' | 'USER_CANCELLATION' | 'TIMEOUT';
  };
}

/**
 * Marks the compliance refusal of the sandbox UMA counterparty: an outgoing payment shows it as
 * QUOTE_EXECUTION_FAILED (no value of both current revisions says more), an incoming one as
 * COMPLIANCE_REJECTED.
 */
const COMPLIANCE_FAILURE = 'QUOTE_EXECUTION_FAILED:COMPLIANCE';

/** The delays are the magic values' (src/sandbox/magic-values.ts), so the table and the scripts agree. */
const SANDBOX_DELAY_MS = SANDBOX_DELAYS.bank;
const SLOW_PAYOUT_DELAY_MS = SANDBOX_DELAYS.slowPayout;
const PENDING_LONG_DELAY_MS = SANDBOX_DELAYS.pendingLong;

/**
 * Each scenario's script. Outgoing failure reasons are OutgoingTransactionFailureReason values
 * present in both current revisions of the contract (the 2026-02-25 one, which the official SDK
 * decodes, and the latest): a failure at execution is QUOTE_EXECUTION_FAILED, one reported by
 * the receiving side afterwards (delivery failed, payout returned) COUNTERPARTY_POST_TX_FAILED.
 */
export const PLANS: Readonly<Record<Scenario, Plan>> = {
  PAYOUT_SUCCESS: { start: 'COMPLETE' },
  EXECUTION_FAILED: { start: 'FAIL_EARLY', failureReason: 'QUOTE_EXECUTION_FAILED' },
  SLOW_SUCCESS: {
    start: 'HOLD',
    holdStatus: 'PROCESSING',
    later: { delayMs: SLOW_PAYOUT_DELAY_MS, outcome: 'COMPLETE' },
  },
  DELIVERY_FAILED: {
    start: 'HOLD',
    holdStatus: 'PROCESSING',
    later: {
      delayMs: SANDBOX_DELAY_MS,
      outcome: 'FAIL_AND_REFUND',
      failureReason: 'COUNTERPARTY_POST_TX_FAILED',
      refundReason: 'TRANSACTION_FAILED',
    },
  },
  RETURNED_AFTER_COMPLETION: {
    start: 'COMPLETE',
    later: {
      delayMs: SANDBOX_DELAY_MS,
      outcome: 'RETURN',
      failureReason: 'COUNTERPARTY_POST_TX_FAILED',
      refundReason: 'TRANSACTION_FAILED',
    },
  },
  USER_CANCELLATION: {
    start: 'HOLD',
    holdStatus: 'PROCESSING',
    later: { delayMs: SANDBOX_DELAY_MS, outcome: 'FAIL_AND_REFUND', refundReason: 'USER_CANCELLATION' },
  },
  PAYOUT_AND_REFUND_FAILED: {
    start: 'HOLD',
    holdStatus: 'PROCESSING',
    later: {
      delayMs: SANDBOX_DELAY_MS,
      outcome: 'FAIL_REFUND_FAILED',
      failureReason: 'COUNTERPARTY_POST_TX_FAILED',
      refundReason: 'TRANSACTION_FAILED',
    },
  },
  UMA_SUCCESS: { start: 'COMPLETE' },
  UMA_PENDING_LONG: {
    start: 'HOLD',
    holdStatus: 'PENDING',
    later: { delayMs: PENDING_LONG_DELAY_MS, outcome: 'COMPLETE' },
  },
  UMA_COMPLIANCE_FAILURE: { start: 'FAIL_EARLY', failureReason: COMPLIANCE_FAILURE },
  INTERNAL: { start: 'COMPLETE' },
  TRANSFER_SUCCESS: { start: 'COMPLETE' },
  // Refused before anything is created (refusedTransfer); listed for completeness.
  TRANSFER_INSUFFICIENT_FUNDS: { start: 'FAIL_EARLY', failureReason: 'QUOTE_EXECUTION_FAILED' },
  TRANSFER_ACCOUNT_INVALID: { start: 'FAIL_EARLY', failureReason: 'QUOTE_EXECUTION_FAILED' },
  TRANSFER_BANK_REJECTED: { start: 'FAIL_EARLY', failureReason: 'QUOTE_EXECUTION_FAILED' },
  FUNDING_MISMATCH: { start: 'FAIL_EARLY', failureReason: 'FUNDING_AMOUNT_MISMATCH' },
  FUNDING_EXPIRED: { start: 'FAIL_EARLY', failureReason: 'QUOTE_EXPIRED' },
  TRANSFER_PENDING_THEN_FAILED: {
    start: 'HOLD',
    holdStatus: 'PENDING',
    later: {
      delayMs: SANDBOX_DELAY_MS,
      outcome: 'FAIL_AND_REFUND',
      failureReason: 'COUNTERPARTY_POST_TX_FAILED',
      refundReason: 'TRANSACTION_FAILED',
    },
  },
};

/** The outgoing failure reason a script names. */
export const outgoingFailureReason = (reason: string | undefined): string | undefined =>
  reason === COMPLIANCE_FAILURE ? 'QUOTE_EXECUTION_FAILED' : reason;

/**
 * Incoming payments name their failures with IncomingTransactionFailureReason values: a
 * compliance refusal, or a collection (pull) the bank refused.
 */
export function incomingFailureReason(reason: string | undefined): string {
  return reason === COMPLIANCE_FAILURE ? 'COMPLIANCE_REJECTED' : 'COLLECTION_FAILED';
}
