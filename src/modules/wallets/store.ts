import { assert } from '../../assert.js';
import { type Insertable, type Selectable, sql } from 'kysely';
import type {
  WalletDelegatedKeysTable,
  WalletOperationsTable,
  WalletCredentialsTable,
  WalletRequestsTable,
  WalletSessionsTable,
  WalletsDb,
} from './tables.js';

export type CredentialRow = Selectable<WalletCredentialsTable>;
export type SessionRow = Selectable<WalletSessionsTable>;
export type RequestRow = Selectable<WalletRequestsTable>;
export type OperationRow = Selectable<WalletOperationsTable>;
export type DelegatedKeyRow = Selectable<WalletDelegatedKeysTable>;

// ---------------------------------------------------------------------------------------
// Credentials

/** Namespace of the wallets' transaction locks (ASCII "wall"), apart from the presence locks. */
const WALLET_LOCKS = 0x77616c6c;

/** Serializes, until the transaction ends, the credential registrations of one wallet. */
export async function lockWallet(db: WalletsDb, accountId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${sql.lit(WALLET_LOCKS)}, hashtext(${accountId}))`.execute(db);
}

export async function insertCredential(
  db: WalletsDb,
  row: Insertable<WalletCredentialsTable>,
): Promise<CredentialRow> {
  return db.insertInto('wallet_credentials').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findCredential(
  db: WalletsDb,
  platformId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CredentialRow | undefined> {
  let query = db
    .selectFrom('wallet_credentials')
    .selectAll()
    .where('platform_id', '=', platformId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The live (not revoked) credentials of a wallet, oldest first. */
export async function listCredentials(
  db: WalletsDb,
  platformId: string,
  accountId: string,
): Promise<CredentialRow[]> {
  return db
    .selectFrom('wallet_credentials')
    .selectAll()
    .where('platform_id', '=', platformId)
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function setOtpTarget(
  db: WalletsDb,
  id: string,
  target: { sealedPrivateKey: string; publicKey: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db
    .updateTable('wallet_credentials')
    .set({
      sealed_otp_target_private: target.sealedPrivateKey,
      otp_target_public: target.publicKey,
      otp_expires_at: target.expiresAt,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/** The live credentials of `type` on the given wallets, locked when asked, oldest first. */
export async function credentialsOfType(
  db: WalletsDb,
  platformId: string,
  accountIds: string[],
  type: CredentialRow['type'],
  options: { forUpdate?: boolean } = {},
): Promise<CredentialRow[]> {
  if (accountIds.length === 0) return [];
  let query = db
    .selectFrom('wallet_credentials')
    .selectAll()
    .where('platform_id', '=', platformId)
    .where('account_id', 'in', accountIds)
    .where('type', '=', type)
    .where('revoked_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id');
  if (options.forUpdate) query = query.forUpdate();
  return query.execute();
}

/** Whether a live credential of `type` on a wallet other than `exceptAccountIds` sends its codes to `contact`. */
export async function contactTaken(
  db: WalletsDb,
  platformId: string,
  type: CredentialRow['type'],
  contact: string,
  exceptAccountIds: string[],
): Promise<boolean> {
  let query = db
    .selectFrom('wallet_credentials')
    .select('id')
    .where('platform_id', '=', platformId)
    .where('type', '=', type)
    .where('revoked_at', 'is', null)
    .where(sql<string>`lower(details ->> 'contact')`, '=', contact.toLowerCase());
  if (exceptAccountIds.length > 0) query = query.where('account_id', 'not in', exceptAccountIds);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** Points OTP credentials at a new contact (their codes go there from now on). */
export async function setCredentialContact(
  db: WalletsDb,
  ids: string[],
  contact: string,
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('wallet_credentials')
    .set({ details: sql`jsonb_set(details, '{contact}', to_jsonb(${contact}::text))`, updated_at: now })
    .where('id', 'in', ids)
    .execute();
}

/** The live PASSKEY credential of the platform with WebAuthn credential id `credentialId`. */
export async function findPasskey(
  db: WalletsDb,
  platformId: string,
  credentialId: string,
): Promise<CredentialRow | undefined> {
  return db
    .selectFrom('wallet_credentials')
    .selectAll()
    .where('platform_id', '=', platformId)
    .where('type', '=', sql.lit('PASSKEY'))
    .where(sql<string>`details ->> 'credentialId'`, '=', credentialId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** The signature counter a passkey last reported (WebAuthn 6.1.1). */
export async function setPasskeyCounter(
  db: WalletsDb,
  id: string,
  counter: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable('wallet_credentials')
    .set({ details: sql`jsonb_set(details, '{counter}', to_jsonb(${counter}::bigint))`, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** A verified credential: its one-time target is used up. */
export async function markVerified(db: WalletsDb, id: string, now: Date): Promise<void> {
  await db
    .updateTable('wallet_credentials')
    .set({
      verified_at: now,
      sealed_otp_target_private: null,
      otp_target_public: null,
      otp_expires_at: null,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

export async function revokeCredential(db: WalletsDb, id: string, now: Date): Promise<void> {
  await db
    .updateTable('wallet_credentials')
    .set({ revoked_at: now, sealed_otp_target_private: null, otp_target_public: null, updated_at: now })
    .where('id', '=', id)
    .execute();
  await db
    .updateTable('wallet_sessions')
    .set({ revoked_at: now, updated_at: now })
    .where('credential_id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

// ---------------------------------------------------------------------------------------
// Sessions

export async function insertSession(
  db: WalletsDb,
  row: Insertable<WalletSessionsTable>,
): Promise<SessionRow> {
  return db.insertInto('wallet_sessions').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Revokes the wallet's sessions in force beyond the newest `keep` (spec 8: sessions are few). */
export async function revokeSessionsBeyond(
  db: WalletsDb,
  accountId: string,
  keep: number,
  now: Date,
): Promise<void> {
  await sql`
    update wallet_sessions set revoked_at = ${now}, updated_at = ${now}
    where id in (
      select id from wallet_sessions
      where account_id = ${accountId} and revoked_at is null and expires_at > ${now}
      order by created_at desc, id desc
      offset ${sql.lit(keep)}
    )`.execute(db);
}

/** Sessions of a wallet still in force at `now`, newest first. */
export async function activeSessions(
  db: WalletsDb,
  platformId: string,
  accountId: string,
  now: Date,
): Promise<SessionRow[]> {
  return db
    .selectFrom('wallet_sessions')
    .selectAll()
    .where('platform_id', '=', platformId)
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The session in force at `now` whose signing key is `publicKey` (compressed hex). */
export async function activeSessionOfKey(
  db: WalletsDb,
  platformId: string,
  accountId: string,
  publicKey: string,
  now: Date,
): Promise<SessionRow | undefined> {
  return db
    .selectFrom('wallet_sessions')
    .selectAll()
    .where('platform_id', '=', platformId)
    .where('account_id', '=', accountId)
    .where('public_key', '=', publicKey)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function findSession(
  db: WalletsDb,
  platformId: string,
  id: string,
): Promise<SessionRow | undefined> {
  return db
    .selectFrom('wallet_sessions')
    .selectAll()
    .where('platform_id', '=', platformId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function revokeSession(db: WalletsDb, id: string, now: Date): Promise<void> {
  await db
    .updateTable('wallet_sessions')
    .set({ revoked_at: now, updated_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

// ---------------------------------------------------------------------------------------
// Signed-retry requests

export async function insertRequest(
  db: WalletsDb,
  row: Insertable<WalletRequestsTable>,
): Promise<RequestRow> {
  return db.insertInto('wallet_requests').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The operation a request of the platform was issued for, read without a lock. */
export async function requestOperation(
  db: WalletsDb,
  platformId: string,
  id: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('wallet_requests')
    .select('operation')
    .where('platform_id', '=', platformId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.operation;
}

/** A request of the platform, locked so that one retry consumes it. */
export async function lockRequest(
  db: WalletsDb,
  platformId: string,
  id: string,
): Promise<RequestRow | undefined> {
  return db
    .selectFrom('wallet_requests')
    .selectAll()
    .where('platform_id', '=', platformId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function consumeRequest(db: WalletsDb, id: string, now: Date): Promise<void> {
  await db
    .updateTable('wallet_requests')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .execute();
}

/** Requests expired before `before`: nothing can use them any more. */
export async function deleteExpiredRequests(db: WalletsDb, before: Date): Promise<void> {
  await db.deleteFrom('wallet_requests').where('expires_at', '<', before).execute();
}

// ---------------------------------------------------------------------------------------
// Enclave keys

/**
 * A value made once on first use (a key, a sealed secret): read it, else insert what `make`
 * gives unless another first use inserted meanwhile (ON CONFLICT DO NOTHING), and read again,
 * so two first uses at once both get the one that won.
 */
async function madeOnce<T>(read: () => Promise<T | undefined>, insert: () => Promise<unknown>): Promise<T> {
  const existing = await read();
  if (existing !== undefined) return existing;
  await insert();
  const stored = await read();
  assert(stored !== undefined, 'a value inserted on conflict do nothing is there to read');
  return stored;
}

export async function enclaveKey(
  db: WalletsDb,
  platformId: string,
  make: () => { sealedPrivateKey: string; publicKey: string },
  now: Date,
): Promise<{ sealed_private_key: string; public_key: string }> {
  return madeOnce(
    () =>
      db
        .selectFrom('wallet_enclave_keys')
        .select(['sealed_private_key', 'public_key'])
        .where('platform_id', '=', platformId)
        .executeTakeFirst(),
    () => {
      const made = make();
      return db
        .insertInto('wallet_enclave_keys')
        .values({
          platform_id: platformId,
          sealed_private_key: made.sealedPrivateKey,
          public_key: made.publicKey,
          created_at: now,
        })
        .onConflict((oc) => oc.column('platform_id').doNothing())
        .execute();
    },
  );
}

// ---------------------------------------------------------------------------------------
// Sealed secrets

/** The wallet's sealed recovery phrase, sealed by `make` on first use (one wins). */
export async function sealedMnemonic(
  db: WalletsDb,
  wallet: { id: string; platform_id: string },
  make: () => string,
  now: Date,
): Promise<string> {
  const row = await madeOnce(
    () =>
      db
        .selectFrom('wallet_secrets')
        .select('sealed_mnemonic')
        .where('account_id', '=', wallet.id)
        .executeTakeFirst(),
    () =>
      db
        .insertInto('wallet_secrets')
        .values({
          account_id: wallet.id,
          platform_id: wallet.platform_id,
          sealed_mnemonic: make(),
          created_at: now,
        })
        .onConflict((oc) => oc.column('account_id').doNothing())
        .execute(),
  );
  return row.sealed_mnemonic;
}

// ---------------------------------------------------------------------------------------
// Operations

export async function insertOperation(
  db: WalletsDb,
  row: Insertable<WalletOperationsTable>,
): Promise<OperationRow> {
  return db.insertInto('wallet_operations').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function operationOfRequest(
  db: WalletsDb,
  requestId: string,
): Promise<OperationRow | undefined> {
  return db
    .selectFrom('wallet_operations')
    .selectAll()
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

/** An export of the wallet to `clientPublicKey` under another request than `requestId`, if any. */
export async function exportToKey(
  db: WalletsDb,
  accountId: string,
  clientPublicKey: string,
  requestId?: string,
): Promise<OperationRow | undefined> {
  let query = db
    .selectFrom('wallet_operations')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('client_public_key', '=', clientPublicKey);
  if (requestId) query = query.where('request_id', '!=', requestId);
  return query.executeTakeFirst();
}

export async function lockOperation(db: WalletsDb, id: string): Promise<OperationRow | undefined> {
  return db.selectFrom('wallet_operations').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function completeOperation(db: WalletsDb, id: string, now: Date): Promise<OperationRow> {
  return db
    .updateTable('wallet_operations')
    .set({ status: 'COMPLETED', completed_at: now, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

// ---------------------------------------------------------------------------------------
// Delegated keys

export async function insertDelegatedKey(
  db: WalletsDb,
  row: Insertable<WalletDelegatedKeysTable>,
): Promise<void> {
  await db.insertInto('wallet_delegated_keys').values(row).execute();
}

/** A delegated key of the platform, locked until the transaction ends when asked. */
export async function findDelegatedKey(
  db: WalletsDb,
  platformId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<DelegatedKeyRow | undefined> {
  const query = db
    .selectFrom('wallet_delegated_keys')
    .selectAll()
    .where('platform_id', '=', platformId)
    .where('id', '=', id);
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

/** The ACTIVE key of a card funding source, if any. */
export async function activeDelegatedKey(
  db: WalletsDb,
  fundingSourceId: string,
): Promise<DelegatedKeyRow | undefined> {
  return db
    .selectFrom('wallet_delegated_keys')
    .selectAll()
    .where('funding_source_id', '=', fundingSourceId)
    .where('status', '=', sql.lit('ACTIVE'))
    .executeTakeFirst();
}

export async function listDelegatedKeys(
  db: WalletsDb,
  platformId: string,
  filter: { accountId?: string | undefined; fundingSourceId?: string | undefined },
): Promise<DelegatedKeyRow[]> {
  let query = db.selectFrom('wallet_delegated_keys').selectAll().where('platform_id', '=', platformId);
  if (filter.accountId) query = query.where('account_id', '=', filter.accountId);
  if (filter.fundingSourceId) query = query.where('funding_source_id', '=', filter.fundingSourceId);
  return query.orderBy('created_at').orderBy('id').execute();
}

export async function setDelegatedKeyStatus(
  db: WalletsDb,
  id: string,
  status: DelegatedKeyRow['status'],
  now: Date,
): Promise<DelegatedKeyRow> {
  return db
    .updateTable('wallet_delegated_keys')
    .set({ status, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
