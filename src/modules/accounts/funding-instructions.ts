import { createHash } from 'node:crypto';
import { base32crockford, base58, createBase58check } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import {
  SANDBOX_BANK,
  SANDBOX_CNPJ_BASE,
  SANDBOX_LIGHTNING_NODE_SEED,
  SANDBOX_MOBILE_MONEY,
  SANDBOX_UPI_HANDLE,
  sandboxBic,
} from '../../sandbox/bank.js';
import { bolt11Invoice, clabe, cnpj, iban, pixCopyPasteCode, sparkAddressFor } from './deposit-encodings.js';
import type { AccountOrWalletInfo, LegacyBankAccountInfo, PaymentInstructions } from './schemas.js';

/**
 * Sandbox deposit details of an internal account. They are derived from the account id, so
 * they are stable and unique per account, and lead back to exactly that account: the
 * `reference` through `accountIdFromReference`, a Spark address through
 * `accountIdFromSparkAddress` (deposit-encodings.ts), a PIX key because it is the account uuid.
 */

/** The receiving entity of PIX deposits (a valid CNPJ of the sandbox). */
const SANDBOX_CNPJ = cnpj(SANDBOX_CNPJ_BASE);
/** Signs the sandbox's Lightning invoices. */
const SANDBOX_LIGHTNING_NODE_KEY = sha256(new TextEncoder().encode(SANDBOX_LIGHTNING_NODE_SEED));
/** Invoices stay payable as long as the account: about a hundred years. */
const INVOICE_EXPIRY_SECONDS = 3_155_760_000;

const uuidBytes = (uuid: string) => Buffer.from(uuid.replace(/-/g, ''), 'hex');

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A hex digit's value, -1 for any other character (`0`-`9`, `A`-`F`, `a`-`f`). */
const hexValue = (code: number): number =>
  code >= 48 && code <= 57 ? code - 48 : (code | 32) >= 97 && (code | 32) <= 102 ? (code | 32) - 87 : -1;

/**
 * The 16 bytes of a uuid in Crockford base32 straight from its hex digits: 5 bits a symbol from
 * the first bit, the last symbol's 3 bits padded with zeros, as `base32crockford.encode` writes
 * them (a unit test compares the two). Undefined for anything but a uuid's 36 characters. Every
 * payment's view shows a reference, and the library's way through a buffer and arrays of
 * digits took a third more.
 */
function uuidInCrockford(uuid: string): string | undefined {
  if (uuid.length !== 36) return undefined;
  let out = '';
  let carry = 0;
  let bits = 0;
  for (let i = 0; i < 36; i++) {
    const code = uuid.charCodeAt(i);
    if (i === 8 || i === 13 || i === 18 || i === 23) {
      if (code !== 45) return undefined; // '-'
      continue;
    }
    const digit = hexValue(code);
    if (digit < 0) return undefined;
    carry = (carry << 4) | digit;
    bits += 4;
    if (bits >= 5) {
      bits -= 5;
      out += CROCKFORD[carry >> bits];
      carry &= (1 << bits) - 1;
    }
  }
  return out + CROCKFORD[carry << (5 - bits)];
}

/** `PS` + the 16 bytes of the account uuid in Crockford base32: 28 characters, reversible. */
export const referenceFor = (accountId: string): string =>
  `PS${uuidInCrockford(accountId) ?? base32crockford.encode(uuidBytes(accountId))}`;

export function accountIdFromReference(reference: string): string | undefined {
  if (!/^PS[0-9A-HJKMNP-TV-Z]{26}$/.test(reference)) return undefined;
  try {
    const hex = Buffer.from(base32crockford.decode(reference.slice(2))).toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  } catch {
    return undefined;
  }
}

/** `count` decimal digits derived from the account id and a purpose label. */
function digits(accountId: string, label: string, count: number): string {
  let out = '';
  for (let round = 0; out.length < count; round++) {
    const hash = createHash('sha256').update(`${label}:${round}:${accountId}`).digest();
    for (const byte of hash) if (byte < 250) out += String(byte % 10);
  }
  return out.slice(0, count);
}

const hashBytes = (accountId: string, label: string, length: number) =>
  createHash('sha256').update(`${label}:${accountId}`).digest().subarray(0, length);

