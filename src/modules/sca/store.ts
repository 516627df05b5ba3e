import type { Insertable, Selectable, Updateable } from 'kysely';
import type {
  ScaChallengesTable,
  ScaCustomerStatesTable,
  ScaFactorName,
  ScaFactorResetsTable,
  ScaFactorsTable,
  ScaDb,
} from './tables.js';

export type FactorRow = Selectable<ScaFactorsTable>;
export type StateRow = Selectable<ScaCustomerStatesTable>;
export type ChallengeRow = Selectable<ScaChallengesTable>;
export type ResetRow = Selectable<ScaFactorResetsTable>;

export async function insertReset(db: ScaDb, row: Insertable<ScaFactorResetsTable>): Promise<void> {
  await db.insertInto('sca_factor_resets').values(row).execute();
}

export async function findReset(
  db: ScaDb,
  platformId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ResetRow | undefined> {
  let query = db
    .selectFrom('sca_factor_resets')
    .selectAll()
    .where('platform_id', '=', platformId)
    .where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function updateReset(
  db: ScaDb,
  id: string,
  changes: Updateable<ScaFactorResetsTable>,
): Promise<void> {
  await db.updateTable('sca_factor_resets').set(changes).where('id', '=', id).execute();
}

export async function listFactors(db: ScaDb, customerId: string): Promise<FactorRow[]> {
  return db
    .selectFrom('sca_factors')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at')
    .execute();
}

export async function findFactor(
  db: ScaDb,
  customerId: string,
  where: { id?: string; factor?: 'TOTP' | 'PASSKEY'; status?: 'PENDING' | 'ACTIVE' },
  options: { forUpdate?: boolean } = {},
): Promise<FactorRow | undefined> {
  let query = db.selectFrom('sca_factors').selectAll().where('customer_id', '=', customerId);
  if (where.id) query = query.where('id', '=', where.id);
  if (where.factor) query = query.where('factor', '=', where.factor);
  if (where.status) query = query.where('status', '=', where.status);
  if (options.forUpdate) query = query.forUpdate();
  return query.orderBy('created_at', 'desc').executeTakeFirst();
}

export async function findFactorById(
  db: ScaDb,
  platformId: string,
  id: string,
): Promise<FactorRow | undefined> {
  return db
    .selectFrom('sca_factors')
    .selectAll()
    .where('platform_id', '=', platformId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertFactor(db: ScaDb, row: Insertable<ScaFactorsTable>): Promise<void> {
  await db.insertInto('sca_factors').values(row).execute();
}

export async function updateFactor(
  db: ScaDb,
  id: string,
  changes: Updateable<ScaFactorsTable>,
): Promise<void> {
  await db.updateTable('sca_factors').set(changes).where('id', '=', id).execute();
}

/** Removes the customer's factors matching `where` (a deletion, or a PENDING enrollment replaced). */
export async function deleteFactors(
  db: ScaDb,
  customerId: string,
  where: { id?: string; factor?: 'TOTP' | 'PASSKEY'; status?: 'PENDING' | 'ACTIVE' },
): Promise<number> {
  let query = db.deleteFrom('sca_factors').where('customer_id', '=', customerId);
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
  return db
    .selectFrom('sca_customer_states')
    .selectAll()
    .where('customer_id', '=', customerId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function findState(db: ScaDb, customerId: string): Promise<StateRow | undefined> {
  return db
    .selectFrom('sca_customer_states')
    .selectAll()
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

export async function updateState(
  db: ScaDb,
  customerId: string,
  changes: Updateable<ScaCustomerStatesTable>,
): Promise<StateRow> {
  return db
    .updateTable('sca_customer_states')
    .set(changes)
    .where('customer_id', '=', customerId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertChallenge(db: ScaDb, row: Insertable<ScaChallengesTable>): Promise<void> {
  await db.insertInto('sca_challenges').values(row).execute();
}

/** The challenge `id` of the customer, or its latest unused one for `purpose` (and `subjectId`). */
export async function findChallenge(
  db: ScaDb,
  customerId: string,
  where: { id?: string; purpose: string; subjectId?: string; factor?: ScaFactorName },
): Promise<ChallengeRow | undefined> {
  let query = db
    .selectFrom('sca_challenges')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('purpose', '=', where.purpose)
    .where('used_at', 'is', null);
  if (where.id) query = query.where('id', '=', where.id);
  if (where.subjectId) query = query.where('subject_id', '=', where.subjectId);
  if (where.factor) query = query.where('factor', '=', where.factor);
  return query.orderBy('created_at', 'desc').forUpdate().executeTakeFirst();
}

export async function updateChallenge(
  db: ScaDb,
  id: string,
  changes: Updateable<ScaChallengesTable>,
): Promise<void> {
  await db.updateTable('sca_challenges').set(changes).where('id', '=', id).execute();
}
