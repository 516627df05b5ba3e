import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A quote whose payer is a customer in an SCA region waits for the customer's authorization
  // (PENDING_AUTHORIZATION) before it is paid; null where Strong Customer Authentication does
  // not apply. `execute_on_authorization`: the platform already asked for the execution
  // (immediatelyExecute, or POST .../execute), so the authorization executes it.
  await sql`
    alter table quotes
      add column sca_status text check (sca_status in ('PENDING_AUTHORIZATION', 'AUTHORIZED')),
      add column sca_authorized_at timestamptz(3),
      add column execute_on_authorization boolean not null default false`.execute(db);
  // Trust and untrust challenges are SCA challenges now (sca_challenges, by subject): an
  // outstanding one of the old kind simply expires (they lived five minutes).
  await sql`alter table external_accounts drop column trust_challenge`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table external_accounts add column trust_challenge jsonb`.execute(db);
  await sql`
    alter table quotes
      drop column sca_status,
      drop column sca_authorized_at,
      drop column execute_on_authorization`.execute(db);
}
