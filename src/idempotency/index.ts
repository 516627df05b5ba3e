import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { bindResource, type KeyHolder } from './store.js';

export {
  type Claim,
  type ClaimRequest,
  claimKey,
  completeKey,
  deleteExpiredKeys,
  type KeyHolder,
  releaseKey,
} from './store.js';

/**
 * A request's hold on its Idempotency-Key (spec 5.11), handed by the route to the service
 * that moves money (decision 0006). The stored answer is written after the handler, so a
 * process that dies between the business commit and that write leaves the key IN_PROGRESS
 * with the money moved. The service therefore binds the resource it creates to the key inside
 * its own transaction; the retry that takes the abandoned key over finds it and answers with
 * that resource (the route's `replay`) instead of moving the money again.
 */
export interface IdempotencyClaim {
  /**
   * Binds `resourceId` to the key in `trx`, the transaction that created it. Fails (409,
   * retryable) when another request took the key over meanwhile, so `trx` rolls back and
   * only one of the two moves the money.
   */
  bind(trx: Kysely<Database>, resourceId: string): Promise<void>;
}

/** The claim of a request sent without an Idempotency-Key: nothing to bind. */
export const WITHOUT_KEY: IdempotencyClaim = { bind: async () => {} };

/** The claim of `key`, held by `holder`. */
export function claimOf(platformId: string, key: string, holder: KeyHolder): IdempotencyClaim {
  return { bind: (trx, resourceId) => bindResource(trx, platformId, key, holder, resourceId) };
}
