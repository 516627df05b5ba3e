import { describe, expect, it } from 'vitest';
import {
  luhnCheckDigit,
  luhnValid,
  newCardNumber,
  newSecurityCode,
} from '../../src/modules/cards/numbers.js';

describe('card numbers', () => {
  it('computes the Luhn check digit of known numbers', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('41111111111111a1')).toBe(false);
  });

  it('issues 16-digit numbers in the sandbox VISA range, all valid', () => {
    for (let i = 0; i < 200; i++) {
      const pan = newCardNumber();
      expect(pan).toMatch(/^400000\d{10}$/);
      expect(luhnValid(pan)).toBe(true);
    }
    expect(newSecurityCode()).toMatch(/^\d{3}$/);
  });
});
