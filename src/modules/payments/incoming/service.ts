import type { ServiceContext } from '../../../context.js';
import { transact } from '../../../db/retry.js';
import { ApiError, invalidInput, notFound } from '../../../errors.js';
import type { IdempotencyClaim } from '../../../idempotency/index.js';
import { formatId } from '../../../ids.js';
import { checkAmountLimits, getConfig } from '../../config/index.js';
import { loadCustomer } from '../../customers/index.js';
import { findActiveCustomerByUmaAddress, parseUmaAddress } from '../../discovery/index.js';
import { receiveUmaPayment } from './receive.js';
import { getPayment } from '../transactions/service.js';

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
 * The receiving customer (uuid). The UMA address names the receiver; a customerId given with
 * it must be that customer (400 naming both otherwise); without an address, the customerId.
 */
async function receiverOf(ctx: ServiceContext, platformId: string, body: UmaReceiveBody): Promise<string> {
  const { receiverUmaAddress, customerId } = body;
  const load = async (id: string) => (await loadCustomer(ctx.db, platformId, id, { writable: true })).id;
  if (receiverUmaAddress === undefined) {
    if (customerId === undefined) {
      throw invalidInput('Give receiverUmaAddress or customerId', [
        { field: 'receiverUmaAddress', message: 'give this or customerId' },
        { field: 'customerId', message: 'give this or receiverUmaAddress' },
      ]);
    }
    return load(customerId);
  }
  const named = customerId === undefined ? undefined : await load(customerId);
  const uma = parseUmaAddress(receiverUmaAddress);
  if (!uma) throw badUma('receiverUmaAddress', receiverUmaAddress);
  const customer = await findActiveCustomerByUmaAddress(ctx.db, uma.address, uma.domain);
  if (!customer || customer.platform_id !== platformId) {
    throw notFound('UMA_NOT_FOUND', `No customer of this platform receives at ${uma.address}`);
  }
  if (named !== undefined && named !== customer.id) {
    throw invalidInput('receiverUmaAddress and customerId name different customers', [
      {
        field: 'receiverUmaAddress',
        message: `is the address of ${formatId('Customer', customer.id)}, not of customerId`,
      },
      { field: 'customerId', message: 'is not the customer receiverUmaAddress names' },
    ]);
  }
  return customer.id;
}

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
  const customerId = await receiverOf(ctx, platformId, body);
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
