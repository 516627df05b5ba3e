import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { assert } from '../../assert.js';
import type { ServiceContext } from '../../context.js';
import type { Page } from '../../db/pagination.js';
import { transact } from '../../db/retry.js';
import type { Database } from '../../db/schema.js';
import { ApiError, conflict, invalidField, notFound } from '../../errors.js';
import { recordEvents } from '../../events/record.js';
import type { IdempotencyClaim } from '../../idempotency/index.js';
import { formatId, newUuid, parseId } from '../../ids.js';
import { enqueueJob } from '../../jobs/queue.js';
import {
  type Posting,
  post,
  SYSTEM_ACCOUNTS,
  type SystemAccount,
  systemAccount,
} from '../../ledger/ledger.js';
import { findAccounts, toInternalAccount } from '../accounts/index.js';
import { loadExternalAccount } from '../external-accounts/index.js';
import { parseTokenAmount, type TokenAmount } from './amounts.js';
import { allows, isFinal, OPERATION_MOVES } from './machine.js';
import {
  type BurnBody,
  type EstimatedDelivery,
  type FundingInstructions,
  type ListOperationsQuery,
  type MintBody,
  ORIGINAL_INTERNAL_ACCOUNT,
  type OperationDestination,
  type OperationSource,
  type OperationStatus,
  type PayoutRail,
  type StablecoinOperation,
} from './schemas.js';
import { loadStablecoin, stablecoinNotFound, unusableAccount } from './service.js';
import * as store from './store.js';

export const OPERATION_JOB = 'stablecoins.operation';

// ---------------------------------------------------------------------------------------
// Views

