import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifySchema,
  type FastifySchemaCompiler,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { ServiceContext } from './context.js';
import type { DatabaseHandle } from './db/database.js';
import { installAuthentication } from './http/auth.js';
import { ApiError } from './errors.js';
import { installErrorHandling, sendError } from './http/errors.js';
import { installIdempotency } from './http/idempotency/hooks.js';
import { installRateLimit, serverLimitOptions } from './http/limits.js';
import { loggerOptions, requestIdFor } from './http/logging.js';
import { MAX_UPLOAD_BYTES } from './http/uploads.js';
import { ErrorBody } from './http/schemas.js';
import { isOptionalBody } from './http/query.js';
import { serializersCompiledOnFirstUse } from './http/serialization.js';
import { createValidation, ignoredFields } from './http/validation.js';
import { internalAccountRoutes, sandboxFundingRoutes } from './modules/accounts/routes.js';
import { ACCOUNT_COMPONENTS } from './modules/accounts/schemas.js';
import { openCustomerAccounts } from './modules/accounts/service.js';
import { configRoutes } from './modules/config/routes.js';
import { bulkImportRoutes } from './modules/customers/bulk-import.routes.js';
import { hostedPages } from './modules/customers/hosted-pages.js';
import { onCustomersCreated } from './modules/customers/lifecycle.js';
import { customerRoutes } from './modules/customers/routes.js';
import { customerComponents } from './modules/customers/schemas.js';
import { cryptoRoutes } from './modules/crypto/routes.js';
import { discoveryRoutes } from './modules/discovery/routes.js';
import { documentRoutes } from './modules/documents/routes.js';
import { exchangeRateRoutes } from './modules/exchange-rates/routes.js';
import { livenessPage, ownershipRoutes } from './modules/external-accounts/ownership.routes.js';
import { externalAccountRoutes } from './modules/external-accounts/routes.js';
import { externalAccountComponents } from './modules/external-accounts/schemas.js';
import { invitationRoutes } from './modules/invitations/routes.js';
import { plaidRoutes } from './modules/plaid/routes.js';
import { quoteRoutes, sandboxSendRoutes } from './modules/quotes/routes.js';
import { quoteComponents } from './modules/quotes/schemas.js';
import { tokenRoutes } from './modules/tokens/routes.js';
import { transactionRoutes } from './modules/transactions/routes.js';
import { earlierTransactionComponents } from './modules/transactions/earlier-revisions.js';
import { transactionComponents } from './modules/transactions/schemas.js';
import { sandboxUmaReceiveRoutes } from './modules/transactions/uma-receive.js';
import { transferRoutes } from './modules/transfers/routes.js';
import { sandboxWebhookTestRoutes, webhookLogRoutes, webhookTestRoutes } from './modules/webhooks/routes.js';
import { TestWebhookResponse } from './modules/webhooks/schemas.js';
import { vaspRoutes } from './modules/vasps/routes.js';
import { Vasp } from './modules/vasps/schemas.js';
import { verificationRoutes } from './modules/verifications/routes.js';
import { COUNTRY_FORMAT, isCountryCode } from './http/countries.js';
import { openApiDocumentation } from './openapi.js';
import { setSecretHashCost } from './crypto/secrets.js';

export const API_VERSION = '2025-10-13';
export const API_PREFIX = `/${API_VERSION}`;

/** A resource area's routes. Sandbox modules exist only when SERVICE_ENV is sandbox. */
export interface ApiModule {
  name: string;
  sandbox?: boolean;
  routes: (ctx: ServiceContext) => FastifyPluginAsync;
  /** Unauthenticated pages outside the versioned API (hosted flows the API links to). */
  publicRoutes?: (ctx: ServiceContext) => FastifyPluginAsync;
  /**
   * Shared shapes this module declares once with an `$id` and references with `Type.Ref(id)`;
   * they become `components.schemas` of the OpenAPI document (and every module may use them).
   */
  components?: TSchema[];
}

export const apiModules: ApiModule[] = [
  { name: 'tokens', routes: tokenRoutes },
  { name: 'config', routes: configRoutes },
  { name: 'customers', routes: customerRoutes, publicRoutes: hostedPages, components: customerComponents },
  { name: 'bulk-import', routes: bulkImportRoutes },
  { name: 'documents', routes: documentRoutes },
  { name: 'verifications', routes: verificationRoutes },
  { name: 'internal-accounts', routes: internalAccountRoutes, components: ACCOUNT_COMPONENTS },
  { name: 'discovery', routes: discoveryRoutes },
  { name: 'exchange-rates', routes: exchangeRateRoutes },
  { name: 'crypto', routes: cryptoRoutes },
  { name: 'sandbox-funding', sandbox: true, routes: sandboxFundingRoutes },
  { name: 'external-accounts', routes: externalAccountRoutes, components: externalAccountComponents },
  { name: 'vasps', routes: vaspRoutes, components: [Vasp] },
  { name: 'external-account-ownership', routes: ownershipRoutes, publicRoutes: livenessPage },
  { name: 'plaid', sandbox: true, routes: plaidRoutes },
  { name: 'invitations', routes: invitationRoutes },
  { name: 'quotes', routes: quoteRoutes, components: quoteComponents },
  {
    name: 'transactions',
    routes: transactionRoutes,
    components: [...transactionComponents, ...earlierTransactionComponents],
  },
  { name: 'transfers', routes: transferRoutes },
  { name: 'sandbox-send', sandbox: true, routes: sandboxSendRoutes },
  { name: 'sandbox-uma-receive', sandbox: true, routes: sandboxUmaReceiveRoutes },
  { name: 'webhook-log', routes: webhookLogRoutes },
  { name: 'webhook-test', routes: webhookTestRoutes, components: [TestWebhookResponse] },
  { name: 'sandbox-webhook-test', sandbox: true, routes: sandboxWebhookTestRoutes },
];

