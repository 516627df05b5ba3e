/**
 * The external account types (spec 2.2, shapes 5.1 and A3): for each `accountInfo.accountType`
 * its fields (TypeBox), which are required, the currencies it takes, how its beneficiary is
 * shaped, the identifier the sandbox name check reads, its payment rails, whether it is a
 * self-custody wallet, and the identifier checks JSON Schema cannot express.
 * docs/external-account-types.md is this table in prose.
 */
import { type TSchema, Type } from 'typebox';
import { StringEnum } from '../../shapes/index.js';
import { findBank } from '../../reference/institutions.js';
import * as v from './validators.js';

export const PAYMENT_RAILS = [
  'ACH',
  'ACH_COLOMBIA',
  'BANK_TRANSFER',
  'BRE_B',
  'CIPS',
  'FAST',
  'FASTER_PAYMENTS',
  'FEDNOW',
  'IMPS',
  'INSTAPAY',
  'MOBILE_MONEY',
  'NEFT',
  'PAYNOW',
  'PESONET',
  'PIX',
  'RTGS',
  'RTP',
  'SEPA',
  'SEPA_INSTANT',
  'SPEI',
  'SWIFT',
  'UNIONPAY',
  'UPI',
  'WIRE',
] as const;

/**
 * Rails a payment reports: the contract's transaction rails. IMPS is a rail an Indian account
 * may list (revision 2026-02-25) but not one a transaction names; it settles as BANK_TRANSFER.
 */
export const SETTLEMENT_RAILS = PAYMENT_RAILS.filter((rail) => rail !== 'IMPS');
export const settlementRail = (rail: string): string => (rail === 'IMPS' ? 'BANK_TRANSFER' : rail);
export type PaymentRail = (typeof PAYMENT_RAILS)[number];

export type AccountKind = 'FIAT' | 'WALLET' | 'LIGHTNING';

/** A problem with one field of `accountInfo` (path relative to accountInfo, e.g. `iban`; '' for accountInfo itself). */
export interface InfoProblem {
  field: string;
  message: string;
}

/** Fiat beneficiaries: an individual or a business; per type some individual fields become required or are added. */
export interface FiatBeneficiaryRule {
  /** Individual fields required beyond `beneficiaryType` and `fullName`. */
  individualRequired: readonly string[];
  /**
   * Individual fields optional on create (an older revision had them optional) that answers
   * always carry: the service fills them when they are not given.
   */
  individualFilled?: readonly string[];
  /** Individual fields only this type has. */
  individualExtra: Readonly<Record<string, TSchema>>;
}

export interface AccountTypeDefinition {
  accountType: string;
  /** Other names accepted for this type on create (LIGHTNING_ACCOUNT). */
  aliases: readonly string[];
  kind: AccountKind;
  /** Currencies `currency` may be: the listed codes, or any ISO 4217 code (SWIFT). */
  currencies: readonly string[] | 'ISO_4217';
  /** accountInfo fields besides `accountType` and `beneficiary`. */
  fields: Readonly<Record<string, TSchema>>;
  required: readonly string[];
  /**
   * Fields answers always carry that a create may leave out: one revision of the contract
   * requires them and another does not have them. `complete` fills them from what was given
   * (the bank directory, the beneficiary); `check` requires those it could not fill.
   */
  answered?: readonly string[];
  /** The fields of `answered` that follow from the given ones (only those missing). */
  complete?: (info: Record<string, unknown>) => Record<string, unknown>;
  /** Fiat: a required beneficiary; WALLET: optional (rules in the service); none for Lightning. */
  beneficiary: FiatBeneficiaryRule | 'WALLET' | 'NONE';
  /** Fields tried in order for the sandbox beneficiary name check (the first present is used). */
  identifier: readonly string[];
  /** Rails a payment to this account can use (shown as accountInfo.paymentRails for fiat types). */
  rails: readonly PaymentRail[];
  /** Rails a create may name beyond `rails` (an older revision's names); answers never show them. */
  acceptedRails?: readonly PaymentRail[];
  /** Rails of one account when they depend on what it holds (INR: UPI needs a vpa). */
  railsOf?: (info: Record<string, unknown>) => PaymentRail[];
  /**
   * Fiat: the countries the account can be in (`accountInfo.countries`), or the field of
   * accountInfo that names the one country (SWIFT `country`, CFA `region`).
   */
  countries: readonly string[] | { field: string };
  /** A wallet whose keys the holder keeps (ownership can be proven); custodial when `vaspName` is set. */
  selfCustody: boolean;
  /** Identifier checks and cross-field rules on a schema-valid accountInfo. */
  check: (info: Record<string, unknown>) => InfoProblem[];
  /** One line for the documentation table. */
  notes: string;
}

// ---------------------------------------------------------------------------------------------
// Field schemas
// ---------------------------------------------------------------------------------------------

const text = (maxLength: number, description?: string) =>
  Type.String({ minLength: 1, maxLength, ...(description ? { description } : {}) });
const digits = (min: number, max: number, description: string) =>
  Type.String({ pattern: min === max ? `^[0-9]{${min}}$` : `^[0-9]{${min},${max}}$`, description });
const alphanumeric = (min: number, max: number, description: string) =>
  Type.String({ pattern: `^[A-Za-z0-9]{${min},${max}}$`, description });

const Iban = Type.String({
  pattern: '^[A-Z]{2}[0-9]{2}[A-Za-z0-9]{11,30}$',
  description: 'IBAN without spaces; country length and mod-97 check digits are verified',
});
const SwiftCode = Type.String({
  pattern: '^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$',
  description: 'SWIFT/BIC (8 or 11 characters)',
});
const SwiftBic = Type.String({
  pattern: '^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$',
  description: 'Another name of `swiftCode` (an older revision used it); give either, both answer',
});
const BankName = text(255, 'Bank name; use the `bankName` returned by GET /discoveries');
const AccountNumber = alphanumeric(1, 34, 'Account number');
const BankAccountType = StringEnum(['CHECKING', 'SAVINGS']);
const Provider = text(64, 'Mobile money provider (e.g. M-PESA, MTN, AIRTEL, ORANGE)');
const Phone = Type.String({
  pattern: '^\\+[1-9]\\d{1,14}$',
  description: 'E.164 phone number of the account',
});
const isE164 = (value: unknown): value is string =>
  typeof value === 'string' && /^\+[1-9]\d{1,14}$/.test(value);