const evmAddress = (accountId: string) => `0x${hashBytes(accountId, 'evm', 20).toString('hex')}`;
const tronAddress = (accountId: string) =>
  createBase58check(sha256).encode(Uint8Array.from([0x41, ...hashBytes(accountId, 'tron', 20)]));
const solanaAddress = (accountId: string) => base58.encode(hashBytes(accountId, 'solana', 32));

/** E.164 calling code and national number length of the mobile-money countries. */
const MOBILE_MONEY: Record<
  string,
  { country: string; callingCode: string; length: number; region?: string }
> = {
  BWP: { country: 'BW', callingCode: '267', length: 8 },
  HTG: { country: 'HT', callingCode: '509', length: 8 },
  KES: { country: 'KE', callingCode: '254', length: 9 },
  MWK: { country: 'MW', callingCode: '265', length: 9 },
  RWF: { country: 'RW', callingCode: '250', length: 9 },
  TZS: { country: 'TZ', callingCode: '255', length: 9 },
  UGX: { country: 'UG', callingCode: '256', length: 9 },
  XAF: { country: 'CM', callingCode: '237', length: 9, region: 'CM' },
  XOF: { country: 'SN', callingCode: '221', length: 9, region: 'SN' },
  ZMW: { country: 'ZM', callingCode: '260', length: 9 },
};

/** Bank currencies paid by a plain account number at the sandbox bank, with the fields their variant adds. */
const ACCOUNT_NUMBER_BANKS: Record<
  string,
  { country: string; length: number; swift?: boolean; countries?: boolean }
> = {
  BDT: { country: 'BD', length: 13 },
  CNY: { country: 'CN', length: 16 },
  GHS: { country: 'GH', length: 13 },
  HKD: { country: 'HK', length: 12, swift: true, countries: true },
  MYR: { country: 'MY', length: 12, swift: true, countries: true },
  NGN: { country: 'NG', length: 10, countries: true },
  PHP: { country: 'PH', length: 12, countries: true },
  PKR: { country: 'PK', length: 14 },
  SGD: { country: 'SG', length: 10, swift: true, countries: true },
  THB: { country: 'TH', length: 10, swift: true, countries: true },
  VND: { country: 'VN', length: 12, swift: true, countries: true },
  ZAR: { country: 'ZA', length: 11 },
  EGP: { country: 'EG', length: 12 },
};

/** Countries of currencies without a variant of their own: deposits arrive by SWIFT. */
const SWIFT_COUNTRIES: Record<string, string> = { COP: 'CO', ILS: 'IL' };

interface Detail {
  info: AccountOrWalletInfo;
  /** Country of the receiving bank (bank details only). */
  country?: string;
  invoice?: string;
  notes?: string;
}

