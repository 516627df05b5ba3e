import { currencyCodes } from '../money/currencies.js';

/**
 * The sandbox's fixed exchange rates: units of each currency per one US dollar, chosen near
 * mid-market in 2025 and rounded (docs/decisions/0013-discovery-and-uma-lookups.md). They are
 * estimates for lookups and quotes in sandbox; nothing here tracks a market.
 */
export const SANDBOX_UNITS_PER_USD: Readonly<Record<string, number>> = {
  USD: 1,
  USDC: 1,
  USDB: 1,
  USDT: 1,
  BTC: 1 / 60_000,
  AED: 3.6725,
  BDT: 120,
  BRL: 5.0,
  BWP: 13.5,
  CAD: 1.37,
  CNY: 7.2,
  COP: 4_000,
  DKK: 6.86,
  EGP: 48.5,
  EUR: 0.92,
  GBP: 0.79,
  GHS: 15,
  GTQ: 7.75,
  HKD: 7.8,
  HTG: 131,
  IDR: 16_000,
  ILS: 3.7,
  INR: 83,
  JMD: 157,
  KES: 129,
  MWK: 1_735,
  MXN: 17.1,
  MYR: 4.7,
  NGN: 1_550,
  PHP: 57,
  PKR: 280,
  RWF: 1_400,
  SGD: 1.35,
  THB: 35,
  TZS: 2_600,
  UGX: 3_700,
  VND: 25_000,
  XAF: 605,
  XOF: 605,
  ZAR: 18.5,
  ZMW: 26,
};

/** Every currency the service knows has a sandbox rate (checked once at load). */
for (const code of currencyCodes) {
  if (!(code in SANDBOX_UNITS_PER_USD)) throw new Error(`sandbox FX table lacks ${code}`);
}

/**
 * Units of `to` one unit of `from` buys (major units, not smallest units), from the fixed
 * USD-based table, to 12 significant digits. Throws for a currency the table does not know.
 */
export function sandboxRate(from: string, to: string): number {
  const fromPerUsd = SANDBOX_UNITS_PER_USD[from];
  const toPerUsd = SANDBOX_UNITS_PER_USD[to];
  if (fromPerUsd === undefined || toPerUsd === undefined) {
    throw new Error(`No sandbox exchange rate for ${from} -> ${to}`);
  }
  if (from === to) return 1;
  return Number((toPerUsd / fromPerUsd).toPrecision(12));
}
