// A quote becomes its OUTGOING payment: POST /quotes/{id}/execute, an agent's execution, and
// the start of a payment an agent's policy held.
import type { Kysely } from 'kysely';
import type { ServiceContext } from '../../../context.js';
import type { IdempotencyClaim } from '../../../idempotency/index.js';
import type { Database } from '../../../db/schema.js';
import type { ScaFactorName } from '../../sca/index.js';
import { ApiError } from '../../../errors.js';
import { formatId } from '../../../ids.js';
import { storeRateBreakdown } from '../../../money/pricing.js';
import { getConfig } from '../../config/index.js';
import { loadCustomer } from '../../customers/index.js';
import { challengeSubject, requireScaSession } from '../../sca/index.js';
import { type AgentPayment, approvePending, createPayment, refusePending } from '../execution/engine.js';
import type { TransactionRow } from '../transactions/store.js';
import { assert } from '../../../assert.js';
import { depositTarget, receiveUmaPayment } from '../incoming/receive.js';
import { PLANS, type Scenario } from '../execution/rails.js';
import { transact } from '../../../db/retry.js';
import type { Quote } from './schemas.js';
import * as store from './store.js';
import { verifyQuoteSignature, walletInstructionOf } from './wallet-signature.js';
import {
  detailsOf,
  lockUnexecutedQuote,
  quoteExpired,
  rateDetailsOf,
  reservedTransactionId,
  toQuote,
  type QuoteDetails,
} from './quote.js';

/** A platform paying on its own behalf shows as `$platform@<its UMA domain>`. */
async function platformUmaAddress(ctx: ServiceContext, platformId: string): Promise<string> {
  return `$platform@${(await getConfig(ctx, platformId)).umaDomain}`;
}

/**
 * Turns a quote into its OUTGOING transaction: takes the money from the source account or from
 * outside (`funded`), runs the first step of the destination's sandbox script (or of
 * `scenarioOverride`), and credits a receiving customer of this service.
 */
export async function pay(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  quote: store.QuoteRow,
  funded: 'ACCOUNT' | 'OUTSIDE',
  scenarioOverride?: Scenario,
  detailsPatch: Partial<QuoteDetails> = {},
  byAgent?: AgentPayment,
) {
  const scenario = scenarioOverride ?? (quote.scenario as Scenario);
  const details = detailsOf(quote);
  // The payment copies the instructions: they must be the ones its payer was shown.
  assert(details.heldPaymentInstructions === undefined, 'a quote is paid only once its payer authorized it');
  const receiver = details.receiver;
  // Paying a customer of the same platform moves the money straight into its account.
  const samePlatformDelivery =
    receiver && receiver.platformId === quote.platform_id && PLANS[scenario].start === 'COMPLETE';
  let destinationAccountId =
    quote.destination_kind === 'INTERNAL_ACCOUNT' ? quote.destination_account_id : null;
  if (samePlatformDelivery) {
    const target = await depositTarget(
      trx,
      receiver.platformId,
      receiver.customerId,
      quote.receiving_currency,
    );
    if ('internalAccountId' in target) destinationAccountId = target.internalAccountId;
  }
  const outgoing = await createPayment(ctx, trx, {
    id: reservedTransactionId(quote),
    platformId: quote.platform_id,
    type: 'OUTGOING',
    customerId: quote.customer_id,
    quoteId: quote.id,
    sourceAccountId:
      funded === 'ACCOUNT' && quote.source_kind === 'INTERNAL_ACCOUNT' ? quote.source_account_id : null,
    destinationAccountId,
    externalAccountId: quote.destination_kind === 'EXTERNAL_ACCOUNT' ? quote.destination_account_id : null,
    sent: quote.total_sending_amount,
    sentCurrency: quote.sending_currency,
    received: quote.total_receiving_amount,
    receivedCurrency: quote.receiving_currency,
    exchangeRate: quote.exchange_rate,
    fees: quote.fees_included,
    platformFees: quote.platform_fees_included,
    scenario,
    ...(byAgent !== undefined ? { byAgent } : {}),
    details: {
      source: details.source,
      destination: details.destination,
      ...(details.description !== undefined ? { description: details.description } : {}),
      ...(details.paymentRail ? { paymentRail: details.paymentRail } : {}),
      rateDetails: details.rateDetails ?? storeRateBreakdown(rateDetailsOf(quote)),
      ...(details.counterpartyInformation
        ? { counterpartyInformation: details.counterpartyInformation }
        : {}),
      ...(details.paymentInstructions ? { paymentInstructions: details.paymentInstructions } : {}),
    },
  });
  const executed = await store.setTransaction(
    trx,
    quote,
    outgoing.id,
    outgoing.status,
    ctx.clock.now(),
    detailsPatch,
  );
  await deliverToReceiver(ctx, trx, quote, outgoing);
  return { outgoing, quote: executed };
}

