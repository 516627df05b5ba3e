import { type Kysely, sql } from 'kysely';
import { createListIndex, dropTables, tenantKeys, timestamps } from './columns.js';

// Internal accounts (money held by the service; balances live in their ledger account, which
// has the same uuid) and external accounts (destinations and pull sources outside).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table internal_accounts (
      ${tenantKeys},
      customer_id uuid references customers(id) on delete cascade,
      type text not null check (type in ('INTERNAL_FIAT', 'INTERNAL_CRYPTO', 'EMBEDDED_WALLET')),
      status text not null check (status in ('PENDING', 'ACTIVE', 'CLOSED', 'FROZEN', 'FAILED')),
      currency text not null,
      private_enabled boolean,
      ${timestamps}
    )`.execute(db);
  await createListIndex(db, 'internal_accounts');
  await sql`create index internal_accounts_customer on internal_accounts (platform_id, customer_id)`.execute(
    db,
  );
  // Platform-level accounts: one per currency and type.
  await sql`create unique index internal_accounts_platform_currency on internal_accounts (platform_id, currency, type)
    where customer_id is null`.execute(db);

  await sql`
    create table external_accounts (
      ${tenantKeys},
      customer_id uuid references customers(id) on delete cascade,
      status text not null,
      platform_account_id text,
      ownership_type text,
      currency text not null,
      account_type text not null,
      account_info jsonb not null,
      default_uma_deposit_account boolean not null default false,
      beneficiary_verification_status text,
      beneficiary_verified_data jsonb,
      trusted boolean not null default false,
      trust_challenge jsonb,
      ownership_challenge jsonb,
      is_deleted boolean not null default false,
      ${timestamps}
    )`.execute(db);
  await createListIndex(db, 'external_accounts');
  await sql`create index external_accounts_customer on external_accounts (platform_id, customer_id)`.execute(
    db,
  );
  // At most one default UMA deposit account per customer.
  await sql`create unique index external_accounts_one_default on external_accounts (customer_id)
    where default_uma_deposit_account and not is_deleted`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, 'external_accounts', 'internal_accounts');
}
