// What mints and burns share: the checks of their coin, amount and accounts, and the one way an
// operation is stored and its money held.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { assert } from '../../assert.js';
import type { ServiceContext } from '../../context.js';
import { transact } from '../../db/retry.js';
import type { Database } from '../../db/schema.js';
import { ApiError, conflict, invalidField } from '../../errors.js';
import type { IdempotencyClaim } from '../../idempotency/index.js';
import { formatId, newUuid, parseId } from '../../ids.js';
import { SYSTEM_ACCOUNTS } from '../../ledger/ledger.js';
import { findAccounts } from '../accounts/index.js';
import { loadExternalAccount } from '../external-accounts/index.js';
import { parseTokenAmount, type TokenAmount } from './amounts.js';
import {
  type EstimatedDelivery,
  type FundingInstructions,
  ORIGINAL_INTERNAL_ACCOUNT,
  type OperationDestination,
  type OperationSource,
  type PayoutRail,
  type StablecoinOperation,
} from './schemas.js';
import { loadStablecoin, unusableAccount } from './service.js';
import * as store from './store.js';
import { toOperation } from './operation-view.js';
import { later, move, PROVIDER_STATUS, queueStep } from './provider-steps.js';

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

export function amountOf(raw: string, coin: store.StablecoinRow): TokenAmount {
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

/** An account id as the request names it, and the field that named it (what a 400 points at). */
export interface NamedAccount {
  id: string;
  field: string;
}

/** An ACTIVE internal account of the platform in `currency`, by its id; 400 on its field otherwise. */
export async function internalAccount(
  db: Kysely<Database>,
  platformId: string,
  { id, field }: NamedAccount,
  currency: string,
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
export async function externalAccount(
  db: Kysely<Database>,
  platformId: string,
  { id, field }: NamedAccount,
  currency: string,
): Promise<string> {
  const row = await loadExternalAccount(db, platformId, id.trim(), 'platform').catch(() =>
    loadExternalAccount(db, platformId, id.trim(), 'customer'),
  );
  if (row.currency !== currency) throw invalidField(field, `${id} is in ${row.currency}, not ${currency}`);
  return formatId('ExternalAccount', row.id);
}

export const sandboxReference = () => randomBytes(4).toString('hex').toUpperCase();

/** How long each payout rail takes, as the estimated delivery says it. */
export const TIMING: Record<PayoutRail, string> = {
  WIRE: 'SAME_DAY',
  ACH_CREDIT: '1_TO_3_BUSINESS_DAYS',
  SAME_DAY_ACH_CREDIT: 'SAME_DAY',
  RTP_CREDIT: 'INSTANT',
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
export async function createOperation(
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
      await store.updateStablecoin(trx, coin, { burning: coin.burning + op.amount.units }, now);
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

/** An operation paid from an internal account: its source, and the hold of `amount` taken at once. */
export async function paidFrom(
  trx: Kysely<Database>,
  platformId: string,
  account: NamedAccount,
  currency: string,
  amount: bigint,
): Promise<Pick<NewOperation, 'source' | 'hold' | 'waitsForFunding'>> {
  const uuid = await internalAccount(trx, platformId, account, currency);
  return {
    source: { type: 'SERVICE_INTERNAL_ACCOUNT', accountId: formatId('InternalAccount', uuid) },
    hold: { accountId: uuid, currency, amount },
    waitsForFunding: false,
  };
}

export const isInternal = (
  type: string,
): type is 'SERVICE_INTERNAL_ACCOUNT' | typeof ORIGINAL_INTERNAL_ACCOUNT =>
  type === 'SERVICE_INTERNAL_ACCOUNT' || type === ORIGINAL_INTERNAL_ACCOUNT;
