import { type Static, type TSchema, Type } from 'typebox';
import { CurrencyAmount, Discriminated, PageQuery, StringEnum, Timestamp } from '../../../http/schemas.js';
import type { CardTransaction } from '../../cards/index.js';
import { CRYPTO_NETWORKS } from '../../crypto/index.js';
import { SETTLEMENT_RAILS } from '../../external-accounts/index.js';

export const TRANSACTION_TYPES = ['INCOMING', 'OUTGOING'] as const;
/** The `type` filter of GET /transactions: the payments' types and the cards module's (an extension value). */
export const TRANSACTION_TYPE_FILTER_VALUES = [...TRANSACTION_TYPES, 'CARD'] as const;
export const REFUND_STATUSES = ['PENDING', 'COMPLETED', 'FAILED'] as const;
export const REFUND_REASONS = ['TRANSACTION_FAILED', 'USER_CANCELLATION', 'TIMEOUT'] as const;

/**
 * Statuses a transaction can show. CREATED only lives inside the database transaction that
 * creates a payment; REJECTED is an incoming payment the platform refused (every revision of
 * the contract has it for incoming payments); outgoing payments use the statuses of the
 * current revisions only (docs/decisions/0015).
 */
export const OUTGOING_STATUSES = ['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED', 'EXPIRED'] as const;
export const INCOMING_STATUSES = ['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED', 'REJECTED'] as const;
/** Every status value a filter accepts: the contract's, including those no transaction here reaches. */
export const STATUS_FILTER_VALUES = [
  'CREATED',
  'PENDING',
  'PENDING_AUTHORIZATION',
  'PROCESSING',
  'SENT',
  'COMPLETED',
  'REJECTED',
  'FAILED',
  'REFUNDED',
  'EXPIRED',
  // Card transactions' own statuses (extension values of the filter).
  'AUTHORIZED',
  'PARTIALLY_SETTLED',
  'SETTLED',
  'EXCEPTION',
] as const;

export const OUTGOING_FAILURE_REASONS = [
  'QUOTE_EXPIRED',
  'QUOTE_RATE_UNAVAILABLE',
  'QUOTE_EXECUTION_FAILED',
  'FUNDING_AMOUNT_MISMATCH',
  'SCA_NOT_COMPLETED',
  'PAYOUT_RETURNED',
  'LIMIT_EXCEEDED',
  'ACCOUNT_CANNOT_RECEIVE',
  'ACCOUNT_INVALID',
  'COMPLIANCE_REJECTED',
  'LIGHTNING_PAYMENT_FAILED',
  'COUNTERPARTY_POST_TX_FAILED',
] as const;
export type OutgoingFailureReason = (typeof OUTGOING_FAILURE_REASONS)[number];

export const INCOMING_FAILURE_REASONS = [
  'LNURLP_FAILED',
  'PAY_REQUEST_FAILED',
  'PAYMENT_APPROVAL_WEBHOOK_ERROR',
  'PAYMENT_APPROVAL_TIMED_OUT',
  'OFFRAMP_FAILED',
  'MISSING_MANDATORY_PAYEE_DATA',
  'QUOTE_EXPIRED',
  'QUOTE_EXECUTION_FAILED',
  'COMPLIANCE_REJECTED',
  'COLLECTION_FAILED',
] as const;
export type IncomingFailureReason = (typeof INCOMING_FAILURE_REASONS)[number];

/** Reasons of the contract a payment may wait for; none applies in this service today. */
export const PENDING_REASONS = [
  'COUNTERPARTY_DECLARATION_REQUIRED',
  'WALLET_VERIFICATION_REQUIRED',
  'COUNTERPARTY_INFORMATION_REQUIRED',
  'COMPLIANCE_REVIEW',
] as const;

const OnChainTransaction = Type.Object({
  transactionHash: Type.String(),
  network: StringEnum(CRYPTO_NETWORKS),
});

const int64 = (description: string) => Type.Unsafe<number | bigint>({ type: 'integer', description });

/** The tag that tells the kinds of a transaction's side apart: its source's or its destination's. */
type SideTag = 'sourceType' | 'destinationType';

/** An account on either side of a transaction: the same fields under either side's tag. */
const accountSide = (tag: SideTag, $id: string) =>
  Type.Object(
    {
      [tag]: Type.Literal('ACCOUNT'),
      accountId: Type.String({ description: 'InternalAccount:<uuid> or ExternalAccount:<uuid>' }),
      currency: Type.Optional(Type.String()),
      onChainTransaction: Type.Optional(OnChainTransaction),
    },
    { $id },
  );
const umaAddressSide = (tag: SideTag, $id: string) =>
  Type.Object(
    { [tag]: Type.Literal('UMA_ADDRESS'), umaAddress: Type.String(), currency: Type.Optional(Type.String()) },
    { $id },
  );