const WalletAddress = (description: string) => Type.String({ minLength: 1, maxLength: 512, description });

// ---------------------------------------------------------------------------------------------
// Checks
// ---------------------------------------------------------------------------------------------

type Check = (info: Record<string, unknown>) => InfoProblem[];

const str = (info: Record<string, unknown>, field: string): string | undefined =>
  typeof info[field] === 'string' ? (info[field] as string) : undefined;

/** Runs `problem` on `field` when it is present. */
const field =
  (name: string, problem: (value: string, info: Record<string, unknown>) => v.Problem): Check =>
  (info) => {
    const value = str(info, name);
    const message = value === undefined ? undefined : problem(value, info);
    return message ? [{ field: name, message }] : [];
  };

const all =
  (...checks: Check[]): Check =>
  (info) =>
    checks.flatMap((c) => c(info));

const bicOf = (country?: string) =>
  field('swiftCode', (bic) => {
    const problem = v.bicProblem(bic);
    if (problem) return problem;
    return country && bic.slice(4, 6) !== country ? `must be the BIC of a bank in ${country}` : undefined;
  });

/** Country calling codes, for phone numbers of single-country mobile money and bank types. */
const CALLING_CODES: Record<string, string> = {
  BW: '267',
  CF: '236',
  CG: '242',
  CI: '225',
  CM: '237',
  BF: '226',
  BJ: '229',
  GA: '241',
  GQ: '240',
  GW: '245',
  HT: '509',
  ID: '62',
  KE: '254',
  ML: '223',
  MW: '265',
  NE: '227',
  RW: '250',
  SN: '221',
  TD: '235',
  TG: '228',
  TZ: '255',
  UG: '256',
  ZM: '260',
};

const phoneIn = (country: string | ((info: Record<string, unknown>) => string | undefined)) =>
  field('phoneNumber', (phone, info) => {
    const c = typeof country === 'string' ? country : country(info);
    const code = c ? CALLING_CODES[c] : undefined;
    return code && !phone.startsWith(`+${code}`) ? `must be a ${c} number (+${code})` : undefined;
  });

const noChecks: Check = () => [];

// ---------------------------------------------------------------------------------------------
// Definitions
// ---------------------------------------------------------------------------------------------

/** The country of a single-country account type, from its currency (SLV is El Salvador). */
const TYPE_COUNTRIES: Record<string, string> = {
  AED: 'AE',
  BDT: 'BD',
  BRL: 'BR',
  BWP: 'BW',
  CAD: 'CA',
  CNY: 'CN',
  COP: 'CO',
  DKK: 'DK',
  EGP: 'EG',
  GBP: 'GB',
  GHS: 'GH',
  GTQ: 'GT',
  HKD: 'HK',
  HTG: 'HT',
  IDR: 'ID',
  ILS: 'IL',
  INR: 'IN',
  JMD: 'JM',
  KES: 'KE',
  MWK: 'MW',
  MXN: 'MX',
  MYR: 'MY',
  NGN: 'NG',
  PHP: 'PH',
  PKR: 'PK',
  RWF: 'RW',
  SGD: 'SG',
  SLV: 'SV',
  THB: 'TH',
  TZS: 'TZ',
  UGX: 'UG',
  USD: 'US',
  VND: 'VN',
  ZAR: 'ZA',
  ZMW: 'ZM',
};
const countryOfType = (accountType: string): string[] => {
  const country = TYPE_COUNTRIES[accountType.slice(0, 3)];
  return country ? [country] : [];
};
/** The euro-area countries the contract lists for EUR accounts. */
export const EURO_COUNTRIES = [
  'AT',
  'BE',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
] as const;

const plainBeneficiary: FiatBeneficiaryRule = { individualRequired: [], individualExtra: {} };

interface FiatOptions {
  fields: Record<string, TSchema>;
  required: string[];
  rails: PaymentRail[];
  identifier: string[];
  currencies?: readonly string[] | 'ISO_4217';
  countries?: readonly string[] | { field: string };
  beneficiary?: Partial<FiatBeneficiaryRule>;
  check?: Check;
  railsOf?: (info: Record<string, unknown>) => PaymentRail[];
  acceptedRails?: PaymentRail[];
  answered?: string[];
  complete?: (info: Record<string, unknown>) => Record<string, unknown>;
  notes?: string;
}

function fiat(accountType: string, options: FiatOptions): AccountTypeDefinition {
  return {
    accountType,
    aliases: [],
    kind: 'FIAT',
    currencies: options.currencies ?? [accountType.slice(0, 3)],
    fields: options.fields,
    required: options.required,
    beneficiary: { ...plainBeneficiary, ...options.beneficiary },
    identifier: options.identifier,
    rails: options.rails,
    countries: options.countries ?? countryOfType(accountType),
    ...(options.railsOf ? { railsOf: options.railsOf } : {}),
    ...(options.acceptedRails ? { acceptedRails: options.acceptedRails } : {}),
    ...(options.answered ? { answered: options.answered } : {}),
    ...(options.complete ? { complete: options.complete } : {}),
    selfCustody: false,
    check: all(options.check ?? noChecks, unfilled(options.answered ?? [])),
    notes: options.notes ?? '',
  };
}

function wallet(
  accountType: string,
  currencies: string[],
  description: string,
  problem: (address: string) => v.Problem,
  notes: string,
): AccountTypeDefinition {
  return {
    accountType,
    aliases: [],
    kind: 'WALLET',
    currencies,
    fields: {
      address: WalletAddress(description),
      vaspName: text(255, 'Custodian (VASP) holding the wallet, from GET /vasps; omit for self-custody'),
    },
    required: ['address'],
    beneficiary: 'WALLET',
    identifier: ['address'],
    rails: [],
    countries: [],
    selfCustody: true,
    check: field('address', problem),
    notes,
  };
}

