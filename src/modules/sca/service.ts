import { createHash, randomBytes } from 'node:crypto';
import { generateAuthenticationOptions, generateRegistrationOptions } from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import { assert } from '../../assert.js';
import type { ServiceContext } from '../../context.js';
import {
  type PasskeyAssertion,
  type PasskeyAttestation,
  PasskeyError,
  type PasskeyRecord,
  passkeyChallenge,
  verifyPasskeyAssertion,
  verifyPasskeyRegistration,
} from '../../crypto/webauthn.js';
import { transact } from '../../db/retry.js';
import type { Database } from '../../db/schema.js';
import type { ScaFactorName } from './tables.js';
import { ApiError, conflict, type FieldError, invalidField, notFound } from '../../errors.js';
import { formatId, newUuid, parseId } from '../../ids.js';
import type { WalletSignatures } from '../../sandbox/index.js';
import { type CustomerRow, isEuEeaRegion, loadCustomer } from '../customers/index.js';
import { keyRing } from '../keys/index.js';
import type {
  ConfirmEnrollmentBody,
  LoginCompleteBody,
  ScaFactorView,
  SecurityEventType,
} from './schemas.js';
import * as store from './store.js';

/**
 * Strong Customer Authentication for customers in EU/EEA regions (spec 5, 7.2): the factors a
 * customer proves itself with (an SMS code to its phone, an authenticator app's TOTP, a
 * passkey), the login that opens its SCA session, and the lock after repeated failures.
 */

/** An SCA session lasts this long after the login that opened it. */
export const SCA_SESSION_TTL_MS = 15 * 60_000;
/** A challenge (a code sent, a passkey challenge) can be answered this long. */
export const SCA_CHALLENGE_TTL_MS = 5 * 60_000;
/** Failed proofs in a row that lock the customer out, and for how long. */
export const MAX_FAILED_ATTEMPTS = 5;
export const LOCK_MS = 15 * 60_000;

const TOTP_PERIOD_SECONDS = 30;
const RECOVERY_CODES = 8;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const credentialIdOf = (row: store.FactorRow) => formatId('ScaCredential', row.id);

/** The customer, who must be in an SCA region: elsewhere the SCA routes are 409 (spec 7.2). */
export async function scaCustomer(
  db: Kysely<Database>,
  platformId: string,
  customerId: string,
): Promise<CustomerRow> {
  const customer = await loadCustomer(db, platformId, customerId.trim());
  if (!isEuEeaRegion(customer.region)) {
    throw conflict(
      `Strong Customer Authentication applies to customers in EU/EEA regions; ${customerId} is in ${customer.region ?? 'no region'}`,
    );
  }
  return customer;
}

function totpOf(secretBase32: string, customer: CustomerRow): TOTP {
  return new TOTP({
    issuer: 'Payments Service',
    label: customer.platform_customer_id,
    secret: Secret.fromBase32(secretBase32),
    period: TOTP_PERIOD_SECONDS,
  });
}

async function openSecret(ctx: ServiceContext, row: store.FactorRow): Promise<string> {
  assert(row.sealed_secret !== null, 'a TOTP factor keeps its secret');
  const box = await keyRing(ctx);
  return Buffer.from(box.open(row.sealed_secret, `sca-totp:${row.id}`)).toString('utf8');
}

function factorView(row: store.FactorRow): ScaFactorView {
  return { factor: row.factor, credentialId: credentialIdOf(row), ...(row.name ? { name: row.name } : {}) };
}

/** The factors a customer can prove itself with: SMS_OTP when it has a phone number, and its active enrollments. */
async function activeFactors(db: Kysely<Database>, customer: CustomerRow): Promise<ScaFactorView[]> {
  const enrolled = (await store.listFactors(db, customer.id)).filter((f) => f.status === 'ACTIVE');
  const sms = (await store.findState(db, customer.id))?.sms_phone_number ?? customer.phone_number;
  return [...(sms ? [{ factor: 'SMS_OTP' as const }] : []), ...enrolled.map(factorView)];
}

/** The names of the factors the customer can prove itself with now. */
export async function activeFactorNames(
  db: Kysely<Database>,
  customer: CustomerRow,
): Promise<ScaFactorName[]> {
  return (await activeFactors(db, customer)).map((f) => f.factor);
}

/** GET /sca/factors. */
export async function listFactors(ctx: ServiceContext, platformId: string, customerId: string) {
  const customer = await scaCustomer(ctx.db, platformId, customerId);
  return { factors: await activeFactors(ctx.db, customer) };
}

