import { authOf } from '../../http/route-config.js';
import { declareRoute, routePlugin } from '../../http/declared-routes.js';
import { errorResponses } from '../../http/schemas.js';
import { PlatformConfig, UpdatePlatformConfigBody } from './schemas.js';
import * as configs from './service.js';

const tags = ['Platform Configuration'];

export const configRoutes = routePlugin(async (app, ctx) => {
  app.get(
    '/config',
    {
      schema: {
        tags,
        operationId: 'getPlatformConfig',
        summary: 'Get the platform configuration',
        response: { 200: PlatformConfig, ...errorResponses(403) },
      },
    },
    // Not async: the view this process holds is answered without a promise.
    (request) => {
      const platformId = authOf(request).platformId;
      return configs.keptConfigView(ctx, platformId) ?? configs.getConfigView(ctx, platformId);
    },
  );

  declareRoute(app, {
    method: 'PATCH',
    path: '/config',
    tags,
    operationId: 'updatePlatformConfig',
    summary: 'Update the platform configuration',
    description:
      'Only the fields sent change. `supportedCurrencies` replaces the list; `embeddedWalletConfig` and ' +
      '`cardTokenization2faConfig` merge field by field; `feeConfigs` upserts by (feeType, sourceCurrency), ' +
      'and an entry whose fees are both 0 removes that fee.',
    body: UpdatePlatformConfigBody,
    response: { 200: PlatformConfig, ...errorResponses(400, 403, 501) },
    handle: (platformId, { body }) => configs.updateConfig(ctx, platformId, body),
  });
});
