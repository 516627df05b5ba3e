import { describe, expect, it } from 'vitest';
import {
  generateClientId,
  generateClientSecret,
  hashSecret,
  sameTextInConstantTime,
  verifySecret,
} from '../../src/crypto/secrets.js';

describe('secret hashing', () => {
  it('verifies the right secret only, with a fresh salt each time', async () => {
    const hash = await hashSecret('correct horse battery');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(hash).not.toContain('correct horse battery');
    expect(await verifySecret('correct horse battery', hash)).toBe(true);
    expect(await verifySecret('correct horse batterY', hash)).toBe(false);
    expect(await hashSecret('correct horse battery')).not.toBe(hash);
  });

  it('rejects malformed stored hashes instead of throwing', async () => {
    expect(await verifySecret('x', 'plaintext')).toBe(false);
    expect(await verifySecret('x', 'bcrypt$1$2$3$4$5')).toBe(false);
  });

  it('generates 32-hex client ids and high-entropy secrets', () => {
    expect(generateClientId()).toMatch(/^[0-9a-f]{32}$/);
    expect(generateClientSecret()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(generateClientSecret()).not.toBe(generateClientSecret());
  });

  it('compares texts whole: equal only when every character is', () => {
    expect(sameTextInConstantTime('Basic YWJjOmRlZg==', 'Basic YWJjOmRlZg==')).toBe(true);
    expect(sameTextInConstantTime('', '')).toBe(true);
    expect(sameTextInConstantTime('Basic YWJjOmRlZg==', 'Basic YWJjOmRlZw==')).toBe(false);
    expect(sameTextInConstantTime('Xasic YWJjOmRlZg==', 'Basic YWJjOmRlZg==')).toBe(false);
    expect(sameTextInConstantTime('Basic YWJjOmRlZg==', 'Basic YWJjOmRlZg=')).toBe(false);
    expect(sameTextInConstantTime('\u0100', '\u0000')).toBe(false);
  });
});
