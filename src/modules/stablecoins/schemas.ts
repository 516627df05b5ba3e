import { type Static, Type } from 'typebox';
import { PageQuery } from '../../http/schemas.js';
import { Discriminated, originalSpellings, StringEnum, Timestamp } from '../../shapes/index.js';

// The contract's enums (spec 3.6 and the real service's stablecoin schemas), renamed Grid ->
// Service where they carry the name.
export const PROVIDERS = ['BRALE'] as const;
export const NETWORKS = ['SPARK'] as const;
export const PROVIDER_ENVIRONMENTS = ['SANDBOX', 'PRODUCTION'] as const;
export const PROVIDER_ACCOUNT_STATUSES = ['ACTIVE', 'INVALID', 'REVOKED'] as const;
export const ISSUANCE_STATUSES = [
  'PENDING_REVIEW',
  'PROVISIONING',
  'PROVISIONED',
  'REJECTED',
  'FAILED',
] as const;
export const OPERATIONS_STATUSES = [
  'NOT_ENABLED',
  'PENDING_APPROVAL',
  'ENABLING',
  'ENABLED',
  'DISABLED',
] as const;
export const OPERATION_STATUSES = [
  'CREATED',
  'PENDING_FUNDING',
  'PENDING_PROVIDER',
  'PROCESSING',
  'COMPLETED',
  'FAILED',
  'EXPIRED',
] as const;
export const OPERATION_TYPES = ['MINT', 'BURN'] as const;
export const PAYOUT_RAILS = ['WIRE', 'ACH_CREDIT', 'SAME_DAY_ACH_CREDIT', 'RTP_CREDIT'] as const;
export const SOURCE_TYPES = [
  'WIRE',
  'ACH_DEBIT',
  'SAME_DAY_ACH_DEBIT',
  'EXTERNAL_ACCOUNT',
  'SERVICE_INTERNAL_ACCOUNT',
  'PROVIDER_INTERNAL_BALANCE',
] as const;
export type OperationsStatus = (typeof OPERATIONS_STATUSES)[number];
export type OperationStatus = (typeof OPERATION_STATUSES)[number];
export type PayoutRail = (typeof PAYOUT_RAILS)[number];

/** The original spelling of `SERVICE_INTERNAL_ACCOUNT`, accepted on input (decision 0020's rename rule). */
export const ORIGINAL_INTERNAL_ACCOUNT = 'GRID_INTERNAL_ACCOUNT';

const Id = Type.String({ minLength: 1, maxLength: 128 });
const Text = (description: string) => Type.String({ minLength: 1, maxLength: 255, description });
/** Token amounts travel as strings of digits (smallest unit of the token), read as big integers. */
const TokenAmount = Type.String({
  minLength: 1,
  maxLength: 40,
  description:
    'Digits only, in the token\'s smallest unit (a token of 6 decimals writes 1.00 as "1000000"); ' +
    'it must be a whole number of cents of the base currency',
});

