import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.js';
import { createTestDatabase } from './global-setup.js';
import type { ApiResponse, PlatformClient, RequestOptions } from './service.js';

/** The command line compiled for this run (test/helpers/global-setup.ts). */
const cli = (): string[] => [inject('cliPath')];

/**
 * Environment for CLI processes: on this run's external PostgreSQL, its shared database; else
 * a fresh DATA_DIR, so the process starts its own embedded PostgreSQL like a user's would.
 */
export function cliDatabaseEnv(dataDir?: string): Record<string, string> {
  if (inject('databaseServer') === 'external') return sharedDatabaseEnv();
  const dir = dataDir ?? mkdtempSync(join(inject('runDir'), 'cli-'));
  chmodSync(dir, 0o755); // as root, PostgreSQL runs as the postgres user, who must enter it
  return { DATA_DIR: dir };
}

/** A database of a suite's own: its servers' environment, and a direct connection to it. */
export interface OwnDatabase {
  /** Set before the suite's tests run. */
  readonly env: Record<string, string>;
  /** A connection of the test's own, for reads while no server holds the database. */
  open(): Promise<DatabaseHandle>;
}

/**
 * A database for servers a test kills and starts again, made before the calling suite's tests
 * and dropped after them (hooks of that suite), that nobody else's servers use: on the external
 * server a copy of the run's template rather than the run's shared database. There, other test
 * files' servers run jobs too, and one that is killed while it runs a job of this test leaves
 * that job to be taken over: right, but a second attempt that a test counting its own server's
 * runs would see. `extraEnv` is added to the servers' environment.
 */
export function ownDatabase(extraEnv: Record<string, string> = {}): OwnDatabase {
  let env: Record<string, string> = {};
  let drop = async (): Promise<void> => {};
  beforeAll(async () => {
    if (inject('databaseServer') === 'external') {
      const database = await createTestDatabase(inject('adminUrl'), inject('templateDatabase'));
      env = { DATABASE_URL: database.url, ...extraEnv };
      drop = database.drop;
    } else {
      env = { ...cliDatabaseEnv(), ...extraEnv };
    }
  });
  // Registered before the suite's own afterAll, so it runs after it (hooks unwind as a stack):
  // the suite stops its server first.
  afterAll(() => drop());
  return {
    get env() {
      return env;
    },
    open: () =>
      openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR }),
  };
}

/** Environment for CLI processes that share one database (a fleet): the run's shared one. */
export function sharedDatabaseEnv(): Record<string, string> {
  return { DATABASE_URL: inject('sharedDatabaseUrl') };
}

function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base = { ...process.env };
  for (const name of [
    'DATABASE_URL',
    'DATA_DIR',
    'SERVICE_CLIENT_ID',
    'SERVICE_CLIENT_SECRET',
    'SERVICE_ENV',
    'PORT',
    'CLIENT_ID',
    'CLIENT_SECRET',
    'SERVICE_URL',
    'KEY_ENCRYPTION_KEY',
    'KEY_ENCRYPTION_KEY_FILE',
    'KEY_ENCRYPTION_KEY_PREVIOUS',
    'WALLET_KEY_ENCRYPTION_KEY',
  ]) {
    delete base[name];
  }
  return { ...base, LOG_LEVEL: 'silent', ...env };
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runCli(args: string[], env: Record<string, string>): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...cli(), ...args], { env: childEnv(env) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export interface ServeProcess {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Runs `serve` on a free port and resolves once it prints its base URL. */
export function serve(env: Record<string, string>, command: string[] = cli()): Promise<ServeProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...command, 'serve'], { env: childEnv({ PORT: '0', ...env }) });
    let out = '';
    const exited = new Promise<number | null>((done) => child.on('close', (code) => done(code)));
    // Generous: a loaded CI machine runs several test files (and their servers) at once.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`serve did not start:\n${out}`));
    }, 90_000);
    const onData = (d: Buffer) => {
      out += d.toString();
      const match = /base URL:\s+(\S+)/.exec(out);
      if (match?.[1] && /export CLIENT_SECRET|Credentials:/.test(out)) {
        clearTimeout(timer);
        resolve({
          child,
          baseUrl: match[1],
          output: () => out,
          stop: async (signal = 'SIGTERM') => {
            child.kill(signal);
            return exited;
          },
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    exited.then((code) => reject(new Error(`serve exited with ${code}:\n${out}`)));
  });
}

export const basic = (clientId: string, clientSecret: string) => ({
  authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
});

/**
 * A client of a platform that follows the server across restarts (its port changes):
 * `current` gives the server running now.
 */
export function followingClient(
  current: () => ServeProcess | undefined,
  credentials: { platformId: string; clientId: string; clientSecret: string },
): PlatformClient {
  return {
    ...credentials,
    async request<T = Record<string, unknown>>(
      method: string,
      path: string,
      options: RequestOptions = {},
    ): Promise<ApiResponse<T>> {
      const server = current();
      if (!server) throw new Error('no server');
      const headers: Record<string, string> = {
        ...basic(credentials.clientId, credentials.clientSecret),
        ...options.headers,
      };
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${server.baseUrl}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      const text = await response.text();
      return {
        status: response.status,
        headers: response.headers,
        text,
        body: (text === '' ? undefined : JSON.parse(text)) as T,
      };
    },
  };
}
