import { SignedRequestChallenge } from '../../http/signed-retry.js';
import { type Static, type TSchema, Type } from 'typebox';
import {
  Country,
  DateRangeQuery,
  Discriminated,
  PageQuery,
  StringEnum,
  Timestamp,
} from '../../http/schemas.js';
import { BeneficialOwnerSchema, LegacyBeneficialOwner } from './beneficial-owners.schemas.js';
import { Address, DateOnly, Email, KYC_STATUSES, PhoneNumber, TAX_ID_TYPES, Text } from './fields.js';

// Other modules import these from here (the country schema lives with the shared schemas).
export { Address, Country, DateOnly, Email, KYC_STATUSES, PhoneNumber, TAX_ID_TYPES };
export type { KycStatus } from './fields.js';

export const CUSTOMER_TYPES = ['INDIVIDUAL', 'BUSINESS'] as const;
/**
 * What a business's `kycStatus` said in the revisions before `kybStatus` existed; of their
 * values only these three describe states a business has here.
 */
export const LEGACY_BUSINESS_KYC_STATUSES = ['APPROVED', 'REJECTED', 'PENDING_REVIEW'] as const;

export const EndUserTermsConsent = Type.Object(
  {
    termsVersion: Text(32),
    acceptedAt: Timestamp,
    ipAddress: Type.String({ minLength: 2, maxLength: 45 }),
    acceptanceMethod: StringEnum(['CHECKBOX', 'CLICK_TO_ACCEPT']),
  },
  { additionalProperties: false },
);

const ContactVerification = Type.Object({
  email: StringEnum(['PENDING', 'VERIFIED']),
  phone: StringEnum(['PENDING', 'VERIFIED']),
});

const EDD = {
  sourceOfFundsCategories: Type.Optional(
    Type.Array(
      StringEnum([
        'SALARY',
        'SELF_EMPLOYMENT_INCOME',
        'INVESTMENT_INCOME',
        'PENSION',
        'RENTAL_INCOME',
        'GIFT',
        'INHERITANCE',
        'LOAN',
        'SAVINGS',
        'SALE_OF_ASSETS',
        'OTHER',
      ]),
    ),
  ),
  sourceOfFundsOtherDescription: Type.Optional(Text(500)),
  sourceOfWealthCategories: Type.Optional(
    Type.Array(
      StringEnum([
        'SALARY',
        'BUSINESS_INCOME',
        'INVESTMENTS',
        'INHERITANCE',
        'PROPERTY_SALE',
        'GIFT',
        'RETIREMENT',
        'SAVINGS',
        'OTHER',
      ]),
    ),
  ),
  sourceOfWealthOtherDescription: Type.Optional(Text(500)),
  annualIncomeRange: Type.Optional(
    StringEnum(['UNDER_50K', 'RANGE_50K_100K', 'RANGE_100K_250K', 'RANGE_250K_1M', 'OVER_1M']),
  ),
  netWorthRange: Type.Optional(
    StringEnum(['UNDER_100K', 'RANGE_100K_500K', 'RANGE_500K_1M', 'RANGE_1M_5M', 'RANGE_5M_25M', 'OVER_25M']),
  ),
  pepStatus: Type.Optional(StringEnum(['NONE', 'DOMESTIC', 'FOREIGN', 'HIO', 'FAMILY_OR_ASSOCIATE'])),
};

const PURPOSES = [
  'CONTRACTOR_PAYOUTS',
  'CREATOR_PAYOUTS',
  'EMPLOYEE_PAYOUTS',
  'MARKETPLACE_SELLER_PAYOUTS',
  'SUPPLIER_PAYMENTS',
  'CROSS_BORDER_B2B',
  'AR_AUTOMATION',
  'AP_AUTOMATION',
  'EMBEDDED_PAYMENTS',
  'PLATFORM_FEE_COLLECTION',
  'P2P_TRANSFERS',
  'CHARITABLE_DONATIONS',
  'OTHER',
] as const;
const COUNTS = [
  'COUNT_UNDER_10',
  'COUNT_10_TO_100',
  'COUNT_100_TO_500',
  'COUNT_500_TO_1000',
  'COUNT_OVER_1000',
] as const;
const VOLUMES = [
  'VOLUME_UNDER_10K',
  'VOLUME_10K_TO_100K',
  'VOLUME_100K_TO_1M',
  'VOLUME_1M_TO_10M',
  'VOLUME_OVER_10M',
] as const;

