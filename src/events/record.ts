import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { newUuid } from '../ids.js';

export interface NewEvent {
  platformId: string;
  /** Webhook type, e.g. `CUSTOMER.KYC_APPROVED`. */
  type: string;
  /** Id of the resource the event is about, as the API shows it (`Customer:<uuid>`). */
  resourceId: string;
  /** The full current resource, as the API would return it. */
  data: unknown;
  now: Date;
}

/**
 * The one way to record an event. Pass the transaction that makes the change, so the event
 * exists if and only if the change committed (transactional outbox); delivery reads the
 * `events` table afterwards.
 */
export async function recordEvent(db: Kysely<Database>, event: NewEvent): Promise<string> {
  const id = newUuid();
  await db
    .insertInto('events')
    .values({
      id,
      platform_id: event.platformId,
      type: event.type,
      resource_id: event.resourceId,
      data: JSON.stringify(event.data ?? null),
      created_at: event.now,
    })
    .execute();
  return `Webhook:${id}`;
}
