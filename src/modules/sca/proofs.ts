// Proving: a challenge of a factor, its answer checked, and the failures that lock the customer out.
// Login asks for them, and so does any challenge another module binds to a resource.
import { randomBytes } from 'node:crypto';
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import { assert } from '../../assert.js';
import type { ServiceContext } from '../../context.js';
import {
  type PasskeyAssertion,
  PasskeyError,
  type PasskeyRecord,
  passkeyChallenge,
  verifyPasskeyAssertion,
} from '../../crypto/webauthn.js';
import type { Database } from '../../db/schema.js';
import type { ScaFactorName } from './tables.js';
import { ApiError, type FieldError, invalidField } from '../../errors.js';
import { formatId, newUuid } from '../../ids.js';
import type { WalletSignatures } from '../../sandbox/index.js';
import type { CustomerRow } from '../customers/index.js';
import * as store from './store.js';
import { activeFactors, openSecret, sha256, totpOf } from './factors.js';

/** A challenge (a code sent, a passkey challenge) can be answered this long. */
export const SCA_CHALLENGE_TTL_MS = 5 * 60_000;
/** Failed proofs in a row that lock the customer out, and for how long. */
export const MAX_FAILED_ATTEMPTS = 5;
export const LOCK_MS = 15 * 60_000;

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
      ? await store.findFactor(trx, customer, { factor: 'PASSKEY', status: 'ACTIVE' })
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
        customer,
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
        await store.updateFactor(trx, factor, {
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
        customer,
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
        await store.updateFactor(trx, factor, { passkey: JSON.stringify({ ...record, counter }) });
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
    await store.updateChallenge(trx, challenge, { used_at: now });
    await store.updateState(trx, customer, { failed_attempts: 0, locked_until: null, updated_at: now });
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

export async function countFailure(
  trx: Kysely<Database>,
  state: store.StateRow,
  now: Date,
): Promise<store.StateRow> {
  const attempts = state.failed_attempts + 1;
  const lock = attempts >= MAX_FAILED_ATTEMPTS;
  return store.updateState(
    trx,
    { id: state.customer_id, platform_id: state.platform_id },
    {
      failed_attempts: lock ? 0 : attempts,
      locked_until: lock ? new Date(now.getTime() + LOCK_MS) : state.locked_until,
      // A locked customer loses its session: it must log in again once the lock ends.
      ...(lock ? { session_expires_at: null } : {}),
      updated_at: now,
    },
  );
}
