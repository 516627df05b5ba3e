import type { Kysely } from 'kysely';
import { assert, present } from '../../assert.js';
import type { ServiceContext } from '../../context.js';
import type { Page, PageRequest } from '../../db/pagination.js';
import type { Database } from '../../db/schema.js';
import type { ContactVerificationState } from './tables.js';
import { ApiError, type FieldError, conflict, invalidInput, notFound } from '../../errors.js';
import { newUuid } from '../../ids.js';
import { getConfig } from '../config/index.js';
import type { KycProvider } from '../../sandbox/index.js';
import {
  listOwnersOfCustomers,
  type OwnerInput,
  ownersFromInline,
  resolveOwners,
  saveInlineOwners,
} from './beneficial-owners.service.js';
import { assertContactVerified } from './contact-verification.js';
import { avoidTakenAddresses, newUmaAddress } from './uma-addresses.js';
import { guardContactChange } from './lifecycle.js';
import { insertPreparedCustomers, type Prepared, uniqueViolationError } from './creation.js';
import {
  END_USER_TERMS_VERSIONS,
  requiresContactVerification,
  taxIdentifierProblem,
  UMA_ADDRESS,
} from './rules.js';
import type { SignedRequest, SignedRequestChallenge } from '../../signed-request.js';
import type { CreateCustomerBody, KycStatus, UpdateCustomerBody } from './schemas.js';
import * as store from './store.js';
import { type Customer, customerDeleted, loadCustomer, recordKycEvent, toCustomer } from './records.js';

export {
  type Customer,
  customerDeleted,
  customerNotFound,
  loadCustomer,
  recordKycEvent,
  saveCustomerState,
  toCustomer,
} from './records.js';

export type { CustomerRow } from './store.js';

const INDIVIDUAL_PROFILE_KEYS = [
  'fullName',
  'birthDate',
  'nationality',
  'taxIdType',
  'taxIdentifier',
  'countryOfIssuance',
  'address',
  'purposeOfAccount',
  'purposeOfAccountOtherDescription',
  'expectedMonthlyTransactionCount',
  'expectedMonthlyTransactionVolume',
  'sourceOfFundsCategories',
  'sourceOfFundsOtherDescription',
  'sourceOfWealthCategories',
  'sourceOfWealthOtherDescription',
  'annualIncomeRange',
  'netWorthRange',
  'pepStatus',
] as const;
const BUSINESS_PROFILE_KEYS = ['address', 'businessInfo'] as const;
/** KYC/KYB statuses that have a CUSTOMER.* webhook event. */
const STATUS_EVENTS = new Set(['APPROVED', 'REJECTED', 'PENDING']);

async function withOwners(
  ctx: ServiceContext,
  platformId: string,
  rows: store.CustomerRow[],
): Promise<Customer[]> {
  const businessIds = rows.filter((r) => r.customer_type === 'BUSINESS').map((r) => r.id);
  const owners = await listOwnersOfCustomers(ctx.db, platformId, businessIds);
  return rows.map((r) => toCustomer(r, owners.get(r.id) ?? []));
}

/** The active customer a platform knows by its own id (404 USER_NOT_FOUND otherwise). */
export async function loadByPlatformCustomerId(
  db: Kysely<Database>,
  platformId: string,
  platformCustomerId: string,
): Promise<store.CustomerRow> {
  const row = await store.findActiveByPlatformCustomerId(db, platformId, platformCustomerId);
  if (!row) {
    throw notFound('USER_NOT_FOUND', `No active customer has platformCustomerId ${platformCustomerId}`);
  }
  return row;
}

export async function getCustomer(
  ctx: ServiceContext,
  platformId: string,
  customerId: string,
): Promise<Customer> {
  const row = await loadCustomer(ctx.db, platformId, customerId);
  return (await withOwners(ctx, platformId, [row]))[0] as Customer;
}

export async function listCustomers(
  ctx: ServiceContext,
  platformId: string,
  filter: store.CustomerFilter,
  page: PageRequest,
): Promise<Page<Customer>> {
  const result = await store.listCustomers(ctx.db, platformId, filter, page);
  return { ...result, data: await withOwners(ctx, platformId, result.data) };
}

/**
 * Profile fields of `body` for its customer type, in the API's names. `idType` and
 * `identifier` are stored as the spec's `taxIdType` and `taxIdentifier`.
 */
