// POST /quotes: the steps put together, then what the quote stores and how it is kept.
import type { Kysely } from 'kysely';
import type { ServiceContext } from '../../../context.js';
import type { IdempotencyClaim } from '../../../idempotency/index.js';
import type { Database } from '../../../db/schema.js';
import type { ScaFactorName } from '../../sca/index.js';
import { invalidField } from '../../../errors.js';
import { formatId, newUuid } from '../../../ids.js';
import { rateBreakdown, storeRateBreakdown } from '../../../money/pricing.js';
import { fundingPaymentInstructions, paymentInstructionsOf, referenceFor } from '../../accounts/index.js';
import { getConfig } from '../../config/index.js';
import { type CustomerRow, isEuEeaRegion, loadCustomer } from '../../customers/index.js';
import { challengeSubject } from '../../sca/index.js';
import { transact } from '../../../db/retry.js';
import { destinationView, type ResolvedSource, sourceView } from './parties.js';
import type { CreateQuoteBody, Quote } from './schemas.js';
import * as store from './store.js';
import { embeddedWalletPayload } from './wallet-signature.js';
import { toQuote, type QuoteDetails, type RepeatableRequest } from './quote.js';
import { resolveParties, type Parties } from './resolve-parties.js';
import { checkSendingCurrency, priceWithinLimits, type PricedQuote } from './pricing.js';
import { executeQuote } from './execute.js';

/** Quotes hold their price this long (instant rails: 1 to 5 minutes). */
export const QUOTE_TTL_MS = 5 * 60 * 1000;

/**
 * POST /quotes, as its steps: resolve who pays and who is paid, price it within the limits,
 * describe it, store it; then execute it at once or bind it to the request's key.
 */
export async function createQuote(
  ctx: ServiceContext,
  platformId: string,
  body: CreateQuoteBody,
  idempotency: IdempotencyClaim,
  walletSignature?: string,
  options: { originalQuoteId?: string } = {},
): Promise<Quote> {
  const now = ctx.clock.now();
  const config = await getConfig(ctx, platformId);
  const parties = await resolveParties(ctx, platformId, body);
  checkSendingCurrency(config, parties.source.currency);
  const priced = priceWithinLimits(ctx.world.fx, config, platformId, body, parties, now);
  // The paying customer, read once: its UMA address is shown to the receiver, its region
  // decides whether it must authorize the payment.
  const paying = parties.source.customerId
    ? await loadCustomer(ctx.db, platformId, formatId('Customer', parties.source.customerId))
    : undefined;
  const id = newUuid();
  const details = describeQuote(id, body, parties, priced, {
    sender: paying?.uma_address || undefined,
    originalQuoteId: options.originalQuoteId,
  });
  const payer = paying && scaPayer(parties, paying);
  if (payer) {
    return toQuote(
      await awaitPayerAuthorization(ctx, platformId, id, body, parties, priced, details, payer, idempotency),
      now,
    );
  }
  const row = await persistQuote(ctx.db, platformId, id, parties, priced, details, now);
  // Executing binds the quote inside the payment's transaction. Bound any earlier, a process
  // dying between the insert and the payment would have its retry answer with an unexecuted
  // quote whose reserved transactionId never comes to exist; unbound, the retry quotes and
  // pays afresh (the first quote just expires).
  if (body.immediatelyExecute)
    return executeQuote(
      ctx,
      platformId,
      formatId('Quote', row.id),
      idempotency,
      walletSignature,
      body.scaFactor,
    );
  // Not atomic with the insert: a quote moves no money, so a crash in between costs at most a
  // second quote on retry.
  await idempotency.bind(ctx.db, formatId('Quote', row.id));
  return toQuote(row, now);
}

/**
 * The paying customer when it must authorize the payment (Strong Customer Authentication,
 * spec 5 and 7.2): a customer in an EU/EEA region. Exempt, as PSD2's RTS has it: payments to
 * a beneficiary the customer trusted (itself confirmed by SCA) and between the customer's own
 * accounts. A platform paying for itself is never challenged.
 */
function scaPayer({ destination }: Parties, customer: CustomerRow): CustomerRow | undefined {
  if (destination.kind === 'EXTERNAL_ACCOUNT' && destination.account.trusted) return undefined;
  if (destination.kind === 'INTERNAL_ACCOUNT' && destination.account.customer_id === customer.id) {
    return undefined;
  }
  return isEuEeaRegion(customer.region) ? customer : undefined;
}

/**
 * Stores a quote the payer must authorize first, with its challenge, in one transaction: it is
 * PENDING_AUTHORIZATION, a realtime-funded one shows no paymentInstructions until authorized,
 * and an `immediatelyExecute` request is executed by the authorization.
 */
async function awaitPayerAuthorization(
  ctx: ServiceContext,
  platformId: string,
  id: string,
  body: CreateQuoteBody,
  parties: Parties,
  priced: PricedQuote,
  details: QuoteDetails,
  payer: CustomerRow,
  idempotency: IdempotencyClaim,
): Promise<store.QuoteRow> {
  return transact(ctx, async (tctx, trx) => {
    const { paymentInstructions, ...rest } = details;
    const held: QuoteDetails =
      parties.source.kind === 'REALTIME_FUNDING' && paymentInstructions
        ? { ...rest, heldPaymentInstructions: paymentInstructions }
        : details;
    const scaChallenge = await challengeSubject(
      tctx,
      trx,
      payer,
      'PAYMENT_AUTHORIZATION',
      id,
      body.scaFactor as ScaFactorName | undefined,
      'scaFactor',
    );
    const row = await persistQuote(
      trx,
      platformId,
      id,
      parties,
      priced,
      { ...held, scaChallenge },
      tctx.clock.now(),
      {
        sca_status: 'PENDING_AUTHORIZATION',
        execute_on_authorization: body.immediatelyExecute === true,
      },
    );
    await idempotency.bind(trx, formatId('Quote', id));
    return row;
  });
}

