import type { ColumnType } from 'kysely';
import type { Db, Json, NullableTimestamp } from '../../db/schema.js';

/** The tables this module owns: only its files build queries on them. */
export interface CardsTables {
  cards: CardsTable;
  card_funding_sources: CardFundingSourcesTable;
  card_reveals: CardRevealsTable;
  card_transactions: CardTransactionsTable;
  card_issuer_events: CardIssuerEventsTable;
  card_pulls: CardPullsTable;
}

/** The handle its stores build their queries on. */
export type CardsDb = Db<CardsTables>;

export interface CardsTable {
  id: string;
  platform_id: string;
  cardholder_id: string;
  platform_card_id: string | null;
  state: 'PENDING_KYC' | 'PROCESSING' | 'ACTIVE' | 'FROZEN' | 'CLOSED';
  state_reason: 'ISSUER_REJECTED' | 'CLOSED_BY_PLATFORM' | 'CLOSED_BY_SERVICE' | null;
  brand: 'VISA' | 'MASTERCARD';
  form: 'VIRTUAL';
  currency: string;
  max_spend_per_transaction: ColumnType<bigint | null, bigint | null, bigint | null>;
  last4: string | null;
  exp_month: number | null;
  exp_year: number | null;
  processor_ref: string | null;
  issuer_ref: string | null;
  sealed_three_ds_password: string | null;
  sealed_pan: ColumnType<string | null, string | null | undefined, string | null>;
  sealed_cvv: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Date;
  updated_at: Date;
}

export interface CardFundingSourcesTable {
  platform_id: string;
  card_id: string;
  account_id: string;
  priority: number;
}

export interface CardRevealsTable {
  id: string;
  platform_id: string;
  card_id: string;
  actor: string;
  token_hash: string;
  expires_at: Date;
  opened_at: NullableTimestamp;
  created_at: Date;
}

export type CardTransactionStatus = 'AUTHORIZED' | 'PARTIALLY_SETTLED' | 'SETTLED' | 'REFUNDED' | 'EXCEPTION';

export interface CardTransactionsTable {
  id: string;
  platform_id: string;
  card_id: string;
  customer_id: string;
  account_id: string;
  direction: 'DEBIT' | 'CREDIT';
  status: CardTransactionStatus;
  merchant: Json<{ descriptor: string; mcc?: string; country?: string }>;
  currency: string;
  authorized_amount: bigint;
  held_amount: bigint;
  settled_amount: ColumnType<bigint, bigint | undefined, bigint>;
  settlement_count: ColumnType<number, number | undefined, number>;
  refunded_amount: ColumnType<bigint, bigint | undefined, bigint>;
  refund_count: ColumnType<number, number | undefined, number>;
  issuer_transaction_token: string;
  authorized_at: Date;
  last_event_at: Date;
  created_at: Date;
  updated_at: Date;
}

export interface CardIssuerEventsTable {
  token: string;
  platform_id: string;
  card_id: string;
  kind: string;
  request: Json<Record<string, unknown>>;
  card_transaction_id: string | null;
  outcome: string | null;
  reversed_by: string | null;
  received_at: Date;
  processed_at: NullableTimestamp;
}

export interface CardPullsTable {
  id: string;
  platform_id: string;
  card_transaction_id: string;
  amount: bigint;
  status: 'PENDING' | 'CONFIRMED' | 'FAILED';
  created_at: Date;
  updated_at: Date;
}
