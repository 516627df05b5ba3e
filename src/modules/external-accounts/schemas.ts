import { type Static, type TSchema, Type } from 'typebox';
import { Discriminated, PageQuery, StringEnum, Timestamp } from '../../http/schemas.js';
import { Address, Country, DateOnly } from '../customers/index.js';
import { SCA_FACTORS, ScaChallengeRef } from '../sca/index.js';
import {
  ACCOUNT_TYPES,
  type AccountTypeDefinition,
  type FiatBeneficiaryRule,
  LEGACY_ACCOUNT_TYPES,
  type LegacyAccountType,
} from './account-types.js';

export const EXTERNAL_ACCOUNT_STATUSES = [
  'PENDING',
  'ACTIVE',
  'PENDING_OWNERSHIP_VERIFICATION',
  'UNVERIFIED',
  'UNDER_REVIEW',
  'INACTIVE',
] as const;
export type ExternalAccountStatus = (typeof EXTERNAL_ACCOUNT_STATUSES)[number];
export const OWNERSHIP_TYPES = ['FIRST_PARTY', 'THIRD_PARTY'] as const;
export type OwnershipType = (typeof OWNERSHIP_TYPES)[number];
export const BENEFICIARY_VERIFICATION_STATUSES = [
  'MATCHED',
  'PARTIAL_MATCH',
  'NOT_MATCHED',
  'UNSUPPORTED',
  'CHECKED_BY_RECEIVING_FI',
  'PENDING',
] as const;
export type BeneficiaryVerificationStatus = (typeof BENEFICIARY_VERIFICATION_STATUSES)[number];

const text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
const CurrencyCode = Type.String({
  pattern: '^[A-Z]{3,5}$',
  description: 'ISO 4217 code, or USDC / USDT / USDB / BTC for wallets; must suit the account type',
});

// ---------------------------------------------------------------------------------------------
// Beneficiaries (shapes 5.2)
// ---------------------------------------------------------------------------------------------

export interface Beneficiary {
  beneficiaryType: 'INDIVIDUAL' | 'BUSINESS';
  fullName?: string;
  legalName?: string;
  [field: string]: unknown;
}

/**
 * A beneficiary's contact and residence fields are plain strings in every revision of the
 * contract (no email, E.164 or country format): stored and answered as given.
 */
const FreeText = (description: string) => Type.String({ maxLength: 255, description });
const BeneficiaryEmail = FreeText('Email address of the beneficiary, as given (not format-checked)');
const BeneficiaryPhone = FreeText('Phone number of the beneficiary, as given (not format-checked)');
const CountryOfResidence = FreeText('Country of residence of the beneficiary, as given (not format-checked)');

const individualOptional: Record<string, TSchema> = {
  birthDate: DateOnly,
  nationality: Country,
  email: BeneficiaryEmail,
  phoneNumber: BeneficiaryPhone,
  countryOfResidence: CountryOfResidence,
  address: Address,
  registrationNumber: text(64),
};

/**
 * A schema registered once as a shared component and referenced by `Type.Ref(id)`. A
 * beneficiary written inline in each of the 52 account types made Ajv generate its checks 52
 * times: the create union's validator took 64 MB of memory and 0.6 s to compile.
 */
function component<T>(id: string, schema: TSchema) {
  return Type.Unsafe<T>({ ...schema, $id: id });
}

const BusinessBeneficiaryInput = component<Beneficiary>(
  'ExternalAccountBusinessBeneficiaryInput',
  Type.Object(
    {
      beneficiaryType: Type.Literal('BUSINESS'),
      legalName: text(255),
      registrationNumber: Type.Optional(text(64)),
      taxId: Type.Optional(text(64)),
      email: Type.Optional(BeneficiaryEmail),
      phoneNumber: Type.Optional(BeneficiaryPhone),
      countryOfResidence: Type.Optional(CountryOfResidence),
      address: Type.Optional(Address),
    },
    { additionalProperties: false },
  ),
);
const BusinessBeneficiary = Type.Ref('ExternalAccountBusinessBeneficiaryInput');

function fiatBeneficiary(rule: FiatBeneficiaryRule): TSchema {
  const props: Record<string, TSchema> = { beneficiaryType: Type.Literal('INDIVIDUAL'), fullName: text(255) };
  for (const [name, schema] of Object.entries({ ...individualOptional, ...rule.individualExtra })) {
    props[name] = rule.individualRequired.includes(name) ? schema : Type.Optional(schema);
  }
  return Discriminated<Beneficiary>('beneficiaryType', [
    Type.Object(props, { additionalProperties: false }),
    BusinessBeneficiary,
  ]);
}

