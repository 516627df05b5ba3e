import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { assert } from '../assert.js';
import type { ServiceContext } from '../context.js';
import { type ApiError, invalidField } from '../errors.js';
import { getConfig, keptPlatformRevision, platformRevision } from '../modules/config/index.js';
import {
  answeringRevision,
  CHAIN,
  type InputRule,
  isRevision,
  ORIGINAL_REVISION_HEADER,
  REVISION_HEADER,
  REVISIONS,
  type Revision,
  RetryLater,
  type Revisions,
  VERSION_CHANGES,
} from '../revisions/index.js';
import { sendError } from './errors.js';
import { hooksOf } from './route-config.js';

/**
 * Which revision answers a request, and its answers walked back to it (docs/revisions.md):
 * the `Service-Revision` header of the request, else the platform's pin (`apiRevision` of
 * PATCH /config), else the server's `API_REVISION`. Every answer says which in its own
 * `Service-Revision` header.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** The revision the request named in its header, if it named one. */
    askedRevision?: Revision;
    /** The revision that answers the request, once its platform is known. */
    revision?: Revision;
    /**
     * The answer as the route wrote it, before it was walked back to the request's revision:
     * what an idempotent request keeps, so that a retry is answered in its own revision.
     */
    answerAsWritten?: string | Buffer;
  }
}

const ERROR_SCHEMA = { $ref: 'Error' };

/** The revision answering `request`, from what is known of it now. */
function revisionOf(ctx: ServiceContext, request: FastifyRequest): Revision {
  if (request.revision !== undefined) return request.revision;
  if (request.askedRevision !== undefined) return request.askedRevision;
  const platformId = request.auth?.platformId ?? request.agent?.platformId;
  return (
    (platformId === undefined ? undefined : keptPlatformRevision(ctx, platformId)) ?? ctx.config.apiRevision
  );
}

/** The 400 for a revision this server does not answer in, naming the ones it does. */
export const unknownRevision = (field: string, value: unknown): ApiError =>
  invalidField(
    field,
    `unknown API revision ${JSON.stringify(value)}: this server answers in ${REVISIONS.join(', ')}`,
  );

/** Whether the revision answering `request` holds its clients to `rule` (src/revisions/changes.ts). */
export function revisionDeclares(request: FastifyRequest, rule: InputRule): boolean {
  const revision = request.revision ?? request.askedRevision;
  return VERSION_CHANGES.some(
    (change) => change.revision === revision && (change.inputRules ?? []).includes(rule),
  );
}

/** The schema of the answer of `status`, as its route declares it (`responses`). */
function answerSchema(responses: Record<string, unknown> | undefined, status: number): unknown {
  return (
    responses?.[status] ??
    responses?.[`${String(status)[0]}xx`] ??
    responses?.default ??
    (status >= 400 ? ERROR_SCHEMA : undefined)
  );
}

