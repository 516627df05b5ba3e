import { type Kysely, sql } from 'kysely';
import { assert } from '../../assert.js';
import type { Database } from '../../db/schema.js';

/**
 * Which rows of which table a sandbox reset removes, read from the database's own catalogue
 * rather than listed by hand: a table that a later migration adds is deleted by the platform's
 * `platform_id`, or through a cascading foreign key to a table that is, without a line here.
 * Only the tables a reset keeps, and those that hold no platform's data, are named below; a
 * table that fits no rule stops every reset (and the reset tests) until it is given one.
 */

/** Tables whose rows of the platform a reset keeps, and why (docs/sandbox.md). */
export const KEPT_ON_RESET: Readonly<Record<string, string>> = {
  platforms: 'the platform itself',
  api_tokens: 'its credentials (API tokens)',
  platform_configs: 'its configuration, webhook endpoint included',
  webhook_signing_keys: 'the key that signs its webhooks, whose public half its receivers hold',
  wallet_enclave_keys: 'the key that signs its wallet bundles, whose public half its wallet clients hold',
  test_clocks: "its sandbox time: a platform's time never runs backwards (docs/test-clock.md)",
};

/** Tables that hold no platform's rows. */
export const INSTANCE_TABLES: Readonly<Record<string, string>> = {
  key_encryption_keys: "the instance's key that seals secrets",
  kysely_migration: 'the migrations applied',
  kysely_migration_lock: "the migrator's lock",
};

export interface CatalogueTable {
  name: string;
  hasPlatformId: boolean;
}

export interface CatalogueForeignKey {
  table: string;
  references: string;
  /** The referencing and referenced columns, in order (several for a composite key). */
  columns: readonly string[];
  referencedColumns: readonly string[];
  onDeleteCascade: boolean;
}

export interface Catalogue {
  tables: readonly CatalogueTable[];
  foreignKeys: readonly CatalogueForeignKey[];
}

/** A child row is the platform's when the row one of these keys points at is. */
export interface ParentLink {
  column: string;
  parent: string;
  parentColumn: string;
}

/** A table of platform rows whose rows point at this one's: each of them must be the same platform's. */
export interface ChildLink {
  child: string;
  column: string;
  parentColumn: string;
}

export type ResetStep =
  | { table: string; by: 'platform'; referencedBy: readonly ChildLink[] }
  | { table: string; by: 'parent'; links: readonly ParentLink[] };

/** The tables of the current schema and their foreign keys. */
export async function readCatalogue(db: Kysely<Database>): Promise<Catalogue> {
  const tables = await sql<{ name: string; has_platform_id: boolean }>`
    select c.relname as name,
           exists (select 1 from pg_attribute a
                   where a.attrelid = c.oid and a.attname = 'platform_id' and not a.attisdropped) as has_platform_id
    from pg_class c
    where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p') and not c.relispartition
    order by c.relname`.execute(db);
  const keys = await sql<{
    table: string;
    references: string;
    columns: string[];
    referenced_columns: string[];
    cascade: boolean;
  }>`
    select con.conrelid::regclass::text as table,
           con.confrelid::regclass::text as references,
           array(select a.attname::text from unnest(con.conkey) with ordinality k(attnum, n)
                 join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.n) as columns,
           array(select a.attname::text from unnest(con.confkey) with ordinality k(attnum, n)
                 join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.n)
             as referenced_columns,
           con.confdeltype = 'c' as cascade
    from pg_constraint con
    where con.contype = 'f' and con.connamespace = current_schema()::regnamespace
    order by 1, 2`.execute(db);
  return {
    tables: tables.rows.map((t) => ({ name: t.name, hasPlatformId: t.has_platform_id })),
    foreignKeys: keys.rows.map((k) => ({
      table: k.table,
      references: k.references,
      columns: k.columns,
      referencedColumns: k.referenced_columns,
      onDeleteCascade: k.cascade,
    })),
  };
}

/**
 * The deletions of a reset, children before the rows they point at, so that no foreign key
 * refuses one and each table's count is its own rows (not what a cascade took with a parent).
 * Throws on a table without a rule, on a kept table that points at deleted rows, and on a
 * cycle of foreign keys among deleted tables.
 */
