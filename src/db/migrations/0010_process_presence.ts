import { type Kysely, sql } from 'kysely';

// Which live process holds a job, an event being delivered or an idempotency key. Every
// process takes a number from the sequence and holds an advisory lock on it for as long as it
// lives (src/db/presence.ts): what a process that died was holding is taken over within a
// poll, not after a lease of minutes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence service_processes as integer minvalue 1 cycle`.execute(db);
  await sql`alter table jobs add column locked_by integer`.execute(db);
  await sql`alter table events add column locked_by integer`.execute(db);
  await sql`alter table idempotency_keys add column locked_by integer`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table idempotency_keys drop column locked_by`.execute(db);
  await sql`alter table events drop column locked_by`.execute(db);
  await sql`alter table jobs drop column locked_by`.execute(db);
  await sql`drop sequence service_processes`.execute(db);
}
