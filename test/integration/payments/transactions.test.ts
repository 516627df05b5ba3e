import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  afterDelay,
  balanceOf,
  customerWithAccounts,
  eventTypes,
  execute,
  expectLedgerGreen,
  fund,
  movableClock,
  quote,
  transaction,
  usBankAccount,
} from '../../helpers/payments.js';
import { type PlatformClient, startTestService, type TestService } from '../../helpers/service.js';
import * as readCopies from '../../../src/db/migrations/0026_read_copies.js';

const clock = movableClock();
let service: TestService;
let platform: PlatformClient;

beforeAll(async () => {
  service = await startTestService({ clock, runJobs: false });
  platform = await service.newPlatform();
});
afterAll(() => service.close());

type List = { data: Record<string, unknown>[]; hasMore: boolean; totalCount: number; nextCursor?: string };

async function payout(suffix: string, amount = 1_000) {
  const customer = await customerWithAccounts(platform);
  await fund(platform, customer.accounts.USD as string, 10_000);
  const bank = await usBankAccount(platform, customer.customerId, suffix);
  const q = await quote(platform, {
    source: { sourceType: 'ACCOUNT', accountId: customer.accounts.USD },
    destination: { destinationType: 'ACCOUNT', accountId: bank },
    lockedCurrencyAmount: amount,
  });
  const done = await execute(platform, q.body.id as string);
  return { customer, id: done.body.transactionId as string };
}

describe('GET /transactions', () => {
  it('filters by customer, platformCustomerId, status, type and dates; paginates', async () => {
    const a = await payout('321');
    const b = await payout('002');
    const all = await platform.request<List>('GET', `/transactions?customerId=${a.customer.customerId}`);
    expect(all.body.data.map((t) => t.id)).toEqual([a.id]);
    const customer = await platform.request('GET', `/customers/${b.customer.customerId}`);
    const byPlatformId = await platform.request<List>(
      'GET',
      `/transactions?platformCustomerId=${customer.body.platformCustomerId as string}`,
    );
    expect(byPlatformId.body.data.map((t) => t.id)).toEqual([b.id]);
    expect(byPlatformId.body.data[0]?.platformCustomerId).toBe(customer.body.platformCustomerId);
    const failed = await platform.request<List>('GET', '/transactions?status=FAILED&type=OUTGOING&limit=100');
    expect(failed.body.data.map((t) => t.id)).toContain(b.id);
    expect(failed.body.data.map((t) => t.id)).not.toContain(a.id);
    const tx = await transaction(platform, a.id);
    const exact = encodeURIComponent(tx.createdAt as string);
    const inRange = await platform.request<List>(
      'GET',
      `/transactions?startDate=${exact}&endDate=${exact}&customerId=${a.customer.customerId}`,
    );
    expect(inRange.body.totalCount).toBe(1);
    const later = await platform.request<List>(
      'GET',
      `/transactions?startDate=${encodeURIComponent(new Date(Date.parse(tx.createdAt as string) + 1).toISOString())}&customerId=${a.customer.customerId}`,
    );
    expect(later.body.totalCount).toBe(0);
    const page1 = await platform.request<List>('GET', '/transactions?limit=1&sortOrder=asc');
    expect(page1.body.hasMore).toBe(true);
    const page2 = await platform.request<List>(
      'GET',
      `/transactions?limit=1&sortOrder=asc&cursor=${page1.body.nextCursor as string}`,
    );
    expect(page2.body.data[0]?.id).not.toBe(page1.body.data[0]?.id);
    expect((await platform.request('GET', '/transactions?status=BOGUS')).status).toBe(400);
  });

  it('404 TRANSACTION_NOT_FOUND for unknown, malformed and foreign ids', async () => {
    const mine = await payout('321');
    const other = await service.newPlatform();
    for (const [client, id] of [
      [platform, `Transaction:${crypto.randomUUID()}`],
      [platform, 'garbage'],
      [other, mine.id],
    ] as const) {
      const r = await client.request('GET', `/transactions/${id}`);
      expect(r.status).toBe(404);
      expect(r.body.code).toBe('TRANSACTION_NOT_FOUND');
    }
  });
});

