/**
 * Transactions as the contract's revisions before 2026-08-21 describe them. Payment webhooks
 * carry the resource twice: under `data` as today, and under `transaction` for receivers of
 * those revisions (the official SDK 0.7.0 among them), whose failure reasons and deposit
 * types were fewer. A reason they did not have is reported to them as QUOTE_EXECUTION_FAILED
 * (the payment failed while it was being carried out); instructions of a deposit type they
 * did not have are left out. docs/decisions/0020-wire-compatibility.md.
 */
import { Type } from 'typebox';
import { StringEnum } from '../../shapes/index.js';
import {
  INCOMING_FAILURE_REASONS,
  IncomingTransactionSchema,
  OutgoingTransactionSchema,
} from './transactions.schemas.js';

const EARLIER_OUTGOING_FAILURE_REASONS = [
  'QUOTE_EXPIRED',
  'QUOTE_EXECUTION_FAILED',
  'FUNDING_AMOUNT_MISMATCH',
  'LIGHTNING_PAYMENT_FAILED',
  'COUNTERPARTY_POST_TX_FAILED',
  'TIMEOUT',
] as const;

/** Incoming failure reasons the newest revision added. */
const LATER_INCOMING_FAILURE_REASONS: readonly string[] = ['COMPLIANCE_REJECTED', 'COLLECTION_FAILED'];
const EARLIER_INCOMING_FAILURE_REASONS = INCOMING_FAILURE_REASONS.filter(
  (reason) => !LATER_INCOMING_FAILURE_REASONS.includes(reason),
);

export const EarlierIncomingTransactionSchema = Type.Object(
  {
    ...IncomingTransactionSchema.properties,
    failureReason: Type.Optional(StringEnum(EARLIER_INCOMING_FAILURE_REASONS)),
  },
  { $id: 'EarlierIncomingTransaction' },
);

export const EarlierOutgoingTransactionSchema = Type.Object(
  {
    ...OutgoingTransactionSchema.properties,
    failureReason: Type.Optional(StringEnum(EARLIER_OUTGOING_FAILURE_REASONS)),
    paymentInstructions: Type.Array(Type.Ref('EarlierPaymentInstructions')),
  },
  { $id: 'EarlierOutgoingTransaction' },
);

/** Shared components (registered through the payments manifest, ./manifest.ts). */
export const earlierTransactionComponents = [
  EarlierIncomingTransactionSchema,
  EarlierOutgoingTransactionSchema,
];
