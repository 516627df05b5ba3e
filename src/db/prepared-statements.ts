import { createRequire } from 'node:module';
import pg from 'pg';

// The driver's own mapping of a parameter to its text, as its statements bind them.
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => unknown;
};

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
  /** What each named statement's rows are, once it ran (see NamedStatement). */
  readonly descriptions = new Map<string, Description>();

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
    this.descriptions.clear();
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
    return new Promise<ObjectResult>((resolve, reject) => {
      query(
        new NamedStatement(name, text, values, names.descriptions, resolve, (err) => {
          // The request fails (503, retryable: src/db/faults.ts); its retry prepares anew.
          if (isStalePreparedStatement(err)) names.forget();
          reject(err);
        }),
      );
    });
  };
  (client as unknown as { query: Query }).query = named;
}

/** A result with its rows as objects keyed by column, as Kysely reads them. */
type ObjectResult = pg.QueryResult<Record<string, unknown>>;

/** What a named statement's rows are: the same each time, since a change of them is refused. */
interface Description {
  fields: pg.FieldDef[];
  /** The driver's parser of each column, by type. */
  parsers: unknown[];
  shape: RowShape;
}

/** The parts of the driver's result that its row parsing reads (not in its typings). */
interface DriverResult {
  fields: pg.FieldDef[];
  _parsers: unknown[];
  rowAsArray: boolean;
  parseRow: (values: unknown[]) => unknown;
  _parseRowAsArray: (values: unknown[]) => unknown[];
  addFields(fields: pg.FieldDef[]): void;
}

/** The parts of the driver's query that NamedStatement sets or calls (not in its typings). */
interface DriverQuery {
  name: string;
  text: string;
  types: unknown;
  portal: string;
  values: unknown[];
  binary: boolean;
  rows: number | undefined;
  _rowMode: 'array';
  _result: DriverResult;
  _accumulateRows: boolean;
  callback: (err: Error | null, result: pg.QueryResult<unknown[]>) => void;
  hasBeenParsed(connection: DriverConnection): boolean;
  handleError(err: unknown, connection: DriverConnection): void;
}

/** The driver's connection, as a query sends the extended protocol's messages on it. */
interface DriverConnection {
  submittedNamedStatements: Record<string, string>;
  parse(message: { text: string; name: string; types: unknown }): void;
  describe(message: { type: 'P'; name: string }): void;
  bind(message: {
    portal: string;
    statement: string;
    values: unknown[];
    binary: boolean;
    valueMapper: (value: unknown) => unknown;
  }): void;
  execute(message: { portal: string; rows: number | undefined }): void;
  sync(): void;
}

/**
 * A named statement's query for the driver. The driver asked PostgreSQL to describe a
 * statement's columns on every execution and built their parsers and a row template from that
 * each time (5 % of a single read's samples, more than the read's own code): here the columns
 * are asked for and their parsers built until the process knows them under the statement's
 * name, then reused. Rows come as arrays and leave as objects made by the statement's one row
 * function (`rowShape`).
 */
class NamedStatement extends pg.Query {
  private description: Description | undefined;

  constructor(
    private readonly statement: string,
    text: string,
    values: unknown[],
    // By statement name, per set of names: a name is never given to another text (forget()
    // moves to new names), and PostgreSQL refuses a named statement whose columns changed.
    private readonly descriptions: Map<string, Description>,
    private readonly resolve: (result: ObjectResult) => void,
    private readonly reject: (err: Error) => void,
  ) {
    // Given a config object, the driver copies it property by property (3 % of a single
    // read's samples); given the text and values it does not. The name and the row mode,
    // which that form cannot carry, are set as the driver's constructor would set them.
    super(text, values);
    const query = this as unknown as DriverQuery;
    query.name = statement;
    query._rowMode = 'array';
    query._result.rowAsArray = true;
    query._result.parseRow = query._result._parseRowAsArray;
    query.callback = (err, result) => this.finish(err, result);
  }

