import type { ColumnType, Selectable } from 'kysely';
import type { Db, Timestamp, Json } from '../../db/schema.js';

/** The tables this module owns: only its files build queries on them. */
export interface ConfigTables {
  platform_configs: PlatformConfigsTable;
}

/** The handle its stores build their queries on. */
export type ConfigDb = Db<ConfigTables>;

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
  travel_rule_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  /** The platform's pinned API revision; null follows the server's default. */
  api_revision: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type PlatformConfigRow = Selectable<PlatformConfigsTable>;
