// Webhook events delivered per second to a loopback receiver, on the embedded PostgreSQL and
// on an external PostgreSQL: the deliverer, run in this process, drains an outbox of
// BENCH_EVENTS events (default 5,000) of 50 resources, signing each body and POSTing it to a
// local HTTP server that answers 200.
// Usage: npm run bench:webhooks   (BENCH_DATABASES=embedded,postgres; BENCH_EVENTS)
// Embedded: a cluster in a fresh folder, started by this process (`openDatabase({ dataDir })`).
// PostgreSQL: DATABASE_URL if set (use a scratch database), else a scratch database created on
// BENCH_POSTGRES_URL (default the local server) and dropped afterwards.
// bench/run.ts imports startReceiver and seedOutbox, and lets the built server's own deliverer
// drain the outbox instead of the one this script runs in-process.
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { systemClock } from '../src/clock.js';
import { loadConfig } from '../src/config.js';
import { ChangeFeed } from '../src/db/changes.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import type { Database } from '../src/db/schema.js';
import { recordEvents } from '../src/events/record.js';
import { clusterDir, makeDataDir, removeDataDir, samplePostgresRss } from './lib/process.js';
import { updateConfig } from '../src/modules/config/service.js';
import { createPlatform } from '../src/modules/platforms/service.js';
import { WebhookDeliverer } from '../src/modules/webhooks/deliverer.js';
import { serviceContext } from '../src/modules/index.js';
import { worldFor } from '../src/sandbox/index.js';
import { scratchPostgres } from './scratch-postgres.js';

export const EVENTS = Number(process.env.BENCH_EVENTS ?? 5_000);

