import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction as HookDone,
  onRequestHookHandler,
} from 'fastify';
import type { ServiceContext } from '../context.js';
import { sameTextInConstantTime } from '../crypto/secrets.js';
import { ApiError, forbidden, unauthorized } from '../errors.js';
import type { Permission } from '../modules/tokens/permissions.js';
import { authenticateAgent } from '../modules/agents/index.js';
import {
  authenticate,
  type Caller,
  knownCaller,
  type PresentedCredentials,
  presentedCredentials,
} from '../modules/tokens/service.js';
import { sendError } from './errors.js';
import { hooksOf } from './route-config.js';
import { FixedWindows, RequestLimiter } from './limits.js';

/** Splits `Authorization: Basic base64(id:secret)`; throws 401 with the failed check as reason. */
export function parseBasicAuthorization(header: string | undefined): {
  clientId: string;
  clientSecret: string;
} {
  if (header === undefined || header.trim() === '') {
    throw unauthorized('Missing Authorization header; use HTTP Basic with the client id and client secret');
  }
  const decoded = asciiBasic(header) ?? decodedBasic(header);
  const colon = decoded.indexOf(':');
  if (colon <= 0 || colon === decoded.length - 1) {
    throw unauthorized('Basic credentials must be base64 of "clientId:clientSecret"');
  }
  return { clientId: decoded.slice(0, colon), clientSecret: decoded.slice(colon + 1) };
}

// What clients send (`Basic` and base64 of printable ASCII), decoded without a Buffer:
// `atob` yields one character per byte, which is the UTF-8 reading only for ASCII, so anything
// else (and anything `atob` refuses) takes the general way, `decodedBasic`.
const BASIC_PREFIX = /^Basic ([A-Za-z0-9+/]+={0,2})$/;
const NOT_PRINTABLE_ASCII = /[^\x20-\x7e]/;

function asciiBasic(header: string): string | undefined {
  const encoded = BASIC_PREFIX.exec(header)?.[1];
  if (encoded === undefined) return undefined;
  let decoded: string;
  try {
    decoded = atob(encoded);
  } catch {
    return undefined;
  }
  return NOT_PRINTABLE_ASCII.test(decoded) ? undefined : decoded;
}

function decodedBasic(header: string): string {
  const [scheme, encoded, extra] = header.trim().split(/\s+/);
  if (scheme?.toLowerCase() !== 'basic' || encoded === undefined || extra !== undefined) {
    throw unauthorized('Authorization header must use the Basic scheme');
  }
  return Buffer.from(encoded, 'base64').toString('utf8');
}

/** The agent access token of `Authorization: Bearer <token>`; 401 naming the failed check. */
export function parseBearerAuthorization(header: string | undefined): string {
  if (header === undefined || header.trim() === '') {
    throw unauthorized('Missing Authorization header; use the Bearer scheme with the agent access token');
  }
  const [scheme, token, extra] = header.trim().split(/\s+/);
  if (scheme?.toLowerCase() !== 'bearer' || token === undefined || extra !== undefined) {
    throw unauthorized('Agent routes take Authorization: Bearer <access token>, not platform credentials');
  }
  return token;
}

/** The permission a request needs: the route's own, else VIEW to read and MANAGE to change. */
function requiredPermission(configured: Permission | undefined, method: string): Permission {
  if (configured) return configured;
  return method === 'GET' || method === 'HEAD' ? 'VIEW' : 'MANAGE';
}

/**
 * Failed authentications counted in fixed windows per key (docs/decisions/0019-http-limits.md):
 * a Basic secret's failures per (client address, client id), an agent token's per client
 * address. Past the limit no new secret is checked (each check is a scrypt) until the window
 * ends: only secrets already verified get in, and a valid agent token always does. Per process,
 * bounded (the oldest window is forgotten first).
 */
export class FailedAuthentications {
  private readonly windows: FixedWindows;

  constructor(
    private readonly max: number,
    windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.windows = new FixedWindows(windowMs);
  }

  /** Seconds until every key given is under the limit again; 0 when none is over it. */
  blockedFor(...keys: string[]): number {
    if (this.max === 0) return 0;
    const now = this.now();
    let until = 0;
    for (const key of keys) {
      const w = this.windows.open(key, now);
      if (w && w.count >= this.max) until = Math.max(until, w.endsAt);
    }
    return until === 0 ? 0 : Math.max(1, Math.ceil((until - now) / 1000));
  }

  record(...keys: string[]): void {
    if (this.max === 0) return;
    const now = this.now();
    for (const key of keys) this.windows.count(key, now);
  }
}

/** The failure count of Basic credentials: one per client address and client id together. */
export const basicFailureKey = (address: string, clientId: string): string => `basic:${address} ${clientId}`;
/** The failure count of agent tokens: one per client address (a token names no client). */
export const bearerFailureKey = (address: string): string => `bearer:${address}`;

// A caller is one object per token row (src/modules/tokens), so its limit key is made once
// rather than as a new string (hashed anew by the limiter's map) on every request.
const limitKeys = new WeakMap<Caller, string>();

function tokenLimitKey(caller: Caller): string {
  let key = limitKeys.get(caller);
  if (key === undefined) {
    key = `token:${caller.tokenId}`;
    limitKeys.set(caller, key);
  }
  return key;
}

