import { AsyncLocalStorage } from 'node:async_hooks';
import { assert } from './assert.js';

/** Source of "now", injectable so that tests can move time instead of waiting for it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A platform's sandbox time runs `offsetMs` ahead of the service's own (its test clock was
 * advanced, docs/test-clock.md). Code that works for one platform (a request, a job) runs
 * inside `inPlatformTime`, so every `ctx.clock.now()` it reads is that platform's.
 */
export interface PlatformTime {
  platformId: string;
  offsetMs: number;
}

const platformTime = new AsyncLocalStorage<PlatformTime>();

/**
 * Runs `work` in a platform's time. A platform whose clock was never advanced runs in the
 * service's time, without the cost of a context.
 */
export function inPlatformTime<T>(time: PlatformTime, work: () => T): T {
  assert(Number.isSafeInteger(time.offsetMs) && time.offsetMs >= 0, 'a sandbox clock only moves forward');
  return time.offsetMs === 0 ? work() : platformTime.run(time, work);
}

/** Runs `work` in the service's own time, whatever platform's time the caller runs in. */
export function inServiceTime<T>(work: () => T): T {
  return platformTime.exit(work);
}

/** The platform time the calling code runs in, if it is not the service's own. */
export function currentPlatformTime(): PlatformTime | undefined {
  return platformTime.getStore();
}

/** `base`, read in the time of the platform the calling code works for. */
export function platformTimed(base: Clock): Clock {
  return {
    now: () => {
      const at = base.now();
      const time = platformTime.getStore();
      return time ? new Date(at.getTime() + time.offsetMs) : at;
    },
  };
}

/**
 * The service-time instant of `at`, an instant read from `ctx.clock` by the calling code (so in
 * the time it runs in). What background work compares with its own clock (a job's `run_at`, a
 * webhook's next attempt) is stored in service time, so it falls due for every process,
 * whatever platform it belongs to.
 */
export function toServiceTime(at: Date): Date {
  const time = platformTime.getStore();
  return time ? new Date(at.getTime() - time.offsetMs) : at;
}
