import type { Kysely } from 'kysely';
import type { ServiceContext } from '../../context.js';
import type { SignedRequest } from '../../signed-request.js';
import type { Database } from '../../db/schema.js';
import { conflict, invalidField, invalidInput, unauthorized } from '../../errors.js';
import { newUuid, parseId } from '../../ids.js';
import {
  type InternalAccount,
  type InternalAccountView,
  loadAccount,
  setPrivateEnabled,
} from '../accounts/index.js';
import type {
  AuthMethod,
  AuthMethodResponse,
  AuthMethodType,
  AuthSession,
  CreateCredentialBody,
  CredentialChallengeBody,
  PasskeyAuthChallenge,
  RefreshSessionBody,
  UpdateInternalAccountBody,
  VerifyCredentialBody,
} from './schemas.js';
import { type Signed, type SignedCall, signedRetry, walletCall } from './signed-requests.js';
import * as store from './store.js';

import {
  alreadyExists,
  isOtp,
  loadCredential,
  sessionNotFound,
  toAuthMethod,
  toAuthSession,
} from './credentials.js';
import { credentialPlan, issueOtpTarget, isUniqueViolation, passkeyExists } from './credential-plans.js';
import {
  clientKeyOf,
  openOtpBundle,
  openSession,
  passkeyChallengeFor,
  verifyOauth,
  verifyPasskey,
} from './credential-proofs.js';

/** The request as the HTTP layer saw it: what a signed retry binds. */
export type WalletRequest = SignedRequest;

// ---------------------------------------------------------------------------------------
// Wallets and credentials

/** The EMBEDDED_WALLET internal account `accountId` of the platform (404, or 400 for another type). */
export async function walletOf(
  db: Kysely<Database>,
  platformId: string,
  accountId: string,
  field = 'accountId',
): Promise<InternalAccountView> {
  const account = await loadAccount(db, platformId, accountId);
  if (account.type !== 'EMBEDDED_WALLET') {
    throw invalidField(field, `${accountId} is an ${account.type} account, not an EMBEDDED_WALLET`);
  }
  return account;
}

/**
 * POST /auth/credentials. A wallet's first credential registers at once (the bootstrap of spec
 * 5.7); any further one is a signed retry from a session of an existing credential. An OTP
 * credential comes back with the target to encrypt its first code to (the code is "sent").
 */
export async function createCredential(
  ctx: ServiceContext,
  platformId: string,
  body: CreateCredentialBody,
  request: WalletRequest,
): Promise<Signed<AuthMethodResponse>> {
  const wallet = await walletOf(ctx.db, platformId, body.accountId);
  const plan = await credentialPlan(ctx, wallet, body);
  const live = await store.listCredentials(ctx.db, platformId, wallet.id);
  plan.assertNew(live);

  const create = async (tctx: ServiceContext, trx: Kysely<Database>): Promise<AuthMethodResponse> => {
    const now = tctx.clock.now();
    let row: store.CredentialRow;
    try {
      row = await store.insertCredential(trx, {
        id: newUuid(),
        platform_id: platformId,
        account_id: wallet.id,
        type: plan.type,
        // An OTP credential is named by its contact (nicknameOf), whatever the body says.
        nickname: isOtp(plan.type) ? plan.nickname : (body.nickname ?? plan.nickname),
        details: JSON.stringify(plan.details),
        created_at: now,
        updated_at: now,
      });
    } catch (err) {
      // A concurrent registration of the same kind got there first (one per wallet).
      if (isUniqueViolation(err) && isOtp(plan.type)) throw alreadyExists(plan.type);
      if (isUniqueViolation(err) && plan.type === 'PASSKEY') {
        throw passkeyExists(String(plan.details.credentialId));
      }
      throw err;
    }
    if (!isOtp(row.type)) return toAuthMethod(row);
    return { ...toAuthMethod(row), otpEncryptionTargetBundle: await issueOtpTarget(tctx, trx, row, now) };
  };

  if (live.length === 0) {
    const done = await ctx.db.transaction().execute(async (trx) => {
      // Registrations of one wallet one at a time: two unsigned bootstraps cannot both pass.
      await store.lockWallet(trx, wallet.id);
      if ((await store.listCredentials(trx, platformId, wallet.id)).length > 0) {
        throw conflict(
          'A credential was registered on this wallet meanwhile: register this one with a signed retry',
        );
      }
      return create({ ...ctx, db: trx }, trx);
    });
    return { done };
  }
  return signedRetry(
    ctx,
    walletCall(platformId, wallet.id, 'CREATE_AUTH_CREDENTIAL', request, body),
    async (tctx, trx) => {
      // Registered meanwhile by another request: the limits still hold.
      await store.lockWallet(trx, wallet.id);
      plan.assertNew(await store.listCredentials(trx, platformId, wallet.id));
      return create(tctx, trx);
    },
  );
}

