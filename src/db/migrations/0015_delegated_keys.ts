import { type Kysely, sql } from 'kysely';
import { belongsTo, tenantKeys, timestamps } from './columns.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table wallet_delegated_keys (
      ${tenantKeys},
      ${belongsTo('account_id', 'internal_accounts')},
      card_id uuid not null,
      funding_source_id uuid not null,
      nickname text not null,
      public_key text not null,
      sealed_private_key text not null,
      status text not null check (status in ('PENDING', 'ACTIVE', 'REVOKED')),
      ${timestamps}
    )`.execute(db);
  await sql`create index wallet_delegated_keys_account on wallet_delegated_keys (platform_id, account_id)`.execute(
    db,
  );
  await sql`create index wallet_delegated_keys_source on wallet_delegated_keys (platform_id, funding_source_id)`.execute(
    db,
  );
  // At most one ACTIVE key per card funding source (spec 4.7).
  await sql`
    create unique index wallet_delegated_keys_one_active on wallet_delegated_keys (funding_source_id)
    where status = 'ACTIVE'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table wallet_delegated_keys`.execute(db);
}