const WalletBeneficiaryInput = component<Beneficiary>(
  'ExternalAccountWalletBeneficiaryInput',
  Discriminated<Beneficiary>(
    'beneficiaryType',
    [
      Type.Object(
        {
          beneficiaryType: Type.Literal('INDIVIDUAL'),
          fullName: text(255),
          countryOfResidence: CountryOfResidence,
        },
        { additionalProperties: false },
      ),
      BusinessBeneficiary,
    ],
    'Originator/beneficiary information (Travel Rule). Optional; required for THIRD_PARTY wallets of customers in the EU/EEA',
  ),
);
const WalletBeneficiary = Type.Ref('ExternalAccountWalletBeneficiaryInput');

// ---------------------------------------------------------------------------------------------
// accountInfo, create
// ---------------------------------------------------------------------------------------------

export interface AccountInfoInput {
  accountType: string;
  beneficiary?: Beneficiary;
  [field: string]: unknown;
}

const accountTypeSchema = (def: AccountTypeDefinition) =>
  def.aliases.length > 0
    ? StringEnum([def.accountType, ...def.aliases], {
        description: `${def.aliases.join(', ')} is accepted as an alias of ${def.accountType}`,
      })
    : Type.Literal(def.accountType);

/** The beneficiary of most fiat types: no individual field beyond `fullName` is required. */
const PlainFiatBeneficiaryInput = component<Beneficiary>(
  'ExternalAccountBeneficiaryInput',
  fiatBeneficiary({ individualRequired: [], individualExtra: {} }),
);
const plainFiatBeneficiary = Type.Ref('ExternalAccountBeneficiaryInput');

/** `countries` and `paymentRails` of a fiat create body (the 2026-02-25 revision requires both). */
function fiatChoices(def: AccountTypeDefinition): Record<string, TSchema> {
  const countries = Array.isArray(def.countries) ? (def.countries as readonly string[]) : undefined;
  return {
    countries: Type.Optional(
      Type.Array(
        countries && countries.length > 0
          ? StringEnum(countries)
          : Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2' }),
        {
          minItems: 1,
          maxItems: 30,
          uniqueItems: true,
          description: 'Countries the account is in; default: the country of the account',
        },
      ),
    ),
    paymentRails: Type.Optional(
      Type.Array(StringEnum([...def.rails, ...(def.acceptedRails ?? [])]), {
        minItems: 1,
        uniqueItems: true,
        description: 'Rails payments to this account may use; default: every rail its fields allow',
      }),
    ),
  };
}

function createVariant(def: AccountTypeDefinition): TSchema {
  const props: Record<string, TSchema> = { accountType: accountTypeSchema(def) };
  for (const [name, schema] of Object.entries(def.fields)) {
    props[name] = def.required.includes(name) ? schema : Type.Optional(schema);
  }
  if (def.kind === 'FIAT') Object.assign(props, fiatChoices(def));
  if (def.beneficiary === 'WALLET') props.beneficiary = Type.Optional(WalletBeneficiary);
  else if (def.beneficiary !== 'NONE') {
    const plain =
      def.beneficiary.individualRequired.length === 0 &&
      Object.keys(def.beneficiary.individualExtra).length === 0;
    props.beneficiary = plain ? plainFiatBeneficiary : fiatBeneficiary(def.beneficiary);
  }
  return Type.Object(props, { additionalProperties: false, title: def.accountType });
}

const legacyDescription = (legacy: LegacyAccountType): string => {
  const target =
    legacy.accountType === 'IBAN'
      ? 'EUR_ACCOUNT (DKK_ACCOUNT, AED_ACCOUNT for those currencies)'
      : legacy.target('');
  const renames = Object.entries(legacy.renames)
    .map(([from, to]) => `, ${from} as ${to}`)
    .join('');
  return `Type of the 2025-10-13 revision, stored and answered as ${target}${renames}; without a beneficiary the customer is the beneficiary`;
};

function legacyVariant(legacy: LegacyAccountType): TSchema {
  const props: Record<string, TSchema> = { accountType: Type.Literal(legacy.accountType) };
  for (const [name, schema] of Object.entries(legacy.fields)) {
    props[name] = legacy.required.includes(name) ? schema : Type.Optional(schema);
  }
  props.beneficiary = Type.Optional(plainFiatBeneficiary);
  return Type.Object(props, {
    additionalProperties: false,
    title: legacy.accountType,
    description: legacyDescription(legacy),
  });
}

