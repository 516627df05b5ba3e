import { type Kysely, sql } from 'kysely';

/**
 * The revision a platform's answers and webhooks are given in when a request names none
 * (docs/revisions.md); null follows the server's API_REVISION. The service checks the value:
 * a constraint would have to change with every new revision.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table platform_configs add column api_revision text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table platform_configs drop column api_revision`.execute(db);
}
