import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allInstitutions, UMA_PROVIDERS } from '../../src/reference/institutions.js';
import { sandboxRate } from '../../src/sandbox/fx.js';
import { SANDBOX_UMA_DOMAIN } from '../../src/sandbox/uma.js';
import { individual } from '../helpers/fixtures.js';
import { type PlatformClient, startTestService, type TestService } from '../helpers/service.js';

interface Institution {
  bankName: string;
  displayName: string;
  country: string;
  currency: string;
}
interface Currency {
  code: string;
  name: string;
  symbol: string;
  decimals: number;
}
interface Provider {
  name: string;
  supportedRegions: string[];
  domain: string;
  logoUrl?: string;
  supportedCurrencies: Currency[];
  lei?: string;
  allowListStatus: boolean;
}
interface ProviderPage {
  data: Provider[];
  hasMore: boolean;
  nextCursor?: string;
  totalCount: number;
}
interface Lookup {
  receiverUmaAddress: string;
  supportedCurrencies: { currency: Currency; estimatedExchangeRate: number; min: number; max: number }[];
  requiredPayerDataFields?: { name: string; mandatory: boolean }[];
  lookupId: string;
}
type ErrorBody = { status: number; code: string; details?: { errors: { field: string }[] } };

// Fiat currencies of the external-account types of spec 2.2 (SLV_ACCOUNT is El Salvador, in USD).
const SPEC_CURRENCIES = (
  'AED BDT BRL BWP CAD CNY COP DKK EGP EUR GBP GHS GTQ HKD HTG IDR ILS INR JMD KES MWK MXN MYR NGN PHP PKR ' +
  'RWF SGD THB TZS UGX USD VND XAF XOF ZAR ZMW'
).split(' ');

let service: TestService;
let platform: PlatformClient;

beforeAll(async () => {
  service = await startTestService();
  platform = await service.newPlatform('Discovery platform');
});
afterAll(() => service.close());

const fieldsOf = (body: unknown) => ((body as ErrorBody).details?.errors ?? []).map((e) => e.field).sort();

describe('GET /discoveries', () => {
  const discover = (query = '') => platform.request<{ data: Institution[] }>('GET', `/discoveries${query}`);

  it('returns every institution without parameters: every spec currency, several per country', async () => {
    const response = await discover();
    expect(response.status).toBe(200);
    const all = response.body.data;
    expect(all).toHaveLength(allInstitutions().length);
    expect(new Set(all.map((i) => i.currency))).toEqual(new Set(SPEC_CURRENCIES));
    const perCountry = new Map<string, number>();
    for (const i of all) {
      expect(Object.keys(i).sort()).toEqual(['bankName', 'country', 'currency', 'displayName']);
      expect(i.bankName).toMatch(/^[A-Z0-9]+(_[A-Z0-9]+)*$/);
      expect(i.country).toMatch(/^[A-Z]{2}$/);
      expect(i.displayName.length).toBeGreaterThan(1);
      perCountry.set(i.country, (perCountry.get(i.country) ?? 0) + 1);
    }
    for (const [country, count] of perCountry) expect(count, country).toBeGreaterThanOrEqual(3);
    expect(new Set(all.map((i) => i.bankName)).size).toBe(all.length);
  });

  it('filters by country, by currency and by both', async () => {
    const mexico = (await discover('?country=MX')).body.data;
    expect(mexico.length).toBeGreaterThanOrEqual(3);
    expect(mexico.every((i) => i.country === 'MX' && i.currency === 'MXN')).toBe(true);
    expect(mexico.map((i) => i.bankName)).toContain('BBVA_MEXICO');

    const euro = (await discover('?currency=EUR')).body.data;
    expect(new Set(euro.map((i) => i.country)).size).toBeGreaterThan(3);
    expect(euro.every((i) => i.currency === 'EUR')).toBe(true);

    const usd = (await discover('?currency=USD')).body.data;
    expect(new Set(usd.map((i) => i.country))).toEqual(new Set(['US', 'SV']));

    const salvador = (await discover('?country=SV&currency=USD')).body.data;
    expect(salvador.length).toBeGreaterThanOrEqual(3);
    expect(salvador.every((i) => i.country === 'SV' && i.currency === 'USD')).toBe(true);

    const xof = (await discover('?currency=XOF')).body.data;
    expect(new Set(xof.map((i) => i.country))).toEqual(new Set(['SN', 'CI']));
  });

  it('answers an unknown but well-formed combination with an empty list', async () => {
    for (const query of ['?country=MX&currency=EUR', '?country=AQ', '?currency=XYZ', '?currency=USDC']) {
      const response = await discover(query);
      expect(response.status, query).toBe(200);
      expect(response.body, query).toEqual({ data: [] });
    }
  });

  it('rejects malformed filters with one field error each', async () => {
    const response = await discover('?country=mx&currency=EURO12');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
    expect(fieldsOf(response.body)).toEqual(['country', 'currency']);
    for (const query of ['?country=MEX', '?country=M', '?currency=US', '?currency=usd']) {
      const bad = await discover(query);
      expect(bad.status, query).toBe(400);
      expect((bad.body as unknown as ErrorBody).code, query).toBe('INVALID_INPUT');
    }
  });

  it('needs credentials', async () => {
    expect((await platform.request('GET', '/discoveries', { auth: null })).status).toBe(401);
  });
});

