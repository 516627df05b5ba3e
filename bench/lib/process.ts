import { type ChildProcess, spawn } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  readSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runningPostmaster, stopPostmaster } from '../../src/db/embedded.js';

/** A child process started for a benchmark, ready once its output matched. */
export interface Started {
  child: ChildProcess;
  pid: number;
  match: RegExpExecArray;
  output(): string;
  /**
   * Why the process ended before `stop()` asked it to (a crash under load), else undefined.
   * Checked after every load: a server that died makes the run fail.
   */
  crashed(): string | undefined;
  stop(): Promise<void>;
}

/** Output kept per process: enough for a crash's stack trace, bounded however long the log. */
const KEEP_OUTPUT = 64 * 1024;
/** How often a starting process's log is read for its readiness line. */
const READY_POLL_MS = 20;

/** The last KEEP_OUTPUT bytes of a file, as text ('' when it is gone). */
function tail(file: string): string {
  try {
    const size = statSync(file).size;
    const fd = openSync(file, 'r');
    try {
      const length = Math.min(size, KEEP_OUTPUT);
      const buffer = Buffer.alloc(length);
      readSync(fd, buffer, 0, length, size - length);
      return buffer.toString();
    } finally {
      closeSync(fd);
    }
  } catch {
    return '';
  }
}

/**
 * Starts `node <args>` with `env` added to this process's environment, minus `unset` (so a
 * DATABASE_URL of the caller cannot leak into a server meant for another database).
 *
 * Its stdout and stderr go to a file, as a server's log usually does, not through a pipe to
 * this process: at the default log level a server writes a line per request, and reading
 * tens of thousands of lines a second here would take CPU from the load generator beside it
 * (and differently for servers that log differently). The file is read for the `ready` line
 * while the process starts, and for its last lines when it crashes.
 */
export function startProcess(
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
  unset: string[] = [],
): Promise<Started> {
  return new Promise((resolve, reject) => {
    const base: NodeJS.ProcessEnv = { ...process.env };
    for (const name of unset) delete base[name];
    const logDir = mkdtempSync(join(tmpdir(), 'payments-bench-log-'));
    const logFile = join(logDir, 'output.log');
    const fd = openSync(logFile, 'a');
    const child = spawn(process.execPath, args, { env: { ...base, ...env }, stdio: ['ignore', fd, fd] });
    closeSync(fd);
    const out = () => tail(logFile);
    let stopping = false;
    let exit: string | undefined;
    let resolved = false;
    const exited = new Promise<void>((done) =>
      child.once('exit', (code, signal) => {
        exit = `exited with ${signal ?? `code ${String(code)}`}`;
        done();
      }),
    );
    const removeLog = () => rmSync(logDir, { recursive: true, force: true });
    const poll = setInterval(() => {
      if (resolved) return;
      const match = ready.exec(out());
      if (!match || child.pid === undefined) return;
      resolved = true;
      clearInterval(poll);
      resolve({
        child,
        pid: child.pid,
        match,
        output: out,
        crashed: () => (exit !== undefined && !stopping ? `${args.join(' ')} ${exit}:\n${out()}` : undefined),
        stop: async () => {
          stopping = true;
          if (exit === undefined) child.kill('SIGTERM');
          await exited;
          removeLog();
        },
      });
    }, READY_POLL_MS);
    child.once('error', (err) => {
      clearInterval(poll);
      removeLog();
      reject(err);
    });
    void exited.then(() => {
      clearInterval(poll);
      if (!resolved) {
        const output = out();
        removeLog();
        reject(new Error(`${args.join(' ')} ${exit ?? 'exited'} before it was ready:\n${output}`));
      }
    });
  });
}

export { freePort } from '../../src/db/embedded.js';

/** How often a starting process is asked for its first answer. */
const FIRST_ANSWER_POLL_MS = 10;

/**
 * Milliseconds from spawning `node <args>` (with `env` added, minus `unset`) to the first 200
 * answer to GET `url`, asked every FIRST_ANSWER_POLL_MS: what a client or a load balancer's
 * health check waiting for a restarted process sees. The process is then stopped (SIGTERM)
 * and awaited. Throws when it exits first or nothing answers within `timeoutMs`.
 */
