import type { FastifyBaseLogger } from 'fastify';
import { inServiceTime } from '../clock.js';
import { isDatabaseUnavailable } from '../db/faults.js';

/**
 * Calls `drain` now and then: after `pollMs` of quiet, or at once when nudged. Background
 * workers (jobs, webhook delivery) share it; the work itself lives in the database, so a
 * poller that stops loses nothing.
 */
export class Poller {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  /** Not polling: before start() and after stop(). */
  private stopped = true;
  private again = false;
  /** The last drain failed because the database is away (said once, not every poll). */
  private databaseAway = false;
  /** stop() was called: a drain in progress should return after its current batch. */
  stopRequested = false;

  constructor(
    private readonly drain: () => Promise<unknown>,
    private readonly options: { pollMs: number; logger?: FastifyBaseLogger | undefined; name: string },
  ) {}

  start(): void {
    this.stopped = false;
    this.stopRequested = false;
    this.schedule(0);
  }

  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopRequested = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      // A nudge from a request would otherwise run the drain in that request's platform time
      // (a timer keeps the async context it was set in): background work runs in the service's.
      this.running = inServiceTime(this.drain)
        .then(() => {
          if (this.databaseAway) this.options.logger?.info(`${this.options.name} poll: the database is back`);
          this.databaseAway = false;
        })
        .catch((err: unknown) => {
          if (!isDatabaseUnavailable(err)) {
            this.options.logger?.error({ err }, `${this.options.name} poll failed`);
          } else if (!this.databaseAway) {
            this.databaseAway = true;
            const reason = err instanceof Error ? err.message : String(err);
            this.options.logger?.warn(
              { reason },
              `${this.options.name} poll: the database is away; polling on`,
            );
          }
        })
        .finally(() => {
          this.running = undefined;
          const next = this.again ? 0 : this.options.pollMs;
          this.again = false;
          this.schedule(next);
        });
    }, delay);
    this.timer.unref();
  }
}
