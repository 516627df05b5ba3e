import type { ServiceContext } from '../../context.js';
import { transact } from '../../db/retry.js';
import { ApiError, invalidInput, notFound } from '../../errors.js';
import type { IdempotencyClaim } from '../../idempotency/index.js';
import { formatId } from '../../ids.js';
import { checkAmountLimits, getConfig } from '../config/index.js';
import { loadCustomer } from '../customers/index.js';
import { findActiveCustomerByUmaAddress, parseUmaAddress } from '../discovery/index.js';
import { receiveUmaPayment } from './incoming.js';
import { getPayment } from './transactions.service.js';

/** The body of POST /sandbox/uma/receive (./uma-receive.routes.ts). */
export interface UmaReceiveBody {
  senderUmaAddress: string;
  receiverUmaAddress?: string | undefined;
  customerId?: string | undefined;
  receivingCurrencyCode: string;
  receivingCurrencyAmount: number;
}

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
export async function receiveSandboxUmaPayment(
  ctx: ServiceContext,
  platformId: string,
  body: UmaReceiveBody,
  idempotency: IdempotencyClaim,
) {
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
  checkAmountLimits(
    config,
    { amountMinor: BigInt(body.receivingCurrencyAmount), currency: body.receivingCurrencyCode },
    'receivingCurrencyAmount',
    'INCOMING',
  );
  const row = await transact(ctx, async (tctx, trx) => {
    const received = await receiveUmaPayment(tctx, trx, {
      platformId,
      customerId,
      senderUmaAddress: body.senderUmaAddress,
      currency: body.receivingCurrencyCode,
      amount: BigInt(body.receivingCurrencyAmount),
      // Without a webhook endpoint nobody could answer: the payment is approved at once.
      awaitingPlatformApproval: Boolean(config.webhookEndpoint),
    });
    // A retry of this request after a crash answers with this payment instead of a second one.
    await idempotency.bind(trx, formatId('Transaction', received.id));
    return received;
  });
  return getPayment(ctx, platformId, formatId('Transaction', row.id));
}
