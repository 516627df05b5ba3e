import { toServiceTime } from '../../clock.js';
import type { ServiceContext } from '../../context.js';
import { storeList } from '../../db/pagination.js';
import { ApiError, conflict, notFound } from '../../errors.js';
import { findByPublicId, newUuid } from '../../ids.js';
import { toJson } from '../../json.js';
import { getConfig } from '../config/index.js';
import { deliverEvent, envelopeOf, webhookRevision } from './deliverer.js';
import type { TestWebhookResponse, WebhookEvent, WebhookEventDetail } from './schemas.js';
import * as store from './store.js';
import { testEventData } from './test-event.js';

const eventNotFound = (id: string) => notFound('NOT_FOUND', `Webhook event ${id} not found`);

function toWebhookEvent(row: store.EventRow): WebhookEvent {
  return {
    id: `Webhook:${row.id}`,
    type: row.type,
    resourceId: row.resource_id,
    timestamp: row.created_at.toISOString(),
    deliveryStatus: row.delivery_status,
    attempts: row.attempts,
    ...(row.next_attempt_at && row.delivery_status === 'PENDING'
      ? { nextAttemptAt: row.next_attempt_at.toISOString() }
      : {}),
    ...(row.delivered_at ? { deliveredAt: row.delivered_at.toISOString() } : {}),
    ...(row.last_error ? { lastError: row.last_error } : {}),
  };
}

/**
 * POST /webhooks/test (and /sandbox/webhooks/test): sends a TEST event now and answers with
 * what the endpoint did. The event is recorded (and shows in the delivery log) like any other.
 * A 2xx answer is 200 with `{url, response_status, response_body}`; any other answer, or
 * none, is 400 WEBHOOK_DELIVERY_ERROR carrying the same fields (and the error) in `details`.
 */
export async function sendTestWebhook(ctx: ServiceContext, platformId: string): Promise<TestWebhookResponse> {
  const config = await getConfig(ctx, platformId);
  if (!config.webhookEndpoint) {
    throw new ApiError(400, 'WEBHOOK_ENDPOINT_NOT_SET', 'Set webhookEndpoint with PATCH /config first');
  }
  const now = ctx.clock.now();
  const id = newUuid();
  // Inserted as DELIVERING (claimed by this request), so no background deliverer sends it too.
  const row = await store.insertEvent(ctx.db, {
    id,
    platform_id: platformId,
    type: 'TEST',
    resource_id: config.id,
    data: toJson(testEventData(config.id)),
    created_at: now,
    delivery_status: 'DELIVERING',
    attempts: 1,
    // Both are compared with the deliverer's clock: service time (src/clock.ts).
    next_attempt_at: toServiceTime(now),
    locked_until: new Date(toServiceTime(now).getTime() + 60_000),
    locked_by: ctx.presence?.id ?? null,
  });
  const result = await deliverEvent(ctx, row, { retry: false });
  const answer = {
    url: config.webhookEndpoint,
    ...(result.statusCode !== undefined ? { response_status: result.statusCode } : {}),
    ...(result.responseBody !== undefined ? { response_body: result.responseBody } : {}),
    eventId: `Webhook:${id}`,
  };
  if (!result.delivered || answer.response_status === undefined) {
    throw new ApiError(
      400,
      'WEBHOOK_DELIVERY_ERROR',
      `The webhook endpoint did not accept the test webhook: ${
        result.statusCode !== undefined ? `it answered ${result.statusCode}` : (result.error ?? 'no answer')
      }`,
      { ...answer, ...(result.error ? { error: result.error } : {}) },
    );
  }
  return { ...answer, response_status: answer.response_status };
}

export const listWebhookEvents = storeList(store.listEvents, toWebhookEvent);

async function load(ctx: ServiceContext, platformId: string, eventId: string) {
  const row = await findByPublicId('Webhook', eventId, eventNotFound, (uuid) =>
    store.findEvent(ctx.db, platformId, uuid),
  );
  return row;
}

export async function getWebhookEvent(
  ctx: ServiceContext,
  platformId: string,
  eventId: string,
): Promise<WebhookEventDetail> {
  const row = await load(ctx, platformId, eventId);
  const attempts = await store.attemptsOf(ctx.db, row);
  return {
    ...toWebhookEvent(row),
    payload: JSON.parse(envelopeOf(ctx, row, await webhookRevision(ctx, platformId))) as Record<
      string,
      unknown
    >,
    deliveryAttempts: attempts.map((a) => ({
      attemptedAt: a.attempted_at.toISOString(),
      ...(a.url ? { url: a.url } : {}),
      ...(a.status_code !== null ? { statusCode: a.status_code } : {}),
      latencyMs: a.latency_ms,
      ...(a.error ? { error: a.error } : {}),
      ...(a.response_body ? { responseBody: a.response_body } : {}),
    })),
  };
}

/**
 * Queues the event for delivery again now (same id: receivers de-duplicate), whatever its
 * status; an event being delivered at this moment is 409.
 */
export async function redeliverWebhookEvent(ctx: ServiceContext, platformId: string, eventId: string) {
  const row = await load(ctx, platformId, eventId);
  if (row.delivery_status === 'DELIVERING') {
    throw conflict(`Webhook event ${eventId} is being delivered right now; try again shortly`);
  }
  await store.settleEvent(ctx.db, row.id, {
    status: 'PENDING',
    nextAttemptAt: toServiceTime(ctx.clock.now()),
  });
  ctx.notifyWebhooks?.();
  return getWebhookEvent(ctx, platformId, eventId);
}
