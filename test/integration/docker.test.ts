import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../src/config.js';
import { startTestService, type TestService } from '../helpers/service.js';

/**
 * The container image (Dockerfile, docker/entrypoint.sh, compose.yaml). This machine has the
 * Docker client but no engine, so the image is not built here (`.ci/run` builds it where an
 * engine answers): the entry point script runs directly, the health check command runs
 * against a live service, and the Dockerfile and compose file are checked against the
 * repository and the service's configuration.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const ENTRYPOINT = join(ROOT, 'docker/entrypoint.sh');
const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');

function run(
  command: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { env: { PATH: process.env.PATH ?? '', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

describe('docker/entrypoint.sh', () => {
  const dir = mkdtempSync(join(tmpdir(), 'entrypoint-'));
  // A stand-in for the compiled CLI: prints the arguments and the variables it was given.
  const app = join(dir, 'app');
  beforeAll(() => {
    mkdirSync(join(app, 'dist'), { recursive: true });
    writeFileSync(
      join(app, 'dist/cli.js'),
      'console.log(JSON.stringify({ argv: process.argv.slice(2), DATABASE_URL: process.env.DATABASE_URL, ' +
        'SERVICE_CLIENT_SECRET: process.env.SERVICE_CLIENT_SECRET, FILE: process.env.DATABASE_URL_FILE ?? null }));\n',
    );
    writeFileSync(join(dir, 'db-url'), 'postgres://u:p@db:5432/payments\n');
    writeFileSync(join(dir, 'secret'), 'a-secret-from-a-file-0001');
    chmodSync(ENTRYPOINT, 0o755);
  });

  it('runs the service CLI for its commands (serve by default), with secrets read from *_FILE', async () => {
    const env = {
      APP_DIR: app,
      DATABASE_URL_FILE: join(dir, 'db-url'),
      SERVICE_CLIENT_SECRET_FILE: join(dir, 'secret'),
    };
    const served = await run('sh', [ENTRYPOINT], env);
    expect(served.stderr).toBe('');
    expect(JSON.parse(served.stdout)).toEqual({
      argv: ['serve'],
      DATABASE_URL: 'postgres://u:p@db:5432/payments',
      SERVICE_CLIENT_SECRET: 'a-secret-from-a-file-0001',
      FILE: null,
    });
    const platforms = await run('sh', [ENTRYPOINT, 'platforms', 'create', '--name', 'Team'], env);
    expect((JSON.parse(platforms.stdout) as { argv: string[] }).argv).toEqual([
      'platforms',
      'create',
      '--name',
      'Team',
    ]);
  });

  it('runs anything else as given', async () => {
    const result = await run('sh', [ENTRYPOINT, 'printenv', 'DATABASE_URL'], {
      APP_DIR: app,
      DATABASE_URL_FILE: join(dir, 'db-url'),
    });
    expect(result.stdout.trim()).toBe('postgres://u:p@db:5432/payments');
  });

  it('refuses a variable set both ways, or a file it cannot read', async () => {
    const both = await run('sh', [ENTRYPOINT], {
      APP_DIR: app,
      DATABASE_URL: 'postgres://x',
      DATABASE_URL_FILE: join(dir, 'db-url'),
    });
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/set DATABASE_URL or DATABASE_URL_FILE, not both/);
    const missing = await run('sh', [ENTRYPOINT], { APP_DIR: app, DATABASE_URL_FILE: join(dir, 'nope') });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/cannot be read/);
  });
});

describe('Dockerfile', () => {
  it('builds in one stage and runs in another, as the non-root node user, with a health check', () => {
    const stages = dockerfile.match(/^FROM .+$/gm) ?? [];
    expect(stages).toHaveLength(2);
    expect(stages[0]).toMatch(/ AS build$/);
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).not.toMatch(/npm ci(?! .*--omit)/);
    expect(runtime).toMatch(/^HEALTHCHECK /m);
    expect(runtime).toMatch(/^ENTRYPOINT \["payments-service-entrypoint"\]$/m);
    expect(runtime).toMatch(/COPY .*docker\/entrypoint\.sh \/usr\/local\/bin\/payments-service-entrypoint/);
  });

  it('builds the dashboard with the service (npm run build) and ships it in dist/', () => {
    const build = dockerfile.slice(0, dockerfile.lastIndexOf('\nFROM '));
    expect(build).toMatch(/^COPY dashboard \.\/dashboard$/m);
    expect(build).toMatch(/^COPY packages\/client\/src\/schema\.ts /m);
    expect(build.indexOf('COPY dashboard')).toBeLessThan(build.indexOf('RUN npm run build'));
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runtime).toMatch(/^COPY --from=build .*\/app\/dist \.\/dist$/m);
  });

  it('copies only what exists and what .dockerignore lets through', () => {
    const ignored = readFileSync(join(ROOT, '.dockerignore'), 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '' && !l.startsWith('#'));
    const sources = [...dockerfile.matchAll(/^COPY (?!--from)(?:--\S+ )*(.+) \S+$/gm)].flatMap((m) =>
      (m[1] as string).split(/\s+/),
    );
    expect(sources.length).toBeGreaterThan(3);
    for (const source of sources) {
      expect(existsSync(join(ROOT, source)), source).toBe(true);
      expect(
        ignored.some((i) => source === i || source.startsWith(`${i}/`)),
        source,
      ).toBe(false);
    }
  });

  describe('its health check command', () => {
    let service: TestService;
    beforeAll(async () => {
      service = await startTestService();
    });
    afterAll(() => service.close());

    const healthCheck = () => {
      const line = /^ {2}CMD (\[.+\])$/m.exec(dockerfile.slice(dockerfile.indexOf('HEALTHCHECK')));
      return JSON.parse(line?.[1] ?? '[]') as string[];
    };

    it('passes against a running service and fails when nothing answers', async () => {
      const [command, ...args] = healthCheck();
      expect(command).toBe('node');
      const port = new URL(service.origin).port;
      expect((await run(process.execPath, args, { PORT: port })).code).toBe(0);
      expect((await run(process.execPath, args, { PORT: '9' })).code).toBe(1);
    });
  });
});

describe('compose.yaml', () => {
  const compose = parse(readFileSync(join(ROOT, 'compose.yaml'), 'utf8')) as {
    services: Record<
      string,
      {
        build?: string;
        image?: string;
        environment?: Record<string, string>;
        depends_on?: Record<string, { condition: string }>;
        healthcheck?: unknown;
      }
    >;
  };

  /** `${NAME:-default}` as compose resolves it with nothing in the environment. */
  const resolved = (value: string) => value.replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1');

  it('starts the service once its PostgreSQL is healthy, on that database', () => {
    const service = compose.services['payments-service'];
    const postgres = compose.services.postgres;
    expect(service?.build).toBe('.');
    expect(service?.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(postgres?.healthcheck).toBeDefined();
    const env = postgres?.environment ?? {};
    const url = new URL(resolved(service?.environment?.DATABASE_URL ?? ''));
    expect([url.username, url.password, url.pathname.slice(1), url.hostname]).toEqual([
      env.POSTGRES_USER,
      env.POSTGRES_PASSWORD,
      env.POSTGRES_DB,
      'postgres',
    ]);
  });

  it("gives the service an environment its configuration accepts, as the image's defaults complete it", () => {
    const environment = Object.fromEntries(
      Object.entries(compose.services['payments-service']?.environment ?? {}).map(([k, v]) => [
        k,
        resolved(v),
      ]),
    );
    const image = Object.fromEntries(
      [...dockerfile.matchAll(/^\s+([A-Z_]+)=(\S+?)(?: \\)?$/gm)].map((m) => [
        m[1] as string,
        m[2] as string,
      ]),
    );
    expect(image).toMatchObject({ HOST: '0.0.0.0', PORT: '8080', DATA_DIR: '/data' });
    const config = loadConfig({ ...image, ...environment });
    expect(config.host).toBe('0.0.0.0');
    expect(config.databaseUrl).toMatch(/^postgres:\/\/payments:/);
  });
});
