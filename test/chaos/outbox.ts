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
  options: { allowRedelivery: boolean; since: Date },
): Promise<{ events: number; jobs: number; jobRetries: number; redelivered: number }> {
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
      .select(['id', 'type', 'resource_id', 'delivery_status', 'created_at', 'seq'])
      // This run's rows: the PostgreSQL database is shared by the run's scenarios.
      .where('created_at', '>=', options.since)
      .execute();
    const perStep = new Map<string, number>();
    for (const e of events) {
      if (!e.resource_id.startsWith('Transaction:')) continue;
      const step = `${e.resource_id} ${e.type}`;
      perStep.set(step, (perStep.get(step) ?? 0) + 1);
    }
    expect([...perStep].filter(([, n]) => n > 1)).toEqual([]);
    // Exactly one final status per payment.
    const finals = new Map<string, number>();
    for (const [step, n] of perStep) {
      const [resource, type] = step.split(' ') as [string, string];
      finals.set(
        resource,
        (finals.get(resource) ?? 0) + (/_PAYMENT\.(COMPLETED|FAILED)$/.test(type) ? n : 0),
      );
    }
    expect([...finals].filter(([, n]) => n !== 1)).toEqual([]);
    const jobs = await db
      .selectFrom('jobs')
      .select(['kind', 'state', 'attempts'])
      .where('created_at', '>=', options.since)
      .execute();
    expect(jobs.filter((j) => j.state !== 'DONE')).toEqual([]);
    // Without kills each scheduled step ran once; a kill mid-step may cost a second attempt,
    // whose effect the step's own status check makes a no-op (one final event, above).
    if (!options.allowRedelivery) expect(jobs.filter((j) => j.attempts !== 1)).toEqual([]);

    // Every event reached the receiver; more than once only if a crash allowed it.
    expect(events.filter((e) => e.delivery_status !== 'DELIVERED')).toEqual([]);
    const seen = new Map<string, number>();
    for (const r of received) seen.set(r.envelope.id, (seen.get(r.envelope.id) ?? 0) + 1);
    const missing = events.filter((e) => !seen.has(`Webhook:${e.id}`));
    const attempts =
      missing.length === 0
        ? []
        : await db
            .selectFrom('webhook_attempts')
            .select(['event_id', 'url', 'status_code', 'error', 'attempted_at'])
            .where(
              'event_id',
              'in',
              missing.map((e) => e.id),
            )
            .execute();
    expect({ missing, attempts }).toEqual({ missing: [], attempts: [] });
    // Each resource's events first reached the receiver in the order they were recorded (a
    // redelivery after a crash may repeat one, never overtake it).
    const recorded = new Map(events.map((e) => [`Webhook:${e.id}`, e]));
    const lastSeq = new Map<string, bigint>();
    const overtaken: string[] = [];
    const first = new Set<string>();
    for (const r of received) {
      const event = recorded.get(r.envelope.id);
      if (!event || first.has(r.envelope.id)) continue;
      first.add(r.envelope.id);
      const seq = BigInt(event.seq);
      const before = lastSeq.get(event.resource_id);
      if (before !== undefined && before > seq) overtaken.push(`${event.resource_id} ${event.type}`);
      lastSeq.set(event.resource_id, seq);
    }
    expect(overtaken).toEqual([]);
    const redelivered = [...seen.values()].filter((n) => n > 1).length;
    if (!options.allowRedelivery) expect(redelivered).toBe(0);
    expect(received.every((r) => r.verified !== false)).toBe(true);
    return {
      events: events.length,
      jobs: jobs.length,
      jobRetries: jobs.filter((j) => j.attempts > 1).length,
      redelivered,
    };
  } finally {
    await database.close();
  }
}
