import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database.js';
import { runningPostmaster, startEmbeddedPostgres, stopPostmaster } from '../../src/db/embedded.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { bundleCli } from '../../scripts/bundle.js';
import {
  describeUnscoped,
  type StatementTracking,
  startStatementTracking,
  statementTrackingSettings,
  unscopedStatements,
} from './statement-check.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `embedded` (this run's own cluster) or `external` (TEST_POSTGRES_URL). */
    databaseServer: 'embedded' | 'external';
    /** URL of the server's maintenance database, to create and drop databases. */
    adminUrl: string;
    /** A migrated database every test database is a copy of. */
    templateDatabase: string;
    /** One migrated database for processes that must share one (CLI fleets). */
    sharedDatabaseUrl: string;
    /** This run's temporary folder: its embedded cluster and the CLI tests' DATA_DIRs. */
    runDir: string;
    /** The command line compiled from this run's sources (CLI tests spawn it, not tsx). */
    cliPath: string;
  }
}

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

async function admin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * One PostgreSQL for the run: the server of TEST_POSTGRES_URL, else an embedded cluster
 * started here in a temporary folder and stopped at the end. A template database is migrated
 * once; every test service gets a copy of it (CREATE DATABASE ... TEMPLATE), so test files
 * run side by side without seeing each other's rows.
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_POSTGRES_URL;
  const runDir = mkdtempSync(join(tmpdir(), 'payments-test-run-'));
  const cliPath = await buildCli(runDir);
  chmodSync(runDir, 0o755); // as root, PostgreSQL runs as the postgres user, who must enter it
  // Stops every server this run started (its own, and those CLI processes left behind when a
  // test killed them), then removes the folder.
  let stopCluster = async () => {
    await stopServersIn(runDir);
    rmSync(runDir, { recursive: true, force: true });
    rmSync(dirname(cliPath), { recursive: true, force: true });
  };
  let adminUrl: string;
  if (external) {
    adminUrl = external;
  } else {
    const cluster = await startEmbeddedPostgres({
      dir: join(runDir, 'postgres'),
      disposable: true,
      settings: statementTrackingSettings,
    });
    adminUrl = cluster.adminUrl;
    const removeRunDir = stopCluster;
    stopCluster = async () => {
      await cluster.stop();
      await removeRunDir();
    };
  }
  const run = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const template = `payments_template_${run}`;
  const shared = `payments_shared_${run}`;
  let tracking: StatementTracking | { skipped: string };
  let templateOid = 0;
  try {
    await admin(adminUrl, (c) => c.query(`create database ${template}`));
    tracking = await admin(adminUrl, (c) => startStatementTracking(c, template));
    if ('firstOid' in tracking) templateOid = tracking.firstOid;
    else console.warn(`Not checked that every statement filters by platform_id: ${tracking.skipped}`);
    const database = await openDatabase({ databaseUrl: withDatabase(adminUrl, template) });
    await migrateToLatest(database.db);
    await database.close();
    await admin(adminUrl, (c) => c.query(`create database ${shared} template ${template}`));
  } catch (err) {
    await stopCluster();
    throw err;
  }
  project.provide('databaseServer', external ? 'external' : 'embedded');
  project.provide('adminUrl', adminUrl);
  project.provide('templateDatabase', template);
  project.provide('sharedDatabaseUrl', withDatabase(adminUrl, shared));
  project.provide('runDir', runDir);
  project.provide('cliPath', cliPath);

  return async () => {
    let unscoped: string | undefined;
    try {
      // Before the databases go: the check names none, but reads them all by oid.
      if ('firstOid' in tracking) {
        const found = await admin(adminUrl, (c) =>
          unscopedStatements(c, tracking as StatementTracking, templateOid),
        );
        if (found.evicted > 0) {
          console.warn(
            `pg_stat_statements dropped ${found.evicted} statement(s) for room: the platform_id check saw only ${found.checked}`,
          );
        }
        if (found.unscoped.length > 0) unscoped = describeUnscoped(found.unscoped);
      }
      await admin(adminUrl, async (c) => {
        const leftovers = await c.query<{ datname: string }>(
          `select datname from pg_database where datname in ($1, $2) or datname like $3`,
          [template, shared, `payments_test_${run}_%`],
        );
        for (const { datname } of leftovers.rows) {
          await c.query(`drop database if exists ${c.escapeIdentifier(datname)} with (force)`);
        }
      });
    } finally {
      await stopCluster();
    }
    // Vitest reports an error of a teardown without failing the run: the exit code does.
    if (unscoped !== undefined) {
      console.error(`\n${unscoped}\n`);
      process.exitCode = 1;
    }
  };
}

/**
 * Bundles the command line once for the run, as `npm run build` does (scripts/bundle.ts), so
 * CLI tests run what ships, and start node on JavaScript instead of tsx compiling on every
 * start. The bundle sits under node_modules/.cache, inside the project, so the packages it
 * leaves unbundled resolve; one folder per run, removed at the end.
 */
async function buildCli(runDir: string): Promise<string> {
  const cliPath = resolve('node_modules', '.cache', 'payments-test-dist', basename(runDir), 'cli.js');
  await bundleCli(cliPath);
  return cliPath;
}

/** Fast shutdown of every PostgreSQL whose cluster is a folder of `root` or its `postgres` folder. */
async function stopServersIn(root: string): Promise<void> {
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    for (const cluster of [join(root, entry.name), join(root, entry.name, 'postgres')]) {
      const pid = runningPostmaster(cluster);
      if (pid !== undefined) await stopPostmaster(pid);
    }
  }
}

/** Creates a database for one test service, a copy of the run's template. */
export async function createTestDatabase(
  adminUrl: string,
  template: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const run = template.replace('payments_template_', '');
  const name = `payments_test_${run}_${randomBytes(4).toString('hex')}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await admin(adminUrl, (c) => c.query(`create database ${name} template ${template}`));
      break;
    } catch (err) {
      // 55006: another session copies the template at this very moment.
      if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80));
    }
  }
  return {
    url: withDatabase(adminUrl, name),
    drop: () =>
      admin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}