function profileOf(body: CreateCustomerBody | UpdateCustomerBody): Record<string, unknown> {
  const keys: readonly string[] =
    body.customerType === 'INDIVIDUAL' ? INDIVIDUAL_PROFILE_KEYS : BUSINESS_PROFILE_KEYS;
  const source = { ...(body as Record<string, unknown>) };
  if (body.customerType === 'INDIVIDUAL') {
    source.taxIdType ??= body.idType;
    source.taxIdentifier ??= body.identifier;
  }
  return Object.fromEntries(keys.filter((k) => source[k] !== undefined).map((k) => [k, source[k]]));
}

/** Both spellings of the identifier sent with different values: which one is meant is unknown. */
function spellingProblems(body: CreateCustomerBody | UpdateCustomerBody): FieldError[] {
  if (body.customerType !== 'INDIVIDUAL') return [];
  const problems: FieldError[] = [];
  if (body.idType !== undefined && body.taxIdType !== undefined && body.idType !== body.taxIdType) {
    problems.push({
      field: 'idType',
      message: 'differs from taxIdType; send one of them (they are the same field)',
    });
  }
  if (
    body.identifier !== undefined &&
    body.taxIdentifier !== undefined &&
    body.identifier !== body.taxIdentifier
  ) {
    problems.push({
      field: 'identifier',
      message: 'differs from taxIdentifier; send one of them (they are the same field)',
    });
  }
  return problems;
}

/** Inline beneficial owners of a business body, or the 400 that lists what is wrong with them. */
function inlineOwners(body: CreateCustomerBody | UpdateCustomerBody): OwnerInput[] | ApiError | undefined {
  if (body.customerType !== 'BUSINESS' || body.beneficialOwners === undefined) return undefined;
  const result = ownersFromInline(body.beneficialOwners);
  if ('problems' in result) {
    return invalidInput(
      `Beneficial owner validation failed: ${result.problems.length} invalid field(s)`,
      result.problems,
    );
  }
  return result.owners;
}

/** Rules that need more than the schema: every problem of one customer in one error. */
function checkCustomer(
  body: CreateCustomerBody | UpdateCustomerBody,
  context: { supportedCurrencies: string[]; umaDomain: string; merged: Record<string, unknown> },
): ApiError | undefined {
  const consent = body.endUserTermsConsent;
  if (consent && !(END_USER_TERMS_VERSIONS as readonly string[]).includes(consent.termsVersion)) {
    return new ApiError(
      400,
      'END_USER_TERMS_VERSION_NOT_FOUND',
      `End User Terms version ${consent.termsVersion} does not exist; the current version is at GET /customers/end-user-terms`,
    );
  }
  if (body.umaAddress !== undefined) {
    const match = UMA_ADDRESS.exec(body.umaAddress);
    if (!match || match[2]?.toLowerCase() !== context.umaDomain.toLowerCase()) {
      return new ApiError(
        400,
        'INVALID_UMA_ADDRESS',
        `umaAddress must look like $name@${context.umaDomain} (the platform's UMA domain)`,
      );
    }
  }
  const problems: FieldError[] = spellingProblems(body);
  (body.currencies ?? []).forEach((code, i) => {
    if (!context.supportedCurrencies.includes(code)) {
      problems.push({
        field: `currencies[${i}]`,
        message: `${code} is not a supported currency of this platform`,
        constraint: { enum: context.supportedCurrencies },
      });
    }
  });
  const tax = taxIdentifierProblem(
    context.merged.taxIdType as string | undefined,
    context.merged.taxIdentifier as string | undefined,
  );
  if (tax && body.customerType === 'INDIVIDUAL') {
    problems.push({
      field:
        body.taxIdentifier === undefined && body.identifier !== undefined ? 'identifier' : 'taxIdentifier',
      message: tax,
    });
  }
  if (problems.length > 0)
    return invalidInput(`Customer validation failed: ${problems.length} invalid field(s)`, problems);
  return undefined;
}

function initialKyc(
  kyc: KycProvider,
  body: CreateCustomerBody,
): {
  kycStatus: KycStatus | null;
  kybStatus: KycStatus | null;
  contactVerification: ContactVerificationState | null;
} {
  const contact = requiresContactVerification(body.region);
  if (body.customerType === 'BUSINESS') {
    return {
      kycStatus: null,
      kybStatus: 'UNVERIFIED',
      contactVerification: contact ? { email: 'PENDING', phone: 'PENDING' } : null,
    };
  }
  // Where contact verification comes first, KYC has not begun: the provider's outcome applies
  // once email and phone are both verified.
  return {
    kycStatus: contact ? 'UNVERIFIED' : kyc.individual(body.fullName),
    kybStatus: null,
    contactVerification: contact ? { email: 'PENDING', phone: 'PENDING' } : null,
  };
}

