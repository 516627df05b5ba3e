/**
 * Identifier checks that JSON Schema cannot express: check digits, checksums, encodings.
 * Pure functions. Each returns `undefined` when the value is acceptable, otherwise a short
 * reason in the words of a field error ("has a wrong check digit"). Malformed input of any
 * kind is a reason, never an exception.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { base58, bech32, bech32m, createBase58check } from '@scure/base';
import { wordsToBytesPadded } from '../../crypto/bech32-words.js';
import { CNPJ_WEIGHTS, clabeCheckDigit, ibanMod97, mod11Digit } from '../../crypto/check-digits.js';

export type Problem = string | undefined;

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const digitsOf = (value: string): number[] => [...value].map((c) => c.charCodeAt(0) - 48);

// ---------------------------------------------------------------------------------------------
// Banks
// ---------------------------------------------------------------------------------------------

/** IBAN length per country (SWIFT IBAN registry, release 99). */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = Object.fromEntries(
  (
    'AD24 AE23 AL28 AT20 AZ28 BA20 BE16 BG22 BH22 BI27 BR29 BY28 CH21 CR22 CY28 CZ24 DE22 DJ27 DK18 DO28 ' +
    'EE20 EG29 ES24 FI18 FK18 FO18 FR27 GB22 GE22 GI23 GL18 GR27 GT28 HN28 HR21 HU28 IE22 IL23 IQ23 IS26 ' +
    'IT27 JO30 KW30 KZ20 LB28 LC32 LI21 LT20 LU20 LV21 LY25 MC27 MD24 ME22 MK19 MN20 MR27 MT31 MU30 NI28 ' +
    'NL18 NO15 OM23 PK24 PL28 PS29 PT25 QA29 RO24 RS22 RU33 SA24 SC31 SD18 SE24 SI19 SK24 SM27 SO23 ST25 ' +
    'SV28 TL23 TN24 TR26 UA29 VA22 VG24 XK20 YE30'
  )
    .split(' ')
    .map((entry) => [entry.slice(0, 2), Number(entry.slice(2))]),
);

/** IBAN: known country, that country's length, mod-97 remainder 1; optionally of one country. */
export function ibanProblem(iban: string, expectedCountry?: string): Problem {
  if (!/^[A-Z]{2}[0-9]{2}[A-Za-z0-9]{11,30}$/.test(iban)) {
    return 'must be an IBAN: country code, two check digits and the account (no spaces)';
  }
  const country = iban.slice(0, 2);
  const length = IBAN_LENGTHS[country];
  if (length === undefined) return `${country} does not issue IBANs`;
  if (expectedCountry !== undefined && country !== expectedCountry)
    return `must be a ${expectedCountry} IBAN`;
  if (iban.length !== length) return `a ${country} IBAN has ${length} characters, not ${iban.length}`;
  if (ibanMod97(iban) !== 1) return 'has wrong check digits (ISO 7064 mod 97)';
  return undefined;
}

/** ABA routing number: nine digits, a Federal Reserve prefix, weights 3-7-1 summing to a multiple of 10. */
export function abaRoutingProblem(routing: string): Problem {
  if (!/^[0-9]{9}$/.test(routing)) return 'must be 9 digits';
  const prefix = Number(routing.slice(0, 2));
  const knownPrefix =
    prefix <= 12 || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80;
  if (!knownPrefix) return 'does not start with a Federal Reserve routing symbol (00-12, 21-32, 61-72, 80)';
  const d = digitsOf(routing);
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = d.reduce((acc, digit, i) => acc + digit * (weights[i] as number), 0);
  return sum % 10 === 0 ? undefined : 'has a wrong check digit (ABA checksum)';
}

/** UK sort code: 6 digits (no dashes). The Vocalink modulus tables are not applied. */
export const ukSortCodeProblem = (sortCode: string): Problem =>
  /^[0-9]{6}$/.test(sortCode) ? undefined : 'must be 6 digits';

