import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from 'typebox';
import type { ServiceContext } from '../../context.js';
import { transact } from '../../db/retry.js';
import { ApiError, invalidInput, notFound } from '../../errors.js';
import { formatId } from '../../ids.js';
import { authOf } from '../../http/route-config.js';
import { errorResponses } from '../../http/schemas.js';
import { getConfig } from '../config/service.js';
import { loadCustomer } from '../customers/service.js';
import { parseUmaAddress } from '../discovery/service.js';
import { findActiveCustomerByUmaAddress } from '../discovery/store.js';
import { receiveUmaPayment } from './incoming.js';
import { IncomingTransactionRef } from './schemas.js';
import { getTransaction } from './service.js';

const ReceiveBody = Type.Object(
  {
    senderUmaAddress: Type.String({ minLength: 3, maxLength: 255 }),
    receiverUmaAddress: Type.Optional(Type.String({ minLength: 3, maxLength: 255 })),
    customerId: Type.Optional(Type.String({ maxLength: 200, description: 'Instead of receiverUmaAddress' })),
    receivingCurrencyCode: Type.String({ pattern: '^[A-Z]{3,5}$' }),
    receivingCurrencyAmount: Type.Integer({ minimum: 1, maximum: 9_000_000_000_000_000 }),
  },
  { additionalProperties: false },
);

const badUma = (field: string, value: string) =>
  new ApiError(
    400,
    'INVALID_UMA_ADDRESS',
    `${field} ${JSON.stringify(value)} is not a UMA address ($name@domain)`,
  );

/**
 * POST /sandbox/uma/receive: someone outside pays a customer of the calling platform by UMA.
 * The customer's default UMA deposit account (in that currency) or internal account is
 * credited as an INCOMING transaction; sandbox senders `$fail.compliance.*` and
 * `$pending.long.*` fail or wait as their receiver twins do.
 */
async function receive(ctx: ServiceContext, platformId: string, body: Static<typeof ReceiveBody>) {
  if (!parseUmaAddress(body.senderUmaAddress)) throw badUma('senderUmaAddress', body.senderUmaAddress);
  if ((body.receiverUmaAddress === undefined) === (body.customerId === undefined)) {
    throw invalidInput('Give exactly one of receiverUmaAddress and customerId', [
      { field: 'receiverUmaAddress', message: 'give this or customerId' },
      { field: 'customerId', message: 'give this or receiverUmaAddress' },
    ]);
  }
  let customerId: string;
  if (body.customerId !== undefined) {
    customerId = (await loadCustomer(ctx.db, platformId, body.customerId, { writable: true })).id;
  } else {
    const uma = parseUmaAddress(body.receiverUmaAddress as string);
    if (!uma) throw badUma('receiverUmaAddress', body.receiverUmaAddress as string);
    const customer = await findActiveCustomerByUmaAddress(ctx.db, uma.address, uma.domain);
    if (!customer || customer.platform_id !== platformId) {
      throw notFound('UMA_NOT_FOUND', `No customer of this platform receives at ${uma.address}`);
    }
    customerId = customer.id;
  }
  const config = await getConfig(ctx, platformId);
  const entry = config.supportedCurrencies.find((c) => c.currencyCode === body.receivingCurrencyCode);
  if (!entry || !entry.enabledTransactionTypes.includes('INCOMING')) {
    throw new ApiError(
      400,
      'INVALID_CURRENCY',
      `The platform does not receive ${body.receivingCurrencyCode}`,
    );
  }
  if (body.receivingCurrencyAmount > entry.maxAmount) {
    throw new ApiError(
      400,
      'TRANSACTION_SIZE_LIMIT_EXCEEDED',
      `receivingCurrencyAmount is above the maximum of ${entry.maxAmount}`,
    );
  }
  if (body.receivingCurrencyAmount < entry.minAmount) {
    throw new ApiError(
      400,
      'AMOUNT_OUT_OF_RANGE',
      `receivingCurrencyAmount is below the minimum of ${entry.minAmount}`,
    );
  }
  const row = await transact(ctx, (tctx, trx) =>
    receiveUmaPayment(tctx, trx, {
      platformId,
      customerId,
      senderUmaAddress: body.senderUmaAddress,
      currency: body.receivingCurrencyCode,
      amount: BigInt(body.receivingCurrencyAmount),
      // Without a webhook endpoint nobody could answer: the payment is approved at once.
      awaitingPlatformApproval: Boolean(config.webhookEndpoint),
    }),
  );
  return getTransaction(ctx, platformId, formatId('Transaction', row.id));
}

export const sandboxUmaReceiveRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/sandbox/uma/receive',
      {
        config: { permission: 'TRANSACT', idempotent: true },
        schema: {
          tags: ['Sandbox'],
          operationId: 'sandboxUmaReceive',
          summary: 'Simulate an incoming UMA payment to a customer (sandbox)',
          body: ReceiveBody,
          response: { 200: IncomingTransactionRef, ...errorResponses(400, 403, 404) },
        },
      },
      async (request) => receive(ctx, authOf(request).platformId, request.body),
    );
  };
