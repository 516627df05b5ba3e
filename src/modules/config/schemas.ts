import { type Static, Type } from 'typebox';
import { StringEnum, Timestamp } from '../../http/schemas.js';
import { REVISIONS } from '../../revisions/index.js';

export const CUSTOMER_INFO_FIELD_NAMES = [
  'FULL_NAME',
  'BIRTH_DATE',
  'NATIONALITY',
  'PHONE_NUMBER',
  'EMAIL',
  'POSTAL_ADDRESS',
  'TAX_ID',
  'REGISTRATION_NUMBER',
  'USER_TYPE',
  'COUNTRY_OF_RESIDENCE',
  'ACCOUNT_IDENTIFIER',
  'FI_LEGAL_ENTITY_NAME',
  'FI_ADDRESS',
  'PURPOSE_OF_PAYMENT',
  'ULTIMATE_INSTITUTION_COUNTRY',
  'IDENTIFIER',
  'BUSINESS_TYPE',
  'COMPANY_LEGAL_NAME',
  'ID_TYPE',
  'ID_NUMBER',
] as const;

/**
 * `ADDRESS` is the oldest revision's name of `POSTAL_ADDRESS`: accepted in requests (the
 * original spelling of an input value) and stored under today's name, so every module that
 * reads the configuration knows one name.
 */
export const LEGACY_FIELD_NAMES = { ADDRESS: 'POSTAL_ADDRESS' } as const;
const INPUT_FIELD_NAMES = [...CUSTOMER_INFO_FIELD_NAMES, ...Object.keys(LEGACY_FIELD_NAMES)] as const;

export const TRANSACTION_TYPES = ['INCOMING', 'OUTGOING'] as const;

const currencyConfig = (names: readonly string[]) =>
  Type.Object(
    {
      currencyCode: Type.String({
        minLength: 1,
        maxLength: 16,
        description:
          'ISO 4217 code or crypto ticker; a currency the service does not support is 400 INVALID_INPUT naming the field',
      }),
      minAmount: Type.Integer({
        minimum: 0,
        description: 'Smallest single transaction, in the smallest unit',
      }),
      maxAmount: Type.Integer({
        minimum: 1,
        description:
          'Largest single transaction, in the smallest unit; above it TRANSACTION_SIZE_LIMIT_EXCEEDED',
      }),
      requiredCounterpartyFields: Type.Array(
        Type.Object({ name: StringEnum(names), mandatory: Type.Boolean() }, { additionalProperties: false }),
      ),
      providerRequiredCustomerFields: Type.Optional(
        Type.Array(StringEnum(names), {
          uniqueItems: true,
          description:
            "Customer fields the currency's payment provider requires about the platform's customers",
        }),
      ),
      providerRequiredCounterpartyCustomerFields: Type.Optional(
        Type.Array(StringEnum(names), {
          uniqueItems: true,
          description: "Customer fields the currency's payment provider requires about the counterparty",
        }),
      ),
      enabledTransactionTypes: Type.Array(StringEnum(TRANSACTION_TYPES), { uniqueItems: true }),
    },
    { additionalProperties: false },
  );

export const PlatformCurrencyConfig = Type.Unsafe<{
  currencyCode: string;
  minAmount: number;
  maxAmount: number;
  requiredCounterpartyFields: { name: CustomerInfoFieldName; mandatory: boolean }[];
  providerRequiredCustomerFields?: CustomerInfoFieldName[];
  providerRequiredCounterpartyCustomerFields?: CustomerInfoFieldName[];
  enabledTransactionTypes: (typeof TRANSACTION_TYPES)[number][];
}>(currencyConfig(CUSTOMER_INFO_FIELD_NAMES));
export type CustomerInfoFieldName = (typeof CUSTOMER_INFO_FIELD_NAMES)[number];
type InputFieldName = (typeof INPUT_FIELD_NAMES)[number];

