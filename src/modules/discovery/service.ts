import type { ServiceContext } from '../../context.js';
import { cursorValues, type Page } from '../../db/pagination.js';
import { ApiError, invalidField, invalidInput, notFound } from '../../errors.js';
import { formatId, newUuid } from '../../ids.js';
import { type Currency, findCurrency, getCurrency } from '../../money/currencies.js';
import { estimatedRate } from '../../sandbox/fx.js';
import type { FxSource, UmaCounterparty } from '../../sandbox/index.js';
import { CUSTOMER_INFO_FIELD_NAMES, getConfig } from '../config/index.js';
import type { PlatformConfig, PlatformCurrencyConfig } from '../config/index.js';
import { loadCustomer } from '../customers/index.js';
import {
  allInstitutions,
  type Institution,
  UMA_PROVIDERS,
  type UmaProviderRecord,
} from '../../reference/institutions.js';
import type {
  ReceiverAccountLookup,
  ReceiverLookupQuery,
  ReceiverUmaLookup,
  UmaProvider,
  UmaProvidersQuery,
} from './schemas.js';
import { loadExternalAccount } from '../external-accounts/index.js';
import * as store from './store.js';

// ---------------------------------------------------------------------------------------------
// Institutions

/** Institutions matching both filters (each optional); none given lists all. */
export function listInstitutions(filter: { country?: string; currency?: string }): Institution[] {
  return allInstitutions()
    .filter(
      (i) =>
        (filter.country === undefined || i.country === filter.country) &&
        (filter.currency === undefined || i.currency === filter.currency),
    )
    .map((i) => ({ ...i }));
}

// ---------------------------------------------------------------------------------------------
// UMA providers

const CURSOR_TAG = 'uma-providers';

function encodeProviderCursor(p: UmaProviderRecord): string {
  return Buffer.from(JSON.stringify([CURSOR_TAG, p.name, p.domain])).toString('base64url');
}

function decodeProviderCursor(cursor: string): { name: string; domain: string } {
  const bad = () => invalidField('cursor', 'is not a cursor returned by this list');
  const [tag, name, domain] = cursorValues(cursor, 3);
  if (tag !== CURSOR_TAG || typeof name !== 'string' || typeof domain !== 'string') throw bad();
  return { name, domain };
}

/** Order by name, then domain (unique), comparing code points so the order never varies. */
function compareKey(a: { name: string; domain: string }, b: { name: string; domain: string }): number {
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  if (a.domain !== b.domain) return a.domain < b.domain ? -1 : 1;
  return 0;
}

function toUmaProvider(p: UmaProviderRecord): UmaProvider {
  return {
    name: p.name,
    supportedRegions: [...p.supportedRegions],
    domain: p.domain,
    ...(p.logoUrl ? { logoUrl: p.logoUrl } : {}),
    supportedCurrencies: p.supportedCurrencies.map(getCurrency),
    ...(p.lei ? { lei: p.lei } : {}),
    allowListStatus: p.allowListStatus,
  };
}

/**
 * The static provider list, filtered, ordered by name (default desc, like every list) and
 * paged by keyset: the cursor holds the (name, domain) of the last item returned.
 */
export function listUmaProviders(ctx: ServiceContext, query: UmaProvidersQuery): Page<UmaProvider> {
  const limit = query.limit ?? 20;
  const order = query.sortOrder ?? 'desc';
  const after = query.cursor === undefined ? undefined : decodeProviderCursor(query.cursor);
  const matching = UMA_PROVIDERS.filter(
    (p) =>
      (!p.sandboxOnly || ctx.world.uma.hasCounterpartyAt(p.domain)) &&
      (query.countryCode === undefined || p.supportedRegions.includes(query.countryCode)) &&
      (query.currencyCode === undefined || p.supportedCurrencies.includes(query.currencyCode)) &&
      (query.hasBlockedProviders !== false || p.allowListStatus),
  ).sort((a, b) => (order === 'asc' ? compareKey(a, b) : compareKey(b, a)));
  const rest = after
    ? matching.filter((p) => (order === 'asc' ? compareKey(p, after) > 0 : compareKey(p, after) < 0))
    : matching;
  const page = rest.slice(0, limit);
  const hasMore = rest.length > limit;
  const last = page.at(-1);
  return {
    data: page.map(toUmaProvider),
    hasMore,
    ...(hasMore && last ? { nextCursor: encodeProviderCursor(last) } : {}),
    totalCount: matching.length,
  };
}

// ---------------------------------------------------------------------------------------------
// UMA receiver lookups

export interface UmaAddress {
  /** `$local@domain` as written by the client (after URL decoding). */
  address: string;
  /** Local part with its `$`. */
  localPart: string;
  domain: string;
}

