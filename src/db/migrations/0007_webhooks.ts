import { type Kysely, sql } from 'kysely';
import { belongsTo, dropTables, platformColumn, platformKey } from './columns.js';

// Webhook delivery from the events outbox: delivery state on each event, a log of attempts,
// and each platform's signing key pair.
export async function up(db: Kysely<unknown>): Promise<void> {
  // `seq` orders events of one resource (created_at ties within a millisecond).
  await sql`alter table events add column seq bigserial`.execute(db);
  await sql`alter table events add column delivery_status text not null default 'PENDING'
    check (delivery_status in ('PENDING', 'DELIVERING', 'DELIVERED', 'FAILED', 'UNDELIVERABLE'))`.execute(db);
  await sql`alter table events add column attempts integer not null default 0`.execute(db);
  await sql`alter table events add column next_attempt_at timestamptz(3)`.execute(db);
  await sql`alter table events add column locked_until timestamptz(3)`.execute(db);
  await sql`alter table events add column delivered_at timestamptz(3)`.execute(db);
  await sql`alter table events add column last_error text`.execute(db);
  await sql`update events set next_attempt_at = created_at`.execute(db);
  await sql`create index events_due on events (next_attempt_at, seq) where delivery_status in ('PENDING', 'DELIVERING')`.execute(
    db,
  );
  await sql`create index events_resource on events (platform_id, resource_id, seq)`.execute(db);

  await sql`
    create table webhook_attempts (
      id uuid primary key,
      ${belongsTo('event_id', 'events')},
      ${platformColumn},
      url text,
      status_code integer,
      latency_ms integer not null,
      error text,
      response_body text,
      attempted_at timestamptz(3) not null
    )`.execute(db);
  await sql`create index webhook_attempts_event on webhook_attempts (event_id, attempted_at)`.execute(db);

  await sql`
    create table webhook_signing_keys (
      ${platformKey},
      private_key_pem text not null,
      public_key_pem text not null,
      created_at timestamptz(3) not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, 'webhook_signing_keys', 'webhook_attempts');
  await sql`drop index events_resource`.execute(db);
  await sql`drop index events_due`.execute(db);
  for (const column of [
    'last_error',
    'delivered_at',
    'locked_until',
    'next_attempt_at',
    'attempts',
    'delivery_status',
    'seq',
  ]) {
    await sql`alter table events drop column ${sql.raw(column)}`.execute(db);
  }
}
