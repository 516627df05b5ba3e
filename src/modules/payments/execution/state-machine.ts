import type { TransactionStatus } from '../tables.js';
import { assert } from '../../../assert.js';
import { ApiError } from '../../../errors.js';

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

/** Statuses a transaction ends in: nothing moves it on, except a returned payout (COMPLETED). */
export const FINAL: readonly TransactionStatus[] = ['FAILED', 'REJECTED', 'REFUNDED', 'EXPIRED'];

/**
 * A transition table's own invariants: no status moves to itself, every move ends in a status
 * of the table, nothing leaves a final status, and every status but CREATED and REFUNDED is
 * reachable from CREATED. Checked on TRANSITIONS when this file loads.
 */
export function checkTransitionTable(table: Readonly<Record<string, readonly string[]>>): void {
  for (const [from, moves] of Object.entries(table)) {
    for (const to of moves) {
      assert(to !== from, `${from} may not move to itself`);
      assert(to in table, `${from} moves to unknown ${to}`);
    }
    assert(!(FINAL as readonly string[]).includes(from) || moves.length === 0, `final ${from} has moves`);
  }
  const reached = new Set(['CREATED']);
  for (let grew = true; grew;) {
    grew = false;
    for (const from of reached) {
      for (const to of table[from] ?? []) {
        if (!reached.has(to)) {
          reached.add(to);
          grew = true;
        }
      }
    }
  }
  for (const status of Object.keys(table)) {
    assert(reached.has(status) || status === 'REFUNDED', `${status} cannot be reached from CREATED`);
  }
}

checkTransitionTable(TRANSITIONS);

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
