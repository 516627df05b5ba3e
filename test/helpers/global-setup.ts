import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseKind: 'pglite' | 'postgres';
    databaseUrl: string | undefined;
  }
}

/**
 * TEST_DATABASE=postgres: one fresh PostgreSQL database for this run, created here and
 * dropped at the end (server from TEST_POSTGRES_URL, default the local one).
 * TEST_DATABASE=pglite (default): every test service gets its own in-memory PGlite.
 */
export default async function setup(project: TestProject) {
  const kind = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
  project.provide('databaseKind', kind);
  if (kind === 'pglite') {
    project.provide('databaseUrl', undefined);
    return;
  }
  const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `payments_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const database = await openDatabase({ databaseUrl });
  await migrateToLatest(database.db);
  await database.close();
  project.provide('databaseUrl', databaseUrl);

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
}
