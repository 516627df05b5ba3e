import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { assert } from '../../assert.js';
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
 *
 * It follows the order in which events commit, not their stamps: an event is stamped when its
 * work starts and may commit long after events stamped later (a job that waited for a lock, a
 * bulk import's chunk, a platform whose test clock moved on meanwhile), and a window of time
 * would skip it for good. Every transaction below the server's oldest running one has ended,
 * so its events that a later read finds are all there will be: the stream's horizon. Each poll
 * sends the events of transactions from the horizon on that it has not sent, and then moves the
 * horizon up to the oldest transaction still running when the poll began.
 */

/** How often the stream looks for new events. */
export const STREAM_POLL_MS = 250;
/**
 * A stream starts with the events stamped this long before it connects (or before the event a
 * reconnecting client names), as a courtesy to a client that connects a moment late.
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
    const named = lastEventId ? await resumePoint(ctx, platformId, lastEventId) : undefined;
    const since = new Date((named?.created_at ?? ctx.clock.now()).getTime() - STREAM_LOOKBACK_MS);
    // Fixed before the answer starts: what the client does once connected is after it.
    let horizon = await store.oldestRunningTransaction(ctx.db);
    const first = await store.firstTransactionSince(ctx.db, platformId, since);
    if (first !== undefined && first < horizon) horizon = first;
    // Sent events of transactions from the horizon on, with their transaction; to begin with,
    // those from before the start, which count as sent.
    const sent = new Map<string, bigint>();
    for (const old of await store.eventsStampedBefore(ctx.db, platformId, horizon, since)) {
      sent.set(old.id, old.xid);
    }
    if (named?.xid) sent.set(named.id, BigInt(named.xid));
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
        // Read first: every transaction below it has ended before the events are read.
        const ended = await store.oldestRunningTransaction(ctx.db);
        const rows = await store.eventsFromTransaction(ctx.db, platformId, horizon, [...sent.keys()], BATCH);
        const key =
          rows.length > 0 ? await ensureSigningKey(ctx, ctx.db, platformId, ctx.clock.now()) : undefined;
        const revision = rows.length > 0 ? await webhookRevision(ctx, platformId) : undefined;
        let complete = true;
        for (const row of rows) {
          if (closed || !key || !revision) {
            complete = false;
            break;
          }
          assert(row.xid !== null, 'the stream reads events of known transactions only');
          const body = envelopeOf(ctx, row, revision);
          const message: StreamMessage = {
            id: `Webhook:${row.id}`,
            type: row.type,
            body,
            signature: signBody(body, key.privateKeyPem),
            createdAt: row.created_at.toISOString(),
          };
          raw.write(`id: ${message.id}\nevent: webhook\ndata: ${JSON.stringify(message)}\n\n`);
          sent.set(row.id, BigInt(row.xid));
        }
        if (complete) {
          // A full batch leaves events of its last transaction, and of later ones, to the next poll.
          const last = rows.at(-1)?.xid;
          const next = rows.length === BATCH && last ? BigInt(last) : ended;
          const bound = next < ended ? next : ended;
          if (bound > horizon) horizon = bound;
          for (const [id, xid] of sent) if (xid < horizon) sent.delete(id);
        }
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

/** The event a reconnecting client last received (undefined: not an event of this platform). */
async function resumePoint(ctx: ServiceContext, platformId: string, lastEventId: string) {
  const uuid = parseId('Webhook', lastEventId.trim());
  if (!uuid) return undefined;
  return store.findEvent(ctx.db, platformId, uuid);
}
