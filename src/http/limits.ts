import { type ServerOptions, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply } from 'fastify';
import { assert } from '../assert.js';
import type { HttpLimits } from '../config.js';
import type { ErrorAnswer } from '../errors.js';
import { frozenView } from '../json.js';
import type { ErrorBody } from './schemas.js';

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
        'X-Content-Type-Options: nosniff\r\n' +
        `Connection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy();
}

/** A key's fixed window: how many it counted, and when the window ends (ms since the epoch). */
export interface FixedWindow {
  count: number;
  endsAt: number;
}

/**
 * Counts per key in fixed windows, each opened by its key's first count and `windowMs` long.
 * Per process and bounded: past `maxKeys` the oldest window is forgotten first (a key forgotten
 * that way starts again at zero, which only a client holding that many keys can arrange).
 */
export class FixedWindows {
  private readonly windows = new Map<string, FixedWindow>();

  constructor(
    private readonly windowMs: number,
    private readonly maxKeys = 50_000,
  ) {
    assert(windowMs > 0 && maxKeys > 0, 'a window and a bound are positive');
  }

  /** The key's window while it is open. */
  open(key: string, now: number): FixedWindow | undefined {
    const window = this.windows.get(key);
    return window !== undefined && window.endsAt > now ? window : undefined;
  }

  /** Counts one for `key`, in its open window or a new one, and returns that window. */
  count(key: string, now: number): FixedWindow {
    const window = this.windows.get(key);
    if (window !== undefined) {
      if (window.endsAt > now) {
        window.count += 1;
        return window;
      }
      // Re-inserted below, so that the map's order stays the windows' age.
      this.windows.delete(key);
    } else if (this.windows.size >= this.maxKeys) {
      this.windows.delete(this.windows.keys().next().value as string);
    }
    const opened = { count: 1, endsAt: now + this.windowMs };
    this.windows.set(key, opened);
    return opened;
  }
}

/**
 * Rate limiting per credential (the spec leaves 429 open; docs/decisions/0019-http-limits.md):
 * a fixed window of `rateLimitMax` requests per API token (or agent access token), counted after
 * authentication so that nobody can spend another platform's allowance by naming its client
 * id. Requests that need no credentials count per client address. Counters live in the
 * process: N processes behind a balancer allow up to N times the limit.
 *
 * Every answer it counts carries the window's state (`X-RateLimit-Limit`,
 * `X-RateLimit-Remaining`, `X-RateLimit-Reset` in seconds); past the limit, 429 `RATE_LIMITED`
 * with `Retry-After`. It runs in the authentication hook, with no promise of its own: it is on
 * the path of every request.
 */
export class RequestLimiter {
  private readonly windows: FixedWindows;
  private readonly windowSeconds: number;
  /** The limit as its header says it, made once. */
  private readonly maxText: string;
  /**
   * The last refusal, frozen: every refusal until its reset's whole second changes is the same
   * answer, so its body is written once (`sendError`) instead of once per refused request.
   */
  private refusal: ErrorAnswer | undefined;

  constructor(
    private readonly max: number,
    windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    assert(max > 0, 'a limiter allows at least one request per window');
    this.windows = new FixedWindows(windowMs);
    this.windowSeconds = Math.ceil(windowMs / 1000);
    this.maxText = String(max);
  }

  /** The limiter the limits ask for, or none when they turn it off (`RATE_LIMIT_MAX=0`). */
  static of(limits: HttpLimits): RequestLimiter | undefined {
    return limits.rateLimitMax === 0
      ? undefined
      : new RequestLimiter(limits.rateLimitMax, limits.rateLimitWindowMs);
  }

  /**
   * Counts a request of `key`; the 429 to answer once the key's window holds more than the
   * limit. A plain answer, not an `Error`: a client past its limit sends many of them, and each
   * must cost no more than the answer it replaces (no stack captured, no error logged).
   */
  admit(key: string, reply: FastifyReply): ErrorAnswer | undefined {
    const now = this.now();
    const window = this.windows.count(key, now);
    const resetSeconds = Math.max(1, Math.ceil((window.endsAt - now) / 1000));
    reply.header('x-ratelimit-limit', this.maxText);
    reply.header('x-ratelimit-remaining', Math.max(0, this.max - window.count));
    reply.header('x-ratelimit-reset', resetSeconds);
    if (window.count <= this.max) return undefined;
    let refusal = this.refusal;
    if (refusal?.retryAfterSeconds !== resetSeconds) {
      refusal = frozenView({
        status: 429,
        code: 'RATE_LIMITED',
        message: `Too many requests for this credential: at most ${this.max} per ${this.windowSeconds} s; retry after ${resetSeconds} s`,
        details: { limit: this.max, retryAfterSeconds: resetSeconds },
        retryAfterSeconds: resetSeconds,
      });
      this.refusal = refusal;
    }
    return refusal;
  }
}
