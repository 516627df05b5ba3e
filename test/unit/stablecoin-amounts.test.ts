import { describe, expect, it } from 'vitest';
import { parseTokenAmount, toCents } from '../../src/modules/stablecoins/amounts.js';

/** Token amounts are digit strings read as big integers, and must be whole cents of the base currency. */
describe('parseTokenAmount', () => {
  it('reads digits exactly as a big integer, with its value in cents', () => {
    expect(parseTokenAmount('1000000', 6)).toEqual({ units: 1_000_000n, cents: 100n });
    expect(parseTokenAmount('0010000', 6)).toEqual({ units: 10_000n, cents: 1n });
    // Beyond 2^53 stays exact (a float would round it).
    expect(parseTokenAmount('9000000000000000', 6)).toEqual({
      units: 9_000_000_000_000_000n,
      cents: 900_000_000_000n,
    });
    expect(parseTokenAmount('123', 2)).toEqual({ units: 123n, cents: 123n });
    expect(parseTokenAmount('7', 0)).toEqual({ units: 7n, cents: 700n });
    expect(parseTokenAmount('1000000', 8)).toEqual({ units: 1_000_000n, cents: 1n });
  });

  it.each(['', '1.0', '1,000', '-1', '+1', '1e6', ' 1', '1 ', '0x10', '١٢٣', 'NaN'])(
    'refuses %j: not digits',
    (raw) => {
      expect(parseTokenAmount(raw, 6)).toMatch(/digits/);
    },
  );

  it('refuses zero, amounts beyond the largest, and amounts that are not whole cents', () => {
    expect(parseTokenAmount('0', 6)).toMatch(/greater than zero/);
    expect(parseTokenAmount('000', 6)).toMatch(/greater than zero/);
    expect(parseTokenAmount('9000000000000001', 6)).toMatch(/at most/);
    expect(parseTokenAmount('1000001', 6)).toMatch(/whole number of cents.*10000/);
    expect(parseTokenAmount('9999', 6)).toMatch(/whole number of cents/);
    expect(parseTokenAmount('1', 3)).toMatch(/multiple of 10$/);
  });

  it('toCents is exact or nothing', () => {
    expect(toCents(20_000n, 6)).toBe(2n);
    expect(toCents(20_001n, 6)).toBeUndefined();
    expect(toCents(5n, 1)).toBe(50n);
  });
});
