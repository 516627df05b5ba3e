import { type Kysely, sql } from 'kysely';
import { belongsTo, dropTables, platformColumn, tenantKeys } from './columns.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Factors a customer enrolled (TOTP, PASSKEY); SMS_OTP is the customer's phone number itself.
  await sql`
    create table sca_factors (
      ${tenantKeys},
      ${belongsTo('customer_id', 'customers')},
      factor text not null check (factor in ('TOTP', 'PASSKEY')),
      status text not null check (status in ('PENDING', 'ACTIVE')),
      name text,
      sealed_secret text,
      passkey jsonb,
      registration_challenge text,
      recovery_code_hashes jsonb,
      created_at timestamptz(3) not null,
      activated_at timestamptz(3)
    )`.execute(db);
  await sql`create unique index sca_factors_one_active on sca_factors (customer_id, factor) where status = 'ACTIVE'`.execute(
    db,
  );
  await sql`create index sca_factors_customer on sca_factors (customer_id, created_at)`.execute(db);

  // Per customer: failed attempts, a lock, and the one SCA session (a new login replaces it).
  await sql`
    create table sca_customer_states (
      customer_id uuid primary key references customers(id) on delete cascade,
      ${platformColumn},
      failed_attempts integer not null default 0,
      locked_until timestamptz(3),
      session_expires_at timestamptz(3),
      sms_phone_number text,
      updated_at timestamptz(3) not null
    )`.execute(db);

  // Factor resets: a customer who lost a factor proves itself by a liveness check, then the
  // factor is removed (to enroll again) or, for SMS, its number replaced.
  await sql`
    create table sca_factor_resets (
      ${tenantKeys},
      ${belongsTo('customer_id', 'customers')},
      factor text not null check (factor in ('SMS_OTP', 'TOTP', 'PASSKEY')),
      status text not null check (status in ('INITIATED', 'LIVENESS_PASSED', 'COMPLETED')),
      liveness_token_hash text not null,
      expires_at timestamptz(3) not null,
      completed_at timestamptz(3),
      created_at timestamptz(3) not null
    )`.execute(db);
  await sql`create index sca_factor_resets_customer on sca_factor_resets (customer_id, created_at)`.execute(
    db,
  );

  // Challenges sent to the customer: a login, or the authorization of one resource (a quote).
  await sql`
    create table sca_challenges (
      ${tenantKeys},
      ${belongsTo('customer_id', 'customers')},
      purpose text not null,
      subject_id uuid,
      factor text not null check (factor in ('SMS_OTP', 'TOTP', 'PASSKEY')),
      passkey_challenge text,
      expires_at timestamptz(3) not null,
      sent_at timestamptz(3) not null,
      used_at timestamptz(3),
      created_at timestamptz(3) not null
    )`.execute(db);
  await sql`create index sca_challenges_customer on sca_challenges (customer_id, purpose, created_at)`.execute(
    db,
  );
  await sql`create index sca_challenges_subject on sca_challenges (subject_id) where subject_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, 'sca_factor_resets', 'sca_challenges', 'sca_customer_states', 'sca_factors');
}