// ---------------------------------------------------------------------------------------
// Enrollment

/**
 * POST /sca/factors: TOTP answers a new secret (a new start replaces an unconfirmed one);
 * PASSKEY answers WebAuthn creation options for the service's relying party. A customer holds
 * one of each: a second is 409 (PASSKEY_ALREADY_ENROLLED for a passkey).
 */
export async function startEnrollment(
  ctx: ServiceContext,
  platformId: string,
  customerId: string,
  type: 'TOTP' | 'PASSKEY',
) {
  const customer = await scaCustomer(ctx.db, platformId, customerId);
  return transact(ctx, async (tctx, trx) => {
    const now = tctx.clock.now();
    await store.lockState(trx, platformId, customer.id, now);
    if (await store.findFactor(trx, customer.id, { factor: type, status: 'ACTIVE' })) {
      throw type === 'PASSKEY'
        ? conflict(
            'The customer already has a passkey; delete it to enroll another',
            'PASSKEY_ALREADY_ENROLLED',
          )
        : conflict('The customer already has an authenticator app (TOTP); delete it to enroll another');
    }
    await store.deleteFactors(trx, customer.id, { factor: type, status: 'PENDING' });
    const id = newUuid();
    if (type === 'TOTP') {
      const secret = new Secret({ size: 20 }).base32;
      const box = await keyRing(tctx);
      await store.insertFactor(trx, {
        id,
        platform_id: platformId,
        customer_id: customer.id,
        factor: 'TOTP',
        status: 'PENDING',
        name: 'Authenticator app',
        sealed_secret: box.seal(Buffer.from(secret, 'utf8'), `sca-totp:${id}`),
        passkey: null,
        registration_challenge: null,
        recovery_code_hashes: null,
        created_at: now,
        activated_at: null,
      });
      return {
        type: 'TOTP' as const,
        secret,
        secretBase32Encoded: secret,
        totpUri: totpOf(secret, customer).toString(),
      };
    }
    const { origins, rpId } = tctx.config.scaPasskeys;
    const challenge = passkeyChallenge(`sca-enrollment:${id}:${randomBytes(16).toString('hex')}`);
    const options = await generateRegistrationOptions({
      rpName: 'Payments Service',
      rpID: rpId,
      userName: customer.platform_customer_id,
      userID: Buffer.from(customer.id, 'utf8'),
      challenge: Buffer.from(challenge, 'utf8'),
      attestationType: 'none',
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      timeout: SCA_CHALLENGE_TTL_MS,
    });
    await store.insertFactor(trx, {
      id,
      platform_id: platformId,
      customer_id: customer.id,
      factor: 'PASSKEY',
      status: 'PENDING',
      name: 'Passkey',
      sealed_secret: null,
      passkey: null,
      registration_challenge: challenge,
      recovery_code_hashes: null,
      created_at: now,
      activated_at: null,
    });
    return { type: 'PASSKEY' as const, options, allowedOrigins: origins, relyingPartyId: rpId };
  });
}

/** The registration a client sends (the JSON of navigator.credentials.create), as the WebAuthn check takes it. */
function attestationOf(credential: Record<string, unknown>): PasskeyAttestation {
  const response = (credential.response ?? {}) as Record<string, unknown>;
  const text = (value: unknown, field: string) => {
    if (typeof value !== 'string' || value === '')
      throw invalidField(field, 'is required (a base64url string)');
    return value;
  };
  return {
    credentialId: text(credential.id ?? credential.rawId, 'credential.id'),
    clientDataJson: text(response.clientDataJSON, 'credential.response.clientDataJSON'),
    attestationObject: text(response.attestationObject, 'credential.response.attestationObject'),
    transports: Array.isArray(response.transports) ? response.transports.map(String) : undefined,
  };
}

function checkOrigin(ctx: ServiceContext, origin: string | null | undefined, field = 'origin'): string {
  const wanted = (origin ?? '').replace(/\/$/, '');
  if (!ctx.config.scaPasskeys.origins.includes(wanted)) {
    throw invalidField(
      field,
      `must be one of the allowed origins: ${ctx.config.scaPasskeys.origins.join(', ')}`,
    );
  }
  return wanted;
}

const passkeyFailure = (err: unknown, field: string): ApiError =>
  err instanceof PasskeyError ? invalidField(field, err.message) : (err as ApiError);

/**
 * POST /sca/factors/confirm: the TOTP secret with a current code from the app (answers
 * recovery codes, shown once), or the passkey's registration from an allowed origin.
 */
