/**
 * The suite-wide check that every statement the tests sent scopes its tenant tables to one
 * platform (docs/scaling.md): the run's PostgreSQL records them in pg_stat_statements, and the
 * global teardown reads them back and fails the run on any that does not, unless
 * `crossPlatformStatements` declares it with the reason.
 */
import type pg from 'pg';
import { crossPlatformStatements } from './cross-platform-statements.js';
import { loadParser, unscopedTenantTables } from './tenant-scope.js';

/** Server settings that make an embedded cluster record the statements. */
export const statementTrackingSettings = [
  'shared_preload_libraries=pg_stat_statements',
  'pg_stat_statements.max=20000',
  'pg_stat_statements.track=top',
];

export interface StatementTracking {
  /** Statements of databases with an oid below this one are not this run's. */
  firstOid: number;
}

/**
 * Prepares the server at `adminUrl` to record statements, or says why it cannot (an external
 * server without pg_stat_statements preloaded): then the run goes on without the check.
 */
export async function startStatementTracking(
  client: pg.Client,
  template: string,
): Promise<StatementTracking | { skipped: string }> {
  const preload = await client.query<{ setting: string }>(
    `select setting from pg_settings where name = 'shared_preload_libraries'`,
  );
  if (!(preload.rows[0]?.setting ?? '').split(/\s*,\s*/).includes('pg_stat_statements')) {
    return {
      skipped:
        'the PostgreSQL server does not preload pg_stat_statements (shared_preload_libraries); add it to check that every statement filters by platform_id',
    };
  }
  await client.query('create extension if not exists pg_stat_statements');
  const oid = await client.query<{ oid: number }>(`select oid::int from pg_database where datname = $1`, [
    template,
  ]);
  return { firstOid: (oid.rows[0] as { oid: number }).oid };
}

export interface UnscopedStatement {
  query: string;
  tables: string[];
  calls: number;
}

/**
 * The statements of this run (databases from the template on; the template's own are the
 * migrations, which are cross-platform by nature) that leave a tenant table unscoped.
 */
export async function unscopedStatements(
  client: pg.Client,
  tracking: StatementTracking,
  templateOid: number,
): Promise<{ unscoped: UnscopedStatement[]; checked: number; evicted: number }> {
  await loadParser();
  const rows = await client.query<{ query: string; calls: string }>(
    `select query, sum(calls)::text as calls from pg_stat_statements
      where dbid >= $1 and dbid <> $2 group by query`,
    [tracking.firstOid, templateOid],
  );
  const info = await client.query<{ dealloc: string }>('select dealloc::text from pg_stat_statements_info');
  const unscoped: UnscopedStatement[] = [];
  for (const { query, calls } of rows.rows) {
    let finding;
    try {
      finding = unscopedTenantTables(query);
    } catch {
      continue; // not SQL the parser reads (a truncated text): nothing to judge
    }
    if (!finding) continue;
    if (isDeclared(query, finding.tables)) continue;
    unscoped.push({ query, tables: finding.tables, calls: Number(calls) });
  }
  return { unscoped, checked: rows.rows.length, evicted: Number(info.rows[0]?.dealloc ?? 0) };
}

/** Whether `crossPlatformStatements` allows `query` to leave `tables` unscoped. */
export function isDeclared(query: string, tables: string[]): boolean {
  const text = query.replace(/\s+/g, ' ').trim();
  return crossPlatformStatements.some(
    (entry) =>
      (entry.tables === 'any' || tables.every((t) => entry.tables.includes(t))) && entry.matches.test(text),
  );
}

/** The failure message: every unscoped statement, with its tables. */
export function describeUnscoped(unscoped: UnscopedStatement[]): string {
  const lines = unscoped.map(
    (s) =>
      `- [${s.tables.join(', ')}] (${s.calls} call${s.calls === 1 ? '' : 's'}) ${s.query.replace(/\s+/g, ' ').trim()}`,
  );
  return [
    `${unscoped.length} statement(s) reach a tenant table without a platform_id condition (docs/scaling.md):`,
    ...lines,
    'Filter them by platform_id, or declare them in test/helpers/cross-platform-statements.ts with the reason.',
  ].join('\n');
}
