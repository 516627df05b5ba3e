import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { assert } from '../../assert.js';
import type { ServiceContext } from '../../context.js';
import { transact } from '../../db/retry.js';
import type { Database } from '../../db/schema.js';
import type { Page } from '../../db/pagination.js';
import { ApiError, invalidField, invalidInput, notFound } from '../../errors.js';
import { recordEvent } from '../../events/record.js';
import { findByPublicId, formatId, newUuid, parseId } from '../../ids.js';
import { enqueueJob } from '../../jobs/queue.js';
import { findNamedAccounts } from '../accounts/index.js';
import { isEuEeaRegion, loadCustomer } from '../customers/index.js';
import type { CardFundingSourceCheck } from '../../hooks.js';
import { keyRing } from '../keys/index.js';
import type { Card, CardState, CreateCardBody, ListCardsQuery, UpdateCardBody } from './schemas.js';
import { newCardNumber, newSecurityCode } from './numbers.js';
import * as store from './store.js';
import { reconcileClosedCard } from './transactions.js';

/** The currency cards spend (spec 4.12: card-eligible funding sources hold USDB). */
export const CARD_CURRENCY = 'USDB';
/** The job that brings the issuer's answer to a new card. */
export const PROVISION_JOB = 'cards.provision';
export const CARD_STATE_CHANGE = 'CARD.STATE_CHANGE';
export const CARD_FUNDING_SOURCE_CHANGE = 'CARD.FUNDING_SOURCE_CHANGE';

