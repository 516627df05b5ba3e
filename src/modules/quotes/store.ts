import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, QuotesTable, TransactionStatus } from '../../db/schema.js';

export type QuoteRow = Selectable<QuotesTable>;
/** A quote with the status of the transaction it was executed into, if any. */
export type QuoteView = QuoteRow & { transaction_status: TransactionStatus | null };

export async function insertQuote(db: Kysely<Database>, row: Insertable<QuotesTable>): Promise<QuoteRow> {
  return db.insertInto('quotes').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function lockQuote(
  db: Kysely<Database>,
  platformId: string,
  id: string,
): Promise<QuoteRow | undefined> {
  return db
    .selectFrom('quotes')
    .selectAll()
    .where('platform_id', '=', platformId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function findQuoteView(
  db: Kysely<Database>,
  platformId: string,
  id: string,
): Promise<QuoteView | undefined> {
  return db
    .selectFrom('quotes as q')
    .leftJoin('transactions as t', 't.id', 'q.transaction_id')
    .selectAll('q')
    .select('t.status as transaction_status')
    .where('q.platform_id', '=', platformId)
    .where('q.id', '=', id)
    .executeTakeFirst();
}

export async function setTransaction(
  db: Kysely<Database>,
  id: string,
  transactionId: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('quotes')
    .set({ transaction_id: transactionId, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function findLookup(db: Kysely<Database>, platformId: string, id: string) {
  return db
    .selectFrom('receiver_lookups')
    .selectAll()
    .where('platform_id', '=', platformId)
    .where('id', '=', id)
    .executeTakeFirst();
}
