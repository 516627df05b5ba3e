import type { ServiceContext } from '../context.js';
import type { Kysely } from 'kysely';
import { isStalePreparedStatement } from './prepared-statements.js';
import type { Database } from './schema.js';

/**
 * PostgreSQL aborts one of two transactions that wait on each other's row locks (40P01) and,
 * rarely, a transaction that cannot be serialized (40001). Both are safe to run again from the
 * start: nothing of the aborted attempt was committed. A payment between two platforms locks
 * ledger accounts of both, so opposite payments can meet this way. A prepared statement made
 * stale by a schema change is prepared anew by the next attempt (src/db/prepared-statements.ts).
 */
const RETRYABLE = new Set(['40P01', '40001']);

export async function withDeadlockRetry<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      const code = (err as { code?: unknown } | null)?.code;
      const retryable = (typeof code === 'string' && RETRYABLE.has(code)) || isStalePreparedStatement(err);
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
): Promise<T> {
  return withDeadlockRetry(() => ctx.db.transaction().execute((trx) => work({ ...ctx, db: trx }, trx)));
}
