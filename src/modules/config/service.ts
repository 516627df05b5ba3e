import type { Kysely } from 'kysely';
import { assert } from '../../assert.js';
import type { ServiceContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import type { PlatformConfigRow } from './tables.js';
import { ApiError, type FieldError, invalidField, invalidInput, notFound } from '../../errors.js';
import { recordEvent } from '../../events/record.js';
import { formatId, newUuid } from '../../ids.js';
import { frozenView } from '../../json.js';
import { currencyCodes, findCurrency } from '../../money/currencies.js';
import {
  defaultEmbeddedWalletConfig,
  defaultSupportedCurrencies,
  defaultUmaDomain,
  platformSlug,
} from './defaults.js';
import type {
  CardTokenization2FAConfig,
  CustomerInfoFieldName,
  EmbeddedWalletConfig,
  FeeConfig,
  FeeConfigInput,
  PlatformConfig,
  PlatformCurrencyConfig,
  PlatformCurrencyConfigInput,
  UpdatePlatformConfigBody,
} from './schemas.js';
import { LEGACY_FIELD_NAMES } from './schemas.js';
import type { WebhookSettings } from '../../hooks.js';
import * as store from './store.js';
import { isRevision, type Revision, REVISIONS } from '../../revisions/index.js';

/** What the webhooks module shows and checks of a platform's webhooks (ctx.hooks.webhookSettings). */
function webhookSettings(ctx: ServiceContext): WebhookSettings {
  const [settings] = ctx.hooks.webhookSettings;
  assert(
    settings !== undefined && ctx.hooks.webhookSettings.length === 1,
    'one module keeps webhook settings',
  );
  return settings;
}

/** Currencies the fee configuration accepts today (the real service answers others with 501). */
const FEE_CURRENCIES = ['USD'];

/**
 * Fee configs written before the fee currency became a code held a Currency object; both read
 * back as the code the contract defines.
 */
type StoredFeeConfig = Omit<FeeConfig, 'fixedFee'> & {
  fixedFee: { amount: number; currency: string | { code: string } };
};

const toFeeConfig = (fee: StoredFeeConfig): FeeConfig => ({
  ...fee,
  fixedFee: { amount: fee.fixedFee.amount, currency: feeCurrencyCode(fee.fixedFee.currency) },
});

const feeCurrencyCode = (currency: string | { code: string }): string =>
  typeof currency === 'string' ? currency : currency.code;

function toPlatformConfig(row: PlatformConfigRow): PlatformConfig {
  return {
    id: formatId('PlatformConfig', row.id),
    umaDomain: row.uma_domain,
    ...(row.proxy_uma_subdomain ? { proxyUmaSubdomain: row.proxy_uma_subdomain } : {}),
    ...(row.webhook_endpoint ? { webhookEndpoint: row.webhook_endpoint } : {}),
    supportedCurrencies: row.supported_currencies as PlatformCurrencyConfig[],
    isRegulatedFinancialInstitution: row.is_regulated_financial_institution,
    ...(row.embedded_wallet_config
      ? { embeddedWalletConfig: row.embedded_wallet_config as EmbeddedWalletConfig }
      : {}),
    ...(row.card_tokenization_2fa_config
      ? { cardTokenization2faConfig: row.card_tokenization_2fa_config as CardTokenization2FAConfig }
      : {}),
    feeConfigs: (row.fee_configs as StoredFeeConfig[]).map(toFeeConfig),
    travelRuleEnabled: row.travel_rule_enabled,
    ...(isRevision(row.api_revision) ? { apiRevision: row.api_revision } : {}),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Writes the starting configuration of a new platform (inside the transaction creating it). */
export async function createDefaultConfig(
  db: Kysely<Database>,
  now: Date,
  platform: { id: string; name: string; apiRevision?: Revision | undefined },
): Promise<void> {
  const slug = platformSlug(platform.name, platform.id);
  await store.insertConfig(
    db,
    newUuid(),
    platform.id,
    {
      umaDomain: defaultUmaDomain(slug),
      proxyUmaSubdomain: slug,
      webhookEndpoint: null,
      supportedCurrencies: defaultSupportedCurrencies(),
      isRegulatedFinancialInstitution: false,
      embeddedWalletConfig: defaultEmbeddedWalletConfig(platform.name),
      cardTokenization2faConfig: null,
      feeConfigs: [],
      travelRuleEnabled: true,
      apiRevision: platform.apiRevision ?? null,
    },
    now,
  );
}

/**
 * GET /config: the configuration with the public key that verifies the platform's webhooks.
 * The view of a configuration kept in memory is made once, frozen, and answered again until
 * the configuration changes (a new object), so it is also serialized once.
 */
export async function getConfigView(ctx: ServiceContext, platformId: string): Promise<PlatformConfig> {
  const config = await getConfig(ctx, platformId);
  const key = await webhookSettings(ctx).signingKey(ctx, ctx.db, platformId, ctx.clock.now());
  const kept = keptView(config, key);
  if (kept) return kept;
  const view = frozenView(
    structuredClone({
      ...config,
      webhookSigningPublicKey: key.publicKeyPem,
      apiRevision: config.apiRevision ?? ctx.config.apiRevision,
      apiRevisionPinned: config.apiRevision !== undefined,
      apiRevisions: [...REVISIONS],
    }),
  );
  views.set(config, view);
  return view;
}

/**
 * GET /config's view when this process holds all of it (the configuration fresh, the signing
 * key, the view made): nearly every request, answered with no promise. Undefined means "not
 * all here now": `getConfigView` then reads what is missing.
 */
export function keptConfigView(ctx: ServiceContext, platformId: string): PlatformConfig | undefined {
  if (ctx.db.isTransaction) return undefined;
  const config = ctx.changes?.peek<PlatformConfig>('config', platformId);
  const key = webhookSettings(ctx).keptSigningKey(platformId);
  return config === undefined || key === undefined ? undefined : keptView(config, key);
}

/** Frozen views of configurations, by the configuration object they show. */
const views = new WeakMap<PlatformConfig, PlatformConfig>();

/** The view made of `config`, if it shows the platform's current signing key. */
function keptView(config: PlatformConfig, key: { publicKeyPem: string }): PlatformConfig | undefined {
  const kept = views.get(config);
  return kept?.webhookSigningPublicKey === key.publicKeyPem ? kept : undefined;
}

/** The revision a platform is answered in when a request names none: its pin, else the server's. */
export const platformRevision = (ctx: ServiceContext, config: PlatformConfig): Revision =>
  config.apiRevision ?? ctx.config.apiRevision;

/** `platformRevision` from this process's copy of the configuration, if it holds a fresh one. */
export function keptPlatformRevision(ctx: ServiceContext, platformId: string): Revision | undefined {
  if (ctx.db.isTransaction) return undefined;
  const config = ctx.changes?.peek<PlatformConfig>('config', platformId);
  return config === undefined ? undefined : platformRevision(ctx, config);
}

/**
 * A platform's configuration: from this process's copy when it has a fresh one (kept until any
 * process changes it, src/db/changes.ts), else from the database. Inside a transaction always
 * from the database, which is what that transaction sees.
 */
export async function getConfig(ctx: ServiceContext, platformId: string): Promise<PlatformConfig> {
  const load = async () => {
    const row = await store.findConfig(ctx.db, platformId);
    return row ? toPlatformConfig(row) : undefined;
  };
  const config =
    ctx.changes && !ctx.db.isTransaction ? await ctx.changes.read('config', platformId, load) : await load();
  if (!config) throw notFound('NOT_FOUND', 'This platform has no configuration');
  return config;
}

/**
 * PATCH semantics: fields left out keep their value; `supportedCurrencies` replaces the list,
 * `embeddedWalletConfig` and `cardTokenization2faConfig` merge field by field, `feeConfigs`
 * upserts by (feeType, sourceCurrency) and an entry with both fees 0 removes its fee.
 */
export async function updateConfig(
  ctx: ServiceContext,
  platformId: string,
  patch: UpdatePlatformConfigBody,
): Promise<PlatformConfig> {
  const problems = checkCurrencies(patch.supportedCurrencies ?? []).concat(checkFees(patch.feeConfigs ?? []));
  if (problems.length > 0)
    throw invalidInput(`Request validation failed: ${problems.length} invalid field(s)`, problems);
  const unsupported = (patch.feeConfigs ?? []).find((f) => !FEE_CURRENCIES.includes(f.sourceCurrency));
  if (unsupported) {
    throw new ApiError(
      501,
      'NOT_IMPLEMENTED',
      `Fee configuration is supported for ${FEE_CURRENCIES.join(', ')} only, not ${unsupported.sourceCurrency}`,
    );
  }

  if (patch.webhookEndpoint) {
    const problem = webhookSettings(ctx).endpointProblem(ctx.config, patch.webhookEndpoint);
    if (problem) throw invalidField('webhookEndpoint', problem);
  }

  await ctx.db.transaction().execute(async (trx) => {
    const current = await store.findConfig(trx, platformId, { forUpdate: true });
    if (!current) throw notFound('NOT_FOUND', 'This platform has no configuration');
    const before = toPlatformConfig(current);
    const now = ctx.clock.now();
    if (patch.embeddedWalletConfig && before.embeddedWalletConfig === undefined) {
      for (const enabled of ctx.hooks.walletsEnabled) await enabled(ctx, trx, platformId);
    }
    await store.updateConfig(
      trx,
      platformId,
      {
        umaDomain: patch.umaDomain ?? before.umaDomain,
        proxyUmaSubdomain: patch.proxyUmaSubdomain ?? current.proxy_uma_subdomain,
        webhookEndpoint:
          patch.webhookEndpoint === undefined ? (before.webhookEndpoint ?? null) : patch.webhookEndpoint,
        supportedCurrencies: patch.supportedCurrencies?.map(normalizeCurrency) ?? before.supportedCurrencies,
        isRegulatedFinancialInstitution: before.isRegulatedFinancialInstitution,
        embeddedWalletConfig: patch.embeddedWalletConfig
          ? { ...before.embeddedWalletConfig, ...patch.embeddedWalletConfig }
          : before.embeddedWalletConfig,
        cardTokenization2faConfig: patch.cardTokenization2faConfig
          ? mergeCardConfig(before.cardTokenization2faConfig, patch.cardTokenization2faConfig)
          : before.cardTokenization2faConfig,
        feeConfigs: patch.feeConfigs ? upsertFees(before.feeConfigs, patch.feeConfigs) : before.feeConfigs,
        travelRuleEnabled: patch.travelRuleEnabled ?? before.travelRuleEnabled,
        apiRevision: patch.apiRevision === undefined ? (before.apiRevision ?? null) : patch.apiRevision,
      },
      now,
    );
    // A new or changed endpoint gets one TEST webhook, through the outbox like every event;
    // recorded after the update, since an event finds its platform's endpoint as it goes in.
    if (patch.webhookEndpoint && patch.webhookEndpoint !== before.webhookEndpoint) {
      await recordEvent(trx, {
        platformId,
        type: 'TEST',
        resourceId: before.id,
        data: webhookSettings(ctx).testEventData(before.id),
        now,
      });
    }
  });
  // Committed: this process reads the new configuration from the next request on (the other
  // processes once the announcement of the store reaches them).
  ctx.changes?.drop('config', platformId);
  ctx.notifyWebhooks?.();
  return getConfigView(ctx, platformId);
}

function checkCurrencies(currencies: PlatformCurrencyConfigInput[]): FieldError[] {
  const problems: FieldError[] = [];
  const seen = new Set<string>();
  currencies.forEach((c, i) => {
    if (seen.has(c.currencyCode)) {
      problems.push({
        field: `supportedCurrencies[${i}].currencyCode`,
        message: `${c.currencyCode} is listed twice`,
      });
    }
    seen.add(c.currencyCode);
    if (!findCurrency(c.currencyCode)) {
      problems.push({
        field: `supportedCurrencies[${i}].currencyCode`,
        message: `${c.currencyCode} is not a currency this service supports`,
        constraint: { enum: [...currencyCodes] },
      });
    }
    if (c.minAmount > c.maxAmount) {
      problems.push({
        field: `supportedCurrencies[${i}].minAmount`,
        message: 'must not be greater than maxAmount',
      });
    }
  });
  return problems;
}

const todayName = (name: string): CustomerInfoFieldName =>
  (name in LEGACY_FIELD_NAMES
    ? LEGACY_FIELD_NAMES[name as keyof typeof LEGACY_FIELD_NAMES]
    : name) as CustomerInfoFieldName;

/** Legacy field names under today's name, each listed once (a list may name both spellings). */
function normalizeCurrency(input: PlatformCurrencyConfigInput): PlatformCurrencyConfig {
  const names = (list: string[]) => [...new Set(list.map(todayName))];
  const required = new Map<CustomerInfoFieldName, boolean>();
  for (const field of input.requiredCounterpartyFields) {
    const name = todayName(field.name);
    required.set(name, (required.get(name) ?? false) || field.mandatory);
  }
  const {
    providerRequiredCustomerFields: customer,
    providerRequiredCounterpartyCustomerFields: counterparty,
  } = input;
  return {
    currencyCode: input.currencyCode,
    minAmount: input.minAmount,
    maxAmount: input.maxAmount,
    requiredCounterpartyFields: [...required].map(([name, mandatory]) => ({ name, mandatory })),
    ...(customer ? { providerRequiredCustomerFields: names(customer) } : {}),
    ...(counterparty ? { providerRequiredCounterpartyCustomerFields: names(counterparty) } : {}),
    enabledTransactionTypes: input.enabledTransactionTypes,
  };
}

function checkFees(fees: FeeConfigInput[]): FieldError[] {
  const problems: FieldError[] = [];
  const seen = new Set<string>();
  fees.forEach((f, i) => {
    const key = `${f.feeType}/${f.sourceCurrency}`;
    if (seen.has(key)) problems.push({ field: `feeConfigs[${i}]`, message: `${key} is listed twice` });
    seen.add(key);
    if (feeCurrencyCode(f.fixedFee.currency) !== f.sourceCurrency) {
      problems.push({
        field:
          typeof f.fixedFee.currency === 'string'
            ? `feeConfigs[${i}].fixedFee.currency`
            : `feeConfigs[${i}].fixedFee.currency.code`,
        message: 'must equal sourceCurrency',
      });
    }
  });
  return problems;
}

function upsertFees(current: FeeConfig[], changes: FeeConfigInput[]): FeeConfig[] {
  const next = new Map(current.map((f) => [`${f.feeType}/${f.sourceCurrency}`, f]));
  for (const change of changes) {
    const key = `${change.feeType}/${change.sourceCurrency}`;
    if (change.variableFeeBps === 0 && change.fixedFee.amount === 0) {
      next.delete(key);
      continue;
    }
    next.set(key, {
      feeType: change.feeType,
      sourceCurrency: change.sourceCurrency,
      variableFeeBps: change.variableFeeBps,
      fixedFee: { amount: change.fixedFee.amount, currency: change.sourceCurrency },
    });
  }
  return [...next.values()];
}

function mergeCardConfig(
  current: CardTokenization2FAConfig | undefined,
  patch: CardTokenization2FAConfig,
): CardTokenization2FAConfig {
  const merged: CardTokenization2FAConfig = { ...current, ...patch };
  if (patch.email) merged.email = { ...current?.email, ...patch.email };
  if (patch.sms) merged.sms = { ...current?.sms, ...patch.sms };
  return merged;
}
