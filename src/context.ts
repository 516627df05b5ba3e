import type { Kysely } from 'kysely';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { ChangeFeed } from './db/changes.js';
import type { Database } from './db/schema.js';
import type { ComposedHooks } from './hooks.js';
import type { Revisions } from './revisions/index.js';
import type { World } from './sandbox/world.js';

/** What every service function needs: the database, the clock, the configuration and the world outside. */
export interface ServiceContext {
  db: Kysely<Database>;
  clock: Clock;
  config: Config;
  /** The modules' hooks into each other's changes (src/hooks.ts), composed at start. */
  hooks: ComposedHooks;
  /** How answers and webhooks are given in each revision (src/revisions), composed at start. */
  revisions: Revisions;
  /**
   * The outside world: KYC provider, bank rails, FX source, UMA network and the rest
   * (src/sandbox/world.ts); simulated by the magic values in the sandbox (`worldFor(config)`).
   */
  world: World;
  /**
   * This process's number in the database (src/db/presence.ts), written into the `locked_by`
   * of what it works on, so others can tell when it is gone; absent in processes without one.
   */
  presence?: { readonly id: number };
  /**
   * Copies of tokens and platform configurations kept in this process and dropped when any
   * process changes them (src/db/changes.ts); absent in processes without one (they read the
   * database each time).
   */
  changes?: ChangeFeed;
  /**
   * Runs one queued job now, whatever its `run_at`, and answers once it is not running any
   * more (a test clock reached it; src/modules/test-clock). Absent in processes without a worker.
   */
  runJobNow?: (jobId: string) => Promise<void>;
  /** Wakes this process's job worker after a job was queued (no-op when none runs). */
  notifyJobs?: () => void;
  /** Wakes this process's webhook deliverer (no-op when none runs). */
  notifyWebhooks?: () => void;
}
