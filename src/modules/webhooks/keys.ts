import { createPrivateKey, generateKeyPairSync, sign } from 'node:crypto';
import type { KeyRing } from '../../crypto/secret-box.js';
import { keyRing, type KeysContext } from '../keys/index.js';
import { findSigningKey, insertSigningKey } from './store.js';
import type { WebhooksDb } from './tables.js';

/**
 * Each platform signs its webhooks with its own P-256 key pair, created with the platform
 * (and on first use for platforms older than webhooks). Receivers verify `X-Service-Signature`
 * with the public key published as `webhookSigningPublicKey` in GET /config. The private key
 * is kept sealed under the key-encryption key (src/modules/keys): a reader of the database
 * cannot forge webhooks.
 */
export interface SigningKey {
  privateKeyPem: string;
  publicKeyPem: string;
}

export function generateSigningKey(): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/** A platform's key never changes once stored, so every process may keep the ones it has read. */
const known = new Map<string, SigningKey>();

/** The platform's key when this process holds it already (hot paths skip a promise). */
export const keptSigningKey = (platformId: string): SigningKey | undefined => known.get(platformId);

/** Creates the platform's key pair unless it has one; returns the one it has. */
export async function ensureSigningKey(
  ctx: KeysContext,
  db: WebhooksDb,
  platformId: string,
  now: Date,
): Promise<SigningKey> {
  const cached = known.get(platformId);
  if (cached) return cached;
  const key = await loadOrCreate(await keyRing(ctx), db, platformId, now);
  known.set(platformId, key);
  return key;
}

const purposeOf = (platformId: string) => `webhook-signing-key:${platformId}`;

async function loadOrCreate(
  ring: KeyRing,
  db: WebhooksDb,
  platformId: string,
  now: Date,
): Promise<SigningKey> {
  const read = () => findSigningKey(db, platformId);
  const opened = (row: { sealed_private_key: string; public_key_pem: string }): SigningKey => ({
    privateKeyPem: new TextDecoder().decode(ring.open(row.sealed_private_key, purposeOf(platformId))),
    publicKeyPem: row.public_key_pem,
  });
  const existing = await read();
  if (existing) return opened(existing);
  const key = generateSigningKey();
  // Two first uses at once: one key wins and both read it back.
  await insertSigningKey(db, {
    platform_id: platformId,
    sealed_private_key: ring.seal(new TextEncoder().encode(key.privateKeyPem), purposeOf(platformId)),
    public_key_pem: key.publicKeyPem,
    created_at: now,
  });
  const stored = await read();
  if (!stored) throw new Error('the key inserted on conflict do nothing is there to read');
  return opened(stored);
}

const parsedKeys = new Map<string, ReturnType<typeof createPrivateKey>>();

/** Base64 of the DER-encoded ECDSA P-256 signature over SHA-256 of the exact body bytes. */
export function signBody(body: string | Buffer, privateKeyPem: string): string {
  let key = parsedKeys.get(privateKeyPem);
  if (!key) {
    key = createPrivateKey(privateKeyPem);
    parsedKeys.set(privateKeyPem, key);
  }
  return sign('sha256', typeof body === 'string' ? Buffer.from(body) : body, key).toString('base64');
}
