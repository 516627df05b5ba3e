import type { Kysely } from 'kysely';
import type { ServiceContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import type { ScaFactorName } from './tables.js';
import { ApiError, conflict } from '../../errors.js';
import { formatId } from '../../ids.js';
import type { CustomerRow } from '../customers/index.js';
import type { ScaChallenge } from './schemas.js';
import { activeFactorNames } from './factors.js';
import {
  answerChallenge,
  issueChallenge,
  refuseWhenLocked,
  SCA_CHALLENGE_TTL_MS,
  type ScaProof,
} from './proofs.js';
import * as store from './store.js';

/**
 * Challenges bound to one resource (spec 5, 7.2): a payment the customer authorizes (a quote),
 * a beneficiary it trusts or untrusts. The owning module asks for a challenge when the
 * operation starts and hands the customer's proof back here; the newest challenge of a
 * purpose and resource is the one that counts.
 */

export type ScaPurpose = 'PAYMENT_AUTHORIZATION' | 'BENEFICIARY_TRUST' | 'BENEFICIARY_UNTRUST';

/** A code may be sent again this long after the last one. */
export const RESEND_INTERVAL_MS = 30_000;

/** The factor a challenge uses when none is asked for: SMS (the sandbox's fixed code), else the first enrolled. */
function defaultFactor(available: readonly ScaFactorName[]): ScaFactorName | undefined {
  return available.includes('SMS_OTP') ? 'SMS_OTP' : available[0];
}

/**
 * A new challenge of `purpose` for `subjectId` (replacing any outstanding one), of the factor
 * asked for (`requested`, checked against the customer's factors and reported as `field`) or
 * the default one. 409 when the customer has no factor at all.
 */
export async function challengeSubject(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  customer: CustomerRow,
  purpose: ScaPurpose,
  subjectId: string,
  requested: ScaFactorName | undefined,
  field: string,
): Promise<ScaChallenge> {
  const available = await activeFactorNames(trx, customer);
  const factor = requested ?? defaultFactor(available);
  if (factor === undefined) {
    throw conflict(
      `Customer ${formatId('Customer', customer.id)} has no Strong Customer Authentication factor: ` +
        'give it a phone number or enroll one (POST /sca/factors)',
    );
  }
  const c = await issueChallenge(ctx, trx, customer, purpose, factor, subjectId, field);
  return {
    id: c.id,
    challengeId: c.id,
    factor,
    availableFactors: c.availableFactors,
    expiresAt: c.expiresAt.toISOString(),
    passkeyAllowedOrigins: c.allowedOrigins,
    passkeyAssertionOptions: c.passkeyOptions,
    purpose,
  };
}

/**
 * Answers the outstanding challenge of `purpose` for `subjectId` with `proof`, in `trx`. 423
 * while the customer is locked; with `session`, 409 SCA_SESSION_REQUIRED unless the customer
 * also holds a live SCA session; 409 when no challenge is outstanding; 400 naming
 * `challengeId` when the proof names another challenge. Returns the error to throw once `trx`
 * commits (a wrong proof is counted), or undefined when the proof holds.
 */
export async function answerSubjectChallenge(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  customer: CustomerRow,
  purpose: ScaPurpose,
  subjectId: string,
  proof: ScaProof,
  options: { session: boolean },
): Promise<ApiError | undefined> {
  const now = ctx.clock.now();
  const state = await store.lockState(trx, customer.platform_id, customer.id, now);
  refuseWhenLocked(state, now);
  if (options.session && (!state.session_expires_at || state.session_expires_at <= now)) {
    throw new ApiError(
      409,
      'SCA_SESSION_REQUIRED',
      'The customer has no live Strong Customer Authentication session: log in (POST /sca/login/start and /complete) and retry',
    );
  }
  const challenge = await store.findChallenge(trx, customer, { purpose, subjectId });
  if (!challenge) throw conflict(`No ${purpose} challenge is outstanding for ${subjectId}`);
  const named = proof.challengeId?.trim();
  if (named && named !== formatId('ScaChallenge', challenge.id)) {
    throw new ApiError(400, 'INVALID_INPUT', 'Strong Customer Authentication failed', {
      errors: [{ field: 'challengeId', message: 'is not the outstanding challenge' }],
    });
  }
  return answerChallenge(ctx, trx, customer, challenge, proof);
}

/**
 * Sends the code of the outstanding SMS challenge again (it is valid for a new full period,
 * returned).
 * 409 when none is outstanding or it is not an SMS code (an app or passkey sends nothing);
 * 429 within RESEND_INTERVAL_MS of the last send.
 */
export async function resendSubjectChallenge(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  customer: CustomerRow,
  purpose: ScaPurpose,
  subjectId: string,
): Promise<Date> {
  const now = ctx.clock.now();
  const challenge = await store.findChallenge(trx, customer, { purpose, subjectId });
  if (!challenge || challenge.expires_at <= now) {
    throw conflict(`No ${purpose} challenge is outstanding for ${subjectId}`);
  }
  if (challenge.factor !== 'SMS_OTP') {
    throw conflict(
      `The outstanding challenge is ${challenge.factor}: the customer's ${challenge.factor === 'TOTP' ? 'authenticator app' : 'passkey'} answers it, nothing is sent`,
    );
  }
  const wait = challenge.sent_at.getTime() + RESEND_INTERVAL_MS - now.getTime();
  if (wait > 0) {
    const seconds = Math.ceil(wait / 1000);
    throw new ApiError(429, 'RATE_LIMITED', `A code was sent moments ago; resend after ${seconds} s`, {
      retryAfterSeconds: seconds,
    }).retryableAfter(seconds);
  }
  const expiresAt = new Date(now.getTime() + SCA_CHALLENGE_TTL_MS);
  await store.updateChallenge(trx, challenge, { sent_at: now, expires_at: expiresAt });
  return expiresAt;
}