export const ExternalAccountCreateInfo = component<AccountInfoInput>(
  'ExternalAccountCreateInfo',
  Discriminated<AccountInfoInput>(
    'accountType',
    [...ACCOUNT_TYPES.map(createVariant), ...LEGACY_ACCOUNT_TYPES.map(legacyVariant)],
    'Account details; the fields depend on `accountType` (see docs/external-account-types.md)',
  ),
);
export const AccountInfoCreate = Type.Unsafe<AccountInfoInput>(Type.Ref('ExternalAccountCreateInfo'));

const createCommon = {
  currency: CurrencyCode,
  platformAccountId: Type.Optional(text(255)),
  ownershipType: Type.Optional(
    StringEnum(OWNERSHIP_TYPES, {
      description:
        'Whose account it is. Required for self-custody wallets of customers subject to the Travel Rule (EU/EEA regions)',
    }),
  ),
  accountInfo: AccountInfoCreate,
};

export const CreateCustomerExternalAccountBody = Type.Object(
  {
    customerId: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 128,
        description: 'Customer:<uuid> of this platform; absent: an account of the platform itself',
      }),
    ),
    ...createCommon,
    defaultUmaDepositAccount: Type.Optional(
      Type.Boolean({
        default: false,
        description: "Deposit incoming UMA payments here; replaces the customer's previous default",
      }),
    ),
  },
  { additionalProperties: false },
);
export type CreateCustomerExternalAccountBody = Static<typeof CreateCustomerExternalAccountBody>;

export const CreatePlatformExternalAccountBody = Type.Object(
  {
    customerId: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 128,
        description: "Customer:<uuid>: the account is that customer's (as POST /customers/external-accounts)",
      }),
    ),
    ...createCommon,
  },
  { additionalProperties: false },
);
export type CreatePlatformExternalAccountBody = Static<typeof CreatePlatformExternalAccountBody>;

/** What the service needs from either create body. */
export interface CreateExternalAccountInput {
  customerId?: string;
  currency: string;
  platformAccountId?: string;
  ownershipType?: OwnershipType;
  defaultUmaDepositAccount?: boolean;
  accountInfo: AccountInfoInput;
}

// ---------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------

/** Response fields are not re-validated: patterns and lengths are dropped, names and enums stay. */
function loosen(schema: TSchema): TSchema {
  const s = schema as { type?: unknown; enum?: unknown; const?: unknown; description?: string };
  if (s.type === 'string' && s.enum === undefined && s.const === undefined) {
    return Type.String(s.description ? { description: s.description } : {});
  }
  return schema;
}

const AddressView = Type.Object({
  line1: Type.String(),
  line2: Type.Optional(Type.String()),
  city: Type.Optional(Type.String()),
  state: Type.Optional(Type.String()),
  postalCode: Type.String(),
  country: Type.String(),
});

const optionalStrings = (...names: string[]) =>
  Object.fromEntries(names.map((n) => [n, Type.Optional(Type.String())]));

export const BusinessBeneficiaryView = component<Beneficiary>(
  'ExternalAccountBusinessBeneficiary',
  Type.Object({
    beneficiaryType: Type.Literal('BUSINESS'),
    legalName: Type.String(),
    ...optionalStrings('registrationNumber', 'taxId', 'email', 'phoneNumber', 'countryOfResidence'),
    address: Type.Optional(AddressView),
  }),
);

/** The individual beneficiary of a fiat type: what the type requires on create, plus what answers always fill. */
function individualView(rule: FiatBeneficiaryRule): TSchema {
  const required = new Set([...rule.individualRequired, ...(rule.individualFilled ?? [])]);
  const props: Record<string, TSchema> = {
    beneficiaryType: Type.Literal('INDIVIDUAL'),
    fullName: Type.String(),
  };
  for (const [name, schema] of Object.entries({ ...individualOptional, ...rule.individualExtra })) {
    const view = name === 'address' ? AddressView : loosen(schema);
    props[name] = required.has(name) ? view : Type.Optional(view);
  }
  return Type.Object(props);
}

const beneficiaryView = (individual: TSchema) =>
  Discriminated<Beneficiary>('beneficiaryType', [individual, Type.Ref('ExternalAccountBusinessBeneficiary')]);

