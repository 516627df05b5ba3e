import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ServiceContext } from '../../context.js';
import { newP256KeyPair } from '../../crypto/wallet-keys.js';
import type { Database } from '../../db/schema.js';
import { ApiError, conflict, invalidField, invalidInput, notFound } from '../../errors.js';
import { findByPublicId, formatId, newUuid, parseId } from '../../ids.js';
import type { SignedRequestChallenge } from '../../signed-request.js';
import type { CardSigningKeyCheck } from '../../hooks.js';
import type { DelegatedKey, DelegatedKeyBody, DelegatedKeyStatus } from './schemas.js';
import { keyRing } from '../keys/index.js';
import { type WalletRequest, walletOf } from './service.js';
import {
  issueRequest,
  pendingOperation,
  walletCall,
  type SignedCall,
  signedRetry,
} from './signed-requests.js';
import * as store from './store.js';

/**
 * Delegated signing keys (spec 3.5, 4.7): a P-256 key the service makes and keeps (sealed) so
 * that card authorizations can sign for a wallet that funds a card. Creation is three legs of
 * one signed request: the first call is answered with a payload, the first signed retry makes
 * the key PENDING and answers with a second payload, the second signed retry makes it ACTIVE.
 */

const CREATE = 'CREATE_DELEGATED_KEY';
const ACTIVATE = 'ACTIVATE_DELEGATED_KEY';

/** The only moves of spec 3.5; anything else is refused. */
const TRANSITIONS: Record<DelegatedKeyStatus, readonly DelegatedKeyStatus[]> = {
  PENDING: ['ACTIVE'],
  ACTIVE: ['REVOKED'],
  REVOKED: [],
};

function assertTransition(from: DelegatedKeyStatus, to: DelegatedKeyStatus): void {
  if (!TRANSITIONS[from].includes(to)) {
    throw new ApiError(409, 'INVALID_STATE_TRANSITION', `A ${from} delegated key cannot become ${to}`);
  }
}

/**
 * The card funding source a key is for: the pair of card and wallet account, named by a
 * UUID derived from both, so every key of the same pair shares it.
 */
