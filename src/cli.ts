#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { systemClock } from './clock.js';
import { ConfigError, loadConfig } from './config.js';
import { ApiError } from './errors.js';
import { checkLedger } from './ledger/ledger.js';
import { openServiceDatabase, startBanner, startService } from './main.js';
import { createPlatform } from './modules/platforms/service.js';
import { renderOpenApi } from './openapi-document.js';

const USAGE = `Usage: payments-service <command>

Commands:
  serve                      start the HTTP service (default)
  migrate                    apply pending database migrations and exit
  platforms create --name NAME [--client-id ID --client-secret SECRET]
                             create a platform (tenant) and print its credentials as JSON
  ledger check               recompute every balance from its postings; exit 1 on a mismatch
  openapi                    print the OpenAPI document

Configuration comes from environment variables; see the README.`;

async function serve(): Promise<void> {
  const config = loadConfig();
  const service = await startService(config);
  process.stdout.write(startBanner(service, config));
  const shutdown = (signal: string) => {
    service.app.log.info({ signal }, 'shutting down');
    service.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        service.app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

async function migrate(): Promise<void> {
  const config = loadConfig();
  const database = await openServiceDatabase(config);
  await database.close();
  process.stdout.write('database is up to date\n');
}

async function platformsCreate(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      name: { type: 'string' },
      'client-id': { type: 'string' },
      'client-secret': { type: 'string' },
    },
  });
  if (!values.name) throw new UsageError('platforms create needs --name NAME');
  const clientId = values['client-id'];
  const clientSecret = values['client-secret'];
  if ((clientId === undefined) !== (clientSecret === undefined)) {
    throw new UsageError('--client-id and --client-secret go together');
  }
  const config = loadConfig();
  const database = await openServiceDatabase(config);
  try {
    const created = await createPlatform(
      { db: database.db, clock: systemClock, config },
      { name: values.name, credentials: clientId && clientSecret ? { clientId, clientSecret } : undefined },
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
    const result = await checkLedger(database.db);
    process.stdout.write(
      `${JSON.stringify(result, (_k, v) => (typeof v === 'bigint' ? v.toString() : v), 2)}\n`,
    );
    if (!result.ok) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

class UsageError extends Error {}

async function main(argv: string[]): Promise<void> {
  const [command = 'serve', ...rest] = argv;
  switch (command) {
    case 'serve':
      return serve();
    case 'migrate':
      return migrate();
    case 'platforms':
      if (rest[0] === 'create') return platformsCreate(rest.slice(1));
      throw new UsageError(`unknown command: platforms ${rest[0] ?? ''}`);
    case 'ledger':
      if (rest[0] === 'check') return ledgerCheck();
      throw new UsageError(`unknown command: ledger ${rest[0] ?? ''}`);
    case 'openapi':
      process.stdout.write(await renderOpenApi());
      return;
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
  if (err instanceof ApiError) {
    process.stderr.write(`${err.code}: ${err.message}\n`);
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
