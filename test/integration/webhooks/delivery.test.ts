import { createPublicKey, randomUUID, verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookDeliverer } from '../../../src/modules/webhooks/deliverer.js';
import { recordEvents } from '../../../src/events/record.js';
import { claimDueEvents, settleAttempts, settleEvents } from '../../../src/modules/webhooks/store.js';
import { customerWithAccounts, fund, movableClock } from '../../helpers/payments.js';
import { type PlatformClient, startTestService, type TestService } from '../../helpers/service.js';
import { waitFor } from '../../helpers/wait.js';
import { startReceiver } from '../../helpers/webhook-receiver.js';

const clock = movableClock();
let service: TestService;
const receivers: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  service = await startTestService({ clock });
  // On PostgreSQL the run's earlier files leave their events in the shared outbox: settle them
  // (no endpoints: UNDELIVERABLE) before the tests count deliveries.
  await service.deliverer.drain();
});
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await service.close();
});

async function receiver(respond?: Parameters<typeof startReceiver>[0]) {
  const r = await startReceiver(respond);
  receivers.push(r);
  return r;
}

async function platformWithEndpoint(url: string): Promise<{ platform: PlatformClient; key: string }> {
  const platform = await service.newPlatform();
  const patched = await platform.request('PATCH', '/config', { body: { webhookEndpoint: url } });
  expect(patched.status, patched.text).toBe(200);
  return { platform, key: patched.body.webhookSigningPublicKey as string };
}

type Log = {
  data: {
    id: string;
    type: string;
    deliveryStatus: string;
    attempts: number;
    resourceId: string;
    lastError?: string;
  }[];
};
const log = (platform: PlatformClient, query = '') =>
  platform.request<Log>('GET', `/webhooks/events?limit=100${query}`);

