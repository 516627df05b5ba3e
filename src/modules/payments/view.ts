import { formatId } from '../../ids.js';
import { getCurrency } from '../../money/currencies.js';
import { referenceFor } from '../accounts/index.js';
import type {
  IncomingFailureReason,
  OutgoingFailureReason,
  OutgoingTransaction,
  Transaction,
} from './transactions.schemas.js';
import { loadRateBreakdown, type StoredRateBreakdown } from '../../money/pricing.js';
import type { TransactionRow, TransactionView } from './transactions.store.js';

/**
 * Amounts leave as JSON numbers: every amount a payment can carry is capped at 9e15, below
 * 2^53, so the conversion is exact, and the response union is chosen by validating the value,
 * which a bigint would fail.
 */
const int = (value: bigint): number => Number(value);

/** The quote's rate breakdown, its amounts as numbers like every other amount here. */
function rateDetailsView(stored: StoredRateBreakdown) {
  const r = loadRateBreakdown(stored);
  return {
    ...r,
    counterpartyFixedFee: int(r.counterpartyFixedFee),
    serviceApiFixedFee: int(r.serviceApiFixedFee),
    serviceApiVariableFeeAmount: int(r.serviceApiVariableFeeAmount),
  };
}

const iso = (d: Date | null) => (d ? { value: d.toISOString() } : undefined);

interface StoredDetails {
  source?: Record<string, unknown>;
  destination: Record<string, unknown>;
  description?: string;
  paymentRail?: string;
  rateDetails?: StoredRateBreakdown;
  counterpartyInformation?: object;
  agentId?: string;
}

/**
 * The reference a payer or a bank statement shows for this payment: a payment funded through
 * its quote's payment instructions carries that quote's reference (what the payer was told to
 * write), any other the transaction's own. Both decode back to an id (GET /transactions?reference=).
 */
export function referenceOf(row: TransactionRow): string {
  const source = (row.details as unknown as StoredDetails).source;
  return row.quote_id && source?.sourceType === 'REALTIME_FUNDING'
    ? referenceFor(row.quote_id)
    : referenceFor(row.id);
}

/**
 * Statuses the wire shows. A rejected outgoing payment shows FAILED (current revisions have no
 * REJECTED for outgoing payments); CREATED never outlives the database transaction that wrote it.
 */
function shownStatus(row: TransactionRow): Transaction['status'] {
  if (row.type === 'OUTGOING' && row.status === 'REJECTED') return 'FAILED';
  if (row.status === 'CREATED') return 'PENDING';
  if (row.status === 'REFUNDED') return 'FAILED';
  return row.status as Transaction['status'];
}

/** A sourceless record (none is written today) still decodes: it came from the destination's own side. */
const fallbackSource = (row: TransactionRow, details: StoredDetails) => ({
  sourceType: 'ACCOUNT',
  accountId: String(details.destination.accountId ?? ''),
  currency: row.sent_currency,
});

/** The API view of a transaction (INCOMING or OUTGOING). */
export function toTransaction(row: TransactionView): Transaction {
  const details = row.details as unknown as StoredDetails;
  const settledAt = iso(row.settled_at);
  const confirmedAt = iso(row.receipt_delivery_confirmed_at);
  const common = {
    id: formatId('Transaction', row.id),
    source: details.source ?? fallbackSource(row, details),
    destination: details.destination,
    // Platform-level payments belong to no customer: the contract requires both fields, so
    // they are present and empty (docs/decisions/0015).
    customerId: row.customer_id ? formatId('Customer', row.customer_id) : '',
    platformCustomerId: row.platform_customer_id ?? '',
    sentAmount: { amount: int(row.sent_amount), currency: getCurrency(row.sent_currency) },
    receivedAmount: { amount: int(row.received_amount), currency: getCurrency(row.received_currency) },
    ...(row.exchange_rate !== null ? { exchangeRate: row.exchange_rate } : {}),
    fees: int(row.fees),
    ...(row.quote_id ? { quoteId: formatId('Quote', row.quote_id) } : {}),
    ...(details.agentId !== undefined ? { agentId: formatId('Agent', details.agentId) } : {}),
    ...(details.description !== undefined ? { description: details.description } : {}),
    reconciliationInstructions: { reference: referenceOf(row) },
    ...(details.rateDetails ? { rateDetails: rateDetailsView(details.rateDetails) } : {}),
    ...(details.counterpartyInformation ? { counterpartyInformation: details.counterpartyInformation } : {}),
    ...(row.refund ? { refund: row.refund as Transaction['refund'] } : {}),
    ...(confirmedAt ? { receiptDeliveryConfirmedAt: confirmedAt.value } : {}),
    ...(settledAt ? { settledAt: settledAt.value } : {}),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
  if (row.type === 'INCOMING') {
    return {
      ...common,
      type: 'INCOMING',
      direction: 'CREDIT',
      status: shownStatus(row) as 'PENDING',
      ...(details.paymentRail !== undefined ? { paymentRail: details.paymentRail as 'ACH' } : {}),
      ...(row.failure_reason ? { failureReason: row.failure_reason as IncomingFailureReason } : {}),
    };
  }
  return {
    ...common,
    type: 'OUTGOING',
    direction: 'DEBIT',
    status: shownStatus(row) as 'PENDING',
    platformFees: int(row.platform_fees),
    ...(details.paymentRail !== undefined ? { paymentRail: details.paymentRail as 'ACH' } : {}),
    ...(row.failure_reason ? { failureReason: row.failure_reason as OutgoingFailureReason } : {}),
    paymentInstructions: (row.payment_instructions ?? []) as OutgoingTransaction['paymentInstructions'],
  };
}

/** Webhook type of a status change: OUTGOING_PAYMENT.<STATUS> or INCOMING_PAYMENT.<STATUS>. */
export const paymentEventType = (row: TransactionRow, suffix: string): string =>
  `${row.type === 'OUTGOING' ? 'OUTGOING_PAYMENT' : 'INCOMING_PAYMENT'}.${suffix === 'REJECTED' ? 'FAILED' : suffix}`;
