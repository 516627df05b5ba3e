import type { Kysely } from 'kysely';
import type { ServiceContext } from '../../context.js';
import type { IdempotencyClaim } from '../../idempotency/index.js';
import type { Page, PageRequest } from '../../db/pagination.js';
import type { Database } from '../../db/schema.js';
import type { Write } from '../../db/together.js';
import { ApiError, invalidField, notFound } from '../../errors.js';
import { present } from '../../assert.js';
import { recordEvents } from '../../events/record.js';
import { findByPublicId, formatId, newUuid, parseId } from '../../ids.js';
import {
  type LedgerEntry,
  openInternalAccounts,
  post,
  postReading,
  SYSTEM_ACCOUNTS,
  systemAccount,
} from '../../ledger/ledger.js';
import { getCurrency } from '../../money/currencies.js';
import { getConfig } from '../config/index.js';
import { activeCustomerIds, type CustomerRow } from '../customers/index.js';
import { fundingPaymentInstructions } from './funding-instructions.js';
import type { InternalAccount } from './schemas.js';
import * as store from './store.js';

/** Stablecoins and bitcoin are held in crypto accounts; everything else is fiat. */
const CRYPTO = new Set(['USDC', 'USDT', 'USDB', 'BTC']);
export const accountTypeFor = (currency: string): 'INTERNAL_CRYPTO' | 'INTERNAL_FIAT' =>
  CRYPTO.has(currency) ? 'INTERNAL_CRYPTO' : 'INTERNAL_FIAT';

export function toInternalAccount(view: store.InternalAccountView): InternalAccount {
  const currency = getCurrency(view.currency);
  return {
    id: formatId('InternalAccount', view.id),
    ...(view.customer_id ? { customerId: formatId('Customer', view.customer_id) } : {}),
    type: view.type,
    status: view.status,
    balance: { amount: view.available, currency },
    totalBalance: { amount: view.available + view.pending, currency },
    fundingPaymentInstructions: fundingPaymentInstructions(view.id, view.currency, view.holder, {
      isPlatformAccount: view.customer_id === null,
      issuedAt: view.created_at,
      networks: 'every-revision',
    }),
    ...(view.type === 'EMBEDDED_WALLET' ? { privateEnabled: view.private_enabled ?? false } : {}),
    createdAt: view.created_at.toISOString(),
    updatedAt: view.updated_at.toISOString(),
  };
}

/**
 * The ledger account of an internal account (same uuid), opened on first use: opening an
 * account writes only its row, which keeps creating customers in bulk cheap (each gets an
 * account per currency).
 */
export async function ledgerAccountOf(
  trx: Kysely<Database>,
  account: { id: string; platform_id: string; currency: string },
  now: Date,
): Promise<string> {
  await openInternalAccounts(trx, account.platform_id, [{ id: account.id, currency: account.currency }], now);
  return account.id;
}

/**
 * Customer-created listener: one internal account per currency, the customer's own
 * `currencies` or else every currency the platform supports, written by the statement that
 * creates the customers.
 */
export async function openCustomerAccounts(
  ctx: ServiceContext,
  db: Kysely<Database>,
  customers: CustomerRow[],
): Promise<Write[]> {
  /** Per platform: what its customers get by default, the lists made so far, its customers. */
  const platforms = new Map<
    string,
    {
      currencies: string[];
      wallets: boolean;
      lists: Map<string, store.AccountKinds>;
      customers: { customerId: string; kinds: store.AccountKinds }[];
    }
  >();
  for (const customer of customers) {
    let platform = platforms.get(customer.platform_id);
    if (platform === undefined) {
      // The configuration as committed (kept in memory), not re-read with the creation:
      // which currencies a platform supports does not depend on this customer's creation.
      const config = await getConfig(ctx, customer.platform_id);
      platform = {
        currencies: config.supportedCurrencies.map((c) => c.currencyCode),
        wallets: config.embeddedWalletConfig !== undefined,
        lists: new Map(),
        customers: [],
      };
      platforms.set(customer.platform_id, platform);
    }
    // One list per set of currencies: the platform's, or the same ones chosen by many customers.
    const key = customer.currencies ? `own:${customer.currencies.join(',')}` : 'platform';
    let kinds = platform.lists.get(key);
    if (kinds === undefined) {
      kinds = [
        ...(customer.currencies ?? platform.currencies).map((currency) => ({
          currency,
          type: accountTypeFor(currency),
        })),
        ...(platform.wallets ? [WALLET] : []),
      ];
      platform.lists.set(key, kinds);
    }
    platform.customers.push({ customerId: customer.id, kinds });
  }
  const now = ctx.clock.now();
  return [...platforms].flatMap(
    ([platformId, { customers: accounts }]) =>
      store.customerAccountsInsert(db, platformId, accounts, now) ?? [],
  );
}

