import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlatformClient, startTestService, type TestService } from '../helpers/service.js';
import { responseProblems } from '../helpers/wire-contract.js';
import { createPaymentsClient, type PaymentsClient } from '../../packages/client/src/index.js';
import { CLIENT_TYPES_FILE, OPENAPI_FILE, renderClientTypes } from './client-types.js';

/**
 * A client generated from our own openapi.json (openapi-typescript + openapi-fetch, the typed
 * client package) drives the
 * main flows. What it sends typechecks against the document, so the document must declare what
 * the server accepts; what it gets back is checked against the real service's contract too.
 */
let service: TestService;
let platform: PlatformClient;
let client: PaymentsClient;

beforeAll(async () => {
  service = await startTestService();
  platform = await service.newPlatform('Conformance platform');
  client = createPaymentsClient({
    baseUrl: service.origin,
    clientId: platform.clientId,
    clientSecret: platform.clientSecret,
  });
});
afterAll(() => service.close());

/** The contract's view of an answer: nothing a generated client of the real service would trip on. */
function expectContractShape(operation: string, response: Response, body: unknown): void {
  expect(responseProblems(operation, response.status, body), `${operation} ${response.status}`).toEqual([]);
}

describe('generated client', () => {
  it('is generated from the committed openapi.json (run `npm run openapi` after changing routes)', async () => {
    const fresh = await renderClientTypes(readFileSync(OPENAPI_FILE, 'utf8'));
    expect(fresh === readFileSync(CLIENT_TYPES_FILE, 'utf8')).toBe(true);
  });

  it('onboards a customer, funds it, pays out through a quote and reads the transaction', async () => {
    const config = await client.GET('/2025-10-13/config');
    expect(config.response.status).toBe(200);
    expectContractShape('GET /config', config.response, config.data);

    const created = await client.POST('/2025-10-13/customers', {
      body: {
        customerType: 'INDIVIDUAL',
        platformCustomerId: 'conformance-1',
        fullName: 'Grace Hopper',
        birthDate: '1906-12-09',
        nationality: 'US',
        address: { line1: '1 Navy Way', city: 'Arlington', postalCode: '22201', country: 'US' },
      },
    });
    expect(created.response.status, JSON.stringify(created.error)).toBe(201);
    expectContractShape('POST /customers', created.response, created.data);
    const customerId = created.data?.id as string;

    const accounts = await client.GET('/2025-10-13/customers/internal-accounts', {
      params: { query: { customerId, currency: 'USD' } },
    });
    expect(accounts.response.status).toBe(200);
    expectContractShape('GET /customers/internal-accounts', accounts.response, accounts.data);
    const usd = accounts.data?.data[0];
    expect(usd).toBeDefined();
    const internalAccountId = usd?.id as string;

    const funded = await client.POST('/2025-10-13/sandbox/internal-accounts/{accountId}/fund', {
      params: { path: { accountId: internalAccountId } },
      body: { amount: 50_000 },
    });
    expect(funded.response.status, JSON.stringify(funded.error)).toBe(200);
    expectContractShape('POST /sandbox/internal-accounts/{}/fund', funded.response, funded.data);

    const external = await client.POST('/2025-10-13/customers/external-accounts', {
      body: {
        customerId,
        currency: 'USD',
        accountInfo: {
          accountType: 'USD_ACCOUNT',
          accountNumber: '123456789',
          routingNumber: '021000021',
          bankAccountType: 'CHECKING',
          // birthDate and nationality: the 2026-02-25 revision requires them in the answer.
          beneficiary: {
            beneficiaryType: 'INDIVIDUAL',
            fullName: 'Grace Hopper',
            birthDate: '1906-12-09',
            nationality: 'US',
          },
        },
      },
    });
    expect(external.response.status, JSON.stringify(external.error)).toBe(201);
    expectContractShape('POST /customers/external-accounts', external.response, external.data);

    const quote = await client.POST('/2025-10-13/quotes', {
      body: {
        source: { sourceType: 'ACCOUNT', accountId: internalAccountId },
        destination: { destinationType: 'ACCOUNT', accountId: external.data?.id as string },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: 10_000,
        description: 'conformance payout',
      },
    });
    expect(quote.response.status, JSON.stringify(quote.error)).toBe(201);
    expectContractShape('POST /quotes', quote.response, quote.data);
    const quoteId = quote.data?.id as string;

    const executed = await client.POST('/2025-10-13/quotes/{quoteId}/execute', {
      params: { path: { quoteId } },
    });
    expect(executed.response.status, JSON.stringify(executed.error)).toBe(200);
    expectContractShape('POST /quotes/{}/execute', executed.response, executed.data);
    const transactionId = executed.data?.transactionId as string;
    expect(transactionId).toMatch(/^Transaction:/);

    // Executing twice cannot succeed: a typed error, and advice not to retry.
    const again = await client.POST('/2025-10-13/quotes/{quoteId}/execute', {
      params: { path: { quoteId } },
    });
    expect(again.response.status).toBe(409);
    expect(again.response.headers.get('x-should-retry')).toBe('false');
    expect(again.error).toMatchObject({ status: 409 });

    const transaction = await client.GET('/2025-10-13/transactions/{transactionId}', {
      params: { path: { transactionId } },
    });
    expect(transaction.response.status).toBe(200);
    expectContractShape('GET /transactions/{}', transaction.response, transaction.data);

    const listed = await client.GET('/2025-10-13/transactions', {
      params: { query: { customerId, limit: 10 } },
    });
    expect(listed.response.status).toBe(200);
    expectContractShape('GET /transactions', listed.response, listed.data);
    expect(listed.data?.data.map((t) => t.id)).toContain(transactionId);
  });

  it('moves money between a customer and the platform with same-currency transfers', async () => {
    const customer = await client.POST('/2025-10-13/customers', {
      body: {
        customerType: 'INDIVIDUAL',
        platformCustomerId: 'conformance-2',
        fullName: 'Katherine Johnson',
        birthDate: '1918-08-26',
        nationality: 'US',
        address: { line1: '2 Langley Rd', city: 'Hampton', postalCode: '23681', country: 'US' },
      },
    });
    const customerId = customer.data?.id as string;
    const accounts = await client.GET('/2025-10-13/customers/internal-accounts', {
      params: { query: { customerId, currency: 'USD' } },
    });
    const accountId = accounts.data?.data[0]?.id as string;
    await client.POST('/2025-10-13/sandbox/internal-accounts/{accountId}/fund', {
      params: { path: { accountId } },
      body: { amount: 5_000 },
    });
    const external = await client.POST('/2025-10-13/customers/external-accounts', {
      body: {
        customerId,
        currency: 'USD',
        accountInfo: {
          accountType: 'USD_ACCOUNT',
          accountNumber: '987654321',
          routingNumber: '021000021',
          bankAccountType: 'SAVINGS',
          beneficiary: {
            beneficiaryType: 'INDIVIDUAL',
            fullName: 'Katherine Johnson',
            birthDate: '1918-08-26',
            nationality: 'US',
          },
        },
      },
    });
    const out = await client.POST('/2025-10-13/transfer-out', {
      body: {
        source: { accountId },
        destination: { accountId: external.data?.id as string },
        amount: 1_000,
      },
    });
    expect(out.response.status, JSON.stringify(out.error)).toBe(201);
    expectContractShape('POST /transfer-out', out.response, out.data);
  });
});
