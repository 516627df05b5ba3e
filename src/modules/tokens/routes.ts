import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ServiceContext } from '../../context.js';
import { pageRequest, dateRangeOf } from '../../http/query.js';
import { authOf } from '../../http/route-config.js';
import { getOne, listAll } from '../../http/read-routes.js';
import { errorResponses } from '../../http/schemas.js';
import { ApiToken, CreateTokenBody, IssuedApiToken, ListTokensQuery, TokenParams } from './schemas.js';
import * as tokens from './service.js';

const tags = ['API Tokens'];

export const tokenRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/tokens',
      {
        config: { idempotent: true },
        schema: {
          tags,
          operationId: 'createToken',
          summary: 'Create an API token',
          description: 'The `clientSecret` is returned only in this response. Requires MANAGE.',
          body: CreateTokenBody,
          response: { 201: IssuedApiToken, ...errorResponses(400, 403, 409) },
        },
      },
      async (request, reply) => {
        const token = await tokens.createToken(ctx, authOf(request), request.body);
        return reply.code(201).send(token);
      },
    );

    listAll(app, {
      path: '/tokens',
      tags,
      operationId: 'listTokens',
      summary: 'List API tokens',
      querystring: ListTokensQuery,
      item: ApiToken,
      list: (platformId, query) => {
        const q = query;
        return tokens.listTokens(
          ctx,
          platformId,
          {
            name: q.name,
            ...dateRangeOf(q),
          },
          pageRequest(q),
        );
      },
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

    app.delete(
      '/tokens/:tokenId',
      {
        schema: {
          tags,
          operationId: 'deleteToken',
          summary: 'Delete an API token',
          description: 'The token stops authenticating immediately. A token cannot delete itself.',
          params: TokenParams,
          response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(400, 403, 404) },
        },
      },
      async (request, reply) => {
        await tokens.deleteToken(ctx, authOf(request), request.params.tokenId);
        return reply.code(204).send(null);
      },
    );
  };
