// `npm run bench`: one table, every figure measured in this run on this machine, next to this
// run's own baselines (bare node:http and bare fastify for HTTP, pgbench TPC-B for the
// database), with the targets of docs/performance.md. Loads run one at a time.
// Env: BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_DATABASES (pglite,postgres),
// BENCH_OUT (also write the table to this file).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Options, type Result } from 'autocannon';
import { sampleRss, type Started, startProcess } from './lib/process.js';
import { scratchPostgres } from './scratch-postgres.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((d) => d.trim());
const clientId = 'bench-client-0001';
const clientSecret = 'bench-secret-0123456789';
const authorization = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
const progress = (line: string) => process.stderr.write(`bench: ${line}\n`);

interface Figure {
  what: string;
  database: string;
  perSecond: number;
  p50?: number;
  p99?: number;
  /** Against which baseline, and the ratio. */
  ratio?: { to: string; value: number };
  rssMb?: number;
  /** Requests that got no answer within autocannon's 10 s timeout. */
  timeouts?: number;
  target?: string;
  met?: boolean;
}
const figures: Figure[] = [];

/** autocannon against `url` after a 2 s warm-up; any non-2xx answer fails the run. */
async function measure(
  options: Options,
  pid: number | undefined,
): Promise<{ result: Result; rssMb: number }> {
  await autocannon({ ...options, connections, duration: 2 });
  const rss = sampleRss(pid);
  const result = await autocannon({ ...options, connections, duration: seconds });
  const rssMb = rss.stop();
  // A wrong answer fails the run; a client-side timeout (10 s) on an overloaded machine is
  // reported in the table instead.
  if (result.non2xx > 0) throw new Error(`${options.url}: ${result.non2xx} non-2xx answers`);
  return { result, rssMb };
}

// ------------------------------------------------------------------ baselines

async function baseline(script: string, name: string): Promise<number> {
  const server = await startProcess([script], {}, /listening (\d+)/);
  try {
    const { result, rssMb } = await measure(
      { url: `http://127.0.0.1:${server.match[1]}/hello` },
      server.child.pid,
    );
    figures.push({
      what: name,
      database: '-',
      perSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      rssMb,
    });
    return result.requests.average;
  } finally {
    await server.stop();
  }
}

function pgbench(): number | undefined {
  const name = `payments_pgbench_${Date.now()}`;
  const base = ['-h', '127.0.0.1', '-U', 'postgres'];
  const run = (cmd: string, args: string[]) => spawnSync(cmd, args, { encoding: 'utf8' });
  if (run('createdb', [...base, name]).status !== 0) return undefined;
  try {
    if (run('pgbench', [...base, '-i', '-s', '10', '-q', name]).status !== 0) return undefined;
    const out = run('pgbench', [...base, '-c', '10', '-j', '2', '-T', '10', name]);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(out.stdout)?.[1];
    return tps === undefined ? undefined : Number(tps);
  } finally {
    run('dropdb', [...base, '--force', name]);
  }
}

// ------------------------------------------------------------------ the service

async function json(
  base: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

let unique = 0;
const customerBody = (tag: string) =>
  JSON.stringify({
    customerType: 'INDIVIDUAL',
    platformCustomerId: `bench-${tag}-${process.pid}-${unique++}`,
    fullName: 'Bench Customer',
    birthDate: '1990-12-10',
    nationality: 'US',
    address: { line1: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' },
  });

async function serviceReads(label: string, env: Record<string, string>, bareFastify: number): Promise<void> {
  const server: Started = await startProcess(
    ['dist/cli.js', 'serve'],
    {
      PORT: '0',
      LOG_LEVEL: 'warn',
      SERVICE_CLIENT_ID: clientId,
      SERVICE_CLIENT_SECRET: clientSecret,
      // The rate limiter stays on the request path, with a limit no load here reaches.
      RATE_LIMIT_MAX: '1000000000',
      ...env,
    },
    /base URL:\s+(http:\/\/127\.0\.0\.1:\d+\/2025-10-13)/,
  );
  const base = server.match[1] as string;
  const pid = server.child.pid;
  try {
    progress(`${label}: seeding 100 customers`);
    let id = '';
    for (let i = 0; i < 100; i += 10) {
      const created = await Promise.all(
        Array.from({ length: 10 }, () => json(base, 'POST', '/customers', JSON.parse(customerBody('seed')))),
      );
      id = String(created[0]?.id);
    }
    const headers = { authorization };
    const reads: [string, string][] = [
      ['GET /customers/{id}', `/customers/${encodeURIComponent(id)}`],
      ['GET /config', '/config'],
      ['GET /customers?limit=100', '/customers?limit=100'],
    ];
    for (const [what, path] of reads) {
      progress(`${label}: ${what}`);
      const { result, rssMb } = await measure({ url: `${base}${path}`, headers }, pid);
      const ratio = result.requests.average / bareFastify;
      figures.push({
        what,
        database: label,
        perSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        ratio: { to: 'bare fastify', value: ratio },
        rssMb,
        timeouts: result.errors,
        target: '>= 0.5x fastify, p99 < 50 ms, RSS < 300 MB',
        met: ratio >= 0.5 && result.latency.p99 < 50 && rssMb < 300,
      });
    }
    progress(`${label}: POST /customers`);
    const { result, rssMb } = await measure(
      {
        url: `${base}/customers`,
        requests: [
          {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            setupRequest: (request) => ({ ...request, body: customerBody('load') }),
          },
        ],
      },
      pid,
    );
    figures.push({
      what: 'POST /customers',
      database: label,
      perSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      ratio: { to: 'bare fastify', value: result.requests.average / bareFastify },
      rssMb,
      timeouts: result.errors,
      target: 'RSS < 300 MB',
      met: rssMb < 300,
    });
  } finally {
    await server.stop();
  }
}

/** Runs a bench script as a child process and reads the JSON figures it writes. */
function childBench<T>(script: string, database: string): T {
  const out = join(mkdtempSync(join(tmpdir(), 'payments-bench-json-')), 'out.json');
  const child = spawnSync(process.execPath, ['--import', 'tsx', script], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATABASE_URL: '', BENCH_DATABASES: database, BENCH_JSON: out },
  });
  if (child.status !== 0) throw new Error(`${script} (${database}) failed with ${child.status}`);
  return JSON.parse(readFileSync(out, 'utf8')) as T;
}

