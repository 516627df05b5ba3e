import type { Kysely } from 'kysely';
import type { Static } from 'typebox';
import type { ServiceContext } from '../../context.js';
import type { Page, PageRequest } from '../../db/pagination.js';
import type { Database } from '../../db/schema.js';
import { type FieldError, invalidInput, notFound } from '../../errors.js';
import { findByPublicId, formatId, newUuid } from '../../ids.js';
import type {
  BeneficialOwner,
  CreateBeneficialOwnerBody,
  IndividualType,
  LegacyBeneficialOwner,
  OwnerRole,
  UpdateBeneficialOwnerBody,
} from './beneficial-owners.schemas.js';
import * as store from './beneficial-owners.store.js';
import { taxIdentifierProblem } from './rules.js';
import { loadCustomer } from './records.js';

export type { BeneficialOwner } from './beneficial-owners.schemas.js';
export type { OwnerRow } from './beneficial-owners.store.js';

const ownerNotFound = (id: string) => notFound('NOT_FOUND', `Beneficial owner ${id} not found`);

/** The older revisions' `individualType` of a role, and the role an `individualType` becomes. */
const TYPE_OF_ROLE: Record<OwnerRole, IndividualType> = {
  UBO: 'BENEFICIAL_OWNER',
  DIRECTOR: 'DIRECTOR',
  COMPANY_OFFICER: 'OFFICER',
  CONTROL_PERSON: 'CONTROL_PERSON',
  TRUSTEE: 'TRUSTEE',
  GENERAL_PARTNER: 'GENERAL_PARTNER',
};
const ROLE_OF_TYPE: Record<IndividualType, OwnerRole> = {
  BENEFICIAL_OWNER: 'UBO',
  DIRECTOR: 'DIRECTOR',
  OFFICER: 'COMPANY_OFFICER',
  CONTROL_PERSON: 'CONTROL_PERSON',
  TRUSTEE: 'TRUSTEE',
  GENERAL_PARTNER: 'GENERAL_PARTNER',
  // No role of today's list names these; the nearest one decides what KYB asks of them.
  AUTHORIZED_PERSON: 'COMPANY_OFFICER',
  BUSINESS_POINT_OF_CONTACT: 'COMPANY_OFFICER',
  SETTLOR: 'TRUSTEE',
};
/** Owner attributes of the older shape kept beside `personalInfo` (never inside it in responses). */
const LEGACY_KEYS = ['individualType', 'title', 'percentageOwnership'] as const;

export function toBeneficialOwner(row: store.OwnerRow): BeneficialOwner {
  const stored = row.personal_info;
  const personalInfo = Object.fromEntries(
    Object.entries(stored).filter(([key]) => !(LEGACY_KEYS as readonly string[]).includes(key)),
  ) as BeneficialOwner['personalInfo'];
  const roles = row.roles as OwnerRole[];
  const firstRole = roles[0] ?? 'UBO';
  return {
    id: formatId('BeneficialOwner', row.id),
    customerId: formatId('Customer', row.customer_id),
    roles,
    ownershipPercentage: row.ownership_percentage,
    personalInfo,
    kycStatus: row.kyc_status as BeneficialOwner['kycStatus'],
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    fullName: [personalInfo.firstName, personalInfo.middleName, personalInfo.lastName]
      .filter((part) => part !== undefined && part !== '')
      .join(' '),
    individualType: (stored.individualType as IndividualType | undefined) ?? TYPE_OF_ROLE[firstRole],
    percentageOwnership:
      typeof stored.percentageOwnership === 'number' ? stored.percentageOwnership : row.ownership_percentage,
    ...(typeof stored.title === 'string' ? { title: stored.title } : {}),
    birthDate: personalInfo.birthDate,
    nationality: personalInfo.nationality,
    ...(personalInfo.email !== undefined ? { emailAddress: personalInfo.email } : {}),
    ...(personalInfo.phoneNumber !== undefined ? { phoneNumber: personalInfo.phoneNumber } : {}),
    address: personalInfo.address,
    taxId: personalInfo.identifier,
  };
}