describe('webhook delivery', () => {
  it('publishes a per-platform P-256 key and signs every delivery with it', async () => {
    const r = await receiver();
    const { platform, key } = await platformWithEndpoint(r.url);
    expect(key).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    r.setPublicKey(key);
    const other = await service.newPlatform();
    expect((await other.request('GET', '/config')).body.webhookSigningPublicKey).not.toBe(key);

    const customer = await customerWithAccounts(platform);
    await fund(platform, customer.accounts.USD as string, 1_000);
    await service.deliverer.drain();
    expect(r.received.map((x) => x.envelope.type).sort()).toEqual([
      'CUSTOMER.KYC_APPROVED',
      'INTERNAL_ACCOUNT.BALANCE_UPDATED',
      'TEST',
    ]);
    for (const x of r.received) {
      expect(x.verified).toBe(true);
      // Receivers written for the original service read the same signature under its header name.
      expect(x.originalSignature).toBe(x.signature);
      expect(x.envelope.id).toMatch(/^Webhook:/);
      expect(Date.parse(x.envelope.timestamp)).not.toBeNaN();
    }
    const balance = r.received.find((x) => x.envelope.type === 'INTERNAL_ACCOUNT.BALANCE_UPDATED');
    expect(balance?.envelope.data).toMatchObject({ id: customer.accounts.USD, balance: { amount: 1_000 } });
    // A tampered body does not verify with the published key.
    const sig = Buffer.from(balance?.signature ?? '', 'base64');
    expect(verify('sha256', Buffer.from(`${balance?.body ?? ''} `), createPublicKey(key), sig)).toBe(false);
    // Delivered events are not sent again.
    await service.deliverer.drain();
    expect(r.received).toHaveLength(3);
  });

  it('retries a receiver that is down until it is up, then delivers once; the log shows each attempt', async () => {
    const r = await receiver((n) => ({ status: n < 2 ? 503 : 200 }));
    const { platform } = await platformWithEndpoint(r.url);
    await service.deliverer.drain();
    expect(r.received).toHaveLength(1);
    const [event] = (await log(platform, '&type=TEST')).body.data;
    expect(event).toMatchObject({ deliveryStatus: 'PENDING', attempts: 1 });
    // Not before the first back-off (30 s, +/- 10 %).
    clock.advance(20_000);
    await service.deliverer.drain();
    expect(r.received).toHaveLength(1);
    clock.advance(15_000);
    await service.deliverer.drain();
    expect(r.received).toHaveLength(2);
    // The second back-off is twice as long.
    clock.advance(40_000);
    await service.deliverer.drain();
    expect(r.received).toHaveLength(2);
    clock.advance(30_000);
    await service.deliverer.drain();
    expect(r.received).toHaveLength(3);
    expect(new Set(r.received.map((x) => x.envelope.id)).size).toBe(1);
    clock.advance(10 * 60_000);
    await service.deliverer.drain();
    expect(r.received).toHaveLength(3);
    const detail = await platform.request<{
      deliveryStatus: string;
      deliveryAttempts: { statusCode: number; latencyMs: number; error?: string }[];
      payload: { id: string };
    }>('GET', `/webhooks/events/${event?.id as string}`);
    expect(detail.body.deliveryStatus).toBe('DELIVERED');
    expect(detail.body.deliveryAttempts.map((a) => a.statusCode)).toEqual([503, 503, 200]);
    expect(detail.body.deliveryAttempts[0]?.error).toMatch(/503/);
    expect(detail.body.payload.id).toBe(event?.id);
  });

  it('connection refused is retried like an error answer', async () => {
    const r = await receiver();
    await r.close();
    const { platform } = await platformWithEndpoint(r.url);
    await service.deliverer.drain();
    const [event] = (await log(platform, '&type=TEST')).body.data;
    expect(event).toMatchObject({ deliveryStatus: 'PENDING', attempts: 1 });
    const detail = await platform.request<{ deliveryAttempts: { error?: string; statusCode?: number }[] }>(
      'GET',
      `/webhooks/events/${event?.id as string}`,
    );
    expect(detail.body.deliveryAttempts[0]?.statusCode).toBeUndefined();
    expect(detail.body.deliveryAttempts[0]?.error).toMatch(/ECONNREFUSED/);
    // Left to be retried: the next test's day-long waits retire it (FAILED) before the tests that
    // count every claimed event.
  });

  it('gives up after the retry window: FAILED, kept in the log', async () => {
    const r = await receiver(() => ({ status: 500 }));
    const { platform } = await platformWithEndpoint(r.url);
    for (let i = 0; i < 20; i++) {
      await service.deliverer.drain();
      clock.advance(3 * 60 * 60_000);
    }
    const [event] = (await log(platform, '&type=TEST')).body.data;
    expect(event?.deliveryStatus).toBe('FAILED');
    expect(event?.attempts).toBeGreaterThan(5);
    expect(event?.attempts).toBeLessThanOrEqual(15);
    expect(r.received).toHaveLength(event?.attempts ?? -1);
  });

  it('a receiver slower than 10 s is a timeout, retried later', { timeout: 30_000 }, async () => {
    const r = await receiver((n) => ({ status: 200, delayMs: n === 0 ? 11_000 : 0 }));
    const { platform } = await platformWithEndpoint(r.url);
    await service.deliverer.drain();
    const [event] = (await log(platform, '&type=TEST')).body.data;
    expect(event).toMatchObject({ deliveryStatus: 'PENDING', attempts: 1 });
    const detail = await platform.request<{ deliveryAttempts: { error?: string; latencyMs: number }[] }>(
      'GET',
      `/webhooks/events/${event?.id as string}`,
    );
    expect(detail.body.deliveryAttempts[0]?.error).toMatch(/no answer within 10000 ms/);
    expect(detail.body.deliveryAttempts[0]?.latencyMs).toBeGreaterThanOrEqual(9_900);
    clock.advance(40_000);
    await service.deliverer.drain();
    expect((await log(platform, '&type=TEST')).body.data[0]?.deliveryStatus).toBe('DELIVERED');
  });

  it('keeps events of a resource in order: a later one waits for the earlier one', async () => {
    let accountA = '';
    let failed = false;
    const amountOf = (e: { data: Record<string, unknown> }) =>
      `${e.data.id === accountA ? 'A' : 'B'}:${(e.data as { balance: { amount: number } }).balance.amount}`;
    // The first delivery of account A's first balance event fails.
    const r = await receiver((_n, envelope) => {
      if (!failed && envelope.type === 'INTERNAL_ACCOUNT.BALANCE_UPDATED' && amountOf(envelope) === 'A:100') {
        failed = true;
        return { status: 500 };
      }
      return { status: 200 };
    });
    const { platform } = await platformWithEndpoint(r.url);
    const a = await customerWithAccounts(platform);
    const b = await customerWithAccounts(platform);
    accountA = a.accounts.USD as string;
    await fund(platform, accountA, 100);
    await fund(platform, accountA, 200);
    await fund(platform, b.accounts.USD as string, 300);
    const balances = () =>
      r.received
        .filter((x) => x.envelope.type === 'INTERNAL_ACCOUNT.BALANCE_UPDATED')
        .map((x) => amountOf(x.envelope));
    await service.deliverer.drain();
    // B went through; A's second event waits while its first is being retried.
    expect(balances().sort()).toEqual(['A:100', 'B:300']);
    clock.advance(40_000);
    await service.deliverer.drain();
    expect(balances().slice(2)).toEqual(['A:100', 'A:300']);
  });

  it('claims only the oldest undelivered event of each resource, however deep its backlog', async () => {
    const r = await receiver();
    const { platform } = await platformWithEndpoint(r.url);
    // Settle the endpoint's TEST event first: only the events below are waiting for this platform.
    await service.deliverer.drain();
    const resources = ['InternalAccount:claim-a', 'InternalAccount:claim-b', 'InternalAccount:claim-c'];
    // a and b have four events each, interleaved; c has one.
    const recorded = await recordEvents(service.ctx.db, [
      ...Array.from({ length: 8 }, (_, i) => ({
        platformId: platform.platformId,
        type: 'INTERNAL_ACCOUNT.BALANCE_UPDATED',
        resourceId: resources[i % 2] as string,
        data: { n: i },
        now: clock.now(),
      })),
      {
        platformId: platform.platformId,
        type: 'INTERNAL_ACCOUNT.BALANCE_UPDATED',
        resourceId: resources[2] as string,
        data: { n: 8 },
        now: clock.now(),
      },
    ]);
    const ids = recorded.map((id) => id.replace(/^Webhook:/, ''));
    const claim = async () =>
      (await claimDueEvents(service.ctx.db, clock.now(), 100, 60_000))
        .filter((e) => e.platform_id === platform.platformId)
        .map((e) => ids.indexOf(e.id));
    // The heads only, oldest first.
    expect(await claim()).toEqual([0, 1, 8]);
    // Claimed (in flight), they hold their resources back.
    expect(await claim()).toEqual([]);
    await settleEvents(service.ctx.db, [ids[0] as string, ids[8] as string], { status: 'DELIVERED' });
    // a's next event is its head now; b's head is still in flight.
    expect(await claim()).toEqual([2]);
  });

  it('claims a chain of each resource: its head and the events right after it, only the head counted', async () => {
    const r = await receiver();
    const { platform } = await platformWithEndpoint(r.url);
    await service.deliverer.drain();
    // a and b have four events each, interleaved; c has one.
    const recorded = await recordEvents(
      service.ctx.db,
      Array.from({ length: 9 }, (_, i) => ({
        platformId: platform.platformId,
        type: 'INTERNAL_ACCOUNT.BALANCE_UPDATED',
        resourceId: i === 8 ? 'InternalAccount:chain-c' : `InternalAccount:chain-${i % 2 === 0 ? 'a' : 'b'}`,
        data: { n: i },
        now: clock.now(),
      })),
    );
    const ids = recorded.map((id) => id.replace(/^Webhook:/, ''));
    const claim = async (resources: number, perResource: number) =>
      (await claimDueEvents(service.ctx.db, clock.now(), resources, 60_000, null, perResource))
        .filter((e) => e.platform_id === platform.platformId)
        .map((e) => [ids.indexOf(e.id), e.attempts]);
    // Two resources, oldest heads first, three events of each at most.
    expect(await claim(2, 3)).toEqual([
      [0, 1],
      [1, 1],
      [2, 0],
      [3, 0],
      [4, 0],
      [5, 0],
    ]);
    // Claimed, a's and b's chains hold their resources back, the events after them too.
    expect(await claim(10, 3)).toEqual([[8, 1]]);
    // a's head and the event after it delivered (one after the other; their settlements in one
    // statement, the second counting its attempt), b's head delivered with the rest released.
    const at = clock.now();
    const attempt = (eventId: string) => ({
      id: randomUUID(),
      event_id: eventId,
      platform_id: platform.platformId,
      url: r.url,
      status_code: 200,
      latency_ms: 1,
      error: null,
      response_body: null,
      attempted_at: at,
    });
    await settleAttempts(service.ctx.db, [
      {
        attempt: attempt(ids[0] as string),
        change: { status: 'DELIVERED', deliveredAt: at, lastError: null },
      },
      {
        attempt: attempt(ids[2] as string),
        change: { status: 'DELIVERED', deliveredAt: at, lastError: null },
        countAttempt: true,
      },
      {
        attempt: attempt(ids[1] as string),
        change: { status: 'DELIVERED', deliveredAt: at, lastError: null },
        release: [ids[3] as string, ids[5] as string],
      },
    ]);
    const rows = new Map(
      (
        await service.ctx.db
          .selectFrom('events')
          .select(['id', 'delivery_status', 'attempts', 'locked_until'])
          .where('id', 'in', ids)
          .execute()
      ).map((row) => [ids.indexOf(row.id), [row.delivery_status, row.attempts, row.locked_until]]),
    );
    expect(rows.get(0)).toEqual(['DELIVERED', 1, null]);
    expect(rows.get(2)).toEqual(['DELIVERED', 1, null]);
    expect(rows.get(4)?.slice(0, 2)).toEqual(['DELIVERING', 0]);
    expect(rows.get(3)).toEqual(['PENDING', 0, null]);
    expect(rows.get(5)).toEqual(['PENDING', 0, null]);
    // b's released events are due again as a chain of their own; a's next is still claimed.
    expect(await claim(10, 8)).toEqual([
      [3, 1],
      [5, 0],
      [7, 0],
    ]);
    // A statement that would touch an event twice is refused before it is sent.
    await expect(
      settleAttempts(service.ctx.db, [
        {
          attempt: attempt(ids[4] as string),
          change: { status: 'PENDING', lastError: 'receiver answered 503' },
          release: [ids[4] as string],
        },
      ]),
    ).rejects.toThrow(/once per statement/);
  });

  it('delivers a backlog in chains: every event once, in order per resource, one attempt each', async () => {
    const r = await receiver();
    const { platform } = await platformWithEndpoint(r.url);
    await service.deliverer.drain();
    r.received.length = 0;
    await recordEvents(
      service.ctx.db,
      Array.from({ length: 15 }, (_, i) => ({
        platformId: platform.platformId,
        type: 'INTERNAL_ACCOUNT.BALANCE_UPDATED',
        resourceId: `InternalAccount:backlog-${i % 3}`,
        data: { n: i },
        now: clock.now(),
      })),
    );
    // Two resources at a time, three events of each per claim.
    const deliverer = new WebhookDeliverer(service.ctx, { batchSize: 2, chainLength: 3 });
    expect(await deliverer.drain()).toBe(15);
    const sent = r.received.map((x) => x.envelope.data.n as number);
    expect([...sent].sort((x, y) => x - y)).toEqual(Array.from({ length: 15 }, (_, i) => i));
    for (const k of [0, 1, 2])
      expect(sent.filter((n) => n % 3 === k)).toEqual([k, k + 3, k + 6, k + 9, k + 12]);
    const events = (await log(platform, '&type=INTERNAL_ACCOUNT.BALANCE_UPDATED')).body.data;
    expect(events.map((e) => [e.deliveryStatus, e.attempts])).toEqual(Array(15).fill(['DELIVERED', 1]));
  });

  it('an event of a chain that is not delivered holds back the rest, which go untried after it', async () => {
    let refused = false;
    const r = await receiver((_n, envelope) => {
      if (!refused && envelope.data.n === 1) {
        refused = true;
        return { status: 503 };
      }
      return { status: 200 };
    });
    const { platform } = await platformWithEndpoint(r.url);
    await service.deliverer.drain();
    r.received.length = 0;
    const recorded = await resourceEvents(platform.platformId, 'InternalAccount:held', 4);
    const deliverer = new WebhookDeliverer(service.ctx, { chainLength: 4 });
    await deliverer.drain();
    expect(r.received.map((x) => x.envelope.data.n)).toEqual([0, 1]);
    const state = () => statesOf(platform, recorded);
    expect(await state()).toEqual([
      ['DELIVERED', 1],
      ['PENDING', 1],
      ['PENDING', 0],
      ['PENDING', 0],
    ]);
    clock.advance(40_000);
    await deliverer.drain();
    expect(r.received.map((x) => x.envelope.data.n)).toEqual([0, 1, 1, 2, 3]);
    expect(await state()).toEqual([
      ['DELIVERED', 1],
      ['DELIVERED', 2],
      ['DELIVERED', 1],
      ['DELIVERED', 1],
    ]);
  });

  it('a deliverer told to stop finishes the event it is sending and puts the rest of its chain back', async () => {
    const r = await receiver(() => ({ status: 200, delayMs: 200 }));
    const { platform } = await platformWithEndpoint(r.url);
    await service.deliverer.drain();
    r.received.length = 0;
    const recorded = await resourceEvents(platform.platformId, 'InternalAccount:stopping', 4);
    const stopping = new WebhookDeliverer(service.ctx, { chainLength: 4 });
    const draining = stopping.drain();
    await waitFor('the first event at the receiver', () => (r.received.length === 1 ? true : undefined));
    await stopping.stop();
    await draining;
    const state = () => statesOf(platform, recorded);
    expect(await state()).toEqual([
      ['DELIVERED', 1],
      ['PENDING', 0],
      ['PENDING', 0],
      ['PENDING', 0],
    ]);
    await service.deliverer.drain();
    expect(r.received.map((x) => x.envelope.data.n)).toEqual([0, 1, 2, 3]);
    expect((await state()).every((s) => s?.[0] === 'DELIVERED' && s[1] === 1)).toBe(true);
  });

  it('a chain claimed by a process that died: after its lease the whole chain goes, in order', async () => {
    const r = await receiver();
    const { platform } = await platformWithEndpoint(r.url);
    await service.deliverer.drain();
    r.received.length = 0;
    const recorded = await resourceEvents(platform.platformId, 'InternalAccount:orphaned', 3);
    const ids = recorded.map((id) => id.replace(/^Webhook:/, ''));
    const claimed = await claimDueEvents(service.ctx.db, clock.now(), 1000, 60_000, null, 3);
    expect(claimed.filter((e) => ids.includes(e.id))).toHaveLength(3);
    await service.deliverer.drain();
    expect(r.received).toHaveLength(0);
    clock.advance(61_000);
    await service.deliverer.drain();
    expect(r.received.map((x) => x.envelope.data.n)).toEqual([0, 1, 2]);
    const events = (await log(platform, '&type=INTERNAL_ACCOUNT.BALANCE_UPDATED')).body.data;
    // The head's first claim counted although nothing was sent, as for an event claimed alone.
    expect(new Map(events.map((e) => [e.id, e.attempts]))).toEqual(
      new Map([
        [recorded[0], 2],
        [recorded[1], 1],
        [recorded[2], 1],
      ]),
    );
  });

  it('records the events of a platform without an endpoint as UNDELIVERABLE, with nothing for the deliverer to claim', async () => {
    // No deliverer runs in this file unless a test drains it: the status is the recorded one.
    const platform = await service.newPlatform();
    const customer = await customerWithAccounts(platform);
    await fund(platform, customer.accounts.USD as string, 500);
    const events = (await log(platform)).body.data;
    expect(events.map((e) => e.type).sort()).toEqual([
      'CUSTOMER.KYC_APPROVED',
      'INTERNAL_ACCOUNT.BALANCE_UPDATED',
    ]);
    for (const e of events) {
      expect(e).toMatchObject({
        deliveryStatus: 'UNDELIVERABLE',
        attempts: 1,
        lastError: 'no webhookEndpoint configured',
      });
    }
    // A platform that has one: its events wait for the deliverer.
    const r = await receiver();
    const { platform: served } = await platformWithEndpoint(r.url);
    await customerWithAccounts(served);
    const waiting = (await log(served)).body.data;
    expect(waiting.map((e) => [e.type, e.deliveryStatus]).sort()).toEqual([
      ['CUSTOMER.KYC_APPROVED', 'PENDING'],
      ['TEST', 'PENDING'],
    ]);
    await service.deliverer.drain();
    expect(r.received.map((x) => x.envelope.type).sort()).toEqual(['CUSTOMER.KYC_APPROVED', 'TEST']);
  });

  it('keeps events without an endpoint as UNDELIVERABLE and redelivers them once one is set', async () => {
    const platform = await service.newPlatform();
    const customer = await customerWithAccounts(platform);
    await fund(platform, customer.accounts.USD as string, 500);
    await service.deliverer.drain();
    const [event] = (await log(platform, '&type=INTERNAL_ACCOUNT.BALANCE_UPDATED')).body.data;
    expect(event).toMatchObject({ deliveryStatus: 'UNDELIVERABLE', attempts: 1 });
    const r = await receiver();
    await platform.request('PATCH', '/config', { body: { webhookEndpoint: r.url } });
    const again = await platform.request('POST', `/webhooks/events/${event?.id as string}/redeliver`);
    expect(again.status, again.text).toBe(200);
    expect(again.body.deliveryStatus).toBe('PENDING');
    await service.deliverer.drain();
    expect(r.received.map((x) => x.envelope.id)).toContain(event?.id);
    expect(
      (await platform.request('GET', `/webhooks/events/${event?.id as string}`)).body.deliveryStatus,
    ).toBe('DELIVERED');
  });

  it('a process that died mid-delivery: after its lease another deliverer sends the event (same id)', async () => {
    const r = await receiver();
    const { platform } = await platformWithEndpoint(r.url);
    // A deliverer claims the TEST event and dies before sending it.
    const claimed = await claimDueEvents(service.ctx.db, clock.now(), 1000, 60_000);
    const mine = claimed.filter((e) => e.platform_id === platform.platformId);
    expect(mine).toHaveLength(1);
    await service.deliverer.drain();
    expect(r.received).toHaveLength(0);
    clock.advance(61_000);
    await service.deliverer.drain();
    expect(r.received.map((x) => x.envelope.id)).toEqual([`Webhook:${mine[0]?.id as string}`]);
  });

  it('a slow receiver does not hold back other deliveries: the window refills as each one settles', async () => {
    const slow = await receiver(() => ({ status: 200, delayMs: 2_000 }));
    await platformWithEndpoint(slow.url);
    const fast = await receiver();
    const { platform } = await platformWithEndpoint(fast.url);
    const customer = await customerWithAccounts(platform);
    await fund(platform, customer.accounts.USD as string, 1_000);
    // Two deliveries at a time: the slow one holds a place, the other goes on refilling.
    const deliverer = new WebhookDeliverer(service.ctx, { batchSize: 2 });
    const draining = deliverer.drain();
    await waitFor(
      'the fast platform’s three events while the slow one is still waiting',
      () => (fast.received.length === 3 && slow.received.length === 1 ? true : undefined),
      { timeoutMs: 1_500 },
    );
    expect(await draining).toBe(4);
    expect(slow.received).toHaveLength(1);
    expect(fast.received.map((x) => x.envelope.type).sort()).toEqual([
      'CUSTOMER.KYC_APPROVED',
      'INTERNAL_ACCOUNT.BALANCE_UPDATED',
      'TEST',
    ]);
  });
});

