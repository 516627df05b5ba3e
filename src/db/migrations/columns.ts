import { type Kysely, type RawBuilder, sql } from 'kysely';

// The column blocks and statements the migrations share, each written once. A migration is
// history: what it builds never changes, so neither may a block here once a migration uses it; a
// table that needs another shape spells it out, or gets a new block. Not a migration: ./index.ts
// lists the migrations by name and does not list this file.

/** The platform a tenant row belongs to, deleted with it: what every tenant statement filters by. */
export const platformColumn = sql`platform_id uuid not null references platforms(id) on delete cascade`;

/** How most tenant tables start: the row's own uuid, then its platform. */
export const tenantKeys = sql`id uuid primary key, ${platformColumn}`;

/** The key of a table holding one row per platform (a key pair, a clock): the platform itself. */
export const platformKey = sql`platform_id uuid primary key references platforms(id) on delete cascade`;

/** A row's required parent (its customer, account, card...), which takes the row with it when deleted. */
export function belongsTo(column: string, parent: string): RawBuilder<unknown> {
  return sql`${sql.ref(column)} uuid not null references ${sql.table(parent)}(id) on delete cascade`;
}

/** When a row was made and last changed, to the millisecond (0001 says why: list cursors). */
export const timestamps = sql`created_at timestamptz(3) not null, updated_at timestamptz(3) not null`;

/** An amount in its currency's smallest unit, never negative, next to that currency. */
export function money(prefix: string): RawBuilder<unknown> {
  const amount = sql.ref(`${prefix}_amount`);
  return sql`${amount} bigint not null check (${amount} >= 0), ${sql.ref(`${prefix}_currency`)} text not null`;
}

/** The index a platform's list pages by: (created_at, id) within the platform. */
export async function createListIndex(
  db: Kysely<unknown>,
  table: string,
  name = `${table}_list`,
): Promise<void> {
  await sql`create index ${sql.id(name)} on ${sql.table(table)} (platform_id, created_at, id)`.execute(db);
}

/** Drops the tables in the order given: each before the tables it references. */
export async function dropTables(db: Kysely<unknown>, ...tables: string[]): Promise<void> {
  for (const table of tables) await sql`drop table ${sql.table(table)}`.execute(db);
}
