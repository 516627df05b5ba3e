import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { individual } from '../helpers/fixtures.js';
import { type PlatformClient, startTestService, type TestService } from '../helpers/service.js';

let service: TestService;
let platform: PlatformClient;
let accountId: string;
let customerId: string;

beforeAll(async () => {
  service = await startTestService();
  platform = await service.newPlatform('Lookup platform');
  customerId = (
    await platform.request<{ id: string }>('POST', '/customers', {
      body: individual({ currencies: ['EUR'] }),
    })
  ).body.id;
  const account = await platform.request<{ id: string }>('POST', '/customers/external-accounts', {
    body: {
      customerId,
      currency: 'MXN',
      accountInfo: {
        accountType: 'MXN_ACCOUNT',
        clabeNumber: '002010077777777771',
        beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Frida Kahlo' },
      },
    },
  });
  expect(account.status, account.text).toBe(201);
  accountId = account.body.id;
});
afterAll(() => service.close());

interface Lookup {
  accountId: string;
  lookupId: string;
  supportedCurrencies: {
    currency: { code: string };
    estimatedExchangeRate: number;
    min: number;
    max: number;
  }[];
}

describe('GET /receiver/external-account/{accountId}', () => {
  it("reports the account's currency, an estimated rate from the sending currency and the limits", async () => {
    const response = await platform.request<Lookup>('GET', `/receiver/external-account/${accountId}`);
    expect(response.status).toBe(200);
    expect(response.body.accountId).toBe(accountId);
    expect(response.body.lookupId).toMatch(/^Lookup:[0-9a-f-]{36}$/);
    const [mxn] = response.body.supportedCurrencies;
    expect(mxn?.currency.code).toBe('MXN');
    expect(mxn?.estimatedExchangeRate).toBeGreaterThan(1); // from USD, the platform's first currency
    expect(mxn).toMatchObject({ min: 1, max: 2_000_000_000 });

    const fromEur = await platform.request<Lookup>(
      'GET',
      `/receiver/external-account/${accountId}?customerId=${encodeURIComponent(customerId)}`,
    );
    expect(fromEur.body.supportedCurrencies[0]?.estimatedExchangeRate).not.toBe(mxn?.estimatedExchangeRate);
  });

  it('rejects both sender parameters and answers 404 for unknown or foreign accounts', async () => {
    const both = await platform.request(
      'GET',
      `/receiver/external-account/${accountId}?customerId=${encodeURIComponent(customerId)}&senderUmaAddress=%24a%40b.test`,
    );
    expect(both.status).toBe(400);
    const other = await service.newPlatform('Other');
    expect((await other.request('GET', `/receiver/external-account/${accountId}`)).status).toBe(404);
    expect((await platform.request('GET', '/receiver/external-account/ExternalAccount:nope')).status).toBe(
      404,
    );
  });
});
