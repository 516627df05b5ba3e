import type { Kysely } from 'kysely';
import type { Static } from 'typebox';
import type { ServiceContext } from '../../context.js';
import type { Page, PageRequest } from '../../db/pagination.js';
import type { Database } from '../../db/schema.js';
import { ApiError, notFound } from '../../errors.js';
import { recordEvent } from '../../events/record.js';
import { findByPublicId, formatId, newUuid, parseId } from '../../ids.js';
import { ownerRowsOf } from '../customers/index.js';
import { assertContactVerified } from '../customers/index.js';
import { applyStatusChange, type CustomerRow, loadCustomer, saveCustomerState } from '../customers/index.js';
import { documentsOfHolders, markDocumentsSubmitted } from '../documents/index.js';
import type { KycProvider } from '../../sandbox/index.js';
import {
  businessGaps,
  type HeldDocument,
  IDENTITY_DOCUMENTS,
  individualGaps,
  type VerificationError,
} from './requirements.js';
import type { VerificationSchema, VerificationStatus } from './schemas.js';
import * as store from './store.js';

export type Verification = Static<typeof VerificationSchema>;

/**
 * Event names follow the contract's webhook list, which calls a submission awaiting its
 * decision IN_PROGRESS (the status itself keeps the spec's PENDING).
 */
const EVENT_STATUS: Partial<Record<VerificationStatus, string>> = { PENDING: 'IN_PROGRESS' };

/**
 * Filter values of the contract that name our statuses differently: IN_PROGRESS is our
 * PENDING; READY_FOR_VERIFICATION (complete, not yet submitted) is never stored, since every
 * verification is a submission, so it matches nothing.
 */
const FILTER_STATUS: Record<string, string | null> = { IN_PROGRESS: 'PENDING', READY_FOR_VERIFICATION: null };

