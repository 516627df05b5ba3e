import { Type } from 'typebox';
import { paymentRouteConfig } from '../transactions/replays.js';
import { idempotencyOf } from '../../../http/idempotency/hooks.js';
import { authOf } from '../../../http/route-config.js';
import { AmountMinor, errorResponses } from '../../../http/schemas.js';
import { IncomingTransactionRef } from '../transactions/schemas.js';
import { receiveSandboxUmaPayment } from './service.js';
import { routePlugin } from '../../../http/declared-routes.js';

const ReceiveBody = Type.Object(
  {
    senderUmaAddress: Type.String({ minLength: 3, maxLength: 255 }),
    receiverUmaAddress: Type.Optional(Type.String({ minLength: 3, maxLength: 255 })),
    customerId: Type.Optional(
      Type.String({
        maxLength: 200,
        description:
          'The receiving customer, instead of receiverUmaAddress; given with it, it must be the customer the address names (400 otherwise)',
      }),
    ),
    receivingCurrencyCode: Type.String({ pattern: '^[A-Z]{3,5}$' }),
    receivingCurrencyAmount: AmountMinor({ minimum: 1 }),
  },
  { additionalProperties: false },
);

export const sandboxUmaReceiveRoutes = routePlugin(async (app, ctx) => {
  app.post(
    '/sandbox/uma/receive',
    {
      config: paymentRouteConfig(ctx, 200),
      schema: {
        tags: ['Sandbox'],
        operationId: 'sandboxUmaReceive',
        summary: 'Simulate an incoming UMA payment to a customer (sandbox)',
        body: ReceiveBody,
        response: { 200: IncomingTransactionRef, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) =>
      receiveSandboxUmaPayment(ctx, authOf(request).platformId, request.body, idempotencyOf(request)),
  );
});
