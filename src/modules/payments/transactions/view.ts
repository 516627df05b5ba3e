import { formatId } from '../../../ids.js';
import { getCurrency } from '../../../money/currencies.js';
import { referenceFor } from '../../accounts/index.js';
import type { IncomingTransaction, OutgoingTransaction, Transaction } from './schemas.js';
import { loadRateBreakdown, type RateBreakdown, type StoredRateBreakdown } from '../../../money/pricing.js';
import type { RateDetails } from '../quotes/schemas.js';
import type { TransactionRow, TransactionView } from './store.js';

/**
 * Amounts leave as JSON numbers: every amount a payment can carry is capped at 9e15, below
 * 2^53, so the conversion is exact, and the response union is chosen by validating the value,
 * which a bigint would fail.
 */
const int = (value: bigint): number => Number(value);

/**
 * A rate breakdown as quotes and transactions answer it: amounts as numbers like every other
 * amount here, and the service's own part under the spec's names and, with the same values,
 * the original ones real clients read (decision 0020's rename rule).
 */
export function rateDetailsView(r: RateBreakdown): RateDetails {
  const multiplier = r.serviceApiMultiplier;
  const fixedFee = int(r.serviceApiFixedFee);
  const variableFeeRate = r.serviceApiVariableFeeRate;
  const variableFeeAmount = int(r.serviceApiVariableFeeAmount);
  return {
    counterpartyMultiplier: r.counterpartyMultiplier,
    counterpartyFixedFee: int(r.counterpartyFixedFee),
    serviceApiMultiplier: multiplier,
    serviceApiFixedFee: fixedFee,
    serviceApiVariableFeeRate: variableFeeRate,
    serviceApiVariableFeeAmount: variableFeeAmount,
    gridApiMultiplier: multiplier,
    gridApiFixedFee: fixedFee,
    gridApiVariableFeeRate: variableFeeRate,
    gridApiVariableFeeAmount: variableFeeAmount,
  };
}

/** A transaction's `details` column as it is stored: what the payment was created with. */
export interface StoredTransactionDetails {
  source?: Record<string, unknown>;
  destination: Record<string, unknown>;
  description?: string;
  paymentRail?: string;
  rateDetails?: StoredRateBreakdown;
  counterpartyInformation?: object;
  /** An agent's payment (spec 4.13): set from the engine's `byAgent`, never by the caller. */
  agentId?: string;
  /** The quote's, final when it is paid: the payment shows its own copy (migration 0026). */
  paymentInstructions?: unknown[];
}

/**
 * The reference a payer or a bank statement shows for this payment: a payment funded through
 * its quote's payment instructions carries that quote's reference (what the payer was told to
 * write), any other the transaction's own. Both decode back to an id (GET /transactions?reference=).
 */
export function referenceOf(row: Pick<TransactionRow, 'id' | 'quote_id' | 'details'>): string {
  const source = (row.details as unknown as StoredTransactionDetails).source;
  return row.quote_id && source?.sourceType === 'REALTIME_FUNDING'
    ? referenceFor(row.quote_id)
    : referenceFor(row.id);
}

/**
 * Statuses the wire shows. A rejected outgoing payment shows FAILED (current revisions have no
 * REJECTED for outgoing payments); CREATED never outlives the database transaction that wrote it.
 */
function shownStatus(row: Pick<TransactionRow, 'type' | 'status'>): Transaction['status'] {
  if (row.type === 'OUTGOING' && row.status === 'REJECTED') return 'FAILED';
  if (row.status === 'CREATED') return 'PENDING';
  if (row.status === 'REFUNDED') return 'FAILED';
  return row.status as Transaction['status'];
}

/** A sourceless record (none is written today) still decodes: it came from the destination's own side. */
const fallbackSource = (row: Pick<TransactionRow, 'sent_currency'>, details: StoredTransactionDetails) => ({
  sourceType: 'ACCOUNT',
  accountId: String(details.destination.accountId ?? ''),
  currency: row.sent_currency,
});