const WalletBeneficiaryView = beneficiaryView(
  Type.Object({
    beneficiaryType: Type.Literal('INDIVIDUAL'),
    fullName: Type.String(),
    countryOfResidence: Type.String(),
  }),
);

/** One accountInfo variant as answered: the type's fields, and for bank accounts rails, countries and beneficiary. */
function viewVariant(def: AccountTypeDefinition): TSchema {
  const props: Record<string, TSchema> = { accountType: Type.Literal(def.accountType) };
  for (const [name, schema] of Object.entries(def.fields)) {
    // CFA regions: the older revisions enumerate fewer countries than the CFA zones have.
    const view =
      name === 'region'
        ? Type.String({ description: 'Country of the mobile money account' })
        : loosen(schema);
    const answered = def.required.includes(name) || (def.answered ?? []).includes(name);
    props[name] = answered ? view : Type.Optional(view);
  }
  if (def.kind === 'FIAT') {
    const countries = Array.isArray(def.countries) ? (def.countries as readonly string[]) : [];
    props.paymentRails = Type.Array(StringEnum(def.rails), {
      description: 'Rails payments to this account can use',
    });
    props.countries = Type.Array(countries.length > 0 ? StringEnum(countries) : Type.String(), {
      description: 'Countries the account is in',
    });
    props.beneficiary = beneficiaryView(individualView(def.beneficiary as FiatBeneficiaryRule));
  } else if (def.beneficiary === 'WALLET') {
    props.beneficiary = Type.Optional(WalletBeneficiaryView);
  }
  return Type.Object(props, { title: def.accountType });
}

/** The answered accountInfo of one type (operations that only ever return that type). */
export function externalAccountInfoVariant(accountType: string): TSchema {
  const def = ACCOUNT_TYPES.find((d) => d.accountType === accountType);
  if (!def) throw new Error(`no account type ${accountType}`);
  return viewVariant(def);
}

export const ExternalAccountInfo = component<Record<string, unknown> & { accountType: string }>(
  'ExternalAccountInfo',
  Discriminated(
    'accountType',
    ACCOUNT_TYPES.map(viewVariant),
    "The accountInfo as created, in the fields of its accountType (old-revision types and field names answered in today's), plus `paymentRails`, `countries` and the beneficiary for bank accounts",
  ),
);