export async function listCredentials(
  ctx: ServiceContext,
  platformId: string,
  accountId: string,
): Promise<{ data: AuthMethod[] }> {
  const wallet = await walletOf(ctx.db, platformId, accountId);
  return { data: (await store.listCredentials(ctx.db, platformId, wallet.id)).map(toAuthMethod) };
}

/**
 * POST /auth/credentials/{id}/challenge: for an OTP credential a new code and target; for a
 * passkey the WebAuthn challenge binding the `clientPublicKey` its session will sign with.
 */
export async function challengeCredential(
  ctx: ServiceContext,
  platformId: string,
  id: string,
  body: CredentialChallengeBody,
): Promise<AuthMethodResponse | PasskeyAuthChallenge> {
  const credential = await loadCredential(ctx.db, platformId, id);
  if (credential.type === 'OAUTH') {
    throw conflict(
      'OAUTH credentials have no challenge step: verify with a fresh oidcToken and clientPublicKey',
    );
  }
  if (credential.type === 'PASSKEY') return passkeyChallengeFor(ctx, credential, body);
  return ctx.db.transaction().execute(async (trx) => {
    const current = await loadCredential(trx, platformId, id, { forUpdate: true });
    const now = ctx.clock.now();
    const bundle = await issueOtpTarget({ ...ctx, db: trx }, trx, current, now);
    return { ...toAuthMethod({ ...current, updated_at: now }), otpEncryptionTargetBundle: bundle };
  });
}

/**
 * POST /auth/credentials/{id}/verify for an OTP credential: the first call opens the bundle,
 * checks the code and answers 202 with a payload for the client's key to stamp; the signed
 * retry opens the session (spec 4.6, 5.6, 5.7).
 */
export async function verifyCredential(
  ctx: ServiceContext,
  platformId: string,
  id: string,
  body: VerifyCredentialBody,
  request: WalletRequest,
): Promise<Signed<AuthSession>> {
  const credential = await loadCredential(ctx.db, platformId, id);
  if (body.type !== credential.type) {
    throw invalidField('type', `must be ${credential.type}, the type of credential ${id}`, {
      enum: [credential.type],
    });
  }
  if (credential.type === 'OAUTH') return { done: await verifyOauth(ctx, credential, body) };
  if (credential.type === 'PASSKEY') {
    return { done: await verifyPasskey(ctx, credential, body, request.headers.requestId) };
  }
  const now = ctx.clock.now();
  const { code, clientKey } = await openOtpBundle(ctx, credential, body.encryptedOtpBundle, now);
  if (!ctx.world.codes.walletOtp(code)) throw unauthorized('Invalid OTP code');
  return signedRetry(
    ctx,
    walletCall(platformId, credential.account_id, 'VERIFY_AUTH_CREDENTIAL', request, body, {
      // The client proves it holds the key it will sign with by stamping with it.
      signer: clientKey.key.compressed,
      context: { target: credential.otp_target_public },
    }),
    async (tctx, trx, signed) => {
      const current = await loadCredential(trx, platformId, id, { forUpdate: true });
      if (current.otp_target_public !== (signed.context as { target?: unknown }).target) {
        throw conflict('The one-time code was used or replaced meanwhile: request a new challenge');
      }
      const at = tctx.clock.now();
      await store.markVerified(trx, current, at);
      const verified = { ...current, verified_at: at, updated_at: at };
      return openSession(trx, verified, clientKey, at);
    },
  );
}

/** DELETE /auth/credentials/{id}: a signed retry; the credential's sessions end with it. */
export async function revokeCredential(
  ctx: ServiceContext,
  platformId: string,
  id: string,
  request: WalletRequest,
): Promise<{ type: AuthMethodType; outcome: Signed<true> }> {
  const credential = await loadCredential(ctx.db, platformId, id);
  const call = walletCall(platformId, credential.account_id, 'REVOKE_AUTH_CREDENTIAL', request, null);
  return signedRevocation(ctx, call, credential.type, async (tctx, trx) => {
    const current = await loadCredential(trx, platformId, id, { forUpdate: true });
    await store.revokeCredential(trx, current, tctx.clock.now());
  });
}

