/**
 * The end-user cryptography of embedded wallets (spec part 5). Pure functions over bytes and
 * hex; anything malformed is `undefined` or `false`, never an exception.
 *
 * - Stamps (5.5): base64url (no padding) JSON `{publicKey, scheme, signature}`, a DER ECDSA
 *   P-256 signature over SHA-256 of the exact payload, by a compressed SEC1 public key.
 * - HPKE (RFC 9180; 5.6, 5.7): DHKEM(P-256, HKDF-SHA256), HKDF-SHA256, AES-256-GCM, with the
 *   additional data `enc || recipient public key` (both uncompressed), as 5.6 states for the
 *   session key. A bundle sealed without additional data opens too (clients differ there).
 * - Signed bundles: JSON `{version, data (hex), dataSignature (hex DER), enclaveQuorumPublic}`,
 *   signed by the platform's enclave key so clients can check where a target key came from.
 */
import { Aes256Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core';
import { p256 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { base64urlnopad, createBase58check, hex } from '@scure/base';
import { concat } from './bytes.js';

export const STAMP_SCHEME = 'SIGNATURE_SCHEME_TK_API_P256';
export const BUNDLE_VERSION = 'v1.0.0';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

/** A P-256 public key in both SEC1 forms, lowercase hex. */
export interface P256PublicKey {
  compressed: string;
  uncompressed: string;
}

/** A P-256 public key from SEC1 hex (66 characters 02/03, or 130 characters 04) on the curve. */
export function parseP256PublicKey(
  text: unknown,
): { form: 'compressed' | 'uncompressed'; key: P256PublicKey } | undefined {
  if (typeof text !== 'string' || !/^[0-9a-fA-F]+$/.test(text)) return undefined;
  const form =
    text.length === 66 && /^0[23]/.test(text)
      ? 'compressed'
      : text.length === 130 && text.startsWith('04')
        ? 'uncompressed'
        : undefined;
  if (!form) return undefined;
  try {
    const point = p256.Point.fromHex(text.toLowerCase());
    point.assertValidity();
    return {
      form,
      key: { compressed: hex.encode(point.toBytes(true)), uncompressed: hex.encode(point.toBytes(false)) },
    };
  } catch {
    return undefined;
  }
}

export interface P256KeyPair {
  privateKey: Uint8Array;
  publicKey: P256PublicKey;
}

export function newP256KeyPair(): P256KeyPair {
  const privateKey = p256.utils.randomSecretKey();
  return { privateKey, publicKey: publicKeyOf(privateKey) };
}

export function publicKeyOf(privateKey: Uint8Array): P256PublicKey {
  return {
    compressed: hex.encode(p256.getPublicKey(privateKey, true)),
    uncompressed: hex.encode(p256.getPublicKey(privateKey, false)),
  };
}

// ---------------------------------------------------------------------------------------
// Stamps

export interface Stamp {
  publicKey: P256PublicKey;
  signature: Uint8Array;
}

/** The stamp a `Service-Wallet-Signature` header carries, or undefined when it is not one. */
export function parseStamp(header: string): Stamp | undefined {
  let decoded: unknown;
  try {
    decoded = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(base64urlnopad.decode(header)));
  } catch {
    return undefined;
  }
  if (typeof decoded !== 'object' || decoded === null) return undefined;
  const { publicKey, scheme, signature } = decoded as Record<string, unknown>;
  if (scheme !== STAMP_SCHEME || typeof signature !== 'string' || !/^[0-9a-fA-F]+$/.test(signature)) {
    return undefined;
  }
  const key = parseP256PublicKey(publicKey);
  if (key?.form !== 'compressed' || signature.length % 2 !== 0) return undefined;
  return { publicKey: key.key, signature: hex.decode(signature.toLowerCase()) };
}

/**
 * Whether the stamp's signature is a DER ECDSA P-256 signature over SHA-256 of `payload`
 * (byte for byte, UTF-8) by its public key. High-S signatures verify: WebCrypto, HSMs and
 * passkeys make them.
 */
export function stampVerifies(stamp: Stamp, payload: string): boolean {
  try {
    return p256.verify(stamp.signature, utf8(payload), hex.decode(stamp.publicKey.compressed), {
      format: 'der',
      lowS: false,
    });
  } catch {
    return false;
  }
}

/** A stamp over `payload`, as a wallet client makes it. */
export function makeStamp(privateKey: Uint8Array, payload: string): string {
  const signature = p256.sign(utf8(payload), privateKey, { format: 'der' });
  const stamp = {
    publicKey: hex.encode(p256.getPublicKey(privateKey, true)),
    scheme: STAMP_SCHEME,
    signature: hex.encode(signature),
  };
  return base64urlnopad.encode(utf8(JSON.stringify(stamp)));
}

// ---------------------------------------------------------------------------------------
// HPKE

const suite = new CipherSuite({
  kem: new DhkemP256HkdfSha256(),
  kdf: new HkdfSha256(),
  aead: new Aes256Gcm(),
});

const arrayBuffer = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

/** Seals `plaintext` to an uncompressed P-256 key: the encapsulated key (uncompressed) and ciphertext. */
export async function hpkeSeal(
  recipient: P256PublicKey,
  plaintext: Uint8Array,
): Promise<{ enc: Uint8Array; ciphertext: Uint8Array }> {
  const recipientBytes = hex.decode(recipient.uncompressed);
  const recipientPublicKey = await suite.kem.deserializePublicKey(arrayBuffer(recipientBytes));
  const sender = await suite.createSenderContext({ recipientPublicKey });
  const enc = new Uint8Array(sender.enc);
  const ciphertext = new Uint8Array(
    await sender.seal(arrayBuffer(plaintext), arrayBuffer(concat(enc, recipientBytes))),
  );
  return { enc, ciphertext };
}

/** Opens what was sealed to `privateKey`, or undefined when it does not open. */
export async function hpkeOpen(
  privateKey: Uint8Array,
  enc: Uint8Array,
  ciphertext: Uint8Array,
): Promise<Uint8Array | undefined> {
  const recipientBytes = p256.getPublicKey(privateKey, false);
  let point;
  try {
    point = p256.Point.fromBytes(enc);
    point.assertValidity();
  } catch {
    return undefined;
  }
  const encUncompressed = point.toBytes(false);
  const recipientKey = await suite.kem.deserializePrivateKey(arrayBuffer(privateKey));
  for (const aad of [concat(encUncompressed, recipientBytes), new Uint8Array(0)]) {
    try {
      const opened = await suite.open(
        { recipientKey, enc: arrayBuffer(encUncompressed) },
        arrayBuffer(ciphertext),
        arrayBuffer(aad),
      );
      return new Uint8Array(opened);
    } catch {
      // the other additional data, or not ours
    }
  }
  return undefined;
}

const base58check = createBase58check(sha256);

/**
 * The legacy session key of 5.6: `base58check(compressed enc || ciphertext and tag)` of the
 * 32-byte private scalar, sealed to the client's uncompressed key.
 */
export async function sealSessionKey(
  recipient: P256PublicKey,
  sessionPrivateKey: Uint8Array,
): Promise<string> {
  const { enc, ciphertext } = await hpkeSeal(recipient, sessionPrivateKey);
  const compressedEnc = p256.Point.fromBytes(enc).toBytes(true);
  return base58check.encode(concat(compressedEnc, ciphertext));
}

// ---------------------------------------------------------------------------------------
// Signed bundles

/** `{version, data, dataSignature, enclaveQuorumPublic}` over `content`, signed by `signingKey`. */
export function signedBundle(signingKey: Uint8Array, content: Record<string, unknown>): string {
  const data = utf8(JSON.stringify(content));
  return JSON.stringify({
    version: BUNDLE_VERSION,
    data: hex.encode(data),
    dataSignature: hex.encode(p256.sign(data, signingKey, { format: 'der' })),
    enclaveQuorumPublic: publicKeyOf(signingKey).uncompressed,
  });
}

/** The content of a signed bundle whose signature verifies by its `enclaveQuorumPublic`. */
export function readSignedBundle(text: string): Record<string, unknown> | undefined {
  try {
    const bundle = JSON.parse(text) as Record<string, unknown>;
    const { data, dataSignature, enclaveQuorumPublic } = bundle;
    const key = parseP256PublicKey(enclaveQuorumPublic);
    if (typeof data !== 'string' || typeof dataSignature !== 'string' || !key) return undefined;
    const bytes = hex.decode(data);
    const ok = p256.verify(hex.decode(dataSignature), bytes, hex.decode(key.key.compressed), {
      format: 'der',
      lowS: false,
    });
    return ok ? (JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export const toHex = (bytes: Uint8Array): string => hex.encode(bytes);
export const fromHex = (text: string): Uint8Array | undefined => {
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(text)) return undefined;
  return hex.decode(text.toLowerCase());
};
