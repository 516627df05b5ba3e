import type { ServiceContext } from '../../../context.js';
import type { Quote } from '../quotes/schemas.js';
import { getQuote } from '../quotes/quote.js';
import { getPayment } from './service.js';

/**
 * The answers of money-moving routes to a retry whose first attempt committed its resource
 * but died before answering (`config.replay`, src/idempotency): the resource as it is now, with
 * the status of the original success.
 */
export const replayTransaction =
  (ctx: ServiceContext, status: 200 | 201) => async (platformId: string, transactionId: string) => ({
    status,
    body: await getPayment(ctx, platformId, transactionId),
  });

/**
 * A route that makes a payment: TRANSACT, an Idempotency-Key, and a retry whose first attempt
 * committed the payment is answered with it.
 */
export const paymentRouteConfig = (ctx: ServiceContext, status: 200 | 201) => ({
  permission: 'TRANSACT' as const,
  idempotent: true,
  replay: replayTransaction(ctx, status),
});

export const replayQuote =
  (ctx: ServiceContext, status: number | ((quote: Quote) => number)) =>
  async (platformId: string, quoteId: string) => {
    const body = await getQuote(ctx, platformId, quoteId);
    return { status: typeof status === 'number' ? status : status(body), body };
  };