export type PrepareResult = { ok: Prepared } | { error: ApiError; index: number };

/** The name a made-up UMA address is made from. */
const nameOf = (body: CreateCustomerBody): string | undefined =>
  body.customerType === 'INDIVIDUAL' ? body.fullName : body.businessInfo?.legalName;

/**
 * Checks new customers against the platform configuration and the active customers, and
 * fills in generated values. Used by POST /customers (one) and the bulk import (many).
 */
export async function prepareNewCustomers(
  ctx: ServiceContext,
  platformId: string,
  bodies: CreateCustomerBody[],
): Promise<PrepareResult[]> {
  const config = await getConfig(ctx, platformId);
  const supportedCurrencies = config.supportedCurrencies.map((c) => c.currencyCode);
  const wantedIds = bodies.map((b) => b.platformCustomerId).filter((v): v is string => v !== undefined);
  const wantedUma = bodies.map((b) => b.umaAddress).filter((v): v is string => v !== undefined);
  // Addresses for the customers that sent none, chosen now so that one query checks them with
  // the ones that were sent (chosen again below in the rare case one is taken).
  const candidates = new Map<number, string>();
  const chosenHere = new Set<string>();
  for (const [index, body] of bodies.entries()) {
    if (body.umaAddress !== undefined) continue;
    const address = newUmaAddress(nameOf(body), config.umaDomain, chosenHere);
    chosenHere.add(address.toLowerCase());
    candidates.set(index, address);
  }
  const { ids: takenIds, addresses: takenUma } = await store.takenIdentifiers(ctx.db, platformId, wantedIds, [
    ...wantedUma,
    ...candidates.values(),
  ]);
  const results: PrepareResult[] = [];
  /** The results whose UMA address was made up here (not sent), with the name it came from. */
  const generated: { index: number; name: string | undefined }[] = [];
  for (const [index, body] of bodies.entries()) {
    const error = checkCustomer(body, {
      supportedCurrencies,
      umaDomain: config.umaDomain,
      merged: profileOf(body),
    });
    if (error) {
      results.push({ error, index });
      continue;
    }
    const owners = inlineOwners(body);
    if (owners instanceof ApiError) {
      results.push({ error: owners, index });
      continue;
    }
    if (requiresContactVerification(body.region) && (!body.email || !body.phoneNumber)) {
      const missing = [!body.email && 'email', !body.phoneNumber && 'phoneNumber'].filter(
        Boolean,
      ) as string[];
      results.push({
        index,
        error: new ApiError(
          400,
          'MISSING_MANDATORY_USER_INFO',
          `Customers in ${body.region} must have ${missing.join(' and ')}: their provider verifies both before KYC`,
          { errors: missing.map((field) => ({ field, message: 'is required in this region' })) },
        ),
      });
      continue;
    }
    const id = newUuid();
    const platformCustomerId = body.platformCustomerId ?? id;
    if (takenIds.has(platformCustomerId)) {
      results.push({
        index,
        error: conflict(
          `platformCustomerId ${platformCustomerId} belongs to an active customer of this platform`,
        ),
      });
      continue;
    }
    let umaAddress = body.umaAddress;
    if (umaAddress !== undefined) {
      if (takenUma.has(umaAddress.toLowerCase())) {
        results.push({ index, error: conflict(`UMA address ${umaAddress} is taken`, 'UMA_ADDRESS_EXISTS') });
        continue;
      }
    } else {
      const candidate = candidates.get(index);
      if (candidate !== undefined && !takenUma.has(candidate.toLowerCase())) {
        umaAddress = candidate; // checked against the active customers by the query above
      } else {
        // Taken meanwhile (or by an address sent in this batch): chosen again, checked below.
        umaAddress = newUmaAddress(nameOf(body), config.umaDomain, takenUma);
        generated.push({ index: results.length, name: nameOf(body) });
      }
    }
    takenIds.add(platformCustomerId);
    takenUma.add(umaAddress.toLowerCase());
    results.push({
      ok: {
        id,
        values: {
          platformCustomerId,
          customerType: body.customerType,
          umaAddress,
          email: body.email ?? null,
          phoneNumber: body.phoneNumber ?? null,
          region: body.region ?? null,
          currencies: body.currencies ?? null,
          ...initialKyc(ctx.world.kyc, body),
          profile: profileOf(body),
          endUserTermsConsent: body.endUserTermsConsent ?? null,
        },
        ...(owners ? { owners } : {}),
      },
    });
  }
  const chosen = generated.map((g) => {
    const result = results[g.index];
    assert(result !== undefined && 'ok' in result, 'a generated address belongs to a prepared customer');
    return { name: g.name, values: result.ok.values };
  });
  await avoidTakenAddresses(chosen, config.umaDomain, takenUma, (addresses) =>
    store.takenUmaAddresses(ctx.db, addresses),
  );
  return results;
}