export async function confirmEnrollment(
  ctx: ServiceContext,
  platformId: string,
  customerId: string,
  body: ConfirmEnrollmentBody,
) {
  const customer = await scaCustomer(ctx.db, platformId, customerId);
  return transact(ctx, async (tctx, trx) => {
    const now = tctx.clock.now();
    await store.lockState(trx, platformId, customer.id, now);
    const pending = await store.findFactor(trx, customer.id, { factor: body.type, status: 'PENDING' });
    if (!pending) throw conflict(`No ${body.type} enrollment is outstanding; POST /sca/factors first`);
    if (body.type === 'TOTP') {
      const secret = await openSecret(tctx, pending);
      if (body.secret.replace(/\s/g, '').toUpperCase() !== secret) {
        throw invalidField('secret', 'is not the secret of the outstanding enrollment');
      }
      if (
        totpOf(secret, customer).validate({
          token: body.code.trim(),
          timestamp: now.getTime(),
          window: 1,
        }) === null
      ) {
        throw invalidField('code', 'is not the current code of the authenticator app');
      }
      const recoveryCodes = Array.from({ length: RECOVERY_CODES }, () => randomBytes(5).toString('hex'));
      await store.updateFactor(trx, pending.id, {
        status: 'ACTIVE',
        activated_at: now,
        recovery_code_hashes: JSON.stringify(recoveryCodes.map(sha256)),
      });
      return { type: 'TOTP' as const, recoveryCodes };
    }
    const origin = checkOrigin(tctx, body.origin);
    assert(pending.registration_challenge !== null, 'a passkey enrollment keeps its challenge');
    if (now.getTime() - pending.created_at.getTime() > SCA_CHALLENGE_TTL_MS) {
      throw invalidField('credential', 'the enrollment expired; POST /sca/factors again');
    }
    let record: PasskeyRecord;
    try {
      record = await verifyPasskeyRegistration(
        pending.registration_challenge,
        attestationOf(body.credential),
      );
    } catch (err) {
      throw passkeyFailure(err, 'credential');
    }
    if (record.origin !== origin || record.rpId !== tctx.config.scaPasskeys.rpId) {
      throw invalidField(
        'credential',
        `was made for ${record.origin} (RP ID ${record.rpId}), not ${origin} (RP ID ${tctx.config.scaPasskeys.rpId})`,
      );
    }
    await store.updateFactor(trx, pending.id, {
      status: 'ACTIVE',
      activated_at: now,
      passkey: JSON.stringify(record),
      registration_challenge: null,
    });
    return {
      type: 'PASSKEY' as const,
      factor: factorView({ ...pending, status: 'ACTIVE' }),
    };
  });
}

/** DELETE /sca/factors/{credentialId}: one of the customer's enrolled factors. */
export async function deleteFactor(
  ctx: ServiceContext,
  platformId: string,
  customerId: string | undefined,
  credentialId: string,
): Promise<void> {
  // The region rule comes before the lookup (spec 7.4): a customer outside SCA regions is 409
  // whether or not the id names anything.
  const named = customerId === undefined ? undefined : await scaCustomer(ctx.db, platformId, customerId);
  const uuid = parseId('ScaCredential', credentialId.trim());
  const factor = uuid ? await store.findFactorById(ctx.db, platformId, uuid) : undefined;
  if (!factor || (named !== undefined && named.id !== factor.customer_id)) {
    throw notFound('NOT_FOUND', `SCA credential ${credentialId} not found`);
  }
  if (named === undefined) await scaCustomer(ctx.db, platformId, formatId('Customer', factor.customer_id));
  await store.deleteFactors(ctx.db, factor.customer_id, { id: factor.id });
}

// ---------------------------------------------------------------------------------------
// Proving: login, and any challenge another module asks for (a quote's authorization)

const locked = (until: Date) =>
  new ApiError(
    423,
    'ACCOUNT_LOCKED',
    `Too many failed attempts: the customer is locked until ${until.toISOString()}`,
    {
      lockedUntil: until.toISOString(),
    },
  );

/** 423 while the customer is locked out. */
export function refuseWhenLocked(state: store.StateRow, now: Date): void {
  if (state.locked_until && state.locked_until > now) throw locked(state.locked_until);
}

