// Proving a credential: the passkey challenge, the OTP bundle, the OIDC token and the passkey
// assertion, and the session a proof opens.
import type { Kysely } from 'kysely';
import type { ServiceContext } from '../../context.js';
import { transact } from '../../db/retry.js';
import type { Database } from '../../db/schema.js';
import {
  fromHex,
  hpkeOpen,
  newP256KeyPair,
  type P256PublicKey,
  parseP256PublicKey,
  publicKeyOf,
  sealSessionKey,
} from '../../crypto/wallet-keys.js';
import {
  type PasskeyRecord,
  PasskeyError,
  passkeyChallenge,
  verifyPasskeyAssertion,
} from '../../crypto/webauthn.js';
import { ApiError, conflict, invalidField, unauthorized } from '../../errors.js';
import { formatId, newUuid } from '../../ids.js';
import { keyRing } from '../keys/index.js';
import type {
  AuthSession,
  CredentialChallengeBody,
  PasskeyAuthChallenge,
  VerifyCredentialBody,
} from './schemas.js';
import { issueRequest, pendingRequest } from './signed-requests.js';
import { nonceFor, type OidcIdentity, readOidcToken } from './oidc.js';
import * as store from './store.js';

import {
  loadCredential,
  MAX_SESSIONS_PER_WALLET,
  SESSION_TTL_MS,
  toAuthMethod,
  toAuthSession,
} from './credentials.js';
import { otpTargetPurpose } from './credential-plans.js';

/** The WebAuthn record a PASSKEY credential keeps (written by `passkeyPlan` only). */
function passkeyOf(row: store.CredentialRow): PasskeyRecord {
  const d = row.details;
  if (
    row.type !== 'PASSKEY' ||
    typeof d.credentialId !== 'string' ||
    typeof d.publicKey !== 'string' ||
    typeof d.counter !== 'number' ||
    typeof d.origin !== 'string' ||
    typeof d.rpId !== 'string' ||
    !Array.isArray(d.transports)
  ) {
    throw new Error(`wallet credential ${row.id} holds no passkey record`);
  }
  return d as unknown as PasskeyRecord;
}

/** The operation a passkey challenge is issued for, answered by verify. */
const PASSKEY_ASSERTION = 'VERIFY_PASSKEY_CREDENTIAL';

export async function passkeyChallengeFor(
  ctx: ServiceContext,
  credential: store.CredentialRow,
  body: CredentialChallengeBody,
): Promise<PasskeyAuthChallenge> {
  if (body.clientPublicKey === undefined) {
    throw invalidField('clientPublicKey', 'is required for PASSKEY: the key the session will sign with');
  }
  const clientKey = clientKeyOf(body.clientPublicKey);
  const record = passkeyOf(credential);
  const id = formatId('AuthMethod', credential.id);
  const issued = await issueRequest(ctx, {
    platformId: credential.platform_id,
    accountId: credential.account_id,
    operation: PASSKEY_ASSERTION,
    method: 'POST',
    path: `/auth/credentials/${id}/verify`,
    body: { type: 'PASSKEY', credentialId: record.credentialId },
    headers: {},
    bound: { clientPublicKey: body.clientPublicKey },
    context: { credential: credential.id, clientPublicKey: body.clientPublicKey, form: clientKey.form },
  });
  return {
    ...toAuthMethod(credential),
    type: 'PASSKEY',
    credentialId: record.credentialId,
    challenge: passkeyChallenge(issued.payloadToSign),
    requestId: issued.requestId,
    expiresAt: issued.expiresAt,
  };
}

/** A `clientPublicKey` as sent (spec 5.6), or 400 naming the two forms it may take. */
export function clientKeyOf(text: string): ProvenKey {
  const key = parseP256PublicKey(text);
  if (!key) {
    throw invalidField(
      'clientPublicKey',
      'must be a P-256 public key, compressed (66 hex, 02/03) or uncompressed (130 hex, 04)',
    );
  }
  return key;
}