type BankField = 'bankName' | 'swiftCode' | 'sortCode';

/** The missing ones of `wanted`, from the bank the given bank fields name in the directory. */
const fromDirectory =
  (country: string, wanted: readonly BankField[]) =>
  (info: Record<string, unknown>): Record<string, unknown> => {
    const bank = findBank(country, {
      bankName: str(info, 'bankName'),
      swiftCode: str(info, 'swiftCode'),
      sortCode: str(info, 'sortCode'),
    });
    if (!bank) return {};
    const known: Record<BankField, string | undefined> = {
      bankName: bank.bankName,
      swiftCode: bank.bic,
      sortCode: bank.code,
    };
    const out: Record<string, unknown> = {};
    for (const name of wanted) if (info[name] === undefined && known[name]) out[name] = known[name];
    return out;
  };

/** Problems for the answered fields `complete` could not fill. */
function unfilled(answered: readonly string[]): Check {
  return (info) =>
    answered
      .filter((name) => info[name] === undefined)
      .map((name) => ({
        field: name,
        message:
          name === 'phoneNumber'
            ? 'is required (here, or as an E.164 beneficiary.phoneNumber)'
            : 'is required unless the other bank fields name a bank of GET /discoveries',
      }));
}

/**
 * Bank types identified by bank name, account number and the bank's BIC (A3). The revision of
 * 2026-02-25 had no BIC for them: given a directory bank's name, the BIC is filled in.
 */
const bankWithBic = (accountType: string, country: string) =>
  fiat(accountType, {
    fields: { bankName: BankName, accountNumber: AccountNumber, swiftCode: SwiftCode },
    required: ['bankName', 'accountNumber'],
    answered: ['swiftCode'],
    complete: fromDirectory(country, ['swiftCode']),
    rails: ['BANK_TRANSFER'],
    identifier: ['accountNumber'],
    check: bicOf(country),
    notes: `BIC of a bank in ${country}; filled in when bankName is a directory bank`,
  });

/** Types where the sheet requires only the bank name: account, IBAN or mobile wallet are optional (A3). */
const bankOrMobile = (
  accountType: string,
  options: {
    ibanCountry?: string;
    required?: string[];
    currencies?: string[];
    beneficiary?: Partial<FiatBeneficiaryRule>;
    extra?: Record<string, TSchema>;
    check?: Check;
  } = {},
) =>
  fiat(accountType, {
    fields: {
      bankName: BankName,
      accountNumber: AccountNumber,
      ...(options.ibanCountry ? { iban: Iban } : {}),
      phoneNumber: Phone,
      provider: Provider,
      ...options.extra,
    },
    required: options.required ?? ['bankName'],
    rails: ['BANK_TRANSFER', 'MOBILE_MONEY'],
    identifier: ['accountNumber', ...(options.ibanCountry ? ['iban'] : []), 'phoneNumber'],
    ...(options.currencies ? { currencies: options.currencies } : {}),
    ...(options.beneficiary ? { beneficiary: options.beneficiary } : {}),
    check: all(
      options.ibanCountry ? field('iban', (iban) => v.ibanProblem(iban, options.ibanCountry)) : noChecks,
      options.check ?? noChecks,
    ),
    notes: options.ibanCountry ? `iban, when given: ${options.ibanCountry} IBAN` : '',
  });

const mobileMoney = (accountType: string, country: string) =>
  fiat(accountType, {
    fields: { phoneNumber: Phone, provider: Provider },
    required: ['phoneNumber', 'provider'],
    rails: ['MOBILE_MONEY'],
    identifier: ['phoneNumber'],
    check: phoneIn(country),
    notes: `phone number in ${country} (+${CALLING_CODES[country]})`,
  });

const CFA_REGIONS = {
  XAF: ['CM', 'CF', 'TD', 'CG', 'GQ', 'GA'],
  XOF: ['BJ', 'BF', 'CI', 'GW', 'ML', 'NE', 'SN', 'TG'],
} as const;

const cfaMobileMoney = (currency: 'XAF' | 'XOF') =>
  fiat(`${currency}_ACCOUNT`, {
    fields: {
      phoneNumber: Phone,
      provider: Provider,
      region: StringEnum(CFA_REGIONS[currency], { description: 'Country of the mobile money account' }),
    },
    required: ['phoneNumber', 'provider', 'region'],
    rails: ['MOBILE_MONEY'],
    countries: { field: 'region' },
    identifier: ['phoneNumber'],
    check: phoneIn((info) => str(info, 'region')),
    notes: `region one of ${CFA_REGIONS[currency].join(', ')}; phone number of that country`,
  });

const ibanOnly = (
  accountType: string,
  country: string,
  rails: PaymentRail[],
  extra: Partial<FiatOptions> = {},
) =>
  fiat(accountType, {
    fields: { iban: Iban, bankName: BankName },
    required: ['iban'],
    rails,
    identifier: ['iban'],
    check: field('iban', (iban) => v.ibanProblem(iban, country)),
    notes: `${country} IBAN`,
    ...extra,
  });

const INR_RAIL_NAMES = ['UPI', 'IMPS', 'NEFT', 'RTGS'] as const;

/**
 * Rails of an Indian account: the chosen `rail`, else UPI for a vpa and NEFT/RTGS for an
 * account number with IFSC. IMPS (revision 2026-02-25) is accepted but never answered: the
 * current revision does not know it.
 */
const INR_RAILS = (info: Record<string, unknown>): PaymentRail[] => {
  const rail = str(info, 'rail');
  if (rail && rail !== 'IMPS' && (INR_RAIL_NAMES as readonly string[]).includes(rail)) {
    return [rail as PaymentRail];
  }
  const rails: PaymentRail[] = [];
  if (str(info, 'vpa')) rails.push('UPI');
  if (str(info, 'accountNumber') && str(info, 'ifsc')) rails.push('NEFT', 'RTGS');
  return rails;
};

