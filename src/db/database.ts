import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema.js';

export type DatabaseKind = 'pglite' | 'postgres';

// bigint columns (money) are read as JavaScript bigint on both databases. Left alone, pg
// returns strings and PGlite returns a number or a bigint depending on the size.
const INT8_OID = 20;
const parseBigint = (value: string): bigint => BigInt(value);

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded database is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; `undefined` keeps it in memory (tests). */
  dataDir?: string | undefined;
  poolSize?: number;
}

/**
 * Opens the embedded PGlite database or a PostgreSQL pool behind the same Kysely type.
 * PGlite is a single connection: the dialect queues every connection request, so a
 * transaction holds the whole database until it ends. Code inside a transaction must use
 * the transaction handle only, or it waits for itself.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID
            ? parseBigint
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // An idle client that loses its server emits 'error'; without a listener that kills the process.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return handle(db, 'postgres');
  }
  const parsers = { [INT8_OID]: parseBigint };
  let client: PGlite;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create(options.dataDir, { parsers });
  } else {
    client = await PGlite.create({ parsers });
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return handle(db, 'pglite');
}

function handle(db: Kysely<Database>, kind: DatabaseKind): DatabaseHandle {
  let closed = false;
  return {
    db,
    kind,
    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}
