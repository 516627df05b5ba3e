import { type Expression, type Insertable, type SqlBool, sql } from 'kysely';
import { toServiceTime } from '../clock.js';
import { beforeCommit, type Write } from '../db/together.js';
import { unnestRows } from '../db/unnest.js';
import type { EventsTable } from '../modules/webhooks/index.js';
import { newUuid } from '../ids.js';
import { toJson } from '../json.js';
import type { EventsDb } from './tables.js';

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
 * The one way to record events. Pass the transaction that makes the change, so an event
 * exists if and only if the change committed (transactional outbox); delivery reads the
 * `events` table afterwards (modules/webhooks/deliverer.ts). Returns the webhook ids (`Webhook:<uuid>`).
 */
export async function recordEvents(db: EventsDb, events: NewEvent[]): Promise<string[]> {
  if (events.length === 0) return [];
  const rows = events.map(eventRow);
  // In a transaction of `transact`, the events of the whole transaction go in together at its
  // end: a payment records balance and status events from different steps.
  let queue = queued.get(db);
  if (queue === undefined) {
    const fresh: EventRow[] = [];
    const deferred = beforeCommit(db, 'events', () => {
      queued.delete(db);
      return insertEvents(db, fresh);
    });
    if (deferred) {
      queued.set(db, fresh);
      queue = fresh;
    }
  }
  if (queue) queue.push(...rows);
  else await insertEvents(db, rows).execute();
  return rows.map((r) => `Webhook:${r.id}`);
}

/**
 * The events as a write for the statement that makes their change (src/db/together.ts), which
 * records them if and only if it commits; undefined when there is none.
 */
export function eventsWrite(db: EventsDb, events: NewEvent[]): Write | undefined {
  return events.length === 0 ? undefined : insertEvents(db, events.map(eventRow));
}

function eventRow(event: NewEvent): EventRow {
  return {
    id: newUuid(),
    platform_id: event.platformId,
    type: event.type,
    resource_id: event.resourceId,
    data: toJson(event.data ?? null),
    created_at: event.now,
    // The deliverer compares it with its own clock: service time (src/clock.ts).
    next_attempt_at: toServiceTime(event.now),
  };
}

type EventRow = Insertable<EventsTable>;

const EVENT_COLUMNS = [
  ['id', 'uuid'],
  ['platform_id', 'uuid'],
  ['type', 'text'],
  ['resource_id', 'text'],
  ['data', 'jsonb'],
  ['created_at', 'timestamptz'],
  ['next_attempt_at', 'timestamptz'],
] as const;

/** Why an event of a platform without a webhook endpoint was not sent. */
export const NO_WEBHOOK_ENDPOINT = 'no webhookEndpoint configured';

/** Whether the platform an event is for has no webhook endpoint, as SQL on its `platform_id`. */
export type NoEndpointCondition = (platformId: Expression<string>) => Expression<SqlBool>;

/**
 * Given by the module that keeps webhook endpoints (modules/config) when the modules are
 * composed: the outbox knows no module's tables. Until then every event waits for the
 * deliverer, which finds the same and settles it the same way.
 */
let noEndpoint: NoEndpointCondition | undefined;

export function settleEventsWithoutEndpointWhen(condition: NoEndpointCondition): void {
  noEndpoint = condition;
}

/**
 * One statement whatever the number of events (a bulk import records hundreds at once).
 *
 * An event of a platform that has no webhook endpoint (most sandbox platforms) goes in settled
 * as UNDELIVERABLE, as the deliverer would have settled it a poll later: claiming it would
 * cost the deliverer a claim (whose anti-join reads the other open events of its resource)
 * and a settlement for nothing to send. The endpoint is read in the same statement, as
 * committed when the event is, so this costs no round trip and is never staler than the
 * deliverer's own read. Such events are kept and sent by POST /webhooks/events/{id}/redeliver
 * once an endpoint is set. `attempts` is 1 as for any event the deliverer found no endpoint for.
 */
function insertEvents(db: EventsDb, rows: EventRow[]) {
  const { columns, select } = unnestRows<'events'>(EVENT_COLUMNS, rows);
  if (noEndpoint === undefined) return db.insertInto('events').columns(columns).expression(select);
  // In the select list, not a join: the rows keep the order they were recorded in (`seq`).
  const settled = sql.ref('r.no_endpoint');
  return db
    .insertInto('events')
    .columns([...columns, 'delivery_status', 'attempts', 'last_error'])
    .expression(
      sql`select ${sql.join(columns.map((c) => sql.ref(`r.${c}`)))},
        case when ${settled} then ${sql.lit('UNDELIVERABLE')} else ${sql.lit('PENDING')} end,
        case when ${settled} then 1 else 0 end,
        case when ${settled} then ${sql.lit(NO_WEBHOOK_ENDPOINT)} end
      from (
        select n.*, ${noEndpoint(sql.ref('n.platform_id'))} as no_endpoint from (${select}) as n
      ) as r`,
    );
}
/** Events of a transaction of `transact`, not inserted yet. */
const queued = new WeakMap<EventsDb, EventRow[]>();

export async function recordEvent(db: EventsDb, event: NewEvent): Promise<string> {
  const [id] = await recordEvents(db, [event]);
  return id as string;
}
