import type { Selectable } from 'kysely';
import { type Page, type PageRequest, paginate } from '../../db/pagination.js';
import { ownRows } from '../../db/rows.js';
import type { VerificationsTable, VerificationsDb, VerificationsTables } from './tables.js';

const own = ownRows<VerificationsTables>();

export type VerificationRow = Selectable<VerificationsTable>;

export function insertVerification(
  db: VerificationsDb,
  v: { id: string; platformId: string; customerId: string; status: string; errors: unknown[] },
  now: Date,
): Promise<VerificationRow> {
  return own.insert(db, 'verifications', {
    id: v.id,
    platform_id: v.platformId,
    customer_id: v.customerId,
    verification_status: v.status,
    errors: JSON.stringify(v.errors),
    created_at: now,
    updated_at: now,
  });
}

export function findVerification(
  db: VerificationsDb,
  platformId: string,
  id: string,
): Promise<VerificationRow | undefined> {
  return own.find(db, 'verifications', platformId, id);
}

export async function listVerifications(
  db: VerificationsDb,
  platformId: string,
  filter: { customerId?: string | undefined; status?: string | undefined },
  page: PageRequest,
): Promise<Page<VerificationRow>> {
  let query = db.selectFrom('verifications').selectAll().where('platform_id', '=', platformId);
  if (filter.customerId !== undefined) query = query.where('customer_id', '=', filter.customerId);
  if (filter.status !== undefined) query = query.where('verification_status', '=', filter.status);
  return paginate(query, page, db);
}
