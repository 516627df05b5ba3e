import { type Kysely, sql } from 'kysely';
import { belongsTo, dropTables, money, tenantKeys, timestamps } from './columns.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  // What an agent asked to do with money (spec 3.3): decided by its policy at once, or waiting
  // for the platform. Amounts are bigint smallest units, like the ledger's.
  await sql`
    create table agent_actions (
      ${tenantKeys},
      ${belongsTo('agent_id', 'agents')},
      ${belongsTo('customer_id', 'customers')},
      type text not null check (type in ('EXECUTE_QUOTE', 'TRANSFER_OUT', 'TRANSFER_IN')),
      status text not null check (status in ('PENDING_APPROVAL', 'APPROVED', 'REJECTED', 'FAILED')),
      quote_id uuid,
      transaction_id uuid unique,
      transfer_details jsonb,
      ${money('spend')},
      rejection_reason text,
      failure_reason text,
      decided_at timestamptz(3),
      ${timestamps},
      check ((type = 'EXECUTE_QUOTE') = (quote_id is not null)),
      check ((status = 'PENDING_APPROVAL') = (decided_at is null))
    )`.execute(db);
  await sql`create index agent_actions_agent on agent_actions (agent_id, created_at, id)`.execute(db);
  // Usage: an agent's approved spends of a day or month.
  await sql`create index agent_actions_spend on agent_actions (agent_id, decided_at) where status = 'APPROVED'`.execute(
    db,
  );
  await sql`create index agent_actions_pending on agent_actions (platform_id, created_at, id) where status = 'PENDING_APPROVAL'`.execute(
    db,
  );

  // The quotes an agent created: it may read and execute only those.
  await sql`
    create table agent_quotes (
      quote_id uuid primary key,
      ${belongsTo('agent_id', 'agents')},
      created_at timestamptz(3) not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, 'agent_quotes', 'agent_actions');
}