export function toCard(row: store.CardRecord): Card {
  return {
    id: formatId('Card', row.id),
    cardholderId: formatId('Customer', row.cardholder_id),
    ...(row.platform_card_id !== null ? { platformCardId: row.platform_card_id } : {}),
    state: row.state,
    stateReason: row.state_reason,
    brand: row.brand,
    form: row.form,
    ...(row.last4 !== null ? { last4: row.last4 } : {}),
    ...(row.exp_month !== null ? { expMonth: row.exp_month } : {}),
    ...(row.exp_year !== null ? { expYear: row.exp_year } : {}),
    fundingSources: row.funding_sources.map((id) => formatId('InternalAccount', id)),
    maxSpendPerTransaction:
      row.max_spend_per_transaction === null ? null : Number(row.max_spend_per_transaction),
    currency: row.currency,
    ...(row.processor_ref !== null ? { processorRef: row.processor_ref } : {}),
    ...(row.issuer_ref !== null ? { issuerRef: row.issuer_ref } : {}),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

const cardNotFound = (id: string) => notFound('NOT_FOUND', `Card ${id} not found`);

const ineligible = (message: string) => new ApiError(400, 'FUNDING_SOURCE_INELIGIBLE', message);

/**
 * The account uuids of `ids` if each is an internal account of the cardholder in the card's
 * currency (spec 4.12 rule 3); 400 FUNDING_SOURCE_INELIGIBLE naming the first that is not.
 */
async function eligibleSources(
  db: Kysely<Database>,
  platformId: string,
  cardholderId: string,
  ids: string[],
): Promise<string[]> {
  const uuids = ids.map((id) => parseId('InternalAccount', id.trim()));
  const duplicate = ids.find((id, i) => uuids.indexOf(uuids[i]) !== i && uuids[i] !== undefined);
  if (duplicate) throw invalidField('fundingSources', `lists ${duplicate} twice`);
  const found = await findNamedAccounts(
    db,
    platformId,
    ids.map((id) => id.trim()),
  );
  return ids.map((id, i) => {
    const uuid = uuids[i];
    const account = found.get(id.trim());
    if (!account || uuid === undefined) throw ineligible(`${id} is not an internal account of this platform`);
    if (account.customer_id !== cardholderId)
      throw ineligible(`${id} belongs to another customer than the cardholder`);
    if (account.currency !== CARD_CURRENCY) {
      throw ineligible(`${id} holds ${account.currency}: cards spend ${CARD_CURRENCY}`);
    }
    if (account.status !== 'ACTIVE') throw ineligible(`${id} is ${account.status}`);
    return uuid;
  });
}

/** A static 3-D Secure password like an issuer makes: 12 characters, no look-alikes. */
function newThreeDsPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  return Array.from(randomBytes(12), (b) => alphabet[b % alphabet.length]).join('');
}

/**
 * POST /cards (spec 4.12): the cardholder's KYC approved, every source eligible; the card is
 * PROCESSING until the issuer answers (a job at the world's delay), then ACTIVE or CLOSED.
 */
export async function createCard(
  ctx: ServiceContext,
  platformId: string,
  body: CreateCardBody,
): Promise<Card> {
  const cardholder = await loadCustomer(ctx.db, platformId, body.cardholderId.trim(), { writable: true });
  const status = cardholder.customer_type === 'INDIVIDUAL' ? cardholder.kyc_status : cardholder.kyb_status;
  if (status !== 'APPROVED') {
    throw new ApiError(
      400,
      'CARDHOLDER_KYC_NOT_APPROVED',
      `The cardholder's ${cardholder.customer_type === 'INDIVIDUAL' ? 'kycStatus' : 'kybStatus'} is ${status ?? 'not set'}: cards are issued to APPROVED customers`,
    );
  }
  const eu = isEuEeaRegion(cardholder.region);
  if (body.threeDSecurePassword !== undefined && !eu) {
    throw invalidField('threeDSecurePassword', 'is for EU/EEA card programs only: leave it out');
  }
  const sources = await eligibleSources(ctx.db, platformId, cardholder.id, body.fundingSources);
  const id = newUuid();
  const sealedPassword = eu
    ? (await keyRing(ctx)).seal(
        new TextEncoder().encode(body.threeDSecurePassword ?? newThreeDsPassword()),
        `card-3ds-password:${id}`,
      )
    : null;
  const provisioning = ctx.world.cardIssuer.provisioning(body.platformCardId);
  const record = await transact(ctx, async (tctx, trx) => {
    const now = tctx.clock.now();
    await store.insertCard(trx, {
      id,
      platform_id: platformId,
      cardholder_id: cardholder.id,
      platform_card_id: body.platformCardId ?? null,
      state: 'PROCESSING',
      state_reason: null,
      brand: 'VISA',
      form: body.form,
      currency: CARD_CURRENCY,
      max_spend_per_transaction:
        body.maxSpendPerTransaction === undefined ? null : BigInt(body.maxSpendPerTransaction),
      last4: null,
      exp_month: null,
      exp_year: null,
      processor_ref: null,
      issuer_ref: null,
      sealed_three_ds_password: sealedPassword,
      created_at: now,
      updated_at: now,
    });
    await store.setFundingSources(trx, platformId, id, sources);
    await enqueueJob(trx, {
      kind: PROVISION_JOB,
      platformId,
      payload: { platformId, cardId: id, outcome: provisioning.outcome },
      runAt: new Date(now.getTime() + provisioning.delayMs * tctx.config.sandboxDelayScale),
      now,
    });
    return loadRecord(trx, platformId, id);
  });
  ctx.notifyJobs?.();
  return toCard(record);
}

async function loadRecord(db: Kysely<Database>, platformId: string, uuid: string): Promise<store.CardRecord> {
  const record = await store.findCard(db, platformId, uuid);
  assert(record !== undefined, 'a card read in its own transaction exists');
  return record;
}

export async function getCard(ctx: ServiceContext, platformId: string, id: string): Promise<Card> {
  const record = await findByPublicId(
    'Card',
    id.trim(),
    () => cardNotFound(id),
    (uuid) => store.findCard(ctx.db, platformId, uuid),
  );
  return toCard(record);
}

export async function listCards(
  ctx: ServiceContext,
  platformId: string,
  query: ListCardsQuery,
): Promise<Page<Card>> {
  const cardholderId = query.cardholderId === undefined ? undefined : parseId('Customer', query.cardholderId);
  const accountId = query.accountId === undefined ? undefined : parseId('InternalAccount', query.accountId);
  // An id of no such shape matches no card, like an id of no such resource.
  if ((query.cardholderId !== undefined && !cardholderId) || (query.accountId !== undefined && !accountId)) {
    return { data: [], hasMore: false, totalCount: 0 };
  }
  const page = await store.listCards(
    ctx.db,
    platformId,
    { cardholderId, accountId, platformCardId: query.platformCardId, state: query.state },
    { limit: query.limit ?? 20, cursor: query.cursor, sortOrder: query.sortOrder },
  );
  return { ...page, data: page.data.map(toCard) };
}

// ---------------------------------------------------------------------------------------
// The state machine (spec 3.2)

type Requested = 'ACTIVE' | 'FROZEN' | 'CLOSED';

/** The platform's moves: from each state, the states a PATCH may ask for. PROCESSING waits for the issuer. */
const PLATFORM_MOVES: Record<CardState, readonly Requested[]> = {
  PENDING_KYC: [],
  PROCESSING: [],
  ACTIVE: ['FROZEN', 'CLOSED'],
  FROZEN: ['ACTIVE', 'CLOSED'],
  CLOSED: [],
};

/** 409 for a PATCH the table refuses, or undefined when it may go ahead. */
function refusal(current: store.CardRow, body: UpdateCardBody): ApiError | undefined {
  if (current.state === 'CLOSED') {
    return body.state === 'CLOSED'
      ? new ApiError(409, 'CARD_ALREADY_CLOSED', 'The card is already CLOSED')
      : new ApiError(409, 'CARD_NOT_MUTABLE', 'A CLOSED card cannot change');
  }
  if (body.state !== undefined && !PLATFORM_MOVES[current.state].includes(body.state)) {
    return new ApiError(
      409,
      'INVALID_STATE_TRANSITION',
      `A ${current.state} card cannot become ${body.state}` +
        (current.state === 'PROCESSING' ? ': it waits for the issuer' : ''),
    );
  }
  return undefined;
}

/**
 * PATCH /cards/{id} with platform credentials alone (spec 4.12 update rules): a state move of
 * the table of 3.2, a new binding of funding sources, a new spending limit, or several at once
 * (never a new binding with CLOSED). Each change is its own event.
 */
export async function updateCard(
  ctx: ServiceContext,
  platformId: string,
  id: string,
  body: UpdateCardBody,
): Promise<Card> {
  const uuid = parseId('Card', id.trim());
  if (!uuid) throw cardNotFound(id);
  const record = await transact(ctx, async (tctx, trx) => {
    // Whose card it is comes first: another platform's id is 404 whatever the body.
    const current = await store.lockCard(trx, platformId, uuid);
    if (!current) throw cardNotFound(id);
    if (
      body.state === undefined &&
      body.fundingSources === undefined &&
      body.maxSpendPerTransaction === undefined
    ) {
      throw invalidInput('Nothing to update: send state, fundingSources or maxSpendPerTransaction', [
        { field: 'state', message: 'state or fundingSources is required' },
      ]);
    }
    if (body.state === 'CLOSED' && body.fundingSources !== undefined) {
      throw invalidField('fundingSources', 'cannot change together with state CLOSED: closing detaches them');
    }
    const refused = refusal(current, body);
    if (refused) throw refused;
    const now = tctx.clock.now();
    if (body.fundingSources !== undefined) {
      const sources = await eligibleSources(trx, platformId, current.cardholder_id, body.fundingSources);
      await store.setFundingSources(trx, platformId, current.id, sources);
    }
    if (body.state === 'CLOSED') {
      await store.setFundingSources(trx, platformId, current.id, []);
      await reconcileClosedCard(trx, current, now);
    }
    await store.updateCard(
      trx,
      current,
      {
        ...(body.state !== undefined
          ? { state: body.state, state_reason: body.state === 'CLOSED' ? 'CLOSED_BY_PLATFORM' : null }
          : {}),
        ...(body.maxSpendPerTransaction !== undefined
          ? {
              max_spend_per_transaction:
                body.maxSpendPerTransaction === null ? null : BigInt(body.maxSpendPerTransaction),
            }
          : {}),
      },
      now,
    );
    const updated = await loadRecord(trx, platformId, current.id);
    if (body.fundingSources !== undefined) await announce(trx, CARD_FUNDING_SOURCE_CHANGE, updated, now);
    if (body.state !== undefined) await announce(trx, CARD_STATE_CHANGE, updated, now);
    return updated;
  });
  return toCard(record);
}

async function announce(
  trx: Kysely<Database>,
  type: string,
  record: store.CardRecord,
  now: Date,
): Promise<void> {
  const card = toCard(record);
  await recordEvent(trx, { platformId: record.platform_id, type, resourceId: card.id, data: card, now });
}

/**
 * What the issuer assigns a provisioned card: its number (kept sealed, shown only through a
 * reveal) and security code, the number's last four, an expiry three years on, its references.
 */
async function issuedDetails(ctx: ServiceContext, cardId: string, now: Date) {
  const box = await keyRing(ctx);
  const pan = newCardNumber();
  return {
    last4: pan.slice(-4),
    exp_month: now.getUTCMonth() + 1,
    exp_year: now.getUTCFullYear() + 3,
    processor_ref: `proc_${randomBytes(8).toString('hex')}`,
    issuer_ref: `iss_${randomBytes(8).toString('hex')}`,
    sealed_pan: box.seal(new TextEncoder().encode(pan), `card-pan:${cardId}`),
    sealed_cvv: box.seal(new TextEncoder().encode(newSecurityCode()), `card-cvv:${cardId}`),
  };
}

/** The issuer's answer to a new card (the provisioning job): ACTIVE, or CLOSED as ISSUER_REJECTED. */
export async function provisionCard(ctx: ServiceContext, payload: unknown): Promise<void> {
  const { platformId, cardId, outcome } = payload as {
    platformId: string;
    cardId: string;
    outcome: 'ACTIVE' | 'ISSUER_REJECTED';
  };
  await transact(ctx, async (tctx, trx) => {
    const card = await store.lockCard(trx, platformId, cardId);
    // Answered already (a job that ran twice), or gone with its platform.
    if (!card || card.state !== 'PROCESSING') return;
    const now = tctx.clock.now();
    if (outcome === 'ACTIVE') {
      await store.updateCard(
        trx,
        card,
        { state: 'ACTIVE', ...(await issuedDetails(tctx, card.id, now)) },
        now,
      );
    } else {
      await store.setFundingSources(trx, platformId, card.id, []);
      await store.updateCard(trx, card, { state: 'CLOSED', state_reason: 'ISSUER_REJECTED' }, now);
    }
    await announce(trx, CARD_STATE_CHANGE, await loadRecord(trx, platformId, card.id), now);
  });
}

/** The cards module's answer to the wallets' `cardFundingSource` check (a delegated key's card). */
export const checkCardFundingSource: CardFundingSourceCheck = async (
  _ctx,
  db,
  platformId,
  cardId,
  accountId,
) => {
  const record = await store.findCard(db, platformId, cardId);
  if (!record) return cardNotFound(formatId('Card', cardId));
  if (record.state === 'CLOSED') {
    return new ApiError(409, 'CARD_NOT_MUTABLE', `Card ${formatId('Card', cardId)} is CLOSED`);
  }
  if (!record.funding_sources.includes(accountId)) {
    return invalidField(
      'internalAccountId',
      `${formatId('InternalAccount', accountId)} is not a funding source of card ${formatId('Card', cardId)}`,
    );
  }
  return undefined;
};
