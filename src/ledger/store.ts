import { type Selectable, sql } from 'kysely';
import { type Write, writeAll, writeTogether } from '../db/together.js';
import type { LedgerAccountsTable, LedgerDb } from './tables.js';

export type LedgerAccountRow = Selectable<LedgerAccountsTable>;

export async function insertAccount(
  db: LedgerDb,
  account: {
    id: string;
    platformId: string;
    kind: 'INTERNAL_ACCOUNT' | 'SYSTEM';
    code: string;
    currency: string;
    allowNegative: boolean;
  },
  now: Date,
): Promise<string> {
  const row = await db
    .insertInto('ledger_accounts')
    .values({
      id: account.id,
      platform_id: account.platformId,
      kind: account.kind,
      code: account.code,
      currency: account.currency,
      allow_negative: account.allowNegative,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['platform_id', 'code', 'currency']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (row) return row.id;
  const existing = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('platform_id', '=', account.platformId)
    .where('code', '=', account.code)
    .where('currency', '=', account.currency)
    .executeTakeFirstOrThrow();
  return existing.id;
}

/** Internal-account ledger accounts, many at once (customers are created in batches). */
export async function insertInternalAccounts(
  db: LedgerDb,
  platformId: string,
  accounts: { id: string; currency: string }[],
  now: Date,
): Promise<void> {
  // In slices: PostgreSQL allows 65,535 parameters in one statement.
  for (let i = 0; i < accounts.length; i += 1000) {
    await insertInternalAccountSlice(db, platformId, accounts.slice(i, i + 1000), now);
  }
}

async function insertInternalAccountSlice(
  db: LedgerDb,
  platformId: string,
  accounts: { id: string; currency: string }[],
  now: Date,
): Promise<void> {
  await db
    .insertInto('ledger_accounts')
    .values(
      accounts.map((a) => ({
        id: a.id,
        platform_id: platformId,
        kind: 'INTERNAL_ACCOUNT' as const,
        code: a.id,
        currency: a.currency,
        allow_negative: false,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Locks the accounts in id order: every poster takes locks in the same order, so no deadlock. */
export async function lockAccounts(
  db: LedgerDb,
  platformId: string,
  ids: string[],
): Promise<LedgerAccountRow[]> {
  return accountsOf(db, platformId, ids).orderBy('id').forUpdate().execute();
}

/** The platform's accounts `ids` (not empty: `in ()` is no SQL). */
function accountsOf(db: LedgerDb, platformId: string, ids: string[]) {
  return db
    .selectFrom('ledger_accounts')
    .selectAll()
    .where('platform_id', '=', platformId)
    .where('id', 'in', ids);
}

/**
 * A ledger transaction written in one statement: the new balances of its (locked) accounts,
 * the transaction and its postings. The postings' reference to their transaction is checked
 * at the end of the statement, when the transaction's row is there. `read`, if given, is the
 * statement's last part and its rows are returned: it sees the database as it was before the
 * entry (src/db/together.ts), so what it shows of these accounts' balances is the old one.
 */
export async function writeEntry<Row>(
  db: LedgerDb,
  balances: { id: string; available: bigint; pending: bigint }[],
  tx: {
    id: string;
    platformId: string;
    causeType: string;
    causeId: string;
    description: string | null;
    postings: {
      id: string;
      accountId: string;
      bucket: 'AVAILABLE' | 'PENDING';
      currency: string;
      amount: bigint;
    }[];
  },
  now: Date,
  read?: Write,
): Promise<Row[]> {
  const newBalances = sql.join(
    balances.map((b) => sql`(${b.id}::uuid, ${b.available}::bigint, ${b.pending}::bigint)`),
  );
  const postings = sql.join(
    tx.postings.map(
      (p) =>
        sql`(${p.id}::uuid, ${tx.platformId}::uuid, ${tx.id}::uuid, ${p.accountId}::uuid, ${p.bucket}, ${p.currency}, ${p.amount}::bigint, ${now}::timestamptz)`,
    ),
  );
  const writes = [
    sql`update ledger_accounts as la
      set available = v.available, pending = v.pending, updated_at = ${now}
      from (values ${newBalances}) as v(id, available, pending)
      where la.platform_id = ${tx.platformId}::uuid and la.id = v.id`,
    sql`insert into ledger_transactions (id, platform_id, cause_type, cause_id, description, created_at)
      values (${tx.id}, ${tx.platformId}, ${tx.causeType}, ${tx.causeId}, ${tx.description}, ${now})`,
    sql`insert into ledger_postings (id, platform_id, ledger_transaction_id, ledger_account_id, bucket, currency, amount, created_at)
      values ${postings}`,
  ];
  if (read === undefined) {
    await writeAll(db, writes);
    return [];
  }
  return writeTogether<Row>(db, read, writes);
}

export async function findAccounts(
  db: LedgerDb,
  platformId: string,
  ids: string[],
): Promise<LedgerAccountRow[]> {
  if (ids.length === 0) return [];
  return accountsOf(db, platformId, ids).execute();
}

/** Accounts whose stored balances differ from the sum of their postings. */
export async function accountsOutOfBalance(db: LedgerDb, platformId?: string) {
  let query = db
    .selectFrom('ledger_accounts as a')
    .leftJoin('ledger_postings as p', (join) =>
      join.onRef('p.platform_id', '=', 'a.platform_id').onRef('p.ledger_account_id', '=', 'a.id'),
    );
  if (platformId) query = query.where('a.platform_id', '=', platformId);
  return query
    .select([
      'a.id',
      'a.available',
      'a.pending',
      sql<bigint>`coalesce(sum(p.amount) filter (where p.bucket = 'AVAILABLE'), 0)::bigint`.as(
        'posted_available',
      ),
      sql<bigint>`coalesce(sum(p.amount) filter (where p.bucket = 'PENDING'), 0)::bigint`.as(
        'posted_pending',
      ),
    ])
    .groupBy(['a.id', 'a.available', 'a.pending'])
    .having((eb) =>
      eb.or([
        eb(
          sql`coalesce(sum(p.amount) filter (where p.bucket = 'AVAILABLE'), 0)`,
          '<>',
          sql.ref('a.available'),
        ),
        eb(sql`coalesce(sum(p.amount) filter (where p.bucket = 'PENDING'), 0)`, '<>', sql.ref('a.pending')),
      ]),
    )
    .execute();
}

/** Ledger transactions whose postings do not sum to zero in some currency. */
export async function unbalancedTransactions(db: LedgerDb, platformId?: string) {
  let query = db.selectFrom('ledger_postings');
  if (platformId) {
    query = query
      .where('platform_id', '=', platformId)
      .where(
        'ledger_transaction_id',
        'in',
        db.selectFrom('ledger_transactions').select('id').where('platform_id', '=', platformId),
      );
  }
  return query
    .select(['ledger_transaction_id', 'currency', sql<bigint>`sum(amount)::bigint`.as('total')])
    .groupBy(['ledger_transaction_id', 'currency'])
    .having(sql`sum(amount)`, '<>', 0)
    .execute();
}

export async function countLedger(db: LedgerDb, platformId?: string) {
  let query = db.selectFrom('ledger_transactions');
  if (platformId) query = query.where('platform_id', '=', platformId);
  const row = await query.select(sql<number>`count(*)::int`.as('transactions')).executeTakeFirstOrThrow();
  return row.transactions;
}
