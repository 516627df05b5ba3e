// `npm run bench`: one table, every figure measured in this run on this machine, next to this
// run's own baselines (bare node:http and bare fastify for HTTP, pgbench TPC-B for the
// database; `GET /config` also against bare fastify measured in alternation with it, saying
// hello and sending the very answer the service gave; each single read also against its own
// row, copied from the service's database and read by bare fastify with the service's
// statement) and the targets of docs/performance.md.
// Ratios, not absolute figures, are what compare across runs: the machine is shared, and the
// baselines move with its load.
//
// Every load runs alone (never two at once) against a fresh process of the built server
// (`dist/cli.js serve`), so the peak RSS and VmHWM of a row belong to that load only. The
// load generator (autocannon, or the payments client) runs in this process.
//
// Databases: `embedded`, the server given the DATA_DIR of a fresh folder (it starts its own
// embedded PostgreSQL there: a `postgres` child process and its backends), and `postgres`, a
// scratch database on the local server (DATABASE_URL, else created on BENCH_POSTGRES_URL /
// TEST_POSTGRES_URL / postgres://postgres@127.0.0.1:5432). The RSS columns are the service's
// node process alone; for embedded rows the PostgreSQL processes' summed RSS is a column of
// its own, and each embedded row shows its rate against the PostgreSQL row of the same load.
//
// Env: BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_DATABASES (embedded,postgres),
// BENCH_EVENTS (5,000 webhook events), BENCH_STARTS (5 start-ups per start-up row), BENCH_TURNS
// (3 turns of the single read and of GET /config, each with its baselines),
// BENCH_OUT (also write the table to this file), BENCH_LOADS (some of startup,idle,reads,
// customers,payments,webhooks: a partial run, to measure one change; the full run is what counts).
// Exits 1 on errors (non-2xx answers, connection errors, a server crash, a ledger mismatch),
// never because a target is missed.
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import autocannon, { type Options, type Result } from 'autocannon';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { type Api, apiClient, load, type ServerAccess, setUp, summarize, verifyLedger } from './payments.js';
import pg from 'pg';
import { nodePgScript } from './lib/pg-script.js';
import { type PgbenchResult, pgbenchScript, pgbenchTpcB } from './lib/pgbench.js';
import { type EmbeddedCluster, startEmbeddedPostgres } from '../src/db/embedded.js';
import {
  clusterDir,
  freePort,
  makeDataDir,
  procStatusMb,
  removeDataDir,
  samplePostgresRss,
  sampleRss,
  type Started,
  startProcess,
  timeToFirstAnswer,
} from './lib/process.js';
import { scratchPostgres } from './scratch-postgres.js';
import { EVENTS, type Receiver, seedOutbox, startReceiver } from './webhooks.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const databases = (process.env.BENCH_DATABASES ?? 'embedded,postgres')
  .split(',')
  .map((d) => d.trim())
  .filter((d) => d !== '');
const only = process.env.BENCH_LOADS?.split(',')
  .map((l) => l.trim())
  .filter((l) => l !== '');
const starts = Number(process.env.BENCH_STARTS ?? 5);
// The reads are measured in turns with their baselines: the machine's speed drifts between
// minutes, and a ratio is read within each turn, then the median of the turns is taken.
const turns = Number(process.env.BENCH_TURNS ?? 3);
const WARM_UP_SECONDS = 2;
const SEED_CUSTOMERS = 100;
const credentials = { clientId: 'bench-client-0001', clientSecret: 'bench-secret-0123456789' };
const authorization = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`;

/**
 * The configuration measured: `info` (the default), the service as users run it (LOG_LEVEL
 * unset, so info, a line per request) against fastify baselines that log a line per request
 * at info too; `warn`, the tuned one: the service at LOG_LEVEL=warn against baselines that
 * log nothing.
 */
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';
if (logLevel !== 'info' && logLevel !== 'warn') throw new Error('BENCH_LOG_LEVEL is info or warn');
const logged = logLevel === 'info';
/** The environment of the service's logging in this run: nothing set at the default. */
const SERVICE_LOG_ENV: Record<string, string> = logged ? {} : { LOG_LEVEL: 'warn' };
/** The environment of the fastify baselines: a line per request at info, or no logger. */
const BASELINE_LOG_ENV: Record<string, string> = logged ? { LOG_LEVEL: 'info' } : {};
const LOGGED = logged ? ' (logger at info, a line per request)' : '';

// The targets (docs/performance.md).
const SINGLE_READ_TARGET = 0.9; // x fastify answering one SELECT by primary key, same database
const CONFIG_READ_TARGET = 0.7; // x bare fastify req/s (no database once kept in memory)
const LIST_TARGET = 0.8; // x fastify answering the same page and its count, same database
const REFUSAL_TARGET = 1; // a 429 of the rate limit x the GET /config it replaces
const WRITE_TARGET = 0.8; // x POST /customers' own statements run by pgbench, same database
const PAYMENT_STATEMENTS_TARGET = 0.8; // x the quote + execute pair's statements run by pgbench
const PAYMENT_RATIO_TARGET = 0.25; // x pgbench TPC-B tps
const READ_P99_TARGET_MS = 50;
const RSS_TARGET_MB = 200;
const IDLE_RSS_TARGET_MB = 100;
const STARTUP_TARGET_MS = 1_500; // spawn to first answer, existing DATA_DIR
const EMBEDDED_TOLERANCE = 0.1; // embedded rows within 10 % of the PostgreSQL rows of this run

const EMBEDDED = 'embedded PostgreSQL';
const EXTERNAL = 'PostgreSQL';

const started = performance.now();
const progress = (line: string) =>
  process.stderr.write(`bench [${Math.round((performance.now() - started) / 1000)} s] ${line}\n`);

/** Errors of the run: listed under the table, and the exit code. Missed targets are not errors. */
const problems: string[] = [];
const problem = (what: string) => {
  problems.push(what);
  progress(`ERROR: ${what}`);
};

// ------------------------------------------------------------------ the table

interface Check {
  name: string;
  ok: boolean;
}

interface Figure {
  what: string;
  database: string;
  perSecond?: number;
  /** Start-up rows: the median time from spawning the process to its first answer, ms. */
  startMs?: number;
  p50?: number;
  p99?: number;
  ratio?: { to: string; value: number; turns?: number[] };
  /** A second ratio, shown after the first (not a target). */
  alsoRatio?: { to: string; value: number; turns?: number[] };
  /** Peak VmRSS of the server process (node alone) sampled during the measured load, MB. */
  rssMb?: number;
  /** VmHWM of the server process at the end of the load (includes start-up and warm-up), MB. */
  hwmMb?: number;
  /** Embedded rows: peak of the PostgreSQL processes' summed VmRSS during the load, MB. */
  postgresRssMb?: number;
  /** Requests without a 2xx answer, by kind: an error of the run, except timeouts. */
  failed?: string;
  target?: string;
  checks?: Check[];
}
const figures: Figure[] = [];

function add(figure: Figure): void {
  figures.push(figure);
  const latency =
    figure.p99 === undefined ? '' : `, p50 ${fmt(figure.p50, 1)} ms, p99 ${fmt(figure.p99, 1)} ms`;
  const rss =
    (figure.rssMb === undefined ? '' : `, service peak RSS ${fmt(figure.rssMb)} MB`) +
    (figure.postgresRssMb === undefined ? '' : `, PostgreSQL peak RSS ${fmt(figure.postgresRssMb)} MB`);
  const rate =
    figure.startMs === undefined ? `${fmt(figure.perSecond)}/s` : `${fmt(figure.startMs / 1000, 2)} s`;
  progress(`  ${figure.what} (${figure.database}): ${rate}${latency}${rss}`);
}

const fmt = (v: number | undefined, digits = 0) =>
  v === undefined || !Number.isFinite(v)
    ? ''
    : v.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/**
 * An embedded row's rate over the external PostgreSQL row of the same load in this run (its
 * ratio to its turns' baselines over theirs, for rows measured in turns), and whether it is within EMBEDDED_TOLERANCE of it; undefined for other rows, or without one.
 */
function versusExternal(figure: Figure): { value: number; ok?: boolean } | undefined {
  if (figure.database !== EMBEDDED) return undefined;
  const external = figures.find((f) => f.database === EXTERNAL && f.what === figure.what);
  if (figure.perSecond === undefined || !external?.perSecond) return undefined;
  // A row measured in turns against a baseline of its own minute is compared by that ratio:
  // the two rows' raw rates are minutes apart, and the machine's speed is not the database.
  const own = figure.ratio?.turns === undefined ? undefined : figure.ratio.value;
  const theirs = external.ratio?.turns === undefined ? undefined : external.ratio.value;
  const value =
    own !== undefined && theirs !== undefined && theirs > 0
      ? own / theirs
      : figure.perSecond / external.perSecond;
  // Baselines measure the two servers themselves (different builds): shown, not a target.
  if (SERVER_BASELINES.has(figure.what)) return { value };
  return { value, ok: Math.abs(value - 1) <= EMBEDDED_TOLERANCE };
}

function render(header: string[]): string {
  const cells = figures.map((f) => {
    const versus = versusExternal(f);
    const checks = [
      ...(f.checks ?? []),
      ...(versus?.ok !== undefined
        ? [{ name: `within ${EMBEDDED_TOLERANCE * 100} % of ${EXTERNAL}`, ok: versus.ok }]
        : []),
    ];
    return [
      f.what,
      f.database,
      fmt(f.perSecond),
      f.startMs === undefined ? '' : fmt(f.startMs / 1000, 2),
      fmt(f.p50, 1),
      fmt(f.p99, 1),
      [f.ratio, f.alsoRatio]
        .filter((r) => r !== undefined)
        .map(
          (r) =>
            `${fmt(r.value, 3)}x ${r.to}` +
            (r.turns === undefined || r.turns.length < 2
              ? ''
              : ` (median of ${r.turns.map((t) => fmt(t, 3)).join(', ')})`),
        )
        .join('; '),
      versus ? `${fmt(versus.value, 3)}x` : '',
      fmt(f.rssMb),
      fmt(f.hwmMb),
      fmt(f.postgresRssMb),
      f.failed ?? '',
      [f.target, versus?.ok !== undefined ? `within ${EMBEDDED_TOLERANCE * 100} % of ${EXTERNAL}` : undefined]
        .filter((t) => t !== undefined)
        .join(', '),
      checks.length === 0
        ? ''
        : checks.every((c) => c.ok)
          ? 'yes'
          : `no (${checks
              .filter((c) => !c.ok)
              .map((c) => c.name)
              .join(', ')})`,
    ];
  });
  // Padded so the table reads in a terminal as well as rendered.
  const widths = header.map((h, i) => Math.max(h.length, 3, ...cells.map((row) => (row[i] ?? '').length)));
  const line = (row: string[]) => `| ${row.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...cells.map(line)].join('\n');
}

