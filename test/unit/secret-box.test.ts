import { describe, expect, it } from 'vitest';
import { SecretBox } from '../../src/crypto/secret-box.js';

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
