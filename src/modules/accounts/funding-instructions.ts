import { createHash } from 'node:crypto';
import { base32crockford, base58 } from '@scure/base';

/**
 * Sandbox deposit details of an internal account. They are derived from the account id, so
 * they are stable and unique per account, and the `reference` (or a wallet address) leads
 * back to exactly that account: `accountIdFromReference` reverses it.
 */
export interface PaymentInstructions {
  instructionsNotes?: string;
  invoice?: string;
  accountOrWalletInfo: Record<string, unknown> & { accountType: string };
}

const SANDBOX_BANK = 'Payments Service Sandbox Bank';

const uuidBytes = (uuid: string) => Buffer.from(uuid.replace(/-/g, ''), 'hex');

/** `PS` + the 16 bytes of the account uuid in Crockford base32: 28 characters, reversible. */
export const referenceFor = (accountId: string): string =>
  `PS${base32crockford.encode(uuidBytes(accountId))}`;

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

/** ISO 13616 check digits for `country` + `bban`. */
function iban(country: string, bban: string): string {
  const rearranged = `${bban}${country}00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const ch of rearranged) remainder = (remainder * 10 + Number(ch)) % 97;
  return `${country}${String(98 - remainder).padStart(2, '0')}${bban}`;
}

/** CLABE: 17 digits plus the weighted check digit (weights 3, 7, 1). */
function clabe(body17: string): string {
  const weights = [3, 7, 1];
  const sum = [...body17].reduce((acc, d, i) => acc + ((Number(d) * (weights[i % 3] as number)) % 10), 0);
  return `${body17}${(10 - (sum % 10)) % 10}`;
}

function evmAddress(accountId: string): string {
  return `0x${hashBytes(accountId, 'evm', 20).toString('hex')}`;
}

export function fundingPaymentInstructions(
  accountId: string,
  currency: string,
  holder: string,
): PaymentInstructions[] {
  const reference = referenceFor(accountId);
  const notes = `Include the reference ${reference} so the deposit reaches this account.`;
  const bank = (info: Record<string, unknown> & { accountType: string }): PaymentInstructions => ({
    instructionsNotes: notes,
    accountOrWalletInfo: { reference, accountHolderName: holder, bankName: SANDBOX_BANK, ...info },
  });
  const wallet = (accountType: string, assetType: string, address: string): PaymentInstructions => ({
    accountOrWalletInfo: { accountType, assetType, address },
  });
  switch (currency) {
    case 'USD':
      return [
        bank({
          accountType: 'USD_ACCOUNT',
          accountNumber: digits(accountId, 'usd', 12),
          routingNumber: '011000015',
          paymentRails: ['ACH', 'WIRE', 'RTP', 'FEDNOW'],
        }),
      ];
    case 'EUR':
      return [
        bank({
          accountType: 'EUR_ACCOUNT',
          iban: iban('DE', `10010010${digits(accountId, 'eur', 10)}`),
          swiftCode: 'PBNKDEFFXXX',
          paymentRails: ['SEPA', 'SEPA_INSTANT'],
        }),
      ];
    case 'GBP':
      return [
        bank({
          accountType: 'GBP_ACCOUNT',
          sortCode: '040004',
          accountNumber: digits(accountId, 'gbp', 8),
          paymentRails: ['FASTER_PAYMENTS'],
        }),
      ];
    case 'MXN':
      return [
        bank({
          accountType: 'MXN_ACCOUNT',
          clabeNumber: clabe(`646180${digits(accountId, 'mxn', 11)}`),
          paymentRails: ['SPEI'],
        }),
      ];
    case 'BRL':
      return [
        bank({
          accountType: 'BRL_ACCOUNT',
          pixKey: `${accountId}`,
          pixKeyType: 'RANDOM',
          paymentRails: ['PIX'],
        }),
      ];
    case 'INR':
      return [
        bank({
          accountType: 'INR_ACCOUNT',
          accountNumber: digits(accountId, 'inr', 14),
          ifsc: 'PSSB0000001',
          paymentRails: ['NEFT', 'RTGS'],
        }),
      ];
    case 'NGN':
      return [
        bank({
          accountType: 'NGN_ACCOUNT',
          accountNumber: digits(accountId, 'ngn', 10),
          paymentRails: ['BANK_TRANSFER'],
        }),
      ];
    case 'USDC':
      return [
        wallet('SOLANA_WALLET', 'USDC', base58.encode(hashBytes(accountId, 'solana', 32))),
        wallet('ETHEREUM_WALLET', 'USDC', evmAddress(accountId)),
        wallet('BASE_WALLET', 'USDC', evmAddress(accountId)),
        wallet('POLYGON_WALLET', 'USDC', evmAddress(accountId)),
      ];
    case 'USDT':
      return [
        wallet('ETHEREUM_WALLET', 'USDT', evmAddress(accountId)),
        wallet('PLASMA_WALLET', 'USDT', evmAddress(accountId)),
      ];
    case 'USDB':
    case 'BTC': {
      const address = `spark1${base32crockford.encode(hashBytes(accountId, 'spark', 32)).toLowerCase()}`;
      return [
        {
          invoice: `lnsb1${base32crockford.encode(hashBytes(accountId, 'invoice', 40)).toLowerCase()}`,
          accountOrWalletInfo: { accountType: 'SPARK_WALLET', assetType: currency, address },
        },
      ];
    }
    default:
      return [
        bank({
          accountType: 'SWIFT_ACCOUNT',
          swiftCode: 'PBNKUS33XXX',
          accountNumber: digits(accountId, currency, 16),
          paymentRails: ['SWIFT'],
        }),
      ];
  }
}
