import type { ColumnType } from 'kysely';
import type { Db, NullableTimestamp } from '../../db/schema.js';

/** The tables this module owns: only its files build queries on them. */
export interface ScaTables {
  sca_factors: ScaFactorsTable;
  sca_customer_states: ScaCustomerStatesTable;
  sca_challenges: ScaChallengesTable;
  sca_factor_resets: ScaFactorResetsTable;
}

/** The handle its stores build their queries on. */
export type ScaDb = Db<ScaTables>;

export type ScaFactorName = 'SMS_OTP' | 'TOTP' | 'PASSKEY';

export interface ScaFactorsTable {
  id: string;
  platform_id: string;
  customer_id: string;
  factor: 'TOTP' | 'PASSKEY';
  status: 'PENDING' | 'ACTIVE';
  name: string | null;
  sealed_secret: string | null;
  passkey: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  registration_challenge: string | null;
  recovery_code_hashes: ColumnType<string[] | null, string | null, string | null>;
  created_at: Date;
  activated_at: NullableTimestamp;
}

export interface ScaCustomerStatesTable {
  customer_id: string;
  platform_id: string;
  failed_attempts: ColumnType<number, number | undefined, number>;
  locked_until: NullableTimestamp;
  session_expires_at: NullableTimestamp;
  /** The number SMS codes go to after an SMS_OTP reset (else the customer's phone number). */
  sms_phone_number: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: Date;
}

export interface ScaChallengesTable {
  id: string;
  platform_id: string;
  customer_id: string;
  purpose: string;
  subject_id: string | null;
  factor: ScaFactorName;
  passkey_challenge: string | null;
  expires_at: Date;
  sent_at: Date;
  used_at: NullableTimestamp;
  created_at: Date;
}

export interface ScaFactorResetsTable {
  id: string;
  platform_id: string;
  customer_id: string;
  factor: ScaFactorName;
  status: 'INITIATED' | 'LIVENESS_PASSED' | 'COMPLETED';
  liveness_token_hash: string;
  expires_at: Date;
  completed_at: NullableTimestamp;
  created_at: Date;
}