/** UK account number: 8 digits. */
export const ukAccountNumberProblem = (accountNumber: string): Problem =>
  /^[0-9]{8}$/.test(accountNumber) ? undefined : 'must be 8 digits';

/** Mexican CLABE: 18 digits, the last one the check digit. */
export function clabeProblem(clabe: string): Problem {
  if (!/^[0-9]{18}$/.test(clabe)) return 'must be 18 digits';
  return clabeCheckDigit(clabe.slice(0, 17)) === Number(clabe[17]) ? undefined : 'has a wrong check digit';
}

/** Indian IFSC: 4 letters (bank), a 0, 6 letters or digits (branch). */
export const ifscProblem = (ifsc: string): Problem =>
  /^[A-Z]{4}0[A-Z0-9]{6}$/.test(ifsc) ? undefined : 'must be an IFSC: 4 letters, 0, then 6 letters or digits';

// Made on first use: the region names' locale data is some 5 MB of the process's memory, which
// a service that never checks a country need not hold.
let regionNames: Intl.DisplayNames | undefined;

/** Whether an alpha-2 code names a country or territory (ISO 3166-1, plus XK which banks use). */
// CLDR region codes that are not countries (unions, pseudo-locales, unknown).
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ']);

export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || NOT_COUNTRIES.has(code)) return false;
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    return regionNames.of(code) !== undefined;
  } catch {
    return false;
  }
}

/** SWIFT/BIC (ISO 9362): 4 letters bank, a country code, 2 location characters, optional 3 branch characters. */
export function bicProblem(bic: string): Problem {
  if (!/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic)) {
    return 'must be a BIC: 4 letters, country code, 2 location characters, optional 3-character branch';
  }
  return isCountryCode(bic.slice(4, 6)) ? undefined : `${bic.slice(4, 6)} is not a country code`;
}

// ---------------------------------------------------------------------------------------------
// Brazil
// ---------------------------------------------------------------------------------------------