/** `count` balance events of one resource of the platform, `data.n` numbering them. */
const resourceEvents = (platformId: string, resourceId: string, count: number) =>
  recordEvents(
    service.ctx.db,
    Array.from({ length: count }, (_, i) => ({
      platformId,
      type: 'INTERNAL_ACCOUNT.BALANCE_UPDATED',
      resourceId,
      data: { n: i },
      now: clock.now(),
    })),
  );

/** `[deliveryStatus, attempts]` of each of the platform's balance events `ids`, as the log shows them. */
async function statesOf(platform: PlatformClient, ids: string[]) {
  const byId = new Map(
    (await log(platform, '&type=INTERNAL_ACCOUNT.BALANCE_UPDATED')).body.data.map((e) => [
      e.id,
      [e.deliveryStatus, e.attempts],
    ]),
  );
  return ids.map((id) => byId.get(id));
}

/** `count` balance events of the platform, each of its own resource `InternalAccount:<tag>-<i>`. */
const balanceEvents = (platformId: string, count: number, tag: string) =>
  recordEvents(
    service.ctx.db,
    Array.from({ length: count }, (_, i) => ({
      platformId,
      type: 'INTERNAL_ACCOUNT.BALANCE_UPDATED',
      resourceId: `InternalAccount:${tag}-${i}`,
      data: { n: i },
      now: clock.now(),
    })),
  );

