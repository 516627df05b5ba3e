import { expect } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { runCli } from '../helpers/cli.js';
import type { ReceivedWebhook } from '../helpers/webhook-receiver.js';

/**
 * Checks read from the database once the servers are stopped (PGlite has one user at a
 * time): the ledger, scheduled sandbox steps and webhook delivery each happened once.
 */
export async function checkOutbox(
  env: Record<string, string>,
  received: ReceivedWebhook[],
  options: { allowRedelivery: boolean },
): Promise<{ events: number; jobs: number; redelivered: number }> {
  const ledger = await runCli(['ledger', 'check'], env);
  expect(ledger.code, ledger.stdout + ledger.stderr).toBe(0);

  const database = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
  );
  try {
    const db = database.db;
    // One event per transaction and status: no delayed step ran twice.
    const events = await db
      .selectFrom('events')
      .select(['id', 'type', 'resource_id', 'delivery_status'])
      .execute();
    const perStep = new Map<string, number>();
    for (const e of events) {
      if (!e.resource_id.startsWith('Transaction:')) continue;
      const step = `${e.resource_id} ${e.type}`;
      perStep.set(step, (perStep.get(step) ?? 0) + 1);
    }
    expect([...perStep].filter(([, n]) => n > 1)).toEqual([]);
    const jobs = await db.selectFrom('jobs').select(['kind', 'state', 'attempts']).execute();
    expect(jobs.filter((j) => j.state !== 'DONE')).toEqual([]);

    // Every event reached the receiver; more than once only if a crash allowed it.
    expect(events.filter((e) => e.delivery_status !== 'DELIVERED')).toEqual([]);
    const seen = new Map<string, number>();
    for (const r of received) seen.set(r.envelope.id, (seen.get(r.envelope.id) ?? 0) + 1);
    for (const e of events)
      expect(seen.get(`Webhook:${e.id}`), `webhook of ${e.type}`).toBeGreaterThanOrEqual(1);
    const redelivered = [...seen.values()].filter((n) => n > 1).length;
    if (!options.allowRedelivery) expect(redelivered).toBe(0);
    expect(received.every((r) => r.verified !== false)).toBe(true);
    return { events: events.length, jobs: jobs.length, redelivered };
  } finally {
    await database.close();
  }
}