export interface AppOptions {
  ctx: ServiceContext;
  database: DatabaseHandle;
  modules?: ApiModule[];
  /** Overrides the logger (tests pass a stream or `false`). */
  logger?: FastifyServerOptions['logger'];
  /**
   * Compile every route's validators and response serializers while the app is built, as
   * fastify does by default, instead of on first use: a schema that cannot compile then fails
   * the build (test/integration/route-schemas.test.ts proves so that all compile); the service
   * starts in a fraction of the time without it.
   */
  compileSchemasEagerly?: boolean;
}

/** [original spelling, our name] of request headers, both lower-case as Node gives them. */
const RENAMED_HEADERS: readonly (readonly [string, string])[] = [
  ['grid-wallet-signature', 'service-wallet-signature'],
];

/** The `$id` schemas of every module (sandbox ones too: a shape does not depend on the env). */
function sharedComponents(modules: ApiModule[]): TSchema[] {
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

/** Builds the HTTP application without listening, so tests and the CLI can use it directly. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { ctx, database } = options;
  const eager = options.compileSchemasEagerly ?? false;
  const components = sharedComponents(options.modules ?? apiModules);
  const validation = createValidation(components, { compileOnFirstUse: !eager });
  setSecretHashCost(ctx.config.secretHashCost);
  // Module wiring: customers get their internal accounts in the transaction that creates them.
  onCustomersCreated(openCustomerAccounts);
  const app = Fastify({
    logger: options.logger ?? loggerOptions(ctx.config.logLevel),
    genReqId: requestIdFor,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    ...serverLimitOptions(ctx.config.limits),
    forceCloseConnections: 'idle',
    // The serializer tells union branches apart with its own Ajv, which must know our formats.
    serializerOpts: { ajv: { formats: { [COUNTRY_FORMAT]: isCountryCode } } },
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
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) {
      // A request that reaches a process on its way out (a keep-alive connection) did not run:
      // the client sends it again, to this service's next process or another one.
      return sendError(
        reply,
        new ApiError(
          503,
          'SERVICE_UNAVAILABLE',
          'The service is shutting down; retry the request',
        ).retryableAfter(1),
      );
    }
    // Headers the API renamed (Grid -> Service) keep their original spelling's meaning.
    for (const [original, renamed] of RENAMED_HEADERS) {
      const value = request.headers[original];
      if (value !== undefined && request.headers[renamed] === undefined) request.headers[renamed] = value;
    }
  });
  // A body whose fields are all optional may be left out (generated clients send none).
  app.addHook('preValidation', async (request) => {
    if (
      (request.body === undefined || request.body === null) &&
      isOptionalBody(request.routeOptions.schema?.body)
    ) {
      request.body = {};
    }
  });
  app.addHook('preHandler', async (request) => {
    const body = ignoredFields(request.body);
    const query = ignoredFields(request.query);
    if (body || query)
      request.log.debug(
        { ignoredBodyFields: body, ignoredQueryParameters: query },
        'undeclared input ignored',
      );
  });
  // On shutdown, idle keep-alive connections are closed at once; a connection busy with a
  // request is told to close after its response, so close() does not wait for keep-alive.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });

  // Uploads (documents, bulk CSV): one file of at most 10 MB (spec part 8). Routes read the
  // stream themselves and must reject `file.truncated`, which is how an over-limit file ends.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 22 },
  });
  await app.register(swagger, openApiDocumentation(API_PREFIX));
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    const databaseUp = await database.ping();
    return reply
      .code(databaseUp ? 200 : 503)
      .send({ status: databaseUp ? 'ok' : 'degraded', database: databaseUp ? 'ok' : 'unreachable' });
  });

  const sandbox = ctx.config.serviceEnv === 'sandbox';
  const modules = (options.modules ?? apiModules).filter((m) => sandbox || !m.sandbox);
  for (const module of modules) {
    if (module.publicRoutes) await app.register(module.publicRoutes(ctx));
  }
  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true }, config: { auth: 'none' } }, async () =>
        app.swagger(),
      );
      installAuthentication(api, ctx);
      await installRateLimit(api, ctx.config.limits);
      installIdempotency(api, ctx);
      // Production has no sandbox modules at all: their paths are plain 404s (spec 7.3).
      for (const module of modules) await api.register(module.routes(ctx));
    },
    { prefix: API_PREFIX },
  );

  return app;
}