// ------------------------------------------------------------------ measuring

const PGBENCH = 'pgbench TPC-B (-s 10, -c 10 -j 2)';
const DB_READ = `fastify + one SELECT by id (pg pool)${LOGGED}`;
const DB_LIST = `fastify + a page of 100 rows and its count (pg pool)${LOGGED}`;
const DB_LIST_JSON = `fastify + the same page as JSON written by PostgreSQL${LOGGED}`;
/** The list target's ceiling: the service's own page (a customers table's rows) and its count. */
const DB_CUSTOMER_LIST = `fastify + a page of 100 customers' rows and its count (pg pool)${LOGGED}`;
/**
 * A single read's own row, as stored, read by the service's statement: a reference rather than a
 * ceiling (node-postgres parses it with its default parsers and fastify writes it whole, which
 * the service's read can beat); what the row costs by itself.
 */
const OWN_ROW = (name: string) => `fastify + the ${name}'s row as the service stores it (pg pool)${LOGGED}`;
const HELLO_BESIDE_CONFIG = `bare fastify hello, alternating with GET /config${LOGGED}`;
const SAME_ANSWER = `bare fastify sending the same configuration answer${LOGGED}`;
const CUSTOMER_STATEMENTS = "pgbench: POST /customers' statements (-c 10 -j 2)";
const PAIR_STATEMENTS = "pgbench: a quote + execute pair's statements (-c 10 -j 2)";
/** The same scripts driven by node-postgres from one Node process: the floor of a Node service. */
const BY_NODE_PG = (pgbenchRow: string) =>
  pgbenchRow.replace(/^pgbench: (.*) \(-c 10 -j 2\)$/, 'node-postgres: $1 (10 clients)');
/**
 * Rows that measure the database servers themselves (different builds), or the baselines
 * measured beside a load, not the service: no "within 10 %" check against the other server.
 */
const SERVER_BASELINES = new Set([
  PGBENCH,
  DB_READ,
  DB_LIST,
  DB_LIST_JSON,
  DB_CUSTOMER_LIST,
  HELLO_BESIDE_CONFIG,
  SAME_ANSWER,
  CUSTOMER_STATEMENTS,
  PAIR_STATEMENTS,
  BY_NODE_PG(CUSTOMER_STATEMENTS),
  BY_NODE_PG(PAIR_STATEMENTS),
]);

/** Runs `body` on a cluster of the embedded binaries of its own, started for it and removed after. */
async function withScratchCluster<T>(
  prefix: string,
  body: (cluster: EmbeddedCluster) => Promise<T>,
): Promise<T> {
  const dataDir = makeDataDir(prefix);
  try {
    const cluster = await startEmbeddedPostgres({ dir: clusterDir(dataDir) });
    try {
      return await body(cluster);
    } finally {
      await cluster.stop();
    }
  } finally {
    await removeDataDir(dataDir);
  }
}

/** pgbench on the embedded binaries. */
const pgbenchEmbedded = (): Promise<PgbenchResult> =>
  withScratchCluster('payments-pgbench-', (cluster) => pgbenchTpcB(cluster.adminUrl));

interface Memory {
  rssMb: number;
  hwmMb: number | undefined;
  /** The embedded PostgreSQL's processes, summed; undefined on the external server. */
  postgresRssMb: number | undefined;
}

/**
 * Peak VmRSS during `during`, and VmHWM right after it, of the server process, MB; with the
 * embedded database (`target.dataDir`) also the peak summed RSS of its PostgreSQL processes.
 */
async function withRss<T>(
  server: Started,
  target: Target,
  during: () => Promise<T>,
): Promise<{ value: T } & Memory> {
  const rss = sampleRss(server.pid);
  const postgres = target.dataDir === undefined ? undefined : samplePostgresRss(clusterDir(target.dataDir));
  try {
    const value = await during();
    const rssMb = rss.stop();
    const postgresRssMb = postgres?.stop();
    return { value, rssMb, hwmMb: procStatusMb(server.pid, 'VmHWM'), postgresRssMb };
  } finally {
    rss.stop();
    postgres?.stop();
  }
}

/** The memory columns of a figure. */
const memory = (m: Memory) => ({
  rssMb: m.rssMb,
  hwmMb: m.hwmMb,
  ...(m.postgresRssMb === undefined ? {} : { postgresRssMb: m.postgresRssMb }),
});

