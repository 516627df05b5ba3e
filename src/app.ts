import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import Fastify, {
  type FastifyInstance,
  type FastifySchema,
  type FastifySchemaCompiler,
  type FastifyServerOptions,
  type preValidationHookHandler,
} from 'fastify';
import type { Config } from './config.js';
import type { ServiceContext } from './context.js';
import type { DatabaseHandle } from './db/database.js';
import { installAuthentication } from './http/auth.js';
import { installPlatformTime } from './http/platform-time.js';
import { installRevisions, unknownRevision } from './http/revisions.js';
import { isRevision, revisionDocument, Revisions } from './revisions/index.js';
import { hooksOf } from './http/route-config.js';
import { ApiError } from './errors.js';
import { installDashboard } from './http/dashboard.js';
import { installErrorHandling, sendError } from './http/errors.js';
import { installIdempotency } from './http/idempotency/hooks.js';
import { serverLimitOptions } from './http/limits.js';
import {
  logDestination,
  loggerOptions,
  RequestLogLines,
  requestIdFor,
  requestLogger,
} from './http/logging.js';
import type { Logger } from 'pino';
import { ErrorBody } from './http/schemas.js';
import { isOptionalBody } from './http/query.js';
import { serializerOptions, serializersCompiledOnFirstUse } from './http/serialization.js';
import { createValidation, ignoredFields } from './shapes/validation.js';
import { type ServiceModule, serviceModules } from './modules/index.js';
import { openApiDocumentation } from './openapi.js';
import { setSecretHashCost } from './crypto/secrets.js';
import { setExactCountLimit } from './db/pagination.js';

export const API_VERSION = '2025-10-13';
export const API_PREFIX = `/${API_VERSION}`;

export interface AppOptions {
  ctx: ServiceContext;
  database: DatabaseHandle;
  /** The areas to serve (default: every module of src/modules/index.ts). */
  modules?: readonly ServiceModule[];
  /** Overrides the logger (tests pass a stream or `false`). */
  logger?: FastifyServerOptions['logger'];
  /**
   * Compile every route's validators and response serializers while the app is built, as
   * fastify does by default, instead of on first use: a schema that cannot compile then fails
   * the build (test/integration/route-schemas.test.ts proves so that all compile); the service
   * starts in a fraction of the time without it.
   */
  compileSchemasEagerly?: boolean;
  /** The built dashboard's folder (default: the project's dist/dashboard). */
  dashboardDir?: string;
}

/** [original spelling, our name] of request headers, both lower-case as Node gives them. */
const RENAMED_HEADERS: readonly (readonly [string, string])[] = [
  ['grid-wallet-signature', 'service-wallet-signature'],
];

/** The `$id` schemas of every module (sandbox ones too: a shape does not depend on the env). */
function sharedComponents(modules: readonly ServiceModule[]): TSchema[] {
  const byId = new Map<string, TSchema>([['Error', ErrorBody]]);
  for (const module of modules) {
    for (const component of module.components ?? []) {
      const id = (component as { $id?: unknown }).$id;
      if (typeof id !== 'string') throw new Error(`a component of module ${module.name} has no $id`);
      const existing = byId.get(id);
      if (existing && existing !== component) throw new Error(`two different components are named ${id}`);
      byId.set(id, component);
    }
  }
  return [...byId.values()];
}

type ValidatorFactory = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']
>;

/**
 * Our validator compiler as the factory fastify's options take. Given there rather than with
 * `setValidatorCompiler`, it keeps fastify from loading its default Ajv compiler (and Ajv) at
 * start-up for nothing. Fastify types that factory after its default compiler, but calls what
 * it returns exactly as it calls a `setValidatorCompiler` compiler, with the route definition.
 */
const asValidatorFactory = (compiler: FastifySchemaCompiler<FastifySchema>): ValidatorFactory =>
  (() => compiler) as unknown as ValidatorFactory;

/**
 * TRUST_PROXY as fastify takes it. A hop count becomes a function trusting that many addresses
 * from the connection's own (fastify refuses a bare number since 5.12: a client that reaches
 * the service directly could prepend addresses; README says to use a count only when every
 * request comes through the proxies).
 */
