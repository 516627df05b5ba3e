import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { LoggerOptions } from 'pino';
import type { LogLevel } from '../config.js';

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
 * Path segments that are secrets themselves, where the API puts them in the URL: an agent's
 * device code (redeemed by URL, its status read by URL) and a hosted liveness link's token.
 */
const SECRET_SEGMENTS = [/(\/agents\/device-codes\/)[^/?#]+/g, /(\/liveness\/)[^/?#]+/g];

/** The URL as a log line may show it: secret segments replaced. */
export const loggableUrl = (url: string): string =>
  SECRET_SEGMENTS.reduce((text, pattern) => text.replace(pattern, '$1[REDACTED]'), url);

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
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
  };
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Keeps a caller-supplied X-Request-Id when it is harmless, so logs correlate across services. */
export function requestIdFor(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
