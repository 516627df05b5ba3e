// Requests/s of an authenticated GET /config next to a bare fastify hello-world route, in
// one run on the same machine. Each server runs in its own process; autocannon drives them
// from this one. Then quote + execute pairs/s (bench/payments.ts) on both databases.
// Usage: npm run bench   (BENCH_SECONDS, BENCH_CONNECTIONS, DATABASE_URL optional)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const clientId = 'bench-client-0001';
const clientSecret = 'bench-secret-0123456789';

function start(args, env, ready) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env } });
    let out = '';
    const onData = (d) => {
      out += d.toString();
      const port = ready(out);
      if (port) resolve({ child, port });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${out}`)));
  });
}

async function load(url, headers) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx responses, ${result.errors} errors`);
  }
  return result;
}

const dataDir = mkdtempSync(join(tmpdir(), 'payments-bench-'));
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)';
const service = await start(
  ['dist/cli.js', 'serve'],
  {
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SERVICE_CLIENT_ID: clientId,
    SERVICE_CLIENT_SECRET: clientSecret,
  },
  (out) => /base URL:\s+http:\/\/127\.0\.0\.1:(\d+)/.exec(out)?.[1],
);
const hello = await start(['bench/hello.mjs'], {}, (out) => /listening (\d+)/.exec(out)?.[1]);

try {
  const auth = { authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}` };
  // Warm up both (JIT, connection pools, the verified-credentials cache).
  await autocannon({ url: `http://127.0.0.1:${hello.port}/hello`, connections, duration: 2 });
  await autocannon({
    url: `http://127.0.0.1:${service.port}/2025-10-13/config`,
    connections,
    duration: 2,
    headers: auth,
  });

  const bare = await load(`http://127.0.0.1:${hello.port}/hello`);
  const config = await load(`http://127.0.0.1:${service.port}/2025-10-13/config`, auth);
  const row = (name, r) =>
    `| ${name} | ${Math.round(r.requests.average).toLocaleString('en-US')} | ${r.latency.p50} | ${r.latency.p99} |`;
  console.log(`\n${connections} connections, ${seconds} s each, database: ${database}\n`);
  console.log('| route | requests/s | p50 ms | p99 ms |');
  console.log('|---|---|---|---|');
  console.log(row('bare fastify GET /hello', bare));
  console.log(row('GET /2025-10-13/config (Basic auth + 2 queries)', config));
  console.log(
    `\nGET /config runs at ${((config.requests.average / bare.requests.average) * 100).toFixed(1)}% of bare fastify.`,
  );
} finally {
  service.child.kill('SIGTERM');
  hello.child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}

// Payments: quote + execute pairs between internal accounts, on both databases (BENCH_DATABASES
// narrows it), each on a scratch database of its own.
const payments = spawnSync(process.execPath, ['--import', 'tsx', 'bench/payments.ts'], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: '' },
});
if (payments.status !== 0) process.exitCode = 1;

// Webhooks: events delivered per second to a loopback receiver, on both databases.
const webhooks = spawnSync(process.execPath, ['--import', 'tsx', 'bench/webhooks.ts'], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: '' },
});
if (webhooks.status !== 0) process.exitCode = 1;