/** A payment to a customer of this service that completed at once is received on their side too. */
async function deliverToReceiver(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  quote: store.QuoteRow,
  outgoing: TransactionRow,
): Promise<void> {
  const details = detailsOf(quote);
  const receiver = details.receiver;
  if (!receiver || outgoing.status !== 'COMPLETED') return;
  await receiveUmaPayment(ctx, trx, {
    platformId: receiver.platformId,
    customerId: receiver.customerId,
    senderUmaAddress: details.senderUmaAddress ?? (await platformUmaAddress(ctx, quote.platform_id)),
    currency: quote.receiving_currency,
    amount: quote.total_receiving_amount,
    // pay() sent a same-platform payment that completes at once straight into the receiver's account.
    alreadyDelivered:
      receiver.platformId === quote.platform_id && PLANS[outgoing.scenario as Scenario].start === 'COMPLETE',
  });
}

/**
 * POST /quotes/{id}/execute: only internal-account and pull sources; a realtime-funded quote
 * is paid by its payment instructions. Expired quotes are 409 QUOTE_EXPIRED; a second
 * execution is 409 INVALID_STATE_TRANSITION (retry with the same Idempotency-Key to get the
 * first answer again). A quote its payer has not authorized yet is not paid: the execution is
 * recorded, to run when the payer authorizes (see awaitAuthorizedExecution).
 */
export async function executeQuote(
  ctx: ServiceContext,
  platformId: string,
  quoteId: string,
  idempotency: IdempotencyClaim,
  walletSignature: string | undefined,
  scaFactor?: string,
): Promise<Quote> {
  // Answered with the quote as this transaction left it: no read after the commit.
  const executed = await transact(ctx, async (tctx, trx) => {
    const locked = await lockUnexecutedQuote(trx, platformId, quoteId);
    const quote =
      (await awaitAuthorizedExecution(tctx, trx, locked, quoteId, scaFactor)) ??
      (await executeLockedQuote(tctx, trx, locked, quoteId, { walletSignature, scaFactor })).quote;
    await idempotency.bind(trx, formatId('Quote', quote.id));
    return quote;
  });
  return toQuote(executed, ctx.clock.now());
}

/**
 * An execution of a quote still PENDING_AUTHORIZATION: the authorization will execute it. The
 * challenge is issued again when it expired or `scaFactor` asks for another factor. Returns the
 * quote as it then is, or undefined when the quote is not waiting (the execution goes on). An
 * embedded wallet's quote needs its signature at execution, so it is 409 until authorized.
 */
async function awaitAuthorizedExecution(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  quote: store.QuoteRow,
  quoteId: string,
  scaFactor: string | undefined,
): Promise<store.QuoteRow | undefined> {
  const now = ctx.clock.now();
  const platformId = quote.platform_id;
  if (quote.sca_status !== 'PENDING_AUTHORIZATION' || quote.source_kind === 'REALTIME_FUNDING')
    return undefined;
  if (quote.expires_at <= now) throw quoteExpired(quoteId, quote.expires_at);
  if (walletInstructionOf(quote)) {
    throw new ApiError(
      409,
      'INVALID_STATE_TRANSITION',
      `Quote ${quoteId} awaits its payer's authorization: POST /quotes/${quoteId}/authorize, then execute it with the wallet signature`,
      { status: 'PENDING_AUTHORIZATION' },
    );
  }
  const details = detailsOf(quote);
  const current = details.scaChallenge;
  const renew =
    !current ||
    Date.parse(current.expiresAt) <= now.getTime() ||
    (scaFactor !== undefined && scaFactor !== current.factor);
  let patch: Partial<QuoteDetails> = scaFactor !== undefined ? { executeScaFactor: scaFactor } : {};
  if (renew) {
    assert(quote.customer_id !== null, 'a quote awaiting authorization has a paying customer');
    const payer = await loadCustomer(trx, platformId, formatId('Customer', quote.customer_id));
    const scaChallenge = await challengeSubject(
      ctx,
      trx,
      payer,
      'PAYMENT_AUTHORIZATION',
      quote.id,
      (scaFactor ?? current?.factor) as ScaFactorName | undefined,
      'scaFactor',
    );
    patch = { ...patch, scaChallenge };
  }
  const updated = await store.updateQuote(trx, quote, now, { execute_on_authorization: true }, patch);
  return updated;
}