export const StablecoinProviderAccount = Type.Object(
  {
    id: Type.String({ description: '`StablecoinProviderAccount:<uuid>`' }),
    provider: StringEnum(PROVIDERS),
    providerAccountId: Type.String({ description: "The platform's account at the provider" }),
    providerEnvironment: StringEnum(PROVIDER_ENVIRONMENTS),
    status: StringEnum(PROVIDER_ACCOUNT_STATUSES),
    lastVerifiedAt: Type.Optional(Timestamp),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { $id: 'StablecoinProviderAccount' },
);
export type StablecoinProviderAccount = Static<typeof StablecoinProviderAccount>;
export const StablecoinProviderAccountRef = Type.Unsafe<StablecoinProviderAccount>(
  Type.Ref('StablecoinProviderAccount'),
);

export const LinkProviderAccountBody = Type.Object(
  {
    provider: StringEnum(PROVIDERS),
    apiClientId: Text('API client id at the provider'),
    apiClientSecret: Type.String({
      minLength: 1,
      maxLength: 1024,
      writeOnly: true,
      description: 'API client secret; kept encrypted, never returned',
    }),
    providerAccountId: Type.Optional(Text("The platform's account at the provider; derived when left out")),
  },
  { additionalProperties: false },
);
export type LinkProviderAccountBody = Static<typeof LinkProviderAccountBody>;

export const ListProviderAccountsQuery = Type.Object(
  {
    ...PageQuery,
    provider: Type.Optional(StringEnum(PROVIDERS)),
    status: Type.Optional(StringEnum(PROVIDER_ACCOUNT_STATUSES)),
  },
  { additionalProperties: false },
);
export type ListProviderAccountsQuery = Static<typeof ListProviderAccountsQuery>;

/** Answered under the spec's name and, with the same value, the original one (decision 0020). */
const OperationsStatus = {
  serviceOperationsStatus: StringEnum(OPERATIONS_STATUSES, {
    description:
      'Spec 3.6. Registration requests enablement (NOT_ENABLED to PENDING_APPROVAL); ENABLING, ENABLED and ' +
      'DISABLED are set by the service only',
  }),
};

export const Stablecoin = Type.Object(
  {
    id: Type.String({ description: '`Stablecoin:<uuid>`' }),
    name: Type.String(),
    symbol: Type.String(),
    baseCurrency: Type.String({ description: 'The fiat currency that backs the token' }),
    network: StringEnum(NETWORKS),
    decimals: Type.Integer({ minimum: 0 }),
    issuanceStatus: StringEnum(ISSUANCE_STATUSES),
    ...OperationsStatus,
    ...originalSpellings(OperationsStatus),
    networkTokenIdentifier: Type.String(),
    currency: Type.Optional(
      Type.String({ description: 'The currency code internal accounts hold the token in' }),
    ),
    provider: StringEnum(PROVIDERS),
    stablecoinProviderAccountId: Type.String(),
    providerEnvironment: StringEnum(PROVIDER_ENVIRONMENTS),
    providerTokenIdentifier: Type.String(),
    totalSupply: Type.String({
      description: "Minted minus burned, in the token's smallest unit (equal to the ledger's supply account)",
    }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { $id: 'Stablecoin' },
);
export type Stablecoin = Static<typeof Stablecoin>;
export const StablecoinRef = Type.Unsafe<Stablecoin>(Type.Ref('Stablecoin'));

const RequestedStatus = (description: string) =>
  Type.Optional(StringEnum(OPERATIONS_STATUSES, { description }));

export const RegisterStablecoinBody = Type.Object(
  {
    providerTokenIdentifier: Text("The token's id at the provider"),
    networkTokenIdentifier: Text("The token's id on the network"),
    network: StringEnum(NETWORKS),
    stablecoinProviderAccountId: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 128,
        description: 'Required when the platform has several ACTIVE provider accounts',
      }),
    ),
    serviceOperationsStatus: RequestedStatus(
      'Extension: PENDING_APPROVAL (the default) requests enablement; NOT_ENABLED registers without; anything ' +
        'else is 409 STABLECOIN_SERVICE_ENABLEMENT_NOT_REQUESTABLE',
    ),
    gridOperationsStatus: RequestedStatus('The original spelling of `serviceOperationsStatus`'),
  },
  { additionalProperties: false },
);
export type RegisterStablecoinBody = Static<typeof RegisterStablecoinBody>;

export const ListStablecoinsQuery = Type.Object(
  {
    ...PageQuery,
    issuanceStatus: Type.Optional(StringEnum(ISSUANCE_STATUSES)),
    serviceOperationsStatus: Type.Optional(StringEnum(OPERATIONS_STATUSES)),
    gridOperationsStatus: Type.Optional(
      StringEnum(OPERATIONS_STATUSES, { description: 'The original spelling of `serviceOperationsStatus`' }),
    ),
    provider: Type.Optional(StringEnum(PROVIDERS)),
  },
  { additionalProperties: false },
);
export type ListStablecoinsQuery = Static<typeof ListStablecoinsQuery>;

const variant = (type: string, fields: Record<string, ReturnType<typeof Type.String>>) =>
  Type.Object({ type: Type.Literal(type), ...fields }, { additionalProperties: false });
const internalAccount = (description: string) => Type.String({ minLength: 1, maxLength: 128, description });

const INTERNAL_FUNDING = 'An internal account in the base currency (USD), debited (held at once)';
const INTERNAL_BURN = 'An internal account holding the token, debited (held at once)';

export const MintFundingSource = Discriminated<
  | { type: 'WIRE' }
  | { type: 'ACH_DEBIT' | 'SAME_DAY_ACH_DEBIT'; externalAccountId: string }
  | { type: 'SERVICE_INTERNAL_ACCOUNT' | typeof ORIGINAL_INTERNAL_ACCOUNT; accountId: string }
  | { type: 'PROVIDER_INTERNAL_BALANCE'; sourceTokenIdentifier: string; cryptoNetwork: string }
>('type', [
  variant('WIRE', {}),
  variant('ACH_DEBIT', { externalAccountId: Id }),
  variant('SAME_DAY_ACH_DEBIT', { externalAccountId: Id }),
  variant('SERVICE_INTERNAL_ACCOUNT', { accountId: internalAccount(INTERNAL_FUNDING) }),
  variant(ORIGINAL_INTERNAL_ACCOUNT, {
    accountId: internalAccount(`${INTERNAL_FUNDING} (original spelling)`),
  }),
  variant('PROVIDER_INTERNAL_BALANCE', {
    sourceTokenIdentifier: Text('The token at the provider that pays'),
    cryptoNetwork: Text('Its network'),
  }),
]);
export type MintFundingSource = Static<typeof MintFundingSource>;

