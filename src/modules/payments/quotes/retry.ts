import type { ServiceContext } from '../../../context.js';
import type { IdempotencyClaim } from '../../../idempotency/index.js';
import { ApiError } from '../../../errors.js';
import { findByPublicId, formatId } from '../../../ids.js';
import type { DestinationById } from './parties.js';
import type { Quote, QuoteSource, RetryQuoteBody } from './schemas.js';
import * as store from './store.js';
import { detailsOf, quoteNotFound, quoteStatus, type RepeatableRequest } from './quote.js';
import { createQuote } from './create.js';

/** What a quote stored before requests were kept asked for, rebuilt from its views. */
function legacyRequest(row: store.QuoteRow): RepeatableRequest {
  const details = detailsOf(row);
  return {
    source: details.source as QuoteSource,
    destination: details.destination as DestinationById,
    lockedCurrencySide: 'SENDING',
    lockedCurrencyAmount: Number(row.total_sending_amount),
    ...(details.description !== undefined ? { description: details.description } : {}),
  };
}

/**
 * POST /quotes/{quoteId}/retry: a quote that EXPIRED or FAILED is quoted again with the same
 * source, destination, locked side and amount (and fee override and texts), at the current
 * rate, as a new PENDING quote naming the original in `originalQuoteId`. A UMA destination
 * needs a fresh lookup of the receiver (`lookupId`); sender information may be replaced. A
 * quote that is pending, processing or completed cannot be retried (409).
 */
export async function retryQuote(
  ctx: ServiceContext,
  platformId: string,
  quoteId: string,
  body: RetryQuoteBody,
  idempotency: IdempotencyClaim,
): Promise<Quote> {
  const row = await findByPublicId('Quote', quoteId, quoteNotFound, (uuid) =>
    store.findQuote(ctx.db, platformId, uuid),
  );
  const status = quoteStatus(row, ctx.clock.now());
  if (status !== 'EXPIRED' && status !== 'FAILED') {
    throw new ApiError(
      409,
      'INVALID_STATE_TRANSITION',
      `Quote ${quoteId} is ${status}: only an EXPIRED or FAILED quote can be retried`,
      { status },
    );
  }
  const request = detailsOf(row).request ?? legacyRequest(row);
  const senderCustomerInfo = body.senderCustomerInfo ?? request.senderCustomerInfo;
  return createQuote(
    ctx,
    platformId,
    {
      ...request,
      ...(body.lookupId !== undefined ? { lookupId: body.lookupId } : {}),
      ...(senderCustomerInfo !== undefined ? { senderCustomerInfo } : {}),
    },
    idempotency,
    undefined,
    { originalQuoteId: formatId('Quote', row.id) },
  );
}
