import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencyCodes } from '../../src/money/currencies.js';
import { RATE_CACHE_MS } from '../../src/money/pricing.js';
import { sandboxRate } from '../../src/sandbox/fx.js';
import { type PlatformClient, startTestService, type TestService } from '../helpers/service.js';

interface Currency {
  code: string;
  name: string;
  symbol: string;
  decimals: number;
}
interface ExchangeRate {
  sourceCurrency: Currency;
  sendingAmount: number;
  minSendingAmount: number;
  maxSendingAmount: number;
  destinationCurrency: Currency;
  destinationPaymentRail: string;
  receivingAmount: number;
  exchangeRate: number;
  fees: { fixed?: number; total?: number };
  updatedAt: string;
}
type Rates = { data: ExchangeRate[] };
type ErrorBody = { status: number; code: string; details?: { errors?: { field: string }[] } };

const DEFAULT_SOURCES = ['USD', 'EUR', 'MXN', 'BRL', 'GBP', 'INR', 'NGN', 'USDC', 'USDB', 'BTC'];

// Time stands still unless a test moves it, so that "the same window" is certain.
let now = new Date('2025-06-02T12:00:00.000Z');
let service: TestService;
let platform: PlatformClient;

beforeAll(async () => {
  service = await startTestService({ clock: { now: () => now } });
  platform = await service.newPlatform('Rates platform');
});
afterAll(() => service.close());

const rates = async (query = '', client = platform) => {
  const response = await client.request<Rates>('GET', `/exchange-rates${query}`);
  expect(response.status, response.text).toBe(200);
  return response.body.data;
};
const pair = (data: ExchangeRate[], from: string, to: string) => {
  const found = data.find((r) => r.sourceCurrency.code === from && r.destinationCurrency.code === to);
  if (!found) throw new Error(`no ${from} -> ${to} rate`);
  return found;
};

/**
 * floor(amount * rate) between smallest units, in exact decimal arithmetic on the 12
 * significant digits the rate is published with (written here independently of the service).
 */
function receivable(amount: number, rate: number, fromDecimals: number, toDecimals: number): number {
  const [mantissa = '', exponent = '0'] = rate.toExponential(11).split('e');
  const digits = BigInt(mantissa.replace('.', ''));
  const power = Number(exponent) - 11 + toDecimals - fromDecimals;
  const scaled = BigInt(amount) * digits;
  return Number(power >= 0 ? scaled * 10n ** BigInt(power) : scaled / 10n ** BigInt(-power));
}

const configure = (client: PlatformClient, body: Record<string, unknown>) =>
  client.request('PATCH', '/config', { body }).then((r) => expect(r.status, r.text).toBe(200));