/** Requests that failed, as a cell; non-timeout failures are errors of the run. */
function failures(what: string, result: Result, expected?: string): string | undefined {
  const parts: string[] = [];
  const otherErrors = result.errors - result.timeouts;
  // A load of refusals expects its status (`expected`): only the others are failures.
  const unexpected = Object.entries(result.statusCodeStats ?? {}).filter(
    ([status]) => !status.startsWith('2') && status !== expected,
  );
  const failed =
    expected === undefined ? result.non2xx : unexpected.reduce((total, [, { count }]) => total + count, 0);
  if (failed > 0) {
    const statuses = unexpected.map(([status, { count }]) => `${count} × ${status}`);
    parts.push(`${failed} non-2xx${statuses.length > 0 ? ` (${statuses.join(', ')})` : ''}`);
  }
  if (otherErrors > 0) parts.push(`${otherErrors} connection errors`);
  if (parts.length > 0) problem(`${what}: ${parts.join(', ')}`);
  // A request unanswered after autocannon's 10 s is the server being too slow, not wrong:
  // shown in the table, not an error.
  if (result.timeouts > 0) parts.push(`${result.timeouts} timeouts`);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/** autocannon with `connections` connections: a warm-up, then the measured load. */
async function hammer(
  server: Started,
  target: Target,
  options: Options,
): Promise<{ result: Result } & Memory> {
  // Warm-up: the JIT, the database pool, the credentials cache. Not measured.
  await autocannon({ ...options, connections, duration: WARM_UP_SECONDS });
  const { value, ...measured } = await withRss(server, target, () =>
    autocannon({ ...options, connections, duration: seconds }),
  );
  return { result: value, ...measured };
}

/** One load of an alternation: autocannon's options against a server already started. */
interface Load {
  server: Started;
  target: Target;
  options: Options;
}

/**
 * Slices per load of an alternation. This machine's speed moves from one second to the next
 * (two 2 s runs of the same server a few seconds apart differed by a third), so a ratio read
 * between loads measured one after the other, 10 s each, moved as much: turns of 0.72x and
 * 1.02x in one run. Loads measured in alternating slices see the same seconds.
 */
const SLICES = 5;

/**
 * `loads` measured in alternation: each warmed up in turn, then SLICES slices of each, one
 * after the other (`seconds / SLICES` s each), so every load sees the same stretch of the
 * machine's time and a ratio between two of them is read from the same seconds. Each result
 * is its slices merged (`merged`); each server's RSS is sampled through the whole alternation.
 */
async function alternated(loads: Load[]): Promise<Measured[]> {
  for (const { options } of loads) await autocannon({ ...options, connections, duration: WARM_UP_SECONDS });
  const slices: Result[][] = loads.map(() => []);
  const sliceSeconds = seconds / SLICES;
  const { value: memories } = await withEveryRss(loads, async () => {
    for (let slice = 0; slice < SLICES; slice++) {
      for (const [i, { options }] of loads.entries())
        slices[i]?.push(await autocannon({ ...options, connections, duration: sliceSeconds }));
    }
  });
  return loads.map((_, i) => ({ result: merged(slices[i] ?? []), ...(memories[i] as Memory) }));
}

/** The memory of each load's server during `during` (a server of two loads is sampled twice). */
async function withEveryRss(loads: Load[], during: () => Promise<void>): Promise<{ value: Memory[] }> {
  const [first, ...rest] = loads;
  if (first === undefined) {
    await during();
    return { value: [] };
  }
  const { value, ...memory } = await withRss(first.server, first.target, () => withEveryRss(rest, during));
  return { value: [memory, ...value.value] };
}

/**
 * Slices of one load as one result: the mean rate (the slices are equally long), the median
 * p50 and the mean p99 of the slices, and every answer and error counted. The p99 of all the
 * slices' requests is not kept by autocannon; the mean of theirs stands for it (their worst
 * would be the p99 of the slowest tenth of the time, and every slice opens its connections
 * anew: a slice's first requests wait for them).
 */
function merged(results: Result[]): Result {
  if (results.length === 0) throw new Error('a load of an alternation measured no slice');
  const sum = (of: (r: Result) => number) => results.reduce((total, r) => total + of(r), 0);
  const statusCodeStats: Record<string, { count: number }> = {};
  for (const result of results) {
    for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {}))
      statusCodeStats[status] = { count: (statusCodeStats[status]?.count ?? 0) + count };
  }
  return {
    requests: {
      average: sum((r) => r.requests.average) / results.length,
      p50: median(results.map((r) => r.requests.p50)),
      p99: Math.max(...results.map((r) => r.requests.p99)),
    },
    latency: {
      average: sum((r) => r.latency.average) / results.length,
      p50: median(results.map((r) => r.latency.p50)),
      p99: sum((r) => r.latency.p99) / results.length,
    },
    non2xx: sum((r) => r.non2xx),
    '2xx': sum((r) => r['2xx']),
    statusCodeStats,
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
  };
}

/** The columns of a row autocannon measured: its rate and latencies. */
const rateColumns = (what: string, database: string, result: Result) => ({
  what,
  database,
  perSecond: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
});

// ------------------------------------------------------------------ servers

/** Runs `body` against a fresh process started with `args`; a crash is an error of the run. */
async function withProcess<T>(
  what: string,
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
  body: (server: Started) => Promise<T>,
): Promise<T | undefined> {
  let server: Started;
  try {
    // DATABASE_URL and DATA_DIR of the caller must not reach a server meant for another database.
    server = await startProcess(args, env, ready, ['DATABASE_URL', 'DATA_DIR']);
  } catch (err) {
    problem(`${what}: the server did not start: ${err instanceof Error ? err.message : String(err)}`);
    return undefined;
  }
  try {
    return await body(server);
  } catch (err) {
    problem(`${what}: ${err instanceof Error ? err.message : String(err)}`);
    return undefined;
  } finally {
    const crash = server.crashed();
    if (crash) problem(`${what}: the server crashed: ${crash}`);
    await server.stop();
  }
}

interface Target {
  label: string;
  env: Record<string, string>;
  /** The external database, for opening it from this process. */
  databaseUrl?: string;
  /**
   * The embedded database's DATA_DIR. This process opens it (`openDatabase({ dataDir })`
   * starts its PostgreSQL) only while no server runs: one process at a time runs a cluster.
   */
  dataDir?: string;
}

/** The built server, as an operator runs it, with Basic auth and the rate limiter on the path. */
function withService<T>(
  target: Target,
  what: string,
  body: (server: Started, access: ServerAccess) => Promise<T>,
  extraEnv: Record<string, string> = {},
): Promise<T | undefined> {
  return withProcess(
    `${what} (${target.label})`,
    ['dist/cli.js', 'serve'],
    {
      PORT: '0',
      HOST: '127.0.0.1',
      ...SERVICE_LOG_ENV,
      SERVICE_CLIENT_ID: credentials.clientId,
      SERVICE_CLIENT_SECRET: credentials.clientSecret,
      // The limiter stays on the request path (its cost is part of every request), with a
      // limit no load here reaches: a 429 would be a non-2xx answer.
      RATE_LIMIT_MAX: '1000000000',
      ...target.env,
      ...extraEnv,
    },
    /base URL:\s+(http:\/\/\S+)/,
    (server) => body(server, { baseUrl: server.match[1] as string, ...credentials }),
  );
}

// ------------------------------------------------------------------ baselines

const NO_DATABASE: Target = { label: '-', env: {} };

async function baseline(
  script: string,
  what: string,
  env: Record<string, string> = {},
): Promise<number | undefined> {
  return withProcess(what, [script], { PORT: '0', ...env }, /listening (\d+)/, async (server) => {
    const { result, ...measured } = await hammer(server, NO_DATABASE, {
      url: `http://127.0.0.1:${server.match[1]}/hello`,
    });
    add({
      ...rateColumns(what, '-', result),
      ...memory(measured),
      failed: failures(what, result),
    });
    return result.requests.average;
  });
}

/**
 * `GET /config` (`service`, the service's load) in alternation with its ceilings: bare
 * fastify's hello, and bare fastify sending the very answer the service gave (`answer`, kept
 * ready as the service keeps it). The service's own cost is its distance to the second; the
 * first is the target's.
 */
async function besideConfig(
  answer: string,
  service: Load,
  refusing: Load,
): Promise<{ hello: Measured; sameAnswer: Measured; config: Measured; refused: Measured } | undefined> {
  const dataDir = makeDataDir('payments-answer-');
  const file = `${dataDir}/config.json`;
  writeFileSync(file, answer);
  try {
    return await withProcess(
      SAME_ANSWER,
      ['bench/hello.mjs'],
      { PORT: '0', ANSWER_FILE: file, ...BASELINE_LOG_ENV },
      /listening (\d+)/,
      async (server) => {
        const at = (path: string): Load => ({
          server,
          target: NO_DATABASE,
          options: { url: `http://127.0.0.1:${server.match[1]}${path}` },
        });
        const [hello, sameAnswer, config, refused] = await alternated([
          at('/hello'),
          at('/answer'),
          service,
          refusing,
        ]);
        if (hello === undefined || sameAnswer === undefined || config === undefined || refused === undefined)
          return undefined;
        return { hello, sameAnswer, config, refused };
      },
    );
  } finally {
    await removeDataDir(dataDir);
  }
}

