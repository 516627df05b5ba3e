import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_UMA_DOMAIN } from '../../src/sandbox/uma.js';
import { individual } from '../helpers/fixtures.js';
import {
  balanceOf,
  customerWithAccounts,
  execute,
  expectLedgerGreen,
  fund,
  quote,
  transaction,
  usBankAccount,
} from '../helpers/payments.js';
import { type PlatformClient, startTestService, type TestService } from '../helpers/service.js';
import { waitFor } from '../helpers/wait.js';
import { startReceiver } from '../helpers/webhook-receiver.js';

/**
 * The test clock (docs/test-clock.md): every delayed outcome of spec 4.15 happens when a
 * platform's clock is advanced past it, in order and at its own instant, and never for
 * another platform. The service runs with the real delays (SANDBOX_DELAY_SCALE 1) and its
 * worker on, so nothing here happens by waiting.
 */

interface Clock {
  now: string;
  offsetMs: number;
  status: string;
  queuedOutcomes: number;
  nextOutcomeAt: string | null;
  outcomesRun?: number;
}

const MINUTE = 60_000;
let service: TestService;
let a: PlatformClient;
let b: PlatformClient;

beforeAll(async () => {
  service = await startTestService();
  a = await service.newPlatform('Clock platform A');
  b = await service.newPlatform('Clock platform B');
});
afterAll(() => service.close());

async function clockOf(platform: PlatformClient): Promise<Clock> {
  const r = await platform.request<Clock>('GET', '/sandbox/clock');
  expect(r.status, r.text).toBe(200);
  return r.body;
}

async function advance(platform: PlatformClient, body: Record<string, unknown>): Promise<Clock> {
  const r = await platform.request<Clock>('POST', '/sandbox/clock/advance', { body });
  expect(r.status, r.text).toBe(200);
  return r.body;
}

/** The events recorded for a resource, in the order they were recorded, with their instants. */
async function eventsOf(resourceId: string) {
  const rows = await service.ctx.db
    .selectFrom('events')
    .select(['type', 'created_at'])
    .where('resource_id', '=', resourceId)
    .orderBy('seq')
    .execute();
  return rows.map((r) => ({ type: r.type, at: r.created_at.getTime() }));
}

/** A payout from a funded USD account to a bank account ending in `suffix`, executed now. */
async function payout(platform: PlatformClient, suffix: string) {
  const customer = await customerWithAccounts(platform);
  const usd = customer.accounts.USD as string;
  await fund(platform, usd, 100_000);
  const bank = await usBankAccount(platform, customer.customerId, suffix);
  const created = await quote(platform, {
    source: { sourceType: 'ACCOUNT', accountId: usd },
    destination: { destinationType: 'ACCOUNT', accountId: bank },
    lockedCurrencyAmount: 10_000,
  });
  expect(created.status, created.text).toBe(201);
  const executed = await execute(platform, created.body.id as string);
  expect(executed.status, executed.text).toBe(200);
  return {
    id: executed.body.transactionId as string,
    balance: () => balanceOf(platform, customer.customerId, usd),
    customer,
    usd,
  };
}

