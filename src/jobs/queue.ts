import { type Kysely, sql } from 'kysely';
import { assert } from '../assert.js';
import { holderGone } from '../db/presence.js';
import type { Database } from '../db/schema.js';
import { newUuid } from '../ids.js';

export interface Job {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
}

/** Queues work; pass the business transaction so the job exists only if the change commits. */
export async function enqueueJob(
  db: Kysely<Database>,
  job: { kind: string; payload: unknown; runAt: Date; now: Date },
): Promise<string> {
  const id = newUuid();
  await db
    .insertInto('jobs')
    .values({
      id,
      kind: job.kind,
      payload: JSON.stringify(job.payload),
      state: 'QUEUED',
      run_at: job.runAt,
      created_at: job.now,
      updated_at: job.now,
    })
    .execute();
  return id;
}

/**
 * Claims up to `limit` due jobs for the process `lockedBy`. SKIP LOCKED lets any number of
 * processes poll the same table without taking the same job; a RUNNING job whose process is
 * gone (its presence lock is free) or whose lease ran out is due again.
 */
export async function claimDueJobs(
  db: Kysely<Database>,
  now: Date,
  limit: number,
  leaseMs: number,
  lockedBy: number | null,
): Promise<Job[]> {
  const rows = await claimQuery(db, now, limit, leaseMs, lockedBy).execute();
  return rows.map((r) => ({ id: r.id, kind: r.kind, payload: r.payload, attempts: r.attempts }));
}

/**
 * The claim statement, with its states and limit as literals so that its generic plan (it is
 * a prepared statement) can use the partial index `jobs_due`.
 */
export function claimQuery(
  db: Kysely<Database>,
  now: Date,
  limit: number,
  leaseMs: number,
  lockedBy: number | null,
) {
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
          eb.or([
            eb.and([eb('state', '=', sql.lit('QUEUED')), eb('run_at', '<=', now)]),
            eb.and([
              eb('state', '=', sql.lit('RUNNING')),
              eb.or([eb('locked_until', '<', now), holderGone(eb.ref('locked_by'))]),
            ]),
          ]),
        )
        .orderBy('run_at')
        .limit(sql.lit(limit))
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'kind', 'payload', 'attempts']);
}

/**
 * Both settle only the run that claimed the job (`job.attempts` counts claims): a run that
 * was taken over, because its process looked gone, leaves the job to its new owner.
 */
export async function completeJob(db: Kysely<Database>, job: Job, now: Date): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ state: 'DONE', locked_until: null, locked_by: null, updated_at: now })
    .where('id', '=', job.id)
    .where('attempts', '=', job.attempts)
    .execute();
}

export async function failJob(
  db: Kysely<Database>,
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