/**
 * What each keep-alive connection last sent in `Authorization`, and the credentials it decoded
 * to. A client sends one header on every request of a connection: decoding it and hashing its
 * secret again each time was 7 % of a `GET /config`'s time outside its socket write. Only the
 * decoding is kept: the token behind it is checked fresh on every request (`knownCaller`), so a
 * deleted token or a changed secret is refused at once. A proxy may carry several clients'
 * requests on one connection, so a header is compared with the one kept in constant time; what
 * is kept goes with the connection.
 */
const presentedOn = new WeakMap<object, { header: string; credentials: PresentedCredentials }>();

function presentedBasic(request: FastifyRequest): PresentedCredentials {
  const header = request.headers.authorization;
  const socket: object | undefined = request.raw.socket;
  const last = socket === undefined ? undefined : presentedOn.get(socket);
  if (last !== undefined && header !== undefined && sameTextInConstantTime(last.header, header))
    return last.credentials;
  const { clientId, clientSecret } = parseBasicAuthorization(header);
  const credentials = presentedCredentials(clientId, clientSecret);
  if (socket !== undefined && header !== undefined) presentedOn.set(socket, { header, credentials });
  return credentials;
}

/**
 * Authenticates every route of `app` registered after it (unless the route says
 * `auth: 'none'`), enforces its permission, then counts the request against its caller's rate
 * limit (src/http/limits.ts). Each route gets one hook of its own, made when the route is
 * registered from what the route declares, so a request reads nothing of its route's options.
 */
export function installAuthentication(app: FastifyInstance, ctx: ServiceContext): void {
  const limits = ctx.config.limits;
  const failures = new FailedAuthentications(limits.authFailureMax, limits.authFailureWindowMs);
  const limiter = RequestLimiter.of(limits);

  /**
   * Counts the request against its caller's allowance (its address without credentials) and
   * lets it go on, or answers its 429 here: the refusal is sent from the hook, not raised, so
   * it costs what a small answer costs (no error object, no error log line).
   */
  const admitted = (request: FastifyRequest, reply: FastifyReply, done: HookDone): void => {
    const refused = limiter?.admit(
      request.auth
        ? tokenLimitKey(request.auth)
        : request.agent
          ? `agent:${request.agent.agentId}`
          : `address:${request.ip}`,
      reply,
    );
    if (refused === undefined) done();
    else sendError(reply, refused);
  };

  const limitOnly: onRequestHookHandler = (request, reply, done) => admitted(request, reply, done);

  app.addHook('onRoute', (route) => {
    const mode = route.config?.auth;
    if (mode === 'none') {
      if (limiter) route.onRequest = [limitOnly, ...hooksOf(route.onRequest)];
      return;
    }
    const configured = route.config?.permission;
    const permit = (request: FastifyRequest, caller: Caller): void => {
      const needed = requiredPermission(configured, request.method);
      if (!caller.permissions.includes(needed)) {
        throw forbidden(
          `This API token lacks the ${needed} permission required by ${request.method} ${route.url}`,
        );
      }
      request.auth = caller;
    };
    // A callback hook: credentials this process verified before (nearly every request) are
    // taken with no promise; anything else goes the asynchronous way.
    const authenticateRequest: onRequestHookHandler = (request, reply, done) => {
      let credentials: PresentedCredentials | undefined;
      try {
        if (mode !== 'agent') {
          credentials = presentedBasic(request);
          const known = knownCaller(ctx, credentials);
          if (known) {
            permit(request, known);
            admitted(request, reply, done);
            return;
          }
        }
      } catch (err) {
        done(err as Error);
        return;
      }
      const checking = credentials
        ? authenticateBasic(request, credentials, permit)
        : authenticateBearer(request);
      checking.then(() => admitted(request, reply, done), done);
    };
    route.onRequest = [authenticateRequest, ...hooksOf(route.onRequest)];
  });

  // A token is looked up (a SHA-256 and an indexed read, no scrypt) whatever the address's
  // failures: a valid one always gets in, so another client's failures from the same address
  // (one load balancer, one NAT) never lock it out. Past the limit an invalid one is 429.
  async function authenticateBearer(request: FastifyRequest): Promise<void> {
    const agent = await authenticateAgent(ctx, parseBearerAuthorization(request.headers.authorization));
    if (agent) {
      request.agent = agent;
      return;
    }
    const key = bearerFailureKey(request.ip);
    const blocked = failures.blockedFor(key);
    if (blocked > 0) {
      throw new ApiError(
        429,
        'RATE_LIMITED',
        `Too many failed authentications from this address; retry after ${blocked} s`,
        { retryAfterSeconds: blocked },
      ).retryableAfter(blocked);
    }
    failures.record(key);
    throw unauthorized('Invalid or revoked agent access token');
  }

  async function authenticateBasic(
    request: FastifyRequest,
    credentials: { clientId: string; clientSecret: string },
    permit: (request: FastifyRequest, caller: Caller) => void,
  ): Promise<void> {
    // Per (address, client id): client ids are not secret, so failures from elsewhere must not
    // lock a client out, nor one client's failures another client behind the same address.
    const key = basicFailureKey(request.ip, credentials.clientId);
    const blocked = failures.blockedFor(key);
    const auth = await authenticate(ctx, credentials.clientId, credentials.clientSecret, blocked === 0);
    if (auth === 'UNCHECKED') {
      throw new ApiError(
        429,
        'RATE_LIMITED',
        `Too many failed authentications for this client id from this address; retry after ${blocked} s`,
        { retryAfterSeconds: blocked },
      ).retryableAfter(blocked);
    }
    if (!auth) {
      failures.record(key);
      throw unauthorized('Invalid client id or client secret');
    }
    permit(request, auth);
  }
}
