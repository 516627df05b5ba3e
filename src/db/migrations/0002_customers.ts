import { type Kysely, sql } from 'kysely';
import { belongsTo, createListIndex, dropTables, tenantKeys, timestamps } from './columns.js';

// Customers and their identity data, plus two pieces of shared machinery first needed here:
// the event outbox (events are written in the transaction that causes them) and the durable
// job queue (background work that survives restarts and is shared by every process).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table customers (
      ${tenantKeys},
      platform_customer_id text not null,
      customer_type text not null check (customer_type in ('INDIVIDUAL', 'BUSINESS')),
      uma_address text not null,
      email text,
      phone_number text,
      region text,
      currencies jsonb,
      kyc_status text,
      kyb_status text,
      profile jsonb not null default '{}',
      end_user_terms_consent jsonb,
      contact_verification jsonb,
      is_deleted boolean not null default false,
      deleted_at timestamptz(3),
      ${timestamps}
    )`.execute(db);
  await createListIndex(db, 'customers');
  // Only active customers hold their platformCustomerId and UMA address; deleting frees them.
  await sql`create unique index customers_platform_customer_id on customers (platform_id, platform_customer_id)
    where not is_deleted`.execute(db);
  await sql`create unique index customers_uma_address on customers (lower(uma_address)) where not is_deleted`.execute(
    db,
  );

  await sql`
    create table beneficial_owners (
      ${tenantKeys},
      ${belongsTo('customer_id', 'customers')},
      roles jsonb not null,
      ownership_percentage integer not null,
      personal_info jsonb not null,
      kyc_status text not null,
      ${timestamps}
    )`.execute(db);
  await sql`create index beneficial_owners_list on beneficial_owners (platform_id, customer_id, created_at, id)`.execute(
    db,
  );

  await sql`
    create table documents (
      ${tenantKeys},
      ${belongsTo('customer_id', 'customers')},
      holder_type text not null check (holder_type in ('Customer', 'BeneficialOwner')),
      holder_id uuid not null,
      document_type text not null,
      side text,
      country text not null,
      document_number text,
      issuing_authority text,
      issued_on date,
      file_name text not null,
      content_type text not null,
      file_size integer not null,
      file bytea not null,
      submitted_at timestamptz(3),
      ${timestamps}
    )`.execute(db);
  await createListIndex(db, 'documents');
  await sql`create index documents_holder on documents (platform_id, holder_id)`.execute(db);

  await sql`
    create table verifications (
      ${tenantKeys},
      ${belongsTo('customer_id', 'customers')},
      verification_status text not null,
      errors jsonb not null,
      ${timestamps}
    )`.execute(db);
  await createListIndex(db, 'verifications');

  await sql`
    create table kyc_links (
      ${tenantKeys},
      ${belongsTo('customer_id', 'customers')},
      token_hash text not null unique,
      expires_at timestamptz(3) not null,
      used_at timestamptz(3),
      created_at timestamptz(3) not null
    )`.execute(db);

  await sql`
    create table bulk_import_jobs (
      ${tenantKeys},
      status text not null,
      csv text not null,
      total integer not null default 0,
      processed integer not null default 0,
      successful integer not null default 0,
      failed integer not null default 0,
      errors jsonb not null default '[]',
      completed_at timestamptz(3),
      ${timestamps}
    )`.execute(db);

  await sql`
    create table events (
      ${tenantKeys},
      type text not null,
      resource_id text not null,
      data jsonb,
      created_at timestamptz(3) not null
    )`.execute(db);
  await createListIndex(db, 'events');

  await sql`
    create table jobs (
      id uuid primary key,
      kind text not null,
      payload jsonb not null,
      state text not null check (state in ('QUEUED', 'RUNNING', 'DONE', 'FAILED')),
      run_at timestamptz(3) not null,
      locked_until timestamptz(3),
      attempts integer not null default 0,
      last_error text,
      ${timestamps}
    )`.execute(db);
  await sql`create index jobs_due on jobs (run_at) where state in ('QUEUED', 'RUNNING')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(
    db,
    'jobs',
    'events',
    'bulk_import_jobs',
    'kyc_links',
    'verifications',
    'documents',
    'beneficial_owners',
    'customers',
  );
}
