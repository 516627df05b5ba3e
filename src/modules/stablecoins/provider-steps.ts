// The provider's steps, a job each: an operation moves through its script and, once it ends,
// its money moves on the ledger.
import type { Kysely } from 'kysely';
import { assert } from '../../assert.js';
import type { ServiceContext } from '../../context.js';
import { transact } from '../../db/retry.js';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../errors.js';
import { formatId, parseId } from '../../ids.js';
import { enqueueJob } from '../../jobs/queue.js';
import { type Posting, SYSTEM_ACCOUNTS, type SystemAccount, systemAccount } from '../../ledger/ledger.js';
import { postAndAnnounce } from '../accounts/index.js';
import { allows, isFinal, OPERATION_MOVES } from './machine.js';
import type { OperationDestination, OperationSource, OperationStatus } from './schemas.js';
import { stablecoinNotFound } from './service.js';
import * as store from './store.js';

export const OPERATION_JOB = 'stablecoins.operation';

export const PROVIDER_STATUS: Record<OperationStatus, string> = {
  CREATED: 'created',
  PENDING_FUNDING: 'awaiting_funding',
  PENDING_PROVIDER: 'pending',
  PROCESSING: 'processing',
  COMPLETED: 'complete',
  FAILED: 'failed',
  EXPIRED: 'expired',
};

export const later = (ctx: ServiceContext, now: Date, delayMs: number) =>
  new Date(now.getTime() + delayMs * ctx.config.sandboxDelayScale);

export async function queueStep(
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
      op,
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
    await store.updateStablecoin(trx, coin, { supply: coin.supply + op.amount }, now);
    return;
  }
  assert(coin.burning >= op.amount, 'a pending burn is reserved in the stablecoin');
  if (to !== 'COMPLETED') {
    await releaseHold(token, op.amount);
    await store.updateStablecoin(trx, coin, { burning: coin.burning - op.amount }, now);
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
    coin,
    { supply: coin.supply - op.amount, burning: coin.burning - op.amount },
    now,
  );
}

/**
 * Posts one ledger transaction for an operation and records INTERNAL_ACCOUNT.BALANCE_UPDATED
 * for each internal account it changed, in the caller's transaction. An internal account
 * short of money is 400 INSUFFICIENT_FUNDS (nothing written).
 */
export async function move(
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
  await postAndAnnounce(
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
    // Every internal account of the legs, as they were announced before (changed or not).
    legs.flatMap((leg) => ('account' in leg.place ? [leg.place.account] : [])),
  );
}
