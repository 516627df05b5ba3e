import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable } from 'kysely';

/** Typed view of the tables created by the migrations in ./migrations. */
export interface Database {
  platforms: PlatformsTable;
  api_tokens: ApiTokensTable;
  platform_configs: PlatformConfigsTable;
  idempotency_keys: IdempotencyKeysTable;
  customers: CustomersTable;
  beneficial_owners: BeneficialOwnersTable;
  documents: DocumentsTable;
  verifications: VerificationsTable;
  kyc_links: KycLinksTable;
  bulk_import_jobs: BulkImportJobsTable;
  events: EventsTable;
  jobs: JobsTable;
  test_clocks: TestClocksTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_postings: LedgerPostingsTable;
  internal_accounts: InternalAccountsTable;
  external_accounts: ExternalAccountsTable;
  receiver_lookups: ReceiverLookupsTable;
  quotes: QuotesTable;
  transactions: TransactionsTable;
  invitations: InvitationsTable;
  webhook_attempts: WebhookAttemptsTable;
  webhook_signing_keys: WebhookSigningKeysTable;
  plaid_link_tokens: PlaidLinkTokensTable;
  wallet_credentials: WalletCredentialsTable;
  wallet_sessions: WalletSessionsTable;
  wallet_requests: WalletRequestsTable;
  wallet_enclave_keys: WalletEnclaveKeysTable;
  wallet_secrets: WalletSecretsTable;
  key_encryption_keys: KeyEncryptionKeysTable;
  wallet_operations: WalletOperationsTable;
  wallet_delegated_keys: WalletDelegatedKeysTable;
  cards: CardsTable;
  card_funding_sources: CardFundingSourcesTable;
  card_reveals: CardRevealsTable;
  card_transactions: CardTransactionsTable;
  card_issuer_events: CardIssuerEventsTable;
  card_pulls: CardPullsTable;
  agents: AgentsTable;
  agent_device_codes: AgentDeviceCodesTable;
  agent_tokens: AgentTokensTable;
  agent_actions: AgentActionsTable;
  agent_quotes: AgentQuotesTable;
  sca_factors: ScaFactorsTable;
  sca_customer_states: ScaCustomerStatesTable;
  sca_challenges: ScaChallengesTable;
  sca_factor_resets: ScaFactorResetsTable;
  stablecoin_provider_accounts: StablecoinProviderAccountsTable;
  stablecoins: StablecoinsTable;
  stablecoin_operations: StablecoinOperationsTable;
}

type Timestamp = ColumnType<Date, Date | undefined, Date>;
type Json<T> = ColumnType<T, string, string>;
type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;

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
  travel_rule_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  /** The platform's pinned API revision; null follows the server's default. */
  api_revision: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** What the request created, bound inside its business transaction (crash-safe replay). */
  resource_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The live process (src/db/presence.ts) running the request; null when it has none. */
  locked_by: ColumnType<number | null, number | null | undefined, number | null>;
}

export type ApiTokenRow = Selectable<ApiTokensTable>;
export type NewApiToken = Insertable<ApiTokensTable>;
export type PlatformConfigRow = Selectable<PlatformConfigsTable>;

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

