import type { ServiceContext } from '../context.js';
import type { Kysely } from 'kysely';
import { isStalePreparedStatement } from './prepared-statements.js';
import type { Database } from './schema.js';
import { gatherClosingWrites } from './together.js';

/**
 * PostgreSQL aborts one of two transactions that wait on each other's row locks (40P01) and,
 * rarely, a transaction that cannot be serialized (40001). Both are safe to run again from the
 * start: nothing of the aborted attempt was committed. A payment between two platforms locks
 * ledger accounts of both, so opposite payments can meet this way. A prepared statement made
 * stale by a schema change is prepared anew by the next attempt (src/db/prepared-statements.ts).
 */
const RETRYABLE = new Set(['40P01', '40001']);

export async function withDeadlockRetry<T>(
  run: () => Promise<T>,
  attempts = 5,
  also: ReadonlySet<string> = new Set(),
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      const code = (err as { code?: unknown } | null)?.code;
      const retryable =
        (typeof code === 'string' && (RETRYABLE.has(code) || also.has(code))) ||
        isStalePreparedStatement(err);
      if (attempt >= attempts || !retryable) throw err;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
    }
  }
}

/**
 * Runs `work` in one database transaction, again from the start on a deadlock. `work` gets the
 * context bound to the transaction (never use the outer `ctx.db` inside: it would run outside
 * the transaction, on another connection, and could wait for this one's locks).
 */
export function transact<T>(
  ctx: ServiceContext,
  work: (tctx: ServiceContext, trx: Kysely<Database>) => Promise<T>,
  options: TransactOptions = {},
): Promise<T> {
  const also = options.rerunOnUniqueViolation ? UNIQUE_VIOLATION : new Set<string>();
  return withDeadlockRetry(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        const closing = gatherClosingWrites(trx);
        const result = await work({ ...ctx, db: trx }, trx);
        await closing.write();
        return result;
      }),
    5,
    also,
  );
}

export interface TransactOptions {
  /**
   * For work that looks for a row and inserts it when missing: a concurrent request that
   * inserted the same row first makes this insert violate the unique key (23505); running the
   * work again finds that row and takes the path for an existing one, instead of a 500.
   */
  rerunOnUniqueViolation?: boolean;
}

const UNIQUE_VIOLATION: ReadonlySet<string> = new Set(['23505']);