export const MintBody = Type.Object(
  {
    amount: TokenAmount,
    fundingSource: MintFundingSource,
    destination: Type.Object(
      { accountId: internalAccount('The internal account credited with the minted tokens') },
      { additionalProperties: false },
    ),
    description: Type.Optional(Type.String({ maxLength: 1024 })),
  },
  { additionalProperties: false },
);
export type MintBody = Static<typeof MintBody>;

export const BurnSource = Discriminated<
  | { type: 'EXTERNAL_ACCOUNT' }
  | { type: 'SERVICE_INTERNAL_ACCOUNT' | typeof ORIGINAL_INTERNAL_ACCOUNT; accountId: string }
  | { type: 'PROVIDER_INTERNAL_BALANCE' }
>('type', [
  variant('EXTERNAL_ACCOUNT', {}),
  variant('SERVICE_INTERNAL_ACCOUNT', { accountId: internalAccount(INTERNAL_BURN) }),
  variant(ORIGINAL_INTERNAL_ACCOUNT, { accountId: internalAccount(`${INTERNAL_BURN} (original spelling)`) }),
  variant('PROVIDER_INTERNAL_BALANCE', {}),
]);
export type BurnSource = Static<typeof BurnSource>;

export const BurnBody = Type.Object(
  {
    amount: TokenAmount,
    source: BurnSource,
    destination: Type.Object(
      {
        type: Type.Literal('EXTERNAL_ACCOUNT'),
        externalAccountId: Type.String({
          minLength: 1,
          maxLength: 128,
          description: 'The bank account paid the base currency',
        }),
        rail: StringEnum(PAYOUT_RAILS),
      },
      { additionalProperties: false },
    ),
    description: Type.Optional(Type.String({ maxLength: 1024 })),
  },
  { additionalProperties: false },
);
export type BurnBody = Static<typeof BurnBody>;

const OptionalText = Type.Optional(Type.String());

export const OperationSource = Type.Object({
  type: StringEnum(SOURCE_TYPES),
  externalAccountId: OptionalText,
  accountId: OptionalText,
  sourceTokenIdentifier: OptionalText,
  cryptoNetwork: OptionalText,
});
export type OperationSource = Static<typeof OperationSource>;

export const OperationDestination = Type.Object({
  accountId: Type.String({
    description: 'Mint: the internal account credited; burn: the external account paid',
  }),
  rail: Type.Optional(StringEnum(PAYOUT_RAILS)),
});
export type OperationDestination = Static<typeof OperationDestination>;

export const FundingInstructions = Type.Object({
  rail: OptionalText,
  network: OptionalText,
  address: OptionalText,
  valueType: OptionalText,
});
export type FundingInstructions = Static<typeof FundingInstructions>;

export const EstimatedDelivery = Type.Object({
  rail: OptionalText,
  amount: Type.Optional(Type.String({ description: 'In cents of `currency`' })),
  currency: OptionalText,
  timing: OptionalText,
});
export type EstimatedDelivery = Static<typeof EstimatedDelivery>;

export const StablecoinOperation = Type.Object(
  {
    id: Type.String({ description: '`StablecoinOperation:<uuid>`' }),
    stablecoinId: Type.String(),
    operationType: StringEnum(OPERATION_TYPES),
    status: StringEnum(OPERATION_STATUSES),
    amount: Type.String({ description: "In the token's smallest unit" }),
    provider: StringEnum(PROVIDERS),
    providerEnvironment: StringEnum(PROVIDER_ENVIRONMENTS),
    stablecoinProviderAccountId: Type.String(),
    source: Type.Optional(OperationSource),
    fundingInstructions: Type.Optional(FundingInstructions),
    destination: Type.Optional(OperationDestination),
    estimatedDelivery: Type.Optional(EstimatedDelivery),
    expiresAt: Type.Optional(Timestamp),
    providerStatus: OptionalText,
    failureReason: OptionalText,
    description: OptionalText,
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { $id: 'StablecoinOperation' },
);
export type StablecoinOperation = Static<typeof StablecoinOperation>;
export const StablecoinOperationRef = Type.Unsafe<StablecoinOperation>(Type.Ref('StablecoinOperation'));

export const ListOperationsQuery = Type.Object(
  { ...PageQuery, operationType: Type.Optional(StringEnum(OPERATION_TYPES)) },
  { additionalProperties: false },
);
export type ListOperationsQuery = Static<typeof ListOperationsQuery>;

export const ProviderAccountParams = Type.Object({ stablecoinProviderAccountId: Id });
export const StablecoinParams = Type.Object({ stablecoinId: Id });
export const OperationParams = Type.Object({ stablecoinOperationId: Id });

export const STABLECOIN_COMPONENTS = [StablecoinProviderAccount, Stablecoin, StablecoinOperation];
