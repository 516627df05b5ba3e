import type { ServiceContext } from '../../../context.js';
import { ApiError, invalidField, notFound } from '../../../errors.js';
import { formatId, parseId } from '../../../ids.js';
import { findCurrency } from '../../../money/currencies.js';
import { findNamedAccounts, loadAccount } from '../../accounts/index.js';
import type { InternalAccountView } from '../../accounts/index.js';
import { CRYPTO_NETWORKS, isCryptoNetwork } from '../../crypto/index.js';
import { loadCustomer } from '../../customers/index.js';
import { parseUmaAddress, type ResolvedReceiver, resolveReceiver } from '../../discovery/index.js';
import {
  accountTypeDefinition,
  primaryIdentifier,
  railsOf,
  settlementRail,
} from '../../external-accounts/index.js';
import {
  createExternalAccount,
  type ExternalAccountRow,
  listExternalAccounts,
  loadExternalAccount,
} from '../../external-accounts/index.js';
import type { Scenario } from '../execution/rails.js';
import * as store from './store.js';
import type { ExternalAccountDetails, QuoteDestination, QuoteSource } from './schemas.js';

/**
 * Who pays and who is paid in a quote, resolved from the request (spec 4.8): the accounts
 * exist and belong to the calling platform, currencies are known, and the scenario the
 * destination gets from the bank rails (ctx.world.bank) is known.
 */

export type ResolvedSource =
  | { kind: 'INTERNAL_ACCOUNT'; currency: string; customerId: string | null; account: InternalAccountView }
  | { kind: 'EXTERNAL_ACCOUNT'; currency: string; customerId: string | null; account: ExternalAccountRow }
  | { kind: 'REALTIME_FUNDING'; currency: string; customerId: string | null; cryptoNetwork?: string };

export type ResolvedDestination =
  | { kind: 'INTERNAL_ACCOUNT'; currency: string; scenario: Scenario; account: InternalAccountView }
  | {
      kind: 'EXTERNAL_ACCOUNT';
      currency: string;
      scenario: Scenario;
      account: ExternalAccountRow;
      paymentRail?: string;
    }
  | {
      kind: 'UMA_ADDRESS';
      currency: string;
      scenario: Scenario;
      address: string;
      receiver: ResolvedReceiver;
      counterpartyInformation?: object;
    };

/** A destination stated by id: what an EXTERNAL_ACCOUNT_DETAILS destination becomes. */
export type DestinationById = Exclude<QuoteDestination, { destinationType: 'EXTERNAL_ACCOUNT_DETAILS' }>;

/** External accounts the bank can pull from: US bank accounts, by ACH debit. */
export const PULL_CAPABLE_ACCOUNT_TYPES: readonly string[] = ['USD_ACCOUNT'];

const NOT_FOUND = (id: string) => notFound('NOT_FOUND', `Account ${id} not found`);

/** An external account of the platform, customer-owned or platform-owned (one id space). */
export async function loadAnyExternalAccount(ctx: ServiceContext, platformId: string, id: string) {
  try {
    return await loadExternalAccount(ctx.db, platformId, id, 'customer');
  } catch (err) {
    if (err instanceof ApiError && err.status === 404)
      return loadExternalAccount(ctx.db, platformId, id, 'platform');
    throw err;
  }
}

export function activeInternalAccount(account: InternalAccountView, field: string): InternalAccountView {
  if (account.status !== 'ACTIVE') {
    throw invalidField(field, `internal account is ${account.status}, not ACTIVE`);
  }
  return account;
}

function knownCurrency(code: string, field: string): string {
  if (!findCurrency(code))
    throw new ApiError(400, 'INVALID_CURRENCY', `${field}: ${code} is not a currency this service moves`);
  return code;
}

/** Internal accounts a request names, read beforehand: by the id the request gives. */
export type NamedAccounts = ReadonlyMap<string, InternalAccountView>;

/**
 * The internal accounts among `ids` (as a request names them) in one query: a quote between
 * two internal accounts reads both at once instead of one after the other. Only a read:
 * resolveSource and resolveDestination still check each in turn, so errors come as before.
 */
