import { createHash, randomBytes } from 'node:crypto';
import type { ServiceContext } from '../../context.js';
import { transact } from '../../db/retry.js';
import { ApiError, conflict, notFound } from '../../errors.js';
import { formatId, newUuid, parseId } from '../../ids.js';
import { inTimeOf } from '../../test-clocks/index.js';
import { isEuEeaRegion, loadCustomer } from '../customers/index.js';
import { requireScaSession } from '../sca/index.js';
import { keyRing } from '../keys/index.js';
import * as store from './store.js';

/** How long a reveal link can be opened (spec 4.12: "expires within minutes"). */
export const REVEAL_TTL_MS = 5 * 60_000;
/** Where the embed page is served, outside the versioned API. */
export const EMBED_PATH = '/cards/embed';

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export interface RevealLink {
  panEmbedUrl: string;
  expiresAt: string;
}

/**
 * POST /cards/{id}/reveal: a single-use link to a page that shows the card's number, code and
 * expiry. The link's secret travels in the URL fragment, which browsers never send, so no
 * server or proxy log sees it; only its hash is kept, with who asked (the audit of 4.12).
 * Where Strong Customer Authentication applies (EU/EEA cardholders), the cardholder's live SCA
 * session is needed (POST /sca/login/...): else 409 SCA_SESSION_REQUIRED.
 */
export async function revealCard(
  ctx: ServiceContext,
  platformId: string,
  id: string,
  actor: string,
  origin: string,
): Promise<RevealLink> {
  const uuid = parseId('Card', id.trim());
  const card = uuid ? await store.findCard(ctx.db, platformId, uuid) : undefined;
  if (!card) throw notFound('NOT_FOUND', `Card ${id} not found`);
  if (card.state !== 'ACTIVE' && card.state !== 'FROZEN') {
    throw conflict(`A ${card.state} card has no number to reveal`);
  }
  const cardholder = await loadCustomer(ctx.db, platformId, formatId('Customer', card.cardholder_id));
  if (isEuEeaRegion(cardholder.region)) await requireScaSession(ctx, ctx.db, cardholder);
  const token = randomBytes(32).toString('base64url');
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + REVEAL_TTL_MS);
  await store.insertReveal(ctx.db, {
    id: newUuid(),
    platform_id: platformId,
    card_id: card.id,
    actor,
    token_hash: hashOf(token),
    expires_at: expiresAt,
    opened_at: null,
    created_at: now,
  });
  return { panEmbedUrl: `${origin}${EMBED_PATH}#${token}`, expiresAt: expiresAt.toISOString() };
}

export interface RevealedCard {
  pan: string;
  cvv: string;
  expMonth: number;
  expYear: number;
  last4: string;
}

const gone = (message: string) => new ApiError(410, 'GONE', message);

/**
 * The embed page's one request: the card behind a reveal token, once, before it expires.
 * The reveal is used up in the same transaction that reads the card.
 *
 * The link expires in its platform's time, the time its `expiresAt` was given in (a sandbox
 * test clock may run ahead of the service's): the page's request carries no credentials, so
 * it is put in that platform's time here. A test clock only moves forward, so a link never
 * opens more than REVEAL_TTL_MS of real time after it was made, and advancing the clock past
 * its `expiresAt` expires it as the platform sees it.
 */
export async function openReveal(ctx: ServiceContext, token: string): Promise<RevealedCard> {
  const box = await keyRing(ctx);
  return transact(ctx, async (tctx, trx) => {
    const reveal = await store.lockReveal(trx, hashOf(token));
    if (!reveal) throw notFound('NOT_FOUND', 'This reveal link is not valid');
    if (reveal.opened_at !== null) throw gone('This reveal link was already used: ask for a new one');
    const now = await inTimeOf(ctx, reveal.platform_id, async () => tctx.clock.now());
    if (reveal.expires_at <= now) throw gone('This reveal link expired: ask for a new one');
    const card = await store.findCard(trx, reveal.platform_id, reveal.card_id);
    if (
      !card ||
      (card.state !== 'ACTIVE' && card.state !== 'FROZEN') ||
      card.sealed_pan === null ||
      card.sealed_cvv === null ||
      card.exp_month === null ||
      card.exp_year === null
    ) {
      throw gone('The card can no longer be revealed');
    }
    await store.markRevealOpened(trx, reveal, now);
    const text = (sealed: string, purpose: string) => new TextDecoder().decode(box.open(sealed, purpose));
    const pan = text(card.sealed_pan, `card-pan:${card.id}`);
    return {
      pan,
      cvv: text(card.sealed_cvv, `card-cvv:${card.id}`),
      expMonth: card.exp_month,
      expYear: card.exp_year,
      last4: pan.slice(-4),
    };
  });
}