/**
 * The stored destination is the quote's, which names the rail chosen for an external account;
 * a transaction shows its rail once, as its own `paymentRail`, and its destination has none
 * (spec: TransactionDestination ACCOUNT is `{accountId, currency?, onChainTransaction?}`).
 * Without this the webhooks carried a field GET /transactions/{id} does not show.
 */
function destinationOf(stored: Record<string, unknown>): Record<string, unknown> {
  if (stored.paymentRail === undefined) return stored;
  const shown = { ...stored };
  delete shown.paymentRail;
  return shown;
}

/** Every field of either kind of transaction, each with the values of the kinds that have it. */
type TransactionFields = {
  [K in keyof IncomingTransaction | keyof OutgoingTransaction]?:
    | (K extends keyof IncomingTransaction ? IncomingTransaction[K] : never)
    | (K extends keyof OutgoingTransaction ? OutgoingTransaction[K] : never);
};

/**
 * The API view of a transaction (INCOMING or OUTGOING). Built by assignment, not spreads: a
 * literal of a dozen conditional spreads took V8's slow path (10 µs a view, most of a read's
 * own work). Fields are added in the order the webhook bodies have always had them.
 */
export function toTransaction(row: TransactionView): Transaction {
  const details = row.details as unknown as StoredTransactionDetails;
  const view: TransactionFields = {
    id: formatId('Transaction', row.id),
    source: details.source ?? fallbackSource(row, details),
    destination: destinationOf(details.destination),
    // Platform-level payments belong to no customer: the contract requires both fields, so
    // they are present and empty (docs/decisions/0015).
    customerId: row.customer_id ? formatId('Customer', row.customer_id) : '',
    platformCustomerId: row.platform_customer_id ?? '',
    sentAmount: { amount: int(row.sent_amount), currency: getCurrency(row.sent_currency) },
    receivedAmount: { amount: int(row.received_amount), currency: getCurrency(row.received_currency) },
  };
  if (row.exchange_rate !== null) view.exchangeRate = row.exchange_rate;
  view.fees = int(row.fees);
  if (row.quote_id) view.quoteId = formatId('Quote', row.quote_id);
  if (details.agentId !== undefined) view.agentId = formatId('Agent', details.agentId);
  if (details.description !== undefined) view.description = details.description;
  view.reconciliationInstructions = { reference: referenceOf(row) };
  if (details.rateDetails) view.rateDetails = rateDetailsView(loadRateBreakdown(details.rateDetails));
  if (details.counterpartyInformation) view.counterpartyInformation = details.counterpartyInformation;
  if (row.refund) view.refund = row.refund as TransactionFields['refund'];
  if (row.receipt_delivery_confirmed_at)
    view.receiptDeliveryConfirmedAt = row.receipt_delivery_confirmed_at.toISOString();
  if (row.settled_at) view.settledAt = row.settled_at.toISOString();
  view.createdAt = row.created_at.toISOString();
  view.updatedAt = row.updated_at.toISOString();
  view.type = row.type;
  const outgoing = row.type === 'OUTGOING';
  view.direction = outgoing ? 'DEBIT' : 'CREDIT';
  view.status = shownStatus(row);
  if (outgoing) view.platformFees = int(row.platform_fees);
  if (details.paymentRail !== undefined)
    view.paymentRail = details.paymentRail as TransactionFields['paymentRail'];
  if (row.failure_reason) view.failureReason = row.failure_reason as TransactionFields['failureReason'];
  if (outgoing)
    view.paymentInstructions = (details.paymentInstructions ??
      []) as OutgoingTransaction['paymentInstructions'];
  return view as Transaction;
}

/** Webhook type of a status change: OUTGOING_PAYMENT.<STATUS> or INCOMING_PAYMENT.<STATUS>. */
export const paymentEventType = (row: TransactionRow, suffix: string): string =>
  `${row.type === 'OUTGOING' ? 'OUTGOING_PAYMENT' : 'INCOMING_PAYMENT'}.${suffix === 'REJECTED' ? 'FAILED' : suffix}`;
