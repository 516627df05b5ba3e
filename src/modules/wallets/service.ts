import type { Kysely } from 'kysely';
import type { ServiceContext } from '../../context.js';
import { transact } from '../../db/retry.js';
import type { SignedRequest } from '../../signed-request.js';
import type { Database } from '../../db/schema.js';
import {
  fromHex,
  hpkeOpen,
  newP256KeyPair,
  type P256PublicKey,
  parseP256PublicKey,
  publicKeyOf,
  sealSessionKey,
  signedBundle,
  toHex,
} from '../../crypto/wallet-keys.js';
import {
  type PasskeyRecord,
  PasskeyError,
  passkeyChallenge,
  verifyPasskeyAssertion,
  verifyPasskeyRegistration,
} from '../../crypto/webauthn.js';
import { ApiError, conflict, invalidField, invalidInput, notFound, unauthorized } from '../../errors.js';
import { formatId, newUuid, parseId } from '../../ids.js';
import {
  type InternalAccount,
  type InternalAccountView,
  loadAccount,
  setPrivateEnabled,
} from '../accounts/index.js';
import { getConfig } from '../config/index.js';
import { keyRing } from '../keys/index.js';
import { loadCustomer } from '../customers/index.js';
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
import { issueRequest, pendingRequest, type Signed, signedRetry } from './signed-requests.js';
import { nonceFor, type OidcIdentity, readOidcToken } from './oidc.js';
import * as store from './store.js';

/** Sessions last this long (spec 5.8, 8). */
export const SESSION_TTL_MS = 15 * 60_000;
/** Sessions in force per wallet (spec 8: "small and bounded, typically 1 to 4"); a new one ends the oldest. */
export const MAX_SESSIONS_PER_WALLET = 4;
/** A one-time code's target key lasts this long unless the platform's `expirationSeconds` says otherwise. */
const DEFAULT_OTP_SECONDS = 300;

/** The request as the HTTP layer saw it: what a signed retry binds. */
export type WalletRequest = SignedRequest;

type OtpType = Extract<AuthMethodType, 'EMAIL_OTP' | 'SMS_OTP'>;
const isOtp = (type: AuthMethodType): type is OtpType => type === 'EMAIL_OTP' || type === 'SMS_OTP';

const credentialNotFound = (id: string) => notFound('NOT_FOUND', `Credential ${id} not found`);
const sessionNotFound = (id: string) => notFound('NOT_FOUND', `Session ${id} not found`);

// ---------------------------------------------------------------------------------------
// Views

/**
 * An OTP credential's nickname is where its codes go: the email address (EMAIL_OTP) or the
 * E.164 phone number (SMS_OTP), as the real service names it (decision 0027). Read from the
 * stored contact, so a customer's contact change (contact-change.ts) renames it too.
 */
function nicknameOf(row: store.CredentialRow): string {
  const contact = (row.details as { contact?: unknown }).contact;
  return isOtp(row.type) && typeof contact === 'string' ? contact : row.nickname;
}

