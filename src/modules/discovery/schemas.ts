import { type Static, Type } from 'typebox';
import { CurrencySchema, PageQuery, StringEnum } from '../../http/schemas.js';
import { CUSTOMER_INFO_FIELD_NAMES } from '../config/index.js';

export const COUNTRY_PATTERN = '^[A-Z]{2}$';
export const CURRENCY_PATTERN = '^[A-Z]{3,5}$';

const Country = (description: string) =>
  Type.String({ pattern: COUNTRY_PATTERN, description: `${description} (ISO 3166-1 alpha-2)` });
const CurrencyCode = (description: string) =>
  Type.String({ pattern: CURRENCY_PATTERN, description: `${description} (ISO 4217 or crypto ticker)` });

export const DiscoveriesQuery = Type.Object(
  {
    country: Type.Optional(Country('Country of the institutions')),
    currency: Type.Optional(CurrencyCode('Currency the institutions hold')),
  },
  { additionalProperties: false },
);

export const DiscoveredInstitution = Type.Object({
  bankName: Type.String({
    description: 'Stable identifier; pass it as `bankName` when creating an external account',
  }),
  displayName: Type.String({ description: 'Name to show people' }),
  country: Type.String({ description: 'ISO 3166-1 alpha-2' }),
  currency: Type.String({ description: 'ISO 4217' }),
});

export const DiscoveriesResponse = Type.Object({ data: Type.Array(DiscoveredInstitution) });

export const UmaProvidersQuery = Type.Object(
  {
    ...PageQuery,
    sortOrder: Type.Optional(
      StringEnum(['asc', 'desc'] as const, { description: 'Order by provider name; default desc' }),
    ),
    countryCode: Type.Optional(Country('Only providers serving this country')),
    currencyCode: Type.Optional(CurrencyCode('Only providers supporting this currency')),
    hasBlockedProviders: Type.Optional(
      Type.Boolean({
        default: true,
        description: 'false leaves out providers whose `allowListStatus` is false',
      }),
    ),
  },
  { additionalProperties: false },
);
export type UmaProvidersQuery = Static<typeof UmaProvidersQuery>;

export const UmaProvider = Type.Object({
  name: Type.String(),
  supportedRegions: Type.Array(Type.String({ description: 'ISO 3166-1 alpha-2' })),
  domain: Type.String({ description: 'UMA domain: receivers are `$name@<domain>`' }),
  logoUrl: Type.Optional(Type.String({ format: 'uri' })),
  supportedCurrencies: Type.Array(CurrencySchema),
  lei: Type.Optional(Type.String({ description: 'ISO 17442 Legal Entity Identifier' })),
  allowListStatus: Type.Boolean({ description: 'false: the provider is blocked' }),
});
export type UmaProvider = Static<typeof UmaProvider>;

export const ReceiverUmaParams = Type.Object({
  receiverUmaAddress: Type.String({
    minLength: 1,
    maxLength: 255,
    description: '`$name@domain`; the `$` may be URL-encoded as `%24`',
  }),
});

export const ReceiverLookupQuery = Type.Object(
  {
    senderUmaAddress: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 255,
        description: 'UMA address of the sender; not with `customerId`',
      }),
    ),
    customerId: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 255,
        description: 'Customer:<uuid> of the sending customer; not with `senderUmaAddress`',
      }),
    ),
  },
  { additionalProperties: false },
);
export type ReceiverLookupQuery = Static<typeof ReceiverLookupQuery>;

const CounterpartyFieldDefinition = Type.Object({
  name: StringEnum(CUSTOMER_INFO_FIELD_NAMES),
  mandatory: Type.Boolean(),
});

export const ReceiverCurrency = Type.Object({
  currency: CurrencySchema,
  estimatedExchangeRate: Type.Number({
    exclusiveMinimum: 0,
    description:
      'Estimate of how many units of this currency one unit of the sending currency buys; the quote fixes the rate',
  }),
  min: Type.Integer({ minimum: 0, description: 'Smallest receivable amount, in the smallest unit' }),
  max: Type.Integer({ minimum: 0, description: 'Largest receivable amount, in the smallest unit' }),
});

export const ReceiverUmaLookup = Type.Object({
  receiverUmaAddress: Type.String(),
  supportedCurrencies: Type.Array(ReceiverCurrency),
  requiredPayerDataFields: Type.Optional(
    Type.Array(CounterpartyFieldDefinition, {
      description: 'Information about the payer the receiver asks for; pass it when creating the quote',
    }),
  ),
  lookupId: Type.String({ description: 'Lookup:<uuid>; pass it to POST /quotes' }),
});
export type ReceiverUmaLookup = Static<typeof ReceiverUmaLookup>;

export const ReceiverAccountLookup = Type.Object({
  accountId: Type.String({ description: 'ExternalAccount:<uuid>' }),
  supportedCurrencies: Type.Array(ReceiverCurrency),
  lookupId: Type.String({ description: 'Lookup:<uuid>; pass it to POST /quotes' }),
});
export type ReceiverAccountLookup = Static<typeof ReceiverAccountLookup>;

export const ReceiverAccountParams = Type.Object({
  accountId: Type.String({ description: 'ExternalAccount:<uuid>' }),
});
