import { type Kysely, sql } from 'kysely';
import { belongsTo, dropTables, tenantKeys, timestamps } from './columns.js';

// Double-entry bookkeeping. Every ledger account has two buckets: AVAILABLE (spendable) and
// PENDING (held: card authorisations, outbound payments in flight). A ledger transaction is
// a set of postings, each moving an amount into or out of one bucket of one account; the
// postings of a transaction sum to zero per currency. `available` and `pending` on the
// account are the running sums of its postings, kept in the same database transaction so
// that reading a balance never needs a SUM, and checked by `ledger check`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table ledger_accounts (
      ${tenantKeys},
      kind text not null check (kind in ('INTERNAL_ACCOUNT', 'SYSTEM')),
      code text not null,
      currency text not null,
      available bigint not null default 0,
      pending bigint not null default 0,
      allow_negative boolean not null default false,
      ${timestamps},
      unique (platform_id, code, currency),
      check (allow_negative or (available >= 0 and pending >= 0))
    )`.execute(db);

  await sql`
    create table ledger_transactions (
      ${tenantKeys},
      cause_type text not null,
      cause_id text not null,
      description text,
      created_at timestamptz(3) not null
    )`.execute(db);
  await sql`create index ledger_transactions_cause on ledger_transactions (platform_id, cause_type, cause_id)`.execute(
    db,
  );

  await sql`
    create table ledger_postings (
      id uuid primary key,
      ${belongsTo('ledger_transaction_id', 'ledger_transactions')},
      ${belongsTo('ledger_account_id', 'ledger_accounts')},
      bucket text not null check (bucket in ('AVAILABLE', 'PENDING')),
      currency text not null,
      amount bigint not null check (amount <> 0),
      created_at timestamptz(3) not null
    )`.execute(db);
  await sql`create index ledger_postings_account on ledger_postings (ledger_account_id)`.execute(db);
  await sql`create index ledger_postings_transaction on ledger_postings (ledger_transaction_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, 'ledger_postings', 'ledger_transactions', 'ledger_accounts');
}
