/**
 * Encodings of sandbox deposit details that real wallets and banking apps parse: Spark
 * addresses (bech32m), BOLT 11 invoices (bech32, signed), PIX "copia e cola" codes (EMV
 * BR Code) and check-digit schemes. Pure functions, deterministic in their inputs.
 *
 * BOLT 11 is written here on @scure/base and @noble/curves (already dependencies) rather
 * than with an invoice library: the maintained encoders on npm pull their own bech32 and
 * elliptic-curve stacks for what is about forty lines on the primitives we ship.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bech32, bech32m } from '@scure/base';
import { wordsToBytesPadded } from '../../crypto/bech32-words.js';
import { concat } from '../../crypto/bytes.js';
import { CNPJ_WEIGHTS, clabeCheckDigit, ibanCheckDigits, mod11Digit } from '../../crypto/check-digits.js';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const uuidBytes = (uuid: string): Uint8Array => Uint8Array.from(Buffer.from(uuid.replace(/-/g, ''), 'hex'));
const uuidOf = (bytes: Uint8Array): string => {
  const hex = Buffer.from(bytes).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

// ---------------------------------------------------------------------------------------------
// Spark
// ---------------------------------------------------------------------------------------------

/** Mainnet Spark addresses start with `spark1`. */
export const SPARK_HRP = 'spark';

/**
 * A compressed secp256k1 point whose x coordinate starts with the 16 bytes of the account
 * uuid (the rest is a hash of it and a counter, tried until x is on the curve, which about
 * every second value is). So the identity key is a valid public key, and the address it
 * goes into leads back to the account without a lookup table.
 */
function identityKeyFor(accountId: string): Uint8Array {
  const id = uuidBytes(accountId);
  for (let counter = 0; ; counter++) {
    const tail = sha256(utf8(`spark-identity:${counter}:${accountId}`)).subarray(0, 16);
    const candidate = concat(Uint8Array.of(0x02), id, tail);
    try {
      secp256k1.Point.fromBytes(candidate).assertValidity();
      return candidate;
    } catch {
      // x is not on the curve: next counter.
    }
  }
}

/**
 * The Spark deposit address of an internal account: bech32m over the SparkAddress protobuf
 * whose field 1 (tag 0x0a, 33 bytes) is the identity public key.
 */
export function sparkAddressFor(accountId: string): string {
  const payload = concat(Uint8Array.of(0x0a, 33), identityKeyFor(accountId));
  return bech32m.encode(SPARK_HRP, bech32m.toWords(payload), false);
}

/** The account a Spark address of ours belongs to, or undefined for any other address. */
export function accountIdFromSparkAddress(address: string): string | undefined {
  try {
    const decoded = bech32m.decode(address as `${string}1${string}`, false);
    const bytes = bech32m.fromWords(decoded.words);
    if (decoded.prefix !== SPARK_HRP || bytes.length !== 35 || bytes[0] !== 0x0a || bytes[1] !== 33) {
      return undefined;
    }
    const accountId = uuidOf(bytes.subarray(3, 19));
    return sparkAddressFor(accountId) === address ? accountId : undefined;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// BOLT 11
// ---------------------------------------------------------------------------------------------

/** Tagged-field types of BOLT 11 (the value of the tag's bech32 character). */
const TAG = { paymentHash: 1, paymentSecret: 16, description: 13, expiry: 6, features: 5 } as const;

/** `value` as big-endian 5-bit words, at least `minWords` long. */
function intWords(value: number, minWords = 1): number[] {
  const words: number[] = [];
  for (let v = value; v > 0; v = Math.floor(v / 32)) words.unshift(v % 32);
  while (words.length < minWords) words.unshift(0);
  return words;
}

function taggedField(tag: number, data: number[]): number[] {
  return [tag, Math.floor(data.length / 32), data.length % 32, ...data];
}

export interface Bolt11Request {
  /** `ln` + network: `lnbc` mainnet, `lntb` testnet, `lnbcrt` regtest, `lnsb` simnet. */
  prefix: string;
  /** Seconds since the epoch. */
  timestamp: number;
  paymentHash: Uint8Array;
  paymentSecret: Uint8Array;
  description: string;
  expirySeconds: number;
  /** secp256k1 private key of the payee node; the invoice is signed with it. */
  nodeKey: Uint8Array;
}

/**
 * An amount-less BOLT 11 invoice (the payer chooses the amount): timestamp, payment hash,
 * payment secret, description, expiry and the features a writer must set (var_onion_optin
 * and payment_secret, both required), signed with a recoverable signature over
 * sha256(hrp || data).
 */
export function bolt11Invoice(request: Bolt11Request): string {
  const data = [
    ...intWords(request.timestamp, 7),
    ...taggedField(TAG.paymentHash, bech32.toWords(request.paymentHash)),
    ...taggedField(TAG.paymentSecret, bech32.toWords(request.paymentSecret)),
    ...taggedField(TAG.description, bech32.toWords(utf8(request.description))),
    ...taggedField(TAG.expiry, intWords(request.expirySeconds)),
    // Feature bits 8 (var_onion_optin) and 14 (payment_secret): words ...|bit14|..|bit8|..
    ...taggedField(TAG.features, [0b10000, 0b01000, 0]),
  ];
  const message = sha256(concat(utf8(request.prefix), wordsToBytesPadded(data)));
  // noble's recovered format is recovery id first; BOLT 11 wants r || s || recovery id.
  const recovered = secp256k1.sign(message, request.nodeKey, { prehash: false, format: 'recovered' });
  const signature = concat(recovered.subarray(1, 65), recovered.subarray(0, 1));
  return bech32.encode(request.prefix, [...data, ...bech32.toWords(signature)], false);
}

// ---------------------------------------------------------------------------------------------
// PIX
// ---------------------------------------------------------------------------------------------

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as the EMV QR specification uses. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of utf8(text)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const emv = (id: string, value: string): string => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** Letters, digits and spaces only (accents dropped), at most `max` characters. */
const emvText = (text: string, max: number): string =>
  text
    .normalize('NFD')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .trim()
    .slice(0, max) || 'Payments Service';

/**
 * A static PIX "copia e cola" code (the text of the QR code): EMV merchant-presented payload
 * with the PIX key under GUI br.gov.bcb.pix, currency 986, country BR, and its CRC.
 */
export function pixCopyPasteCode(key: string, merchantName: string, city: string): string {
  const body =
    emv('00', '01') +
    emv('26', emv('00', 'br.gov.bcb.pix') + emv('01', key)) +
    emv('52', '0000') +
    emv('53', '986') +
    emv('58', 'BR') +
    emv('59', emvText(merchantName, 25)) +
    emv('60', emvText(city, 15)) +
    emv('62', emv('05', '***')) +
    '6304';
  return body + crc16(body);
}

// ---------------------------------------------------------------------------------------------
// Check digits
// ---------------------------------------------------------------------------------------------

/** ISO 13616 IBAN for `country` + `bban` (letters in the BBAN are allowed). */
export const iban = (country: string, bban: string): string =>
  `${country}${ibanCheckDigits(country, bban)}${bban}`;

/** CLABE: 17 digits plus the weighted check digit (weights 3, 7, 1). */
export const clabe = (body17: string): string => `${body17}${clabeCheckDigit(body17)}`;

/** CNPJ: 12 digits plus its two check digits. */
export function cnpj(body12: string): string {
  const first = mod11Digit(body12, CNPJ_WEIGHTS.first);
  return `${body12}${first}${mod11Digit(`${body12}${first}`, CNPJ_WEIGHTS.second)}`;
}
