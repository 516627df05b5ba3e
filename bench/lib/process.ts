import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** A child process started for a benchmark, ready once its output matched. */
export interface Started {
  child: ChildProcess;
  match: RegExpExecArray;
  output(): string;
  stop(): Promise<void>;
}

export function startProcess(args: string[], env: Record<string, string>, ready: RegExp): Promise<Started> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env } });
    let out = '';
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    const onData = (d: Buffer) => {
      out += d.toString();
      const match = ready.exec(out);
      if (match) {
        resolve({
          child,
          match,
          output: () => out,
          stop: async () => {
            child.kill('SIGTERM');
            await exited;
          },
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code}):\n${out}`)));
  });
}

/** Resident set size of a process in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

/** Samples a process's RSS every 100 ms until stopped; returns the peak in MB. */
export function sampleRss(pid: number | undefined): { stop(): number } {
  let peak = pid === undefined ? 0 : rssMb(pid);
  const timer = setInterval(() => {
    if (pid !== undefined) peak = Math.max(peak, rssMb(pid));
  }, 100);
  return {
    stop() {
      clearInterval(timer);
      if (pid !== undefined) peak = Math.max(peak, rssMb(pid));
      return Math.round(peak);
    },
  };
}
