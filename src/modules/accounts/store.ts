import { type Selectable, sql } from 'kysely';
import { type Page, type PageRequest, paginate } from '../../db/pagination.js';
import { type OwnRow, ownRows } from '../../db/rows.js';
import type { Write } from '../../db/together.js';
import { unnestRows } from '../../db/unnest.js';
import type { InternalAccountsTable, AccountsDb, AccountsTables } from './tables.js';

const own = ownRows<AccountsTables>();

export type InternalAccountRow = Selectable<InternalAccountsTable>;
/** An internal account with its ledger balances and the name deposits are addressed to. */
export type InternalAccountView = InternalAccountRow & { available: bigint; pending: bigint; holder: string };

export interface NewInternalAccount {
  id: string;
  platformId: string;
  customerId: string | null;
  type: InternalAccountRow['type'];
  currency: string;
}

const ACCOUNT_COLUMNS = [
  ['id', 'uuid'],
  ['platform_id', 'uuid'],
  ['customer_id', 'uuid'],
  ['type', 'text'],
  ['status', 'text'],
  ['currency', 'text'],
  ['private_enabled', 'boolean'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
] as const;

/**
 * Inserts new accounts. `onConflict: 'keep'` leaves an existing platform account of the same
 * currency in place (first reads of a platform may race to open them); customers' accounts,
 * whose fresh ids nothing can collide with, go in without the conflict arbitration, which
 * costs PostgreSQL a fifth more per row (docs/performance.md, Bulk import).
 */
export async function insertAccounts(
  db: AccountsDb,
  accounts: NewInternalAccount[],
  now: Date,
  onConflict: 'keep' | 'fail' = 'fail',
): Promise<void> {
  if (accounts.length === 0) return;
  const { columns, select } = unnestRows<'internal_accounts'>(
    ACCOUNT_COLUMNS,
    accounts.map((a) => ({
      id: a.id,
      platform_id: a.platformId,
      customer_id: a.customerId,
      type: a.type,
      currency: a.currency,
      private_enabled: a.type === 'EMBEDDED_WALLET' ? false : null,
    })),
    { status: 'ACTIVE', created_at: now, updated_at: now },
  );
  const insert = db.insertInto('internal_accounts').columns(columns).expression(select);
  await (onConflict === 'keep' ? insert.onConflict((oc) => oc.doNothing()) : insert).execute();
}

/** The accounts a new customer gets: a currency and its account type for each. */
export type AccountKinds = readonly { currency: string; type: InternalAccountRow['type'] }[];

/**
 * The insert that opens the accounts of new customers of one platform, each customer one per
 * kind of its list (undefined when there is none to open), for the statement that creates the
 * customers to carry (src/db/together.ts). Sent as the customers and their lists (a few,
 * shared), not as a row per account: PostgreSQL makes the rows and their ids, where the service
 * built, escaped and sent eleven rows per customer and PostgreSQL parsed them back
 * (docs/performance.md, Bulk import).
 */
export function customerAccountsInsert(
  db: AccountsDb,
  platformId: string,
  customers: readonly { customerId: string; kinds: AccountKinds }[],
  now: Date,
): Write | undefined {
  if (customers.length === 0) return undefined;
  const lists = new Map<AccountKinds, number>();
  const customerIds: string[] = [];
  const customerLists: number[] = [];
  for (const { customerId, kinds } of customers) {
    let list = lists.get(kinds);
    if (list === undefined) {
      list = lists.size;
      lists.set(kinds, list);
    }
    customerIds.push(customerId);
    customerLists.push(list);
  }
  const kindLists: number[] = [];
  const currencies: string[] = [];
  const types: string[] = [];
  for (const [kinds, list] of lists) {
    for (const { currency, type } of kinds) {
      kindLists.push(list);
      currencies.push(currency);
      types.push(type);
    }
  }
  if (kindLists.length === 0) return undefined; // only customers that chose no currency, and no wallets
  // A customer's accounts share `createdAt`, so lists order them by id: each customer's random
  // ids are handed out largest first in the order of its list (its currencies, then the
  // wallet), so every customer's accounts list the same way, newest first. Random order had a
  // client that took the first USDB account fund the embedded wallet half the time.
  return (
    db
      .insertInto('internal_accounts')
      // The select's values in ACCOUNT_COLUMNS' order.
      .columns(ACCOUNT_COLUMNS.map(([name]) => name))
      .expression(
        sql`with wanted as (
          select c.customer_id, k.type, k.currency, k.position, gen_random_uuid() as id
          from unnest(${customerIds}::uuid[], ${customerLists}::int[]) as c (customer_id, list)
          join unnest(${kindLists}::int[], ${currencies}::text[], ${types}::text[])
            with ordinality as k (list, currency, type, position)
            using (list)
        )
        select ids.id, ${platformId}::uuid, w.customer_id, w.type, 'ACTIVE', w.currency,
          case when w.type = 'EMBEDDED_WALLET' then false end, ${now}::timestamptz, ${now}::timestamptz
        from (
          select customer_id, type, currency, row_number() over (partition by customer_id order by position) as n
          from wanted
        ) as w
        join (
          select customer_id, id, row_number() over (partition by customer_id order by id desc) as n
          from wanted
        ) as ids using (customer_id, n)`,
      )
  );
}

/** Accounts joined with their ledger balances and their holder's name. */
function withBalances(db: AccountsDb) {
  return (
    db
      .selectFrom('internal_accounts as ia')
      // The ledger account is opened with the first movement; until then the balance is 0.
      .leftJoin('ledger_accounts as la', (join) =>
        join.onRef('la.platform_id', '=', 'ia.platform_id').onRef('la.id', '=', 'ia.id'),
      )
      .innerJoin('platforms as p', 'p.id', 'ia.platform_id')
      .leftJoin('customers as c', (join) =>
        join.onRef('c.platform_id', '=', 'ia.platform_id').onRef('c.id', '=', 'ia.customer_id'),
      )
      .selectAll('ia')
      .select([
        sql<bigint>`coalesce(la.available, 0::bigint)`.as('available'),
        sql<bigint>`coalesce(la.pending, 0::bigint)`.as('pending'),
        sql<string>`coalesce(c.profile->>'fullName', c.profile->'businessInfo'->>'legalName', c.platform_customer_id, p.name)`.as(
          'holder',
        ),
      ])
  );
}

export async function findAccount(
  db: AccountsDb,
  platformId: string,
  id: string,
): Promise<InternalAccountView | undefined> {
  return withBalances(db).where('ia.platform_id', '=', platformId).where('ia.id', '=', id).executeTakeFirst();
}

export interface AccountFilter {
  customerId?: string | undefined;
  currency?: string | undefined;
  type?: string | undefined;
  /** Only these accounts (uuids); an empty list matches none. */
  ids?: string[] | undefined;
}

export async function listCustomerAccounts(
  db: AccountsDb,
  platformId: string,
  filter: AccountFilter,
  page: PageRequest,
): Promise<Page<InternalAccountView>> {
  // Paginate over the plain table (unqualified created_at/id), then join balances per page.
  let query = db
    .selectFrom('internal_accounts')
    .selectAll()
    .where('platform_id', '=', platformId)
    .where('customer_id', 'is not', null);
  if (filter.customerId !== undefined) query = query.where('customer_id', '=', filter.customerId);
  if (filter.currency !== undefined) query = query.where('currency', '=', filter.currency);
  if (filter.type !== undefined) query = query.where('type', '=', filter.type as InternalAccountRow['type']);
  if (filter.ids !== undefined) {
    query = filter.ids.length === 0 ? query.where(sql.lit(false)) : query.where('id', 'in', filter.ids);
  }
  const page0 = await paginate(query, page, db);
  const views = await viewsOf(
    db,
    platformId,
    page0.data.map((r) => r.id),
  );
  return { ...page0, data: page0.data.map((r) => views.get(r.id) as InternalAccountView) };
}

export async function listPlatformAccounts(
  db: AccountsDb,
  platformId: string,
  filter: AccountFilter,
): Promise<InternalAccountView[]> {
  let query = withBalances(db).where('ia.platform_id', '=', platformId).where('ia.customer_id', 'is', null);
  if (filter.currency !== undefined) query = query.where('ia.currency', '=', filter.currency);
  if (filter.type !== undefined)
    query = query.where('ia.type', '=', filter.type as InternalAccountRow['type']);
  return query.orderBy('ia.created_at').orderBy('ia.id').execute();
}

/** Several accounts with their balances in one query, in the order of `ids` (unknown ids left out). */
export async function findAccounts(
  db: AccountsDb,
  platformId: string,
  ids: string[],
): Promise<InternalAccountView[]> {
  const byId = await viewsOf(db, platformId, ids);
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function viewsOf(db: AccountsDb, platformId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, InternalAccountView>();
  const rows = await accountsQuery(db, platformId, ids).execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** The query of `findAccounts`, not run: for a statement that carries it (src/db/together.ts). */
export function accountsQuery(db: AccountsDb, platformId: string, ids: string[]) {
  return withBalances(db).where('ia.platform_id', '=', platformId).where('ia.id', 'in', ids);
}

/** The ids of the customer's EMBEDDED_WALLET accounts (one today; the spec allows for more). */
export async function walletAccountIdsOf(
  db: AccountsDb,
  platformId: string,
  customerId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('internal_accounts')
    .select('id')
    .where('platform_id', '=', platformId)
    .where('customer_id', '=', customerId)
    .where('type', '=', sql.lit('EMBEDDED_WALLET'))
    .orderBy('created_at')
    .execute();
  return rows.map((r) => r.id);
}

/** The id of the customer's first ACTIVE internal account in `currency`, if any. */
export async function findActiveAccountIdIn(
  db: AccountsDb,
  platformId: string,
  customerId: string,
  currency: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('internal_accounts')
    .select('id')
    .where('platform_id', '=', platformId)
    .where('customer_id', '=', customerId)
    .where('currency', '=', currency)
    .where('status', '=', 'ACTIVE')
    .orderBy('created_at')
    .executeTakeFirst();
  return row?.id;
}

/** Which of `customerIds` already have an embedded wallet. */
export async function customersWithWallet(
  db: AccountsDb,
  platformId: string,
  customerIds: string[],
): Promise<Set<string>> {
  if (customerIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('internal_accounts')
    .select('customer_id')
    .where('platform_id', '=', platformId)
    .where('type', '=', sql.lit('EMBEDDED_WALLET'))
    .where('customer_id', '=', sql<string>`any(${customerIds}::uuid[])`)
    .execute();
  return new Set(rows.map((r) => r.customer_id as string));
}

export async function updatePrivateEnabled(
  db: AccountsDb,
  of: OwnRow,
  privateEnabled: boolean,
  now: Date,
): Promise<void> {
  await own.update(db, 'internal_accounts', of, { private_enabled: privateEnabled }, now);
}
