/**
 * The Citus layout of docs/scaling.md, as SQL generated from the table placement
 * (src/db/distribution.ts) and the database's own catalog, so that it follows whatever keys
 * the migrations before it made. Migration 0030 runs it when the `citus` extension is there.
 *
 * Citus distributes a table by one column and enforces a primary key, a unique constraint or a
 * foreign key between distributed tables only when it includes that column. So, in order:
 * 1. foreign keys from one tenant table to another are dropped (they come back in step 5);
 * 2. every primary key, unique constraint and unique index of a tenant table without
 *    platform_id is made again with platform_id first: uniqueness becomes per platform, which
 *    is what it means for the ids (random UUIDs, hashes of random tokens) and for the
 *    platform's own names;
 * 3. reference tables are copied to every node, the bookkeeping and queue tables stay on the
 *    coordinator (made known to Citus so they may reference reference tables);
 * 4. tenant tables are distributed by platform_id in one co-location group;
 * 5. the dropped foreign keys are made again with platform_id on both sides, to the new keys.
 */
import { type Kysely, sql } from 'kysely';
import { assert } from '../assert.js';
import { bookkeepingTables, DISTRIBUTION_COLUMN, type TablePlacement } from './distribution.js';

export interface CatalogKey {
  table: string;
  name: string;
  /** p: primary key, u: unique constraint, f: foreign key, i: unique index (not a constraint). */
  type: 'p' | 'u' | 'f' | 'i';
  /** Its columns (null for an index on an expression). */
  columns: string[] | null;
  /** pg_get_constraintdef / pg_get_indexdef. */
  definition: string;
  /** A foreign key's referenced table and columns. */
  references?: { table: string; columns: string[] };
}

export interface Catalog {
  /** Every table of the schema, with its columns. */
  columns: Record<string, string[]>;
  keys: CatalogKey[];
}

