/**
 * `payments-service/testing`: the service as a sandbox for another project's tests.
 *
 * `startSandbox()` runs the built command line (`serve`, dist/cli.js beside this file in the
 * package) as a child process on a free port, with an embedded PostgreSQL in a temporary
 * folder (or a given database) and credentials made here, and answers once the service says
 * it serves (a message over the IPC channel, src/parent.ts). `stop()` stops it and removes the
 * folder; a test runner that dies without calling it (SIGKILL included) closes the channel,
 * and the service then stops itself and removes the folder it was given (DATA_DIR_TEMPORARY).
 *
 * Only Node's own modules here: this file is bundled alone into dist/testing.js, and its
 * declarations (dist/testing.d.ts) must stand alone too (scripts/bundle.ts checks both).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { READY_MESSAGE_TYPE, type ReadyMessage } from '../parent.js';

export interface SandboxOptions {
  /**
   * A PostgreSQL database (postgres:// URL) to run on, migrated at start, instead of an embedded
   * one in a temporary folder. It is kept after `stop()`.
   */
  databaseUrl?: string;
  /**
   * A folder of your own for the embedded database (e.g. one holding prepared state); kept
   * after `stop()`. Default: a temporary folder, removed by `stop()`.
   */
  dataDir?: string;
  /** The API revision answers and webhooks are given in (API_REVISION), e.g. `2026-02-25`. */
  revision?: string;
  /** The port on 127.0.0.1; default 0, a free one chosen by the system. */
  port?: number;
  /**
   * More configuration of the service (the README's table), e.g. `{ SANDBOX_DELAY_SCALE: '0' }`.
   * The variables the other options set (PORT, DATA_DIR, DATABASE_URL, API_REVISION, ...)
   * are refused here. LOG_LEVEL is `warn` unless given.
   */
  env?: Record<string, string>;
  /** Receives each line the service prints. Default: none shown, unless the start fails. */
  log?: (line: string) => void;
  /** How long the start may take before it is given up (default 60 s). */
  startTimeoutMs?: number;
}

export interface Sandbox {
  /** The API's base URL, e.g. `http://127.0.0.1:41234/2025-10-13` (then `${baseUrl}/customers`). */
  baseUrl: string;
  /** The origin alone (`${origin}/healthz`, `${origin}/dashboard/`). */
  origin: string;
  /** The sandbox platform's credentials, for HTTP Basic authentication. */
  clientId: string;
  clientSecret: string;
  /** The folder of the embedded database; undefined on `databaseUrl`. */
  dataDir: string | undefined;
  /** The service's process id. */
  pid: number;
  /**
   * Stops the service (SIGTERM; SIGKILL if it is not done within 10 s), waits for its embedded
   * PostgreSQL to stop and removes the temporary folder. Calling it again waits for the same.
   */
  stop(): Promise<void>;
}

/** Variables of the test runner's environment the service gets; its own configuration it does not. */
const INHERITED_ENV = [
  'PATH',
  'HOME',
  'USER',
  'LOGNAME',
  'LANG',
  'LC_ALL',
  'TZ',
  'TMPDIR',
  'TMP',
  'TEMP',
  'SYSTEMROOT',
  'NODE_EXTRA_CA_CERTS',
] as const;

/** Set from the options (and the credentials made here): not to be given in `env`. */
const OPTION_ENV = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATA_DIR_TEMPORARY',
  'DATABASE_URL',
  'DATABASE_URL_FILE',
  'API_REVISION',
  'SERVICE_CLIENT_ID',
  'SERVICE_CLIENT_ID_FILE',
  'SERVICE_CLIENT_SECRET',
  'SERVICE_CLIENT_SECRET_FILE',
  'SERVICE_ENV',
] as const;

const DEFAULT_START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
/** Lines of the service's output kept for the error of a failed start. */
const KEPT_LINES = 40;

/** The command line this entry runs: beside it in the package (dist/cli.js). */
const CLI_PATH = fileURLToPath(new URL('./cli.js', import.meta.url));

