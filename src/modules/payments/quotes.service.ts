import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Page, PageRequest } from '../../db/pagination.js';
import type { ServiceContext } from '../../context.js';
import type { IdempotencyClaim } from '../../idempotency/index.js';
import type { Database } from '../../db/schema.js';
import type { ScaFactorName } from '../sca/index.js';
import { ApiError, invalidField, notFound } from '../../errors.js';
import { formatId, newUuid, parseId } from '../../ids.js';
import { findCurrency, getCurrency } from '../../money/currencies.js';
import type { FxSource } from '../../sandbox/index.js';
import {
  convert,
  type FeeSchedule,
  feeSchedule,
  loadRateBreakdown,
  offeredRate,
  overriddenFeeSchedule,
  type Priced,
  price,
  rateBreakdown,
  type StoredRateBreakdown,
  storeRateBreakdown,
} from '../../money/pricing.js';
import { fundingPaymentInstructions, paymentInstructionsOf, referenceFor } from '../accounts/index.js';
import { checkAmountLimits, getConfig } from '../config/index.js';
import { type CustomerRow, isEuEeaRegion, loadCustomer } from '../customers/index.js';
import { challengeSubject, requireScaSession, type ScaChallenge } from '../sca/index.js';
import type { PlatformConfig } from '../config/index.js';
import { platformFeeConfigs } from '../exchange-rates/index.js';
import { type AgentPayment, approvePending, createPayment, refusePending } from './engine.js';
import type { TransactionRow } from './transactions.store.js';
import { assert } from '../../assert.js';
import { depositTarget, receiveUmaPayment } from './incoming.js';
import { PLANS, type Scenario } from './rails.js';
import { getPayment } from './transactions.service.js';
import { transact } from '../../db/retry.js';
import {
  type DestinationById,
  destinationView,
  externalAccountFor,
  type ResolvedDestination,
  type ResolvedSource,
  namedInternalAccounts,
  resolveDestination,
  resolveSource,
  sourceView,
} from './parties.js';
import type {
  CreateQuoteBody,
  ListQuotesQuery,
  Quote,
  QuoteSource,
  QuoteStatus,
  RetryQuoteBody,
} from './quotes.schemas.js';
import * as store from './quotes.store.js';
import { embeddedWalletPayload, verifyQuoteSignature, walletInstructionOf } from './wallet-signature.js';
import { rateDetailsView } from './view.js';

/** Quotes hold their price this long (instant rails: 1 to 5 minutes). */
export const QUOTE_TTL_MS = 5 * 60 * 1000;
/**
 * Above this (in EUR, converted) a destination awaiting ownership verification cannot be paid:
 * the EU Travel Rule's EUR 1,000 threshold for self-hosted wallets.
 */
export const OWNERSHIP_VERIFICATION_THRESHOLD_EUR_CENTS = 100_000n;

export const quoteNotFound = (id: string) => notFound('QUOTE_NOT_FOUND', `Quote ${id} not found`);

/** What a retry repeats: the request as resolved (an EXTERNAL_ACCOUNT_DETAILS destination by its id). */
type RepeatableRequest = Pick<
  CreateQuoteBody,
  | 'lockedCurrencySide'
  | 'lockedCurrencyAmount'
  | 'description'
  | 'remittanceInformation'
  | 'purposeOfPayment'
  | 'senderCustomerInfo'
  | 'platformFeeOverride'
> & { source: QuoteSource; destination: DestinationById };

interface QuoteDetails {
  /** The transaction id reserved at creation; the quote executes into exactly this id. */
  transactionId?: string;
  rateDetails?: StoredRateBreakdown;
  counterpartyInformation?: object;
  /** SCA factors asked for at creation and at execution. */
  scaFactor?: string;
  executeScaFactor?: string;
  /** The payer's outstanding challenge while the quote is PENDING_AUTHORIZATION. */
  scaChallenge?: ScaChallenge;
  /** A realtime-funded quote's instructions, shown once the payer authorized it. */
  heldPaymentInstructions?: unknown[];
  /** Quote:<uuid> this one retries. */
  originalQuoteId?: string;
  request?: RepeatableRequest;
  source: Record<string, unknown>;
  destination: Record<string, unknown>;
  paymentInstructions?: unknown[];
  lookupId?: string;
  description?: string;
  remittanceInformation?: string;
  purposeOfPayment?: string;
  senderCustomerInfo?: object;
  paymentRail?: string;
  /** For a UMA destination that is a customer of this service. */
  receiver?: { platformId: string; customerId: string };
  /** The paying customer's UMA address, shown to the receiver. */
  senderUmaAddress?: string;
}

export const detailsOf = (row: store.QuoteRow) => row.details as unknown as QuoteDetails;

