import { createHash } from 'node:crypto';
import type { FxSource } from '../sandbox/world.js';
import { getCurrency } from './currencies.js';

/**
 * Prices of money movements: the exchange rate a platform is offered and the fees it pays.
 * See docs/decisions/0015-quotes-transactions-transfers.md (Prices). All amounts are bigint
 * smallest units.
 */

/** Spec part 8: exchange rates are cached about five minutes. */
export const RATE_CACHE_MS = 5 * 60 * 1000;
/** The service's spread off the FX source's mid-market rate, in basis points (cross-currency only). */
export const FX_SPREAD_BPS = 10;
/** Currencies pegged to the US dollar do not drift against it between windows. */
const USD_PEGGED = new Set(['USD', 'USDC', 'USDT', 'USDB']);
/** Largest drift of a currency against USD from one window to the next: +/- 0.2 %. */
const MAX_DRIFT = 0.002;

export interface OfferedRate {
  sendingCurrency: string;
  receivingCurrency: string;
  /** Receiving major units one sending major unit buys, spread included (12 significant digits). */
  rate: number;
  /** Start of the cache window the rate belongs to: the same for every call inside it. */
  updatedAt: Date;
  /** When the window ends and a new rate applies. */
  expiresAt: Date;
}

function unitHash(...parts: string[]): number {
  const digest = createHash('sha256').update(parts.join('|')).digest();
  return digest.readUInt32BE(0) / 0xffffffff;
}

/**
 * Each platform's cache window starts at its own offset (so platforms do not all roll at the
 * same instant), which makes two calls inside one window return the same rate and updatedAt
 * in every process, with nothing stored.
 */
function windowOf(platformId: string, now: Date): { start: number; index: number } {
  const offset = Math.floor(unitHash('window', platformId) * RATE_CACHE_MS);
  const index = Math.floor((now.getTime() - offset) / RATE_CACHE_MS);
  return { start: index * RATE_CACHE_MS + offset, index };
}

/** Units of `code` per USD in a window: the FX source's rate, moved by a small deterministic drift. */
function unitsPerUsd(fx: FxSource, code: string, window: number): number {
  const base = fx.unitsPerUsd(code);
  if (USD_PEGGED.has(code)) return base;
  return base * (1 + (unitHash('drift', code, String(window)) * 2 - 1) * MAX_DRIFT);
}

/** The rate offered to a platform now for `sending` -> `receiving`, priced from `fx` (ctx.world.fx). */
export function offeredRate(
  fx: FxSource,
  platformId: string,
  sending: string,
  receiving: string,
  now: Date,
): OfferedRate {
  const { start, index } = windowOf(platformId, now);
  let rate = 1;
  if (sending !== receiving) {
    const mid = unitsPerUsd(fx, receiving, index) / unitsPerUsd(fx, sending, index);
    rate = Number((mid * (1 - FX_SPREAD_BPS / 10_000)).toPrecision(12));
  }
  return {
    sendingCurrency: sending,
    receivingCurrency: receiving,
    rate,
    updatedAt: new Date(start),
    expiresAt: new Date(start + RATE_CACHE_MS),
  };
}

/** A fee schedule in the sending currency: a fixed part plus basis points of the converted amount. */
export interface FeeSchedule {
  fixed: bigint;
  variableBps: number;
  /** The part of the fees that the platform charges (its `feeConfigs`); the rest is the service's. */
  platformFixed: bigint;
  platformVariableBps: number;
}

export interface PlatformFeeConfig {
  feeType: string;
  sourceCurrency: string;
  variableBps: number;
  fixedAmount: number;
  fixedCurrency: string;
}

/**
 * Fees of a movement. The sandbox service charges nothing of its own (its price is the FX
 * spread); platform fees apply to cross-currency movements sent in the fee's `sourceCurrency`.
 * A fixed fee stated in another currency is converted at the offered rate, rounded up.
 */
export function feeSchedule(
  fx: FxSource,
  platformFees: PlatformFeeConfig[],
  platformId: string,
  sending: string,
  receiving: string,
  now: Date,
): FeeSchedule {
  let platformFixed = 0n;
  let platformVariableBps = 0;
  if (sending !== receiving) {
    for (const fee of platformFees) {
      if (fee.feeType !== 'CROSS_CURRENCY_TRANSACTION' || fee.sourceCurrency !== sending) continue;
      platformVariableBps += fee.variableBps;
      platformFixed +=
        fee.fixedCurrency === sending
          ? BigInt(fee.fixedAmount)
          : convert(
              BigInt(fee.fixedAmount),
              fee.fixedCurrency,
              sending,
              offeredRate(fx, platformId, fee.fixedCurrency, sending, now).rate,
              'up',
            );
    }
  }
  return { fixed: platformFixed, variableBps: platformVariableBps, platformFixed, platformVariableBps };
}