/** A currency as PATCH /config takes it: field names may use their legacy spelling. */
export const PlatformCurrencyConfigInput = Type.Unsafe<
  Omit<
    PlatformCurrencyConfig,
    | 'requiredCounterpartyFields'
    | 'providerRequiredCustomerFields'
    | 'providerRequiredCounterpartyCustomerFields'
  > & {
    requiredCounterpartyFields: { name: InputFieldName; mandatory: boolean }[];
    providerRequiredCustomerFields?: InputFieldName[];
    providerRequiredCounterpartyCustomerFields?: InputFieldName[];
  }
>(currencyConfig(INPUT_FIELD_NAMES));
export type PlatformCurrencyConfigInput = Static<typeof PlatformCurrencyConfigInput>;
export type PlatformCurrencyConfig = Static<typeof PlatformCurrencyConfig>;

const email = (maxLength = 255) => Type.String({ format: 'email', maxLength });

export const EmbeddedWalletConfig = Type.Object(
  {
    appName: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
    otpLength: Type.Optional(Type.Integer({ minimum: 4, maximum: 12 })),
    alphanumeric: Type.Optional(Type.Boolean()),
    expirationSeconds: Type.Optional(Type.Integer({ minimum: 1, maximum: 86400 })),
    sendFromEmailAddress: Type.Optional(email()),
    sendFromEmailSenderName: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
    replyToEmailAddress: Type.Optional(email()),
    logoUrl: Type.Optional(Type.String({ format: 'uri', maxLength: 512 })),
  },
  { additionalProperties: false },
);
export type EmbeddedWalletConfig = Static<typeof EmbeddedWalletConfig>;

