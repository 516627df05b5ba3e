import { type Static, Type } from 'typebox';
import {
  AmountMinor,
  CurrencySchema,
  DateRangeQuery,
  Discriminated,
  PageQuery,
  StringEnum,
  Timestamp,
} from '../../../http/schemas.js';
import { originalSpellings } from '../../../shapes/index.js';
import { CRYPTO_NETWORKS } from '../../crypto/index.js';
import { PAYMENT_RAILS, SETTLEMENT_RAILS } from '../../external-accounts/index.js';
import { AccountInfoCreate, type AccountInfoInput, OWNERSHIP_TYPES } from '../../external-accounts/index.js';
import { SCA_FACTORS, ScaChallengeRef } from '../../sca/index.js';

export const QUOTE_STATUSES = [
  'PENDING',
  'PENDING_AUTHORIZATION',
  'PROCESSING',
  'COMPLETED',
  'FAILED',
  'EXPIRED',
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

const id = (description: string) => Type.String({ minLength: 1, maxLength: 200, description });
const code = Type.String({ pattern: '^[A-Z]{3,5}$', description: 'Currency code' });
const Int = (description: string) => Type.Unsafe<number | bigint>({ type: 'integer', description });
/** A map of the counterparty's fields, as UMA exchanges them (keys are field names). */
const FreeMap = (description: string) => Type.Object({}, { additionalProperties: true, description });

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

/** An account's currency, named again by the payer: when sent, it must be the account's. */
const accountCurrency = Type.Optional(
  Type.String({
    minLength: 1,
    maxLength: 16,
    description: "Optional; when sent, the account's currency",
  }),
);
const AccountSource = Type.Object(
  {
    sourceType: Type.Literal('ACCOUNT'),
    accountId: id('InternalAccount:<uuid>, or a pull-capable ExternalAccount:<uuid> (USD_ACCOUNT, ACH pull)'),
    customerId: Type.Optional(id('Customer on whose behalf the account is used (FBO funding)')),
    currency: accountCurrency,
  },
  { additionalProperties: false },
);
const RealtimeFundingSource = Type.Object(
  {
    sourceType: Type.Literal('REALTIME_FUNDING'),
    currency: code,
    customerId: Type.Optional(id('Paying customer; absent when the platform itself pays')),
    // Any string, as the contract has it: a network we do not serve is a 400 naming those we do.
    cryptoNetwork: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        description: `Required for stablecoins and BTC. Served: ${CRYPTO_NETWORKS.join(', ')}`,
      }),
    ),
  },
  { additionalProperties: false },
);
export type QuoteSource = Static<typeof AccountSource> | Static<typeof RealtimeFundingSource>;

const AccountDestinationInput = Type.Object(
  {
    destinationType: Type.Literal('ACCOUNT'),
    accountId: id('InternalAccount:<uuid> or ExternalAccount:<uuid>'),
    paymentRail: Type.Optional(StringEnum(PAYMENT_RAILS)),
    currency: accountCurrency,
  },
  { additionalProperties: false },
);
const UmaDestinationInput = Type.Object(
  {
    destinationType: Type.Literal('UMA_ADDRESS'),
    umaAddress: Type.String({ minLength: 3, maxLength: 255 }),
    currency: Type.Optional(code),
    counterpartyInformation: Type.Optional(
      FreeMap(
        "What the receiving side asked about the sender (the lookup's requiredPayerDataFields), keyed by " +
          'field name; stored and returned on the quote and its transaction',
      ),
    ),
  },
  { additionalProperties: false },
);
const ExternalAccountDetailsInput = Type.Object(
  {
    destinationType: Type.Literal('EXTERNAL_ACCOUNT_DETAILS'),
    externalAccountDetails: Type.Object(
      {
        customerId: Type.Optional(
          id('Customer:<uuid> who owns the account; absent for an account of the platform itself'),
        ),
        currency: code,
        platformAccountId: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
        ownershipType: Type.Optional(StringEnum(OWNERSHIP_TYPES)),
        defaultUmaDepositAccount: Type.Optional(Type.Boolean()),
        accountInfo: AccountInfoCreate,
      },
      {
        additionalProperties: false,
        description:
          'The account to pay, as POST /customers/external-accounts takes it. An account of the same owner, ' +
          'type, currency and identifiers is reused; otherwise one is created. The quote then shows an ' +
          'ACCOUNT destination with its id',
      },
    ),
  },
  { additionalProperties: false },
);
export interface ExternalAccountDetails {
  customerId?: string;
  currency: string;
  platformAccountId?: string;
  ownershipType?: (typeof OWNERSHIP_TYPES)[number];
  defaultUmaDepositAccount?: boolean;
  accountInfo: AccountInfoInput;
}
export type QuoteDestination =
  | Static<typeof AccountDestinationInput>
  | Static<typeof UmaDestinationInput>
  | { destinationType: 'EXTERNAL_ACCOUNT_DETAILS'; externalAccountDetails: ExternalAccountDetails };

