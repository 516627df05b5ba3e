import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static, TObject, TSchema } from 'typebox';
import { authOf } from './route-config.js';
import { errorResponses, ListOf } from './schemas.js';

/** A page in the list envelope, whatever its items. */
type ListPage = Static<ReturnType<typeof ListOf>>;

/** The instance a route plugin of this service is given. */
export type RouteApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** What tells one read of the platform's resources from another: its path and its document. */
interface ReadDeclaration<P extends TObject> {
  path: string;
  tags: string[];
  operationId: string;
  summary: string;
  description?: string;
  /** Marks of the operation beyond the contract (`x-extension`), first in its document. */
  extension?: Record<string, unknown>;
  params: P;
}

/** GET of one resource of the calling platform, named by its path: 200, else 403 or 404. */
export interface OneDeclaration<P extends TObject> extends ReadDeclaration<P> {
  response: TSchema;
  read: (platformId: string, params: Static<P>) => unknown;
}

/** GET of a page of the calling platform's resources, the list envelope of spec 2.1 around them. */
export interface ListDeclaration<P extends TObject, Q extends TObject> extends Omit<
  ReadDeclaration<P>,
  'params'
> {
  params?: P;
  querystring: Q;
  item: TSchema;
  /** Besides 400 and 403 (an unknown parent named by the path or the query: 404). */
  notFound?: boolean;
  list: (platformId: string, query: Static<Q>, params: Static<P>) => ListPage | Promise<ListPage>;
}

/** The document of a read: the keys in the order every route of the service writes them. */
const documentOf = <P extends TObject>(
  declaration: ReadDeclaration<P> | Omit<ReadDeclaration<P>, 'params'>,
) => ({
  ...declaration.extension,
  tags: declaration.tags,
  operationId: declaration.operationId,
  summary: declaration.summary,
  ...(declaration.description === undefined ? {} : { description: declaration.description }),
});

export function getOne<P extends TObject>(app: RouteApp, declaration: OneDeclaration<P>): void {
  app.get(
    declaration.path,
    {
      schema: {
        ...documentOf(declaration),
        params: declaration.params,
        response: { 200: declaration.response, ...errorResponses(403, 404) },
      },
    },
    async (request) => declaration.read(authOf(request).platformId, request.params as Static<P>),
  );
}

export function listAll<P extends TObject, Q extends TObject>(
  app: RouteApp,
  declaration: ListDeclaration<P, Q>,
): void {
  app.get(
    declaration.path,
    {
      schema: {
        ...documentOf(declaration),
        ...(declaration.params === undefined ? {} : { params: declaration.params }),
        querystring: declaration.querystring,
        response: {
          200: ListOf(declaration.item),
          ...(declaration.notFound ? errorResponses(400, 403, 404) : errorResponses(400, 403)),
        },
      },
    },
    async (request) =>
      declaration.list(authOf(request).platformId, request.query as Static<Q>, request.params as Static<P>),
  );
}
