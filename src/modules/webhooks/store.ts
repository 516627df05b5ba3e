import { type Insertable, type Selectable, sql } from 'kysely';
import { assert } from '../../assert.js';
import { type Page, type PageRequest, paginate } from '../../db/pagination.js';
import { claimableAt } from '../../db/presence.js';
import { ownRows } from '../../db/rows.js';
import { unnestRows } from '../../db/unnest.js';
import type {
  DeliveryStatus,
  EventsTable,
  WebhookAttemptsTable,
  WebhookSigningKeysTable,
  WebhooksDb,
  WebhooksTables,
} from './tables.js';

const own = ownRows<WebhooksTables>();

export type EventRow = Selectable<EventsTable>;
export type AttemptRow = Selectable<WebhookAttemptsTable>;

/**
 * Claims the events of up to `limit` resources that are due for delivery, up to `perResource`
 * of each resource, oldest first. An event waits while an earlier event of the same resource is
 * still undelivered (PENDING or DELIVERING), so each resource's events reach the receiver in
 * order: a claim takes a resource's head (its oldest undelivered event) and the events right
 * after it, and the deliverer sends them one after the other (deliverer.ts, `deliverChain`).
 * SKIP LOCKED lets every process claim at once without overlap, and a DELIVERING event whose
 * process is gone (its presence lock is free: src/db/presence.ts) or whose lease ran out is due
 * again. Only the head's `attempts` counts the claim: the others count theirs when their
 * attempt is settled (`AttemptSettlement.countAttempt`).
 */
export async function claimDueEvents(
  db: WebhooksDb,
  now: Date,
  limit: number,
  leaseMs: number,
  lockedBy: number | null = null,
  perResource = 1,
): Promise<EventRow[]> {
  const rows = await claimQuery(db, now, limit, leaseMs, lockedBy, perResource).execute();
  // An UPDATE returns its rows in no particular order: deliveries start oldest first.
  return rows.sort((a, b) => {
    const [x, y] = [BigInt(a.seq), BigInt(b.seq)];
    return x < y ? -1 : x > y ? 1 : 0;
  });
}

/**
 * The claim statement. A resource's head is its oldest undelivered event; heads are found by
 * one pass over the undelivered events (a `min(seq)` per resource, through `events_due`), so
 * finding them costs the number of waiting events: the anti-join it replaced ("no earlier
 * undelivered event of the same resource") compared every waiting event with every earlier
 * one of its resource, 25 ms a claim with 5,000 events of 50 resources against 4 ms
 * (docs/performance.md). Only heads are locked (SKIP LOCKED): a resource belongs to whoever
 * holds its head, and the events right after it (`events_resource`, at most `perResource - 1`,
 * as long as each may be claimed now) are taken with it. Statuses, limits and places are
 * literals, not parameters: as a prepared statement it soon runs with a generic plan, and only
 * literals let that plan use the partial index `events_due` instead of reading every event ever
 * recorded. The rows are updated by primary key (`= any(array(...))`), whatever the planner
 * thinks of the table's size.
 */
export function claimQuery(
  db: WebhooksDb,
  now: Date,
  limit: number,
  leaseMs: number,
  lockedBy: number | null,
  perResource = 1,
) {
  assert(Number.isSafeInteger(limit) && limit > 0, 'a claim limit is a positive integer');
  assert(Number.isSafeInteger(perResource) && perResource > 0, 'a claim takes at least a head per resource');
  const undelivered = [sql.lit<DeliveryStatus>('PENDING'), sql.lit<DeliveryStatus>('DELIVERING')];
  const states = { waiting: 'PENDING', taken: 'DELIVERING' };
  const claimable = (table: string) =>
    claimableAt(
      {
        state: sql.ref(`${table}.delivery_status`),
        dueAt: sql.ref(`${table}.next_attempt_at`),
        lockedUntil: sql.ref(`${table}.locked_until`),
        lockedBy: sql.ref(`${table}.locked_by`),
      },
      states,
      now,
    );
  const heads = db
    .selectFrom('events')
    .select((eb) => eb.fn.min('seq').as('seq'))
    .where('delivery_status', 'in', undelivered)
    .groupBy(['platform_id', 'resource_id']);
  return db
    .with('head', (w) =>
      w
        .selectFrom('events as e')
        .innerJoin(heads.as('h'), 'h.seq', 'e.seq')
        .select(['e.id', 'e.platform_id', 'e.resource_id', 'e.seq'])
        .where(claimable('e'))
        .orderBy('e.seq')
        .limit(sql.lit(limit))
        .forUpdate('e')
        .skipLocked(),
    )
    .with('tail', (w) =>
      w
        .selectFrom('head as h')
        .innerJoinLateral(
          (eb) =>
            eb
              .selectFrom('events as t')
              .select('t.id')
              // True while this event and every one before it (after the head) may go now.
              .select(sql<boolean>`bool_and(${claimable('t')}) over (order by t.seq)`.as('ready'))
              .whereRef('t.platform_id', '=', 'h.platform_id')
              .whereRef('t.resource_id', '=', 'h.resource_id')
              .whereRef('t.seq', '>', 'h.seq')
              .where('t.delivery_status', 'in', undelivered)
              .orderBy('t.seq')
              .limit(sql.lit(perResource - 1))
              .as('t'),
          (join) => join.onTrue(),
        )
        .select('t.id')
        .where('t.ready', '=', sql.lit(true)),
    )
    .updateTable('events')
    .set({
      delivery_status: 'DELIVERING',
      locked_until: new Date(now.getTime() + leaseMs),
      locked_by: lockedBy,
      attempts: sql`attempts + case when id = any(array(select id from head)) then 1 else 0 end`,
    })
    .where('id', '=', sql<string>`any(array(select id from head union all select id from tail))`)
    .returningAll();
}

