import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { assert } from '../../assert.js';
import type { ServiceContext } from '../../context.js';
import type { Page } from '../../db/pagination.js';
import { transact } from '../../db/retry.js';
import type { Database } from '../../db/schema.js';
import { ApiError, conflict, invalidField, notFound } from '../../errors.js';
import { formatId, newUuid, parseId } from '../../ids.js';
import { enqueueJob } from '../../jobs/queue.js';
import { balancesOf, type LedgerCrossCheck, supplyAccount } from '../../ledger/ledger.js';
import { findCurrency } from '../../money/currencies.js';
import { keyRing } from '../keys/index.js';
import { allows, ISSUANCE_MOVES, PLATFORM_REQUESTS, SERVICE_MOVES } from './machine.js';
import type {
  LinkProviderAccountBody,
  ListProviderAccountsQuery,
  ListStablecoinsQuery,
  OperationsStatus,
  RegisterStablecoinBody,
  Stablecoin,
  StablecoinProviderAccount,
} from './schemas.js';
import * as store from './store.js';

export const CREDENTIALS_JOB = 'stablecoins.credentials';
export const ISSUANCE_JOB = 'stablecoins.issuance';
export const ENABLEMENT_JOB = 'stablecoins.enablement';

/**
 * The currency internal accounts hold every sandbox provider's token in: the service's USD
 * stablecoin, which embedded wallets and USDB accounts already hold (docs/decisions/0030).
 */
export const TOKEN_CURRENCY = 'USDB';

// ---------------------------------------------------------------------------------------
// Views