describe('settling deliveries', () => {
  it('settles many attempts in one statement: each event as its own attempt left it', async () => {
    const r = await receiver();
    const { platform } = await platformWithEndpoint(r.url);
    await service.deliverer.drain();
    const recorded = await balanceEvents(platform.platformId, 3, 'settle');
    const ids = recorded.map((id) => id.replace(/^Webhook:/, ''));
    const claimed = (await claimDueEvents(service.ctx.db, clock.now(), 100, 60_000)).filter((e) =>
      ids.includes(e.id),
    );
    expect(claimed).toHaveLength(3);
    const at = clock.now();
    const retryAt = new Date(at.getTime() + 30_000);
    const attempt = (eventId: string, statusCode: number, error: string | null) => ({
      id: randomUUID(),
      event_id: eventId,
      platform_id: platform.platformId,
      url: r.url,
      status_code: statusCode,
      latency_ms: 3,
      error,
      response_body: `answer ${statusCode}`,
      attempted_at: at,
    });
    const [a, b, c] = ids as [string, string, string];
    await settleAttempts(service.ctx.db, [
      { attempt: attempt(a, 200, null), change: { status: 'DELIVERED', deliveredAt: at, lastError: null } },
      {
        attempt: attempt(b, 503, 'receiver answered 503'),
        change: { status: 'PENDING', nextAttemptAt: retryAt, lastError: 'receiver answered 503' },
      },
      {
        attempt: attempt(c, 400, 'receiver answered 400'),
        change: { status: 'FAILED', nextAttemptAt: null, lastError: 'receiver answered 400' },
      },
    ]);
    const rows = await service.ctx.db
      .selectFrom('events')
      .select(['id', 'delivery_status', 'delivered_at', 'next_attempt_at', 'last_error', 'locked_until'])
      .where('id', 'in', ids)
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(a)).toMatchObject({
      delivery_status: 'DELIVERED',
      delivered_at: at,
      last_error: null,
      locked_until: null,
    });
    expect(byId.get(b)).toMatchObject({
      delivery_status: 'PENDING',
      delivered_at: null,
      next_attempt_at: retryAt,
      last_error: 'receiver answered 503',
      locked_until: null,
    });
    expect(byId.get(c)).toMatchObject({
      delivery_status: 'FAILED',
      delivered_at: null,
      next_attempt_at: null,
      last_error: 'receiver answered 400',
    });
    // A delivered event keeps the due time it was claimed with: the settlement did not name it.
    expect(byId.get(a)?.next_attempt_at).toEqual(claimed.find((e) => e.id === a)?.next_attempt_at);
    const attempts = await service.ctx.db
      .selectFrom('webhook_attempts')
      .select(['event_id', 'status_code', 'response_body'])
      .where('event_id', 'in', ids)
      .execute();
    expect(attempts.map((x) => [x.event_id, x.status_code, x.response_body]).sort()).toEqual(
      [
        [a, 200, 'answer 200'],
        [b, 503, 'answer 503'],
        [c, 400, 'answer 400'],
      ].sort(),
    );
  });

  it('a burst of answers is settled, every event once, and an answer holding a NUL byte is kept', async () => {
    // PostgreSQL's text holds no NUL: recorded raw, that answer failed its settlement.
    const r = await receiver((n) => ({ status: 200, body: n % 7 === 3 ? '{"ok":"\u0000"}\u0000' : '{}' }));
    const { platform } = await platformWithEndpoint(r.url);
    await balanceEvents(platform.platformId, 40, 'burst');
    await service.deliverer.drain();
    expect(r.received).toHaveLength(41);
    const events = (await log(platform)).body.data;
    expect(events).toHaveLength(41);
    expect(events.filter((e) => e.deliveryStatus !== 'DELIVERED')).toEqual([]);
    expect(events.every((e) => e.attempts === 1)).toBe(true);
    const withNul = r.received.findIndex((_, n) => n % 7 === 3);
    const id = r.received[withNul]?.envelope.id as string;
    const detail = await platform.request<{ deliveryAttempts: { responseBody?: string }[] }>(
      'GET',
      `/webhooks/events/${id}`,
    );
    expect(detail.body.deliveryAttempts.map((a) => a.responseBody)).toEqual(['{"ok":"\ufffd"}\ufffd']);
  });
});

