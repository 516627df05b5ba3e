import { chmodSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { basic, runCli, serve } from '../helpers/cli.js';
import { createTestDatabase } from '../helpers/global-setup.js';

/**
 * `payments-service snapshot save|restore|list|delete` (decision 0036): the whole database,
 * on the embedded PostgreSQL of a DATA_DIR and on DATABASE_URL; refused while a service (any
 * session) is connected to the database.
 */

const oneLine = (stderr: string) => stderr.trimEnd().split('\n');

async function createPlatform(env: Record<string, string>, name: string) {
  const created = await runCli(['platforms', 'create', '--name', name], env);
  expect(created.code, created.stderr).toBe(0);
  return JSON.parse(created.stdout) as { clientId: string; clientSecret: string };
}

async function answers(baseUrl: string, platform: { clientId: string; clientSecret: string }) {
  return (await fetch(`${baseUrl}/config`, { headers: basic(platform.clientId, platform.clientSecret) }))
    .status;
}

describe('snapshots of the embedded database', () => {
  it('saves, lists, restores and deletes; refuses save and restore while the service runs', async () => {
    const dataDir = mkdtempSync(join(inject('runDir'), 'snapshots-'));
    chmodSync(dataDir, 0o755);
    const env = { DATA_DIR: dataDir };
    const first = await createPlatform(env, 'Before');
    const saved = await runCli(['snapshot', 'save', 'clean'], env);
    expect([saved.code, saved.stderr]).toEqual([0, '']);
    expect(saved.stdout).toMatch(/^saved snapshot clean \(\d+\.\d MB\) in \d+ ms\n$/);
    const listed = await runCli(['snapshot', 'list'], env);
    expect(listed.stdout).toMatch(/^clean +\d+\.\d MB {2}\d{4}-\d\d-\d\dT[\d:.]+Z\n$/);
    const again = await runCli(['snapshot', 'save', 'clean'], env);
    expect([again.code, oneLine(again.stderr)]).toEqual([
      1,
      ['payments-service snapshot: a snapshot named clean exists: delete it first, or save with --replace'],
    ]);

    const later = await createPlatform(env, 'Later');
    const running = await serve(env);
    try {
      expect([await answers(running.baseUrl, first), await answers(running.baseUrl, later)]).toEqual([
        200, 200,
      ]);
      for (const args of [
        ['snapshot', 'restore', 'clean'],
        ['snapshot', 'save', 'other'],
      ]) {
        const refused = await runCli(args, env);
        expect(refused.code).toBe(1);
        // The progress line of the server it shares, then the refusal.
        const [using, refusal, ...rest] = oneLine(refused.stderr);
        expect([using, rest]).toEqual([expect.stringMatching(/^using the embedded PostgreSQL in /), []]);
        expect(refusal).toMatch(
          /^payments-service snapshot: cannot (restore|save) while the database payments is in use \(\d+ connections?, a running service\?\): stop the service, then run it again$/,
        );
      }
      // Nothing changed under the running service.
      expect(await answers(running.baseUrl, later)).toBe(200);
    } finally {
      expect(await running.stop()).toBe(0);
    }
    expect((await runCli(['snapshot', 'list'], env)).stdout).toMatch(/^clean /);

    const restored = await runCli(['snapshot', 'restore', 'clean'], env);
    expect([restored.code, restored.stderr]).toEqual([0, '']);
    expect(restored.stdout).toMatch(/^restored snapshot clean \(saved [\dT:.Z-]+\) in \d+ ms; /);
    const back = await serve(env);
    try {
      // The state as saved: the platform made after the snapshot is gone.
      expect([await answers(back.baseUrl, first), await answers(back.baseUrl, later)]).toEqual([200, 401]);
    } finally {
      expect(await back.stop()).toBe(0);
    }
    // The snapshot is still there after a restore: it restores again.
    const replaced = await runCli(['snapshot', 'save', 'clean', '--replace'], env);
    expect(replaced.code, replaced.stderr).toBe(0);

    const missing = await runCli(['snapshot', 'restore', 'nope'], env);
    expect([missing.code, oneLine(missing.stderr)]).toEqual([
      1,
      [
        'payments-service snapshot: there is no snapshot named nope (payments-service snapshot list shows them)',
      ],
    ]);
    const badName = await runCli(['snapshot', 'save', 'Not-OK'], env);
    expect([badName.code, oneLine(badName.stderr)[0]]).toEqual([
      1,
      'payments-service snapshot: "Not-OK" is not a snapshot name: use lower-case letters, digits, - and _, starting with a letter or digit',
    ]);
    const deleted = await runCli(['snapshot', 'delete', 'clean'], env);
    expect([deleted.code, deleted.stdout]).toEqual([0, 'deleted snapshot clean\n']);
    expect((await runCli(['snapshot', 'list'], env)).stdout).toBe('no snapshots\n');
    const deletedAgain = await runCli(['snapshot', 'delete', 'clean'], env);
    expect(deletedAgain.code).toBe(1);
  }, 240_000);
});

describe('snapshots on DATABASE_URL', () => {
  it('saves and restores the database of the URL, and refuses while a session is connected to it', async () => {
    const database = await createTestDatabase(inject('adminUrl'), inject('templateDatabase'));
    const env = { DATABASE_URL: database.url };
    const names = async () => {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        return (await client.query<{ name: string }>('select name from platforms order by name')).rows.map(
          (r) => r.name,
        );
      } finally {
        await client.end();
      }
    };
    try {
      await createPlatform(env, 'Kept');
      expect((await runCli(['snapshot', 'save', 'one'], env)).code).toBe(0);
      await createPlatform(env, 'Dropped');
      expect(await names()).toEqual(['Dropped', 'Kept']);

      const session = new pg.Client({ connectionString: database.url });
      await session.connect();
      try {
        const refused = await runCli(['snapshot', 'restore', 'one'], env);
        expect([refused.code, refused.stderr]).toEqual([
          1,
          `payments-service snapshot: cannot restore while the database ${new URL(database.url).pathname.slice(1)} is in use (1 connection, a running service?): stop the service, then run it again\n`,
        ]);
        expect((await session.query('select count(*)::int as n from platforms')).rows[0]).toEqual({ n: 2 });
      } finally {
        await session.end();
      }
      const restored = await runCli(['snapshot', 'restore', 'one'], env);
      expect(restored.code, restored.stderr).toBe(0);
      expect(await names()).toEqual(['Kept']);
      const checked = await runCli(['ledger', 'check'], env);
      expect(checked.code, checked.stderr).toBe(0);
      expect((await runCli(['snapshot', 'list'], env)).stdout).toMatch(/^one /);
      expect((await runCli(['snapshot', 'delete', 'one'], env)).code).toBe(0);
    } finally {
      await database.drop();
    }
  }, 120_000);
});
