import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ServiceContext } from '../../context.js';
import { errorResponses, ListOf } from '../../http/schemas.js';
import { ListVaspsQuery } from './schemas.js';
import * as vasps from './service.js';

export const vaspRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/vasps',
      {
        schema: {
          tags: ['External Accounts'],
          operationId: 'listVasps',
          summary: 'List virtual-asset service providers',
          description:
            'The exchanges and custodians a wallet external account can name as `accountInfo.vaspName` ' +
            '(custodial wallets; leave it out for self-custody). Ordered by name.',
          querystring: ListVaspsQuery,
          response: { 200: ListOf(Type.Ref('Vasp')), ...errorResponses(400, 403) },
        },
      },
      async (request) => vasps.listVasps(ctx, request.query),
    );
  };
