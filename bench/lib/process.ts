import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

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

/**
 * Starts `node <args>` with `env` added to this process's environment, minus `unset` (so a
 * DATABASE_URL of the caller cannot leak into a server meant for another database).
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
    const child = spawn(process.execPath, args, { env: { ...base, ...env } });
    let out = '';
    let stopping = false;
    let exit: string | undefined;
    let resolved = false;
    const exited = new Promise<void>((done) =>
      child.once('exit', (code, signal) => {
        exit = `exited with ${signal ?? `code ${String(code)}`}`;
        done();
      }),
    );
    const onData = (d: Buffer) => {
      out = (out + d.toString()).slice(-KEEP_OUTPUT);
      if (resolved) return;
      const match = ready.exec(out);
      if (!match || child.pid === undefined) return;
      resolved = true;
      resolve({
        child,
        pid: child.pid,
        match,
        output: () => out,
        crashed: () => (exit !== undefined && !stopping ? `${args.join(' ')} ${exit}:\n${out}` : undefined),
        stop: async () => {
          stopping = true;
          if (exit === undefined) child.kill('SIGTERM');
          await exited;
        },
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('error', reject);
    void exited.then(() => {
      if (!resolved) reject(new Error(`${args.join(' ')} ${exit ?? 'exited'} before it was ready:\n${out}`));
    });
  });
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
 * not only VmHWM at the end, because VmHWM also counts start-up (migrations, loading
 * PGlite's WebAssembly) and earlier loads, and the table wants the peak under this load.
 */
export function sampleRss(pid: number): { stop(): number } {
  let peak = procStatusMb(pid, 'VmRSS') ?? 0;
  const sample = () => {
    peak = Math.max(peak, procStatusMb(pid, 'VmRSS') ?? 0);
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
