import { MAX_AMOUNT_MINOR } from '../../money/amounts.js';

/**
 * Amounts of mints and burns are strings of digits in the token's smallest unit (unlike the
 * integers elsewhere): a token of 6 decimals counts a dollar as "1000000". They are read as
 * big integers, never as floating point, and each must be a whole number of fiat cents, since
 * the provider pays and collects the base currency in cents.
 */
export interface TokenAmount {
  /** In the token's smallest unit. */
  units: bigint;
  /** The same value in cents of the base currency. */
  cents: bigint;
}

/** Why an amount string is refused, in words for the `amount` field's error. */
export type AmountProblem = string;

const DIGITS = /^[0-9]+$/;
/** Fiat cents: the base currencies (USD) have two decimals. */
const FIAT_DECIMALS = 2;

/**
 * Reads `raw` as a token amount of a token with `decimals` decimals: digits only (no sign,
 * point, exponent or spaces), above zero, within the service's largest amount, and exactly a
 * whole number of cents. Answers the amount, or the reason it is refused.
 */
export function parseTokenAmount(raw: string, decimals: number): TokenAmount | AmountProblem {
  if (!DIGITS.test(raw)) return "must be a string of digits (the amount in the token's smallest unit)";
  const units = BigInt(raw);
  if (units === 0n) return 'must be greater than zero';
  if (units > BigInt(MAX_AMOUNT_MINOR)) return `must be at most ${MAX_AMOUNT_MINOR}`;
  const cents = toCents(units, decimals);
  if (cents === undefined) {
    return `must be a whole number of cents: with ${decimals} decimals, a multiple of ${10n ** BigInt(decimals - FIAT_DECIMALS)}`;
  }
  return { units, cents };
}

/** `units` of a token with `decimals` decimals in cents, or undefined when not a whole number of them. */
export function toCents(units: bigint, decimals: number): bigint | undefined {
  if (decimals <= FIAT_DECIMALS) return units * 10n ** BigInt(FIAT_DECIMALS - decimals);
  const per = 10n ** BigInt(decimals - FIAT_DECIMALS);
  return units % per === 0n ? units / per : undefined;
}
