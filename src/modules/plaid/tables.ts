import type { Db } from '../../db/schema.js';

/** The tables this module owns: only its files build queries on them. */
export interface PlaidTables {
  plaid_link_tokens: PlaidLinkTokensTable;
}

/** The handle its stores build their queries on. */
export type PlaidDb = Db<PlaidTables>;

export interface PlaidLinkTokensTable {
  token: string;
  platform_id: string;
  customer_id: string;
  expires_at: Date;
  used_at: Date | null;
  external_account_id: string | null;
  created_at: Date;
}
