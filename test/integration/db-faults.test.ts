import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Presence } from '../../src/db/presence.js';
import { transact } from '../../src/db/retry.js';
import { newUuid } from '../../src/ids.js';
import { bindResource, claimKey } from '../../src/idempotency/store.js';
import { enqueueJob } from '../../src/jobs/queue.js';
import { balanceOf, customerWithAccounts, fund, usBankAccount } from '../helpers/payments.js';
import { waitFor } from '../helpers/wait.js';
import {
  type ApiResponse,
  type PlatformClient,
  startTestService,
  type TestService,
} from '../helpers/service.js';

/**
 * Faults of the database under a running service: a backend killed mid-transaction, a pool
 * with no free connection, a statement over its timeout. Each request they hit is answered
 * 503 SERVICE_UNAVAILABLE with Retry-After (never a 500), and its retry with the same
 * Idempotency-Key moves the money once. What a process leaves RUNNING or IN_PROGRESS when it
 * is gone is taken over as soon as its presence lock is free.
 */

/** A connection of the test's own to the service's database (to lock and to kill). */
async function adminOf(service: TestService): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: service.databaseUrl });
  client.on('error', () => {});
  await client.connect();
  return client;
}

/** Waits until `count` backends of the service wait on a lock; returns their pids. */
async function lockWaiters(admin: pg.Client, count: number): Promise<number[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const rows = await admin.query<{ pid: number }>(
      `select pid from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
    );
    if (rows.rows.length >= count) return rows.rows.map((r) => r.pid);
    if (Date.now() > deadline)
      throw new Error(`only ${rows.rows.length} of ${count} backends wait on a lock`);
    await sleep(20);
  }
}

function expectUnavailable(answer: ApiResponse): void {
  expect(answer.status, answer.text).toBe(503);
  expect(answer.body).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
  expect(answer.headers.get('retry-after')).toBe('1');
  expect(answer.headers.get('x-should-retry')).toBe('true');
  expect(answer.text).not.toMatch(/\bat .*\.(ts|js):\d+/); // no stack
}

describe('a backend killed in the middle of a payment', () => {
  let service: TestService;
  let platform: PlatformClient;
  beforeAll(async () => {
    service = await startTestService();
    platform = await service.newPlatform();
  });
  afterAll(() => service.close());

  it('answers 503 with Retry-After, and the retry with the same key pays once', async () => {
    const customer = await customerWithAccounts(platform);
    const usd = customer.accounts.USD as string;
    const bank = await usBankAccount(platform, customer.customerId, '321');
    await fund(platform, usd, 10_000);
    const headers = { 'idempotency-key': `killed-backend-${Date.now()}` };
    const body = { source: { accountId: usd }, destination: { accountId: bank }, amount: 3_000 };

    const admin = await adminOf(service);
    try {
      // The payment's transaction waits on the ledger; its backend is then terminated, as a
      // database administrator (or a failover) would.
      await admin.query('begin');
      await admin.query('lock table ledger_accounts in exclusive mode');
      const first = platform.request('POST', '/transfer-out', { headers, body });
      const [pid] = await lockWaiters(admin, 1);
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.query('rollback');
      expectUnavailable(await first);
    } finally {
      await admin.end();
    }

    const retry = await platform.request('POST', '/transfer-out', { headers, body });
    expect(retry.status, retry.text).toBe(201);
    const again = await platform.request('POST', '/transfer-out', { headers, body });
    expect(again.body.id).toBe(retry.body.id);
    expect(await balanceOf(platform, customer.customerId, usd)).toEqual({ available: 7_000, total: 7_000 });
    // The service keeps serving on new connections.
    expect((await platform.request('GET', '/config')).status).toBe(200);
  });

  it('keeps a payment committed before the failure bound to its key: the retry answers with it', async () => {
    const customer = await customerWithAccounts(platform);
    const usd = customer.accounts.USD as string;
    const bank = await usBankAccount(platform, customer.customerId, '321');
    await fund(platform, usd, 10_000);
    const headers = { 'idempotency-key': `committed-then-failed-${Date.now()}` };
    const body = { source: { accountId: usd }, destination: { accountId: bank }, amount: 2_500 };
    const first = await platform.request('POST', '/transfer-out', { headers, body });
    expect(first.status, first.text).toBe(201);
    // What a failure after the commit leaves: the key IN_PROGRESS with the payment bound and
    // the answer never stored. Releasing it (the 503 path) must not free the key.
    await service.ctx.db
      .updateTable('idempotency_keys')
      .set({ state: 'IN_PROGRESS', response_status: null, response_body: null, completed_at: null })
      .where('key', '=', headers['idempotency-key'])
      .execute();
    const { releaseKey } = await import('../../src/idempotency/store.js');
    const row = await service.ctx.db
      .selectFrom('idempotency_keys')
      .select(['platform_id', 'locked_by', 'locked_at'])
      .where('key', '=', headers['idempotency-key'])
      .executeTakeFirstOrThrow();
    await releaseKey(service.ctx.db, row.platform_id, headers['idempotency-key'], {
      lockedBy: row.locked_by,
      lockedAt: row.locked_at,
    });

    const retry = await platform.request('POST', '/transfer-out', { headers, body });
    expect(retry.status, retry.text).toBe(201);
    expect(retry.body.id).toBe(first.body.id);
    expect(await balanceOf(platform, customer.customerId, usd)).toEqual({ available: 7_500, total: 7_500 });
  });
});

describe('a pool exhausted by slow queries', () => {
  let service: TestService;
  let platform: PlatformClient;
  beforeAll(async () => {
    service = await startTestService({
      runJobs: false,
      env: { DATABASE_POOL_SIZE: '2', DATABASE_POOL_TIMEOUT_MS: '300' },
    });
    platform = await service.newPlatform();
  });
  afterAll(() => service.close());

  it('makes the next request wait a bounded time, then 503; the slow ones finish', async () => {
    const { customerId } = await customerWithAccounts(platform);
    const admin = await adminOf(service);
    try {
      await admin.query('begin');
      await admin.query('lock table customers in access exclusive mode');
      // One statement each (a list would take two connections: its page and its count).
      const slow = [1, 2].map(() => platform.request('GET', `/customers/${customerId}`));
      await lockWaiters(admin, 2);
      const started = Date.now();
      // A read the database must answer (the token and configuration come from memory).
      const starved = await platform.request('GET', '/tokens');
      const waited = Date.now() - started;
      expectUnavailable(starved);
      expect(waited).toBeGreaterThanOrEqual(250);
      await admin.query('rollback');
      for (const answer of await Promise.all(slow)) expect(answer.status, answer.text).toBe(200);
    } finally {
      await admin.end();
    }
    expect((await platform.request('GET', '/config')).status).toBe(200);
  });
});

describe('a statement over DATABASE_STATEMENT_TIMEOUT_MS', () => {
  let service: TestService;
  let platform: PlatformClient;
  beforeAll(async () => {
    service = await startTestService({ runJobs: false, env: { DATABASE_STATEMENT_TIMEOUT_MS: '300' } });
    platform = await service.newPlatform();
  });
  afterAll(() => service.close());

  it('is cancelled by PostgreSQL and answered 503', async () => {
    const admin = await adminOf(service);
    try {
      await admin.query('begin');
      await admin.query('lock table customers in access exclusive mode');
      expectUnavailable(await platform.request('GET', '/customers?limit=1'));
      await admin.query('rollback');
    } finally {
      await admin.end();
    }
    expect((await platform.request('GET', '/customers?limit=1')).status).toBe(200);
  });
});

describe('work held by a process that is gone', () => {
  let service: TestService;
  const ran: string[] = [];
  beforeAll(async () => {
    service = await startTestService({
      jobHandlers: {
        probe: async (_ctx, payload) => {
          ran.push(String((payload as { name: string }).name));
        },
      },
    });
  });
  afterAll(() => service.close());

  /** Another process's presence on the service's database. */
  const otherProcess = () =>
    Presence.start({
      connect: async () => {
        const client = new pg.Client({ connectionString: service.databaseUrl });
        client.on('error', () => {});
        await client.connect();
        return client;
      },
    });

  it('a RUNNING job is left alone while its process lives and taken over within a poll once it is gone', async () => {
    const other = await otherProcess();
    // Queued for later (so this process's worker does not take it first), then made what the
    // other process's claim would make of it: RUNNING, with a lease far in the future.
    const now = new Date();
    const later = new Date(now.getTime() + 3_600_000);
    const id = await enqueueJob(service.ctx.db, {
      kind: 'probe',
      platformId: null,
      payload: { name: 'orphan' },
      runAt: later,
      now,
    });
    await service.ctx.db
      .updateTable('jobs')
      .set({ state: 'RUNNING', run_at: now, locked_by: other.id, locked_until: later, attempts: 1 })
      .where('id', '=', id)
      .execute();
    service.worker.nudge();
    await sleep(500);
    expect(ran).not.toContain('orphan');

    const gone = Date.now();
    await other.stop();
    await waitFor('the orphaned job to run', () => ran.includes('orphan'), { timeoutMs: 5_000 });
    expect(Date.now() - gone).toBeLessThan(5_000);
    // The handler has run; the worker records DONE right after it returns.
    const job = await waitFor('the orphaned job to be DONE', async () => {
      const row = await service.ctx.db
        .selectFrom('jobs')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return row.state === 'DONE' && row;
    });
    expect(job.attempts).toBe(2);
  });

  it('an IN_PROGRESS key is taken over once its holder is gone, and the old holder can no longer bind to it', async () => {
    const platform = await service.newPlatform();
    const other = await otherProcess();
    const claim = (lockedBy: number | null) => {
      const now = new Date();
      return claimKey(service.ctx.db, {
        platformId: platform.platformId,
        key: 'held-by-a-process',
        fingerprint: 'same request',
        now,
        expiredBefore: new Date(now.getTime() - 86_400_000),
        abandonedBefore: new Date(now.getTime() - 60_000),
        lockedBy,
      });
    };
    const first = await claim(other.id);
    if (first.kind !== 'claimed') throw new Error(`not claimed: ${first.kind}`);
    const me = service.ctx.presence?.id ?? null;
    expect(me).not.toBeNull();
    expect((await claim(me)).kind).toBe('in-progress');
    await other.stop();
    const takeover = await claim(me);
    if (takeover.kind !== 'claimed') throw new Error(`not taken over: ${takeover.kind}`);
    expect(takeover).toMatchObject({ resourceId: null, holder: { lockedBy: me } });
    // The first holder, had it lived on, could not bind its payment to the key: it rolls back.
    await expect(
      bindResource(service.ctx.db, platform.platformId, 'held-by-a-process', first.holder, 'Transaction:x'),
    ).rejects.toMatchObject({ status: 409 });
    // In a transaction of `transact` the binding is one of its closing writes: checked at its
    // end, where the refusal rolls back what the transaction wrote before.
    const marker = newUuid();
    await expect(
      transact(service.ctx, async (_tctx, trx) => {
        await trx
          .insertInto('events')
          .values({
            id: marker,
            platform_id: platform.platformId,
            type: 'TEST.BEFORE_BINDING',
            resource_id: 'Thing:before-binding',
            data: 'null',
            created_at: new Date(),
            next_attempt_at: new Date(),
          })
          .execute();
        await bindResource(trx, platform.platformId, 'held-by-a-process', first.holder, 'Transaction:x');
      }),
    ).rejects.toMatchObject({ status: 409 });
    const marked = await service.ctx.db
      .selectFrom('events')
      .select('id')
      .where('platform_id', '=', platform.platformId)
      .where('id', '=', marker)
      .execute();
    expect(marked).toEqual([]);
    await transact(service.ctx, (_tctx, trx) =>
      bindResource(trx, platform.platformId, 'held-by-a-process', takeover.holder, 'Transaction:y'),
    );
    const bound = await service.ctx.db
      .selectFrom('idempotency_keys')
      .select('resource_id')
      .where('platform_id', '=', platform.platformId)
      .where('key', '=', 'held-by-a-process')
      .executeTakeFirstOrThrow();
    expect(bound.resource_id).toBe('Transaction:y');
  });
});
