import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/json.js';

describe('canonicalJson', () => {
  it('ignores key order at every depth but not array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [2, 1] }, b: 1 }),
    );
    expect(canonicalJson({ a: [1, 2] })).not.toBe(canonicalJson({ a: [2, 1] }));
  });

  it('distinguishes values and types', () => {
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: '1' }));
    expect(canonicalJson(null)).toBe('null');
    expect(canonicalJson({ a: undefined, b: 2 })).toBe('{"b":2}');
  });
});
