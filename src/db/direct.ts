/** A database handle, whatever tables its type names (each is the same Kysely instance). */
type Handle = { readonly isTransaction: boolean };

/** Runs one statement on a connection of the pool and answers its rows. */
export type DirectRun = (text: string, values: readonly unknown[]) => Promise<unknown[]>;

const runners = new WeakMap<Handle, DirectRun>();

/** Lets `directRun` find the pool behind a database handle's Kysely instance (src/db/database.ts). */
export function registerDirectRun(db: Handle, run: DirectRun): void {
  runners.set(db, run);
}

/**
 * The pool behind `db`, for a statement already compiled (src/db/compiled.ts), or undefined
 * inside a transaction (its statements must go on its connection) or for a handle that did not
 * register one. Kysely's executor around a statement (its connection provider, driver and
 * result layers, each an async step) was about a twentieth of a single read's CPU
 * (docs/performance.md, Reads); with no plugins on the instance it adds nothing to the rows.
 */
export const directRun = (db: Handle): DirectRun | undefined =>
  db.isTransaction ? undefined : runners.get(db);