export const TransactionAccountSource = accountSide('sourceType', 'TransactionAccountSource');
export const TransactionUmaAddressSource = umaAddressSide('sourceType', 'TransactionUmaAddressSource');
export const TransactionRealtimeFundingSource = Type.Object(
  {
    sourceType: Type.Literal('REALTIME_FUNDING'),
    currency: Type.String(),
    customerId: Type.Optional(Type.String()),
    accountHolderName: Type.Optional(Type.String()),
    accountIdentifier: Type.Optional(Type.String()),
    bankName: Type.Optional(Type.String()),
    bankIdentifier: Type.Optional(Type.String()),
    paymentRail: Type.Optional(StringEnum(SETTLEMENT_RAILS)),
    remittanceInformation: Type.Optional(Type.String()),
    endToEndId: Type.Optional(Type.String()),
    traceNumber: Type.Optional(Type.String()),
    onChainTransaction: Type.Optional(OnChainTransaction),
  },
  { $id: 'TransactionRealtimeFundingSource' },
);
export const TransactionSource = Discriminated<Record<string, unknown>>(
  'sourceType',
  [
    Type.Ref('TransactionAccountSource'),
    Type.Ref('TransactionUmaAddressSource'),
    Type.Ref('TransactionRealtimeFundingSource'),
  ],
  'Where the money came from',
);
const TransactionSourceComponent = Type.Unsafe({ ...TransactionSource, $id: 'TransactionSource' });

export const TransactionAccountDestination = accountSide('destinationType', 'TransactionAccountDestination');
export const TransactionUmaAddressDestination = umaAddressSide(
  'destinationType',
  'TransactionUmaAddressDestination',
);
const TransactionDestinationComponent = Type.Unsafe({
  ...Discriminated<Record<string, unknown>>(
    'destinationType',
    [Type.Ref('TransactionAccountDestination'), Type.Ref('TransactionUmaAddressDestination')],
    'Where the money goes',
  ),
  $id: 'TransactionDestination',
});

export const Refund = Type.Object({
  reference: Type.String(),
  initiatedAt: Timestamp,
  settledAt: Type.Optional(Timestamp),
  status: StringEnum(REFUND_STATUSES),
  reason: Type.Optional(StringEnum(REFUND_REASONS)),
});

export const ReconciliationInstructions = Type.Object({
  reference: Type.String({ description: 'The payment reference; also a GET /transactions filter' }),
  transactionHash: Type.Optional(Type.String({ description: 'Deprecated: see onChainTransaction' })),
});

/** Fields every transaction type has. */
const common = {
  id: Type.String({ description: 'Transaction:<uuid>' }),
  direction: StringEnum(['CREDIT', 'DEBIT'] as const),
  pendingReason: Type.Optional(StringEnum(PENDING_REASONS)),
  source: Type.Ref('TransactionSource'),
  destination: Type.Ref('TransactionDestination'),
  customerId: Type.String({
    description: 'Customer:<uuid>; for a platform-level transaction, the empty string',
  }),
  platformCustomerId: Type.String({
    description: "The customer's platformCustomerId; for a platform-level transaction, the empty string",
  }),
  sentAmount: CurrencyAmount,
  receivedAmount: CurrencyAmount,
  exchangeRate: Type.Optional(Type.Number({ description: 'Receiving major units per sending major unit' })),
  fees: int64('Fees in the sending currency'),
  quoteId: Type.Optional(Type.String()),
  agentId: Type.Optional(
    Type.String({ description: 'Agent:<uuid> that made the payment, for an agent payment' }),
  ),
  description: Type.Optional(Type.String()),
  reconciliationInstructions: Type.Optional(ReconciliationInstructions),
  // Components of the quotes module: transactions executed from a quote carry its breakdown.
  rateDetails: Type.Optional(Type.Ref('RateDetails')),
  counterpartyInformation: Type.Optional(Type.Ref('CounterpartyInformation')),
  refund: Type.Optional(Refund),
  receiptDeliveryConfirmedAt: Type.Optional(Timestamp),
  settledAt: Type.Optional(Timestamp),
  createdAt: Timestamp,
  updatedAt: Timestamp,
};

/** One way to fund a payment: the accounts module's PaymentInstructions component. */
const PaymentInstructionsItem = Type.Ref('PaymentInstructions');

export const IncomingTransactionSchema = Type.Object(
  {
    ...common,
    type: Type.Literal('INCOMING'),
    status: StringEnum(INCOMING_STATUSES),
    reconciliationInstructions: ReconciliationInstructions,
    paymentRail: Type.Optional(StringEnum(SETTLEMENT_RAILS, { description: 'Rail a pull came in on' })),
    failureReason: Type.Optional(StringEnum(INCOMING_FAILURE_REASONS)),
  },
  { $id: 'IncomingTransaction' },
);

