import type { Currency } from './api';

type Code = Pick<Currency, 'code' | 'decimals'>;

/** Smallest units as the currency writes them, e.g. 123456 USD -> "1,234.56 USD". */
export function money(amount: number, currency: Code): string {
  const major = amount / 10 ** currency.decimals;
  const text = major.toLocaleString('en-US', {
    minimumFractionDigits: currency.decimals,
    maximumFractionDigits: currency.decimals,
  });
  return `${text} ${currency.code}`;
}

/**
 * "12.5" in a currency of 2 decimals -> 1250, read as text so no floating point rounding is
 * involved; undefined for anything that is not a positive amount with at most that many decimals.
 */
export function toSmallestUnits(text: string, decimals: number): number | undefined {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > decimals) return undefined;
  const units = Number(whole + fraction.padEnd(decimals, '0'));
  return Number.isSafeInteger(units) && units > 0 ? units : undefined;
}

export function when(iso: string | undefined): string {
  if (iso === undefined) return '';
  return new Date(iso).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
}

/** The part after "Type:" of an id, shortened for tables (the full id is in the title). */
export function shortId(id: string): string {
  const uuid = id.includes(':') ? id.slice(id.indexOf(':') + 1) : id;
  return uuid.slice(0, 8);
}
