import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { assert } from '../assert.js';
import { inPlatformTime } from '../clock.js';
import type { ServiceContext } from '../context.js';
import type { JobsTables } from '../jobs/tables.js';
import type { TestClocksDb, TestClocksTables } from './tables.js';

/**
 * Test clocks (docs/test-clock.md): each sandbox platform's time runs `offset_ms` ahead of the
 * service's once its clock was advanced. This kernel owns the `test_clocks` table and puts the
 * code that works for a platform (its requests, its jobs, its webhook deliveries) in that
 * platform's time; the sandbox clock routes (src/modules/test-clock) move it.
 */

export type TestClockStatus = 'READY' | 'ADVANCING';

export interface TestClockRow {
  offsetMs: number;
  status: TestClockStatus;
  advancingSince: Date | null;
}

/** How far ahead of the service's time `platformId`'s time runs (0: never advanced, or production). */
export async function offsetOf(
  ctx: Pick<ServiceContext, 'db' | 'changes' | 'config'>,
  platformId: string,
): Promise<number> {
  // Production has no test clocks: no read at all.
  if (ctx.config.serviceEnv !== 'sandbox') return 0;
  const load = async () => (await readClock(ctx.db, platformId))?.offsetMs ?? 0;
  // Kept in memory like tokens and configurations, dropped on any change (migration 0024).
  return ctx.changes && !ctx.db.isTransaction ? ctx.changes.read('clock', platformId, load) : load();
}

/** The offset of `platformId` if this process holds a fresh copy of it (no read, no promise). */
export function keptOffsetOf(
  ctx: Pick<ServiceContext, 'changes' | 'config'>,
  platformId: string,
): number | undefined {
  if (ctx.config.serviceEnv !== 'sandbox') return 0;
  return ctx.changes?.peek<number>('clock', platformId);
}

/** Runs `work` in `platformId`'s time (src/clock.ts). */
export async function inTimeOf<T>(
  ctx: Pick<ServiceContext, 'db' | 'changes' | 'config'>,
  platformId: string,
  work: () => Promise<T>,
): Promise<T> {
  const offsetMs = await offsetOf(ctx, platformId);
  return inPlatformTime({ platformId, offsetMs }, work);
}

export async function readClock(db: TestClocksDb, platformId: string): Promise<TestClockRow | undefined> {
  const row = await db
    .selectFrom('test_clocks')
    .select(['offset_ms', 'status', 'advancing_since'])
    .where('platform_id', '=', platformId)
    .executeTakeFirst();
  return row && { offsetMs: Number(row.offset_ms), status: row.status, advancingSince: row.advancing_since };
}

/**
 * Marks the platform's clock ADVANCING, unless another advance holds it (one that started
 * less than `staleAfterMs` ago: an older one died with its process). Answers the clock, or
 * undefined when it is taken.
 */
export async function beginAdvance(
  db: TestClocksDb,
  platformId: string,
  now: Date,
  staleAfterMs: number,
): Promise<TestClockRow | undefined> {
  const staleBefore = new Date(now.getTime() - staleAfterMs);
  const row = await db
    .insertInto('test_clocks')
    .values({
      platform_id: platformId,
      offset_ms: 0n,
      status: 'ADVANCING',
      advancing_since: now,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .column('platform_id')
        .doUpdateSet({ status: 'ADVANCING', advancing_since: now, updated_at: now })
        .where((eb) =>
          eb.or([
            eb('test_clocks.status', '=', 'READY'),
            eb('test_clocks.advancing_since', '<', staleBefore),
          ]),
        ),
    )
    .returning(['offset_ms', 'status', 'advancing_since'])
    .executeTakeFirst();
  return row && { offsetMs: Number(row.offset_ms), status: row.status, advancingSince: row.advancing_since };
}

/**
 * Moves the platform's time `byMs` further ahead; pass the transaction that moves its queued
 * jobs with it (src/jobs shiftQueuedJobs), so no process sees the new time with the old
 * schedule. Also renews the advance's lease.
 */
export async function moveClock(
  trx: TestClocksDb,
  platformId: string,
  byMs: number,
  now: Date,
): Promise<void> {
  assert(Number.isSafeInteger(byMs) && byMs >= 0, 'a test clock moves forward by whole milliseconds');
  const moved = await trx
    .updateTable('test_clocks')
    .set({ offset_ms: sql`offset_ms + ${BigInt(byMs)}`, advancing_since: now, updated_at: now })
    .where('platform_id', '=', platformId)
    .where('status', '=', 'ADVANCING')
    .executeTakeFirst();
  assert(moved.numUpdatedRows === 1n, 'a clock is moved only while its advance holds it (beginAdvance)');
}

/**
 * True for the jobs of a platform whose clock is advancing: the advance runs them itself, one
 * by one in order, so no worker takes them meanwhile (an advance silent for `leaseMs` died).
 */
export function advancingPlatformOf(
  eb: ExpressionBuilder<TestClocksTables & JobsTables, 'jobs'>,
  now: Date,
  leaseMs: number,
): Expression<SqlBool> {
  return eb.exists(
    eb
      .selectFrom('test_clocks as c')
      .select(sql.lit(1).as('one'))
      .whereRef('c.platform_id', '=', 'jobs.platform_id')
      .where('c.status', '=', sql.lit('ADVANCING'))
      .where('c.advancing_since', '>', new Date(now.getTime() - leaseMs)),
  );
}

/** How long an advance may go without moving its clock before it counts as dead. */
export const ADVANCE_LEASE_MS = 60_000;

export async function endAdvance(db: TestClocksDb, platformId: string, now: Date): Promise<void> {
  await db
    .updateTable('test_clocks')
    .set({ status: 'READY', advancing_since: null, updated_at: now })
    .where('platform_id', '=', platformId)
    .execute();
}