export function toOperation(row: store.OperationRow, coin: store.StablecoinRow): StablecoinOperation {
  return {
    id: formatId('StablecoinOperation', row.id),
    stablecoinId: formatId('Stablecoin', row.stablecoin_id),
    operationType: row.operation_type,
    status: row.status,
    amount: row.amount.toString(),
    provider: coin.provider,
    providerEnvironment: coin.provider_environment,
    stablecoinProviderAccountId: formatId('StablecoinProviderAccount', coin.provider_account_id),
    source: row.source as OperationSource,
    destination: row.destination as OperationDestination,
    ...(row.funding_instructions !== null
      ? { fundingInstructions: row.funding_instructions as FundingInstructions }
      : {}),
    ...(row.estimated_delivery !== null
      ? { estimatedDelivery: row.estimated_delivery as EstimatedDelivery }
      : {}),
    ...(row.expires_at !== null ? { expiresAt: row.expires_at.toISOString() } : {}),
    ...(row.provider_status !== null ? { providerStatus: row.provider_status } : {}),
    ...(row.failure_reason !== null ? { failureReason: row.failure_reason } : {}),
    ...(row.description !== null ? { description: row.description } : {}),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

const operationNotFound = (id: string) => notFound('NOT_FOUND', `Stablecoin operation ${id} not found`);

export async function getOperation(
  ctx: ServiceContext,
  platformId: string,
  id: string,
): Promise<StablecoinOperation> {
  const uuid = parseId('StablecoinOperation', id.trim());
  const row = uuid ? await store.findOperation(ctx.db, platformId, uuid) : undefined;
  if (!row) throw operationNotFound(id);
  const coin = await store.findStablecoin(ctx.db, platformId, row.stablecoin_id);
  assert(coin !== undefined, 'an operation has its stablecoin');
  return toOperation(row, coin);
}

export async function listOperations(
  ctx: ServiceContext,
  platformId: string,
  stablecoinId: string,
  query: ListOperationsQuery,
): Promise<Page<StablecoinOperation>> {
  const coin = await loadStablecoin(ctx.db, platformId, stablecoinId);
  const page = await store.listOperations(
    ctx.db,
    platformId,
    coin.id,
    { operationType: query.operationType },
    { limit: query.limit ?? 20, cursor: query.cursor },
  );
  return { ...page, data: page.data.map((row) => toOperation(row, coin)) };
}

/** The answer for a retry whose first attempt died after committing its operation (decision 0006). */
export const replayOperation =
  (ctx: ServiceContext) =>
  async (platformId: string, resourceId: string): Promise<{ status: number; body: unknown }> => ({
    status: 201,
    body: await getOperation(ctx, platformId, resourceId),
  });

// ---------------------------------------------------------------------------------------
// Checks shared by mints and burns

/** A stablecoin mints and burns once PROVISIONED and ENABLED, on a usable provider account. */
async function operableCoin(
  db: Kysely<Database>,
  platformId: string,
  stablecoinId: string,
): Promise<store.StablecoinRow> {
  const coin = await loadStablecoin(db, platformId, stablecoinId, { forUpdate: true });
  const account = await store.findProviderAccount(db, platformId, coin.provider_account_id);
  assert(account !== undefined, 'a stablecoin has its provider account');
  const unusable = unusableAccount(account);
  if (unusable) throw unusable;
  if (coin.issuance_status !== 'PROVISIONED') {
    throw conflict(
      `The stablecoin's issuance is ${coin.issuance_status}: it mints and burns once PROVISIONED`,
    );
  }
  if (coin.service_operations_status !== 'ENABLED') {
    throw conflict(
      `The stablecoin's serviceOperationsStatus is ${coin.service_operations_status}: it mints and burns once ENABLED`,
    );
  }
  return coin;
}

function amountOf(raw: string, coin: store.StablecoinRow): TokenAmount {
  const parsed = parseTokenAmount(raw, coin.decimals);
  if (typeof parsed === 'string') throw invalidField('amount', parsed, { pattern: '^[0-9]+$' });
  return parsed;
}

/** The provider's script for a new operation; 503 when it does not answer (nothing is created). */
function scriptOf(ctx: ServiceContext, description: string | undefined) {
  const script = ctx.world.stablecoinProvider.operation(description);
  if (script.outcome === 'UNAVAILABLE') {
    throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'The stablecoin provider is unavailable: retry later', {
      provider: 'BRALE',
    });
  }
  return { outcome: script.outcome, delayMs: script.delayMs, fundingWindowMs: script.fundingWindowMs };
}

/** An ACTIVE internal account of the platform in `currency`, by its id; 400 on `field` otherwise. */
async function internalAccount(
  db: Kysely<Database>,
  platformId: string,
  id: string,
  currency: string,
  field: string,
): Promise<string> {
  const uuid = parseId('InternalAccount', id.trim());
  const [account] = uuid ? await findAccounts(db, platformId, [uuid]) : [];
  if (!account || uuid === undefined)
    throw invalidField(field, `${id} is not an internal account of this platform`);
  if (account.currency !== currency)
    throw invalidField(field, `${id} holds ${account.currency}, not ${currency}`);
  if (account.status !== 'ACTIVE') throw invalidField(field, `${id} is ${account.status}`);
  return uuid;
}

/** An external account of the platform or of one of its customers, in `currency`; its wire id. */
async function externalAccount(
  db: Kysely<Database>,
  platformId: string,
  id: string,
  currency: string,
  field: string,
): Promise<string> {
  const row = await loadExternalAccount(db, platformId, id.trim(), 'platform').catch(() =>
    loadExternalAccount(db, platformId, id.trim(), 'customer'),
  );
  if (row.currency !== currency) throw invalidField(field, `${id} is in ${row.currency}, not ${currency}`);
  return formatId('ExternalAccount', row.id);
}

const sandboxReference = () => randomBytes(4).toString('hex').toUpperCase();

/** How long each payout rail takes, as the estimated delivery says it. */
const TIMING: Record<PayoutRail, string> = {
  WIRE: 'SAME_DAY',
  ACH_CREDIT: '1_TO_3_BUSINESS_DAYS',
  SAME_DAY_ACH_CREDIT: 'SAME_DAY',
  RTP_CREDIT: 'INSTANT',
};

const PROVIDER_STATUS: Record<OperationStatus, string> = {
  CREATED: 'created',
  PENDING_FUNDING: 'awaiting_funding',
  PENDING_PROVIDER: 'pending',
  PROCESSING: 'processing',
  COMPLETED: 'complete',
  FAILED: 'failed',
  EXPIRED: 'expired',
};

interface NewOperation {
  type: 'MINT' | 'BURN';
  amount: TokenAmount;
  source: OperationSource;
  destination: OperationDestination;
  fundingInstructions?: FundingInstructions;
  estimatedDelivery?: EstimatedDelivery;
  /** The hold taken at creation, if the operation is paid from an internal account. */
  hold?: { accountId: string; currency: string; amount: bigint };
  /** Whether it waits for money from outside (a wire, an ACH pull, tokens sent on-chain). */
  waitsForFunding: boolean;
  description: string | undefined;
}

/**
 * Creates a mint or burn in one transaction with its hold (the internal account's money moves
 * to IN_FLIGHT), its reservation of supply (a burn), the provider's first step (a job) and the
 * Idempotency-Key's binding.
 */
async function createOperation(
  ctx: ServiceContext,
  platformId: string,
  stablecoinId: string,
  idempotency: IdempotencyClaim,
  plan: (trx: Kysely<Database>, coin: store.StablecoinRow) => Promise<NewOperation>,
): Promise<StablecoinOperation> {
  const created = await transact(ctx, async (tctx, trx) => {
    const coin = await operableCoin(trx, platformId, stablecoinId);
    const op = await plan(trx, coin);
    const script = scriptOf(tctx, op.description);
    const now = tctx.clock.now();
    const id = newUuid();
    if (op.type === 'BURN') {
      // Burns reserve what they will take out of the supply, so two cannot burn the same tokens.
      if (op.amount.units > coin.supply - coin.burning) {
        throw new ApiError(
          400,
          'INVALID_AMOUNT',
          `The amount exceeds the supply not already being burned (${coin.supply - coin.burning})`,
        );
      }
      await store.updateStablecoin(trx, coin.id, { burning: coin.burning + op.amount.units }, now);
    }
    if (op.hold) {
      await move(tctx, trx, { platformId, operationId: id, description: `${op.type} hold` }, [
        { place: { account: op.hold.accountId }, currency: op.hold.currency, amount: -op.hold.amount },
        { place: { system: SYSTEM_ACCOUNTS.IN_FLIGHT }, currency: op.hold.currency, amount: op.hold.amount },
      ]);
    }
    const expiresAt = op.waitsForFunding ? later(tctx, now, script.fundingWindowMs) : null;
    await store.insertOperation(trx, {
      id,
      platform_id: platformId,
      stablecoin_id: coin.id,
      operation_type: op.type,
      status: 'CREATED',
      amount: op.amount.units,
      fiat_amount: op.amount.cents,
      source: JSON.stringify(op.source),
      destination: JSON.stringify(op.destination),
      funding_instructions: op.fundingInstructions ? JSON.stringify(op.fundingInstructions) : null,
      estimated_delivery: op.estimatedDelivery ? JSON.stringify(op.estimatedDelivery) : null,
      held: op.hold !== undefined,
      outcome: script.outcome,
      provider_status: PROVIDER_STATUS.CREATED,
      failure_reason: null,
      description: op.description ?? null,
      expires_at: expiresAt,
      created_at: now,
      updated_at: now,
    });
    await queueStep(
      tctx,
      trx,
      { platformId, operationId: id, from: 'CREATED' },
      later(tctx, now, script.delayMs),
    );
    await idempotency.bind(trx, formatId('StablecoinOperation', id));
    const row = await store.findOperation(trx, platformId, id);
    assert(row !== undefined, 'an operation read in its own transaction exists');
    return toOperation(row, coin);
  });
  ctx.notifyJobs?.();
  return created;
}

const later = (ctx: ServiceContext, now: Date, delayMs: number) =>
  new Date(now.getTime() + delayMs * ctx.config.sandboxDelayScale);

/** An operation paid from an internal account: its source, and the hold of `amount` taken at once. */
async function paidFrom(
  trx: Kysely<Database>,
  platformId: string,
  account: { id: string; field: string },
  currency: string,
  amount: bigint,
): Promise<Pick<NewOperation, 'source' | 'hold' | 'waitsForFunding'>> {
  const uuid = await internalAccount(trx, platformId, account.id, currency, account.field);
  return {
    source: { type: 'SERVICE_INTERNAL_ACCOUNT', accountId: formatId('InternalAccount', uuid) },
    hold: { accountId: uuid, currency, amount },
    waitsForFunding: false,
  };
}

const isInternal = (type: string): type is 'SERVICE_INTERNAL_ACCOUNT' | typeof ORIGINAL_INTERNAL_ACCOUNT =>
  type === 'SERVICE_INTERNAL_ACCOUNT' || type === ORIGINAL_INTERNAL_ACCOUNT;

/**
 * POST /stablecoins/{id}/mints: the provider mints `amount` into an internal account holding
 * the token, paid in the base currency by the funding source. An internal account pays at
 * once (held until the mint ends); a wire, an ACH debit or the provider balance pays from
 * outside. The tokens are credited when the mint COMPLETES.
 */
export async function createMint(
  ctx: ServiceContext,
  platformId: string,
  stablecoinId: string,
  body: MintBody,
  idempotency: IdempotencyClaim,
): Promise<StablecoinOperation> {
  return createOperation(ctx, platformId, stablecoinId, idempotency, async (trx, coin) => {
    const amount = amountOf(body.amount, coin);
    const destination = await internalAccount(
      trx,
      platformId,
      body.destination.accountId,
      coin.currency,
      'destination.accountId',
    );
    const funding = body.fundingSource;
    const base = {
      type: 'MINT' as const,
      amount,
      destination: { accountId: formatId('InternalAccount', destination) },
      description: body.description,
    };
    if (isInternal(funding.type) && 'accountId' in funding) {
      const paying = { id: funding.accountId, field: 'fundingSource.accountId' };
      return { ...base, ...(await paidFrom(trx, platformId, paying, coin.base_currency, amount.cents)) };
    }
    if (
      (funding.type === 'ACH_DEBIT' || funding.type === 'SAME_DAY_ACH_DEBIT') &&
      'externalAccountId' in funding
    ) {
      const external = await externalAccount(
        trx,
        platformId,
        funding.externalAccountId,
        coin.base_currency,
        'fundingSource.externalAccountId',
      );
      return { ...base, source: { type: funding.type, externalAccountId: external }, waitsForFunding: true };
    }
    if (funding.type === 'PROVIDER_INTERNAL_BALANCE' && 'sourceTokenIdentifier' in funding) {
      return {
        ...base,
        source: {
          type: 'PROVIDER_INTERNAL_BALANCE',
          sourceTokenIdentifier: funding.sourceTokenIdentifier,
          cryptoNetwork: funding.cryptoNetwork,
        },
        waitsForFunding: false,
      };
    }
    assert(funding.type === 'WIRE', () => `mint funding ${funding.type} is handled`);
    return {
      ...base,
      source: { type: 'WIRE' },
      // The sandbox bank's wire details; the reference ties the wire to this mint.
      fundingInstructions: {
        rail: 'WIRE',
        network: 'FEDWIRE',
        address: `ABA 021000021, account 000123456789, reference SCM${sandboxReference()}`,
        valueType: coin.base_currency,
      },
      waitsForFunding: true,
    };
  });
}

/**
 * POST /stablecoins/{id}/burns: the provider burns `amount` and pays its value in the base
 * currency to an external account. Tokens in an internal account are held at once (released
 * if the burn fails); tokens sent on-chain arrive at the funding address; tokens at the
 * provider are taken there. The supply falls when the burn COMPLETES.
 */
export async function createBurn(
  ctx: ServiceContext,
  platformId: string,
  stablecoinId: string,
  body: BurnBody,
  idempotency: IdempotencyClaim,
): Promise<StablecoinOperation> {
  return createOperation(ctx, platformId, stablecoinId, idempotency, async (trx, coin) => {
    const amount = amountOf(body.amount, coin);
    const payee = await externalAccount(
      trx,
      platformId,
      body.destination.externalAccountId,
      coin.base_currency,
      'destination.externalAccountId',
    );
    const base = {
      type: 'BURN' as const,
      amount,
      destination: { accountId: payee, rail: body.destination.rail },
      estimatedDelivery: {
        rail: body.destination.rail,
        amount: amount.cents.toString(),
        currency: coin.base_currency,
        timing: TIMING[body.destination.rail],
      },
      description: body.description,
    };
    const source = body.source;
    if (isInternal(source.type) && 'accountId' in source) {
      const paying = { id: source.accountId, field: 'source.accountId' };
      return { ...base, ...(await paidFrom(trx, platformId, paying, coin.currency, amount.units)) };
    }
    if (source.type === 'PROVIDER_INTERNAL_BALANCE') {
      return { ...base, source: { type: 'PROVIDER_INTERNAL_BALANCE' }, waitsForFunding: false };
    }
    assert(source.type === 'EXTERNAL_ACCOUNT', () => `burn source ${source.type} is handled`);
    return {
      ...base,
      source: { type: 'EXTERNAL_ACCOUNT' },
      // Where to send the tokens: the provider's deposit address for this burn.
      fundingInstructions: {
        rail: 'SPARK',
        network: coin.network,
        address: `sprt1sandbox${randomBytes(16).toString('hex')}`,
        valueType: coin.symbol,
      },
      waitsForFunding: true,
    };
  });
}

// ---------------------------------------------------------------------------------------
// The provider's steps (a job each)

async function queueStep(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  payload: { platformId: string; operationId: string; from: OperationStatus },
  runAt: Date,
): Promise<void> {
  await enqueueJob(trx, {
    kind: OPERATION_JOB,
    platformId: payload.platformId,
    payload,
    runAt,
    now: ctx.clock.now(),
  });
}

/** The next status of an operation, from its status, whether it waits for funding, and its script. */
function nextStatus(op: store.OperationRow): OperationStatus {
  const waits =
    op.funding_instructions !== null || ['ACH_DEBIT', 'SAME_DAY_ACH_DEBIT'].includes(sourceType(op));
  switch (op.status) {
    case 'CREATED':
      return waits ? 'PENDING_FUNDING' : 'PENDING_PROVIDER';
    case 'PENDING_FUNDING':
      return op.outcome === 'EXPIRED' ? 'EXPIRED' : 'PENDING_PROVIDER';
    case 'PENDING_PROVIDER':
      return 'PROCESSING';
    default:
      // An EXPIRED script on an operation that waits for nothing completes (docs/sandbox.md).
      return op.outcome === 'FAILED' ? 'FAILED' : 'COMPLETED';
  }
}

const sourceType = (op: store.OperationRow): string => String((op.source as { type?: unknown }).type);

/**
 * One step of the provider (the job): moves an operation still in `from` along the table,
 * with the ledger's movement when it ends, and queues the next step. Run twice, the second
 * finds the operation moved on and does nothing.
 */
export async function advanceOperation(ctx: ServiceContext, payload: unknown): Promise<void> {
  const { platformId, operationId, from } = payload as {
    platformId: string;
    operationId: string;
    from: OperationStatus;
  };
  await transact(ctx, async (tctx, trx) => {
    const op = await store.findOperation(trx, platformId, operationId, { forUpdate: true });
    if (!op || op.status !== from || isFinal(op.status)) return;
    const coin = await store.findStablecoin(trx, platformId, op.stablecoin_id, { forUpdate: true });
    if (!coin) throw stablecoinNotFound(op.stablecoin_id);
    const to = nextStatus(op);
    assert(
      allows(OPERATION_MOVES, op.status, to),
      () => `operation ${op.status} -> ${to} is not in the table`,
    );
    const now = tctx.clock.now();
    if (isFinal(to)) await settle(tctx, trx, op, coin, to);
    await store.updateOperation(
      trx,
      op.id,
      {
        status: to,
        provider_status: PROVIDER_STATUS[to],
        ...(isFinal(to) ? { held: false } : {}),
        ...(to === 'FAILED' ? { failure_reason: 'PROVIDER_REJECTED' } : {}),
        ...(to === 'EXPIRED' ? { failure_reason: 'FUNDING_NOT_RECEIVED' } : {}),
      },
      now,
    );
    if (isFinal(to)) return;
    const script = tctx.world.stablecoinProvider.operation(op.description ?? undefined);
    // Funding that never comes is given up at expiresAt; every other step takes the provider's delay.
    const runAt =
      to === 'PENDING_FUNDING' && op.outcome === 'EXPIRED' && op.expires_at !== null
        ? op.expires_at
        : later(tctx, now, script.delayMs);
    await queueStep(tctx, trx, { platformId, operationId: op.id, from: to }, runAt);
  });
}

/** Where a leg of a movement is: an internal account (by uuid) or a system account of the platform. */
type Place = { account: string } | { system: SystemAccount } | { ledgerAccount: string };
interface Leg {
  place: Place;
  currency: string;
  amount: bigint;
}

/**
 * How an ended operation's money moves. A mint takes the tokens out of the supply account
 * into its destination, and its fiat into the provider's reserve (from the hold, or from
 * outside); a burn does the reverse, paying the fiat out. A failed or expired one releases
 * its hold. The stablecoin's kept supply changes with its supply account.
 */
async function settle(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  op: store.OperationRow,
  coin: store.StablecoinRow,
  to: OperationStatus,
): Promise<void> {
  const now = ctx.clock.now();
  const source = op.source as OperationSource;
  const sourceAccount =
    source.accountId !== undefined ? parseId('InternalAccount', source.accountId) : undefined;
  const held = op.held;
  assert(!held || sourceAccount !== undefined, 'a held operation is paid from an internal account');
  const supply = { ledgerAccount: coin.supply_ledger_account_id };
  const fiat = coin.base_currency;
  const token = coin.currency;
  const cause = { platformId: op.platform_id, operationId: op.id };
  const releaseHold = async (currency: string, amount: bigint) => {
    if (!held || sourceAccount === undefined) return;
    await move(ctx, trx, { ...cause, description: `${op.operation_type} hold released` }, [
      { place: { system: SYSTEM_ACCOUNTS.IN_FLIGHT }, currency, amount: -amount },
      { place: { account: sourceAccount }, currency, amount },
    ]);
  };
  // What pays: the hold taken at creation, or money from outside (a wire, a pull, on-chain tokens).
  const payer: Place = held ? { system: SYSTEM_ACCOUNTS.IN_FLIGHT } : { system: SYSTEM_ACCOUNTS.SETTLEMENT };
  const reserve: Place = { system: SYSTEM_ACCOUNTS.STABLECOIN_RESERVE };
  const outside: Place = { system: SYSTEM_ACCOUNTS.SETTLEMENT };

  if (op.operation_type === 'MINT') {
    if (to !== 'COMPLETED') return releaseHold(fiat, op.fiat_amount);
    const destination = parseId('InternalAccount', (op.destination as OperationDestination).accountId);
    assert(destination !== undefined, 'a mint credits an internal account');
    await move(ctx, trx, { ...cause, description: `Mint of ${coin.symbol}` }, [
      { place: supply, currency: token, amount: -op.amount },
      { place: { account: destination }, currency: token, amount: op.amount },
      { place: payer, currency: fiat, amount: -op.fiat_amount },
      { place: reserve, currency: fiat, amount: op.fiat_amount },
    ]);
    await store.updateStablecoin(trx, coin.id, { supply: coin.supply + op.amount }, now);
    return;
  }
  assert(coin.burning >= op.amount, 'a pending burn is reserved in the stablecoin');
  if (to !== 'COMPLETED') {
    await releaseHold(token, op.amount);
    await store.updateStablecoin(trx, coin.id, { burning: coin.burning - op.amount }, now);
    return;
  }
  assert(coin.supply >= op.amount, 'a burn takes no more than the supply');
  await move(ctx, trx, { ...cause, description: `Burn of ${coin.symbol}` }, [
    { place: payer, currency: token, amount: -op.amount },
    { place: supply, currency: token, amount: op.amount },
    { place: reserve, currency: fiat, amount: -op.fiat_amount },
    { place: outside, currency: fiat, amount: op.fiat_amount },
  ]);
  await store.updateStablecoin(
    trx,
    coin.id,
    { supply: coin.supply - op.amount, burning: coin.burning - op.amount },
    now,
  );
}

/**
 * Posts one ledger transaction for an operation and records INTERNAL_ACCOUNT.BALANCE_UPDATED
 * for each internal account it changed, in the caller's transaction. An internal account
 * short of money is 400 INSUFFICIENT_FUNDS (nothing written).
 */
async function move(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  cause: { platformId: string; operationId: string; description: string },
  legs: Leg[],
): Promise<void> {
  const now = ctx.clock.now();
  const postings: Posting[] = [];
  for (const leg of legs) {
    const place = leg.place;
    const accountId =
      'account' in place
        ? place.account
        : 'system' in place
          ? await systemAccount(trx, cause.platformId, place.system, leg.currency, now)
          : place.ledgerAccount;
    postings.push({
      accountId,
      bucket: 'AVAILABLE',
      amount: leg.amount,
      ...('account' in place ? { opensIn: leg.currency } : {}),
    });
  }
  await post(
    trx,
    {
      platformId: cause.platformId,
      causeType: 'STABLECOIN_OPERATION',
      causeId: formatId('StablecoinOperation', cause.operationId),
      description: cause.description,
      postings,
    },
    now,
    (accountId) =>
      new ApiError(
        400,
        'INSUFFICIENT_FUNDS',
        `Internal account ${formatId('InternalAccount', accountId)} has insufficient funds`,
        {
          accountId: formatId('InternalAccount', accountId),
        },
      ),
  );
  const touched = legs.flatMap((leg) => ('account' in leg.place ? [leg.place.account] : []));
  const views = await findAccounts(trx, cause.platformId, [...new Set(touched)]);
  await recordEvents(
    trx,
    views.map((view) => ({
      platformId: cause.platformId,
      type: 'INTERNAL_ACCOUNT.BALANCE_UPDATED',
      resourceId: formatId('InternalAccount', view.id),
      data: toInternalAccount(view),
      now,
    })),
  );
}
