import type { FastifyInstance } from 'fastify';
import { API_PREFIX, buildApp } from './app.js';
import { platformTimed, systemClock } from './clock.js';
import type { Config } from './config.js';
import type { ServiceContext } from './context.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import { ChangeFeed } from './db/changes.js';
import { Presence } from './db/presence.js';
import { type MigrationProgress, migrateToLatest } from './db/migrate.js';
import { purgeExpiredIdempotencyKeys } from './http/idempotency/hooks.js';
import { JobWorker } from './jobs/worker.js';
import { composeModules } from './modules/index.js';
import { prepareSealing } from './modules/keys/index.js';
import { worldFor } from './sandbox/index.js';
import { WebhookDeliverer } from './modules/webhooks/deliverer.js';
import { type BootstrapResult, ensureBootstrapPlatform } from './modules/platforms/service.js';

export interface RunningService {
  app: FastifyInstance;
  database: DatabaseHandle;
  baseUrl: string;
  bootstrap: BootstrapResult;
  stop(): Promise<void>;
}

export async function openServiceDatabase(
  config: Config,
  log?: (line: string) => void,
  onMigration?: (step: MigrationProgress) => void,
  /** A command beside a running service: use the embedded server it runs, if it runs one. */
  shareRunning = false,
): Promise<DatabaseHandle> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    disposable: config.temporaryDataDir,
    ...config.database,
    ...(log ? { log } : {}),
    ...(shareRunning ? { shareRunning } : {}),
  });
  try {
    await migrateToLatest(database.db, onMigration ?? (log ? slowMigrationsTo(log) : undefined));
    const sealing = await prepareSealing(
      { db: database.db, config, clock: platformTimed(systemClock) },
      composeModules().sealed,
    );
    for (const line of sealing) log?.(line);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}

/**
 * Start-up's account of the migrations it applies: a line for each that took a second or more
 * (on a large database), and one for the whole run.
 */
function slowMigrationsTo(log: (line: string) => void): (step: MigrationProgress) => void {
  let totalMs = 0;
  return (step) => {
    if (step.ms === undefined) return;
    totalMs += step.ms;
    if (step.ms >= 1000) log(`migration ${step.name} applied in ${(step.ms / 1000).toFixed(1)} s`);
    if (step.index === step.total) {
      log(
        `database migrated: ${step.total} migration${step.total === 1 ? '' : 's'} in ${(totalMs / 1000).toFixed(1)} s`,
      );
    }
  };
}

/** Starts the service: database, migrations, sealed secrets, start-up credentials, HTTP listener. */
export async function startService(config: Config, log?: (line: string) => void): Promise<RunningService> {
  const database = await openServiceDatabase(config, log);
  try {
    return await serveOn(database, config);
  } catch (err) {
    await database.close(); // an embedded server started for nothing is stopped again
    throw err;
  }
}

async function serveOn(database: DatabaseHandle, config: Config): Promise<RunningService> {
  const composition = composeModules();
  const ctx: ServiceContext = {
    db: database.db,
    clock: platformTimed(systemClock),
    config,
    hooks: composition.hooks,
    revisions: composition.revisions,
    world: worldFor(config),
  };
  const bootstrap = await ensureBootstrapPlatform(ctx);
  const app = await buildApp({ ctx, database, modules: composition.modules });
  const presence = await Presence.start({
    connect: () => database.openSession(),
    log: (message, err) => app.log.warn({ err }, message),
  });
  ctx.presence = presence;
  const changes = await ChangeFeed.start({
    connect: () => database.openSession(),
    log: (message, err) => app.log.warn({ err }, message),
  });
  ctx.changes = changes;
  const worker = new JobWorker(ctx, { handlers: composition.jobs, logger: app.log });
  ctx.notifyJobs = () => worker.nudge();
  ctx.runJobNow = (jobId) => worker.runNow(jobId);
  const deliverer = new WebhookDeliverer(ctx, { logger: app.log });
  ctx.notifyWebhooks = () => deliverer.nudge();
  await app.listen({ port: config.port, host: config.host });
  worker.start();
  deliverer.start();

  // What is kept only for a while (idempotency keys, each module's own) is cleaned up at start
  // and every hour; a failure is logged and tried again at the next hour.
  const cleanUp = async () => {
    await purgeExpiredIdempotencyKeys(ctx).catch((err: unknown) =>
      app.log.warn({ err }, 'idempotency purge failed'),
    );
    for (const housekeeping of composition.housekeeping) {
      await housekeeping(ctx).catch((err: unknown) => app.log.warn({ err }, 'module housekeeping failed'));
    }
  };
  await cleanUp();
  const purge = setInterval(() => void cleanUp(), 3_600_000);
  purge.unref();

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  let stopping: Promise<void> | undefined;
  return {
    app,
    database,
    bootstrap,
    baseUrl: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}${API_PREFIX}`,
    stop() {
      stopping ??= (async () => {
        clearInterval(purge);
        await app.close(); // stops accepting, lets in-flight requests finish
        await worker.stop(); // lets a running job finish; unfinished jobs stay queued
        await deliverer.stop(); // undelivered events stay in the outbox
        await changes.stop();
        await presence.stop();
        await database.close();
      })();
      return stopping;
    },
  };
}

/** What `serve` prints once it listens: where to send requests and with which credentials. */
export function startBanner(service: RunningService, config: Config): string {
  const lines = [
    '',
    `payments-service ${config.serviceEnv} listening`,
    `  base URL:  ${service.baseUrl}`,
    `  API docs:  ${service.baseUrl.replace(API_PREFIX, '')}/docs`,
    ...(config.serviceEnv === 'sandbox'
      ? [`  dashboard: ${service.baseUrl.replace(API_PREFIX, '')}/dashboard/`]
      : []),
    config.databaseUrl
      ? `  database:  PostgreSQL at ${service.database.location} (DATABASE_URL)`
      : `  database:  embedded PostgreSQL in ${config.dataDir}/postgres\n             ${service.database.embeddedUrl ?? ''}`,
  ];
  const b = service.bootstrap;
  if (b.kind === 'generated') {
    lines.push(
      '',
      '  Sandbox credentials (shown only this once; the secret is stored hashed):',
      `    export CLIENT_ID=${b.clientId}`,
      `    export CLIENT_SECRET=${b.clientSecret}`,
      `    curl -u "$CLIENT_ID:$CLIENT_SECRET" ${service.baseUrl}/config`,
    );
  } else if (b.kind === 'configured') {
    lines.push('', `  Credentials: SERVICE_CLIENT_ID=${b.clientId} with SERVICE_CLIENT_SECRET`);
  } else {
    lines.push(
      '',
      '  Credentials: the ones printed at first start (or set SERVICE_CLIENT_ID and SERVICE_CLIENT_SECRET)',
    );
  }
  return `${lines.join('\n')}\n`;
}
