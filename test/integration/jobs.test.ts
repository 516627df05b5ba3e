import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../src/jobs/queue.js';
import { type JobAttempt, JobWorker } from '../../src/jobs/worker.js';
import { startTestService, type TestService } from '../helpers/service.js';

const seen: number[] = [];
/** The `slow` job runs until the test opens its gate. */
let openGate: () => void = () => undefined;
let slowStarted: () => void = () => undefined;
const slowRunning = () => new Promise<void>((resolve) => (slowStarted = resolve));
const attempts: string[] = [];
let failuresLeft = 0;
const handlers = {
  always: async (_ctx: unknown, _payload: unknown, attempt: JobAttempt) => {
    attempts.push(`${attempt.number}${attempt.last ? ' last' : ''}`);
    throw new Error('never works');
  },
  record: async (_ctx: unknown, payload: unknown) => {
    seen.push((payload as { n: number }).n);
  },
  flaky: async () => {
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new Error('not yet');
    }
    seen.push(-1);
  },
  slow: async () => {
    slowStarted();
    await new Promise<void>((resolve) => (openGate = resolve));
    seen.push(-2);
  },
};

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ jobHandlers: handlers, runJobs: false });
});
afterAll(() => service.close());

const enqueue = (kind: string, payload: unknown, runAt = new Date()) =>
  enqueueJob(service.ctx.db, { kind, platformId: null, payload, runAt, now: new Date() });

const stateOf = async (id: string) =>
  service.ctx.db
    .selectFrom('jobs')
    .select(['state', 'attempts', 'last_error'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('durable jobs', () => {
  it('runs due jobs once each and leaves future ones queued', async () => {
    seen.length = 0;
    const ids = await Promise.all([1, 2, 3].map((n) => enqueue('record', { n })));
    const later = await enqueue('record', { n: 99 }, new Date(Date.now() + 60_000));
    expect(await service.worker.drain()).toBe(3);
    expect(seen.sort()).toEqual([1, 2, 3]);
    for (const id of ids) expect((await stateOf(id)).state).toBe('DONE');
    expect((await stateOf(later)).state).toBe('QUEUED');
    expect(await service.worker.drain()).toBe(0);
  });

  it('retries a failing job later and gives up after the last attempt', async () => {
    failuresLeft = 1;
    const id = await enqueue('flaky', {});
    await service.worker.drain();
    const failed = await stateOf(id);
    expect(failed).toMatchObject({ state: 'QUEUED', attempts: 1, last_error: 'not yet' });
    await service.ctx.db.updateTable('jobs').set({ run_at: new Date() }).where('id', '=', id).execute();
    await service.worker.drain();
    expect((await stateOf(id)).state).toBe('DONE');

    const unknown = await enqueue('no-such-kind', {});
    await service.worker.drain();
    expect((await stateOf(unknown)).state).toBe('FAILED');
  });

  it('tells the handler which attempt is the last one', async () => {
    const id = await enqueue('always', {});
    for (let i = 0; i < 5; i++) {
      await service.ctx.db.updateTable('jobs').set({ run_at: new Date() }).where('id', '=', id).execute();
      await service.worker.drain();
    }
    expect(attempts).toEqual(['1', '2', '3', '4', '5 last']);
    expect((await stateOf(id)).state).toBe('FAILED');
  });

  it('takes over a job whose process died (lease expired)', async () => {
    seen.length = 0;
    const id = await enqueue('record', { n: 7 });
    await service.ctx.db
      .updateTable('jobs')
      .set({ state: 'RUNNING', locked_until: new Date(Date.now() - 1000), attempts: 1 })
      .where('id', '=', id)
      .execute();
    await service.worker.drain();
    expect(seen).toEqual([7]);
    expect((await stateOf(id)).state).toBe('DONE');
  });

  it('never gives one job to two workers', async () => {
    seen.length = 0;
    await Promise.all(Array.from({ length: 40 }, (_, n) => enqueue('record', { n })));
    const other = new JobWorker(service.ctx, { handlers });
    await Promise.all([service.worker.drain(), other.drain(), service.worker.drain()]);
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, n) => n));
  });

  it('waits for a job its own poll loop took a moment before: drained means none of ours left running', async () => {
    seen.length = 0;
    const polling = new JobWorker(service.ctx, { handlers, pollMs: 5 });
    const started = slowRunning();
    const id = await enqueue('slow', {});
    polling.start();
    try {
      await started;
      let drained = false;
      const drain = polling.drain().then((n) => {
        drained = true;
        return n;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(drained).toBe(false);
      openGate();
      expect(await drain).toBe(0);
      expect(seen).toEqual([-2]);
      expect((await stateOf(id)).state).toBe('DONE');
    } finally {
      openGate();
      await polling.stop();
    }
  });

  it('waits for jobs another drain claimed and has not started yet', async () => {
    seen.length = 0;
    // The first claim that takes the job is held between its UPDATE and its answer: the row is
    // RUNNING in the table, and no run of it has begun in the process yet.
    let claimTook: () => void = () => undefined;
    const took = new Promise<void>((resolve) => (claimTook = resolve));
    let release: () => void = () => undefined;
    let holding = true;
    const holdClaim: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        const rows = args.result.rows as { kind?: unknown }[];
        if (holding && rows.some((row) => row.kind === 'record')) {
          holding = false;
          claimTook();
          await new Promise<void>((resolve) => (release = resolve));
        }
        return args.result;
      },
    };
    const worker = new JobWorker({ ...service.ctx, db: service.ctx.db.withPlugin(holdClaim) }, { handlers });
    const id = await enqueue('record', { n: 11 });
    const first = worker.drain();
    await took;
    let drained = false;
    const second = worker.drain().then((n) => {
      drained = true;
      return n;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(drained).toBe(false);
    release();
    expect(await first).toBe(1);
    expect(await second).toBe(0);
    expect(seen).toEqual([11]);
    expect((await stateOf(id)).state).toBe('DONE');
  });
});