/** Starts a sandbox; see SandboxOptions and Sandbox. */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const port = options.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new TypeError(`startSandbox: port must be an integer from 0 to 65535 (got ${String(port)})`);
  }
  if (options.databaseUrl !== undefined && options.dataDir !== undefined) {
    throw new TypeError('startSandbox: give databaseUrl or dataDir, not both');
  }
  const refused = Object.keys(options.env ?? {}).filter((name) =>
    (OPTION_ENV as readonly string[]).includes(name),
  );
  if (refused.length > 0) {
    throw new TypeError(
      `startSandbox: ${refused.join(', ')} cannot be given in env (the options port, dataDir, databaseUrl and revision set what may be set)`,
    );
  }
  if (!existsSync(CLI_PATH)) {
    throw new Error(`startSandbox runs the built service, ${CLI_PATH}, which is missing (npm run build)`);
  }

  const temporary =
    options.databaseUrl === undefined && options.dataDir === undefined
      ? mkdtempSync(join(tmpdir(), 'payments-sandbox-'))
      : undefined;
  // As root the embedded PostgreSQL runs as the postgres user, who must enter the folder.
  if (temporary !== undefined && process.getuid?.() === 0) chmodSync(temporary, 0o755);
  const dataDir = temporary ?? options.dataDir;
  const clientId = `sandbox-${randomBytes(8).toString('hex')}`;
  const clientSecret = randomBytes(24).toString('base64url');

  const env: Record<string, string> = { LOG_LEVEL: 'warn' };
  for (const name of INHERITED_ENV) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  Object.assign(env, options.env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    SERVICE_ENV: 'sandbox',
    SERVICE_CLIENT_ID: clientId,
    SERVICE_CLIENT_SECRET: clientSecret,
    ...(options.revision !== undefined ? { API_REVISION: options.revision } : {}),
    ...(options.databaseUrl !== undefined ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(dataDir !== undefined ? { DATA_DIR: dataDir } : {}),
    ...(temporary !== undefined ? { DATA_DIR_TEMPORARY: 'true' } : {}),
  });

  const child = fork(CLI_PATH, ['serve'], {
    env,
    // The test runner's own flags (loaders, inspector) are not the service's.
    execArgv: [],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  // Neither the child nor its pipes keep the test runner alive: a runner that ends without
  // stop() closes the channel, and the service stops itself.
  child.unref();
  child.channel?.unref();
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    if (stream === null) continue;
    (stream as { unref?: () => void }).unref?.();
    createInterface({ input: stream }).on('line', (line) => {
      output.push(line);
      if (output.length > KEPT_LINES) output.shift();
      options.log?.(line);
    });
  }

  const stop = stopper(child, dataDir, temporary);
  let baseUrl: string;
  try {
    baseUrl = await ready(child, options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS, output);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    baseUrl,
    origin: new URL(baseUrl).origin,
    clientId,
    clientSecret,
    dataDir,
    pid: child.pid ?? 0,
    stop,
  };
}

const isReadyMessage = (message: unknown): message is ReadyMessage =>
  typeof message === 'object' &&
  message !== null &&
  (message as Partial<ReadyMessage>).type === READY_MESSAGE_TYPE &&
  typeof (message as Partial<ReadyMessage>).baseUrl === 'string';

/** The base URL the service announces, or why it never did. */
function ready(child: ChildProcess, timeoutMs: number, output: string[]): Promise<string> {
  const failure = (why: string) =>
    new Error(
      `the payments-service sandbox ${why}` +
        (output.length > 0 ? `; its output ends:\n${output.join('\n')}` : ' (it printed nothing)'),
    );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(failure(`did not start within ${timeoutMs} ms`)), timeoutMs);
    child.on('message', (message) => {
      if (!isReadyMessage(message)) return;
      clearTimeout(timer);
      resolve(message.baseUrl);
    });
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(failure(`could not be started (${err.message})`));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(failure(`exited before it served (${signal ?? `code ${String(code)}`})`));
    });
  });
}

/**
 * Whether `pid` still runs. A zombie does not: a server whose service was killed is adopted by
 * the system's first process, which in a container may never reap it.
 */
const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    return !(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').startsWith('Z');
  } catch {
    return true; // no /proc (macOS): kill(0) is all there is
  }
};

/** The postmaster of the embedded cluster in `dataDir`, while its pid file names one. */
function postmasterOf(dataDir: string | undefined): number | undefined {
  if (dataDir === undefined) return undefined;
  try {
    const pid = Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** The sandbox's `stop`: once, however often it is called. */
function stopper(child: ChildProcess, dataDir: string | undefined, temporary: string | undefined) {
  let stopping: Promise<void> | undefined;
  return (): Promise<void> => {
    stopping ??= (async () => {
      const postmaster = postmasterOf(dataDir);
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      }
      // A service that stopped cleanly stopped its PostgreSQL; a killed one left that to the
      // server's watchdog (src/db/embedded.ts), which needs a moment.
      if (postmaster !== undefined) await waitFor(() => !alive(postmaster), STOP_TIMEOUT_MS);
      if (temporary !== undefined) rmSync(temporary, { recursive: true, force: true });
    })();
    return stopping;
  };
}