export const ExternalAccountObject = Type.Object({
  id: Type.String({ description: 'ExternalAccount:<uuid>' }),
  customerId: Type.Optional(Type.String({ description: 'Owning customer; absent for platform accounts' })),
  status: StringEnum(EXTERNAL_ACCOUNT_STATUSES),
  platformAccountId: Type.Optional(Type.String()),
  ownershipType: Type.Optional(StringEnum(OWNERSHIP_TYPES)),
  currency: Type.String(),
  defaultUmaDepositAccount: Type.Boolean(),
  beneficiaryVerificationStatus: Type.Optional(StringEnum(BENEFICIARY_VERIFICATION_STATUSES)),
  beneficiaryVerifiedData: Type.Optional(
    Type.Object({ fullName: Type.Optional(Type.String({ description: 'Holder name the rail returned' })) }),
  ),
  accountInfo: Type.Unsafe<Record<string, unknown> & { accountType: string }>(
    Type.Ref('ExternalAccountInfo'),
  ),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

/** The shared component; routes answer `ExternalAccountSchema` (a reference to it). */
export const ExternalAccountComponent = component<Static<typeof ExternalAccountObject>>(
  'ExternalAccount',
  ExternalAccountObject,
);
export const ExternalAccountSchema = Type.Unsafe<Static<typeof ExternalAccountObject>>(
  Type.Ref('ExternalAccount'),
);

const legacyBeneficiary = Discriminated<Beneficiary>('beneficiaryType', [
  Type.Object({
    beneficiaryType: Type.Literal('INDIVIDUAL'),
    fullName: Type.String(),
    birthDate: Type.String({ format: 'date' }),
    nationality: Type.String(),
    address: Type.Optional(AddressView),
  }),
  Type.Object({
    beneficiaryType: Type.Literal('BUSINESS'),
    legalName: Type.String(),
    ...optionalStrings('registrationNumber', 'taxId'),
    address: Type.Optional(AddressView),
  }),
]);
const legacyInfo = (accountType: string, required: Record<string, TSchema>, optional: string[]) =>
  Type.Object({
    accountType: Type.Literal(accountType),
    ...required,
    ...optionalStrings(...optional),
    ...(accountType === 'SPARK_WALLET' ? {} : { beneficiary: Type.Optional(legacyBeneficiary) }),
  });

/** An account in the shape of the 2025-10-13 revision (its platform list named the list `accounts`). */
export const LegacyExternalAccount = Type.Object({
  id: Type.String(),
  customerId: Type.Optional(Type.String()),
  platformAccountId: Type.Optional(Type.String()),
  currency: Type.String(),
  status: StringEnum(['PENDING', 'ACTIVE', 'UNDER_REVIEW', 'INACTIVE']),
  accountInfo: Discriminated<Record<string, unknown>>('accountType', [
    legacyInfo(
      'US_ACCOUNT',
      {
        accountNumber: Type.String(),
        routingNumber: Type.String(),
        accountCategory: StringEnum(['CHECKING', 'SAVINGS']),
      },
      ['bankName'],
    ),
    legacyInfo('CLABE', { clabeNumber: Type.String(), bankName: Type.String() }, []),
    legacyInfo('IBAN', { iban: Type.String(), bankName: Type.String() }, ['swiftBic']),
    legacyInfo(
      'PIX',
      { pixKey: Type.String(), pixKeyType: StringEnum(['CNPJ', 'CPF', 'EMAIL', 'PHONE', 'RANDOM']) },
      ['bankName'],
    ),
    legacyInfo('UPI', { vpa: Type.String() }, []),
    legacyInfo('SPARK_WALLET', { address: Type.String() }, []),
  ]),
});
export type LegacyExternalAccount = Static<typeof LegacyExternalAccount>;

/** Every shared component of this module, for its manifest (./manifest.ts). */
export const externalAccountComponents: TSchema[] = [
  BusinessBeneficiaryInput,
  PlainFiatBeneficiaryInput,
  WalletBeneficiaryInput,
  ExternalAccountCreateInfo,
  BusinessBeneficiaryView,
  ExternalAccountInfo,
  ExternalAccountComponent,
];

export type ExternalAccount = Static<typeof ExternalAccountObject>;

// ---------------------------------------------------------------------------------------------
// Lists, params, trust
// ---------------------------------------------------------------------------------------------

export const ListCustomerExternalAccountsQuery = Type.Object(
  {
    ...PageQuery,
    customerId: Type.Optional(Type.String({ minLength: 1, maxLength: 128, description: 'Customer:<uuid>' })),
    currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3,5}$' })),
  },
  { additionalProperties: false },
);
export const ListPlatformExternalAccountsQuery = Type.Object(
  { ...PageQuery, currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3,5}$' })) },
  { additionalProperties: false },
);

export const ExternalAccountParams = Type.Object({
  externalAccountId: Type.String({ description: 'ExternalAccount:<uuid>' }),
});

export const TrustRequestBody = Type.Object(
  {
    scaFactor: Type.Optional(
      StringEnum(SCA_FACTORS, {
        description: "Extension: the customer's factor to challenge with (default SMS_OTP)",
      }),
    ),
  },
  { additionalProperties: false },
);

export const TrustResponse = Type.Object({
  scaChallenge: Type.Optional(ScaChallengeRef),
  trusted: Type.Optional(
    Type.Boolean({ description: 'Present when the change applied at once (no SCA region)' }),
  ),
});

const nullableString = (maxLength: number, description: string) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength, description });

export const TrustConfirmBody = Type.Object(
  {
    challengeId: Type.Optional(
      nullableString(128, 'The scaChallenge id (optional: there is one outstanding challenge)'),
    ),
    code: Type.Optional(nullableString(12, 'The one-time code (sandbox: 123456)')),
    passkeyAssertion: Type.Optional(
      Type.Unsafe<Record<string, unknown> | null>({
        type: ['object', 'null'],
        additionalProperties: true,
        maxProperties: 20,
        description:
          'WebAuthn assertion of an enrolled passkey (credentialId, clientDataJson, authenticatorData, signature, userHandle); instead of `code`, with `origin`',
      }),
    ),
    origin: Type.Optional(
      nullableString(512, 'Web origin the passkey assertion was made on (required with passkeyAssertion)'),
    ),
  },
  { additionalProperties: false },
);
export type TrustConfirmBody = Static<typeof TrustConfirmBody>;

export const TrustConfirmResponse = Type.Object({ trusted: Type.Boolean() });
