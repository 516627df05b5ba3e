import type { Insertable, Selectable, Updateable } from 'kysely';
import { assert } from '../../assert.js';
import { type FindOptions, held, type OwnRow, ownRows } from '../../db/rows.js';
import type {
  ScaChallengesTable,
  ScaCustomerStatesTable,
  ScaFactorName,
  ScaFactorResetsTable,
  ScaFactorsTable,
  ScaDb,
  ScaTables,
} from './tables.js';

const own = ownRows<ScaTables>();

export type FactorRow = Selectable<ScaFactorsTable>;
export type StateRow = Selectable<ScaCustomerStatesTable>;
export type ChallengeRow = Selectable<ScaChallengesTable>;
export type ResetRow = Selectable<ScaFactorResetsTable>;

/** A customer, by its id and its platform: SCA's rows are each of one customer. */
export type CustomerOf = OwnRow;

export async function insertReset(db: ScaDb, row: Insertable<ScaFactorResetsTable>): Promise<void> {
  await own.insert(db, 'sca_factor_resets', row);
}

export function findReset(
  db: ScaDb,
  platformId: string,
  id: string,
  options?: FindOptions,
): Promise<ResetRow | undefined> {
  return own.find(db, 'sca_factor_resets', platformId, id, options);
}

export async function updateReset(
  db: ScaDb,
  of: OwnRow,
  changes: Updateable<ScaFactorResetsTable>,
): Promise<void> {
  await own.set(db, 'sca_factor_resets', of, changes);
}

export async function listFactors(db: ScaDb, customer: CustomerOf): Promise<FactorRow[]> {
  return db
    .selectFrom('sca_factors')
    .selectAll()
    .where('platform_id', '=', customer.platform_id)
    .where('customer_id', '=', customer.id)
    .orderBy('created_at')
    .execute();
}

interface FactorMatch {
  id?: string;
  factor?: 'TOTP' | 'PASSKEY';
  status?: 'PENDING' | 'ACTIVE';
}

export async function findFactor(
  db: ScaDb,
  customer: CustomerOf,
  where: FactorMatch,
  options: FindOptions = {},
): Promise<FactorRow | undefined> {
  let query = db
    .selectFrom('sca_factors')
    .selectAll()
    .where('platform_id', '=', customer.platform_id)
    .where('customer_id', '=', customer.id);
  if (where.id) query = query.where('id', '=', where.id);
  if (where.factor) query = query.where('factor', '=', where.factor);
  if (where.status) query = query.where('status', '=', where.status);
  if (options.forUpdate) query = query.forUpdate();
  return query.orderBy('created_at', 'desc').executeTakeFirst();
}

export function findFactorById(db: ScaDb, platformId: string, id: string): Promise<FactorRow | undefined> {
  return own.find(db, 'sca_factors', platformId, id);
}

export async function insertFactor(db: ScaDb, row: Insertable<ScaFactorsTable>): Promise<void> {
  await own.insert(db, 'sca_factors', row);
}

export async function updateFactor(
  db: ScaDb,
  of: OwnRow,
  changes: Updateable<ScaFactorsTable>,
): Promise<void> {
  await own.set(db, 'sca_factors', of, changes);
}

/** Removes the customer's factors matching `where` (a deletion, or a PENDING enrollment replaced). */
export async function deleteFactors(db: ScaDb, customer: CustomerOf, where: FactorMatch): Promise<number> {
  let query = db
    .deleteFrom('sca_factors')
    .where('platform_id', '=', customer.platform_id)
    .where('customer_id', '=', customer.id);
  if (where.id) query = query.where('id', '=', where.id);
  if (where.factor) query = query.where('factor', '=', where.factor);
  if (where.status) query = query.where('status', '=', where.status);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The customer's SCA state, locked; made (with no session and no failures) on first use. */
export async function lockState(
  db: ScaDb,
  platformId: string,
  customerId: string,
  now: Date,
): Promise<StateRow> {
  await db
    .insertInto('sca_customer_states')
    .values({ customer_id: customerId, platform_id: platformId, updated_at: now })
    .onConflict((oc) => oc.column('customer_id').doNothing())
    .execute();
  const state = await own.findBy(db, 'sca_customer_states', platformId, 'customer_id', customerId, {
    forUpdate: true,
  });
  assert(state !== undefined, "the customer's state inserted on conflict do nothing is there to lock");
  return state;
}

export function findState(db: ScaDb, customer: CustomerOf): Promise<StateRow | undefined> {
  return own.findBy(db, 'sca_customer_states', customer.platform_id, 'customer_id', customer.id);
}

/** Changes the customer's state, which the caller holds locked (lockState). */
export function updateState(
  db: ScaDb,
  customer: CustomerOf,
  changes: Updateable<ScaCustomerStatesTable>,
): Promise<StateRow> {
  return held(
    own.setBy(db, 'sca_customer_states', customer.platform_id, 'customer_id', customer.id, changes),
  );
}

export async function insertChallenge(db: ScaDb, row: Insertable<ScaChallengesTable>): Promise<void> {
  await own.insert(db, 'sca_challenges', row);
}

/** The challenge `id` of the customer, or its latest unused one for `purpose` (and `subjectId`). */
export async function findChallenge(
  db: ScaDb,
  customer: CustomerOf,
  where: { id?: string; purpose: string; subjectId?: string; factor?: ScaFactorName },
): Promise<ChallengeRow | undefined> {
  let query = db
    .selectFrom('sca_challenges')
    .selectAll()
    .where('platform_id', '=', customer.platform_id)
    .where('customer_id', '=', customer.id)
    .where('purpose', '=', where.purpose)
    .where('used_at', 'is', null);
  if (where.id) query = query.where('id', '=', where.id);
  if (where.subjectId) query = query.where('subject_id', '=', where.subjectId);
  if (where.factor) query = query.where('factor', '=', where.factor);
  return query.orderBy('created_at', 'desc').forUpdate().executeTakeFirst();
}

export async function updateChallenge(
  db: ScaDb,
  of: OwnRow,
  changes: Updateable<ScaChallengesTable>,
): Promise<void> {
  await own.set(db, 'sca_challenges', of, changes);
}
