import type { Insertable, Selectable } from 'kysely';
import type { Db, Timestamp } from '../../db/schema.js';

/** The tables this module owns: only its files build queries on them. */
export interface TokensTables {
  api_tokens: ApiTokensTable;
}

/** The handle its stores build their queries on. */
export type TokensDb = Db<TokensTables>;

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

export type ApiTokenRow = Selectable<ApiTokensTable>;

export type NewApiToken = Insertable<ApiTokensTable>;
