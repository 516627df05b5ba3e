import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import {
  type Bindings,
  type ChildLoggerOptions,
  type DestinationStream,
  type LoggerOptions,
  pino,
} from 'pino';
import { assert } from '../assert.js';
import type { LogLevel, LogRequests } from '../config.js';

/**
 * Anything that authenticates a caller or exposes card data never reaches the logs:
 * credentials, wallet stamps, secrets and reveal URLs are replaced wherever they appear.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["service-wallet-signature"]',
  'req.headers["grid-wallet-signature"]',
  'req.headers["x-service-signature"]',
  'res.headers["set-cookie"]',
  '*.clientSecret',
  '*.secret',
  '*.password',
  '*.accessToken',
  '*.signature',
  '*.panEmbedUrl',
  '*.encryptedWalletCredentials',
  '*.encryptedSessionSigningKey',
];

/**
 * Every place the service's URLs carry a secret: the path segment after each of these is one
 * (a bearer of something, not an id), and is replaced in every logged URL. A route that puts a
 * secret in its path is added here (test/integration/secrets-in-logs.test.ts requests each).
 */
export const SECRET_PATH_SEGMENTS = [
  { after: '/agents/device-codes/', what: "an agent's device code (redeemed and read by URL)" },
  { after: '/kyc/', what: 'a hosted KYC link token' },
  { after: '/liveness/', what: 'a hosted liveness link token' },
  { after: '/invitations/', what: 'an invitation code (read, claimed and cancelled by URL)' },
  { after: '/plaid/callback/', what: 'a Plaid link token' },
] as const;

const literal = (text: string): string => text.replace(/[/.*+?^${}()|[\]\\-]/g, '\\$&');
const SECRET_SEGMENTS = SECRET_PATH_SEGMENTS.map(
  ({ after }) => new RegExp(`(${literal(after)})[^/?#]+`, 'g'),
);

/** Whether a URL may hold a secret segment: one test, where most URLs hold none. */
const MAY_HOLD_SECRET = new RegExp(SECRET_PATH_SEGMENTS.map(({ after }) => literal(after)).join('|'));

/** The URL as a log line may show it: secret segments replaced. */
export const loggableUrl = (url: string): string =>
  MAY_HOLD_SECRET.test(url)
    ? SECRET_SEGMENTS.reduce((text, pattern) => text.replace(pattern, '$1[REDACTED]'), url)
    : url;

/**
 * The `time` field of a log line. Under load many lines fall in the same millisecond, and
 * formatting a date is a good part of writing one: the text is kept for its millisecond.
 */
let stampedAt = -1;
let stamp = '';
export function logTimestamp(): string {
  const now = Date.now();
  if (now !== stampedAt) {
    stampedAt = now;
    stamp = `,"time":"${new Date(now).toISOString()}"`;
  }
  return stamp;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

export function loggerOptions(level: LogLevel): LoggerOptions {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[REDACTED]' },
    // Fastify's request fields, with the URL made loggable.
    serializers: {
      req: (request: LoggedRequest) =>
        typeof request?.url === 'string'
          ? {
              method: request.method,
              url: loggableUrl(request.url),
              host: request.host,
              remoteAddress: request.ip,
              remotePort: request.socket?.remotePort,
            }
          : request,
    },
    base: { service: 'payments-service' },
    timestamp: logTimestamp,
  };
}

/** Lines are gathered up to this many bytes, or for this long, before they are written. */
const GATHER_BYTES = 16 * 1024;
const GATHER_MS = 25;
/** Room for the gathered lines: a line at UTF-8's widest (3 bytes a UTF-16 unit) past 16 KB. */
const GATHER_ROOM = 4 * GATHER_BYTES;

/**
 * Where the service's lines go: stdout, in writes of 16 KB of gathered lines (or every 25 ms,
 * when fewer come), each made by the process's own thread. Pino's asynchronous destination,
 * handed the lines one by one, wrote one or a few per write, each a round trip through a thread
 * of the pool, and measured the whole chunk it was gathering on every line that arrived while a
 * write was in flight: the request lines cost a `GET /config` a quarter of its time. Handed
 * 16 KB at a time, a write made here costs less than handing it to a pool thread and being woken
 * when it is done (docs/performance.md, `GET /config`). Each line is encoded into the gathered
 * bytes as it comes: gathered as text (a string appended to for each line), the same answers
 * took 6-9 % more of the process's CPU, though no profile showed where. As with pino's own
 * default, a reader of stdout that stops reading (a full pipe) holds the service up rather than
 * its memory growing. Lines not yet written when the process exits are written then.
 */
