import { Type } from 'typebox';
import { authOf } from '../../http/route-config.js';
import { getOne, listAll } from '../../http/read-routes.js';
import { errorResponses } from '../../http/schemas.js';
import {
  EXTENSION,
  ListWebhookEventsQuery,
  WebhookEventDetailSchema,
  WebhookEventParams,
  WebhookEventSchema,
} from './schemas.js';
import * as webhooks from './service.js';
import { EventStreams } from './stream.js';
import { routePlugin } from '../../http/declared-routes.js';

const logTags = ['Webhook Delivery Log (extension)'];
const extension =
  'Extension beyond the Payments Service API: the delivery log of the webhooks sent to this platform.';

/** The delivery log (beyond the spec, marked `x-extension` in the OpenAPI document). */
export const webhookLogRoutes = routePlugin(async (app, ctx) => {
  listAll(app, {
    path: '/webhooks/events',
    extension: EXTENSION,
    tags: logTags,
    operationId: 'listWebhookEvents',
    summary: 'List webhook events and their delivery status',
    description: extension,
    querystring: ListWebhookEventsQuery,
    item: WebhookEventSchema,
    list: (platformId, { type, resourceId, deliveryStatus }, { page }) =>
      webhooks.listWebhookEvents(ctx, platformId, { type, resourceId, deliveryStatus }, page),
  });

  getOne(app, {
    path: '/webhooks/events/:eventId',
    extension: EXTENSION,
    tags: logTags,
    operationId: 'getWebhookEvent',
    summary: 'Get a webhook event with every delivery attempt',
    description: extension,
    params: WebhookEventParams,
    response: WebhookEventDetailSchema,
    read: (platformId, params) => webhooks.getWebhookEvent(ctx, platformId, params.eventId),
  });

  app.post(
    '/webhooks/events/:eventId/redeliver',
    {
      schema: {
        ...EXTENSION,
        tags: logTags,
        operationId: 'redeliverWebhookEvent',
        summary: 'Deliver a webhook event again (same id)',
        description: extension,
        params: WebhookEventParams,
        response: { 200: WebhookEventDetailSchema, ...errorResponses(403, 404, 409) },
      },
    },
    async (request) =>
      webhooks.redeliverWebhookEvent(ctx, authOf(request).platformId, request.params.eventId),
  );
});

const testDescription =
  'Sends a TEST webhook, signed like every webhook, to the configured endpoint now and waits for its answer ' +
  '(10 s timeout). 200 when the endpoint answers 2xx; 400 WEBHOOK_ENDPOINT_NOT_SET without an endpoint; 400 ' +
  'WEBHOOK_DELIVERY_ERROR when the endpoint answers otherwise or not at all, with `url`, `response_status`, ' +
  '`response_body` and `error` in `details`.';

const testResponses = {
  200: Type.Ref('TestWebhookResponse'),
  ...errorResponses(400, 403),
};
const testErrorCodes = { 'x-error-codes': { 400: ['WEBHOOK_ENDPOINT_NOT_SET', 'WEBHOOK_DELIVERY_ERROR'] } };

/** POST /webhooks/test: the platform checks its endpoint (served in every environment). */
export const webhookTestRoutes = routePlugin(async (app, ctx) => {
  app.post(
    '/webhooks/test',
    {
      schema: {
        tags: ['Webhooks'],
        operationId: 'testWebhookEndpoint',
        summary: 'Send a TEST webhook to the configured endpoint',
        description: testDescription,
        ...testErrorCodes,
        response: testResponses,
      },
    },
    async (request) => webhooks.sendTestWebhook(ctx, authOf(request).platformId),
  );
});

/**
 * Sandbox only: POST /sandbox/webhooks/test, the same as POST /webhooks/test; and the event
 * stream `payments-service listen` forwards (an extension).
 */
export const sandboxWebhookTestRoutes = routePlugin(async (app, ctx) => {
  const streams = new EventStreams();
  // Before the server waits for its connections to end: an open stream never would.
  app.addHook('preClose', (done) => {
    streams.closeAll();
    done();
  });
  app.get(
    '/sandbox/webhooks/stream',
    {
      schema: {
        ...EXTENSION,
        tags: ['Sandbox'],
        operationId: 'streamWebhookEvents',
        summary: "This platform's events as server-sent events (for `payments-service listen`)",
        description:
          'Extension beyond the Payments Service API. Each new event of the calling platform arrives as a ' +
          'server-sent event `webhook` whose `id` is the event id and whose data is ' +
          '`{id, type, body, signature, createdAt}`: `body` is the webhook body exactly as the deliverer ' +
          "sends it and `signature` its `X-Service-Signature` (ECDSA P-256 with the platform's key, verified " +
          'with `webhookSigningPublicKey` of GET /config). Events recorded from the moment of connecting; a ' +
          'client that reconnects with `Last-Event-ID` gets those after that event. Only the calling ' +
          "platform's events. Delivery to the configured webhookEndpoint goes on as usual.",
        headers: Type.Object({
          'last-event-id': Type.Optional(Type.String({ maxLength: 200 })),
        }),
        response: {
          200: {
            description: 'A stream of `webhook` events (text/event-stream) that stays open',
            content: { 'text/event-stream': { schema: { type: 'string' } } },
          },
          ...errorResponses(403),
        },
      },
    },
    async (request, reply) => {
      reply.hijack();
      await streams.serve(
        ctx,
        authOf(request).platformId,
        reply.raw,
        request.headers['last-event-id'],
        request.log,
      );
    },
  );

  app.post(
    '/sandbox/webhooks/test',
    {
      schema: {
        tags: ['Sandbox'],
        operationId: 'sendTestWebhook',
        summary: 'Send a TEST webhook to the configured endpoint now',
        description: testDescription,
        ...testErrorCodes,
        response: testResponses,
      },
    },
    async (request) => webhooks.sendTestWebhook(ctx, authOf(request).platformId),
  );
});
