import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import { type Page, type PageRequest, paginate } from '../../db/pagination.js';
import type { Database, TransactionsTable } from '../../db/schema.js';

export type TransactionRow = Selectable<TransactionsTable>;
/** A transaction with its customer's platform-chosen id. */
export type TransactionView = TransactionRow & { platform_customer_id: string | null };
export type NewTransactionRow = Insertable<TransactionsTable>;
export type TransactionChange = Updateable<TransactionsTable>;

export async function insertTransaction(
  db: Kysely<Database>,
  row: NewTransactionRow,
): Promise<TransactionRow> {
  return db.insertInto('transactions').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Locks the row for the rest of the database transaction: status changes queue behind each other. */
export async function lockTransaction(
  db: Kysely<Database>,
  platformId: string,
  id: string,
): Promise<TransactionRow | undefined> {
  return db
    .selectFrom('transactions')
    .selectAll()
    .where('platform_id', '=', platformId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateTransaction(
  db: Kysely<Database>,
  id: string,
  change: TransactionChange,
): Promise<TransactionRow> {
  return db
    .updateTable('transactions')
    .set(change)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Updates a transaction and returns it as the API shows it, in one statement. */
export async function updateTransactionView(
  db: Kysely<Database>,
  id: string,
  change: TransactionChange,
): Promise<TransactionView> {
  return db
    .updateTable('transactions')
    .set(change)
    .where('id', '=', id)
    .returningAll()
    .returning((eb) =>
      eb
        .selectFrom('customers as c')
        .select('c.platform_customer_id')
        .whereRef('c.id', '=', 'transactions.customer_id')
        .as('platform_customer_id'),
    )
    .executeTakeFirstOrThrow();
}

function views(db: Kysely<Database>) {
  return db
    .selectFrom('transactions as t')
    .leftJoin('customers as c', 'c.id', 't.customer_id')
    .selectAll('t')
    .select('c.platform_customer_id');
}

export async function findTransactionView(
  db: Kysely<Database>,
  platformId: string,
  id: string,
): Promise<TransactionView | undefined> {
  return views(db).where('t.platform_id', '=', platformId).where('t.id', '=', id).executeTakeFirst();
}

export interface TransactionFilter {
  customerId?: string | undefined;
  platformCustomerId?: string | undefined;
  status?: string | undefined;
  type?: string | undefined;
  startDate?: Date | undefined;
  endDate?: Date | undefined;
}

export async function listTransactions(
  db: Kysely<Database>,
  platformId: string,
  filter: TransactionFilter,
  page: PageRequest,
): Promise<Page<TransactionView>> {
  let query = db
    .selectFrom('transactions as t')
    .leftJoin('customers as c', 'c.id', 't.customer_id')
    .selectAll('t')
    .select('c.platform_customer_id')
    .where('t.platform_id', '=', platformId);
  if (filter.customerId !== undefined) query = query.where('t.customer_id', '=', filter.customerId);
  if (filter.platformCustomerId !== undefined) {
    query = query.where('c.platform_customer_id', '=', filter.platformCustomerId);
  }
  if (filter.status !== undefined) query = query.where(sql<string>`t.status`, '=', filter.status);
  if (filter.type !== undefined) query = query.where(sql<string>`t.type`, '=', filter.type);
  if (filter.startDate !== undefined) query = query.where('t.created_at', '>=', filter.startDate);
  if (filter.endDate !== undefined) query = query.where('t.created_at', '<=', filter.endDate);
  // paginate orders by the unqualified created_at and id: expose the transaction's own.
  return paginate(db.selectFrom(query.as('page')).selectAll(), page);
}
