import type { FastifyBaseLogger } from 'fastify';
import { assert } from '../../assert.js';
import { toServiceTime } from '../../clock.js';
import { NO_WEBHOOK_ENDPOINT } from '../../events/record.js';
import type { ServiceContext } from '../../context.js';
import { GroupWriter } from '../../db/group-write.js';
import { newUuid } from '../../ids.js';
import { Poller } from '../../jobs/poller.js';
import { inTimeOf } from '../../test-clocks/index.js';
import { getConfig, keptPlatformRevision, platformRevision } from '../config/index.js';
import type { Revision } from '../../revisions/index.js';
import type { WebhookAnswerHandler } from '../../hooks.js';
import { webhookEnvelope } from './envelope.js';
import { ORIGINAL_SIGNATURE_HEADER, SIGNATURE_HEADER } from './headers.js';
import { eventShapeOf } from './openapi.js';
import { ensureSigningKey, signBody } from './keys.js';
import * as store from './store.js';
import { type DeliveryResult, postJson } from './target.js';

/**
 * Delivery of the events outbox to each platform's `webhookEndpoint` (docs/webhooks.md):
 * at least once, in order per resource, signed with the platform's key, retried with
 * exponential back-off and jitter for up to 15 attempts or 24 hours.
 */

export { ORIGINAL_SIGNATURE_HEADER, SIGNATURE_HEADER } from './headers.js';
export const MAX_ATTEMPTS = 15;
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
export const FIRST_RETRY_MS = 30 * 1000;
/** A free place in the delivery window is filled after this long even if few others are. */
export const STALL_MS = 100;
/**
 * Deliveries in flight per process. Their settlements are written in groups, so a wider window
 * costs no more statements; 64 delivered 15-25 % more than 32 (docs/performance.md).
 */
export const DELIVERY_WINDOW = 64;
/**
 * Events of one resource a claim takes, sent in order one after the other: a claim is the
 * costly statement, and a backlog goes with a claim per chain instead of per event
 * (docs/performance.md, Webhooks).
 */
export const CHAIN_LENGTH = 8;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** The webhook body (envelope.ts), in the revision the platform is answered in. */
export const envelopeOf = (ctx: ServiceContext, row: store.EventRow, revision: Revision): string =>
  webhookEnvelope(row, { revisions: ctx.revisions, revision, shape: eventShapeOf(row.type) });

/** The revision a platform's webhooks are rendered in (its pin, else the server's default). */
export async function webhookRevision(ctx: ServiceContext, platformId: string): Promise<Revision> {
  return keptPlatformRevision(ctx, platformId) ?? platformRevision(ctx, await getConfig(ctx, platformId));
}

/**
 * An approval request (INCOMING_PAYMENT.PENDING of a payment waiting for the platform) is
 * retried within the approval window: 1 s doubling instead of 30 s.
 */
export const FIRST_APPROVAL_RETRY_MS = 1000;

/** Delay before attempt `attempts + 1`: 30 s doubling, +/- 10 % jitter, scaled for the sandbox. */
export function retryDelayMs(
  attempts: number,
  scale: number,
  random = Math.random,
  first = FIRST_RETRY_MS,
): number {
  const base = first * 2 ** Math.max(0, attempts - 1);
  return Math.round(base * (0.9 + 0.2 * random()) * scale);
}

export interface Delivery extends DeliveryResult {
  delivered: boolean;
  /** No endpoint configured: nothing was sent. */
  undeliverable?: boolean;
}

/**
 * One delivery attempt of a claimed event, recorded in the attempt log. With `retry`, a failed
 * attempt is scheduled again while attempts and the 24-hour window last; otherwise it is final.
 */
