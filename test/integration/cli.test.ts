import { chmodSync, mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { migrations } from '../../src/db/migrations/index.js';
import { basic, cliDatabaseEnv, runCli, serve } from '../helpers/cli.js';
import { DASHBOARD_BUILD, ensureDashboardBuilt } from '../helpers/dashboard.js';

describe('payments-service platforms create', () => {
  it('creates a platform and prints its credentials as JSON', async () => {
    const env = cliDatabaseEnv();
    const result = await runCli(['platforms', 'create', '--name', 'CLI platform'], env);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const created = JSON.parse(result.stdout) as {
      platformId: string;
      clientId: string;
      clientSecret: string;
    };
    expect(Object.keys(created).sort()).toEqual(['clientId', 'clientSecret', 'platformId']);

    const fixed = await runCli(
      [
        'platforms',
        'create',
        '--name',
        'Fixed',
        '--client-id',
        'fixed-client-0001',
        '--client-secret',
        'fixed-secret-0001',
      ],
      env,
    );
    expect(fixed.code).toBe(0);
    expect(JSON.parse(fixed.stdout)).toMatchObject({
      clientId: 'fixed-client-0001',
      clientSecret: 'fixed-secret-0001',
    });

    const duplicate = await runCli(
      [
        'platforms',
        'create',
        '--name',
        'Again',
        '--client-id',
        'fixed-client-0001',
        '--client-secret',
        'other-secret-01',
      ],
      env,
    );
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toMatch(/CONFLICT: Client id fixed-client-0001 is already in use/);
  });

  it('creates a platform pinned to a revision, and refuses one it does not know', async () => {
    const env = cliDatabaseEnv();
    const unknown = await runCli(['platforms', 'create', '--name', 'Old', '--revision', '2024-01-01'], env);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/--revision must be one of 2025-10-13, 2026-02-25, 2026-08-21/);
    const credentials = ['--client-id', 'pinned-client-0001', '--client-secret', 'pinned-secret-0001'];
    const created = await runCli(
      ['platforms', 'create', '--name', 'Pinned', '--revision', '2026-02-25', ...credentials],
      env,
    );
    expect(created.code, created.stderr).toBe(0);
    const server = await serve(env);
    try {
      const config = await fetch(`${server.baseUrl}/config`, {
        headers: basic('pinned-client-0001', 'pinned-secret-0001'),
      });
      expect(config.headers.get('service-revision')).toBe('2026-02-25');
      expect(await config.json()).toMatchObject({ apiRevision: '2026-02-25', apiRevisionPinned: true });
    } finally {
      await server.stop();
    }
  });

  it('explains bad usage', async () => {
    const result = await runCli(['platforms', 'create'], cliDatabaseEnv());
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--name/);
  });
});

