import { type Kysely, sql } from 'kysely';
import { belongsTo, createListIndex, dropTables, tenantKeys, timestamps } from './columns.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table cards (
      ${tenantKeys},
      ${belongsTo('cardholder_id', 'customers')},
      platform_card_id text,
      state text not null check (state in ('PENDING_KYC', 'PROCESSING', 'ACTIVE', 'FROZEN', 'CLOSED')),
      state_reason text check (state_reason in ('ISSUER_REJECTED', 'CLOSED_BY_PLATFORM', 'CLOSED_BY_SERVICE')),
      brand text not null check (brand in ('VISA', 'MASTERCARD')),
      form text not null check (form in ('VIRTUAL')),
      currency text not null,
      max_spend_per_transaction bigint check (max_spend_per_transaction >= 1),
      last4 text,
      exp_month integer,
      exp_year integer,
      processor_ref text,
      issuer_ref text,
      -- The static 3-D Secure password of an EU card, sealed (src/crypto/secret-box.ts).
      sealed_three_ds_password text,
      ${timestamps},
      -- A CLOSED card has its reason; no other state has one.
      check ((state = 'CLOSED') = (state_reason is not null))
    )`.execute(db);
  await createListIndex(db, 'cards', 'cards_platform');
  await sql`create index cards_cardholder on cards (platform_id, cardholder_id)`.execute(db);
  await sql`create index cards_platform_card_id on cards (platform_id, platform_card_id)`.execute(db);

  // The ordered binding of a card to the internal accounts that fund it (spec 2.7).
  await sql`
    create table card_funding_sources (
      ${belongsTo('card_id', 'cards')},
      ${belongsTo('account_id', 'internal_accounts')},
      priority integer not null check (priority >= 0),
      primary key (card_id, account_id),
      unique (card_id, priority)
    )`.execute(db);
  await sql`create index card_funding_sources_account on card_funding_sources (account_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, 'card_funding_sources', 'cards');
}
