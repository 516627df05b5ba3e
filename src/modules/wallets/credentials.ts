// A wallet's credentials and sessions as stored and shown: their limits, views and lookups.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError, invalidField, notFound } from '../../errors.js';
import { findByPublicId, formatId } from '../../ids.js';
import type { InternalAccountView } from '../accounts/index.js';
import { loadCustomer } from '../customers/index.js';
import type { AuthMethod, AuthMethodType, AuthSession } from './schemas.js';
import * as store from './store.js';

/** Sessions last this long (spec 5.8, 8). */
export const SESSION_TTL_MS = 15 * 60_000;
/** Sessions in force per wallet (spec 8: "small and bounded, typically 1 to 4"); a new one ends the oldest. */
export const MAX_SESSIONS_PER_WALLET = 4;
/** A one-time code's target key lasts this long unless the platform's `expirationSeconds` says otherwise. */
export const DEFAULT_OTP_SECONDS = 300;

type OtpType = Extract<AuthMethodType, 'EMAIL_OTP' | 'SMS_OTP'>;
export const isOtp = (type: AuthMethodType): type is OtpType => type === 'EMAIL_OTP' || type === 'SMS_OTP';

const credentialNotFound = (id: string) => notFound('NOT_FOUND', `Credential ${id} not found`);
export const sessionNotFound = (id: string) => notFound('NOT_FOUND', `Session ${id} not found`);

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

export function toAuthSession(
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

export async function loadCredential(
  db: Kysely<Database>,
  platformId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<store.CredentialRow> {
  const row = await findByPublicId('AuthMethod', id, credentialNotFound, (uuid) =>
    store.findCredential(db, platformId, uuid, options),
  );
  return row;
}

/** The contact an OTP credential sends its codes to: the wallet owner's email or phone number. */
export async function contactOf(
  db: Kysely<Database>,
  wallet: InternalAccountView,
  type: OtpType,
): Promise<string> {
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

export const alreadyExists = (type: OtpType) =>
  new ApiError(
    400,
    `${type}_CREDENTIAL_ALREADY_EXISTS`,
    `The wallet already has an ${type} credential: revoke it before registering another`,
  );