describe('payments-service listen', () => {
  it('explains what it needs, and a service it cannot reach, without a stack trace', async () => {
    const missing = await runCli(['listen'], {});
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--forward-to/);
    const anonymous = await runCli(['listen', '--forward-to', 'http://127.0.0.1:9/hooks'], {});
    expect(anonymous.code).toBe(2);
    expect(anonymous.stderr).toMatch(/CLIENT_ID and CLIENT_SECRET/);
    const away = await runCli(
      ['listen', '--forward-to', 'http://127.0.0.1:9/hooks', '--url', 'http://127.0.0.1:9/2025-10-13'],
      { CLIENT_ID: 'id', CLIENT_SECRET: 'secret' },
    );
    expect(away.code).toBe(1);
    expect(away.stderr).toMatch(
      /^payments-service listen: cannot reach http:\/\/127\.0\.0\.1:9\/2025-10-13\/sandbox\/webhooks\/stream: /,
    );
    expect(away.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('payments-service migrate', () => {
  it('applies migrations with a progress bar and a summary, and exits 0 also when there is nothing to do', async () => {
    const env = cliDatabaseEnv();
    const first = await runCli(['migrate'], env);
    expect(first.code, first.stderr).toBe(0);
    const [head, summary, ...steps] = first.stdout.trimEnd().split('\n');
    expect(head).toBe('database is up to date');
    // A fresh embedded database gets every migration; the run's shared external one has them.
    if (inject('databaseServer') !== 'external') {
      const all = Object.keys(migrations);
      expect(summary).toMatch(new RegExp(`^applied ${all.length} migrations in \\d+\\.\\d s:$`));
      expect(steps.map((line) => line.trim().split(/\s+/)[0])).toEqual(all);
      expect(first.stderr).toMatch(new RegExp(`migrating \\[[^\\]]*\\] ${all.length}/${all.length}`));
    }
    const again = await runCli(['migrate'], env);
    expect(again.code).toBe(0);
    expect(again.stdout).toBe('database is up to date\n');
    expect(again.stderr).not.toContain('migrating');
  });
});

describe('payments-service ledger check', () => {
  it('prints the check and exits 0 when every balance matches its postings', async () => {
    const result = await runCli(['ledger', 'check'], cliDatabaseEnv());
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      ok: true,
      accountsOutOfBalance: [],
      unbalancedTransactions: [],
    });
  });
});

describe('configuration', () => {
  it('reports every bad environment value at once and exits 2', async () => {
    const result = await runCli(['migrate'], {
      PORT: 'eighty',
      SERVICE_ENV: 'staging',
      SANDBOX_DELAY_SCALE: '-1',
      SERVICE_CLIENT_ID: 'only-the-id',
    });
    expect(result.code).toBe(2);
    for (const name of ['PORT', 'SERVICE_ENV', 'SANDBOX_DELAY_SCALE', 'SERVICE_CLIENT_SECRET']) {
      expect(result.stderr).toContain(name);
    }
    expect(result.stderr).not.toMatch(/\bat .*\.(ts|js):\d+/);
  });
});

describe('payments-service serve', () => {
  it('explains a port that is already taken instead of printing a stack trace', async () => {
    const { createServer } = await import('node:net');
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const result = await runCli(['serve'], { ...cliDatabaseEnv(), PORT: String(port) });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`cannot listen on 127.0.0.1:${port} (EADDRINUSE)`);
      expect(result.stderr).not.toMatch(/\bat .*:\d+:\d+/);
    } finally {
      blocker.close();
    }
  });

  it('starts with start-up credentials, logs JSON with request ids and no secrets, and stops on SIGTERM', async () => {
    const env = {
      ...cliDatabaseEnv(),
      SERVICE_CLIENT_ID: 'startup-client-01',
      SERVICE_CLIENT_SECRET: 'startup-secret-0123456789',
      LOG_LEVEL: 'info',
    };
    const server = await serve(env);
    const response = await fetch(`${server.baseUrl}/config`, {
      headers: { ...basic(env.SERVICE_CLIENT_ID, env.SERVICE_CLIENT_SECRET), 'x-request-id': 'cli-test-1' },
    });
    expect(response.status).toBe(200);
    expect(server.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/2025-10-13$/);
    expect(await server.stop()).toBe(0);

    const output = server.output();
    expect(output).not.toContain(env.SERVICE_CLIENT_SECRET);
    expect(output).not.toContain(
      Buffer.from(`${env.SERVICE_CLIENT_ID}:${env.SERVICE_CLIENT_SECRET}`).toString('base64'),
    );
    const logLines = output
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    // One line for the request, at info, with what an operator looks for (LOG_REQUESTS=all).
    const requestLines = logLines.filter((l) => l.requestId === 'cli-test-1');
    expect(requestLines).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        method: 'GET',
        route: '/2025-10-13/config',
        statusCode: 200,
        platformId: expect.any(String),
        responseTime: expect.any(Number),
      }),
    ]);

    // A second start with another secret re-keys the same client id.
    const rekeyed = await serve({ ...env, SERVICE_CLIENT_SECRET: 'another-secret-0123456789' });
    const oldSecret = await fetch(`${rekeyed.baseUrl}/config`, {
      headers: basic(env.SERVICE_CLIENT_ID, env.SERVICE_CLIENT_SECRET),
    });
    expect(oldSecret.status).toBe(401);
    const newSecret = await fetch(`${rekeyed.baseUrl}/config`, {
      headers: basic(env.SERVICE_CLIENT_ID, 'another-secret-0123456789'),
    });
    expect(newSecret.status).toBe(200);
    expect(await rekeyed.stop('SIGINT')).toBe(0);
  });

  it('serves the dashboard and the API explorer, whose files are found outside the bundled command line', async () => {
    ensureDashboardBuilt();
    const server = await serve(cliDatabaseEnv());
    try {
      const origin = new URL(server.baseUrl).origin;
      const page = await fetch(`${origin}/dashboard/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toBe(readFileSync(join(DASHBOARD_BUILD, 'index.html'), 'utf8'));
      const explorer = await fetch(`${origin}/docs/`);
      expect(explorer.status).toBe(200);
      const script = /src="\.\/(static\/swagger-ui-bundle\.js)"/.exec(await explorer.text())?.[1];
      expect(script).toBeDefined();
      const asset = await fetch(`${origin}/docs/${script as string}`);
      expect(asset.status).toBe(200);
      expect((await asset.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
    } finally {
      await server.stop();
    }
  });

  it.skipIf(inject('databaseServer') === 'external')(
    'creates a platform with generated credentials on a fresh embedded database and keeps data across restarts',
    async () => {
      const env = cliDatabaseEnv();
      const first = await serve(env);
      const clientId = /export CLIENT_ID=(\S+)/.exec(first.output())?.[1];
      const clientSecret = /export CLIENT_SECRET=(\S+)/.exec(first.output())?.[1];
      expect(clientId).toBeDefined();
      expect(clientSecret).toBeDefined();
      const auth = basic(clientId as string, clientSecret as string);
      const created = await fetch(`${first.baseUrl}/tokens`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'survives restart', permissions: ['VIEW'] }),
      });
      expect(created.status).toBe(201);
      expect(await first.stop()).toBe(0);

      const second = await serve(env);
      expect(second.output()).not.toContain('export CLIENT_SECRET');
      const list = await fetch(`${second.baseUrl}/tokens?name=survives%20restart`, { headers: auth });
      expect(((await list.json()) as { totalCount: number }).totalCount).toBe(1);
      expect(await second.stop()).toBe(0);
    },
  );
});

describe('database commands beside a running service', () => {
  it('use the embedded PostgreSQL the service runs, and start their own when none runs', async () => {
    // Always the embedded database, whatever this run's database is: that is what is shared.
    const dataDir = mkdtempSync(join(inject('runDir'), 'beside-'));
    chmodSync(dataDir, 0o755);
    const env = { DATA_DIR: dataDir };
    const running = await serve(env);
    try {
      const created = await runCli(['platforms', 'create', '--name', 'Beside'], env);
      expect(created.code, created.stderr).toBe(0);
      const platform = JSON.parse(created.stdout) as { clientId: string; clientSecret: string };
      // Made in the service's own database: the service answers the new platform at once.
      const config = await fetch(`${running.baseUrl}/config`, {
        headers: basic(platform.clientId, platform.clientSecret),
      });
      expect(config.status).toBe(200);
      const checked = await runCli(['ledger', 'check'], env);
      expect(checked.code, checked.stderr).toBe(0);
      const migrated = await runCli(['migrate'], env);
      expect([migrated.code, migrated.stdout.split('\n')[0]]).toEqual([0, 'database is up to date']);
      // The service is still up: the commands did not stop its server.
      expect(
        (
          await fetch(`${running.baseUrl}/config`, {
            headers: basic(platform.clientId, platform.clientSecret),
          })
        ).status,
      ).toBe(200);
    } finally {
      expect(await running.stop()).toBe(0);
    }
    // None runs now: the command starts its own, and the platform is there.
    const alone = await runCli(['platforms', 'create', '--name', 'Alone'], env);
    expect(alone.code, alone.stderr).toBe(0);
  });
});

describe('the command line', () => {
  /** Every command the top-level help lists, by its words. */
  const commandsOf = (help: string): string[][] =>
    help
      .slice(help.indexOf('Commands:'))
      .split('\n')
      .slice(1)
      .filter((line) => line.startsWith('  '))
      .map(
        (line) =>
          line
            .trim()
            .split(/\s{2,}/)[0]
            ?.split(' ') ?? [],
      );

  it('is one ASCII file, which V8 keeps in one byte a character for the life of the process', () => {
    const bundle = readFileSync(inject('cliPath'), 'utf8');
    expect(bundle.length).toBeGreaterThan(1_000_000);
    // eslint-disable-next-line no-control-regex
    expect(/[^\u0000-\u007f]/.exec(bundle)?.[0]).toBeUndefined();
  });

  it('answers --help, -h and --version, and lists every command', async () => {
    const help = await runCli(['--help'], {});
    expect(help.code, help.stderr).toBe(0);
    const commands = commandsOf(help.stdout).map((words) => words.join(' '));
    expect(commands).toEqual(
      expect.arrayContaining(['serve', 'migrate', 'platforms create', 'listen', 'seed', 'customers import']),
    );
    const version = await runCli(['--version'], {});
    expect([version.code, version.stdout.trim()]).toEqual([0, expect.stringMatching(/^\d+\.\d+\.\d+/)]);
  });

  it('every command answers --help and -h with its usage and an example, and nothing else runs', async () => {
    const commands = commandsOf((await runCli(['--help'], {})).stdout);
    expect(commands.length).toBeGreaterThanOrEqual(10);
    for (const words of commands) {
      for (const flag of ['--help', '-h']) {
        // No database and no service: a command that ran instead of helping would fail or hang.
        const result = await runCli([...words, flag], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
        const name = [...words, flag].join(' ');
        expect(result.code, `${name}: ${result.stderr}`).toBe(0);
        expect(result.stdout, name).toMatch(new RegExp(`^Usage: payments-service ${words.join(' ')}\\b`));
        expect(result.stdout, name).toContain('Example:');
      }
    }
  });

  it('an unknown option or a missing value is one line and the usage, exit 2, never a stack trace', async () => {
    const commands = commandsOf((await runCli(['--help'], {})).stdout);
    for (const words of commands) {
      const result = await runCli([...words, '--no-such-option'], {});
      const name = words.join(' ');
      expect(result.code, `${name}: ${result.stderr}`).toBe(2);
      const [first, blank, usage] = result.stderr.split('\n');
      expect(first, name).toBe(`payments-service ${name}: unknown option '--no-such-option'`);
      expect([blank, usage?.startsWith(`Usage: payments-service ${name}`)], name).toEqual(['', true]);
      expect(result.stderr, name).not.toMatch(/\n\s+at /);
    }
    const missing = await runCli(['platforms', 'create', '--name'], {});
    expect([missing.code, missing.stderr.split('\n')[0]]).toEqual([
      2,
      'payments-service platforms create: --name needs a value',
    ]);
    const unknown = await runCli(['platforms', 'remove'], {});
    expect([unknown.code, unknown.stderr.split('\n')[0]]).toEqual([
      2,
      'payments-service platforms: unknown command "remove"; it has platforms create',
    ]);
  });
});
