import { type Kysely, sql } from 'kysely';
import { applyCitusLayout } from '../citus.js';
import { tableDistribution } from '../distribution.js';

/** Tenant tables that reached their platform only through a parent row, and that parent. */
const CHILDREN = [
  { table: 'ledger_postings', parent: 'ledger_transactions', via: 'ledger_transaction_id' },
  { table: 'card_funding_sources', parent: 'cards', via: 'card_id' },
  { table: 'agent_device_codes', parent: 'agents', via: 'agent_id' },
  { table: 'agent_tokens', parent: 'agents', via: 'agent_id' },
  { table: 'agent_quotes', parent: 'agents', via: 'agent_id' },
] as const;

/**
 * Ready for a distributed PostgreSQL (docs/scaling.md):
 * 1. every tenant table carries platform_id, so that every statement can filter by it and a
 *    distributed database can place each row with its platform's: the five tables that had it
 *    only through their parent get it, copied from the parent;
 * 2. on a distributed PostgreSQL (the `citus` extension present), the tenant tables are
 *    distributed by platform_id in one co-location group, the reference tables replicated and
 *    the queue kept on the coordinator (src/db/citus.ts). On a single PostgreSQL this step
 *    changes nothing. The placement is the one of this release: a later table is placed by the
 *    migration that makes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, parent, via } of CHILDREN) {
    await sql`alter table ${sql.table(table)} add column platform_id uuid references platforms (id) on delete cascade`.execute(
      db,
    );
    await sql`
      update ${sql.table(table)} as child set platform_id = p.platform_id
        from ${sql.table(parent)} as p where p.id = child.${sql.ref(via)}`.execute(db);
    await sql`alter table ${sql.table(table)} alter column platform_id set not null`.execute(db);
  }
  await applyCitusLayout(db, tableDistribution);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Undistributing (undistribute_table) is the operator's, with Citus's own tools: docs/scaling.md.
  for (const { table } of CHILDREN) {
    await sql`alter table ${sql.table(table)} drop column platform_id`.execute(db);
  }
}
