import { inject } from 'vitest';
import { buildApp } from '../../src/app.js';
import { composeModules, type ServiceModule, serviceModules } from '../../src/modules/index.js';
import { type Clock, platformTimed, systemClock } from '../../src/clock.js';
import { loadConfig } from '../../src/config.js';
import type { ServiceContext } from '../../src/context.js';
import { type World, worldFor } from '../../src/sandbox/index.js';
import { openDatabase } from '../../src/db/database.js';
import { ChangeFeed } from '../../src/db/changes.js';
import { Presence } from '../../src/db/presence.js';
import { toJson } from '../../src/json.js';
import { checkLedger } from '../../src/ledger/ledger.js';
import { type JobHandler, JobWorker } from '../../src/jobs/worker.js';
import { createPlatform } from '../../src/modules/platforms/service.js';
import { WebhookDeliverer } from '../../src/modules/webhooks/deliverer.js';
import { createTestDatabase } from './global-setup.js';

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  text: string;
  body: T;
}

export interface RequestOptions {
  body?: unknown;
  /** Raw body; sent as is (with `contentType`). */
  raw?: string;
  /** multipart/form-data body. */
  form?: FormData;
  contentType?: string;
  headers?: Record<string, string>;
  /** Basic credentials; `null` sends none. Defaults to the client's own. */
  auth?: { clientId: string; clientSecret: string } | null;
}

/** An HTTP client bound to one platform's credentials. */
export interface PlatformClient {
  platformId: string;
  clientId: string;
  clientSecret: string;
  request<T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: RequestOptions,
  ): Promise<ApiResponse<T>>;
}

export interface TestService {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** origin + `/2025-10-13` */
  baseUrl: string;
  ctx: ServiceContext;
  /** This service's database (its own copy of the run's template, unless shared). */
  databaseUrl: string;
  worker: JobWorker;
  deliverer: WebhookDeliverer;
  newPlatform(name?: string): Promise<PlatformClient>;
  request<T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: RequestOptions,
  ): Promise<ApiResponse<T>>;
  close(): Promise<void>;
}

export interface TestServiceOptions {
  env?: Record<string, string>;
  modules?: readonly ServiceModule[];
  clock?: Clock;
  jobHandlers?: Record<string, JobHandler>;
  /** false: jobs stay queued until the test calls `worker.drain()`. */
  runJobs?: boolean;
  /** true: a webhook deliverer runs in the background (else `deliverer.drain()` delivers). */
  deliverWebhooks?: boolean;
  /** Serve the database of that service (two processes behind one load balancer), not a new one. */
  shareDatabaseOf?: TestService;
  /** The outside world the service runs in; default: the one SERVICE_ENV picks. */
  world?: World;
  /** The built dashboard's folder (default: the project's dist/dashboard). */
  dashboardDir?: string;
}

/** The key-encryption key of production test services that name none. */
export const TEST_KEY_ENCRYPTION_KEY = '5e'.repeat(32);

/**
 * A real service on a random port over a database of its own: a copy of the run's migrated
 * template on the run's PostgreSQL (test/helpers/global-setup.ts), dropped on close.
 */
export async function startTestService(options: TestServiceOptions = {}): Promise<TestService> {
  const testDatabase = options.shareDatabaseOf
    ? { url: options.shareDatabaseOf.databaseUrl, drop: async () => {} }
    : await createTestDatabase(inject('adminUrl'), inject('templateDatabase'));
  // A cheaper scrypt for the many platforms tests create; the default is proven by tokens.test.ts.
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SECRET_HASH_COST: '10',
    DATABASE_POOL_SIZE: '20',
    // Production refuses to start without a key-encryption key; the sandbox keeps one in the database.
    ...(options.env?.SERVICE_ENV === 'production' ? { KEY_ENCRYPTION_KEY: TEST_KEY_ENCRYPTION_KEY } : {}),
    ...options.env,
  });
  const database = await openDatabase({ databaseUrl: testDatabase.url, ...config.database });
  const presence = await Presence.start({ connect: () => database.openSession() });
  const changes = await ChangeFeed.start({ connect: () => database.openSession() });
  const composition = composeModules(options.modules ?? serviceModules);
  const ctx: ServiceContext = {
    db: database.db,
    clock: platformTimed(options.clock ?? systemClock),
    config,
    presence,
    changes,
    hooks: composition.hooks,
    revisions: composition.revisions,
    world: options.world ?? worldFor(config),
  };
  const app = await buildApp({
    ctx,
    database,
    modules: composition.modules,
    logger: false,
    ...(options.dashboardDir === undefined ? {} : { dashboardDir: options.dashboardDir }),
  });
  const worker = new JobWorker(ctx, { handlers: options.jobHandlers ?? composition.jobs, pollMs: 50 });
  ctx.notifyJobs = () => worker.nudge();
  ctx.runJobNow = (jobId) => worker.runNow(jobId);
  const deliverer = new WebhookDeliverer(ctx, { pollMs: 50 });
  ctx.notifyWebhooks = () => deliverer.nudge();
  await app.listen({ port: 0, host: '127.0.0.1' });
  if (options.runJobs !== false) worker.start();
  if (options.deliverWebhooks) deliverer.start();
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const origin = `http://127.0.0.1:${address.port}`;
  const platformIds: string[] = [];
  const baseUrl = `${origin}/2025-10-13`;

  async function request<T>(
    method: string,
    path: string,
    opts: RequestOptions = {},
    defaultAuth?: { clientId: string; clientSecret: string },
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    const auth = opts.auth === undefined ? defaultAuth : opts.auth;
    if (auth) {
      headers.authorization = `Basic ${Buffer.from(`${auth.clientId}:${auth.clientSecret}`).toString('base64')}`;
    }
    let body: string | FormData | undefined;
    if (opts.form !== undefined) {
      body = opts.form;
    } else if (opts.raw !== undefined) {
      body = opts.raw;
      if (opts.contentType) headers['content-type'] = opts.contentType;
    } else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] = opts.contentType ?? 'application/json';
    }
    const url = path.startsWith('http')
      ? path
      : ['/2025-10-13', '/healthz', '/docs', '/dashboard'].some((prefix) => path.startsWith(prefix))
        ? `${origin}${path}`
        : `${baseUrl}${path}`;
    const response = await fetch(url, { method, headers, body });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: response.status, headers: response.headers, text, body: parsed as T };
  }

  return {
    origin,
    baseUrl,
    ctx,
    databaseUrl: testDatabase.url,
    request: (method, path, opts) => request(method, path, opts),
    async newPlatform(name = 'Test platform') {
      const created = await createPlatform(ctx, { name });
      if (!created) throw new Error('platform not created');
      platformIds.push(created.platformId);
      return {
        ...created,
        request: (method, path, opts) => request(method, path, opts, created),
      };
    },
    worker,
    deliverer,
    async close() {
      await app.close();
      await worker.stop();
      await deliverer.stop();
      try {
        // Every test file ends with the ledger proven consistent for the platforms it used.
        for (const platformId of platformIds) {
          const check = await checkLedger(database.db, platformId, composition.ledgerChecks);
          if (!check.ok) throw new Error(`ledger check failed: ${toJson(check)}`);
        }
      } finally {
        await changes.stop();
        await presence.stop();
        await database.close();
        await testDatabase.drop();
      }
    },
  };
}
