import type { GeneratedAlways } from 'kysely';
import type { Database, Db, Timestamp } from '../../db/schema.js';

/** The tables this module owns: only its files build queries on them. */
export interface AccountsTables {
  internal_accounts: InternalAccountsTable;
}

/**
 * The tables of other owners its queries read, each with why: besides its own, only these
 * compile in its stores.
 */
export interface AccountsReads {
  /** The account view reads its balances from the ledger. */
  ledger_accounts: Database['ledger_accounts'];
  /** The view of a platform's own account joins its platform (its holder's name). */
  platforms: Database['platforms'];
  /** The view of a customer's account joins its owner (its holder's name). */
  customers: Database['customers'];
}

/** The handle its stores build their queries on. */
export type AccountsDb = Db<AccountsTables & AccountsReads>;

export interface InternalAccountsTable {
  id: string;
  platform_id: string;
  customer_id: string | null;
  type: 'INTERNAL_FIAT' | 'INTERNAL_CRYPTO' | 'EMBEDDED_WALLET';
  status: 'PENDING' | 'ACTIVE' | 'CLOSED' | 'FROZEN' | 'FAILED';
  currency: string;
  private_enabled: boolean | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The platform of a platform's own account, null on a customer's (its foreign key's column). */
  platform_account_of: GeneratedAlways<string | null>;
}
