import { type Static, type TProperties, Type } from 'typebox';
import { CurrencyAmount, Discriminated, PageQuery, StringEnum, Timestamp } from '../../http/schemas.js';

export const INTERNAL_ACCOUNT_TYPES = ['INTERNAL_FIAT', 'INTERNAL_CRYPTO', 'EMBEDDED_WALLET'] as const;
export const INTERNAL_ACCOUNT_STATUSES = ['PENDING', 'ACTIVE', 'CLOSED', 'FROZEN', 'FAILED'] as const;

const text = (description?: string) => Type.String(description ? { description } : {});
const optional = (description?: string) => Type.Optional(text(description));
const rails = (...values: string[]) =>
  Type.Array(StringEnum(values), { description: 'Rails this deposit may arrive on' });
const countries = (...values: string[]) =>
  Type.Array(StringEnum(values), { description: 'Countries of the account' });
const BANK_ACCOUNT_TYPES = ['CHECKING', 'SAVINGS'] as const;
/** Fields every bank variant may carry besides its own (the spec names both for USD and EUR). */
const holder = { accountHolderName: optional('Name the deposit is addressed to') };

const variant = (accountType: string, properties: TProperties) =>
  Type.Object({ accountType: Type.Literal(accountType), ...properties });

/** Bank details for a deposit in a currency paid out by the mobile-money rail. */
const mobileMoney = (accountType: string, extra: TProperties = {}) =>
  variant(accountType, {
    phoneNumber: text('E.164 number the payment is sent to'),
    provider: text('Mobile money provider'),
    paymentRails: rails('MOBILE_MONEY'),
    reference: text('Quote this reference so the deposit reaches this account'),
    ...holder,
    ...extra,
  });
const reference = text('Quote this reference so the deposit reaches this account');

/** The fields of the accounts paid by bank transfer or to a mobile-money phone number. */
const bankOrMobileMoney = {
  phoneNumber: optional(),
  paymentRails: rails('BANK_TRANSFER', 'MOBILE_MONEY'),
  reference,
  ...holder,
};

/** An account reached over SEPA, by its IBAN, in the countries of its currency. */
const sepa = (countryCodes: string[], bic: { swiftBic?: string; swiftCode?: string } = {}) => ({
  iban: text(),
  swiftBic: optional(bic.swiftBic),
  swiftCode: optional(bic.swiftCode),
  countries: countries(...countryCodes),
  paymentRails: rails('SEPA', 'SEPA_INSTANT'),
  reference,
  ...holder,
  bankName: optional(),
});

/**
 * Every variant of the deposit details, by `accountType`: the fields each one requires in any
 * revision of the contract are required here, so each variant decodes for every client.
 */