export function fundingSourceOf(cardId: string, accountId: string): string {
  const hash = createHash('sha256').update(`card-funding-source:${cardId}:${accountId}`).digest();
  hash[6] = ((hash[6] as number) & 0x0f) | 0x80; // version 8: a name-based UUID of our own
  hash[8] = ((hash[8] as number) & 0x3f) | 0x80; // RFC 9562 variant
  const h = hash.subarray(0, 16).toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export function toDelegatedKey(row: store.DelegatedKeyRow): DelegatedKey {
  return {
    id: formatId('DelegatedKey', row.id),
    cardId: formatId('Card', row.card_id),
    fundingSourceId: formatId('CardFundingSource', row.funding_source_id),
    accountId: formatId('InternalAccount', row.account_id),
    publicKey: row.public_key,
    nickname: row.nickname,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

const keyNotFound = (id: string) => notFound('NOT_FOUND', `Delegated key ${id} not found`);
const activeExists = () =>
  conflict('This card funding source already has an ACTIVE delegated key: revoke it before creating another');

export type DelegatedKeyOutcome =
  { status: 202; body: SignedRequestChallenge } | { status: 201; body: DelegatedKey };

const sealPurpose = (id: string) => `delegated-key:${id}`;

/** POST /auth/delegated-keys: whichever leg the headers make this call. */
export async function createDelegatedKey(
  ctx: ServiceContext,
  platformId: string,
  body: DelegatedKeyBody,
  request: WalletRequest,
): Promise<DelegatedKeyOutcome> {
  const wallet = await walletOf(ctx.db, platformId, body.internalAccountId, 'internalAccountId');
  const cardUuid = parseId('Card', body.cardId.trim());
  if (!cardUuid) throw invalidField('cardId', 'must be a card id (Card:<uuid>)');
  for (const check of ctx.hooks.cardFundingSource) {
    const refused = await check(ctx, ctx.db, platformId, cardUuid, wallet.id);
    if (refused) throw refused;
  }
  const fundingSource = fundingSourceOf(cardUuid, wallet.id);
  if (await store.activeDelegatedKey(ctx.db, platformId, fundingSource)) throw activeExists();

  const requestId = request.headers.requestId;
  // Legs 2 and 3 differ by the request they answer: the first payload, or the second.
  const leg = requestId
    ? await pendingOperation(ctx, { platformId, accountId: wallet.id }, requestId)
    : CREATE;
  const call: SignedCall = walletCall(
    platformId,
    wallet.id,
    leg === ACTIVATE ? ACTIVATE : CREATE,
    request,
    body,
  );

  if (call.operation === CREATE) {
    const outcome = await signedRetry(ctx, call, async (tctx, trx) => {
      const now = tctx.clock.now();
      const pair = newP256KeyPair();
      const id = newUuid();
      const box = await keyRing(tctx);
      await store.insertDelegatedKey(trx, {
        id,
        platform_id: platformId,
        account_id: wallet.id,
        card_id: cardUuid,
        funding_source_id: fundingSource,
        nickname: body.nickname,
        public_key: pair.publicKey.compressed,
        sealed_private_key: box.seal(pair.privateKey, sealPurpose(id)),
        status: 'PENDING',
        created_at: now,
        updated_at: now,
      });
      // The second payload: the same request, now to activate this key.
      return issueRequest(tctx, { ...call, operation: ACTIVATE, headers: {}, context: { delegatedKey: id } });
    });
    return { status: 202, body: 'challenge' in outcome ? outcome.challenge : outcome.done };
  }

  const outcome = await signedRetry(ctx, call, async (tctx, trx, signed) => {
    const keyId = (signed.context as { delegatedKey?: unknown }).delegatedKey;
    const key =
      typeof keyId === 'string'
        ? await store.findDelegatedKey(trx, platformId, keyId, { forUpdate: true })
        : undefined;
    if (!key) throw keyNotFound(String(keyId));
    assertTransition(key.status, 'ACTIVE');
    if (await store.activeDelegatedKey(trx, platformId, key.funding_source_id)) throw activeExists();
    try {
      return toDelegatedKey(await store.setDelegatedKeyStatus(trx, key, 'ACTIVE', tctx.clock.now()));
    } catch (err) {
      // Another key of the funding source became ACTIVE at the same moment (unique index).
      if ((err as { code?: unknown }).code === '23505') throw activeExists();
      throw err;
    }
  });
  if ('challenge' in outcome) {
    // Headers were sent (this is leg 3), so the mechanism never answers with a new payload here.
    throw new Error('a signed retry with headers answered with a challenge');
  }
  return { status: 201, body: outcome.done };
}

async function loadKey(db: Kysely<Database>, platformId: string, id: string): Promise<store.DelegatedKeyRow> {
  const row = await findByPublicId('DelegatedKey', id, keyNotFound, (uuid) =>
    store.findDelegatedKey(db, platformId, uuid),
  );
  return row;
}

export async function getDelegatedKey(
  ctx: ServiceContext,
  platformId: string,
  id: string,
): Promise<DelegatedKey> {
  return toDelegatedKey(await loadKey(ctx.db, platformId, id));
}

/** GET /auth/delegated-keys: by wallet account and/or card funding source, every status. */
export async function listDelegatedKeys(
  ctx: ServiceContext,
  platformId: string,
  query: { accountId?: string | undefined; fundingSourceId?: string | undefined },
): Promise<{ data: DelegatedKey[] }> {
  if (query.accountId === undefined && query.fundingSourceId === undefined) {
    throw invalidInput('Filter by accountId or fundingSourceId (or both)', [
      { field: 'accountId', message: 'accountId or fundingSourceId is required' },
    ]);
  }
  const accountId = query.accountId === undefined ? undefined : parseId('InternalAccount', query.accountId);
  const fundingSourceId =
    query.fundingSourceId === undefined ? undefined : parseId('CardFundingSource', query.fundingSourceId);
  // An id of no such shape matches nothing, like an id of no such resource.
  if (
    (query.accountId !== undefined && !accountId) ||
    (query.fundingSourceId !== undefined && !fundingSourceId)
  ) {
    return { data: [] };
  }
  const rows = await store.listDelegatedKeys(ctx.db, platformId, { accountId, fundingSourceId });
  return { data: rows.map(toDelegatedKey) };
}

/**
 * DELETE /auth/delegated-keys/{id}: ACTIVE -> REVOKED with platform credentials. A PENDING key
 * cannot be revoked (it can do nothing; spec 3.5); revoking a REVOKED key again is a no-op.
 */
export async function revokeDelegatedKey(ctx: ServiceContext, platformId: string, id: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const key = await findByPublicId('DelegatedKey', id, keyNotFound, (uuid) =>
      store.findDelegatedKey(trx, platformId, uuid, { forUpdate: true }),
    );
    if (key.status === 'REVOKED') return;
    assertTransition(key.status, 'REVOKED');
    await store.setDelegatedKeyStatus(trx, key, 'REVOKED', ctx.clock.now());
  });
}

/** The wallets' answer to the cards' `cardSigningKey` question: an ACTIVE key for the pair. */
export const hasActiveSigningKey: CardSigningKeyCheck = async (
  _ctx,
  db,
  platformId,
  cardId,
  walletAccountId,
) => {
  const key = await store.activeDelegatedKey(db, platformId, fundingSourceOf(cardId, walletAccountId));
  return key !== undefined && key.platform_id === platformId && key.account_id === walletAccountId;
};