/** A revocation as a signed retry: answers the revoked method's type with the outcome. */
async function signedRevocation(
  ctx: ServiceContext,
  call: SignedCall,
  type: AuthMethodType,
  revoke: (tctx: ServiceContext, trx: Kysely<Database>) => Promise<void>,
): Promise<{ type: AuthMethodType; outcome: Signed<true> }> {
  const outcome = await signedRetry(ctx, call, async (tctx, trx) => {
    await revoke(tctx, trx);
    return true as const;
  });
  return { type, outcome };
}

// ---------------------------------------------------------------------------------------
// Sessions

export async function listSessions(
  ctx: ServiceContext,
  platformId: string,
  accountId: string,
): Promise<{ data: AuthSession[] }> {
  const wallet = await walletOf(ctx.db, platformId, accountId);
  const sessions = await store.activeSessions(ctx.db, platformId, wallet.id, ctx.clock.now());
  const credentials = new Map(
    (await store.listCredentials(ctx.db, platformId, wallet.id)).map((c) => [c.id, c]),
  );
  return {
    data: sessions.flatMap((s) => {
      const credential = credentials.get(s.credential_id);
      return credential ? [toAuthSession(s, credential)] : [];
    }),
  };
}

async function liveSession(
  db: Kysely<Database>,
  platformId: string,
  id: string,
  now: Date,
): Promise<{ session: store.SessionRow; credential: store.CredentialRow }> {
  const uuid = parseId('Session', id);
  const session = uuid ? await store.findSession(db, platformId, uuid) : undefined;
  if (!session || session.revoked_at !== null || session.expires_at <= now) throw sessionNotFound(id);
  const credential = await store.findCredential(db, platformId, session.credential_id);
  if (!credential) throw sessionNotFound(id);
  return { session, credential };
}

/** DELETE /auth/sessions/{id}: a signed retry. */
export async function revokeSession(
  ctx: ServiceContext,
  platformId: string,
  id: string,
  request: WalletRequest,
): Promise<{ type: AuthMethodType; outcome: Signed<true> }> {
  const { session, credential } = await liveSession(ctx.db, platformId, id, ctx.clock.now());
  const call = walletCall(platformId, session.account_id, 'REVOKE_AUTH_SESSION', request, null);
  return signedRevocation(ctx, call, credential.type, (tctx, trx) =>
    store.revokeSession(trx, session, tctx.clock.now()),
  );
}

/**
 * POST /auth/sessions/{id}/refresh: a signed retry that opens a new session for the same
 * credential with a fresh client key (or, legacy, a sealed one) and ends the old one.
 */
export async function refreshSession(
  ctx: ServiceContext,
  platformId: string,
  id: string,
  body: RefreshSessionBody,
  request: WalletRequest,
): Promise<Signed<AuthSession>> {
  // Whose session it is comes first: another platform's id is 404 whatever the body.
  const { session } = await liveSession(ctx.db, platformId, id, ctx.clock.now());
  const clientKey = clientKeyOf(body.clientPublicKey);
  return signedRetry(
    ctx,
    walletCall(platformId, session.account_id, 'REFRESH_AUTH_SESSION', request, body, {
      bound: { clientPublicKey: clientKey.key.uncompressed },
    }),
    async (tctx, trx) => {
      const now = tctx.clock.now();
      const { session: current, credential } = await liveSession(trx, platformId, id, now);
      await store.revokeSession(trx, current, now);
      return openSession(trx, credential, clientKey, now);
    },
  );
}

// ---------------------------------------------------------------------------------------
// Wallet settings

/** PATCH /internal-accounts/{id}: the wallet's privacy setting, as a signed retry (spec 4.4). */
export async function updateWallet(
  ctx: ServiceContext,
  platformId: string,
  accountId: string,
  body: UpdateInternalAccountBody,
  request: WalletRequest,
): Promise<Signed<InternalAccount>> {
  const wallet = await walletOf(ctx.db, platformId, accountId, 'id');
  const privateEnabled = body.privateEnabled;
  if (privateEnabled === undefined) {
    throw invalidInput('Nothing to update: send privateEnabled', [
      { field: 'privateEnabled', message: 'is required' },
    ]);
  }
  return signedRetry(
    ctx,
    walletCall(platformId, wallet.id, 'UPDATE_INTERNAL_ACCOUNT', request, body),
    async (tctx, trx) => {
      const current = await walletOf(trx, platformId, accountId, 'id');
      return setPrivateEnabled(trx, current, privateEnabled, tctx.clock.now());
    },
  );
}
