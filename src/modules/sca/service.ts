import { randomBytes } from 'node:crypto';
import { generateRegistrationOptions } from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import { Secret } from 'otpauth';
import { assert } from '../../assert.js';
import type { ServiceContext } from '../../context.js';
import {
  type PasskeyAttestation,
  PasskeyError,
  type PasskeyRecord,
  passkeyChallenge,
  verifyPasskeyRegistration,
} from '../../crypto/webauthn.js';
import { transact } from '../../db/retry.js';
import type { Database } from '../../db/schema.js';
import type { ScaFactorName } from './tables.js';
import { ApiError, conflict, invalidField, notFound } from '../../errors.js';
import { formatId, newUuid, parseId } from '../../ids.js';
import { type CustomerRow, isEuEeaRegion, loadCustomer } from '../customers/index.js';
import { keyRing } from '../keys/index.js';
import type { ConfirmEnrollmentBody, LoginCompleteBody, SecurityEventType } from './schemas.js';
import * as store from './store.js';
import { activeFactors, factorView, openSecret, RECOVERY_CODES, sha256, totpOf } from './factors.js';
import {
  answerChallenge,
  countFailure,
  issueChallenge,
  MAX_FAILED_ATTEMPTS,
  refuseWhenLocked,
  SCA_CHALLENGE_TTL_MS,
} from './proofs.js';

/**
 * Strong Customer Authentication for customers in EU/EEA regions (spec 5, 7.2): the factors a
 * customer proves itself with (an SMS code to its phone, an authenticator app's TOTP, a
 * passkey), the login that opens its SCA session, and the lock after repeated failures.
 */

/** An SCA session lasts this long after the login that opened it. */
export const SCA_SESSION_TTL_MS = 15 * 60_000;

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
    if (await store.findFactor(trx, customer, { factor: type, status: 'ACTIVE' })) {
      throw type === 'PASSKEY'
        ? conflict(
            'The customer already has a passkey; delete it to enroll another',
            'PASSKEY_ALREADY_ENROLLED',
          )
        : conflict('The customer already has an authenticator app (TOTP); delete it to enroll another');
    }
    await store.deleteFactors(trx, customer, { factor: type, status: 'PENDING' });
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
    const pending = await store.findFactor(trx, customer, { factor: body.type, status: 'PENDING' });
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
      await store.updateFactor(trx, pending, {
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
    await store.updateFactor(trx, pending, {
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
  await store.deleteFactors(ctx.db, { id: factor.customer_id, platform_id: platformId }, { id: factor.id });
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
    const challenge = await store.findChallenge(trx, customer, {
      purpose: 'LOGIN',
      factor: body.factor,
      ...(uuid ? { id: uuid } : {}),
    });
    if (!challenge) throw conflict(`No ${body.factor} login is outstanding; POST /sca/login/start first`);
    const failure = await answerChallenge(tctx, trx, customer, challenge, body);
    if (failure) return { failure };
    const now = tctx.clock.now();
    const expiresAt = new Date(now.getTime() + SCA_SESSION_TTL_MS);
    await store.updateState(trx, customer, { session_expires_at: expiresAt, updated_at: now });
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
  customer: Pick<CustomerRow, 'id' | 'platform_id'>,
): Promise<void> {
  const state = await store.findState(db, customer);
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
        : await store.updateState(trx, customer, {
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
