#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { SingleBar } from 'cli-progress';
import { platformTimed, systemClock } from './clock.js';
import { ConfigError, loadConfig } from './config.js';
import { ApiError } from './errors.js';
import { applyHeapPolicy } from './heap-policy.js';
import { EmbeddedPostgresError } from './db/embedded.js';
import type { MigrationProgress } from './db/migrate.js';
import { checkLedger } from './ledger/ledger.js';
import { openServiceDatabase, type RunningService, startBanner, startService } from './main.js';
import { composeModules, serviceContext } from './modules/index.js';
import { KeyRotationError, rotateKeys } from './modules/keys/index.js';
import { worldFor } from './sandbox/index.js';
import { createPlatform } from './modules/platforms/service.js';
import {
  OPERATIONS_STATUSES,
  type OperationsStatus,
  setOperationsStatus,
} from './modules/stablecoins/index.js';
import { describeImport, ImportError, importCustomers } from './import-customers.js';
import { ListenError, Listener } from './listen.js';
import { describeSummary, seed, SeedError } from './seed.js';
import { renderOpenApi, writeOpenApiDocuments } from './openapi-document.js';
import { isRevision, REVISIONS } from './revisions/index.js';

const USAGE = `Usage: payments-service <command>

Commands:
  serve                      start the HTTP service (default)
  migrate                    apply pending database migrations and exit
  load-sql FILE              migrate, then run FILE (SQL statements, e.g. a data-only pg_dump)
                             in one transaction; see docs/upgrading.md
  platforms create --name NAME [--client-id ID --client-secret SECRET] [--revision R]
                             create a platform (tenant) and print its credentials as JSON
  keys rotate                re-seal every secret and private key under KEY_ENCRYPTION_KEY,
                             opening them with KEY_ENCRYPTION_KEY_PREVIOUS (or the key kept
                             in the database); exit 1 if some did not open. See the README
  ledger check               recompute every balance from its postings (and every stablecoin's
                             supply from its supply account); exit 1 on a mismatch
  stablecoins set-status --stablecoin-id ID --status ENABLING|ENABLED|DISABLED
                             the service's move of a stablecoin's serviceOperationsStatus
                             (spec 3.6); prints the stablecoin as JSON
  listen --forward-to URL [--url BASE] [--client-id ID --client-secret SECRET]
                             forward a platform's events from a running service to a local
                             URL as signed webhooks, printing each delivery (like
                             "stripe listen"); BASE defaults to $SERVICE_URL or
                             http://127.0.0.1:8080/2025-10-13, credentials to $CLIENT_ID and
                             $CLIENT_SECRET
  customers import FILE [--url BASE] [--client-id ID --client-secret SECRET]
                             upload a customers CSV to a running service, follow the import
                             with a progress bar, and print what was imported and refused
  seed --scenario NAME [--url BASE] [--client-id ID --client-secret SECRET]
                             load ready demo data (docs/scenarios.md) into the platform of
                             those credentials on a running service; prints what it holds
  openapi                    print the OpenAPI document (--revision R: of that revision;
                             --write DIR: write openapi.json and openapi/<revision>.json)

Configuration comes from environment variables; see the README.`;

/** Progress of the embedded database (first start, recovery), on stderr. */
const progress = (line: string) => process.stderr.write(`${line}\n`);

