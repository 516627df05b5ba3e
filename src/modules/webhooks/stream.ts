import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from '../../context.js';
import { parseId } from '../../ids.js';
import { envelopeOf, webhookRevision } from './deliverer.js';
import { ensureSigningKey, signBody } from './keys.js';
import * as store from './store.js';

/**
 * GET /sandbox/webhooks/stream (an extension): a platform's events as server-sent events,
 * each the exact webhook body the deliverer would send and its signature with the platform's
 * key, for `payments-service listen --forward-to URL` (and any other SSE client). Only the
 * calling platform's events; new ones from the moment of connecting, or after the event a
 * reconnecting client names in `Last-Event-ID`.
 */

/** How often the stream looks for new events. */
export const STREAM_POLL_MS = 250;
/**
 * Events carry the time they were recorded, not the time their transaction committed: each
 * poll looks this far back and skips what it sent, so an event committed late is not missed.
 */
export const STREAM_LOOKBACK_MS = 5_000;
const HEARTBEAT_MS = 15_000;
const BATCH = 500;

export interface StreamMessage {
  id: string;
  type: string;
  /** The webhook body, byte for byte as it is signed. */
  body: string;
  /** Base64 DER ECDSA P-256 signature of `body` (the `X-Service-Signature` header). */
  signature: string;
  createdAt: string;
}

/** The streams a server has open, ended when it closes. */
export class EventStreams {
  private readonly open = new Set<() => void>();

  /**
   * Streams `platformId`'s events to `raw` until the client goes away or closeAll() is called.
   * `lastEventId`: resume after that event (a reconnecting EventSource sends it).
   */
  async serve(
    ctx: ServiceContext,
    platformId: string,
    raw: ServerResponse,
    lastEventId: string | undefined,
    logger: FastifyBaseLogger,
  ): Promise<void> {
    const resumeFrom = lastEventId ? await resumePoint(ctx, platformId, lastEventId) : undefined;
    let watermark = resumeFrom ?? ctx.clock.now();
    // Sent events of the lookback window, by id, with when they were recorded.
    const sent = new Map<string, number>();
    if (resumeFrom && lastEventId) sent.set(lastEventId.replace(/^Webhook:/, ''), resumeFrom.getTime());
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.write(`: events of this platform as webhooks (payments-service listen)\nretry: 1000\n\n`);
    let polling = false;
    let closed = false;
    const poll = async () => {
      if (polling || closed) return;
      polling = true;
      try {
        const since = new Date(watermark.getTime() - STREAM_LOOKBACK_MS);
        const rows = await store.eventsSince(ctx.db, platformId, since, [...sent.keys()], BATCH);
        const key =
          rows.length > 0 ? await ensureSigningKey(ctx, ctx.db, platformId, ctx.clock.now()) : undefined;
        const revision = rows.length > 0 ? await webhookRevision(ctx, platformId) : undefined;
        for (const row of rows) {
          if (closed || !key || !revision) break;
          const body = envelopeOf(ctx, row, revision);
          const message: StreamMessage = {
            id: `Webhook:${row.id}`,
            type: row.type,
            body,
            signature: signBody(body, key.privateKeyPem),
            createdAt: row.created_at.toISOString(),
          };
          raw.write(`id: ${message.id}\nevent: webhook\ndata: ${JSON.stringify(message)}\n\n`);
          sent.set(row.id, row.created_at.getTime());
          if (row.created_at > watermark) watermark = row.created_at;
        }
        const horizon = watermark.getTime() - STREAM_LOOKBACK_MS;
        for (const [id, at] of sent) if (at < horizon) sent.delete(id);
      } catch (err) {
        logger.warn({ err }, 'event stream poll failed; polling on');
      } finally {
        polling = false;
      }
    };
    const timer = setInterval(() => void poll(), STREAM_POLL_MS);
    const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      clearInterval(heartbeat);
      this.open.delete(close);
      if (!raw.writableEnded) raw.end();
    };
    this.open.add(close);
    raw.on('close', close);
    await poll();
  }

  closeAll(): void {
    for (const close of [...this.open]) close();
  }
}

/** When the event a client last received was recorded (undefined: not an event of this platform). */
async function resumePoint(
  ctx: ServiceContext,
  platformId: string,
  lastEventId: string,
): Promise<Date | undefined> {
  const uuid = parseId('Webhook', lastEventId.trim());
  if (!uuid) return undefined;
  return (await store.findEvent(ctx.db, platformId, uuid))?.created_at;
}