export async function namedInternalAccounts(
  ctx: ServiceContext,
  platformId: string,
  ids: (string | undefined)[],
): Promise<NamedAccounts> {
  const named = new Set(
    ids.filter((id): id is string => id !== undefined && parseId('InternalAccount', id) !== undefined),
  );
  // One account costs one query either way.
  if (named.size < 2) return new Map();
  return findNamedAccounts(ctx.db, platformId, [...named]);
}

/** The internal account the request names: read beforehand, else now (404 if it is not there). */
const internalAccount = (ctx: ServiceContext, platformId: string, id: string, named: NamedAccounts) =>
  named.get(id) ?? loadAccount(ctx.db, platformId, id);

export async function resolveSource(
  ctx: ServiceContext,
  platformId: string,
  source: QuoteSource,
  named: NamedAccounts = new Map(),
): Promise<ResolvedSource> {
  if (source.sourceType === 'REALTIME_FUNDING') {
    const customer =
      source.customerId === undefined
        ? undefined
        : await loadCustomer(ctx.db, platformId, source.customerId, { writable: true });
    const currency = knownCurrency(source.currency, 'source.currency');
    const crypto = ['USDC', 'USDT', 'USDB', 'BTC'].includes(currency);
    if (crypto && source.cryptoNetwork === undefined) {
      throw invalidField('source.cryptoNetwork', `is required to fund ${currency}`);
    }
    if (source.cryptoNetwork !== undefined && !isCryptoNetwork(source.cryptoNetwork)) {
      throw invalidField(
        'source.cryptoNetwork',
        `${JSON.stringify(source.cryptoNetwork)} is not a network this service serves: ${CRYPTO_NETWORKS.join(', ')}`,
      );
    }
    return {
      kind: 'REALTIME_FUNDING',
      currency,
      customerId: customer?.id ?? null,
      ...(source.cryptoNetwork ? { cryptoNetwork: source.cryptoNetwork } : {}),
    };
  }
  // FBO funding: an account (typically the platform's) pays on behalf of the named customer.
  const onBehalfOf =
    source.customerId === undefined
      ? undefined
      : (await loadCustomer(ctx.db, platformId, source.customerId, { writable: true })).id;
  if (parseId('InternalAccount', source.accountId)) {
    const account = activeInternalAccount(
      await internalAccount(ctx, platformId, source.accountId, named),
      'source.accountId',
    );
    sameCurrency(source.currency, account.currency, 'source.currency');
    return {
      kind: 'INTERNAL_ACCOUNT',
      currency: account.currency,
      customerId: onBehalfOf ?? account.customer_id,
      account,
    };
  }
  if (parseId('ExternalAccount', source.accountId)) {
    const account = await loadAnyExternalAccount(ctx, platformId, source.accountId);
    if (!PULL_CAPABLE_ACCOUNT_TYPES.includes(account.account_type)) {
      throw invalidField(
        'source.accountId',
        `${account.account_type} accounts cannot be pulled from; use a REALTIME_FUNDING source and its paymentInstructions`,
      );
    }
    sameCurrency(source.currency, account.currency, 'source.currency');
    return {
      kind: 'EXTERNAL_ACCOUNT',
      currency: knownCurrency(account.currency, 'source.accountId'),
      customerId: onBehalfOf ?? account.customer_id,
      account,
    };
  }
  throw NOT_FOUND(source.accountId);
}

/** The first revision of the interface sent the account's currency along; it must agree. */
function sameCurrency(stated: string | undefined, actual: string, field: string): void {
  if (stated !== undefined && stated !== actual) {
    throw new ApiError(400, 'INVALID_CURRENCY', `${field}: the account holds ${actual}, not ${stated}`, {
      errors: [{ field, message: `must be ${actual}, the account's currency` }],
    });
  }
}

/** Identifier fields of an account (the ones that make it the same account), canonical type first. */
function identityOf(accountType: string, info: Record<string, unknown>): string | undefined {
  const def = accountTypeDefinition(accountType);
  if (!def) return undefined;
  return JSON.stringify([def.accountType, ...def.identifier.map((name) => info[name] ?? null)]);
}

