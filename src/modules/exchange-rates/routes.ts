import { authOf } from '../../http/route-config.js';
import { errorResponses } from '../../http/schemas.js';
import { ExchangeRatesQuery, ExchangeRatesResponse } from './schemas.js';
import * as exchangeRates from './service.js';
import { routePlugin } from '../../http/declared-routes.js';

export const exchangeRateRoutes = routePlugin(async (app, ctx) => {
  app.get(
    '/exchange-rates',
    {
      schema: {
        tags: ['Exchange Rates'],
        operationId: 'listExchangeRates',
        summary: 'List cached exchange rates, with platform fees',
        description:
          'The rate offered now for each pair of a source currency (default: every currency the platform can ' +
          'send) and destination currencies (repeatable; default: every other currency), with the fees and ' +
          'the amount received for `sendingAmount` (default 10000 smallest units). `exchangeRate` is ' +
          'destination major units per source major unit, as in quotes. Rates are cached for windows of ' +
          'about 5 minutes: calls within one window return the same rate and `updatedAt`. Unknown ' +
          'currencies, and a source the platform cannot send, are 400 INVALID_CURRENCY.',
        querystring: ExchangeRatesQuery,
        response: { 200: ExchangeRatesResponse, ...errorResponses(400, 403) },
      },
    },
    async (request) => ({
      data: await exchangeRates.listExchangeRates(ctx, authOf(request).platformId, request.query),
    }),
  );
});