/**
 * The rate as an exact fraction of its 15 significant digits, whatever its magnitude. A
 * fixed scale (rate * 1e12) kept only 8 digits of a USD -> BTC rate and 3 of VND -> BTC, so
 * amounts strayed from the published rate (by 23 sats on $1M to BTC), in either direction.
 */
function rational(rate: number): { numerator: bigint; denominator: bigint } {
  if (!(rate > 0) || !Number.isFinite(rate)) throw new Error(`Unusable exchange rate ${rate}`);
  const [mantissa = '', exponent = '0'] = rate.toExponential(14).split('e');
  const digits = BigInt(mantissa.replace('.', ''));
  const shift = Number(exponent) - 14;
  return shift >= 0
    ? { numerator: digits * 10n ** BigInt(shift), denominator: 1n }
    : { numerator: digits, denominator: 10n ** BigInt(-shift) };
}

const divide = (n: bigint, d: bigint, rounding: 'up' | 'down') =>
  rounding === 'down' ? n / d : (n + d - 1n) / d;

/** `amount` smallest units of `from` in smallest units of `to` at `rate` (to-major per from-major). */
export function convert(
  amount: bigint,
  from: string,
  to: string,
  rate: number,
  rounding: 'up' | 'down',
): bigint {
  const dFrom = BigInt(getCurrency(from).decimals);
  const dTo = BigInt(getCurrency(to).decimals);
  const r = rational(rate);
  return divide(amount * r.numerator * 10n ** dTo, r.denominator * 10n ** dFrom, rounding);
}

/** The inverse of convert: smallest units of `from` needed so that converting gives at least `amount` of `to`. */
export function convertBack(amount: bigint, from: string, to: string, rate: number): bigint {
  const dFrom = BigInt(getCurrency(from).decimals);
  const dTo = BigInt(getCurrency(to).decimals);
  const r = rational(rate);
  return divide(amount * r.denominator * 10n ** dFrom, r.numerator * 10n ** dTo, 'up');
}

const variableFee = (net: bigint, bps: number) => divide(net * BigInt(bps), 10_000n, 'up');

export interface Priced {
  totalSendingAmount: bigint;
  totalReceivingAmount: bigint;
  /** Sending-currency amount that is converted and delivered (total minus fees). */
  netSendingAmount: bigint;
  fees: bigint;
  platformFees: bigint;
  rate: number;
}

/**
 * Prices a movement with one side locked. The locked side is exact; the derived side is
 * rounded so the service never delivers more than it was paid for: a derived receiving
 * amount is rounded down, a derived sending amount up. Fees are stated separately (never
 * hidden in the rate): variable fees are basis points of the converted amount, rounded up.
 * Returns undefined when nothing would be delivered (the fees eat the whole amount).
 */
export function price(
  lockedSide: 'SENDING' | 'RECEIVING',
  lockedAmount: bigint,
  sending: string,
  receiving: string,
  rate: number,
  fees: FeeSchedule,
): Priced | undefined {
  const feesOn = (net: bigint) => fees.fixed + variableFee(net, fees.variableBps);
  const platformFeesOn = (net: bigint) => fees.platformFixed + variableFee(net, fees.platformVariableBps);
  let net: bigint;
  if (lockedSide === 'RECEIVING') {
    net = convertBack(lockedAmount, sending, receiving, rate);
    return {
      totalSendingAmount: net + feesOn(net),
      totalReceivingAmount: lockedAmount,
      netSendingAmount: net,
      fees: feesOn(net),
      platformFees: platformFeesOn(net),
      rate,
    };
  }
  // The largest net amount whose total (net + fees) fits in the locked sending amount.
  net = ((lockedAmount - fees.fixed) * 10_000n) / (10_000n + BigInt(fees.variableBps));
  while (net > 0n && net + feesOn(net) > lockedAmount) net -= 1n;
  while (net + 1n + feesOn(net + 1n) <= lockedAmount) net += 1n;
  if (net <= 0n) return undefined;
  const received = convert(net, sending, receiving, rate, 'down');
  if (received <= 0n) return undefined;
  // Whatever the rounding leaves over is a fee, so that the sending amount stays exact.
  const fee = lockedAmount - net;
  return {
    totalSendingAmount: lockedAmount,
    totalReceivingAmount: received,
    netSendingAmount: net,
    fees: fee,
    platformFees: platformFeesOn(net) > fee ? fee : platformFeesOn(net),
    rate,
  };
}

