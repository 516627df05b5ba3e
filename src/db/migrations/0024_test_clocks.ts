import { type Kysely, sql } from 'kysely';
import { platformKey, timestamps } from './columns.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A sandbox platform's test clock (src/test-clocks): its time runs offset_ms ahead of the
  // service's once advanced; ADVANCING while an advance runs its delayed outcomes.
  await sql`
    create table test_clocks (
      ${platformKey},
      offset_ms bigint not null default 0 check (offset_ms >= 0),
      status text not null default 'READY' check (status in ('READY', 'ADVANCING')),
      advancing_since timestamptz(3),
      ${timestamps}
    )`.execute(db);
  // Processes keep each platform's offset in memory (src/db/changes.ts): any write announces
  // itself, inserts too (a platform without a row is kept as offset 0).
  await sql`
    create function announce_test_clock() returns trigger language plpgsql as $$
    begin
      perform pg_notify('payments_service_changes', 'clock:' || coalesce(new.platform_id, old.platform_id));
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger test_clocks_announce after insert or update or delete on test_clocks
    for each row execute function announce_test_clock()`.execute(db);
  // A job knows the platform it works for: it runs in that platform's time, and an advance of
  // the platform's clock moves its queued jobs (null: work of no platform).
  await sql`alter table jobs add column platform_id uuid`.execute(db);
  await sql`create index jobs_queued_by_platform on jobs (platform_id, run_at) where state = 'QUEUED'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index jobs_queued_by_platform`.execute(db);
  await sql`alter table jobs drop column platform_id`.execute(db);
  await sql`drop trigger test_clocks_announce on test_clocks`.execute(db);
  await sql`drop function announce_test_clock()`.execute(db);
  await sql`drop table test_clocks`.execute(db);
}
