import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A PostgreSQL database for one benchmark run: DATABASE_URL when set (point it at a scratch
 * database), else a fresh database on BENCH_POSTGRES_URL / TEST_POSTGRES_URL / the local
 * server, dropped by `drop()`. A string explains why there is none.
 */
export async function scratchPostgres(): Promise<{ url: string; drop: () => Promise<void> } | string> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, drop: async () => {} };
  const adminUrl =
    process.env.BENCH_POSTGRES_URL ??
    process.env.TEST_POSTGRES_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `payments_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (err) {
    return `no PostgreSQL at ${adminUrl}: ${err instanceof Error ? err.message : String(err)}`;
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
