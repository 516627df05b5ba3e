import { type Kysely, sql } from 'kysely';
import { belongsTo, createListIndex, dropTables, platformColumn, tenantKeys, timestamps } from './columns.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A card transaction (the contract's CardTransaction): what the issuer authorized, what is
  // still held on the funding account, what was settled and refunded. Amounts are in the
  // card's currency; `held_amount` is exactly what sits in the account's PENDING bucket for it.
  await sql`
    create table card_transactions (
      ${tenantKeys},
      ${belongsTo('card_id', 'cards')},
      ${belongsTo('customer_id', 'customers')},
      ${belongsTo('account_id', 'internal_accounts')},
      direction text not null check (direction in ('DEBIT', 'CREDIT')),
      status text not null
        check (status in ('AUTHORIZED', 'PARTIALLY_SETTLED', 'SETTLED', 'REFUNDED', 'EXCEPTION')),
      merchant jsonb not null,
      currency text not null,
      authorized_amount bigint not null check (authorized_amount >= 0),
      held_amount bigint not null check (held_amount >= 0),
      settled_amount bigint not null default 0 check (settled_amount >= 0),
      settlement_count integer not null default 0,
      refunded_amount bigint not null default 0 check (refunded_amount >= 0),
      refund_count integer not null default 0,
      issuer_transaction_token text not null,
      authorized_at timestamptz(3) not null,
      last_event_at timestamptz(3) not null,
      ${timestamps},
      check (refunded_amount <= settled_amount)
    )`.execute(db);
  await createListIndex(db, 'card_transactions', 'card_transactions_platform');
  await sql`create index card_transactions_card on card_transactions (card_id, created_at)`.execute(db);
  await sql`create index card_transactions_customer on card_transactions (platform_id, customer_id)`.execute(
    db,
  );

  // Every event the issuer sends (one per sandbox simulation), kept for its token: the job that
  // applies it acts once, and a return remembers whether it was reversed.
  await sql`
    create table card_issuer_events (
      token text primary key,
      ${platformColumn},
      ${belongsTo('card_id', 'cards')},
      kind text not null,
      request jsonb not null,
      card_transaction_id uuid references card_transactions(id) on delete cascade,
      outcome text,
      reversed_by text,
      received_at timestamptz(3) not null,
      processed_at timestamptz(3)
    )`.execute(db);
  await sql`create index card_issuer_events_transaction on card_issuer_events (card_transaction_id, received_at)`.execute(
    db,
  );

  // Pulls: funds taken from the funding account for a card transaction, PENDING until confirmed.
  await sql`
    create table card_pulls (
      ${tenantKeys},
      ${belongsTo('card_transaction_id', 'card_transactions')},
      amount bigint not null check (amount > 0),
      status text not null check (status in ('PENDING', 'CONFIRMED', 'FAILED')),
      ${timestamps}
    )`.execute(db);
  await sql`create index card_pulls_transaction on card_pulls (card_transaction_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, 'card_pulls', 'card_issuer_events', 'card_transactions');
}