const TaxIdentifier = Type.String({ minLength: 4, maxLength: 64, writeOnly: true });

/**
 * Individual fields. `taxIdType`/`taxIdentifier` (the spec's names) and `idType`/`identifier`
 * (the contract's) are two spellings of one stored value; the identifier is write-only.
 */
const individualFields = {
  fullName: Type.Optional(Text()),
  birthDate: Type.Optional(DateOnly),
  nationality: Type.Optional(Country),
  taxIdType: Type.Optional(StringEnum(TAX_ID_TYPES)),
  taxIdentifier: Type.Optional(TaxIdentifier),
  idType: Type.Optional(StringEnum(TAX_ID_TYPES, { description: 'Same as `taxIdType`' })),
  identifier: Type.Optional({ ...TaxIdentifier, description: 'Same as `taxIdentifier` (write-only)' }),
  countryOfIssuance: Type.Optional({ ...Country, description: 'Country that issued the identifier' }),
  address: Type.Optional(Address),
  purposeOfAccount: Type.Optional(StringEnum(PURPOSES)),
  purposeOfAccountOtherDescription: Type.Optional(Text(500)),
  expectedMonthlyTransactionCount: Type.Optional(StringEnum(COUNTS)),
  expectedMonthlyTransactionVolume: Type.Optional(StringEnum(VOLUMES)),
  ...EDD,
};

const BUSINESS_TYPES = [
  'ACCOMMODATION_AND_FOOD_SERVICES',
  'ADMINISTRATIVE_AND_SUPPORT_AND_WASTE_MANAGEMENT_AND_REMEDIATION_SERVICES',
  'AGRICULTURE_FORESTRY_FISHING_AND_HUNTING',
  'ARTS_ENTERTAINMENT_AND_RECREATION',
  'CONSTRUCTION',
  'EDUCATIONAL_SERVICES',
  'FINANCE_AND_INSURANCE',
  'HEALTH_CARE_AND_SOCIAL_ASSISTANCE',
  'INFORMATION',
  'MANAGEMENT_OF_COMPANIES_AND_ENTERPRISES',
  'MANUFACTURING',
  'MINING_QUARRYING_AND_OIL_AND_GAS_EXTRACTION',
  'OTHER_SERVICES',
  'PROFESSIONAL_SCIENTIFIC_AND_TECHNICAL_SERVICES',
  'PUBLIC_ADMINISTRATION',
  'REAL_ESTATE_AND_RENTAL_AND_LEASING',
  'RETAIL_TRADE',
  'TRANSPORTATION_AND_WAREHOUSING',
  'UTILITIES',
  'WHOLESALE_TRADE',
] as const;

/**
 * Nothing is required at creation (the spec requires none of it there; the 2025-10-13
 * revision has even `legalName` optional, and the SDK of 2026-02-25 sends businesses without
 * `country`, `incorporatedOn` or `taxId`). KYB reports what is missing when it is submitted.
 */