const ScaFactor = StringEnum(SCA_FACTORS, {
  description:
    'Strong Customer Authentication factor to challenge a payer in an EU/EEA region with (default: ' +
    'SMS_OTP when the customer has a phone number, else its enrolled factor). Ignored where the payer ' +
    'is not challenged',
});

export const PlatformFeeOverride = Type.Object(
  {
    platformFixedFee: Type.Object(
      {
        amount: AmountMinor({ minimum: 0, description: 'Smallest unit of `currency`' }),
        currency: Type.String({
          minLength: 1,
          maxLength: 16,
          description:
            'Currency of the fixed fee; another than the sending currency is converted, rounded up',
        }),
      },
      { additionalProperties: false },
    ),
    platformVariableFeeBps: Type.Integer({ minimum: 0, maximum: 10_000, description: 'Basis points' }),
  },
  {
    additionalProperties: false,
    description:
      "Replaces the platform's `feeConfigs` for this quote (any currency pair): the platform fee is this fixed " +
      'fee plus these basis points of the converted amount',
  },
);
export type PlatformFeeOverride = Static<typeof PlatformFeeOverride>;

export const CreateQuoteBody = Type.Object(
  {
    source: Discriminated<QuoteSource>('sourceType', [AccountSource, RealtimeFundingSource]),
    destination: Discriminated<QuoteDestination>('destinationType', [
      AccountDestinationInput,
      UmaDestinationInput,
      ExternalAccountDetailsInput,
    ]),
    lockedCurrencySide: StringEnum(['SENDING', 'RECEIVING'] as const),
    lockedCurrencyAmount: AmountMinor({
      minimum: 1,
      description: 'Exact amount of the locked side, smallest unit of its currency',
    }),
    lookupId: Type.Optional(id('Lookup:<uuid> from GET /receiver/...; required for UMA destinations')),
    immediatelyExecute: Type.Optional(Type.Boolean({ default: false })),
    description: Type.Optional(Type.String({ maxLength: 500 })),
    remittanceInformation: Type.Optional(Type.String({ maxLength: 80 })),
    purposeOfPayment: Type.Optional(Type.String({ maxLength: 100 })),
    senderCustomerInfo: Type.Optional(Type.Object({}, { additionalProperties: true })),
    platformFeeOverride: Type.Optional(PlatformFeeOverride),
    scaFactor: Type.Optional(ScaFactor),
  },
  { additionalProperties: false },
);
export type CreateQuoteBody = Static<typeof CreateQuoteBody>;

export const ExecuteQuoteBody = Type.Object(
  { scaFactor: Type.Optional(ScaFactor) },
  { additionalProperties: false },
);
export type ExecuteQuoteBody = Static<typeof ExecuteQuoteBody>;

const NullableText = (maxLength: number, description: string) =>
  Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()], { description }));

export const AuthorizeQuoteBody = Type.Object(
  {
    code: NullableText(64, 'The SMS code or the authenticator app code (SMS_OTP, TOTP challenges)'),
    passkeyAssertion: Type.Optional(
      Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()], {
        description: 'The JSON of navigator.credentials.get (PASSKEY challenges)',
      }),
    ),
    origin: NullableText(2048, 'The web origin the passkey assertion was made on'),
    endUserIpAddress: NullableText(64, "The customer's IP address, as the platform saw it"),
  },
  { additionalProperties: false },
);
export type AuthorizeQuoteBody = Static<typeof AuthorizeQuoteBody>;