describe('transaction actions', () => {
  it('cancel refunds an unsettled payout; settled ones are TRANSACTION_NOT_CANCELLABLE', async () => {
    const slow = await payout('003');
    const cancelled = await platform.request('POST', `/transactions/${slow.id}/cancel`, { body: {} });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: 'FAILED',
      refund: { status: 'COMPLETED', reason: 'USER_CANCELLATION' },
    });
    expect(
      (await balanceOf(platform, slow.customer.customerId, slow.customer.accounts.USD as string)).available,
    ).toBe(10_000);
    // The scheduled completion finds the payment cancelled and does nothing.
    await afterDelay(service, clock, 7 * 60 * 1000);
    expect((await transaction(platform, slow.id)).status).toBe('FAILED');
    expect((await eventTypes(service, slow.id)).filter((t) => t === 'OUTGOING_PAYMENT.COMPLETED')).toEqual(
      [],
    );
    const again = await platform.request('POST', `/transactions/${slow.id}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('TRANSACTION_NOT_CANCELLABLE');
    const done = await payout('321');
    expect((await platform.request('POST', `/transactions/${done.id}/cancel`)).body.code).toBe(
      'TRANSACTION_NOT_CANCELLABLE',
    );
    await expectLedgerGreen(service);
  });

  it('confirm records receipt delivery; repeating overwrites', async () => {
    const t = await payout('321');
    const first = await platform.request('POST', `/transactions/${t.id}/confirm`);
    expect(first.status, first.text).toBe(200);
    expect(first.body.receiptDeliveryConfirmedAt).toBeDefined();
    const at = '2026-01-02T03:04:05.000Z';
    const second = await platform.request('POST', `/transactions/${t.id}/confirm`, {
      body: { receiptDeliveryConfirmedAt: at },
    });
    expect(second.body.receiptDeliveryConfirmedAt).toBe(at);
    expect(
      (
        await platform.request('POST', `/transactions/${t.id}/confirm`, {
          body: { receiptDeliveryConfirmedAt: 'soon' },
        })
      ).status,
    ).toBe(400);
  });
});

describe('migration 0026: a payment and a quote keep their own copies of what they show', () => {
  it('fills them in for payments and quotes made before it, as the joins showed them', async () => {
    const customer = await customerWithAccounts(platform);
    const q = await quote(platform, {
      source: { sourceType: 'REALTIME_FUNDING', currency: 'USD', customerId: customer.customerId },
      destination: { destinationType: 'ACCOUNT', accountId: customer.accounts.USD },
      lockedCurrencyAmount: 1_200,
    });
    expect(q.status, q.text).toBe(201);
    const sent = await platform.request('POST', '/sandbox/send', {
      body: { quoteId: q.body.id, currencyCode: 'USD' },
    });
    expect(sent.status, sent.text).toBe(200);
    const id = sent.body.id as string;
    const before = await transaction(platform, id);
    expect(before.platformCustomerId).toBeTruthy();
    expect(before.paymentInstructions).toEqual(q.body.paymentInstructions);
    expect((before.paymentInstructions as unknown[]).length).toBeGreaterThan(0);
    const quoteBefore = await platform.request('GET', `/quotes/${q.body.id as string}`);
    expect(quoteBefore.body.status).not.toBe('PENDING');

    // Back to the rows as they were before the migration, then forward again.
    const db = service.ctx.db as unknown as Kysely<unknown>;
    await readCopies.down(db);
    await readCopies.up(db);
    expect(await transaction(platform, id)).toEqual(before);
    expect((await platform.request('GET', `/quotes/${q.body.id as string}`)).body).toEqual(quoteBefore.body);
    const listed = await platform.request<List>(
      'GET',
      `/transactions?platformCustomerId=${encodeURIComponent(before.platformCustomerId as string)}`,
    );
    expect(listed.body.data.map((t) => t.id)).toEqual([id]);
  });
});
