import type { Db, Json, NullableTimestamp } from '../../db/schema.js';

/** The tables this module owns: only its files build queries on them. */
export interface WalletsTables {
  wallet_credentials: WalletCredentialsTable;
  wallet_sessions: WalletSessionsTable;
  wallet_requests: WalletRequestsTable;
  wallet_enclave_keys: WalletEnclaveKeysTable;
  wallet_secrets: WalletSecretsTable;
  wallet_operations: WalletOperationsTable;
  wallet_delegated_keys: WalletDelegatedKeysTable;
}

/** The handle its stores build their queries on. */
export type WalletsDb = Db<WalletsTables>;

export type AuthMethodType = 'EMAIL_OTP' | 'SMS_OTP' | 'OAUTH' | 'PASSKEY';

export interface WalletCredentialsTable {
  id: string;
  platform_id: string;
  account_id: string;
  type: AuthMethodType;
  nickname: string;
  /** What a credential of its type keeps (the contact it is tied to, OAuth claims, a passkey). */
  details: Json<Record<string, unknown>>;
  /** The HPKE target of the outstanding code: its private key (hex), sealed (`wallet-otp-target:<id>`). */
  sealed_otp_target_private: string | null;
  otp_target_public: string | null;
  otp_expires_at: Date | null;
  verified_at: Date | null;
  revoked_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface WalletSessionsTable {
  id: string;
  platform_id: string;
  account_id: string;
  credential_id: string;
  /** The session signing key, compressed SEC1 hex. */
  public_key: string;
  expires_at: Date;
  revoked_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface WalletRequestsTable {
  id: string;
  platform_id: string;
  account_id: string;
  operation: string;
  /** SHA-256 of the request it was issued for (method, path, canonical body). */
  binding: string;
  payload_to_sign: string;
  /** A key allowed to sign besides the wallet's session keys (OTP verify: the key being proven). */
  signer_key: string | null;
  context: Json<Record<string, unknown>>;
  expires_at: Date;
  consumed_at: Date | null;
  created_at: Date;
}

export interface WalletEnclaveKeysTable {
  platform_id: string;
  /** The P-256 private key (hex), sealed (purpose `wallet-enclave-key:<platform id>`). */
  sealed_private_key: string;
  public_key: string;
  created_at: Date;
}

export interface WalletSecretsTable {
  account_id: string;
  platform_id: string;
  sealed_mnemonic: string;
  created_at: Date;
}

export interface WalletOperationsTable {
  id: string;
  platform_id: string;
  account_id: string;
  request_id: string;
  type: 'EXPORT';
  status: 'PROCESSING' | 'COMPLETED';
  client_public_key: string;
  settles_at: Date;
  completed_at: NullableTimestamp;
  created_at: Date;
  updated_at: Date;
}

export interface WalletDelegatedKeysTable {
  id: string;
  platform_id: string;
  account_id: string;
  card_id: string;
  funding_source_id: string;
  nickname: string;
  public_key: string;
  sealed_private_key: string;
  status: 'PENDING' | 'ACTIVE' | 'REVOKED';
  created_at: Date;
  updated_at: Date;
}
