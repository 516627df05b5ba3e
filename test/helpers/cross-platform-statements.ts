/**
 * The exceptions of the platform_id check (statement-check.ts), in one place.
 *
 * `crossPlatformStatements`: statements that reach tenant tables across platforms on purpose,
 * each with why. One passes when every unscoped table it has is among an entry's `tables` and
 * its text matches the entry's pattern; keep a pattern specific to its statement. Every other
 * statement on a tenant table filters by platform_id: a store finds, changes and removes a
 * platform's rows through `ownRows` (src/db/rows.ts), which always does.
 */
export interface CrossPlatformStatement {
  /** The tables it may leave unscoped (`any`: a test's own reads). */
  tables: string[] | 'any';
  matches: RegExp;
  why: string;
}

export const crossPlatformStatements: CrossPlatformStatement[] = [
  {
    tables: [
      'agent_tokens',
      'agent_device_codes',
      'agent_quotes',
      'card_funding_sources',
      'webhook_attempts',
      'ledger_postings',
      'transactions',
      'agent_actions',
      'card_issuer_events',
      'card_transactions',
      'wallet_sessions',
      'wallet_secrets',
      'stablecoins',
    ],
    matches:
      /^select count\(\*\) as n from "\w+" c join "\w+" p on p\."\w+" = c\."\w+" where p\.platform_id = \$1 and c\.platform_id <> \$2$/,
    why: "a sandbox reset's guard: another platform's rows that point at the resetting platform's stop the reset (its own rows are found through the parent, whose platform_id it filters)",
  },
  {
    tables: ['events', 'webhook_attempts'],
    matches:
      /^with "head" as \(select "e"\."id", "e"\."platform_id"|^with attempt as \( insert into webhook_attempts/,
    why: 'the outbox deliverer claims and records due events of every platform (docs/scaling.md: on Citus, one claim a platform)',
  },
  {
    tables: ['events'],
    matches: /^update "events" set "delivery_status" = \$1, "locked_until" = \$2, "locked_by" = \$3/,
    why: 'the outbox deliverer locks the events it claimed, by their ids',
  },
  {
    tables: ['idempotency_keys'],
    matches: /^delete from "idempotency_keys" where "created_at" < \$1/,
    why: 'the sweep of expired idempotency keys, of every platform',
  },
  {
    tables: ['wallet_requests'],
    matches: /^delete from "wallet_requests" where "expires_at" < \$1$/,
    why: 'the sweep of lapsed wallet requests, of every platform',
  },
  {
    tables: ['kyc_links'],
    matches:
      /from "kyc_links" where "token_hash" = \$1|^update "kyc_links" set "used_at" = \$1 where "token_hash" = \$2/,
    why: 'a hosted KYC link is opened by its token alone, before its platform is known',
  },
  {
    tables: ['card_reveals'],
    matches: /^select \* from "card_reveals" where "token_hash" = \$1/,
    why: 'a card reveal page is opened by its token alone, before its platform is known',
  },
  {
    tables: ['agent_tokens', 'agents'],
    matches:
      /^select "a"\.\* from "agent_tokens" as "t" inner join "agents" as "a" on "a"\."id" = "t"\."agent_id" where "t"\."token_hash" = \$1/,
    why: "an agent's Bearer token is all its request carries: it names the agent, and so the platform",
  },
  {
    tables: ['agent_device_codes'],
    matches:
      /from "agent_device_codes" where "code_hash" = \$1|^update "agent_device_codes" set "redeemed_at" = \$1 where "code_hash" = \$2/,
    why: 'a device code is redeemed by the code alone, before its platform is known',
  },
  {
    tables: ['external_accounts'],
    matches:
      /^select "id", "status" from "external_accounts" where ownership_challenge->>\$\d = \$\d and "is_deleted" = \$\d$/,
    why: 'a hosted liveness check is opened by its token alone, before its platform is known',
  },
  {
    tables: ['customers'],
    matches:
      /^select lower\(uma_address\) as "address" from "customers" where "is_deleted" = \$\d and lower\(uma_address\) in/,
    why: 'UMA addresses are unique across platforms (a payment to one must find a single receiver)',
  },
  {
    tables: ['customers'],
    matches:
      /^select (true|\$\d+) as "is_id", "platform_customer_id" as "value" from "customers" where "platform_id" = \$\d+ and "is_deleted" = (false|\$\d+) and "platform_customer_id" in \([^)]*\) union all select (false|\$\d+) as "is_id", lower\(uma_address\) as "value" from "customers" where "is_deleted" = (false|\$\d+) and lower\(uma_address\) in \([^)]*\)$/,
    why: "a new customer's platformCustomerId is checked within its platform and its UMA address across platforms (unique across them), in one statement",
  },
  {
    tables: ['customers', 'platform_configs'],
    matches:
      /^select "id", "platform_id", "uma_address", "currencies" from "customers" where lower\(uma_address\) = \$1 and "is_deleted" = \$\d and exists \(select \$\d as "one" from "platform_configs" where lower\(uma_domain\) = \$2\)$/,
    why: "a receiver lookup finds the customer holding a UMA address, of whichever platform of this service answers for the address's domain",
  },
  {
    tables: ['invitations'],
    matches: /^select \* from "invitations" where "code" = \$1( for update)?$/,
    why: "an invitation is read and claimed by any platform (the invitee is usually another platform's customer), and expired by a job, by its code alone: the code is the capability",
  },
  {
    tables: [
      'webhook_signing_keys',
      'wallet_enclave_keys',
      'stablecoin_provider_accounts',
      'wallet_secrets',
      'wallet_credentials',
      'cards',
      'wallet_delegated_keys',
      'sca_factors',
    ],
    matches:
      /^select "[a-z_]+"::text as key, "[a-z_]+" as value from "[a-z_]+" where "[a-z_]+" is not null and "[a-z_]+" not like \$1|^update "[a-z_]+" set "[a-z_]+" = \$1 where "[a-z_]+" = \$2 and "[a-z_]+" = \$3$/,
    why: 'rotating the key-encryption key re-seals the sealed values of every platform, in key order',
  },
  {
    tables: ['wallet_secrets', 'wallet_credentials', 'cards', 'wallet_delegated_keys', 'sca_factors'],
    matches: /^update "[a-z_]+" set "(sealed_[a-z_]+)" = \$1 where "[a-z_]+" = \$2 and "\1" = \$3$/,
    why: 'rotating the key-encryption key replaces each value the scan above found, by its row key (it read no platform)',
  },
  {
    tables: [
      'ledger_accounts',
      'ledger_postings',
      'ledger_transactions',
      'stablecoins',
      'stablecoin_operations',
    ],
    matches:
      /^select "a"\."id", "a"\."available", "a"\."pending", coalesce\(sum\(p\.amount\)|^select "ledger_transaction_id", "currency", sum\(amount\)::bigint as "total" from "ledger_postings" group by|^select "id", "platform_id", "supply", "burning", "supply_ledger_account_id" from "stablecoins"$|^select "stablecoin_id", sum\(amount\)::bigint as "held" from "stablecoin_operations" where "operation_type" = \$1 and "status" not in/,
    why: 'the ledger check proves every balance of every platform against its postings',
  },
  {
    tables: ['stablecoins'],
    matches: /^select \* from "stablecoins" where "id" = \$1 for update$/,
    why: "the operator's command (`stablecoins set-status`) names a stablecoin by its id, for any platform",
  },
];

crossPlatformStatements.push({
  tables: 'any',
  matches:
    /^update "[a-z_]+" as child set platform_id = p\.platform_id from "[a-z_]+" as p where p\.id = child\."[a-z_]+"$|^update events set next_attempt_at = created_at$|^update (transactions t|quotes q) set (platform_customer_id|transaction_status|details) = |^update transactions set details = details - \$1$/,
  why: 'a migration fills a new column of every row, of every platform (tests migrate databases down and up again)',
});

crossPlatformStatements.push({
  tables: ['wallet_credentials'],
  matches:
    /^update wallet_credentials set otp_target_private = \$1, otp_target_public = \$2, otp_expires_at = \$3 where otp_target_private is not null$/,
  why: 'a migration (0028) drops the one-time-code targets of every platform that were kept in clear',
});

/** A test's own look into the database, to assert what the service stored (not the service's SQL). */
const TEST_READS: RegExp[] = [
  /^select \$\d+ from ledger_accounts where id = \$\d+::uuid for update$/, // a test's lock that holds a job mid-transaction
  /^select \$\d+::text as name, count\(\*\)::int as rows, coalesce\(sum\(/, // the database digest
  /from "?events"? where "?resource_id"? (=|in|like) /,
  /^select "platform_id", "sealed_private_key" from "webhook_signing_keys"$/,
  /from "ledger_transactions" where "cause_id" (=|in) /,
  /^delete from "events" where "resource_id" = \$1$/,
  /^select "platform_id", "data" from "events" where "type" = \$1 and "resource_id" = \$2$/,
  /^select "id", "delivery_status", "(attempts|delivered_at)", .* from "events" where "id" in \(/,
  /^select .* from "webhook_attempts" where "event_id" (=|in) /,
  /^select count\(\*\)( as "n"|::int as "transactions") from "(internal_accounts|ledger_transactions)"/,
  /^select "token_hash" from "agent_tokens"$/,
  /^update "agent_device_codes" set "expires_at" = \$1$/, // a test's shortcut to an expired code
  /^select \* from "documents" where "id" = \$1$/,
  /^update "external_accounts" set "(ownership_challenge|default_uma_deposit_account)" = \$1 where "id" = \$2$/,
  /^update "bulk_import_jobs" set "status" = \$1, "processed" = \$2, "successful" = \$3, "failed" = \$4, "errors" = \$5, "completed_at" = \$6 where "id" = \$7$/, // a test's crash
  /^select "id" from "stablecoin_operations"$/,
  /^select "details" from "transactions" where "id" = \$1$/,
  /^update "customers" set "contact_verification" = \$1 where "id" = \$2$/, // a test's code sent 11 minutes ago
  /^select "id", "available", "pending" from "ledger_accounts" where "kind" = \$1 and \("available" < \$2 or "pending" < \$3\)$/, // no internal account below zero, of any platform
  /^update "ledger_accounts" set "available" = \$1 where "id" = \$2$/, // a test's drift of a balance
  /^delete from ledger_postings where id in \(/, // a test's own cross-platform postings, removed
  /^select "(status|code)" from "invitations" where "code" = \$1( for update)?$/,
  /^update "invitations" set "code" = \$1 where "code" = \$2$/, // a test's malformed stored code
  /^(update "idempotency_keys" set .*|select .* from "idempotency_keys") where "key" = \$\d+$/, // a test's crash of a keyed request
  /^select \* from "stablecoin_provider_accounts" where "provider_account_id" = \$1$/,
  /^select "(supply|burning)" from "stablecoins" where "id" = \$1$/,
  /^update "stablecoins" set "supply" = \$1 where "id" = \$2$/, // a test's drift of the supply
  /^select "id", "type", "resource_id", "delivery_status", "created_at", "seq" from "events" where "created_at" >= \$1$/, // the chaos run's events since it began
  /^update "wallet_requests" set "expires_at" = \$1 where "id" = \$2$/, // a test's shortcut to a lapsed request
  /^select "id" from "wallet_requests" where "id" in \(/,
  /^select "details" from "wallet_credentials" where "id" = \$1$/,
  /^select "id", "sealed_private_key" from "wallet_delegated_keys" where "public_key" = \$1$/,
  /^select \* from "wallet_secrets"$/,
  /^select "sealed_three_ds_password" from "cards" where "id" = \$1$/,
  /^select "status" from "card_pulls"$/,
  /^select \* from "card_reveals" where "card_id" = \$1$/,
  /^update "card_reveals" set "expires_at" = \$1 where "card_id" = \$2$/, // a test's shortcut to a lapsed link
];

crossPlatformStatements.push({
  tables: 'any',
  matches: new RegExp(TEST_READS.map((r) => r.source).join('|')),
  why: "a test's own look into the database, to assert what the service stored",
});
