import type { TransactionStatus } from '../../db/schema.js';
import { ApiError } from '../../errors.js';

/**
 * Every legal move of a transaction's status, in one table (docs/decisions/0015). A payment is
 * created in CREATED and moved at once to where the sandbox rails put it; FAILED, REJECTED
 * (an incoming payment the platform refused) and EXPIRED are final. COMPLETED -> FAILED is a
 * payout the receiving bank returned after settlement (its money comes back through the
 * refund). REFUNDED exists in the table's type only: no move leads to it.
 */
export const TRANSITIONS: Readonly<Record<TransactionStatus, readonly TransactionStatus[]>> = {
  CREATED: ['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED', 'REJECTED', 'EXPIRED'],
  PENDING: ['PROCESSING', 'COMPLETED', 'FAILED', 'REJECTED', 'EXPIRED'],
  PROCESSING: ['COMPLETED', 'FAILED'],
  COMPLETED: ['FAILED'],
  FAILED: [],
  REJECTED: [],
  REFUNDED: [],
  EXPIRED: [],
};

export const TRANSACTION_STATUSES = Object.keys(TRANSITIONS) as TransactionStatus[];

export const canMove = (from: TransactionStatus, to: TransactionStatus): boolean =>
  TRANSITIONS[from].includes(to);

/** Guards every status write; an illegal move is a bug or a race, never silently applied. */
export function assertMove(transactionId: string, from: TransactionStatus, to: TransactionStatus): void {
  if (!canMove(from, to)) {
    throw new ApiError(
      409,
      'INVALID_STATE_TRANSITION',
      `Transaction ${transactionId} cannot go from ${from} to ${to}`,
      {
        from,
        to,
      },
    );
  }
}

/** Statuses from which the money of an outgoing payment may still be recalled. */
export const UNSETTLED: readonly TransactionStatus[] = ['PENDING', 'PROCESSING'];
