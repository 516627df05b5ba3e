/**
 * Check-digit schemes of bank and tax identifiers, shared by the code that writes identifiers
 * (sandbox deposit details) and the code that checks them (external accounts): one algorithm,
 * so what the service writes always passes what it checks.
 */

const digitsOf = (value: string): number[] => [...value].map((c) => c.charCodeAt(0) - 48);

/** ISO 7064 mod 97-10 over an IBAN (letters as 10..35, the first four characters moved to the end). */
export function ibanMod97(iban: string): number {
  const rearranged = (iban.slice(4) + iban.slice(0, 4)).toUpperCase();
  let remainder = 0;
  for (const c of rearranged) {
    const code = c.charCodeAt(0);
    const value = code >= 65 && code <= 90 ? String(code - 55) : c;
    for (const d of value) remainder = (remainder * 10 + (d.charCodeAt(0) - 48)) % 97;
  }
  return remainder;
}

/** The two IBAN check digits of `country` + `bban`. */
export const ibanCheckDigits = (country: string, bban: string): string =>
  String(98 - ibanMod97(`${country}00${bban}`)).padStart(2, '0');

/** The CLABE check digit of the first 17 digits (weights 3, 7, 1; sum of products mod 10). */
export function clabeCheckDigit(first17: string): number {
  const weights = [3, 7, 1];
  const sum = digitsOf(first17).reduce((acc, d, i) => acc + ((d * (weights[i % 3] as number)) % 10), 0);
  return (10 - (sum % 10)) % 10;
}

/** A mod-11 check digit with these weights (CPF, CNPJ): 0 for a remainder under 2. */
export function mod11Digit(digits: string | number[], weights: readonly number[]): number {
  const values = typeof digits === 'string' ? digitsOf(digits) : digits;
  const sum = values.reduce((acc, d, i) => acc + d * (weights[i] as number), 0);
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

export const CNPJ_WEIGHTS = {
  first: [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  second: [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
} as const;
