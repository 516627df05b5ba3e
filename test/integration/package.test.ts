import { execFile, spawn } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bundleCli, bundleTesting } from '../../scripts/bundle.js';
import { DASHBOARD_BUILD, ensureDashboardBuilt } from '../helpers/dashboard.js';
import { waitFor } from '../helpers/wait.js';

/**
 * The package as another project installs it (docs/ci.md): `npm pack`, then an empty project
 * that installs the tarball and vitest runs `npx payments-service serve` and a test file of its
 * own against `startSandbox` from 'payments-service/testing'; and a program that started a
 * sandbox and was SIGKILLed leaves no process and no folder behind.
 *
 * The package is staged in a temporary folder (package.json, README and dist built there, as
 * `npm run build` builds it) and packed with its `files`, `bin` and `exports`: packing the
 * repository itself would rebuild its dist/ under the browser tests that serve it. Its
 * dependencies and vitest come from the npm registry (through npm's cache when warm).
 */
const ROOT = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
/** The staged package, its tarball and the consumer project (made by the first hook). */
let work: string;
let project: string;
const timings: Record<string, number> = {};
let packed: { filename: string; files: { path: string }[] };
/** Sandboxes of the crash test, stopped here should it fail (nothing left for the next run). */
const leftovers: { pid: number; postmaster: number; dataDir: string }[] = [];

/** The environment of a command of the consumer project: none of this test run's own. */
function consumerEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (/^(VITEST|npm_|NODE_OPTIONS$|NODE_ENV$|TEST_|DATABASE_URL$|DATA_DIR$|PORT$)/.test(name)) continue;
    env[name] = value;
  }
  return { ...env, ...extra };
}

async function timed<T>(name: string, step: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await step();
  } finally {
    timings[name] = Math.round(performance.now() - started);
  }
}

const npm = (args: string[], cwd: string) =>
  run('npm', args, { cwd, env: consumerEnv(), maxBuffer: 64 * 1024 * 1024 });

/** Whether `pid` is gone; a zombie (exited, not yet reaped by whoever adopted it) is gone. */
function gone(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z') ?? false;
  } catch {
    return true;
  }
}