/** Claimed events put back, untried: PENDING again as they were (deliverer.ts, `deliverChain`). */
export async function releaseEvents(db: WebhooksDb, ids: readonly string[]): Promise<void> {
  await db
    .updateTable('events')
    .set({ delivery_status: 'PENDING', locked_until: null, locked_by: null })
    .where('id', '=', sql<string>`any(${[...ids]}::uuid[])`)
    .where('delivery_status', '=', 'DELIVERING')
    .execute();
}

export async function settleEvent(db: WebhooksDb, id: string, change: Settlement): Promise<void> {
  await settleEvents(db, [id], change);
}

export interface Settlement {
  status: DeliveryStatus;
  nextAttemptAt?: Date | null;
  deliveredAt?: Date | null;
  lastError?: string | null;
}

const settled = (change: Settlement) => ({
  delivery_status: change.status,
  locked_until: null,
  locked_by: null,
  ...(change.nextAttemptAt !== undefined ? { next_attempt_at: change.nextAttemptAt } : {}),
  ...(change.deliveredAt !== undefined ? { delivered_at: change.deliveredAt } : {}),
  ...(change.lastError !== undefined ? { last_error: change.lastError } : {}),
});

export async function settleEvents(db: WebhooksDb, ids: string[], change: Settlement): Promise<void> {
  await db.updateTable('events').set(settled(change)).where('id', 'in', ids).execute();
}

/** A delivery attempt for the log, and how it leaves its event. */
export interface AttemptSettlement {
  attempt: AttemptRow;
  change: Settlement;
  /**
   * The event was sent as one of a claimed chain after its head: the claim did not count its
   * attempt, this settlement does.
   */
  countAttempt?: boolean | undefined;
  /** Claimed events of the same resource that will not go now (this one was not delivered). */
  release?: readonly string[] | undefined;
}

const ATTEMPT_COLUMNS = [
  ['id', 'uuid'],
  ['event_id', 'uuid'],
  ['platform_id', 'uuid'],
  ['url', 'text'],
  ['status_code', 'integer'],
  ['latency_ms', 'integer'],
  ['error', 'text'],
  ['response_body', 'text'],
  ['attempted_at', 'timestamptz'],
] as const;

/**
 * Attempts recorded in the log and their events settled, any number in one statement (the
 * deliverer groups the settlements that finish while one is written: src/db/group-write.ts).
 * A column a settlement leaves out keeps its value, as `settleEvents` does.
 */
export async function settleAttempts(
  db: WebhooksDb,
  settlements: readonly AttemptSettlement[],
): Promise<void> {
  assert(settlements.length > 0, 'settleAttempts needs at least one settlement');
  const released = settlements.flatMap((s) => s.release ?? []);
  const touched = [...settlements.map((s) => s.attempt.event_id), ...released];
  assert(new Set(touched).size === touched.length, 'an event is settled or released once per statement');
  const attempts = unnestRows<'webhook_attempts'>(
    ATTEMPT_COLUMNS,
    settlements.map((s) => s.attempt),
  );
  const each = <V>(value: (change: Settlement) => V) => settlements.map((s) => value(s.change));
  await sql`
    with attempt as (
      insert into webhook_attempts (${sql.join(attempts.columns.map((c) => sql.id(c)))}) ${attempts.select}
    ),
    released as (
      update events set delivery_status = 'PENDING', locked_until = null, locked_by = null
      where id = any(${released}::uuid[]) and delivery_status = 'DELIVERING'
    ),
    c as (
      select * from unnest(
        ${settlements.map((s) => s.attempt.event_id)}::uuid[],
        ${each((c) => c.status)}::text[],
        ${each((c) => c.nextAttemptAt !== undefined)}::boolean[],
        ${each((c) => c.nextAttemptAt ?? null)}::timestamptz[],
        ${each((c) => c.deliveredAt !== undefined)}::boolean[],
        ${each((c) => c.deliveredAt ?? null)}::timestamptz[],
        ${each((c) => c.lastError !== undefined)}::boolean[],
        ${each((c) => c.lastError ?? null)}::text[],
        ${settlements.map((s) => s.countAttempt === true)}::boolean[]
      ) as c(id, status, set_next, next_attempt_at, set_delivered, delivered_at, set_error, last_error, count_attempt)
    )
    update events e set
      delivery_status = c.status,
      locked_until = null,
      locked_by = null,
      next_attempt_at = case when c.set_next then c.next_attempt_at else e.next_attempt_at end,
      delivered_at = case when c.set_delivered then c.delivered_at else e.delivered_at end,
      last_error = case when c.set_error then c.last_error else e.last_error end,
      attempts = e.attempts + case when c.count_attempt then 1 else 0 end
    from c
    where e.id = c.id`.execute(db);
}

