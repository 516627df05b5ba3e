// A customer's SCA factors: the ones it can prove itself with, and the TOTP and hashes they keep.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import { assert } from '../../assert.js';
import type { ServiceContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import type { ScaFactorName } from './tables.js';
import { formatId } from '../../ids.js';
import type { CustomerRow } from '../customers/index.js';
import { keyRing } from '../keys/index.js';
import type { ScaFactorView } from './schemas.js';
import * as store from './store.js';

const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODES = 8;

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const credentialIdOf = (row: store.FactorRow) => formatId('ScaCredential', row.id);

export function totpOf(secretBase32: string, customer: CustomerRow): TOTP {
  return new TOTP({
    issuer: 'Payments Service',
    label: customer.platform_customer_id,
    secret: Secret.fromBase32(secretBase32),
    period: TOTP_PERIOD_SECONDS,
  });
}

export async function openSecret(ctx: ServiceContext, row: store.FactorRow): Promise<string> {
  assert(row.sealed_secret !== null, 'a TOTP factor keeps its secret');
  const box = await keyRing(ctx);
  return Buffer.from(box.open(row.sealed_secret, `sca-totp:${row.id}`)).toString('utf8');
}

export function factorView(row: store.FactorRow): ScaFactorView {
  return { factor: row.factor, credentialId: credentialIdOf(row), ...(row.name ? { name: row.name } : {}) };
}

/** The factors a customer can prove itself with: SMS_OTP when it has a phone number, and its active enrollments. */
export async function activeFactors(db: Kysely<Database>, customer: CustomerRow): Promise<ScaFactorView[]> {
  const enrolled = (await store.listFactors(db, customer)).filter((f) => f.status === 'ACTIVE');
  const sms = (await store.findState(db, customer))?.sms_phone_number ?? customer.phone_number;
  return [...(sms ? [{ factor: 'SMS_OTP' as const }] : []), ...enrolled.map(factorView)];
}

/** The names of the factors the customer can prove itself with now. */
export async function activeFactorNames(
  db: Kysely<Database>,
  customer: CustomerRow,
): Promise<ScaFactorName[]> {
  return (await activeFactors(db, customer)).map((f) => f.factor);
}
