import type { ColumnType } from 'kysely';
import type { Db, Timestamp } from '../db/schema.js';

/** The tables this kernel owns: only its files build queries on them. */
export interface IdempotencyTables {
  idempotency_keys: IdempotencyKeysTable;
}

/** The handle its stores build their queries on. */
export type IdempotencyDb = Db<IdempotencyTables>;

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
  /** What the request created, bound inside its business transaction (crash-safe replay). */
  resource_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The live process (src/db/presence.ts) running the request; null when it has none. */
  locked_by: ColumnType<number | null, number | null | undefined, number | null>;
}
