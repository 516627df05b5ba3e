import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ServiceContext } from '../../context.js';
import type { SignedRequest } from '../../signed-request.js';
import { transact } from '../../db/retry.js';
import type { Database } from '../../db/schema.js';
import { parseStamp, stampVerifies } from '../../crypto/wallet-keys.js';
import { ApiError } from '../../errors.js';
import { formatId, newUuid, parseId } from '../../ids.js';
import { canonicalJson } from '../../json.js';
import type { SignedRequestChallenge } from '../../signed-request.js';
import * as store from './store.js';

/** How long a `payloadToSign` can be signed and sent back. */
export const REQUEST_TTL_MS = 5 * 60_000;

/**
 * One request of the signed-retry pattern (spec 5.4): what the first call binds and the retry
 * must repeat.
 */
export interface SignedCall {
  platformId: string;
  /** The EMBEDDED_WALLET internal account (uuid) the action is on. */
  accountId: string;
  /** What the action is, named in the payload (`UPDATE_INTERNAL_ACCOUNT`, ...). */
  operation: string;
  method: string;
  path: string;
  body: unknown;
  headers: { signature?: string | undefined; requestId?: string | undefined };
  /** A key (compressed hex) that may sign besides the wallet's session keys. */
  signer?: string | undefined;
  /** Values the payload binds besides the body (the export's client key). */
  bound?: Record<string, unknown>;
  /** What the retry needs that the first call worked out (kept with the request). */
  context?: Record<string, unknown>;
}

/**
 * The call of `operation` on the wallet `accountId`: the HTTP request's own parts, the body it
 * came with, and what the operation binds or keeps besides (`extra`).
 */
export const walletCall = (
  platformId: string,
  accountId: string,
  operation: string,
  request: SignedRequest,
  body: unknown,
  extra: Pick<SignedCall, 'signer' | 'bound' | 'context'> = {},
): SignedCall => ({
  platformId,
  accountId,
  operation,
  method: request.method,
  path: request.path,
  body,
  headers: request.headers,
  ...extra,
});

export type Signed<T> = { challenge: SignedRequestChallenge } | { done: T };

const walletSignatureError = (code: string, message: string) => new ApiError(401, code, message);

/** SHA-256 of the request as sent: a retry with another body, path or method does not match. */
const bindingOf = (call: SignedCall): string =>
  createHash('sha256')
    .update(`${call.method.toUpperCase()} ${call.path}\n${canonicalJson(call.body ?? null)}`)
    .digest('hex');

/**
 * Runs `effect` for a signed retry, or answers the first call with the payload to sign.
 *
 * - No signature header and no Request-Id: a new request, answered 202 by the caller.
 * - Either header alone: 401 REQUEST_ID_MISSING or WALLET_SIGNATURE_MISSING.
 * - Both: the request is locked; it must be this platform's, for this wallet, unexpired and
 *   unused, for the same operation and the same body (else WALLET_SIGNATURE_BODY_MISMATCH);
 *   the stamp must parse (WALLET_SIGNATURE_MALFORMED), verify over the exact payload, and be
 *   made by the key of a session in force on this wallet or the call's own signer
 *   (WALLET_SIGNATURE_INVALID). Then `effect` runs and the request is consumed (unless
 *   `consumes` says the result leaves it usable), in one transaction: a failure anywhere
 *   leaves the request unused and nothing written.
 */
export async function signedRetry<T>(
  ctx: ServiceContext,
  call: SignedCall,
  effect: Effect<T>,
  /** Whether `effect`'s result uses the request up; an export still settling leaves it usable (spec 4.5). */
  consumes: (result: T) => boolean = () => true,
): Promise<Signed<T>> {
  const headers = retryHeaders(call);
  if (!headers) return { challenge: await issueRequest(ctx, call) };
  const done = await transact(ctx, (tctx, trx) => signedStep(tctx, trx, call, headers, effect, consumes));
  return { done };
}

