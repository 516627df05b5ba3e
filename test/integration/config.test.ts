import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlatformClient, startTestService, type TestService } from '../helpers/service.js';
import { contractOperation, responseProblems } from '../helpers/wire-contract.js';

interface CurrencyConfig {
  currencyCode: string;
  minAmount: number;
  maxAmount: number;
  requiredCounterpartyFields: unknown[];
  enabledTransactionTypes: string[];
}
interface Config {
  id: string;
  umaDomain: string;
  proxyUmaSubdomain?: string;
  webhookEndpoint?: string;
  supportedCurrencies: CurrencyConfig[];
  isRegulatedFinancialInstitution: boolean;
  embeddedWalletConfig?: Record<string, unknown>;
  cardTokenization2faConfig?: Record<string, unknown>;
  feeConfigs: { feeType: string; sourceCurrency: string; variableFeeBps: number; fixedFee: unknown }[];
  createdAt: string;
  updatedAt: string;
}

let service: TestService;
let platform: PlatformClient;

beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

describe('GET /config', () => {
  it('starts a new sandbox platform with a useful default', async () => {
    platform = await service.newPlatform('Acme Payments');
    const response = await platform.request<Config>('GET', '/config');
    expect(response.status).toBe(200);
    const config = response.body;
    expect(config.id).toMatch(/^PlatformConfig:[0-9a-f-]{36}$/);
    expect(config.supportedCurrencies.map((c) => c.currencyCode)).toEqual([
      'USD',
      'EUR',
      'MXN',
      'BRL',
      'GBP',
      'INR',
      'NGN',
      'USDC',
      'USDB',
      'BTC',
    ]);
    for (const c of config.supportedCurrencies) {
      expect(c.minAmount).toBeGreaterThan(0);
      expect(c.maxAmount).toBeGreaterThan(c.minAmount);
      expect(c.enabledTransactionTypes).toEqual(['INCOMING', 'OUTGOING']);
    }
    expect(config.umaDomain).toMatch(/^acme-payments-[0-9a-f]{6}\.uma\.test$/);
    expect(config.proxyUmaSubdomain).toMatch(/^acme-payments-/);
    expect(config.isRegulatedFinancialInstitution).toBe(false);
    expect(config.embeddedWalletConfig).toMatchObject({
      appName: 'Acme Payments',
      otpLength: 6,
      expirationSeconds: 300,
    });
    expect(config.feeConfigs).toEqual([]);
    expect(config.webhookEndpoint).toBeUndefined();
    expect((config as unknown as { travelRuleEnabled: boolean }).travelRuleEnabled).toBe(true);
  });
});

describe('GET /config answered from memory', () => {
  it('answers the same text until the configuration changes, then the change at once', async () => {
    const own = await service.newPlatform('Kept Views');
    const first = await own.request<Config>('GET', '/config');
    const again = await own.request<Config>('GET', '/config');
    expect(again.text).toBe(first.text);

    const changed = await own.request<Config>('PATCH', '/config', { body: { travelRuleEnabled: false } });
    expect(changed.status).toBe(200);
    const after = await own.request<Config>('GET', '/config');
    expect((after.body as unknown as { travelRuleEnabled: boolean }).travelRuleEnabled).toBe(false);
    expect(after.body.updatedAt).toBe(changed.body.updatedAt);
    expect(after.text).not.toBe(first.text);
    // Another platform's view is its own, never the one kept for this platform.
    const other = await platform.request<Config>('GET', '/config');
    expect(other.body.id).not.toBe(after.body.id);
  });
});

