import type { ColumnType } from 'kysely';
import type { Db, Json, NullableTimestamp } from '../../db/schema.js';

/** The tables this module owns: only its files build queries on them. */
export interface StablecoinsTables {
  stablecoin_provider_accounts: StablecoinProviderAccountsTable;
  stablecoins: StablecoinsTable;
  stablecoin_operations: StablecoinOperationsTable;
}

/** The handle its stores build their queries on. */
export type StablecoinsDb = Db<StablecoinsTables>;

export interface StablecoinProviderAccountsTable {
  id: string;
  platform_id: string;
  provider: 'BRALE';
  provider_account_id: string;
  provider_environment: 'SANDBOX' | 'PRODUCTION';
  status: 'ACTIVE' | 'INVALID' | 'REVOKED';
  api_client_id: string;
  sealed_api_client_secret: string;
  last_verified_at: NullableTimestamp;
  created_at: Date;
  updated_at: Date;
}

export type StablecoinIssuanceStatus =
  'PENDING_REVIEW' | 'PROVISIONING' | 'PROVISIONED' | 'REJECTED' | 'FAILED';

export type StablecoinServiceOperationsStatus =
  'NOT_ENABLED' | 'PENDING_APPROVAL' | 'ENABLING' | 'ENABLED' | 'DISABLED';

export interface StablecoinsTable {
  id: string;
  platform_id: string;
  provider_account_id: string;
  provider: 'BRALE';
  provider_environment: 'SANDBOX' | 'PRODUCTION';
  provider_token_identifier: string;
  network_token_identifier: string;
  network: 'SPARK';
  name: string;
  symbol: string;
  base_currency: string;
  currency: string;
  decimals: number;
  issuance_status: StablecoinIssuanceStatus;
  service_operations_status: StablecoinServiceOperationsStatus;
  supply: ColumnType<bigint, bigint | undefined, bigint>;
  burning: ColumnType<bigint, bigint | undefined, bigint>;
  supply_ledger_account_id: string;
  created_at: Date;
  updated_at: Date;
}

export type StablecoinOperationStatus =
  'CREATED' | 'PENDING_FUNDING' | 'PENDING_PROVIDER' | 'PROCESSING' | 'COMPLETED' | 'FAILED' | 'EXPIRED';

export interface StablecoinOperationsTable {
  id: string;
  platform_id: string;
  stablecoin_id: string;
  operation_type: 'MINT' | 'BURN';
  status: StablecoinOperationStatus;
  amount: ColumnType<bigint, bigint, bigint>;
  fiat_amount: ColumnType<bigint, bigint, bigint>;
  source: Json<Record<string, unknown>>;
  destination: Json<Record<string, unknown>>;
  funding_instructions: Json<Record<string, unknown>> | null;
  estimated_delivery: Json<Record<string, unknown>> | null;
  held: ColumnType<boolean, boolean | undefined, boolean>;
  outcome: 'COMPLETED' | 'FAILED' | 'EXPIRED';
  provider_status: string | null;
  failure_reason: string | null;
  description: string | null;
  expires_at: NullableTimestamp;
  created_at: Date;
  updated_at: Date;
}