describe('configuring the endpoint and the test endpoint', () => {
  it('a new endpoint gets exactly one TEST event; the same endpoint again gets none', async () => {
    const r = await receiver();
    const { platform } = await platformWithEndpoint(r.url);
    await platform.request('PATCH', '/config', { body: { webhookEndpoint: r.url } });
    await service.deliverer.drain();
    expect(r.received.filter((x) => x.envelope.type === 'TEST')).toHaveLength(1);
    expect((await log(platform, '&type=TEST')).body.data).toHaveLength(1);
  });

  it('POST /sandbox/webhooks/test: 200 with the result, WEBHOOK_ENDPOINT_NOT_SET, WEBHOOK_DELIVERY_ERROR', async () => {
    const bare = await service.newPlatform();
    const none = await bare.request('POST', '/sandbox/webhooks/test');
    expect([none.status, none.body.code]).toEqual([400, 'WEBHOOK_ENDPOINT_NOT_SET']);

    let healthy = true;
    const r = await receiver(() => ({ status: healthy ? 204 : 503 }));
    const { platform, key } = await platformWithEndpoint(r.url);
    r.setPublicKey(key);
    const ok = await platform.request('POST', '/sandbox/webhooks/test');
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body).toMatchObject({ response_status: 204, url: r.url });
    expect(r.received.at(-1)?.verified).toBe(true);
    healthy = false;
    const failing = await platform.request('POST', '/sandbox/webhooks/test');
    expect([failing.status, failing.body.code]).toEqual([400, 'WEBHOOK_DELIVERY_ERROR']);
    expect(failing.body.details).toMatchObject({ response_status: 503, url: r.url });
    await r.close();
    const down = await platform.request('POST', '/sandbox/webhooks/test');
    expect(down.body.code).toBe('WEBHOOK_DELIVERY_ERROR');
    expect((down.body.details as { error: string }).error).toMatch(/ECONNREFUSED|socket hang up/);
  });
});

