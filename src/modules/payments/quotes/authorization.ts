import type { ServiceContext } from '../../../context.js';
import { transact } from '../../../db/retry.js';
import { ApiError } from '../../../errors.js';
import { formatId } from '../../../ids.js';
import { assert } from '../../../assert.js';
import { loadCustomer } from '../../customers/index.js';
import { answerSubjectChallenge, resendSubjectChallenge, type ScaProof } from '../../sca/index.js';
import type { Quote } from './schemas.js';
import { executeLockedQuote } from './execute.js';
import { detailsOf, lockUnexecutedQuote, quoteExpired, toQuote } from './quote.js';
import * as store from './store.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/**
 * A payer in an SCA region authorizes its payment (spec 5, 7.2): the quote waits in
 * PENDING_AUTHORIZATION with a challenge until the customer's proof comes back through
 * POST /quotes/{quoteId}/authorize, which needs the customer's live SCA session too (the
 * login authenticates the customer, the challenge binds this amount and payee).
 */

/** The quote awaiting its payer's authorization, locked, and the payer. */
async function lockAwaiting(ctx: ServiceContext, trx: Kysely<Database>, platformId: string, quoteId: string) {
  const quote = await lockUnexecutedQuote(trx, platformId, quoteId);
  if (quote.sca_status !== 'PENDING_AUTHORIZATION') {
    throw new ApiError(
      409,
      'INVALID_STATE_TRANSITION',
      quote.sca_status === 'AUTHORIZED'
        ? `Quote ${quoteId} is already authorized`
        : `Quote ${quoteId} needs no authorization: its payer is not challenged`,
      { status: quote.sca_status ?? 'PENDING' },
    );
  }
  if (quote.expires_at <= ctx.clock.now()) throw quoteExpired(quoteId, quote.expires_at);
  assert(quote.customer_id !== null, 'a quote awaiting authorization has a paying customer');
  const payer = await loadCustomer(trx, platformId, formatId('Customer', quote.customer_id));
  return { quote, payer };
}

/**
 * POST /quotes/{quoteId}/authorize: the payer's answer to the quote's challenge. It makes the
 * quote AUTHORIZED (a realtime-funded one shows its paymentInstructions now) and executes it
 * when the platform already asked for that. 409 SCA_SESSION_REQUIRED without a live session,
 * 400 for a wrong proof (counted), 423 ACCOUNT_LOCKED after the fifth failure in a row.
 */
export async function authorizeQuote(
  ctx: ServiceContext,
  platformId: string,
  quoteId: string,
  proof: ScaProof,
): Promise<Quote> {
  const outcome = await transact(ctx, async (tctx, trx) => {
    const { quote, payer } = await lockAwaiting(tctx, trx, platformId, quoteId);
    const failure = await answerSubjectChallenge(tctx, trx, payer, 'PAYMENT_AUTHORIZATION', quote.id, proof, {
      session: true,
    });
    if (failure) return { failure };
    const now = tctx.clock.now();
    const held = detailsOf(quote).heldPaymentInstructions;
    const authorized = await store.updateQuote(
      trx,
      quote,
      now,
      { sca_status: 'AUTHORIZED', sca_authorized_at: now },
      held ? { paymentInstructions: held } : {},
      ['scaChallenge', 'heldPaymentInstructions'],
    );
    if (!authorized.execute_on_authorization) return { quote: authorized };
    const paid = await executeLockedQuote(tctx, trx, authorized, quoteId, {});
    return { quote: paid.quote };
  });
  if ('failure' in outcome) throw outcome.failure;
  return toQuote(outcome.quote, ctx.clock.now());
}

/** POST /quotes/{quoteId}/authorize/resend: the SMS code again (409 for an app or passkey challenge, 429 too soon). */
export async function resendQuoteCode(
  ctx: ServiceContext,
  platformId: string,
  quoteId: string,
): Promise<void> {
  await transact(ctx, async (tctx, trx) => {
    const { quote, payer } = await lockAwaiting(tctx, trx, platformId, quoteId);
    const expiresAt = await resendSubjectChallenge(tctx, trx, payer, 'PAYMENT_AUTHORIZATION', quote.id);
    const shown = detailsOf(quote).scaChallenge;
    if (shown) {
      await store.updateQuote(
        trx,
        quote,
        tctx.clock.now(),
        {},
        {
          scaChallenge: { ...shown, expiresAt: expiresAt.toISOString() },
        },
      );
    }
  });
}
