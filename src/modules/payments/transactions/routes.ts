import { bodyDefaultsToEmptyObject, toDate } from '../../../http/query.js';
import { declareRoute, routePlugin } from '../../../http/declared-routes.js';
import { getOne, listAll } from '../../../http/read-routes.js';
import { errorResponses } from '../../../http/schemas.js';
import {
  ApproveBody,
  ConfirmBody,
  IncomingTransactionRef,
  ListTransactionsQuery,
  ReasonBody,
  TransactionParams,
  TransactionSchema,
} from './schemas.js';
import * as transactions from './service.js';
import type { TransactionListFilter } from './service.js';

const tags = ['Transactions'];

/** The list filter a GET /transactions query asks for (the agents' list takes it too, scoped). */
export function transactionFilterOf(q: Partial<ListTransactionsQuery>): TransactionListFilter {
  return {
    customerId: q.customerId,
    platformCustomerId: q.platformCustomerId,
    status: q.status,
    type: q.type,
    startDate: toDate(q.startDate),
    endDate: toDate(q.endDate),
    reference: q.reference,
    accountIdentifier: q.accountIdentifier,
    senderAccountIdentifier: q.senderAccountIdentifier,
    receiverAccountIdentifier: q.receiverAccountIdentifier,
  };
}

export const transactionRoutes = routePlugin(async (app, ctx) => {
  listAll(app, {
    path: '/transactions',
    tags,
    operationId: 'listTransactions',
    summary: 'List transactions',
    querystring: ListTransactionsQuery,
    item: TransactionSchema,
    list: (platformId, query, { page }) =>
      transactions.listTransactions(ctx, platformId, transactionFilterOf(query), page),
  });

  getOne(app, {
    path: '/transactions/:transactionId',
    tags,
    operationId: 'getTransaction',
    summary: 'Get a transaction',
    params: TransactionParams,
    response: TransactionSchema,
    read: (platformId, params) => transactions.getTransaction(ctx, platformId, params.transactionId),
  });

  /** An action on the transaction the path names. */
  const action = {
    method: 'POST',
    config: { permission: 'TRANSACT' },
    preValidation: bodyDefaultsToEmptyObject,
    tags,
    // The body may be left out entirely (bodyDefaultsToEmptyObject); src/openapi.ts
    // turns this mark into an optional requestBody.
    optionalBody: true,
    params: TransactionParams,
  } as const;

  declareRoute(app, {
    ...action,
    path: '/transactions/:transactionId/approve',
    operationId: 'approveTransaction',
    summary: 'Approve a transaction pending platform approval',
    body: ApproveBody,
    response: { 200: IncomingTransactionRef, ...errorResponses(400, 403, 404, 409) },
    handle: (platformId, { params, body }) =>
      transactions.approveTransaction(
        ctx,
        platformId,
        params.transactionId,
        // An open object (additionalProperties): the service reads the fields it asked for.
        body.receiverCustomerInfo as Record<string, unknown> | undefined,
      ),
  });
  declareRoute(app, {
    ...action,
    path: '/transactions/:transactionId/reject',
    operationId: 'rejectTransaction',
    summary: 'Reject a transaction pending platform approval',
    body: ReasonBody,
    response: { 200: IncomingTransactionRef, ...errorResponses(400, 403, 404, 409) },
    handle: (platformId, { params, body }) =>
      transactions.rejectTransaction(ctx, platformId, params.transactionId, body.reason),
  });
  declareRoute(app, {
    ...action,
    path: '/transactions/:transactionId/cancel',
    operationId: 'cancelTransaction',
    summary: 'Cancel an unsettled payout (refunded to the source)',
    body: ReasonBody,
    response: { 200: TransactionSchema, ...errorResponses(400, 403, 404, 409) },
    handle: (platformId, { params }) => transactions.cancelTransaction(ctx, platformId, params.transactionId),
  });
  declareRoute(app, {
    ...action,
    path: '/transactions/:transactionId/confirm',
    operationId: 'confirmTransaction',
    summary: 'Confirm the receipt was delivered to the end user',
    body: ConfirmBody,
    response: { 200: TransactionSchema, ...errorResponses(400, 403, 404) },
    handle: (platformId, { params, body }) =>
      transactions.confirmTransaction(ctx, platformId, params.transactionId, body.receiptDeliveryConfirmedAt),
  });
});