/** What the quote stores beside its columns: the request it answers, its parties as shown, its rate breakdown. */
function describeQuote(
  id: string,
  body: CreateQuoteBody,
  { source, destination, destinationById }: Parties,
  { priced, fees }: PricedQuote,
  extra: { sender: string | undefined; originalQuoteId: string | undefined },
): QuoteDetails {
  const counterpartyInformation =
    destination.kind === 'UMA_ADDRESS' ? destination.counterpartyInformation : undefined;
  const texts = {
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.remittanceInformation !== undefined
      ? { remittanceInformation: body.remittanceInformation }
      : {}),
    ...(body.purposeOfPayment !== undefined ? { purposeOfPayment: body.purposeOfPayment } : {}),
    ...(body.senderCustomerInfo !== undefined ? { senderCustomerInfo: body.senderCustomerInfo } : {}),
  };
  const request: RepeatableRequest = {
    source: body.source,
    destination: destinationById,
    lockedCurrencySide: body.lockedCurrencySide,
    lockedCurrencyAmount: body.lockedCurrencyAmount,
    ...texts,
    ...(body.platformFeeOverride !== undefined ? { platformFeeOverride: body.platformFeeOverride } : {}),
  };
  const details: QuoteDetails = {
    transactionId: newUuid(),
    rateDetails: storeRateBreakdown(rateBreakdown(priced, fees)),
    ...(counterpartyInformation ? { counterpartyInformation } : {}),
    ...(body.scaFactor !== undefined ? { scaFactor: body.scaFactor } : {}),
    ...(extra.originalQuoteId !== undefined ? { originalQuoteId: extra.originalQuoteId } : {}),
    request,
    source: sourceView(source),
    destination: destinationView(destination),
    ...(body.lookupId !== undefined ? { lookupId: body.lookupId } : {}),
    ...texts,
    ...(destination.kind === 'EXTERNAL_ACCOUNT' && destination.paymentRail
      ? { paymentRail: destination.paymentRail }
      : {}),
    ...(destination.kind === 'UMA_ADDRESS' && destination.receiver.customer
      ? {
          receiver: {
            platformId: destination.receiver.customer.platform_id,
            customerId: destination.receiver.customer.id,
          },
        }
      : {}),
    ...(extra.sender ? { senderUmaAddress: extra.sender } : {}),
  };
  const instructions = paymentInstructionsFor(id, source, () =>
    embeddedWalletPayload(
      formatId('Quote', id),
      priced.totalSendingAmount,
      source.currency,
      details.destination,
    ),
  );
  if (instructions) details.paymentInstructions = instructions;
  return details;
}

async function persistQuote(
  db: Kysely<Database>,
  platformId: string,
  id: string,
  { source, destination }: Parties,
  { priced }: PricedQuote,
  details: QuoteDetails,
  now: Date,
  sca: Pick<store.NewQuote, 'sca_status' | 'execute_on_authorization'> = {},
) {
  return store.insertQuote(db, {
    ...sca,
    id,
    platform_id: platformId,
    customer_id: source.customerId,
    source_kind: source.kind,
    source_account_id: source.kind === 'REALTIME_FUNDING' ? null : source.account.id,
    destination_kind: destination.kind,
    destination_account_id: destination.kind === 'UMA_ADDRESS' ? null : destination.account.id,
    sending_currency: source.currency,
    receiving_currency: destination.currency,
    total_sending_amount: priced.totalSendingAmount,
    total_receiving_amount: priced.totalReceivingAmount,
    exchange_rate: priced.rate,
    fees_included: priced.fees,
    platform_fees_included: priced.platformFees,
    scenario: destination.scenario,
    details: JSON.stringify(details),
    expires_at: new Date(now.getTime() + QUOTE_TTL_MS),
    created_at: now,
    updated_at: now,
  });
}

function paymentInstructionsFor(
  quoteId: string,
  source: ResolvedSource,
  payload: () => string,
): unknown[] | undefined {
  if (source.kind === 'REALTIME_FUNDING') {
    const holder = 'Payments Service Sandbox collections';
    const all = fundingPaymentInstructions(quoteId, source.currency, holder);
    const network = source.cryptoNetwork;
    const matching = network
      ? all.filter((i) => i.accountOrWalletInfo.accountType === `${network}_WALLET`)
      : all;
    if (network && matching.length === 0) {
      throw invalidField('source.cryptoNetwork', `${source.currency} cannot be funded on ${network}`);
    }
    return matching;
  }
  if (source.kind === 'INTERNAL_ACCOUNT' && source.account.type === 'EMBEDDED_WALLET') {
    return [
      paymentInstructionsOf(
        { accountType: 'EMBEDDED_WALLET', payloadToSign: payload() },
        { reference: referenceFor(quoteId) },
      ),
    ];
  }
  return undefined;
}