export const RetryQuoteBody = Type.Object(
  {
    lookupId: Type.Optional(
      id(
        'A fresh Lookup:<uuid> of the same receiver: required for UMA destinations, checked like on create ' +
          'for account destinations',
      ),
    ),
    senderCustomerInfo: Type.Optional(Type.Object({}, { additionalProperties: true })),
  },
  { additionalProperties: false },
);
export type RetryQuoteBody = Static<typeof RetryQuoteBody>;

export const ListQuotesQuery = Type.Object(
  {
    ...PageQuery,
    customerId: Type.Optional(Type.String({ maxLength: 200, description: 'Customer:<uuid> that pays' })),
    sendingAccountId: Type.Optional(Type.String({ maxLength: 200, description: 'The source account' })),
    receivingAccountId: Type.Optional(
      Type.String({ maxLength: 200, description: 'The destination account' }),
    ),
    sendingUmaAddress: Type.Optional(
      Type.String({ maxLength: 255, description: "The paying customer's UMA address" }),
    ),
    receivingUmaAddress: Type.Optional(
      Type.String({ maxLength: 255, description: 'The UMA address paid (case-insensitive)' }),
    ),
    status: Type.Optional(StringEnum(QUOTE_STATUSES)),
    createdAfter: DateRangeQuery.createdAfter,
    createdBefore: DateRangeQuery.createdBefore,
  },
  { additionalProperties: false },
);
export type ListQuotesQuery = Static<typeof ListQuotesQuery>;

// ---------------------------------------------------------------------------------------------
// Responses (shared components)
// ---------------------------------------------------------------------------------------------

/** The service's own part of a rate, answered under the spec's names and the original ones. */
const ServiceRateParts = {
  serviceApiMultiplier: Type.Number({
    description:
      "Receiving units per sending unit the service converts at, spread included (the quote's " +
      '`exchangeRate`); exchangeRate = serviceApiMultiplier x counterpartyMultiplier',
  }),
  serviceApiFixedFee: Int("The service's own fixed fee, smallest unit of the sending currency"),
  serviceApiVariableFeeRate: Type.Number({
    description: "The service's own variable fee as a fraction of the converted amount (0.003 = 0.3 %)",
  }),
  serviceApiVariableFeeAmount: Int(
    "The service's own variable fee, smallest unit of the sending currency; serviceApiFixedFee + " +
      'serviceApiVariableFeeAmount + platformFeesIncluded = feesIncluded',
  ),
};

export const RateDetails = Type.Object(
  {
    counterpartyMultiplier: Type.Number({
      description:
        'Receiving units the counterparty gives per unit it receives from the service; 1 here: the ' +
        'service converts straight into the receiving currency and counterparties convert nothing further',
    }),
    counterpartyFixedFee: Int('Fixed fee of the counterparty, smallest unit of the receiving currency'),
    ...ServiceRateParts,
    ...originalSpellings(ServiceRateParts),
  },
  {
    $id: 'RateDetails',
    description:
      'How the rate and fees were built. The sandbox service charges no fee of its own (its price is the FX ' +
      'spread in the multiplier); platform fees are `platformFeesIncluded`. Each `serviceApi…` field is also ' +
      'answered under its original name `gridApi…`, with the same value',
  },
);
export type RateDetails = Static<typeof RateDetails>;

export const CounterpartyInformation = Type.Object(
  {},
  {
    $id: 'CounterpartyInformation',
    additionalProperties: true,
    description: 'Information about the counterparty, keyed by field name (UMA payer or payee data)',
  },
);

export const AccountQuoteSource = Type.Object(
  {
    sourceType: Type.Literal('ACCOUNT'),
    accountId: Type.String({ description: 'InternalAccount:<uuid> or ExternalAccount:<uuid>' }),
    customerId: Type.Optional(Type.String({ description: 'Customer on whose behalf the account pays' })),
    currency: Type.Optional(Type.String()),
  },
  { $id: 'AccountQuoteSource' },
);
export const RealtimeFundingQuoteSource = Type.Object(
  {
    sourceType: Type.Literal('REALTIME_FUNDING'),
    currency: Type.String(),
    customerId: Type.Optional(Type.String()),
    cryptoNetwork: Type.Optional(Type.String()),
  },
  { $id: 'RealtimeFundingQuoteSource' },
);
export const QuoteSourceOneOf = Type.Unsafe<Record<string, unknown>>({
  ...Discriminated('sourceType', [Type.Ref('AccountQuoteSource'), Type.Ref('RealtimeFundingQuoteSource')]),
  $id: 'QuoteSourceOneOf',
});