/**
 * The id of the oldest transaction still running on the server: every transaction below it has
 * committed or rolled back, so the events below it that a later read finds are all there will
 * ever be (the event stream's horizon).
 */
export async function oldestRunningTransaction(db: WebhooksDb): Promise<bigint> {
  const { rows } = await sql<{
    xmin: string;
  }>`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`.execute(db);
  return BigInt(rows[0]?.xmin ?? '0');
}

const xid8 = (xid: bigint) => sql<string>`${xid.toString()}::xid8`;

/**
 * The platform's events recorded by transaction `from` or later, but those of `except`, in
 * transaction order, then as recorded (the `events_stream` index).
 */
export async function eventsFromTransaction(
  db: WebhooksDb,
  platformId: string,
  from: bigint,
  except: readonly string[],
  limit: number,
): Promise<EventRow[]> {
  let query = db
    .selectFrom('events')
    .selectAll()
    .where('platform_id', '=', platformId)
    .where('xid', '>=', xid8(from));
  if (except.length > 0) query = query.where('id', '!=', sql<string>`all(${[...except]}::uuid[])`);
  return query.orderBy('xid').orderBy('seq').limit(limit).execute();
}

/** The first transaction that recorded an event of the platform stamped at or after `since`. */
export async function firstTransactionSince(
  db: WebhooksDb,
  platformId: string,
  since: Date,
): Promise<bigint | undefined> {
  const row = await db
    .selectFrom('events')
    .select(sql<string | null>`min(xid)::text`.as('xid'))
    .where('platform_id', '=', platformId)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return row?.xid ? BigInt(row.xid) : undefined;
}

/** The platform's events of transaction `from` or later stamped before `before`: their ids and transactions. */
export async function eventsStampedBefore(
  db: WebhooksDb,
  platformId: string,
  from: bigint,
  before: Date,
): Promise<{ id: string; xid: bigint }[]> {
  const rows = await db
    .selectFrom('events')
    .select(['id', sql<string>`xid::text`.as('xid')])
    .where('platform_id', '=', platformId)
    .where('xid', '>=', xid8(from))
    .where('created_at', '<', before)
    .execute();
  return rows.map((r) => ({ id: r.id, xid: BigInt(r.xid) }));
}

export function findEvent(db: WebhooksDb, platformId: string, id: string): Promise<EventRow | undefined> {
  return own.find(db, 'events', platformId, id);
}

/** The delivery attempts of an event of the platform, oldest first. */
export async function attemptsOf(
  db: WebhooksDb,
  event: Pick<EventRow, 'id' | 'platform_id'>,
): Promise<AttemptRow[]> {
  return db
    .selectFrom('webhook_attempts')
    .selectAll()
    .where('platform_id', '=', event.platform_id)
    .where('event_id', '=', event.id)
    .orderBy('attempted_at')
    .execute();
}

export interface EventFilter {
  type?: string | undefined;
  resourceId?: string | undefined;
  deliveryStatus?: string | undefined;
}

export async function listEvents(
  db: WebhooksDb,
  platformId: string,
  filter: EventFilter,
  page: PageRequest,
): Promise<Page<EventRow>> {
  let query = db.selectFrom('events').selectAll().where('platform_id', '=', platformId);
  if (filter.type !== undefined) query = query.where('type', '=', filter.type);
  if (filter.resourceId !== undefined) query = query.where('resource_id', '=', filter.resourceId);
  if (filter.deliveryStatus !== undefined) {
    query = query.where(sql<string>`delivery_status`, '=', filter.deliveryStatus);
  }
  return paginate(query, page, db);
}

/** Records one event as given (its delivery state included), and answers its row. */
export function insertEvent(db: WebhooksDb, event: Insertable<EventsTable>): Promise<EventRow> {
  return own.insert(db, 'events', event);
}

export async function findSigningKey(
  db: WebhooksDb,
  platformId: string,
): Promise<Pick<Selectable<WebhookSigningKeysTable>, 'sealed_private_key' | 'public_key_pem'> | undefined> {
  return db
    .selectFrom('webhook_signing_keys')
    .select(['sealed_private_key', 'public_key_pem'])
    .where('platform_id', '=', platformId)
    .executeTakeFirst();
}

/** Stores a platform's key pair unless it has one already (the one stored first wins). */
export async function insertSigningKey(
  db: WebhooksDb,
  key: Insertable<WebhookSigningKeysTable>,
): Promise<void> {
  await db
    .insertInto('webhook_signing_keys')
    .values(key)
    .onConflict((oc) => oc.column('platform_id').doNothing())
    .execute();
}