/** An owner to store: what POST /beneficial-owners takes, whatever shape it came in. */
export interface OwnerInput {
  roles: OwnerRole[];
  ownershipPercentage: number;
  personalInfo: Record<string, unknown>;
}

/** The identifier type a bare `taxId` has: U.S. ITIN and SSN by their shape, else non-U.S. */
export function idTypeOf(taxId: string): 'ITIN' | 'SSN' | 'NON_US_TAX_ID' {
  if (/^9\d{2}-?\d{2}-?\d{4}$/.test(taxId)) return 'ITIN';
  if (/^\d{3}-?\d{2}-?\d{4}$/.test(taxId)) return 'SSN';
  return 'NON_US_TAX_ID';
}

/** "Ada King Lovelace" -> first "Ada", middle "King", last "Lovelace"; one word is both names. */
function splitName(fullName: string): { firstName: string; middleName?: string; lastName: string } {
  const words = fullName.trim().split(/\s+/);
  const firstName = words[0] ?? fullName;
  if (words.length < 2) return { firstName, lastName: firstName };
  const middle = words.slice(1, -1).join(' ');
  return {
    firstName,
    ...(middle ? { middleName: middle } : {}),
    lastName: words[words.length - 1] ?? firstName,
  };
}

/**
 * Owners sent inline with a business (the shape of the revisions before /beneficial-owners)
 * as owners to store, or every problem with them. Their ownership is stored in whole percent
 * (rounded down, so the 25% threshold reads the same); the exact figure is kept and returned.
 * An owner of 25% or more is a UBO whatever else it is.
 */
export function ownersFromInline(
  owners: Static<typeof LegacyBeneficialOwner>[],
  field = 'beneficialOwners',
): { owners: OwnerInput[] } | { problems: FieldError[] } {
  const problems: FieldError[] = [];
  const out: OwnerInput[] = [];
  owners.forEach((owner, i) => {
    // Revision 2026-02-25 requires none of birthDate, nationality, address and taxId of an
    // inline owner: creation takes it without them, and KYB (POST /verifications) reports
    // what it needs missing.
    const path = `${field}[${i}]`;
    const taxId = owner.taxId;
    const idType = taxId === undefined ? undefined : idTypeOf(taxId);
    const taxProblem = taxId === undefined ? undefined : taxIdentifierProblem(idType, taxId);
    if (taxProblem) problems.push({ field: `${path}.taxId`, message: taxProblem });
    const percentage = owner.percentageOwnership ?? 0;
    const roles: OwnerRole[] = [ROLE_OF_TYPE[owner.individualType]];
    if (percentage >= 25 && !roles.includes('UBO')) roles.push('UBO');
    out.push({
      roles,
      ownershipPercentage: Math.floor(percentage),
      personalInfo: {
        ...splitName(owner.fullName),
        ...(owner.birthDate !== undefined ? { birthDate: owner.birthDate } : {}),
        ...(owner.nationality !== undefined ? { nationality: owner.nationality } : {}),
        ...(owner.emailAddress !== undefined ? { email: owner.emailAddress } : {}),
        ...(owner.phoneNumber !== undefined ? { phoneNumber: owner.phoneNumber } : {}),
        ...(owner.address !== undefined ? { address: owner.address } : {}),
        idType,
        identifier: taxId,
        individualType: owner.individualType,
        ...(owner.title !== undefined ? { title: owner.title } : {}),
        ...(owner.percentageOwnership !== undefined
          ? { percentageOwnership: owner.percentageOwnership }
          : {}),
      },
    });
  });
  const total = out.reduce((sum, o) => sum + o.ownershipPercentage, 0);
  if (total > 100) {
    problems.push({ field, message: `ownership of all beneficial owners totals ${total}%, more than 100%` });
  }
  return problems.length > 0 ? { problems } : { owners: out };
}

