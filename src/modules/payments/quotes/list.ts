import type { Page, PageRequest } from '../../../db/pagination.js';
import type { ServiceContext } from '../../../context.js';
import { parseId } from '../../../ids.js';
import type { ListQuotesQuery, Quote, QuoteStatus } from './schemas.js';
import * as store from './store.js';
import { QUOTE_STATUS_OF_TRANSACTION, toQuote } from './quote.js';

/** GET /quotes: newest first, filtered as the contract's list of quotes is. */
export async function listQuotes(
  ctx: ServiceContext,
  platformId: string,
  query: ListQuotesQuery,
  page: PageRequest,
): Promise<Page<Quote>> {
  // An id of the wrong shape matches nothing, like any unknown id in a filter.
  const nothing = '00000000-0000-0000-0000-000000000000';
  const accountUuid = (value: string) =>
    parseId('InternalAccount', value) ?? parseId('ExternalAccount', value) ?? nothing;
  const now = ctx.clock.now();
  const result = await store.listQuotes(
    ctx.db,
    platformId,
    {
      ...(query.customerId !== undefined
        ? { customerId: parseId('Customer', query.customerId) ?? nothing }
        : {}),
      ...(query.sendingAccountId !== undefined
        ? { sourceAccountId: accountUuid(query.sendingAccountId) }
        : {}),
      ...(query.receivingAccountId !== undefined
        ? { destinationAccountId: accountUuid(query.receivingAccountId) }
        : {}),
      ...(query.sendingUmaAddress !== undefined ? { senderUmaAddress: query.sendingUmaAddress } : {}),
      ...(query.receivingUmaAddress !== undefined ? { receiverUmaAddress: query.receivingUmaAddress } : {}),
      ...(query.createdAfter !== undefined ? { createdAfter: new Date(query.createdAfter) } : {}),
      ...(query.createdBefore !== undefined ? { createdBefore: new Date(query.createdBefore) } : {}),
      ...(query.status !== undefined ? { status: statusFilter(query.status, now) } : {}),
    },
    page,
  );
  // Its clients are of the earlier revisions, whose terms the revision layer answers it in
  // (src/revisions/changes.ts, `lastDescribes`).
  return { ...result, data: result.data.map((row) => toQuote(row, now)) };
}

/** The rows of one derived status, by the table quoteStatus uses. */
function statusFilter(status: QuoteStatus, now: Date): store.StatusFilter {
  const terminal = Object.keys(QUOTE_STATUS_OF_TRANSACTION);
  const mappingTo = terminal.filter((t) => QUOTE_STATUS_OF_TRANSACTION[t] === status);
  switch (status) {
    case 'PENDING':
      return { unexecuted: 'LIVE', now, awaitingAuthorization: false };
    case 'PENDING_AUTHORIZATION':
      return { unexecuted: 'LIVE', now, awaitingAuthorization: true };
    case 'PROCESSING':
      return { transactionStatusNotIn: terminal };
    case 'EXPIRED':
      return { unexecuted: 'EXPIRED', now, orTransactionStatusIn: mappingTo };
    default:
      return { transactionStatusIn: mappingTo };
  }
}
