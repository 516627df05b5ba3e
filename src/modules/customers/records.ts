import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ContactVerificationState } from './tables.js';
import { ApiError, notFound } from '../../errors.js';
import { type NewEvent, recordEvent } from '../../events/record.js';
import { findByPublicId, formatId } from '../../ids.js';
import type { BeneficialOwner } from './beneficial-owners.schemas.js';
import { type CustomerRow, findCustomer, rowValues, updateCustomer } from './store.js';

/**
 * A customer row and its API view: what every file of the module needs to load, show and
 * save a customer, apart from the service's rules (so they import this, not the service).
 */

export type Customer = Record<string, unknown>;

/** Profile fields that are accepted but never returned. */
const WRITE_ONLY = new Set(['taxIdentifier']);

/**
 * A business's `kycStatus` as the revisions before `kybStatus` read it. UNVERIFIED (nothing
 * submitted yet) has no value there, so the field is left out.
 */
const LEGACY_BUSINESS_KYC: Record<string, string> = {
  APPROVED: 'APPROVED',
  REJECTED: 'REJECTED',
  PENDING: 'PENDING_REVIEW',
  HOLD: 'PENDING_REVIEW',
};

export const customerNotFound = (id: string) => notFound('USER_NOT_FOUND', `Customer ${id} not found`);
export const customerDeleted = (id: string) =>
  new ApiError(410, 'CUSTOMER_DELETED', `Customer ${id} is deleted; it can be read but not changed`);

/**
 * The API view of a customer row (business customers carry their beneficial owners). Built by
 * assignment, not spreads: lists build a hundred at a time, and every spread is an object to
 * collect. Fields are added in the order the webhook bodies have always had them.
 */
export function toCustomer(row: CustomerRow, owners: BeneficialOwner[] = []): Customer {
  const view: Customer = {
    id: formatId('Customer', row.id),
    platformCustomerId: row.platform_customer_id,
    customerType: row.customer_type,
    umaAddress: row.uma_address,
  };
  if (row.region) view.region = row.region;
  if (row.currencies) view.currencies = row.currencies;
  if (row.email) view.email = row.email;
  if (row.phone_number) view.phoneNumber = row.phone_number;
  if (row.end_user_terms_consent) view.endUserTermsConsent = row.end_user_terms_consent;
  const contact = row.contact_verification;
  if (contact) view.contactVerification = { email: contact.email, phone: contact.phone };
  if (row.customer_type === 'INDIVIDUAL') {
    view.kycStatus = row.kyc_status;
  } else {
    view.kybStatus = row.kyb_status;
    const legacy = row.kyb_status ? LEGACY_BUSINESS_KYC[row.kyb_status] : undefined;
    if (legacy) view.kycStatus = legacy;
    view.beneficialOwners = owners;
  }
  const profile = row.profile as Record<string, unknown>;
  for (const key in profile) {
    if (!WRITE_ONLY.has(key)) view[key] = profile[key];
  }
  // Every revision's answer needs a legalName in a businessInfo, which a create may leave out.
  const info = view.businessInfo as Record<string, unknown> | undefined;
  if (info && typeof info === 'object' && typeof info.legalName !== 'string') {
    view.businessInfo = { legalName: '', ...info };
  }
  // The contract's name for the identifier type; the same stored value as taxIdType.
  if (typeof profile.taxIdType === 'string') view.idType = profile.taxIdType;
  view.isDeleted = row.is_deleted;
  view.createdAt = row.created_at.toISOString();
  view.updatedAt = row.updated_at.toISOString();
  return view;
}

/** Loads a customer of this platform (404 USER_NOT_FOUND otherwise); the row, not the view. */
export async function loadCustomer(
  db: Kysely<Database>,
  platformId: string,
  customerId: string,
  options: { forUpdate?: boolean; writable?: boolean } = {},
): Promise<CustomerRow> {
  const row = await findByPublicId('Customer', customerId, customerNotFound, (uuid) =>
    findCustomer(db, platformId, uuid, options),
  );
  if (options.writable && row.is_deleted) throw customerDeleted(customerId);
  return row;
}

export const kycEvent = (row: CustomerRow, type: string, now: Date): NewEvent => ({
  platformId: row.platform_id,
  type,
  resourceId: formatId('Customer', row.id),
  data: toCustomer(row),
  now,
});

/** Records a CUSTOMER.* event carrying the customer as the API shows it. */
export async function recordKycEvent(db: Kysely<Database>, row: CustomerRow, type: string, now: Date) {
  await recordEvent(db, kycEvent(row, type, now));
}

/** Saves KYC/KYB state changes decided by verification or contact confirmation. */
export async function saveCustomerState(
  trx: Kysely<Database>,
  row: CustomerRow,
  state: {
    kycStatus?: string | null;
    kybStatus?: string | null;
    contactVerification?: ContactVerificationState | null;
  },
  now: Date,
): Promise<CustomerRow> {
  return updateCustomer(
    trx,
    row,
    {
      ...rowValues(row),
      kycStatus: state.kycStatus === undefined ? row.kyc_status : state.kycStatus,
      kybStatus: state.kybStatus === undefined ? row.kyb_status : state.kybStatus,
      contactVerification:
        state.contactVerification === undefined ? row.contact_verification : state.contactVerification,
    },
    now,
  );
}
