import { type OperationNodeSource, type QueryExecutorProvider, sql } from 'kysely';
import { assert, present } from '../assert.js';

/**
 * A data-modifying query whose result nobody reads (a Kysely insert, update or delete builder,
 * or an `sql` one, not executed): a write another module adds to a change, such as the accounts
 * a new customer opens or the outbox's events.
 */
export type Write = OperationNodeSource;

/**
 * The most writes one statement carries. Each is a clause of its WITH, so each count of writes
 * is another statement text, prepared on every connection that sends it: a change that gathers
 * more than a few writes is one to look at.
 */
const MOST_WRITES = 16;

/**
 * Runs `main` (a query returning rows) and `writes` as one statement: each write becomes a
 * data-modifying clause of its WITH. One statement is atomic on its own, so a change made of
 * them needs no `begin` and `commit`: one round trip where a transaction of three writes takes
 * five. PostgreSQL runs every clause to completion; foreign keys and unique indexes are checked
 * over the whole statement's rows (the accounts of a customer inserted by `main` refer to it),
 * and a violation anywhere undoes all of it.
 *
 * The clauses see the database as it was when the statement began, not one another's rows
 * (only `main`'s RETURNING would show them): writes that read what another writes do not
 * belong together here.
 */
export async function writeTogether<Row>(
  db: QueryExecutorProvider,
  main: OperationNodeSource,
  writes: readonly Write[],
): Promise<Row[]> {
  assert(writes.length <= MOST_WRITES, `at most ${MOST_WRITES} writes go together, not ${writes.length}`);
  if (writes.length === 0) {
    const { rows } = await sql<Row>`${main}`.execute(db);
    return rows;
  }
  const clauses = writes.map((write, index) => sql`${sql.id(`write_${index}`)} as (${write})`);
  const { rows } = await sql<Row>`with ${sql.join(clauses)} ${main}`.execute(db);
  return rows;
}

/**
 * Runs `writes` as one statement: all but the last as clauses of the last one's WITH (see
 * `writeTogether`); nothing when there are none.
 */
export async function writeAll(db: QueryExecutorProvider, writes: readonly Write[]): Promise<void> {
  const last = writes.at(-1);
  if (last === undefined) return;
  await writeTogether(db, last, writes.slice(0, -1));
}

/**
 * Runs `writes` as one statement (see `writeTogether`) and returns how many rows each of the
 * `counted` ones returned (in their order), for writes with a RETURNING clause whose effect the
 * caller checks: an update that must have found its row.
 */
export async function writeCounted(
  db: QueryExecutorProvider,
  writes: readonly Write[],
  counted: readonly Write[],
): Promise<number[]> {
  const all = [...writes, ...counted];
  assert(counted.length > 0, 'writeCounted counts at least one write');
  const names = counted.map((_, index) => sql.id(`write_${writes.length + index}`));
  const counts = sql`select ${sql.join(
    names.map((name, index) => sql`(select count(*) from ${name})::int as ${sql.id(`count_${index}`)}`),
  )}`;
  const [row] = await writeTogether<Record<string, number>>(db, counts, all);
  return counted.map((_, index) => row?.[`count_${index}`] ?? 0);
}

/** A write a `transact` transaction makes last (see `beforeCommit`). */
interface Closing {
  write: () => Write | undefined;
  unlessOneRow?: (() => Error) | undefined;
}

/** The closing writes of the `transact` transactions under way. */
const closingWrites = new WeakMap<object, Map<string, Closing>>();

/**
 * Opens the gathering of `trx`'s closing writes (`transact`, src/db/retry.ts): `write` sends
 * them, after the transaction's work and before its commit, and ends the gathering.
 */
export function gatherClosingWrites(trx: QueryExecutorProvider): { write: () => Promise<void> } {
  const closing = new Map<string, Closing>();
  closingWrites.set(trx, closing);
  return {
    write: () => {
      closingWrites.delete(trx);
      return writeClosing(trx, [...closing.values()]);
    },
  };
}

/**
 * Lets writes gathered during a transaction go in at its end, all of them in one statement
 * (see `writeTogether`) just before its commit, so they commit with it or not at all: the events
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

async function writeClosing(trx: QueryExecutorProvider, closing: Closing[]): Promise<void> {
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
