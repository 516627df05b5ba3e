import { type Kysely, sql } from 'kysely';
import { belongsTo, dropTables, platformKey, tenantKeys, timestamps } from './columns.js';

// Embedded wallets (spec part 5): the credentials an end user authenticates with, the sessions
// a verified credential opens (their key signs the wallet's actions), the signed-retry requests
// waiting for a stamp, and the key each platform's wallet enclave signs its bundles with.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table wallet_credentials (
      ${tenantKeys},
      ${belongsTo('account_id', 'internal_accounts')},
      type text not null check (type in ('EMAIL_OTP', 'SMS_OTP', 'OAUTH', 'PASSKEY')),
      nickname text not null,
      details jsonb not null default '{}',
      otp_target_private text,
      otp_target_public text,
      otp_expires_at timestamptz(3),
      verified_at timestamptz(3),
      revoked_at timestamptz(3),
      ${timestamps}
    )`.execute(db);
  await sql`create index wallet_credentials_account on wallet_credentials (platform_id, account_id)`.execute(
    db,
  );
  // One live credential of each OTP kind per wallet (spec 5.9).
  await sql`
    create unique index wallet_credentials_one_otp on wallet_credentials (account_id, type)
    where revoked_at is null and type in ('EMAIL_OTP', 'SMS_OTP')`.execute(db);

  await sql`
    create table wallet_sessions (
      ${tenantKeys},
      ${belongsTo('account_id', 'internal_accounts')},
      ${belongsTo('credential_id', 'wallet_credentials')},
      public_key text not null,
      expires_at timestamptz(3) not null,
      revoked_at timestamptz(3),
      ${timestamps}
    )`.execute(db);
  await sql`create index wallet_sessions_account on wallet_sessions (platform_id, account_id, expires_at)`.execute(
    db,
  );

  await sql`
    create table wallet_requests (
      ${tenantKeys},
      ${belongsTo('account_id', 'internal_accounts')},
      operation text not null,
      binding text not null,
      payload_to_sign text not null,
      signer_key text,
      context jsonb not null default '{}',
      expires_at timestamptz(3) not null,
      consumed_at timestamptz(3),
      created_at timestamptz(3) not null
    )`.execute(db);
  await sql`create index wallet_requests_expiry on wallet_requests (expires_at)`.execute(db);

  await sql`
    create table wallet_enclave_keys (
      ${platformKey},
      private_key text not null,
      public_key text not null,
      created_at timestamptz(3) not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, 'wallet_enclave_keys', 'wallet_requests', 'wallet_sessions', 'wallet_credentials');
}
