import { currencyCodes } from '../money/currencies.js';
import type { FxSource } from './world.js';

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
 * The fixed table as an FX source: the one rate source there is, in the sandbox and in
 * production alike, until a market feed is wired behind the same interface.
 */
export const FIXED_RATES: FxSource = {
  unitsPerUsd(currency) {
    const units = SANDBOX_UNITS_PER_USD[currency];
    if (units === undefined) throw new Error(`No sandbox exchange rate for ${currency}`);
    return units;
  },
};

/**
 * Units of `to` one unit of `from` buys (major units, not smallest units) at mid-market, to 12
 * significant digits. Throws for a currency the source does not know.
 */
export function estimatedRate(fx: FxSource, from: string, to: string): number {
  const fromPerUsd = fx.unitsPerUsd(from);
  const toPerUsd = fx.unitsPerUsd(to);
  if (from === to) return 1;
  return Number((toPerUsd / fromPerUsd).toPrecision(12));
}

/** estimatedRate over the fixed table. */
export const sandboxRate = (from: string, to: string): number => estimatedRate(FIXED_RATES, from, to);
