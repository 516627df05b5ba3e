/**
 * Verification of wallet ownership signatures (spec 2.3, 4.1): the wallet signed the exact
 * `messageToSign` of an ownership challenge. Pure functions; malformed input of any kind
 * (bad encodings, wrong lengths, points off the curve, unsupported address types) is `false`,
 * never an exception.
 *
 * - EVM: EIP-191 `personal_sign`, hex r||s||v, the signer's address recovered and compared.
 * - Bitcoin: the "Bitcoin Signed Message" format, base64 compact signature with a header byte,
 *   in its BIP-137 or Electrum flavour (they differ only in the header byte of segwit addresses).
 * - Solana: Ed25519 over the UTF-8 message, address and signature in base58.
 *
 * High-S ECDSA signatures are accepted: recovery does not care about the half of the order `s`
 * lies in, and some wallets (and hardware signers) produce them.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { base58, base64, bech32, createBase58check } from '@scure/base';
import { concat } from './bytes.js';

export type WalletChain = 'EVM' | 'BITCOIN' | 'SOLANA';
export type BitcoinSignatureScheme = 'bip137' | 'electrum';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] as number) ^ (b[i] as number);
  return diff === 0;
}

const bytesToBigInt = (bytes: Uint8Array): bigint =>
  bytes.length === 0 ? 0n : BigInt(`0x${Buffer.from(bytes).toString('hex')}`);

/** The public key (33 or 65 bytes) that made `r||s` with recovery id `recovery` over `hash`. */
function recoverPublicKey(
  hash: Uint8Array,
  r: Uint8Array,
  s: Uint8Array,
  recovery: number,
  compressed: boolean,
): Uint8Array | undefined {
  try {
    // The Signature object's own recovery does not apply the low-S rule (verify() does).
    const signature = new secp256k1.Signature(bytesToBigInt(r), bytesToBigInt(s), recovery);
    return signature.recoverPublicKey(hash).toBytes(compressed);
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// EVM (EIP-191 personal_sign)

const HEX_SIGNATURE = /^(?:0x)?([0-9a-fA-F]{130})$/;
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** keccak256("\x19Ethereum Signed Message:\n" + byte length + message). */
export function evmPersonalMessageHash(message: string): Uint8Array {
  const body = utf8(message);
  return keccak_256(concat(utf8(`\x19Ethereum Signed Message:\n${body.length}`), body));
}

/** `0x` + the last 20 bytes of keccak256 of the uncompressed public key (without its 0x04 prefix). */
export function evmAddressOfPublicKey(publicKey: Uint8Array): string {
  const uncompressed = secp256k1.Point.fromBytes(publicKey).toBytes(false);
  return `0x${Buffer.from(keccak_256(uncompressed.subarray(1)).subarray(12)).toString('hex')}`;
}

/**
 * EIP-191 `personal_sign`: `signatureHex` is 65 bytes r||s||v (with or without `0x`), v 27/28
 * or 0/1. The address is compared case-insensitively (an EIP-55 checksum is not enforced).
 */
export function verifyEvmPersonalSign(address: string, message: string, signatureHex: string): boolean {
  try {
    if (typeof address !== 'string' || typeof message !== 'string' || typeof signatureHex !== 'string')
      return false;
    if (!EVM_ADDRESS.test(address)) return false;
    const match = HEX_SIGNATURE.exec(signatureHex.trim());
    if (!match?.[1]) return false;
    const bytes = Buffer.from(match[1], 'hex');
    const v = bytes[64] as number;
    const recovery = v >= 27 ? v - 27 : v;
    if (recovery !== 0 && recovery !== 1) return false;
    const publicKey = recoverPublicKey(
      evmPersonalMessageHash(message),
      bytes.subarray(0, 32),
      bytes.subarray(32, 64),
      recovery,
      false,
    );
    if (!publicKey) return false;
    return evmAddressOfPublicKey(publicKey) === address.toLowerCase();
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Bitcoin signed messages (BIP-137 / Electrum)

const BITCOIN_PREFIX = utf8('\x18Bitcoin Signed Message:\n');

/** Bitcoin's CompactSize length prefix. */
function varint(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n);
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >>> 8);
  if (n <= 0xffffffff) {
    const out = new Uint8Array(5);
    out[0] = 0xfe;
    new DataView(out.buffer).setUint32(1, n, true);
    return out;
  }
  throw new Error('message too long');
}

/** sha256(sha256(varint(24) "Bitcoin Signed Message:\n" varint(len) message)). */
export function bitcoinMessageHash(message: string): Uint8Array {
  const body = utf8(message);
  return sha256(sha256(concat(BITCOIN_PREFIX, varint(body.length), body)));
}

const hash160 = (bytes: Uint8Array): Uint8Array => ripemd160(sha256(bytes));
const base58check = createBase58check(sha256);

type BitcoinAddressType = 'P2PKH' | 'P2SH' | 'P2WPKH';
interface BitcoinAddress {
  type: BitcoinAddressType;
  /** The 20-byte hash the address commits to (key hash, script hash or witness program). */
  hash: Uint8Array;
}

// Version bytes: 0x00/0x05 mainnet, 0x6f/0xc4 testnet, signet and regtest.
const BASE58_VERSIONS: Record<number, BitcoinAddressType> = {
  0x00: 'P2PKH',
  0x6f: 'P2PKH',
  0x05: 'P2SH',
  0xc4: 'P2SH',
};
const BECH32_PREFIXES = ['bc', 'tb', 'bcrt'];

/** A P2PKH, P2SH or P2WPKH address (mainnet, testnet/signet or regtest), or undefined. */
export function parseBitcoinAddress(address: string): BitcoinAddress | undefined {
  try {
    if (typeof address !== 'string' || address.length < 14 || address.length > 90) return undefined;
    if (/^(bc|tb|bcrt)1/i.test(address)) {
      const decoded = bech32.decode(address as `${string}1${string}`);
      if (!BECH32_PREFIXES.includes(decoded.prefix)) return undefined;
      const [version, ...rest] = decoded.words;
      // Witness v0 with a 20-byte program; v0 uses bech32 (v1+ would be bech32m: not supported).
      if (version !== 0) return undefined;
      const program = bech32.fromWords(rest);
      return program.length === 20 ? { type: 'P2WPKH', hash: program } : undefined;
    }
    const payload = base58check.decode(address);
    if (payload.length !== 21) return undefined;
    const type = BASE58_VERSIONS[payload[0] as number];
    return type ? { type, hash: payload.subarray(1) } : undefined;
  } catch {
    return undefined;
  }
}

/** The 20-byte hash an address of `type` would commit to for `publicKey`. */
function addressHash(type: BitcoinAddressType, publicKey: Uint8Array): Uint8Array {
  const keyHash = hash160(publicKey);
  // P2SH here is P2SH-P2WPKH: the script hash of the witness program OP_0 <20-byte key hash>.
  return type === 'P2SH' ? hash160(concat(Uint8Array.of(0x00, 0x14), keyHash)) : keyHash;
}

/**
 * Which public-key encoding a header byte says was signed, given the address type and scheme;
 * undefined when that header is not valid for the pair. BIP-137: 27–30 P2PKH uncompressed,
 * 31–34 P2PKH compressed, 35–38 P2SH-P2WPKH, 39–42 P2WPKH. Electrum: 27–30 uncompressed and
 * 31–34 compressed for every address type (segwit addresses need a compressed key).
 */
function keyEncodingFor(
  header: number,
  type: BitcoinAddressType,
  scheme: BitcoinSignatureScheme,
): 'compressed' | 'uncompressed' | undefined {
  const uncompressedRange = header >= 27 && header <= 30;
  const compressedRange = header >= 31 && header <= 34;
  if (scheme === 'electrum') {
    if (compressedRange) return 'compressed';
    if (uncompressedRange && type === 'P2PKH') return 'uncompressed';
    return undefined;
  }
  switch (type) {
    case 'P2PKH':
      return compressedRange ? 'compressed' : uncompressedRange ? 'uncompressed' : undefined;
    case 'P2SH':
      return header >= 35 && header <= 38 ? 'compressed' : undefined;
    case 'P2WPKH':
      return header >= 39 && header <= 42 ? 'compressed' : undefined;
  }
}

const BASE64_SIGNATURE = /^[A-Za-z0-9+/]{86}==$|^[A-Za-z0-9+/]{87}=$|^[A-Za-z0-9+/]{88}$/;

/**
 * A Bitcoin signed message: `signatureBase64` is the 65-byte compact signature
 * header || r || s; the recovery id is (header - 27) mod 4. `scheme` decides which header
 * bytes are valid for the address type (see keyEncodingFor).
 */
export function verifyBitcoinMessage(
  address: string,
  message: string,
  signatureBase64: string,
  scheme: BitcoinSignatureScheme = 'bip137',
): boolean {
  try {
    if (typeof message !== 'string' || typeof signatureBase64 !== 'string') return false;
    if (scheme !== 'bip137' && scheme !== 'electrum') return false;
    const parsed = parseBitcoinAddress(address);
    if (!parsed) return false;
    const text = signatureBase64.trim();
    if (!BASE64_SIGNATURE.test(text)) return false;
    const signature = base64.decode(text);
    if (signature.length !== 65) return false;
    const header = signature[0] as number;
    const encoding = keyEncodingFor(header, parsed.type, scheme);
    if (!encoding) return false;
    const publicKey = recoverPublicKey(
      bitcoinMessageHash(message),
      signature.subarray(1, 33),
      signature.subarray(33, 65),
      (header - 27) & 3,
      encoding === 'compressed',
    );
    if (!publicKey) return false;
    return equalBytes(addressHash(parsed.type, publicKey), parsed.hash);
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Solana (Ed25519)

/** Ed25519 over the UTF-8 bytes of `message`; the address is the base58 32-byte public key. */
export function verifySolanaSignature(address: string, message: string, signatureBase58: string): boolean {
  try {
    if (typeof address !== 'string' || typeof message !== 'string' || typeof signatureBase58 !== 'string')
      return false;
    if (address.length > 64 || signatureBase58.length > 128) return false;
    const publicKey = base58.decode(address);
    const signature = base58.decode(signatureBase58.trim());
    if (publicKey.length !== 32 || signature.length !== 64) return false;
    return ed25519.verify(signature, utf8(message), publicKey);
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------

/**
 * Whether `signature` proves control of `address` on `chain` for exactly `message`.
 * `scheme` applies to Bitcoin only (default `bip137`) and is ignored for other chains.
 */
export function verifyWalletOwnership(
  chain: WalletChain,
  address: string,
  message: string,
  signature: string,
  scheme?: BitcoinSignatureScheme,
): boolean {
  switch (chain) {
    case 'EVM':
      return verifyEvmPersonalSign(address, message, signature);
    case 'BITCOIN':
      return verifyBitcoinMessage(address, message, signature, scheme ?? 'bip137');
    case 'SOLANA':
      return verifySolanaSignature(address, message, signature);
    default:
      return false;
  }
}
