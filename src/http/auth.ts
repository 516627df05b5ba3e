import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context.js';
import { forbidden, unauthorized } from '../errors.js';
import type { Permission } from '../modules/tokens/permissions.js';
import { authenticate } from '../modules/tokens/service.js';
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

function requiredPermission(request: FastifyRequest): Permission {
  const configured = request.routeOptions.config.permission;
  if (configured) return configured;
  return request.method === 'GET' || request.method === 'HEAD' ? 'VIEW' : 'MANAGE';
}

/** Authenticates every route of `app` (unless it says `auth: 'none'`) and enforces permissions. */
export function installAuthentication(app: FastifyInstance, ctx: ServiceContext): void {
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.auth === 'none') return;
    const credentials = parseBasicAuthorization(request.headers.authorization);
    const auth = await authenticate(ctx, credentials.clientId, credentials.clientSecret);
    if (!auth) throw unauthorized('Invalid client id or client secret');
    const needed = requiredPermission(request);
    if (!auth.permissions.includes(needed)) {
      throw forbidden(
        `This API token lacks the ${needed} permission required by ${request.method} ${request.routeOptions.url}`,
      );
    }
    request.auth = auth;
  });
}
