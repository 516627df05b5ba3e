import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import { compiledFirstOnce } from '../../../db/compiled.js';
import { type Page, type PageRequest, paginate } from '../../../db/pagination.js';
import { type OwnRow, ownRows } from '../../../db/rows.js';
import type { QuotesTable, TransactionStatus, PaymentsDb, PaymentsReads, PaymentsTables } from '../tables.js';

const own = ownRows<PaymentsTables>();
/** The rows of other owners it reads are a platform's too: the same statements reach them. */
const reads = ownRows<PaymentsReads>();

export type QuoteRow = Selectable<QuotesTable>;
export type NewQuote = Insertable<QuotesTable>;

export function insertQuote(db: PaymentsDb, row: NewQuote): Promise<QuoteRow> {
  return own.insert(db, 'quotes', row);
}

export function lockQuote(db: PaymentsDb, platformId: string, id: string): Promise<QuoteRow | undefined> {
  return own.find(db, 'quotes', platformId, id, { forUpdate: true });
}

/** A quote's whole row, for a retry (which repeats the request it keeps); compiled once (src/db/compiled.ts). */
export const findQuote = compiledFirstOnce((db: PaymentsDb, platformId: string, id: string) =>
  db.selectFrom('quotes as q').selectAll('q').where('q.platform_id', '=', platformId).where('q.id', '=', id),
);

/**
 * The columns a quote's answer is made of (`toQuote`): the row holds all the API shows, its
 * transaction's status included (migration 0026). The others (its parties' kinds and accounts,
 * its scenario, its customer) are the steps' to read: fewer columns are fewer values for the
 * driver to parse on every read.
 */
export const QUOTE_VIEW_COLUMNS = [
  'id',
  'created_at',
  'expires_at',
  'sending_currency',
  'receiving_currency',
  'total_sending_amount',
  'total_receiving_amount',
  'exchange_rate',
  'fees_included',
  'platform_fees_included',
  'details',
  'transaction_id',
  'transaction_status',
  'sca_status',
] as const satisfies readonly (keyof QuoteRow)[];

/** What `toQuote` reads of a quote's row. */
export type QuoteView = Pick<QuoteRow, (typeof QUOTE_VIEW_COLUMNS)[number]>;

/** GET /quotes/{id}: the columns of its answer; compiled once (src/db/compiled.ts). */
export const findQuoteView = compiledFirstOnce((db: PaymentsDb, platformId: string, id: string) =>
  db
    .selectFrom('quotes')
    .select(QUOTE_VIEW_COLUMNS)
    .where('platform_id', '=', platformId)
    .where('id', '=', id),
);

