import { type Insertable, type Selectable, type Updateable, sql } from 'kysely';
import { type Page, type PageRequest, paginate } from '../../db/pagination.js';
import type {
  CardIssuerEventsTable,
  CardPullsTable,
  CardTransactionsTable,
  CardTransactionStatus,
  CardsDb,
} from './tables.js';
import { toJson } from '../../json.js';

export type CardTransactionRow = Selectable<CardTransactionsTable>;
export type IssuerEventRow = Selectable<CardIssuerEventsTable>;
export type PullRow = Selectable<CardPullsTable>;

export async function insertCardTransaction(
  db: CardsDb,
  row: Insertable<CardTransactionsTable>,
): Promise<CardTransactionRow> {
  return db.insertInto('card_transactions').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findCardTransaction(
  db: CardsDb,
  platformId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CardTransactionRow | undefined> {
  const query = db
    .selectFrom('card_transactions')
    .selectAll()
    .where('platform_id', '=', platformId)
    .where('id', '=', id);
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export async function updateCardTransaction(
  db: CardsDb,
  id: string,
  changes: Updateable<CardTransactionsTable>,
): Promise<CardTransactionRow> {
  return db
    .updateTable('card_transactions')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The card's transactions that still hold money or wait for a clearing, locked (closing the card). */
export async function lockOpenTransactionsOfCard(db: CardsDb, cardId: string): Promise<CardTransactionRow[]> {
  return db
    .selectFrom('card_transactions')
    .selectAll()
    .where('card_id', '=', cardId)
    .where(sql<boolean>`status in ('AUTHORIZED', 'PARTIALLY_SETTLED')`)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** The newest credit authorization of the card from this merchant that is still open. */
export async function findOpenCredit(
  db: CardsDb,
  cardId: string,
  descriptor: string,
): Promise<CardTransactionRow | undefined> {
  return db
    .selectFrom('card_transactions')
    .selectAll()
    .where('card_id', '=', cardId)
    .where('direction', '=', sql.lit('CREDIT'))
    .where('status', '=', sql.lit('AUTHORIZED'))
    .where(sql<string>`merchant->>'descriptor'`, '=', descriptor)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export interface CardTransactionFilter {
  customerIds?: string[] | undefined;
  /** Internal accounts (uuids) on the paying side, the receiving side, or either. */
  payer?: string[] | undefined;
  payee?: string[] | undefined;
  account?: string[] | undefined;
  status?: CardTransactionStatus | undefined;
  startDate?: Date | undefined;
  endDate?: Date | undefined;
}

const NO_MATCH = '00000000-0000-0000-0000-000000000000';
const orNone = (ids: string[]) => (ids.length > 0 ? ids : [NO_MATCH]);

export async function listCardTransactions(
  db: CardsDb,
  platformId: string,
  filter: CardTransactionFilter,
  page: PageRequest,
): Promise<Page<CardTransactionRow>> {
  let query = db.selectFrom('card_transactions').selectAll().where('platform_id', '=', platformId);
  if (filter.customerIds !== undefined) query = query.where('customer_id', 'in', orNone(filter.customerIds));
  if (filter.account !== undefined) query = query.where('account_id', 'in', orNone(filter.account));
  // A debit is paid by its account, a credit received by it.
  if (filter.payer !== undefined) {
    query = query.where('direction', '=', sql.lit('DEBIT')).where('account_id', 'in', orNone(filter.payer));
  }
  if (filter.payee !== undefined) {
    query = query.where('direction', '=', sql.lit('CREDIT')).where('account_id', 'in', orNone(filter.payee));
  }
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.startDate !== undefined) query = query.where('created_at', '>=', filter.startDate);
  if (filter.endDate !== undefined) query = query.where('created_at', '<=', filter.endDate);
  return paginate(query, page);
}

// ---------------------------------------------------------------------------------------
// The issuer's events

export async function insertIssuerEvent(
  db: CardsDb,
  row: Omit<Insertable<CardIssuerEventsTable>, 'request'> & { request: Record<string, unknown> },
): Promise<void> {
  await db
    .insertInto('card_issuer_events')
    .values({ ...row, request: toJson(row.request) })
    .execute();
}

export async function lockIssuerEvent(
  db: CardsDb,
  platformId: string,
  token: string,
): Promise<IssuerEventRow | undefined> {
  return db
    .selectFrom('card_issuer_events')
    .selectAll()
    .where('platform_id', '=', platformId)
    .where('token', '=', token)
    .forUpdate()
    .executeTakeFirst();
}

export async function markIssuerEvent(
  db: CardsDb,
  token: string,
  changes: Updateable<CardIssuerEventsTable>,
): Promise<void> {
  await db.updateTable('card_issuer_events').set(changes).where('token', '=', token).execute();
}

/** The latest return of a transaction that is applied and not reversed yet. */
export async function latestReturn(
  db: CardsDb,
  cardTransactionId: string,
): Promise<IssuerEventRow | undefined> {
  return db
    .selectFrom('card_issuer_events')
    .selectAll()
    .where('card_transaction_id', '=', cardTransactionId)
    .where('kind', '=', sql.lit('RETURN'))
    .where('outcome', '=', sql.lit('APPLIED'))
    .where('reversed_by', 'is', null)
    .orderBy('processed_at', 'desc')
    .executeTakeFirst();
}

// ---------------------------------------------------------------------------------------
// Pulls

export async function insertPull(db: CardsDb, row: Insertable<CardPullsTable>): Promise<void> {
  await db.insertInto('card_pulls').values(row).execute();
}

export async function lockPull(db: CardsDb, platformId: string, id: string): Promise<PullRow | undefined> {
  return db
    .selectFrom('card_pulls')
    .selectAll()
    .where('platform_id', '=', platformId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function setPullStatus(
  db: CardsDb,
  id: string,
  status: PullRow['status'],
  now: Date,
): Promise<void> {
  await db.updateTable('card_pulls').set({ status, updated_at: now }).where('id', '=', id).execute();
}

export interface PullSummary {
  count: number;
  totalAmount: bigint;
  pendingCount: number;
}

export async function pullSummariesOf(
  db: CardsDb,
  cardTransactionIds: string[],
): Promise<Map<string, PullSummary>> {
  if (cardTransactionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('card_pulls')
    .select([
      'card_transaction_id',
      sql<number>`count(*)::int`.as('count'),
      sql<bigint>`coalesce(sum(amount), 0)::bigint`.as('total'),
      sql<number>`(count(*) filter (where status = 'PENDING'))::int`.as('pending'),
    ])
    .where('card_transaction_id', 'in', cardTransactionIds)
    .groupBy('card_transaction_id')
    .execute();
  return new Map(
    rows.map((r) => [
      r.card_transaction_id,
      { count: r.count, totalAmount: BigInt(r.total), pendingCount: r.pending },
    ]),
  );
}
