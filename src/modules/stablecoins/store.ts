import { type Insertable, type Selectable, type Updateable, sql } from 'kysely';
import { type Page, type PageRequest, paginate } from '../../db/pagination.js';
import { type FindOptions, type OwnRow, ownRows } from '../../db/rows.js';
import type {
  StablecoinOperationsTable,
  StablecoinProviderAccountsTable,
  StablecoinsTable,
  StablecoinsDb,
  StablecoinsTables,
} from './tables.js';

const own = ownRows<StablecoinsTables>();

export type ProviderAccountRow = Selectable<StablecoinProviderAccountsTable>;
export type StablecoinRow = Selectable<StablecoinsTable>;
export type OperationRow = Selectable<StablecoinOperationsTable>;

// ---------------------------------------------------------------------------------------
// Provider accounts

export async function insertProviderAccount(
  db: StablecoinsDb,
  row: Insertable<StablecoinProviderAccountsTable>,
): Promise<void> {
  await db.insertInto('stablecoin_provider_accounts').values(row).execute();
}

export function findProviderAccount(
  db: StablecoinsDb,
  platformId: string,
  id: string,
  options?: FindOptions,
): Promise<ProviderAccountRow | undefined> {
  return own.find(db, 'stablecoin_provider_accounts', platformId, id, options);
}

/** The platform's link to one provider account, locked (a link and a relink of it queue). */
export async function lockProviderAccountByRef(
  db: StablecoinsDb,
  platformId: string,
  provider: ProviderAccountRow['provider'],
  providerAccountId: string,
): Promise<ProviderAccountRow | undefined> {
  return db
    .selectFrom('stablecoin_provider_accounts')
    .selectAll()
    .where('platform_id', '=', platformId)
    .where('provider', '=', provider)
    .where('provider_account_id', '=', providerAccountId)
    .forUpdate()
    .executeTakeFirst();
}

export async function activeProviderAccounts(
  db: StablecoinsDb,
  platformId: string,
): Promise<ProviderAccountRow[]> {
  return db
    .selectFrom('stablecoin_provider_accounts')
    .selectAll()
    .where('platform_id', '=', platformId)
    .where('status', '=', 'ACTIVE')
    .orderBy('created_at')
    .limit(2)
    .execute();
}

export async function updateProviderAccount(
  db: StablecoinsDb,
  of: OwnRow,
  changes: Updateable<StablecoinProviderAccountsTable>,
  now: Date,
): Promise<void> {
  await own.update(db, 'stablecoin_provider_accounts', of, changes, now);
}

export async function listProviderAccounts(
  db: StablecoinsDb,
  platformId: string,
  filter: {
    provider?: ProviderAccountRow['provider'] | undefined;
    status?: ProviderAccountRow['status'] | undefined;
  },
  page: PageRequest,
): Promise<Page<ProviderAccountRow>> {
  let query = db.selectFrom('stablecoin_provider_accounts').selectAll().where('platform_id', '=', platformId);
  if (filter.provider) query = query.where('provider', '=', filter.provider);
  if (filter.status) query = query.where('status', '=', filter.status);
  return paginate(query, page, db);
}

// ---------------------------------------------------------------------------------------
// Stablecoins

export async function insertStablecoin(db: StablecoinsDb, row: Insertable<StablecoinsTable>): Promise<void> {
  await db.insertInto('stablecoins').values(row).execute();
}

export function findStablecoin(
  db: StablecoinsDb,
  platformId: string,
  id: string,
  options?: FindOptions,
): Promise<StablecoinRow | undefined> {
  return own.find(db, 'stablecoins', platformId, id, options);
}