const nameKey = (info: Record<string, unknown>) =>
  [info.firstName, info.middleName, info.lastName]
    .filter((part) => typeof part === 'string' && part !== '')
    .join(' ')
    .toLowerCase();

/**
 * Stores `owners` as the business's beneficial owners, in the caller's transaction (the
 * business row is locked by the caller). With `replace`, an owner of the same full name
 * keeps its id, status and documents and takes the new data; owners not in the list are
 * removed with their documents.
 */
export async function saveInlineOwners(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  business: { platform_id: string; id: string; kyb_status: string | null },
  owners: OwnerInput[],
  now: Date,
  options: { replace: boolean },
): Promise<void> {
  const platformId = business.platform_id;
  const existing = options.replace ? await store.ownersOf(trx, platformId, [business.id]) : [];
  const byName = new Map(existing.map((row) => [nameKey(row.personal_info), row]));
  const kept = new Set<string>();
  const resolved = TERMINAL.has(business.kyb_status ?? '');
  // Owners list oldest first (created_at, id); a millisecond apart, they keep the order sent.
  let inserted = 0;
  for (const owner of owners) {
    const match = byName.get(nameKey(owner.personalInfo));
    if (match && !kept.has(match.id)) {
      kept.add(match.id);
      await store.updateOwner(trx, match, { ...ownerValues(match), ...owner }, now);
      continue;
    }
    await store.insertOwner(
      trx,
      {
        id: newUuid(),
        platformId,
        customerId: business.id,
        ...owner,
        kycStatus: resolved ? ctx.world.kyc.beneficialOwner(lastNameOf(owner.personalInfo)) : 'PENDING',
      },
      new Date(now.getTime() + inserted++),
    );
  }
  const removed = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (removed.length > 0) {
    for (const removing of ctx.hooks.beneficialOwnersRemoved) await removing(ctx, trx, platformId, removed);
    await store.deleteOwners(trx, platformId, removed);
  }
}

/** The last name KYC reads; stored personal info is JSON, so it is not typed as a string. */
const lastNameOf = (personalInfo: Record<string, unknown>) => String(personalInfo.lastName ?? '');

const TERMINAL = new Set(['APPROVED', 'REJECTED']);

/** Owners of several customers, grouped by customer uuid. */
export async function listOwnersOfCustomers(
  db: Kysely<Database>,
  platformId: string,
  customerIds: string[],
): Promise<Map<string, BeneficialOwner[]>> {
  const grouped = new Map<string, BeneficialOwner[]>();
  for (const row of await store.ownersOf(db, platformId, customerIds)) {
    const list = grouped.get(row.customer_id) ?? [];
    list.push(toBeneficialOwner(row));
    grouped.set(row.customer_id, list);
  }
  return grouped;
}

export const ownerRowsOf = (db: Kysely<Database>, platformId: string, customerId: string) =>
  store.ownersOf(db, platformId, [customerId]);

/** When the business reaches APPROVED or REJECTED, each owner's own KYC resolves by lastName. */
export async function resolveOwners(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  platformId: string,
  customerId: string,
  now: Date,
): Promise<void> {
  for (const row of await store.ownersOf(trx, platformId, [customerId])) {
    const status = ctx.world.kyc.beneficialOwner(lastNameOf(row.personal_info));
    if (status !== row.kyc_status) {
      await store.updateOwner(trx, row, { ...ownerValues(row), kycStatus: status }, now);
    }
  }
}

const ownerValues = (row: store.OwnerRow): store.OwnerValues => ({
  roles: row.roles,
  ownershipPercentage: row.ownership_percentage,
  personalInfo: row.personal_info,
  kycStatus: row.kyc_status,
});

