#!/usr/bin/env node
import { readFileSync, rmSync } from 'node:fs';
import { SingleBar } from 'cli-progress';
import { platformTimed, systemClock } from './clock.js';
import { ConfigError, loadConfig } from './config.js';
import { ApiError } from './errors.js';
import type { ServiceContext } from './context.js';
import { applyHeapPolicy } from './heap-policy.js';
import { EmbeddedPostgresError } from './db/embedded.js';
import { SnapshotError } from './db/snapshots.js';
import { SNAPSHOT_COMMANDS } from './snapshot-commands.js';
import type { MigrationProgress } from './db/migrate.js';
import { checkLedger } from './ledger/ledger.js';
import { openServiceDatabase, type RunningService, startBanner, startService } from './main.js';
import { announceReady, stopWhenParentGoes } from './parent.js';
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
import { describeList, describeTrigger, listTriggers, TriggerError, triggerEvent } from './trigger.js';
import { renderOpenApi, writeOpenApiDocuments } from './openapi-document.js';
import { isRevision, REVISIONS } from './revisions/index.js';
import {
  type Command,
  type Values,
  commandHelp,
  commandName,
  findCommand,
  parseCommand,
  programHelp,
  UsageError,
} from './cli-args.js';
import { packageVersion } from './version.js';

/**
 * The database of a command: beside a running service on the embedded database, the server
 * that service runs (its port and password are in DATA_DIR); else its own.
 */
const openBesideService: typeof openServiceDatabase = (config, log, onMigration) =>
  openServiceDatabase(config, log, onMigration, true);

/** Progress of the embedded database (first start, recovery), on stderr. */
const progress = (line: string) => process.stderr.write(`${line}\n`);