function detailsFor(
  accountId: string,
  currency: string,
  holder: string,
  issuedAt: Date,
  allNetworks: boolean,
): Detail[] {
  const reference = referenceFor(accountId);
  const bank = (country: string, info: AccountOrWalletInfo): Detail => ({
    country,
    info: { reference, accountHolderName: holder, ...info },
  });
  /** A bank in the SEPA area: its IBAN (of `bban`), and its BIC under both of the contract's names. */
  const sepaBank = (country: string, accountType: string, bban: string, paymentRails: string[]): Detail => {
    const bic = sandboxBic(country);
    return bank(country, {
      accountType,
      iban: iban(country, bban),
      swiftBic: bic,
      swiftCode: bic,
      bankName: SANDBOX_BANK,
      countries: [country],
      paymentRails,
    });
  };
  const wallet = (accountType: string, address: string, network: string): Detail => ({
    info: { accountType, address, assetType: currency },
    notes: `Send only ${currency} on ${network} to this address.`,
  });
  switch (currency) {
    case 'USD':
      return [
        bank('US', {
          accountType: 'USD_ACCOUNT',
          accountNumber: digits(accountId, 'usd', 12),
          routingNumber: '011000015',
          bankAccountType: 'CHECKING',
          bankName: SANDBOX_BANK,
          countries: ['US'],
          paymentRails: ['ACH', 'WIRE', 'RTP', 'FEDNOW'],
        }),
      ];
    case 'EUR':
      return [
        sepaBank('DE', 'EUR_ACCOUNT', `10010010${digits(accountId, 'eur', 10)}`, ['SEPA', 'SEPA_INSTANT']),
      ];
    case 'GBP':
      return [
        bank('GB', {
          accountType: 'GBP_ACCOUNT',
          sortCode: '040004',
          accountNumber: digits(accountId, 'gbp', 8),
          bankName: SANDBOX_BANK,
          countries: ['GB'],
          paymentRails: ['FASTER_PAYMENTS'],
        }),
      ];
    case 'DKK':
      return [sepaBank('DK', 'DKK_ACCOUNT', `0040${digits(accountId, 'dkk', 10)}`, ['SEPA'])];
    case 'AED':
      return [
        bank('AE', {
          accountType: 'AED_ACCOUNT',
          iban: iban('AE', `099${digits(accountId, 'aed', 16)}`),
          swiftCode: sandboxBic('AE'),
          paymentRails: ['BANK_TRANSFER'],
        }),
      ];
    case 'MXN':
      return [
        bank('MX', {
          accountType: 'MXN_ACCOUNT',
          clabeNumber: clabe(`646180${digits(accountId, 'mxn', 11)}`),
          bankName: SANDBOX_BANK,
          countries: ['MX'],
          paymentRails: ['SPEI'],
        }),
      ];
    case 'BRL':
      return [
        bank('BR', {
          accountType: 'BRL_ACCOUNT',
          pixKey: accountId,
          pixKeyType: 'RANDOM',
          qrCode: pixCopyPasteCode(accountId, holder, 'Sao Paulo'),
          taxId: SANDBOX_CNPJ,
          bankName: SANDBOX_BANK,
          countries: ['BR'],
          paymentRails: ['PIX'],
        }),
      ];
    case 'INR':
      return [
        {
          country: 'IN',
          info: {
            accountType: 'INR_ACCOUNT',
            // UPI addresses are lower case; the reference in it leads back to the account.
            vpa: `${reference.toLowerCase()}@${SANDBOX_UPI_HANDLE}`,
            accountHolderName: holder,
            countries: ['IN'],
            paymentRails: ['UPI'],
          },
        },
      ];
    case 'CAD':
      return [
        bank('CA', {
          accountType: 'CAD_ACCOUNT',
          accountNumber: digits(accountId, 'cad', 12),
          bankCode: '999',
          branchCode: '00011',
          bankName: SANDBOX_BANK,
          countries: ['CA'],
          paymentRails: ['BANK_TRANSFER'],
        }),
      ];
    case 'IDR':
      return [
        bank('ID', {
          accountType: 'IDR_ACCOUNT',
          accountNumber: digits(accountId, 'idr', 12),
          bankName: SANDBOX_BANK,
          phoneNumber: `+628${digits(accountId, 'idr-phone', 10)}`,
          sortCode: '999',
          swiftCode: sandboxBic('ID'),
          countries: ['ID'],
          paymentRails: ['BANK_TRANSFER'],
        }),
      ];
    case 'GTQ':
    case 'JMD':
      return [
        bank(currency === 'GTQ' ? 'GT' : 'JM', {
          accountType: `${currency}_ACCOUNT`,
          accountNumber: digits(accountId, currency, 12),
          bankAccountType: 'CHECKING',
          bankName: SANDBOX_BANK,
          ...(currency === 'JMD' ? { branchCode: '00011' } : {}),
          paymentRails: ['BANK_TRANSFER'],
        }),
      ];
    case 'USDC':
      return [
        wallet('SOLANA_WALLET', solanaAddress(accountId), 'Solana'),
        wallet('BASE_WALLET', evmAddress(accountId), 'Base'),
        wallet('POLYGON_WALLET', evmAddress(accountId), 'Polygon'),
        ...(allNetworks ? [wallet('ETHEREUM_WALLET', evmAddress(accountId), 'Ethereum')] : []),
      ];
    case 'USDT':
      return [
        wallet('SOLANA_WALLET', solanaAddress(accountId), 'Solana'),
        wallet('TRON_WALLET', tronAddress(accountId), 'Tron'),
        ...(allNetworks
          ? [
              wallet('ETHEREUM_WALLET', evmAddress(accountId), 'Ethereum'),
              wallet('PLASMA_WALLET', evmAddress(accountId), 'Plasma'),
            ]
          : []),
      ];
    case 'USDB':
      return [wallet('SPARK_WALLET', sparkAddressFor(accountId), 'Spark')];
    case 'BTC': {
      const preimage = hashBytes(accountId, 'lightning-preimage', 32);
      const invoice = bolt11Invoice({
        prefix: 'lnsb',
        timestamp: Math.floor(issuedAt.getTime() / 1000),
        paymentHash: sha256(preimage),
        paymentSecret: hashBytes(accountId, 'lightning-secret', 32),
        description: `Deposit to ${reference}`,
        expirySeconds: INVOICE_EXPIRY_SECONDS,
        nodeKey: SANDBOX_LIGHTNING_NODE_KEY,
      });
      const spark = wallet('SPARK_WALLET', sparkAddressFor(accountId), 'Spark');
      return [{ ...spark, invoice, info: { ...spark.info, invoice } }];
    }
  }
  const mobile = MOBILE_MONEY[currency];
  if (mobile) {
    return [
      bank(mobile.country, {
        accountType: `${currency}_ACCOUNT`,
        phoneNumber: `+${mobile.callingCode}${digits(accountId, `${currency}-phone`, mobile.length)}`,
        provider: SANDBOX_MOBILE_MONEY,
        ...(mobile.region ? { region: mobile.region } : {}),
        paymentRails: ['MOBILE_MONEY'],
      }),
    ];
  }
  const numbered = ACCOUNT_NUMBER_BANKS[currency];
  if (numbered) {
    return [
      bank(numbered.country, {
        accountType: `${currency}_ACCOUNT`,
        accountNumber: digits(accountId, currency, numbered.length),
        bankName: SANDBOX_BANK,
        ...(numbered.swift ? { swiftCode: sandboxBic(numbered.country) } : {}),
        ...(numbered.countries ? { countries: [numbered.country] } : {}),
        paymentRails: ['BANK_TRANSFER'],
      }),
    ];
  }
  const country = SWIFT_COUNTRIES[currency] ?? 'US';
  return [
    bank(country, {
      accountType: 'SWIFT_ACCOUNT',
      accountNumber: digits(accountId, currency, 16),
      bankName: SANDBOX_BANK,
      country,
      swiftCode: sandboxBic(country),
      paymentRails: ['SWIFT'],
    }),
  ];
}

