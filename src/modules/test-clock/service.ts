import { assert } from '../../assert.js';
import { toServiceTime } from '../../clock.js';
import type { ServiceContext } from '../../context.js';
import { ApiError, conflict, invalidField, invalidInput } from '../../errors.js';
import { nextQueuedJob, queuedJobCount, shiftQueuedJobs } from '../../jobs/queue.js';
import {
  ADVANCE_LEASE_MS,
  beginAdvance,
  endAdvance,
  moveClock,
  readClock,
  type TestClockStatus,
} from '../../test-clocks/index.js';

/**
 * The sandbox test clock of a platform (docs/test-clock.md): its time can be moved ahead, and
 * every delayed sandbox outcome (a job of the platform) that falls due on the way happens at
 * once, in order, each at its own instant of the platform's time.
 */

export interface TestClock {
  /** The platform's time now. */
  now: string;
  /** How far the platform's time runs ahead of the service's. */
  offsetMs: number;
  status: TestClockStatus;
  /** Delayed outcomes waiting for the platform's time to reach them. */
  queuedOutcomes: number;
  /** When the first of them falls due, in the platform's time; null when none waits. */
  nextOutcomeAt: string | null;
}

export interface AdvancedTestClock extends TestClock {
  /** Delayed outcomes this advance ran. */
  outcomesRun: number;
}

/** The furthest one advance moves: a year is every delay of the sandbox many times over. */
export const MAX_ADVANCE_MS = 366 * 24 * 60 * 60 * 1000;
/** Outcomes one advance runs at most; the next advance goes on from where it stopped. */
export const MAX_OUTCOMES_PER_ADVANCE = 1000;

/** The service's own time: `ctx.clock` reads the caller's platform time (src/clock.ts). */
const serviceNow = (ctx: ServiceContext): Date => toServiceTime(ctx.clock.now());

export async function getTestClock(ctx: ServiceContext, platformId: string): Promise<TestClock> {
  const clock = await readClock(ctx.db, platformId);
  const offsetMs = clock?.offsetMs ?? 0;
  const [queued, next] = await Promise.all([
    queuedJobCount(ctx.db, platformId),
    nextQueuedJob(ctx.db, platformId),
  ]);
  return {
    now: new Date(serviceNow(ctx).getTime() + offsetMs).toISOString(),
    offsetMs,
    status: clock?.status ?? 'READY',
    queuedOutcomes: queued,
    nextOutcomeAt: next ? new Date(next.runAt.getTime() + offsetMs).toISOString() : null,
  };
}

export interface AdvanceRequest {
  seconds?: number | undefined;
  to?: string | undefined;
}

/**
 * Moves the platform's time to `to`, or `seconds` ahead. Each queued outcome due by then runs
 * in turn: the clock first moves to its instant, then it runs (with what it schedules in turn
 * joining the queue), until the next one is past the target; then the clock moves to the
 * target. Other platforms' time is untouched.
 */
export async function advanceTestClock(
  ctx: ServiceContext,
  platformId: string,
  body: AdvanceRequest,
): Promise<AdvancedTestClock> {
  const runJobNow = ctx.runJobNow;
  if (!runJobNow) {
    throw new ApiError(
      503,
      'SERVICE_UNAVAILABLE',
      'This process runs no job worker, so it cannot advance a clock',
    );
  }
  // Checked before anything is written: a refused advance leaves no trace.
  const before = (await readClock(ctx.db, platformId))?.offsetMs ?? 0;
  const target = targetOf(body, serviceNow(ctx).getTime() + before);
  const started = await beginAdvance(ctx.db, platformId, serviceNow(ctx), ADVANCE_LEASE_MS);
  if (!started) {
    throw conflict('The clock is advancing already (another request moves it); try again when it is READY');
  }
  let offsetMs = started.offsetMs;
  let outcomesRun = 0;
  try {
    for (;;) {
      const platformNow = serviceNow(ctx).getTime() + offsetMs;
      const next =
        outcomesRun < MAX_OUTCOMES_PER_ADVANCE ? await nextQueuedJob(ctx.db, platformId) : undefined;
      const nextAt = next ? next.runAt.getTime() + offsetMs : undefined;
      const due = next !== undefined && nextAt !== undefined && nextAt <= target;
      const by = Math.max(0, (due ? nextAt : target) - platformNow);
      if (by > 0) {
        await ctx.db.transaction().execute(async (trx) => {
          await moveClock(trx, platformId, by, serviceNow(ctx));
          await shiftQueuedJobs(trx, platformId, by);
        });
      }
      // This process reads the new offset at once; the others when the change is announced.
      ctx.changes?.drop('clock', platformId);
      offsetMs += by;
      if (!due) break;
      await runJobNow(next.id);
      outcomesRun += 1;
    }
  } finally {
    await endAdvance(ctx.db, platformId, serviceNow(ctx));
    ctx.changes?.drop('clock', platformId);
  }
  const clock = await getTestClock(ctx, platformId);
  assert(clock.offsetMs === offsetMs, 'nothing else moves a clock while it advances');
  return { ...clock, outcomesRun };
}

/** The platform instant an advance goes to, checked: forward, and at most MAX_ADVANCE_MS. */
function targetOf(body: AdvanceRequest, platformNow: number): number {
  if ((body.seconds === undefined) === (body.to === undefined)) {
    throw invalidInput(
      'Give exactly one of `seconds` (how far to advance) and `to` (the instant to advance to)',
    );
  }
  let target: number;
  if (body.to !== undefined) {
    target = Date.parse(body.to);
    if (Number.isNaN(target)) throw invalidField('to', '`to` must be an ISO 8601 date-time');
    if (target < platformNow) {
      throw invalidField(
        'to',
        `A test clock only moves forward; the platform's time is ${new Date(platformNow).toISOString()}`,
      );
    }
  } else {
    const seconds = body.seconds ?? 0;
    if (!(seconds > 0)) throw invalidField('seconds', '`seconds` must be greater than 0');
    target = platformNow + Math.round(seconds * 1000);
  }
  if (target - platformNow > MAX_ADVANCE_MS) {
    throw invalidInput(
      `One advance moves at most ${MAX_ADVANCE_MS / 86_400_000} days; advance again for more`,
    );
  }
  return target;
}
