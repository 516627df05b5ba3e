import { sql } from 'kysely';
import type { SealedColumn } from '../service-module.js';
import type { KeysDb } from './tables.js';

const KEPT_KEY = 'default';

/** The key kept in the database (base64), if one was ever made. */
export async function keptKey(db: KeysDb): Promise<string | undefined> {
  const row = await db
    .selectFrom('key_encryption_keys')
    .select('key')
    .where('name', '=', KEPT_KEY)
    .executeTakeFirst();
  return row?.key;
}

/** The key kept in the database, made by `make` on first use (two first uses keep one). */
export async function ensureKeptKey(db: KeysDb, make: () => string, now: Date): Promise<string> {
  const existing = await keptKey(db);
  if (existing !== undefined) return existing;
  await db
    .insertInto('key_encryption_keys')
    .values({ name: KEPT_KEY, key: make(), created_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const stored = await keptKey(db);
  if (stored === undefined) throw new Error('the key inserted on conflict do nothing is there to read');
  return stored;
}

export async function deleteKeptKey(db: KeysDb): Promise<void> {
  await db.deleteFrom('key_encryption_keys').where('name', '=', KEPT_KEY).execute();
}

// The sealed columns belong to the modules that declare them in their manifests; these
// statements name them from those declarations only, so every module keeps its own tables.

export interface SealedValue {
  key: string;
  value: string;
}

/**
 * Up to `limit` values of the column after `after` (in key order) that `keep` does not match:
 * values not sealed under the current key (`like 'v1.<id>.%'`), or not sealed at all.
 */
export async function sealedValuesOutside(
  db: KeysDb,
  column: SealedColumn,
  keep: string,
  after: string | undefined,
  limit: number,
): Promise<SealedValue[]> {
  const key = sql.ref(column.key);
  const value = sql.ref(column.column);
  const result = await sql<SealedValue>`
    select ${key}::text as key, ${value} as value from ${sql.table(column.table)}
    where ${value} is not null and ${value} not like ${keep}
      and ${after === undefined ? sql`true` : sql`${key} > ${after}`}
    order by ${key}
    limit ${limit}`.execute(db);
  return result.rows;
}

/** Replaces the value only if it is still `from` (a concurrent change wins); true when replaced. */
export async function replaceSealedValue(
  db: KeysDb,
  column: SealedColumn,
  key: string,
  from: string,
  to: string,
): Promise<boolean> {
  const result = await sql`
    update ${sql.table(column.table)} set ${sql.ref(column.column)} = ${to}
    where ${sql.ref(column.key)} = ${key} and ${sql.ref(column.column)} = ${from}`.execute(db);
  return (result.numAffectedRows ?? 0n) > 0n;
}