export interface QuoteExecution {
  walletSignature?: string | undefined;
  scaFactor?: string | undefined;
  /** An agent's execution (held for its action's approval when its policy says so). */
  byAgent?: AgentPayment;
}

/**
 * Executes a quote in the caller's transaction `trx` (its checks, then the payment): what
 * POST /quotes/{id}/execute does, and an agent's execution inside the transaction that counts
 * its spend.
 */
export async function executeQuoteIn(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  platformId: string,
  quoteId: string,
  execution: QuoteExecution,
) {
  return executeLockedQuote(
    ctx,
    trx,
    await lockUnexecutedQuote(trx, platformId, quoteId),
    quoteId,
    execution,
  );
}

/** executeQuoteIn for a quote the caller locked (`quoteId`: as the request named it, for errors). */
export async function executeLockedQuote(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  quote: store.QuoteRow,
  quoteId: string,
  execution: QuoteExecution,
) {
  const now = ctx.clock.now();
  if (quote.source_kind === 'REALTIME_FUNDING') {
    throw new ApiError(
      400,
      'INVALID_INPUT',
      `Quote ${quoteId} is funded in real time: pay its paymentInstructions (sandbox: POST /sandbox/send)`,
    );
  }
  if (quote.expires_at <= now) throw quoteExpired(quoteId, quote.expires_at);
  if (quote.sca_status === 'PENDING_AUTHORIZATION') {
    // An agent cannot answer a challenge: it pays for a customer who authenticated lately.
    assert(
      execution.byAgent !== undefined,
      'the platform executes an unauthorized quote by its authorization',
    );
    assert(quote.customer_id !== null, 'a quote awaiting authorization has a paying customer');
    await requireScaSession(ctx, trx, { id: quote.customer_id, platform_id: quote.platform_id });
  }
  // The quote recorded at creation whether its source is an embedded wallet (account types never change).
  if (quote.source_kind === 'INTERNAL_ACCOUNT' && walletInstructionOf(quote)) {
    await verifyQuoteSignature(ctx, quote, execution.walletSignature);
  }
  return pay(
    ctx,
    trx,
    quote,
    quote.source_kind === 'INTERNAL_ACCOUNT' ? 'ACCOUNT' : 'OUTSIDE',
    undefined,
    execution.scaFactor !== undefined ? { executeScaFactor: execution.scaFactor } : {},
    execution.byAgent,
  );
}

/**
 * Starts a quote's payment that an agent's policy held (the action was approved), in `trx`: a
 * quote that expired meanwhile is not paid (the payment ends FAILED, QUOTE_EXPIRED, no money
 * moved). Returns the payment as it then is.
 */
export async function startHeldExecution(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  quoteUuid: string,
  row: TransactionRow,
): Promise<TransactionRow> {
  const quote = await store.lockQuote(trx, row.platform_id, quoteUuid);
  assert(quote !== undefined && quote.transaction_id === row.id, 'a held execution has its quote');
  if (quote.expires_at <= ctx.clock.now()) {
    return refusePending(ctx, trx, row, { status: 'FAILED', failureReason: 'QUOTE_EXPIRED' });
  }
  const started = await approvePending(ctx, trx, row, undefined);
  await deliverToReceiver(ctx, trx, quote, started);
  return started;
}
