import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets kept at rest (a wallet's mnemonic, delegated private keys): AES-256-GCM under a
 * key-encryption key, a fresh 96-bit nonce each time, and additional data naming what the
 * secret is for, so a sealed value copied onto another row does not open there.
 * Format: `v1.<key id>.<nonce>.<ciphertext and tag>` (base64url), where the key id is the start
 * of the SHA-256 of the key: a value sealed under another key says so instead of failing
 * obscurely.
 */
export class SecretBox {
  readonly keyId: string;

  constructor(private readonly key: Uint8Array) {
    if (key.length !== 32) throw new Error('a secret box needs a 32-byte key');
    this.keyId = createHash('sha256').update(key).digest('hex').slice(0, 8);
  }

  seal(plaintext: Uint8Array, purpose: string): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce);
    cipher.setAAD(Buffer.from(purpose, 'utf8'));
    const sealed = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
    return ['v1', this.keyId, nonce.toString('base64url'), sealed.toString('base64url')].join('.');
  }

  open(text: string, purpose: string): Uint8Array {
    const [version, keyId, nonce, sealed] = text.split('.');
    if (version !== 'v1' || !keyId || !nonce || !sealed) throw new Error('not a sealed secret');
    if (keyId !== this.keyId) {
      throw new Error(`the secret was sealed under key ${keyId}, not the configured key ${this.keyId}`);
    }
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(nonce, 'base64url'));
    decipher.setAAD(Buffer.from(purpose, 'utf8'));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return new Uint8Array(
      Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]),
    );
  }
}
