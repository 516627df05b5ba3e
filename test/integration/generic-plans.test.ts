import { type Compilable, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.js';
import * as jobs from '../../src/jobs/queue.js';
import * as events from '../../src/modules/webhooks/store.js';
import { createTestDatabase } from '../helpers/global-setup.js';

/**
 * Every statement with parameters is prepared (decision 0026), and after five runs PostgreSQL
 * may plan it once for any parameters (a generic plan). A partial index is usable in that plan
 * only if the query's own literals imply the index predicate: with the statuses as parameters,
 * each claim of the webhook deliverer read every event ever recorded. These tests force the
 * generic plan and check that the queue claims read their partial index instead.
 */
let testDatabase: { url: string; drop: () => Promise<void> };
let handle: DatabaseHandle;

beforeAll(async () => {
  testDatabase = await createTestDatabase(inject('adminUrl'), inject('templateDatabase'));
  handle = await openDatabase({ databaseUrl: testDatabase.url, poolSize: 1 });
  const { db } = handle;
  const platform = '00000000-0000-4000-8000-00000000c1a1';
  await sql`insert into platforms (id, name, created_at, updated_at) values (${platform}, 'plans', now(), now())`.execute(
    db,
  );
  // A large delivered history and a backlog of due events, each of its own resource.
  await sql`
    insert into events (id, platform_id, type, resource_id, data, created_at, delivery_status, next_attempt_at)
    select gen_random_uuid(), ${platform}, 'CUSTOMER.KYC_APPROVED', 'Customer:' || g, '{}', now(),
           case when g <= 20000 then 'DELIVERED' else 'PENDING' end, now() - interval '1 second'
    from generate_series(1, 21000) g`.execute(db);
  await sql`
    insert into jobs (id, kind, payload, state, run_at, created_at, updated_at)
    select gen_random_uuid(), 'probe', '{}', case when g <= 20000 then 'DONE' else 'QUEUED' end,
           now() - interval '1 second', now(), now()
    from generate_series(1, 21000) g`.execute(db);
  await sql`analyze events`.execute(db);
  await sql`analyze jobs`.execute(db);
  await sql`set plan_cache_mode = force_generic_plan`.execute(db);
});
afterAll(async () => {
  await handle.close();
  await testDatabase.drop();
});

/** A parameter written as an SQL literal, for EXECUTE (which takes no bind parameters). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') return String(value);
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `'${text.replace(/'/g, "''")}'`;
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The generic plan of `query` as PostgreSQL would run it prepared, as a flat list of nodes. */
async function genericPlan(name: string, query: Compilable): Promise<PlanNode[]> {
  const { sql: text, parameters } = query.compile();
  const { db } = handle;
  await sql.raw(`prepare ${name} as ${text}`).execute(db);
  try {
    const result = await sql
      .raw<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
        `explain (format json) execute ${name}(${parameters.map(literal).join(', ')})`,
      )
      .execute(db);
    const [explained] = result.rows[0]?.['QUERY PLAN'] ?? [];
    if (!explained) throw new Error('no plan');
    return nodesOf(explained.Plan);
  } finally {
    await sql.raw(`deallocate ${name}`).execute(handle.db);
  }
}

describe('queue claims under a generic plan', () => {
  it('the webhook deliverer reads events_due and never the whole table', async () => {
    const plan = await genericPlan('claim_events', events.claimQuery(handle.db, new Date(), 32, 60_000, 1));
    expect(plan.some((n) => n['Index Name'] === 'events_due')).toBe(true);
    expect(plan.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'events')).toEqual([]);
  });

  it('the job worker reads jobs_due and never the whole table', async () => {
    const plan = await genericPlan('claim_jobs', jobs.claimQuery(handle.db, new Date(), 8, 60_000, 1));
    expect(plan.some((n) => n['Index Name'] === 'jobs_due')).toBe(true);
    expect(plan.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'jobs')).toEqual([]);
  });

  it('the claims still claim, oldest first, under that plan', async () => {
    const claimed = await events.claimDueEvents(handle.db, new Date(), 32, 60_000, 1);
    expect(claimed).toHaveLength(32);
    const seqs = claimed.map((e) => Number(e.seq)).sort((a, b) => a - b);
    expect(seqs[0]).toBe(20001);
    expect(await jobs.claimDueJobs(handle.db, new Date(), 8, 60_000, 1)).toHaveLength(8);
  });
});