const businessInfoFields = {
  legalName: Type.Optional(Text()),
  doingBusinessAs: Type.Optional(Text()),
  country: Type.Optional(Country),
  registrationNumber: Type.Optional(Text(64)),
  incorporatedOn: Type.Optional(DateOnly),
  entityType: Type.Optional(
    StringEnum([
      'SOLE_PROPRIETORSHIP',
      'PARTNERSHIP',
      'LLC',
      'CORPORATION',
      'S_CORPORATION',
      'NON_PROFIT',
      'PUBLICLY_LISTED_COMPANY',
      'TRUST',
      'PRIVATE_FOUNDATION',
      'CHARITY',
      'OTHER',
    ]),
  ),
  taxId: Type.Optional(Text(64)),
  countriesOfOperation: Type.Optional(Type.Array(Country, { uniqueItems: true })),
  businessType: Type.Optional(StringEnum(BUSINESS_TYPES)),
  purposeOfAccount: Type.Optional(StringEnum(PURPOSES)),
  sourceOfFunds: Type.Optional(Text(500)),
  sourceOfFundsCategories: Type.Optional(
    Type.Array(
      StringEnum([
        'OPERATING_REVENUE',
        'INVESTMENT_INCOME',
        'LOANS',
        'VENTURE_CAPITAL',
        'PERSONAL_SAVINGS',
        'DONATIONS',
        'OTHER',
      ]),
    ),
  ),
  sourceOfFundsOtherDescription: Type.Optional(Text(500)),
  purposeOfAccountOtherDescription: Type.Optional(Text(500)),
  expectedMonthlyTransactionCount: Type.Optional(StringEnum(COUNTS)),
  expectedMonthlyTransactionVolume: Type.Optional(StringEnum(VOLUMES)),
  expectedRecipientJurisdictions: Type.Optional(Type.Array(Country)),
  expectedCounterpartyCountries: Type.Optional(Type.Array(Country)),
  naicsCode: Type.Optional(Type.String({ pattern: '^\\d{2,6}$' })),
  primaryContactFirstName: Type.Optional(Text(250)),
  primaryContactLastName: Type.Optional(Text(250)),
};
export const BusinessInfo = Type.Object(businessInfoFields, { additionalProperties: false });
export type BusinessInfo = Static<typeof BusinessInfo>;
/** In PATCH every business field is optional; sent fields replace the stored ones. */
// Partial, like Omit and Pick, keeps the fields but not the closing flag: given again.
export const BusinessInfoPatch = Type.Partial(BusinessInfo, { additionalProperties: false });

/**
 * The oldest revision's bank account for a customer. It has no meaning here (external
 * accounts are registered through /customers/external-accounts), so it is validated and
 * ignored.
 */
const legacyAccount = (accountType: string, fields: Record<string, TSchema>) =>
  Type.Object(
    {
      accountType: Type.Literal(accountType),
      currency: Type.Optional(Text(8)),
      platformAccountId: Type.Optional(Text()),
      ...fields,
    },
    { additionalProperties: false },
  );
const LegacyBankAccountInfo = Discriminated(
  'accountType',
  [
    legacyAccount('US_ACCOUNT', {
      accountCategory: StringEnum(['CHECKING', 'SAVINGS']),
      accountNumber: Text(34),
      routingNumber: Text(16),
      bankName: Type.Optional(Text()),
    }),
    legacyAccount('CLABE', { clabeNumber: Text(32), bankName: Text() }),
    legacyAccount('IBAN', { iban: Text(34), bankName: Text(), swiftBic: Type.Optional(Text(11)) }),
    legacyAccount('PIX', {
      pixKey: Text(),
      pixKeyType: StringEnum(['CNPJ', 'CPF', 'EMAIL', 'PHONE', 'RANDOM']),
      bankName: Type.Optional(Text()),
    }),
    legacyAccount('UPI', { vpa: Text() }),
    legacyAccount('SPARK_WALLET', { address: Text(512) }),
    legacyAccount('FBO', { currencyCode: Text(8) }),
  ],
  'Oldest revision only; accepted and ignored (register payout accounts with POST /customers/external-accounts)',
);

const commonCreate = {
  platformCustomerId: Type.Optional(Text()),
  region: Type.Optional(Country),
  currencies: Type.Optional(Type.Array(Type.String({ pattern: '^[A-Z]{3,5}$' }), { uniqueItems: true })),
  email: Type.Optional(Email),
  phoneNumber: Type.Optional(PhoneNumber),
  umaAddress: Type.Optional(Type.String({ minLength: 3, maxLength: 255 })),
  endUserTermsConsent: Type.Optional(EndUserTermsConsent),
  bankAccountInfo: Type.Optional(LegacyBankAccountInfo),
};