  /**
   * Sends the statement: parsed once per connection, then bound and executed. The driver's own
   * way asks PostgreSQL to describe the rows of every execution; once this process knows them
   * (they cannot change under a name: PostgreSQL refuses such an execution, and `forget` then
   * moves to new names) nothing is asked, as in pgbench's prepared mode: PostgreSQL writes no
   * row description and the driver parses none (4 % of a single read's samples).
   */
  prepare(connection: DriverConnection): void {
    const query = this as unknown as DriverQuery;
    if (!query.hasBeenParsed(connection)) {
      connection.parse({ text: query.text, name: this.statement, types: query.types });
      connection.submittedNamedStatements[this.statement] = query.text;
    }
    try {
      connection.bind({
        portal: query.portal,
        statement: this.statement,
        values: query.values,
        binary: query.binary,
        valueMapper: prepareValue,
      });
    } catch (err) {
      // A value that cannot be sent fails this query only. Unlike the driver, which closes the
      // statement here and then believes it still prepared (every later use of the text on
      // this connection failed), the statement stays prepared for the text's next use.
      connection.sync();
      query.handleError(err, connection);
      return;
    }
    const kept = this.descriptions.get(this.statement);
    if (kept === undefined) connection.describe({ type: 'P', name: query.portal });
    else this.describedAs(kept);
    connection.execute({ portal: query.portal, rows: query.rows });
    connection.sync();
  }

  private describedAs(kept: Description): void {
    const query = this as unknown as DriverQuery;
    query._result.fields = kept.fields;
    query._result._parsers = kept.parsers;
    query._accumulateRows = true;
    this.description = kept;
  }

  handleRowDescription(message: { fields: pg.FieldDef[] }): void {
    const kept = this.descriptions.get(this.statement);
    if (kept && kept.fields.length === message.fields.length) {
      this.describedAs(kept);
      return;
    }
    const result = (this as unknown as DriverQuery)._result;
    result.addFields(message.fields);
    const description = {
      fields: message.fields,
      parsers: result._parsers,
      shape: rowShape(message.fields.map((f) => f.name)),
    };
    if (this.descriptions.size < MAX_SHAPES) this.descriptions.set(this.statement, description);
    this.describedAs(description);
  }

  private finish(err: Error | null, result: pg.QueryResult<unknown[]>): void {
    if (err) {
      this.reject(err);
      return;
    }
    const shape = this.description?.shape;
    const rows = result.rows.length === 0 || !shape ? [] : result.rows.map(shape);
    this.resolve(Object.assign(result, { rows }) as unknown as ObjectResult);
  }
}

type RowShape = (values: unknown[]) => Record<string, unknown>;

// One row-building function per list of column names, for as many as a process has statements.
const shapes = new Map<string, RowShape>();
const MAX_SHAPES = 4_000;

/**
 * A function that makes a row object from a row's values, written as one object literal of the
 * columns: every row of a statement gets the same hidden class, with its properties in the
 * object. The driver's own rows copy a template built with `Object.create(null)`, so each row
 * is a dictionary (a hash table per row: slower to read, and more for the collector; a list of
 * 100 customers spent 7 % of its samples copying them, docs/performance.md).
 */
export function rowShape(columns: readonly string[]): RowShape {
  const key = columns.join('\u0000');
  let shape = shapes.get(key);
  if (shape === undefined) {
    // A quoted key is a plain property, except "__proto__", which a literal would make the
    // prototype: that one is computed. JSON.stringify quotes any name PostgreSQL may send.
    const properties = columns.map((column, i) =>
      column === '__proto__' ? `[${JSON.stringify(column)}]: v[${i}]` : `${JSON.stringify(column)}: v[${i}]`,
    );
    shape = new Function('v', `return { ${properties.join(', ')} };`) as RowShape;
    if (shapes.size < MAX_SHAPES) shapes.set(key, shape);
  }
  return shape;
}