/** The asset an embedded wallet holds: the Spark network's dollar stablecoin. */
export const EMBEDDED_WALLET_CURRENCY = 'USDB';

/** A customer's embedded wallet (spec 2.5), opened with the customer where the platform enables wallets. */
const WALLET = { currency: EMBEDDED_WALLET_CURRENCY, type: 'EMBEDDED_WALLET' } as const;
const walletAccount = (platformId: string, customerId: string): store.NewInternalAccount => ({
  id: newUuid(),
  platformId,
  customerId,
  ...WALLET,
});

/**
 * Opens an embedded wallet for each customer of the platform that has none (the platform has
 * just enabled embedded wallets). Returns how many were opened.
 */
export async function openMissingWallets(
  trx: Kysely<Database>,
  platformId: string,
  now: Date,
): Promise<number> {
  const customerIds = await activeCustomerIds(trx, platformId);
  const have = await store.customersWithWallet(trx, platformId, customerIds);
  const missing = customerIds.filter((id) => !have.has(id));
  await store.insertAccounts(
    trx,
    missing.map((customerId) => walletAccount(platformId, customerId)),
    now,
  );
  return missing.length;
}

/** An embedded wallet's privacy setting (spec 4.4), changed in the caller's transaction. */
export async function setPrivateEnabled(
  trx: Kysely<Database>,
  account: store.InternalAccountView,
  privateEnabled: boolean,
  now: Date,
): Promise<InternalAccount> {
  if (account.type !== 'EMBEDDED_WALLET') {
    throw invalidField('privateEnabled', 'applies to EMBEDDED_WALLET accounts only');
  }
  await store.updatePrivateEnabled(trx, account, privateEnabled, now);
  return toInternalAccount({ ...account, private_enabled: privateEnabled, updated_at: now });
}

/** Platform-level accounts exist for every supported currency; missing ones are opened on first read. */
async function ensurePlatformAccounts(ctx: ServiceContext, platformId: string): Promise<void> {
  const config = await getConfig(ctx, platformId);
  const existing = await store.listPlatformAccounts(ctx.db, platformId, {});
  const have = new Set(existing.map((a) => `${a.currency}/${a.type}`));
  const missing = config.supportedCurrencies
    .map((c) => c.currencyCode)
    .filter((currency) => !have.has(`${currency}/${accountTypeFor(currency)}`))
    .map((currency) => ({
      id: newUuid(),
      platformId,
      customerId: null,
      type: accountTypeFor(currency),
      currency,
    }));
  if (missing.length === 0) return;
  // A concurrent first read may open the same accounts: the unique index keeps one of each.
  await store.insertAccounts(ctx.db, missing, ctx.clock.now(), 'keep');
}

export async function listPlatformAccounts(
  ctx: ServiceContext,
  platformId: string,
  filter: store.AccountFilter,
): Promise<InternalAccount[]> {
  await ensurePlatformAccounts(ctx, platformId);
  return (await store.listPlatformAccounts(ctx.db, platformId, filter)).map(toInternalAccount);
}

export async function listCustomerAccounts(
  ctx: ServiceContext,
  platformId: string,
  filter: store.AccountFilter,
  page: PageRequest,
): Promise<Page<InternalAccount>> {
  let customerId = filter.customerId;
  if (customerId !== undefined) {
    // Not a customer id: matches nothing, like any unknown id in a filter.
    customerId = parseId('Customer', customerId) ?? '00000000-0000-0000-0000-000000000000';
  }
  const result = await store.listCustomerAccounts(ctx.db, platformId, { ...filter, customerId }, page);
  return { ...result, data: result.data.map(toInternalAccount) };
}

/** One internal account as the API shows it (404 otherwise). */
export async function getAccount(ctx: ServiceContext, platformId: string, accountId: string) {
  return toInternalAccount(await loadAccount(ctx.db, platformId, accountId));
}

const accountNotFound = (id: string) => notFound('NOT_FOUND', `Internal account ${id} not found`);

/**
 * The platform's internal accounts among `ids`, as a request names them (`InternalAccount:<uuid>`),
 * read in one query and keyed by that name. A name that does not parse, or that is no account of
 * the platform, is absent: each caller says in its own words why it cannot use it.
 */
