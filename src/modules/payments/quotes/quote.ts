// A quote as stored and as answered: what its row keeps beside its columns, the status it
// derives from its transaction, and the reads and lock every step starts from.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ServiceContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { ApiError, notFound } from '../../../errors.js';
import { findByPublicId, formatId } from '../../../ids.js';
import { getCurrency } from '../../../money/currencies.js';
import { loadRateBreakdown, rateBreakdown, type StoredRateBreakdown } from '../../../money/pricing.js';
import type { ScaChallenge } from '../../sca/index.js';
import type { DestinationById } from './parties.js';
import type { CreateQuoteBody, Quote, QuoteSource, QuoteStatus } from './schemas.js';
import * as store from './store.js';
import { rateDetailsView } from '../transactions/view.js';

export const quoteNotFound = (id: string) => notFound('QUOTE_NOT_FOUND', `Quote ${id} not found`);

/** What a retry repeats: the request as resolved (an EXTERNAL_ACCOUNT_DETAILS destination by its id). */
export type RepeatableRequest = Pick<
  CreateQuoteBody,
  | 'lockedCurrencySide'
  | 'lockedCurrencyAmount'
  | 'description'
  | 'remittanceInformation'
  | 'purposeOfPayment'
  | 'senderCustomerInfo'
  | 'platformFeeOverride'
> & { source: QuoteSource; destination: DestinationById };

export interface QuoteDetails {
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

export const detailsOf = (row: Pick<store.QuoteRow, 'details'>) => row.details as unknown as QuoteDetails;

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

export function quoteStatus(row: store.QuoteView, now: Date): QuoteStatus {
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
export function reservedTransactionId(row: store.QuoteView): string {
  if (row.transaction_id) return row.transaction_id;
  const reserved = detailsOf(row).transactionId;
  if (reserved) return reserved;
  const hex = createHash('sha256').update(`transaction-of-quote|${row.id}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Quotes stored before the breakdown was kept: the service's own fees were nothing then too. */
export function rateDetailsOf(row: store.QuoteView) {
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
export function toQuote(row: store.QuoteView, now: Date): Quote {
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

export async function getQuote(ctx: ServiceContext, platformId: string, quoteId: string): Promise<Quote> {
  const row = await findByPublicId('Quote', quoteId, quoteNotFound, (uuid) =>
    store.findQuoteView(ctx.db, platformId, uuid),
  );
  return toQuote(row, ctx.clock.now());
}

/** Locks a quote that was not executed yet (expiry is the caller's to judge). */
export async function lockUnexecutedQuote(trx: Kysely<Database>, platformId: string, quoteId: string) {
  const row = await findByPublicId('Quote', quoteId, quoteNotFound, (uuid) =>
    store.lockQuote(trx, platformId, uuid),
  );
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
