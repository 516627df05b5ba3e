import { createHash, randomBytes } from 'node:crypto';
import type { ServiceContext } from '../../context.js';
import { transact } from '../../db/retry.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ScaFactorName } from './tables.js';
import { conflict, invalidField, notFound } from '../../errors.js';
import { formatId, newUuid, parseId } from '../../ids.js';
import { enqueueJob } from '../../jobs/queue.js';
import { scaCustomer } from './service.js';
import * as store from './store.js';

/**
 * A customer who lost a factor (spec 5, "two-factor reset") proves itself with a liveness check
 * instead: INITIATED -> LIVENESS_PASSED (the check, asynchronous) -> COMPLETED (the platform
 * completes it: a TOTP or passkey factor is removed, to be enrolled again; an SMS number is
 * replaced). An unfinished reset is EXPIRED after an hour.
 */

export const RESET_TTL_MS = 60 * 60_000;
export const RESET_LIVENESS_JOB = 'sca.reset-liveness';

/** The one table of reset moves (EXPIRED is a reading of the clock, not a stored move). */
const RESET_MOVES = {
  INITIATED: ['LIVENESS_PASSED'],
  LIVENESS_PASSED: ['COMPLETED'],
  COMPLETED: [],
} as const satisfies Record<store.ResetRow['status'], readonly store.ResetRow['status'][]>;

const canMove = (from: store.ResetRow['status'], to: store.ResetRow['status']) =>
  (RESET_MOVES[from] as readonly string[]).includes(to);

const resetNotFound = (id: string) => notFound('NOT_FOUND', `Factor reset ${id} not found`);

function statusOf(row: store.ResetRow, now: Date) {
  if (row.status !== 'COMPLETED' && row.expires_at <= now) return 'EXPIRED' as const;
  return row.status;
}

/** POST /sca/factors/reset: starts the liveness check; the sandbox's passes after a delay. */
export async function startReset(
  ctx: ServiceContext,
  platformId: string,
  customerId: string,
  factor: ScaFactorName,
) {
  const customer = await scaCustomer(ctx.db, platformId, customerId);
  const token = randomBytes(24).toString('base64url');
  const id = newUuid();
  const expiresAt = await transact(ctx, async (tctx, trx) => {
    const now = tctx.clock.now();
    const expires = new Date(now.getTime() + RESET_TTL_MS);
    await store.insertReset(trx, {
      id,
      platform_id: platformId,
      customer_id: customer.id,
      factor,
      status: 'INITIATED',
      liveness_token_hash: createHash('sha256').update(token).digest('hex'),
      expires_at: expires,
      completed_at: null,
      created_at: now,
    });
    const liveness = tctx.world.liveness.check();
    if (liveness.outcome === 'VERIFIED') {
      await enqueueJob(trx, {
        kind: RESET_LIVENESS_JOB,
        platformId,
        payload: { platformId, resetId: id },
        runAt: new Date(now.getTime() + liveness.delayMs * tctx.config.sandboxDelayScale),
        now,
      });
    }
    return expires;
  });
  ctx.notifyJobs?.();
  return {
    resetId: formatId('ScaFactorReset', id),
    livenessAccessToken: token,
    verificationLink: null,
    expiresAt: expiresAt.toISOString(),
  };
}

/** Job: the liveness check passed (once; a reset no longer INITIATED or expired is left alone). */
export async function passResetLiveness(ctx: ServiceContext, payload: unknown): Promise<void> {
  const { platformId, resetId } = payload as { platformId: string; resetId: string };
  await transact(ctx, async (tctx, trx) => {
    const row = await store.findReset(trx, platformId, resetId, { forUpdate: true });
    if (!row || statusOf(row, tctx.clock.now()) !== 'INITIATED') return;
    await store.updateReset(trx, row, { status: 'LIVENESS_PASSED' });
  });
}

/** The reset `resetId` of the platform; `customerId`, when sent, must be its customer (else 404). */
async function ownReset(
  ctx: ServiceContext,
  db: Kysely<Database>,
  platformId: string,
  customerId: string | undefined,
  resetId: string,
  options: { forUpdate?: boolean } = {},
): Promise<store.ResetRow> {
  // The region rule comes before the lookup (spec 7.4), as in deleteFactor.
  const named = customerId === undefined ? undefined : await scaCustomer(db, platformId, customerId);
  const uuid = parseId('ScaFactorReset', resetId.trim());
  const row = uuid ? await store.findReset(db, platformId, uuid, options) : undefined;
  if (!row || (named !== undefined && named.id !== row.customer_id)) throw resetNotFound(resetId);
  if (named === undefined) await scaCustomer(db, platformId, formatId('Customer', row.customer_id));
  return row;
}

/** GET /sca/factors/reset/{resetId}. */
export async function getReset(
  ctx: ServiceContext,
  platformId: string,
  customerId: string | undefined,
  resetId: string,
) {
  const row = await ownReset(ctx, ctx.db, platformId, customerId, resetId);
  const status = statusOf(row, ctx.clock.now());
  return {
    status,
    factor: row.factor,
    // After a reset the factor is to be enrolled again (SMS: the new number is used at once).
    enrollmentStatus: (status !== 'COMPLETED' ? null : row.factor === 'SMS_OTP' ? 'COMPLETED' : 'PENDING') as
      'COMPLETED' | 'PENDING' | null,
    expiresAt: row.expires_at.toISOString(),
    completedAt: row.completed_at?.toISOString() ?? null,
  };
}

/**
 * POST /sca/factors/reset/{resetId}/complete: once the liveness check passed. The factor's
 * enrollment is removed (TOTP, PASSKEY) or, for SMS_OTP, codes go to `mobile` from now on.
 */
export async function completeReset(
  ctx: ServiceContext,
  platformId: string,
  customerId: string | undefined,
  resetId: string,
  mobile: { countryCode: string; number: string } | undefined,
): Promise<void> {
  await transact(ctx, async (tctx, trx) => {
    const row = await ownReset(tctx, trx, platformId, customerId, resetId, { forUpdate: true });
    const customer = { id: row.customer_id, platform_id: row.platform_id };
    const now = tctx.clock.now();
    const status = statusOf(row, now);
    if (status !== 'LIVENESS_PASSED' || !canMove(row.status, 'COMPLETED')) {
      throw conflict(`The reset is ${status}; it can be completed once the liveness check passed`);
    }
    if (row.factor === 'SMS_OTP') {
      if (!mobile) throw invalidField('mobile', 'is required to reset SMS_OTP: the number codes go to');
      const number = `${mobile.countryCode.trim()}${mobile.number.replace(/[\s-]/g, '')}`;
      if (!/^\+[1-9]\d{6,14}$/.test(number)) {
        throw invalidField('mobile', 'must be a phone number: countryCode like +49 and the national number');
      }
      await store.lockState(trx, platformId, customer.id, now);
      await store.updateState(trx, customer, { sms_phone_number: number, updated_at: now });
    } else {
      await store.deleteFactors(trx, customer, { factor: row.factor });
    }
    await store.updateReset(trx, row, { status: 'COMPLETED', completed_at: now });
  });
}
