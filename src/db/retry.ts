import type { ServiceContext } from '../context.js';
import type { Kysely } from 'kysely';
import { isStalePreparedStatement } from './prepared-statements.js';
import type { Database } from './schema.js';
import { present } from '../assert.js';
import { type Write, writeAll, writeCounted } from './together.js';

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
        const closing = new Map<string, Closing>();
        closingWrites.set(trx, closing);
        const result = await work({ ...ctx, db: trx }, trx);
        closingWrites.delete(trx);
        await writeClosing(trx, [...closing.values()]);
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

/** A write a `transact` transaction makes last (see `beforeCommit`). */
interface Closing {
  write: () => Write | undefined;
  unlessOneRow?: (() => Error) | undefined;
}

/** The closing writes of the `transact` transactions under way. */
const closingWrites = new WeakMap<object, Map<string, Closing>>();

/**
 * Lets writes gathered during a transaction go in at its end, all of them in one statement
 * (src/db/together.ts) just before its commit, so they commit with it or not at all: the events
 * of the transaction's steps, the binding of its Idempotency-Key. `write` is asked once, after
 * the transaction's work (it may return nothing); a second registration under the same `key` is
 * ignored. With `unlessOneRow`, the write has a RETURNING clause and the transaction fails with
 * that error (rolled back) unless it returned exactly one row. Returns false when `trx` is not
 * a transaction of `transact` (or its work is over), and the caller writes at once.
 *
 * The writes see the database as the transaction's earlier statements left it, not one another,
 * and nothing the transaction reads sees them: a write whose rows the transaction reads again, or
 * another closing write changes, does not belong here.
 */
export function beforeCommit(
  trx: object,
  key: string,
  write: () => Write | undefined,
  unlessOneRow?: () => Error,
): boolean {
  const closing = closingWrites.get(trx);
  if (!closing) return false;
  if (!closing.has(key)) closing.set(key, { write, unlessOneRow });
  return true;
}

async function writeClosing(trx: Kysely<Database>, closing: Closing[]): Promise<void> {
  const plain: Write[] = [];
  const checked: { write: Write; error: () => Error }[] = [];
  for (const { write, unlessOneRow } of closing) {
    const made = write();
    if (made === undefined) continue;
    if (unlessOneRow === undefined) plain.push(made);
    else checked.push({ write: made, error: unlessOneRow });
  }
  if (checked.length === 0) return writeAll(trx, plain);
  const counts = await writeCounted(
    trx,
    plain,
    checked.map((c) => c.write),
  );
  for (const [index, count] of counts.entries()) {
    if (count !== 1) throw present(checked[index], 'a checked closing write').error();
  }
}