export function toAuthMethod(row: store.CredentialRow): AuthMethod {
  const credentialId = (row.details as { credentialId?: unknown }).credentialId;
  return {
    id: formatId('AuthMethod', row.id),
    accountId: formatId('InternalAccount', row.account_id),
    type: row.type,
    ...(typeof credentialId === 'string' ? { credentialId } : {}),
    nickname: nicknameOf(row),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function toAuthSession(
  session: store.SessionRow,
  credential: store.CredentialRow,
  encryptedSessionSigningKey?: string,
): AuthSession {
  return {
    ...toAuthMethod(credential),
    id: formatId('Session', session.id),
    ...(encryptedSessionSigningKey ? { encryptedSessionSigningKey } : {}),
    expiresAt: session.expires_at.toISOString(),
    createdAt: session.created_at.toISOString(),
    updatedAt: session.updated_at.toISOString(),
  };
}

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

async function loadCredential(
  db: Kysely<Database>,
  platformId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<store.CredentialRow> {
  const uuid = parseId('AuthMethod', id);
  const row = uuid ? await store.findCredential(db, platformId, uuid, options) : undefined;
  if (!row) throw credentialNotFound(id);
  return row;
}

/** The contact an OTP credential sends its codes to: the wallet owner's email or phone number. */
async function contactOf(db: Kysely<Database>, wallet: InternalAccountView, type: OtpType): Promise<string> {
  if (!wallet.customer_id) throw invalidField('accountId', 'is not a customer wallet');
  const customer = await loadCustomer(db, wallet.platform_id, formatId('Customer', wallet.customer_id));
  const contact = type === 'EMAIL_OTP' ? customer.email : customer.phone_number;
  if (!contact) {
    throw invalidField(
      'type',
      `the wallet's customer has no ${type === 'EMAIL_OTP' ? 'email' : 'phoneNumber'} to send one-time codes to`,
    );
  }
  return contact;
}

const alreadyExists = (type: OtpType) =>
  new ApiError(
    400,
    `${type}_CREDENTIAL_ALREADY_EXISTS`,
    `The wallet already has an ${type} credential: revoke it before registering another`,
  );

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
    {
      platformId,
      accountId: wallet.id,
      operation: 'CREATE_AUTH_CREDENTIAL',
      method: request.method,
      path: request.path,
      body,
      headers: request.headers,
    },
    async (tctx, trx) => {
      // Registered meanwhile by another request: the limits still hold.
      await store.lockWallet(trx, wallet.id);
      plan.assertNew(await store.listCredentials(trx, platformId, wallet.id));
      return create(tctx, trx);
    },
  );
}

/** What a new credential of the body's type stores, and what it may not repeat. */
interface CredentialPlan {
  type: AuthMethodType;
  nickname: string;
  details: Record<string, unknown>;
  /** Throws when the wallet's live credentials leave no room for this one. */
  assertNew(live: store.CredentialRow[]): void;
}

async function credentialPlan(
  ctx: ServiceContext,
  wallet: InternalAccountView,
  body: CreateCredentialBody,
): Promise<CredentialPlan> {
  const type = body.type;
  if (isOtp(type)) {
    const contact = await contactOf(ctx.db, wallet, type);
    return {
      type,
      nickname: contact,
      details: { contact },
      assertNew: (live) => {
        if (live.some((c) => c.type === type)) throw alreadyExists(type);
      },
    };
  }
  if (type === 'OAUTH') {
    const { iss, aud, sub } = readOidcToken(ctx, body.oidcToken);
    return {
      type,
      nickname: 'OAuth',
      details: { iss, aud, sub },
      assertNew: (live) => {
        const same = live.some((c) => {
          const d = c.details as Partial<OidcIdentity>;
          return c.type === 'OAUTH' && d.iss === iss && d.aud === aud && d.sub === sub;
        });
        if (same)
          throw invalidField(
            'oidcToken',
            `the identity ${sub} of ${iss} is already a credential of this wallet`,
          );
      },
    };
  }
  return passkeyPlan(ctx, wallet, body);
}

const passkeyExists = (credentialId: string) =>
  new ApiError(
    400,
    'PASSKEY_CREDENTIAL_ALREADY_EXISTS',
    `The passkey ${credentialId} is already registered: each WebAuthn credential registers once`,
  );

/** A PASSKEY registration: the attestation verified against the challenge the client chose. */
async function passkeyPlan(
  ctx: ServiceContext,
  wallet: InternalAccountView,
  body: CreateCredentialBody,
): Promise<CredentialPlan> {
  const missing = (['nickname', 'challenge', 'attestation'] as const).filter((f) => body[f] === undefined);
  if (missing.length > 0 || body.challenge === undefined || body.attestation === undefined) {
    throw invalidInput(
      'PASSKEY credentials need nickname, challenge and attestation',
      missing.map((field) => ({ field, message: 'is required for PASSKEY' })),
    );
  }
  let record: PasskeyRecord;
  try {
    record = await verifyPasskeyRegistration(body.challenge, body.attestation);
  } catch (err) {
    if (err instanceof PasskeyError) throw invalidField('attestation', err.message);
    throw err;
  }
  const taken = await store.findPasskey(ctx.db, wallet.platform_id, record.credentialId);
  if (taken) throw passkeyExists(record.credentialId);
  return {
    type: 'PASSKEY',
    nickname: body.nickname ?? 'Passkey',
    details: { ...record },
    assertNew: (live) => {
      const same = live.some(
        (c) =>
          c.type === 'PASSKEY' && (c.details as Partial<PasskeyRecord>).credentialId === record.credentialId,
      );
      if (same) throw passkeyExists(record.credentialId);
    },
  };
}

const isUniqueViolation = (err: unknown): boolean => (err as { code?: unknown } | null)?.code === '23505';

/** A fresh HPKE target for the credential's next code, in a bundle signed by the platform's enclave key. */
async function issueOtpTarget(
  ctx: ServiceContext,
  db: Kysely<Database>,
  credential: store.CredentialRow,
  now: Date,
): Promise<string> {
  const config = await getConfig(ctx, credential.platform_id);
  const seconds = config.embeddedWalletConfig?.expirationSeconds ?? DEFAULT_OTP_SECONDS;
  const expiresAt = new Date(now.getTime() + seconds * 1000);
  const target = newP256KeyPair();
  const ring = await keyRing(ctx);
  await store.setOtpTarget(
    db,
    credential.id,
    {
      sealedPrivateKey: ring.seal(
        new TextEncoder().encode(toHex(target.privateKey)),
        otpTargetPurpose(credential.id),
      ),
      publicKey: target.publicKey.uncompressed,
      expiresAt,
    },
    now,
  );
  const enclave = await enclaveKeyOf(ctx, db, credential.platform_id, now);
  return signedBundle(enclave, {
    targetPublic: target.publicKey.uncompressed,
    credentialId: formatId('AuthMethod', credential.id),
    expiresAt: expiresAt.toISOString(),
  });
}

const otpTargetPurpose = (credentialId: string) => `wallet-otp-target:${credentialId}`;
const enclavePurpose = (platformId: string) => `wallet-enclave-key:${platformId}`;

/** The platform's enclave signing key, made on first use; kept sealed (its hex as the plaintext). */
export async function enclaveKeyOf(
  ctx: ServiceContext,
  db: Kysely<Database>,
  platformId: string,
  now: Date,
): Promise<Uint8Array> {
  const ring = await keyRing(ctx);
  const key = await store.enclaveKey(
    db,
    platformId,
    () => {
      const pair = newP256KeyPair();
      return {
        sealedPrivateKey: ring.seal(
          new TextEncoder().encode(toHex(pair.privateKey)),
          enclavePurpose(platformId),
        ),
        publicKey: pair.publicKey.uncompressed,
      };
    },
    now,
  );
  return fromHex(
    new TextDecoder().decode(ring.open(key.sealed_private_key, enclavePurpose(platformId))),
  ) as Uint8Array;
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

async function passkeyChallengeFor(
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
function clientKeyOf(text: string): ProvenKey {
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
async function openOtpBundle(
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
    {
      platformId,
      accountId: credential.account_id,
      operation: 'VERIFY_AUTH_CREDENTIAL',
      method: request.method,
      path: request.path,
      body,
      headers: request.headers,
      // The client proves it holds the key it will sign with by stamping with it.
      signer: clientKey.key.compressed,
      context: { target: credential.otp_target_public },
    },
    async (tctx, trx, signed) => {
      const current = await loadCredential(trx, platformId, id, { forUpdate: true });
      if (current.otp_target_public !== (signed.context as { target?: unknown }).target) {
        throw conflict('The one-time code was used or replaced meanwhile: request a new challenge');
      }
      const at = tctx.clock.now();
      await store.markVerified(trx, current.id, at);
      const verified = { ...current, verified_at: at, updated_at: at };
      return openSession(trx, verified, clientKey, at);
    },
  );
}

/**
 * OAUTH verify (spec 4.6, 4.15): a fresh token of the registered identity whose `nonce` is the
 * SHA-256 of the exact `clientPublicKey` sent opens a session for that key at once; the nonce
 * binds the token to the key, so no signed retry is needed.
 */
async function verifyOauth(
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
    await store.markVerified(trx, current.id, now);
    return openSession(trx, { ...current, verified_at: now, updated_at: now }, clientKey, now);
  });
}

/**
 * PASSKEY verify (spec 4.6): an assertion over the challenge of the request named by
 * Request-Id opens a session for the key that challenge bound. The assertion is the
 * signature, so there is no 202 leg; the request is used up and the counter moves on in the
 * same transaction, so one assertion opens one session.
 */
async function verifyPasskey(
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
      await store.setPasskeyCounter(trx, current.id, counter, now);
    }
    await store.consumeRequest(trx, request.id, now);
    await store.markVerified(trx, current.id, now);
    const clientKey = clientKeyOf(String(context.clientPublicKey));
    return openSession(trx, { ...current, verified_at: now, updated_at: now }, clientKey, now);
  });
}