/** A beneficiary field of an accountInfo, if given. */
const beneficiaryField = (info: Record<string, unknown>, name: string): unknown =>
  (info.beneficiary as Record<string, unknown> | undefined)?.[name];

const UPI_ID = Type.String({
  pattern: '^[a-zA-Z0-9.\\-_]+@[a-zA-Z0-9.\\-]+$',
  maxLength: 255,
  description: 'UPI id (name@handle); for an account number with IFSC, accountNumber@IFSC.ifsc.npci',
});

const lightning: AccountTypeDefinition = {
  accountType: 'LIGHTNING',
  aliases: ['LIGHTNING_ACCOUNT'],
  kind: 'LIGHTNING',
  currencies: ['BTC'],
  fields: {
    invoice: Type.String({ minLength: 1, maxLength: 7089, description: 'BOLT 11 invoice (lnbc...)' }),
    bolt12: Type.String({ minLength: 1, maxLength: 7089, description: 'BOLT 12 offer (lno1...)' }),
    lightningAddress: Type.String({
      minLength: 3,
      maxLength: 320,
      description: 'Lightning address user@domain',
    }),
  },
  required: [],
  beneficiary: 'NONE',
  identifier: ['lightningAddress', 'invoice', 'bolt12'],
  rails: [],
  countries: [],
  selfCustody: false,
  check: (info) => {
    const given = ['invoice', 'bolt12', 'lightningAddress'].filter((f) => info[f] !== undefined);
    if (given.length === 0) {
      return [{ field: '', message: 'needs one of invoice, bolt12 or lightningAddress' }];
    }
    if (given.length > 1) {
      return given.map((f) => ({
        field: f,
        message: 'only one of invoice, bolt12 or lightningAddress may be given',
      }));
    }
    return all(
      field('invoice', v.bolt11Problem),
      field('bolt12', v.bolt12Problem),
      field('lightningAddress', v.lightningAddressProblem),
    )(info);
  },
  notes: 'exactly one of invoice (BOLT 11), bolt12 (offer) or lightningAddress; no beneficiary',
};

