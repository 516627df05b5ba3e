import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

export type Claim =
  /** `resourceId`: an earlier holder of the key died after committing what it created. */
  | { kind: 'claimed'; resourceId: string | null }
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
  /** An IN_PROGRESS record locked before this was abandoned (its process died) and may be taken over. */
  abandonedBefore: Date;
}

/**
 * Takes the key for this request, or reports who has it. One statement, so that of two
 * concurrent requests exactly one gets `claimed`: the other waits on the row lock and then
 * fails the ON CONFLICT condition.
 */
export async function claimKey(db: Kysely<Database>, r: ClaimRequest): Promise<Claim> {
  const taken = await db
    .insertInto('idempotency_keys')
    .values({
      platform_id: r.platformId,
      key: r.key,
      request_fingerprint: r.fingerprint,
      state: 'IN_PROGRESS',
      locked_at: r.now,
      created_at: r.now,
    })
    .onConflict((oc) =>
      oc
        .columns(['platform_id', 'key'])
        .doUpdateSet({
          request_fingerprint: r.fingerprint,
          state: 'IN_PROGRESS',
          locked_at: r.now,
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
              eb('idempotency_keys.locked_at', '<', r.abandonedBefore),
              eb('idempotency_keys.request_fingerprint', '=', r.fingerprint),
            ]),
          ]),
        ),
    )
    .returning('resource_id')
    .executeTakeFirst();
  if (taken) return { kind: 'claimed', resourceId: taken.resource_id };

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

export async function completeKey(
  db: Kysely<Database>,
  platformId: string,
  key: string,
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
    .where('platform_id', '=', platformId)
    .where('key', '=', key)
    .where('state', '=', 'IN_PROGRESS')
    .execute();
}

/** Frees the key after a failure the client may retry (5xx): nothing was committed. */
export async function releaseKey(db: Kysely<Database>, platformId: string, key: string): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('platform_id', '=', platformId)
    .where('key', '=', key)
    .where('state', '=', 'IN_PROGRESS')
    .execute();
}

export async function deleteExpiredKeys(db: Kysely<Database>, expiredBefore: Date): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', expiredBefore)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Records, in the caller's business transaction, the resource the keyed request created. */
export async function bindResource(
  db: Kysely<Database>,
  platformId: string,
  key: string,
  resourceId: string,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ resource_id: resourceId })
    .where('platform_id', '=', platformId)
    .where('key', '=', key)
    .where('state', '=', 'IN_PROGRESS')
    .execute();
}
