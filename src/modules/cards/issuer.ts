import { randomBytes } from 'node:crypto';
import type { ServiceContext } from '../../context.js';
import { transact } from '../../db/retry.js';
import { ApiError, invalidField, invalidInput, notFound } from '../../errors.js';
import { parseId } from '../../ids.js';
import { enqueueJob } from '../../jobs/queue.js';
import * as cards from './store.js';
import type { CardMerchant, IssuerEventKind } from './transactions.schemas.js';
import * as store from './transactions.store.js';
import { followUpRefusal } from './issuer-follow-ups.js';

/**
 * The sandbox card network (spec 4.15): each simulation is a message to the issuer, answered
 * 202 with its token and applied by a job about a second later (the issuer's event), so its
 * outcome arrives as webhooks. What can be judged from the request alone is answered at once
 * (400/404); the job judges again, since the card or the transaction may have moved meanwhile.
 */

export const ISSUER_EVENT_JOB = 'cards.issuer-event';

/** What a simulation carries: a new message from a merchant, or one about a card transaction. */
export type SimulationRequest =
  | { kind: NewMessageKind; amount: number; currencyCode: string | undefined; merchant: CardMerchant }
  | { kind: 'BALANCE_INQUIRY'; merchant: CardMerchant }
  | { kind: 'AUTHORIZATION_ADVICE' | 'CLEARING' | 'RETURN'; cardTransactionId: string; amount: number }
  | { kind: 'RETURN_REVERSAL'; cardTransactionId: string };

type NewMessageKind = Extract<
  IssuerEventKind,
  | 'AUTHORIZATION'
  | 'FINANCIAL_AUTHORIZATION'
  | 'CREDIT_AUTHORIZATION'
  | 'FINANCIAL_CREDIT_AUTHORIZATION'
  | 'CREDIT_AUTHORIZATION_ADVICE'
>;

/** The stored request of an issuer event (amounts as JSON numbers, ids as uuids). */
export interface StoredRequest {
  amount?: number;
  merchant?: CardMerchant;
}

const cardNotFound = (id: string) => notFound('NOT_FOUND', `Card ${id} not found`);
const transactionNotFound = (id: string) =>
  notFound('TRANSACTION_NOT_FOUND', `Card transaction ${id} not found on this card`);

const newToken = () => `itx_${randomBytes(12).toString('hex')}`;

/** POST /sandbox/cards/{id}/simulate/*: checks what it can, queues the issuer's event, answers its token. */
export async function simulate(
  ctx: ServiceContext,
  platformId: string,
  cardId: string,
  request: SimulationRequest,
): Promise<{ issuerTransactionToken: string }> {
  const cardUuid = parseId('Card', cardId.trim());
  const card = cardUuid ? await cards.findCard(ctx.db, platformId, cardUuid) : undefined;
  if (!card) throw cardNotFound(cardId);
  if (card.state === 'PROCESSING' || card.state === 'PENDING_KYC') {
    throw invalidInput(
      `Card ${cardId} is ${card.state}: the issuer has not provisioned it, no network knows it yet`,
    );
  }
  let transactionUuid: string | undefined;
  if (
    'currencyCode' in request &&
    request.currencyCode !== undefined &&
    request.currencyCode.trim().toUpperCase() !== card.currency
  ) {
    throw new ApiError(
      400,
      'INVALID_CURRENCY',
      `Card ${cardId} spends ${card.currency}, not ${request.currencyCode}`,
      {
        errors: [{ field: 'currency.code', message: `must be ${card.currency}` }],
      },
    );
  }
  if (request.kind === 'CREDIT_AUTHORIZATION_ADVICE') {
    const open = await store.findOpenCredit(ctx.db, card, request.merchant.descriptor);
    if (!open) {
      throw invalidField(
        'merchant.descriptor',
        'no credit authorization of this card from that merchant is AUTHORIZED',
      );
    }
  }
  if ('cardTransactionId' in request) {
    transactionUuid = parseId('CardTransaction', request.cardTransactionId.trim());
    const row = transactionUuid
      ? await store.findCardTransaction(ctx.db, platformId, transactionUuid)
      : undefined;
    if (!row || row.card_id !== card.id) throw transactionNotFound(request.cardTransactionId);
    const amount = 'amount' in request ? BigInt(request.amount) : 0n;
    const refused = followUpRefusal(request.kind, row, amount, await store.latestReturn(ctx.db, row));
    if (refused) throw invalidField('cardTransactionId', refused);
  }
  const token = newToken();
  const stored: Record<string, unknown> = {
    ...('amount' in request ? { amount: request.amount } : {}),
    ...('merchant' in request ? { merchant: request.merchant } : {}),
  };
  await transact(ctx, async (tctx, trx) => {
    const now = tctx.clock.now();
    await store.insertIssuerEvent(trx, {
      token,
      platform_id: platformId,
      card_id: card.id,
      kind: request.kind,
      request: stored,
      card_transaction_id: transactionUuid ?? null,
      outcome: null,
      reversed_by: null,
      received_at: now,
      processed_at: null,
    });
    await enqueueJob(trx, {
      kind: ISSUER_EVENT_JOB,
      platformId,
      payload: { platformId, token },
      runAt: new Date(now.getTime() + tctx.world.cardIssuer.eventDelayMs * tctx.config.sandboxDelayScale),
      now,
    });
  });
  ctx.notifyJobs?.();
  return { issuerTransactionToken: token };
}