/** A platform fee stated for one movement (a quote's `platformFeeOverride`). */
export interface PlatformFeeOverride {
  fixedAmount: bigint;
  fixedCurrency: string;
  variableBps: number;
}

/**
 * The fee schedule of a movement whose platform fee is stated for it alone: it replaces the
 * platform's `feeConfigs`, whatever the currency pair. The service's own part stays what
 * `feeSchedule` charges (nothing: its price is the spread).
 */
export function overriddenFeeSchedule(
  fx: FxSource,
  override: PlatformFeeOverride,
  platformId: string,
  sending: string,
  now: Date,
): FeeSchedule {
  const platformFixed =
    override.fixedCurrency === sending || override.fixedAmount === 0n
      ? override.fixedAmount
      : convert(
          override.fixedAmount,
          override.fixedCurrency,
          sending,
          offeredRate(fx, platformId, override.fixedCurrency, sending, now).rate,
          'up',
        );
  return {
    fixed: platformFixed,
    variableBps: override.variableBps,
    platformFixed,
    platformVariableBps: override.variableBps,
  };
}

/**
 * How a price was built, in the contract's `rateDetails` terms. The service converts straight
 * into the receiving currency, so its multiplier is the whole rate and the counterparty's is 1
 * with no fee. Its own fees are the schedule's non-platform part; whatever rounding left to the
 * fees (a locked sending amount) counts as its variable fee, so that its fixed and variable fees
 * plus the platform's add up to `fees` exactly.
 */
export interface RateBreakdown {
  counterpartyMultiplier: number;
  counterpartyFixedFee: bigint;
  serviceApiMultiplier: number;
  serviceApiFixedFee: bigint;
  serviceApiVariableFeeRate: number;
  serviceApiVariableFeeAmount: bigint;
}

export function rateBreakdown(
  priced: Pick<Priced, 'rate' | 'fees' | 'platformFees'>,
  schedule: FeeSchedule,
): RateBreakdown {
  const serviceFixed = schedule.fixed - schedule.platformFixed;
  const serviceVariable = priced.fees - priced.platformFees - serviceFixed;
  return {
    counterpartyMultiplier: 1,
    counterpartyFixedFee: 0n,
    serviceApiMultiplier: priced.rate,
    serviceApiFixedFee: serviceFixed,
    serviceApiVariableFeeRate: (schedule.variableBps - schedule.platformVariableBps) / 10_000,
    serviceApiVariableFeeAmount: serviceVariable > 0n ? serviceVariable : 0n,
  };
}

/** A breakdown as stored in JSON (amounts as decimal strings: JSON has no bigint). */
export type StoredRateBreakdown = Record<keyof RateBreakdown, number | string>;

export const storeRateBreakdown = (r: RateBreakdown): StoredRateBreakdown => ({
  counterpartyMultiplier: r.counterpartyMultiplier,
  counterpartyFixedFee: r.counterpartyFixedFee.toString(),
  serviceApiMultiplier: r.serviceApiMultiplier,
  serviceApiFixedFee: r.serviceApiFixedFee.toString(),
  serviceApiVariableFeeRate: r.serviceApiVariableFeeRate,
  serviceApiVariableFeeAmount: r.serviceApiVariableFeeAmount.toString(),
});

export const loadRateBreakdown = (s: StoredRateBreakdown): RateBreakdown => ({
  counterpartyMultiplier: Number(s.counterpartyMultiplier),
  counterpartyFixedFee: BigInt(s.counterpartyFixedFee),
  serviceApiMultiplier: Number(s.serviceApiMultiplier),
  serviceApiFixedFee: BigInt(s.serviceApiFixedFee),
  serviceApiVariableFeeRate: Number(s.serviceApiVariableFeeRate),
  serviceApiVariableFeeAmount: BigInt(s.serviceApiVariableFeeAmount),
});
