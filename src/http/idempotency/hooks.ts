import { createHash } from 'node:crypto';
import { canonicalJson } from '../../json.js';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../context.js';
import { conflict, invalidField } from '../../errors.js';
import { authOf, hooksOf } from '../route-config.js';
import {
  claimKey,
  claimOf,
  completeKey,
  deleteExpiredKeys,
  type IdempotencyClaim,
  type KeyHolder,
  releaseKey,
  WITHOUT_KEY,
} from '../../idempotency/index.js';

export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A request still IN_PROGRESS after this long is taken to have died with its process. */
const ABANDONED_AFTER_MS = 60_000;
/** How long a duplicate waits for the first request before answering 409. */
const WAIT_FOR_FIRST_MS = 10_000;
/** The longest wait between background tries to settle a record after a database failure. */
const SETTLE_RETRY_MAX_MS = 16_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's Idempotency-Key and its claim of it, while the request holds it. */
    idempotency?: { key: string; holder: KeyHolder };
  }
}

/**
 * The request's claim of its Idempotency-Key, for the service it calls to bind what it
 * creates (src/idempotency); a request without a key binds nothing.
 */
export function idempotencyOf(request: FastifyRequest): IdempotencyClaim {
  const claimed = request.idempotency;
  return claimed === undefined
    ? WITHOUT_KEY
    : claimOf(keyScopeOf(request).platformId, claimed.key, claimed.holder);
}

/**
 * Whose keys a request's key is among: the platform's, or, on an agent's routes, that agent's
 * own (kept under the platform with the agent's id in front, so an agent's key never replays
 * the platform's answer to the same key, nor another agent's).
 */
function keyScopeOf(request: FastifyRequest): { platformId: string; prefix: string } {
  if (request.agent)
    return { platformId: request.agent.platformId, prefix: `agent:${request.agent.agentId}:` };
  return { platformId: authOf(request).platformId, prefix: '' };
}

function fingerprint(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${canonicalJson(request.body ?? null)}`)
    .digest('hex');
}

/**
 * Idempotency-Key (spec 5.11) for every route with `config.idempotent`: the first request
 * with a key runs and its response (status and body, byte for byte) is stored; a repeat
 * with the same method, path and body within 24 h gets that response again without
 * running; the same key with another request is 409 CONFLICT; a repeat that arrives while
 * the first still runs waits for it, then replays (or gets 409 if it takes too long).
 * Responses of 500 and above are not stored, so the client can retry them.
 *
 * The hooks are the idempotent routes' own (added as each route is), ahead of any the route
 * has: the other routes do not pay for them.
 */
export function installIdempotency(app: FastifyInstance, ctx: ServiceContext): void {
  const presenceId = (): number | null => ctx.presence?.id ?? null;
  const claim = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.headers['idempotency-key'];
    if (key === undefined) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw invalidField('Idempotency-Key', 'must be 1 to 255 visible ASCII characters', { maxLength: 255 });
    }
    const { platformId, prefix } = keyScopeOf(request);
    const scopedKey = prefix + key;
    const print = fingerprint(request);
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (let attempt = 0; ; attempt++) {
      const now = ctx.clock.now();
      const claim = await claimKey(ctx.db, {
        platformId,
        key: scopedKey,
        fingerprint: print,
        now,
        expiredBefore: new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS),
        abandonedBefore: new Date(now.getTime() - ABANDONED_AFTER_MS),
        lockedBy: presenceId(),
      });
      switch (claim.kind) {
        case 'claimed': {
          request.idempotency = { key: scopedKey, holder: claim.holder };
          const replay = request.routeOptions.config.replay;
          if (claim.resourceId !== null && replay) {
            // The first attempt committed and died before answering: answer with what it made.
            const answer = await replay(platformId, claim.resourceId);
            return reply.code(answer.status).send(answer.body);
          }
          return;
        }
        case 'mismatch':
          throw conflict('This Idempotency-Key was already used with a different request');
        case 'completed':
          reply.code(claim.status).header('idempotent-replayed', 'true');
          if (claim.contentType) reply.type(claim.contentType);
          return reply.send(claim.body);
        case 'in-progress':
          if (Date.now() >= deadline) {
            throw conflict(
              'A request with this Idempotency-Key is still in progress; retry later',
            ).retryableAfter(1);
          }
          await sleep(Math.min(25 * 2 ** attempt, 250));
      }
    }
  };

  const settleClaim = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const claimed = request.idempotency;
    if (claimed === undefined) return payload;
    request.idempotency = undefined;
    const { key, holder } = claimed;
    const { platformId } = keyScopeOf(request);
    // The answer as written, not as walked back to this request's revision (src/http/revisions.ts):
    // a retry is walked back to its own, and one of the same revision gets the same bytes.
    const written = request.answerAsWritten ?? payload;
    const body =
      typeof written === 'string' ? written : Buffer.isBuffer(written) ? written.toString('utf8') : null;
    const contentType = reply.getHeader('content-type');
    const settle =
      reply.statusCode >= 500 || body === null
        ? () => releaseKey(ctx.db, platformId, key, holder)
        : () =>
            completeKey(ctx.db, platformId, key, holder, {
              status: reply.statusCode,
              contentType: typeof contentType === 'string' ? contentType : null,
              body,
              now: ctx.clock.now(),
            });
    // The answer goes out whatever happens to its record: the database may be what just
    // failed. Until the record is settled, a retry waits (the key is still ours) and then
    // replays or runs again; it never runs twice at once.
    await settle().catch((err: unknown) => settleLater(settle, request, err));
    return payload;
  };

  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    route.preHandler = [claim, ...hooksOf(route.preHandler)];
    // After the route's hook that walks the answer back to the request's revision
    // (src/http/revisions.ts), whichever was added first: an answer the walk turns into a
    // retryable 503 releases the key instead of keeping an answer no retry could be given.
    route.onSend = [...hooksOf(route.onSend), settleClaim];
  });
}

/** Settles an idempotency record in the background once the database is back (bounded). */
function settleLater(settle: () => Promise<void>, request: FastifyRequest, first: unknown): void {
  request.log.warn({ err: first }, 'idempotency record not settled; retrying in the background');
  void (async () => {
    for (let wait = 250; wait <= SETTLE_RETRY_MAX_MS; wait *= 2) {
      await sleep(wait, undefined, { ref: false });
      try {
        await settle();
        return;
      } catch {
        // the database is still away: wait longer
      }
    }
    request.log.error('idempotency record left IN_PROGRESS; a retry takes it over once abandoned');
  })();
}

/** Removes records older than the 24 h window (run at start and then hourly). */
export async function purgeExpiredIdempotencyKeys(ctx: ServiceContext): Promise<number> {
  return deleteExpiredKeys(ctx.db, new Date(ctx.clock.now().getTime() - IDEMPOTENCY_WINDOW_MS));
}
