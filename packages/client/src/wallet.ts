import {
  createECDH,
  ECDH,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto';
import { Aes256Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core';
import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';

/**
 * The embedded-wallet cryptography of spec part 5, written from the spec alone on node:crypto
 * (keys, ECDSA) and an HPKE library, sharing no code with the service: what a platform's app
 * does to stamp a signed retry, seal an OTP, and open session keys and exported credentials.
 */

const SPKI_P256_PREFIX = Buffer.from('3059301306072a8648ce3d020106082a8648ce3d030107034200', 'hex');

export interface ClientKey {
  privateKey: KeyObject;
  /** 32-byte private scalar. */
  scalar: Buffer;
  uncompressed: string;
  compressed: string;
}

function keyFromObject(privateKey: KeyObject): ClientKey {
  const jwk = privateKey.export({ format: 'jwk' }) as { d: string; x: string; y: string };
  const x = Buffer.from(jwk.x, 'base64url');
  const y = Buffer.from(jwk.y, 'base64url');
  const uncompressed = Buffer.concat([Buffer.from([4]), x, y]);
  const compressed = Buffer.concat([Buffer.from([(y[31] as number) & 1 ? 3 : 2]), x]);
  return {
    privateKey,
    scalar: Buffer.from(jwk.d, 'base64url'),
    uncompressed: uncompressed.toString('hex'),
    compressed: compressed.toString('hex'),
  };
}

/** A fresh P-256 key pair, as spec 5.6 asks for each authentication. */
export function newClientKey(): ClientKey {
  return keyFromObject(generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey);
}

/** The key of a 32-byte private scalar (what the legacy flow hands back). */
export function clientKeyFromScalar(scalar: Uint8Array): ClientKey {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(scalar));
  const point = ecdh.getPublicKey();
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    d: Buffer.from(scalar).toString('base64url'),
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  };
  return keyFromObject(createPrivateKey({ key: jwk, format: 'jwk' }));
}

/** Stamp of spec 5.5: base64url (no padding) of `{publicKey, scheme, signature}`, DER ECDSA over SHA-256. */
export function stamp(key: ClientKey, payload: string): string {
  const signature = sign('sha256', Buffer.from(payload, 'utf8'), key.privateKey);
  const body = {
    publicKey: key.compressed,
    scheme: 'SIGNATURE_SCHEME_TK_API_P256',
    signature: signature.toString('hex'),
  };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

const suite = new CipherSuite({
  kem: new DhkemP256HkdfSha256(),
  kdf: new HkdfSha256(),
  aead: new Aes256Gcm(),
});
const ab = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

/**
 * Reads a signed bundle (`{version, data, dataSignature, enclaveQuorumPublic}`), checking the
 * signature as spec 5.7 tells clients to; throws when it does not verify.
 */
export function readBundle(bundle: string): Record<string, unknown> {
  const parsed = JSON.parse(bundle) as { data: string; dataSignature: string; enclaveQuorumPublic: string };
  const key = createPublicKey({
    key: Buffer.concat([SPKI_P256_PREFIX, Buffer.from(parsed.enclaveQuorumPublic, 'hex')]),
    format: 'der',
    type: 'spki',
  });
  const data = Buffer.from(parsed.data, 'hex');
  if (!verify('sha256', data, key, Buffer.from(parsed.dataSignature, 'hex'))) {
    throw new Error('bundle signature does not verify');
  }
  return JSON.parse(data.toString('utf8')) as Record<string, unknown>;
}

/** `encryptedOtpBundle` of spec 5.7: `{otp_code, public_key}` HPKE-sealed to `targetPublic`. */
export async function encryptOtp(targetPublic: string, code: string, publicKey: string): Promise<string> {
  const target = Buffer.from(targetPublic, 'hex');
  const recipientPublicKey = await suite.kem.deserializePublicKey(ab(target));
  const sender = await suite.createSenderContext({ recipientPublicKey });
  const enc = Buffer.from(sender.enc);
  const plaintext = Buffer.from(JSON.stringify({ otp_code: code, public_key: publicKey }));
  const ciphertext = Buffer.from(await sender.seal(ab(plaintext), ab(Buffer.concat([enc, target]))));
  return JSON.stringify({ encappedPublic: enc.toString('hex'), ciphertext: ciphertext.toString('hex') });
}

/** Opens a legacy `encryptedSessionSigningKey` (spec 5.6) with the client's key: the session key. */
export async function openSessionKey(sealed: string, client: ClientKey): Promise<ClientKey> {
  const bytes = createBase58check(sha256).decode(sealed);
  const encCompressed = Buffer.from(bytes.subarray(0, 33));
  const ciphertext = Buffer.from(bytes.subarray(33));
  const encUncompressed = ECDH.convertKey(
    encCompressed,
    'prime256v1',
    undefined,
    undefined,
    'uncompressed',
  ) as Buffer;
  const recipientKey = await suite.kem.deserializePrivateKey(ab(client.scalar));
  const aad = Buffer.concat([encUncompressed, Buffer.from(client.uncompressed, 'hex')]);
  const scalar = await suite.open({ recipientKey, enc: ab(encUncompressed) }, ab(ciphertext), ab(aad));
  return clientKeyFromScalar(new Uint8Array(scalar));
}

/**
 * Opens `encryptedWalletCredentials` of an export (spec 4.5): checks the bundle's signature,
 * then HPKE-opens `{encappedPublic, ciphertext}` with the export key: the mnemonic.
 */
export async function openExport(envelope: string, client: ClientKey): Promise<string> {
  const { encappedPublic, ciphertext } = readBundle(envelope) as {
    encappedPublic: string;
    ciphertext: string;
  };
  const enc = Buffer.from(encappedPublic, 'hex');
  const recipientKey = await suite.kem.deserializePrivateKey(ab(client.scalar));
  const aad = Buffer.concat([enc, Buffer.from(client.uncompressed, 'hex')]);
  const plaintext = await suite.open(
    { recipientKey, enc: ab(enc) },
    ab(Buffer.from(ciphertext, 'hex')),
    ab(aad),
  );
  return Buffer.from(plaintext).toString('utf8');
}
