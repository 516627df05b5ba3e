import { type Kysely, sql } from 'kysely';
import { createListIndex, dropTables, platformColumn, tenantKeys } from './columns.js';

// Timestamps are stored with millisecond precision (timestamptz(3)) so that a value read
// back into a JavaScript Date is exactly what is stored: list cursors depend on it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table platforms (
      id uuid primary key,
      name text not null,
      bootstrap boolean not null default false,
      created_at timestamptz(3) not null default now(),
      updated_at timestamptz(3) not null default now()
    )`.execute(db);
  // At most one platform is the one the start-up credentials belong to; the unique index
  // lets several processes starting at once agree on it without locks.
  await sql`create unique index platforms_one_bootstrap on platforms (bootstrap) where bootstrap`.execute(db);

  await sql`
    create table api_tokens (
      ${tenantKeys},
      name text not null,
      permissions text[] not null,
      client_id text not null unique,
      secret_hash text not null,
      created_at timestamptz(3) not null default now(),
      updated_at timestamptz(3) not null default now()
    )`.execute(db);
  await createListIndex(db, 'api_tokens');

  await sql`
    create table platform_configs (
      id uuid primary key,
      platform_id uuid not null unique references platforms(id) on delete cascade,
      uma_domain text not null,
      proxy_uma_subdomain text,
      webhook_endpoint text,
      supported_currencies jsonb not null,
      is_regulated_financial_institution boolean not null default false,
      embedded_wallet_config jsonb,
      card_tokenization_2fa_config jsonb,
      fee_configs jsonb not null default '[]',
      created_at timestamptz(3) not null default now(),
      updated_at timestamptz(3) not null default now()
    )`.execute(db);

  await sql`
    create table idempotency_keys (
      ${platformColumn},
      key text not null,
      request_fingerprint text not null,
      state text not null check (state in ('IN_PROGRESS', 'COMPLETED')),
      response_status integer,
      response_content_type text,
      response_body text,
      locked_at timestamptz(3) not null,
      created_at timestamptz(3) not null default now(),
      completed_at timestamptz(3),
      primary key (platform_id, key)
    )`.execute(db);
  await sql`create index idempotency_keys_expiry on idempotency_keys (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, 'idempotency_keys', 'platform_configs', 'api_tokens', 'platforms');
}
