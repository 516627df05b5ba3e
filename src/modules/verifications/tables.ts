import type { Db, Timestamp, Json } from '../../db/schema.js';

/** The tables this module owns: only its files build queries on them. */
export interface VerificationsTables {
  verifications: VerificationsTable;
}

/** The handle its stores build their queries on. */
export type VerificationsDb = Db<VerificationsTables>;

export interface VerificationsTable {
  id: string;
  platform_id: string;
  customer_id: string;
  verification_status: string;
  errors: Json<unknown[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