/** A new challenge of `factor` for `purpose`: a code sent (SMS), awaited (TOTP), or a passkey challenge. */
export async function issueChallenge(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  customer: CustomerRow,
  purpose: string,
  factor: ScaFactorName,
  subjectId: string | null,
  field = 'factor',
) {
  const now = ctx.clock.now();
  const available = await activeFactors(trx, customer);
  if (!available.some((f) => f.factor === factor)) {
    throw invalidField(
      field,
      `the customer has no ${factor} factor; available: ${available.map((f) => f.factor).join(', ') || 'none'}`,
    );
  }
  const id = newUuid();
  const passkey =
    factor === 'PASSKEY'
      ? await store.findFactor(trx, customer.id, { factor: 'PASSKEY', status: 'ACTIVE' })
      : undefined;
  const challenge =
    factor === 'PASSKEY' ? passkeyChallenge(`sca-${purpose}:${id}:${randomBytes(16).toString('hex')}`) : null;
  const expiresAt = new Date(now.getTime() + SCA_CHALLENGE_TTL_MS);
  await store.insertChallenge(trx, {
    id,
    platform_id: customer.platform_id,
    customer_id: customer.id,
    purpose,
    subject_id: subjectId,
    factor,
    passkey_challenge: challenge,
    expires_at: expiresAt,
    sent_at: now,
    used_at: null,
    created_at: now,
  });
  const record = passkey?.passkey as unknown as PasskeyRecord | undefined;
  const passkeyOptions =
    challenge !== null && record
      ? await generateAuthenticationOptions({
          rpID: record.rpId,
          challenge: Buffer.from(challenge, 'utf8'),
          allowCredentials: [{ id: record.credentialId, transports: record.transports }],
          userVerification: 'preferred',
          timeout: SCA_CHALLENGE_TTL_MS,
        })
      : null;
  return {
    id: formatId('ScaChallenge', id),
    factor,
    expiresAt,
    availableFactors: available.map((f) => f.factor),
    passkeyOptions: passkeyOptions as unknown as Record<string, unknown> | null,
    allowedOrigins: record ? [record.origin] : null,
    relyingPartyId: record ? record.rpId : null,
  };
}

export interface ScaProof {
  challengeId?: string | null | undefined;
  code?: string | null | undefined;
  passkeyAssertion?: Record<string, unknown> | null | undefined;
  origin?: string | null | undefined;
}

/** Whether `proof` answers `challenge`; the problems when it does not. */
async function proofProblems(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  customer: CustomerRow,
  challenge: store.ChallengeRow,
  proof: ScaProof,
): Promise<FieldError[]> {
  const now = ctx.clock.now();
  if (challenge.expires_at <= now)
    return [{ field: 'challengeId', message: 'the challenge expired; start again' }];
  const code = proof.code?.trim();
  if (challenge.factor !== 'PASSKEY' && !code && proof.passkeyAssertion) {
    return legacyPasskeyProblems(ctx.world.signatures, proof.passkeyAssertion, proof.origin);
  }
  switch (challenge.factor) {
    case 'SMS_OTP':
      if (!code) return [{ field: 'code', message: 'is required (the code sent by SMS)' }];
      return ctx.world.codes.sca(code) ? [] : [{ field: 'code', message: 'is not the code that was sent' }];
    case 'TOTP': {
      if (!code) return [{ field: 'code', message: 'is required (the authenticator app code)' }];
      const factor = await store.findFactor(
        trx,
        customer.id,
        { factor: 'TOTP', status: 'ACTIVE' },
        { forUpdate: true },
      );
      if (!factor) return [{ field: 'code', message: 'the customer has no authenticator app' }];
      const secret = await openSecret(ctx, factor);
      if (totpOf(secret, customer).validate({ token: code, timestamp: now.getTime(), window: 1 }) !== null)
        return [];
      // A recovery code stands for the app once.
      const hashes = factor.recovery_code_hashes ?? [];
      if (hashes.includes(sha256(code))) {
        await store.updateFactor(trx, factor.id, {
          recovery_code_hashes: JSON.stringify(hashes.filter((h) => h !== sha256(code))),
        });
        return [];
      }
      return [{ field: 'code', message: 'is not the current code of the authenticator app' }];
    }
    case 'PASSKEY': {
      if (!proof.passkeyAssertion) return [{ field: 'passkeyAssertion', message: 'is required' }];
      const factor = await store.findFactor(
        trx,
        customer.id,
        { factor: 'PASSKEY', status: 'ACTIVE' },
        { forUpdate: true },
      );
      assert(challenge.passkey_challenge !== null, 'a passkey challenge keeps its challenge');
      if (!factor?.passkey) return [{ field: 'passkeyAssertion', message: 'the customer has no passkey' }];
      const record = factor.passkey as unknown as PasskeyRecord;
      if ((proof.origin ?? record.origin).replace(/\/$/, '') !== record.origin) {
        return [{ field: 'origin', message: `is not the passkey's origin ${record.origin}` }];
      }
      try {
        const counter = await verifyPasskeyAssertion(
          record,
          challenge.passkey_challenge,
          assertionOf(proof.passkeyAssertion),
        );
        await store.updateFactor(trx, factor.id, { passkey: JSON.stringify({ ...record, counter }) });
        return [];
      } catch (err) {
        if (err instanceof PasskeyError) return [{ field: 'passkeyAssertion', message: err.message }];
        throw err;
      }
    }
  }
}