describe('GET /uma-providers', () => {
  const list = (query = '') => platform.request<ProviderPage>('GET', `/uma-providers${query}`);

  it('lists providers with Currency objects, the sandbox counterparty among them, by name desc by default', async () => {
    const response = await list();
    expect(response.status).toBe(200);
    const page = response.body;
    expect(page.totalCount).toBe(UMA_PROVIDERS.length);
    expect(page.hasMore).toBe(false);
    expect(page.nextCursor).toBeUndefined();
    const names = page.data.map((p) => p.name);
    expect(names).toEqual([...names].sort().reverse());
    const sandbox = page.data.find((p) => p.domain === SANDBOX_UMA_DOMAIN);
    expect(sandbox).toMatchObject({ allowListStatus: true });
    expect(sandbox?.supportedCurrencies.map((c) => c.code).sort()).toEqual(['EUR', 'MXN', 'USD']);
    expect(sandbox?.supportedCurrencies.find((c) => c.code === 'USD')).toEqual({
      code: 'USD',
      name: 'United States Dollar',
      symbol: '$',
      decimals: 2,
    });
    for (const p of page.data) {
      expect(p.domain).toMatch(/\.test$/);
      expect(p.supportedRegions.length).toBeGreaterThan(0);
    }
    expect(page.data.some((p) => p.lei !== undefined && p.logoUrl !== undefined)).toBe(true);
    expect(page.data.some((p) => !p.allowListStatus)).toBe(true);

    const asc = (await list('?sortOrder=asc')).body.data.map((p) => p.name);
    expect(asc).toEqual([...names].reverse());
  });

  it('pages with limit and cursor, every provider exactly once, in both orders', async () => {
    for (const order of ['asc', 'desc']) {
      const all = (await list(`?sortOrder=${order}`)).body.data.map((p) => p.domain);
      const seen: string[] = [];
      let cursor: string | undefined;
      for (let i = 0; i < 10; i++) {
        const page = (await list(`?sortOrder=${order}&limit=2${cursor ? `&cursor=${cursor}` : ''}`)).body;
        expect(page.data.length).toBeLessThanOrEqual(2);
        expect(page.totalCount).toBe(all.length);
        seen.push(...page.data.map((p) => p.domain));
        if (!page.hasMore) {
          expect(page.nextCursor).toBeUndefined();
          break;
        }
        cursor = page.nextCursor;
      }
      expect(seen).toEqual(all);
    }
  });

  it('filters by country, currency and blocked status', async () => {
    const mexico = (await list('?countryCode=MX')).body;
    expect(mexico.data.length).toBeGreaterThan(0);
    expect(mexico.data.every((p) => p.supportedRegions.includes('MX'))).toBe(true);
    expect(mexico.totalCount).toBe(mexico.data.length);

    const inr = (await list('?currencyCode=INR')).body.data;
    expect(inr.map((p) => p.name)).toEqual(['Rupee Rails']);

    const allowed = (await list('?hasBlockedProviders=false')).body;
    expect(allowed.data.every((p) => p.allowListStatus)).toBe(true);
    expect(allowed.totalCount).toBe(UMA_PROVIDERS.filter((p) => p.allowListStatus).length);
    expect((await list('?hasBlockedProviders=true')).body.totalCount).toBe(UMA_PROVIDERS.length);

    expect((await list('?countryCode=AQ')).body).toEqual({ data: [], hasMore: false, totalCount: 0 });
    expect((await list('?countryCode=NG&hasBlockedProviders=false')).body.totalCount).toBe(0);
  });

  it('rejects bad parameters and cursors it did not issue', async () => {
    const response = await list(
      '?countryCode=usa&currencyCode=1&sortOrder=up&limit=0&hasBlockedProviders=maybe',
    );
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)).toEqual(
      ['countryCode', 'currencyCode', 'hasBlockedProviders', 'limit', 'sortOrder'].sort(),
    );
    for (const cursor of ['garbage', Buffer.from('["x",1]').toString('base64url'), 'eyJ']) {
      const bad = await list(`?cursor=${cursor}`);
      expect(bad.status, cursor).toBe(400);
      expect(bad.body as unknown as ErrorBody).toMatchObject({ code: 'INVALID_INPUT' });
      expect(fieldsOf(bad.body)).toEqual(['cursor']);
    }
  });
});