const ACCOUNT_OR_WALLET_VARIANTS = [
  variant('AED_ACCOUNT', {
    iban: text(),
    swiftCode: optional(),
    paymentRails: rails('BANK_TRANSFER'),
    reference,
    ...holder,
  }),
  variant('ARS_ACCOUNT', { accountNumber: text('CBU/CVU, 22 digits'), reference: optional(), ...holder }),
  variant('BDT_ACCOUNT', {
    accountNumber: optional(),
    bankName: text(),
    branchCode: optional(),
    phoneNumber: optional(),
    swiftCode: optional(),
    paymentRails: rails('BANK_TRANSFER', 'MOBILE_MONEY'),
    reference,
    ...holder,
  }),
  variant('BRL_ACCOUNT', {
    pixKey: text(),
    pixKeyType: text('CPF, CNPJ, EMAIL, PHONE or RANDOM'),
    qrCode: text('PIX copy-and-paste code (EMV BR Code)'),
    taxId: text('CNPJ of the receiving entity'),
    countries: countries('BR'),
    paymentRails: rails('PIX'),
    reference: optional(),
    ...holder,
    bankName: optional(),
  }),
  mobileMoney('BWP_ACCOUNT'),
  variant('CAD_ACCOUNT', {
    accountNumber: text(),
    bankCode: text('Institution number'),
    branchCode: text('Transit number'),
    countries: countries('CA'),
    paymentRails: rails('BANK_TRANSFER'),
    reference,
    ...holder,
    bankName: optional(),
  }),
  variant('CNY_ACCOUNT', {
    accountNumber: optional(),
    bankName: text(),
    ...bankOrMobileMoney,
  }),
  variant('COP_ACCOUNT', { paymentUrl: Type.String({ format: 'uri' }), reference: optional() }),
  variant('DKK_ACCOUNT', sepa(['DK'])),
  variant('EGP_ACCOUNT', {
    bankName: text(),
    iban: optional(),
    ...bankOrMobileMoney,
  }),
  variant(
    'EUR_ACCOUNT',
    sepa('AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK'.split(' '), {
      swiftBic: 'BIC (2026-02-25 name)',
      swiftCode: 'BIC',
    }),
  ),
  variant('GBP_ACCOUNT', {
    sortCode: text(),
    accountNumber: text(),
    countries: countries('GB'),
    paymentRails: rails('FASTER_PAYMENTS'),
    reference,
    ...holder,
    bankName: optional(),
  }),
  variant('GHS_ACCOUNT', {
    accountNumber: optional(),
    bankName: text(),
    ...bankOrMobileMoney,
  }),
  variant('GTQ_ACCOUNT', {
    accountNumber: text(),
    bankAccountType: StringEnum(BANK_ACCOUNT_TYPES),
    bankName: text(),
    paymentRails: rails('BANK_TRANSFER'),
    reference,
    ...holder,
  }),
  variant('HKD_ACCOUNT', {
    accountNumber: text(),
    bankName: text(),
    swiftCode: text(),
    countries: countries('HK'),
    paymentRails: rails('BANK_TRANSFER'),
    reference,
    ...holder,
  }),
  variant('HTG_ACCOUNT', {
    phoneNumber: text('E.164 number the payment is sent to'),
    provider: optional('Mobile money provider'),
    paymentRails: rails('MOBILE_MONEY'),
    reference,
    ...holder,
  }),
  variant('IDR_ACCOUNT', {
    accountNumber: text(),
    bankName: text(),
    phoneNumber: text(),
    sortCode: text('Bank code'),
    swiftCode: text(),
    countries: countries('ID'),
    paymentRails: rails('BANK_TRANSFER'),
    reference,
    ...holder,
  }),
  variant('INR_ACCOUNT', {
    vpa: text('UPI virtual payment address'),
    accountNumber: optional(),
    ifsc: optional(),
    bankName: optional(),
    rail: optional(),
    countries: countries('IN'),
    // Deposits in rupees arrive over UPI only: the one rail every revision lists for them.
    paymentRails: rails('UPI'),
    reference: optional(),
    ...holder,
  }),
  variant('JMD_ACCOUNT', {
    accountNumber: text(),
    bankAccountType: StringEnum(BANK_ACCOUNT_TYPES),
    bankName: text(),
    branchCode: text(),
    paymentRails: rails('BANK_TRANSFER'),
    reference,
    ...holder,
  }),
  mobileMoney('KES_ACCOUNT'),
  mobileMoney('MWK_ACCOUNT'),
  variant('MXN_ACCOUNT', {
    clabeNumber: text(),
    countries: countries('MX'),
    paymentRails: rails('SPEI'),
    reference,
    ...holder,
    bankName: optional(),
  }),
  ...(['MYR', 'THB', 'VND'] as const).map((code) =>
    variant(`${code}_ACCOUNT`, {
      accountNumber: text(),
      bankName: text(),
      swiftCode: text(),
      countries: countries({ MYR: 'MY', THB: 'TH', VND: 'VN' }[code]),
      paymentRails: rails('BANK_TRANSFER'),
      reference,
      ...holder,
    }),
  ),
  ...(['NGN', 'PHP'] as const).map((code) =>
    variant(`${code}_ACCOUNT`, {
      accountNumber: text(),
      bankName: text(),
      countries: countries({ NGN: 'NG', PHP: 'PH' }[code]),
      paymentRails: rails('BANK_TRANSFER'),
      reference,
      ...holder,
    }),
  ),
  variant('PKR_ACCOUNT', {
    accountNumber: optional(),
    bankName: text(),
    iban: optional(),
    ...bankOrMobileMoney,
  }),
  mobileMoney('RWF_ACCOUNT'),
  variant('SGD_ACCOUNT', {
    accountNumber: text(),
    bankName: text(),
    swiftCode: text(),
    countries: countries('SG'),
    paymentRails: rails('BANK_TRANSFER', 'FAST', 'PAYNOW'),
    reference,
    ...holder,
  }),
  variant('SLV_ACCOUNT', {
    accountNumber: optional(),
    bankAccountType: Type.Optional(StringEnum(BANK_ACCOUNT_TYPES)),
    bankName: optional(),
    ...bankOrMobileMoney,
  }),
  variant('SWIFT_ACCOUNT', {
    accountHolderName: text(),
    accountNumber: optional(),
    iban: optional(),
    bankName: text(),
    bankAddress: optional(),
    country: text('ISO 3166-1 alpha-2 country of the bank'),
    swiftCode: text(),
    paymentRails: rails('SWIFT'),
    reference: optional(),
  }),
  mobileMoney('TZS_ACCOUNT'),
  mobileMoney('UGX_ACCOUNT'),
  variant('USD_ACCOUNT', {
    accountNumber: text(),
    routingNumber: text('ABA routing number'),
    bankAccountType: Type.Optional(StringEnum(BANK_ACCOUNT_TYPES)),
    bankName: optional(),
    bankAddress: optional(),
    intermediaryBankName: optional(),
    intermediaryRoutingNumber: optional(),
    fiToFiInformation: optional(),
    countries: countries('US'),
    paymentRails: rails('ACH', 'WIRE', 'RTP', 'FEDNOW'),
    reference,
    ...holder,
  }),
  mobileMoney('XAF_ACCOUNT', { region: StringEnum(['CM', 'CG']) }),
  mobileMoney('XOF_ACCOUNT', { region: StringEnum(['SN', 'CI', 'BJ', 'TG']) }),
  variant('ZAR_ACCOUNT', {
    accountNumber: text(),
    bankName: text(),
    paymentRails: rails('BANK_TRANSFER'),
    reference,
    ...holder,
  }),
  mobileMoney('ZMW_ACCOUNT'),
  // Wallets and Lightning.
  variant('SPARK_WALLET', {
    address: text('Spark address (bech32m)'),
    assetType: StringEnum(['USDB', 'BTC']),
    invoice: optional('BOLT 11 invoice'),
  }),
  variant('SOLANA_WALLET', { address: text(), assetType: Type.Optional(StringEnum(['USDC', 'USDT'])) }),
  variant('ETHEREUM_WALLET', { address: text(), assetType: Type.Optional(StringEnum(['USDC', 'USDT'])) }),
  variant('BASE_WALLET', { address: text(), assetType: Type.Optional(StringEnum(['USDC'])) }),
  variant('POLYGON_WALLET', { address: text(), assetType: Type.Optional(StringEnum(['USDC'])) }),
  variant('TRON_WALLET', { address: text(), assetType: Type.Optional(StringEnum(['USDT'])) }),
  variant('PLASMA_WALLET', { address: text(), assetType: Type.Optional(StringEnum(['USDT'])) }),
  variant('LIGHTNING', { invoice: text('BOLT 11 invoice') }),
  variant('BITCOIN_L1', { address: text(), network: Type.Optional(StringEnum(['BITCOIN'])) }),
  variant('EMBEDDED_WALLET', { payloadToSign: text('What the wallet signs to authorize the payment') }),
];