export async function deliverEvent(
  ctx: ServiceContext,
  row: store.EventRow,
  options: {
    retry: boolean;
    /** The platform's endpoint, when the caller has read it already. */
    endpoint?: string | null;
    /** Records the attempt and settles the event (the deliverer groups them); default alone. */
    settle?: (settlement: store.AttemptSettlement) => Promise<void>;
  },
): Promise<Delivery> {
  const now = ctx.clock.now();
  const endpoint =
    options.endpoint !== undefined
      ? options.endpoint
      : (await getConfig(ctx, row.platform_id)).webhookEndpoint;
  if (!endpoint) {
    await settleUndeliverable(ctx, [row.id]);
    return { delivered: false, undeliverable: true, latencyMs: 0, error: NO_WEBHOOK_ENDPOINT };
  }
  const key = await ensureSigningKey(ctx, ctx.db, row.platform_id, now);
  const body = envelopeOf(ctx, row, await webhookRevision(ctx, row.platform_id));
  // The platform's answer to this one may decide something (a payment: ctx.hooks.webhookAnswer).
  const approval = await awaitedAnswer(ctx, row);
  const signature = signBody(body, key.privateKeyPem);
  const result = await postJson(ctx.config, endpoint, body, {
    [SIGNATURE_HEADER]: signature,
    [ORIGINAL_SIGNATURE_HEADER]: signature,
    'user-agent': 'payments-service-webhooks',
  });
  const code = result.statusCode;
  // 409: the platform already processed this webhook id (a repeat): sending it again is useless.
  let delivered = code !== undefined && ((code >= 200 && code < 300) || code === 409);
  if (approval && code !== undefined) {
    delivered =
      (await approval.handler.answered(ctx, row.platform_id, row.resource_id, code, result.responseBody)) ||
      delivered;
  }
  const error = delivered ? null : (result.error ?? `receiver answered ${result.statusCode ?? 'nothing'}`);
  const finishedAt = ctx.clock.now();
  const settle = options.settle ?? ((settlement) => store.settleAttempts(ctx.db, [settlement]));
  const attempt = {
    id: newUuid(),
    event_id: row.id,
    platform_id: row.platform_id,
    url: endpoint,
    status_code: result.statusCode ?? null,
    latency_ms: result.latencyMs,
    error,
    response_body: result.responseBody ?? null,
    attempted_at: finishedAt,
  };
  // The attempt goes into the log and its event is settled by one statement.
  if (delivered) {
    await settle({ attempt, change: { status: 'DELIVERED', deliveredAt: finishedAt, lastError: null } });
    return { ...result, delivered };
  }
  const delay = approval
    ? retryDelayMs(row.attempts, ctx.config.sandboxDelayScale, Math.random, FIRST_APPROVAL_RETRY_MS)
    : retryDelayMs(row.attempts, ctx.config.sandboxDelayScale);
  const next = new Date(finishedAt.getTime() + delay);
  const again =
    options.retry &&
    row.attempts < MAX_ATTEMPTS &&
    next.getTime() - row.created_at.getTime() <= RETRY_WINDOW_MS * ctx.config.sandboxDelayScale &&
    (!approval || next < approval.deadline);
  await settle({
    attempt,
    change: {
      status: again ? 'PENDING' : 'FAILED',
      // Compared with the deliverer's own clock: service time (src/clock.ts).
      nextAttemptAt: again ? toServiceTime(next) : null,
      lastError: error,
    },
  });
  // No answer could decide the payment and no retry fits in its window: it fails now.
  if (approval && !again && options.retry) {
    await approval.handler.unanswerable(ctx, row.platform_id, row.resource_id);
  }
  return { ...result, delivered };
}

/** The handler awaiting the receiver's answer to the event `row`, and until when, if any. */
async function awaitedAnswer(
  ctx: ServiceContext,
  row: { platform_id: string; type: string; resource_id: string },
): Promise<{ handler: WebhookAnswerHandler; deadline: Date } | undefined> {
  for (const handler of ctx.hooks.webhookAnswer) {
    const awaiting = await handler.awaiting(ctx, row.platform_id, row.type, row.resource_id);
    if (awaiting) return { handler, deadline: awaiting.deadline };
  }
  return undefined;
}

/** Kept, not lost: POST /webhooks/events/{id}/redeliver sends them once an endpoint exists. */
async function settleUndeliverable(ctx: ServiceContext, ids: string[]): Promise<void> {
  await store.settleEvents(ctx.db, ids, { status: 'UNDELIVERABLE', lastError: NO_WEBHOOK_ENDPOINT });
}

/** Each platform's endpoint, read once for a batch of events. */
async function endpointsOf(
  ctx: ServiceContext,
  events: store.EventRow[],
): Promise<Map<string, string | null>> {
  const platforms = [...new Set(events.map((e) => e.platform_id))];
  const configs = await Promise.all(platforms.map((id) => getConfig(ctx, id)));
  return new Map(platforms.map((id, i) => [id, configs[i]?.webhookEndpoint ?? null]));
}