/** CPF (individual taxpayer number): 11 digits, two mod-11 check digits, not one digit repeated. */
export function cpfProblem(cpf: string): Problem {
  if (!/^[0-9]{11}$/.test(cpf)) return 'a CPF has 11 digits';
  if (/^(\d)\1{10}$/.test(cpf)) return 'is not a valid CPF';
  const d = digitsOf(cpf);
  const first = mod11Digit(d.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = mod11Digit(d.slice(0, 10), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === d[9] && second === d[10] ? undefined : 'has wrong CPF check digits';
}

/** CNPJ (company taxpayer number): 14 digits, two mod-11 check digits, not one digit repeated. */
export function cnpjProblem(cnpj: string): Problem {
  if (!/^[0-9]{14}$/.test(cnpj)) return 'a CNPJ has 14 digits';
  if (/^(\d)\1{13}$/.test(cnpj)) return 'is not a valid CNPJ';
  const d = digitsOf(cnpj);
  const first = mod11Digit(d.slice(0, 12), CNPJ_WEIGHTS.first);
  const second = mod11Digit(d.slice(0, 13), CNPJ_WEIGHTS.second);
  return first === d[12] && second === d[13] ? undefined : 'has wrong CNPJ check digits';
}

/** Brazilian tax id: a CPF (11 digits) or a CNPJ (14 digits). */
export function brazilTaxIdProblem(taxId: string): Problem {
  if (taxId.length === 11) return cpfProblem(taxId);
  if (taxId.length === 14) return cnpjProblem(taxId);
  return 'must be a CPF (11 digits) or a CNPJ (14 digits)';
}

export const PIX_KEY_TYPES = ['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'RANDOM'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];
export const isPixKeyType = (value: unknown): value is PixKeyType =>
  typeof value === 'string' && (PIX_KEY_TYPES as readonly string[]).includes(value);

/**
 * A PIX key of the declared type: CPF / CNPJ with valid check digits (digits only), an email
 * address of at most 77 characters, a Brazilian phone number `+55` + area code + 8 or 9
 * digits, or a random key (EVP), which is a UUID.
 */
export function pixKeyProblem(type: string, key: string): Problem {
  switch (type) {
    case 'CPF':
      return cpfProblem(key);
    case 'CNPJ':
      return cnpjProblem(key);
    case 'EMAIL':
      return key.length <= 77 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(key)
        ? undefined
        : 'must be an email address';
    case 'PHONE':
      return /^\+55[1-9]{2}[0-9]{8,9}$/.test(key)
        ? undefined
        : 'must be a Brazilian phone number: +55, area code, number';
    case 'RANDOM':
      return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key)
        ? undefined
        : 'a random PIX key is a UUID';
    default:
      return `unknown PIX key type ${type}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Wallets
// ---------------------------------------------------------------------------------------------

/** The EIP-55 mixed-case form of a 20-byte hex address. */
export function toChecksumAddress(address: string): string {
  const lower = address.slice(2).toLowerCase();
  const hash = keccak_256(utf8(lower));
  let out = '0x';
  for (let i = 0; i < lower.length; i++) {
    const c = lower[i] as string;
    const nibble = ((hash[i >> 1] as number) >> (i % 2 === 0 ? 4 : 0)) & 0x0f;
    out += nibble >= 8 ? c.toUpperCase() : c;
  }
  return out;
}

/**
 * EVM address (Ethereum, Base, Polygon, Plasma): `0x` + 40 hex digits. All-lowercase or
 * all-uppercase is accepted as is; mixed case must be the EIP-55 checksum. The zero address
 * (burn) is refused.
 */
export function evmAddressProblem(address: string): Problem {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return 'must be 0x followed by 40 hexadecimal digits';
  const body = address.slice(2);
  if (/^0+$/.test(body)) return 'is the zero address';
  const mixed = body !== body.toLowerCase() && body !== body.toUpperCase();
  if (mixed && toChecksumAddress(address) !== address) return 'has a wrong EIP-55 checksum (letter case)';
  return undefined;
}

/** Solana address: base58 of a 32-byte public key. */
export function solanaAddressProblem(address: string): Problem {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)) return 'must be 32 to 44 base58 characters';
  try {
    return base58.decode(address).length === 32 ? undefined : 'does not decode to 32 bytes';
  } catch {
    return 'is not valid base58';
  }
}

const base58check = createBase58check(sha256);

/** Tron address: base58check (double-SHA-256 checksum) of 21 bytes starting 0x41, written `T...`. */
export function tronAddressProblem(address: string): Problem {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return 'must be T followed by 33 base58 characters';
  let payload: Uint8Array;
  try {
    payload = base58check.decode(address);
  } catch {
    return 'has a wrong base58check checksum';
  }
  if (payload.length !== 21 || payload[0] !== 0x41) return 'is not a Tron address (21 bytes, prefix 0x41)';
  return undefined;
}

/** Human-readable prefixes of Spark addresses: current `spark*` and legacy `sp*` (mainnet, testnet, regtest, signet, local). */
export const SPARK_PREFIXES = [
  'spark',
  'sparkt',
  'sparkrt',
  'sparks',
  'sparkl',
  'sp',
  'spt',
  'sprt',
  'sps',
  'spl',
];

function isCompressedSecp256k1Point(bytes: Uint8Array): boolean {
  if (bytes.length !== 33 || (bytes[0] !== 2 && bytes[0] !== 3)) return false;
  try {
    secp256k1.Point.fromBytes(bytes).assertValidity();
    return true;
  } catch {
    return false;
  }
}

/**
 * Spark address: bech32m with a Spark prefix whose payload is the 33-byte compressed secp256k1
 * identity public key, or the SparkAddress protobuf whose first field (1, length-delimited) is
 * that key; the key must be a point on the curve. Later protobuf fields are not read.
 */
export function sparkAddressProblem(address: string): Problem {
  if (address !== address.toLowerCase()) return 'must be lowercase bech32m';
  let prefix: string;
  let bytes: Uint8Array;
  try {
    const decoded = bech32m.decode(address as `${string}1${string}`, false);
    prefix = decoded.prefix;
    bytes = bech32m.fromWords(decoded.words);
  } catch {
    return 'is not a bech32m Spark address (bad characters or checksum)';
  }
  if (!SPARK_PREFIXES.includes(prefix))
    return `prefix ${prefix} is not a Spark network (${SPARK_PREFIXES.join(', ')})`;
  // The payload is the identity key itself (33 bytes) or the SparkAddress protobuf carrying it.
  const key =
    bytes.length === 33 ? bytes : bytes[0] === 0x0a && bytes[1] === 33 ? bytes.subarray(2, 35) : undefined;
  if (!key || !isCompressedSecp256k1Point(key)) {
    return 'does not carry a valid identity public key';
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Lightning
// ---------------------------------------------------------------------------------------------

const BOLT11_PREFIX = /^ln(bc|tbs|tb|bcrt|sb)([0-9]+[munp]?)?$/;
const SIGNATURE_WORDS = 104; // 65 bytes
const TIMESTAMP_WORDS = 7; // 35 bits

/**
 * BOLT 11 invoice: bech32 (checksum verified, no length limit) with an `ln` + network (+ amount)
 * prefix; a timestamp, tagged fields that parse to the end, exactly one 256-bit payment hash
 * (`p`), and a recoverable secp256k1 signature over sha256(prefix || data) that matches the
 * payee node id when the invoice carries one (`n`). Expiry is not checked here: it matters
 * when paying, not when saving a destination.
 */
export function bolt11Problem(invoice: string): Problem {
  if (invoice !== invoice.toLowerCase() && invoice !== invoice.toUpperCase())
    return 'must not mix upper and lower case';
  const text = invoice.toLowerCase();
  let prefix: string;
  let words: number[];
  try {
    const decoded = bech32.decode(text as `${string}1${string}`, false);
    prefix = decoded.prefix;
    words = decoded.words;
  } catch {
    return 'is not a BOLT 11 invoice (bech32 encoding or checksum)';
  }
  const match = BOLT11_PREFIX.exec(prefix);
  if (!match) return 'must start with ln + a network (lnbc, lntb, lntbs, lnbcrt)';
  const amount = match[2];
  if (amount?.endsWith('p') && !amount.endsWith('0p')) return 'has an invalid pico-bitcoin amount';
  if (words.length < TIMESTAMP_WORDS + SIGNATURE_WORDS) return 'is too short to be an invoice';
  const data = words.slice(0, words.length - SIGNATURE_WORDS);
  let paymentHashes = 0;
  let payee: Uint8Array | undefined;
  for (let i = TIMESTAMP_WORDS; i < data.length;) {
    if (i + 3 > data.length) return 'has a truncated tagged field';
    const tag = data[i] as number;
    const length = (data[i + 1] as number) * 32 + (data[i + 2] as number);
    const field = data.slice(i + 3, i + 3 + length);
    if (field.length !== length) return 'has a truncated tagged field';
    if (tag === 1 && length === 52) paymentHashes += 1;
    if (tag === 19 && length === 53) payee = wordsToBytesPadded(field).subarray(0, 33);
    i += 3 + length;
  }
  if (paymentHashes !== 1) return 'must carry exactly one payment hash';
  const signature = wordsToBytesPadded(words.slice(-SIGNATURE_WORDS)).subarray(0, 65);
  const recovery = signature[64] as number;
  if (recovery > 3) return 'has an invalid signature recovery id';
  const message = sha256(Uint8Array.from([...utf8(prefix), ...wordsToBytesPadded(data)]));
  try {
    const recoverable = Uint8Array.from([recovery, ...signature.subarray(0, 64)]);
    const key = secp256k1.recoverPublicKey(recoverable, message, { prehash: false });
    if (payee && !isCompressedSecp256k1Point(payee)) return 'has an invalid payee node id';
    if (
      payee &&
      !secp256k1.verify(signature.subarray(0, 64), message, payee, { prehash: false, lowS: false })
    ) {
      return 'is not signed by its payee node';
    }
    if (!isCompressedSecp256k1Point(key)) return 'has an invalid signature';
  } catch {
    return 'has an invalid signature';
  }
  return undefined;
}

const BECH32_ALPHABET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/** BigSize (BOLT 1): minimal 1, 3, 5 or 9 byte unsigned integer. */
function readBigSize(bytes: Uint8Array, at: number): { value: bigint; next: number } | undefined {
  const first = bytes[at];
  if (first === undefined) return undefined;
  if (first < 0xfd) return { value: BigInt(first), next: at + 1 };
  const width = first === 0xfd ? 2 : first === 0xfe ? 4 : 8;
  if (at + 1 + width > bytes.length) return undefined;
  let value = 0n;
  for (let i = 0; i < width; i++) value = (value << 8n) | BigInt(bytes[at + 1 + i] as number);
  const minimum = width === 2 ? 0xfdn : width === 4 ? 0x10000n : 0x100000000n;
  if (value < minimum) return undefined;
  return { value, next: at + 1 + width };
}

/** Offer TLV types BOLT 12 defines (odd ones may be ignored, even ones must be understood). */
const OFFER_TYPES = new Set([2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22]);

/**
 * BOLT 12 offer: `lno1` + bech32 characters without checksum (`+` line continuations allowed),
 * decoding to a TLV stream with strictly increasing types, each length within the data, no
 * unknown even type, offer types in 1..79 (or the 1e9..2e9-1 experimental range), and either
 * an issuer id (a 33-byte point) or blinded paths; an amount needs a description.
 */
export function bolt12Problem(offer: string): Problem {
  const joined = offer.replace(/\+\s*/g, '');
  if (joined !== joined.toLowerCase() && joined !== joined.toUpperCase())
    return 'must not mix upper and lower case';
  const text = joined.toLowerCase();
  if (!text.startsWith('lno1')) return 'a BOLT 12 offer starts with lno1';
  const words: number[] = [];
  for (const c of text.slice(4)) {
    const w = BECH32_ALPHABET.indexOf(c);
    if (w < 0) return 'has characters outside the bech32 alphabet';
    words.push(w);
  }
  if (words.length === 0) return 'is empty';
  const padding = (words.length * 5) % 8;
  if (padding >= 5) return 'has excess padding';
  const padded = wordsToBytesPadded(words);
  const bytes = padded.subarray(0, Math.floor((words.length * 5) / 8));
  if (padding > 0 && padded[bytes.length] !== 0) return 'has non-zero padding';
  const fields = new Map<number, Uint8Array>();
  let previous = -1n;
  for (let at = 0; at < bytes.length;) {
    const type = readBigSize(bytes, at);
    if (!type) return 'has a malformed TLV type';
    const length = readBigSize(bytes, type.next);
    if (!length) return 'has a malformed TLV length';
    const end = length.next + Number(length.value);
    if (end > bytes.length) return 'has a TLV record longer than the offer';
    if (type.value <= previous) return 'has TLV records out of order';
    previous = type.value;
    const t = type.value;
    const inOfferRange = (t >= 1n && t <= 79n) || (t >= 1_000_000_000n && t <= 1_999_999_999n);
    if (!inOfferRange) return `has TLV type ${t}, which is not an offer field`;
    if (t <= 79n && t % 2n === 0n && !OFFER_TYPES.has(Number(t))) return `has unknown even TLV type ${t}`;
    fields.set(Number(t), bytes.subarray(length.next, end));
    at = end;
  }
  const issuerId = fields.get(22);
  if (issuerId && !isCompressedSecp256k1Point(issuerId)) return 'has an invalid issuer id';
  if (!issuerId && !fields.has(16)) return 'needs an issuer id or blinded paths';
  if (fields.has(8) && !fields.has(10)) return 'has an amount but no description';
  return undefined;
}

/** LUD-16 lightning address `user@domain`: user of a-z 0-9 - _ . +, a DNS name with a dot. */
export function lightningAddressProblem(address: string): Problem {
  return /^[a-z0-9._+-]{1,64}@(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/i.test(
    address,
  )
    ? undefined
    : 'must be a lightning address user@domain (user of letters, digits, . _ - +)';
}