export async function findNamedAccounts(
  db: Kysely<Database>,
  platformId: string,
  ids: readonly string[],
): Promise<Map<string, store.InternalAccountView>> {
  const uuids = ids.map((id) => parseId('InternalAccount', id));
  const byUuid = new Map(
    (await store.findAccounts(db, platformId, [...new Set(uuids.flatMap((uuid) => uuid ?? []))])).map(
      (view) => [view.id, view],
    ),
  );
  return new Map(
    ids.flatMap((id, i) => {
      const uuid = uuids[i];
      const view = uuid === undefined ? undefined : byUuid.get(uuid);
      return view ? [[id, view] as const] : [];
    }),
  );
}

export async function loadAccount(
  db: Kysely<Database>,
  platformId: string,
  accountId: string,
): Promise<store.InternalAccountView> {
  const account = await findByPublicId('InternalAccount', accountId, accountNotFound, (uuid) =>
    store.findAccount(db, platformId, uuid),
  );
  return account;
}

/**
 * Sandbox: credits the account at once from the simulated bank, through the ledger, and
 * records INTERNAL_ACCOUNT.BALANCE_UPDATED in the same transaction.
 */
export async function fundAccount(
  ctx: ServiceContext,
  platformId: string,
  accountId: string,
  amount: number,
  idempotency: IdempotencyClaim,
): Promise<InternalAccount> {
  const view = await ctx.db.transaction().execute(async (trx) => {
    const account = await loadAccount(trx, platformId, accountId);
    if (account.status !== 'ACTIVE') {
      throw new ApiError(
        400,
        'INVALID_INPUT',
        `Internal account ${accountId} is ${account.status}, not ACTIVE`,
      );
    }
    const now = ctx.clock.now();
    const settlement = await systemAccount(
      trx,
      platformId,
      SYSTEM_ACCOUNTS.SETTLEMENT,
      account.currency,
      now,
    );
    const [updated] = await postAndAnnounce(
      trx,
      {
        platformId,
        causeType: 'SANDBOX_FUND',
        causeId: formatId('InternalAccount', account.id),
        description: 'POST /sandbox/internal-accounts/{accountId}/fund',
        postings: [
          { accountId: settlement, bucket: 'AVAILABLE', amount: -BigInt(amount) },
          {
            accountId: await ledgerAccountOf(trx, account, now),
            bucket: 'AVAILABLE',
            amount: BigInt(amount),
          },
        ],
      },
      now,
      () => new ApiError(500, 'INTERNAL_ERROR', 'The sandbox bank cannot be overdrawn'),
      [account.id],
    );
    // A retry of this request after a crash answers with the account instead of funding again.
    await idempotency.bind(trx, formatId('InternalAccount', account.id));
    return present(updated, `internal account ${account.id}`);
  });
  return toInternalAccount(view);
}

/**
 * Posts `entry` (the ledger's `post`, same arguments) and records
 * INTERNAL_ACCOUNT.BALANCE_UPDATED for each of the internal accounts `accountIds` (uuids), read
 * in the statement that writes the entry: no read after the write. Returns their views with the
 * balances the entry left them, in the order of `accountIds`.
 */
export async function postAndAnnounce(
  trx: Kysely<Database>,
  entry: LedgerEntry,
  now: Date,
  insufficient: (ledgerAccountId: string) => ApiError,
  accountIds: string[],
): Promise<store.InternalAccountView[]> {
  const ids = [...new Set(accountIds)];
  if (ids.length === 0) {
    await post(trx, entry, now, insufficient);
    return [];
  }
  const { rows, balances } = await postReading<store.InternalAccountView>(
    trx,
    entry,
    now,
    insufficient,
    store.accountsQuery(trx, entry.platformId, ids),
  );
  // An internal account's ledger account has its uuid; the read saw the balances before the entry.
  const byId = new Map(rows.map((view) => [view.id, { ...view, ...balances.get(view.id) }]));
  const views = ids.flatMap((id) => byId.get(id) ?? []);
  await announce(trx, entry.platformId, views, now);
  return views;
}

async function announce(
  trx: Kysely<Database>,
  platformId: string,
  views: store.InternalAccountView[],
  now: Date,
): Promise<void> {
  await recordEvents(
    trx,
    views.map((view) => ({
      platformId,
      type: 'INTERNAL_ACCOUNT.BALANCE_UPDATED',
      resourceId: formatId('InternalAccount', view.id),
      data: toInternalAccount(view),
      now,
    })),
  );
}