// ------------------------------------------------------------------ start-up

/** The middle value (the mean of the two middle ones for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * Start-up to first answer on an existing DATA_DIR: `dist/cli.js serve` started `starts`
 * times on the embedded target's folder, each timed from the spawn to the first 200 of
 * GET /healthz (so it includes starting the embedded PostgreSQL), in turns with a bare
 * fastify hello-world started and asked the same way, so both see the same machine load.
 * An untimed first start of each initialises the folder (initdb, migrations, the sandbox
 * platform: the later rows of the target find it so) and warms the file cache.
 */
async function startup(target: Target): Promise<void> {
  if (target.dataDir === undefined || !(starts >= 1)) return;
  const what = 'start-up to first answer, existing DATA_DIR';
  progress(`${target.label}: ${what} (${starts} starts, and as many of bare fastify)`);
  const service = async () => {
    const port = String(await freePort());
    return timeToFirstAnswer(
      ['dist/cli.js', 'serve'],
      { PORT: port, HOST: '127.0.0.1', ...SERVICE_LOG_ENV, ...target.env },
      `http://127.0.0.1:${port}/healthz`,
      // Plain `serve`: no start-up credentials to check against their stored hash.
      ['DATABASE_URL', 'DATA_DIR', 'SERVICE_CLIENT_ID', 'SERVICE_CLIENT_SECRET'],
    );
  };
  const bare = async () => {
    const port = String(await freePort());
    return timeToFirstAnswer(['bench/hello.mjs'], { PORT: port }, `http://127.0.0.1:${port}/hello`);
  };
  try {
    await service();
    await bare();
    const serviceMs: number[] = [];
    const bareMs: number[] = [];
    for (let i = 0; i < starts; i++) {
      bareMs.push(await bare());
      serviceMs.push(await service());
    }
    const runs = (ms: number[]) => ms.map((m) => `${fmt(m / 1000, 2)} s`).join(', ');
    progress(`  runs: service ${runs(serviceMs)}; bare fastify ${runs(bareMs)}`);
    const bareMedian = median(bareMs);
    const serviceMedian = median(serviceMs);
    add({ what: 'bare fastify hello: start-up to first answer', database: '-', startMs: bareMedian });
    add({
      what,
      database: target.label,
      startMs: serviceMedian,
      ratio: { to: 'bare fastify start-up', value: serviceMedian / bareMedian },
      target: `< ${fmt(STARTUP_TARGET_MS / 1000, 1)} s`,
      checks: [{ name: 'time', ok: serviceMedian < STARTUP_TARGET_MS }],
    });
  } catch (err) {
    problem(`${what} (${target.label}): ${err instanceof Error ? err.message : String(err)}`);
  }
}

// ------------------------------------------------------------------ the service

async function must(api: Api, method: string, path: string, status: number, body?: unknown) {
  const reply = await api.request(method, path, body);
  if (reply.status !== status)
    throw new Error(`${method} ${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

let unique = 0;
/** A valid new customer; the id is unique in the run, so every POST creates one. */
const newCustomer = (tag: string) => ({
  customerType: 'INDIVIDUAL',
  platformCustomerId: `bench-${tag}-${process.pid}-${unique++}`,
  fullName: 'Bench Customer',
  birthDate: '1990-12-10',
  nationality: 'US',
  address: { line1: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' },
});

async function seedCustomers(access: ServerAccess): Promise<string> {
  const api = apiClient(access, 10);
  try {
    const ids: string[] = [];
    for (let i = 0; i < SEED_CUSTOMERS; i += 10) {
      const created = await Promise.all(
        Array.from({ length: 10 }, () => must(api, 'POST', '/customers', 201, newCustomer('seed'))),
      );
      ids.push(...created.map((c) => String(c.id)));
    }
    // One from the middle: not the newest nor the oldest row.
    return ids[Math.floor(ids.length / 2)] as string;
  } finally {
    api.close();
  }
}

/**
 * Paid payments to read back: two funded accounts and a few quotes executed between them; a
 * quote from the middle and its transaction.
 */
async function seedPayments(access: ServerAccess): Promise<{ quoteId: string; transactionId: string }> {
  const api = apiClient(access, 2);
  try {
    const [from, to] = await setUp(api, 2);
    const paid: { quoteId: string; transactionId: string }[] = [];
    for (let i = 0; i < 20; i++) {
      const quote = await must(api, 'POST', '/quotes', 201, {
        source: { sourceType: 'ACCOUNT', accountId: i % 2 === 0 ? from : to },
        destination: { destinationType: 'ACCOUNT', accountId: i % 2 === 0 ? to : from },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: 1_000 + i,
      });
      const executed = await must(api, 'POST', `/quotes/${String(quote.id)}/execute`, 200);
      if (typeof executed.transactionId !== 'string')
        throw new Error('an executed quote without its transaction');
      paid.push({ quoteId: String(executed.id), transactionId: executed.transactionId });
    }
    return paid[paid.length / 2] as { quoteId: string; transactionId: string };
  } finally {
    api.close();
  }
}

/** A load measured once: autocannon's result and the server's memory during it. */
type Measured = { result: Result } & Memory;

/** Runs `body` with a database on `target`'s server for the bare baselines (a scratch cluster of the embedded binaries). */
async function withBaselineDatabase<T>(
  target: Target,
  body: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  if (target.databaseUrl !== undefined) return body(target.databaseUrl);
  return withScratchCluster('payments-db-read-', (cluster) => body(cluster.url));
}

/**
 * The honest ceiling of a database read on `target`'s server: bare fastify answering one
 * SELECT by primary key through a pg pool of the service's size (bench/db-read.mjs), started
 * for `body`, which is given it and its origin.
 */
function withDbRead<T>(
  databaseUrl: string,
  body: (server: Started, origin: string) => Promise<T>,
  rows: OwnRow[] = [],
): Promise<T | undefined> {
  return withProcess(
    DB_READ,
    ['bench/db-read.mjs'],
    { PORT: '0', DATABASE_URL: databaseUrl, READ_ROWS: JSON.stringify(rows), ...BASELINE_LOG_ENV },
    /listening (\d+)/,
    (server) => body(server, `http://127.0.0.1:${server.match[1]}`),
  );
}

/**
 * The ceilings of a list on the ceiling's server (`origin`), each a row against the rate of
 * its read (`readRate`): what no service that asks the database for the page and its count
 * can beat on this machine.
 */
async function listCeilings(
  target: Target,
  server: Started,
  origin: string,
  readRate: number,
): Promise<Figure[]> {
  const rows: Figure[] = [];
  for (const [list, path] of [
    [DB_LIST, '/list'],
    [DB_LIST_JSON, '/list-json'],
    [DB_CUSTOMER_LIST, '/customers'],
  ] as const) {
    // The scratch server is not the target's cluster: its RSS is not sampled as if it were.
    const { result: listed, ...listMeasured } = await hammer(server, NO_DATABASE, {
      url: `${origin}${path}`,
    });
    rows.push({
      ...rateColumns(list, target.label, listed),
      ratio: { to: 'fastify + one SELECT', value: listed.requests.average / readRate },
      ...memory(listMeasured),
      failed: failures(`${list} (${target.label})`, listed),
    });
  }
  return rows;
}

/** When the RSS of a started service is read after its first answer: soon, and at rest. */
const AFTER_START_MS = 3_000;
const AT_REST_MS = 45_000;

/**
 * The service's RSS once started and asked once: three seconds later (what start-up left, for
 * information), and after it has been left alone, the target's figure. V8 gives back the young
 * generation start-up grew (some 30 MB) only once its memory reducer sees the process quiet,
 * which took 20-30 s here (docs/performance.md, Idle RSS).
 */
