import { type ExpressionBuilder, sql } from 'kysely';
import { holderGone } from '../db/presence.js';
import { beforeCommit } from '../db/together.js';
import { conflict } from '../errors.js';
import type { IdempotencyDb, IdempotencyTables } from './tables.js';

/**
 * Which claim of a key a request holds: the process (its presence number) and the moment.
 * A retry that takes the key over makes a new claim, so the first request, should it still
 * run, can neither bind its payment to the key nor release or complete it.
 */
export interface KeyHolder {
  lockedBy: number | null;
  lockedAt: Date;
}

export type Claim =
  /** `resourceId`: an earlier holder of the key died after committing what it created. */
  | { kind: 'claimed'; resourceId: string | null; holder: KeyHolder }
  | { kind: 'mismatch' }
  | { kind: 'in-progress' }
  | { kind: 'completed'; status: number; contentType: string | null; body: string };

export interface ClaimRequest {
  platformId: string;
  key: string;
  fingerprint: string;
  now: Date;
  /** Records created before this are expired and the key is free again. */
  expiredBefore: Date;
  /**
   * An IN_PROGRESS record locked before this, or whose holder's presence is gone, was abandoned
   * (its process died) and may be taken over.
   */
  abandonedBefore: Date;
  /** This process's presence number (null without one). */
  lockedBy: number | null;
}

/**
 * Takes the key for this request, or reports who has it. One statement, so that of two
 * concurrent requests exactly one gets `claimed`: the other waits on the row lock and then
 * fails the ON CONFLICT condition.
 */
export async function claimKey(db: IdempotencyDb, r: ClaimRequest): Promise<Claim> {
  const taken = await db
    .insertInto('idempotency_keys')
    .values({
      platform_id: r.platformId,
      key: r.key,
      request_fingerprint: r.fingerprint,
      state: 'IN_PROGRESS',
      locked_at: r.now,
      locked_by: r.lockedBy,
      created_at: r.now,
    })
    .onConflict((oc) =>
      oc
        .columns(['platform_id', 'key'])
        .doUpdateSet({
          request_fingerprint: r.fingerprint,
          state: 'IN_PROGRESS',
          locked_at: r.now,
          locked_by: r.lockedBy,
          created_at: r.now,
          response_status: null,
          response_content_type: null,
          response_body: null,
          completed_at: null,
          // A takeover keeps what the dead holder committed; an expired key starts afresh.
          resource_id: sql<
            string | null
          >`case when idempotency_keys.created_at < ${r.expiredBefore} then null else idempotency_keys.resource_id end`,
        })
        .where((eb) =>
          eb.or([
            eb('idempotency_keys.created_at', '<', r.expiredBefore),
            eb.and([
              eb('idempotency_keys.state', '=', 'IN_PROGRESS'),
              eb('idempotency_keys.request_fingerprint', '=', r.fingerprint),
              eb.or([
                eb('idempotency_keys.locked_at', '<', r.abandonedBefore),
                holderGone(eb.ref('idempotency_keys.locked_by')),
              ]),
            ]),
          ]),
        ),
    )
    .returning('resource_id')
    .executeTakeFirst();
  if (taken)
    return {
      kind: 'claimed',
      resourceId: taken.resource_id,
      holder: { lockedBy: r.lockedBy, lockedAt: r.now },
    };

  const existing = await db
    .selectFrom('idempotency_keys')
    .select(['request_fingerprint', 'state', 'response_status', 'response_content_type', 'response_body'])
    .where('platform_id', '=', r.platformId)
    .where('key', '=', r.key)
    .executeTakeFirst();
  // Deleted in between (its request failed): try again.
  if (!existing) return claimKey(db, r);
  if (existing.request_fingerprint !== r.fingerprint) return { kind: 'mismatch' };
  if (
    existing.state === 'COMPLETED' &&
    existing.response_status !== null &&
    existing.response_body !== null
  ) {
    return {
      kind: 'completed',
      status: existing.response_status,
      contentType: existing.response_content_type,
      body: existing.response_body,
    };
  }
  return { kind: 'in-progress' };
}

/** The row of `key` still held by `holder`'s claim. */
function heldBy(holder: KeyHolder) {
  return sql<boolean>`(locked_by is not distinct from ${holder.lockedBy} and locked_at = ${holder.lockedAt})`;
}

/** The platform's key, IN_PROGRESS and still held by `holder`'s claim: what its holder may change. */
function heldKey(platformId: string, key: string, holder: KeyHolder) {
  return (eb: ExpressionBuilder<IdempotencyTables, 'idempotency_keys'>) =>
    eb.and([
      eb('platform_id', '=', platformId),
      eb('key', '=', key),
      eb('state', '=', 'IN_PROGRESS'),
      heldBy(holder),
    ]);
}

export async function completeKey(
  db: IdempotencyDb,
  platformId: string,
  key: string,
  holder: KeyHolder,
  response: { status: number; contentType: string | null; body: string; now: Date },
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({
      state: 'COMPLETED',
      response_status: response.status,
      response_content_type: response.contentType,
      response_body: response.body,
      completed_at: response.now,
    })
    .where(heldKey(platformId, key, holder))
    .execute();
}

/**
 * Frees the key after a failure the client may retry (5xx). Usually nothing was committed and
 * the record goes. But the failure may have come after the business transaction committed
 * (the connection lost on COMMIT, a read after it failing): then the resource is bound to the
 * key, and the record stays with its lock dropped, so that the retry takes it over at once
 * and answers with that resource instead of moving the money again.
 */
export async function releaseKey(
  db: IdempotencyDb,
  platformId: string,
  key: string,
  holder: KeyHolder,
): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where(heldKey(platformId, key, holder))
    .where('resource_id', 'is', null)
    .execute();
  await db
    .updateTable('idempotency_keys')
    .set({ locked_at: new Date(0), locked_by: null })
    .where(heldKey(platformId, key, holder))
    .where('resource_id', 'is not', null)
    .execute();
}

export async function deleteExpiredKeys(db: IdempotencyDb, expiredBefore: Date): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', expiredBefore)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Records, in the caller's business transaction, the resource the keyed request created. The
 * key must still be this request's: if a retry took it over (this process looked dead, or the
 * request outlived the abandonment time), the business transaction fails and rolls back, so
 * only one of the two moves the money. In a transaction of `transact` the update goes with the
 * transaction's closing writes (`beforeCommit`: no round trip of its own) and is checked there.
 */
export async function bindResource(
  db: IdempotencyDb,
  platformId: string,
  key: string,
  holder: KeyHolder,
  resourceId: string,
): Promise<void> {
  const bind = db
    .updateTable('idempotency_keys')
    .set({ resource_id: resourceId })
    .where(heldKey(platformId, key, holder))
    .where('resource_id', 'is', null);
  const takenOver = () =>
    conflict(
      'Another request with this Idempotency-Key took it over; retry it to get its answer',
    ).retryableAfter(1);
  const closing = beforeCommit(
    db,
    `idempotency:${key}:${resourceId}`,
    () => bind.returning(sql<number>`1`.as('bound')),
    takenOver,
  );
  if (closing) return;
  const result = await bind.executeTakeFirst();
  if (result.numUpdatedRows !== 1n) throw takenOver();
}