function trustProxyOption(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** Builds the HTTP application without listening, so tests and the CLI can use it directly. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { ctx, database } = options;
  const eager = options.compileSchemasEagerly ?? false;
  const modules = options.modules ?? serviceModules;
  const components = sharedComponents(modules);
  const validation = createValidation(components, { compileOnFirstUse: !eager });
  setSecretHashCost(ctx.config.secretHashCost);
  setExactCountLimit(ctx.config.listExactCountLimit);
  const app = Fastify({
    logger: options.logger ?? { ...loggerOptions(ctx.config.logLevel), stream: logDestination() },
    genReqId: requestIdFor,
    childLoggerFactory: requestLogger,
    logController: new RequestLogLines(ctx.config.logRequests),
    ...serverLimitOptions(ctx.config.limits),
    // Who the client is behind a load balancer (TRUST_PROXY): `request.ip`, which the
    // failed-authentication and rate limits count by, and `request.host`/`protocol`.
    trustProxy: trustProxyOption(ctx.config.trustProxy),
    forceCloseConnections: 'idle',
    serializerOpts: serializerOptions,
    schemaController: {
      compilersFactory: {
        buildValidator: asValidatorFactory(validation),
        ...(eager ? {} : { buildSerializer: serializersCompiledOnFirstUse }),
      },
    },
    // Fastify's own 503 while closing is not in the error shape; ours (onRequest below) is.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 256 },
    // Failures before routing (a malformed percent escape in the path) get the part-7 body too.
    frameworkErrors: (error, _request, reply) => {
      sendError(reply, new ApiError(400, 'INVALID_INPUT', `The request URL is malformed: ${error.message}`));
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // JSON only (multipart is added by the routes that take uploads): text/plain is not a body.
  app.removeContentTypeParser('text/plain');
  // An empty body sent with Content-Type: application/json (common from clients that set the
  // header on every request) is no body: actions whose body is optional (execute, approve,
  // cancel, ...) accept it, and routes that need a body say which fields are missing.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
  for (const component of components) app.addSchema(component);
  installErrorHandling(app);
  // Set once close() begins (the service is stopping).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // The hooks every request passes through are plain callbacks, not async functions: on this
  // path a promise per hook is a measurable share of a small request's time.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    // No answer is ever to be read as another type than it says (a JSON body as HTML).
    reply.header('x-content-type-options', 'nosniff');
    if (closing) {
      // A request that reaches a process on its way out (a keep-alive connection) did not run:
      // the client sends it again, to this service's next process or another one.
      sendError(
        reply,
        new ApiError(
          503,
          'SERVICE_UNAVAILABLE',
          'The service is shutting down; retry the request',
        ).retryableAfter(1),
      );
      return;
    }
    // Headers the API renamed (Grid -> Service) keep their original spelling's meaning.
    for (const [original, renamed] of RENAMED_HEADERS) {
      const value = request.headers[original];
      if (value !== undefined && request.headers[renamed] === undefined) request.headers[renamed] = value;
    }
    done();
  });
  // A body whose fields are all optional may be left out (generated clients send none): the
  // routes whose body is such get a hook that fills it in; the others pay nothing.
  const emptyBody: preValidationHookHandler = (request, _reply, done) => {
    if (request.body === undefined || request.body === null) request.body = {};
    done();
  };
  app.addHook('onRoute', (route) => {
    if (isOptionalBody(route.schema?.body))
      route.preValidation = [emptyBody, ...hooksOf(route.preValidation)];
  });
  // Which undeclared fields were ignored is only worth finding out when it is logged (a logger
  // that cannot say, like the silent one, is asked anyway).
  const logger = app.log as Partial<Pick<Logger, 'isLevelEnabled'>>;
  if (logger.isLevelEnabled?.('debug') ?? true) {
    app.addHook('preHandler', (request, _reply, done) => {
      const body = ignoredFields(request.body);
      const query = ignoredFields(request.query);
      if (body || query)
        request.log.debug(
          { ignoredBodyFields: body, ignoredQueryParameters: query },
          'undeclared input ignored',
        );
      done();
    });
  }
  // On shutdown, idle keep-alive connections are closed at once; a connection busy with a
  // request is told to close after its response, so close() does not wait for keep-alive.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  // Uploads (multipart bodies) are read only by the plugins whose routes take them
  // (`acceptUploads` in src/http/multipart.ts).
  await app.register(swagger, openApiDocumentation(API_PREFIX));
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // A hosted page like the others (src/http/hosted-pages.ts): it tells no site it links to
    // where the reader came from.
    uiHooks: {
      onRequest: (_request, reply, done) => {
        reply.header('referrer-policy', 'no-referrer');
        done();
      },
    },
  });

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    const databaseUp = await database.ping();
    return reply
      .code(databaseUp ? 200 : 503)
      .send({ status: databaseUp ? 'ok' : 'degraded', database: databaseUp ? 'ok' : 'unreachable' });
  });

  const sandbox = ctx.config.serviceEnv === 'sandbox';
  // The dashboard drives the sandbox (funding, simulations); production serves no such page.
  if (sandbox) await installDashboard(app, options.dashboardDir);
  for (const module of modules) {
    for (const routes of module.publicRoutes ?? []) await app.register(routes(ctx));
  }
  await app.register(
    async (api) => {
      // First: its hooks answer every route of the scope, the document's too.
      installRevisions(
        api,
        ctx,
        new Revisions(Object.fromEntries(components.map((c) => [(c as { $id?: string }).$id, c]))),
        API_PREFIX,
      );
      // One document per revision: `?revision=` names it, else the server's default revision.
      const documents = new Map<string, unknown>();
      api.get<{ Querystring: { revision?: string } }>(
        '/openapi.json',
        { schema: { hide: true }, config: { auth: 'none' } },
        async (request, reply) => {
          const revision = request.query.revision ?? ctx.config.apiRevision;
          if (!isRevision(revision)) throw unknownRevision('revision', revision);
          let document = documents.get(revision);
          if (document === undefined) {
            document = revisionDocument(app.swagger(), revision, API_PREFIX);
            documents.set(revision, document);
          }
          return reply.send(document);
        },
      );
      installAuthentication(api, ctx);
      installPlatformTime(api, ctx);
      installIdempotency(api, ctx);
      for (const module of modules) {
        for (const routes of module.routes ?? []) await api.register(routes(ctx));
        // Production has no sandbox routes at all: their paths are plain 404s (spec 7.3).
        if (sandbox) for (const routes of module.sandboxRoutes ?? []) await api.register(routes(ctx));
      }
    },
    { prefix: API_PREFIX },
  );

  return app;
}