async function idleRss(target: Target): Promise<void> {
  await withService(target, 'idle RSS', async (server, access) => {
    await fetch(`${access.baseUrl}/config`, { headers: { authorization } }).then((r) => r.arrayBuffer());
    await new Promise((resolve) => setTimeout(resolve, AFTER_START_MS));
    add({
      what: `RSS ${AFTER_START_MS / 1000} s after start-up`,
      database: target.label,
      rssMb: procStatusMb(server.pid, 'VmRSS') ?? NaN,
    });
    await new Promise((resolve) => setTimeout(resolve, AT_REST_MS - AFTER_START_MS));
    const rssMb = procStatusMb(server.pid, 'VmRSS') ?? NaN;
    add({
      what: `idle RSS (${AT_REST_MS / 1000} s at rest)`,
      database: target.label,
      rssMb,
      target: `< ${IDLE_RSS_TARGET_MB} MB`,
      checks: [{ name: 'RSS', ok: rssMb < IDLE_RSS_TARGET_MB }],
    });
  });
}

/** A service route under load, on a fresh process. */
async function serviceRead(target: Target, what: string, path: string): Promise<Measured | undefined> {
  return withService(target, what, (server, access) =>
    hammer(server, target, { url: `${access.baseUrl}${path}`, headers: { authorization } }),
  );
}

/**
 * A read of the service (`path`) on a fresh process, in alternation with the ceiling's read
 * (`ceiling`): the two results.
 */
async function readBeside(
  target: Target,
  what: string,
  path: string,
  ceiling: Load,
  own: Load | undefined,
): Promise<{ served: Measured; base: Measured; own?: Measured } | undefined> {
  return withService(target, what, async (server, access) => {
    const url = `${access.baseUrl}${path}`;
    const loads = [
      ceiling,
      ...(own ? [own] : []),
      { server, target, options: { url, headers: { authorization } } },
    ];
    const measured = await alternated(loads);
    const base = measured[0];
    const served = measured[measured.length - 1];
    if (base === undefined || served === undefined) return undefined;
    return own === undefined
      ? { served, base }
      : { served, base, ...(measured[1] ? { own: measured[1] } : {}) };
  });
}

/** A single read's row as the service stored it, with its table's columns (bench/db-read.mjs `READ_ROWS`). */
interface OwnRow {
  name: string;
  columns: [string, string][];
  row: string;
}

/**
 * The rows the single reads answer from, read from the target's database (no server runs on it
 * now), each with its table's columns and their types, for `/row/<name>` of bench/db-read.mjs.
 */
function ownRows(target: Target, reads: { name: string; table: string; id: string }[]): Promise<OwnRow[]> {
  return withTargetUrl(target, async (url) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const rows: OwnRow[] = [];
      for (const { name, table, id } of reads) {
        const columns = await client.query<{ name: string; type: string }>(
          `select attname as name, format_type(atttypid, atttypmod) as type from pg_attribute
            where attrelid = $1::regclass and attnum > 0 and not attisdropped order by attnum`,
          [table],
        );
        const found = await client.query<{ row: string }>(
          `select row_to_json(t)::text as row from ${table} as t where id = $1`,
          [id.slice(id.indexOf(':') + 1)],
        );
        const row = found.rows[0]?.row;
        if (row === undefined) throw new Error(`${name} ${id} is not in ${table}`);
        rows.push({ name, columns: columns.rows.map((c) => [c.name, c.type]), row });
      }
      return rows;
    } finally {
      await client.end();
    }
  });
}

/**
 * A row for a load measured in turns: the median rate and p50, the worst p99 and memory,
 * the failures of every turn.
 */
