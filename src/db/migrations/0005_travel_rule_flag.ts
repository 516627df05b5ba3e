import { type Kysely, sql } from 'kysely';

// Whether counterparty rules (EU Travel Rule) apply to the platform's EU/EEA customers:
// their FIRST_PARTY self-custody wallets then need ownership verification.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table platform_configs add column travel_rule_enabled boolean not null default true`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table platform_configs drop column travel_rule_enabled`.execute(db);
}
