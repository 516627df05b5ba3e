// Quote + execute pairs per second between internal accounts, over HTTP, on the embedded
// PostgreSQL and on an external PostgreSQL. The server is a separate process started like
// bench/bulk-import.ts starts it (startService + createPlatform); this process is the client.
// Usage: npm run bench:payments
//   BENCH_SECONDS (10), BENCH_CONNECTIONS (50 concurrent clients), BENCH_CUSTOMERS (100),
//   BENCH_DATABASES (embedded,postgres). Embedded: the server gets the DATA_DIR of a fresh
//   folder and starts its own PostgreSQL there (a child process). PostgreSQL: DATABASE_URL if
//   set (use a scratch database), else a scratch database created on BENCH_POSTGRES_URL
//   (default the local server) and dropped afterwards.
// bench/run.ts imports the client side (apiClient, setUp, load, summarize, verifyLedger) and
// points it at the built server instead.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { systemClock } from '../src/clock.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { checkLedger } from '../src/ledger/ledger.js';
import { startService } from '../src/main.js';
import { serviceContext } from '../src/modules/index.js';
import { worldFor } from '../src/sandbox/index.js';
import { createPlatform } from '../src/modules/platforms/service.js';
import { clusterDir, makeDataDir, removeDataDir, samplePostgresRss, sampleRss } from './lib/process.js';
import { scratchPostgres } from './scratch-postgres.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const customers = Number(process.env.BENCH_CUSTOMERS ?? 100);
const databases = (process.env.BENCH_DATABASES ?? 'embedded,postgres')
  .split(',')
  .map((d) => d.trim())
  .filter((d) => d !== '');
const FUNDING = 10_000_000; // $100,000.00 per customer: far more than 10 s of pairs can spend
const READY = 'PAYMENTS-BENCH-READY ';

// ------------------------------------------------------------------ server process