/**
 * `signedRetry` inside a transaction the caller holds (`tctx` is bound to `trx`): the first
 * call's request is written in it, and the retry's effect commits or rolls back with it.
 */
export async function signedRetryWithin<T>(
  tctx: ServiceContext,
  trx: Kysely<Database>,
  call: SignedCall,
  effect: Effect<T>,
): Promise<Signed<T>> {
  const headers = retryHeaders(call);
  if (!headers) return { challenge: await issueRequest(tctx, call) };
  return { done: await signedStep(tctx, trx, call, headers, effect, () => true) };
}

type Effect<T> = (tctx: ServiceContext, trx: Kysely<Database>, request: store.RequestRow) => Promise<T>;

/** Both headers of a retry, undefined for a first call, or the 401 for one header alone. */
function retryHeaders(call: SignedCall): { signature: string; requestId: string } | undefined {
  const { signature, requestId } = call.headers;
  if (!signature && !requestId) return undefined;
  if (!requestId) {
    throw walletSignatureError('REQUEST_ID_MISSING', 'A signed retry needs the Request-Id of the 202 answer');
  }
  if (!signature) {
    throw walletSignatureError(
      'WALLET_SIGNATURE_MISSING',
      'A signed retry needs the Service-Wallet-Signature header: a stamp over payloadToSign',
    );
  }
  return { signature, requestId };
}

async function signedStep<T>(
  tctx: ServiceContext,
  trx: Kysely<Database>,
  call: SignedCall,
  headers: { signature: string; requestId: string },
  effect: Effect<T>,
  consumes: (result: T) => boolean,
): Promise<T> {
  const request = await checkedRequest(tctx, trx, call, headers.requestId, headers.signature);
  // The request stays locked until the transaction ends, so consuming it after the effect
  // is as exclusive as before it.
  const result = await effect(tctx, trx, request);
  if (consumes(result)) await store.consumeRequest(trx, request, tctx.clock.now());
  return result;
}

/** Issues the request `call` makes: what the client signs (or, for a passkey, what its challenge binds). */
export async function issueRequest(ctx: ServiceContext, call: SignedCall): Promise<SignedRequestChallenge> {
  const now = ctx.clock.now();
  const id = newUuid();
  const requestId = formatId('Request', id);
  const expiresAt = new Date(now.getTime() + REQUEST_TTL_MS);
  // What the wallet signs: the action, the wallet, the exact request and when it lapses.
  const payloadToSign = JSON.stringify({
    action: call.operation,
    requestId,
    accountId: formatId('InternalAccount', call.accountId),
    method: call.method.toUpperCase(),
    path: call.path,
    body: JSON.parse(canonicalJson(call.body ?? null)) as unknown,
    ...(call.bound ?? {}),
    issuedAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  });
  await store.insertRequest(ctx.db, {
    id,
    platform_id: call.platformId,
    account_id: call.accountId,
    operation: call.operation,
    binding: bindingOf(call),
    payload_to_sign: payloadToSign,
    signer_key: call.signer ?? null,
    context: JSON.stringify(call.context ?? {}),
    expires_at: expiresAt,
    created_at: now,
  });
  return { payloadToSign, requestId, expiresAt: expiresAt.toISOString() };
}

/**
 * The issued request `requestId` of `wallet`, locked until the transaction ends, if it can
 * still be answered; otherwise why not.
 */
export async function pendingRequest(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  wallet: { platformId: string; accountId: string },
  requestId: string,
): Promise<{ request: store.RequestRow } | { problem: string }> {
  const uuid = parseId('Request', requestId.trim());
  const request = uuid ? await store.lockRequest(trx, wallet.platformId, uuid) : undefined;
  if (!request || request.account_id !== wallet.accountId) {
    return {
      problem: `Request-Id ${requestId} is not a pending request of this wallet: send the request without signature headers first`,
    };
  }
  if (request.consumed_at !== null) return { problem: `Request ${requestId} was already used` };
  if (request.expires_at <= ctx.clock.now()) {
    return {
      problem: `Request ${requestId} expired at ${request.expires_at.toISOString()}: start again without signature headers`,
    };
  }
  return { request };
}

