import createClient, { type Client } from 'openapi-fetch';
import type { components, operations, paths } from '../../packages/client/src/schema';

/**
 * The dashboard speaks to the service's own JSON API with the types generated from
 * openapi.json (packages/client/src/schema.ts), through openapi-fetch as the typed client
 * package does; that package's entry point also carries Node-only webhook code, so only its
 * types are taken here.
 */
export type Api = Client<paths>;
type Schemas = components['schemas'];
type Json<O extends keyof operations, S extends 200 | 201> =
  operations[O]['responses'] extends Record<S, { content: { 'application/json': infer T } }> ? T : never;

export type Customer = Schemas['IndividualCustomer'] | Schemas['BusinessCustomer'];
export type InternalAccount = Schemas['InternalAccount'];
export type ExternalAccount = Schemas['ExternalAccount'];
export type Transaction = Json<'listTransactions', 200>['data'][number];
export type Quote = Schemas['Quote'];
export type Card = Schemas['Card'];
export type AgentAction = Schemas['AgentAction'];
export type WebhookEvent = Json<'listWebhookEvents', 200>['data'][number];
export type WebhookEventDetail = Json<'getWebhookEvent', 200>;
export type ScenarioResult = Json<'loadScenario', 200>;
export type TestClock = Json<'getTestClock', 200>;
export type Currency = InternalAccount['balance']['currency'];

export const API = '/2025-10-13' as const;

export interface Credentials {
  clientId: string;
  clientSecret: string;
}

export function apiFor({ clientId, clientSecret }: Credentials): Api {
  // btoa takes Latin-1 only: encode the UTF-8 bytes first.
  const bytes = new TextEncoder().encode(`${clientId}:${clientSecret}`);
  const basic = btoa(String.fromCharCode(...bytes));
  return createClient<paths>({
    baseUrl: location.origin,
    // The dashboard is built from the spec revision's document: it reads that revision whatever
    // the platform pinned (docs/revisions.md).
    headers: { authorization: `Basic ${basic}`, 'service-revision': API.slice(1) },
    credentials: 'omit',
    cache: 'no-store',
  });
}

/** An answer of the API other than 2xx, with the message of its error body. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

function messageOf(error: unknown, response: Response): string {
  if (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string'
  ) {
    const code = 'code' in error && typeof error.code === 'string' ? `${error.code}: ` : '';
    return `${code}${error.message}`;
  }
  return `The service answered ${response.status} ${response.statusText}`;
}

/** The body of a 2xx answer; anything else throws an ApiFailure. */
export async function must<T>(call: Promise<Answer<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok || data === undefined) throw new ApiFailure(response.status, messageOf(error, response));
  return data;
}
