import { assert } from '../../assert.js';
import { type Insertable, type Selectable, sql } from 'kysely';
import { type FindOptions, type OwnRow, ownRows } from '../../db/rows.js';
import type {
  WalletDelegatedKeysTable,
  WalletOperationsTable,
  WalletCredentialsTable,
  WalletRequestsTable,
  WalletSessionsTable,
  WalletsDb,
  WalletsTables,
} from './tables.js';

const own = ownRows<WalletsTables>();

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

export function insertCredential(
  db: WalletsDb,
  row: Insertable<WalletCredentialsTable>,
): Promise<CredentialRow> {
  return own.insert(db, 'wallet_credentials', row);
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
  of: OwnRow,
  target: { sealedPrivateKey: string; publicKey: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  const changes = {
    sealed_otp_target_private: target.sealedPrivateKey,
    otp_target_public: target.publicKey,
    otp_expires_at: target.expiresAt,
  };
  await own.update(db, 'wallet_credentials', of, changes, now);
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
  platformId: string,
  ids: string[],
  contact: string,
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('wallet_credentials')
    .set({ details: sql`jsonb_set(details, '{contact}', to_jsonb(${contact}::text))`, updated_at: now })
    .where('platform_id', '=', platformId)
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
  of: OwnRow,
  counter: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable('wallet_credentials')
    .set({ details: sql`jsonb_set(details, '{counter}', to_jsonb(${counter}::bigint))`, updated_at: now })
    .where('platform_id', '=', of.platform_id)
    .where('id', '=', of.id)
    .execute();
}

/** A verified credential: its one-time target is used up. */
export async function markVerified(db: WalletsDb, of: OwnRow, now: Date): Promise<void> {
  const used = { sealed_otp_target_private: null, otp_target_public: null, otp_expires_at: null };
  await own.update(db, 'wallet_credentials', of, { verified_at: now, ...used }, now);
}

export async function revokeCredential(db: WalletsDb, of: OwnRow, now: Date): Promise<void> {
  const changes = { revoked_at: now, sealed_otp_target_private: null, otp_target_public: null };
  await own.update(db, 'wallet_credentials', of, changes, now);
  await db
    .updateTable('wallet_sessions')
    .set({ revoked_at: now, updated_at: now })
    .where('platform_id', '=', of.platform_id)
    .where('credential_id', '=', of.id)
    .where('revoked_at', 'is', null)
    .execute();
}

// ---------------------------------------------------------------------------------------
// Sessions

export function insertSession(db: WalletsDb, row: Insertable<WalletSessionsTable>): Promise<SessionRow> {
  return own.insert(db, 'wallet_sessions', row);
}

/** Revokes the wallet's sessions in force beyond the newest `keep` (spec 8: sessions are few). */
export async function revokeSessionsBeyond(
  db: WalletsDb,
  wallet: { platform_id: string; account_id: string },
  keep: number,
  now: Date,
): Promise<void> {
  await sql`
    update wallet_sessions set revoked_at = ${now}, updated_at = ${now}
    where platform_id = ${wallet.platform_id} and id in (
      select id from wallet_sessions
      where platform_id = ${wallet.platform_id} and account_id = ${wallet.account_id}
        and revoked_at is null and expires_at > ${now}
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

export function findSession(db: WalletsDb, platformId: string, id: string): Promise<SessionRow | undefined> {
  return own.find(db, 'wallet_sessions', platformId, id);
}

/** Revokes a session still in force (a revoked one keeps the time it was revoked). */
export async function revokeSession(db: WalletsDb, of: OwnRow, now: Date): Promise<void> {
  await db
    .updateTable('wallet_sessions')
    .set({ revoked_at: now, updated_at: now })
    .where('platform_id', '=', of.platform_id)
    .where('id', '=', of.id)
    .where('revoked_at', 'is', null)
    .execute();
}

// ---------------------------------------------------------------------------------------
// Signed-retry requests

export function insertRequest(db: WalletsDb, row: Insertable<WalletRequestsTable>): Promise<RequestRow> {
  return own.insert(db, 'wallet_requests', row);
}

/** The operation a request of the platform was issued for, read without a lock. */
export async function requestOperation(
  db: WalletsDb,
  platformId: string,
  id: string,
): Promise<string | undefined> {
  return (await own.find(db, 'wallet_requests', platformId, id))?.operation;
}

/** A request of the platform, locked so that one retry consumes it. */
export function lockRequest(db: WalletsDb, platformId: string, id: string): Promise<RequestRow | undefined> {
  return own.find(db, 'wallet_requests', platformId, id, { forUpdate: true });
}

export async function consumeRequest(db: WalletsDb, of: OwnRow, now: Date): Promise<void> {
  await db
    .updateTable('wallet_requests')
    .set({ consumed_at: now })
    .where('platform_id', '=', of.platform_id)
    .where('id', '=', of.id)
    .where('consumed_at', 'is', null)
    .execute();
}

/** Requests of every platform expired before `before`: nothing can use them any more. */
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
    () => own.findBy(db, 'wallet_secrets', wallet.platform_id, 'account_id', wallet.id),
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

export function insertOperation(
  db: WalletsDb,
  row: Insertable<WalletOperationsTable>,
): Promise<OperationRow> {
  return own.insert(db, 'wallet_operations', row);
}

/** The operation a request of the platform started (its request id is unique). */
export function operationOfRequest(
  db: WalletsDb,
  platformId: string,
  requestId: string,
): Promise<OperationRow | undefined> {
  return own.findBy(db, 'wallet_operations', platformId, 'request_id', requestId);
}

/** An export of the wallet to `clientPublicKey` under another request than `requestId`, if any. */
export async function exportToKey(
  db: WalletsDb,
  wallet: OwnRow,
  clientPublicKey: string,
  requestId?: string,
): Promise<OperationRow | undefined> {
  let query = db
    .selectFrom('wallet_operations')
    .selectAll()
    .where('platform_id', '=', wallet.platform_id)
    .where('account_id', '=', wallet.id)
    .where('client_public_key', '=', clientPublicKey);
  if (requestId) query = query.where('request_id', '!=', requestId);
  return query.executeTakeFirst();
}

export function lockOperation(
  db: WalletsDb,
  platformId: string,
  id: string,
): Promise<OperationRow | undefined> {
  return own.find(db, 'wallet_operations', platformId, id, { forUpdate: true });
}

/** Completes an operation the caller holds locked. */
export async function completeOperation(db: WalletsDb, of: OwnRow, now: Date): Promise<OperationRow> {
  const row = await own.update(db, 'wallet_operations', of, { status: 'COMPLETED', completed_at: now }, now);
  assert(row !== undefined, 'a locked operation is there to complete');
  return row;
}

// ---------------------------------------------------------------------------------------
// Delegated keys

export async function insertDelegatedKey(
  db: WalletsDb,
  row: Insertable<WalletDelegatedKeysTable>,
): Promise<void> {
  await own.insert(db, 'wallet_delegated_keys', row);
}

/** A delegated key of the platform, locked until the transaction ends when asked. */
export function findDelegatedKey(
  db: WalletsDb,
  platformId: string,
  id: string,
  options?: FindOptions,
): Promise<DelegatedKeyRow | undefined> {
  return own.find(db, 'wallet_delegated_keys', platformId, id, options);
}

/** The ACTIVE key of a card funding source of the platform, if any. */
export async function activeDelegatedKey(
  db: WalletsDb,
  platformId: string,
  fundingSourceId: string,
): Promise<DelegatedKeyRow | undefined> {
  return db
    .selectFrom('wallet_delegated_keys')
    .selectAll()
    .where('platform_id', '=', platformId)
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

/** Moves a key the caller holds locked to `status`. */
export async function setDelegatedKeyStatus(
  db: WalletsDb,
  of: OwnRow,
  status: DelegatedKeyRow['status'],
  now: Date,
): Promise<DelegatedKeyRow> {
  const row = await own.update(db, 'wallet_delegated_keys', of, { status }, now);
  assert(row !== undefined, 'a locked key is there to change');
  return row;
}
