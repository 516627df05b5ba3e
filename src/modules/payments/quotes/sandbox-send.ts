import type { ServiceContext } from '../../../context.js';
import type { IdempotencyClaim } from '../../../idempotency/index.js';
import { ApiError, invalidField } from '../../../errors.js';
import { formatId } from '../../../ids.js';
import { getPayment } from '../transactions/service.js';
import { transact } from '../../../db/retry.js';
import { lockUnexecutedQuote } from './quote.js';
import { pay } from './execute.js';

/**
 * POST /sandbox/send: the payer pays a realtime-funded quote. The right currency and amount
 * before expiry start the payment; a wrong amount or currency, or a late payment, records a
 * FAILED transaction (FUNDING_AMOUNT_MISMATCH, QUOTE_EXPIRED) and the money goes back.
 */
export async function sandboxSend(
  ctx: ServiceContext,
  platformId: string,
  body: { quoteId: string; currencyCode: string; currencyAmount?: number | undefined },
  idempotency: IdempotencyClaim,
) {
  const transactionId = await transact(ctx, async (tctx, trx) => {
    const now = ctx.clock.now();
    const quote = await lockUnexecutedQuote(trx, platformId, body.quoteId);
    if (quote.source_kind !== 'REALTIME_FUNDING') {
      throw invalidField(
        'quoteId',
        'is not funded in real time: execute it with POST /quotes/{quoteId}/execute',
      );
    }
    if (quote.sca_status === 'PENDING_AUTHORIZATION') {
      // Its payer never saw where to pay: the instructions come with the authorization.
      throw new ApiError(
        409,
        'INVALID_STATE_TRANSITION',
        `Quote ${body.quoteId} awaits its payer's authorization (POST /quotes/${body.quoteId}/authorize)`,
        { status: 'PENDING_AUTHORIZATION' },
      );
    }
    const amount =
      body.currencyAmount === undefined ? quote.total_sending_amount : BigInt(body.currencyAmount);
    const mismatch = body.currencyCode !== quote.sending_currency || amount !== quote.total_sending_amount;
    const expired = quote.expires_at <= now;
    // Paid wrongly or late: the payment fails at once and the money goes back to the payer.
    const failure = expired ? 'FUNDING_EXPIRED' : mismatch ? 'FUNDING_MISMATCH' : undefined;
    const { outgoing } = await pay(tctx, trx, quote, 'OUTSIDE', failure);
    await idempotency.bind(trx, formatId('Transaction', outgoing.id));
    return outgoing.id;
  });
  return getPayment(ctx, platformId, formatId('Transaction', transactionId));
}