/** What the client proved it holds: the key its session signs with. */
interface ProvenKey {
  form: 'compressed' | 'uncompressed';
  key: P256PublicKey;
}

/** Opens an `encryptedOtpBundle` with the credential's current target: the code and the client's key. */
export async function openOtpBundle(
  ctx: ServiceContext,
  credential: store.CredentialRow,
  bundle: string | undefined,
  now: Date,
): Promise<{ code: string; clientKey: ProvenKey }> {
  if (bundle === undefined) throw invalidField('encryptedOtpBundle', 'is required for OTP credentials');
  if (
    credential.sealed_otp_target_private === null ||
    credential.otp_expires_at === null ||
    credential.otp_expires_at <= now
  ) {
    throw conflict(
      'This credential has no one-time code outstanding: call POST /auth/credentials/{id}/challenge for a new one',
    );
  }
  let parts: { encappedPublic?: unknown; ciphertext?: unknown };
  try {
    parts = JSON.parse(bundle) as typeof parts;
  } catch {
    throw invalidField('encryptedOtpBundle', 'is not JSON {encappedPublic, ciphertext}');
  }
  const enc = typeof parts.encappedPublic === 'string' ? fromHex(parts.encappedPublic) : undefined;
  const ciphertext = typeof parts.ciphertext === 'string' ? fromHex(parts.ciphertext) : undefined;
  if (!enc || !ciphertext || enc.length === 0 || ciphertext.length === 0) {
    throw invalidField('encryptedOtpBundle', 'needs encappedPublic and ciphertext, both hex');
  }
  const target = (await keyRing(ctx)).open(
    credential.sealed_otp_target_private,
    otpTargetPurpose(credential.id),
  );
  const opened = await hpkeOpen(fromHex(new TextDecoder().decode(target)) as Uint8Array, enc, ciphertext);
  if (!opened)
    throw unauthorized('encryptedOtpBundle does not decrypt with the target of the last challenge');
  let content: { otp_code?: unknown; public_key?: unknown };
  try {
    content = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(opened)) as typeof content;
  } catch {
    throw unauthorized('The decrypted OTP bundle is not JSON {otp_code, public_key}');
  }
  const clientKey = parseP256PublicKey(content.public_key);
  if (typeof content.otp_code !== 'string') throw unauthorized('The decrypted OTP bundle has no otp_code');
  if (!clientKey) {
    throw invalidField(
      'encryptedOtpBundle',
      'public_key must be a P-256 public key, compressed (66 hex) or uncompressed (130 hex)',
    );
  }
  return { code: content.otp_code, clientKey };
}

/**
 * OAUTH verify (spec 4.6, 4.15): a fresh token of the registered identity whose `nonce` is the
 * SHA-256 of the exact `clientPublicKey` sent opens a session for that key at once; the nonce
 * binds the token to the key, so no signed retry is needed.
 */
export async function verifyOauth(
  ctx: ServiceContext,
  credential: store.CredentialRow,
  body: VerifyCredentialBody,
): Promise<AuthSession> {
  const token = readOidcToken(ctx, body.oidcToken);
  const registered = credential.details as Partial<OidcIdentity>;
  for (const claim of ['iss', 'aud', 'sub'] as const) {
    if (token[claim] !== registered[claim]) {
      throw unauthorized(`oidcToken ${claim} is not the one the credential was registered with`);
    }
  }
  if (body.clientPublicKey === undefined) throw invalidField('clientPublicKey', 'is required for OAUTH');
  const clientKey = clientKeyOf(body.clientPublicKey);
  if (token.nonce !== nonceFor(body.clientPublicKey)) {
    throw unauthorized('oidcToken nonce must be the SHA-256 (hex) of the clientPublicKey sent');
  }
  return ctx.db.transaction().execute(async (trx) => {
    const current = await loadCredential(trx, credential.platform_id, formatId('AuthMethod', credential.id), {
      forUpdate: true,
    });
    const now = ctx.clock.now();
    await store.markVerified(trx, current, now);
    return openSession(trx, { ...current, verified_at: now, updated_at: now }, clientKey, now);
  });
}