export function logDestination(fd = 1): DestinationStream & { flushSync(): void } {
  const destination = pino.destination({ dest: fd, sync: true });
  const gathered = Buffer.allocUnsafe(GATHER_ROOM);
  let used = 0;
  let timer: NodeJS.Timeout | undefined;
  const handOver = () => {
    if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
    if (used === 0) return;
    const text = gathered.toString('utf8', 0, used);
    used = 0;
    destination.write(text);
  };
  const flushSync = () => {
    handOver();
    destination.flushSync();
  };
  process.once('exit', flushSync);
  return {
    write: (line: string) => {
      const widest = 3 * line.length;
      if (used + widest > GATHER_ROOM) {
        handOver();
        if (widest > GATHER_ROOM) {
          // Larger than the room itself: written alone, after the lines that came before it.
          destination.write(line);
          return;
        }
      }
      used += gathered.write(line, used);
      assert(used <= GATHER_ROOM, 'a gathered line is written whole');
      if (used >= GATHER_BYTES) handOver();
      else timer ??= setTimeout(handOver, GATHER_MS).unref();
    },
    flushSync,
  };
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Keeps a caller-supplied X-Request-Id when it is harmless, so logs correlate across services. */
export function requestIdFor(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

const LEVEL_NAMES = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
type LevelName = (typeof LEVEL_NAMES)[number];
type LevelMethod = FastifyBaseLogger['info'];

/** A logger that can say whether a level is written (pino's can; fastify's interface does not). */
type LevelAwareLogger = FastifyBaseLogger & { isLevelEnabled: (level: string) => boolean };

const isLevelAware = (logger: FastifyBaseLogger): logger is LevelAwareLogger =>
  typeof (logger as Partial<LevelAwareLogger>).isLevelEnabled === 'function';

/**
 * A request's logger that becomes a pino child only when it writes a line. Fastify makes a
 * child per request to bind its id, and pino runs the redaction's wildcard paths over those
 * bindings (a microsecond and a half, 3 % of a small request); most requests write nothing
 * at the service's usual levels. A line at an enabled level, `child()` or a change of `level`
 * make the real child, so what is logged, and how it is redacted, is unchanged. Its methods
 * are the prototype's: a request allocates this one object and nothing else.
 */
class RequestLogger implements FastifyBaseLogger {
  private real: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: LevelAwareLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private made(): FastifyBaseLogger {
    this.real ??= this.parent.child(this.bindings, this.options);
    return this.real;
  }

  write(level: LevelName, args: unknown[]): void {
    if (this.real === undefined && !this.parent.isLevelEnabled(level)) return;
    (this.made()[level] as (...line: unknown[]) => void)(...args);
  }

  get level(): string {
    return this.real?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.made().level = level;
  }

  isLevelEnabled(level: string): boolean {
    const real = this.real;
    return real !== undefined && isLevelAware(real)
      ? real.isLevelEnabled(level)
      : this.parent.isLevelEnabled(level);
  }

  // One method a level, each writing at its level: set on the prototype below.
  declare fatal: LevelMethod;
  declare error: LevelMethod;
  declare warn: LevelMethod;
  declare info: LevelMethod;
  declare debug: LevelMethod;
  declare trace: LevelMethod;
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.made().child(bindings, options);
  }
}

for (const level of LEVEL_NAMES) {
  RequestLogger.prototype[level] = function (this: RequestLogger, ...args: unknown[]) {
    this.write(level, args);
  } as LevelMethod;
}

/**
 * Fastify's `childLoggerFactory`: requests of routes at the service's level and without their
 * own serializers get a RequestLogger; any other is made a pino child at once.
 */
export function requestLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  const sameLevel = options.level === undefined || options.level === parent.level;
  if (!isLevelAware(parent) || !sameLevel || options.serializers !== undefined) {
    return parent.child(bindings, options);
  }
  return new RequestLogger(parent, bindings, options);
}

/** Where a request's line is written without pino's object walk: its stream, time and base fields. */
interface LineSink {
  stream: { write(line: string): unknown };
  time: () => string;
  chindings: string;
  infoValue: number;
  levelValue: () => number;
}

