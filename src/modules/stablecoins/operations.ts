import { randomBytes } from 'node:crypto';
import { assert } from '../../assert.js';
import type { ServiceContext } from '../../context.js';
import type { Page } from '../../db/pagination.js';
import { notFound } from '../../errors.js';
import type { IdempotencyClaim } from '../../idempotency/index.js';
import { findByPublicId, formatId } from '../../ids.js';
import type { BurnBody, ListOperationsQuery, MintBody, StablecoinOperation } from './schemas.js';
import { loadStablecoin } from './service.js';
import * as store from './store.js';
import { toOperation } from './operation-view.js';
import {
  amountOf,
  createOperation,
  externalAccount,
  internalAccount,
  isInternal,
  paidFrom,
  sandboxReference,
  TIMING,
} from './operation-checks.js';

// ---------------------------------------------------------------------------------------
// Views

const operationNotFound = (id: string) => notFound('NOT_FOUND', `Stablecoin operation ${id} not found`);

export async function getOperation(
  ctx: ServiceContext,
  platformId: string,
  id: string,
): Promise<StablecoinOperation> {
  const row = await findByPublicId(
    'StablecoinOperation',
    id.trim(),
    () => operationNotFound(id),
    (uuid) => store.findOperation(ctx.db, platformId, uuid),
  );
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
    const credited = { id: body.destination.accountId, field: 'destination.accountId' };
    const destination = await internalAccount(trx, platformId, credited, coin.currency);
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
      const paying = { id: funding.externalAccountId, field: 'fundingSource.externalAccountId' };
      const external = await externalAccount(trx, platformId, paying, coin.base_currency);
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
    const destination = { id: body.destination.externalAccountId, field: 'destination.externalAccountId' };
    const payee = await externalAccount(trx, platformId, destination, coin.base_currency);
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
