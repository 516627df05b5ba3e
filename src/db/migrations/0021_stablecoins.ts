import { type Kysely, sql } from 'kysely';
import { belongsTo, createListIndex, dropTables, tenantKeys, timestamps } from './columns.js';

// 0020 is reserved for cards (another branch): this one is numbered after it.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A platform's link to its account at a stablecoin provider (Brale). The API secret is kept
  // sealed (src/crypto/secret-box.ts): the service calls the provider with it, so it cannot be
  // a hash; it is never returned or logged.
  await sql`
    create table stablecoin_provider_accounts (
      ${tenantKeys},
      provider text not null check (provider in ('BRALE')),
      provider_account_id text not null,
      provider_environment text not null check (provider_environment in ('SANDBOX', 'PRODUCTION')),
      status text not null check (status in ('ACTIVE', 'INVALID', 'REVOKED')),
      api_client_id text not null,
      sealed_api_client_secret text not null,
      last_verified_at timestamptz(3),
      ${timestamps},
      unique (platform_id, provider, provider_account_id)
    )`.execute(db);
  await createListIndex(db, 'stablecoin_provider_accounts', 'stablecoin_provider_accounts_platform');

  // A provider-created token registered with the service, its issuance and enablement
  // (spec 3.6), and its supply: what the ledger's supply account says is out (checked by
  // \`ledger check\`). \`burning\` is what pending burns hold against the supply.
  await sql`
    create table stablecoins (
      ${tenantKeys},
      ${belongsTo('provider_account_id', 'stablecoin_provider_accounts')},
      -- The provider account's, copied: a stablecoin stays with the account it was registered on.
      provider text not null check (provider in ('BRALE')),
      provider_environment text not null check (provider_environment in ('SANDBOX', 'PRODUCTION')),
      provider_token_identifier text not null,
      network_token_identifier text not null,
      network text not null check (network in ('SPARK')),
      name text not null,
      symbol text not null,
      base_currency text not null,
      currency text not null,
      decimals integer not null check (decimals between 0 and 18),
      issuance_status text not null
        check (issuance_status in ('PENDING_REVIEW', 'PROVISIONING', 'PROVISIONED', 'REJECTED', 'FAILED')),
      service_operations_status text not null
        check (service_operations_status in ('NOT_ENABLED', 'PENDING_APPROVAL', 'ENABLING', 'ENABLED', 'DISABLED')),
      supply bigint not null default 0 check (supply >= 0),
      burning bigint not null default 0 check (burning >= 0 and burning <= supply),
      supply_ledger_account_id uuid not null references ledger_accounts(id),
      ${timestamps},
      unique (platform_id, provider_account_id, provider_token_identifier),
      unique (platform_id, network, network_token_identifier)
    )`.execute(db);
  await createListIndex(db, 'stablecoins', 'stablecoins_platform');

  // Mints and burns. \`amount\` is the token's smallest unit, \`fiat_amount\` the same in cents
  // of the base currency; \`held\` says whether money is held for it now (released or spent
  // when it ends). \`outcome\` is the provider's script, decided when it was created.
  await sql`
    create table stablecoin_operations (
      ${tenantKeys},
      ${belongsTo('stablecoin_id', 'stablecoins')},
      operation_type text not null check (operation_type in ('MINT', 'BURN')),
      status text not null check (status in
        ('CREATED', 'PENDING_FUNDING', 'PENDING_PROVIDER', 'PROCESSING', 'COMPLETED', 'FAILED', 'EXPIRED')),
      amount bigint not null check (amount > 0),
      fiat_amount bigint not null check (fiat_amount > 0),
      source jsonb not null,
      destination jsonb not null,
      funding_instructions jsonb,
      estimated_delivery jsonb,
      held boolean not null default false,
      outcome text not null check (outcome in ('COMPLETED', 'FAILED', 'EXPIRED')),
      provider_status text,
      failure_reason text,
      description text,
      expires_at timestamptz(3),
      ${timestamps},
      check ((status = 'FAILED') = (failure_reason is not null) or status = 'EXPIRED')
    )`.execute(db);
  await sql`create index stablecoin_operations_coin
    on stablecoin_operations (platform_id, stablecoin_id, created_at, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, 'stablecoin_operations', 'stablecoins', 'stablecoin_provider_accounts');
}