export const CardTokenization2FAConfig = Type.Object(
  {
    displayName: Type.Optional(Type.String({ maxLength: 255 })),
    logoUrl: Type.Optional(Type.String({ format: 'uri', pattern: '^https://', maxLength: 512 })),
    email: Type.Optional(
      Type.Object(
        {
          fromAddress: Type.Optional(email()),
          fromName: Type.Optional(Type.String({ maxLength: 255 })),
          replyToAddress: Type.Optional(email()),
          subject: Type.Optional(Type.String({ maxLength: 255 })),
          bodyText: Type.Optional(Type.String({ maxLength: 2000 })),
        },
        { additionalProperties: false },
      ),
    ),
    sms: Type.Optional(
      Type.Object(
        {
          templateSid: Type.Optional(Type.String({ maxLength: 64 })),
          bodyText: Type.Optional(Type.String({ maxLength: 480 })),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type CardTokenization2FAConfig = Static<typeof CardTokenization2FAConfig>;

export const FEE_TYPES = ['CROSS_CURRENCY_TRANSACTION'] as const;

export const FeeConfigInput = Type.Object(
  {
    feeType: StringEnum(FEE_TYPES),
    sourceCurrency: Type.String({ pattern: '^[A-Z]{3,5}$' }),
    variableFeeBps: Type.Integer({ minimum: 0, maximum: 10000 }),
    fixedFee: Type.Object(
      {
        amount: Type.Integer({ minimum: 0 }),
        currency: Type.Union(
          [
            Type.String({ pattern: '^[A-Z]{3,5}$', description: 'Currency code, e.g. USD' }),
            Type.Object(
              {
                code: Type.String({ pattern: '^[A-Z]{3,5}$' }),
                name: Type.Optional(Type.String()),
                symbol: Type.Optional(Type.String()),
                decimals: Type.Optional(Type.Integer({ minimum: 0 })),
              },
              {
                additionalProperties: false,
                description: 'Also accepted: a Currency object, of which only `code` counts',
              },
            ),
          ],
          { description: 'Currency of the fixed fee: its code (equal to sourceCurrency)' },
        ),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type FeeConfigInput = Static<typeof FeeConfigInput>;

export const FeeConfig = Type.Object({
  feeType: StringEnum(FEE_TYPES),
  sourceCurrency: Type.String(),
  variableFeeBps: Type.Integer(),
  fixedFee: Type.Object({
    amount: Type.Integer({ description: 'In the smallest unit of `currency`' }),
    currency: Type.String({ description: 'Currency code, e.g. USD' }),
  }),
});
export type FeeConfig = Static<typeof FeeConfig>;

export const PlatformConfig = Type.Object({
  id: Type.String({ description: 'PlatformConfig:<uuid>' }),
  umaDomain: Type.String(),
  proxyUmaSubdomain: Type.Optional(Type.String()),
  webhookEndpoint: Type.Optional(Type.String({ format: 'uri' })),
  webhookSigningPublicKey: Type.Optional(
    Type.String({
      description:
        "PEM (SPKI) P-256 public key of the platform's webhook signing key: verify X-Service-Signature " +
        '(base64 DER ECDSA over SHA-256 of the exact body) with it',
    }),
  ),
  supportedCurrencies: Type.Array(PlatformCurrencyConfig),
  isRegulatedFinancialInstitution: Type.Boolean({ description: 'Read-only; set by the operator' }),
  embeddedWalletConfig: Type.Optional(EmbeddedWalletConfig),
  cardTokenization2faConfig: Type.Optional(CardTokenization2FAConfig),
  feeConfigs: Type.Array(FeeConfig),
  travelRuleEnabled: Type.Boolean({
    description:
      'Extension: counterparty rules (EU Travel Rule) apply to EU/EEA customers; their FIRST_PARTY self-custody ' +
      'wallets start PENDING_OWNERSHIP_VERIFICATION',
  }),
  apiRevision: Type.Optional(
    StringEnum(REVISIONS, {
      description:
        "Extension: the revision this platform's answers and webhooks are given in when a request names none " +
        '(`Service-Revision` header): its pin, else the server default (docs/revisions.md)',
    }),
  ),
  apiRevisionPinned: Type.Optional(
    Type.Boolean({
      description: 'Extension: whether `apiRevision` is pinned by this platform (PATCH /config)',
    }),
  ),
  apiRevisions: Type.Optional(
    Type.Array(StringEnum(REVISIONS), { description: 'Extension: every revision this server answers in' }),
  ),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type PlatformConfig = Static<typeof PlatformConfig>;

export const UpdatePlatformConfigBody = Type.Object(
  {
    umaDomain: Type.Optional(
      Type.String({
        format: 'hostname',
        pattern: '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$',
        maxLength: 253,
      }),
    ),
    proxyUmaSubdomain: Type.Optional(
      Type.String({
        pattern: '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$',
        maxLength: 63,
        description: 'DNS label under which the service hosts UMA addresses for the platform',
      }),
    ),
    webhookEndpoint: Type.Optional(
      Type.Unsafe<string | null>({
        type: ['string', 'null'],
        format: 'uri',
        pattern: '^https?://',
        maxLength: 2048,
        description: 'HTTP(S) URL that receives webhooks; null removes it',
      }),
    ),
    supportedCurrencies: Type.Optional(Type.Array(PlatformCurrencyConfigInput, { minItems: 1 })),
    embeddedWalletConfig: Type.Optional(EmbeddedWalletConfig),
    cardTokenization2faConfig: Type.Optional(CardTokenization2FAConfig),
    feeConfigs: Type.Optional(Type.Array(FeeConfigInput)),
    travelRuleEnabled: Type.Optional(Type.Boolean()),
    apiRevision: Type.Optional(
      Type.Unsafe<(typeof REVISIONS)[number] | null>({
        type: ['string', 'null'],
        enum: [...REVISIONS, null],
        description:
          'Extension: pins the revision answers and webhooks are given in when a request names none; null ' +
          'follows the server default (docs/revisions.md)',
      }),
    ),
  },
  // No revision requires a field: `{}` changes nothing and answers the configuration.
  { additionalProperties: false },
);
export type UpdatePlatformConfigBody = Static<typeof UpdatePlatformConfigBody>;