export const ACCOUNT_OR_WALLET_TYPES = ACCOUNT_OR_WALLET_VARIANTS.map(
  (v) => (v.properties.accountType as { const: string }).const,
);

/** Deposit details by `accountType`; the fields are those of the variant the type names. */
export type AccountOrWalletInfo = { accountType: string } & Record<string, unknown>;

/**
 * The same details as the oldest revision (2025-10-13) states them, in its `bankAccountInfo`
 * variants. What that revision cannot express (wallets, most currencies) is an `FBO` entry
 * whose `paymentUrl` is a payment URI carrying the same details (docs: funding-instructions.ts).
 */
export type LegacyBankAccountInfo =
  | {
      accountType: 'US_ACCOUNT';
      accountNumber: string;
      routingNumber: string;
      accountCategory: 'CHECKING' | 'SAVINGS';
      bankName?: string;
    }
  | { accountType: 'CLABE'; clabeNumber: string; bankName: string }
  | { accountType: 'IBAN'; iban: string; bankName: string; swiftBic?: string }
  | {
      accountType: 'PIX';
      pixKey: string;
      pixKeyType: 'CPF' | 'CNPJ' | 'EMAIL' | 'PHONE' | 'RANDOM';
      bankName?: string;
    }
  | { accountType: 'UPI'; vpa: string }
  | { accountType: 'SPARK_WALLET'; address: string; invoice?: string }
  | { accountType: 'FBO'; paymentUrl: string; paymentMethod: 'GET' | 'POST' };