function turnColumns(what: string, database: string, measured: Measured[], expected?: string) {
  const results = measured.map((m) => m.result);
  const failed = results
    .map((r) => failures(`${what} (${database})`, r, expected))
    .filter((f) => f !== undefined)
    .join('; ');
  const postgres = measured.map((m) => m.postgresRssMb).filter((v) => v !== undefined);
  const hwm = measured.map((m) => m.hwmMb).filter((v) => v !== undefined);
  return {
    what,
    database,
    perSecond: median(results.map((r) => r.requests.average)),
    p50: median(results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    rssMb: Math.max(...measured.map((m) => m.rssMb)),
    ...(hwm.length === 0 ? {} : { hwmMb: Math.max(...hwm) }),
    ...(postgres.length === 0 ? {} : { postgresRssMb: Math.max(...postgres) }),
    ...(failed === '' ? {} : { failed }),
  };
}

/** Rates of the customer's single read per target, for the rows measured against it. */
const singleReads = new Map<string, number>();

/**
 * The single-resource reads (a customer, a quote, a transaction) and `GET /config`, each in
 * `turns` turns beside its baselines, measured in alternation with them (`alternated`): each
 * read with fastify + one SELECT, `GET /config` with bare fastify's hello and the same answer;
 * each turn on fresh processes; the ratio is the median of the turns' ratios. Then the list, once.
 */
async function reads(target: Target, bareFastify: number | undefined): Promise<void> {
  const seeded = await withService(target, 'seeding', async (_server, access) => {
    progress(`${target.label}: seeding ${SEED_CUSTOMERS} customers and 20 paid quotes`);
    return { customerId: await seedCustomers(access), ...(await seedPayments(access)) };
  });
  if (seeded === undefined) return;
  // The single-resource reads of the target, each against the read ceiling of its own turn and
  // against its own row's.
  const singles = [
    {
      what: 'GET /customers/{id}',
      path: `/customers/${encodeURIComponent(seeded.customerId)}`,
      row: 'customer',
    },
    { what: 'GET /quotes/{id}', path: `/quotes/${encodeURIComponent(seeded.quoteId)}`, row: 'quote' },
    {
      what: 'GET /transactions/{id}',
      path: `/transactions/${encodeURIComponent(seeded.transactionId)}`,
      row: 'transaction',
    },
  ];
  const rows = await ownRows(target, [
    { name: 'customer', table: 'customers', id: seeded.customerId },
    { name: 'quote', table: 'quotes', id: seeded.quoteId },
    { name: 'transaction', table: 'transactions', id: seeded.transactionId },
  ]).catch((err: unknown) => {
    problem(
      `the single reads' own rows (${target.label}): ${err instanceof Error ? err.message : String(err)}`,
    );
    return [];
  });
  const base: Measured[] = [];
  const served = new Map<string, Measured[]>(singles.map(({ what }) => [what, []]));
  const ownServed = new Map<string, Measured[]>(singles.map(({ what }) => [what, []]));
  // Each read's rate over the ceiling's in the same seconds, per turn; and over its own row's.
  const ratiosOf = new Map<string, number[]>(singles.map(({ what }) => [what, []]));
  const ownRatiosOf = new Map<string, number[]>(singles.map(({ what }) => [what, []]));
  // Each own row's rate over the ceiling's, per turn.
  const rowRatiosOf = new Map<string, number[]>(singles.map(({ what }) => [what, []]));
  const listRows: Figure[] = [];
  await withBaselineDatabase(target, async (databaseUrl) => {
    for (let turn = 1; turn <= turns; turn++) {
      progress(`${target.label}: single reads beside their baseline, turn ${turn} of ${turns}`);
      const measured = await withDbRead(
        databaseUrl,
        async (server, origin) => {
          // The scratch server is not the target's cluster: its RSS is not sampled as if it were.
          const ceiling: Load = { server, target: NO_DATABASE, options: { url: `${origin}/read` } };
          // Each turn starts with the next read, so no read is always the one measured first.
          const order = singles.map(
            (_, i) => singles[(i + turn - 1) % singles.length] as (typeof singles)[0],
          );
          const turnReads: { what: string; served: Measured; base: Measured; own?: Measured }[] = [];
          for (const { what, path, row } of order) {
            const own: Load | undefined = rows.some((r) => r.name === row)
              ? { server, target: NO_DATABASE, options: { url: `${origin}/row/${row}` } }
              : undefined;
            const beside = await readBeside(target, what, path, ceiling, own);
            if (beside === undefined) return undefined;
            turnReads.push({ what, ...beside });
          }
          const lists =
            turn === 1
              ? await listCeilings(target, server, origin, median(turnReads.map((r) => rateOf(r.base))))
              : [];
          return { turnReads, lists };
        },
        rows,
      );
      if (measured === undefined) return;
      listRows.push(...measured.lists);
      for (const read of measured.turnReads) {
        base.push(read.base);
        served.get(read.what)?.push(read.served);
        ratiosOf.get(read.what)?.push(rateOf(read.served) / rateOf(read.base));
        if (read.own === undefined) continue;
        ownServed.get(read.what)?.push(read.own);
        ownRatiosOf.get(read.what)?.push(rateOf(read.served) / rateOf(read.own));
        rowRatiosOf.get(read.what)?.push(rateOf(read.own) / rateOf(read.base));
      }
    }
  });
  if (base.length > 0) {
    add(turnColumns(DB_READ, target.label, base));
    for (const row of listRows) add(row);
    // Each read's own row, against the one SELECT: what reading that row costs by itself.
    for (const { what, row: name } of singles) {
      const measured = ownServed.get(what) ?? [];
      if (measured.length === 0) continue;
      const ratios = rowRatiosOf.get(what) ?? [];
      add({
        ...turnColumns(OWN_ROW(name), target.label, measured),
        ratio: { to: 'fastify + one SELECT', value: median(ratios), turns: ratios },
      });
    }
    for (const { what } of singles) {
      const measured = served.get(what) ?? [];
      const ratios = ratiosOf.get(what) ?? [];
      const ownRatios = ownRatiosOf.get(what) ?? [];
      const row = turnColumns(what, target.label, measured);
      if (what === 'GET /customers/{id}') singleReads.set(target.label, row.perSecond);
      const ratio = median(ratios);
      add({
        ...row,
        ratio: { to: 'fastify + one SELECT', value: ratio, turns: ratios },
        ...(ownRatios.length === 0
          ? {}
          : { alsoRatio: { to: 'fastify + its own row', value: median(ownRatios), turns: ownRatios } }),
        ...readGoal(ratio, SINGLE_READ_TARGET, 'fastify + one SELECT', row),
      });
    }
  }

  const config = 'GET /config';
  const configs: Measured[] = [];
  const hellos: Measured[] = [];
  const sameAnswers: Measured[] = [];
  const refusedAnswers: Measured[] = [];
  await withRefusingTarget(target, async (refusingTarget) => {
    for (let turn = 1; turn <= turns; turn++) {
      progress(`${target.label}: ${config} beside its baselines and its refusals, turn ${turn} of ${turns}`);
      const measured = await withService(
        refusingTarget,
        REFUSED,
        (refusingServer, refusingAccess) =>
          withService(target, config, async (server, access) => {
            const url = `${access.baseUrl}/config`;
            const answer = await (await fetch(url, { headers: { authorization } })).text();
            return besideConfig(
              answer,
              { server, target, options: { url, headers: { authorization } } },
              {
                server: refusingServer,
                target: refusingTarget,
                options: { url: `${refusingAccess.baseUrl}/config`, headers: { authorization } },
              },
            );
          }),
        // Every request after the first is refused.
        { RATE_LIMIT_MAX: '1', RATE_LIMIT_WINDOW_SECONDS: '3600' },
      );
      if (measured === undefined) break;
      configs.push(measured.config);
      hellos.push(measured.hello);
      sameAnswers.push(measured.sameAnswer);
      refusedAnswers.push(measured.refused);
    }
  });
  if (configs.length > 0) {
    const helloRow = turnColumns(HELLO_BESIDE_CONFIG, target.label, hellos);
    add(helloRow);
    const sameRatios = turnRatios(sameAnswers, hellos);
    add({
      ...turnColumns(SAME_ANSWER, target.label, sameAnswers),
      ratio: { to: 'bare fastify hello', value: median(sameRatios), turns: sameRatios },
    });
    const row = turnColumns(config, target.label, configs);
    // Against the hello of the same seconds; the run's first one if a turn's failed.
    const ratios = configs.map(
      (m, i) => m.result.requests.average / (rateOf(hellos[i]) || (bareFastify ?? NaN)),
    );
    const alsoRatios = turnRatios(configs, sameAnswers);
    const ratio = median(ratios);
    add({
      ...row,
      ratio: { to: 'bare fastify', value: ratio, turns: ratios },
      alsoRatio: { to: 'the same answer', value: median(alsoRatios), turns: alsoRatios },
      ...readGoal(ratio, CONFIG_READ_TARGET, 'bare fastify', row),
    });
  }

  if (refusedAnswers.length > 0) addRefusals(target, refusedAnswers, configs);

  const list = 'GET /customers?limit=100';
  progress(`${target.label}: ${list}`);
  const listed = await serviceRead(target, list, '/customers?limit=100');
  if (listed === undefined) return;
  const row = turnColumns(list, target.label, [listed]);
  // Against fastify answering the same page (a customers table's rows, the same statements) and
  // its count from the same server; also shown against the page of two columns.
  const rateIn = (what: string) => listRows.find((r) => r.what === what)?.perSecond;
  const ceiling = rateIn(DB_CUSTOMER_LIST);
  const twoColumns = rateIn(DB_LIST);
  const ratio = ceiling === undefined ? undefined : row.perSecond / ceiling;
  add({
    ...row,
    ...(ratio === undefined ? {} : { ratio: { to: 'fastify + the same customers page', value: ratio } }),
    ...(twoColumns === undefined
      ? {}
      : { alsoRatio: { to: 'fastify + a page of two columns', value: row.perSecond / twoColumns } }),
    ...readGoal(ratio, LIST_TARGET, 'fastify + the same customers page and its count', row),
  });
}

const REFUSED = 'GET /config refused 429 (past the rate limit)';

/**
 * `GET /config` by a credential past its rate limit (RATE_LIMIT_MAX=1: every request after the
 * first is refused), measured in alternation with `GET /config` in its turns: each 429 must
 * cost no more than the answer it replaces, or a client that ignores its limit slows everyone
 * else down. Its rate against `GET /config`'s of the same seconds, turn by turn.
 */
function addRefusals(target: Target, refused: Measured[], configs: Measured[]): void {
  for (const { result } of refused) {
    const refusals = result.statusCodeStats?.['429']?.count ?? 0;
    const other = result['2xx'] + result.non2xx - refusals;
    // The first answer of the window is a 200 (in the warm-up); anything else but 429s is an error.
    if (other > 2 || result.errors - result.timeouts > 0)
      problem(`${REFUSED} (${target.label}): ${other} answers were not 429, ${result.errors} errors`);
  }
  const row = turnColumns(REFUSED, target.label, refused, '429');
  const ratios = turnRatios(refused, configs);
  const ratio = median(ratios);
  add({
    ...row,
    ratio: { to: 'GET /config', value: ratio, turns: ratios },
    target: `>= ${REFUSAL_TARGET}x GET /config, RSS < ${RSS_TARGET_MB} MB`,
    checks: [
      { name: 'ratio', ok: ratio >= REFUSAL_TARGET },
      { name: 'RSS', ok: row.rssMb < RSS_TARGET_MB },
    ],
  });
}

/**
 * The target the refusing server runs on, beside the target's own server: the same database
 * when it is external; on the embedded one a DATA_DIR of its own (one service runs per
 * DATA_DIR), whose cluster a refused request never reaches.
 */
async function withRefusingTarget<T>(target: Target, body: (refusing: Target) => Promise<T>): Promise<T> {
  if (target.dataDir === undefined) return body(target);
  const dataDir = makeDataDir('payments-refusals-');
  try {
    return await body({ label: target.label, env: { ...target.env, DATA_DIR: dataDir }, dataDir });
  } finally {
    await removeDataDir(dataDir);
  }
}

const rateOf = (m: Measured | undefined) => m?.result.requests.average ?? 0;

/** Each turn's rate over its baseline's in the same turn. */
const turnRatios = (measured: Measured[], baselines: (Measured | undefined)[]) =>
  measured.map((m, i) => m.result.requests.average / rateOf(baselines[i]));

/** A read's target (a ratio to `to`, p99, RSS) and its checks. */
const readGoal = (
  ratio: number | undefined,
  goal: number,
  to: string,
  row: { p99: number; rssMb: number },
): { target: string; checks: Check[] } => ({
  target: `>= ${goal}x ${to}, p99 < ${READ_P99_TARGET_MS} ms, RSS < ${RSS_TARGET_MB} MB`,
  checks: [
    { name: 'ratio', ok: ratio !== undefined && ratio >= goal },
    { name: 'p99', ok: row.p99 < READ_P99_TARGET_MS },
    { name: 'RSS', ok: row.rssMb < RSS_TARGET_MB },
  ],
});

async function createCustomers(target: Target): Promise<void> {
  const what = 'POST /customers';
  progress(`${target.label}: ${what}`);
  await withService(target, what, async (server, access) => {
    const { result, ...measured } = await hammer(server, target, {
      url: `${access.baseUrl}/customers`,
      requests: [
        {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          // Called for every request: each creates a new customer (and its internal accounts).
          setupRequest: (request) => ({ ...request, body: JSON.stringify(newCustomer('load')) }),
        },
      ],
    });
    return { result, measured };
  }).then(async (done) => {
    if (done === undefined) return;
    const { result, measured } = done;
    // After the server stopped: its statements alone, on the same database.
    const ceiling = await statementsCeiling(target, CUSTOMER_STATEMENTS, async (client) => {
      const platform = await client.query<{ platform_id: string }>(
        'select platform_id from api_tokens where client_id = $1',
        [credentials.clientId],
      );
      const id = platform.rows[0]?.platform_id;
      if (id === undefined) throw new Error('the bench credentials have no platform');
      return { script: 'bench/pgbench/create-customer.sql', defines: { plat: id } };
    });
    const single = singleReads.get(target.label);
    const ratio = ceiling === undefined ? undefined : result.requests.average / ceiling;
    add({
      ...rateColumns(what, target.label, result),
      ...(ratio === undefined ? {} : { ratio: { to: 'its statements by pgbench', value: ratio } }),
      ...(single === undefined
        ? {}
        : { alsoRatio: { to: 'single read', value: result.requests.average / single } }),
      ...memory(measured),
      failed: failures(`${what} (${target.label})`, result),
      target: `>= ${WRITE_TARGET}x its statements by pgbench, RSS < ${RSS_TARGET_MB} MB`,
      checks: [
        { name: 'ratio', ok: ratio !== undefined && ratio >= WRITE_TARGET },
        { name: 'RSS', ok: measured.rssMb < RSS_TARGET_MB },
      ],
    });
  });
}

/**
 * The target's database at a URL, for pgbench: the external one as it is; the embedded one
 * started by this process on the target's DATA_DIR (no server runs there between loads).
 */
async function withTargetUrl<T>(target: Target, body: (url: string) => Promise<T>): Promise<T> {
  if (target.databaseUrl !== undefined) return body(target.databaseUrl);
  const database = await openDatabase({ dataDir: target.dataDir });
  try {
    if (database.embeddedUrl === undefined) throw new Error('the embedded database has no URL');
    return await body(database.embeddedUrl);
  } finally {
    await database.close();
  }
}

/**
 * A script of the service's statements run by pgbench on the target's database, prepared by
 * `prepare` (which names the script and its variables, and may add what the script reads);
 * added as a row; its tps, or undefined when it could not run. Then the same script driven by
 * node-postgres (bench/lib/pg-script.ts), added as a row against pgbench's: the most a service
 * in Node sending those statements through that driver could reach, before any HTTP.
 */
async function statementsCeiling(
  target: Target,
  what: string,
  prepare: (
    client: pg.Client,
  ) => Promise<{ script: string; defines?: Record<string, string>; after?: string }>,
): Promise<number | undefined> {
  progress(`${target.label}: ${what}`);
  try {
    const result = await withTargetUrl(target, async (url) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { script, defines, after } = await prepare(client);
        try {
          const byPgbench = await pgbenchScript(url, script, defines);
          if (byPgbench.kind !== 'measured') return { byPgbench };
          progress(`${target.label}: ${BY_NODE_PG(what)}`);
          return { byPgbench, byNodePg: await nodePgScript(url, script, defines) };
        } finally {
          if (after !== undefined) await client.query(after);
        }
      } finally {
        await client.end();
      }
    });
    const { byPgbench, byNodePg } = result;
    if (byPgbench.kind === 'measured') {
      add({ what, database: target.label, perSecond: byPgbench.tps });
      if (byNodePg !== undefined)
        add({
          what: BY_NODE_PG(what),
          database: target.label,
          perSecond: byNodePg,
          ratio: { to: 'the same statements by pgbench', value: byNodePg / byPgbench.tps },
        });
      return byPgbench.tps;
    }
    if (byPgbench.kind === 'failed') problem(`${what} (${target.label}): ${byPgbench.reason}`);
    else progress(`${what} skipped: ${byPgbench.reason}`);
  } catch (err) {
    problem(`${what} (${target.label}): ${err instanceof Error ? err.message : String(err)}`);
  }
  return undefined;
}

