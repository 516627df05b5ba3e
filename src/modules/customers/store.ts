import { type Selectable, sql } from 'kysely';
import { type Page, type PageRequest, paginate } from '../../db/pagination.js';
import type { ContactVerificationState, CustomersTable, CustomersDb, CustomersTables } from './tables.js';
import { type Write, writeTogether } from '../../db/together.js';
import { unnestRows } from '../../db/unnest.js';
import { compiledFirstOnce } from '../../db/compiled.js';
import { type OwnRow, held, ownRows } from '../../db/rows.js';

const own = ownRows<CustomersTables>();

export type CustomerRow = Selectable<CustomersTable>;

export interface CustomerFilter {
  platformCustomerId?: string | undefined;
  customerType?: 'INDIVIDUAL' | 'BUSINESS' | undefined;
  region?: string | undefined;
  currency?: string | undefined;
  umaAddress?: string | undefined;
  includeDeleted?: boolean | undefined;
  createdAfter?: Date | undefined;
  createdBefore?: Date | undefined;
  updatedAfter?: Date | undefined;
  updatedBefore?: Date | undefined;
}

export interface CustomerValues {
  platformCustomerId: string;
  customerType: 'INDIVIDUAL' | 'BUSINESS';
  umaAddress: string;
  email: string | null;
  phoneNumber: string | null;
  region: string | null;
  currencies: string[] | null;
  kycStatus: string | null;
  kybStatus: string | null;
  profile: Record<string, unknown>;
  endUserTermsConsent: Record<string, unknown> | null;
  contactVerification: ContactVerificationState | null;
}

/** The writable values of a stored customer, to update with a few of them changed. */
export function rowValues(row: CustomerRow): CustomerValues {
  return {
    platformCustomerId: row.platform_customer_id,
    customerType: row.customer_type,
    umaAddress: row.uma_address,
    email: row.email,
    phoneNumber: row.phone_number,
    region: row.region,
    currencies: row.currencies,
    kycStatus: row.kyc_status,
    kybStatus: row.kyb_status,
    profile: row.profile,
    endUserTermsConsent: row.end_user_terms_consent,
    contactVerification: row.contact_verification,
  };
}

const json = (v: unknown) => JSON.stringify(v);
const jsonOrNull = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

/** A customer's values under their column names, as a row read back holds them (JSON parsed). */
function fields(values: CustomerValues) {
  return {
    platform_customer_id: values.platformCustomerId,
    customer_type: values.customerType,
    uma_address: values.umaAddress,
    email: values.email,
    phone_number: values.phoneNumber,
    region: values.region,
    currencies: values.currencies,
    kyc_status: values.kycStatus,
    kyb_status: values.kybStatus,
    profile: values.profile,
    end_user_terms_consent: values.endUserTermsConsent,
    contact_verification: values.contactVerification,
  };
}

/** The same as written: the JSON columns as text. */
function columns(values: CustomerValues) {
  const row = fields(values);
  return {
    ...row,
    currencies: jsonOrNull(row.currencies),
    profile: json(row.profile),
    end_user_terms_consent: jsonOrNull(row.end_user_terms_consent),
    contact_verification: jsonOrNull(row.contact_verification),
  };
}

/**
 * Rows in one statement (the bulk import writes hundreds at a time), with `writes` that go
 * with them in that statement (src/db/together.ts): their accounts and events.
 */
export async function insertCustomers(
  db: CustomersDb,
  platformId: string,
  rows: { id: string; values: CustomerValues }[],
  now: Date,
  writes: readonly Write[] = [],
): Promise<CustomerRow[]> {
  if (rows.length === 0) return [];
  const { columns: names, select } = unnestRows<'customers'>(
    CUSTOMER_COLUMNS,
    rows.map(({ id, values }) => ({ id, ...columns(values) })),
    { platform_id: platformId, created_at: now, updated_at: now },
  );
  const insert = db.insertInto('customers').columns(names).expression(select).returningAll();
  return writeTogether<CustomerRow>(db, insert, writes);
}

