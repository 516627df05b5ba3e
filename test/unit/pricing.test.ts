import { describe, expect, it } from 'vitest';
import {
  convert,
  convertBack,
  type FeeSchedule,
  feeSchedule,
  FX_SPREAD_BPS,
  offeredRate,
  type PlatformFeeConfig,
  price,
  RATE_CACHE_MS,
} from '../../src/money/pricing.js';
import { sandboxRate } from '../../src/sandbox/fx.js';
import { sandboxWorld } from '../../src/sandbox/index.js';

/** The sandbox's FX source: the fixed table (src/sandbox/fx.ts). */
const fx = sandboxWorld.fx;

const PLATFORM = '6f1c2d3e-4a5b-4c6d-8e7f-001122334455';
const OTHER_PLATFORM = '0a9b8c7d-6e5f-4a3b-9c2d-665544332211';
const NOW = new Date('2025-06-02T12:00:00.000Z');

const noFees: FeeSchedule = { fixed: 0n, variableBps: 0, platformFixed: 0n, platformVariableBps: 0 };
/** 0.50 USD fixed + 1 % of the converted amount, all of it the platform's. */
const fiftyCentsAndOnePercent: FeeSchedule = {
  fixed: 50n,
  variableBps: 100,
  platformFixed: 50n,
  platformVariableBps: 100,
};

const usdFee = (variableBps: number, fixedAmount: number, sourceCurrency = 'USD'): PlatformFeeConfig => ({
  feeType: 'CROSS_CURRENCY_TRANSACTION',
  sourceCurrency,
  variableBps,
  fixedAmount,
  fixedCurrency: sourceCurrency,
});

const windowOffset = (platformId: string, at: Date) =>
  offeredRate(fx, platformId, 'USD', 'EUR', at).updatedAt.getTime() % RATE_CACHE_MS;

describe('convert and convertBack', () => {
  it('rounds as asked, across different decimals', () => {
    // 100.00 USD at 0.91234 = 91.234 EUR = 9123.4 cents.
    expect(convert(10_000n, 'USD', 'EUR', 0.91234, 'down')).toBe(9123n);
    expect(convert(10_000n, 'USD', 'EUR', 0.91234, 'up')).toBe(9124n);
    // 1.00 USD at 0.999 -> 0.999 USDC = 999000 units (6 decimals).
    expect(convert(100n, 'USD', 'USDC', 0.999, 'down')).toBe(999_000n);
    // 1.000001 USDC -> 100.0001 cents.
    expect(convert(1_000_001n, 'USDC', 'USD', 1, 'down')).toBe(100n);
    expect(convert(1_000_001n, 'USDC', 'USD', 1, 'up')).toBe(101n);
    // 10,000 UGX (0 decimals) at 0.00027 USD = 2.70 USD.
    expect(convert(10_000n, 'UGX', 'USD', 0.00027, 'down')).toBe(270n);
    // Exact results do not move when rounding up.
    expect(convert(10_000n, 'USD', 'EUR', 0.5, 'up')).toBe(5_000n);
  });

  it('keeps every significant digit of tiny and huge rates', () => {
    // $1,000,000 at 1.66733412345e-5 BTC/USD = 16.6733412345 BTC = 1,667,334,123.45 sats.
    expect(convert(100_000_000n, 'USD', 'BTC', 1.66733412345e-5, 'down')).toBe(1_667_334_123n);
    // 10,000 VND at 6.65834512345e-10 BTC/VND = 665.834512345 sats.
    expect(convert(10_000n, 'VND', 'BTC', 6.65834512345e-10, 'down')).toBe(665n);
    expect(convert(10_000n, 'VND', 'BTC', 6.65834512345e-10, 'up')).toBe(666n);
    // 1 BTC at 1,498,512,345.67 VND/BTC.
    expect(convert(100_000_000n, 'BTC', 'VND', 1_498_512_345.67, 'down')).toBe(1_498_512_345n);
    // The smallest sending amount that yields 1,667,334,124 sats is one cent above $1M.
    expect(convertBack(1_667_334_124n, 'USD', 'BTC', 1.66733412345e-5)).toBe(100_000_001n);
  });

  it('convertBack gives the smallest amount that converts to at least the target', () => {
    const cases: [string, string, number][] = [
      ['USD', 'EUR', 0.91908],
      ['EUR', 'USD', 1.08586956522],
      ['USD', 'BTC', 1.66733412345e-5],
      ['BTC', 'USD', 59_976.1234],
      ['USD', 'UGX', 3_696.3],
      ['VND', 'BTC', 6.65834512345e-10],
      ['USDC', 'USD', 0.999],
    ];
    for (const [from, to, rate] of cases) {
      for (const target of [1n, 7n, 999n, 10_000n, 123_456_789n]) {
        const needed = convertBack(target, from, to, rate);
        expect(convert(needed, from, to, rate, 'down') >= target, `${from}->${to} ${target}`).toBe(true);
        expect(convert(needed - 1n, from, to, rate, 'down') < target, `${from}->${to} ${target}`).toBe(true);
      }
      for (const amount of [1n, 50n, 10_000n, 987_654_321n]) {
        const received = convert(amount, from, to, rate, 'down');
        expect(convertBack(received, from, to, rate) <= amount, `${from}->${to} ${amount}`).toBe(true);
      }
    }
  });

  it('refuses a rate that is not a positive number', () => {
    expect(() => convert(1n, 'USD', 'EUR', 0, 'down')).toThrow(/Unusable/);
    expect(() => convert(1n, 'USD', 'EUR', Number.NaN, 'down')).toThrow(/Unusable/);
  });
});