const LEGACY_ASSERTION_FIELDS = ['credentialId', 'clientDataJson', 'authenticatorData', 'signature'] as const;

/**
 * The sandbox's legacy shortcut (spec 4.15): an assertion whose signature is the world's
 * accepted passkey signature stands for any challenge, given its fields and a web origin.
 */
function legacyPasskeyProblems(
  signatures: WalletSignatures,
  assertion: Record<string, unknown>,
  origin: string | null | undefined,
): FieldError[] {
  const problems: FieldError[] = [];
  if (origin === undefined || origin === null) {
    problems.push({ field: 'origin', message: 'is required with passkeyAssertion' });
  } else if (!isWebOrigin(origin)) {
    problems.push({ field: 'origin', message: 'must be a web origin such as https://app.example.com' });
  }
  for (const name of LEGACY_ASSERTION_FIELDS) {
    const value = assertion[name];
    if (typeof value !== 'string' || value === '') {
      problems.push({ field: `passkeyAssertion.${name}`, message: 'is required (a non-empty string)' });
    }
  }
  if (problems.length === 0 && !signatures.passkeyAssertion(String(assertion.signature))) {
    problems.push({ field: 'passkeyAssertion.signature', message: 'does not verify' });
  }
  return problems;
}

function isWebOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
}

/** An assertion as a client sends it: the JSON of navigator.credentials.get, or its fields flat. */
function assertionOf(value: Record<string, unknown>): PasskeyAssertion {
  const response = (value.response ?? value) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    credentialId: text(value.credentialId ?? value.id ?? value.rawId),
    clientDataJson: text(response.clientDataJson ?? response.clientDataJSON),
    authenticatorData: text(response.authenticatorData),
    signature: text(response.signature),
    userHandle: typeof response.userHandle === 'string' ? response.userHandle : undefined,
  };
}

/**
 * Answers `challenge` with `proof` in `trx`: a good proof resets the failures and marks the
 * challenge used; a bad one counts a failure (the MAX_FAILED_ATTEMPTS-th locks the customer).
 * Returns the error to throw once `trx` commits (so the failure is kept), or undefined.
 */
export async function answerChallenge(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  customer: CustomerRow,
  challenge: store.ChallengeRow,
  proof: ScaProof,
): Promise<ApiError | undefined> {
  const now = ctx.clock.now();
  const state = await store.lockState(trx, customer.platform_id, customer.id, now);
  refuseWhenLocked(state, now);
  const problems = await proofProblems(ctx, trx, customer, challenge, proof);
  if (problems.length === 0) {
    await store.updateChallenge(trx, challenge.id, { used_at: now });
    await store.updateState(trx, customer.id, { failed_attempts: 0, locked_until: null, updated_at: now });
    return undefined;
  }
  const failed = await countFailure(trx, state, now);
  if (failed.locked_until && failed.locked_until > now) return locked(failed.locked_until);
  return new ApiError(400, 'INVALID_INPUT', 'Strong Customer Authentication failed', {
    errors: problems,
    failedAttempts: failed.failed_attempts,
    attemptsLeft: MAX_FAILED_ATTEMPTS - failed.failed_attempts,
  });
}

async function countFailure(
  trx: Kysely<Database>,
  state: store.StateRow,
  now: Date,
): Promise<store.StateRow> {
  const attempts = state.failed_attempts + 1;
  const lock = attempts >= MAX_FAILED_ATTEMPTS;
  return store.updateState(trx, state.customer_id, {
    failed_attempts: lock ? 0 : attempts,
    locked_until: lock ? new Date(now.getTime() + LOCK_MS) : state.locked_until,
    // A locked customer loses its session: it must log in again once the lock ends.
    ...(lock ? { session_expires_at: null } : {}),
    updated_at: now,
  });
}

