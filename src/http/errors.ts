import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import FindMyWay from 'find-my-way';
import { isDatabaseUnavailable } from '../db/faults.js';
import { ApiError, type ErrorAnswer, shouldRetry } from '../errors.js';
import { frozenView } from '../json.js';
import type { ErrorBody } from './schemas.js';
import { toFieldErrors } from '../shapes/validation.js';

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Sends `error` as the spec's error body with `status` equal to the HTTP status. */
export function sendError(reply: FastifyReply, error: ErrorAnswer): FastifyReply {
  const body = bodyOf(error);
  // No `WWW-Authenticate: Basic` on a 401: a browser would answer it with its own prompt and
  // then send the secret it was given with every request to this origin, forms from other
  // sites included. API clients send their credentials unasked (the spec's Basic scheme).
  const retry = shouldRetry(error);
  reply.header('x-should-retry', String(retry));
  // Also here for the errors answered before any hook ran (a malformed URL).
  reply.header('x-content-type-options', 'nosniff');
  if (error.retryAfterSeconds !== undefined && !reply.hasHeader('retry-after')) {
    reply.header('retry-after', String(error.retryAfterSeconds));
  }
  return reply.code(error.status).type('application/json; charset=utf-8').send(body);
}

/**
 * The bodies of frozen answers, made once: an answer its maker froze is sent many times alike
 * (the rate limiter's refusal, the same for a whole second), and a frozen body is written once
 * per route and kept as bytes (src/http/serialization.ts), like a kept view.
 */
const frozenBodies = new WeakMap<ErrorAnswer, ErrorBody>();

function bodyOf(error: ErrorAnswer): ErrorBody {
  const kept = frozenBodies.get(error);
  if (kept !== undefined) return kept;
  const body: ErrorBody = {
    status: error.status,
    code: error.code,
    message: error.message,
    ...(error.details ? { details: error.details } : {}),
  };
  if (!Object.isFrozen(error)) return body;
  frozenView(body);
  frozenBodies.set(error, body);
  return body;
}

// Fastify's own failures before a handler runs, mapped to part-7 bodies.
const FRAMEWORK_ERRORS: Record<string, (err: FastifyError) => ApiError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () =>
    new ApiError(400, 'INVALID_INPUT', 'The request body is not valid JSON'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () =>
    new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported Content-Type; send application/json'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () =>
    new ApiError(400, 'INVALID_INPUT', 'Content-Length does not match the body'),
  FST_ERR_CTP_BODY_TOO_LARGE: () => new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large'),
  FST_ERR_CTP_INVALID_TYPE: () => new ApiError(400, 'INVALID_INPUT', 'The Content-Type header is malformed'),
};

function toApiError(err: FastifyError): ApiError | undefined {
  if (err instanceof ApiError) return err;
  if (err.validation) {
    const errors = toFieldErrors(err.validation, err.validationContext);
    const noun = errors.length === 1 ? 'field' : 'fields';
    return new ApiError(400, 'INVALID_INPUT', `Request validation failed: ${errors.length} invalid ${noun}`, {
      errors,
    });
  }
  const mapped = err.code ? FRAMEWORK_ERRORS[err.code] : undefined;
  if (mapped) return mapped(err);
  if (isDatabaseUnavailable(err)) {
    // Nothing of the request was committed (or, for a payment, what was is bound to its key):
    // the same request again, with the same Idempotency-Key, is safe and will be answered.
    return new ApiError(
      503,
      'SERVICE_UNAVAILABLE',
      'The database is not available right now; retry the request (with the same Idempotency-Key)',
    ).retryableAfter(1);
  }
  if (err instanceof SyntaxError && err.statusCode === 400) {
    return new ApiError(400, 'INVALID_INPUT', 'The request body is not valid JSON');
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return new ApiError(
      err.statusCode,
      err.statusCode === 400 ? 'INVALID_INPUT' : 'BAD_REQUEST',
      err.message,
    );
  }
  return undefined;
}

/** The most of an over-limit body read (and thrown away) so that its sender sees the 413. */
const MAX_DISCARDED_BYTES = 64 * 1024 * 1024;

function discardRestOfBody(raw: IncomingMessage): Promise<void> {
  if (raw.complete || raw.destroyed || raw.readableEnded) return Promise.resolve();
  return new Promise((resolve) => {
    let discarded = 0;
    const done = () => {
      raw.off('data', count);
      raw.off('end', done);
      raw.off('close', done);
      raw.off('error', done);
      raw.pause();
      resolve();
    };
    const count = (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > MAX_DISCARDED_BYTES) done();
    };
    raw.on('data', count);
    raw.once('end', done);
    raw.once('close', done);
    raw.once('error', done);
    raw.resume();
  });
}

/**
 * Installs the error and not-found handlers: every non-2xx answer is a part-7 JSON body,
 * unexpected failures become 500 INTERNAL_ERROR without internals (the log has them,
 * under the request id the client also gets in X-Request-Id).
 */
export function installErrorHandling(app: FastifyInstance): void {
  // A second router that only knows which methods exist per path, to tell 405 from 404.
  const methodsByPath = FindMyWay({ ignoreTrailingSlash: false });
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if ((HTTP_METHODS as readonly string[]).includes(method)) {
        methodsByPath.on(method as (typeof HTTP_METHODS)[number], route.url, () => {});
      }
    }
  });

  app.setErrorHandler(async (err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const apiError = toApiError(err);
    if (apiError) {
      if (apiError.status >= 500) request.log.error({ err }, 'request failed');
      // A client still sending an over-limit body would hit a closed socket (EPIPE) before it
      // reads the 413: let the rest arrive (bounded) and answer once it has.
      if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') await discardRestOfBody(request.raw);
      return sendError(reply, apiError);
    }
    request.log.error({ err }, 'unexpected error');
    return sendError(
      reply,
      new ApiError(500, 'INTERNAL_ERROR', `An unexpected error occurred (request id ${request.id})`),
    );
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = HTTP_METHODS.filter((m) => methodsByPath.find(m, path) !== null);
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      return sendError(
        reply,
        new ApiError(
          405,
          'METHOD_NOT_ALLOWED',
          `${request.method} is not allowed on ${path}; use ${allowed.join(', ')}`,
        ),
      );
    }
    return sendError(reply, new ApiError(404, 'NOT_FOUND', `No endpoint ${request.method} ${path}`));
  });
}
