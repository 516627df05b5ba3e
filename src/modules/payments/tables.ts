import type { ColumnType } from 'kysely';
import type { Database, Db, Timestamp, Json, NullableTimestamp } from '../../db/schema.js';

/** The tables this module owns: only its files build queries on them. */
export interface PaymentsTables {
  quotes: QuotesTable;
  transactions: TransactionsTable;
}

/**
 * The tables of other owners its queries read, each with why: besides its own, only these
 * compile in its stores.
 */
export interface PaymentsReads {
  /** A quote to a UMA address uses the lookup it names. */
  receiver_lookups: Database['receiver_lookups'];
  /** A new transaction copies its customer's `platformCustomerId`, so that reading it joins nothing (raw SQL). */
  customers: Database['customers'];
  /** A transaction search by an account identifier (number, IBAN, key...) finds the external accounts that carry it. */
  external_accounts: Database['external_accounts'];
}

/** The handle its stores build their queries on. */
export type PaymentsDb = Db<PaymentsTables & PaymentsReads>;

export type QuoteSourceKind = 'INTERNAL_ACCOUNT' | 'EXTERNAL_ACCOUNT' | 'REALTIME_FUNDING';

export type QuoteDestinationKind = 'INTERNAL_ACCOUNT' | 'EXTERNAL_ACCOUNT' | 'UMA_ADDRESS';

export interface QuotesTable {
  id: string;
  platform_id: string;
  customer_id: string | null;
  source_kind: QuoteSourceKind;
  source_account_id: string | null;
  destination_kind: QuoteDestinationKind;
  destination_account_id: string | null;
  sending_currency: string;
  receiving_currency: string;
  total_sending_amount: bigint;
  total_receiving_amount: bigint;
  exchange_rate: number;
  fees_included: bigint;
  platform_fees_included: bigint;
  scenario: string;
  details: Json<Record<string, unknown>>;
  transaction_id: string | null;
  /** Its transaction's status, kept in step by the execution and a trigger (migration 0026). */
  transaction_status: ColumnType<
    TransactionStatus | null,
    TransactionStatus | null | undefined,
    TransactionStatus | null
  >;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  sca_status: ColumnType<QuoteScaStatus | null, QuoteScaStatus | null | undefined, QuoteScaStatus | null>;
  sca_authorized_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  execute_on_authorization: ColumnType<boolean, boolean | undefined, boolean>;
}

/** Where a quote's Strong Customer Authentication stands (null: it does not apply). */
export type QuoteScaStatus = 'PENDING_AUTHORIZATION' | 'AUTHORIZED';

export type TransactionStatus =
  'CREATED' | 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'REJECTED' | 'FAILED' | 'REFUNDED' | 'EXPIRED';

export interface TransactionsTable {
  id: string;
  platform_id: string;
  type: 'INCOMING' | 'OUTGOING';
  status: TransactionStatus;
  awaiting_platform_approval: ColumnType<boolean, boolean | undefined, boolean>;
  customer_id: string | null;
  /** The customer's `platformCustomerId`, copied at creation (it never changes; migration 0026). */
  platform_customer_id: string | null;
  quote_id: string | null;
  source_account_id: string | null;
  destination_account_id: string | null;
  external_account_id: string | null;
  sent_amount: bigint;
  sent_currency: string;
  received_amount: bigint;
  received_currency: string;
  exchange_rate: number | null;
  fees: ColumnType<bigint, bigint | undefined, bigint>;
  platform_fees: ColumnType<bigint, bigint | undefined, bigint>;
  scenario: string;
  funds: ColumnType<'NONE' | 'IN_FLIGHT' | 'SETTLED' | 'RETURNED' | 'SUSPENSE', string | undefined, string>;
  failure_reason: string | null;
  refund: Json<Record<string, unknown>> | null;
  details: Json<Record<string, unknown>>;
  receipt_delivery_confirmed_at: NullableTimestamp;
  settled_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}