const quote = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** The statements that lay `catalog` out as `placement` says, in order. */
export function citusLayoutStatements(placement: Record<string, TablePlacement>, catalog: Catalog): string[] {
  const kindOf = (table: string) => placement[table]?.kind;
  const tenants = Object.keys(placement)
    .filter((t) => kindOf(t) === 'tenant')
    .sort();
  const unplaced = Object.keys(catalog.columns).filter(
    (t) => !(t in placement) && !(bookkeepingTables as readonly string[]).includes(t),
  );
  assert(
    unplaced.length === 0,
    `tables without a placement in src/db/distribution.ts: ${unplaced.join(', ')}`,
  );
  const missing = tenants.filter((t) => !(catalog.columns[t] ?? []).includes(DISTRIBUTION_COLUMN));
  assert(
    missing.length === 0,
    `tenant tables without a ${DISTRIBUTION_COLUMN} column cannot be distributed: ${missing.join(', ')}`,
  );

  const first: string[] = [];
  const keys: string[] = [];
  const last: string[] = [];
  for (const key of [...catalog.keys].sort(
    (a, b) => a.table.localeCompare(b.table) || a.name.localeCompare(b.name),
  )) {
    if (kindOf(key.table) !== 'tenant') continue;
    const table = quote(key.table);
    if (key.type === 'f') {
      const target = key.references;
      assert(target !== undefined, `foreign key ${key.name} without its referenced table`);
      if (kindOf(target.table) === 'reference') continue; // a distributed table may reference those
      first.push(`alter table ${table} drop constraint ${quote(key.name)}`);
      if (kindOf(target.table) !== 'tenant') continue; // nothing on the coordinator to refer to
      const own = (key.columns ?? []).filter((c) => c !== DISTRIBUTION_COLUMN);
      const theirs = target.columns.filter((c) => c !== DISTRIBUTION_COLUMN);
      const onDelete = / on delete (cascade|set null|restrict)/i.exec(key.definition)?.[0] ?? '';
      // SET NULL of a composite key would null platform_id too: only the other columns.
      const action = /set null/i.test(onDelete)
        ? ` on delete set null (${own.map(quote).join(', ')})`
        : onDelete;
      last.push(
        `alter table ${table} add constraint ${quote(key.name)} foreign key (${[DISTRIBUTION_COLUMN, ...own]
          .map(quote)
          .join(', ')}) references ${quote(target.table)} (${[DISTRIBUTION_COLUMN, ...theirs]
          .map(quote)
          .join(', ')})${action}`,
      );
      continue;
    }
    if (key.columns?.includes(DISTRIBUTION_COLUMN)) continue;
    if (key.type === 'i') {
      const withColumn = key.definition.replace(/ USING (\w+) \(/, (m) => `${m}${DISTRIBUTION_COLUMN}, `);
      assert(withColumn !== key.definition, `unique index ${key.name}: cannot read its definition`);
      keys.push(`drop index ${quote(key.name)}`, withColumn);
      continue;
    }
    assert(key.columns !== null, `key ${key.name} without its columns`);
    keys.push(
      `alter table ${table} drop constraint ${quote(key.name)}`,
      `alter table ${table} add constraint ${quote(key.name)} ${key.type === 'p' ? 'primary key' : 'unique'} (${[
        DISTRIBUTION_COLUMN,
        ...key.columns,
      ]
        .map(quote)
        .join(', ')})`,
    );
  }

  const place: string[] = [];
  for (const [table, where] of Object.entries(placement).sort(([a], [b]) => a.localeCompare(b))) {
    if (!(table in catalog.columns)) continue;
    if (where.kind === 'reference') place.push(`select create_reference_table('${table}')`);
    if (where.kind === 'local') place.push(`select citus_add_local_table_to_metadata('${table}')`);
  }
  const [anchor, ...rest] = tenants;
  assert(anchor !== undefined, 'no tenant table to distribute');
  place.push(`select create_distributed_table('${anchor}', '${DISTRIBUTION_COLUMN}')`);
  for (const table of rest) {
    place.push(
      `select create_distributed_table('${table}', '${DISTRIBUTION_COLUMN}', colocate_with => '${anchor}')`,
    );
  }
  return [...first, ...keys, ...place, ...last];
}

/** The names of the columns `keys` (attribute numbers of `relation`, both catalog columns), in key order. */
const columnNames = (keys: string, relation: string) =>
  sql`array(select a.attname::text from unnest(${sql.raw(keys)}) with ordinality u(n, ord)
              join pg_attribute a on a.attrelid = ${sql.raw(relation)} and a.attnum = u.n order by u.ord)`;

/** The tables, columns and keys of the current schema, as `citusLayoutStatements` reads them. */
export async function readCatalog<DB>(db: Kysely<DB>): Promise<Catalog> {
  const columns = await sql<{ table: string; column: string }>`
    select c.relname as "table", a.attname as "column"
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where n.nspname = current_schema() and c.relkind in ('r', 'p')
     order by c.relname, a.attnum`.execute(db);
  const constraints = await sql<{
    table: string;
    name: string;
    type: 'p' | 'u' | 'f';
    columns: string[];
    definition: string;
    ref_table: string | null;
    ref_columns: string[] | null;
  }>`
    select c.relname as "table", k.conname as name, k.contype as type,
           ${columnNames('k.conkey', 'k.conrelid')} as columns,
           pg_get_constraintdef(k.oid) as definition,
           r.relname as ref_table,
           case when k.contype = 'f' then ${columnNames('k.confkey', 'k.confrelid')} end as ref_columns
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_class r on r.oid = k.confrelid
     where n.nspname = current_schema() and k.contype in ('p', 'u', 'f')`.execute(db);
  const indexes = await sql<{ table: string; name: string; columns: string[] | null; definition: string }>`
    select c.relname as "table", i.relname as name, pg_get_indexdef(x.indexrelid) as definition,
           case when x.indexprs is null then ${columnNames('x.indkey', 'x.indrelid')} end as columns
      from pg_index x
      join pg_class c on c.oid = x.indrelid
      join pg_class i on i.oid = x.indexrelid
      join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = current_schema() and x.indisunique
       and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid and k.contype in ('p', 'u'))`.execute(
    db,
  );
  const byTable: Record<string, string[]> = {};
  for (const { table, column } of columns.rows) (byTable[table] ??= []).push(column);
  return {
    columns: byTable,
    keys: [
      ...constraints.rows.map((k): CatalogKey => ({
        table: k.table,
        name: k.name,
        type: k.type,
        columns: k.columns,
        definition: k.definition,
        ...(k.type === 'f' && k.ref_table !== null
          ? { references: { table: k.ref_table, columns: k.ref_columns ?? [] } }
          : {}),
      })),
      ...indexes.rows.map((i): CatalogKey => ({
        table: i.table,
        name: i.name,
        type: 'i',
        columns: i.columns,
        definition: i.definition,
      })),
    ],
  };
}

/** Whether the database has the `citus` extension (a distributed PostgreSQL). */
export async function hasCitus<DB>(db: Kysely<DB>): Promise<boolean> {
  const found = await sql`select 1 from pg_extension where extname = 'citus'`.execute(db);
  return found.rows.length > 0;
}

/**
 * Lays the schema out for Citus when the database has the extension; returns the statements
 * it ran (none without Citus).
 */
export async function applyCitusLayout<DB>(
  db: Kysely<DB>,
  placement: Record<string, TablePlacement>,
): Promise<string[]> {
  if (!(await hasCitus(db))) return [];
  const statements = citusLayoutStatements(placement, await readCatalog(db));
  for (const statement of statements) await sql.raw(statement).execute(db);
  return statements;
}