async function payments(target: Target, tps: number | undefined): Promise<void> {
  const what = `paid payments (quote + execute, ${connections} clients)`;
  progress(`${target.label}: ${what}`);
  const done = await withService(target, 'payments', async (server, access) => {
    const api = apiClient(access, connections);
    try {
      const accounts = await setUp(api, SEED_CUSTOMERS);
      await load(api, accounts, WARM_UP_SECONDS * 1000, connections);
      const measured = await withRss(server, target, () => load(api, accounts, seconds * 1000, connections));
      return { accounts, ...measured };
    } finally {
      api.close();
    }
  });
  if (!done) return;
  const { perSecond, p50, p99, errorCount } = summarize(done.value);
  if (errorCount > 0)
    problem(`payments (${target.label}): ${errorCount} failed ${JSON.stringify(done.value.errors)}`);
  // After the server stopped (the embedded cluster is this process's to start then): the
  // ledger recomputed from its postings, money conserved.
  const ledger = await verifyLedger(target, done.accounts);
  if (!ledger.ok) problem(`payments (${target.label}): ledger ${ledger.ledger}`);
  // The pair's statements alone, between 100 of the funded accounts of the load.
  const statements = await statementsCeiling(target, PAIR_STATEMENTS, async (client) => {
    await client.query('drop table if exists pb_acct');
    await client.query(
      `create table pb_acct as select row_number() over (order by ia.id) as n, ia.id, ia.platform_id,
         ia.customer_id from internal_accounts ia join ledger_accounts la on la.id = ia.id
         where ia.currency = 'USD' and ia.customer_id is not null and la.available > 0 limit 100`,
    );
    const counted = await client.query<{ n: number }>('select count(*)::int as n from pb_acct');
    if (counted.rows[0]?.n !== 100) throw new Error(`${counted.rows[0]?.n ?? 0} funded accounts, not 100`);
    return { script: 'bench/pgbench/payment-pair.sql', after: 'drop table pb_acct' };
  });
  const ratio = tps === undefined ? undefined : perSecond / tps;
  const toStatements = statements === undefined ? undefined : perSecond / statements;
  add({
    what,
    database: target.label,
    perSecond,
    p50,
    p99,
    ...(toStatements === undefined
      ? {}
      : { ratio: { to: 'its statements by pgbench', value: toStatements } }),
    ...(ratio === undefined ? {} : { alsoRatio: { to: 'pgbench TPC-B tps', value: ratio } }),
    ...memory(done),
    ...(errorCount > 0 ? { failed: `${errorCount} failed pairs` } : {}),
    target:
      `>= ${PAYMENT_STATEMENTS_TARGET}x its statements by pgbench, >= ${PAYMENT_RATIO_TARGET}x pgbench TPC-B, ` +
      `RSS < ${RSS_TARGET_MB} MB`,
    checks: [
      {
        name: 'ratio to its statements',
        ok: toStatements !== undefined && toStatements >= PAYMENT_STATEMENTS_TARGET,
      },
      { name: 'ratio to TPC-B', ok: ratio !== undefined && ratio >= PAYMENT_RATIO_TARGET },
      { name: 'RSS', ok: done.rssMb < RSS_TARGET_MB },
    ],
  });
}

/**
 * The server's own deliverer drains an outbox of EVENTS events to the receiver in this
 * process. The outbox is seeded from this process before the server starts, so delivery
 * starts on a full outbox (on the embedded database, `openDatabase({ dataDir })` runs the
 * cluster for the seeding and stops it again before the server starts its own).
 */