export async function createCustomer(
  ctx: ServiceContext,
  platformId: string,
  body: CreateCustomerBody,
): Promise<Customer> {
  const [result] = await prepareNewCustomers(ctx, platformId, [body]);
  if (!result) throw new ApiError(500, 'INTERNAL_ERROR', 'Customer was not prepared');
  if ('error' in result) throw result.error;
  try {
    const rows = await insertPreparedCustomers(ctx, platformId, [result.ok]);
    // A new customer's owners are the ones it was sent with: none to read back without them.
    if (!result.ok.owners) return toCustomer(present(rows[0], 'the inserted customer'), []);
    return (await withOwners(ctx, platformId, rows))[0] as Customer;
  } catch (err) {
    throw uniqueViolationError(err) ?? err;
  }
}

/**
 * PATCH: fields sent replace stored ones (`address` and `businessInfo` as a whole object
 * merge field by field). `email` and `phoneNumber` cannot change in one request.
 */
/**
 * PATCH /customers/{customerId}. A change of email or phone number that tied OTP credentials
 * of embedded wallets share is a signed retry (spec 4.9): the first call answers with the
 * challenge and changes nothing; the signed retry changes the customer and the credentials in
 * one transaction.
 */
export async function updateCustomer(
  ctx: ServiceContext,
  platformId: string,
  customerId: string,
  body: UpdateCustomerBody,
  request: SignedRequest = { method: 'PATCH', path: `/customers/${customerId}`, headers: {} },
): Promise<{ status: 200; body: Customer } | { status: 202; body: SignedRequestChallenge }> {
  if (body.email !== undefined && body.phoneNumber !== undefined) {
    throw invalidInput('email and phoneNumber must be updated in separate requests', [
      { field: 'phoneNumber', message: 'cannot change together with email; send it in its own request' },
    ]);
  }
  const config = await getConfig(ctx, platformId);
  const owners = inlineOwners(body);
  if (owners instanceof ApiError) throw owners;
  const wantedStatus = body.customerType === 'INDIVIDUAL' ? body.kycStatus : body.kybStatus;
  if (
    wantedStatus !== undefined &&
    ctx.world.kyc.platformStatus() === 'REGULATED_ONLY' &&
    !config.isRegulatedFinancialInstitution
  ) {
    const field = body.customerType === 'INDIVIDUAL' ? 'kycStatus' : 'kybStatus';
    throw invalidInput(`${field} is decided by verification`, [
      {
        field,
        message:
          'can be set only in the sandbox or by a regulated financial institution that runs its own checks',
      },
    ]);
  }
  const now = ctx.clock.now();
  const row = await ctx.db.transaction().execute(async (trx) => {
    const current = await loadCustomer(trx, platformId, customerId, { forUpdate: true, writable: true });
    if (current.customer_type !== body.customerType) {
      throw invalidInput(`Customer ${customerId} is ${current.customer_type}`, [
        {
          field: 'customerType',
          message: `must be ${current.customer_type}`,
          constraint: { enum: [current.customer_type] },
        },
      ]);
    }
    const changes = profileOf(body);
    if (body.customerType === 'BUSINESS' && body.businessInfo) {
      changes.businessInfo = { ...(current.profile.businessInfo as object), ...body.businessInfo };
    }
    const merged = { ...current.profile, ...changes };
    const error = checkCustomer(body, {
      supportedCurrencies: config.supportedCurrencies.map((c) => c.currencyCode),
      umaDomain: config.umaDomain,
      merged,
    });
    if (error) throw error;
    if (
      body.umaAddress !== undefined &&
      body.umaAddress.toLowerCase() !== current.uma_address.toLowerCase()
    ) {
      if ((await store.takenUmaAddresses(trx, [body.umaAddress])).size > 0) {
        throw conflict(`UMA address ${body.umaAddress} is taken`, 'UMA_ADDRESS_EXISTS');
      }
    }
    const emailChanged = body.email !== undefined && body.email !== current.email;
    const phoneChanged = body.phoneNumber !== undefined && body.phoneNumber !== current.phone_number;
    if (emailChanged || phoneChanged) {
      const decision = await guardContactChange(
        ctx,
        trx,
        current,
        {
          ...(emailChanged ? { email: body.email } : {}),
          ...(phoneChanged ? { phoneNumber: body.phoneNumber } : {}),
        },
        { ...request, body },
      );
      // Commits the challenge's request and nothing else.
      if ('challenge' in decision) return { challenge: decision.challenge };
    }
    // A new email or phone number has to be verified again where verification is mandated.
    let contact = current.contact_verification;
    if (contact && (emailChanged || phoneChanged)) {
      contact = {
        email: emailChanged ? 'PENDING' : contact.email,
        phone: phoneChanged ? 'PENDING' : contact.phone,
      };
    }
    const statusChange =
      wantedStatus !== undefined && wantedStatus !== statusOf(current) ? wantedStatus : undefined;
    // Setting the status is the sandbox KYC outcome chosen by the platform: it waits for
    // contact verification like the outcome of the fullName suffix does.
    if (statusChange && body.customerType === 'INDIVIDUAL') assertContactVerified(contact);
    let saved: store.CustomerRow;
    try {
      saved = await store.updateCustomer(
        trx,
        current,
        {
          ...store.rowValues(current),
          umaAddress: body.umaAddress ?? current.uma_address,
          email: body.email ?? current.email,
          phoneNumber: body.phoneNumber ?? current.phone_number,
          currencies: body.currencies ?? current.currencies,
          profile: merged,
          endUserTermsConsent: body.endUserTermsConsent ?? current.end_user_terms_consent,
          contactVerification: contact,
          ...(statusChange
            ? body.customerType === 'INDIVIDUAL'
              ? { kycStatus: statusChange }
              : { kybStatus: statusChange }
            : {}),
        },
        now,
      );
    } catch (err) {
      throw uniqueViolationError(err) ?? err;
    }
    if (owners) await saveInlineOwners(ctx, trx, saved, owners, now, { replace: true });
    if (statusChange) await applyStatusChange(ctx, trx, saved, statusChange, now);
    return saved;
  });
  if ('challenge' in row) return { status: 202, body: row.challenge };
  return { status: 200, body: (await withOwners(ctx, platformId, [row]))[0] as Customer };
}

