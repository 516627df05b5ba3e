import { readFileSync } from 'node:fs';
import createClient, { type Client } from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlatformClient, startTestService, type TestService } from '../helpers/service.js';
import { waitFor } from '../helpers/wait.js';
import { type ReceivedWebhook, startReceiver } from '../helpers/webhook-receiver.js';
import { responseProblems, webhookProblems } from '../helpers/wire-contract.js';
import {
  CLIENT_REVISION,
  REVISION_CLIENT_TYPES_FILE,
  REVISION_OPENAPI_FILE,
  renderRevisionClientTypes,
} from './client-types.js';
import type { paths } from './revision-2026-02-25.schema.js';

/**
 * A client generated from the contract's revision 2026-02-25 (the one the hosted service's
 * official SDK was made from), pointed at a server started with `API_REVISION=2026-02-25`,
 * with nothing else changed: what it sends typechecks against that revision's operations alone,
 * and every answer and webhook it gets is checked against that revision of the contract alone.
 */
const revision = CLIENT_REVISION;
type Api = Client<paths>;
type ExternalAccountCreate = NonNullable<
  paths['/2025-10-13/customers/external-accounts']['post']['requestBody']
>['content']['application/json'];

let service: TestService;
let platform: PlatformClient;
let api: Api;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

/** The answer of one call, held to the contract's revision alone. */
async function expectConforming<T extends { response: Response; data?: unknown; error?: unknown }>(
  operation: string,
  call: Promise<T>,
): Promise<NonNullable<T['data']>> {
  const { response, data, error } = await call;
  expect(response.status, `${operation}: ${JSON.stringify(error)}`).toBeLessThan(300);
  expect(response.headers.get('service-revision'), operation).toBe(revision);
  expect(responseProblems(operation, response.status, data, revision), operation).toEqual([]);
  return data as NonNullable<T['data']>;
}

beforeAll(async () => {
  receiver = await startReceiver();
  service = await startTestService({ env: { API_REVISION: revision }, deliverWebhooks: true });
  platform = await service.newPlatform('Revision client');
  const credentials = Buffer.from(`${platform.clientId}:${platform.clientSecret}`).toString('base64');
  api = createClient<paths>({ baseUrl: service.origin, headers: { authorization: `Basic ${credentials}` } });
});
afterAll(async () => {
  await service.close();
  await receiver.close();
});

