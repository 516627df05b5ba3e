import type { Selectable } from 'kysely';
import { type Page, type PageRequest, paginate } from '../../db/pagination.js';
import { type FindOptions, type OwnRow, held, ownRows } from '../../db/rows.js';
import type { BeneficialOwnersTable, CustomersDb, CustomersTables } from './tables.js';

const own = ownRows<CustomersTables>();

export type OwnerRow = Selectable<BeneficialOwnersTable>;

export interface OwnerValues {
  roles: string[];
  ownershipPercentage: number;
  personalInfo: Record<string, unknown>;
  kycStatus: string;
}

export function insertOwner(
  db: CustomersDb,
  owner: { id: string; platformId: string; customerId: string } & OwnerValues,
  now: Date,
): Promise<OwnerRow> {
  return own.insert(db, 'beneficial_owners', {
    id: owner.id,
    platform_id: owner.platformId,
    customer_id: owner.customerId,
    roles: JSON.stringify(owner.roles),
    ownership_percentage: owner.ownershipPercentage,
    personal_info: JSON.stringify(owner.personalInfo),
    kyc_status: owner.kycStatus,
    created_at: now,
    updated_at: now,
  });
}

export function updateOwner(db: CustomersDb, of: OwnRow, values: OwnerValues, now: Date): Promise<OwnerRow> {
  return held(
    own.update(
      db,
      'beneficial_owners',
      of,
      {
        roles: JSON.stringify(values.roles),
        ownership_percentage: values.ownershipPercentage,
        personal_info: JSON.stringify(values.personalInfo),
        kyc_status: values.kycStatus,
      },
      now,
    ),
  );
}

export function findOwner(
  db: CustomersDb,
  platformId: string,
  id: string,
  options?: FindOptions,
): Promise<OwnerRow | undefined> {
  return own.find(db, 'beneficial_owners', platformId, id, options);
}

/** All owners of these customers, oldest first (for the customer view and for KYB). */
export async function ownersOf(
  db: CustomersDb,
  platformId: string,
  customerIds: string[],
): Promise<OwnerRow[]> {
  if (customerIds.length === 0) return [];
  return db
    .selectFrom('beneficial_owners')
    .selectAll()
    .where('platform_id', '=', platformId)
    .where('customer_id', 'in', customerIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function listOwners(
  db: CustomersDb,
  platformId: string,
  customerId: string,
  page: PageRequest,
): Promise<Page<OwnerRow>> {
  const query = db
    .selectFrom('beneficial_owners')
    .selectAll()
    .where('platform_id', '=', platformId)
    .where('customer_id', '=', customerId);
  return paginate(query, page, db);
}

export async function deleteOwners(db: CustomersDb, platformId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('beneficial_owners')
    .where('platform_id', '=', platformId)
    .where('id', 'in', ids)
    .execute();
}
