import { randomInt } from 'node:crypto';

/** The Luhn check digit that completes `digits` (ISO/IEC 7812-1). */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // From the right, every second digit of the full number (check digit included) is doubled.
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function luhnValid(number: string): boolean {
  return /^\d{12,19}$/.test(number) && luhnCheckDigit(number.slice(0, -1)) === Number(number.at(-1));
}

/** The sandbox issuer's range: VISA test BIN 400000 (it never routes to a real issuer). */
const SANDBOX_BIN = '400000';

/** A 16-digit VISA number in the sandbox range, Luhn-valid. */
export function newCardNumber(): string {
  let body = SANDBOX_BIN;
  while (body.length < 15) body += String(randomInt(0, 10));
  return body + String(luhnCheckDigit(body));
}

export const newSecurityCode = (): string => String(randomInt(0, 1000)).padStart(3, '0');