describe('delivery log', () => {
  it('filters, pages, and is private to each platform', async () => {
    const platform = await service.newPlatform();
    const customer = await customerWithAccounts(platform);
    await fund(platform, customer.accounts.USD as string, 10);
    await fund(platform, customer.accounts.EUR as string, 10);
    const byResource = await log(
      platform,
      `&resourceId=${encodeURIComponent(customer.accounts.USD as string)}`,
    );
    expect(byResource.body.data.map((e) => e.type)).toEqual(['INTERNAL_ACCOUNT.BALANCE_UPDATED']);
    expect((await log(platform, '&deliveryStatus=DELIVERED')).body.data).toEqual([]);
    expect((await platform.request('GET', '/webhooks/events?deliveryStatus=NOPE')).status).toBe(400);
    const page = await platform.request<{ hasMore: boolean; nextCursor?: string }>(
      'GET',
      '/webhooks/events?limit=1',
    );
    expect(page.body.hasMore).toBe(true);
    const id = byResource.body.data[0]?.id as string;
    const other = await service.newPlatform();
    for (const path of [`/webhooks/events/${id}`, `/webhooks/events/${id}/redeliver`]) {
      const r = await other.request(path.endsWith('redeliver') ? 'POST' : 'GET', path);
      expect(r.status).toBe(404);
    }
    expect((await other.request<Log>('GET', '/webhooks/events')).body.data.map((e) => e.id)).not.toContain(
      id,
    );
  });
});
