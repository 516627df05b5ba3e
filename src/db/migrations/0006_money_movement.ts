import { type Kysely, sql } from 'kysely';
import { createListIndex, dropTables, money, platformColumn, tenantKeys, timestamps } from './columns.js';

// Money in motion: quotes, the transactions they execute into, receiver lookups (so a quote can
// check the lookupId it names) and UMA invitations.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table receiver_lookups (
      ${tenantKeys},
      -- The UMA address or ExternalAccount id that was looked up, as the API shows it.
      target text not null,
      currencies jsonb not null,
      expires_at timestamptz(3) not null,
      created_at timestamptz(3) not null
    )`.execute(db);

  await sql`
    create table quotes (
      ${tenantKeys},
      customer_id uuid references customers(id) on delete set null,
      source_kind text not null check (source_kind in ('INTERNAL_ACCOUNT', 'EXTERNAL_ACCOUNT', 'REALTIME_FUNDING')),
      source_account_id uuid,
      destination_kind text not null check (destination_kind in ('INTERNAL_ACCOUNT', 'EXTERNAL_ACCOUNT', 'UMA_ADDRESS')),
      destination_account_id uuid,
      sending_currency text not null,
      receiving_currency text not null,
      total_sending_amount bigint not null check (total_sending_amount > 0),
      total_receiving_amount bigint not null check (total_receiving_amount > 0),
      exchange_rate double precision not null,
      fees_included bigint not null check (fees_included >= 0),
      platform_fees_included bigint not null check (platform_fees_included >= 0),
      -- How the sandbox rails will treat the payment (chosen from the destination at quote time).
      scenario text not null,
      -- What the API shows and the client asked: source, destination, paymentInstructions, ...
      details jsonb not null,
      transaction_id uuid,
      expires_at timestamptz(3) not null,
      ${timestamps}
    )`.execute(db);

  await sql`
    create table transactions (
      ${tenantKeys},
      type text not null check (type in ('INCOMING', 'OUTGOING')),
      status text not null check (status in ('CREATED', 'PENDING', 'PROCESSING', 'COMPLETED', 'REJECTED', 'FAILED', 'REFUNDED', 'EXPIRED')),
      awaiting_platform_approval boolean not null default false,
      customer_id uuid references customers(id) on delete set null,
      quote_id uuid references quotes(id),
      -- Internal accounts whose balances the transaction moves (debited / credited).
      source_account_id uuid,
      destination_account_id uuid,
      external_account_id uuid,
      ${money('sent')},
      ${money('received')},
      exchange_rate double precision,
      fees bigint not null default 0,
      platform_fees bigint not null default 0,
      scenario text not null,
      -- Where the payment's money is: NONE (not moved), IN_FLIGHT, SETTLED, RETURNED (refunded), SUSPENSE.
      funds text not null default 'NONE',
      failure_reason text,
      refund jsonb,
      details jsonb not null,
      receipt_delivery_confirmed_at timestamptz(3),
      settled_at timestamptz(3),
      ${timestamps}
    )`.execute(db);
  await createListIndex(db, 'transactions');
  await sql`create index transactions_customer on transactions (platform_id, customer_id, created_at)`.execute(
    db,
  );
  await sql`create unique index transactions_quote on transactions (quote_id) where quote_id is not null`.execute(
    db,
  );

  await sql`
    create table invitations (
      code text primary key,
      ${platformColumn},
      inviter_uma text not null,
      invitee_uma text,
      first_name text,
      amount_to_send bigint,
      amount_currency text,
      status text not null check (status in ('PENDING', 'CLAIMED', 'EXPIRED', 'CANCELLED')),
      expires_at timestamptz(3),
      claimed_at timestamptz(3),
      cancelled_at timestamptz(3),
      ${timestamps}
    )`.execute(db);
  await sql`create index invitations_platform on invitations (platform_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, 'invitations', 'transactions', 'quotes', 'receiver_lookups');
}