// The package has nothing to do with the run's database server: it runs in the embedded run only
// (CI runs the suite again on the machine's PostgreSQL).
describe.skipIf(inject('databaseServer') === 'external')('the npm package', () => {
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'payments-package-'));
    chmodSync(work, 0o755); // as root, PostgreSQL runs as the postgres user, who must enter it
    project = join(work, 'project');
    const stage = join(work, 'package');
    await timed('build', async () => {
      mkdirSync(join(stage, 'dist'), { recursive: true });
      for (const file of ['package.json', 'README.md']) cpSync(join(ROOT, file), join(stage, file));
      await bundleCli(join(stage, 'dist', 'cli.js'));
      await bundleTesting(join(stage, 'dist'));
      ensureDashboardBuilt();
      cpSync(DASHBOARD_BUILD, join(stage, 'dist', 'dashboard'), { recursive: true });
    });
    const { stdout } = await timed('pack', () =>
      npm(['pack', '--ignore-scripts', '--json', '--pack-destination', work], stage),
    );
    packed = (JSON.parse(stdout) as (typeof packed)[])[0] as typeof packed;
    const vitestVersion = (
      JSON.parse(readFileSync(join(ROOT, 'node_modules/vitest/package.json'), 'utf8')) as { version: string }
    ).version;
    mkdirSync(project);
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({ name: 'sandbox-consumer', private: true, type: 'module' }, null, 2),
    );
    await timed('install', () =>
      npm(
        [
          'install',
          '--no-audit',
          '--no-fund',
          '--prefer-offline',
          join(work, packed.filename),
          `vitest@${vitestVersion}`,
        ],
        project,
      ),
    );
  }, 600_000);

  afterAll(async () => {
    console.log(`package timings (ms): ${JSON.stringify(timings)}`);
    for (const left of leftovers) {
      if (!gone(left.pid)) process.kill(left.pid, 'SIGTERM');
      await waitFor('a sandbox left running to stop', () => gone(left.pid), { timeoutMs: 30_000 }).catch(
        () => {
          if (!gone(left.postmaster)) process.kill(left.postmaster, 'SIGINT');
        },
      );
      rmSync(left.dataDir, { recursive: true, force: true });
    }
    rmSync(work, { recursive: true, force: true });
  });

  it('carries the bundle, the dashboard, the testing entry and its types, and no sources', () => {
    const paths = packed.files.map((f) => f.path).sort();
    expect(paths).toEqual(
      expect.arrayContaining([
        'README.md',
        'dist/cli.js',
        'dist/dashboard/index.html',
        'dist/testing.d.ts',
        'dist/testing.js',
        'package.json',
      ]),
    );
    expect(paths.filter((p) => !p.startsWith('dist/dashboard/'))).toHaveLength(5);
    const manifest = JSON.parse(
      readFileSync(join(project, 'node_modules/payments-service/package.json'), 'utf8'),
    ) as { private?: boolean; bin: Record<string, string> };
    expect(manifest.private).toBeUndefined();
    expect(manifest.bin['payments-service']).toBe('dist/cli.js');
  });

  it('serves with `npx payments-service serve` in the project that installed it', async () => {
    const child = spawn('npx', ['payments-service', 'serve'], {
      cwd: project,
      env: consumerEnv({ PORT: '0', DATA_DIR: join(work, 'serve-data') }),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // npx runs the service as a child of its own: the group is stopped
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((done) => child.once('exit', done));
    try {
      const started = performance.now();
      const [, baseUrl, clientId, clientSecret] = await waitFor(
        'the banner with the generated credentials',
        () => {
          if (child.exitCode !== null) throw new Error(`npx payments-service serve exited:\n${output}`);
          return (
            /base URL: +(\S+)[\s\S]*export CLIENT_ID=(\S+)\s+export CLIENT_SECRET=(\S+)/.exec(output) ??
            undefined
          );
        },
        { timeoutMs: 120_000, intervalMs: 100 },
      ).catch((err: Error) => {
        throw new Error(`${err.message}; the output:\n${output}`);
      });
      timings.npxServeReady = Math.round(performance.now() - started);
      const config = await fetch(`${baseUrl}/config`, {
        headers: { authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}` },
      });
      expect(config.status, output).toBe(200);
      const dashboard = await fetch(`${(baseUrl as string).replace(/\/2025-10-13$/, '')}/dashboard/`);
      expect(dashboard.status).toBe(200);
    } finally {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
  });

  it("runs the project's own tests against startSandbox with `npx vitest run`", async () => {
    writeFileSync(join(project, 'sandbox.test.ts'), SANDBOX_TEST);
    writeFileSync(join(project, 'snapshot.test.ts'), SNAPSHOT_TEST);
    const result = await timed('vitestRun', () =>
      run('npx', ['vitest', 'run', '--reporter=verbose'], {
        cwd: project,
        env: consumerEnv(),
        maxBuffer: 16 * 1024 * 1024,
      }).catch((err: { stdout?: string; stderr?: string }) => {
        throw new Error(`npx vitest run failed:\n${err.stdout ?? ''}\n${err.stderr ?? ''}`);
      }),
    );
    // Without the colours vitest may put between the words.
    const report = stripVTControlCharacters(result.stdout);
    expect(report).toMatch(/Tests\s+6 passed \(6\)/);
    expect(report).toContain('the restored state has what was saved, and not what came after');
  });

  it('gives startSandbox types a consumer compiles against', async () => {
    writeFileSync(join(project, 'types.ts'), TYPES_CHECK);
    const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
    const options = ['--noEmit', '--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext'];
    await run(process.execPath, [tsc, ...options, 'types.ts'], { cwd: project }).catch(
      (err: { stdout?: string }) => {
        throw new Error(`the consumer's types do not compile:\n${err.stdout ?? ''}`);
      },
    );
  });

  it('leaves no process and no folder behind when the program that started a sandbox is SIGKILLed', async () => {
    writeFileSync(join(project, 'crash.mjs'), CRASHING_RUNNER);
    const runner = spawn(process.execPath, ['crash.mjs'], {
      cwd: project,
      env: consumerEnv(),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let line = '';
    runner.stdout.on('data', (chunk: Buffer) => (line += chunk.toString()));
    const started = await waitFor('the sandbox of the runner', () => line.includes('\n') && line, {
      timeoutMs: 120_000,
      intervalMs: 100,
    });
    const sandbox = JSON.parse(started) as { pid: number; postmaster: number; dataDir: string };
    leftovers.push(sandbox);
    expect(existsSync(sandbox.dataDir)).toBe(true);
    expect(gone(sandbox.pid)).toBe(false);
    expect(gone(sandbox.postmaster)).toBe(false);
    runner.kill('SIGKILL');
    await waitFor(
      'the service, its PostgreSQL and its folder to be gone',
      () => gone(sandbox.pid) && gone(sandbox.postmaster) && !existsSync(sandbox.dataDir),
      { timeoutMs: 30_000, intervalMs: 100 },
    );
  });
});

/** The consumer's test file, as docs/ci.md shows it. */
const SANDBOX_TEST = `
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type Sandbox, startSandbox } from 'payments-service/testing';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 120_000);
afterAll(() => sandbox?.stop());

const headers = () => ({
  authorization: 'Basic ' + Buffer.from(sandbox.clientId + ':' + sandbox.clientSecret).toString('base64'),
  'content-type': 'application/json',
});

test('the sandbox platform answers GET /config', async () => {
  const response = await fetch(sandbox.baseUrl + '/config', { headers: headers() });
  expect(response.status).toBe(200);
  expect((await response.json()).umaDomain).toMatch(/\\./);
});

test('a customer is created and read back', async () => {
  const created = await fetch(sandbox.baseUrl + '/customers', {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({
      customerType: 'INDIVIDUAL',
      platformCustomerId: 'consumer-1',
      fullName: 'Ada Lovelace',
      birthDate: '1990-01-01',
      nationality: 'GB',
      address: { line1: '1 Main St', city: 'London', postalCode: 'N1 1AA', country: 'GB' },
    }),
  });
  expect(created.status).toBe(201);
  const { id } = await created.json();
  const read = await fetch(sandbox.baseUrl + '/customers/' + encodeURIComponent(id), { headers: headers() });
  expect((await read.json()).platformCustomerId).toBe('consumer-1');
});

test('wrong credentials are refused', async () => {
  const response = await fetch(sandbox.baseUrl + '/config', {
    headers: { authorization: 'Basic ' + Buffer.from(sandbox.clientId + ':wrong').toString('base64') },
  });
  expect(response.status).toBe(401);
});

test('stop() ends the service and removes its folder', async () => {
  await sandbox.stop();
  expect(existsSync(sandbox.dataDir!)).toBe(false);
  await expect(fetch(sandbox.baseUrl + '/config')).rejects.toThrow();
});

test('stop() cleans up after a service that was killed', async () => {
  const killed = await startSandbox();
  const postmasterPid = join(killed.dataDir!, 'postgres', 'postmaster.pid');
  const postmaster = Number(readFileSync(postmasterPid, 'utf8').split('\\n')[0]);
  process.kill(killed.pid, 'SIGKILL');
  await killed.stop();
  expect(existsSync(killed.dataDir!)).toBe(false);
  // Gone, or a zombie its adoptive parent has not reaped yet.
  const state = existsSync('/proc/' + postmaster) ? readFileSync('/proc/' + postmaster + '/stat', 'utf8').split(') ')[1] : 'gone';
  expect(state === 'gone' || state?.startsWith('Z'), state).toBe(true);
}, 120_000);
`;

/**
 * A consumer's test file that restores a snapshot in its setup (docs/ci.md): a known state is
 * saved once, a later run changes it, and the setup puts the saved state back before starting
 * the sandbox on it.
 */
const SNAPSHOT_TEST = `
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type Sandbox, startSandbox } from 'payments-service/testing';

const dataDir = mkdtempSync(join(tmpdir(), 'consumer-snapshot-'));
chmodSync(dataDir, 0o755); // as root, the embedded PostgreSQL runs as postgres, who must enter it
const snapshot = (...args: string[]) =>
  execFileSync('npx', ['payments-service', 'snapshot', ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
const headers = (s: Sandbox) => ({
  authorization: 'Basic ' + Buffer.from(s.clientId + ':' + s.clientSecret).toString('base64'),
  'content-type': 'application/json',
});
async function createCustomer(s: Sandbox, platformCustomerId: string) {
  const response = await fetch(s.baseUrl + '/customers', {
    method: 'POST',
    headers: headers(s),
    body: JSON.stringify({
      customerType: 'INDIVIDUAL',
      platformCustomerId,
      fullName: 'Ada Lovelace',
      birthDate: '1990-01-01',
      nationality: 'GB',
      address: { line1: '1 Main St', city: 'London', postalCode: 'N1 1AA', country: 'GB' },
    }),
  });
  expect(response.status).toBe(201);
}

let sandbox: Sandbox;
beforeAll(async () => {
  // Once (in a pipeline: a cached DATA_DIR): a known state, saved.
  const seeding = await startSandbox({ dataDir });
  await createCustomer(seeding, 'seeded-1');
  await seeding.stop();
  snapshot('save', 'seeded');
  // A run that changed it.
  const changing = await startSandbox({ dataDir });
  await createCustomer(changing, 'changed-1');
  await changing.stop();
  // This file's setup: the known state back, then the sandbox on it.
  snapshot('restore', 'seeded');
  sandbox = await startSandbox({ dataDir });
}, 300_000);
afterAll(async () => {
  await sandbox?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('the restored state has what was saved, and not what came after', async () => {
  const list = await fetch(sandbox.baseUrl + '/customers?limit=100', { headers: headers(sandbox) });
  const ids = (await list.json()).data.map((c: { platformCustomerId?: string }) => c.platformCustomerId);
  expect(ids).toContain('seeded-1');
  expect(ids).not.toContain('changed-1');
});
`;

/** Compiled with the consumer's strict settings: the types must be found, and be precise. */
const TYPES_CHECK = `
import { type Sandbox, type SandboxOptions, startSandbox } from 'payments-service/testing';
import * as main from 'payments-service';

const options: SandboxOptions = { revision: '2026-02-25', port: 0, env: { SANDBOX_DELAY_SCALE: '0' } };
// @ts-expect-error a port is a number
const wrong: SandboxOptions = { port: '8080' };
export async function use(): Promise<string> {
  const sandbox: Sandbox = await startSandbox(options);
  const same: typeof startSandbox = main.startSandbox;
  await sandbox.stop();
  return sandbox.baseUrl + sandbox.clientId + String(same === startSandbox) + String(wrong);
}
`;

/** A test runner that starts a sandbox, says where, and waits to be killed. */
const CRASHING_RUNNER = `
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSandbox } from 'payments-service/testing';

const sandbox = await startSandbox();
const postmaster = Number(readFileSync(join(sandbox.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\\n')[0]);
process.stdout.write(JSON.stringify({ pid: sandbox.pid, postmaster, dataDir: sandbox.dataDir }) + '\\n');
setInterval(() => {}, 1000);
`;
