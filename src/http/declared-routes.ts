import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type {
  FastifyContextConfig,
  FastifyRequest,
  preValidationAsyncHookHandler,
  preValidationHookHandler,
} from 'fastify';
import type { Static, TObject, TSchema } from 'typebox';
import type { ServiceContext } from '../context.js';
import { authOf } from './route-config.js';
import { errorResponses } from './schemas.js';

/** The instance a route plugin of this service is given. */
export type RouteApp = Parameters<FastifyPluginAsyncTypebox>[0];

/**
 * A module's routes as one Fastify plugin, made for the context its handlers run with: a
 * manifest lists it, the app registers `plugin(ctx)` under the versioned prefix.
 */
export function routePlugin(
  register: (app: RouteApp, ctx: ServiceContext) => Promise<void>,
): (ctx: ServiceContext) => FastifyPluginAsyncTypebox {
  return (ctx) => (app) => register(app, ctx);
}

/** The parts of a request its schemas validated, and the request for what they do not cover. */
export interface RouteInput<P extends TObject, Q extends TObject, B extends TSchema> {
  params: Static<P>;
  query: Static<Q>;
  body: Static<B>;
  request: FastifyRequest;
}

/** Its place in the OpenAPI document: what tells one operation from another. */
export interface OperationDocument {
  tags: string[];
  operationId: string;
  summary: string;
  description?: string;
  /** Marks of the operation beyond the contract (`x-extension`, `x-error-codes`), first in its document. */
  extension?: Record<string, unknown>;
}

/**
 * A route of the service as data: what it answers, who may call it and what it runs. One
 * piece of code (`declareRoute`) turns it into the Fastify route, its schemas and its answer.
 */
export interface RouteDeclaration<
  C,
  P extends TObject,
  Q extends TObject,
  B extends TSchema,
> extends OperationDocument {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** What the hooks read: permission, authentication, idempotency and its replay. */
  config?: FastifyContextConfig;
  preValidation?: preValidationHookHandler | preValidationAsyncHookHandler;
  /** The body may be left out (src/openapi.ts documents the request body as optional). */
  optionalBody?: boolean;
  deprecated?: boolean;
  security?: Record<string, string[]>[];
  headers?: object;
  params?: P;
  querystring?: Q;
  body?: B;
  /**
   * The answers by status, as Fastify takes them: the one success (a 204 sends no body) and
   * `errorResponses(...)`.
   */
  response: Record<number, TSchema>;
  handle: (caller: C, input: RouteInput<P, Q, B>) => unknown;
  /**
   * The handler picks the status: it returns an `Answer` (a signed retry's 202 challenge or its
   * result; a quote that awaits its payer's authorization).
   */
  answers?: boolean;
}

/** What a handler that picks its status returns. */
export interface Answer {
  status: number;
  body: unknown;
}

/** The keys of the document in the order every route of the service writes them. */
export const documentOf = (document: OperationDocument) => ({
  ...document.extension,
  tags: document.tags,
  operationId: document.operationId,
  summary: document.summary,
  ...(document.description === undefined ? {} : { description: document.description }),
});

/** Only what a declaration says: an option left out stays out of the route. */
const present = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

/** The route declarations of one kind of caller: the platform (Basic credentials), an agent. */
export function routesOf<C>(callerOf: (request: FastifyRequest) => C) {
  return function declareRoute<
    P extends TObject = TObject,
    Q extends TObject = TObject,
    B extends TSchema = TSchema,
  >(app: RouteApp, route: RouteDeclaration<C, P, Q, B>): void {
    const status = Math.min(...Object.keys(route.response).map(Number));
    app.route({
      method: route.method,
      url: route.path,
      ...present('config', route.config),
      ...present('preValidation', route.preValidation),
      schema: {
        ...documentOf(route),
        ...(route.optionalBody ? { 'x-optional-body': true } : {}),
        ...present('deprecated', route.deprecated),
        ...present('security', route.security),
        ...present('headers', route.headers),
        ...present('params', route.params),
        ...present('querystring', route.querystring),
        ...present('body', route.body),
        response: route.response,
      },
      handler: async (request, reply) => {
        const result = await route.handle(callerOf(request), {
          params: request.params as Static<P>,
          query: request.query as Static<Q>,
          body: request.body as Static<B>,
          request,
        });
        if (route.answers) {
          const answer = result as Answer;
          return reply.code(answer.status).send(answer.body);
        }
        if (status === 200) return result;
        return reply.code(status).send(status === 204 ? null : result);
      },
    });
  };
}

/** A route the platform calls with its credentials: the handler is given the platform's id. */
export const declareRoute = routesOf((request) => authOf(request).platformId);

/** POST of a new resource of the calling platform: 201 with it. */
export interface CreateDeclaration<B extends TSchema> extends OperationDocument {
  path: string;
  config?: FastifyContextConfig;
  headers?: object;
  body: B;
  response: TSchema;
  errors: readonly number[];
  create: (platformId: string, body: Static<B>, request: FastifyRequest) => unknown;
}

export function createOne<B extends TSchema>(
  app: RouteApp,
  { create, response, errors, ...declaration }: CreateDeclaration<B>,
): void {
  declareRoute(app, {
    ...declaration,
    method: 'POST',
    response: { 201: response, ...errorResponses(...errors) },
    handle: (platformId, { body, request }) => create(platformId, body, request),
  });
}
