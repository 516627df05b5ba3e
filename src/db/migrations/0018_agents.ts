import { type Kysely, sql } from 'kysely';
import { belongsTo, dropTables, tenantKeys, timestamps } from './columns.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table agents (
      ${tenantKeys},
      ${belongsTo('customer_id', 'customers')},
      name text not null,
      is_paused boolean not null default false,
      policy jsonb not null,
      deleted_at timestamptz(3),
      ${timestamps}
    )`.execute(db);
  await sql`create index agents_platform on agents (platform_id, created_at, id) where deleted_at is null`.execute(
    db,
  );

  // Device codes are shown once; only their hash is kept.
  await sql`
    create table agent_device_codes (
      code_hash text primary key,
      ${belongsTo('agent_id', 'agents')},
      expires_at timestamptz(3) not null,
      redeemed_at timestamptz(3),
      superseded_at timestamptz(3),
      created_at timestamptz(3) not null
    )`.execute(db);
  await sql`create index agent_device_codes_agent on agent_device_codes (agent_id)`.execute(db);

  // Access tokens of redeemed codes, by hash; a new redemption revokes the agent's earlier one.
  await sql`
    create table agent_tokens (
      token_hash text primary key,
      ${belongsTo('agent_id', 'agents')},
      revoked_at timestamptz(3),
      created_at timestamptz(3) not null
    )`.execute(db);
  await sql`create index agent_tokens_agent on agent_tokens (agent_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, 'agent_tokens', 'agent_device_codes', 'agents');
}
