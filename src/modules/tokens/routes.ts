import { Type } from 'typebox';
import { dateRangeOf } from '../../http/query.js';
import { authOf } from '../../http/route-config.js';
import { errorResponses } from '../../http/schemas.js';
import { createOne, declareRoute, routePlugin } from '../../http/declared-routes.js';
import { getOne, listAll } from '../../http/read-routes.js';
import { ApiToken, CreateTokenBody, IssuedApiToken, ListTokensQuery, TokenParams } from './schemas.js';
import * as tokens from './service.js';

const tags = ['API Tokens'];

export const tokenRoutes = routePlugin(async (app, ctx) => {
  createOne(app, {
    path: '/tokens',
    config: { idempotent: true },
    tags,
    operationId: 'createToken',
    summary: 'Create an API token',
    description: 'The `clientSecret` is returned only in this response. Requires MANAGE.',
    body: CreateTokenBody,
    response: IssuedApiToken,
    errors: [400, 403, 409],
    create: (_platformId, body, request) => tokens.createToken(ctx, authOf(request), body),
  });

  listAll(app, {
    path: '/tokens',
    tags,
    operationId: 'listTokens',
    summary: 'List API tokens',
    querystring: ListTokensQuery,
    item: ApiToken,
    list: (platformId, query, { page }) =>
      tokens.listTokens(ctx, platformId, { name: query.name, ...dateRangeOf(query) }, page),
  });

  getOne(app, {
    path: '/tokens/:tokenId',
    tags,
    operationId: 'getToken',
    summary: 'Get an API token',
    params: TokenParams,
    response: ApiToken,
    read: (platformId, params) => tokens.getToken(ctx, platformId, params.tokenId),
  });

  declareRoute(app, {
    method: 'DELETE',
    path: '/tokens/:tokenId',
    tags,
    operationId: 'deleteToken',
    summary: 'Delete an API token',
    description: 'The token stops authenticating immediately. A token cannot delete itself.',
    params: TokenParams,
    response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(400, 403, 404) },
    handle: (_platformId, { params, request }) => tokens.deleteToken(ctx, authOf(request), params.tokenId),
  });
});