/** `--serve`: the service, as bench/bulk-import.ts starts it, plus a platform for the client. */
async function serveForBench(): Promise<void> {
  const config = loadConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
  const service = await startService(config);
  const ctx = serviceContext({
    db: service.database.db,
    clock: systemClock,
    config,
    world: worldFor(config),
  });
  const platform = await createPlatform(ctx, { name: 'Payments bench' });
  if (!platform) throw new Error('platform not created');
  process.stdout.write(`${READY}${JSON.stringify({ baseUrl: service.baseUrl, ...platform })}\n`);
  process.once('SIGTERM', () => {
    service.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

/** Where the client sends its requests, and as whom. */
export interface ServerAccess {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
}

interface Server extends ServerAccess {
  child: ChildProcess;
  stop(): Promise<void>;
}

function startServer(env: Record<string, string>): Promise<Server> {
  return new Promise((resolve, reject) => {
    const base = { ...process.env };
    delete base.DATABASE_URL;
    delete base.DATA_DIR;
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve'], {
      env: { ...base, ...env },
    });
    let out = '';
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    const onData = (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith(READY));
      if (!line) return;
      const ready = JSON.parse(line.slice(READY.length)) as {
        baseUrl: string;
        clientId: string;
        clientSecret: string;
      };
      resolve({
        child,
        ...ready,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${out}`)));
  });
}

// ------------------------------------------------------------------ client

interface Reply {
  status: number;
  body: Record<string, unknown>;
}

/** A small keep-alive JSON client: lighter than fetch, so the client steals less CPU from the server. */
export function apiClient(server: ServerAccess, sockets = connections) {
  const url = new URL(server.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets + 10 });
  const authorization = `Basic ${Buffer.from(`${server.clientId}:${server.clientSecret}`).toString('base64')}`;
  const request = (method: string, path: string, body?: unknown): Promise<Reply> =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method,
          path: `${url.pathname}${path}`,
          headers: {
            authorization,
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
          });
          res.on('end', () => {
            try {
              resolve({
                status: res.statusCode ?? 0,
                body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
              });
            } catch (err) {
              reject(err instanceof Error ? err : new Error(String(err)));
            }
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  return { request, close: () => agent.destroy() };
}

export type Api = ReturnType<typeof apiClient>;

async function must(reply: Promise<Reply>, status: number, what: string): Promise<Record<string, unknown>> {
  const r = await reply;
  if (r.status !== status) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** `count` customers with a funded USD account; returns the USD internal account ids. */
export async function setUp(api: Api, count = customers): Promise<string[]> {
  const run = randomBytes(3).toString('hex');
  const accounts: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < count) {
        const i = next++;
        const customer = await must(
          api.request('POST', '/customers', {
            customerType: 'INDIVIDUAL',
            platformCustomerId: `bench-${run}-${i}`,
            fullName: `Bench Customer ${i}`,
            birthDate: '1990-12-10',
            nationality: 'US',
            address: {
              line1: `${i} Main St`,
              city: 'Springfield',
              state: 'IL',
              postalCode: '62701',
              country: 'US',
            },
          }),
          201,
          'create customer',
        );
        const list = await must(
          api.request(
            'GET',
            `/customers/internal-accounts?customerId=${encodeURIComponent(customer.id as string)}`,
          ),
          200,
          'list accounts',
        );
        const usd = (list.data as { id: string; balance: { currency: { code: string } } }[]).find(
          (a) => a.balance.currency.code === 'USD',
        );
        if (!usd) throw new Error('no USD account');
        await must(
          api.request('POST', `/sandbox/internal-accounts/${usd.id}/fund`, { amount: FUNDING }),
          200,
          'fund',
        );
        accounts.push(usd.id);
      }
    }),
  );
  return accounts;
}

export interface Load {
  pairs: number;
  latencies: number[];
  errors: Record<string, number>;
  elapsedMs: number;
}

/** `clients` clients, each doing quote + execute between two random accounts until time is up. */
export async function load(
  api: Api,
  accounts: string[],
  durationMs: number,
  clients = connections,
): Promise<Load> {
  const latencies: number[] = [];
  const errors: Record<string, number> = {};
  const error = (what: string, r: Reply) => {
    const key = `${what} ${r.status} ${typeof r.body.code === 'string' ? r.body.code : ''}`.trim();
    errors[key] = (errors[key] ?? 0) + 1;
  };
  const started = performance.now();
  const end = started + durationMs;
  const pick = () => accounts[Math.floor(Math.random() * accounts.length)] as string;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) {
        const from = pick();
        let to = pick();
        while (to === from) to = pick();
        const t0 = performance.now();
        const q = await api.request('POST', '/quotes', {
          source: { sourceType: 'ACCOUNT', accountId: from },
          destination: { destinationType: 'ACCOUNT', accountId: to },
          lockedCurrencySide: 'SENDING',
          lockedCurrencyAmount: 100 + Math.floor(Math.random() * 9_900),
          immediatelyExecute: false,
        });
        if (q.status !== 201) {
          error('quote', q);
          continue;
        }
        const x = await api.request('POST', `/quotes/${q.body.id as string}/execute`);
        if (x.status !== 200 || x.body.status !== 'COMPLETED') {
          error('execute', x);
          continue;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { pairs: latencies.length, latencies, errors, elapsedMs: performance.now() - started };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number);

/** Pairs per second and pair latency percentiles (ms) of a load. */
export function summarize(r: Load): { perSecond: number; p50: number; p99: number; errorCount: number } {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  return {
    perSecond: r.pairs / (r.elapsedMs / 1000),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    errorCount: Object.values(r.errors).reduce((a, b) => a + b, 0),
  };
}

/**
 * After the server is gone (on the embedded database, `openDatabase({ dataDir })` starts the
 * cluster, which one process at a time runs): the ledger recomputed from its postings, and
 * the money between the accounts conserved. `ok` is false on a mismatch.
 */
export async function verifyLedger(
  target: { databaseUrl?: string | undefined; dataDir?: string | undefined },
  accounts: string[],
): Promise<{ ok: boolean; ledger: string }> {
  const database = await openDatabase(
    target.databaseUrl ? { databaseUrl: target.databaseUrl } : { dataDir: target.dataDir },
  );
  try {
    const check = await checkLedger(database.db);
    const total = await database.db
      .selectFrom('ledger_accounts')
      .select(sql<string>`coalesce(sum(available + pending), 0)::text`.as('sum'))
      .where('kind', '=', 'INTERNAL_ACCOUNT')
      .where(
        'code',
        'in',
        accounts.map((id) => id.slice(id.indexOf(':') + 1)),
      )
      .executeTakeFirstOrThrow();
    const conserved = total.sum === String(FUNDING * accounts.length);
    return {
      ok: check.ok && conserved,
      ledger: `${check.ok ? 'ok' : 'MISMATCH'} (${check.transactions.toLocaleString('en-US')} entries)${
        conserved ? '' : `, balances sum ${total.sum} != funded ${FUNDING * accounts.length}`
      }`,
    };
  } finally {
    await database.close();
  }
}

// ------------------------------------------------------------------ one database

interface Row {
  database: string;
  result?: Load;
  /** Peak RSS of the server process (node alone) during the measured load, MB. */
  peakRssMb?: number;
  /** Embedded: peak summed RSS of the PostgreSQL processes during the measured load, MB. */
  postgresRssMb?: number;
  ledger?: string;
  skipped?: string;
}

async function benchOne(kind: string): Promise<Row> {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  let label: string;
  if (kind === 'postgres') {
    const scratch = await scratchPostgres();
    if (typeof scratch === 'string') return { database: 'PostgreSQL', skipped: scratch };
    env = { DATABASE_URL: scratch.url };
    cleanup = scratch.drop;
    label = 'PostgreSQL';
  } else if (kind === 'embedded') {
    const dataDir = makeDataDir('payments-pay-bench-');
    env = { DATA_DIR: dataDir };
    // Also stops a PostgreSQL a crashed server left running (it has its own process group).
    cleanup = () => removeDataDir(dataDir);
    label = 'embedded PostgreSQL';
  } else {
    return { database: kind, skipped: 'unknown database (embedded or postgres)' };
  }

  try {
    const server = await startServer(env);
    const api = apiClient(server);
    let result: Load;
    let accounts: string[];
    let peakRssMb: number;
    let postgresRssMb: number | undefined;
    try {
      accounts = await setUp(api);
      await load(api, accounts, 2_000); // warm-up: JIT, pools, the credentials cache
      if (server.child.pid === undefined) throw new Error('server has no pid');
      const rss = sampleRss(server.child.pid);
      const postgres = env.DATA_DIR === undefined ? undefined : samplePostgresRss(clusterDir(env.DATA_DIR));
      result = await load(api, accounts, seconds * 1000);
      peakRssMb = Math.round(rss.stop());
      postgresRssMb = postgres === undefined ? undefined : Math.round(postgres.stop());
    } finally {
      api.close();
      await server.stop();
    }
    const { ledger } = await verifyLedger({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }, accounts);
    return {
      database: label,
      result,
      ledger,
      peakRssMb,
      ...(postgresRssMb === undefined ? {} : { postgresRssMb }),
    };
  } finally {
    await cleanup();
  }
}

// ------------------------------------------------------------------ main

async function main(): Promise<void> {
  const rows: Row[] = [];
  for (const kind of databases) {
    process.stderr.write(`payments bench: ${kind}...\n`);
    rows.push(await benchOne(kind));
  }
  console.log(
    `\nQuote + execute pairs between internal USD accounts: ${connections} concurrent clients, ${seconds} s, ` +
      `${customers} funded customers\n`,
  );
  console.log(
    '| database | pairs/s | p50 ms | p99 ms | pairs | errors | ledger check | service peak RSS MB | PostgreSQL peak RSS MB |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  let failed = false;
  for (const row of rows) {
    if (!row.result) {
      console.log(`| ${row.database} | skipped: ${row.skipped ?? ''} | | | | | | | |`);
      continue;
    }
    const r = row.result;
    const { perSecond, p50, p99, errorCount } = summarize(r);
    const undocumented = Object.entries(r.errors).filter(([key]) => !key.endsWith('INSUFFICIENT_FUNDS'));
    if (undocumented.length > 0 || !row.ledger?.startsWith('ok') || row.ledger.includes('!=')) failed = true;
    console.log(
      `| ${row.database} | ${Math.round(perSecond).toLocaleString('en-US')} | ` +
        `${p50.toFixed(1)} | ${p99.toFixed(1)} | ${r.pairs.toLocaleString('en-US')} | ` +
        `${errorCount === 0 ? '0' : `${errorCount} ${JSON.stringify(r.errors)}`} | ${row.ledger ?? ''} | ` +
        `${row.peakRssMb ?? ''} | ${row.postgresRssMb ?? ''} |`,
    );
  }
  if (failed) {
    console.log('\nFAILED: undocumented errors or a ledger mismatch (see the table).');
    process.exitCode = 1;
  }
}

// Run as a script (not imported by bench/run.ts): the server side with --serve, else the bench.
if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--serve')) await serveForBench();
  else await main();
}