const UMA_ADDRESS =
  /^(\$[a-z0-9._+-]{1,64})@([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+)$/i;

/**
 * `$local@domain` (local part: letters, digits and . _ + -; domain: DNS labels, at least two),
 * accepting a URL-encoded form (`%24alice%40example.com`) when the path arrives encoded once
 * more than usual. undefined when malformed.
 */
export function parseUmaAddress(raw: string): UmaAddress | undefined {
  let text = raw;
  if (text.includes('%')) {
    try {
      text = decodeURIComponent(text);
    } catch {
      return undefined;
    }
  }
  if (text.length > 255) return undefined;
  const match = UMA_ADDRESS.exec(text);
  if (!match?.[1] || !match[2]) return undefined;
  return { address: text, localPart: match[1], domain: match[2] };
}

const invalidUmaAddress = (field: string, value: string) =>
  new ApiError(
    400,
    'INVALID_UMA_ADDRESS',
    `${field} ${JSON.stringify(value)} is not a UMA address ($name@domain)`,
  );

const umaNotFound = (address: string) => notFound('UMA_NOT_FOUND', `No UMA receiver found at ${address}`);

type PayerDataField = NonNullable<ReceiverUmaLookup['requiredPayerDataFields']>[number];
const isFieldName = (name: string): name is PayerDataField['name'] =>
  (CUSTOMER_INFO_FIELD_NAMES as readonly string[]).includes(name);

/** A simulated counterparty's asks, in the contract's field names (the world speaks plain strings). */
function payerDataFields(counterparty: UmaCounterparty): PayerDataField[] {
  return counterparty.requiredPayerDataFields.map(({ name, mandatory }) => {
    if (!isFieldName(name)) throw new Error(`the UMA counterparty asks for an unknown field ${name}`);
    return { name, mandatory };
  });
}

export interface ResolvedReceiver {
  address: string;
  currencies: string[];
  requiredPayerDataFields?: ReceiverUmaLookup['requiredPayerDataFields'];
  /** Set for a simulated counterparty's scripted receivers (ctx.world.uma). */
  simulated?: UmaCounterparty;
  /** Set for a customer of this service (of any platform). */
  customer?: store.UmaReceiverRow;
}

/** Who receives at a UMA address: a simulated counterparty, a customer of this service, or nobody. */
export async function resolveReceiver(
  ctx: ServiceContext,
  uma: UmaAddress,
): Promise<ResolvedReceiver | undefined> {
  const simulated = ctx.world.uma.counterparty(uma.address);
  if (simulated) {
    return {
      address: simulated.address,
      currencies: [...simulated.currencies],
      requiredPayerDataFields: payerDataFields(simulated),
      simulated,
    };
  }
  const customer = await store.findActiveCustomerByUmaAddress(ctx.db, uma.address, uma.domain);
  if (!customer) return undefined;
  const receivingConfig = await getConfig(ctx, customer.platform_id);
  const codes = customer.currencies?.length
    ? customer.currencies
    : receivingConfig.supportedCurrencies.map((c) => c.currencyCode);
  const currencies = [...new Set(codes)].filter((code) => findCurrency(code) !== undefined);
  const fields = payerFieldsOf(receivingConfig, currencies);
  return {
    address: customer.uma_address,
    currencies,
    ...(fields.length > 0 ? { requiredPayerDataFields: fields } : {}),
    customer,
  };
}

/** The receiving platform's required counterparty fields over the listed currencies, merged. */
function payerFieldsOf(
  config: PlatformConfig,
  currencies: string[],
): NonNullable<ReceiverUmaLookup['requiredPayerDataFields']> {
  const merged = new Map<string, boolean>();
  for (const entry of config.supportedCurrencies) {
    if (!currencies.includes(entry.currencyCode)) continue;
    for (const field of entry.requiredCounterpartyFields) {
      merged.set(field.name, (merged.get(field.name) ?? false) || field.mandatory);
    }
  }
  return [...merged].map(([name, mandatory]) => ({
    name: name as PlatformCurrencyConfig['requiredCounterpartyFields'][number]['name'],
    mandatory,
  }));
}

/** `amount` smallest units of `from` in smallest units of `to` at `rate` (units of `to` per `from`). */
function convert(amount: number, from: Currency, to: Currency, rate: number, round: (n: number) => number) {
  const value = round(amount * rate * 10 ** (to.decimals - from.decimals));
  return Math.min(Math.max(value, 0), Number.MAX_SAFE_INTEGER);
}

/**
 * Receivable range in `receiving`: the calling platform's limits for that currency when it
 * configures one, else its limits for the sending currency converted at the estimated rate.
 */
function limitsFor(
  config: PlatformConfig,
  sending: Currency,
  receiving: Currency,
  rate: number,
): { min: number; max: number } {
  const own = config.supportedCurrencies.find((c) => c.currencyCode === receiving.code);
  if (own) return { min: own.minAmount, max: own.maxAmount };
  const source = config.supportedCurrencies.find((c) => c.currencyCode === sending.code) ?? {
    minAmount: 1,
    maxAmount: 100_000_000,
  };
  const min = Math.max(1, convert(source.minAmount, sending, receiving, rate, Math.ceil));
  const max = Math.max(min, convert(source.maxAmount, sending, receiving, rate, Math.floor));
  return { min, max };
}

function checkSenderQuery(query: ReceiverLookupQuery): void {
  if (query.senderUmaAddress !== undefined && query.customerId !== undefined) {
    const message = 'give either senderUmaAddress or customerId, not both';
    throw invalidInput(`Request validation failed: ${message}`, [
      { field: 'senderUmaAddress', message },
      { field: 'customerId', message },
    ]);
  }
}

/**
 * The platform's configuration and the currency the payment would be sent in: the sender
 * customer's first currency when `customerId` is given, else the platform's first supported
 * currency, else USD.
 */
async function sendingSide(ctx: ServiceContext, platformId: string, query: ReceiverLookupQuery) {
  const sender =
    query.customerId === undefined ? undefined : await loadCustomer(ctx.db, platformId, query.customerId);
  const config = await getConfig(ctx, platformId);
  const sendingCode =
    [...(sender?.currencies ?? []), ...config.supportedCurrencies.map((c) => c.currencyCode)].find(
      (code) => findCurrency(code) !== undefined,
    ) ?? 'USD';
  return { config, sending: getCurrency(sendingCode) };
}

const receiverCurrency = (fx: FxSource, config: PlatformConfig, sending: Currency, code: string) => {
  const currency = getCurrency(code);
  const estimatedExchangeRate = estimatedRate(fx, sending.code, currency.code);
  return { currency, estimatedExchangeRate, ...limitsFor(config, sending, currency, estimatedExchangeRate) };
};

/** Lookups are kept this long: a quote naming a lookupId must come within it. */
export const LOOKUP_TTL_MS = 15 * 60 * 1000;

/** Stores the lookup so that POST /quotes can check the lookupId it names; returns the id. */
async function recordLookup(ctx: ServiceContext, platformId: string, target: string, currencies: string[]) {
  const id = newUuid();
  const now = ctx.clock.now();
  await store.insertLookup(ctx.db, {
    id,
    platform_id: platformId,
    target,
    currencies: JSON.stringify(currencies),
    expires_at: new Date(now.getTime() + LOOKUP_TTL_MS),
    created_at: now,
  });
  return formatId('Lookup', id);
}

/**
 * GET /receiver/external-account/{accountId}: what an external account of this platform can
 * be paid in (its own currency), at what estimated rate from the sending currency, and the
 * receivable range. The lookup is kept for LOOKUP_TTL_MS so a quote can name it.
 */
export async function lookupExternalAccountReceiver(
  ctx: ServiceContext,
  platformId: string,
  accountId: string,
  query: ReceiverLookupQuery,
): Promise<ReceiverAccountLookup> {
  checkSenderQuery(query);
  if (query.senderUmaAddress !== undefined && !parseUmaAddress(query.senderUmaAddress)) {
    throw invalidUmaAddress('senderUmaAddress', query.senderUmaAddress);
  }
  // Customer accounts and platform accounts alike (one id space).
  const account = await loadExternalAccount(ctx.db, platformId, accountId, 'customer').catch(
    (err: unknown) => {
      if (err instanceof ApiError && err.status === 404) {
        return loadExternalAccount(ctx.db, platformId, accountId, 'platform');
      }
      throw err;
    },
  );
  const { config, sending } = await sendingSide(ctx, platformId, query);
  const target = formatId('ExternalAccount', account.id);
  return {
    accountId: target,
    supportedCurrencies: [receiverCurrency(ctx.world.fx, config, sending, account.currency)],
    lookupId: await recordLookup(ctx, platformId, target, [account.currency]),
  };
}

/**
 * GET /receiver/uma/{receiverUmaAddress}: the currencies a UMA receiver can be paid in, with
 * estimated rates from the sending currency and receivable ranges. Resolves the simulated
 * counterparty's receivers (ctx.world.uma: the sandbox's) and active customers of this service; the lookup
 * is kept for LOOKUP_TTL_MS so a quote can name it.
 */
export async function lookupUmaReceiver(
  ctx: ServiceContext,
  platformId: string,
  receiverUmaAddress: string,
  query: ReceiverLookupQuery,
): Promise<ReceiverUmaLookup> {
  checkSenderQuery(query);
  const receiver = parseUmaAddress(receiverUmaAddress);
  if (!receiver) throw invalidUmaAddress('receiverUmaAddress', receiverUmaAddress);
  if (query.senderUmaAddress !== undefined && !parseUmaAddress(query.senderUmaAddress)) {
    throw invalidUmaAddress('senderUmaAddress', query.senderUmaAddress);
  }
  const { config, sending } = await sendingSide(ctx, platformId, query);
  const resolved = await resolveReceiver(ctx, receiver);
  if (!resolved) throw umaNotFound(receiver.address);
  return {
    receiverUmaAddress: resolved.address,
    supportedCurrencies: resolved.currencies.map((code) =>
      receiverCurrency(ctx.world.fx, config, sending, code),
    ),
    ...(resolved.requiredPayerDataFields
      ? { requiredPayerDataFields: resolved.requiredPayerDataFields }
      : {}),
    lookupId: await recordLookup(ctx, platformId, resolved.address, resolved.currencies),
  };
}
