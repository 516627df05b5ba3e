import { type Expression, type SqlBool, sql } from 'kysely';
import type { PlatformConfigRow, ConfigDb } from './tables.js';

export interface PlatformConfigValues {
  umaDomain: string;
  proxyUmaSubdomain: string | null;
  webhookEndpoint: string | null;
  supportedCurrencies: unknown;
  isRegulatedFinancialInstitution: boolean;
  embeddedWalletConfig: unknown;
  cardTokenization2faConfig: unknown;
  feeConfigs: unknown;
  travelRuleEnabled: boolean;
  /** The pinned revision; null follows the server's default. */
  apiRevision: string | null;
}

const json = (value: unknown): string => JSON.stringify(value);
const jsonOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : json(value);

export async function insertConfig(
  db: ConfigDb,
  id: string,
  platformId: string,
  values: PlatformConfigValues,
  now: Date,
): Promise<void> {
  await db
    .insertInto('platform_configs')
    .values({
      id,
      platform_id: platformId,
      uma_domain: values.umaDomain,
      proxy_uma_subdomain: values.proxyUmaSubdomain,
      webhook_endpoint: values.webhookEndpoint,
      supported_currencies: json(values.supportedCurrencies),
      is_regulated_financial_institution: values.isRegulatedFinancialInstitution,
      embedded_wallet_config: jsonOrNull(values.embeddedWalletConfig),
      card_tokenization_2fa_config: jsonOrNull(values.cardTokenization2faConfig),
      fee_configs: json(values.feeConfigs),
      travel_rule_enabled: values.travelRuleEnabled,
      api_revision: values.apiRevision,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** `forUpdate` locks the row for a read-modify-write inside a transaction. */
export async function findConfig(
  db: ConfigDb,
  platformId: string,
  options: { forUpdate?: boolean } = {},
): Promise<PlatformConfigRow | undefined> {
  const query = db.selectFrom('platform_configs').selectAll().where('platform_id', '=', platformId);
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export async function updateConfig(
  db: ConfigDb,
  platformId: string,
  values: PlatformConfigValues,
  now: Date,
): Promise<PlatformConfigRow> {
  return db
    .updateTable('platform_configs')
    .set({
      uma_domain: values.umaDomain,
      proxy_uma_subdomain: values.proxyUmaSubdomain,
      webhook_endpoint: values.webhookEndpoint,
      supported_currencies: json(values.supportedCurrencies),
      embedded_wallet_config: jsonOrNull(values.embeddedWalletConfig),
      card_tokenization_2fa_config: jsonOrNull(values.cardTokenization2faConfig),
      fee_configs: json(values.feeConfigs),
      travel_rule_enabled: values.travelRuleEnabled,
      api_revision: values.apiRevision,
      updated_at: now,
    })
    .where('platform_id', '=', platformId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Whether the platform `platformId` names has no webhook endpoint, as a condition the outbox
 * puts in its insert (src/events/record.ts): a platform without a configuration has none.
 */
export const noWebhookEndpoint = (platformId: Expression<string>): Expression<SqlBool> =>
  sql<SqlBool>`not exists (
    select 1 from platform_configs as c
    where c.platform_id = ${platformId} and c.webhook_endpoint is not null
  )`;