/** A session for `credential` signing with the client's key, or (legacy flow) a key sealed to it. */
async function openSession(
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
  await store.revokeSessionsBeyond(trx, credential.account_id, MAX_SESSIONS_PER_WALLET, now);
  return toAuthSession(session, credential, sealed);
}

/** DELETE /auth/credentials/{id}: a signed retry; the credential's sessions end with it. */
export async function revokeCredential(
  ctx: ServiceContext,
  platformId: string,
  id: string,
  request: WalletRequest,
): Promise<{ type: AuthMethodType; outcome: Signed<true> }> {
  const credential = await loadCredential(ctx.db, platformId, id);
  const outcome = await signedRetry(
    ctx,
    {
      platformId,
      accountId: credential.account_id,
      operation: 'REVOKE_AUTH_CREDENTIAL',
      method: request.method,
      path: request.path,
      body: null,
      headers: request.headers,
    },
    async (tctx, trx) => {
      const current = await loadCredential(trx, platformId, id, { forUpdate: true });
      await store.revokeCredential(trx, current.id, tctx.clock.now());
      return true as const;
    },
  );
  return { type: credential.type, outcome };
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
  const outcome = await signedRetry(
    ctx,
    {
      platformId,
      accountId: session.account_id,
      operation: 'REVOKE_AUTH_SESSION',
      method: request.method,
      path: request.path,
      body: null,
      headers: request.headers,
    },
    async (tctx, trx) => {
      await store.revokeSession(trx, session.id, tctx.clock.now());
      return true as const;
    },
  );
  return { type: credential.type, outcome };
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
    {
      platformId,
      accountId: session.account_id,
      operation: 'REFRESH_AUTH_SESSION',
      method: request.method,
      path: request.path,
      body,
      headers: request.headers,
      bound: { clientPublicKey: clientKey.key.uncompressed },
    },
    async (tctx, trx) => {
      const now = tctx.clock.now();
      const { session: current, credential } = await liveSession(trx, platformId, id, now);
      await store.revokeSession(trx, current.id, now);
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
    {
      platformId,
      accountId: wallet.id,
      operation: 'UPDATE_INTERNAL_ACCOUNT',
      method: request.method,
      path: request.path,
      body,
      headers: request.headers,
    },
    async (tctx, trx) => {
      const current = await walletOf(trx, platformId, accountId, 'id');
      return setPrivateEnabled(trx, current, privateEnabled, tctx.clock.now());
    },
  );
}
