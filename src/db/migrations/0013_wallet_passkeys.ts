import { type Kysely, sql } from 'kysely';

// A WebAuthn credential belongs to one person: registered once per platform while it is live
// (PASSKEY_CREDENTIAL_ALREADY_EXISTS), whichever wallet tries to register it again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create unique index wallet_credentials_one_passkey
    on wallet_credentials (platform_id, (details ->> 'credentialId'))
    where revoked_at is null and type = 'PASSKEY'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index wallet_credentials_one_passkey`.execute(db);
}
