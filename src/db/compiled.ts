import { type Compilable, CompiledQuery, type Kysely } from 'kysely';
import { assert } from '../assert.js';
import { directRun } from './direct.js';

/** What running a compiled query needs of a database handle, whatever tables its type names. */
type RunsQueries = Pick<Kysely<unknown>, 'executeQuery' | 'isTransaction'>;

/**
 * A query of a hot path built and compiled by Kysely once, then run with each call's values.
 *
 * Kysely builds a query's tree, freezes it and compiles it to SQL on every call: a twentieth of
 * a single read's CPU (docs/performance.md, Reads), for a text that never changes. `build` is
 * called once, with a marker in place of each argument; the compiled SQL is kept with where
 * each marker went among its parameters, and every call after runs that SQL with its own
 * values. So `build` may use its arguments only as values of the query, each as it is: a marker
 * that is not found among the parameters as it was given (used in the query's shape, or
 * transformed) fails the first call, never a later one silently.
 *
 * `Handle` is the type of the database handle `build` is given: a store's own (tables.ts).
 */
export function compiledOnce<Handle extends RunsQueries, Args extends string[], Row>(
  build: (db: Handle, ...args: Args) => Compilable<Row>,
): (db: Handle, ...args: Args) => Promise<Row[]> {
  let compiled: { sql: string; parameters: readonly unknown[]; from: readonly number[] } | undefined;
  return async (db, ...args) => {
    if (compiled === undefined) {
      const markers = args.map((_, i) => `\u0000compiled-once-argument-${i}\u0000`) as Args;
      const query = build(db, ...markers).compile();
      const from = query.parameters.map((value) => markers.indexOf(value as string));
      const used = new Set(from.filter((i) => i >= 0));
      assert(used.size === args.length, 'compiledOnce: every argument is a value of the query, as given');
      assert(!query.sql.includes('\u0000'), 'compiledOnce: an argument is in the query text, not a value');
      compiled = { sql: query.sql, parameters: query.parameters, from };
    }
    const { sql, parameters, from } = compiled;
    const values = parameters.map((value, i) => {
      const arg = from[i] ?? -1;
      return arg >= 0 ? args[arg] : value;
    });
    const run = directRun(db);
    if (run !== undefined) return (await run(sql, values)) as Row[];
    const result = await db.executeQuery(CompiledQuery.raw(sql, values) as CompiledQuery<Row>);
    return result.rows;
  };
}

/** `compiledOnce` for a query of at most one row: that row, or undefined. */
export function compiledFirstOnce<Handle extends RunsQueries, Args extends string[], Row>(
  build: (db: Handle, ...args: Args) => Compilable<Row>,
): (db: Handle, ...args: Args) => Promise<Row | undefined> {
  const rows = compiledOnce(build);
  return async (db, ...args) => (await rows(db, ...args))[0];
}