function toVerification(row: store.VerificationRow): Verification {
  return {
    id: formatId('Verification', row.id),
    customerId: formatId('Customer', row.customer_id),
    verificationStatus: row.verification_status as VerificationStatus,
    errors: row.errors as VerificationError[],
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

interface Outcome {
  status: VerificationStatus;
  errors: VerificationError[];
  /** New kycStatus / kybStatus of the customer, when it changes. */
  customerStatus?: string;
  /** Documents that were part of this submission (they can no longer be deleted). */
  submitted: string[];
}

const alreadyDecided = (what: string, status: string | null) =>
  new ApiError(
    400,
    'INVALID_INPUT',
    `${what} of this customer is already ${status}; there is nothing to verify`,
    { kycStatus: status },
  );

/**
 * Individual KYC. The outcome was fixed at creation by the KYC provider (in the sandbox by the
 * fullName suffix, spec 4.15): APPROVED (other) and REJECTED (002) have nothing to verify;
 * PENDING (001) goes to manual review once data and an identity document are complete;
 * UNVERIFIED (003) then fails on document quality.
 */
function individualOutcome(customer: CustomerRow, documents: HeldDocument[]): Outcome {
  if (customer.kyc_status === 'APPROVED' || customer.kyc_status === 'REJECTED') {
    throw alreadyDecided('KYC', customer.kyc_status);
  }
  const customerId = formatId('Customer', customer.id);
  const gaps = individualGaps({ id: customerId, profile: customer.profile }, documents);
  if (gaps.length > 0) return { status: 'RESOLVE_ERRORS', errors: gaps, submitted: [] };
  const identity = documents.filter(
    (d) => d.holderId === customerId && IDENTITY_DOCUMENTS.includes(d.documentType),
  );
  const submitted = identity.map((d) => d.id);
  if (customer.kyc_status === 'PENDING') return { status: 'PENDING_MANUAL_REVIEW', errors: [], submitted };
  return {
    status: 'RESOLVE_ERRORS',
    submitted,
    errors: identity.map((d) => ({
      resourceId: d.id,
      type: 'POOR_QUALITY_DOCUMENT',
      acceptedDocumentTypes: IDENTITY_DOCUMENTS,
      reason: 'The document image is blurred or unreadable; replace it with a clear copy',
    })),
  };
}

/**
 * Business KYB, decided at submission by the KYC provider (in the sandbox by the last three
 * characters of `businessInfo.registrationNumber`, spec 4.15): 002 rejects and other approves
 * at once; 001 and 003 are checked for completeness and a complete submission stays PENDING.
 * A business without a registration number is checked for completeness (it cannot be complete).
 */
function businessOutcome(
  kyc: KycProvider,
  customer: CustomerRow,
  owners: Awaited<ReturnType<typeof ownerRowsOf>>,
  documents: HeldDocument[],
  now: Date,
): Outcome {
  if (customer.kyb_status === 'APPROVED' || customer.kyb_status === 'REJECTED') {
    throw alreadyDecided('KYB', customer.kyb_status);
  }
  const registration = (customer.profile.businessInfo as Record<string, unknown> | undefined)
    ?.registrationNumber;
  // Without a registration number (a create may leave businessInfo out) the magic value has
  // nothing to read: the submission is checked for completeness, which reports it missing.
  const decision =
    typeof registration === 'string' && registration !== '' ? kyc.business(registration) : 'VALIDATE';
  const all = documents.map((d) => d.id);
  if (decision === 'REJECTED')
    return { status: 'REJECTED', errors: [], customerStatus: 'REJECTED', submitted: all };
  if (decision === 'APPROVED') {
    return { status: 'APPROVED', errors: [], customerStatus: 'APPROVED', submitted: all };
  }
  const gaps = businessGaps(
    { id: formatId('Customer', customer.id), profile: customer.profile },
    owners.map((o) => ({
      id: formatId('BeneficialOwner', o.id),
      roles: o.roles,
      ownershipPercentage: o.ownership_percentage,
      personalInfo: o.personal_info,
    })),
    documents,
    now,
  );
  if (gaps.length > 0) return { status: 'RESOLVE_ERRORS', errors: gaps, submitted: [] };
  return { status: 'PENDING', errors: [], customerStatus: 'PENDING', submitted: all };
}

/** POST /verifications: evaluates what is on file now; calling again re-submits. */
export async function createVerification(
  ctx: ServiceContext,
  platformId: string,
  customerId: string,
): Promise<Verification> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    const customer = await loadCustomer(trx, platformId, customerId, { forUpdate: true, writable: true });
    assertContactVerified(customer.contact_verification);
    const now = ctx.clock.now();
    const owners =
      customer.customer_type === 'BUSINESS' ? await ownerRowsOf(trx, platformId, customer.id) : [];
    const documents = await heldDocuments(trx, platformId, [customer.id, ...owners.map((o) => o.id)]);
    const outcome =
      customer.customer_type === 'INDIVIDUAL'
        ? individualOutcome(customer, documents)
        : businessOutcome(ctx.world.kyc, customer, owners, documents, now);

    const verification = await store.insertVerification(
      trx,
      { id: newUuid(), platformId, customerId: customer.id, status: outcome.status, errors: outcome.errors },
      now,
    );
    await markDocumentsSubmitted(
      trx,
      platformId,
      outcome.submitted.map((id) => id.slice('Document:'.length)),
      now,
    );
    if (outcome.customerStatus && outcome.customerStatus !== customer.kyb_status) {
      const saved = await saveCustomerState(trx, customer, { kybStatus: outcome.customerStatus }, now);
      await applyStatusChange(ctx, trx, saved, outcome.customerStatus, now);
    }
    await recordEvent(trx, {
      platformId,
      type: `VERIFICATION.${EVENT_STATUS[outcome.status] ?? outcome.status}`,
      resourceId: formatId('Verification', verification.id),
      data: toVerification(verification),
      now,
    });
    return verification;
  });
  return toVerification(row);
}

async function heldDocuments(
  db: Kysely<Database>,
  platformId: string,
  holderUuids: string[],
): Promise<HeldDocument[]> {
  const rows = await documentsOfHolders(db, platformId, holderUuids);
  return rows.map((d) => ({
    id: formatId('Document', d.id),
    holderId: formatId(d.holder_type, d.holder_id),
    documentType: d.document_type,
    issuedOn: d.issued_on,
  }));
}

const verificationNotFound = (id: string) => notFound('NOT_FOUND', `Verification ${id} not found`);

export async function getVerification(
  ctx: ServiceContext,
  platformId: string,
  verificationId: string,
): Promise<Verification> {
  const row = await findByPublicId('Verification', verificationId, verificationNotFound, (uuid) =>
    store.findVerification(ctx.db, platformId, uuid),
  );
  return toVerification(row);
}

export async function listVerifications(
  ctx: ServiceContext,
  platformId: string,
  filter: { customerId?: string | undefined; verificationStatus?: string | undefined },
  page: PageRequest,
): Promise<Page<Verification>> {
  // An id that is not a customer id matches nothing, like any unknown id in a filter.
  const customerUuid =
    filter.customerId === undefined
      ? undefined
      : (parseId('Customer', filter.customerId) ?? '00000000-0000-0000-0000-000000000000');
  const wanted = filter.verificationStatus;
  const status = wanted !== undefined && wanted in FILTER_STATUS ? FILTER_STATUS[wanted] : wanted;
  if (status === null) return { data: [], hasMore: false, totalCount: 0 };
  const result = await store.listVerifications(
    ctx.db,
    platformId,
    { customerId: customerUuid, status },
    page,
  );
  return { ...result, data: result.data.map(toVerification) };
}