/**
 * A quote's status follows its transaction: terminal transaction statuses map as listed here,
 * any other is PROCESSING; an unexecuted quote is PENDING until it expires. The list filter
 * uses the same table.
 */
export const QUOTE_STATUS_OF_TRANSACTION: Readonly<Record<string, QuoteStatus>> = {
  COMPLETED: 'COMPLETED',
  EXPIRED: 'EXPIRED',
  FAILED: 'FAILED',
  REJECTED: 'FAILED',
  REFUNDED: 'FAILED',
};

function quoteStatus(row: store.QuoteRow, now: Date): QuoteStatus {
  if (row.transaction_status === null) {
    if (row.expires_at <= now) return 'EXPIRED';
    return row.sca_status === 'PENDING_AUTHORIZATION' ? 'PENDING_AUTHORIZATION' : 'PENDING';
  }
  return QUOTE_STATUS_OF_TRANSACTION[row.transaction_status] ?? 'PROCESSING';
}

/**
 * The transaction id a quote executes into. Quotes stored before ids were reserved at creation
 * get one derived from their own id, so it is stable across reads and used by the execution.
 */
function reservedTransactionId(row: store.QuoteRow): string {
  if (row.transaction_id) return row.transaction_id;
  const reserved = detailsOf(row).transactionId;
  if (reserved) return reserved;
  const hex = createHash('sha256').update(`transaction-of-quote|${row.id}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Quotes stored before the breakdown was kept: the service's own fees were nothing then too. */
function rateDetailsOf(row: store.QuoteRow) {
  const stored = detailsOf(row).rateDetails;
  if (stored) return loadRateBreakdown(stored);
  return rateBreakdown(
    { rate: row.exchange_rate, fees: row.fees_included, platformFees: row.platform_fees_included },
    { fixed: 0n, variableBps: 0, platformFixed: 0n, platformVariableBps: 0 },
  );
}

/**
 * The API view of a quote, built by assignment like the transaction and customer views (here it
 * measured no faster than the literal of spreads it replaced: docs/performance.md). Fields are
 * added in the order the answers have always had them.
 */
export function toQuote(row: store.QuoteRow, now: Date): Quote {
  const details = detailsOf(row);
  const quoteId = formatId('Quote', row.id);
  const status = quoteStatus(row, now);
  const view: Partial<Quote> = {
    id: quoteId,
    quoteId,
    status,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    source: details.source,
    destination: details.destination,
    sendingCurrency: getCurrency(row.sending_currency),
    receivingCurrency: getCurrency(row.receiving_currency),
    totalSendingAmount: row.total_sending_amount,
    totalReceivingAmount: row.total_receiving_amount,
    exchangeRate: row.exchange_rate,
    feesIncluded: row.fees_included,
    platformFeesIncluded: row.platform_fees_included,
    rateDetails: rateDetailsView(rateDetailsOf(row)),
  };
  if (details.paymentInstructions)
    view.paymentInstructions = details.paymentInstructions as Quote['paymentInstructions'];
  view.transactionId = formatId('Transaction', reservedTransactionId(row));
  if (details.counterpartyInformation) view.counterpartyInformation = details.counterpartyInformation;
  if (details.originalQuoteId) view.originalQuoteId = details.originalQuoteId;
  if (details.lookupId) view.lookupId = details.lookupId;
  if (details.description !== undefined) view.description = details.description;
  if (status === 'PENDING_AUTHORIZATION' && details.scaChallenge) view.scaChallenge = details.scaChallenge;
  return view as Quote;
}

/** Amount limits of the platform's currency configuration (spec 8, 7.1). */
export function checkSendingCurrency(config: PlatformConfig, currency: string): void {
  const entry = config.supportedCurrencies.find((c) => c.currencyCode === currency);
  if (!entry || !entry.enabledTransactionTypes.includes('OUTGOING')) {
    throw new ApiError(
      400,
      'INVALID_CURRENCY',
      `The platform does not send ${currency} (see supportedCurrencies in /config)`,
    );
  }
}

/** Destinations whose ownership is unproven may receive only small amounts (spec 3.1). */
export function checkOwnershipVerification(
  fx: FxSource,
  account: { id: string; status: string },
  currency: string,
  amount: bigint,
  platformId: string,
  now: Date,
): void {
  if (account.status !== 'PENDING_OWNERSHIP_VERIFICATION' && account.status !== 'UNVERIFIED') return;
  const inEur =
    currency === 'EUR'
      ? amount
      : convert(amount, currency, 'EUR', offeredRate(fx, platformId, currency, 'EUR', now).rate, 'down');
  if (inEur >= OWNERSHIP_VERIFICATION_THRESHOLD_EUR_CENTS) {
    throw new ApiError(
      400,
      'EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED',
      `External account ${formatId('ExternalAccount', account.id)} must complete ownership verification before receiving EUR 1,000 or more`,
      { accountId: formatId('ExternalAccount', account.id), status: account.status },
    );
  }
}

function checkSelfPayment(source: ResolvedSource, destination: ResolvedDestination): void {
  const sameAccount =
    source.kind === 'INTERNAL_ACCOUNT' &&
    destination.kind === 'INTERNAL_ACCOUNT' &&
    source.account.id === destination.account.id;
  const ownUma =
    destination.kind === 'UMA_ADDRESS' &&
    source.customerId !== null &&
    destination.receiver.customer?.id === source.customerId;
  if (sameAccount || ownUma) {
    throw new ApiError(
      400,
      'SELF_PAYMENT',
      'The source and the destination are the same; paying yourself is not allowed',
    );
  }
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

/** The fees of a quote: its own `platformFeeOverride`, else the platform's `feeConfigs`. */
function quoteFees(
  fx: FxSource,
  config: PlatformConfig,
  override: CreateQuoteBody['platformFeeOverride'],
  platformId: string,
  sending: string,
  receiving: string,
  now: Date,
): FeeSchedule {
  if (!override) {
    return feeSchedule(fx, platformFeeConfigs(config), platformId, sending, receiving, now);
  }
  const field = 'platformFeeOverride.platformFixedFee.currency';
  const fixedCurrency = override.platformFixedFee.currency;
  if (!findCurrency(fixedCurrency)) {
    throw new ApiError(
      400,
      'INVALID_CURRENCY',
      `${field}: ${fixedCurrency} is not a currency this service moves`,
      {
        errors: [{ field, message: 'is not a currency this service moves' }],
      },
    );
  }
  return overriddenFeeSchedule(
    fx,
    {
      fixedAmount: BigInt(override.platformFixedFee.amount),
      fixedCurrency,
      variableBps: override.platformVariableFeeBps,
    },
    platformId,
    sending,
    now,
  );
}

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

interface Parties {
  source: ResolvedSource;
  destination: ResolvedDestination;
  /** The destination as a repeat of the request names it (inline details became an account). */
  destinationById: DestinationById;
}

/** Who pays and who is paid; an inline EXTERNAL_ACCOUNT_DETAILS destination becomes an account. */
async function resolveParties(
  ctx: ServiceContext,
  platformId: string,
  body: CreateQuoteBody,
): Promise<Parties> {
  const named = await namedInternalAccounts(ctx, platformId, [
    body.source.sourceType === 'ACCOUNT' ? body.source.accountId : undefined,
    body.destination.destinationType === 'ACCOUNT' ? body.destination.accountId : undefined,
  ]);
  const source = await resolveSource(ctx, platformId, body.source, named);
  if (body.immediatelyExecute && source.kind === 'REALTIME_FUNDING') {
    throw invalidField(
      'immediatelyExecute',
      'is only for internal-account or pull sources; a REALTIME_FUNDING quote is paid by its paymentInstructions',
    );
  }
  if (
    body.immediatelyExecute &&
    source.kind === 'INTERNAL_ACCOUNT' &&
    source.account.type === 'EMBEDDED_WALLET'
  ) {
    throw invalidField(
      'immediatelyExecute',
      'is not available for embedded-wallet sources, which need a wallet signature',
    );
  }
  const destinationById: DestinationById =
    body.destination.destinationType === 'EXTERNAL_ACCOUNT_DETAILS'
      ? {
          destinationType: 'ACCOUNT',
          accountId: await externalAccountFor(
            ctx,
            platformId,
            body.destination.externalAccountDetails,
            source.customerId,
          ),
        }
      : body.destination;
  const destination = await resolveDestination(ctx, platformId, destinationById, body.lookupId, named);
  checkSelfPayment(source, destination);
  return { source, destination, destinationById };
}

interface PricedQuote {
  priced: Priced;
  fees: FeeSchedule;
}

/** The offered rate and fees applied to the locked side, checked against every limit. */
function priceWithinLimits(
  fx: FxSource,
  config: PlatformConfig,
  platformId: string,
  body: CreateQuoteBody,
  { source, destination }: Parties,
  now: Date,
): PricedQuote {
  const rate = offeredRate(fx, platformId, source.currency, destination.currency, now);
  const fees = quoteFees(
    fx,
    config,
    body.platformFeeOverride,
    platformId,
    source.currency,
    destination.currency,
    now,
  );
  const priced = price(
    body.lockedCurrencySide,
    BigInt(body.lockedCurrencyAmount),
    source.currency,
    destination.currency,
    rate.rate,
    fees,
  );
  if (!priced) {
    throw new ApiError(
      400,
      'AMOUNT_OUT_OF_RANGE',
      'lockedCurrencyAmount is too small: nothing would be delivered after fees',
      { field: 'lockedCurrencyAmount' },
    );
  }
  checkAmountLimits(
    config,
    { amountMinor: priced.totalSendingAmount, currency: source.currency },
    'totalSendingAmount',
  );
  if (destination.currency !== source.currency) {
    checkAmountLimits(
      config,
      { amountMinor: priced.totalReceivingAmount, currency: destination.currency },
      'totalReceivingAmount',
    );
  }
  if (destination.kind === 'EXTERNAL_ACCOUNT') {
    checkOwnershipVerification(
      fx,
      destination.account,
      destination.currency,
      priced.totalReceivingAmount,
      platformId,
      now,
    );
  }
  return { priced, fees };
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

/** A platform paying on its own behalf shows as `$platform@<its UMA domain>`. */
async function platformUmaAddress(ctx: ServiceContext, platformId: string): Promise<string> {
  return `$platform@${(await getConfig(ctx, platformId)).umaDomain}`;
}

export async function getQuote(ctx: ServiceContext, platformId: string, quoteId: string): Promise<Quote> {
  const uuid = parseId('Quote', quoteId);
  const row = uuid ? await store.findQuote(ctx.db, platformId, uuid) : undefined;
  if (!row) throw quoteNotFound(quoteId);
  return toQuote(row, ctx.clock.now());
}

/** Locks a quote that was not executed yet (expiry is the caller's to judge). */
export async function lockUnexecutedQuote(trx: Kysely<Database>, platformId: string, quoteId: string) {
  const uuid = parseId('Quote', quoteId);
  const row = uuid ? await store.lockQuote(trx, platformId, uuid) : undefined;
  if (!row) throw quoteNotFound(quoteId);
  if (row.transaction_id) {
    throw new ApiError(409, 'INVALID_STATE_TRANSITION', `Quote ${quoteId} was already executed`, {
      transactionId: formatId('Transaction', row.transaction_id),
    });
  }
  return row;
}

export const quoteExpired = (quoteId: string, at: Date) =>
  new ApiError(409, 'QUOTE_EXPIRED', `Quote ${quoteId} expired at ${at.toISOString()}; create a new quote`, {
    expiresAt: at.toISOString(),
  });

/**
 * Turns a quote into its OUTGOING transaction: takes the money from the source account or from
 * outside (`funded`), runs the first step of the destination's sandbox script (or of
 * `scenarioOverride`), and credits a receiving customer of this service.
 */
async function pay(
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
    quote.id,
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
  const updated = await store.updateQuote(trx, quote.id, now, { execute_on_authorization: true }, patch);
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
    await requireScaSession(ctx, trx, { id: quote.customer_id });
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

/**
 * POST /sandbox/send: the payer pays a realtime-funded quote. The right currency and amount
 * before expiry start the payment; a wrong amount or currency, or a late payment, records a
 * FAILED transaction (FUNDING_AMOUNT_MISMATCH, QUOTE_EXPIRED) and the money goes back.
 */
export async function sandboxSend(
  ctx: ServiceContext,
  platformId: string,
  body: { quoteId: string; currencyCode: string; currencyAmount?: number | undefined },
  idempotency: IdempotencyClaim,
) {
  const transactionId = await transact(ctx, async (tctx, trx) => {
    const now = ctx.clock.now();
    const quote = await lockUnexecutedQuote(trx, platformId, body.quoteId);
    if (quote.source_kind !== 'REALTIME_FUNDING') {
      throw invalidField(
        'quoteId',
        'is not funded in real time: execute it with POST /quotes/{quoteId}/execute',
      );
    }
    if (quote.sca_status === 'PENDING_AUTHORIZATION') {
      // Its payer never saw where to pay: the instructions come with the authorization.
      throw new ApiError(
        409,
        'INVALID_STATE_TRANSITION',
        `Quote ${body.quoteId} awaits its payer's authorization (POST /quotes/${body.quoteId}/authorize)`,
        { status: 'PENDING_AUTHORIZATION' },
      );
    }
    const amount =
      body.currencyAmount === undefined ? quote.total_sending_amount : BigInt(body.currencyAmount);
    const mismatch = body.currencyCode !== quote.sending_currency || amount !== quote.total_sending_amount;
    const expired = quote.expires_at <= now;
    // Paid wrongly or late: the payment fails at once and the money goes back to the payer.
    const failure = expired ? 'FUNDING_EXPIRED' : mismatch ? 'FUNDING_MISMATCH' : undefined;
    const { outgoing } = await pay(tctx, trx, quote, 'OUTSIDE', failure);
    await idempotency.bind(trx, formatId('Transaction', outgoing.id));
    return outgoing.id;
  });
  return getPayment(ctx, platformId, formatId('Transaction', transactionId));
}

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
  const uuid = parseId('Quote', quoteId);
  const row = uuid ? await store.findQuote(ctx.db, platformId, uuid) : undefined;
  if (!row) throw quoteNotFound(quoteId);
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
