import { type Kysely, sql } from 'kysely';

/**
 * The transaction that recorded each event, so the event stream can follow commit order
 * (src/modules/webhooks/stream.ts): an event's `created_at` is read when its work starts and
 * its `seq` when it is inserted, and either can be passed by an event that commits first.
 * Events recorded before this migration have none; no stream reaches back that far.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The default set apart from the column: existing rows keep null instead of a table rewrite.
  await sql`alter table events add column xid xid8`.execute(db);
  await sql`alter table events alter column xid set default pg_current_xact_id()`.execute(db);
  await sql`create index events_stream on events (platform_id, xid, seq)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index events_stream`.execute(db);
  await sql`alter table events drop column xid`.execute(db);
}