/** A stablecoin by id alone, locked: for the operator, who acts across platforms. */
export async function lockStablecoinById(db: StablecoinsDb, id: string): Promise<StablecoinRow | undefined> {
  return db.selectFrom('stablecoins').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The platform's registration of a token at a provider account, locked, if it has one. */
export async function lockStablecoinByToken(
  db: StablecoinsDb,
  platformId: string,
  providerAccountId: string,
  providerTokenIdentifier: string,
): Promise<StablecoinRow | undefined> {
  return db
    .selectFrom('stablecoins')
    .selectAll()
    .where('platform_id', '=', platformId)
    .where('provider_account_id', '=', providerAccountId)
    .where('provider_token_identifier', '=', providerTokenIdentifier)
    .forUpdate()
    .executeTakeFirst();
}

export async function networkTokenTaken(
  db: StablecoinsDb,
  platformId: string,
  network: StablecoinRow['network'],
  networkTokenIdentifier: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('stablecoins')
    .select('id')
    .where('platform_id', '=', platformId)
    .where('network', '=', network)
    .where('network_token_identifier', '=', networkTokenIdentifier)
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateStablecoin(
  db: StablecoinsDb,
  of: OwnRow,
  changes: Updateable<StablecoinsTable>,
  now: Date,
): Promise<void> {
  await own.update(db, 'stablecoins', of, changes, now);
}

export async function listStablecoins(
  db: StablecoinsDb,
  platformId: string,
  filter: {
    issuanceStatus?: StablecoinRow['issuance_status'] | undefined;
    operationsStatus?: StablecoinRow['service_operations_status'] | undefined;
    provider?: StablecoinRow['provider'] | undefined;
  },
  page: PageRequest,
): Promise<Page<StablecoinRow>> {
  let query = db.selectFrom('stablecoins').selectAll().where('platform_id', '=', platformId);
  if (filter.issuanceStatus) query = query.where('issuance_status', '=', filter.issuanceStatus);
  if (filter.operationsStatus) query = query.where('service_operations_status', '=', filter.operationsStatus);
  if (filter.provider) query = query.where('provider', '=', filter.provider);
  return paginate(query, page, db);
}

/** Every stablecoin's kept supply and its supply account, for the ledger check. */
export async function supplies(
  db: StablecoinsDb,
  platformId?: string,
): Promise<Pick<StablecoinRow, 'id' | 'platform_id' | 'supply' | 'burning' | 'supply_ledger_account_id'>[]> {
  let query = db
    .selectFrom('stablecoins')
    .select(['id', 'platform_id', 'supply', 'burning', 'supply_ledger_account_id']);
  if (platformId) query = query.where('platform_id', '=', platformId);
  return query.execute();
}

/** What pending burns hold against each stablecoin's supply, from the operations themselves. */
export async function heldByBurns(db: StablecoinsDb, platformId?: string): Promise<Map<string, bigint>> {
  let query = db
    .selectFrom('stablecoin_operations')
    .select(['stablecoin_id', sql<bigint>`sum(amount)::bigint`.as('held')])
    .where('operation_type', '=', 'BURN')
    .where('status', 'not in', ['COMPLETED', 'FAILED', 'EXPIRED'])
    .groupBy('stablecoin_id');
  if (platformId) query = query.where('platform_id', '=', platformId);
  return new Map((await query.execute()).map((r) => [r.stablecoin_id, r.held]));
}

// ---------------------------------------------------------------------------------------
// Operations

export async function insertOperation(
  db: StablecoinsDb,
  row: Insertable<StablecoinOperationsTable>,
): Promise<void> {
  await db.insertInto('stablecoin_operations').values(row).execute();
}

export function findOperation(
  db: StablecoinsDb,
  platformId: string,
  id: string,
  options?: FindOptions,
): Promise<OperationRow | undefined> {
  return own.find(db, 'stablecoin_operations', platformId, id, options);
}

export async function updateOperation(
  db: StablecoinsDb,
  of: OwnRow,
  changes: Updateable<StablecoinOperationsTable>,
  now: Date,
): Promise<void> {
  await own.update(db, 'stablecoin_operations', of, changes, now);
}

export async function listOperations(
  db: StablecoinsDb,
  platformId: string,
  stablecoinId: string,
  filter: { operationType?: OperationRow['operation_type'] | undefined },
  page: PageRequest,
): Promise<Page<OperationRow>> {
  let query = db
    .selectFrom('stablecoin_operations')
    .selectAll()
    .where('platform_id', '=', platformId)
    .where('stablecoin_id', '=', stablecoinId);
  if (filter.operationType) query = query.where('operation_type', '=', filter.operationType);
  return paginate(query, page, db);
}
