import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { describe, it } from 'vitest';
import { runningPostmaster } from '../../src/db/embedded.js';
import type { Fleet } from './fleet.js';
import { bankScenario, type Fault } from './scenario.js';

const FAULTS = Number(process.env.CHAOS_DB_FAULTS ?? 4);

/** Ends every connection to the fleet's database but the caller's. */
async function terminateBackends(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    const ended = await client.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return ended.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL restarted under the service, alternately with a fast shutdown (open transactions
 * roll back) and an immediate one (crash recovery at the next start). The embedded cluster is
 * stopped behind the service's back and the service starts it again by itself; the system
 * server is restarted with CHAOS_RESTART_POSTGRES (a shell command, .ci/run sets it), or, when
 * that is not given, every backend is terminated, which is what the service sees of a restart.
 */
const restartPostgres: Fault = {
  name: 'PostgreSQL restart(s)',
  async inject(fleet: Fleet, index: number) {
    const dataDir = fleet.env.DATA_DIR;
    if (dataDir) {
      const pid = runningPostmaster(join(dataDir, 'postgres'));
      if (pid === undefined) throw new Error('the embedded PostgreSQL is not running');
      process.kill(pid, index % 2 === 0 ? 'SIGINT' : 'SIGQUIT');
      // Wait until it is gone: the fault is the restart, not the moment the signal arrives.
      while (runningPostmaster(join(dataDir, 'postgres')) === pid) await sleep(20);
      return;
    }
    const restart = process.env.CHAOS_RESTART_POSTGRES;
    const url = fleet.env.DATABASE_URL;
    if (restart) execSync(restart, { stdio: 'ignore', timeout: 120_000 });
    else if (url) await terminateBackends(url);
    else throw new Error('the fleet has neither DATA_DIR nor DATABASE_URL');
  },
};

/** Every backend of the fleet's database terminated (pg_terminate_backend), presence included. */
const terminate: Fault = {
  name: 'backend terminations',
  async inject(fleet: Fleet) {
    const url = fleet.env.DATABASE_URL;
    if (!url) throw new Error('the fleet shares no DATABASE_URL');
    await terminateBackends(url);
  },
};

describe('database faults under the bank workload', () => {
  it('PostgreSQL restarted mid-load: 503s with Retry-After, retries pay once, every invariant holds', async () => {
    await bankScenario('postgres-restart', 1, FAULTS, restartPostgres);
  });

  it('backends killed mid-transaction across two processes: every invariant holds', async () => {
    await bankScenario('backends-terminated', 2, FAULTS * 2, terminate);
  });
});
