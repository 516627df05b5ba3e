import { type Kysely, sql } from 'kysely';

/**
 * Every private key at rest is sealed under the key-encryption key (src/modules/keys). The
 * webhook signing keys and the wallet enclave keys were kept in clear: their columns are
 * renamed, and the values still in clear are sealed at the next start, which has the key
 * (migrations run without it). A process of an earlier version, which would write a key in
 * clear, fails on the renamed column instead of writing one. The OTP targets were in clear
 * too: they live for minutes, so they are dropped (the client asks for a new code) rather
 * than sealed. The table of the key kept in the database is no longer the wallets' own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table wallet_key_encryption_keys rename to key_encryption_keys`.execute(db);
  await sql`alter table webhook_signing_keys rename column private_key_pem to sealed_private_key`.execute(db);
  await sql`alter table wallet_enclave_keys rename column private_key to sealed_private_key`.execute(db);
  await sql`
    update wallet_credentials
    set otp_target_private = null, otp_target_public = null, otp_expires_at = null
    where otp_target_private is not null`.execute(db);
  await sql`alter table wallet_credentials rename column otp_target_private to sealed_otp_target_private`.execute(
    db,
  );
}

/** Down leaves the values sealed: a downgrade needs them opened first, which needs the key. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table wallet_credentials rename column sealed_otp_target_private to otp_target_private`.execute(
    db,
  );
  await sql`alter table wallet_enclave_keys rename column sealed_private_key to private_key`.execute(db);
  await sql`alter table webhook_signing_keys rename column sealed_private_key to private_key_pem`.execute(db);
  await sql`alter table key_encryption_keys rename to wallet_key_encryption_keys`.execute(db);
}
