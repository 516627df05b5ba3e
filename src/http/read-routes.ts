import type { Static, TObject, TSchema } from 'typebox';
import {
  type CreateDeclaration,
  createOne,
  declareRoute,
  type OperationDocument,
  type RouteApp,
} from './declared-routes.js';
import type { PageRequest } from '../db/pagination.js';
import { pageRequest } from './query.js';
import { errorResponses, ListOf } from './schemas.js';

/** The paging fields of a list's query (spec 2.1), which every list query schema declares. */
type PageQuery = Parameters<typeof pageRequest>[0];

export type { RouteApp } from './declared-routes.js';

/** A page in the list envelope, whatever its items. */
type ListPage = Static<ReturnType<typeof ListOf>>;

/** What a list is given besides its query. */
interface ListContext<P extends TObject> {
  page: PageRequest;
  params: Static<P>;
}

/** What tells one read of the platform's resources from another: its path and its document. */
interface ReadDeclaration<P extends TObject> extends OperationDocument {
  path: string;
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
  /** Given the page the query asks for (spec 2.1), and the path's parameters. */
  list: (platformId: string, query: Static<Q>, context: ListContext<P>) => ListPage | Promise<ListPage>;
}

export function getOne<P extends TObject>(
  app: RouteApp,
  { read, response, ...declaration }: OneDeclaration<P>,
): void {
  declareRoute(app, {
    ...declaration,
    method: 'GET',
    response: { 200: response, ...errorResponses(403, 404) },
    handle: (platformId, { params }) => read(platformId, params),
  });
}

export function listAll<P extends TObject, Q extends TObject>(
  app: RouteApp,
  { item, notFound, list, ...declaration }: ListDeclaration<P, Q>,
): void {
  declareRoute(app, {
    ...declaration,
    method: 'GET',
    response: {
      200: ListOf(item),
      ...(notFound ? errorResponses(400, 403, 404) : errorResponses(400, 403)),
    },
    handle: (platformId, { query, params }) =>
      list(platformId, query, { page: pageRequest(query as PageQuery), params }),
  });
}

/**
 * A collection of the calling platform's resources: POST makes one (201 with it, unless
 * `create.response` says another answer), GET lists them. Its path and item are said once, and
 * it runs the service's own functions, given the service's context.
 */
export interface CollectionDeclaration<X, B extends TSchema, Q extends TObject> {
  path: string;
  tags: string[];
  item: TSchema;
  create: Omit<CreateDeclaration<B>, 'path' | 'tags' | 'response' | 'create'> & {
    response?: TSchema;
    create: (ctx: X, platformId: string, body: Static<B>) => unknown;
  };
  list: Omit<ListDeclaration<TObject, Q>, 'path' | 'tags' | 'item' | 'params' | 'list'> & {
    list: (
      ctx: X,
      platformId: string,
      query: Static<Q>,
      context: ListContext<TObject>,
    ) => ListPage | Promise<ListPage>;
  };
}

export function collection<X, B extends TSchema, Q extends TObject>(
  app: RouteApp,
  ctx: X,
  { path, tags, item, create, list }: CollectionDeclaration<X, B, Q>,
): void {
  createOne(app, {
    path,
    tags,
    response: item,
    ...create,
    create: (platformId, body) => create.create(ctx, platformId, body),
  });
  listAll(app, {
    path,
    tags,
    item,
    ...list,
    list: (platformId, query, context) => list.list(ctx, platformId, query, context),
  });
}