describe('GET /receiver/uma/{receiverUmaAddress}', () => {
  const lookup = (address: string, query = '', client: PlatformClient = platform) =>
    client.request<Lookup>('GET', `/receiver/uma/${address}${query}`);

  it('resolves the five sandbox receivers with their currency (plus USD), rates and limits', async () => {
    const cases: [string, string[]][] = [
      ['$success.usd', ['USD']],
      ['$success.eur', ['EUR', 'USD']],
      ['$success.mxn', ['MXN', 'USD']],
      ['$pending.long.usd', ['USD']],
      ['$fail.compliance.usd', ['USD']],
    ];
    for (const [local, currencies] of cases) {
      const response = await lookup(encodeURIComponent(`${local}@${SANDBOX_UMA_DOMAIN}`));
      expect(response.status, local).toBe(200);
      const body = response.body;
      expect(body.receiverUmaAddress).toBe(`${local}@${SANDBOX_UMA_DOMAIN}`);
      expect(body.lookupId).toMatch(/^Lookup:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(body.supportedCurrencies.map((c) => c.currency.code)).toEqual(currencies);
      expect(body.requiredPayerDataFields).toEqual([
        { name: 'FULL_NAME', mandatory: true },
        { name: 'COUNTRY_OF_RESIDENCE', mandatory: false },
      ]);
    }
  });

  it('estimates rates from the platform first currency and takes limits from its configuration', async () => {
    const body = (await lookup(`$success.eur@${SANDBOX_UMA_DOMAIN}`)).body;
    // A new platform lists USD first; EUR and USD limits are 1 .. 100,000,000 (decision 0004).
    expect(body.supportedCurrencies).toEqual([
      {
        currency: { code: 'EUR', name: 'Euro', symbol: '€', decimals: 2 },
        estimatedExchangeRate: 0.92,
        min: 1,
        max: 100_000_000,
      },
      {
        currency: { code: 'USD', name: 'United States Dollar', symbol: '$', decimals: 2 },
        estimatedExchangeRate: 1,
        min: 1,
        max: 100_000_000,
      },
    ]);
    const mxn = (await lookup(`$success.mxn@${SANDBOX_UMA_DOMAIN}`)).body.supportedCurrencies[0];
    expect(mxn).toMatchObject({ estimatedExchangeRate: 17.1, min: 1, max: 2_000_000_000 });
  });

  it('issues a new random lookupId every time and accepts $, %24 and any letter case', async () => {
    const ids = new Set<string>();
    for (const address of [
      `$success.usd@${SANDBOX_UMA_DOMAIN}`,
      `%24success.usd@${SANDBOX_UMA_DOMAIN}`,
      `%24success.usd%40${SANDBOX_UMA_DOMAIN}`,
      `%2524success.usd%2540${SANDBOX_UMA_DOMAIN}`,
      `$SUCCESS.USD@${SANDBOX_UMA_DOMAIN.toUpperCase()}`,
    ]) {
      const response = await lookup(address);
      expect(response.status, address).toBe(200);
      expect(response.body.receiverUmaAddress).toBe(`$success.usd@${SANDBOX_UMA_DOMAIN}`);
      ids.add(response.body.lookupId);
    }
    expect(ids.size).toBe(5);
  });

  it('answers malformed addresses with 400 INVALID_UMA_ADDRESS', async () => {
    for (const address of [
      `success.usd@${SANDBOX_UMA_DOMAIN}`,
      '$success.usd',
      '$success.usd@',
      '$@sandbox.uma.test',
      '$bad%20space@sandbox.uma.test',
      '$a@localhost',
      '$a@-bad-.test',
      '%25E0%25A4%25A', // decodes once to a broken escape
      `$${'x'.repeat(65)}@${SANDBOX_UMA_DOMAIN}`,
    ]) {
      const response = await lookup(address);
      expect(response.status, address).toBe(400);
      expect(response.body, address).toMatchObject({ status: 400, code: 'INVALID_UMA_ADDRESS' });
    }
  });

  it('answers unknown receivers with 404 UMA_NOT_FOUND', async () => {
    for (const address of [
      `$success.jpy@${SANDBOX_UMA_DOMAIN}`,
      `$nobody@${SANDBOX_UMA_DOMAIN}`,
      '$success.usd@aurora-pay.uma.test',
      '$alice@unknown.example',
    ]) {
      const response = await lookup(encodeURIComponent(address));
      expect(response.status, address).toBe(404);
      expect(response.body, address).toMatchObject({ status: 404, code: 'UMA_NOT_FOUND' });
    }
  });

  it('takes senderUmaAddress or customerId, not both', async () => {
    const receiver = `$success.usd@${SANDBOX_UMA_DOMAIN}`;
    const sender = encodeURIComponent('$alice@example.test');
    expect((await lookup(receiver, `?senderUmaAddress=${sender}`)).status).toBe(200);

    const both = await lookup(receiver, `?senderUmaAddress=${sender}&customerId=Customer:x`);
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ code: 'INVALID_INPUT' });
    expect(fieldsOf(both.body)).toEqual(['customerId', 'senderUmaAddress']);

    const badSender = await lookup(receiver, '?senderUmaAddress=alice');
    expect(badSender.status).toBe(400);
    expect(badSender.body).toMatchObject({ code: 'INVALID_UMA_ADDRESS' });

    const unknown = await lookup(receiver, '?customerId=Customer:00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'USER_NOT_FOUND' });

    // An undeclared parameter is ignored (decision 0003).
    expect((await lookup(receiver, '?other=1')).status).toBe(200);
  });

  it('estimates from the sending customer first currency when customerId is given', async () => {
    const created = await platform.request<{ id: string }>('POST', '/customers', {
      body: individual({ currencies: ['MXN', 'USD'] }),
    });
    expect(created.status).toBe(201);
    const response = await lookup(`$success.eur@${SANDBOX_UMA_DOMAIN}`, `?customerId=${created.body.id}`);
    expect(response.status).toBe(200);
    const [eur, usd] = response.body.supportedCurrencies;
    expect(eur?.estimatedExchangeRate).toBeCloseTo(0.92 / 17.1, 10);
    expect(usd?.estimatedExchangeRate).toBeCloseTo(1 / 17.1, 10);
  });

  it('resolves active customers of this service at their platform UMA domain, from any platform', async () => {
    const receiving = await service.newPlatform('Receiving platform');
    const config = await receiving.request<{ umaDomain: string; supportedCurrencies: unknown[] }>(
      'GET',
      '/config',
    );
    const patched = await receiving.request('PATCH', '/config', {
      body: {
        supportedCurrencies: [
          ...config.body.supportedCurrencies,
          {
            currencyCode: 'KES',
            minAmount: 100,
            maxAmount: 500_000_000,
            requiredCounterpartyFields: [
              { name: 'FULL_NAME', mandatory: true },
              { name: 'BIRTH_DATE', mandatory: false },
            ],
            enabledTransactionTypes: ['INCOMING', 'OUTGOING'],
          },
        ],
      },
    });
    expect(patched.status).toBe(200);
    const address = `$wanjiru.kes@${config.body.umaDomain}`;
    const customer = await receiving.request<{ id: string; umaAddress: string }>('POST', '/customers', {
      body: individual({ umaAddress: address, currencies: ['KES'] }),
    });
    expect(customer.status).toBe(201);

    // From another platform (USD first, no KES configured): limits are its USD limits converted.
    const response = await lookup(encodeURIComponent(address.toUpperCase()));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      receiverUmaAddress: address,
      supportedCurrencies: [
        {
          currency: { code: 'KES', decimals: 2 },
          estimatedExchangeRate: 129,
          min: 129,
          max: 12_900_000_000,
        },
      ],
      requiredPayerDataFields: [
        { name: 'FULL_NAME', mandatory: true },
        { name: 'BIRTH_DATE', mandatory: false },
      ],
    });
    // From its own platform, which configures KES: its limits.
    const own = await lookup(encodeURIComponent(address), '', receiving);
    expect(own.body.supportedCurrencies[0]).toMatchObject({ min: 100, max: 500_000_000 });

    // A customer without currencies of its own accepts every currency its platform supports.
    const plain = await receiving.request<{ id: string; umaAddress: string }>('POST', '/customers', {
      body: individual({ umaAddress: `$plain@${config.body.umaDomain}` }),
    });
    const plainLookup = await lookup(encodeURIComponent(plain.body.umaAddress));
    expect(plainLookup.status).toBe(200);
    expect(plainLookup.body.supportedCurrencies.map((c) => c.currency.code)).toEqual(
      (config.body.supportedCurrencies as { currencyCode: string }[])
        .map((c) => c.currencyCode)
        .concat('KES'),
    );

    // Deleted customers are not receivers; unknown local parts at a platform domain neither.
    expect((await receiving.request('DELETE', `/customers/${customer.body.id}`)).status).toBeLessThan(300);
    const gone = await lookup(encodeURIComponent(address));
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ code: 'UMA_NOT_FOUND' });
    expect((await lookup(encodeURIComponent(`$nobody@${config.body.umaDomain}`))).status).toBe(404);
  });

  it('needs credentials', async () => {
    const response = await platform.request('GET', `/receiver/uma/$success.usd@${SANDBOX_UMA_DOMAIN}`, {
      auth: null,
    });
    expect(response.status).toBe(401);
  });
});

describe('sandboxRate', () => {
  it('converts through the USD table: units of `to` per unit of `from`', () => {
    expect(sandboxRate('USD', 'EUR')).toBe(0.92);
    expect(sandboxRate('EUR', 'USD')).toBeCloseTo(1 / 0.92, 10);
    expect(sandboxRate('BTC', 'USD')).toBe(60_000);
    expect(sandboxRate('USD', 'USDC')).toBe(1);
    expect(sandboxRate('NGN', 'NGN')).toBe(1);
    expect(sandboxRate('MXN', 'BRL')).toBeCloseTo(5 / 17.1, 10);
    expect(() => sandboxRate('USD', 'XYZ')).toThrow();
  });
});
