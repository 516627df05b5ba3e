import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../src/db/schema.js';

/**
 * A digest of stored state, table by table, to prove that a request changed nothing. Tables
 * are read from the catalog, so a table added by a later migration is covered by itself.
 */
export interface DigestScope {
  /**
   * Only rows of these platforms: tables with a `platform_id`, `platforms` itself, and tables
   * that reach one of those through a foreign key. Undefined: every row of every table.
   */
  platformIds?: readonly string[] | undefined;
  /**
   * Rows of tables that cannot be tied to a platform (the job queue) count only if created at
   * or after this instant (of the service's clock); other services sharing the database write
   * there too. Undefined: all their rows.
   */
  unscopedSince?: Date | undefined;
}

export interface TableDigest {
  rows: number;
  digest: string;
}
export type StateDigest = ReadonlyMap<string, TableDigest>;

/**
 * The scope a test should compare for its own platforms: each test service has a database of
 * its own, so every row counts.
 */
export function ownScope(): DigestScope {
  return {};
}

/** Only these platforms' rows. */
export function platformScope(platformIds: readonly string[]): DigestScope {
  return { platformIds };
}

interface CatalogTable {
  name: string;
  columns: Set<string>;
  foreignKeys: { column: string; references: string; referencedColumn: string }[];
}

async function readCatalog(db: Kysely<Database>): Promise<CatalogTable[]> {
  const columns = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'`.execute(db);
  const keys = await sql<{ table_name: string; column_name: string; ref_table: string; ref_column: string }>`
    select cl.relname as table_name, a.attname as column_name, rcl.relname as ref_table, ra.attname as ref_column
    from pg_constraint con
    join pg_class cl on cl.oid = con.conrelid
    join pg_namespace ns on ns.oid = cl.relnamespace
    join pg_class rcl on rcl.oid = con.confrelid
    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = con.conkey[1]
    join pg_attribute ra on ra.attrelid = con.confrelid and ra.attnum = con.confkey[1]
    where con.contype = 'f' and ns.nspname = current_schema() and array_length(con.conkey, 1) = 1`.execute(
    db,
  );
  const tables = new Map<string, CatalogTable>();
  for (const row of columns.rows) {
    const table = tables.get(row.table_name) ?? { name: row.table_name, columns: new Set(), foreignKeys: [] };
    table.columns.add(row.column_name);
    tables.set(row.table_name, table);
  }
  for (const row of keys.rows) {
    tables.get(row.table_name)?.foreignKeys.push({
      column: row.column_name,
      references: row.ref_table,
      referencedColumn: row.ref_column,
    });
  }
  return [...tables.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The WHERE condition that selects a table's rows in scope (undefined: every row). */
function conditions(
  tables: CatalogTable[],
  scope: DigestScope,
): Map<string, RawBuilder<unknown> | undefined> {
  const out = new Map<string, RawBuilder<unknown> | undefined>();
  const ids = scope.platformIds;
  if (ids === undefined) {
    for (const table of tables) out.set(table.name, undefined);
    return out;
  }
  // An empty IN list is not SQL; no platform means no row.
  const idList = ids.length > 0 ? sql.join(ids.map((id) => sql`${id}`)) : sql`null`;
  const scoped = new Map<string, RawBuilder<unknown>>();
  for (const table of tables) {
    if (table.name === 'platforms') scoped.set(table.name, sql`r.id::text in (${idList})`);
    else if (table.columns.has('platform_id'))
      scoped.set(table.name, sql`r.platform_id::text in (${idList})`);
  }
  // Tables without platform_id that point at a scoped table (ledger postings): follow the key.
  for (let changed = true; changed;) {
    changed = false;
    for (const table of tables) {
      if (scoped.has(table.name)) continue;
      const key = table.foreignKeys.find((fk) => scoped.has(fk.references));
      if (!key) continue;
      const parent = scoped.get(key.references) as RawBuilder<unknown>;
      scoped.set(
        table.name,
        sql`r.${sql.ref(key.column)} in (select r.${sql.ref(key.referencedColumn)} from ${sql.table(key.references)} r where ${parent})`,
      );
      changed = true;
    }
  }
  for (const table of tables) {
    const condition = scoped.get(table.name);
    if (condition) out.set(table.name, condition);
    else if (scope.unscopedSince && table.columns.has('created_at'))
      out.set(table.name, sql`r.created_at >= ${scope.unscopedSince}`);
    else out.set(table.name, undefined);
  }
  return out;
}

/** Takes digests of the scope; the catalog is read once, at the first call. */
export function digester(db: Kysely<Database>, scope: DigestScope): () => Promise<StateDigest> {
  let query: RawBuilder<{ name: string; rows: number; digest: string }> | undefined;
  return async () => {
    if (!query) {
      const tables = await readCatalog(db);
      const where = conditions(tables, scope);
      // One statement for all tables: a consistent view, and one round trip per digest.
      const parts = tables.map((table) => {
        const condition = where.get(table.name);
        // A sum of 60-bit row hashes: independent of row order, so no sort per table.
        return sql`select ${table.name}::text as name, count(*)::int as rows,
          coalesce(sum(('x' || left(md5(r::text), 15))::bit(60)::bigint), 0)::text as digest
          from ${sql.table(table.name)} r ${condition ? sql`where ${condition}` : sql``}`;
      });
      query = sql<{ name: string; rows: number; digest: string }>`${sql.join(parts, sql` union all `)}`;
    }
    const result = await query.execute(db);
    return new Map(result.rows.map((row) => [row.name, { rows: Number(row.rows), digest: row.digest }]));
  };
}

/** What differs between two digests, one line per table (`ignore`: tables allowed to change). */
export function digestChanges(
  before: StateDigest,
  after: StateDigest,
  ignore: readonly string[] = [],
): string[] {
  const changes: string[] = [];
  for (const name of new Set([...before.keys(), ...after.keys()])) {
    if (ignore.includes(name)) continue;
    const a = before.get(name);
    const b = after.get(name);
    if (a?.digest !== b?.digest)
      changes.push(`${name} (${a?.rows ?? 'absent'} -> ${b?.rows ?? 'absent'} rows)`);
  }
  return changes;
}