/** POST /sca/login/start: a challenge of the factor asked for. */
export async function startLogin(
  ctx: ServiceContext,
  platformId: string,
  customerId: string,
  factor: ScaFactorName,
) {
  const customer = await scaCustomer(ctx.db, platformId, customerId);
  return transact(ctx, async (tctx, trx) => {
    const now = tctx.clock.now();
    refuseWhenLocked(await store.lockState(trx, platformId, customer.id, now), now);
    const c = await issueChallenge(tctx, trx, customer, 'LOGIN', factor, null);
    return {
      factor,
      challengeId: c.id,
      expiresAt: c.expiresAt.toISOString(),
      passkeyOptions: c.passkeyOptions,
      allowedOrigins: c.allowedOrigins,
      relyingPartyId: c.relyingPartyId,
    };
  });
}

/** POST /sca/login/complete: the proof opens (or renews) the customer's SCA session. */
export async function completeLogin(
  ctx: ServiceContext,
  platformId: string,
  customerId: string,
  body: LoginCompleteBody,
) {
  const customer = await scaCustomer(ctx.db, platformId, customerId);
  const outcome = await transact(ctx, async (tctx, trx) => {
    const uuid = body.challengeId ? parseId('ScaChallenge', body.challengeId.trim()) : undefined;
    if (body.challengeId && !uuid) throw invalidField('challengeId', 'is not a challenge of this customer');
    const challenge = await store.findChallenge(trx, customer.id, {
      purpose: 'LOGIN',
      factor: body.factor,
      ...(uuid ? { id: uuid } : {}),
    });
    if (!challenge) throw conflict(`No ${body.factor} login is outstanding; POST /sca/login/start first`);
    const failure = await answerChallenge(tctx, trx, customer, challenge, body);
    if (failure) return { failure };
    const now = tctx.clock.now();
    const expiresAt = new Date(now.getTime() + SCA_SESSION_TTL_MS);
    await store.updateState(trx, customer.id, { session_expires_at: expiresAt, updated_at: now });
    return { sessionExpiresAt: expiresAt.toISOString() };
  });
  if ('failure' in outcome) throw outcome.failure;
  return { status: 'AUTHENTICATED', sessionExpiresAt: outcome.sessionExpiresAt };
}

/**
 * Whether the customer holds a live SCA session (what the gated operations ask): 409
 * SCA_SESSION_REQUIRED when not, "re-authenticate the customer and retry" (spec 7.2).
 */
export async function requireScaSession(
  ctx: ServiceContext,
  db: Kysely<Database>,
  customer: Pick<CustomerRow, 'id'>,
): Promise<void> {
  const state = await store.findState(db, customer.id);
  const now = ctx.clock.now();
  if (!state?.session_expires_at || state.session_expires_at <= now) {
    throw new ApiError(
      409,
      'SCA_SESSION_REQUIRED',
      'The customer has no live Strong Customer Authentication session: log in (POST /sca/login/start and /complete) and retry',
    );
  }
  refuseWhenLocked(state, now);
}

/**
 * POST /sca/record-event: what the platform's own login saw. A failed login counts like a
 * failed SCA proof (the fifth in a row locks the customer); a completed password reset ends
 * the customer's SCA session and clears the failures.
 */
export async function recordEvent(
  ctx: ServiceContext,
  platformId: string,
  customerId: string,
  eventType: SecurityEventType,
) {
  const customer = await scaCustomer(ctx.db, platformId, customerId);
  return transact(ctx, async (tctx, trx) => {
    const now = tctx.clock.now();
    const state = await store.lockState(trx, platformId, customer.id, now);
    const after =
      eventType === 'FAILED_LOGIN_ATTEMPT'
        ? await countFailure(trx, state, now)
        : await store.updateState(trx, customer.id, {
            failed_attempts: 0,
            session_expires_at: null,
            updated_at: now,
          });
    const suspended = after.locked_until !== null && after.locked_until > now;
    return {
      eventType,
      suspended,
      lockedUntil: suspended && after.locked_until ? after.locked_until.toISOString() : null,
      // A failure during a lock shows the count that locked; a password reset cleared it, and
      // says so even while the lock it leaves in force runs (decision 0031).
      failedAttempts:
        suspended && eventType === 'FAILED_LOGIN_ATTEMPT' ? MAX_FAILED_ATTEMPTS : after.failed_attempts,
    };
  });
}
