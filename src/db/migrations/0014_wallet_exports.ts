import { type Kysely, sql } from 'kysely';
import { belongsTo, dropTables, platformColumn, tenantKeys, timestamps } from './columns.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Each wallet's recovery phrase, sealed (src/crypto/secret-box.ts), made on first use.
  await sql`
    create table wallet_secrets (
      account_id uuid primary key references internal_accounts(id) on delete cascade,
      ${platformColumn},
      sealed_mnemonic text not null,
      created_at timestamptz(3) not null
    )`.execute(db);

  // The key that seals them when the operator sets none (WALLET_KEY_ENCRYPTION_KEY).
  await sql`
    create table wallet_key_encryption_keys (
      name text primary key,
      key text not null,
      created_at timestamptz(3) not null
    )`.execute(db);

  // Operations that settle at the wallet provider (an export), one per signed request.
  await sql`
    create table wallet_operations (
      ${tenantKeys},
      ${belongsTo('account_id', 'internal_accounts')},
      request_id uuid not null unique,
      type text not null check (type in ('EXPORT')),
      status text not null check (status in ('PROCESSING', 'COMPLETED')),
      client_public_key text not null,
      settles_at timestamptz(3) not null,
      completed_at timestamptz(3),
      ${timestamps}
    )`.execute(db);
  await sql`create index wallet_operations_key on wallet_operations (account_id, client_public_key)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, 'wallet_operations', 'wallet_key_encryption_keys', 'wallet_secrets');
}