/**
 * An EXTERNAL_ACCOUNT_DETAILS destination: the owner's account with the same type, currency
 * and identifiers if there is one (so a retried quote does not add accounts), else a new one
 * created exactly as POST /customers/external-accounts would (same checks, same errors). The
 * owner is the named customer, else the paying customer, else the platform.
 */
export async function externalAccountFor(
  ctx: ServiceContext,
  platformId: string,
  details: ExternalAccountDetails,
  payingCustomerId: string | null,
): Promise<string> {
  const customerId =
    details.customerId ?? (payingCustomerId ? formatId('Customer', payingCustomerId) : undefined);
  const scope = customerId === undefined ? 'platform' : 'customer';
  if (customerId !== undefined) await loadCustomer(ctx.db, platformId, customerId, { writable: true });
  const wanted = identityOf(details.accountInfo.accountType, details.accountInfo);
  if (wanted !== undefined) {
    let cursor: string | undefined;
    do {
      const page = await listExternalAccounts(
        ctx,
        platformId,
        scope,
        { customerId, currency: details.currency },
        { limit: 100, cursor },
      );
      const same = page.data.find((a) => {
        const info = a.accountInfo as Record<string, unknown>;
        return typeof info.accountType === 'string' && identityOf(info.accountType, info) === wanted;
      });
      if (same) return same.id;
      cursor = page.nextCursor;
    } while (cursor !== undefined);
  }
  const created = await createExternalAccount(ctx, platformId, scope, { ...details, customerId });
  return created.id;
}

export async function resolveDestination(
  ctx: ServiceContext,
  platformId: string,
  destination: DestinationById,
  lookupId: string | undefined,
  named: NamedAccounts = new Map(),
): Promise<ResolvedDestination> {
  if (destination.destinationType === 'UMA_ADDRESS') {
    const uma = parseUmaAddress(destination.umaAddress);
    if (!uma) {
      throw new ApiError(
        400,
        'INVALID_UMA_ADDRESS',
        `destination.umaAddress ${JSON.stringify(destination.umaAddress)} is not a UMA address ($name@domain)`,
      );
    }
    if (lookupId === undefined) {
      throw invalidField(
        'lookupId',
        'is required for UMA destinations: look the receiver up with GET /receiver/uma/{address} first',
      );
    }
    const receiver = await resolveReceiver(ctx, uma);
    if (!receiver) throw notFound('UMA_NOT_FOUND', `No UMA receiver found at ${uma.address}`);
    await checkLookup(ctx, platformId, lookupId, receiver.address);
    const currency = destination.currency ?? receiver.currencies[0];
    if (currency === undefined || !receiver.currencies.includes(currency)) {
      throw new ApiError(
        400,
        'INVALID_CURRENCY',
        `${receiver.address} receives ${receiver.currencies.join(', ')}, not ${currency}`,
      );
    }
    const scenario: Scenario = receiver.simulated
      ? {
          SUCCESS: 'UMA_SUCCESS' as const,
          PENDING_LONG: 'UMA_PENDING_LONG' as const,
          FAIL_COMPLIANCE: 'UMA_COMPLIANCE_FAILURE' as const,
        }[receiver.simulated.behaviour]
      : 'INTERNAL';
    return {
      kind: 'UMA_ADDRESS',
      currency,
      scenario,
      address: receiver.address,
      receiver,
      ...(destination.counterpartyInformation
        ? { counterpartyInformation: destination.counterpartyInformation }
        : {}),
    };
  }
  if (lookupId !== undefined) await checkLookup(ctx, platformId, lookupId, destination.accountId);
  if (parseId('InternalAccount', destination.accountId)) {
    const account = activeInternalAccount(
      await internalAccount(ctx, platformId, destination.accountId, named),
      'destination.accountId',
    );
    if (destination.paymentRail !== undefined) {
      throw invalidField('destination.paymentRail', 'applies to external accounts only');
    }
    sameCurrency(destination.currency, account.currency, 'destination.currency');
    return { kind: 'INTERNAL_ACCOUNT', currency: account.currency, scenario: 'INTERNAL', account };
  }
  if (parseId('ExternalAccount', destination.accountId)) {
    const account = await loadAnyExternalAccount(ctx, platformId, destination.accountId);
    const def = accountTypeDefinition(account.account_type);
    // Bank accounts are paid on the requested rail, else on their first (fastest listed) one.
    const rails: string[] = def && def.kind === 'FIAT' ? railsOf(def, account.account_info) : [];
    const paymentRail = destination.paymentRail ?? rails[0];
    if (destination.paymentRail !== undefined) {
      if (!rails.includes(destination.paymentRail)) {
        throw invalidField(
          'destination.paymentRail',
          `must be one of the account's rails: ${rails.join(', ') || 'none'}`,
        );
      }
    }
    sameCurrency(destination.currency, account.currency, 'destination.currency');
    return {
      kind: 'EXTERNAL_ACCOUNT',
      currency: knownCurrency(account.currency, 'destination.accountId'),
      scenario: ctx.world.bank.payout(def ? primaryIdentifier(def, account.account_info) : undefined),
      account,
      ...(paymentRail ? { paymentRail: settlementRail(paymentRail) } : {}),
    };
  }
  throw NOT_FOUND(destination.accountId);
}

