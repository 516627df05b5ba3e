import type { ColumnType } from 'kysely';
import type { Db, Timestamp, Json, NullableTimestamp } from '../../db/schema.js';

/** The tables this module owns: only its files build queries on them. */
export interface CustomersTables {
  customers: CustomersTable;
  beneficial_owners: BeneficialOwnersTable;
  kyc_links: KycLinksTable;
  bulk_import_jobs: BulkImportJobsTable;
}

/** The handle its stores build their queries on. */
export type CustomersDb = Db<CustomersTables>;

export interface CustomersTable {
  id: string;
  platform_id: string;
  platform_customer_id: string;
  customer_type: 'INDIVIDUAL' | 'BUSINESS';
  uma_address: string;
  email: string | null;
  phone_number: string | null;
  region: string | null;
  currencies: Json<string[]> | null;
  kyc_status: string | null;
  kyb_status: string | null;
  /** Type-specific fields (individual or business), as the API names them. */
  profile: Json<Record<string, unknown>>;
  end_user_terms_consent: Json<Record<string, unknown>> | null;
  contact_verification: Json<ContactVerificationState> | null;
  is_deleted: ColumnType<boolean, boolean | undefined, boolean>;
  deleted_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ContactVerificationState {
  email: 'PENDING' | 'VERIFIED';
  phone: 'PENDING' | 'VERIFIED';
  emailCodeSentAt?: string;
  phoneCodeSentAt?: string;
}

export interface BeneficialOwnersTable {
  id: string;
  platform_id: string;
  customer_id: string;
  roles: Json<string[]>;
  ownership_percentage: number;
  personal_info: Json<Record<string, unknown>>;
  kyc_status: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface KycLinksTable {
  id: string;
  platform_id: string;
  customer_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface BulkImportJobsTable {
  id: string;
  platform_id: string;
  status: 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED';
  csv: string;
  total: ColumnType<number, number | undefined, number>;
  processed: ColumnType<number, number | undefined, number>;
  successful: ColumnType<number, number | undefined, number>;
  failed: ColumnType<number, number | undefined, number>;
  errors: Json<unknown[]>;
  completed_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}
