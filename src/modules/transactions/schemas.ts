import { type Static, Type } from 'typebox';
import { CurrencyAmount, PageQuery, StringEnum, Timestamp } from '../../http/schemas.js';
import { TRANSACTION_STATUSES } from './state-machine.js';

export const TRANSACTION_TYPES = ['INCOMING', 'OUTGOING'] as const;
export const REFUND_STATUSES = ['PENDING', 'COMPLETED', 'FAILED'] as const;
export const REFUND_REASONS = ['TRANSACTION_FAILED', 'USER_CANCELLATION', 'TIMEOUT'] as const;

const Endpoint = Type.Object(
  {},
  { additionalProperties: true, description: 'ACCOUNT, UMA_ADDRESS or REALTIME_FUNDING' },
);

export const Refund = Type.Object({
  reference: Type.String(),
  initiatedAt: Timestamp,
  settledAt: Type.Optional(Timestamp),
  status: StringEnum(REFUND_STATUSES),
  reason: Type.Optional(StringEnum(REFUND_REASONS)),
});

export const TransactionSchema = Type.Object(
  {
    id: Type.String({ description: 'Transaction:<uuid>' }),
    type: StringEnum(TRANSACTION_TYPES),
    direction: StringEnum(['CREDIT', 'DEBIT'] as const),
    status: StringEnum(TRANSACTION_STATUSES),
    pendingReason: Type.Optional(
      StringEnum(['PLATFORM_APPROVAL'] as const, {
        description: 'Extension: the transaction waits for POST /transactions/{id}/approve or /reject',
      }),
    ),
    source: Type.Optional(Endpoint),
    destination: Endpoint,
    customerId: Type.Optional(Type.String()),
    platformCustomerId: Type.Optional(Type.String()),
    sentAmount: CurrencyAmount,
    receivedAmount: CurrencyAmount,
    exchangeRate: Type.Optional(Type.Number({ description: 'Receiving major units per sending major unit' })),
    fees: Type.Unsafe<number | bigint>({ type: 'integer', description: 'Fees in the sending currency' }),
    platformFees: Type.Optional(
      Type.Unsafe<number | bigint>({
        type: 'integer',
        description: 'Part of `fees` charged by the platform',
      }),
    ),
    quoteId: Type.Optional(Type.String()),
    description: Type.Optional(Type.String()),
    paymentRail: Type.Optional(Type.String()),
    failureReason: Type.Optional(Type.String()),
    // Components of the quotes module: transactions executed from a quote carry its breakdown.
    rateDetails: Type.Optional(Type.Ref('RateDetails')),
    counterpartyInformation: Type.Optional(Type.Ref('CounterpartyInformation')),
    refund: Type.Optional(Refund),
    receiptDeliveryConfirmedAt: Type.Optional(Timestamp),
    settledAt: Type.Optional(Timestamp),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { additionalProperties: false },
);
export type Transaction = Static<typeof TransactionSchema>;

export const TransactionParams = Type.Object({ transactionId: Type.String({ maxLength: 200 }) });

export const ListTransactionsQuery = Type.Object(
  {
    ...PageQuery,
    sortOrder: Type.Optional(StringEnum(['asc', 'desc'] as const)),
    customerId: Type.Optional(Type.String({ maxLength: 200 })),
    platformCustomerId: Type.Optional(Type.String({ maxLength: 255 })),
    status: Type.Optional(StringEnum(TRANSACTION_STATUSES)),
    type: Type.Optional(StringEnum(TRANSACTION_TYPES)),
    startDate: Type.Optional(
      Type.String({ format: 'date-time', description: 'Created at or after (inclusive)' }),
    ),
    endDate: Type.Optional(
      Type.String({ format: 'date-time', description: 'Created at or before (inclusive)' }),
    ),
  },
  { additionalProperties: false },
);

export const ConfirmBody = Type.Object(
  { receiptDeliveryConfirmedAt: Type.Optional(Timestamp) },
  { additionalProperties: false },
);
export const ApproveBody = Type.Object(
  { receiverCustomerInfo: Type.Optional(Type.Object({}, { additionalProperties: true })) },
  { additionalProperties: false },
);
export const ReasonBody = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);
