import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { bindResource, type KeyHolder } from './store.js';

/**
 * Crash-safe idempotency for money movement. The stored response is written after the
 * handler, so a process that dies between the business commit and that write leaves the
 * key IN_PROGRESS with the money moved. Money-moving services therefore bind the resource
 * they create to the request's key inside their own transaction (`bindIdempotentResource`);
 * the retry that takes the abandoned key over finds it and answers with that resource
 * (the route's `replay`) instead of moving the money again.
 */
const scope = new AsyncLocalStorage<{ platformId: string; key: string; holder: KeyHolder }>();

/** Runs a route handler with its request's Idempotency-Key claim visible to the services it calls. */
export function withIdempotencyKey<T>(platformId: string, key: string, holder: KeyHolder, run: () => T): T {
  return scope.run({ platformId, key, holder }, run);
}

/** Binds `resourceId` to the current request's key, if it has one, in transaction `trx`. */
export async function bindIdempotentResource(trx: Kysely<Database>, resourceId: string): Promise<void> {
  const current = scope.getStore();
  if (current) await bindResource(trx, current.platformId, current.key, current.holder, resourceId);
}