const LegacyBankAccountInfo = Discriminated<LegacyBankAccountInfo>(
  'accountType',
  [
    variant('US_ACCOUNT', {
      accountNumber: text(),
      routingNumber: text(),
      accountCategory: StringEnum(BANK_ACCOUNT_TYPES),
      bankName: optional(),
    }),
    variant('CLABE', { clabeNumber: text(), bankName: text() }),
    variant('IBAN', { iban: text(), bankName: text(), swiftBic: optional() }),
    variant('PIX', {
      pixKey: text(),
      pixKeyType: StringEnum(['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'RANDOM']),
      bankName: optional(),
    }),
    variant('UPI', { vpa: text() }),
    variant('SPARK_WALLET', { address: text(), invoice: optional() }),
    variant('FBO', {
      paymentUrl: Type.String({
        format: 'uri',
        description: 'Payment URI (payto:, solana:, ethereum:, ...)',
      }),
      paymentMethod: StringEnum(['GET', 'POST']),
    }),
  ],
  'The same details in the shape of the 2025-10-13 revision',
);

export interface PaymentInstructions {
  instructionsNotes?: string;
  isPlatformAccount: boolean;
  /** Spec 2.5: a Lightning invoice for Spark funding, also inside `accountOrWalletInfo`. */
  invoice?: string;
  accountOrWalletInfo: AccountOrWalletInfo;
  reference: string;
  bankAccountInfo: LegacyBankAccountInfo;
}

/**
 * How to deposit into an account (or pay a quote). Shared component: internal accounts,
 * quotes and transactions reference it by `Type.Ref('PaymentInstructions')`.
 */
export const PaymentInstructionsSchema = Type.Object(
  {
    instructionsNotes: optional(),
    isPlatformAccount: Type.Boolean({ description: "True when the details are the platform's own account" }),
    invoice: optional('BOLT 11 invoice (Spark and Lightning funding)'),
    accountOrWalletInfo: Discriminated<AccountOrWalletInfo>(
      'accountType',
      ACCOUNT_OR_WALLET_VARIANTS,
      'Bank details or wallet address, by accountType',
    ),
    reference: text('Quote this reference so the deposit reaches the right account'),
    bankAccountInfo: LegacyBankAccountInfo,
  },
  { $id: 'PaymentInstructions' },
);

const PaymentInstructionsRef = Type.Unsafe<PaymentInstructions>(Type.Ref('PaymentInstructions'));

export const InternalAccountSchema = Type.Object(
  {
    id: Type.String({ description: 'InternalAccount:<uuid>' }),
    customerId: Type.Optional(Type.String({ description: 'Absent for platform-level accounts' })),
    type: StringEnum(INTERNAL_ACCOUNT_TYPES),
    status: StringEnum(INTERNAL_ACCOUNT_STATUSES),
    balance: CurrencyAmount,
    totalBalance: CurrencyAmount,
    fundingPaymentInstructions: Type.Array(PaymentInstructionsRef),
    privateEnabled: Type.Optional(Type.Boolean()),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { $id: 'InternalAccount' },
);
export type InternalAccount = Static<typeof InternalAccountSchema>;
export const InternalAccountRef = Type.Unsafe<InternalAccount>(Type.Ref('InternalAccount'));

/** The shared components of this module (registered through its manifest, ./manifest.ts). */
export const ACCOUNT_COMPONENTS = [PaymentInstructionsSchema, InternalAccountSchema];

const filters = {
  currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3,5}$' })),
  type: Type.Optional(StringEnum(INTERNAL_ACCOUNT_TYPES)),
};

export const ListCustomerAccountsQuery = Type.Object(
  { ...PageQuery, customerId: Type.Optional(Type.String()), ...filters },
  { additionalProperties: false },
);
export const ListPlatformAccountsQuery = Type.Object(filters, { additionalProperties: false });

export const AccountParams = Type.Object({
  accountId: Type.String({ description: 'InternalAccount:<uuid>' }),
});

export const FundBody = Type.Object(
  {
    amount: Type.Integer({
      minimum: 1,
      maximum: 100_000_000_000,
      description: 'Smallest currency unit; credited at once',
    }),
  },
  { additionalProperties: false },
);