export const ACCOUNT_TYPES: readonly AccountTypeDefinition[] = [
  fiat('USD_ACCOUNT', {
    fields: {
      accountNumber: Type.String({
        minLength: 1,
        maxLength: 34,
        pattern: '^[0-9A-Za-z]+$',
        description: 'Account number',
      }),
      routingNumber: digits(9, 9, 'ABA routing number; checksum verified'),
      bankName: text(140),
      bankAccountType: BankAccountType,
      intermediaryBankName: text(140),
      intermediaryRoutingNumber: digits(9, 9, 'ABA routing number of the intermediary bank'),
      fiToFiInformation: text(210),
    },
    required: ['accountNumber', 'routingNumber'],
    rails: ['ACH', 'WIRE', 'RTP', 'FEDNOW'],
    identifier: ['accountNumber'],
    check: all(
      field('routingNumber', v.abaRoutingProblem),
      field('intermediaryRoutingNumber', v.abaRoutingProblem),
    ),
    notes: 'ABA checksum on routingNumber and intermediaryRoutingNumber',
  }),
  fiat('EUR_ACCOUNT', {
    fields: { iban: Iban, swiftCode: SwiftCode, swiftBic: SwiftBic, bankName: BankName },
    required: ['iban'],
    rails: ['SEPA', 'SEPA_INSTANT'],
    identifier: ['iban'],
    countries: EURO_COUNTRIES,
    beneficiary: { individualFilled: ['countryOfResidence'] },
    check: all(
      field('iban', (iban) => v.ibanProblem(iban)),
      bicOf(),
    ),
    notes:
      'IBAN of any IBAN country; swiftBic is another name of swiftCode; an individual without countryOfResidence gets the country of their address, nationality or IBAN',
  }),
  fiat('GBP_ACCOUNT', {
    fields: {
      sortCode: digits(6, 6, 'Sort code, 6 digits without dashes'),
      accountNumber: digits(8, 8, 'Account number, 8 digits'),
    },
    required: ['sortCode', 'accountNumber'],
    rails: ['FASTER_PAYMENTS'],
    identifier: ['accountNumber'],
    check: all(field('sortCode', v.ukSortCodeProblem), field('accountNumber', v.ukAccountNumberProblem)),
    notes: 'sort code 6 digits, account number 8 digits',
  }),
  fiat('MXN_ACCOUNT', {
    fields: { clabeNumber: digits(18, 18, 'CLABE, 18 digits; check digit verified'), bankName: BankName },
    required: ['clabeNumber'],
    rails: ['SPEI'],
    identifier: ['clabeNumber'],
    check: field('clabeNumber', v.clabeProblem),
    notes: 'CLABE check digit',
  }),
  // pixKeyType and taxId are free strings in revision 2026-02-25 (and the spec); the newest
  // revision's enum and pattern are brlAccountRuleProblems, for the revision layer to apply.
  fiat('BRL_ACCOUNT', {
    fields: {
      pixKey: text(77, 'PIX key of the declared type'),
      pixKeyType: Type.String({
        description:
          'CPF, CNPJ, EMAIL, PHONE or RANDOM (the key is then checked against the type); another type is stored and answered as given',
      }),
      taxId: Type.String({
        description:
          'CPF (11 digits) or CNPJ (14 digits) of the holder, check digits verified; another form is stored and answered as given',
      }),
      bankName: BankName,
    },
    required: ['pixKey', 'pixKeyType', 'taxId'],
    rails: ['PIX'],
    identifier: ['pixKey'],
    check: all(
      field('pixKey', (key, info) =>
        v.isPixKeyType(info.pixKeyType) ? v.pixKeyProblem(info.pixKeyType, key) : undefined,
      ),
      field('taxId', (taxId) =>
        /^([0-9]{11}|[0-9]{14})$/.test(taxId) ? v.brazilTaxIdProblem(taxId) : undefined,
      ),
      // Only the old PIX type can leave it out; answers always carry it.
      (info) =>
        info.taxId === undefined
          ? [{ field: 'taxId', message: 'is required unless the PIX key is the CPF or CNPJ' }]
          : [],
    ),
    notes:
      'PIX key by type (CPF/CNPJ check digits, email, +55 phone, UUID; other types as given); taxId CPF or CNPJ check digits when 11 or 14 digits',
  }),
  fiat('INR_ACCOUNT', {
    fields: {
      vpa: UPI_ID,
      accountNumber: digits(9, 18, 'Account number, 9 to 18 digits'),
      ifsc: Type.String({ pattern: '^[A-Z]{4}0[A-Z0-9]{6}$', description: 'IFSC of the branch' }),
      rail: Type.String({
        minLength: 1,
        maxLength: 32,
        description:
          'Rail to use: UPI (needs vpa), IMPS, NEFT or RTGS (need accountNumber + ifsc); another value is stored and the rails follow what is given',
      }),
      bankName: BankName,
    },
    required: [],
    // Every account has a UPI id: one given, else the one UPI gives an account number with
    // IFSC (accountNumber@IFSC.ifsc.npci); revision 2026-02-25 requires it in answers.
    answered: ['vpa'],
    complete: (info) => {
      const [vpa, account, ifsc] = ['vpa', 'accountNumber', 'ifsc'].map((f) => str(info, f));
      return !vpa && account && ifsc ? { vpa: `${account}@${ifsc}.ifsc.npci` } : {};
    },
    rails: ['UPI', 'NEFT', 'RTGS'],
    acceptedRails: ['IMPS'],
    railsOf: INR_RAILS,
    identifier: ['vpa', 'accountNumber'],
    check: (info) => {
      const problems: InfoProblem[] = field('ifsc', v.ifscProblem)(info);
      const [vpa, account, ifsc, rail] = ['vpa', 'accountNumber', 'ifsc', 'rail'].map((f) => str(info, f));
      if (account && !ifsc) problems.push({ field: 'ifsc', message: 'is required with accountNumber' });
      if (ifsc && !account) problems.push({ field: 'accountNumber', message: 'is required with ifsc' });
      if (!vpa && !account && !ifsc) {
        problems.push({
          field: 'vpa',
          message: 'vpa (UPI), or accountNumber with ifsc (NEFT/RTGS), is required',
        });
      }
      if (rail === 'UPI' && !vpa) problems.push({ field: 'vpa', message: 'is required for the UPI rail' });
      if ((rail === 'NEFT' || rail === 'RTGS' || rail === 'IMPS') && !account && !ifsc) {
        problems.push({ field: 'accountNumber', message: `and ifsc are required for the ${rail} rail` });
      }
      return problems;
    },
    notes:
      'vpa (UPI) or accountNumber + ifsc (NEFT, RTGS, and UPI as accountNumber@IFSC.ifsc.npci); IMPS accepted on create, answered as the rails the fields allow',
  }),
  fiat('NGN_ACCOUNT', {
    fields: { accountNumber: digits(10, 10, 'NUBAN account number, 10 digits'), bankName: BankName },
    required: ['accountNumber', 'bankName'],
    rails: ['BANK_TRANSFER'],
    identifier: ['accountNumber'],
    notes: 'NUBAN 10 digits',
  }),
  fiat('SWIFT_ACCOUNT', {
    currencies: 'ISO_4217',
    fields: {
      country: Type.String({
        pattern: '^[A-Z]{2}$',
        description: 'Country of the bank account (ISO 3166-1 alpha-2)',
      }),
      swiftCode: SwiftCode,
      bankName: BankName,
      accountNumber: alphanumeric(1, 34, 'Account number (when the country has no IBAN)'),
      iban: Iban,
    },
    required: ['country', 'swiftCode', 'bankName'],
    rails: ['SWIFT'],
    countries: { field: 'country' },
    identifier: ['iban', 'accountNumber'],
    check: all(
      field('country', (c) => (v.isCountryCode(c) ? undefined : `${c} is not a country code`)),
      bicOf(),
      field('iban', (iban) => v.ibanProblem(iban)),
      (info) =>
        info.iban === undefined && info.accountNumber === undefined
          ? [{ field: 'accountNumber', message: 'accountNumber or iban is required' }]
          : [],
    ),
    notes: 'any ISO 4217 currency; accountNumber or iban',
  }),
  ibanOnly('AED_ACCOUNT', 'AE', ['BANK_TRANSFER'], {
    fields: { iban: Iban, bankName: BankName, swiftCode: SwiftCode },
    beneficiary: { individualRequired: ['address'] },
    check: all(
      field('iban', (iban) => v.ibanProblem(iban, 'AE')),
      bicOf('AE'),
    ),
    notes: 'AE IBAN; individual beneficiary needs address',
  }),
  ibanOnly('DKK_ACCOUNT', 'DK', ['SEPA', 'SEPA_INSTANT'], {
    fields: { iban: Iban, bankName: BankName, swiftCode: SwiftCode, swiftBic: SwiftBic },
    check: all(
      field('iban', (iban) => v.ibanProblem(iban, 'DK')),
      bicOf('DK'),
    ),
    notes: 'DK IBAN; swiftBic is another name of swiftCode',
  }),
  ibanOnly('ILS_ACCOUNT', 'IL', ['BANK_TRANSFER'], {
    notes: 'IL IBAN (not in the shapes sheet: Israeli accounts are IBAN-identified)',
  }),
  fiat('CAD_ACCOUNT', {
    fields: {
      bankCode: digits(3, 3, 'Institution number, 3 digits'),
      branchCode: digits(5, 5, 'Transit (branch) number, 5 digits'),
      accountNumber: digits(7, 12, 'Account number, 7 to 12 digits'),
      bankName: BankName,
    },
    required: ['bankCode', 'branchCode', 'accountNumber'],
    rails: ['BANK_TRANSFER'],
    identifier: ['accountNumber'],
    beneficiary: { individualExtra: { registrationNumber: text(64) } },
    notes: 'institution 3 digits, transit 5 digits, account 7-12 digits',
  }),
  bankWithBic('HKD_ACCOUNT', 'HK'),
  bankWithBic('MYR_ACCOUNT', 'MY'),
  bankWithBic('THB_ACCOUNT', 'TH'),
  bankWithBic('VND_ACCOUNT', 'VN'),
  // Revision 2026-02-25 identifies the bank by its national code (sortCode), 2026-08-21 by
  // name and BIC with the account's phone number; either way, answers carry all four.
  fiat('IDR_ACCOUNT', {
    fields: {
      bankName: BankName,
      accountNumber: AccountNumber,
      swiftCode: SwiftCode,
      sortCode: alphanumeric(1, 16, 'National bank code (kode bank, e.g. 014)'),
      phoneNumber: Phone,
    },
    required: ['accountNumber'],
    answered: ['bankName', 'swiftCode', 'sortCode', 'phoneNumber'],
    complete: (info) => ({
      ...fromDirectory('ID', ['bankName', 'swiftCode', 'sortCode'])(info),
      // The beneficiary's phone is free text; only an E.164 one can be the account's.
      ...(info.phoneNumber === undefined && isE164(beneficiaryField(info, 'phoneNumber'))
        ? { phoneNumber: beneficiaryField(info, 'phoneNumber') }
        : {}),
    }),
    rails: ['BANK_TRANSFER'],
    identifier: ['accountNumber'],
    check: all(bicOf('ID'), phoneIn('ID')),
    notes:
      'bank by sortCode, or bankName + swiftCode (the others filled from the directory); phoneNumber, else the beneficiary’s',
  }),
  fiat('SGD_ACCOUNT', {
    fields: { accountNumber: AccountNumber, swiftCode: SwiftCode, bankName: BankName },
    required: ['accountNumber', 'swiftCode'],
    answered: ['bankName'],
    complete: fromDirectory('SG', ['bankName']),
    rails: ['PAYNOW', 'FAST', 'BANK_TRANSFER'],
    identifier: ['accountNumber'],
    check: bicOf('SG'),
    notes: 'BIC of a bank in SG; bankName filled in for a directory bank',
  }),
  fiat('PHP_ACCOUNT', {
    fields: { bankName: BankName, accountNumber: AccountNumber },
    required: ['bankName', 'accountNumber'],
    rails: ['BANK_TRANSFER'],
    identifier: ['accountNumber'],
  }),
  fiat('ZAR_ACCOUNT', {
    fields: { bankName: BankName, accountNumber: AccountNumber },
    required: ['bankName', 'accountNumber'],
    rails: ['BANK_TRANSFER'],
    identifier: ['accountNumber'],
  }),
  fiat('GTQ_ACCOUNT', {
    fields: { accountNumber: AccountNumber, bankAccountType: BankAccountType, bankName: BankName },
    required: ['accountNumber', 'bankAccountType', 'bankName'],
    rails: ['BANK_TRANSFER'],
    identifier: ['accountNumber'],
    beneficiary: { individualRequired: ['phoneNumber', 'countryOfResidence'] },
    notes: 'individual beneficiary needs phoneNumber and countryOfResidence',
  }),
  fiat('JMD_ACCOUNT', {
    fields: {
      accountNumber: AccountNumber,
      bankAccountType: BankAccountType,
      bankName: BankName,
      branchCode: alphanumeric(1, 11, 'Branch code'),
    },
    required: ['accountNumber', 'bankAccountType', 'bankName', 'branchCode'],
    rails: ['BANK_TRANSFER'],
    identifier: ['accountNumber'],
    beneficiary: { individualRequired: ['phoneNumber', 'address'] },
    notes: 'individual beneficiary needs phoneNumber and address',
  }),
  bankOrMobile('BDT_ACCOUNT', {
    extra: { swiftCode: SwiftCode, branchCode: alphanumeric(1, 16, 'Branch (routing) code') },
    check: bicOf('BD'),
  }),
  bankOrMobile('CNY_ACCOUNT'),
  bankOrMobile('COP_ACCOUNT', {
    extra: { bankAccountType: BankAccountType },
    beneficiary: {
      individualExtra: {
        documentType: StringEnum(['CC', 'CE', 'TI', 'NIT', 'PP']),
        documentNumber: text(50),
      },
    },
  }),
  bankOrMobile('EGP_ACCOUNT', { ibanCountry: 'EG' }),
  bankOrMobile('GHS_ACCOUNT'),
  bankOrMobile('PKR_ACCOUNT', { ibanCountry: 'PK' }),
  // SLV is El Salvador (ISO 3166 alpha-3), whose currency is the US dollar; SVC is its legacy ISO 4217 code.
  bankOrMobile('SLV_ACCOUNT', {
    required: [],
    currencies: ['USD', 'SVC'],
    extra: { bankAccountType: BankAccountType },
  }),
  mobileMoney('BWP_ACCOUNT', 'BW'),
  mobileMoney('KES_ACCOUNT', 'KE'),
  mobileMoney('MWK_ACCOUNT', 'MW'),
  mobileMoney('RWF_ACCOUNT', 'RW'),
  mobileMoney('TZS_ACCOUNT', 'TZ'),
  mobileMoney('UGX_ACCOUNT', 'UG'),
  mobileMoney('ZMW_ACCOUNT', 'ZM'),
  cfaMobileMoney('XAF'),
  cfaMobileMoney('XOF'),
  fiat('HTG_ACCOUNT', {
    fields: { phoneNumber: Phone },
    required: ['phoneNumber'],
    rails: ['MOBILE_MONEY'],
    identifier: ['phoneNumber'],
    check: phoneIn('HT'),
    notes: 'phone number in HT (+509)',
  }),
  wallet(
    'BASE_WALLET',
    ['USDC'],
    'EVM address 0x + 40 hex (EIP-55 when mixed case)',
    v.evmAddressProblem,
    'EVM address',
  ),
  wallet(
    'ETHEREUM_WALLET',
    ['USDC', 'USDT'],
    'EVM address 0x + 40 hex (EIP-55 when mixed case)',
    v.evmAddressProblem,
    'EVM address',
  ),
  wallet(
    'POLYGON_WALLET',
    ['USDC'],
    'EVM address 0x + 40 hex (EIP-55 when mixed case)',
    v.evmAddressProblem,
    'EVM address',
  ),
  wallet(
    'PLASMA_WALLET',
    ['USDT'],
    'EVM address 0x + 40 hex (EIP-55 when mixed case)',
    v.evmAddressProblem,
    'EVM address',
  ),
  wallet(
    'SOLANA_WALLET',
    ['USDC', 'USDT'],
    'Solana address: base58 of a 32-byte key',
    v.solanaAddressProblem,
    'base58, 32 bytes',
  ),
  wallet(
    'TRON_WALLET',
    ['USDT'],
    'Tron address T... (base58check, 0x41 prefix)',
    v.tronAddressProblem,
    'base58check, 0x41',
  ),
  wallet(
    'SPARK_WALLET',
    ['USDB', 'BTC'],
    'Spark address (bech32m, spark1... or sp1...)',
    v.sparkAddressProblem,
    'bech32m Spark address',
  ),
  lightning,
];