const INFO = 30;

/**
 * The root pino logger's destination, when the line can be written to it directly: a plain
 * pino (no mixin, formatters or hooks that a hand-built line would skip). Undefined for any
 * other logger (tests' abstract one), which then gets the line through `reply.log.info`.
 */
function lineSink(logger: FastifyBaseLogger): LineSink | undefined {
  const fields = logger as unknown as Record<symbol, unknown>;
  const stream = fields[pino.symbols.streamSym] as LineSink['stream'] | undefined;
  const time = fields[pino.symbols.timeSym];
  const chindings = fields[pino.symbols.chindingsSym];
  const formatters = fields[pino.symbols.formattersSym] as { log?: unknown; level?: unknown } | undefined;
  const levelField =
    typeof formatters?.level === 'function'
      ? JSON.stringify((formatters.level as (label: string, value: number) => unknown)('info', INFO))
      : undefined;
  const plain =
    fields[pino.symbols.mixinSym] === undefined &&
    formatters?.log === undefined &&
    levelField === `{"level":${INFO}}` &&
    fields[pino.symbols.messageKeySym] === 'msg';
  if (
    typeof stream?.write !== 'function' ||
    typeof time !== 'function' ||
    typeof chindings !== 'string' ||
    !plain
  )
    return undefined;
  const levels = (logger as unknown as { levels?: { values?: Record<string, number> } }).levels?.values;
  if (levels?.info !== INFO) return undefined;
  return {
    stream,
    time: time as () => string,
    chindings,
    infoValue: INFO,
    levelValue: () => (logger as unknown as { levelVal: number }).levelVal,
  };
}

/**
 * One line per request, at info, when it is answered: method, route, URL (secret segments
 * replaced), status, response time, request id and platform. Fastify's own pair ("incoming
 * request" and "request completed") is two lines, each through the redaction's wildcard paths
 * and a per-request child logger; this one is built flat, once, as pino would write it (level,
 * time, the base fields, then ours), straight to the logger's stream: every field is a string
 * or a number that is known not to be secret (the URL's secret segments are replaced here), so
 * there is nothing for the redaction to find, and not at all when the logger would drop it.
 * `LOG_REQUESTS` keeps every request's line (`all`, the default), those answered 4xx or 5xx
 * (`errors`) or none; a request that failed with an error is logged whatever it says.
 */
export class RequestLogLines extends LogController {
  /** Per logger (a plugin may have its own child): its sink, or undefined when it has none. */
  private readonly sinks = new WeakMap<FastifyBaseLogger, LineSink | undefined>();

  constructor(private readonly which: LogRequests = 'all') {
    super({ requestIdLogLabel: 'requestId' });
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    const status = reply.statusCode;
    if (this.which === 'none' || (this.which === 'errors' && status < 400)) return;
    const route = request.routeOptions.url;
    const url = loggableUrl(request.url);
    const responseTime = Math.round(reply.elapsedTime * 100) / 100;
    const platformId = request.auth?.platformId ?? request.agent?.platformId;
    const logger = request.server.log;
    let sink = this.sinks.get(logger);
    if (sink === undefined && !this.sinks.has(logger)) {
      sink = lineSink(logger);
      this.sinks.set(logger, sink);
    }
    if (sink === undefined) {
      if (!writesInfo(reply.log)) return;
      reply.log.info(
        { method: request.method, route, url, statusCode: status, responseTime, platformId },
        'request completed',
      );
      return;
    }
    if (sink.levelValue() > sink.infoValue) return;
    // Only the URL is the client's text, escaped as JSON: the request id (`requestIdFor`), the
    // method (HTTP's token characters), the route (ours) and the platform id (a UUID) hold no
    // character JSON escapes, so they are written between quotes as they are.
    sink.stream.write(
      `{"level":${sink.infoValue}${sink.time()}${sink.chindings},"requestId":"${String(request.id)}"` +
        `,"method":"${request.method}"` +
        (route === undefined ? '' : `,"route":"${route}"`) +
        `,"url":${JSON.stringify(url)},"statusCode":${status},"responseTime":${responseTime}` +
        (platformId === undefined ? '' : `,"platformId":"${platformId}"`) +
        ',"msg":"request completed"}\n',
    );
  }
}

const writesInfo = (logger: FastifyBaseLogger): boolean =>
  !isLevelAware(logger) || logger.isLevelEnabled('info');