describe('price', () => {
  it('locking the sending side rounds the received amount down', () => {
    // 100.00 USD at 0.91234 -> 9123.4 EUR cents -> 9123.
    expect(price('SENDING', 10_000n, 'USD', 'EUR', 0.91234, noFees)).toEqual({
      totalSendingAmount: 10_000n,
      totalReceivingAmount: 9_123n,
      netSendingAmount: 10_000n,
      fees: 0n,
      platformFees: 0n,
      rate: 0.91234,
    });
  });

  it('locking the receiving side rounds the sending amount up', () => {
    // 91.24 EUR at 0.91234 needs 100.00657... USD -> 10001 cents.
    expect(price('RECEIVING', 9_124n, 'USD', 'EUR', 0.91234, noFees)).toMatchObject({
      totalSendingAmount: 10_001n,
      totalReceivingAmount: 9_124n,
      fees: 0n,
    });
  });

  it('takes fixed and variable fees out of a locked sending amount', () => {
    // Largest net with net + 50 + ceil(net / 100) <= 10000: 9851 (9851 + 50 + 99 = 10000).
    expect(price('SENDING', 10_000n, 'USD', 'EUR', 0.9, fiftyCentsAndOnePercent)).toEqual({
      totalSendingAmount: 10_000n,
      totalReceivingAmount: 8_865n, // floor(9851 * 0.9 = 8865.9)
      netSendingAmount: 9_851n,
      fees: 149n,
      platformFees: 149n,
      rate: 0.9,
    });
  });

  it('counts what rounding leaves over as a fee, not as the platform’s', () => {
    // net 9900 costs 9900 + 50 + 99 = 10049; net 9901 would cost 9901 + 50 + 100 = 10051 > 10050.
    expect(price('SENDING', 10_050n, 'USD', 'EUR', 0.9, fiftyCentsAndOnePercent)).toMatchObject({
      netSendingAmount: 9_900n,
      fees: 150n,
      platformFees: 149n,
      totalReceivingAmount: 8_910n,
    });
  });

  it('adds the fees on top of a locked receiving amount', () => {
    // 88.66 EUR at 0.9 needs ceil(9851.11) = 9852 cents; fees 50 + ceil(98.52) = 149.
    expect(price('RECEIVING', 8_866n, 'USD', 'EUR', 0.9, fiftyCentsAndOnePercent)).toEqual({
      totalSendingAmount: 10_001n,
      totalReceivingAmount: 8_866n,
      netSendingAmount: 9_852n,
      fees: 149n,
      platformFees: 149n,
      rate: 0.9,
    });
  });

  it('is undefined when nothing would be delivered', () => {
    expect(price('SENDING', 50n, 'USD', 'EUR', 0.9, fiftyCentsAndOnePercent)).toBeUndefined();
    expect(price('SENDING', 51n, 'USD', 'EUR', 0.9, fiftyCentsAndOnePercent)).toBeUndefined(); // net 1 costs 52
    expect(price('SENDING', 52n, 'USD', 'EUR', 0.9, fiftyCentsAndOnePercent)).toBeUndefined(); // 0.9 cent -> 0
    expect(price('SENDING', 53n, 'USD', 'EUR', 0.9, fiftyCentsAndOnePercent)).toMatchObject({
      netSendingAmount: 2n,
      totalReceivingAmount: 1n,
      fees: 51n,
    });
    expect(price('SENDING', 0n, 'USD', 'EUR', 0.9, noFees)).toBeUndefined();
    expect(price('SENDING', 1n, 'VND', 'USD', 0.00004, noFees)).toBeUndefined();
  });
});

