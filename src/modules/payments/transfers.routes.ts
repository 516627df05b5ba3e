import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ServiceContext } from '../../context.js';
import { paymentRouteConfig } from './replays.js';
import { idempotencyOf } from '../../http/idempotency/hooks.js';
import { authOf } from '../../http/route-config.js';
import { errorResponses } from '../../http/schemas.js';
import { IncomingTransactionRef, OutgoingTransactionRef } from './transactions.schemas.js';
import { TransferInBody, TransferOutBody } from './transfers.schemas.js';
import * as transfers from './transfers.service.js';

// The tag's description (openapi.ts) calls these deprecated in favour of quotes, while quote
// creation sends same-currency moves here: both statements are part of the interface (spec 1).
const tags = ['Same-Currency Transfers'];

export const transferRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/transfer-in',
      {
        config: paymentRouteConfig(ctx, 201),
        schema: {
          tags,
          deprecated: true,
          operationId: 'transferIn',
          summary: 'Pull from an external account into an internal account (same currency)',
          body: TransferInBody,
          response: { 201: IncomingTransactionRef, ...errorResponses(400, 403, 404) },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await transfers.transferIn(ctx, authOf(request).platformId, request.body, idempotencyOf(request)),
          ),
    );

    app.post(
      '/transfer-out',
      {
        config: paymentRouteConfig(ctx, 201),
        schema: {
          tags,
          deprecated: true,
          operationId: 'transferOut',
          summary: 'Pay out from an internal account to an external account (same currency)',
          body: TransferOutBody,
          response: { 201: OutgoingTransactionRef, ...errorResponses(400, 403, 404) },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await transfers.transferOut(
              ctx,
              authOf(request).platformId,
              request.body,
              idempotencyOf(request),
            ),
          ),
    );
  };