export function installRevisions(
  api: FastifyInstance,
  ctx: ServiceContext,
  revisions: Revisions,
  prefix: string,
): void {
  /**
   * Answers written once and sent again (frozen views kept in memory, src/http/serialization.ts)
   * walked back once per revision.
   */
  const walked = new WeakMap<object, Map<Revision, string>>();
  const inRevision = (text: string, transform: (value: unknown) => unknown): string | RetryLater => {
    const value: unknown = JSON.parse(text);
    const next = transform(value);
    if (next instanceof RetryLater) return next;
    return next === value ? text : JSON.stringify(next);
  };
  /** A 503 the revision's clients retry by themselves, in place of an answer it has no shape for. */
  const retryLater = (reply: FastifyReply, later: RetryLater): string => {
    reply.code(503).header('retry-after', '1').header('x-should-retry', 'true');
    return JSON.stringify({ status: 503, code: 'SERVICE_UNAVAILABLE', message: later.message });
  };

  api.addHook('onRequest', (request, reply, done) => {
    const asked = request.headers[REVISION_HEADER] ?? request.headers[ORIGINAL_REVISION_HEADER];
    if (asked === undefined) {
      done();
      return;
    }
    if (!isRevision(asked)) {
      sendError(reply, unknownRevision('Service-Revision', asked));
      return;
    }
    request.askedRevision = asked;
    done();
  });

  // The platform is known once the route's authentication ran.
  api.addHook('preHandler', (request, _reply, done) => {
    const platformId = request.auth?.platformId ?? request.agent?.platformId;
    if (request.askedRevision !== undefined || platformId === undefined) {
      request.revision = request.askedRevision ?? ctx.config.apiRevision;
      done();
      return;
    }
    const kept = keptPlatformRevision(ctx, platformId);
    if (kept !== undefined) {
      request.revision = kept;
      done();
      return;
    }
    getConfig(ctx, platformId).then(
      (config) => {
        request.revision = platformRevision(ctx, config);
        done();
      },
      (err: unknown) => done(err as Error),
    );
  });

  // Walked back from the written answer: the route's serializer has already left out all it
  // does not declare, and a value of the revision (PENDING_REVIEW, CLOSED_BY_GRID) never meets
  // the spec revision's schema, which the serializer tells union branches apart by. Each route
  // gets a hook of its own, made when it is registered with the route's operation as the
  // contract writes it (`GET /quotes/{quoteId}`) and its answers' schemas: a request reads
  // nothing of its route's options.
  const answerIn = (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    operation: string,
    responses: Record<string, unknown> | undefined,
    done: (err: Error | null, payload?: unknown) => void,
  ): void => {
    const asked = revisionOf(ctx, request);
    reply.header(REVISION_HEADER, asked);
    // A client that names the header with the original word reads it back under that name.
    if (request.headers[ORIGINAL_REVISION_HEADER] !== undefined)
      reply.header(ORIGINAL_REVISION_HEADER, asked);
    const text = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : undefined;
    if (text === undefined || !String(reply.getHeader('content-type')).includes('json')) {
      done(null, payload);
      return;
    }
    request.answerAsWritten = text;
    // An operation the asked revision no longer has answers in the terms of the last that had
    // it; its errors are the asked revision's, like every other error.
    const revision = reply.statusCode < 300 ? answeringRevision(asked, operation) : asked;
    if (revision === CHAIN[0]) {
      done(null, payload);
      return;
    }
    const transform = revisions.answerIn(revision, answerSchema(responses, reply.statusCode), operation);
    if (transform === undefined) {
      done(null, payload);
      return;
    }
    if (typeof text === 'string') {
      const walkedText = inRevision(text, transform);
      done(null, walkedText instanceof RetryLater ? retryLater(reply, walkedText) : walkedText);
      return;
    }
    let byRevision = walked.get(text);
    if (byRevision === undefined) {
      byRevision = new Map();
      walked.set(text, byRevision);
    }
    let walkedText = byRevision.get(revision);
    if (walkedText === undefined) {
      const next = inRevision(text.toString('utf8'), transform);
      if (next instanceof RetryLater) {
        done(null, retryLater(reply, next));
        return;
      }
      walkedText = next;
      byRevision.set(revision, walkedText);
    }
    done(null, walkedText);
  };

  api.addHook('onRoute', (route) => {
    // One operation per route: a route of several methods would be as many operations.
    assert(typeof route.method === 'string', `${route.url}: a route of the API has one method`);
    const operation = `${route.method} ${route.url.slice(prefix.length).replace(/:(\w+)/g, '{$1}')}`;
    const responses = route.schema?.response as Record<string, unknown> | undefined;
    const answerInRevision: onSendHookHandler = (request, reply, payload, done) => {
      answerIn(request, reply, payload, operation, responses, done);
    };
    route.onSend = [answerInRevision, ...hooksOf(route.onSend)];
  });
}
