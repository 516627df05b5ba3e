import type { ColumnType, Insertable, Selectable } from 'kysely';

/** Typed view of the tables created by the migrations in ./migrations. */
export interface Database {
  platforms: PlatformsTable;
  api_tokens: ApiTokensTable;
  platform_configs: PlatformConfigsTable;
  idempotency_keys: IdempotencyKeysTable;
}

type Timestamp = ColumnType<Date, Date | undefined, Date>;
type Json<T> = ColumnType<T, string, string>;

export interface PlatformsTable {
  id: string;
  name: string;
  bootstrap: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ApiTokensTable {
  id: string;
  platform_id: string;
  name: string;
  permissions: string[];
  client_id: string;
  secret_hash: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PlatformConfigsTable {
  id: string;
  platform_id: string;
  uma_domain: string;
  proxy_uma_subdomain: string | null;
  webhook_endpoint: string | null;
  supported_currencies: Json<unknown>;
  is_regulated_financial_institution: boolean;
  embedded_wallet_config: Json<unknown> | null;
  card_tokenization_2fa_config: Json<unknown> | null;
  fee_configs: Json<unknown>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface IdempotencyKeysTable {
  platform_id: string;
  key: string;
  request_fingerprint: string;
  state: 'IN_PROGRESS' | 'COMPLETED';
  response_status: number | null;
  response_content_type: string | null;
  response_body: string | null;
  locked_at: Timestamp;
  created_at: Timestamp;
  completed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export type ApiTokenRow = Selectable<ApiTokensTable>;
export type NewApiToken = Insertable<ApiTokensTable>;
export type PlatformConfigRow = Selectable<PlatformConfigsTable>;