export async function timeToFirstAnswer(
  args: string[],
  env: Record<string, string>,
  url: string,
  unset: string[] = [],
  timeoutMs = 60_000,
): Promise<number> {
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const name of unset) delete base[name];
  let out = '';
  let exit: string | undefined;
  const started = performance.now();
  const child = spawn(process.execPath, args, { env: { ...base, ...env } });
  const keep = (d: Buffer) => {
    out = (out + d.toString()).slice(-KEEP_OUTPUT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((done) =>
    child.once('exit', (code, signal) => {
      exit = `exited with ${signal ?? `code ${String(code)}`}`;
      done();
    }),
  );
  try {
    for (;;) {
      if (exit !== undefined) throw new Error(`${args.join(' ')} ${exit} before it answered:\n${out}`);
      const elapsed = performance.now() - started;
      if (elapsed > timeoutMs)
        throw new Error(`${args.join(' ')} did not answer within ${timeoutMs} ms:\n${out}`);
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
        await response.arrayBuffer();
        if (response.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, FIRST_ANSWER_POLL_MS));
    }
  } finally {
    if (exit === undefined) child.kill('SIGTERM');
    await exited;
  }
}

/** A `kB` field of /proc/<pid>/status (Linux) in MB; undefined once the process is gone. */
export function procStatusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

/**
 * Samples a process's VmRSS every 100 ms until stopped and returns the peak in MB. A sampler,
 * not only VmHWM at the end, because VmHWM also counts start-up (migrations, the compiled
 * route schemas) and earlier loads, and the table wants the peak under this load.
 */
export function sampleRss(pid: number): { stop(): number } {
  return samplePeak(() => procStatusMb(pid, 'VmRSS') ?? 0);
}

// ------------------------------------------------------------------ the embedded PostgreSQL

/**
 * A fresh folder for a service's DATA_DIR. Its embedded PostgreSQL runs as the `postgres` OS
 * user when we are root, and that user must be able to enter the folder (mkdtemp makes 0700).
 */
export function makeDataDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

/** The cluster folder of the embedded PostgreSQL of a service with this DATA_DIR. */
export const clusterDir = (dataDir: string): string => join(dataDir, 'postgres');

/** The pid of the postmaster running on `cluster`, if alive. */
export const postmasterPid = runningPostmaster;

/** The children of `pid` (Linux: /proc/<pid>/task/<tid>/children). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      try {
        const text = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
        if (text !== '') children.push(...text.split(/\s+/).map(Number));
      } catch {
        // the thread ended meanwhile
      }
    }
  } catch {
    // the process ended meanwhile
  }
  return children;
}

/**
 * The summed VmRSS, MB, of the PostgreSQL server on `cluster` now: the postmaster and every
 * process under it (backends, checkpointer, WAL writer...). Pages of shared memory count once
 * per process that touched them, as RSS does: an upper bound of the server's footprint.
 * Undefined when no server runs there.
 */
export function postgresRssMb(cluster: string): number | undefined {
  const postmaster = postmasterPid(cluster);
  if (postmaster === undefined) return undefined;
  let total = 0;
  const pending = [postmaster];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    total += procStatusMb(pid, 'VmRSS') ?? 0;
    pending.push(...childrenOf(pid));
  }
  return total;
}

/** Samples the summed RSS of the PostgreSQL processes on `cluster` every 100 ms; the peak, MB. */
export function samplePostgresRss(cluster: string): { stop(): number } {
  return samplePeak(() => postgresRssMb(cluster) ?? 0);
}

/**
 * Stops a PostgreSQL left running on `cluster` (its service crashed or was killed: the server
 * runs in its own process group and outlives it). True when there was one.
 */
export async function stopLeftoverPostgres(cluster: string): Promise<boolean> {
  const pid = runningPostmaster(cluster);
  if (pid === undefined) return false;
  await stopPostmaster(pid);
  return true;
}

/** Stops a PostgreSQL left running in the DATA_DIR `dataDir`, then removes the folder. */
export async function removeDataDir(dataDir: string): Promise<void> {
  await stopLeftoverPostgres(clusterDir(dataDir));
  rmSync(dataDir, { recursive: true, force: true });
}

/** Calls `read` every 100 ms until stopped and returns the largest value. */
function samplePeak(read: () => number): { stop(): number } {
  let peak = read();
  const sample = () => {
    peak = Math.max(peak, read());
  };
  const timer = setInterval(sample, 100);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}
