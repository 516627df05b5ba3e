import { type Kysely, sql } from 'kysely';

// The resource a money-moving request created, written in the request's own database
// transaction: a retry after a crash between that commit and the stored response answers
// with the resource instead of moving the money again (docs/decisions/0006).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table idempotency_keys add column resource_id text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table idempotency_keys drop column resource_id`.execute(db);
}
