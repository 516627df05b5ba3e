import { describe, expect, it } from 'vitest';
import { InvariantError } from '../../src/assert.js';
import { addMoney, MAX_AMOUNT_MINOR, money, negateMoney } from '../../src/money/amounts.js';

describe('money', () => {
  it('adds exactly, in one currency only', () => {
    const sum = addMoney(money(8_999_999_999_999_000n, 'BTC'), money(993n, 'BTC'));
    expect(sum).toEqual({ amountMinor: 8_999_999_999_999_993n, currency: 'BTC' });
    expect(() => addMoney(money(1n, 'USD'), money(1n, 'EUR'))).toThrow(InvariantError);
  });

  it('refuses amounts beyond the largest one and unknown currencies', () => {
    expect(money(MAX_AMOUNT_MINOR, 'USD').amountMinor).toBe(BigInt(MAX_AMOUNT_MINOR));
    expect(() => money(BigInt(MAX_AMOUNT_MINOR) + 1n, 'USD')).toThrow(/beyond the largest amount/);
    expect(() => money(1n, 'XXX')).toThrow(/unknown currency/);
    expect(negateMoney(money(-5n, 'USD'))).toEqual({ amountMinor: 5n, currency: 'USD' });
  });
});
