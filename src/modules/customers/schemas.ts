import { type Static, type TSchema, Type } from 'typebox';
import { DateRangeQuery, PageQuery, StringEnum, Timestamp } from '../../http/schemas.js';

export const CUSTOMER_TYPES = ['INDIVIDUAL', 'BUSINESS'] as const;
export const KYC_STATUSES = ['UNVERIFIED', 'PENDING', 'APPROVED', 'REJECTED'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
export const TAX_ID_TYPES = ['SSN', 'ITIN', 'EIN', 'NON_US_TAX_ID'] as const;

export const Country = Type.String({
  pattern: '^[A-Z]{2}$',
  description: 'ISO 3166-1 alpha-2',
});
export const DateOnly = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
export const PhoneNumber = Type.String({ pattern: '^\\+[1-9]\\d{1,14}$', description: 'E.164' });
export const Email = Type.String({ format: 'email', maxLength: 254 });
const Text = (maxLength = 255) => Type.String({ minLength: 1, maxLength });

export const Address = Type.Object(
  {
    line1: Text(),
    line2: Type.Optional(Text()),
    city: Type.Optional(Text()),
    state: Type.Optional(Text()),
    postalCode: Text(32),
    country: Country,
  },
  { additionalProperties: false },
);
export type Address = Static<typeof Address>;

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

/** Individual fields; `taxIdentifier` is write-only (never returned). */
const individualFields = {
  fullName: Type.Optional(Text()),
  birthDate: Type.Optional(DateOnly),
  nationality: Type.Optional(Country),
  taxIdType: Type.Optional(StringEnum(TAX_ID_TYPES)),
  taxIdentifier: Type.Optional(Type.String({ minLength: 4, maxLength: 64, writeOnly: true })),
  address: Type.Optional(Address),
  purposeOfAccount: Type.Optional(StringEnum(PURPOSES)),
  purposeOfAccountOtherDescription: Type.Optional(Text(500)),
  expectedMonthlyTransactionCount: Type.Optional(StringEnum(COUNTS)),
  expectedMonthlyTransactionVolume: Type.Optional(StringEnum(VOLUMES)),
  ...EDD,
};

const businessInfoFields = {
  legalName: Text(),
  doingBusinessAs: Type.Optional(Text()),
  country: Country,
  registrationNumber: Type.Optional(Text(64)),
  incorporatedOn: DateOnly,
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
  taxId: Text(64),
  countriesOfOperation: Type.Optional(Type.Array(Country, { uniqueItems: true })),
  businessType: Type.Optional(Text(120)),
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
export const BusinessInfoPatch = Type.Partial(BusinessInfo);

const commonCreate = {
  platformCustomerId: Type.Optional(Text()),
  region: Type.Optional(Country),
  currencies: Type.Optional(Type.Array(Type.String({ pattern: '^[A-Z]{3,5}$' }), { uniqueItems: true })),
  email: Type.Optional(Email),
  phoneNumber: Type.Optional(PhoneNumber),
  umaAddress: Type.Optional(Type.String({ minLength: 3, maxLength: 255 })),
  endUserTermsConsent: Type.Optional(EndUserTermsConsent),
};

/** oneOf with a discriminator: Ajv checks only the branch named by `customerType`, reporting all its errors. */
const byCustomerType = <I extends TSchema, B extends TSchema>(individual: I, business: B) =>
  Type.Unsafe<Static<I> | Static<B>>({
    type: 'object',
    required: ['customerType'],
    discriminator: { propertyName: 'customerType' },
    oneOf: [individual, business],
  });

const IndividualCreate = Type.Object(
  {
    customerType: Type.Literal('INDIVIDUAL'),
    ...commonCreate,
    ...individualFields,
    kycStatus: Type.Optional(
      StringEnum(KYC_STATUSES, { description: 'Accepted for compatibility and ignored' }),
    ),
  },
  { additionalProperties: false },
);
const BusinessCreate = Type.Object(
  {
    customerType: Type.Literal('BUSINESS'),
    ...commonCreate,
    address: Type.Optional(Address),
    businessInfo: BusinessInfo,
    kybStatus: Type.Optional(
      StringEnum(KYC_STATUSES, { description: 'Accepted for compatibility and ignored' }),
    ),
  },
  { additionalProperties: false },
);
export const CreateCustomerBody = byCustomerType(IndividualCreate, BusinessCreate);
export type CreateCustomerBody = Static<typeof IndividualCreate> | Static<typeof BusinessCreate>;

const commonPatch = {
  currencies: commonCreate.currencies,
  email: commonCreate.email,
  phoneNumber: commonCreate.phoneNumber,
  umaAddress: commonCreate.umaAddress,
  endUserTermsConsent: commonCreate.endUserTermsConsent,
};
const IndividualPatch = Type.Object(
  { customerType: Type.Literal('INDIVIDUAL'), ...commonPatch, ...individualFields },
  { additionalProperties: false },
);
const BusinessPatch = Type.Object(
  {
    customerType: Type.Literal('BUSINESS'),
    ...commonPatch,
    address: Type.Optional(Address),
    businessInfo: Type.Optional(BusinessInfoPatch),
  },
  { additionalProperties: false },
);
export const UpdateCustomerBody = byCustomerType(IndividualPatch, BusinessPatch);
export type UpdateCustomerBody = Static<typeof IndividualPatch> | Static<typeof BusinessPatch>;

const { taxIdentifier: _writeOnly, ...individualResponseFields } = individualFields;

const customerResponseCommon = {
  id: Type.String({ description: 'Customer:<uuid>' }),
  platformCustomerId: Type.String(),
  umaAddress: Type.String(),
  region: Type.Optional(Type.String()),
  currencies: Type.Optional(Type.Array(Type.String())),
  email: Type.Optional(Type.String()),
  phoneNumber: Type.Optional(Type.String()),
  endUserTermsConsent: Type.Optional(EndUserTermsConsent),
  contactVerification: Type.Optional(ContactVerification),
  isDeleted: Type.Boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
};

export const BeneficialOwnerRef = Type.Object({}, { additionalProperties: true });

export const Customer = Type.Unsafe<Record<string, unknown>>({
  oneOf: [
    Type.Object({
      customerType: Type.Literal('INDIVIDUAL'),
      ...customerResponseCommon,
      kycStatus: StringEnum(KYC_STATUSES),
      ...individualResponseFields,
    }),
    Type.Object({
      customerType: Type.Literal('BUSINESS'),
      ...customerResponseCommon,
      kybStatus: StringEnum(KYC_STATUSES),
      address: Type.Optional(Address),
      businessInfo: Type.Object(businessInfoFields),
      beneficialOwners: Type.Optional(Type.Array(BeneficialOwnerRef)),
    }),
  ],
  discriminator: { propertyName: 'customerType' },
});

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

export const KycLinkBody = Type.Object(
  { redirectUri: Type.Optional(Type.String({ format: 'uri', pattern: '^https?://', maxLength: 2048 })) },
  { additionalProperties: false },
);
export const KycLink = Type.Object({
  kycUrl: Type.String({ format: 'uri', description: 'Single-use hosted verification URL' }),
  expiresAt: Timestamp,
  provider: StringEnum(['SUMSUB']),
  token: Type.Optional(Type.String({ description: 'Provider SDK token' })),
});

export const ConfirmCodeBody = Type.Object(
  { code: Type.String({ minLength: 4, maxLength: 12 }) },
  { additionalProperties: false },
);
