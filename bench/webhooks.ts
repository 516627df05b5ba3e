// Webhook events delivered per second to a loopback receiver, on PGlite and PostgreSQL: the
// deliverer of one server process drains an outbox of BENCH_EVENTS events (default 5,000) of
// 50 resources, signing each body and POSTing it to a local HTTP server that answers 200.
// Usage: npm run bench:webhooks   (BENCH_DATABASES=pglite,postgres; BENCH_EVENTS)
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { systemClock } from '../src/clock.js';
import { loadConfig } from '../src/config.js';
import type { ServiceContext } from '../src/context.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { recordEvents } from '../src/events/record.js';
import { updateConfig } from '../src/modules/config/service.js';
import { createPlatform } from '../src/modules/platforms/service.js';
import { WebhookDeliverer } from '../src/modules/webhooks/deliverer.js';
import { scratchPostgres } from './scratch-postgres.js';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 5_000);
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((d) => d.trim());

let received = 0;
const receiver = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    received++;
    response.writeHead(200).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const address = receiver.address();
if (!address || typeof address === 'string') throw new Error('no receiver address');

interface Run {
  perSecond: number;
  seconds: number;
  /** Peak RSS of this process (the deliverer runs in it) while delivering, MB. */
  peakRssMb: number;
}

async function run(databaseUrl: string | undefined): Promise<Run> {
  const database = await openDatabase(databaseUrl ? { databaseUrl, poolSize: 20 } : {});
  try {
    await migrateToLatest(database.db);
    const ctx: ServiceContext = {
      db: database.db,
      clock: systemClock,
      config: loadConfig({ LOG_LEVEL: 'silent' }),
    };
    const platform = await createPlatform(ctx, { name: 'Webhook bench' });
    if (!platform) throw new Error('no platform');
    await updateConfig(ctx, platform.platformId, {
      webhookEndpoint: `http://127.0.0.1:${address && typeof address === 'object' ? address.port : 0}/hook`,
    });
    const now = new Date();
    for (let i = 0; i < EVENTS; i += 500) {
      await recordEvents(
        database.db,
        Array.from({ length: Math.min(500, EVENTS - i) }, (_, j) => ({
          platformId: platform.platformId,
          type: 'INTERNAL_ACCOUNT.BALANCE_UPDATED',
          resourceId: `InternalAccount:bench-${(i + j) % 50}`,
          data: { id: `InternalAccount:bench-${(i + j) % 50}`, balance: { amount: i + j } },
          now,
        })),
      );
    }
    received = 0;
    const deliverer = new WebhookDeliverer(ctx, { batchSize: 50 });
    const started = performance.now();
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 100);
    await deliverer.drain();
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const seconds = (performance.now() - started) / 1000;
    // The TEST event of the endpoint change is delivered too (EVENTS + 1 in all).
    if (received < EVENTS) throw new Error(`only ${received} of ${EVENTS} events arrived`);
    return {
      perSecond: Math.round(received / seconds),
      seconds: Number(seconds.toFixed(2)),
      peakRssMb: Math.round(peak / 1024 / 1024),
    };
  } finally {
    await database.close();
  }
}

console.log(`\nWebhook delivery: ${EVENTS} events of 50 resources to a loopback receiver\n`);
console.log('| database | events/s | seconds | peak RSS MB |');
console.log('|---|---|---|---|');
const results: ({ database: string; skipped?: string } & Partial<Run>)[] = [];
for (const name of databases) {
  if (name === 'pglite') {
    const r = await run(undefined);
    results.push({ database: 'PGlite (in memory)', ...r });
  } else {
    const scratch = await scratchPostgres();
    if (typeof scratch === 'string') {
      results.push({ database: 'PostgreSQL', skipped: scratch });
      continue;
    }
    try {
      results.push({ database: 'PostgreSQL', ...(await run(scratch.url)) });
    } finally {
      await scratch.drop();
    }
  }
}
for (const r of results) {
  console.log(
    r.skipped
      ? `| ${r.database} | skipped: ${r.skipped} | | |`
      : `| ${r.database} | ${r.perSecond} | ${r.seconds} | ${r.peakRssMb} |`,
  );
}
// For bench/run.ts: the figures as JSON.
if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(results));
receiver.close();