describe('the test clock', () => {
  it("starts at the service's time, READY, with nothing queued", async () => {
    const before = Date.now();
    const clock = await clockOf(b);
    expect(clock).toMatchObject({ offsetMs: 0, status: 'READY', queuedOutcomes: 0, nextOutcomeAt: null });
    expect(Date.parse(clock.now)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(clock.now)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('refuses what is not a forward move, in the error shape', async () => {
    const cases: [Record<string, unknown>, string | undefined][] = [
      [{}, undefined],
      [{ seconds: 10, to: new Date().toISOString() }, undefined],
      [{ seconds: 0 }, 'seconds'],
      [{ seconds: -5 }, 'seconds'],
      [{ to: new Date(Date.now() - MINUTE).toISOString() }, 'to'],
      [{ to: 'tomorrow' }, 'to'],
      [{ seconds: 400 * 24 * 3600 }, 'seconds'],
    ];
    for (const [body, field] of cases) {
      const r = await b.request('POST', '/sandbox/clock/advance', { body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.code).toBe('INVALID_INPUT');
      if (field) expect(r.text).toContain(field);
    }
    expect((await clockOf(b)).offsetMs).toBe(0);
  });

  it("a 6-minute payout completes when its platform's clock passes 6 minutes, at its own instant; the other platform's waits", async () => {
    const slowA = await payout(a, '003');
    const slowB = await payout(b, '003');
    expect((await transaction(a, slowA.id)).status).toBe('PROCESSING');
    const queued = await clockOf(a);
    expect(queued.queuedOutcomes).toBe(1);
    const dueAt = Date.parse(queued.nextOutcomeAt as string);
    expect(dueAt - Date.parse(queued.now)).toBeGreaterThan(5 * MINUTE);

    const five = await advance(a, { seconds: 300 });
    expect(five).toMatchObject({ status: 'READY', outcomesRun: 0, queuedOutcomes: 1 });
    // To the request's instant plus 300 s: the platform's time also ran on meanwhile.
    expect(five.offsetMs).toBeGreaterThan(299_000);
    expect(five.offsetMs).toBeLessThanOrEqual(300_000);
    expect((await transaction(a, slowA.id)).status).toBe('PROCESSING');

    const seven = await advance(a, { seconds: 120 });
    expect(seven).toMatchObject({ outcomesRun: 1, queuedOutcomes: 0, nextOutcomeAt: null });
    expect(await transaction(a, slowA.id)).toMatchObject({ status: 'COMPLETED' });
    // The completion happened at the instant it was due, in A's time.
    const completed = (await eventsOf(slowA.id)).find((e) => e.type === 'OUTGOING_PAYMENT.COMPLETED');
    expect(completed).toBeDefined();
    expect(Math.abs((completed?.at ?? 0) - dueAt)).toBeLessThan(1000);
    await expectLedgerGreen(service);

    // B's time did not move, and B's payout still waits.
    expect((await clockOf(b)).offsetMs).toBe(0);
    expect((await transaction(b, slowB.id)).status).toBe('PROCESSING');
    expect((await clockOf(b)).queuedOutcomes).toBe(1);
  });

  it('runs every outcome on the way in order: a 30-second failure, a return, an hour-long UMA payment', async () => {
    const failing = await payout(a, '004'); // delivery fails about 30 s later, refunded
    const returned = await payout(a, '005'); // completes, returned about 30 s later
    const sender = await customerWithAccounts(a);
    const senderUsd = sender.accounts.USD as string;
    await fund(a, senderUsd, 100_000);
    const address = `$pending.long.usd@${SANDBOX_UMA_DOMAIN}`;
    const lookup = await a.request('GET', `/receiver/uma/${encodeURIComponent(address)}`);
    expect(lookup.status, lookup.text).toBe(200);
    const uma = await quote(a, {
      source: { sourceType: 'ACCOUNT', accountId: senderUsd },
      destination: { destinationType: 'UMA_ADDRESS', umaAddress: address },
      lookupId: lookup.body.lookupId,
      lockedCurrencyAmount: 10_000,
      immediatelyExecute: true,
    });
    expect(uma.status, uma.text).toBe(201);
    const umaId = uma.body.transactionId as string;
    const transferOut = await a.request('POST', '/transfer-out', {
      body: {
        source: { accountId: returned.usd },
        destination: { accountId: await usBankAccount(a, returned.customer.customerId, '005') },
        amount: 1_000,
      },
    });
    expect(transferOut.status, transferOut.text).toBe(201);
    expect(transferOut.body.status).toBe('PENDING');

    const start = Date.parse((await clockOf(a)).now);
    const after = await advance(a, { seconds: 2 * 3600 });
    expect(after.outcomesRun).toBe(4);
    expect(after.queuedOutcomes).toBe(0);

    expect(await transaction(a, failing.id)).toMatchObject({ status: 'FAILED' });
    expect(await transaction(a, returned.id)).toMatchObject({ status: 'FAILED' });
    expect(await transaction(a, transferOut.body.id as string)).toMatchObject({ status: 'FAILED' });
    expect(await transaction(a, umaId)).toMatchObject({ status: 'COMPLETED' });
    // Each at about its own delay after the start, and in that order.
    const finalAt = async (id: string) => {
      const events = await eventsOf(id);
      return (events.at(-1)?.at ?? 0) - start;
    };
    for (const id of [failing.id, returned.id, transferOut.body.id as string]) {
      const at = await finalAt(id);
      expect(at).toBeGreaterThan(20_000);
      expect(at).toBeLessThan(45_000);
    }
    const umaAt = await finalAt(umaId);
    expect(umaAt).toBeGreaterThan(59 * MINUTE);
    expect(umaAt).toBeLessThan(61 * MINUTE);
    expect((await failing.balance()).available).toBe(100_000);
    await expectLedgerGreen(service);
  });

  it('expires quotes and invitations by the platform time', async () => {
    const customer = await customerWithAccounts(a);
    const usd = customer.accounts.USD as string;
    await fund(a, usd, 50_000);
    const bank = await usBankAccount(a, customer.customerId, '321');
    const created = await quote(a, {
      source: { sourceType: 'ACCOUNT', accountId: usd },
      destination: { destinationType: 'ACCOUNT', accountId: bank },
      lockedCurrencyAmount: 1_000,
    });
    expect(created.status, created.text).toBe(201);
    const quoteId = created.body.id as string;
    await advance(a, { to: new Date(Date.parse(created.body.expiresAt as string) + 1000).toISOString() });
    expect((await a.request('GET', `/quotes/${quoteId}`)).body.status).toBe('EXPIRED');
    const late = await execute(a, quoteId);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('QUOTE_EXPIRED');

    const expiresAt = new Date(Date.parse((await clockOf(a)).now) + 3600_000).toISOString();
    const invitation = await a.request('POST', '/invitations', {
      body: { inviterUma: customer.umaAddress, expiresAt },
    });
    expect(invitation.status, invitation.text).toBe(201);
    const code = invitation.body.code as string;
    await advance(a, { seconds: 30 * 60 });
    expect((await a.request('GET', `/invitations/${code}`)).body.status).toBe('PENDING');
    const moved = await advance(a, { seconds: 31 * 60 });
    expect(moved.outcomesRun).toBe(1);
    expect((await a.request('GET', `/invitations/${code}`)).body.status).toBe('EXPIRED');
  });

  it('provisions a card and confirms a delayed pull (descriptor 005) as the clock passes them', async () => {
    const created = await a.request<{ id: string }>('POST', '/customers', {
      body: individual({ platformCustomerId: `clock-${randomUUID()}` }),
    });
    const list = await a.request<{ data: { id: string; type: string }[] }>(
      'GET',
      `/customers/internal-accounts?customerId=${encodeURIComponent(created.body.id)}&currency=USDB`,
    );
    const usdb = list.body.data.find((x) => x.type !== 'EMBEDDED_WALLET')?.id as string;
    await fund(a, usdb, 100_000_000);
    const issued = await a.request<{ id: string; state: string }>('POST', '/cards', {
      body: { cardholderId: created.body.id, form: 'VIRTUAL', fundingSources: [usdb] },
    });
    expect(issued.status, issued.text).toBe(201);
    expect(issued.body.state).not.toBe('ACTIVE');
    await advance(a, { seconds: 3 });
    expect((await a.request('GET', `/cards/${issued.body.id}`)).body.state).toBe('ACTIVE');

    const simulated = await a.request('POST', `/sandbox/cards/${issued.body.id}/simulate/authorization`, {
      body: {
        amount: 20_000_000,
        currency: { code: 'USDB', name: 'USDB', symbol: 'USDB', decimals: 6 },
        merchant: { descriptor: 'TAXI 005', mcc: '4121', country: 'US' },
      },
    });
    expect(simulated.status, simulated.text).toBe(202);
    await advance(a, { seconds: 2 });
    const byToken = async () => {
      const txs = await a.request<{ data: { id: string; issuerTransactionToken: string }[] }>(
        'GET',
        '/transactions?type=CARD&limit=100',
      );
      const found = txs.body.data.find(
        (t) => t.issuerTransactionToken === simulated.body.issuerTransactionToken,
      );
      return (await a.request('GET', `/transactions/${found?.id}`)).body;
    };
    expect(await byToken()).toMatchObject({ status: 'AUTHORIZED', pullSummary: { pendingCount: 1 } });
    await advance(a, { seconds: 31 });
    expect(await byToken()).toMatchObject({ status: 'AUTHORIZED', pullSummary: { pendingCount: 0 } });
    await expectLedgerGreen(service);
  });

  it("stamps what a request creates with the platform's time, and still delivers its webhooks at once", async () => {
    const receiver = await startReceiver();
    try {
      await a.request('PATCH', '/config', { body: { webhookEndpoint: receiver.url } });
      const platformNow = Date.parse((await clockOf(a)).now);
      expect(platformNow - Date.now()).toBeGreaterThan(60 * MINUTE);
      const customer = await customerWithAccounts(a);
      const read = await a.request('GET', `/customers/${customer.customerId}`);
      expect(Math.abs(Date.parse(read.body.createdAt as string) - platformNow)).toBeLessThan(5000);
      // The event is stamped in A's time but due in the service's: the deliverer sends it now.
      service.deliverer.start();
      await waitFor('the customer event to be delivered', async () =>
        receiver.received.find((w) => w.envelope.data.id === customer.customerId) ? true : undefined,
      );
    } finally {
      await service.deliverer.stop();
      await receiver.close();
    }
  });

  it('reaches every process of the service within a second (their copies of the offset are dropped)', async () => {
    const other = await startTestService({ shareDatabaseOf: service });
    try {
      const viaOther = {
        ...a,
        request: <T>(method: string, path: string, options?: Parameters<PlatformClient['request']>[2]) =>
          other.request<T>(method, path, {
            ...options,
            auth: { clientId: a.clientId, clientSecret: a.clientSecret },
          }),
      } as PlatformClient;
      // The other process keeps A's offset after its first request.
      await customerWithAccounts(viaOther);
      const advanced = await advance(a, { seconds: 3600 });
      const started = Date.now();
      await waitFor(
        "the other process to stamp A's new time",
        async () => {
          const created = await viaOther.request('POST', '/customers', {
            body: individual({ platformCustomerId: `clock-${randomUUID()}` }),
          });
          return Date.parse(created.body.createdAt as string) >= Date.parse(advanced.now) ? true : undefined;
        },
        { timeoutMs: 1000 },
      );
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      await other.close();
    }
  });

  it('answers 409 while another advance of the same platform runs', async () => {
    await service.ctx.db
      .updateTable('test_clocks')
      .set({ status: 'ADVANCING', advancing_since: new Date() })
      .where('platform_id', '=', a.platformId)
      .execute();
    try {
      const r = await a.request('POST', '/sandbox/clock/advance', { body: { seconds: 1 } });
      expect(r.status).toBe(409);
      expect((await clockOf(a)).status).toBe('ADVANCING');
      expect((await clockOf(b)).status).toBe('READY');
    } finally {
      await service.ctx.db
        .updateTable('test_clocks')
        .set({ status: 'READY', advancing_since: null })
        .where('platform_id', '=', a.platformId)
        .execute();
    }
  });
});