// ------------------------------------------------------------------ main

const started = Date.now();
const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, load average at start ${loadavg()
  .map((l) => l.toFixed(2))
  .join(' ')}`;

progress('baseline: bare node:http');
await baseline('bench/hello-node.mjs', 'bare node:http hello');
progress('baseline: bare fastify');
const bareFastify = await baseline('bench/hello.mjs', 'bare fastify hello');
progress('baseline: pgbench TPC-B (-s 10, -c 10 -j 2 -T 10)');
const tps = pgbench();
if (tps !== undefined) figures.push({ what: 'pgbench TPC-B', database: 'PostgreSQL', perSecond: tps });

for (const kind of databases) {
  let label: string;
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  if (kind === 'postgres') {
    const scratch = await scratchPostgres();
    if (typeof scratch === 'string') {
      progress(`PostgreSQL skipped: ${scratch}`);
      continue;
    }
    label = 'PostgreSQL';
    env = { DATABASE_URL: scratch.url };
    cleanup = scratch.drop;
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'payments-bench-'));
    label = 'PGlite';
    env = { DATA_DIR: dataDir };
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  }
  try {
    await serviceReads(label, env, bareFastify);
  } finally {
    await cleanup();
  }

  progress(`${label}: quote + execute pairs`);
  const [payments] = childBench<{ perSecond?: number; p50: number; p99: number; peakRssMb?: number }[]>(
    'bench/payments.ts',
    kind,
  );
  if (payments?.perSecond !== undefined) {
    const ratio = tps === undefined ? undefined : payments.perSecond / tps;
    figures.push({
      what: `paid payments (quote + execute, ${connections} clients)`,
      database: label,
      perSecond: payments.perSecond,
      p50: payments.p50,
      p99: payments.p99,
      ...(ratio === undefined ? {} : { ratio: { to: 'pgbench tps', value: ratio } }),
      ...(payments.peakRssMb === undefined ? {} : { rssMb: payments.peakRssMb }),
      target: '>= 0.5x pgbench tps, RSS < 300 MB',
      met: ratio !== undefined && ratio >= 0.5 && (payments.peakRssMb ?? 0) < 300,
    });
  }
  progress(`${label}: webhook delivery`);
  const [webhooks] = childBench<{ perSecond?: number; peakRssMb?: number }[]>('bench/webhooks.ts', kind);
  if (webhooks?.perSecond !== undefined) {
    figures.push({
      what: 'webhook events delivered',
      database: label,
      perSecond: webhooks.perSecond,
      ...(webhooks.peakRssMb === undefined ? {} : { rssMb: webhooks.peakRssMb }),
      target: 'RSS < 300 MB',
      met: (webhooks.peakRssMb ?? 0) < 300,
    });
  }
}

const n = (v: number | undefined, digits = 0) =>
  v === undefined || Number.isNaN(v)
    ? ''
    : v.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const lines = [
  `${new Date().toISOString().slice(0, 10)} · ${machine} · ${connections} connections, ${seconds} s per load`,
  '',
  '| measurement | database | per second | p50 ms | p99 ms | ratio | peak RSS MB | timeouts | target | met |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...figures.map(
    (f) =>
      `| ${f.what} | ${f.database} | ${n(f.perSecond)} | ${n(f.p50, 1)} | ${n(f.p99, 1)} | ${
        f.ratio ? `${n(f.ratio.value, 3)}x ${f.ratio.to}` : ''
      } | ${n(f.rssMb)} | ${f.timeouts ? n(f.timeouts) : ''} | ${f.target ?? ''} | ${
        f.met === undefined ? '' : f.met ? 'yes' : 'no'
      } |`,
  ),
  '',
  `Total ${Math.round((Date.now() - started) / 1000)} s. Payments and webhook servers: see bench/payments.ts, bench/webhooks.ts.`,
];
const table = lines.join('\n');
console.log(`\n${table}`);
if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, `${table}\n`);
