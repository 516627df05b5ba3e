import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets kept at rest (every private key and secret the service keeps: the `sealed` columns
 * of the modules' manifests): AES-256-GCM under a key-encryption key, a fresh 96-bit nonce
 * each time, and additional data naming what the secret is for, so a sealed value copied onto
 * another row does not open there.
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
    const [, keyId, nonce, sealed] = text.split('.');
    if (sealedKeyId(text) === undefined || !nonce || !sealed) throw new Error('not a sealed secret');
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

/** The key id a sealed value names, or undefined when the text is not a sealed value. */
export function sealedKeyId(text: string): string | undefined {
  const [version, keyId, nonce, sealed, extra] = text.split('.');
  return version === 'v1' && keyId && nonce && sealed && extra === undefined ? keyId : undefined;
}

/**
 * The keys secrets are sealed with: one current key that seals, and older ones that still open
 * what they sealed, so a rotation (re-sealing every value under the current key) can run while
 * the service serves, and an interrupted one leaves every value readable.
 */
export class KeyRing {
  readonly current: SecretBox;
  private readonly byId = new Map<string, SecretBox>();

  constructor(current: Uint8Array, older: readonly Uint8Array[] = []) {
    this.current = new SecretBox(current);
    for (const box of [this.current, ...older.map((key) => new SecretBox(key))]) {
      if (!this.byId.has(box.keyId)) this.byId.set(box.keyId, box);
    }
  }

  /** Ids of every key of the ring, the current one first. */
  get keyIds(): string[] {
    return [...this.byId.keys()];
  }

  seal(plaintext: Uint8Array, purpose: string): string {
    return this.current.seal(plaintext, purpose);
  }

  open(text: string, purpose: string): Uint8Array {
    const keyId = sealedKeyId(text);
    if (keyId === undefined) throw new Error('not a sealed secret');
    const box = this.byId.get(keyId);
    if (!box) {
      throw new Error(
        `the secret was sealed under key ${keyId}, which is none of the configured keys (${this.keyIds.join(', ')})`,
      );
    }
    return box.open(text, purpose);
  }

  /** Whether the text is sealed under the current key (a rotation leaves it as it is). */
  sealsCurrent(text: string): boolean {
    return sealedKeyId(text) === this.current.keyId;
  }
}
