import { type Static, Type } from 'typebox';
import { CurrencySchema, Discriminated, StringEnum, Timestamp } from '../../http/schemas.js';
import { CRYPTO_NETWORKS } from '../crypto/schemas.js';
import { PAYMENT_RAILS } from '../external-accounts/account-types.js';

export const QUOTE_STATUSES = ['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED', 'EXPIRED'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

const id = (description: string) => Type.String({ minLength: 1, maxLength: 200, description });
const code = Type.String({ pattern: '^[A-Z]{3,5}$', description: 'Currency code' });

const AccountSource = Type.Object(
  {
    sourceType: Type.Literal('ACCOUNT'),
    accountId: id('InternalAccount:<uuid>, or a pull-capable ExternalAccount:<uuid> (USD_ACCOUNT, ACH pull)'),
    customerId: Type.Optional(id('Customer on whose behalf the account is used (FBO funding)')),
  },
  { additionalProperties: false },
);
const RealtimeFundingSource = Type.Object(
  {
    sourceType: Type.Literal('REALTIME_FUNDING'),
    currency: code,
    customerId: Type.Optional(id('Paying customer; absent when the platform itself pays')),
    cryptoNetwork: Type.Optional(StringEnum(CRYPTO_NETWORKS, { description: 'Required for stablecoins' })),
  },
  { additionalProperties: false },
);
export type QuoteSource = Static<typeof AccountSource> | Static<typeof RealtimeFundingSource>;

const AccountDestination = Type.Object(
  {
    destinationType: Type.Literal('ACCOUNT'),
    accountId: id('InternalAccount:<uuid> or ExternalAccount:<uuid>'),
    paymentRail: Type.Optional(StringEnum(PAYMENT_RAILS)),
  },
  { additionalProperties: false },
);
const UmaDestination = Type.Object(
  {
    destinationType: Type.Literal('UMA_ADDRESS'),
    umaAddress: Type.String({ minLength: 3, maxLength: 255 }),
    currency: Type.Optional(code),
  },
  { additionalProperties: false },
);
export type QuoteDestination = Static<typeof AccountDestination> | Static<typeof UmaDestination>;

export const CreateQuoteBody = Type.Object(
  {
    source: Discriminated<QuoteSource>('sourceType', [AccountSource, RealtimeFundingSource]),
    destination: Discriminated<QuoteDestination>('destinationType', [AccountDestination, UmaDestination]),
    lockedCurrencySide: StringEnum(['SENDING', 'RECEIVING'] as const),
    lockedCurrencyAmount: Type.Integer({
      minimum: 1,
      maximum: 9_000_000_000_000_000,
      description: 'Exact amount of the locked side, smallest unit of its currency',
    }),
    lookupId: Type.Optional(id('Lookup:<uuid> from GET /receiver/...; required for UMA destinations')),
    immediatelyExecute: Type.Optional(Type.Boolean({ default: false })),
    description: Type.Optional(Type.String({ maxLength: 500 })),
    remittanceInformation: Type.Optional(Type.String({ maxLength: 80 })),
    purposeOfPayment: Type.Optional(Type.String({ maxLength: 100 })),
    senderCustomerInfo: Type.Optional(Type.Object({}, { additionalProperties: true })),
  },
  { additionalProperties: false },
);
export type CreateQuoteBody = Static<typeof CreateQuoteBody>;

const Endpoint = Type.Object({}, { additionalProperties: true });
const PaymentInstruction = Type.Object({
  instructionsNotes: Type.Optional(Type.String()),
  isPlatformAccount: Type.Optional(Type.Boolean()),
  accountOrWalletInfo: Type.Object({ accountType: Type.String() }, { additionalProperties: true }),
});
const Int = (description: string) => Type.Unsafe<number | bigint>({ type: 'integer', description });

export const QuoteSchema = Type.Object({
  id: Type.String({ description: 'Quote:<uuid>' }),
  status: StringEnum(QUOTE_STATUSES),
  createdAt: Timestamp,
  expiresAt: Timestamp,
  source: Endpoint,
  destination: Endpoint,
  sendingCurrency: CurrencySchema,
  receivingCurrency: CurrencySchema,
  totalSendingAmount: Int('Exact amount taken from the source, fees included (sending currency)'),
  totalReceivingAmount: Int('Exact amount delivered (receiving currency)'),
  exchangeRate: Type.Number({ description: 'Receiving major units per sending major unit (fees excluded)' }),
  feesIncluded: Int('All fees, in the sending currency, part of totalSendingAmount'),
  platformFeesIncluded: Int("The platform's part of feesIncluded"),
  paymentInstructions: Type.Optional(Type.Array(PaymentInstruction)),
  transactionId: Type.Optional(Type.String({ description: 'Transaction:<uuid>, once executed' })),
  lookupId: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
});
export type Quote = Static<typeof QuoteSchema>;

export const QuoteParams = Type.Object({ quoteId: Type.String({ maxLength: 200 }) });

export const SandboxSendBody = Type.Object(
  {
    quoteId: Type.Optional(id('Quote:<uuid> with a REALTIME_FUNDING source (or give its reference)')),
    reference: Type.Optional(
      Type.String({
        maxLength: 64,
        description: "The reference of the quote's paymentInstructions, instead of quoteId",
      }),
    ),
    currencyCode: code,
    currencyAmount: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 9_000_000_000_000_000, description: 'Default: the quote total' }),
    ),
  },
  { additionalProperties: false },
);