const InlineOwners = Type.Array(LegacyBeneficialOwner, {
  maxItems: 25,
  description:
    'Beneficial owners in the shape of the revisions before /beneficial-owners; they become the ' +
    "customer's beneficial owners (in PATCH they replace them). birthDate, nationality and address are " +
    'required; taxId may come later (POST /verifications reports it missing where KYB needs it).',
});

const IndividualCreate = Type.Object(
  {
    customerType: Type.Literal('INDIVIDUAL'),
    ...commonCreate,
    ...individualFields,
    kycStatus: Type.Optional(
      StringEnum(KYC_STATUSES, {
        description: 'Accepted and ignored at creation: the sandbox outcome decides (set it with PATCH)',
      }),
    ),
    kycUrl: Type.Optional(Type.String({ maxLength: 2048, description: 'Oldest revision only; ignored' })),
  },
  { additionalProperties: false },
);
const BusinessCreate = Type.Object(
  {
    customerType: Type.Literal('BUSINESS'),
    ...commonCreate,
    address: Type.Optional(Address),
    businessInfo: Type.Optional(BusinessInfo),
    beneficialOwners: Type.Optional(InlineOwners),
    kybStatus: Type.Optional(
      StringEnum(KYC_STATUSES, {
        description: 'Accepted and ignored at creation: KYB decides (set it with PATCH)',
      }),
    ),
    kycUrl: Type.Optional(Type.String({ maxLength: 2048, description: 'Oldest revision only; ignored' })),
  },
  { additionalProperties: false },
);
export const CreateCustomerBody = Discriminated<
  Static<typeof IndividualCreate> | Static<typeof BusinessCreate>
>('customerType', [IndividualCreate, BusinessCreate]);
export type CreateCustomerBody = Static<typeof IndividualCreate> | Static<typeof BusinessCreate>;

const commonPatch = {
  currencies: commonCreate.currencies,
  email: commonCreate.email,
  phoneNumber: commonCreate.phoneNumber,
  umaAddress: commonCreate.umaAddress,
  endUserTermsConsent: commonCreate.endUserTermsConsent,
  bankAccountInfo: commonCreate.bankAccountInfo,
};
const IndividualPatch = Type.Object(
  {
    customerType: Type.Literal('INDIVIDUAL'),
    ...commonPatch,
    ...individualFields,
    kycStatus: Type.Optional(
      StringEnum(KYC_STATUSES, {
        description:
          'Sets the KYC status (sandbox, or a regulated platform that runs its own KYC); records the CUSTOMER.KYC_* event',
      }),
    ),
  },
  { additionalProperties: false },
);
const BusinessPatch = Type.Object(
  {
    customerType: Type.Literal('BUSINESS'),
    ...commonPatch,
    address: Type.Optional(Address),
    businessInfo: Type.Optional(BusinessInfoPatch),
    beneficialOwners: Type.Optional(InlineOwners),
    kybStatus: Type.Optional(
      StringEnum(KYC_STATUSES, {
        description:
          'Sets the KYB status (sandbox, or a regulated platform that runs its own KYB); records the CUSTOMER.KYB_* event',
      }),
    ),
  },
  { additionalProperties: false },
);
export const UpdateCustomerBody = Discriminated<
  Static<typeof IndividualPatch> | Static<typeof BusinessPatch>
>('customerType', [IndividualPatch, BusinessPatch]);
export type UpdateCustomerBody = Static<typeof IndividualPatch> | Static<typeof BusinessPatch>;

const {
  taxIdentifier: _writeOnly,
  identifier: _writeOnlyToo,
  ...individualResponseFields
} = individualFields;

const customerResponseCommon = {
  id: Type.String({ description: 'Customer:<uuid>' }),
  platformCustomerId: Type.String(),
  umaAddress: Type.String(),
  region: Type.Optional(Type.String()),
  currencies: Type.Optional(Type.Array(Type.String())),
  email: Type.Optional(Type.String({ format: 'email' })),
  phoneNumber: Type.Optional(Type.String()),
  endUserTermsConsent: Type.Optional(EndUserTermsConsent),
  contactVerification: Type.Optional(ContactVerification),
  isDeleted: Type.Boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
};

