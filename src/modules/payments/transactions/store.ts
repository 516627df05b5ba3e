import {
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type SqlBool,
  type Selectable,
  sql,
  type Updateable,
} from 'kysely';
import { assert } from '../../../assert.js';
import { compiledFirstOnce } from '../../../db/compiled.js';
import { type Page, type PageRequest, paginate } from '../../../db/pagination.js';
import { held, type OwnRow, ownRows } from '../../../db/rows.js';
import type { TransactionsTable, PaymentsDb, PaymentsReads, PaymentsTables } from '../tables.js';
import { ACCOUNT_TYPES } from '../../external-accounts/index.js';

const own = ownRows<PaymentsTables>();

export type TransactionRow = Selectable<TransactionsTable>;
/** A new transaction: its customer's `platformCustomerId` is copied by the insert itself. */
export type NewTransactionRow = Omit<Insertable<TransactionsTable>, 'platform_customer_id'>;
export type TransactionChange = Omit<Updateable<TransactionsTable>, 'platform_customer_id'>;

export async function insertTransaction(db: PaymentsDb, row: NewTransactionRow): Promise<TransactionRow> {
  const customerId = row.customer_id ?? null;
  return db
    .insertInto('transactions')
    .values({
      ...row,
      // Kept on the payment so that reading it joins nothing (migration 0026).
      platform_customer_id:
        customerId === null
          ? null
          : sql<string>`(select platform_customer_id from customers where platform_id = ${row.platform_id} and id = ${customerId})`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The row `insertTransaction` will store for `values`, before any statement wrote it: its
 * columns with their defaults, and `details` as the object `values.details` was written from.
 * Only `platform_customer_id`, copied by the insert itself, is not known yet (null here).
 */
export function unwrittenTransaction(
  values: NewTransactionRow,
  details: Record<string, unknown>,
): TransactionRow {
  assert(values.refund === undefined, 'a new payment has no refund');
  return {
    awaiting_platform_approval: false,
    customer_id: null,
    quote_id: null,
    source_account_id: null,
    destination_account_id: null,
    external_account_id: null,
    exchange_rate: null,
    fees: 0n,
    platform_fees: 0n,
    funds: 'NONE',
    failure_reason: null,
    refund: null,
    receipt_delivery_confirmed_at: null,
    settled_at: null,
    ...values,
    platform_customer_id: null,
    details,
  } as TransactionRow;
}

/** Locks the row for the rest of the database transaction: status changes queue behind each other. */
export function lockTransaction(
  db: PaymentsDb,
  platformId: string,
  id: string,
): Promise<TransactionRow | undefined> {
  return own.find(db, 'transactions', platformId, id, { forUpdate: true });
}

/** Changes a transaction the caller holds (its changes carry their own `updated_at`). */
export function updateTransaction(
  db: PaymentsDb,
  of: OwnRow,
  change: TransactionChange,
): Promise<TransactionRow> {
  return held(own.set(db, 'transactions', of, change));
}

/** A payment's whole row, for the steps that decide on it; compiled once (src/db/compiled.ts). */
export const findTransaction = compiledFirstOnce((db: PaymentsDb, platformId: string, id: string) =>
  db
    .selectFrom('transactions as t')
    .selectAll('t')
    .where('t.platform_id', '=', platformId)
    .where('t.id', '=', id),
);

/**
 * The columns a payment's answer is made of (`toTransaction`): the row holds all the API shows
 * (migration 0026). The others (its accounts, its funds, its scenario, the approval it awaits)
 * are the steps' to read: fewer columns are fewer values for the driver to parse on every read.
 */
export const TRANSACTION_VIEW_COLUMNS = [
  'id',
  'type',
  'status',
  'customer_id',
  'platform_customer_id',
  'quote_id',
  'sent_amount',
  'sent_currency',
  'received_amount',
  'received_currency',
  'exchange_rate',
  'fees',
  'platform_fees',
  'refund',
  'failure_reason',
  'details',
  'receipt_delivery_confirmed_at',
  'settled_at',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof TransactionRow)[];

/** What `toTransaction` reads of a payment's row. */
export type TransactionView = Pick<TransactionRow, (typeof TRANSACTION_VIEW_COLUMNS)[number]>;

/** GET /transactions/{id}: the columns of its answer; compiled once (src/db/compiled.ts). */
export const findTransactionView = compiledFirstOnce((db: PaymentsDb, platformId: string, id: string) =>
  db
    .selectFrom('transactions')
    .select(TRANSACTION_VIEW_COLUMNS)
    .where('platform_id', '=', platformId)
    .where('id', '=', id),
);

/** One side of a payment named by an identifier, as the service resolved it. */
export interface PartyMatch {
  /** Formatted ids (`InternalAccount:<uuid>`, `ExternalAccount:<uuid>`). */
  accountIds: string[];
  umaAddress?: string | undefined;
}

export interface TransactionFilter {
  /** Transaction or quote uuids a `reference` decodes to. */
  referenceIds?: string[] | undefined;
  sender?: PartyMatch | undefined;
  receiver?: PartyMatch | undefined;
  /** Either side. */
  party?: PartyMatch | undefined;
  customerId?: string | undefined;
  platformCustomerId?: string | undefined;
  status?: string | undefined;
  type?: string | undefined;
  startDate?: Date | undefined;
  endDate?: Date | undefined;
}

export async function listTransactions(
  db: PaymentsDb,
  platformId: string,
  filter: TransactionFilter,
  page: PageRequest,
): Promise<Page<TransactionView>> {
  let query = db
    .selectFrom('transactions as t')
    .select(TRANSACTION_VIEW_COLUMNS)
    .where('t.platform_id', '=', platformId);
  if (filter.referenceIds !== undefined) {
    const ids = filter.referenceIds.length > 0 ? filter.referenceIds : [NO_MATCH];
    query = query.where((eb) => eb.or([eb('t.id', 'in', ids), eb('t.quote_id', 'in', ids)]));
  }
  for (const [match, side] of [
    [filter.sender, 'sender'],
    [filter.receiver, 'receiver'],
    [filter.party, 'either'],
  ] as const) {
    if (match !== undefined) query = query.where(partyCondition(match, side));
  }
  if (filter.customerId !== undefined) query = query.where('t.customer_id', '=', filter.customerId);
  if (filter.platformCustomerId !== undefined) {
    query = query.where('t.platform_customer_id', '=', filter.platformCustomerId);
  }
  if (filter.status !== undefined) query = query.where(sql<string>`t.status`, '=', filter.status);
  if (filter.type !== undefined) query = query.where(sql<string>`t.type`, '=', filter.type);
  if (filter.startDate !== undefined) query = query.where('t.created_at', '>=', filter.startDate);
  if (filter.endDate !== undefined) query = query.where('t.created_at', '<=', filter.endDate);
  // paginate orders by the unqualified created_at and id: expose the transaction's own.
  return paginate(db.selectFrom(query.as('page')).selectAll(), page, db);
}

const NO_MATCH = '00000000-0000-0000-0000-000000000000';

type Builder = ExpressionBuilder<PaymentsTables & PaymentsReads & { t: TransactionsTable }, 't'>;

/** A side matches by the account id or UMA address its stored view names. */
function partyCondition(match: PartyMatch, side: 'sender' | 'receiver' | 'either') {
  const ids = match.accountIds.length > 0 ? match.accountIds : [NO_MATCH];
  const uma = match.umaAddress?.toLowerCase() ?? '';
  return (eb: Builder): Expression<SqlBool> => {
    const at = (end: 'source' | 'destination') => [
      eb(sql<string>`t.details->${sql.lit(end)}->>'accountId'`, 'in', ids),
      eb(sql<string>`lower(t.details->${sql.lit(end)}->>'umaAddress')`, '=', uma),
    ];
    if (side === 'sender') return eb.or(at('source'));
    if (side === 'receiver') return eb.or(at('destination'));
    return eb.or([...at('source'), ...at('destination')]);
  };
}

/** Names of the fields that identify an external account (its number, IBAN, key, address...). */
const IDENTIFIER_FIELDS = [...new Set(ACCOUNT_TYPES.flatMap((t) => t.identifier))];

/** The platform's external accounts whose identifying field equals `value`. */
export async function externalAccountsByIdentifier(
  db: PaymentsDb,
  platformId: string,
  value: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('external_accounts')
    .select('id')
    .where('platform_id', '=', platformId)
    .where((eb) =>
      eb.or(IDENTIFIER_FIELDS.map((name) => eb(sql<string>`account_info->>${sql.lit(name)}`, '=', value))),
    )
    .execute();
  return rows.map((r) => r.id);
}
