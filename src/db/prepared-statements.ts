import type pg from 'pg';

/**
 * Named (prepared) statements for the pool's connections.
 *
 * Kysely sends every statement as `query(text, values)`, unnamed, so PostgreSQL parses and
 * plans it again each time: a third of the database's time on a read by primary key (measured
 * in docs/performance.md). Here a statement with parameters goes out under a name given to its
 * text once per process, the same name on every connection; each connection prepares it on
 * first use and then only binds and executes it.
 *
 * After a few executions PostgreSQL may plan a prepared statement once for any parameters (a
 * generic plan): a partial unique index used as an ON CONFLICT arbiter must then be matched by
 * a literal predicate (`sql.lit`), never a parameter.
 *
 * Off with DATABASE_PREPARED_STATEMENTS=false, for a PgBouncer in transaction mode older than
 * 1.21, which cannot keep a connection's prepared statements.
 */
export class StatementNames {
  private readonly names = new Map<string, string>();
  private generation = 0;

  /**
   * @param max texts named at most: a statement whose text varies with its input (an `in` list
   *   of any length) could otherwise name without end; past the cap, texts go unnamed.
   */
  constructor(private readonly max = 2_000) {}

  nameOf(text: string): string | undefined {
    let name = this.names.get(text);
    if (name === undefined && this.names.size < this.max) {
      name = `ps${this.generation}_${this.names.size}`;
      this.names.set(text, name);
    }
    return name;
  }

  /**
   * Forgets every name: the next use of a text prepares it afresh under a new name. For a
   * schema that changed under the process (a migration run by a newer process alongside it),
   * after which PostgreSQL refuses a prepared statement whose result columns changed.
   */
  forget(): void {
    this.names.clear();
    this.generation += 1;
  }
}

/** PostgreSQL's refusal of a prepared statement whose result columns changed since it was prepared. */
export const isStalePreparedStatement = (err: unknown): boolean =>
  err instanceof Error &&
  (err as { code?: unknown }).code === '0A000' &&
  /cached plan must not change result type/.test(err.message);

type Query = (...args: unknown[]) => unknown;

/** Makes `client` send statements with parameters as named ones (see StatementNames). */
export function prepareStatements(client: pg.PoolClient, names: StatementNames): void {
  const query = client.query.bind(client) as Query;
  const named: Query = (...args) => {
    const [text, values] = args;
    // Without parameters (begin, commit, a migration's DDL) there is little to parse and
    // nothing worth a name: those go as they came.
    if (args.length !== 2 || typeof text !== 'string' || !Array.isArray(values) || values.length === 0) {
      return query(...args);
    }
    const name = names.nameOf(text);
    if (name === undefined) return query(text, values);
    const result = query({ name, text, values }) as Promise<unknown>;
    // The request fails (503, retryable: src/db/faults.ts); its retry prepares anew.
    return result.catch((err: unknown) => {
      if (isStalePreparedStatement(err)) names.forget();
      throw err;
    });
  };
  (client as unknown as { query: Query }).query = named;
}