const BY_NAME = new Map<string, AccountTypeDefinition>();
for (const def of ACCOUNT_TYPES) {
  BY_NAME.set(def.accountType, def);
  for (const alias of def.aliases) BY_NAME.set(alias, def);
}

/** Every name `accountInfo.accountType` accepts (48, aliases included). */
export const ACCOUNT_TYPE_NAMES: readonly string[] = [...BY_NAME.keys()];

/** The definition of an account type or alias. */
export const accountTypeDefinition = (accountType: string): AccountTypeDefinition | undefined =>
  BY_NAME.get(accountType);

// Read on first use, as the region names are (validators.ts): locale data a start need not load.
let iso4217: ReadonlySet<string> | undefined;

/** Whether `currency` suits the type; the message lists what would. */
export function currencyProblem(def: AccountTypeDefinition, currency: string): string | undefined {
  if (def.currencies === 'ISO_4217') {
    iso4217 ??= new Set(Intl.supportedValuesOf('currency'));
    return iso4217.has(currency) ? undefined : 'must be an ISO 4217 currency code';
  }
  return def.currencies.includes(currency)
    ? undefined
    : `${def.accountType} accounts take ${def.currencies.join(' or ')}`;
}

/** The identifier the sandbox name check reads: the first identifier field present, user part only. */
export function primaryIdentifier(
  def: AccountTypeDefinition,
  info: Record<string, unknown>,
): string | undefined {
  for (const name of def.identifier) {
    const value = info[name];
    if (typeof value === 'string' && value !== '') return value.includes('@') ? value.split('@')[0] : value;
  }
  return undefined;
}

