import { describe, expect, it } from 'vitest';
import { base64url, challengeForms, PasskeyError, rpIdsOf } from '../../src/crypto/webauthn.js';

describe('the relying party an origin may claim', () => {
  it('is the host or a parent domain of at least two labels, or localhost', () => {
    expect(rpIdsOf('https://a.b.example.com')).toEqual(['a.b.example.com', 'b.example.com', 'example.com']);
    expect(rpIdsOf('https://example.com:8443')).toEqual(['example.com']);
    expect(rpIdsOf('http://localhost:3000')).toEqual(['localhost']);
    expect(rpIdsOf('http://app.localhost')).toEqual(['app.localhost', 'localhost']);
  });

  it('excludes insecure origins and IP addresses', () => {
    for (const origin of [
      'http://example.com',
      'https://10.0.0.1',
      'https://[::1]',
      'not a url',
      'ftp://x.com',
    ]) {
      expect(() => rpIdsOf(origin), origin).toThrow(PasskeyError);
    }
  });
});

describe('challenge forms', () => {
  it('covers the UTF-8 bytes, the bytes a hex text spells, and base64url text as is', () => {
    const hex = 'ab'.repeat(32);
    const forms = challengeForms(hex);
    expect(forms.has(Buffer.from(hex, 'utf8').toString('base64url'))).toBe(true);
    expect(forms.has(Buffer.from(hex, 'hex').toString('base64url'))).toBe(true);
    expect(forms.has(hex)).toBe(true);
    expect(challengeForms('not hex!').size).toBe(1);
  });

  it('reads standard base64 as base64url and refuses other text', () => {
    expect(base64url('a+b/c==', 'f')).toBe('a-b_c');
    expect(() => base64url('not base64!', 'f')).toThrow(/f must be base64url/);
    expect(() => base64url('', 'f')).toThrow(PasskeyError);
  });
});
