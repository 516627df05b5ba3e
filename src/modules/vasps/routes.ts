import { Type } from 'typebox';
import { listAll } from '../../http/read-routes.js';
import { ListVaspsQuery } from './schemas.js';
import * as vasps from './service.js';
import { routePlugin } from '../../http/declared-routes.js';

export const vaspRoutes = routePlugin(async (app, ctx) => {
  listAll(app, {
    path: '/vasps',
    tags: ['External Accounts'],
    operationId: 'listVasps',
    summary: 'List virtual-asset service providers',
    description:
      'The exchanges and custodians a wallet external account can name as `accountInfo.vaspName` ' +
      '(custodial wallets; leave it out for self-custody). Ordered by name.',
    querystring: ListVaspsQuery,
    item: Type.Ref('Vasp'),
    list: (platformId, query) => vasps.listVasps(ctx, query),
  });
});