const statusOf = (row: store.CustomerRow): string | null =>
  row.customer_type === 'INDIVIDUAL' ? row.kyc_status : row.kyb_status;

/**
 * What follows a new KYC or KYB status, whoever decided it: a business that reaches APPROVED
 * or REJECTED resolves its owners, and APPROVED, REJECTED and PENDING are reported as
 * CUSTOMER.KYC_* / CUSTOMER.KYB_* events (UNVERIFIED and HOLD have no event).
 */
export async function applyStatusChange(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  row: store.CustomerRow,
  status: string,
  now: Date,
): Promise<void> {
  const business = row.customer_type === 'BUSINESS';
  if (business && (status === 'APPROVED' || status === 'REJECTED')) {
    await resolveOwners(ctx, trx, row.platform_id, row.id, now);
  }
  if (STATUS_EVENTS.has(status)) {
    await recordKycEvent(trx, row, `CUSTOMER.${business ? 'KYB' : 'KYC'}_${status}`, now);
  }
}

/** Marks the customer deleted: its history stays readable and its platformCustomerId is free again. */
export async function deleteCustomer(
  ctx: ServiceContext,
  platformId: string,
  customerId: string,
): Promise<Customer> {
  const existing = await loadCustomer(ctx.db, platformId, customerId);
  if (existing.is_deleted) throw customerDeleted(customerId);
  const row = await store.markDeleted(ctx.db, platformId, existing.id, ctx.clock.now());
  if (!row) throw customerDeleted(customerId);
  return (await withOwners(ctx, platformId, [row]))[0] as Customer;
}