/**
 * PASSKEY verify (spec 4.6): an assertion over the challenge of the request named by
 * Request-Id opens a session for the key that challenge bound. The assertion is the
 * signature, so there is no 202 leg; the request is used up and the counter moves on in the
 * same transaction, so one assertion opens one session.
 */
export async function verifyPasskey(
  ctx: ServiceContext,
  credential: store.CredentialRow,
  body: VerifyCredentialBody,
  requestId: string | undefined,
): Promise<AuthSession> {
  const assertion = body.assertion;
  if (assertion === undefined) throw invalidField('assertion', 'is required for PASSKEY');
  if (!requestId) {
    throw new ApiError(
      401,
      'REQUEST_ID_MISSING',
      'A passkey verify needs the Request-Id of its challenge (POST /auth/credentials/{id}/challenge)',
    );
  }
  const wallet = { platformId: credential.platform_id, accountId: credential.account_id };
  return transact(ctx, async (tctx, trx) => {
    const pending = await pendingRequest(tctx, trx, wallet, requestId);
    if ('problem' in pending) throw unauthorized(pending.problem);
    const { request } = pending;
    const context = request.context as { credential?: unknown; clientPublicKey?: unknown };
    if (request.operation !== PASSKEY_ASSERTION || context.credential !== credential.id) {
      throw unauthorized(`Request ${requestId} is not a challenge of this passkey`);
    }
    const current = await loadCredential(trx, wallet.platformId, formatId('AuthMethod', credential.id), {
      forUpdate: true,
    });
    const record = passkeyOf(current);
    const now = tctx.clock.now();
    if (tctx.world.signatures.passkeyAssertion(assertion.signature)) {
      // The sandbox's legacy shortcut (spec 4.15) stands for the signature, not for the credential.
      if (assertion.credentialId !== record.credentialId) {
        throw unauthorized('assertion.credentialId is not the credential being verified');
      }
    } else {
      let counter: number;
      try {
        counter = await verifyPasskeyAssertion(record, passkeyChallenge(request.payload_to_sign), assertion);
      } catch (err) {
        if (!(err instanceof PasskeyError)) throw err;
        if (err.kind === 'input') throw invalidField('assertion', err.message);
        throw unauthorized(err.message);
      }
      await store.setPasskeyCounter(trx, current, counter, now);
    }
    await store.consumeRequest(trx, request, now);
    await store.markVerified(trx, current, now);
    const clientKey = clientKeyOf(String(context.clientPublicKey));
    return openSession(trx, { ...current, verified_at: now, updated_at: now }, clientKey, now);
  });
}

/** A session for `credential` signing with the client's key, or (legacy flow) a key sealed to it. */
export async function openSession(
  trx: Kysely<Database>,
  credential: store.CredentialRow,
  clientKey: ProvenKey,
  now: Date,
): Promise<AuthSession> {
  let sessionKey = clientKey.key;
  let sealed: string | undefined;
  if (clientKey.form === 'uncompressed') {
    // Legacy flow (spec 5.6): the service makes the session key and seals it to the client.
    const pair = newP256KeyPair();
    sealed = await sealSessionKey(clientKey.key, pair.privateKey);
    sessionKey = publicKeyOf(pair.privateKey);
  }
  const session = await store.insertSession(trx, {
    id: newUuid(),
    platform_id: credential.platform_id,
    account_id: credential.account_id,
    credential_id: credential.id,
    public_key: sessionKey.compressed,
    expires_at: new Date(now.getTime() + SESSION_TTL_MS),
    created_at: now,
    updated_at: now,
  });
  await store.revokeSessionsBeyond(trx, credential, MAX_SESSIONS_PER_WALLET, now);
  return toAuthSession(session, credential, sealed);
}
