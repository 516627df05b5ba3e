import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema.js';

/**
 * A typed client of the Payments Service API: openapi-fetch over the types openapi-typescript
 * generates from the service's openapi.json (`npm run openapi` regenerates `schema.ts`), with
 * Basic authentication. Paths carry the version prefix, as the document does:
 *
 *   const api = createPaymentsClient({ baseUrl: 'http://127.0.0.1:8080', clientId, clientSecret });
 *   const { data, error } = await api.GET('/2025-10-13/customers/{customerId}', {
 *     params: { path: { customerId } },
 *   });
 *
 * Beside it, what no generator makes: the webhook signature check and the embedded-wallet
 * cryptography of spec part 5 (stamps, OTP bundles, session keys, exported credentials).
 */
export interface PaymentsClientOptions {
  /** The service's origin, e.g. http://127.0.0.1:8080 (paths carry /2025-10-13). */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Replaces the global fetch (tests, proxies). */
  fetch?: typeof fetch;
  headers?: Record<string, string>;
}

export type PaymentsClient = Client<paths>;

export function createPaymentsClient(options: PaymentsClientOptions): PaymentsClient {
  const credentials = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/$/, ''),
    headers: { ...options.headers, authorization: `Basic ${credentials}` },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

export type { components, operations, paths } from './schema.js';
export { readWebhook, verifyWebhookSignature } from './webhooks.js';
export {
  type ClientKey,
  clientKeyFromScalar,
  encryptOtp,
  newClientKey,
  openExport,
  openSessionKey,
  readBundle,
  stamp,
} from './wallet.js';