describe('feeSchedule', () => {
  it('applies cross-currency platform fees of the sending currency only', () => {
    const fees = [usdFee(100, 50)];
    expect(feeSchedule(fx, fees, PLATFORM, 'USD', 'EUR', NOW)).toEqual(fiftyCentsAndOnePercent);
    expect(feeSchedule(fx, fees, PLATFORM, 'USD', 'USD', NOW)).toEqual(noFees);
    expect(feeSchedule(fx, fees, PLATFORM, 'EUR', 'USD', NOW)).toEqual(noFees);
    expect(feeSchedule(fx, [], PLATFORM, 'USD', 'EUR', NOW)).toEqual(noFees);
  });

  it('adds several fees up', () => {
    expect(feeSchedule(fx, [usdFee(100, 50), usdFee(25, 10)], PLATFORM, 'USD', 'MXN', NOW)).toEqual({
      fixed: 60n,
      variableBps: 125,
      platformFixed: 60n,
      platformVariableBps: 125,
    });
  });

  it('converts a fixed fee stated in another currency at the offered rate, rounded up', () => {
    const eurFee: PlatformFeeConfig = { ...usdFee(0, 100), fixedCurrency: 'EUR' };
    const rate = offeredRate(fx, PLATFORM, 'EUR', 'USD', NOW).rate;
    // 1.00 EUR at about 1.086 USD/EUR is 108.6... cents: never an integer at 12 digits.
    expect(feeSchedule(fx, [eurFee], PLATFORM, 'USD', 'EUR', NOW).fixed).toBe(BigInt(Math.ceil(100 * rate)));
  });
});

describe('offeredRate', () => {
  it('is near the sandbox table, spread included, drifting at most 0.2 % per currency', () => {
    for (const [from, to] of [
      ['USD', 'EUR'],
      ['EUR', 'GBP'],
      ['BTC', 'USD'],
      ['USD', 'VND'],
    ] as const) {
      const { rate } = offeredRate(fx, PLATFORM, from, to, NOW);
      const reference = sandboxRate(from, to) * (1 - FX_SPREAD_BPS / 10_000);
      expect(Math.abs(rate / reference - 1), `${from}->${to}`).toBeLessThanOrEqual(0.00401);
      expect(Number(rate.toPrecision(12)), 'published with 12 significant digits').toBe(rate);
    }
  });

  it('does not drift between dollar-pegged currencies, and is 1 within a currency', () => {
    for (const at of [NOW, new Date(NOW.getTime() + 7 * RATE_CACHE_MS)]) {
      expect(offeredRate(fx, PLATFORM, 'USD', 'USDC', at).rate).toBe(0.999);
      expect(offeredRate(fx, PLATFORM, 'USDT', 'USDB', at).rate).toBe(0.999);
      expect(offeredRate(fx, PLATFORM, 'EUR', 'EUR', at).rate).toBe(1);
    }
  });

  it('holds one rate and updatedAt for the whole 5-minute window', () => {
    const first = offeredRate(fx, PLATFORM, 'USD', 'EUR', NOW);
    const start = first.updatedAt.getTime();
    expect(start).toBeLessThanOrEqual(NOW.getTime());
    expect(NOW.getTime() - start).toBeLessThan(RATE_CACHE_MS);
    expect(first.expiresAt.getTime() - start).toBe(RATE_CACHE_MS);
    for (const at of [start, start + 1, NOW.getTime(), start + RATE_CACHE_MS - 1]) {
      expect(offeredRate(fx, PLATFORM, 'USD', 'EUR', new Date(at))).toEqual(first);
    }
  });

  it('changes updatedAt and the floating rates in the next window', () => {
    const first = offeredRate(fx, PLATFORM, 'USD', 'EUR', NOW);
    const next = offeredRate(fx, PLATFORM, 'USD', 'EUR', first.expiresAt);
    expect(next.updatedAt.getTime()).toBe(first.updatedAt.getTime() + RATE_CACHE_MS);
    expect(next.rate).not.toBe(first.rate);
    const previous = offeredRate(fx, PLATFORM, 'USD', 'EUR', new Date(first.updatedAt.getTime() - 1));
    expect(previous.updatedAt.getTime()).toBe(first.updatedAt.getTime() - RATE_CACHE_MS);
    // Over a day of windows the rate takes many values.
    const rates = new Set<number>();
    for (let i = 0; i < 288; i++) {
      rates.add(offeredRate(fx, PLATFORM, 'USD', 'EUR', new Date(NOW.getTime() + i * RATE_CACHE_MS)).rate);
    }
    expect(rates.size).toBeGreaterThan(250);
  });

  it('starts each platform’s windows at its own offset', () => {
    expect(windowOffset(PLATFORM, NOW)).not.toBe(windowOffset(OTHER_PLATFORM, NOW));
    // The offset is a property of the platform, not of the moment.
    const later = new Date(NOW.getTime() + 12_345_678);
    expect(windowOffset(PLATFORM, later)).toBe(windowOffset(PLATFORM, NOW));
    const offsets = new Set<number>();
    for (let i = 0; i < 50; i++) {
      const offset = windowOffset(`platform-${i}`, NOW);
      expect(offset).toBeGreaterThanOrEqual(0);
      expect(offset).toBeLessThan(RATE_CACHE_MS);
      offsets.add(offset);
    }
    expect(offsets.size).toBeGreaterThan(45);
  });
});