export const OutgoingTransactionSchema = Type.Object(
  {
    ...common,
    type: Type.Literal('OUTGOING'),
    status: StringEnum(OUTGOING_STATUSES),
    platformFees: int64('Part of `fees` charged by the platform'),
    paymentRail: Type.Optional(StringEnum(SETTLEMENT_RAILS)),
    failureReason: Type.Optional(StringEnum(OUTGOING_FAILURE_REASONS)),
    paymentInstructions: Type.Array(PaymentInstructionsItem, {
      description:
        'How to fund the payment when its source is realtime funding (those of its quote); empty otherwise',
    }),
  },
  { $id: 'OutgoingTransaction' },
);

// CARD is the cards module's CardTransaction component: GET /transactions lists both.
const TransactionOneOf = Type.Unsafe<AnyTransaction>({
  ...Discriminated<AnyTransaction>('type', [
    Type.Ref('IncomingTransaction'),
    Type.Ref('OutgoingTransaction'),
    Type.Ref('CardTransaction'),
  ]),
  $id: 'Transaction',
});
export type IncomingTransaction = Static<typeof IncomingTransactionSchema>;
export type OutgoingTransaction = Static<typeof OutgoingTransactionSchema>;
export type Transaction = IncomingTransaction | OutgoingTransaction;
/** What GET /transactions shows: a payment or a card transaction. */
export type AnyTransaction = Transaction | CardTransaction;

/** The Transaction component (INCOMING, OUTGOING or CARD), as route schemas reference it. */
export const TransactionSchema = Type.Unsafe<AnyTransaction>(Type.Ref('Transaction'));
/**
 * One type of transaction, for operations that only ever answer with that type. Typed as any
 * transaction: the services return the union, the schema documents the narrower answer.
 */
export const IncomingTransactionRef = Type.Unsafe<Transaction>(Type.Ref('IncomingTransaction'));
export const OutgoingTransactionRef = Type.Unsafe<Transaction>(Type.Ref('OutgoingTransaction'));

/** Shared components of the transactions module (registered in app.ts). */
export const transactionComponents: TSchema[] = [
  TransactionAccountSource,
  TransactionUmaAddressSource,
  TransactionRealtimeFundingSource,
  TransactionSourceComponent,
  TransactionAccountDestination,
  TransactionUmaAddressDestination,
  TransactionDestinationComponent,
  IncomingTransactionSchema,
  OutgoingTransactionSchema,
  TransactionOneOf,
];

export const TransactionParams = Type.Object({ transactionId: Type.String({ maxLength: 200 }) });

const identifier = (description: string) => Type.Optional(Type.String({ maxLength: 255, description }));

export const ListTransactionsQuery = Type.Object(
  {
    ...PageQuery,
    sortOrder: Type.Optional(StringEnum(['asc', 'desc'] as const)),
    customerId: Type.Optional(Type.String({ maxLength: 200 })),
    platformCustomerId: Type.Optional(Type.String({ maxLength: 255 })),
    accountIdentifier: identifier(
      'Either side of the payment: an internal or external account id, a UMA address, or the number, IBAN, CLABE, key or address of an external account',
    ),
    senderAccountIdentifier: identifier('The paying side (same forms as accountIdentifier)'),
    receiverAccountIdentifier: identifier('The receiving side (same forms as accountIdentifier)'),
    reference: Type.Optional(
      Type.String({ maxLength: 255, description: 'The reference of reconciliationInstructions' }),
    ),
    status: Type.Optional(StringEnum(STATUS_FILTER_VALUES)),
    type: Type.Optional(StringEnum(TRANSACTION_TYPE_FILTER_VALUES)),
    startDate: Type.Optional(
      Type.String({ format: 'date-time', description: 'Created at or after (inclusive)' }),
    ),
    endDate: Type.Optional(
      Type.String({ format: 'date-time', description: 'Created at or before (inclusive)' }),
    ),
  },
  { additionalProperties: false },
);
export type ListTransactionsQuery = Static<typeof ListTransactionsQuery>;

export const ConfirmBody = Type.Object(
  { receiptDeliveryConfirmedAt: Type.Optional(Timestamp) },
  { additionalProperties: false },
);
export const ApproveBody = Type.Object(
  {
    receiverCustomerInfo: Type.Optional(
      Type.Object(
        {},
        {
          additionalProperties: true,
          description:
            'The receiving customer data the sender asked for (requestedReceiverCustomerInfoFields)',
        },
      ),
    ),
  },
  { additionalProperties: false },
);
export const ReasonBody = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);
