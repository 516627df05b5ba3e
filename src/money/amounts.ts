import { assert } from '../assert.js';
import { findCurrency } from './currencies.js';

/**
 * The largest amount, in the smallest unit of its currency, that any request may carry or any
 * payment may reach: below 2^53, so every amount the service answers with is exact as a JSON
 * number (decision 0015).
 */
export const MAX_AMOUNT_MINOR = 9_000_000_000_000_000;

/** An amount of money: an exact integer of the currency's smallest unit, and the currency. */
export interface Money {
  readonly amountMinor: bigint;
  readonly currency: string;
}

/** Money of a known currency, within ±MAX_AMOUNT_MINOR (asserted: a larger one is a bug). */
export function money(amountMinor: bigint | number, currency: string): Money {
  const amount = BigInt(amountMinor);
  assert(findCurrency(currency) !== undefined, () => `unknown currency ${currency}`);
  assert(
    amount <= BigInt(MAX_AMOUNT_MINOR) && amount >= -BigInt(MAX_AMOUNT_MINOR),
    () => `${amount} ${currency} is beyond the largest amount`,
  );
  return { amountMinor: amount, currency };
}

/** The sum of amounts of one currency (adding two currencies is a bug). */
export function addMoney(a: Money, b: Money): Money {
  assert(a.currency === b.currency, () => `cannot add ${a.currency} to ${b.currency}`);
  return money(a.amountMinor + b.amountMinor, a.currency);
}

export const negateMoney = (m: Money): Money => ({ amountMinor: -m.amountMinor, currency: m.currency });