/** The lookupId must be a live lookup of this platform for the same receiver. */
async function checkLookup(
  ctx: ServiceContext,
  platformId: string,
  lookupId: string,
  target: string,
): Promise<void> {
  const uuid = parseId('Lookup', lookupId);
  const lookup = uuid ? await store.findLookup(ctx.db, platformId, uuid) : undefined;
  if (!lookup || lookup.expires_at < ctx.clock.now()) {
    throw notFound(
      'LOOKUP_REQUEST_NOT_FOUND',
      `Lookup ${lookupId} not found or expired; look the receiver up again`,
    );
  }
  if (lookup.target.toLowerCase() !== target.toLowerCase()) {
    throw invalidField('lookupId', `is a lookup of ${lookup.target}, not of ${target}`);
  }
}

/** A side that is an account, of this service or of the platform's customer (its id's type). */
type AccountSide = Extract<ResolvedSource | ResolvedDestination, { account: unknown }>;
const ACCOUNT_ID_TYPES = {
  INTERNAL_ACCOUNT: 'InternalAccount',
  EXTERNAL_ACCOUNT: 'ExternalAccount',
} as const;
const accountView = (side: AccountSide) => ({
  accountId: formatId(ACCOUNT_ID_TYPES[side.kind], side.account.id),
  currency: side.currency,
});

/** The API's view of who pays and who is paid, as stored with the quote and its transaction. */
export function sourceView(source: ResolvedSource): Record<string, unknown> {
  switch (source.kind) {
    case 'REALTIME_FUNDING':
      return {
        sourceType: 'REALTIME_FUNDING',
        currency: source.currency,
        ...(source.customerId ? { customerId: formatId('Customer', source.customerId) } : {}),
        ...(source.cryptoNetwork ? { cryptoNetwork: source.cryptoNetwork } : {}),
      };
    case 'INTERNAL_ACCOUNT':
    case 'EXTERNAL_ACCOUNT':
      return { sourceType: 'ACCOUNT', ...accountView(source) };
  }
}

export function destinationView(destination: ResolvedDestination): Record<string, unknown> {
  switch (destination.kind) {
    case 'UMA_ADDRESS':
      return {
        destinationType: 'UMA_ADDRESS',
        umaAddress: destination.address,
        currency: destination.currency,
        ...(destination.counterpartyInformation
          ? { counterpartyInformation: destination.counterpartyInformation }
          : {}),
      };
    case 'INTERNAL_ACCOUNT':
      return { destinationType: 'ACCOUNT', ...accountView(destination) };
    case 'EXTERNAL_ACCOUNT':
      return {
        destinationType: 'ACCOUNT',
        ...accountView(destination),
        ...(destination.paymentRail ? { paymentRail: destination.paymentRail } : {}),
      };
  }
}