export function toProviderAccount(row: store.ProviderAccountRow): StablecoinProviderAccount {
  return {
    id: formatId('StablecoinProviderAccount', row.id),
    provider: row.provider,
    providerAccountId: row.provider_account_id,
    providerEnvironment: row.provider_environment,
    status: row.status,
    ...(row.last_verified_at !== null ? { lastVerifiedAt: row.last_verified_at.toISOString() } : {}),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function toStablecoin(row: store.StablecoinRow): Stablecoin {
  const operationsStatus = row.service_operations_status;
  return {
    id: formatId('Stablecoin', row.id),
    name: row.name,
    symbol: row.symbol,
    baseCurrency: row.base_currency,
    network: row.network,
    decimals: row.decimals,
    issuanceStatus: row.issuance_status,
    serviceOperationsStatus: operationsStatus,
    gridOperationsStatus: operationsStatus,
    networkTokenIdentifier: row.network_token_identifier,
    currency: row.currency,
    provider: row.provider,
    stablecoinProviderAccountId: formatId('StablecoinProviderAccount', row.provider_account_id),
    providerEnvironment: row.provider_environment,
    providerTokenIdentifier: row.provider_token_identifier,
    totalSupply: row.supply.toString(),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

const accountNotFound = (id: string) =>
  notFound('STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND', `Stablecoin provider account ${id} not found`);
export const stablecoinNotFound = (id: string) => notFound('NOT_FOUND', `Stablecoin ${id} not found`);

/** 400 for a provider account that cannot be used: its credentials stopped working or were revoked. */
export function unusableAccount(row: store.ProviderAccountRow): ApiError | undefined {
  const id = formatId('StablecoinProviderAccount', row.id);
  if (row.status === 'INVALID') {
    return new ApiError(
      400,
      'STABLECOIN_PROVIDER_ACCOUNT_INVALID',
      `The provider refuses the credentials of ${id}: link it again with valid ones`,
    );
  }
  if (row.status === 'REVOKED') {
    return new ApiError(
      400,
      'STABLECOIN_PROVIDER_ACCOUNT_REVOKED',
      `The credentials of ${id} were revoked at the provider: link it again with new ones`,
    );
  }
  return undefined;
}

const later = (ctx: ServiceContext, now: Date, delayMs: number) =>
  new Date(now.getTime() + delayMs * ctx.config.sandboxDelayScale);

// ---------------------------------------------------------------------------------------
// Provider accounts

/**
 * POST /stablecoin-provider-accounts: the provider checks the credentials (sandbox: the magic
 * values of `apiClientId`). Refused ones are 400 STABLECOIN_PROVIDER_ACCOUNT_INVALID and
 * nothing is kept. A link to an account already linked ACTIVE is 409; one INVALID or REVOKED
 * is linked again with the new credentials. The secret is kept sealed, never returned.
 */
export async function linkProviderAccount(
  ctx: ServiceContext,
  platformId: string,
  body: LinkProviderAccountBody,
): Promise<StablecoinProviderAccount> {
  const apiClientId = body.apiClientId.trim();
  const verdict = ctx.world.stablecoinProvider.credentials(apiClientId);
  if (verdict.outcome === 'INVALID') {
    throw new ApiError(
      400,
      'STABLECOIN_PROVIDER_ACCOUNT_INVALID',
      'The provider refused these API credentials',
    );
  }
  // The provider names the account the credentials belong to; the sandbox derives a stable one.
  const providerAccountId =
    body.providerAccountId?.trim() ??
    `brale_acct_${createHash('sha256').update(apiClientId).digest('hex').slice(0, 16)}`;
  const box = await keyRing(ctx);
  const row = await transact(
    ctx,
    async (tctx, trx) => {
      const now = tctx.clock.now();
      const existing = await store.lockProviderAccountByRef(
        trx,
        platformId,
        body.provider,
        providerAccountId,
      );
      if (existing?.status === 'ACTIVE') {
        throw conflict(
          `Provider account ${providerAccountId} is already linked as ${formatId('StablecoinProviderAccount', existing.id)}`,
        );
      }
      const id = existing?.id ?? newUuid();
      const sealed = box.seal(
        new TextEncoder().encode(body.apiClientSecret),
        `stablecoin-provider-secret:${id}`,
      );
      if (existing) {
        await store.updateProviderAccount(
          trx,
          id,
          {
            status: 'ACTIVE',
            api_client_id: apiClientId,
            sealed_api_client_secret: sealed,
            last_verified_at: now,
          },
          now,
        );
      } else {
        await store.insertProviderAccount(trx, {
          id,
          platform_id: platformId,
          provider: body.provider,
          provider_account_id: providerAccountId,
          provider_environment: tctx.world.stablecoinProvider.environment,
          status: 'ACTIVE',
          api_client_id: apiClientId,
          sealed_api_client_secret: sealed,
          last_verified_at: now,
          created_at: now,
          updated_at: now,
        });
      }
      if (verdict.outcome !== 'ACTIVE') {
        await enqueueJob(trx, {
          kind: CREDENTIALS_JOB,
          platformId,
          payload: {
            platformId,
            accountId: id,
            sealed,
            status: verdict.outcome === 'REVOKED_LATER' ? 'REVOKED' : 'INVALID',
          },
          runAt: later(tctx, now, verdict.delayMs),
          now,
        });
      }
      const saved = await store.findProviderAccount(trx, platformId, id);
      assert(saved !== undefined, 'a provider account read in its own transaction exists');
      return saved;
    },
    { rerunOnUniqueViolation: true },
  );
  ctx.notifyJobs?.();
  return toProviderAccount(row);
}

/**
 * The provider's later verdict on linked credentials (sandbox: revoked or rotated). It applies
 * to the credentials it was about (`sealed`): a relink since then is not touched.
 */
export async function credentialsVerdict(ctx: ServiceContext, payload: unknown): Promise<void> {
  const { platformId, accountId, sealed, status } = payload as {
    platformId: string;
    accountId: string;
    sealed: string;
    status: 'REVOKED' | 'INVALID';
  };
  await transact(ctx, async (tctx, trx) => {
    const row = await store.findProviderAccount(trx, platformId, accountId, { forUpdate: true });
    if (!row || row.status !== 'ACTIVE' || row.sealed_api_client_secret !== sealed) return;
    const now = tctx.clock.now();
    await store.updateProviderAccount(trx, row.id, { status, last_verified_at: now }, now);
  });
}

export async function getProviderAccount(
  ctx: ServiceContext,
  platformId: string,
  id: string,
): Promise<StablecoinProviderAccount> {
  const uuid = parseId('StablecoinProviderAccount', id.trim());
  const row = uuid ? await store.findProviderAccount(ctx.db, platformId, uuid) : undefined;
  if (!row) throw accountNotFound(id);
  return toProviderAccount(row);
}

export async function listProviderAccounts(
  ctx: ServiceContext,
  platformId: string,
  query: ListProviderAccountsQuery,
): Promise<Page<StablecoinProviderAccount>> {
  const page = await store.listProviderAccounts(
    ctx.db,
    platformId,
    { provider: query.provider, status: query.status },
    { limit: query.limit ?? 20, cursor: query.cursor },
  );
  return { ...page, data: page.data.map(toProviderAccount) };
}

/**
 * The provider account a registration names, or the platform's one ACTIVE account when it
 * names none (400 STABLECOIN_PROVIDER_ACCOUNT_SELECTION_REQUIRED for several, 404 for none);
 * usable (400 when INVALID or REVOKED).
 */
async function chosenAccount(
  db: Kysely<Database>,
  platformId: string,
  id: string | undefined,
): Promise<store.ProviderAccountRow> {
  let row: store.ProviderAccountRow | undefined;
  if (id !== undefined) {
    const uuid = parseId('StablecoinProviderAccount', id.trim());
    row = uuid ? await store.findProviderAccount(db, platformId, uuid) : undefined;
    if (!row) throw accountNotFound(id);
  } else {
    const active = await store.activeProviderAccounts(db, platformId);
    if (active.length > 1) {
      throw new ApiError(
        400,
        'STABLECOIN_PROVIDER_ACCOUNT_SELECTION_REQUIRED',
        'Several provider accounts are linked ACTIVE: pass stablecoinProviderAccountId',
      );
    }
    row = active[0];
    if (!row) {
      throw notFound(
        'STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND',
        'No ACTIVE stablecoin provider account is linked',
      );
    }
  }
  const unusable = unusableAccount(row);
  if (unusable) throw unusable;
  return row;
}

// ---------------------------------------------------------------------------------------
// Stablecoins and their enablement (spec 3.6)

/** The enablement a registration asks for: PENDING_APPROVAL unless it says otherwise, in either spelling. */
function requestedStatus(body: RegisterStablecoinBody): OperationsStatus {
  const { serviceOperationsStatus: renamed, gridOperationsStatus: original } = body;
  if (renamed !== undefined && original !== undefined && renamed !== original) {
    throw invalidField(
      'gridOperationsStatus',
      'differs from serviceOperationsStatus (the same field): send one',
    );
  }
  return renamed ?? original ?? 'PENDING_APPROVAL';
}

const notRequestable = (from: OperationsStatus, to: OperationsStatus) =>
  new ApiError(
    409,
    'STABLECOIN_SERVICE_ENABLEMENT_NOT_REQUESTABLE',
    from === to || to === 'PENDING_APPROVAL' || to === 'NOT_ENABLED'
      ? `The stablecoin is ${from}: its enablement is now the service's to change`
      : `${to} is set by the service and cannot be requested; request PENDING_APPROVAL`,
    { serviceOperationsStatus: from },
  );

/**
 * POST /stablecoins: registers a token the provider created, and is the platform's request
 * for enablement (NOT_ENABLED to PENDING_APPROVAL, unless it asks for NOT_ENABLED). The same
 * token registered again is the same stablecoin: the request is repeated (succeeds while
 * PENDING_APPROVAL), or made now for one registered NOT_ENABLED. The provider then reviews and
 * provisions the token (a job per step).
 */
export async function registerStablecoin(
  ctx: ServiceContext,
  platformId: string,
  body: RegisterStablecoinBody,
): Promise<Stablecoin> {
  const requested = requestedStatus(body);
  const account = await chosenAccount(ctx.db, platformId, body.stablecoinProviderAccountId);
  const tokenId = body.providerTokenIdentifier.trim();
  const networkTokenId = body.networkTokenIdentifier.trim();
  const row = await transact(
    ctx,
    async (tctx, trx) => {
      const now = tctx.clock.now();
      // The same token registered again: the same stablecoin, its enablement asked for again.
      const repeat = async (
        existing: NonNullable<Awaited<ReturnType<typeof store.lockStablecoinByToken>>>,
      ) => {
        if (existing.network !== body.network || existing.network_token_identifier !== networkTokenId) {
          throw conflict(
            `Token ${tokenId} is registered as ${formatId('Stablecoin', existing.id)} with another network token`,
          );
        }
        const from = existing.service_operations_status;
        if (!allows(PLATFORM_REQUESTS, from, requested)) throw notRequestable(from, requested);
        if (from !== requested) {
          await store.updateStablecoin(trx, existing.id, { service_operations_status: requested }, now);
          await scheduleApproval(tctx, trx, { ...existing, service_operations_status: requested }, now);
        }
        return reload(trx, platformId, existing.id);
      };
      const existing = await store.lockStablecoinByToken(trx, platformId, account.id, tokenId);
      if (existing) return repeat(existing);
      if (!allows(PLATFORM_REQUESTS, 'NOT_ENABLED', requested))
        throw notRequestable('NOT_ENABLED', requested);
      if (await store.networkTokenTaken(trx, platformId, body.network, networkTokenId)) {
        // A request registering this same token may have committed since the lookup above
        // (each statement sees what committed before it): then it is the same stablecoin.
        const raced = await store.lockStablecoinByToken(trx, platformId, account.id, tokenId);
        if (raced) return repeat(raced);
        throw conflict(`Network token ${networkTokenId} on ${body.network} is registered already`);
      }
      const token = tctx.world.stablecoinProvider.token(tokenId);
      const currency = findCurrency(TOKEN_CURRENCY);
      // Tokens are held in internal accounts of TOKEN_CURRENCY unit for unit.
      assert(
        currency?.decimals === token.decimals,
        'the provider token has the decimals of its holding currency',
      );
      const id = newUuid();
      await store.insertStablecoin(trx, {
        id,
        platform_id: platformId,
        provider_account_id: account.id,
        provider: account.provider,
        provider_environment: account.provider_environment,
        provider_token_identifier: tokenId,
        network_token_identifier: networkTokenId,
        network: body.network,
        name: token.name,
        symbol: token.symbol,
        base_currency: token.baseCurrency,
        currency: TOKEN_CURRENCY,
        decimals: token.decimals,
        issuance_status: 'PENDING_REVIEW',
        service_operations_status: requested,
        supply_ledger_account_id: await supplyAccount(trx, platformId, id, TOKEN_CURRENCY, now),
        created_at: now,
        updated_at: now,
      });
      const issuance = tctx.world.stablecoinProvider.issuance(tokenId);
      await enqueueJob(trx, {
        kind: ISSUANCE_JOB,
        platformId,
        payload: { platformId, stablecoinId: id, from: 'PENDING_REVIEW' },
        runAt: later(tctx, now, issuance.delayMs),
        now,
      });
      return reload(trx, platformId, id);
    },
    { rerunOnUniqueViolation: true },
  );
  ctx.notifyJobs?.();
  return toStablecoin(row);
}

async function reload(db: Kysely<Database>, platformId: string, id: string): Promise<store.StablecoinRow> {
  const row = await store.findStablecoin(db, platformId, id);
  assert(row !== undefined, 'a stablecoin read in its own transaction exists');
  return row;
}

/**
 * Queues the service's approval of a provisioned stablecoin that waits for it, when this
 * world approves by itself (the sandbox); otherwise the operator decides.
 */
async function scheduleApproval(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  coin: store.StablecoinRow,
  now: Date,
): Promise<void> {
  if (coin.issuance_status !== 'PROVISIONED' || coin.service_operations_status !== 'PENDING_APPROVAL') return;
  const enablement = ctx.world.stablecoinProvider.enablement();
  if (enablement.outcome !== 'AUTO_APPROVE') return;
  await enqueueJob(trx, {
    kind: ENABLEMENT_JOB,
    platformId: coin.platform_id,
    payload: {
      platformId: coin.platform_id,
      stablecoinId: coin.id,
      from: 'PENDING_APPROVAL',
      to: 'ENABLING',
    },
    runAt: later(ctx, now, enablement.delayMs),
    now,
  });
}

/** The provider's next issuance step (the job): each acts only from the status it was queued for. */
export async function advanceIssuance(ctx: ServiceContext, payload: unknown): Promise<void> {
  const { platformId, stablecoinId, from } = payload as {
    platformId: string;
    stablecoinId: string;
    from: 'PENDING_REVIEW' | 'PROVISIONING';
  };
  await transact(ctx, async (tctx, trx) => {
    const coin = await store.findStablecoin(trx, platformId, stablecoinId, { forUpdate: true });
    if (!coin || coin.issuance_status !== from) return;
    const now = tctx.clock.now();
    const issuance = tctx.world.stablecoinProvider.issuance(coin.provider_token_identifier);
    const to =
      from === 'PENDING_REVIEW'
        ? issuance.outcome === 'REJECTED'
          ? 'REJECTED'
          : 'PROVISIONING'
        : issuance.outcome === 'FAILED'
          ? 'FAILED'
          : 'PROVISIONED';
    assert(allows(ISSUANCE_MOVES, from, to), () => `issuance ${from} -> ${to} is not in the table`);
    await store.updateStablecoin(trx, coin.id, { issuance_status: to }, now);
    if (to === 'PROVISIONING') {
      await enqueueJob(trx, {
        kind: ISSUANCE_JOB,
        platformId,
        payload: { platformId, stablecoinId, from: 'PROVISIONING' },
        runAt: later(tctx, now, issuance.delayMs),
        now,
      });
    }
    await scheduleApproval(tctx, trx, { ...coin, issuance_status: to }, now);
  });
}

/**
 * A move of the service's side of spec 3.6 (SERVICE_MOVES): the sandbox's approval job and
 * the operator command. Refused (409 INVALID_STATE_TRANSITION) when the table has no such move.
 */
async function moveEnablement(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  coin: store.StablecoinRow,
  to: OperationsStatus,
): Promise<store.StablecoinRow> {
  const from = coin.service_operations_status;
  if (!allows(SERVICE_MOVES, from, to)) {
    throw conflict(`A ${from} stablecoin cannot become ${to}`, 'INVALID_STATE_TRANSITION');
  }
  if (to === 'ENABLING' && coin.issuance_status !== 'PROVISIONED') {
    throw conflict(`The stablecoin is ${coin.issuance_status}: only a PROVISIONED one is enabled`);
  }
  const now = ctx.clock.now();
  await store.updateStablecoin(trx, coin.id, { service_operations_status: to }, now);
  const enablement = ctx.world.stablecoinProvider.enablement();
  if (to === 'ENABLING' && enablement.outcome === 'AUTO_APPROVE') {
    await enqueueJob(trx, {
      kind: ENABLEMENT_JOB,
      platformId: coin.platform_id,
      payload: { platformId: coin.platform_id, stablecoinId: coin.id, from: 'ENABLING', to: 'ENABLED' },
      runAt: later(ctx, now, enablement.delayMs),
      now,
    });
  }
  return reload(trx, coin.platform_id, coin.id);
}

/** The sandbox's approval job: one move, only from the status it was queued for. */
export async function advanceEnablement(ctx: ServiceContext, payload: unknown): Promise<void> {
  const { platformId, stablecoinId, from, to } = payload as {
    platformId: string;
    stablecoinId: string;
    from: OperationsStatus;
    to: OperationsStatus;
  };
  await transact(ctx, async (tctx, trx) => {
    const coin = await store.findStablecoin(trx, platformId, stablecoinId, { forUpdate: true });
    if (!coin || coin.service_operations_status !== from) return;
    await moveEnablement(tctx, trx, coin, to);
  });
}

/** The operator's command (`payments-service stablecoins set-status`): a service move of spec 3.6. */
export async function setOperationsStatus(
  ctx: ServiceContext,
  stablecoinId: string,
  to: OperationsStatus,
): Promise<Stablecoin> {
  const uuid = parseId('Stablecoin', stablecoinId.trim());
  const row = await transact(ctx, async (tctx, trx) => {
    const coin = uuid ? await store.lockStablecoinById(trx, uuid) : undefined;
    if (!coin) throw stablecoinNotFound(stablecoinId);
    return moveEnablement(tctx, trx, coin, to);
  });
  ctx.notifyJobs?.();
  return toStablecoin(row);
}

export async function loadStablecoin(
  db: Kysely<Database>,
  platformId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<store.StablecoinRow> {
  const uuid = parseId('Stablecoin', id.trim());
  const row = uuid ? await store.findStablecoin(db, platformId, uuid, options) : undefined;
  if (!row) throw stablecoinNotFound(id);
  return row;
}

export async function getStablecoin(
  ctx: ServiceContext,
  platformId: string,
  id: string,
): Promise<Stablecoin> {
  return toStablecoin(await loadStablecoin(ctx.db, platformId, id));
}

export async function listStablecoins(
  ctx: ServiceContext,
  platformId: string,
  query: ListStablecoinsQuery,
): Promise<Page<Stablecoin>> {
  const { serviceOperationsStatus: renamed, gridOperationsStatus: original } = query;
  // The same filter twice with two values matches nothing, like any two filters that exclude each other.
  if (renamed !== undefined && original !== undefined && renamed !== original) {
    return { data: [], hasMore: false, totalCount: 0 };
  }
  const page = await store.listStablecoins(
    ctx.db,
    platformId,
    { issuanceStatus: query.issuanceStatus, operationsStatus: renamed ?? original, provider: query.provider },
    { limit: query.limit ?? 20, cursor: query.cursor },
  );
  return { ...page, data: page.data.map(toStablecoin) };
}

/**
 * The ledger check's part for stablecoins: each stablecoin's kept supply is minus the balance
 * of its supply account, and what it says pending burns hold is what they hold.
 */
export const checkSupplies: LedgerCrossCheck = async (db, platformId) => {
  const coins = await store.supplies(db, platformId);
  const held = await store.heldByBurns(db, platformId);
  const byPlatform = new Map<string, typeof coins>();
  for (const coin of coins)
    byPlatform.set(coin.platform_id, [...(byPlatform.get(coin.platform_id) ?? []), coin]);
  const mismatches = [];
  for (const [platform, list] of byPlatform) {
    const balances = await balancesOf(
      db,
      platform,
      list.map((c) => c.supply_ledger_account_id),
    );
    for (const coin of list) {
      const balance = balances.get(coin.supply_ledger_account_id);
      const ledger = balance === undefined ? 0n : -(balance.available + balance.pending);
      const subject = formatId('Stablecoin', coin.id);
      if (ledger !== coin.supply)
        mismatches.push({ check: 'stablecoin supply', subject, kept: coin.supply, ledger });
      const pending = held.get(coin.id) ?? 0n;
      if (pending !== coin.burning) {
        mismatches.push({ check: 'stablecoin burns held', subject, kept: coin.burning, ledger: pending });
      }
    }
  }
  return mismatches;
};