async function serve(): Promise<void> {
  const config = loadConfig();
  applyHeapPolicy(config.heapGrowingPercent);
  // Signals are taken from the start: one that arrives while the service starts (the embedded
  // PostgreSQL may be starting) stops it once it is up, so no server is left behind.
  const state: { service?: RunningService; stopAfterStart?: string } = {};
  const shutdown = (signal: string) => {
    const running = state.service;
    if (!running) {
      state.stopAfterStart = signal;
      return;
    }
    running.app.log.info({ signal }, 'shutting down');
    running.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        running.app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  const service = await startService(config, progress);
  state.service = service;
  if (state.stopAfterStart !== undefined) return shutdown(state.stopAfterStart);
  process.stdout.write(startBanner(service, config));
}

async function migrate(): Promise<void> {
  const config = loadConfig();
  // A bar on stderr while migrations run (they can take minutes on a large database), then
  // what was applied on stdout.
  const bar = new SingleBar({
    format: 'migrating [{bar}] {value}/{total} | {migration}',
    stream: process.stderr,
    noTTYOutput: true,
    notTTYSchedule: 1000,
    hideCursor: true,
  });
  const applied: MigrationProgress[] = [];
  const database = await openServiceDatabase(config, progress, (step) => {
    if (applied.length === 0 && step.ms === undefined && step.index === 1) {
      bar.start(step.total, 0, { migration: step.name });
    }
    if (step.ms === undefined) {
      bar.update(step.index - 1, { migration: step.name });
      return;
    }
    applied.push(step);
    bar.setTotal(step.total);
    bar.update(step.index, { migration: step.name });
  });
  if (applied.length > 0) bar.stop();
  await database.close();
  const lines = ['database is up to date'];
  if (applied.length > 0) {
    const seconds = applied.reduce((sum, step) => sum + (step.ms ?? 0), 0) / 1000;
    lines.push(
      `applied ${applied.length} migration${applied.length === 1 ? '' : 's'} in ${seconds.toFixed(1)} s:`,
    );
    for (const step of applied) lines.push(`  ${step.name.padEnd(32)} ${step.ms} ms`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function loadSql(args: string[]): Promise<void> {
  const [file] = args;
  if (!file) throw new UsageError('load-sql needs a FILE');
  const script = readFileSync(file, 'utf8');
  const database = await openServiceDatabase(loadConfig(), progress);
  try {
    await database.runScript(script);
  } finally {
    await database.close();
  }
  process.stdout.write(`loaded ${file}\n`);
}

async function platformsCreate(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      name: { type: 'string' },
      'client-id': { type: 'string' },
      'client-secret': { type: 'string' },
      revision: { type: 'string' },
    },
  });
  if (!values.name) throw new UsageError('platforms create needs --name NAME');
  const revision = values.revision;
  if (revision !== undefined && !isRevision(revision))
    throw new UsageError(`--revision must be one of ${REVISIONS.join(', ')}`);
  const clientId = values['client-id'];
  const clientSecret = values['client-secret'];
  if ((clientId === undefined) !== (clientSecret === undefined)) {
    throw new UsageError('--client-id and --client-secret go together');
  }
  const config = loadConfig();
  const database = await openServiceDatabase(config);
  try {
    const created = await createPlatform(
      serviceContext({ db: database.db, clock: platformTimed(systemClock), config, world: worldFor(config) }),
      {
        name: values.name,
        credentials: clientId && clientSecret ? { clientId, clientSecret } : undefined,
        apiRevision: revision,
      },
    );
    process.stdout.write(`${JSON.stringify(created)}\n`);
  } finally {
    await database.close();
  }
}

async function ledgerCheck(): Promise<void> {
  const config = loadConfig();
  const database = await openServiceDatabase(config);
  try {
    const result = await checkLedger(database.db, undefined, composeModules().ledgerChecks);
    process.stdout.write(
      `${JSON.stringify(result, (_k, v) => (typeof v === 'bigint' ? v.toString() : v), 2)}\n`,
    );
    if (!result.ok) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

async function keysRotate(): Promise<void> {
  const config = loadConfig();
  const database = await openServiceDatabase(config, progress);
  try {
    const rotation = await rotateKeys(
      { db: database.db, config, clock: systemClock },
      composeModules().sealed,
      (column, resealed) => progress(`  ${column}: ${resealed} re-sealed`),
    );
    const total = Object.values(rotation.resealed).reduce((sum, n) => sum + n, 0);
    const lines = [`re-sealed ${total} secret${total === 1 ? '' : 's'} under key ${rotation.keyId}`];
    for (const [column, count] of Object.entries(rotation.resealed)) {
      if (count > 0) lines.push(`  ${column.padEnd(52)} ${count}`);
    }
    if (rotation.keptKeyDeleted)
      lines.push('deleted the key kept in the database: nothing is sealed under it any more');
    process.stdout.write(`${lines.join('\n')}\n`);
    if (rotation.unopened.length > 0) {
      const keyIds = [...new Set(rotation.unopened.map((u) => u.keyId ?? 'none (not sealed)'))];
      process.stderr.write(
        `payments-service keys rotate: ${rotation.unopened.length} secret(s) opened under none of the keys ` +
          `(sealed under ${keyIds.join(', ')}): add the key they were sealed under to KEY_ENCRYPTION_KEY_PREVIOUS ` +
          `and run it again; until then keep every key of KEY_ENCRYPTION_KEY_PREVIOUS\n`,
      );
      process.exitCode = 1;
    } else {
      process.stdout.write(
        'every secret is sealed under KEY_ENCRYPTION_KEY: KEY_ENCRYPTION_KEY_PREVIOUS may be removed once every process runs with the new key\n',
      );
    }
  } finally {
    await database.close();
  }
}

async function stablecoinsSetStatus(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { 'stablecoin-id': { type: 'string' }, status: { type: 'string' } },
  });
  const id = values['stablecoin-id'];
  const status = values.status;
  if (!id || !status) throw new UsageError('stablecoins set-status needs --stablecoin-id ID --status STATUS');
  if (!(OPERATIONS_STATUSES as readonly string[]).includes(status)) {
    throw new UsageError(`--status must be one of ${OPERATIONS_STATUSES.join(', ')}`);
  }
  const config = loadConfig();
  const database = await openServiceDatabase(config);
  try {
    const coin = await setOperationsStatus(
      serviceContext({ db: database.db, clock: platformTimed(systemClock), config, world: worldFor(config) }),
      id,
      status as OperationsStatus,
    );
    process.stdout.write(`${JSON.stringify(coin)}\n`);
  } finally {
    await database.close();
  }
}

class UsageError extends Error {}

/** The platform and service a client command talks to: flags, else the environment. */
function remoteOptions(
  values: { url?: string; 'client-id'?: string; 'client-secret'?: string },
  command: string,
) {
  const clientId = values['client-id'] ?? process.env.CLIENT_ID;
  const clientSecret = values['client-secret'] ?? process.env.CLIENT_SECRET;
  if (!clientId || !clientSecret) {
    throw new UsageError(
      `${command} needs the platform credentials: CLIENT_ID and CLIENT_SECRET (or the flags)`,
    );
  }
  return {
    baseUrl: values.url ?? process.env.SERVICE_URL ?? 'http://127.0.0.1:8080/2025-10-13',
    clientId,
    clientSecret,
  };
}

const REMOTE_FLAGS = {
  url: { type: 'string' },
  'client-id': { type: 'string' },
  'client-secret': { type: 'string' },
} as const;

async function openApiCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { revision: { type: 'string' }, write: { type: 'string' } },
  });
  if (values.write !== undefined) {
    await writeOpenApiDocuments(values.write);
    return;
  }
  const revision = values.revision ?? REVISIONS[0];
  if (!isRevision(revision)) throw new UsageError(`--revision must be one of ${REVISIONS.join(', ')}`);
  process.stdout.write(await renderOpenApi(revision));
}

