import { sql } from 'kysely';
import type { TestService } from '../service.js';

/**
 * A digest of every row of every table of the service's database: equal digests mean no
 * stored state changed in between. Nothing runs in the background while it is compared
 * (services started with `runJobs: false` and no webhook deliverer).
 */
export async function stateDigest(service: TestService): Promise<Record<string, string>> {
  const db = service.ctx.db;
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
    order by table_name`.execute(db);
  const digests: Record<string, string> = {};
  const parts = tables.rows.map(
    ({ name }) =>
      sql`select ${name} as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.table(name)} t`,
  );
  if (parts.length === 0) return digests;
  const rows = await sql<{ name: string; digest: string }>`${sql.join(parts, sql` union all `)}`.execute(db);
  for (const row of rows.rows) digests[row.name] = row.digest;
  return digests;
}

/** Tables whose digest differs between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
