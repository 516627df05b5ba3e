import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ServiceContext } from '../../../context.js';
import { bodyDefaultsToEmptyObject, pageRequest, toDate } from '../../../http/query.js';
import { authOf } from '../../../http/route-config.js';
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
import type { Transaction } from './schemas.js';
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

export const transactionRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    listAll(app, {
      path: '/transactions',
      tags,
      operationId: 'listTransactions',
      summary: 'List transactions',
      querystring: ListTransactionsQuery,
      item: TransactionSchema,
      list: (platformId, query) =>
        transactions.listTransactions(ctx, platformId, transactionFilterOf(query), pageRequest(query)),
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

    const action = (
      path: string,
      operationId: string,
      summary: string,
      codes: number[],
      body: typeof ApproveBody | typeof ReasonBody | typeof ConfirmBody,
      response: typeof TransactionSchema | typeof IncomingTransactionRef,
      run: (platformId: string, id: string, body: Record<string, unknown>) => Promise<Transaction>,
    ) =>
      app.post(
        `/transactions/:transactionId/${path}`,
        {
          config: { permission: 'TRANSACT' },
          preValidation: bodyDefaultsToEmptyObject,
          schema: {
            tags,
            operationId,
            summary,
            params: TransactionParams,
            body,
            // The body may be left out entirely (bodyDefaultsToEmptyObject); src/openapi.ts
            // turns this mark into an optional requestBody.
            'x-optional-body': true,
            response: { 200: response, ...errorResponses(...codes) },
          },
        },
        async (request) =>
          run(
            authOf(request).platformId,
            request.params.transactionId,
            request.body as Record<string, unknown>,
          ),
      );

    action(
      'approve',
      'approveTransaction',
      'Approve a transaction pending platform approval',
      [400, 403, 404, 409],
      ApproveBody,
      IncomingTransactionRef,
      (platformId, id, body) =>
        transactions.approveTransaction(
          ctx,
          platformId,
          id,
          body.receiverCustomerInfo as Record<string, unknown> | undefined,
        ),
    );
    action(
      'reject',
      'rejectTransaction',
      'Reject a transaction pending platform approval',
      [400, 403, 404, 409],
      ReasonBody,
      IncomingTransactionRef,
      (platformId, id, body) =>
        transactions.rejectTransaction(ctx, platformId, id, body.reason as string | undefined),
    );
    action(
      'cancel',
      'cancelTransaction',
      'Cancel an unsettled payout (refunded to the source)',
      [400, 403, 404, 409],
      ReasonBody,
      TransactionSchema,
      (platformId, id) => transactions.cancelTransaction(ctx, platformId, id),
    );
    action(
      'confirm',
      'confirmTransaction',
      'Confirm the receipt was delivered to the end user',
      [400, 403, 404],
      ConfirmBody,
      TransactionSchema,
      (platformId, id, body) =>
        transactions.confirmTransaction(
          ctx,
          platformId,
          id,
          body.receiptDeliveryConfirmedAt as string | undefined,
        ),
    );
  };
