import type { ColumnType } from 'kysely';
import type { Db, Timestamp } from '../db/schema.js';

/** The tables this kernel owns: only its files build queries on them. */
export interface LedgerTables {
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_postings: LedgerPostingsTable;
}

/** The handle its stores build their queries on. */
export type LedgerDb = Db<LedgerTables>;

export interface LedgerAccountsTable {
  id: string;
  platform_id: string;
  kind: 'INTERNAL_ACCOUNT' | 'SYSTEM';
  code: string;
  currency: string;
  available: ColumnType<bigint, bigint | undefined, bigint>;
  pending: ColumnType<bigint, bigint | undefined, bigint>;
  allow_negative: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LedgerTransactionsTable {
  id: string;
  platform_id: string;
  cause_type: string;
  cause_id: string;
  description: string | null;
  created_at: Timestamp;
}

export interface LedgerPostingsTable {
  id: string;
  platform_id: string;
  ledger_transaction_id: string;
  ledger_account_id: string;
  bucket: 'AVAILABLE' | 'PENDING';
  currency: string;
  amount: bigint;
  created_at: Timestamp;
}
