import { describe, expect, it } from 'vitest';
import { KeyRing, SecretBox, sealedKeyId } from '../../src/crypto/secret-box.js';

const box = new SecretBox(new Uint8Array(32).fill(7));
const secret = new TextEncoder().encode('abandon ability able');

describe('SecretBox', () => {
  it('opens what it sealed for the same purpose, with a fresh nonce each time', () => {
    const a = box.seal(secret, 'wallet-mnemonic:1');
    const b = box.seal(secret, 'wallet-mnemonic:1');
    expect(a).not.toBe(b);
    expect(new TextDecoder().decode(box.open(a, 'wallet-mnemonic:1'))).toBe('abandon ability able');
    expect(a).not.toContain('abandon');
  });

  it('refuses another purpose, a changed byte, and another key (saying so)', () => {
    const sealed = box.seal(secret, 'wallet-mnemonic:1');
    expect(() => box.open(sealed, 'wallet-mnemonic:2')).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] as string, 'base64url');
    body[0] = (body[0] as number) ^ 1;
    expect(() =>
      box.open([...parts.slice(0, 3), body.toString('base64url')].join('.'), 'wallet-mnemonic:1'),
    ).toThrow();
    const other = new SecretBox(new Uint8Array(32).fill(8));
    expect(() => other.open(sealed, 'wallet-mnemonic:1')).toThrow(/sealed under key/);
    expect(() => new SecretBox(new Uint8Array(16))).toThrow(/32-byte/);
  });
});

describe('KeyRing', () => {
  const a = new Uint8Array(32).fill(1);
  const b = new Uint8Array(32).fill(2);

  it('seals under its current key and opens under any of its keys, naming the one it lacks', () => {
    const old = new KeyRing(a);
    const sealedUnderA = old.seal(secret, 'card-pan:1');
    const rotating = new KeyRing(b, [a]);
    const sealedUnderB = rotating.seal(secret, 'card-pan:1');
    expect(sealedKeyId(sealedUnderB)).toBe(rotating.current.keyId);
    expect(rotating.sealsCurrent(sealedUnderB)).toBe(true);
    expect(rotating.sealsCurrent(sealedUnderA)).toBe(false);
    for (const sealed of [sealedUnderA, sealedUnderB]) {
      expect(new TextDecoder().decode(rotating.open(sealed, 'card-pan:1'))).toBe('abandon ability able');
    }
    expect(() => new KeyRing(b).open(sealedUnderA, 'card-pan:1')).toThrow(
      new RegExp(`sealed under key ${old.current.keyId}, which is none of the configured keys`),
    );
    expect(() => rotating.open('-----BEGIN PRIVATE KEY-----', 'card-pan:1')).toThrow(/not a sealed secret/);
    expect(sealedKeyId('v1.abc')).toBeUndefined();
    expect(new KeyRing(a, [a, b]).keyIds).toHaveLength(2);
  });
});