describe('GET /exchange-rates', () => {
  it('prices every sendable currency against every other currency by default', async () => {
    const data = await rates();
    expect(new Set(data.map((r) => r.sourceCurrency.code))).toEqual(new Set(DEFAULT_SOURCES));
    expect(data).toHaveLength(DEFAULT_SOURCES.length * (currencyCodes.length - 1));
    const fromUsd = data
      .filter((r) => r.sourceCurrency.code === 'USD')
      .map((r) => r.destinationCurrency.code);
    expect(fromUsd.sort()).toEqual(currencyCodes.filter((c) => c !== 'USD').sort());

    const usdEur = pair(data, 'USD', 'EUR');
    expect(usdEur).toEqual({
      sourceCurrency: { code: 'USD', name: 'United States Dollar', symbol: '$', decimals: 2 },
      sendingAmount: 10000,
      minSendingAmount: 1,
      maxSendingAmount: 100_000_000,
      destinationCurrency: { code: 'EUR', name: 'Euro', symbol: '€', decimals: 2 },
      destinationPaymentRail: 'SEPA_INSTANT',
      receivingAmount: receivable(10000, 1 / usdEur.exchangeRate, 2, 2),
      exchangeRate: usdEur.exchangeRate,
      fees: { fixed: 0, total: 0 },
      updatedAt: usdEur.updatedAt,
    });
    // Source units per destination unit: about 1.087 USD per EUR (sandbox table, 0.1 % spread, drift).
    expect(Math.abs(1 / usdEur.exchangeRate / (sandboxRate('USD', 'EUR') * 0.999) - 1)).toBeLessThanOrEqual(
      0.002,
    );
    const updatedAt = new Date(usdEur.updatedAt).getTime();
    expect(updatedAt).toBeLessThanOrEqual(now.getTime());
    expect(now.getTime() - updatedAt).toBeLessThan(RATE_CACHE_MS);
    // Every pair belongs to the same window.
    expect(new Set(data.map((r) => r.updatedAt))).toEqual(new Set([usdEur.updatedAt]));

    // A crypto source has its own limits and decimals: 10000 sats of BTC in US cents.
    const btcUsd = pair(data, 'BTC', 'USD');
    expect(btcUsd).toMatchObject({ minSendingAmount: 1, maxSendingAmount: 1_000_000_000 });
    expect(btcUsd.receivingAmount).toBe(receivable(10000, 1 / btcUsd.exchangeRate, 8, 2));
    expect(btcUsd.receivingAmount).toBeGreaterThan(590); // 0.0001 BTC is about $6
    // Pegged dollars: only the spread.
    expect(pair(data, 'USDC', 'USD')).toMatchObject({ exchangeRate: 1 / 0.999, receivingAmount: 0 });
    expect(pair(data, 'USD', 'USDC')).toMatchObject({ exchangeRate: 1 / 0.999, receivingAmount: 99_900_000 });
  });

  it('names one default payout rail per destination currency', async () => {
    const data = await rates('?sourceCurrency=USD');
    const rails = Object.fromEntries(data.map((r) => [r.destinationCurrency.code, r.destinationPaymentRail]));
    expect(rails).toMatchObject({
      EUR: 'SEPA_INSTANT',
      GBP: 'FASTER_PAYMENTS',
      MXN: 'SPEI',
      BRL: 'PIX',
      INR: 'UPI',
      NGN: 'BANK_TRANSFER',
      SGD: 'PAYNOW',
      KES: 'MOBILE_MONEY',
      DKK: 'BANK_TRANSFER',
      CAD: 'BANK_TRANSFER',
      USDC: 'BANK_TRANSFER',
      BTC: 'BANK_TRANSFER',
    });
    expect(pair(await rates('?sourceCurrency=EUR&destinationCurrency=USD'), 'EUR', 'USD')).toMatchObject({
      destinationPaymentRail: 'ACH',
    });
  });

  it('filters by source and repeatable destination, in the order asked, without repeats', async () => {
    const data = await rates(
      '?sourceCurrency=GBP&destinationCurrency=MXN&destinationCurrency=EUR&destinationCurrency=MXN&sendingAmount=2500',
    );
    expect(data.map((r) => `${r.sourceCurrency.code}>${r.destinationCurrency.code}`)).toEqual([
      'GBP>MXN',
      'GBP>EUR',
    ]);
    for (const r of data) {
      expect(r.sendingAmount).toBe(2500);
      expect(r.receivingAmount).toBe(receivable(2500, 1 / r.exchangeRate, 2, 2));
    }
    const single = await rates('?sourceCurrency=USD&destinationCurrency=VND');
    expect(single).toHaveLength(1);
    expect(single[0]?.receivingAmount).toBe(receivable(10000, 1 / (single[0]?.exchangeRate ?? 0), 2, 0));
    // Asked for explicitly, the same currency is priced at 1.
    expect(await rates('?sourceCurrency=USD&destinationCurrency=USD')).toMatchObject([
      { exchangeRate: 1, receivingAmount: 10000, fees: { fixed: 0, total: 0 } },
    ]);
    // Destinations alone: every sendable source against them.
    const toEur = await rates('?destinationCurrency=EUR');
    expect(toEur.map((r) => r.sourceCurrency.code)).toEqual(DEFAULT_SOURCES);
  });

  it('prices a sendingAmount of 0 as receiving 0', async () => {
    expect(await rates('?sourceCurrency=USD&destinationCurrency=EUR&sendingAmount=0')).toMatchObject([
      { sendingAmount: 0, receivingAmount: 0, fees: { fixed: 0, total: 0 } },
    ]);
  });

  it('returns the same rates within a window and new ones after it', async () => {
    const start = now;
    try {
      const first = await rates('?sourceCurrency=USD');
      const windowStart = new Date(pair(first, 'USD', 'EUR').updatedAt).getTime();
      expect(await rates('?sourceCurrency=USD')).toEqual(first);
      now = new Date(windowStart + RATE_CACHE_MS - 1);
      expect(await rates('?sourceCurrency=USD')).toEqual(first);

      now = new Date(windowStart + RATE_CACHE_MS);
      const next = await rates('?sourceCurrency=USD');
      expect(new Set(next.map((r) => r.updatedAt))).toEqual(
        new Set([new Date(windowStart + RATE_CACHE_MS).toISOString()]),
      );
      expect(pair(next, 'USD', 'EUR').exchangeRate).not.toBe(pair(first, 'USD', 'EUR').exchangeRate);
      expect(pair(next, 'USD', 'USDC').exchangeRate).toBe(1 / 0.999);
      const eur = pair(next, 'USD', 'EUR');
      expect(eur.receivingAmount).toBe(receivable(10000, 1 / eur.exchangeRate, 2, 2));
    } finally {
      now = start;
    }
  });

  it('gives each platform its own window', async () => {
    const other = await service.newPlatform('Other rates platform');
    const mine = pair(await rates('?sourceCurrency=USD&destinationCurrency=EUR'), 'USD', 'EUR');
    const theirs = pair(await rates('?sourceCurrency=USD&destinationCurrency=EUR', other), 'USD', 'EUR');
    // Window starts are drawn per platform over 300,000 ms: equal by chance about once in 300,000.
    expect(theirs.updatedAt).not.toBe(mine.updatedAt);
  });

  it('includes the platform fees in fees and receivingAmount', async () => {
    const feePlatform = await service.newPlatform('Fee platform');
    await configure(feePlatform, {
      feeConfigs: [
        {
          feeType: 'CROSS_CURRENCY_TRANSACTION',
          sourceCurrency: 'USD',
          variableFeeBps: 100,
          fixedFee: { amount: 50, currency: { code: 'USD' } },
        },
      ],
    });
    const data = await rates(
      '?sourceCurrency=USD&destinationCurrency=EUR&destinationCurrency=USD&destinationCurrency=BTC',
      feePlatform,
    );
    // Largest net with net + 50 + ceil(net / 100) <= 10000 is 9851: fees 149.
    const eur = pair(data, 'USD', 'EUR');
    expect(eur).toMatchObject({ sendingAmount: 10000, fees: { fixed: 50, total: 149 } });
    expect(eur.receivingAmount).toBe(receivable(9851, 1 / eur.exchangeRate, 2, 2));
    const btc = pair(data, 'USD', 'BTC');
    expect(btc.fees).toEqual({ fixed: 50, total: 149 });
    expect(btc.receivingAmount).toBe(receivable(9851, 1 / btc.exchangeRate, 2, 8));
    // Not a cross-currency movement: no platform fee.
    expect(pair(data, 'USD', 'USD')).toMatchObject({ receivingAmount: 10000, fees: { fixed: 0, total: 0 } });
    // Fees of another source currency do not apply.
    expect(
      pair(await rates('?sourceCurrency=EUR&destinationCurrency=USD', feePlatform), 'EUR', 'USD').fees,
    ).toEqual({ fixed: 0, total: 0 });

    // Amounts the fixed fee eats deliver nothing; the fees are those on a net amount of 0.
    expect(
      await rates('?sourceCurrency=USD&destinationCurrency=EUR&sendingAmount=50', feePlatform),
    ).toMatchObject([{ receivingAmount: 0, fees: { fixed: 50, total: 50 } }]);
    expect(
      await rates('?sourceCurrency=USD&destinationCurrency=EUR&sendingAmount=0', feePlatform),
    ).toMatchObject([{ receivingAmount: 0, fees: { fixed: 50, total: 50 } }]);
    // 100 USD -> net 99.00 (99 + 0.50 + 0.99 = 100.49 <= 100.50): fees 150 incl. 1 cent of rounding.
    const rounding = pair(
      await rates('?sourceCurrency=USD&destinationCurrency=EUR&sendingAmount=10050', feePlatform),
      'USD',
      'EUR',
    );
    expect(rounding.fees).toEqual({ fixed: 50, total: 150 });
    expect(rounding.receivingAmount).toBe(receivable(9900, 1 / rounding.exchangeRate, 2, 2));

    // Removing the fee (both parts 0) removes it from the rates.
    await configure(feePlatform, {
      feeConfigs: [
        {
          feeType: 'CROSS_CURRENCY_TRANSACTION',
          sourceCurrency: 'USD',
          variableFeeBps: 0,
          fixedFee: { amount: 0, currency: { code: 'USD' } },
        },
      ],
    });
    const free = pair(await rates('?sourceCurrency=USD&destinationCurrency=EUR', feePlatform), 'USD', 'EUR');
    expect(free).toMatchObject({
      fees: { fixed: 0, total: 0 },
      receivingAmount: receivable(10000, 1 / free.exchangeRate, 2, 2),
    });
  });

  it('uses the platform’s currencies and limits', async () => {
    const limited = await service.newPlatform('Limited platform');
    const currency = (currencyCode: string, minAmount: number, maxAmount: number, types: string[]) => ({
      currencyCode,
      minAmount,
      maxAmount,
      requiredCounterpartyFields: [],
      enabledTransactionTypes: types,
    });
    await configure(limited, {
      supportedCurrencies: [
        currency('USD', 500, 250_000, ['INCOMING', 'OUTGOING']),
        currency('EUR', 1, 100_000, ['INCOMING']),
        currency('CAD', 100, 900_000, ['OUTGOING']),
      ],
    });
    const data = await rates('?destinationCurrency=GBP', limited);
    expect(data.map((r) => [r.sourceCurrency.code, r.minSendingAmount, r.maxSendingAmount])).toEqual([
      ['USD', 500, 250_000],
      ['CAD', 100, 900_000],
    ]);
    const refused = await limited.request<ErrorBody>('GET', '/exchange-rates?sourceCurrency=EUR');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ status: 400, code: 'INVALID_CURRENCY' });
  });

  it('refuses unknown currencies and sources the platform does not support: 400 INVALID_CURRENCY', async () => {
    for (const query of [
      '?sourceCurrency=XYZ',
      '?sourceCurrency=usd',
      '?sourceCurrency=CAD', // known, but not one of the platform's currencies
      '?destinationCurrency=EUR&destinationCurrency=DOGE',
      '?sourceCurrency=USD&destinationCurrency=ETH',
    ]) {
      const response = await platform.request<ErrorBody>('GET', `/exchange-rates${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body, query).toMatchObject({ status: 400, code: 'INVALID_CURRENCY' });
    }
    const field = await platform.request<ErrorBody>('GET', '/exchange-rates?destinationCurrency=DOGE');
    expect(field.body.details?.errors?.map((e) => e.field)).toEqual(['destinationCurrency']);
  });

  it('refuses a sendingAmount that is not a non-negative integer: 400 INVALID_INPUT; ignores unknown parameters', async () => {
    for (const query of ['?sendingAmount=-1', '?sendingAmount=1.5', '?sendingAmount=abc']) {
      const response = await platform.request<ErrorBody>('GET', `/exchange-rates${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.code, query).toBe('INVALID_INPUT');
    }
    // Undeclared parameters are ignored (decision 0003): the list is the same without them.
    const query = '?sourceCurrency=USD&destinationCurrency=EUR';
    const ignored = await platform.request<Rates>('GET', `/exchange-rates${query}&limit=5`);
    expect(ignored.status, ignored.text).toBe(200);
    expect(ignored.body.data).toEqual(await rates(query));
  });

  it('needs only VIEW, and credentials', async () => {
    const token = await platform.request<{ clientId: string; clientSecret: string }>('POST', '/tokens', {
      body: { name: 'rates viewer', permissions: ['VIEW'] },
    });
    expect(token.status).toBe(201);
    const auth = { clientId: token.body.clientId, clientSecret: token.body.clientSecret };
    const viewed = await service.request<Rates>(
      'GET',
      '/exchange-rates?sourceCurrency=USD&destinationCurrency=EUR',
      {
        auth,
      },
    );
    expect(viewed.status).toBe(200);
    expect(viewed.body.data).toHaveLength(1);
    expect((await service.request('GET', '/exchange-rates', { auth: null })).status).toBe(401);
  });
});
