import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from '../context.js';
import { Poller } from './poller.js';
import { inServiceTime } from '../clock.js';
import { inTimeOf } from '../test-clocks/index.js';
import { claimDueJobs, claimJob, completeJob, failJob, type Job, jobState } from './queue.js';

/** Which run of the job this is; on the `last` one a failure is final (the job becomes FAILED). */
export interface JobAttempt {
  number: number;
  last: boolean;
}

export type JobHandler = (ctx: ServiceContext, payload: unknown, attempt: JobAttempt) => Promise<void>;

export interface JobWorkerOptions {
  handlers: Record<string, JobHandler>;
  logger?: FastifyBaseLogger | undefined;
  pollMs?: number;
  batchSize?: number;
  /**
   * How long a claimed job is ours before another process may take it over even though our
   * presence (src/db/presence.ts) is still held: a run stuck this long is given up on.
   */
  leaseMs?: number;
  maxAttempts?: number;
}

/**
 * Runs due jobs from the `jobs` table in this process. Every server process runs one; the
 * table is the queue, so work survives restarts and is shared. `nudge()` makes a job
 * queued by this process start without waiting for the next poll.
 */
export class JobWorker {
  private readonly poller: Poller;
  /** Runs of this process in progress, whoever started them (the poll loop, a drain, runNow). */
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly ctx: ServiceContext,
    private readonly options: JobWorkerOptions,
  ) {
    this.poller = new Poller(() => this.drain(), {
      pollMs: options.pollMs ?? 250,
      logger: options.logger,
      name: 'job',
    });
  }

  start(): void {
    this.poller.start();
  }

  nudge(): void {
    this.poller.nudge();
  }

  async stop(): Promise<void> {
    await this.poller.stop();
  }

  /**
   * Runs one queued job now, whatever its `run_at` (a test clock reached it); if another
   * process claimed it first, waits until that run is over. Answers when the job is not
   * running any more.
   */
  async runNow(id: string): Promise<void> {
    // The claim, the retry schedule and the job's own time are the worker's business, as for
    // a job it found due: out of the caller's platform time.
    return inServiceTime(() => this.claimAndRun(id));
  }

  private async claimAndRun(id: string): Promise<void> {
    const job = await claimJob(
      this.ctx.db,
      id,
      this.ctx.clock.now(),
      this.options.leaseMs ?? 300_000,
      this.ctx.presence?.id ?? null,
    );
    if (job) {
      await this.run(job);
      return;
    }
    while ((await jobState(this.ctx.db, id)) === 'RUNNING') {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /**
   * Runs every job due now, until none is left (used by tests and by the poll loop). A job this
   * process's poll loop claimed a moment before is not left running behind the caller's back:
   * the drain waits for it too (it may have queued more), so "drained" means none due and none
   * of ours in progress.
   */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      // A batch counts as in progress from its claim to its last run: once the claim's UPDATE
      // took the rows, another drain's claim skips them (SKIP LOCKED) and must wait, not answer
      // "drained" before they ran.
      const batch = this.claimAndRunBatch();
      const tracked = batch.then(
        () => undefined,
        () => undefined,
      );
      this.inFlight.add(tracked);
      let claimed: number;
      try {
        claimed = await batch;
      } finally {
        this.inFlight.delete(tracked);
      }
      if (claimed === 0) {
        if (this.inFlight.size === 0) return total;
        await Promise.allSettled([...this.inFlight]);
        continue;
      }
      total += claimed;
      if (this.poller.stopRequested) return total;
    }
  }

  private async claimAndRunBatch(): Promise<number> {
    const jobs = await claimDueJobs(
      this.ctx.db,
      this.ctx.clock.now(),
      this.options.batchSize ?? 4,
      this.options.leaseMs ?? 300_000,
      this.ctx.presence?.id ?? null,
    );
    for (const job of jobs) await this.run(job);
    return jobs.length;
  }

  private run(job: Job): Promise<void> {
    const running = this.runOnce(job).finally(() => this.inFlight.delete(running));
    this.inFlight.add(running);
    return running;
  }

  private async runOnce(job: Job): Promise<void> {
    const handler = this.options.handlers[job.kind];
    const now = () => this.ctx.clock.now();
    if (!handler) {
      await failJob(this.ctx.db, job, `no handler for job kind ${job.kind}`, undefined, now());
      return;
    }
    const maxAttempts = this.options.maxAttempts ?? 5;
    try {
      const attempt = { number: job.attempts, last: job.attempts >= maxAttempts };
      // A platform's job runs in its time: what it stamps and schedules follows its test clock.
      await (job.platformId === null
        ? handler(this.ctx, job.payload, attempt)
        : inTimeOf(this.ctx, job.platformId, () => handler(this.ctx, job.payload, attempt)));
      await completeJob(this.ctx.db, job, now());
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const retry = job.attempts < maxAttempts;
      const retryAt = retry ? new Date(now().getTime() + 1000 * 2 ** job.attempts) : undefined;
      this.options.logger?.warn({ err, jobId: job.id, kind: job.kind, retry }, 'job failed');
      await failJob(this.ctx.db, job, message, retryAt, now());
    }
  }
}
