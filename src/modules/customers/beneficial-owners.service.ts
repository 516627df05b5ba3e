import type { Kysely } from 'kysely';
import type { Static } from 'typebox';
import type { ServiceContext } from '../../context.js';
import type { Page, PageRequest } from '../../db/pagination.js';
import type { Database } from '../../db/schema.js';
import { invalidInput, notFound } from '../../errors.js';
import { formatId, newUuid, parseId } from '../../ids.js';
import type {
  BeneficialOwnerSchema,
  CreateBeneficialOwnerBody,
  UpdateBeneficialOwnerBody,
} from './beneficial-owners.schemas.js';
import * as store from './beneficial-owners.store.js';
import { loadCustomer } from './service.js';

export type BeneficialOwner = Static<typeof BeneficialOwnerSchema>;
export type { OwnerRow } from './beneficial-owners.store.js';

const ownerNotFound = (id: string) => notFound('NOT_FOUND', `Beneficial owner ${id} not found`);

export function toBeneficialOwner(row: store.OwnerRow): BeneficialOwner {
  const { identifier: _writeOnly, ...personalInfo } = row.personal_info;
  return {
    id: formatId('BeneficialOwner', row.id),
    customerId: formatId('Customer', row.customer_id),
    roles: row.roles as BeneficialOwner['roles'],
    ownershipPercentage: row.ownership_percentage,
    personalInfo: personalInfo as BeneficialOwner['personalInfo'],
    kycStatus: row.kyc_status as BeneficialOwner['kycStatus'],
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Sandbox KYC outcome of an owner by `personalInfo.lastName` (spec 4.15), applied when the business resolves. */
export function sandboxOwnerKycStatus(lastName: unknown): string {
  const suffix = String(lastName ?? '')
    .trim()
    .slice(-3);
  return suffix === '001' ? 'PENDING' : suffix === '002' ? 'REJECTED' : 'APPROVED';
}

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
  trx: Kysely<Database>,
  platformId: string,
  customerId: string,
  now: Date,
): Promise<void> {
  for (const row of await store.ownersOf(trx, platformId, [customerId])) {
    const status = sandboxOwnerKycStatus(row.personal_info.lastName);
    if (status !== row.kyc_status) {
      await store.updateOwner(trx, platformId, row.id, { ...ownerValues(row), kycStatus: status }, now);
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
        kycStatus: resolved ? sandboxOwnerKycStatus(body.personalInfo.lastName) : 'PENDING',
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
  const uuid = parseId('BeneficialOwner', ownerId);
  const row = uuid ? await store.findOwner(db, platformId, uuid) : undefined;
  if (!row) throw ownerNotFound(ownerId);
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
      platformId,
      current.id,
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
