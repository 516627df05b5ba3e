import type { Static, TSchema } from 'typebox';
import { paymentRouteConfig } from '../transactions/replays.js';
import { idempotencyOf } from '../../../http/idempotency/hooks.js';
import { authOf } from '../../../http/route-config.js';
import { errorResponses } from '../../../http/schemas.js';
import { IncomingTransactionRef, OutgoingTransactionRef } from '../transactions/schemas.js';
import { TransferInBody, TransferOutBody } from './schemas.js';
import * as transfers from './service.js';
import { routePlugin } from '../../../http/declared-routes.js';

// The tag's description (openapi.ts) calls these deprecated in favour of quotes, while quote
// creation sends same-currency moves here: both statements are part of the interface (spec 1).
const tags = ['Same-Currency Transfers'];

/** A same-currency transfer: what tells one direction from the other. */
interface Transfer<B extends TSchema> {
  path: string;
  operationId: string;
  summary: string;
  body: B;
  response: TSchema;
  transfer: (
    platformId: string,
    body: Static<B>,
    idempotency: ReturnType<typeof idempotencyOf>,
  ) => Promise<unknown>;
}

export const transferRoutes = routePlugin(async (app, ctx) => {
  const transferRoute = <B extends TSchema>(transfer: Transfer<B>) =>
    app.post(
      transfer.path,
      {
        config: paymentRouteConfig(ctx, 201),
        schema: {
          tags,
          deprecated: true,
          operationId: transfer.operationId,
          summary: transfer.summary,
          body: transfer.body,
          response: { 201: transfer.response, ...errorResponses(400, 403, 404) },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await transfer.transfer(
              authOf(request).platformId,
              request.body as Static<B>,
              idempotencyOf(request),
            ),
          ),
    );

  transferRoute({
    path: '/transfer-in',
    operationId: 'transferIn',
    summary: 'Pull from an external account into an internal account (same currency)',
    body: TransferInBody,
    response: IncomingTransactionRef,
    transfer: (platformId, body, idempotency) => transfers.transferIn(ctx, platformId, body, idempotency),
  });

  transferRoute({
    path: '/transfer-out',
    operationId: 'transferOut',
    summary: 'Pay out from an internal account to an external account (same currency)',
    body: TransferOutBody,
    response: OutgoingTransactionRef,
    transfer: (platformId, body, idempotency) => transfers.transferOut(ctx, platformId, body, idempotency),
  });
});