/** Rails of a stored account (fiat types only): the `paymentRails` it was created with, else those its fields allow. */
export function railsOf(def: AccountTypeDefinition, info: Record<string, unknown>): PaymentRail[] {
  const chosen = Array.isArray(info.paymentRails)
    ? (info.paymentRails as PaymentRail[]).filter((rail) => def.rails.includes(rail))
    : [];
  if (chosen.length > 0) return chosen;
  return def.railsOf ? def.railsOf(info) : [...def.rails];
}

/**
 * Countries of a stored fiat account: the `countries` it was created with, else the type's
 * country (SWIFT and CFA: the account's own country field; EUR: the IBAN's country when it is
 * in the euro area).
 */
export function countriesOf(def: AccountTypeDefinition, info: Record<string, unknown>): string[] {
  const chosen = info.countries;
  if (Array.isArray(chosen) && chosen.length > 0) return chosen as string[];
  if (!Array.isArray(def.countries)) {
    const value = str(info, (def.countries as { field: string }).field);
    return value ? [value] : [];
  }
  const allowed = def.countries as readonly string[];
  if (allowed.length <= 1) return [...allowed];
  const iban = str(info, 'iban');
  const ibanCountry = iban?.slice(0, 2);
  return ibanCountry && allowed.includes(ibanCountry) ? [ibanCountry] : [];
}

/**
 * `countries` and `paymentRails` as a client sends them (an older revision required both):
 * each must be one the type has. Give problems relative to accountInfo.
 */