export interface DelivererOptions {
  logger?: FastifyBaseLogger | undefined;
  pollMs?: number;
  batchSize?: number;
  /** How long a claimed event is ours: longer than one delivery can take. */
  leaseMs?: number;
  /** Events of one resource taken by a claim and sent one after the other. */
  chainLength?: number;
}

/** Delivers due events in this process; every server process runs one. */
export class WebhookDeliverer {
  private readonly poller: Poller;
  // Deliveries answered while a settlement is being written are settled together by the next
  // statement: one commit for many (docs/performance.md, Webhooks).
  private readonly settlements: GroupWriter<store.AttemptSettlement>;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly options: DelivererOptions = {},
  ) {
    this.settlements = new GroupWriter((group) => store.settleAttempts(ctx.db, group));
    this.poller = new Poller(() => this.drain(), {
      pollMs: options.pollMs ?? 250,
      logger: options.logger,
      name: 'webhook',
    });
  }

  start(): void {
    this.poller.start();
  }

  nudge(): void {
    this.poller.nudge();
  }

  stop(): Promise<void> {
    return this.poller.stop();
  }

  /**
   * Delivers every event due now, until none is left. Up to `batchSize` resources' deliveries
   * are in flight, one event of each at a time. More are claimed once all of them are settled
   * (claims are the costly statement: receivers that answer alike are served in whole batches),
   * or when places have been free for STALL_MS since the last claim: so receivers that are slow
   * or time out hold only their own places, not the other platforms' deliveries. A claim takes
   * a resource's oldest undelivered event and up to CHAIN_LENGTH - 1 after it, and the next
   * event of a resource goes once the receiver has accepted the one before it. Answers the
   * number of events claimed.
   */
  async drain(): Promise<number> {
    const window = this.options.batchSize ?? DELIVERY_WINDOW;
    const inFlight = new Set<Promise<void>>();
    let total = 0;
    let settled = 0;
    let lastClaim = { at: 0, settled: -1 };
    // One timer at a time wakes the loop to fill places left free.
    let tick: Promise<void> | undefined;
    const nextTick = () =>
      (tick ??= delay(STALL_MS).then(() => {
        tick = undefined;
      }));
    for (;;) {
      const free = window - inFlight.size;
      // Nothing was claimable at the last claim and nothing has been settled since: wait.
      const exhausted = lastClaim.settled === settled;
      const stalled = free > 0 && performance.now() - lastClaim.at >= STALL_MS;
      if (!exhausted && !this.poller.stopRequested && (inFlight.size === 0 || stalled)) {
        const claimed = await this.claim(free);
        // Fewer than asked: nothing more is claimable until a delivery settles.
        lastClaim = { at: performance.now(), settled: claimed.resources < free ? settled : -1 };
        total += claimed.count;
        for (const delivery of claimed.work) {
          const running: Promise<void> = delivery.then(
            () => {
              inFlight.delete(running);
              settled += 1;
            },
            (err: unknown) => {
              inFlight.delete(running);
              settled += 1;
              this.options.logger?.error({ err }, 'webhook delivery failed');
            },
          );
          inFlight.add(running);
        }
        continue;
      }
      if (inFlight.size === 0) {
        if (exhausted || this.poller.stopRequested) return total;
        continue;
      }
      await Promise.race([...inFlight, nextTick()]);
    }
  }

  /**
   * Claims the due events of up to `limit` resources and starts their deliveries, one chain of
   * events per resource. Platforms without an endpoint (common in a sandbox) cost one update for
   * the claim, not a configuration read and an update per event; each delivered event is
   * recorded as soon as its answer is in.
   */
  private async claim(
    limit: number,
  ): Promise<{ count: number; resources: number; work: Promise<unknown>[] }> {
    const lockedBy = this.ctx.presence?.id ?? null;
    const events = await store.claimDueEvents(
      this.ctx.db,
      this.ctx.clock.now(),
      limit,
      this.leaseMs,
      lockedBy,
      this.options.chainLength ?? CHAIN_LENGTH,
    );
    if (events.length === 0) return { count: 0, resources: 0, work: [] };
    const endpoints = await endpointsOf(this.ctx, events);
    const undeliverable = events.filter((e) => !endpoints.get(e.platform_id));
    const settled =
      undeliverable.length > 0
        ? [
            settleUndeliverable(
              this.ctx,
              undeliverable.map((e) => e.id),
            ),
          ]
        : [];
    const chains = chainsOf(events);
    const work = [
      ...settled,
      ...chains
        .filter((chain) => endpoints.get(chain[0].platform_id))
        .map((chain) => this.deliverChain(chain, endpoints.get(chain[0].platform_id) ?? null, lockedBy)),
    ];
    return { count: events.length, resources: chains.length, work };
  }

  /**
   * Sends a resource's claimed events one after the other, each once the receiver has accepted
   * the one before it: the receiver sees them in order, as it would with a claim per event. A
   * delivered event's settlement is written while the next one goes (settlements are grouped:
   * src/db/group-write.ts); if that write fails the event stays claimed and is sent again after
   * its lease, a repeat of an event the receiver already has (at least once). When one is not
   * delivered, the rest are put back untried by the statement that settles it; they also go
   * back when the process is stopping, when it lost its presence number (other processes may
   * take its events over) or when the chain has taken half a lease.
   */
  private async deliverChain(
    chain: readonly [store.EventRow, ...store.EventRow[]],
    endpoint: string | null,
    lockedBy: number | null,
  ): Promise<void> {
    const platformId = chain[0].platform_id;
    const claimedAt = performance.now();
    const writes: Promise<void>[] = [];
    let current = 0;
    try {
      for (const [i, event] of chain.entries()) {
        current = i;
        if (i > 0) {
          const mayGoOn =
            !this.poller.stopRequested &&
            (this.ctx.presence?.id ?? null) === lockedBy &&
            performance.now() - claimedAt < this.leaseMs / 2;
          if (!mayGoOn) {
            await this.putBack(chain.slice(i));
            return;
          }
          // Counted by its settlement (the claim counted the head's only).
          event.attempts += 1;
        }
        let goOn = false;
        // In the platform's time: an attempt's timestamps and a payment it decides follow the
        // platform's test clock.
        await inTimeOf(this.ctx, platformId, () =>
          deliverEvent(this.ctx, event, {
            retry: true,
            endpoint,
            settle: (settlement) => {
              const delivered = settlement.change.status === 'DELIVERED';
              const write = this.settlements.add({
                ...settlement,
                countAttempt: i > 0,
                ...(delivered ? {} : { release: chain.slice(i + 1).map((e) => e.id) }),
              });
              goOn = delivered && i + 1 < chain.length;
              if (!goOn) return write;
              // Handled now, not when the chain ends: a rejection left unhandled meanwhile (the
              // database restarting) would end the process.
              writes.push(
                write.catch((err: unknown) => {
                  this.options.logger?.error({ err, eventId: event.id }, 'webhook settlement failed');
                }),
              );
              return Promise.resolve();
            },
          }),
        );
        if (!goOn) return;
      }
    } catch (err) {
      // The event being sent stays claimed until its lease runs out, as it would alone; the
      // ones after it need not wait that long behind it.
      this.options.logger?.error({ err, eventId: chain[current]?.id }, 'webhook delivery failed');
      await this.putBack(chain.slice(current + 1));
    } finally {
      await Promise.all(writes);
    }
  }

  /** Claimed events that will not go now, PENDING again; a failure only logged (their lease frees them). */
  private async putBack(events: readonly store.EventRow[]): Promise<void> {
    if (events.length === 0) return;
    await store
      .releaseEvents(
        this.ctx.db,
        events.map((e) => e.id),
      )
      .catch((err: unknown) => {
        this.options.logger?.error({ err }, 'claimed webhook events not released');
      });
  }

  private get leaseMs(): number {
    return this.options.leaseMs ?? 60_000;
  }
}

/** Claimed events by resource, each chain oldest first, chains in the order of their heads. */
export function chainsOf(events: readonly store.EventRow[]): [store.EventRow, ...store.EventRow[]][] {
  const chains = new Map<string, [store.EventRow, ...store.EventRow[]]>();
  for (const event of events) {
    const key = `${event.platform_id} ${event.resource_id}`;
    const chain = chains.get(key);
    if (chain) {
      assert(BigInt(chain[chain.length - 1]?.seq ?? 0) < BigInt(event.seq), 'a chain is in order');
      chain.push(event);
    } else {
      chains.set(key, [event]);
    }
  }
  return [...chains.values()];
}
