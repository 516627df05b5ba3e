import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

const CLI = ['--import', 'tsx', 'src/cli.ts'];

/** Environment that points the CLI at this run's database (PostgreSQL URL or a fresh PGlite folder). */
export function cliDatabaseEnv(
  dataDir = mkdtempSync(join(tmpdir(), 'payments-cli-')),
): Record<string, string> {
  const databaseUrl = inject('databaseUrl');
  return databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir };
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
    const child = spawn(process.execPath, [...CLI, ...args], { env: childEnv(env) });
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

/** Runs `serve` on a free port and resolves once it prints its base URL (`cli`: the built one, say). */
export function serve(env: Record<string, string>, cli: string[] = CLI): Promise<ServeProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...cli, 'serve'], { env: childEnv({ PORT: '0', ...env }) });
    let out = '';
    const exited = new Promise<number | null>((done) => child.on('close', (code) => done(code)));
    const timer = setTimeout(() => reject(new Error(`serve did not start:\n${out}`)), 30_000);
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
