import { createPublicKey, verify } from 'node:crypto';

/**
 * Checks a webhook: `signature` is the `X-Service-Signature` (or `X-Grid-Signature`) header,
 * base64 of a DER ECDSA P-256 signature over SHA-256 of the body's exact bytes, made with the
 * platform's key whose public half is `webhookSigningPublicKey` in GET /config. Pass the body
 * as received, before any JSON parsing. Never throws: a malformed signature or key is `false`.
 */
export function verifyWebhookSignature(
  body: string | Uint8Array,
  signature: string | undefined | null,
  publicKeyPem: string,
): boolean {
  if (!signature) return false;
  try {
    const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body);
    return verify('sha256', bytes, createPublicKey(publicKeyPem), Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/** A webhook's body parsed, once its signature holds; throws when it does not. */
export function readWebhook<T = { id: string; type: string; timestamp: string; data: unknown }>(
  body: string | Uint8Array,
  signature: string | undefined | null,
  publicKeyPem: string,
): T {
  if (!verifyWebhookSignature(body, signature, publicKeyPem)) {
    throw new Error('webhook signature does not verify with the platform key');
  }
  return JSON.parse(typeof body === 'string' ? body : Buffer.from(body).toString('utf8')) as T;
}