/** Records the transaction a quote executed into, and merges `detailsPatch` into its details. */
export async function setTransaction(
  db: PaymentsDb,
  of: OwnRow,
  transactionId: string,
  transactionStatus: TransactionStatus,
  now: Date,
  detailsPatch: object = {},
): Promise<QuoteRow> {
  return db
    .updateTable('quotes')
    .set({
      transaction_id: transactionId,
      // Later changes of the status are copied by a trigger (migration 0026).
      transaction_status: transactionStatus,
      updated_at: now,
      details: sql<string>`details || ${JSON.stringify(detailsPatch)}::jsonb`,
    })
    .where('platform_id', '=', of.platform_id)
    .where('id', '=', of.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Changes columns of a quote and merges `detailsPatch` into its details (`dropDetails` removed). */
export async function updateQuote(
  db: PaymentsDb,
  of: OwnRow,
  now: Date,
  changes: Updateable<QuotesTable>,
  detailsPatch: object = {},
  dropDetails: readonly string[] = [],
): Promise<QuoteRow> {
  const kept = dropDetails.reduce((acc, key) => sql`${acc} - ${key}::text`, sql`details`);
  return db
    .updateTable('quotes')
    .set({
      ...changes,
      updated_at: now,
      details: sql<string>`(${kept}) || ${JSON.stringify(detailsPatch)}::jsonb`,
    })
    .where('platform_id', '=', of.platform_id)
    .where('id', '=', of.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A quote status as rows: unexecuted ones by expiry, executed ones by their transaction's status. */
export type StatusFilter =
  | { unexecuted: 'LIVE'; now: Date; awaitingAuthorization: boolean }
  | { unexecuted: 'EXPIRED'; now: Date; orTransactionStatusIn: string[] }
  | { transactionStatusIn: string[] }
  | { transactionStatusNotIn: string[] };

export interface QuoteFilter {
  customerId?: string;
  sourceAccountId?: string;
  destinationAccountId?: string;
  senderUmaAddress?: string;
  receiverUmaAddress?: string;
  createdAfter?: Date;
  createdBefore?: Date;
  status?: StatusFilter;
}

/** UMA addresses compare without case and without their optional leading `$`. */
const umaKey = (address: string) => address.toLowerCase().replace(/^\$/, '');

export async function listQuotes(
  db: PaymentsDb,
  platformId: string,
  filter: QuoteFilter,
  page: PageRequest,
): Promise<Page<QuoteView>> {
  let query = db.selectFrom('quotes as q').select(QUOTE_VIEW_COLUMNS).where('q.platform_id', '=', platformId);
  if (filter.customerId !== undefined) query = query.where('q.customer_id', '=', filter.customerId);
  if (filter.sourceAccountId !== undefined) {
    query = query.where('q.source_account_id', '=', filter.sourceAccountId);
  }
  if (filter.destinationAccountId !== undefined) {
    query = query.where('q.destination_account_id', '=', filter.destinationAccountId);
  }
  if (filter.senderUmaAddress !== undefined) {
    query = query.where(
      sql<string>`ltrim(lower(q.details->>'senderUmaAddress'), '$')`,
      '=',
      umaKey(filter.senderUmaAddress),
    );
  }
  if (filter.receiverUmaAddress !== undefined) {
    query = query.where(
      sql<string>`ltrim(lower(q.details->'destination'->>'umaAddress'), '$')`,
      '=',
      umaKey(filter.receiverUmaAddress),
    );
  }
  if (filter.createdAfter !== undefined) query = query.where('q.created_at', '>=', filter.createdAfter);
  if (filter.createdBefore !== undefined) query = query.where('q.created_at', '<=', filter.createdBefore);
  const status = filter.status;
  if (status !== undefined) {
    if ('unexecuted' in status && status.unexecuted === 'LIVE') {
      query = query.where('q.transaction_id', 'is', null).where('q.expires_at', '>', status.now);
      query = status.awaitingAuthorization
        ? query.where('q.sca_status', '=', 'PENDING_AUTHORIZATION')
        : query.where((eb) =>
            eb.or([eb('q.sca_status', 'is', null), eb('q.sca_status', '!=', 'PENDING_AUTHORIZATION')]),
          );
    } else if ('unexecuted' in status) {
      const inStatuses = status.orTransactionStatusIn;
      query = query.where((eb) =>
        eb.or([
          eb.and([eb('q.transaction_id', 'is', null), eb('q.expires_at', '<=', status.now)]),
          ...(inStatuses.length > 0 ? [eb(sql<string>`q.transaction_status`, 'in', inStatuses)] : []),
        ]),
      );
    } else if ('transactionStatusIn' in status) {
      query = query.where(sql<string>`q.transaction_status`, 'in', status.transactionStatusIn);
    } else {
      query = query
        .where('q.transaction_id', 'is not', null)
        .where(sql<string>`q.transaction_status`, 'not in', status.transactionStatusNotIn);
    }
  }
  // paginate orders by the unqualified created_at and id: expose the quote's own.
  return paginate(db.selectFrom(query.as('page')).selectAll(), page, db);
}

export function findLookup(db: PaymentsDb, platformId: string, id: string) {
  return reads.find(db, 'receiver_lookups', platformId, id);
}