function checkTotalOwnership(others: store.OwnerRow[], percentage: number): void {
  const total = others.reduce((sum, o) => sum + o.ownership_percentage, 0) + percentage;
  if (total > 100) {
    throw invalidInput(`Ownership of all beneficial owners would total ${total}%`, [
      { field: 'ownershipPercentage', message: `must be at most ${Math.max(0, 100 - (total - percentage))}` },
    ]);
  }
}

export async function createOwner(
  ctx: ServiceContext,
  platformId: string,
  body: Static<typeof CreateBeneficialOwnerBody>,
): Promise<BeneficialOwner> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    // Locking the business serialises owner changes, so the ownership total stays <= 100%.
    const customer = await loadCustomer(trx, platformId, body.customerId, {
      forUpdate: true,
      writable: true,
    });
    if (customer.customer_type !== 'BUSINESS') {
      throw invalidInput('Beneficial owners belong to BUSINESS customers', [
        { field: 'customerId', message: 'is not a BUSINESS customer' },
      ]);
    }
    checkTotalOwnership(await store.ownersOf(trx, platformId, [customer.id]), body.ownershipPercentage);
    // An owner added after the business resolved is resolved at once, like the others were.
    const resolved = TERMINAL.has(customer.kyb_status ?? '');
    return store.insertOwner(
      trx,
      {
        id: newUuid(),
        platformId,
        customerId: customer.id,
        roles: body.roles,
        ownershipPercentage: body.ownershipPercentage,
        personalInfo: body.personalInfo,
        kycStatus: resolved ? ctx.world.kyc.beneficialOwner(body.personalInfo.lastName) : 'PENDING',
      },
      ctx.clock.now(),
    );
  });
  return toBeneficialOwner(row);
}

/** Loads an owner of this platform (404 otherwise). */
export async function loadOwner(
  db: Kysely<Database>,
  platformId: string,
  ownerId: string,
): Promise<store.OwnerRow> {
  const row = await findByPublicId('BeneficialOwner', ownerId, ownerNotFound, (uuid) =>
    store.findOwner(db, platformId, uuid),
  );
  return row;
}

export async function getOwner(
  ctx: ServiceContext,
  platformId: string,
  ownerId: string,
): Promise<BeneficialOwner> {
  return toBeneficialOwner(await loadOwner(ctx.db, platformId, ownerId));
}

export async function listOwners(
  ctx: ServiceContext,
  platformId: string,
  customerId: string,
  page: PageRequest,
): Promise<Page<BeneficialOwner>> {
  const customer = await loadCustomer(ctx.db, platformId, customerId);
  const result = await store.listOwners(ctx.db, platformId, customer.id, page);
  return { ...result, data: result.data.map(toBeneficialOwner) };
}

/** Only the fields sent change; `personalInfo` merges field by field. */
export async function updateOwner(
  ctx: ServiceContext,
  platformId: string,
  ownerId: string,
  body: Static<typeof UpdateBeneficialOwnerBody>,
): Promise<BeneficialOwner> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    const current = await loadOwner(trx, platformId, ownerId);
    await loadCustomer(trx, platformId, formatId('Customer', current.customer_id), {
      forUpdate: true,
      writable: true,
    });
    if (body.ownershipPercentage !== undefined) {
      const others = (await store.ownersOf(trx, platformId, [current.customer_id])).filter(
        (o) => o.id !== current.id,
      );
      checkTotalOwnership(others, body.ownershipPercentage);
    }
    return store.updateOwner(
      trx,
      current,
      {
        ...ownerValues(current),
        ...(body.roles ? { roles: body.roles } : {}),
        ...(body.ownershipPercentage !== undefined ? { ownershipPercentage: body.ownershipPercentage } : {}),
        ...(body.personalInfo ? { personalInfo: { ...current.personal_info, ...body.personalInfo } } : {}),
      },
      ctx.clock.now(),
    );
  });
  return toBeneficialOwner(row);
}