/** What `serve` stops on when the program that started it is gone (as a signal would stop it). */
const PARENT_GONE = 'parent gone';

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
    // Nobody reads the output of a service whose parent is gone (src/parent.ts).
    if (signal === PARENT_GONE) running.app.log.level = 'silent';
    running.app.log.info({ signal }, 'shutting down');
    running.stop().then(
      () => {
        // The embedded cluster is stopped: nothing writes into the folder any more.
        if (config.temporaryDataDir) rmSync(config.dataDir, { recursive: true, force: true });
        process.exit(0);
      },
      (err: unknown) => {
        running.app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  stopWhenParentGoes(() => shutdown(PARENT_GONE));
  const service = await startService(config, progress);
  state.service = service;
  if (state.stopAfterStart !== undefined) return shutdown(state.stopAfterStart);
  process.stdout.write(startBanner(service, config));
  announceReady(service.baseUrl);
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
  const database = await openBesideService(config, progress, (step) => {
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

async function loadSql(file: string | undefined): Promise<void> {
  if (!file) throw new UsageError('payments-service load-sql needs a FILE');
  const script = readFileSync(file, 'utf8');
  const database = await openBesideService(loadConfig(), progress);
  try {
    await database.runScript(script);
  } finally {
    await database.close();
  }
  process.stdout.write(`loaded ${file}\n`);
}

/** Runs `work` with the service's own context, on its database opened beside it (closed after). */
async function asTheService(work: (ctx: ServiceContext) => Promise<void>): Promise<void> {
  const config = loadConfig();
  const database = await openBesideService(config);
  try {
    await work(
      serviceContext({ db: database.db, clock: platformTimed(systemClock), config, world: worldFor(config) }),
    );
  } finally {
    await database.close();
  }
}

async function platformsCreate(values: Values): Promise<void> {
  const name = text(values.name);
  if (!name) throw new UsageError('payments-service platforms create needs --name NAME');
  const revision = text(values.revision);
  if (revision !== undefined && !isRevision(revision))
    throw new UsageError(`--revision must be one of ${REVISIONS.join(', ')}`);
  const clientId = text(values['client-id']);
  const clientSecret = text(values['client-secret']);
  if ((clientId === undefined) !== (clientSecret === undefined)) {
    throw new UsageError('--client-id and --client-secret go together');
  }
  await asTheService(async (ctx) => {
    const created = await createPlatform(ctx, {
      name,
      credentials: clientId && clientSecret ? { clientId, clientSecret } : undefined,
      apiRevision: revision,
    });
    process.stdout.write(`${JSON.stringify(created)}\n`);
  });
}

async function ledgerCheck(): Promise<void> {
  const config = loadConfig();
  const database = await openBesideService(config);
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
  const database = await openBesideService(config, progress);
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

async function stablecoinsSetStatus(values: Values): Promise<void> {
  const id = text(values['stablecoin-id']);
  const status = text(values.status);
  if (!id || !status)
    throw new UsageError('payments-service stablecoins set-status needs --stablecoin-id ID --status STATUS');
  if (!(OPERATIONS_STATUSES as readonly string[]).includes(status)) {
    throw new UsageError(`--status must be one of ${OPERATIONS_STATUSES.join(', ')}`);
  }
  await asTheService(async (ctx) => {
    const coin = await setOperationsStatus(ctx, id, status as OperationsStatus);
    process.stdout.write(`${JSON.stringify(coin)}\n`);
  });
}

/** The platform and service a client command talks to: flags, else the environment. */
function remoteOptions(values: Values, command: string) {
  const clientId = text(values['client-id']) ?? process.env.CLIENT_ID;
  const clientSecret = text(values['client-secret']) ?? process.env.CLIENT_SECRET;
  if (!clientId || !clientSecret) {
    throw new UsageError(
      `${command} needs the platform credentials: CLIENT_ID and CLIENT_SECRET (or the flags)`,
    );
  }
  return {
    baseUrl: text(values.url) ?? process.env.SERVICE_URL ?? 'http://127.0.0.1:8080/2025-10-13',
    clientId,
    clientSecret,
  };
}

/** The flags of the commands that talk to a running service. */
const REMOTE_FLAGS = {
  url: {
    value: 'BASE',
    description: 'the API base URL (default $SERVICE_URL or http://127.0.0.1:8080/2025-10-13)',
  },
  'client-id': { value: 'ID', description: "the platform's client id (default $CLIENT_ID)" },
  'client-secret': { value: 'SECRET', description: "the platform's client secret (default $CLIENT_SECRET)" },
} as const;

/** A string flag's value (flags declared with a value are strings). */
const text = (value: string | boolean | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

const REVISION_LIST = REVISIONS.join(', ');

const COMMANDS: readonly Command[] = [
  {
    words: ['serve'],
    summary: 'start the HTTP service (the default command)',
    details:
      'Configuration comes from environment variables (PORT, DATABASE_URL or DATA_DIR, API_REVISION, ...; see the README).\n' +
      'Without DATABASE_URL it runs on an embedded PostgreSQL in DATA_DIR (default ./data).',
    examples: ['payments-service serve', 'PORT=9000 API_REVISION=2026-02-25 payments-service serve'],
    run: () => serve(),
  },
  {
    words: ['migrate'],
    summary: 'apply pending database migrations and exit',
    examples: ['DATABASE_URL=postgres://localhost/payments payments-service migrate'],
    run: () => migrate(),
  },
  {
    words: ['load-sql'],
    summary: 'migrate, then run FILE (SQL statements, e.g. a data-only pg_dump) in one transaction',
    positionals: ['FILE'],
    details: 'See docs/upgrading.md.',
    examples: ['payments-service load-sql backup.sql'],
    run: (_values, [file]) => loadSql(file),
  },
  {
    words: ['platforms', 'create'],
    summary: 'create a platform (tenant) and print its credentials as JSON',
    options: {
      name: { value: 'NAME', description: "the platform's name", required: true },
      'client-id': { value: 'ID', description: 'a client id of your choice (with --client-secret)' },
      'client-secret': { value: 'SECRET', description: 'its secret (with --client-id)' },
      revision: { value: 'R', description: `pin the platform to an API revision (${REVISION_LIST})` },
    },
    examples: ['payments-service platforms create --name "Team B" --revision 2026-02-25'],
    run: (values) => platformsCreate(values),
  },
  {
    words: ['ledger', 'check'],
    summary: 'recompute every balance (and stablecoin supply) from its postings; exit 1 on a mismatch',
    examples: ['payments-service ledger check'],
    run: () => ledgerCheck(),
  },
  {
    words: ['keys', 'rotate'],
    summary: 're-seal every secret and private key under KEY_ENCRYPTION_KEY; exit 1 if some did not open',
    details:
      'Opens them with KEY_ENCRYPTION_KEY_PREVIOUS (a comma-separated list) or the key kept in the\n' +
      'database, and may run while the service serves; see the README (Running in production).',
    examples: ['KEY_ENCRYPTION_KEY=<new> KEY_ENCRYPTION_KEY_PREVIOUS=<old> payments-service keys rotate'],
    run: () => keysRotate(),
  },
  ...SNAPSHOT_COMMANDS,
  {
    words: ['stablecoins', 'set-status'],
    summary: "move a stablecoin's serviceOperationsStatus as the service would (spec 3.6); prints it as JSON",
    options: {
      'stablecoin-id': { value: 'ID', description: 'the stablecoin', required: true },
      status: { value: 'STATUS', description: OPERATIONS_STATUSES.join(' | '), required: true },
    },
    examples: ['payments-service stablecoins set-status --stablecoin-id Stablecoin:... --status ENABLED'],
    run: (values) => stablecoinsSetStatus(values),
  },
  {
    words: ['listen'],
    summary: "forward a platform's events from a running service to a local URL as signed webhooks",
    options: {
      'forward-to': { value: 'URL', description: 'where each event is POSTed', required: true },
      ...REMOTE_FLAGS,
    },
    details: 'Prints each delivery, like "stripe listen". Stops on Ctrl-C.',
    examples: [
      'CLIENT_ID=... CLIENT_SECRET=... payments-service listen --forward-to http://localhost:3000/webhooks',
    ],
    run: (values) => listen(values),
  },
  {
    words: ['trigger'],
    summary: 'make a running service send a webhook of a type, by running its flow in the sandbox',
    positionals: ['EVENT_TYPE'],
    options: {
      list: { description: 'list every event type instead, and what triggering it does' },
      ...REMOTE_FLAGS,
    },
    details:
      'Like "stripe trigger": creates what the flow needs (a customer, accounts, a quote or a card, all\n' +
      'marked triggered-...) in the platform of CLIENT_ID, CLIENT_SECRET, waits until the event is\n' +
      'recorded, and prints its id and what was created (docs/sandbox.md). The event is delivered to\n' +
      "the platform's webhookEndpoint (and to `payments-service listen`) like any other.",
    examples: [
      'CLIENT_ID=... CLIENT_SECRET=... payments-service trigger OUTGOING_PAYMENT.FAILED',
      'CLIENT_ID=... CLIENT_SECRET=... payments-service trigger --list',
    ],
    run: (values, [type]) => triggerCommand(values, type),
  },
  {
    words: ['customers', 'import'],
    summary: 'upload a customers CSV to a running service and follow the import with a progress bar',
    positionals: ['FILE'],
    options: REMOTE_FLAGS,
    details: 'FILE is a CSV as POST /customers/bulk/csv takes it; prints what was imported and refused.',
    examples: ['CLIENT_ID=... CLIENT_SECRET=... payments-service customers import customers.csv'],
    run: (values, [file]) => customersImport(values, file),
  },
  {
    words: ['seed'],
    summary: 'load ready demo data (docs/scenarios.md) into a platform of a running service',
    options: {
      scenario: { value: 'NAME', description: 'the scenario (e.g. demo)', required: true },
      ...REMOTE_FLAGS,
    },
    examples: ['CLIENT_ID=... CLIENT_SECRET=... payments-service seed --scenario demo'],
    run: (values) => seedCommand(values),
  },
  {
    words: ['openapi'],
    summary: 'print the OpenAPI document',
    options: {
      revision: { value: 'R', description: `the document of that revision (${REVISION_LIST})` },
      write: { value: 'DIR', description: 'write openapi.json and openapi/<revision>.json into DIR instead' },
    },
    examples: ['payments-service openapi --revision 2026-02-25 > openapi.json'],
    run: (values) => openApiCommand(values),
  },
];

async function openApiCommand(values: Values): Promise<void> {
  const write = text(values.write);
  if (write !== undefined) {
    await writeOpenApiDocuments(write);
    return;
  }
  const revision = text(values.revision) ?? REVISIONS[0];
  if (!isRevision(revision)) throw new UsageError(`--revision must be one of ${REVISION_LIST}`);
  process.stdout.write(await renderOpenApi(revision));
}

async function seedCommand(values: Values): Promise<void> {
  const scenario = text(values.scenario);
  if (!scenario)
    throw new UsageError('payments-service seed needs --scenario NAME (see docs/scenarios.md; demo)');
  const summary = await seed({ ...remoteOptions(values, 'seed'), scenario });
  process.stdout.write(`${describeSummary(summary)}\n`);
}

async function triggerCommand(values: Values, type: string | undefined): Promise<void> {
  if (values.list === true) {
    if (type !== undefined)
      throw new UsageError('payments-service trigger: give EVENT_TYPE or --list, not both');
    process.stdout.write(`${describeList(await listTriggers(remoteOptions(values, 'trigger')))}\n`);
    return;
  }
  if (type === undefined)
    throw new UsageError('payments-service trigger needs an EVENT_TYPE (or --list to see them)');
  process.stdout.write(`${describeTrigger(await triggerEvent(remoteOptions(values, 'trigger'), type))}\n`);
}

async function customersImport(values: Values, file: string | undefined): Promise<void> {
  if (!file)
    throw new UsageError(
      'payments-service customers import needs a FILE (a CSV as POST /customers/bulk/csv takes it)',
    );
  const job = await importCustomers({ ...remoteOptions(values, 'customers import'), file });
  process.stdout.write(`${describeImport(job)}\n`);
  if (job.status === 'FAILED') process.exitCode = 1;
}

async function listen(values: Values): Promise<void> {
  const forwardTo = text(values['forward-to']);
  if (!forwardTo) throw new UsageError('payments-service listen needs --forward-to URL');
  const listener = new Listener({ ...remoteOptions(values, 'listen'), forwardTo });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => listener.stop());
  await listener.run();
}

async function main(argv: string[]): Promise<void> {
  const [first] = argv;
  if (first === '--version' || first === '-v' || first === 'version') {
    process.stdout.write(`${packageVersion()}\n`);
    return;
  }
  if (first === '--help' || first === '-h' || first === 'help') {
    process.stdout.write(`${programHelp(COMMANDS, packageVersion())}\n`);
    return;
  }
  // No command, or only options: serve (what `npm start` runs).
  const found = findCommand(
    COMMANDS,
    first === undefined || first.startsWith('-') ? ['serve', ...argv] : argv,
  );
  if (found === undefined) {
    const group = COMMANDS.filter((c) => c.words[0] === first);
    throw new UsageError(
      group.length > 0
        ? `payments-service ${first}: unknown command ${JSON.stringify(argv[1] ?? '')}; it has ${group.map(commandName).join(', ')}`
        : `payments-service: unknown command ${JSON.stringify(first)}`,
    );
  }
  const parsed = parseCommand(found.command, found.args);
  if (parsed === 'help') {
    process.stdout.write(`${commandHelp(found.command)}\n`);
    return;
  }
  try {
    await found.command.run(parsed.values, parsed.positionals);
  } catch (err) {
    // A usage problem found by the command itself is shown with that command's help.
    if (err instanceof UsageError && err.command === undefined)
      throw new UsageError(err.message, found.command);
    throw err;
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(2);
  }
  if (err instanceof UsageError) {
    const help =
      err.command === undefined ? programHelp(COMMANDS, packageVersion()) : commandHelp(err.command);
    process.stderr.write(`${err.message}\n\n${help}\n`);
    process.exit(2);
  }
  if (err instanceof EmbeddedPostgresError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
  if (err instanceof SnapshotError) {
    process.stderr.write(`payments-service snapshot: ${err.message}\n`);
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
  if (
    err instanceof ListenError ||
    err instanceof SeedError ||
    err instanceof ImportError ||
    err instanceof TriggerError
  ) {
    const command =
      err instanceof ListenError
        ? 'listen'
        : err instanceof SeedError
          ? 'seed'
          : err instanceof TriggerError
            ? 'trigger'
            : 'customers import';
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