describe('PATCH /config', () => {
  it('changes only the fields sent', async () => {
    const before = (await platform.request<Config>('GET', '/config')).body;
    const response = await platform.request<Config>('PATCH', '/config', {
      body: { umaDomain: 'acme.example.test', webhookEndpoint: 'https://hooks.acme.test/payments' },
    });
    expect(response.status).toBe(200);
    expect(response.body.umaDomain).toBe('acme.example.test');
    expect(response.body.webhookEndpoint).toBe('https://hooks.acme.test/payments');
    expect(response.body.supportedCurrencies).toEqual(before.supportedCurrencies);
    expect(response.body.embeddedWalletConfig).toEqual(before.embeddedWalletConfig);
    expect(response.body.createdAt).toBe(before.createdAt);
    expect(Date.parse(response.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));
    expect((await platform.request<Config>('GET', '/config')).body).toEqual(response.body);
  });

  it('clears the webhook endpoint with null', async () => {
    const response = await platform.request<Config>('PATCH', '/config', { body: { webhookEndpoint: null } });
    expect(response.status).toBe(200);
    expect(response.body.webhookEndpoint).toBeUndefined();
  });

  it('replaces supportedCurrencies and validates them', async () => {
    const usd = {
      currencyCode: 'USD',
      minAmount: 100,
      maxAmount: 5000,
      requiredCounterpartyFields: [{ name: 'FULL_NAME', mandatory: true }],
      enabledTransactionTypes: ['OUTGOING'],
    };
    const ok = await platform.request<Config>('PATCH', '/config', { body: { supportedCurrencies: [usd] } });
    expect(ok.status).toBe(200);
    expect(ok.body.supportedCurrencies).toEqual([usd]);

    const bad = await platform.request('PATCH', '/config', {
      body: { supportedCurrencies: [usd, { ...usd, minAmount: 9000 }] },
    });
    expect(bad.status).toBe(400);
    const fields = (bad.body.details as { errors: { field: string }[] }).errors.map((e) => e.field).sort();
    expect(fields).toEqual(['supportedCurrencies[1].currencyCode', 'supportedCurrencies[1].minAmount']);
    expect((await platform.request<Config>('GET', '/config')).body.supportedCurrencies).toEqual([usd]);
  });

  it('merges embeddedWalletConfig field by field', async () => {
    const response = await platform.request<Config>('PATCH', '/config', {
      body: { embeddedWalletConfig: { otpLength: 8, logoUrl: 'https://acme.test/logo.png' } },
    });
    expect(response.status).toBe(200);
    expect(response.body.embeddedWalletConfig).toMatchObject({
      appName: 'Acme Payments',
      otpLength: 8,
      expirationSeconds: 300,
      logoUrl: 'https://acme.test/logo.png',
    });
  });

  it('merges cardTokenization2faConfig, including its email part', async () => {
    await platform.request('PATCH', '/config', {
      body: { cardTokenization2faConfig: { displayName: 'Acme', email: { fromName: 'Acme Cards' } } },
    });
    const response = await platform.request<Config>('PATCH', '/config', {
      body: { cardTokenization2faConfig: { email: { subject: 'Your code' } } },
    });
    expect(response.body.cardTokenization2faConfig).toEqual({
      displayName: 'Acme',
      email: { fromName: 'Acme Cards', subject: 'Your code' },
    });
  });

  it('upserts fee configs by type and currency and removes one whose fees are both 0', async () => {
    const fee = (variableFeeBps: number, amount: number) => ({
      feeConfigs: [
        {
          feeType: 'CROSS_CURRENCY_TRANSACTION',
          sourceCurrency: 'USD',
          variableFeeBps,
          fixedFee: { amount, currency: { code: 'USD' } },
        },
      ],
    });
    const set = await platform.request<Config>('PATCH', '/config', { body: fee(50, 25) });
    expect(set.status).toBe(200);
    expect(set.body.feeConfigs).toEqual([
      {
        feeType: 'CROSS_CURRENCY_TRANSACTION',
        sourceCurrency: 'USD',
        variableFeeBps: 50,
        fixedFee: { amount: 25, currency: 'USD' },
      },
    ]);
    const updated = await platform.request<Config>('PATCH', '/config', { body: fee(75, 25) });
    expect(updated.body.feeConfigs).toHaveLength(1);
    expect(updated.body.feeConfigs[0]?.variableFeeBps).toBe(75);
    const removed = await platform.request<Config>('PATCH', '/config', { body: fee(0, 0) });
    expect(removed.body.feeConfigs).toEqual([]);
  });

  it('answers 501 for fees in a currency other than USD', async () => {
    const response = await platform.request('PATCH', '/config', {
      body: {
        feeConfigs: [
          {
            feeType: 'CROSS_CURRENCY_TRANSACTION',
            sourceCurrency: 'EUR',
            variableFeeBps: 10,
            fixedFee: { amount: 0, currency: { code: 'EUR' } },
          },
        ],
      },
    });
    expect(response.status).toBe(501);
    expect(response.body).toMatchObject({ status: 501, code: 'NOT_IMPLEMENTED' });
  });

  it('ignores read-only and unknown fields (docs/decisions/0003)', async () => {
    const before = (await platform.request<Config>('GET', '/config')).body;
    const response = await platform.request<Config>('PATCH', '/config', {
      body: {
        isRegulatedFinancialInstitution: !before.isRegulatedFinancialInstitution,
        colour: 'blue',
        umaDomain: before.umaDomain,
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.isRegulatedFinancialInstitution).toBe(before.isRegulatedFinancialInstitution);
    expect(response.body).not.toHaveProperty('colour');
  });

  it('rejects bad values, changing nothing, and takes an empty patch as no change', async () => {
    const before = (await platform.request<Config>('GET', '/config')).body;
    const response = await platform.request('PATCH', '/config', {
      body: {
        isRegulatedFinancialInstitution: true,
        umaDomain: 'not a domain',
        webhookEndpoint: 'ftp://x',
        embeddedWalletConfig: { otpLength: 3 },
        supportedCurrencies: [{ currencyCode: 7 }],
      },
    });
    expect(response.status).toBe(400);
    const fields = (response.body.details as { errors: { field: string }[] }).errors.map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'umaDomain',
        'webhookEndpoint',
        'embeddedWalletConfig.otpLength',
        'supportedCurrencies[0].currencyCode',
        'supportedCurrencies[0].minAmount',
      ]),
    );
    expect((await platform.request<Config>('GET', '/config')).body).toEqual(before);

    // No revision requires a field of PATCH /config: `{}` changes nothing.
    const empty = await platform.request<Config>('PATCH', '/config', { body: {} });
    expect(empty.status).toBe(200);
    expect({ ...empty.body, updatedAt: before.updatedAt }).toEqual(before);
  });
});

