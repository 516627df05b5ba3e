import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerWithAccounts, execute, fund, quote, transaction } from '../helpers/payments.js';
import { type PlatformClient, startTestService, type TestService } from '../helpers/service.js';
import { linkAccount, post, registerCoin, type StablecoinView } from '../helpers/stablecoins.js';
import { startReceiver } from '../helpers/webhook-receiver.js';

/**
 * Fields the spec names with the service's name are answered under that name and under the
 * original one real clients read (`gridApi…`, `gridOperationsStatus`), with the same value,
 * and accepted under either where they are input (decision 0020's rename rule).
 */

let service: TestService;
let platform: PlatformClient;

beforeAll(async () => {
  service = await startTestService({ runJobs: false });
  platform = await service.newPlatform('Original spellings');
});
afterAll(() => service.close());

type Body = Record<string, unknown>;

/** The parts of a rate the spec names `serviceApi…` and the real service `gridApi…`. */
const RENAMED_RATE_PARTS = ['ApiMultiplier', 'ApiFixedFee', 'ApiVariableFeeRate', 'ApiVariableFeeAmount'];

function expectBothRateSpellings(where: string, rateDetails: unknown): void {
  expect(rateDetails, where).toBeTypeOf('object');
  const details = rateDetails as Body;
  for (const part of RENAMED_RATE_PARTS) {
    expect(details[`service${part}`], `${where}: service${part}`).toBeTypeOf('number');
    expect(details[`grid${part}`], `${where}: grid${part}`).toBe(details[`service${part}`]);
  }
  expect(details.serviceApiMultiplier, `${where}: a real rate`).toBeGreaterThan(0);
}

/** A USD -> EUR quote between two customers of the platform (a converted rate). */
async function crossCurrencyQuote(client: PlatformClient): Promise<Body> {
  const payer = await customerWithAccounts(client);
  const payee = await customerWithAccounts(client);
  await fund(client, payer.accounts.USD as string, 100_000);
  const created = await quote(client, {
    source: { sourceType: 'ACCOUNT', accountId: payer.accounts.USD },
    destination: { destinationType: 'ACCOUNT', accountId: payee.accounts.EUR },
    lockedCurrencyAmount: 10_000,
  });
  expect(created.status, created.text).toBe(201);
  return created.body;
}

describe('rateDetails in both spellings', () => {
  it('quotes, their transactions and the lists that show them answer gridApi… equal to serviceApi…', async () => {
    const created = await crossCurrencyQuote(platform);
    expectBothRateSpellings('POST /quotes', created.rateDetails);
    const quoteId = created.id as string;

    const read = await platform.request('GET', `/quotes/${quoteId}`);
    expect(read.status, read.text).toBe(200);
    expectBothRateSpellings('GET /quotes/{id}', read.body.rateDetails);
    expect(read.body.rateDetails).toEqual(created.rateDetails);

    const listed = await platform.request<{ data: Body[] }>('GET', '/quotes?limit=100');
    expect(listed.status, listed.text).toBe(200);
    expectBothRateSpellings('GET /quotes', listed.body.data.find((q) => q.id === quoteId)?.rateDetails);

    const executed = await execute(platform, quoteId);
    expect(executed.status, executed.text).toBe(200);
    const tx = await transaction(platform, created.transactionId as string);
    expectBothRateSpellings('GET /transactions/{id}', tx.rateDetails);
    expect(tx.rateDetails).toEqual(created.rateDetails);

    const transactions = await platform.request<{ data: Body[] }>('GET', '/transactions?limit=100');
    expect(transactions.status, transactions.text).toBe(200);
    expectBothRateSpellings(
      'GET /transactions',
      transactions.body.data.find((t) => t.id === created.transactionId)?.rateDetails,
    );
  });

  it("a payment webhook carries both under `data` and under the earlier revisions' `transaction`", async () => {
    const client = await service.newPlatform('Original spellings webhooks');
    const receiver = await startReceiver();
    try {
      const set = await client.request('PATCH', '/config', { body: { webhookEndpoint: receiver.url } });
      expect(set.status, set.text).toBe(200);
      await service.deliverer.drain(); // the TEST webhook of a new endpoint
      receiver.received.length = 0;

      const created = await crossCurrencyQuote(client);
      const executed = await execute(client, created.id as string);
      expect(executed.status, executed.text).toBe(200);
      await service.deliverer.drain();

      const payments = receiver.received.filter((r) => r.envelope.type.startsWith('OUTGOING_PAYMENT.'));
      expect(payments.length, receiver.received.map((r) => r.envelope.type).join()).toBeGreaterThan(0);
      for (const { envelope } of payments) {
        const earlier = (envelope as unknown as { transaction: Body }).transaction;
        expect(envelope.data.id).toBe(created.transactionId);
        expectBothRateSpellings(`${envelope.type} data`, envelope.data.rateDetails);
        expectBothRateSpellings(`${envelope.type} transaction`, earlier.rateDetails);
        expect(earlier.rateDetails).toEqual(created.rateDetails);
      }
    } finally {
      await receiver.close();
    }
  });
});

describe('a stablecoin operations status in both spellings', () => {
  type Answered = StablecoinView & { gridOperationsStatus?: string };

  it('is answered as gridOperationsStatus too, and accepted under either name', async () => {
    const account = await linkAccount(platform);
    const requested = await registerCoin(platform, { stablecoinProviderAccountId: account.id });
    expect(requested).toMatchObject({
      serviceOperationsStatus: 'PENDING_APPROVAL',
      gridOperationsStatus: 'PENDING_APPROVAL',
    });

    // Registration takes the requested status under the original name too.
    const off = await post<Answered>(platform, '/stablecoins', {
      providerTokenIdentifier: `tok-original-${Math.random()}`,
      networkTokenIdentifier: `net-original-${Math.random()}`,
      network: 'SPARK',
      stablecoinProviderAccountId: account.id,
      gridOperationsStatus: 'NOT_ENABLED',
    });
    expect(off.status, off.text).toBe(201);
    expect(off.body).toMatchObject({
      serviceOperationsStatus: 'NOT_ENABLED',
      gridOperationsStatus: 'NOT_ENABLED',
    });

    const read = await platform.request<Answered>('GET', `/stablecoins/${requested.id}`);
    expect(read.status, read.text).toBe(200);
    expect(read.body.gridOperationsStatus).toBe(read.body.serviceOperationsStatus);

    for (const field of ['serviceOperationsStatus', 'gridOperationsStatus']) {
      const list = await platform.request<{ data: Answered[] }>(
        'GET',
        `/stablecoins?${field}=NOT_ENABLED&limit=100`,
      );
      expect(list.status, list.text).toBe(200);
      expect(
        list.body.data.map((c) => c.id),
        field,
      ).toEqual([off.body.id]);
      for (const coin of list.body.data) expect(coin.gridOperationsStatus).toBe(coin.serviceOperationsStatus);
    }
  });
});
