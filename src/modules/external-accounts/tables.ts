import type { ColumnType } from 'kysely';
import type { Db, Timestamp, Json } from '../../db/schema.js';

/** The tables this module owns: only its files build queries on them. */
export interface ExternalAccountsTables {
  external_accounts: ExternalAccountsTable;
}

/** The handle its stores build their queries on. */
export type ExternalAccountsDb = Db<ExternalAccountsTables>;

export interface ExternalAccountsTable {
  id: string;
  platform_id: string;
  customer_id: string | null;
  status: string;
  platform_account_id: string | null;
  ownership_type: string | null;
  currency: string;
  account_type: string;
  /** The `accountInfo` object as the API names it (beneficiary included). */
  account_info: Json<Record<string, unknown>>;
  default_uma_deposit_account: ColumnType<boolean, boolean | undefined, boolean>;
  beneficiary_verification_status: string | null;
  beneficiary_verified_data: Json<Record<string, unknown>> | null;
  trusted: ColumnType<boolean, boolean | undefined, boolean>;
  /** Outstanding trust/untrust confirmation, if any. */
  /** Outstanding ownership challenge: `{method, messageToSign | verificationLink, token?, expiresAt}`. */
  ownership_challenge: Json<Record<string, unknown>> | null;
  is_deleted: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