export const AccountDestination = Type.Object(
  {
    destinationType: Type.Literal('ACCOUNT'),
    accountId: Type.String({ description: 'InternalAccount:<uuid> or ExternalAccount:<uuid>' }),
    currency: Type.Optional(Type.String()),
    paymentRail: Type.Optional(StringEnum(SETTLEMENT_RAILS)),
  },
  { $id: 'AccountDestination' },
);
export const UmaAddressDestination = Type.Object(
  {
    destinationType: Type.Literal('UMA_ADDRESS'),
    umaAddress: Type.String(),
    currency: Type.Optional(Type.String()),
    counterpartyInformation: Type.Optional(Type.Ref('CounterpartyInformation')),
  },
  { $id: 'UmaAddressDestination' },
);
export const QuoteDestinationOneOf = Type.Unsafe<Record<string, unknown>>({
  ...Discriminated('destinationType', [Type.Ref('AccountDestination'), Type.Ref('UmaAddressDestination')]),
  $id: 'QuoteDestinationOneOf',
});

// The accounts module's component: how to pay a realtime-funded quote or sign a wallet's.
const PaymentInstruction = Type.Ref('PaymentInstructions');

export const QuoteSchema = Type.Object(
  {
    id: Type.String({ description: 'Quote:<uuid>' }),
    quoteId: Type.String({ description: 'Same as `id` (the first revision of the interface named it so)' }),
    status: StringEnum(QUOTE_STATUSES),
    createdAt: Timestamp,
    expiresAt: Timestamp,
    source: Type.Ref('QuoteSourceOneOf'),
    destination: Type.Ref('QuoteDestinationOneOf'),
    sendingCurrency: CurrencySchema,
    receivingCurrency: CurrencySchema,
    totalSendingAmount: Int('Exact amount taken from the source, fees included (sending currency)'),
    totalReceivingAmount: Int('Exact amount delivered (receiving currency)'),
    exchangeRate: Type.Number({
      description:
        'Receiving major units per sending major unit, spread included, fees excluded (USD 100.00 -> EUR ' +
        '92.00 is 0.92). GET /exchange-rates states the inverse (sending units per receiving unit)',
    }),
    feesIncluded: Int('All fees, in the sending currency, part of totalSendingAmount'),
    platformFeesIncluded: Int("The platform's part of feesIncluded"),
    rateDetails: Type.Ref('RateDetails'),
    paymentInstructions: Type.Optional(Type.Array(PaymentInstruction)),
    transactionId: Type.String({
      description:
        'Transaction:<uuid> the quote executes into, reserved when the quote is created (GET /transactions ' +
        'answers 404 TRANSACTION_NOT_FOUND for it until the quote is executed or paid)',
    }),
    counterpartyInformation: Type.Optional(Type.Ref('CounterpartyInformation')),
    originalQuoteId: Type.Optional(
      Type.String({ description: 'The quote this one retries (POST /quotes/{quoteId}/retry)' }),
    ),
    lookupId: Type.Optional(Type.String()),
    description: Type.Optional(Type.String()),
    // While PENDING_AUTHORIZATION: what the paying customer answers (POST /quotes/{quoteId}/authorize).
    scaChallenge: Type.Optional(ScaChallengeRef),
  },
  { $id: 'Quote' },
);
export type Quote = Static<typeof QuoteSchema>;

/** Shared shapes of this module (OpenAPI components, also used by transactions). */
export const quoteComponents = [
  RateDetails,
  CounterpartyInformation,
  AccountQuoteSource,
  RealtimeFundingQuoteSource,
  QuoteSourceOneOf,
  AccountDestination,
  UmaAddressDestination,
  QuoteDestinationOneOf,
  QuoteSchema,
];

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
    currencyAmount: Type.Optional(AmountMinor({ minimum: 0, description: 'Default: the quote total' })),
  },
  { additionalProperties: false },
);