describe(`a client generated from revision ${revision}`, () => {
  it('is generated from the committed document (run `npm run openapi` after changing routes)', async () => {
    const fresh = await renderRevisionClientTypes(readFileSync(REVISION_OPENAPI_FILE, 'utf8'));
    expect(fresh === readFileSync(REVISION_CLIENT_TYPES_FILE, 'utf8')).toBe(true);
  });

  it('onboards, adds external accounts, pays through a quote and reads it all back, webhooks too', async () => {
    await expectConforming(
      'PATCH /config',
      api.PATCH('/2025-10-13/config', { body: { webhookEndpoint: receiver.url } }),
    );
    await expectConforming('GET /config', api.GET('/2025-10-13/config'));

    const address = {
      line1: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701',
      country: 'US',
    };
    const customer = (platformCustomerId: string, fullName: string) =>
      expectConforming(
        'POST /customers',
        api.POST('/2025-10-13/customers', {
          body: {
            customerType: 'INDIVIDUAL',
            platformCustomerId,
            fullName,
            birthDate: '1990-12-10',
            nationality: 'US',
            address,
          },
        }),
      );
    const payer = await customer('rev-payer', 'Ada Lovelace');
    const payee = await customer('rev-payee', 'Grace Hopper');
    expect(payer.kycStatus).toBe('APPROVED');
    // The review workflow's states: one the sandbox leaves unverified awaits review.
    const unverified = await customer('rev-unverified', 'Una Verified 003');
    expect(unverified.kycStatus).toBe('PENDING_REVIEW');

    // A business with its owners inline, as this revision sends them: no tax id.
    const company = await expectConforming(
      'POST /customers',
      api.POST('/2025-10-13/customers', {
        body: {
          customerType: 'BUSINESS',
          platformCustomerId: 'rev-company',
          address,
          businessInfo: {
            legalName: 'Acme Widgets Inc',
            taxId: '12-3456789',
            registrationNumber: 'REG-1000',
          },
          beneficialOwners: [
            {
              individualType: 'DIRECTOR',
              fullName: 'Grace Hopper',
              address: { line1: '2 Side St', city: 'Arlington', postalCode: '22201', country: 'US' },
            },
          ],
        },
      }),
    );
    const listed = await expectConforming(
      'GET /customers',
      api.GET('/2025-10-13/customers', { params: { query: { limit: 100 } } }),
    );
    expect(listed.data.map((c) => c.id)).toEqual(expect.arrayContaining([payer.id, payee.id, company.id]));
    await expectConforming(
      'GET /customers/{}',
      api.GET('/2025-10-13/customers/{customerId}', { params: { path: { customerId: company.id } } }),
    );

    const beneficiary = {
      beneficiaryType: 'INDIVIDUAL' as const,
      fullName: 'Ada Lovelace',
      birthDate: '1990-12-10',
      nationality: 'US',
    };
    const accounts: ExternalAccountCreate[] = [
      {
        customerId: payer.id,
        currency: 'USD',
        accountInfo: {
          accountType: 'USD_ACCOUNT',
          accountNumber: '123456789',
          routingNumber: '021000021',
          countries: ['US'],
          paymentRails: ['ACH'],
          beneficiary,
        },
      },
      {
        customerId: payer.id,
        currency: 'EUR',
        accountInfo: {
          accountType: 'EUR_ACCOUNT',
          iban: 'DE89370400440532013000',
          countries: ['DE'],
          paymentRails: ['SEPA'],
          beneficiary,
        },
      },
      {
        customerId: payer.id,
        currency: 'MXN',
        accountInfo: {
          accountType: 'MXN_ACCOUNT',
          clabeNumber: '032180000118359719',
          countries: ['MX'],
          paymentRails: ['SPEI'],
          beneficiary,
        },
      },
      {
        customerId: payer.id,
        currency: 'BRL',
        accountInfo: {
          accountType: 'BRL_ACCOUNT',
          // Free strings in this revision: a key type and a tax id the newest one would refuse.
          pixKey: 'ada@example.test',
          pixKeyType: 'EMAIL_ADDRESS',
          taxId: '529.982.247-25',
          countries: ['BR'],
          paymentRails: ['PIX'],
          beneficiary,
        },
      },
    ];
    for (const body of accounts)
      await expectConforming(
        'POST /customers/external-accounts',
        api.POST('/2025-10-13/customers/external-accounts', { body }),
      );
    const external = await expectConforming(
      'GET /customers/external-accounts',
      api.GET('/2025-10-13/customers/external-accounts', { params: { query: { customerId: payer.id } } }),
    );
    expect(external.data.map((a) => a.accountInfo.accountType).sort()).toEqual([
      'BRL_ACCOUNT',
      'EUR_ACCOUNT',
      'MXN_ACCOUNT',
      'USD_ACCOUNT',
    ]);

    const internal = async (customerId: string, currency: string) => {
      const page = await expectConforming(
        'GET /customers/internal-accounts',
        api.GET('/2025-10-13/customers/internal-accounts', {
          params: { query: { customerId, currency, limit: 100 } },
        }),
      );
      const account = page.data.find((a) => a.balance.currency.code === currency);
      expect(account, `${customerId} ${currency}`).toBeDefined();
      return account?.id ?? '';
    };
    const source = await internal(payer.id, 'USD');
    const destination = await internal(payee.id, 'EUR');
    await expectConforming(
      'POST /sandbox/internal-accounts/{}/fund',
      api.POST('/2025-10-13/sandbox/internal-accounts/{accountId}/fund', {
        params: { path: { accountId: source } },
        body: { amount: 50_000 },
      }),
    );

    const quote = await expectConforming(
      'POST /quotes',
      api.POST('/2025-10-13/quotes', {
        body: {
          source: { sourceType: 'ACCOUNT', accountId: source },
          destination: { destinationType: 'ACCOUNT', accountId: destination },
          lockedCurrencySide: 'SENDING',
          lockedCurrencyAmount: 2_000,
        },
      }),
    );
    const executed = await expectConforming(
      'POST /quotes/{}/execute',
      api.POST('/2025-10-13/quotes/{quoteId}/execute', { params: { path: { quoteId: quote.id } } }),
    );
    expect(executed.transactionId).toBeDefined();
    await expectConforming(
      'GET /quotes/{}',
      api.GET('/2025-10-13/quotes/{quoteId}', { params: { path: { quoteId: quote.id } } }),
    );
    const quotes = await expectConforming(
      'GET /quotes',
      api.GET('/2025-10-13/quotes', { params: { query: { limit: 100 } } }),
    );
    expect(quotes.data.map((q) => q.id)).toContain(quote.id);
    const transactionId = executed.transactionId ?? '';
    await expectConforming(
      'GET /transactions/{}',
      api.GET('/2025-10-13/transactions/{transactionId}', { params: { path: { transactionId } } }),
    );
    const transactions = await expectConforming(
      'GET /transactions',
      api.GET('/2025-10-13/transactions', { params: { query: { limit: 100 } } }),
    );
    expect(transactions.data.map((t) => t.id)).toContain(transactionId);

    // Its payment webhooks are named by resource and carry it as this revision reads it.
    const payments = await waitFor('the payment webhooks', () => {
      const found = receiver.received.filter((r: ReceivedWebhook) => r.envelope.type === 'OUTGOING_PAYMENT');
      return found.length > 0 ? found : undefined;
    });
    for (const hook of payments)
      expect(webhookProblems('outgoing-payment', hook.envelope, revision)).toEqual([]);
    for (const hook of receiver.received)
      expect(hook.envelope.type, 'no event type of the newest revision').not.toMatch(
        /^(OUTGOING|INCOMING)_PAYMENT\./,
      );
  });
});