/** EVM chain ids of the wallet types (EIP-155), for `ethereum:` payment URIs (EIP-681). */
const EVM_CHAIN_IDS: Record<string, number> = {
  ETHEREUM_WALLET: 1,
  BASE_WALLET: 8453,
  POLYGON_WALLET: 137,
  PLASMA_WALLET: 9745,
};

const str = (info: AccountOrWalletInfo, field: string): string | undefined => {
  const value = info[field];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The 2025-10-13 revision's `bankAccountInfo` for the same details. Its seven variants cover
 * US accounts, CLABE, IBAN, PIX, UPI and Spark; anything else is an FBO entry whose
 * `paymentUrl` is the standard payment URI of the same details: an RFC 8905 `payto:` URI for
 * banks and mobile money (the sandbox bank's account for the benefit of the reference), the
 * chain's URI scheme for wallets (Solana Pay, EIP-681, BIP 21, `lightning:`).
 */
export function legacyBankAccountInfo(
  info: AccountOrWalletInfo,
  context: { reference: string; country?: string | undefined },
): LegacyBankAccountInfo {
  const bankName = str(info, 'bankName') ?? SANDBOX_BANK;
  const fbo = (paymentUrl: string, paymentMethod: 'GET' | 'POST' = 'GET'): LegacyBankAccountInfo => ({
    accountType: 'FBO',
    paymentUrl,
    paymentMethod,
  });
  const address = str(info, 'address') ?? '';
  switch (info.accountType) {
    case 'USD_ACCOUNT':
      return {
        accountType: 'US_ACCOUNT',
        accountNumber: str(info, 'accountNumber') ?? '',
        routingNumber: str(info, 'routingNumber') ?? '',
        accountCategory: str(info, 'bankAccountType') === 'SAVINGS' ? 'SAVINGS' : 'CHECKING',
        bankName,
      };
    case 'MXN_ACCOUNT':
      return { accountType: 'CLABE', clabeNumber: str(info, 'clabeNumber') ?? '', bankName };
    case 'BRL_ACCOUNT': {
      const type = str(info, 'pixKeyType');
      return {
        accountType: 'PIX',
        pixKey: str(info, 'pixKey') ?? '',
        pixKeyType:
          type === 'CPF' || type === 'CNPJ' || type === 'EMAIL' || type === 'PHONE' ? type : 'RANDOM',
        bankName,
      };
    }
    case 'INR_ACCOUNT':
      return { accountType: 'UPI', vpa: str(info, 'vpa') ?? '' };
    case 'SPARK_WALLET': {
      const invoice = str(info, 'invoice');
      return { accountType: 'SPARK_WALLET', address, ...(invoice ? { invoice } : {}) };
    }
    case 'SOLANA_WALLET':
      return fbo(`solana:${address}`);
    case 'TRON_WALLET':
      return fbo(`tron:${address}`);
    case 'BITCOIN_L1':
      return fbo(`bitcoin:${address}`);
    case 'LIGHTNING':
      return fbo(`lightning:${str(info, 'invoice') ?? ''}`);
    case 'EMBEDDED_WALLET':
      return fbo(`data:application/json,${encodeURIComponent(str(info, 'payloadToSign') ?? '')}`, 'POST');
  }
  const chainId = EVM_CHAIN_IDS[info.accountType];
  if (chainId !== undefined) return fbo(`ethereum:${address}@${chainId}`);
  const ibanValue = str(info, 'iban');
  const bic = str(info, 'swiftCode') ?? str(info, 'swiftBic') ?? sandboxBic(context.country ?? 'US');
  if (ibanValue) return { accountType: 'IBAN', iban: ibanValue, bankName, swiftBic: bic };
  if (info.accountType === 'GBP_ACCOUNT') {
    const gbIban = iban('GB', `PBNK${str(info, 'sortCode') ?? ''}${str(info, 'accountNumber') ?? ''}`);
    return { accountType: 'IBAN', iban: gbIban, bankName, swiftBic: sandboxBic('GB') };
  }
  const query = new URLSearchParams({ message: context.reference });
  const holder = str(info, 'accountHolderName');
  if (holder) query.set('receiver-name', holder);
  return fbo(`payto://bic/${bic}?${query.toString()}`);
}

export interface InstructionOptions {
  /** True for the platform's own accounts. */
  isPlatformAccount?: boolean;
  /** When the details were issued (the account's creation): the timestamp of invoices. */
  issuedAt?: Date;
  /**
   * `every-revision` offers a wallet only on networks every revision of the contract lists
   * for the asset (no Ethereum or Plasma): standing account details are one list that every
   * client decodes whole, and an unknown variant breaks the SDK 0.7.0 decoder. `all` (the
   * default) also offers the newer networks, for callers that filter by a network they
   * were asked for (a quote's `cryptoNetwork`).
   */
  networks?: 'every-revision' | 'all';
}

/** One entry of `PaymentInstructions` around `info`, with the 2025-10-13 fields derived from it. */
export function paymentInstructionsOf(
  info: AccountOrWalletInfo,
  entry: {
    reference: string;
    country?: string;
    notes?: string;
    invoice?: string;
    isPlatformAccount?: boolean;
  },
): PaymentInstructions {
  return {
    ...(entry.notes ? { instructionsNotes: entry.notes } : {}),
    isPlatformAccount: entry.isPlatformAccount ?? false,
    ...(entry.invoice ? { invoice: entry.invoice } : {}),
    accountOrWalletInfo: info,
    reference: entry.reference,
    bankAccountInfo: legacyBankAccountInfo(info, entry),
  };
}

/**
 * The deposit details of account (or quote) `accountId` in `currency`, addressed to `holder`.
 * Wallets: Solana, Base and Polygon (and Ethereum) for USDC; Solana and Tron (and Ethereum,
 * Plasma) for USDT; Spark for USDB and BTC.
 */
export function fundingPaymentInstructions(
  accountId: string,
  currency: string,
  holder: string,
  options: InstructionOptions = {},
): PaymentInstructions[] {
  const reference = referenceFor(accountId);
  const bankNotes = `Include the reference ${reference} so the deposit reaches this account.`;
  const allNetworks = options.networks !== 'every-revision';
  return detailsFor(accountId, currency, holder, options.issuedAt ?? new Date(0), allNetworks).map((detail) =>
    paymentInstructionsOf(detail.info, {
      reference,
      ...(detail.country ? { country: detail.country } : {}),
      notes: detail.notes ?? bankNotes,
      ...(detail.invoice ? { invoice: detail.invoice } : {}),
      ...(options.isPlatformAccount !== undefined ? { isPlatformAccount: options.isPlatformAccount } : {}),
    }),
  );
}