/**
 * The rows `insertCustomers` will store, before it does: what the writes that go with them
 * (their events, their accounts) are made from.
 */
export function newCustomerRows(
  platformId: string,
  rows: { id: string; values: CustomerValues }[],
  now: Date,
): CustomerRow[] {
  return rows.map(({ id, values }) => ({
    id,
    platform_id: platformId,
    ...fields(values),
    is_deleted: false,
    deleted_at: null,
    created_at: now,
    updated_at: now,
  }));
}

const CUSTOMER_COLUMNS = [
  ['id', 'uuid'],
  ['platform_id', 'uuid'],
  ['platform_customer_id', 'text'],
  ['customer_type', 'text'],
  ['uma_address', 'text'],
  ['email', 'text'],
  ['phone_number', 'text'],
  ['region', 'text'],
  ['currencies', 'jsonb'],
  ['kyc_status', 'text'],
  ['kyb_status', 'text'],
  ['profile', 'jsonb'],
  ['end_user_terms_consent', 'jsonb'],
  ['contact_verification', 'jsonb'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
] as const;

export function updateCustomer(
  db: CustomersDb,
  of: OwnRow,
  values: CustomerValues,
  now: Date,
): Promise<CustomerRow> {
  return held(own.update(db, 'customers', of, columns(values), now));
}

export async function markDeleted(
  db: CustomersDb,
  platformId: string,
  id: string,
  now: Date,
): Promise<CustomerRow | undefined> {
  return db
    .updateTable('customers')
    .set({ is_deleted: true, deleted_at: now, updated_at: now })
    .where('platform_id', '=', platformId)
    .where('id', '=', id)
    .where('is_deleted', '=', sql.lit(false))
    .returningAll()
    .executeTakeFirst();
}

const customerById = (db: CustomersDb, platformId: string, id: string) =>
  db.selectFrom('customers').selectAll().where('platform_id', '=', platformId).where('id', '=', id);

// The read of GET /customers/{id} and of most customer operations: compiled once.
const compiledCustomerById = compiledFirstOnce(customerById);

export async function findCustomer(
  db: CustomersDb,
  platformId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CustomerRow | undefined> {
  if (options.forUpdate) return customerById(db, platformId, id).forUpdate().executeTakeFirst();
  return compiledCustomerById(db, platformId, id);
}

/** The active customer of the platform with this platformCustomerId (it is unique among them). */
export async function findActiveByPlatformCustomerId(
  db: CustomersDb,
  platformId: string,
  platformCustomerId: string,
): Promise<CustomerRow | undefined> {
  return db
    .selectFrom('customers')
    .selectAll()
    .where('platform_id', '=', platformId)
    .where('is_deleted', '=', sql.lit(false))
    .where('platform_customer_id', '=', platformCustomerId)
    .executeTakeFirst();
}

/**
 * Which of `ids` active customers of the platform already hold, and which of `addresses`
 * (lower-cased) active customers of any platform hold: one statement for both checks of new
 * customers, instead of one each.
 */
export async function takenIdentifiers(
  db: CustomersDb,
  platformId: string,
  ids: string[],
  addresses: string[],
): Promise<{ ids: Set<string>; addresses: Set<string> }> {
  const taken = { ids: new Set<string>(), addresses: new Set<string>() };
  if (ids.length === 0 && addresses.length === 0) return taken;
  if (ids.length === 0) return { ...taken, addresses: await takenUmaAddresses(db, addresses) };
  const byId = db
    .selectFrom('customers')
    .select([sql<boolean>`true`.as('is_id'), 'platform_customer_id as value'])
    .where('platform_id', '=', platformId)
    .where('is_deleted', '=', sql.lit(false))
    .where('platform_customer_id', 'in', ids);
  const byAddress = activeHolders(db, addresses).select([
    sql<boolean>`false`.as('is_id'),
    sql<string>`lower(uma_address)`.as('value'),
  ]);
  const rows = await (addresses.length === 0 ? byId : byId.unionAll(byAddress)).execute();
  for (const row of rows) (row.is_id ? taken.ids : taken.addresses).add(row.value);
  return taken;
}

/** Lower-cased UMA addresses among `addresses` that an active customer (of any platform) holds. */
export async function takenUmaAddresses(db: CustomersDb, addresses: string[]): Promise<Set<string>> {
  if (addresses.length === 0) return new Set();
  const rows = await activeHolders(db, addresses)
    .select(sql<string>`lower(uma_address)`.as('address'))
    .execute();
  return new Set(rows.map((r) => r.address));
}

/** The active customers of any platform holding one of `addresses`, whatever their case. */
function activeHolders(db: CustomersDb, addresses: string[]) {
  return db
    .selectFrom('customers')
    .where('is_deleted', '=', sql.lit(false))
    .where(
      sql<string>`lower(uma_address)`,
      'in',
      addresses.map((a) => a.toLowerCase()),
    );
}

export async function listCustomers(
  db: CustomersDb,
  platformId: string,
  filter: CustomerFilter,
  page: PageRequest,
): Promise<Page<CustomerRow>> {
  let query = db.selectFrom('customers').selectAll().where('platform_id', '=', platformId);
  if (!filter.includeDeleted) query = query.where('is_deleted', '=', sql.lit(false));
  if (filter.platformCustomerId !== undefined)
    query = query.where('platform_customer_id', '=', filter.platformCustomerId);
  if (filter.customerType !== undefined) query = query.where('customer_type', '=', filter.customerType);
  if (filter.region !== undefined) query = query.where('region', '=', filter.region);
  if (filter.umaAddress !== undefined) {
    query = query.where(sql<string>`lower(uma_address)`, '=', filter.umaAddress.toLowerCase());
  }
  if (filter.currency !== undefined) {
    // No currencies of its own means every currency of the platform.
    query = query.where(
      sql<boolean>`(currencies is null or currencies @> ${JSON.stringify([filter.currency])}::jsonb)`,
    );
  }
  if (filter.createdAfter) query = query.where('created_at', '>=', filter.createdAfter);
  if (filter.createdBefore) query = query.where('created_at', '<=', filter.createdBefore);
  if (filter.updatedAfter) query = query.where('updated_at', '>=', filter.updatedAfter);
  if (filter.updatedBefore) query = query.where('updated_at', '<=', filter.updatedBefore);
  return paginate(query, page, db);
}

export function isUniqueViolation(err: unknown, constraint: string): boolean {
  const e = err as { code?: string; constraint?: string; message?: string };
  return e?.code === '23505' && (e.constraint === constraint || (e.message ?? '').includes(constraint));
}

/** Every active customer of the platform, by id. */
export async function activeCustomerIds(db: CustomersDb, platformId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('customers')
    .select('id')
    .where('platform_id', '=', platformId)
    .where('is_deleted', '=', sql.lit(false))
    .execute();
  return rows.map((r) => r.id);
}

/** The platform-chosen ids of these customers (uuids), for views of other modules that show them. */
export async function platformCustomerIdsOf(
  db: CustomersDb,
  platformId: string,
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('customers')
    .select(['id', 'platform_customer_id'])
    .where('platform_id', '=', platformId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.platform_customer_id]));
}

/** The platform's customers (uuids) whose platform-chosen id is `platformCustomerId`. */
export async function customerIdsWithPlatformId(
  db: CustomersDb,
  platformId: string,
  platformCustomerId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('customers')
    .select('id')
    .where('platform_id', '=', platformId)
    .where('platform_customer_id', '=', platformCustomerId)
    .execute();
  return rows.map((r) => r.id);
}
