import type { Database } from './schema.js';

/**
 * Where each table lives on a distributed PostgreSQL (Citus; docs/scaling.md):
 *
 * - `tenant`: distributed by `platform_id`, all in one co-location group, so a platform's rows
 *   of every table sit on one node and a statement that names its platform runs there alone.
 *   Every statement on such a table filters by `platform_id` (checked on every test run).
 * - `reference`: small, read by every platform, written rarely: copied to every node, so any
 *   table can join it.
 * - `local`: stays on the coordinator only; no statement joins it with a distributed table.
 *
 * `Record<keyof Database, ...>`: a new table does not compile until it is placed here.
 */
export type TablePlacement =
  { kind: 'tenant' } | { kind: 'reference'; why: string } | { kind: 'local'; why: string };

const tenant = { kind: 'tenant' } as const;

export const tableDistribution: Record<keyof Database, TablePlacement> = {
  platforms: {
    kind: 'reference',
    why: 'one row a platform, which every tenant table references; its id is the distribution value itself',
  },
  api_tokens: {
    kind: 'reference',
    why: 'a request is authenticated by its client id before its platform is known; a few rows a platform, written rarely',
  },
  key_encryption_keys: {
    kind: 'reference',
    why: 'the one key that seals secrets when no KEY_ENCRYPTION_KEY is configured, the same for every platform',
  },
  jobs: {
    kind: 'local',
    why: 'the queue of delayed work: claimed across platforms with FOR UPDATE SKIP LOCKED, which a distributed table does not offer; some jobs belong to no platform',
  },
  platform_configs: tenant,
  idempotency_keys: tenant,
  customers: tenant,
  beneficial_owners: tenant,
  documents: tenant,
  verifications: tenant,
  kyc_links: tenant,
  bulk_import_jobs: tenant,
  events: tenant,
  test_clocks: tenant,
  ledger_accounts: tenant,
  ledger_transactions: tenant,
  ledger_postings: tenant,
  internal_accounts: tenant,
  external_accounts: tenant,
  receiver_lookups: tenant,
  quotes: tenant,
  transactions: tenant,
  invitations: tenant,
  webhook_attempts: tenant,
  webhook_signing_keys: tenant,
  plaid_link_tokens: tenant,
  wallet_credentials: tenant,
  wallet_sessions: tenant,
  wallet_requests: tenant,
  wallet_enclave_keys: tenant,
  wallet_secrets: tenant,
  wallet_operations: tenant,
  wallet_delegated_keys: tenant,
  cards: tenant,
  card_funding_sources: tenant,
  card_reveals: tenant,
  card_transactions: tenant,
  card_issuer_events: tenant,
  card_pulls: tenant,
  agents: tenant,
  agent_device_codes: tenant,
  agent_tokens: tenant,
  agent_actions: tenant,
  agent_quotes: tenant,
  sca_factors: tenant,
  sca_customer_states: tenant,
  sca_challenges: tenant,
  sca_factor_resets: tenant,
  stablecoin_provider_accounts: tenant,
  stablecoins: tenant,
  stablecoin_operations: tenant,
};

/** Tables of the migrations' own bookkeeping (Kysely's), which stay on the coordinator. */
export const bookkeepingTables = ['kysely_migration', 'kysely_migration_lock'] as const;

/** The distribution column of every tenant table. */
export const DISTRIBUTION_COLUMN = 'platform_id';