export function resetPlan(catalogue: Catalogue): ResetStep[] {
  const byName = new Map(catalogue.tables.map((t) => [t.name, t]));
  const deleted = new Map<string, ResetStep>();
  for (const table of catalogue.tables) {
    if (table.name in KEPT_ON_RESET || table.name in INSTANCE_TABLES) continue;
    if (table.hasPlatformId) {
      const referencedBy = catalogue.foreignKeys
        .filter(
          (k) =>
            k.references === table.name &&
            k.table !== table.name &&
            k.columns.length === 1 &&
            byName.get(k.table)?.hasPlatformId === true,
        )
        .map((k) => ({
          child: k.table,
          column: k.columns[0] as string,
          parentColumn: k.referencedColumns[0] as string,
        }));
      deleted.set(table.name, { table: table.name, by: 'platform', referencedBy });
      continue;
    }
    const links = catalogue.foreignKeys
      .filter(
        (k) =>
          k.table === table.name &&
          k.onDeleteCascade &&
          k.columns.length === 1 &&
          byName.get(k.references)?.hasPlatformId === true &&
          !(k.references in KEPT_ON_RESET),
      )
      .map((k) => ({
        column: k.columns[0] as string,
        parent: k.references,
        parentColumn: k.referencedColumns[0] as string,
      }));
    assert(
      links.length > 0,
      `table ${table.name} has no sandbox reset rule: give it a platform_id, a cascading foreign key to a table ` +
        'a reset deletes, or a line in KEPT_ON_RESET or INSTANCE_TABLES (src/modules/sandbox-reset/catalogue.ts)',
    );
    deleted.set(table.name, { table: table.name, by: 'parent', links });
  }
  for (const key of catalogue.foreignKeys) {
    if (deleted.has(key.table) || !deleted.has(key.references)) continue;
    assert(
      false,
      `table ${key.table} is kept by a sandbox reset but points at ${key.references}, which a reset deletes`,
    );
  }
  // Children first: a table is deleted once every deleted table pointing at it has been.
  const children = new Map<string, Set<string>>([...deleted.keys()].map((name) => [name, new Set<string>()]));
  for (const key of catalogue.foreignKeys) {
    if (key.table !== key.references && deleted.has(key.table) && deleted.has(key.references)) {
      children.get(key.references)?.add(key.table);
    }
  }
  const order: ResetStep[] = [];
  const done = new Set<string>();
  while (done.size < deleted.size) {
    const ready = [...deleted.keys()].filter(
      (name) => !done.has(name) && [...(children.get(name) ?? [])].every((child) => done.has(child)),
    );
    assert(
      ready.length > 0,
      () =>
        `foreign keys form a cycle among ${[...deleted.keys()].filter((n) => !done.has(n)).join(', ')}: a sandbox reset cannot order them`,
    );
    for (const name of ready) {
      done.add(name);
      order.push(deleted.get(name) as ResetStep);
    }
  }
  return order;
}

const ofPlatform = (link: ParentLink, platformId: string, same: boolean) =>
  sql`exists (select 1 from ${sql.table(link.parent)} p
              where p.${sql.ref(link.parentColumn)} = c.${sql.ref(link.column)}
                and p.platform_id ${same ? sql`=` : sql`<>`} ${platformId})`;

/**
 * Runs one step in `trx`: the number of rows it removed. A row without a platform of its own
 * that ties the platform's rows to another platform's (a ledger posting of one platform's
 * entry on another's account) would take the other platform's data with it: it stops the reset.
 */
export async function runStep(trx: Kysely<Database>, step: ResetStep, platformId: string): Promise<number> {
  if (step.by === 'platform') {
    // Another platform's row pointing at one of these (its ledger posting on this platform's
    // account) would be cascaded away or block the delete: it stops the reset instead.
    for (const link of step.referencedBy) {
      const crossing = await sql<{ n: bigint }>`
        select count(*) as n from ${sql.table(link.child)} c
        join ${sql.table(step.table)} p on p.${sql.ref(link.parentColumn)} = c.${sql.ref(link.column)}
        where p.platform_id = ${platformId} and c.platform_id <> ${platformId}`.execute(trx);
      assert(
        (crossing.rows[0]?.n ?? 0n) === 0n,
        () =>
          `${crossing.rows[0]?.n} rows of ${link.child} of other platforms point at platform ${platformId}'s ${step.table}`,
      );
    }
    const result = await sql`delete from ${sql.table(step.table)} where platform_id = ${platformId}`.execute(
      trx,
    );
    return Number(result.numAffectedRows ?? 0n);
  }
  const ours = sql.join(
    step.links.map((link) => ofPlatform(link, platformId, true)),
    sql` or `,
  );
  if (step.links.length > 1) {
    const theirs = sql.join(
      step.links.map((link) => ofPlatform(link, platformId, false)),
      sql` or `,
    );
    const crossing = await sql<{ n: bigint }>`
      select count(*) as n from ${sql.table(step.table)} c where (${ours}) and (${theirs})`.execute(trx);
    assert(
      (crossing.rows[0]?.n ?? 0n) === 0n,
      () =>
        `${crossing.rows[0]?.n} rows of ${step.table} tie platform ${platformId} to another platform's rows`,
    );
  }
  const result = await sql`delete from ${sql.table(step.table)} c where ${ours}`.execute(trx);
  return Number(result.numAffectedRows ?? 0n);
}