export interface DocumentsTable {
  id: string;
  platform_id: string;
  customer_id: string;
  holder_type: 'Customer' | 'BeneficialOwner';
  holder_id: string;
  document_type: string;
  side: string | null;
  country: string;
  document_number: string | null;
  issuing_authority: string | null;
  issued_on: ColumnType<string | null, string | null | undefined, string | null>;
  file_name: string;
  content_type: string;
  file_size: number;
  file: Buffer;
  submitted_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VerificationsTable {
  id: string;
  platform_id: string;
  customer_id: string;
  verification_status: string;
  errors: Json<unknown[]>;
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

export type DeliveryStatus = 'PENDING' | 'DELIVERING' | 'DELIVERED' | 'FAILED' | 'UNDELIVERABLE';

export interface EventsTable {
  id: string;
  platform_id: string;
  type: string;
  resource_id: string;
  data: Json<unknown> | null;
  created_at: Timestamp;
  seq: Generated<bigint>;
  /** The recording transaction's id (xid8, as text); null for events older than migration 0029. */
  xid: Generated<string | null>;
  delivery_status: ColumnType<DeliveryStatus, DeliveryStatus | undefined, DeliveryStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: NullableTimestamp;
  locked_until: NullableTimestamp;
  locked_by: ColumnType<number | null, number | null | undefined, number | null>;
  delivered_at: NullableTimestamp;
  last_error: string | null;
}

export interface WebhookAttemptsTable {
  id: string;
  event_id: string;
  platform_id: string;
  url: string | null;
  status_code: number | null;
  latency_ms: number;
  error: string | null;
  response_body: string | null;
  attempted_at: Timestamp;
}

export interface WebhookSigningKeysTable {
  platform_id: string;
  /** The PKCS #8 PEM, sealed (purpose `webhook-signing-key:<platform id>`). */
  sealed_private_key: string;
  public_key_pem: string;
  created_at: Timestamp;
}

export interface JobsTable {
  id: string;
  kind: string;
  platform_id: ColumnType<string | null, string | null | undefined, string | null>;
  payload: Json<unknown>;
  state: 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED';
  run_at: Timestamp;
  locked_until: NullableTimestamp;
  locked_by: ColumnType<number | null, number | null | undefined, number | null>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TestClocksTable {
  platform_id: string;
  offset_ms: ColumnType<bigint, bigint | undefined, bigint>;
  status: 'READY' | 'ADVANCING';
  advancing_since: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LedgerAccountsTable {
  id: string;
  platform_id: string;
  kind: 'INTERNAL_ACCOUNT' | 'SYSTEM';
  code: string;
  currency: string;
  available: ColumnType<bigint, bigint | undefined, bigint>;
  pending: ColumnType<bigint, bigint | undefined, bigint>;
  allow_negative: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LedgerTransactionsTable {
  id: string;
  platform_id: string;
  cause_type: string;
  cause_id: string;
  description: string | null;
  created_at: Timestamp;
}

export interface LedgerPostingsTable {
  id: string;
  platform_id: string;
  ledger_transaction_id: string;
  ledger_account_id: string;
  bucket: 'AVAILABLE' | 'PENDING';
  currency: string;
  amount: bigint;
  created_at: Timestamp;
}

export interface InternalAccountsTable {
  id: string;
  platform_id: string;
  customer_id: string | null;
  type: 'INTERNAL_FIAT' | 'INTERNAL_CRYPTO' | 'EMBEDDED_WALLET';
  status: 'PENDING' | 'ACTIVE' | 'CLOSED' | 'FROZEN' | 'FAILED';
  currency: string;
  private_enabled: boolean | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The platform of a platform's own account, null on a customer's (its foreign key's column). */
  platform_account_of: GeneratedAlways<string | null>;
}

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

export interface ReceiverLookupsTable {
  id: string;
  platform_id: string;
  /** The UMA address or `ExternalAccount:<uuid>` looked up. */
  target: string;
  currencies: Json<string[]>;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export type QuoteSourceKind = 'INTERNAL_ACCOUNT' | 'EXTERNAL_ACCOUNT' | 'REALTIME_FUNDING';
export type QuoteDestinationKind = 'INTERNAL_ACCOUNT' | 'EXTERNAL_ACCOUNT' | 'UMA_ADDRESS';

export interface QuotesTable {
  id: string;
  platform_id: string;
  customer_id: string | null;
  source_kind: QuoteSourceKind;
  source_account_id: string | null;
  destination_kind: QuoteDestinationKind;
  destination_account_id: string | null;
  sending_currency: string;
  receiving_currency: string;
  total_sending_amount: bigint;
  total_receiving_amount: bigint;
  exchange_rate: number;
  fees_included: bigint;
  platform_fees_included: bigint;
  scenario: string;
  details: Json<Record<string, unknown>>;
  transaction_id: string | null;
  /** Its transaction's status, kept in step by the execution and a trigger (migration 0026). */
  transaction_status: ColumnType<
    TransactionStatus | null,
    TransactionStatus | null | undefined,
    TransactionStatus | null
  >;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  sca_status: ColumnType<QuoteScaStatus | null, QuoteScaStatus | null | undefined, QuoteScaStatus | null>;
  sca_authorized_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  execute_on_authorization: ColumnType<boolean, boolean | undefined, boolean>;
}

/** Where a quote's Strong Customer Authentication stands (null: it does not apply). */
export type QuoteScaStatus = 'PENDING_AUTHORIZATION' | 'AUTHORIZED';

export type TransactionStatus =
  'CREATED' | 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'REJECTED' | 'FAILED' | 'REFUNDED' | 'EXPIRED';

export interface TransactionsTable {
  id: string;
  platform_id: string;
  type: 'INCOMING' | 'OUTGOING';
  status: TransactionStatus;
  awaiting_platform_approval: ColumnType<boolean, boolean | undefined, boolean>;
  customer_id: string | null;
  /** The customer's `platformCustomerId`, copied at creation (it never changes; migration 0026). */
  platform_customer_id: string | null;
  quote_id: string | null;
  source_account_id: string | null;
  destination_account_id: string | null;
  external_account_id: string | null;
  sent_amount: bigint;
  sent_currency: string;
  received_amount: bigint;
  received_currency: string;
  exchange_rate: number | null;
  fees: ColumnType<bigint, bigint | undefined, bigint>;
  platform_fees: ColumnType<bigint, bigint | undefined, bigint>;
  scenario: string;
  funds: ColumnType<'NONE' | 'IN_FLIGHT' | 'SETTLED' | 'RETURNED' | 'SUSPENSE', string | undefined, string>;
  failure_reason: string | null;
  refund: Json<Record<string, unknown>> | null;
  details: Json<Record<string, unknown>>;
  receipt_delivery_confirmed_at: NullableTimestamp;
  settled_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface InvitationsTable {
  code: string;
  platform_id: string;
  inviter_uma: string;
  invitee_uma: string | null;
  first_name: string | null;
  amount_to_send: bigint | null;
  amount_currency: string | null;
  status: 'PENDING' | 'CLAIMED' | 'EXPIRED' | 'CANCELLED';
  expires_at: NullableTimestamp;
  claimed_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PlaidLinkTokensTable {
  token: string;
  platform_id: string;
  customer_id: string;
  expires_at: Date;
  used_at: Date | null;
  external_account_id: string | null;
  created_at: Date;
}

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

/** The key that seals secrets when no KEY_ENCRYPTION_KEY is configured (src/modules/keys). */
export interface KeyEncryptionKeysTable {
  name: string;
  key: string;
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

export interface CardsTable {
  id: string;
  platform_id: string;
  cardholder_id: string;
  platform_card_id: string | null;
  state: 'PENDING_KYC' | 'PROCESSING' | 'ACTIVE' | 'FROZEN' | 'CLOSED';
  state_reason: 'ISSUER_REJECTED' | 'CLOSED_BY_PLATFORM' | 'CLOSED_BY_SERVICE' | null;
  brand: 'VISA' | 'MASTERCARD';
  form: 'VIRTUAL';
  currency: string;
  max_spend_per_transaction: ColumnType<bigint | null, bigint | null, bigint | null>;
  last4: string | null;
  exp_month: number | null;
  exp_year: number | null;
  processor_ref: string | null;
  issuer_ref: string | null;
  sealed_three_ds_password: string | null;
  sealed_pan: ColumnType<string | null, string | null | undefined, string | null>;
  sealed_cvv: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Date;
  updated_at: Date;
}

export interface CardFundingSourcesTable {
  platform_id: string;
  card_id: string;
  account_id: string;
  priority: number;
}

export interface CardRevealsTable {
  id: string;
  platform_id: string;
  card_id: string;
  actor: string;
  token_hash: string;
  expires_at: Date;
  opened_at: NullableTimestamp;
  created_at: Date;
}

export type CardTransactionStatus = 'AUTHORIZED' | 'PARTIALLY_SETTLED' | 'SETTLED' | 'REFUNDED' | 'EXCEPTION';

export interface CardTransactionsTable {
  id: string;
  platform_id: string;
  card_id: string;
  customer_id: string;
  account_id: string;
  direction: 'DEBIT' | 'CREDIT';
  status: CardTransactionStatus;
  merchant: Json<{ descriptor: string; mcc?: string; country?: string }>;
  currency: string;
  authorized_amount: bigint;
  held_amount: bigint;
  settled_amount: ColumnType<bigint, bigint | undefined, bigint>;
  settlement_count: ColumnType<number, number | undefined, number>;
  refunded_amount: ColumnType<bigint, bigint | undefined, bigint>;
  refund_count: ColumnType<number, number | undefined, number>;
  issuer_transaction_token: string;
  authorized_at: Date;
  last_event_at: Date;
  created_at: Date;
  updated_at: Date;
}

export interface CardIssuerEventsTable {
  token: string;
  platform_id: string;
  card_id: string;
  kind: string;
  request: Json<Record<string, unknown>>;
  card_transaction_id: string | null;
  outcome: string | null;
  reversed_by: string | null;
  received_at: Date;
  processed_at: NullableTimestamp;
}

export interface CardPullsTable {
  id: string;
  platform_id: string;
  card_transaction_id: string;
  amount: bigint;
  status: 'PENDING' | 'CONFIRMED' | 'FAILED';
  created_at: Date;
  updated_at: Date;
}

export interface AgentsTable {
  id: string;
  platform_id: string;
  customer_id: string;
  name: string;
  is_paused: ColumnType<boolean, boolean | undefined, boolean>;
  policy: Json<Record<string, unknown>>;
  deleted_at: NullableTimestamp;
  created_at: Date;
  updated_at: Date;
}

export interface AgentDeviceCodesTable {
  code_hash: string;
  platform_id: string;
  agent_id: string;
  expires_at: Date;
  redeemed_at: NullableTimestamp;
  superseded_at: NullableTimestamp;
  created_at: Date;
}

export interface AgentTokensTable {
  token_hash: string;
  platform_id: string;
  agent_id: string;
  revoked_at: NullableTimestamp;
  created_at: Date;
}

export type AgentActionStatus = 'PENDING_APPROVAL' | 'APPROVED' | 'REJECTED' | 'FAILED';
export type AgentActionType = 'EXECUTE_QUOTE' | 'TRANSFER_OUT' | 'TRANSFER_IN';

export interface AgentActionsTable {
  id: string;
  platform_id: string;
  agent_id: string;
  customer_id: string;
  type: AgentActionType;
  status: AgentActionStatus;
  quote_id: string | null;
  transaction_id: string | null;
  transfer_details: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  /** What the action spends in its policy's limit currency (0 for a pull). */
  spend_amount: ColumnType<bigint, bigint, bigint>;
  spend_currency: string;
  rejection_reason: string | null;
  failure_reason: string | null;
  decided_at: NullableTimestamp;
  created_at: Date;
  updated_at: Date;
}

export interface AgentQuotesTable {
  quote_id: string;
  platform_id: string;
  agent_id: string;
  created_at: Date;
}

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
