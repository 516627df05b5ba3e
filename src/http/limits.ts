import { type ServerOptions, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HttpLimits } from '../config.js';
import { ApiError } from '../errors.js';
import type { ErrorBody } from './schemas.js';
import './route-config.js';

/**
 * Server options that bound what one client can hold: the body and head sizes, and how long
 * a client may take to send its headers and its whole request. Node drops a connection that
 * trickles its headers (slowloris) after `headersTimeout`, checked every second here instead
 * of Node's default 30 s, so a slow client cannot pin sockets for long.
 */
export function serverLimitOptions(limits: HttpLimits): {
  bodyLimit: number;
  requestTimeout: number;
  http: ServerOptions;
  clientErrorHandler: (err: NodeJS.ErrnoException, socket: Socket) => void;
} {
  return {
    bodyLimit: limits.bodyLimitBytes,
    requestTimeout: limits.requestTimeoutMs,
    http: {
      maxHeaderSize: limits.maxHeaderBytes,
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: 1000,
    },
    clientErrorHandler: answerClientError,
  };
}

// Errors Node's HTTP parser raises before Fastify sees a request: a head over the limit,
// a request that took too long, or bytes that are not HTTP. They get the part-7 body too.
const CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
    message: 'The request headers are too large',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'REQUEST_TIMEOUT',
    message: 'The request was not received in time',
  },
};
const MALFORMED = { status: 400, code: 'INVALID_INPUT', message: 'The request is not valid HTTP' };

function answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const known = (err.code ? CLIENT_ERRORS[err.code] : undefined) ?? MALFORMED;
  const body: ErrorBody = { status: known.status, code: known.code, message: known.message };
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.status} ${STATUS_CODES[known.status] ?? 'Error'}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\nX-Should-Retry: ${known.status === 408}\r\n` +
        `Connection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy();
}

/**
 * Rate limiting per credential (the spec leaves 429 open; docs/decisions/0019-http-limits.md):
 * a fixed window of `rateLimitMax` requests per API token (or agent access token), counted after authentication so
 * that nobody can spend another platform's allowance by naming its client id. Requests that
 * need no credentials count per client address. Counters live in the process: N processes
 * behind a balancer allow up to N times the limit.
 */
export async function installRateLimit(app: FastifyInstance, limits: HttpLimits): Promise<void> {
  if (limits.rateLimitMax === 0) return;
  await app.register(rateLimit, {
    global: true,
    hook: 'preHandler',
    max: limits.rateLimitMax,
    timeWindow: limits.rateLimitWindowMs,
    keyGenerator: (request: FastifyRequest) =>
      request.auth
        ? `token:${request.auth.tokenId}`
        : request.agent
          ? `agent:${request.agent.agentId}`
          : `address:${request.ip}`,
    addHeadersOnExceeding: {
      'x-ratelimit-limit': true,
      'x-ratelimit-remaining': true,
      'x-ratelimit-reset': true,
    },
    addHeaders: {
      'x-ratelimit-limit': true,
      'x-ratelimit-remaining': true,
      'x-ratelimit-reset': true,
      'retry-after': true,
    },
    errorResponseBuilder: (_request, context) =>
      new ApiError(
        429,
        'RATE_LIMITED',
        `Too many requests for this credential: at most ${context.max} per ${context.after}; retry after ${Math.ceil(context.ttl / 1000)} s`,
        { limit: context.max, retryAfterSeconds: Math.ceil(context.ttl / 1000) },
      ),
  });
}
