import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context.js';
import { ApiError, forbidden, unauthorized } from '../errors.js';
import type { Permission } from '../modules/tokens/permissions.js';
import { authenticateAgent } from '../modules/agents/index.js';
import { authenticate, type Caller, knownCaller } from '../modules/tokens/service.js';
import './route-config.js';

/** Splits `Authorization: Basic base64(id:secret)`; throws 401 with the failed check as reason. */
export function parseBasicAuthorization(header: string | undefined): {
  clientId: string;
  clientSecret: string;
} {
  if (header === undefined || header.trim() === '') {
    throw unauthorized('Missing Authorization header; use HTTP Basic with the client id and client secret');
  }
  const [scheme, encoded, extra] = header.trim().split(/\s+/);
  if (scheme?.toLowerCase() !== 'basic' || encoded === undefined || extra !== undefined) {
    throw unauthorized('Authorization header must use the Basic scheme');
  }
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0 || colon === decoded.length - 1) {
    throw unauthorized('Basic credentials must be base64 of "clientId:clientSecret"');
  }
  return { clientId: decoded.slice(0, colon), clientSecret: decoded.slice(colon + 1) };
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

function requiredPermission(request: FastifyRequest): Permission {
  const configured = request.routeOptions.config.permission;
  if (configured) return configured;
  return request.method === 'GET' || request.method === 'HEAD' ? 'VIEW' : 'MANAGE';
}

/**
 * Failed authentications counted per client address and per client id in fixed windows
 * (docs/decisions/0019-http-limits.md). Past the limit no new secret is checked (each check
 * is a scrypt) until the window ends: only secrets already verified get in. Per process,
 * bounded (the oldest window is forgotten first).
 */
export class FailedAuthentications {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  private static readonly MAX_KEYS = 50_000;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until every key given is under the limit again; 0 when none is over it. */
  blockedFor(...keys: string[]): number {
    if (this.max === 0) return 0;
    const now = this.now();
    let until = 0;
    for (const key of keys) {
      const w = this.windows.get(key);
      if (w && w.endsAt > now && w.count >= this.max) until = Math.max(until, w.endsAt);
    }
    return until === 0 ? 0 : Math.max(1, Math.ceil((until - now) / 1000));
  }

  record(...keys: string[]): void {
    if (this.max === 0) return;
    const now = this.now();
    for (const key of keys) {
      const w = this.windows.get(key);
      if (w && w.endsAt > now) {
        w.count += 1;
        continue;
      }
      this.windows.delete(key);
      if (this.windows.size >= FailedAuthentications.MAX_KEYS) {
        this.windows.delete(this.windows.keys().next().value as string);
      }
      this.windows.set(key, { count: 1, endsAt: now + this.windowMs });
    }
  }
}

/** Authenticates every route of `app` (unless it says `auth: 'none'`) and enforces permissions. */
export function installAuthentication(app: FastifyInstance, ctx: ServiceContext): void {
  const limits = ctx.config.limits;
  const failures = new FailedAuthentications(limits.authFailureMax, limits.authFailureWindowMs);
  // A callback hook: credentials this process verified before (nearly every request) are
  // taken with no promise; anything else goes the asynchronous way.
  app.addHook('onRequest', (request, _reply, done) => {
    const mode = request.routeOptions.config.auth;
    if (mode === 'none') {
      done();
      return;
    }
    let credentials: { clientId: string; clientSecret: string } | undefined;
    try {
      if (mode !== 'agent') {
        credentials = parseBasicAuthorization(request.headers.authorization);
        const known = knownCaller(ctx, credentials.clientId, credentials.clientSecret);
        if (known) {
          permit(request, known);
          done();
          return;
        }
      }
    } catch (err) {
      done(err as Error);
      return;
    }
    const checking = credentials ? authenticateBasic(request, credentials) : authenticateBearer(request);
    checking.then(() => done(), done);
  });

  async function authenticateBearer(request: FastifyRequest): Promise<void> {
    const blocked = failures.blockedFor(`address:${request.ip}`);
    if (blocked > 0) {
      throw new ApiError(429, 'RATE_LIMITED', `Too many failed authentications; retry after ${blocked} s`, {
        retryAfterSeconds: blocked,
      }).retryableAfter(blocked);
    }
    const agent = await authenticateAgent(ctx, parseBearerAuthorization(request.headers.authorization));
    if (!agent) {
      failures.record(`address:${request.ip}`);
      throw unauthorized('Invalid or revoked agent access token');
    }
    request.agent = agent;
  }

  async function authenticateBasic(
    request: FastifyRequest,
    credentials: { clientId: string; clientSecret: string },
  ): Promise<void> {
    const keys = [`address:${request.ip}`, `client:${credentials.clientId}`];
    const blocked = failures.blockedFor(...keys);
    const auth = await authenticate(ctx, credentials.clientId, credentials.clientSecret, blocked === 0);
    if (auth === 'UNCHECKED') {
      throw new ApiError(
        429,
        'RATE_LIMITED',
        `Too many failed authentications from this address or for this client id; retry after ${blocked} s`,
        { retryAfterSeconds: blocked },
      ).retryableAfter(blocked);
    }
    if (!auth) {
      failures.record(...keys);
      throw unauthorized('Invalid client id or client secret');
    }
    permit(request, auth);
  }
}

/** Takes `auth` as the request's caller once it holds the permission the route needs. */
function permit(request: FastifyRequest, auth: Caller): void {
  const needed = requiredPermission(request);
  if (!auth.permissions.includes(needed)) {
    throw forbidden(
      `This API token lacks the ${needed} permission required by ${request.method} ${request.routeOptions.url}`,
    );
  }
  request.auth = auth;
}
