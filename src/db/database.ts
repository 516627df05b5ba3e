import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { EmbeddedPostgresError, onCluster, startEmbeddedPostgres } from './embedded.js';
import { registerDirectRun } from './direct.js';
import { prepareStatements, StatementNames } from './prepared-statements.js';
import type { Database } from './schema.js';
import { timestamptzParser } from './timestamps.js';

// bigint columns (money) are read as JavaScript bigint; left alone, pg returns strings.
const INT8_OID = 20;
const parseBigint = (value: string): bigint => BigInt(value);
const TIMESTAMPTZ_OID = 1184;
const parseTimestamptz = timestamptzParser(pg.types.getTypeParser(TIMESTAMPTZ_OID, 'text'));

export interface DatabaseHandle {
  db: Kysely<Database>;
  /** Where the database is: the URL without its password. */
  location: string;
  /** The embedded server's URL with its password (for a SQL client); undefined on DATABASE_URL. */
  embeddedUrl?: string;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /**
   * Runs a script of SQL statements (a data-only `pg_dump`, say) in one transaction, with
   * triggers and foreign-key checks off (`session_replication_role = replica`) so rows may
   * come in any order. Needs a superuser (the embedded server's `postgres` is one).
   */
  runScript(script: string): Promise<void>;
  /** A new connection outside the pool (the process's presence lock holds one for its life). */
  openSession(): Promise<pg.Client>;
  /** Closes the pool, then stops the embedded server if this handle started it. */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PostgreSQL in `dataDir` is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database (its cluster is `<dataDir>/postgres`). */
  dataDir?: string | undefined;
  poolSize?: number;
  /**
   * How long a query waits for a free connection of a full pool before failing (the HTTP layer
   * answers 503 SERVICE_UNAVAILABLE); 0 waits for ever.
   */
  poolTimeoutMs?: number;
  /** Longest a statement may run before PostgreSQL cancels it; 0 (default) is no limit. */
  statementTimeoutMs?: number;
  /** Statements with parameters go as named (prepared) ones (default true; src/db/prepared-statements.ts). */
  preparedStatements?: boolean;
  /** Progress lines of the embedded server (first start, recovery). */
  log?: (line: string) => void;
  /** Use the embedded server a running service holds on `dataDir`, if any (command line). */
  shareRunning?: boolean;
  /** The embedded cluster is thrown away with its folder: no fsync (EmbeddedOptions.disposable). */
  disposable?: boolean;
}

/** The URL with its password replaced, for logs and banners. */
export const withoutPassword = (url: string): string => {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
};

/**
 * A PostgreSQL pool behind Kysely: on `databaseUrl`, or on the embedded PostgreSQL in
 * `dataDir` (started here, stopped by `close`).
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return pool(options.databaseUrl, options);
  if (!options.dataDir) throw new Error('openDatabase needs a databaseUrl or a dataDir');
  if (existsSync(join(options.dataDir, 'PG_VERSION'))) {
    throw new EmbeddedPostgresError(
      `${options.dataDir} holds a database of payments-service 0.1 (PGlite), which this version does not read: ` +
        'start with another DATA_DIR (or move this one aside); docs/upgrading.md says how to bring its data along',
    );
  }
  const cluster = await startEmbeddedPostgres({
    dir: join(options.dataDir, 'postgres'),
    ...(options.log ? { log: options.log } : {}),
    ...(options.shareRunning ? { shareRunning: true } : {}),
    ...(options.disposable ? { disposable: true } : {}),
  });
  return onCluster(cluster, async () => ({
    ...(await pool(cluster.url, options)),
    embeddedUrl: cluster.url,
  }));
}

/**
 * A handle whose pool never connects (it would to a closed port): to build the app without
 * serving it, as `payments-service openapi` does; building routes runs no query.
 */
export function unconnectedDatabase(): Promise<DatabaseHandle> {
  return pool('postgres://unused@127.0.0.1:1/unused', { poolSize: 1 });
}

async function pool(databaseUrl: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const pgPool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.poolTimeoutMs ?? 10_000,
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    // A server that vanished without closing the connection (a host gone) is noticed.
    keepAlive: true,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? parseBigint
          : oid === TIMESTAMPTZ_OID && format !== 'binary'
            ? parseTimestamptz
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // A client that loses its server (a restart, pg_terminate_backend) emits 'error': the pool
  // hears it for idle clients, but a client checked out between two statements of a
  // transaction has no listener, and an unheard 'error' ends the process. Its pending or next
  // query fails instead (answered 503) and the pool discards it on release.
  pgPool.on('error', () => {});
  const names = options.preparedStatements === false ? undefined : new StatementNames();
  pgPool.on('connect', (client) => {
    client.on('error', () => {});
    if (names) prepareStatements(client, names);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pgPool }) });
  registerDirectRun(db, async (text, values) => {
    // As Kysely's driver does: a connection of the pool, the statement with its values as an
    // array (so that it goes as a named statement), the connection back to the pool.
    const client = await pgPool.connect();
    try {
      return (await client.query(text, values as unknown[])).rows as unknown[];
    } finally {
      client.release();
    }
  });
  let closed = false;
  return {
    db,
    location: withoutPassword(databaseUrl),
    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    async runScript(script) {
      // A query without parameters goes by the simple protocol, which takes many statements.
      const client = await pgPool.connect();
      try {
        await client.query('begin');
        await client.query('set local session_replication_role = replica');
        await client.query(script);
        await client.query('commit');
      } catch (err) {
        await client.query('rollback').catch(() => {});
        throw err;
      } finally {
        client.release(true); // the script may have changed session settings: not back to the pool
      }
    },
    async openSession() {
      const client = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
      client.on('error', () => {}); // the owner listens too; an unheard 'error' would kill the process
      await client.connect();
      return client;
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}