export const IndividualCustomer = Type.Object(
  {
    customerType: Type.Literal('INDIVIDUAL'),
    ...customerResponseCommon,
    kycStatus: StringEnum(KYC_STATUSES),
    ...individualResponseFields,
  },
  { $id: 'IndividualCustomer' },
);
export const BusinessCustomer = Type.Object(
  {
    customerType: Type.Literal('BUSINESS'),
    ...customerResponseCommon,
    kybStatus: StringEnum(KYC_STATUSES),
    kycStatus: Type.Optional(
      StringEnum(LEGACY_BUSINESS_KYC_STATUSES, {
        description:
          '`kybStatus` in the values of the revisions before it existed: APPROVED, REJECTED, or PENDING_REVIEW ' +
          '(PENDING and HOLD); absent while UNVERIFIED',
      }),
    ),
    address: Type.Optional(Address),
    businessInfo: Type.Optional(
      Type.Object({
        ...businessInfoFields,
        legalName: Type.String({ description: 'As given; empty when businessInfo was given without it' }),
      }),
    ),
    beneficialOwners: Type.Array(Type.Ref('BeneficialOwner')),
  },
  { $id: 'BusinessCustomer' },
);

export const Customer = Discriminated<Record<string, unknown>>('customerType', [
  Type.Ref('IndividualCustomer'),
  Type.Ref('BusinessCustomer'),
]);

/** Shared shapes of this module (OpenAPI components, also known to Ajv). */
export const customerComponents = [
  BeneficialOwnerSchema,
  IndividualCustomer,
  BusinessCustomer,
  // The 202 of a PATCH whose contact change is a signed retry (shared with the wallets module).
  SignedRequestChallenge,
];

export const ListCustomersQuery = Type.Object(
  {
    ...PageQuery,
    platformCustomerId: Type.Optional(Text()),
    customerType: Type.Optional(StringEnum(CUSTOMER_TYPES)),
    region: Type.Optional(Country),
    currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3,5}$' })),
    umaAddress: Type.Optional(Text()),
    isIncludingDeleted: Type.Optional(Type.Boolean({ default: false })),
    ...DateRangeQuery,
  },
  { additionalProperties: false },
);

export const CustomerParams = Type.Object({ customerId: Type.String({ description: 'Customer:<uuid>' }) });

export const EndUserTerms = Type.Object({ version: Type.String(), url: Type.String({ format: 'uri' }) });

const RedirectUri = Type.String({ format: 'uri', pattern: '^https?://', maxLength: 2048 });
export const KycLinkBody = Type.Object(
  { redirectUri: Type.Optional(RedirectUri) },
  { additionalProperties: false },
);
/** No revision gives GET /customers/kyc-link's redirectUri a format: any text (the hosted page links only http(s) ones). */
const QueryRedirectUri = Type.String({
  maxLength: 2048,
  description: 'Where the hosted page sends the customer back; carried on the link as given',
});
export const KycLinkQuery = Type.Object(
  { platformCustomerId: Text(), redirectUri: Type.Optional(QueryRedirectUri) },
  { additionalProperties: false },
);
export const KycLink = Type.Object({
  kycUrl: Type.String({ format: 'uri', description: 'Single-use hosted verification URL' }),
  expiresAt: Timestamp,
  provider: StringEnum(['SUMSUB']),
  token: Type.Optional(Type.String({ description: 'Provider SDK token' })),
});

export const KycLinkOfPlatformCustomer = Type.Object({
  customerId: Type.String({ description: 'Customer:<uuid>' }),
  platformCustomerId: Type.String(),
  ...KycLink.properties,
});

export const ConfirmCodeBody = Type.Object(
  { code: Type.String({ minLength: 4, maxLength: 12 }) },
  { additionalProperties: false },
);
