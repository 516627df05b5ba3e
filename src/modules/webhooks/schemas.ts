import { type Static, Type } from 'typebox';
import { PageQuery, StringEnum, Timestamp } from '../../http/schemas.js';

export const DELIVERY_STATUSES = ['PENDING', 'DELIVERING', 'DELIVERED', 'FAILED', 'UNDELIVERABLE'] as const;

/** Extension (not in the spec): marks the delivery-log operations in the OpenAPI document. */
export const EXTENSION = { 'x-extension': true } as const;

export const WebhookEventSchema = Type.Object({
  id: Type.String({ description: 'Webhook:<uuid>, the `id` of the delivered envelope' }),
  type: Type.String(),
  resourceId: Type.String(),
  timestamp: Timestamp,
  deliveryStatus: StringEnum(DELIVERY_STATUSES),
  attempts: Type.Integer({ minimum: 0 }),
  nextAttemptAt: Type.Optional(Timestamp),
  deliveredAt: Type.Optional(Timestamp),
  lastError: Type.Optional(Type.String()),
});
export type WebhookEvent = Static<typeof WebhookEventSchema>;

const Attempt = Type.Object({
  attemptedAt: Timestamp,
  url: Type.Optional(Type.String()),
  statusCode: Type.Optional(Type.Integer()),
  latencyMs: Type.Integer({ minimum: 0 }),
  error: Type.Optional(Type.String()),
  responseBody: Type.Optional(Type.String({ description: 'First 4 KiB of the answer' })),
});

export const WebhookEventDetailSchema = Type.Object({
  ...WebhookEventSchema.properties,
  payload: Type.Object({}, { additionalProperties: true, description: 'The exact envelope sent' }),
  deliveryAttempts: Type.Array(Attempt),
});
export type WebhookEventDetail = Static<typeof WebhookEventDetailSchema>;

export const ListWebhookEventsQuery = Type.Object(
  {
    ...PageQuery,
    type: Type.Optional(Type.String({ maxLength: 100 })),
    resourceId: Type.Optional(Type.String({ maxLength: 200 })),
    deliveryStatus: Type.Optional(StringEnum(DELIVERY_STATUSES)),
  },
  { additionalProperties: false },
);

export const WebhookEventParams = Type.Object({ eventId: Type.String({ maxLength: 200 }) });

/** The answer of POST /webhooks/test (and its sandbox twin): what the endpoint did with the TEST webhook. */
export const TestWebhookResponse = Type.Object(
  {
    url: Type.String({ format: 'uri', description: 'The endpoint the TEST webhook was sent to' }),
    response_status: Type.Integer({ description: "HTTP status of the endpoint's answer" }),
    response_body: Type.Optional(Type.String({ description: "The endpoint's answer (first 4 KiB)" })),
    eventId: Type.String({
      description: 'Extension: the id of the TEST webhook (`Webhook:<uuid>`), as in the delivery log',
    }),
  },
  { $id: 'TestWebhookResponse' },
);
export type TestWebhookResponse = Static<typeof TestWebhookResponse>;