async function webhooks(target: Target, receiver: Receiver): Promise<void> {
  const what = 'webhook events delivered';
  progress(`${target.label}: ${what} (seeding ${EVENTS.toLocaleString('en-US')} events)`);
  const database = await openDatabase(
    target.databaseUrl ? { databaseUrl: target.databaseUrl } : { dataDir: target.dataDir },
  );
  try {
    await migrateToLatest(database.db);
    await seedOutbox(database.db, receiver.url, EVENTS);
  } finally {
    await database.close();
  }
  receiver.reset();
  const expected = EVENTS + 1; // and the TEST event of setting the endpoint
  const done = await withService(target, what, (server) =>
    withRss(server, target, async () => {
      // Done when all arrived; stuck when nothing arrived for 30 s.
      let seen = 0;
      let progressAt = performance.now();
      while (receiver.received() < expected) {
        await new Promise((r) => setTimeout(r, 50));
        if (server.crashed()) throw new Error('the server stopped during delivery');
        if (receiver.received() > seen) {
          seen = receiver.received();
          progressAt = performance.now();
        } else if (performance.now() - progressAt > 30_000) {
          throw new Error(`only ${seen} of ${expected} events arrived`);
        }
      }
    }),
  );
  const first = receiver.firstAt();
  const last = receiver.lastAt();
  if (!done || first === undefined || last === undefined || last <= first) return;
  // From the first delivery to the last: excludes the server's start-up, which is not delivery.
  add({
    what,
    database: target.label,
    perSecond: (receiver.received() - 1) / ((last - first) / 1000),
    ...memory(done),
    target: `RSS < ${RSS_TARGET_MB} MB`,
    checks: [{ name: 'RSS', ok: done.rssMb < RSS_TARGET_MB }],
  });
}

// ------------------------------------------------------------------ main

const cpuList = cpus();
const machine =
  `${cpuList[0]?.model.trim() ?? 'unknown CPU'}, ${cpuList.length} cores, ` +
  `load average at start ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;
const date = new Date().toISOString().replace('T', ' ').slice(0, 16);
let hasPostgres = false;
let hasEmbedded = false;

const receiver = await startReceiver();
try {
  progress('baseline: bare node:http hello');
  await baseline('bench/hello-node.mjs', 'bare node:http hello');
  progress('baseline: bare fastify hello');
  const bareFastify = await baseline('bench/hello.mjs', `bare fastify hello${LOGGED}`, BASELINE_LOG_ENV);
  // The database's own ceiling, on each server the service runs on: the embedded binaries are
  // another build than the machine's, so each payments row is read against its own server.
  const tps = new Map<string, number>();
  for (const kind of databases) {
    const label = kind === 'embedded' ? EMBEDDED : EXTERNAL;
    progress(`baseline: pgbench TPC-B on ${label} (-i -s 10, then -c 10 -j 2 -T 10)`);
    const pgbench = kind === 'embedded' ? await pgbenchEmbedded() : await pgbenchTpcB();
    if (pgbench.kind === 'measured') {
      tps.set(label, pgbench.tps);
      add({ what: PGBENCH, database: label, perSecond: pgbench.tps });
    } else if (pgbench.kind === 'failed') {
      problem(pgbench.reason);
    } else {
      progress(`pgbench skipped: ${pgbench.reason}`);
    }
  }

  // Every target first, then each load on every target back to back: the machine's other
  // work drifts over a run, and two rows compared should see the same of it.
  const targets: { target: Target; cleanup: () => Promise<void> }[] = [];
  try {
    for (const kind of databases) {
      if (kind === 'postgres') {
        const scratch = await scratchPostgres();
        if (typeof scratch === 'string') {
          progress(`PostgreSQL skipped: ${scratch}`);
          continue;
        }
        hasPostgres = true;
        targets.push({
          target: { label: EXTERNAL, env: { DATABASE_URL: scratch.url }, databaseUrl: scratch.url },
          cleanup: scratch.drop,
        });
      } else if (kind === 'embedded') {
        // A fresh DATA_DIR per run: every server process of this target starts the embedded
        // PostgreSQL in it (initdb on the first), and stops it when it stops.
        const dataDir = makeDataDir('payments-bench-');
        hasEmbedded = true;
        targets.push({
          target: { label: EMBEDDED, env: { DATA_DIR: dataDir }, dataDir },
          // A server that crashed leaves its PostgreSQL running (its own process group).
          cleanup: () => removeDataDir(dataDir),
        });
      } else {
        problem(`unknown database "${kind}" in BENCH_DATABASES (embedded, postgres)`);
      }
    }
    const loads: [string, (target: Target) => Promise<void>][] = [
      ['startup', (target) => startup(target)],
      ['idle', (target) => idleRss(target)],
      ['reads', (target) => reads(target, bareFastify)],
      ['customers', (target) => createCustomers(target)],
      ['payments', (target) => payments(target, tps.get(target.label))],
      ['webhooks', (target) => webhooks(target, receiver)],
    ];
    for (const name of only ?? []) {
      if (!loads.some(([known]) => known === name)) problem(`unknown load "${name}" in BENCH_LOADS`);
    }
    for (const [name, load] of loads) {
      if (only && !only.includes(name)) continue;
      for (const { target } of targets) {
        try {
          await load(target);
        } catch (err) {
          problem(`${target.label}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
        }
      }
    }
  } finally {
    for (const { cleanup } of targets) await cleanup();
  }
} finally {
  await receiver.close();
}

const totalSeconds = Math.round((performance.now() - started) / 1000);
const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version?: string }).version ?? '';
const table = [
  `## npm run bench, ${date} UTC`,
  '',
  `Machine: ${machine}; load average at end ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}. Node ${process.version}, payments-service ${version}.`,
  `Loads: ${connections} connections/clients, ${WARM_UP_SECONDS} s warm-up then ${seconds} s each, one at a time, ` +
    `each against a fresh \`dist/cli.js serve\`; the single reads and GET /config in ${turns} turns with their baselines, ` +
    `each turn's loads measured in alternation with them (${SLICES} slices of ${fmt(seconds / SLICES, 1)} s each), ` +
    `each row the median of its turns (p99 and RSS the worst) and each ratio the median of the turns' own ratios; webhooks: ${EVENTS.toLocaleString('en-US')} events.` +
    (hasEmbedded
      ? ` ${EMBEDDED}: the server's own cluster in a fresh DATA_DIR (a child process and its backends);` +
        ` "vs ${EXTERNAL}" is its rate over the ${EXTERNAL} row of the same load (for the rows measured in` +
        ` turns, its ratio over theirs).` +
        ` Start-up: median of ${starts} starts from spawn to the first 200 answer (service: GET /healthz` +
        ` on the DATA_DIR a first start initialised), in turns with as many of bare fastify.`
      : '') +
    (hasPostgres ? ` ${EXTERNAL}: a scratch database on the local server.` : '') +
    ` Service RSS is the node process alone; PostgreSQL RSS sums the embedded server's processes.` +
    (logged
      ? ' Logging: the default configuration, the service with LOG_LEVEL unset (info: a line per request) and every' +
        ' fastify baseline with its logger at info writing a line per request; every server writes to a file.'
      : ' Logging: tuned, the service at LOG_LEVEL=warn and the fastify baselines with no logger.'),
  '',
  render([
    'measurement',
    'database',
    'per second',
    'start-up s',
    'p50 ms',
    'p99 ms',
    'ratio',
    `vs ${EXTERNAL}`,
    'service peak RSS MB',
    'service VmHWM MB',
    'PostgreSQL peak RSS MB',
    'failed requests',
    'target',
    'met?',
  ]),
  '',
  `Total run time: ${Math.floor(totalSeconds / 60)} min ${totalSeconds % 60} s.`,
  ...(problems.length > 0 ? ['', 'ERRORS:', ...problems.map((p) => `- ${p}`)] : []),
].join('\n');

console.log(`\n${table}`);
if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, `${table}\n`);
if (problems.length > 0) process.exitCode = 1;
