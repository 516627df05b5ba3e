import { hash as digestOf } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ServiceContext } from '../../context.js';
import {
  decoyHash,
  generateClientId,
  generateClientSecret,
  hashSecret,
  verifySecret,
} from '../../crypto/secrets.js';
import { storeList } from '../../db/pagination.js';
import type { Database } from '../../db/schema.js';
import type { ApiTokenRow } from './tables.js';
import { ApiError, forbidden, notFound } from '../../errors.js';
import { findByPublicId, formatId, newUuid, parseId } from '../../ids.js';
import { PERMISSIONS, type Permission } from './permissions.js';
import * as store from './store.js';

export interface ApiToken {
  id: string;
  name: string;
  permissions: Permission[];
  clientId: string;
  createdAt: string;
  updatedAt: string;
}

export interface IssuedApiToken extends ApiToken {
  /** Shown once, in the response that creates the token; only its hash is stored. */
  clientSecret: string;
}

export interface Caller {
  platformId: string;
  tokenId: string;
  permissions: readonly Permission[];
}

const toApiToken = (row: ApiTokenRow): ApiToken => ({
  id: formatId('Token', row.id),
  name: row.name,
  permissions: PERMISSIONS.filter((p) => row.permissions.includes(p)),
  clientId: row.client_id,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

const tokenNotFound = (id: string) => notFound('TOKEN_NOT_FOUND', `Token ${id} not found`);

/**
 * Writes a token row; `db` may be a transaction so a platform and its first token appear together.
 * The secret it was made with is remembered as verified (`rememberVerified`): its first use costs
 * no scrypt (each, past the first in a process, leaves 16 MiB in a thread of the pool).
 */
export async function insertNewToken(
  db: Kysely<Database>,
  now: Date,
  platformId: string,
  input: { name: string; permissions: readonly Permission[]; clientId?: string; clientSecret?: string },
): Promise<IssuedApiToken> {
  const clientId = input.clientId ?? generateClientId();
  const clientSecret = input.clientSecret ?? generateClientSecret();
  const row = await store.insertToken(db, {
    id: newUuid(),
    platform_id: platformId,
    name: input.name,
    permissions: [...new Set(input.permissions)],
    client_id: clientId,
    secret_hash: await hashSecret(clientSecret),
    created_at: now,
    updated_at: now,
  });
  rememberVerified(row, digestOfSecret(clientSecret));
  return { ...toApiToken(row), clientSecret };
}

/**
 * A token can hand out only permissions it holds itself, so a VIEW+MANAGE token cannot
 * mint a TRANSACT token (docs/decisions/0002-token-permissions.md).
 */
export async function createToken(
  ctx: ServiceContext,
  caller: Caller,
  input: { name: string; permissions: Permission[] },
): Promise<IssuedApiToken> {
  const missing = input.permissions.filter((p) => !caller.permissions.includes(p));
  if (missing.length > 0) {
    throw forbidden(`A token cannot grant permissions it does not hold itself: ${missing.join(', ')}`);
  }
  return insertNewToken(ctx.db, ctx.clock.now(), caller.platformId, input);
}

export async function getToken(ctx: ServiceContext, platformId: string, tokenId: string): Promise<ApiToken> {
  const row = await findByPublicId('Token', tokenId, tokenNotFound, (uuid) =>
    store.findToken(ctx.db, platformId, uuid),
  );
  return toApiToken(row);
}

export const listTokens = storeList(store.listTokens, toApiToken);

/**
 * Deleting takes effect at once in this process and, through the change feed, within
 * milliseconds in every other one (src/db/changes.ts).
 */
export async function deleteToken(ctx: ServiceContext, caller: Caller, tokenId: string): Promise<void> {
  const uuid = parseId('Token', tokenId);
  if (uuid === caller.tokenId) {
    throw new ApiError(400, 'INVALID_INPUT', 'A token cannot delete itself; use another token with MANAGE');
  }
  const clientId = uuid ? await store.deleteToken(ctx.db, caller.platformId, uuid) : undefined;
  if (clientId === undefined) throw tokenNotFound(tokenId);
  ctx.changes?.drop('token', clientId);
}

/**
 * The token a client id names: from this process's copy when it has a fresh one (kept until
 * any process changes the token), else from the database.
 */
function tokenByClientId(ctx: ServiceContext, clientId: string): Promise<ApiTokenRow | undefined> {
  const load = () => store.findTokenByClientId(ctx.db, clientId);
  return ctx.changes && !ctx.db.isTransaction ? ctx.changes.read('token', clientId, load) : load();
}

// Successful scrypt checks are remembered by (token, digest of the presented secret), with the
// stored hash they were checked against: a deleted or re-keyed token is a new row or none (its
// copy is dropped everywhere), so it fails at once, but a correct secret is not re-hashed each
// time. Two levels rather than one key made of the three: the token's id is the kept row's own
// string, whose hash V8 keeps, so a request hashes only the 43 characters of its digest instead
// of a new string of some 180 (a fifth of an authentication). Bounded, oldest token evicted.
const verified = new Map<string, Map<string, string>>();
let verifiedCount = 0;
const VERIFIED_MAX = 10_000;

// One-shot: a third of the cost of a Hash object, on every authenticated request.
const digestOfSecret = (secret: string): string => digestOf('sha256', secret, 'base64url');

const isVerified = (row: ApiTokenRow, digest: string): boolean =>
  verified.get(row.id)?.get(digest) === row.secret_hash;

function rememberVerified(row: ApiTokenRow, digest: string): void {
  if (verified.get(row.id)?.has(digest) !== true && verifiedCount >= VERIFIED_MAX) {
    const [oldest, digests] = verified.entries().next().value as [string, Map<string, string>];
    verified.delete(oldest);
    verifiedCount -= digests.size;
  }
  let digests = verified.get(row.id);
  if (digests === undefined) {
    digests = new Map();
    verified.set(row.id, digests);
  }
  if (!digests.has(digest)) verifiedCount += 1;
  digests.set(digest, row.secret_hash);
}

// Checks in flight by the same key: the requests that arrive together with new credentials
// (a client opening 50 connections at once) share one scrypt instead of running one each.
// Each scrypt takes 16 MiB in a thread of the pool, which the C allocator then keeps: fifty
// at once cost a second of CPU and left 50-60 MB of the process's RSS behind.
const verifying = new Map<string, Promise<boolean>>();

function verifyOnce(row: ApiTokenRow, digest: string, secret: string): Promise<boolean> {
  const key = `${row.id}\u0000${row.secret_hash}\u0000${digest}`;
  let check = verifying.get(key);
  if (!check) {
    check = verifySecret(secret, row.secret_hash)
      .then((ok) => {
        if (ok) rememberVerified(row, digest);
        return ok;
      })
      .finally(() => verifying.delete(key));
    verifying.set(key, check);
  }
  return check;
}

/**
 * The caller behind Basic credentials, or undefined when they are not valid. With `hash`
 * false (the failed-authentication limit is reached) only a secret already verified is
 * taken, at no scrypt cost; any other answers 'UNCHECKED'.
 */
export async function authenticate(
  ctx: ServiceContext,
  clientId: string,
  clientSecret: string,
  hash = true,
): Promise<Caller | undefined | 'UNCHECKED'> {
  const row = await tokenByClientId(ctx, clientId);
  if (!row) {
    if (!hash) return 'UNCHECKED';
    // Same cost as a real check, so response time does not reveal which client ids exist.
    await verifySecret(clientSecret, await decoyHash());
    return undefined;
  }
  const digest = digestOfSecret(clientSecret);
  if (!isVerified(row, digest)) {
    if (!hash) return 'UNCHECKED';
    if (!(await verifyOnce(row, digest, clientSecret))) return undefined;
  }
  return callerOf(row);
}

// One caller per token row as read: a changed token is a new row (its copy is dropped).
const callers = new WeakMap<ApiTokenRow, Caller>();

function callerOf(row: ApiTokenRow): Caller {
  let caller = callers.get(row);
  if (!caller) {
    caller = Object.freeze({
      platformId: row.platform_id,
      tokenId: row.id,
      permissions: Object.freeze(PERMISSIONS.filter((p) => row.permissions.includes(p))),
    });
    callers.set(row, caller);
  }
  return caller;
}

/**
 * Basic credentials as a request presented them, with the digest of the secret by which this
 * process remembers secrets it verified: made once per credentials a connection sends
 * (src/http/auth.ts), not once per request.
 */
export interface PresentedCredentials {
  clientId: string;
  clientSecret: string;
  secretDigest: string;
}

export const presentedCredentials = (clientId: string, clientSecret: string): PresentedCredentials => ({
  clientId,
  clientSecret,
  secretDigest: digestOfSecret(clientSecret),
});

/**
 * The caller behind credentials this process verified before, when its copy of the token is
 * fresh: with no promise, for the hot path of every request. Undefined means "not known here
 * now", not "invalid": `authenticate` then decides.
 */
export function knownCaller(ctx: ServiceContext, presented: PresentedCredentials): Caller | undefined {
  const row = ctx.changes?.peek<ApiTokenRow>('token', presented.clientId);
  if (!row || !isVerified(row, presented.secretDigest)) return undefined;
  return callerOf(row);
}

/**
 * Start-up credentials: make sure `clientId` authenticates with exactly `clientSecret` and every
 * permission. The secret is then remembered as verified against the hash checked or written
 * here: the first request made with it is not a second scrypt.
 */
export async function ensureTokenCredentials(
  db: Kysely<Database>,
  now: Date,
  row: ApiTokenRow,
  clientSecret: string,
): Promise<void> {
  const digest = digestOfSecret(clientSecret);
  const allPermissions = PERMISSIONS.every((p) => row.permissions.includes(p));
  if (allPermissions && (await verifySecret(clientSecret, row.secret_hash))) {
    rememberVerified(row, digest);
    return;
  }
  const secretHash = await hashSecret(clientSecret);
  await store.updateTokenSecret(db, row, secretHash, [...PERMISSIONS], now);
  rememberVerified({ ...row, secret_hash: secretHash }, digest);
}

export { findTokenByClientId } from './store.js';