/** A loopback HTTP server that answers 200 to everything and counts what it received. */
export interface Receiver {
  url: string;
  received(): number;
  /** performance.now() of the first and last request since the last reset. */
  firstAt(): number | undefined;
  lastAt(): number | undefined;
  reset(): void;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  let received = 0;
  let first: number | undefined;
  let last: number | undefined;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received++;
      last = performance.now();
      first ??= last;
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no receiver address');
  return {
    url: `http://127.0.0.1:${address.port}/hook`,
    received: () => received,
    firstAt: () => first,
    lastAt: () => last,
    reset: () => {
      received = 0;
      first = undefined;
      last = undefined;
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/**
 * A new platform whose webhookEndpoint is `endpoint`, and `count` events of 50 resources in
 * its outbox, due now. Setting the endpoint records one TEST event too: `count + 1` in all.
 */
export async function seedOutbox(db: Kysely<Database>, endpoint: string, count = EVENTS): Promise<string> {
  const config = loadConfig({ LOG_LEVEL: 'silent' });
  const ctx = serviceContext({ db, clock: systemClock, config, world: worldFor(config) });
  const platform = await createPlatform(ctx, { name: 'Webhook bench' });
  if (!platform) throw new Error('no platform');
  await updateConfig(ctx, platform.platformId, { webhookEndpoint: endpoint });
  const now = new Date();
  for (let i = 0; i < count; i += 500) {
    await recordEvents(
      db,
      Array.from({ length: Math.min(500, count - i) }, (_, j) => ({
        platformId: platform.platformId,
        type: 'INTERNAL_ACCOUNT.BALANCE_UPDATED',
        resourceId: `InternalAccount:bench-${(i + j) % 50}`,
        data: { id: `InternalAccount:bench-${(i + j) % 50}`, balance: { amount: i + j } },
        now,
      })),
    );
  }
  return platform.platformId;
}

interface Run {
  perSecond: number;
  seconds: number;
  /** Peak RSS of this process (the deliverer runs in it) while delivering, MB. */
  peakRssMb: number;
  /** Embedded: peak summed RSS of the PostgreSQL processes while delivering, MB. */
  postgresRssMb?: number;
}

async function run(
  receiver: Receiver,
  where: { databaseUrl: string } | { dataDir: string },
  events = EVENTS,
): Promise<Run> {
  const database = await openDatabase({ ...where, poolSize: 20 });
  let changes: ChangeFeed | undefined;
  try {
    await migrateToLatest(database.db);
    await seedOutbox(database.db, receiver.url, events);
    receiver.reset();
    const config = loadConfig({ LOG_LEVEL: 'silent' });
    const ctx = serviceContext({ db: database.db, clock: systemClock, config, world: worldFor(config) });
    // As the server has it (src/main.ts): configurations and test clocks are read once, not per
    // delivery.
    changes = await ChangeFeed.start({ connect: () => database.openSession() });
    ctx.changes = changes;
    const deliverer = new WebhookDeliverer(ctx, { batchSize: 50 });
    const started = performance.now();
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 100);
    const postgres = 'dataDir' in where ? samplePostgresRss(clusterDir(where.dataDir)) : undefined;
    try {
      await deliverer.drain();
    } finally {
      clearInterval(sampler);
    }
    const postgresRssMb = postgres?.stop();
    peak = Math.max(peak, process.memoryUsage().rss);
    const seconds = (performance.now() - started) / 1000;
    // The TEST event of the endpoint change is delivered too (EVENTS + 1 in all).
    if (receiver.received() < events)
      throw new Error(`only ${receiver.received()} of ${events} events arrived`);
    return {
      perSecond: Math.round(receiver.received() / seconds),
      seconds: Number(seconds.toFixed(2)),
      peakRssMb: Math.round(peak / 1024 / 1024),
      ...(postgresRssMb === undefined ? {} : { postgresRssMb: Math.round(postgresRssMb) }),
    };
  } finally {
    await changes?.stop();
    await database.close();
  }
}

async function main(): Promise<void> {
  const databases = (process.env.BENCH_DATABASES ?? 'embedded,postgres')
    .split(',')
    .map((d) => d.trim())
    .filter((d) => d !== '');
  const receiver = await startReceiver();
  const results: ({ database: string; skipped?: string } & Partial<Run>)[] = [];
  // The deliverer runs in this process: whichever database came first paid for warming up
  // its code (10-20 % fewer events/s). A small unmeasured round on the embedded database
  // first puts both on the same footing.
  const warmUp = makeDataDir('payments-webhooks-warm-up-');
  try {
    await run(receiver, { dataDir: warmUp }, Math.min(EVENTS, 1_000));
  } finally {
    await removeDataDir(warmUp);
  }
  for (const name of databases) {
    if (name === 'embedded') {
      const dataDir = makeDataDir('payments-webhooks-bench-');
      try {
        results.push({ database: 'embedded PostgreSQL', ...(await run(receiver, { dataDir })) });
      } finally {
        await removeDataDir(dataDir);
      }
    } else if (name !== 'postgres') {
      results.push({ database: name, skipped: 'unknown database (embedded or postgres)' });
    } else {
      const scratch = await scratchPostgres();
      if (typeof scratch === 'string') {
        results.push({ database: 'PostgreSQL', skipped: scratch });
        continue;
      }
      try {
        results.push({ database: 'PostgreSQL', ...(await run(receiver, { databaseUrl: scratch.url })) });
      } finally {
        await scratch.drop();
      }
    }
  }
  console.log(`\nWebhook delivery: ${EVENTS} events of 50 resources to a loopback receiver\n`);
  console.log('| database | events/s | seconds | peak RSS MB (this process) | PostgreSQL peak RSS MB |');
  console.log('|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      r.skipped
        ? `| ${r.database} | skipped: ${r.skipped} | | | |`
        : `| ${r.database} | ${r.perSecond} | ${r.seconds} | ${r.peakRssMb} | ${r.postgresRssMb ?? ''} |`,
    );
  }
  await receiver.close();
}

// Run as a script, not imported by bench/run.ts.
if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await main();