/**
 * The operation the request named by `requestId` was issued for, when it is one of `wallet`'s
 * (for flows whose legs answer different requests with the same call); checked for real, under
 * a lock, by the signed retry that follows.
 */
export async function pendingOperation(
  ctx: ServiceContext,
  wallet: { platformId: string; accountId: string },
  requestId: string,
): Promise<string | undefined> {
  const uuid = parseId('Request', requestId.trim());
  return uuid ? store.requestOperation(ctx.db, wallet.platformId, uuid) : undefined;
}

async function checkedRequest(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  call: SignedCall,
  requestId: string,
  signature: string,
): Promise<store.RequestRow> {
  const pending = await pendingRequest(ctx, trx, call, requestId);
  if ('problem' in pending) throw walletSignatureError('WALLET_SIGNATURE_INVALID', pending.problem);
  const { request } = pending;
  if (request.operation !== call.operation || request.binding !== bindingOf(call)) {
    throw walletSignatureError(
      'WALLET_SIGNATURE_BODY_MISMATCH',
      `The retry is not the request ${requestId} was issued for: repeat the same body on the same path`,
    );
  }
  await checkStamp(ctx, trx, call, request.payload_to_sign, signature, request.signer_key);
  return request;
}

/**
 * The signature header over `payload`: the sandbox's legacy shortcut (spec 4.15; production's
 * world accepts none), or a stamp that parses, verifies, and is made by the key of a session in
 * force on the wallet (or by `ownSigner`, the key a request was issued to).
 */
async function checkStamp(
  ctx: ServiceContext,
  db: Kysely<Database>,
  wallet: { platformId: string; accountId: string },
  payload: string,
  signature: string,
  ownSigner: string | null = null,
): Promise<void> {
  if (ctx.world.signatures.legacyWalletShortcut(signature)) return;
  const stamp = parseStamp(signature.trim());
  if (!stamp) {
    throw walletSignatureError(
      'WALLET_SIGNATURE_MALFORMED',
      'Service-Wallet-Signature is not a stamp: base64url JSON {publicKey, scheme, signature} (spec 5.5)',
    );
  }
  if (!stampVerifies(stamp, payload)) {
    throw walletSignatureError('WALLET_SIGNATURE_INVALID', 'The stamp does not verify over payloadToSign');
  }
  const key = stamp.publicKey.compressed;
  if (ownSigner !== null && key === ownSigner) return;
  const session = await store.activeSessionOfKey(
    db,
    wallet.platformId,
    wallet.accountId,
    key,
    ctx.clock.now(),
  );
  if (!session) {
    throw walletSignatureError(
      'WALLET_SIGNATURE_INVALID',
      'The stamp is not signed by the key of a session in force on this wallet: verify a credential again',
    );
  }
}

/**
 * Checks a stamp over a payload the service issued elsewhere (a quote's `payloadToSign`):
 * well formed, verifying, by the key of a session in force on the wallet.
 */
export async function verifyWalletStamp(
  ctx: ServiceContext,
  wallet: { platformId: string; accountId: string },
  payload: string,
  signature: string,
): Promise<void> {
  await checkStamp(ctx, ctx.db, wallet, payload, signature);
}

/** How long an expired or used request is kept (for support questions) before it is deleted. */
export const REQUEST_RETENTION_MS = 24 * 60 * 60_000;

/** Deletes requests that lapsed more than a day ago: nothing can use them any more. */
export async function purgeSpentRequests(ctx: ServiceContext): Promise<void> {
  await store.deleteExpiredRequests(ctx.db, new Date(ctx.clock.now().getTime() - REQUEST_RETENTION_MS));
}
