import { sql } from 'kysely';
import { assert } from '../assert.js';
import { toServiceTime } from '../clock.js';
import { claimableAt } from '../db/presence.js';
import { newUuid } from '../ids.js';
import { ADVANCE_LEASE_MS, advancingPlatformOf } from '../test-clocks/index.js';
import type { JobsDb, JobsTable } from './tables.js';

export interface Job {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
  /** The platform it works for: it runs in that platform's time (src/test-clocks). */
  platformId: string | null;
}

/**
 * Queues work; pass the business transaction so the job exists only if the change commits.
 * `runAt` and `now` are read from `ctx.clock` (the time the caller runs in); `run_at` is kept in
 * service time, which every process's worker compares with its own clock.
 */
export async function enqueueJob(
  db: JobsDb,
  job: { kind: string; platformId: string | null; payload: unknown; runAt: Date; now: Date },
): Promise<string> {
  const id = newUuid();
  await db
    .insertInto('jobs')
    .values({
      id,
      kind: job.kind,
      platform_id: job.platformId,
      payload: JSON.stringify(job.payload),
      state: 'QUEUED',
      run_at: toServiceTime(job.runAt),
      created_at: job.now,
      updated_at: job.now,
    })
    .execute();
  return id;
}

/** The first job queued for a platform: the next of its delayed outcomes (src/test-clocks). */
export async function nextQueuedJob(
  db: JobsDb,
  platformId: string,
): Promise<{ id: string; runAt: Date } | undefined> {
  const row = await db
    .selectFrom('jobs')
    .select(['id', 'run_at'])
    .where('platform_id', '=', platformId)
    .where('state', '=', sql.lit('QUEUED'))
    .orderBy('run_at')
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row && { id: row.id, runAt: row.run_at };
}

/** How many jobs are queued for a platform. */
export async function queuedJobCount(db: JobsDb, platformId: string): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('platform_id', '=', platformId)
    .where('state', '=', sql.lit('QUEUED'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Brings a platform's queued jobs `byMs` sooner (its clock moved that far ahead). */
export async function shiftQueuedJobs(db: JobsDb, platformId: string, byMs: number): Promise<void> {
  assert(Number.isSafeInteger(byMs) && byMs > 0, 'jobs move by a positive whole number of milliseconds');
  await db
    .updateTable('jobs')
    .set({ run_at: sql`run_at - ${byMs} * interval '1 millisecond'` })
    .where('platform_id', '=', platformId)
    .where('state', '=', sql.lit('QUEUED'))
    .execute();
}

/**
 * Claims one queued job by id (for a run now, whatever its `run_at`); undefined when it is
 * not queued any more (another process took it, or it ran).
 */
export async function claimJob(
  db: JobsDb,
  id: string,
  now: Date,
  leaseMs: number,
  lockedBy: number | null,
): Promise<Job | undefined> {
  const row = await db
    .updateTable('jobs')
    .set({
      state: 'RUNNING',
      locked_until: new Date(now.getTime() + leaseMs),
      locked_by: lockedBy,
      attempts: sql`attempts + 1`,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('state', '=', sql.lit('QUEUED'))
    .returning(['id', 'kind', 'payload', 'attempts', 'platform_id'])
    .executeTakeFirst();
  return row && jobOf(row);
}

/** A job's state, to wait for a run another process claimed. */
export async function jobState(db: JobsDb, id: string): Promise<JobsTable['state'] | undefined> {
  const row = await db.selectFrom('jobs').select('state').where('id', '=', id).executeTakeFirst();
  return row?.state;
}

function jobOf(row: {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
  platform_id: string | null;
}): Job {
  return {
    id: row.id,
    kind: row.kind,
    payload: row.payload,
    attempts: row.attempts,
    platformId: row.platform_id,
  };
}

/**
 * Claims up to `limit` due jobs for the process `lockedBy`. SKIP LOCKED lets any number of
 * processes poll the same table without taking the same job; a RUNNING job whose process is
 * gone (its presence lock is free) or whose lease ran out is due again.
 */
export async function claimDueJobs(
  db: JobsDb,
  now: Date,
  limit: number,
  leaseMs: number,
  lockedBy: number | null,
): Promise<Job[]> {
  const rows = await claimQuery(db, now, limit, leaseMs, lockedBy).execute();
  return rows.map(jobOf);
}

/**
 * The claim statement, with its states and limit as literals so that its generic plan (it is
 * a prepared statement) can use the partial index `jobs_due`.
 */
export function claimQuery(db: JobsDb, now: Date, limit: number, leaseMs: number, lockedBy: number | null) {
  assert(Number.isSafeInteger(limit) && limit > 0, 'a claim limit is a positive integer');
  const leaseUntil = new Date(now.getTime() + leaseMs);
  return db
    .updateTable('jobs')
    .set({
      state: 'RUNNING',
      locked_until: leaseUntil,
      locked_by: lockedBy,
      attempts: sql`attempts + 1`,
      updated_at: now,
    })
    .where(
      'id',
      'in',
      db
        .selectFrom('jobs')
        .select('id')
        .where((eb) =>
          claimableAt(
            {
              state: eb.ref('state'),
              dueAt: eb.ref('run_at'),
              lockedUntil: eb.ref('locked_until'),
              lockedBy: eb.ref('locked_by'),
            },
            { waiting: 'QUEUED', taken: 'RUNNING' },
            now,
          ),
        )
        // An advancing test clock runs its platform's jobs itself, in order (src/test-clocks).
        .where((eb) => eb.not(advancingPlatformOf(eb, now, ADVANCE_LEASE_MS)))
        .orderBy('run_at')
        .limit(sql.lit(limit))
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'kind', 'payload', 'attempts', 'platform_id']);
}

/**
 * Both settle only the run that claimed the job (`job.attempts` counts claims): a run that
 * was taken over, because its process looked gone, leaves the job to its new owner.
 */
export async function completeJob(db: JobsDb, job: Job, now: Date): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ state: 'DONE', locked_until: null, locked_by: null, updated_at: now })
    .where('id', '=', job.id)
    .where('attempts', '=', job.attempts)
    .execute();
}

export async function failJob(
  db: JobsDb,
  job: Job,
  error: string,
  retryAt: Date | undefined,
  now: Date,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      state: retryAt ? 'QUEUED' : 'FAILED',
      run_at: retryAt ?? now,
      locked_until: null,
      locked_by: null,
      last_error: error.slice(0, 2000),
      updated_at: now,
    })
    .where('id', '=', job.id)
    .where('attempts', '=', job.attempts)
    .execute();
}
