import { authOf } from '../../http/route-config.js';
import { listAll } from '../../http/read-routes.js';
import { errorResponses } from '../../http/schemas.js';
import {
  DiscoveriesQuery,
  DiscoveriesResponse,
  ReceiverAccountLookup,
  ReceiverAccountParams,
  ReceiverLookupQuery,
  ReceiverUmaLookup,
  ReceiverUmaParams,
  UmaProvider,
  UmaProvidersQuery,
} from './schemas.js';
import * as discovery from './service.js';
import { routePlugin } from '../../http/declared-routes.js';

export const discoveryRoutes = routePlugin(async (app, ctx) => {
  app.get(
    '/discoveries',
    {
      schema: {
        tags: ['External Accounts'],
        operationId: 'listInstitutions',
        summary: 'Discover financial institutions',
        description:
          'Banks and mobile-money operators for a country and/or currency; with neither, every institution. ' +
          'Pass `bankName` when creating an external account.',
        querystring: DiscoveriesQuery,
        response: { 200: DiscoveriesResponse, ...errorResponses(400, 403) },
      },
    },
    async (request) => ({ data: discovery.listInstitutions(request.query) }),
  );

  listAll(app, {
    path: '/uma-providers',
    tags: ['UMA'],
    operationId: 'listUmaProviders',
    summary: 'List counterparty UMA providers',
    description:
      'Providers whose receivers (`$name@<domain>`) can be paid over UMA. Ordered by name; ' +
      '`hasBlockedProviders=false` leaves out blocked providers.',
    querystring: UmaProvidersQuery,
    item: UmaProvider,
    list: (platformId, query) => discovery.listUmaProviders(ctx, query),
  });

  app.get(
    '/receiver/external-account/:accountId',
    {
      schema: {
        tags: ['External Accounts'],
        operationId: 'lookupExternalAccountReceiver',
        summary: 'Look up what an external account can receive',
        description:
          'The currency the account receives, the estimated rate from the sending currency and the receivable ' +
          'range. Give at most one of `senderUmaAddress` and `customerId`.',
        params: ReceiverAccountParams,
        querystring: ReceiverLookupQuery,
        response: { 200: ReceiverAccountLookup, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) =>
      discovery.lookupExternalAccountReceiver(
        ctx,
        authOf(request).platformId,
        request.params.accountId,
        request.query,
      ),
  );

  app.get(
    '/receiver/uma/:receiverUmaAddress',
    {
      schema: {
        tags: ['UMA'],
        operationId: 'lookupUmaReceiver',
        summary: 'Look up a UMA receiver',
        description:
          'Currencies the receiver accepts, estimated exchange rates from the sending currency and ' +
          'receivable ranges. Give at most one of `senderUmaAddress` and `customerId`. Pass the ' +
          '`lookupId` to POST /quotes.',
        params: ReceiverUmaParams,
        querystring: ReceiverLookupQuery,
        response: { 200: ReceiverUmaLookup, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) =>
      discovery.lookupUmaReceiver(
        ctx,
        authOf(request).platformId,
        request.params.receiverUmaAddress,
        request.query,
      ),
  );
});
