import { type Static, type TSchema, Type } from 'typebox';
import { Discriminated, PageQuery, StringEnum, Timestamp } from '../../http/schemas.js';
import { Address, Country, DateOnly, Email, PhoneNumber } from '../customers/schemas.js';
import {
  ACCOUNT_TYPE_NAMES,
  ACCOUNT_TYPES,
  type AccountTypeDefinition,
  type FiatBeneficiaryRule,
  PAYMENT_RAILS,
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

const individualOptional: Record<string, TSchema> = {
  birthDate: DateOnly,
  nationality: Country,
  email: Email,
  phoneNumber: PhoneNumber,
  countryOfResidence: Country,
  address: Address,
};

const BusinessBeneficiary = Type.Object(
  {
    beneficiaryType: Type.Literal('BUSINESS'),
    legalName: text(255),
    registrationNumber: Type.Optional(text(64)),
    taxId: Type.Optional(text(64)),
    email: Type.Optional(Email),
    phoneNumber: Type.Optional(PhoneNumber),
    countryOfResidence: Type.Optional(Country),
    address: Type.Optional(Address),
  },
  { additionalProperties: false },
);

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

const WalletBeneficiary = Discriminated<Beneficiary>(
  'beneficiaryType',
  [
    Type.Object(
      { beneficiaryType: Type.Literal('INDIVIDUAL'), fullName: text(255), countryOfResidence: Country },
      { additionalProperties: false },
    ),
    BusinessBeneficiary,
  ],
  'Originator/beneficiary information (Travel Rule). Optional; required for THIRD_PARTY wallets of customers in the EU/EEA',
);

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

const plainFiatBeneficiary = fiatBeneficiary({ individualRequired: [], individualExtra: {} });

function createVariant(def: AccountTypeDefinition): TSchema {
  const props: Record<string, TSchema> = { accountType: accountTypeSchema(def) };
  for (const [name, schema] of Object.entries(def.fields)) {
    props[name] = def.required.includes(name) ? schema : Type.Optional(schema);
  }
  if (def.beneficiary === 'WALLET') props.beneficiary = Type.Optional(WalletBeneficiary);
  else if (def.beneficiary !== 'NONE') {
    const plain =
      def.beneficiary.individualRequired.length === 0 &&
      Object.keys(def.beneficiary.individualExtra).length === 0;
    props.beneficiary = plain ? plainFiatBeneficiary : fiatBeneficiary(def.beneficiary);
  }
  return Type.Object(props, { additionalProperties: false, title: def.accountType });
}

export const AccountInfoCreate = Discriminated<AccountInfoInput>(
  'accountType',
  ACCOUNT_TYPES.map(createVariant),
  'Account details; the fields depend on `accountType` (see docs/external-account-types.md)',
);

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
    customerId: Type.String({
      minLength: 1,
      maxLength: 128,
      description: 'Customer:<uuid> of this platform',
    }),
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

export const CreatePlatformExternalAccountBody = Type.Object(createCommon, { additionalProperties: false });
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

const BeneficiaryView = Type.Object({
  beneficiaryType: StringEnum(['INDIVIDUAL', 'BUSINESS']),
  ...optionalStrings(
    'fullName',
    'legalName',
    'birthDate',
    'nationality',
    'email',
    'phoneNumber',
    'countryOfResidence',
    'registrationNumber',
    'taxId',
    'documentType',
    'documentNumber',
  ),
  address: Type.Optional(AddressView),
});

/**
 * One object with the fields of every account type (the create variants say which belong to
 * which type). A single schema keeps responses fast to serialize and the OpenAPI document
 * small; every stored field is listed, so nothing is dropped.
 */
function accountInfoView(): TSchema {
  const seen = new Map<string, TSchema[]>();
  for (const def of ACCOUNT_TYPES) {
    for (const [name, schema] of Object.entries(def.fields))
      seen.set(name, [...(seen.get(name) ?? []), schema]);
  }
  const fields: Record<string, TSchema> = {};
  for (const [name, schemas] of seen) {
    const same = schemas.every((schema) => schema === schemas[0]);
    fields[name] = Type.Optional(same ? loosen(schemas[0] as TSchema) : Type.String());
  }
  return Type.Object(
    {
      accountType: StringEnum(ACCOUNT_TYPE_NAMES),
      ...fields,
      paymentRails: Type.Optional(
        Type.Array(StringEnum(PAYMENT_RAILS), {
          description: 'Bank accounts: rails payments to this account can use',
        }),
      ),
      beneficiary: Type.Optional(BeneficiaryView),
    },
    {
      description:
        'The accountInfo as created (the fields of its accountType, see the create body), plus `paymentRails` for bank accounts',
    },
  );
}

export const AccountInfoView = accountInfoView();

export const ExternalAccountSchema = Type.Object({
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
  accountInfo: AccountInfoView,
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type ExternalAccount = Static<typeof ExternalAccountSchema>;

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

export const SCA_FACTORS = ['SMS_OTP', 'TOTP', 'PASSKEY'] as const;

export const ScaChallengeSchema = Type.Object({
  id: Type.String({ description: 'ScaChallenge:<uuid>' }),
  challengeId: Type.String({ description: 'Same as `id`; send it back in the confirm body' }),
  expiresAt: Timestamp,
  factor: StringEnum(SCA_FACTORS),
  availableFactors: Type.Array(StringEnum(SCA_FACTORS)),
});

export const TrustResponse = Type.Object({
  scaChallenge: Type.Optional(ScaChallengeSchema),
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
  },
  { additionalProperties: false },
);
export type TrustConfirmBody = Static<typeof TrustConfirmBody>;

export const TrustConfirmResponse = Type.Object({ trusted: Type.Boolean() });