async function seedCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { scenario: { type: 'string' }, ...REMOTE_FLAGS } });
  if (!values.scenario) throw new UsageError('seed needs --scenario NAME (see docs/scenarios.md; demo)');
  const summary = await seed({ ...remoteOptions(values, 'seed'), scenario: values.scenario });
  process.stdout.write(`${describeSummary(summary)}\n`);
}

async function customersImport(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({ args, options: REMOTE_FLAGS, allowPositionals: true });
  const [file] = positionals;
  if (!file)
    throw new UsageError('customers import needs a FILE (a CSV as POST /customers/bulk/csv takes it)');
  const job = await importCustomers({ ...remoteOptions(values, 'customers import'), file });
  process.stdout.write(`${describeImport(job)}\n`);
  if (job.status === 'FAILED') process.exitCode = 1;
}

async function listen(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { 'forward-to': { type: 'string' }, ...REMOTE_FLAGS } });
  const forwardTo = values['forward-to'];
  if (!forwardTo) throw new UsageError('listen needs --forward-to URL');
  const listener = new Listener({ ...remoteOptions(values, 'listen'), forwardTo });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => listener.stop());
  await listener.run();
}

async function main(argv: string[]): Promise<void> {
  const [command = 'serve', ...rest] = argv;
  switch (command) {
    case 'serve':
      return serve();
    case 'migrate':
      return migrate();
    case 'load-sql':
      return loadSql(rest);
    case 'platforms':
      if (rest[0] === 'create') return platformsCreate(rest.slice(1));
      throw new UsageError(`unknown command: platforms ${rest[0] ?? ''}`);
    case 'ledger':
      if (rest[0] === 'check') return ledgerCheck();
      throw new UsageError(`unknown command: ledger ${rest[0] ?? ''}`);
    case 'keys':
      if (rest[0] === 'rotate') return keysRotate();
      throw new UsageError(`unknown command: keys ${rest[0] ?? ''}`);
    case 'stablecoins':
      if (rest[0] === 'set-status') return stablecoinsSetStatus(rest.slice(1));
      throw new UsageError(`unknown command: stablecoins ${rest[0] ?? ''}`);
    case 'listen':
      return listen(rest);
    case 'seed':
      return seedCommand(rest);
    case 'customers':
      if (rest[0] === 'import') return customersImport(rest.slice(1));
      throw new UsageError(`unknown command: customers ${rest[0] ?? ''}`);
    case 'openapi':
      return openApiCommand(rest);
    case 'help':
    case '--help':
    case '-h':
      process.stdout.write(`${USAGE}\n`);
      return;
    default:
      throw new UsageError(`unknown command: ${command}`);
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(2);
  }
  if (err instanceof UsageError) {
    process.stderr.write(`${err.message}\n\n${USAGE}\n`);
    process.exit(2);
  }
  if (err instanceof EmbeddedPostgresError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
  if (err instanceof KeyRotationError) {
    process.stderr.write(`payments-service keys rotate: ${err.message}\n`);
    process.exit(2);
  }
  if (err instanceof ApiError) {
    process.stderr.write(`${err.code}: ${err.message}\n`);
    process.exit(1);
  }
  if (err instanceof ListenError || err instanceof SeedError || err instanceof ImportError) {
    const command =
      err instanceof ListenError ? 'listen' : err instanceof SeedError ? 'seed' : 'customers import';
    process.stderr.write(`payments-service ${command}: ${err.message}\n`);
    process.exit(1);
  }
  const code = (err as { code?: string }).code;
  if (code === 'EADDRINUSE' || code === 'EACCES' || code === 'EADDRNOTAVAIL') {
    const { port, host } = loadConfig();
    process.stderr.write(
      `payments-service cannot listen on ${host}:${port} (${code}); set PORT or HOST to another value\n`,
    );
    process.exit(1);
  }
  process.stderr.write(
    `payments-service failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
