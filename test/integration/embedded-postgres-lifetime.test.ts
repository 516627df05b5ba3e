import { chmodSync, mkdtempSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { runningPostmaster, stopPostmaster } from '../../src/db/embedded.js';
import { followingClient, serve, type ServeProcess } from '../helpers/cli.js';
import { individual } from '../helpers/fixtures.js';
import { waitFor } from '../helpers/wait.js';

/**
 * The embedded PostgreSQL lives no longer than the service that started it (issue 41, item
 * 14): a SIGKILLed service leaves no server behind (none holding its port and memory until
 * the next start), and the next start on the same DATA_DIR has the data. Always on the
 * embedded database, whatever database the run uses: this is about the embedded one.
 */
const dataDir = mkdtempSync(join(inject('runDir'), 'lifetime-'));
chmodSync(dataDir, 0o755); // as root, PostgreSQL runs as the postgres user, who must enter it
const cluster = join(dataDir, 'postgres');
const credentials = { clientId: 'lifetime-client', clientSecret: 'lifetime-secret-0123456789' };
const env = {
  DATA_DIR: dataDir,
  SERVICE_CLIENT_ID: credentials.clientId,
  SERVICE_CLIENT_SECRET: credentials.clientSecret,
};

let server: ServeProcess | undefined;
afterAll(async () => {
  if (server?.child.exitCode === null) await server.stop('SIGTERM');
  // Whatever a failed assertion left running.
  const left = runningPostmaster(cluster);
  if (left !== undefined) await stopPostmaster(left);
});

/** The postmaster of the cluster and its port, from its pid file (PostgreSQL's own record). */
function postmaster(): { pid: number; port: number } {
  const lines = readFileSync(join(cluster, 'postmaster.pid'), 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

const gone = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
};

/** Whether nothing accepts connections on 127.0.0.1:`port`. */
const portFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

describe('the embedded PostgreSQL ends with its service', () => {
  it('stops when the service is SIGKILLed; the next start recovers the data', async () => {
    server = await serve(env);
    const platform = followingClient(() => server, { platformId: '', ...credentials });
    const created = await platform.request<{ id: string }>('POST', '/customers', {
      body: individual({ platformCustomerId: 'outlives-the-kill' }),
    });
    expect(created.status, created.text).toBe(201);
    const before = postmaster();
    expect(gone(before.pid)).toBe(false);
    expect(await portFree(before.port)).toBe(false);

    expect(await server.stop('SIGKILL')).toBeNull();
    await waitFor('the postmaster to end with its service', () => gone(before.pid), {
      timeoutMs: 10_000,
    });
    await waitFor('the port of the postmaster to be free', () => portFree(before.port), {
      timeoutMs: 5_000,
    });

    server = await serve(env);
    const read = await platform.request<{ id: string; platformCustomerId: string }>(
      'GET',
      `/customers/${created.body.id}`,
    );
    expect(read.status, read.text).toBe(200);
    expect(read.body.platformCustomerId).toBe('outlives-the-kill');

    // A stop by signal still stops the server itself, last.
    const second = postmaster();
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(gone(second.pid)).toBe(true);
  });
});
