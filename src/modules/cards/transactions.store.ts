import { type Insertable, type Selectable, type Updateable, sql } from 'kysely';
import { assert } from '../../assert.js';
import { type Page, type PageRequest, paginate } from '../../db/pagination.js';
import { type FindOptions, type OwnRow, ownRows } from '../../db/rows.js';
import type {
  CardIssuerEventsTable,
  CardPullsTable,
  CardTransactionsTable,
  CardTransactionStatus,
  CardsDb,
  CardsTables,
} from './tables.js';
import { toJson } from '../../json.js';

export type CardTransactionRow = Selectable<CardTransactionsTable>;
export type IssuerEventRow = Selectable<CardIssuerEventsTable>;
export type PullRow = Selectable<CardPullsTable>;

const own = ownRows<CardsTables>();

export function insertCardTransaction(
  db: CardsDb,
  row: Insertable<CardTransactionsTable>,
): Promise<CardTransactionRow> {
  return own.insert(db, 'card_transactions', row);
}

export function findCardTransaction(
  db: CardsDb,
  platformId: string,
  id: string,
  options?: FindOptions,
): Promise<CardTransactionRow | undefined> {
  return own.find(db, 'card_transactions', platformId, id, options);
}

/** Changes a transaction the caller holds locked (its changes carry their time). */
export async function updateCardTransaction(
  db: CardsDb,
  of: OwnRow,
  changes: Updateable<CardTransactionsTable>,
): Promise<CardTransactionRow> {
  const row = await own.set(db, 'card_transactions', of, changes);
  assert(row !== undefined, 'a locked card transaction is there to change');
  return row;
}

/** The card's transactions that still hold money or wait for a clearing, locked (closing the card). */
export async function lockOpenTransactionsOfCard(db: CardsDb, card: OwnRow): Promise<CardTransactionRow[]> {
  return db
    .selectFrom('card_transactions')
    .selectAll()
    .where('platform_id', '=', card.platform_id)
    .where('card_id', '=', card.id)
    .where(sql<boolean>`status in ('AUTHORIZED', 'PARTIALLY_SETTLED')`)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** The newest credit authorization of the card from this merchant that is still open. */
export async function findOpenCredit(
  db: CardsDb,
  card: OwnRow,
  descriptor: string,
): Promise<CardTransactionRow | undefined> {
  return db
    .selectFrom('card_transactions')
    .selectAll()
    .where('platform_id', '=', card.platform_id)
    .where('card_id', '=', card.id)
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
  return paginate(query, page, db);
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

export function lockIssuerEvent(
  db: CardsDb,
  platformId: string,
  token: string,
): Promise<IssuerEventRow | undefined> {
  return own.findBy(db, 'card_issuer_events', platformId, 'token', token, { forUpdate: true });
}

export async function markIssuerEvent(
  db: CardsDb,
  event: Pick<IssuerEventRow, 'platform_id' | 'token'>,
  changes: Updateable<CardIssuerEventsTable>,
): Promise<void> {
  await own.setBy(db, 'card_issuer_events', event.platform_id, 'token', event.token, changes);
}

/** The latest return of a transaction that is applied and not reversed yet. */
export async function latestReturn(db: CardsDb, transaction: OwnRow): Promise<IssuerEventRow | undefined> {
  return db
    .selectFrom('card_issuer_events')
    .selectAll()
    .where('platform_id', '=', transaction.platform_id)
    .where('card_transaction_id', '=', transaction.id)
    .where('kind', '=', sql.lit('RETURN'))
    .where('outcome', '=', sql.lit('APPLIED'))
    .where('reversed_by', 'is', null)
    .orderBy('processed_at', 'desc')
    .executeTakeFirst();
}

// ---------------------------------------------------------------------------------------
// Pulls

export async function insertPull(db: CardsDb, row: Insertable<CardPullsTable>): Promise<void> {
  await own.insert(db, 'card_pulls', row);
}

export function lockPull(db: CardsDb, platformId: string, id: string): Promise<PullRow | undefined> {
  return own.find(db, 'card_pulls', platformId, id, { forUpdate: true });
}

export async function setPullStatus(
  db: CardsDb,
  of: OwnRow,
  status: PullRow['status'],
  now: Date,
): Promise<void> {
  await own.update(db, 'card_pulls', of, { status }, now);
}

export interface PullSummary {
  count: number;
  totalAmount: bigint;
  pendingCount: number;
}

export async function pullSummariesOf(
  db: CardsDb,
  platformId: string,
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
    .where('platform_id', '=', platformId)
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