export function choiceProblems(def: AccountTypeDefinition, info: Record<string, unknown>): InfoProblem[] {
  const problems: InfoProblem[] = [];
  const rails = info.paymentRails;
  if (Array.isArray(rails)) {
    const allowed = [
      ...(def.railsOf ? def.rails : railsOf(def, { ...info, paymentRails: undefined })),
      ...(def.acceptedRails ?? []),
    ];
    const wrong = rails.filter((r) => !allowed.includes(r as PaymentRail));
    if (wrong.length > 0) {
      problems.push({
        field: 'paymentRails',
        message: `${wrong.join(', ')} cannot reach a ${def.accountType}; it can use ${allowed.join(', ')}`,
      });
    }
  }
  const countries = info.countries;
  if (Array.isArray(countries)) {
    const allowed = Array.isArray(def.countries)
      ? (def.countries as readonly string[])
      : [str(info, (def.countries as { field: string }).field) ?? ''];
    const wrong = countries.filter((c) => !allowed.includes(c as string));
    if (wrong.length > 0) {
      problems.push({
        field: 'countries',
        message: `${wrong.join(', ')} is not a country of this ${def.accountType} (${allowed.join(', ')})`,
      });
    }
  }
  const [code, bic] = [str(info, 'swiftCode'), str(info, 'swiftBic')];
  if (code && bic && code !== bic) {
    problems.push({ field: 'swiftBic', message: 'names the same BIC as swiftCode and must equal it' });
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Account types of the oldest revision, accepted as aliases of today's types
// ---------------------------------------------------------------------------------------------

export interface LegacyAccountType {
  accountType: string;
  fields: Readonly<Record<string, TSchema>>;
  required: readonly string[];
  /** Today's type an account of this currency becomes. */
  target: (currency: string) => string;
  /** Old field name -> today's. */
  renames: Readonly<Record<string, string>>;
  /** Fields today's type needs that follow from the old ones. */
  fill?: (info: Record<string, unknown>) => Record<string, unknown>;
}

export const LEGACY_ACCOUNT_TYPES: readonly LegacyAccountType[] = [
  {
    accountType: 'US_ACCOUNT',
    fields: {
      accountNumber: Type.String({ minLength: 1, maxLength: 34, pattern: '^[0-9A-Za-z]+$' }),
      routingNumber: digits(9, 9, 'ABA routing number; checksum verified'),
      accountCategory: StringEnum(['CHECKING', 'SAVINGS'], { description: 'Becomes `bankAccountType`' }),
      bankName: text(140),
    },
    required: ['accountNumber', 'routingNumber', 'accountCategory'],
    target: () => 'USD_ACCOUNT',
    renames: { accountCategory: 'bankAccountType' },
  },
  {
    accountType: 'CLABE',
    fields: { clabeNumber: digits(18, 18, 'CLABE, 18 digits; check digit verified'), bankName: BankName },
    required: ['clabeNumber', 'bankName'],
    target: () => 'MXN_ACCOUNT',
    renames: {},
  },
  {
    accountType: 'IBAN',
    fields: { iban: Iban, bankName: BankName, swiftBic: SwiftBic },
    required: ['iban', 'bankName'],
    target: (currency) =>
      currency === 'DKK' ? 'DKK_ACCOUNT' : currency === 'AED' ? 'AED_ACCOUNT' : 'EUR_ACCOUNT',
    renames: { swiftBic: 'swiftCode' },
  },
  {
    accountType: 'PIX',
    fields: {
      pixKey: text(77, 'PIX key of the declared type'),
      pixKeyType: StringEnum(v.PIX_KEY_TYPES),
      bankName: BankName,
      taxId: digits(11, 14, 'CPF or CNPJ of the holder; default: the PIX key when it is one'),
    },
    required: ['pixKey', 'pixKeyType'],
    target: () => 'BRL_ACCOUNT',
    renames: {},
    fill: (info) =>
      info.taxId === undefined && (info.pixKeyType === 'CPF' || info.pixKeyType === 'CNPJ')
        ? { taxId: String(info.pixKey).replace(/\D/g, '') }
        : {},
  },
  {
    accountType: 'UPI',
    fields: { vpa: UPI_ID },
    required: ['vpa'],
    target: () => 'INR_ACCOUNT',
    renames: {},
  },
];

const LEGACY_BY_NAME = new Map(LEGACY_ACCOUNT_TYPES.map((t) => [t.accountType, t]));

/**
 * An accountInfo in today's terms: an old-revision type becomes today's type for the currency,
 * with its renamed fields; anything else is returned as is.
 */
export function canonicalAccountInfo(
  info: Record<string, unknown> & { accountType: string },
  currency: string,
): Record<string, unknown> & { accountType: string } {
  const legacy = LEGACY_BY_NAME.get(info.accountType);
  if (!legacy) return info;
  const out: Record<string, unknown> & { accountType: string } = { accountType: legacy.target(currency) };
  for (const [name, value] of Object.entries(info)) {
    if (name === 'accountType') continue;
    out[legacy.renames[name] ?? name] = value;
  }
  return { ...out, ...legacy.fill?.(out) };
}

/** A problem in the terms of a 400's `details.errors[]` entry. */
export interface RuleProblem {
  field: string;
  message: string;
  constraint?: { enum: string[] } | { pattern: string };
}

const BRL_TAX_ID_PATTERN = '^[0-9]{11,14}$';

/**
 * The rules revision 2026-08-21 declares for a BRL account and the spec and revision
 * 2026-02-25 do not (there both are free strings): `pixKeyType` one of CPF, CNPJ, EMAIL,
 * PHONE, RANDOM and `taxId` of 11 to 14 digits, a CPF (11) or a CNPJ (14). The problems in
 * the words the 400 of a create has always used, fields under `prefix` (`accountInfo` as in
 * POST /customers/external-accounts). Pure; applied by no route: the revision layer applies
 * it to clients of that revision. Any other accountInfo has no problems here.
 */
export function brlAccountRuleProblems(
  accountInfo: Readonly<Record<string, unknown>>,
  prefix = 'accountInfo',
): RuleProblem[] {
  if (accountInfo.accountType !== 'BRL_ACCOUNT') return [];
  const at = (name: string) => (prefix === '' ? name : `${prefix}.${name}`);
  const problems: RuleProblem[] = [];
  const type = accountInfo.pixKeyType;
  if (typeof type === 'string' && !v.isPixKeyType(type)) {
    problems.push({
      field: at('pixKeyType'),
      message: `must be one of ${v.PIX_KEY_TYPES.join(', ')}`,
      constraint: { enum: [...v.PIX_KEY_TYPES] },
    });
  }
  const taxId = accountInfo.taxId;
  if (typeof taxId === 'string') {
    if (!new RegExp(BRL_TAX_ID_PATTERN).test(taxId)) {
      problems.push({
        field: at('taxId'),
        message: `must match pattern "${BRL_TAX_ID_PATTERN}"`,
        constraint: { pattern: BRL_TAX_ID_PATTERN },
      });
    } else if (taxId.length === 12 || taxId.length === 13) {
      problems.push({ field: at('taxId'), message: 'must be a CPF (11 digits) or a CNPJ (14 digits)' });
    }
  }
  return problems;
}
