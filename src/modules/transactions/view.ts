import { formatId } from '../../ids.js';
import { getCurrency } from '../../money/currencies.js';
import { loadRateBreakdown, type StoredRateBreakdown } from '../../money/pricing.js';
import type { Transaction } from './schemas.js';
import type { TransactionRow, TransactionView } from './store.js';

const iso = (d: Date | null) => (d ? { value: d.toISOString() } : undefined);

/** The API view of a transaction (INCOMING or OUTGOING). */
export function toTransaction(row: TransactionView): Transaction {
  const details = row.details as {
    source?: Record<string, unknown>;
    destination: Record<string, unknown>;
    description?: string;
    paymentRail?: string;
    rateDetails?: StoredRateBreakdown;
    counterpartyInformation?: object;
  };
  const settledAt = iso(row.settled_at);
  const confirmedAt = iso(row.receipt_delivery_confirmed_at);
  return {
    id: formatId('Transaction', row.id),
    type: row.type,
    direction: row.type === 'INCOMING' ? 'CREDIT' : 'DEBIT',
    status: row.status,
    ...(row.awaiting_platform_approval ? { pendingReason: 'PLATFORM_APPROVAL' as const } : {}),
    ...(details.source ? { source: details.source } : {}),
    destination: details.destination,
    ...(row.customer_id ? { customerId: formatId('Customer', row.customer_id) } : {}),
    ...(row.platform_customer_id ? { platformCustomerId: row.platform_customer_id } : {}),
    sentAmount: { amount: row.sent_amount, currency: getCurrency(row.sent_currency) },
    receivedAmount: { amount: row.received_amount, currency: getCurrency(row.received_currency) },
    ...(row.exchange_rate !== null ? { exchangeRate: row.exchange_rate } : {}),
    fees: row.fees,
    ...(row.type === 'OUTGOING' ? { platformFees: row.platform_fees } : {}),
    ...(row.quote_id ? { quoteId: formatId('Quote', row.quote_id) } : {}),
    ...(details.description !== undefined ? { description: details.description } : {}),
    ...(details.paymentRail !== undefined ? { paymentRail: details.paymentRail } : {}),
    ...(row.failure_reason ? { failureReason: row.failure_reason } : {}),
    ...(details.rateDetails ? { rateDetails: loadRateBreakdown(details.rateDetails) } : {}),
    ...(details.counterpartyInformation ? { counterpartyInformation: details.counterpartyInformation } : {}),
    ...(row.refund ? { refund: row.refund as Transaction['refund'] } : {}),
    ...(confirmedAt ? { receiptDeliveryConfirmedAt: confirmedAt.value } : {}),
    ...(settledAt ? { settledAt: settledAt.value } : {}),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Webhook type of a status change: OUTGOING_PAYMENT.<STATUS> or INCOMING_PAYMENT.<STATUS>. */
export const paymentEventType = (row: TransactionRow, suffix: string): string =>
  `${row.type === 'OUTGOING' ? 'OUTGOING_PAYMENT' : 'INCOMING_PAYMENT'}.${suffix}`;
