import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * pgbench TPC-B on a scratch database of a PostgreSQL server (the local one by default, or the
 * embedded one's maintenance URL): the database's own ceiling on this machine, measured in the
 * same run as the service so the payments ratio compares like with like. Its own database,
 * never DATABASE_URL: `pgbench -i` drops and creates tables.
 */
export type PgbenchResult =
  | { kind: 'measured'; tps: number }
  /** No local PostgreSQL to measure (not an error of the run: embedded-only runs need none). */
  | { kind: 'unavailable'; reason: string }
  /** PostgreSQL answered but pgbench failed: an error of the run. */
  | { kind: 'failed'; reason: string };

const localAdminUrl = () =>
  process.env.BENCH_POSTGRES_URL ??
  process.env.TEST_POSTGRES_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

function run(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.env.PGBENCH ?? '/usr/bin/pgbench', args, { env });
    let output = '';
    const keep = (d: Buffer) => {
      output += d.toString();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', (err) => done({ code: null, output: `${output}${err.message}` }));
    child.once('close', (code) => done({ code, output }));
  });
}

async function admin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
    await client.query(sql);
  } finally {
    await client.end().catch(() => {});
  }
}

/** pgbench's connection settings for `url` (over TCP, like the service, not a Unix socket). */
function pgEnv(url: string, database?: string): NodeJS.ProcessEnv {
  const parsed = new URL(url);
  return {
    ...process.env,
    PGHOST: parsed.hostname,
    PGPORT: parsed.port || '5432',
    PGUSER: decodeURIComponent(parsed.username) || 'postgres',
    PGDATABASE: database ?? decodeURIComponent(parsed.pathname.slice(1)),
    ...(parsed.password ? { PGPASSWORD: decodeURIComponent(parsed.password) } : {}),
  };
}

/**
 * A script of the service's own statements (bench/pgbench/*.sql) run by pgbench on the
 * database at `url` (`-n -M prepared`, with `defines` as `-D name=value`): the database's
 * ceiling for those statements, with no HTTP, no service process and no JavaScript.
 */
export async function pgbenchScript(
  url: string,
  script: string,
  defines: Record<string, string> = {},
  options: { clients: number; threads: number; seconds: number } = { clients: 10, threads: 2, seconds: 10 },
): Promise<PgbenchResult> {
  const bench = await run(
    [
      '-n',
      '-M',
      'prepared',
      '-c',
      String(options.clients),
      '-j',
      String(options.threads),
      '-T',
      String(options.seconds),
      ...Object.entries(defines).flatMap(([name, value]) => ['-D', `${name}=${value}`]),
      '-f',
      script,
    ],
    pgEnv(url),
  );
  if (bench.code === null && bench.output.includes('ENOENT'))
    return { kind: 'unavailable', reason: 'no pgbench on this machine (set PGBENCH to its path)' };
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(bench.output)?.[1];
  if (bench.code !== 0 || tps === undefined)
    return { kind: 'failed', reason: `pgbench -f ${script}: ${bench.output.trim()}` };
  return { kind: 'measured', tps: Number(tps) };
}

/** `pgbench -i -s <scale>`, then `pgbench -c <clients> -j <threads> -T <seconds>`, over TCP. */
export async function pgbenchTpcB(
  adminUrl: string = localAdminUrl(),
  options: { scale: number; clients: number; threads: number; seconds: number } = {
    scale: 10,
    clients: 10,
    threads: 2,
    seconds: 10,
  },
): Promise<PgbenchResult> {
  const name = `payments_pgbench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const shown = adminUrl.replace(/:[^:@/]*@/, ':***@');
  try {
    await admin(adminUrl, `create database ${name}`);
  } catch (err) {
    return { kind: 'unavailable', reason: `no PostgreSQL at ${shown}: ${String(err)}` };
  }
  try {
    const env = pgEnv(adminUrl, name);
    const init = await run(['-i', '-q', '-s', String(options.scale)], env);
    if (init.code === null && init.output.includes('ENOENT'))
      return { kind: 'unavailable', reason: 'no pgbench on this machine (set PGBENCH to its path)' };
    if (init.code !== 0) return { kind: 'failed', reason: `pgbench -i: ${init.output.trim()}` };
    const bench = await run(
      ['-c', String(options.clients), '-j', String(options.threads), '-T', String(options.seconds)],
      env,
    );
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(bench.output)?.[1];
    if (bench.code !== 0 || tps === undefined)
      return { kind: 'failed', reason: `pgbench: ${bench.output.trim()}` };
    return { kind: 'measured', tps: Number(tps) };
  } finally {
    await admin(adminUrl, `drop database if exists ${name} with (force)`).catch(() => {});
  }
}