describe("the contract's shapes", () => {
  const sampleCurrency = (currencyCode: string) => ({
    currencyCode,
    minAmount: 100,
    maxAmount: 1_000_000,
    requiredCounterpartyFields: [
      { name: 'FULL_NAME', mandatory: true },
      { name: 'ADDRESS', mandatory: false },
    ],
    providerRequiredCustomerFields: ['FULL_NAME', 'BIRTH_DATE', 'ADDRESS'],
    providerRequiredCounterpartyCustomerFields: ['FULL_NAME', 'COUNTRY_OF_RESIDENCE'],
    enabledTransactionTypes: ['INCOMING', 'OUTGOING'],
  });

  it('declares every request field of every revision in PATCH /config', async () => {
    const declared = (
      await service.request<{ paths: Record<string, { patch: unknown }> }>('GET', '/openapi.json')
    ).body;
    const text = JSON.stringify(declared.paths['/2025-10-13/config']?.patch);
    for (const path of Object.keys(contractOperation('PATCH /config').request?.fields ?? {})) {
      const name =
        path
          .split(/[.[\]]/)
          .filter(Boolean)
          .pop() ?? '';
      expect(text, path).toContain(`"${name}"`);
    }
  });

  it("takes a PATCH in the contract's shape (string fee currency, provider fields, ADDRESS) and answers in it", async () => {
    const client = await service.newPlatform('Contract Shapes');
    const response = await client.request<Config>('PATCH', '/config', {
      body: {
        umaDomain: 'contract-shapes.example.test',
        proxyUmaSubdomain: 'contract-shapes',
        supportedCurrencies: [sampleCurrency('USD'), sampleCurrency('EUR')],
        feeConfigs: [
          {
            feeType: 'CROSS_CURRENCY_TRANSACTION',
            sourceCurrency: 'USD',
            variableFeeBps: 30,
            fixedFee: { amount: 50, currency: 'USD' },
          },
        ],
      },
    });
    expect(response.status).toBe(200);
    expect(responseProblems('PATCH /config', 200, response.body)).toEqual([]);
    expect(response.body.proxyUmaSubdomain).toBe('contract-shapes');
    expect(response.body.feeConfigs).toEqual([
      {
        feeType: 'CROSS_CURRENCY_TRANSACTION',
        sourceCurrency: 'USD',
        variableFeeBps: 30,
        fixedFee: { amount: 50, currency: 'USD' },
      },
    ]);
    // ADDRESS is the oldest revision's name of POSTAL_ADDRESS: stored under today's name.
    expect(response.body.supportedCurrencies[0]).toEqual({
      currencyCode: 'USD',
      minAmount: 100,
      maxAmount: 1_000_000,
      requiredCounterpartyFields: [
        { name: 'FULL_NAME', mandatory: true },
        { name: 'POSTAL_ADDRESS', mandatory: false },
      ],
      providerRequiredCustomerFields: ['FULL_NAME', 'BIRTH_DATE', 'POSTAL_ADDRESS'],
      providerRequiredCounterpartyCustomerFields: ['FULL_NAME', 'COUNTRY_OF_RESIDENCE'],
      enabledTransactionTypes: ['INCOMING', 'OUTGOING'],
    });

    const read = await client.request<Config>('GET', '/config');
    expect(read.status).toBe(200);
    expect(responseProblems('GET /config', 200, read.body)).toEqual([]);
    expect(read.body.supportedCurrencies).toEqual(response.body.supportedCurrencies);
    expect(read.body.feeConfigs).toEqual(response.body.feeConfigs);
  });

  it('still takes the fee currency as a Currency object, and checks it against sourceCurrency', async () => {
    const client = await service.newPlatform('Object Fee');
    const fee = (currency: unknown) => ({
      feeConfigs: [
        {
          feeType: 'CROSS_CURRENCY_TRANSACTION',
          sourceCurrency: 'USD',
          variableFeeBps: 5,
          fixedFee: { amount: 1, currency },
        },
      ],
    });
    const ok = await client.request<Config>('PATCH', '/config', { body: fee({ code: 'USD', decimals: 2 }) });
    expect(ok.status).toBe(200);
    expect(ok.body.feeConfigs[0]?.fixedFee).toEqual({ amount: 1, currency: 'USD' });

    const wrong = await client.request('PATCH', '/config', { body: fee('EUR') });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details).toMatchObject({ errors: [{ field: 'feeConfigs[0].fixedFee.currency' }] });
    const wrongObject = await client.request('PATCH', '/config', { body: fee({ code: 'EUR' }) });
    expect(wrongObject.body.details).toMatchObject({
      errors: [{ field: 'feeConfigs[0].fixedFee.currency.code' }],
    });
    const malformed = await client.request('PATCH', '/config', { body: fee('usd dollars') });
    expect(malformed.status).toBe(400);
  });

  it('answers a clear 400 for a currency code the service does not support, changing nothing', async () => {
    const client = await service.newPlatform('Unknown Currency');
    const before = (await client.request<Config>('GET', '/config')).body;
    const response = await client.request('PATCH', '/config', {
      body: { supportedCurrencies: [sampleCurrency('USD'), sampleCurrency('XYZ')] },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'INVALID_INPUT',
      details: {
        errors: [
          {
            field: 'supportedCurrencies[1].currencyCode',
            message: 'XYZ is not a currency this service supports',
          },
        ],
      },
    });
    expect((await client.request<Config>('GET', '/config')).body).toEqual(before);
  });

  it('refuses a proxyUmaSubdomain that is not a DNS label', async () => {
    const response = await platform.request('PATCH', '/config', {
      body: { proxyUmaSubdomain: 'Not A Label' },
    });
    expect(response.status).toBe(400);
    expect(response.body.details).toMatchObject({ errors: [{ field: 'proxyUmaSubdomain' }] });
  });
});
