import type { Kysely } from 'kysely';
import { assert, present } from '../assert.js';
import type { Database } from '../db/schema.js';
import type { Write } from '../db/together.js';
import { type ApiError } from '../errors.js';
import { newUuid } from '../ids.js';
import * as store from './store.js';

export type Bucket = 'AVAILABLE' | 'PENDING';

/** Accounts of the simulated outside world, one per platform and currency; they may go negative. */
export const SYSTEM_ACCOUNTS = {
  /** Money entering or leaving through the sandbox banks and networks. */
  SETTLEMENT: 'SANDBOX_BANK_SETTLEMENT',
  /** Currency exchange: one leg per currency. */
  FX: 'FX',
  /** Fees collected. */
  FEES: 'FEES',
  /** Outbound money that left an account but has not reached its destination. */
  IN_FLIGHT: 'IN_FLIGHT',
  /** Money of a payment whose payout and refund both failed: owed back, awaiting manual repair. */
  SUSPENSE: 'SUSPENSE',
  /** Money paid to merchants through the card network, or received from them (returns, credits). */
  CARD_NETWORK: 'CARD_NETWORK',
  /** Fiat the stablecoin provider holds as the reserve behind minted tokens. */
  STABLECOIN_RESERVE: 'STABLECOIN_RESERVE',
} as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[keyof typeof SYSTEM_ACCOUNTS];

export interface Posting {
  accountId: string;
  bucket: Bucket;
  /** Positive adds to the bucket, negative takes from it; smallest currency unit. */
  amount: bigint;
  /**
   * For the ledger account of an internal account (same uuid), which opens with its first
   * movement: the currency to open it in when it does not exist yet.
   */
  opensIn?: string;
}

export interface LedgerEntry {
  platformId: string;
  /** What caused the movement, e.g. `SANDBOX_FUND` + the internal account id, or a transaction id. */
  causeType: string;
  causeId: string;
  description?: string;
  postings: Posting[];
}

/** The ledger account of an internal account has the internal account's own uuid. */
export async function openInternalAccounts(
  db: Kysely<Database>,
  platformId: string,
  accounts: { id: string; currency: string }[],
  now: Date,
): Promise<void> {
  await store.insertInternalAccounts(db, platformId, accounts, now);
}

export async function systemAccount(
  db: Kysely<Database>,
  platformId: string,
  code: SystemAccount,
  currency: string,
  now: Date,
): Promise<string> {
  return store.insertAccount(
    db,
    { id: newUuid(), platformId, kind: 'SYSTEM', code, currency, allowNegative: true },
    now,
  );
}

/**
 * The supply account of a stablecoin: tokens come out of it when minted and go back when
 * burned, so minus its balance is the stablecoin's supply. One per stablecoin (its code names
 * the stablecoin), in the currency the service holds the token in; it may go negative.
 */
export async function supplyAccount(
  db: Kysely<Database>,
  platformId: string,
  stablecoinId: string,
  currency: string,
  now: Date,
): Promise<string> {
  return store.insertAccount(
    db,
    {
      id: newUuid(),
      platformId,
      kind: 'SYSTEM',
      code: `STABLECOIN_SUPPLY:${stablecoinId}`,
      currency,
      allowNegative: true,
    },
    now,
  );
}

/**
 * Records one ledger transaction and updates the balances it touches. Call it with the
 * transaction of the business change that causes it. The touched accounts are locked in id
 * order (so concurrent posters queue instead of deadlocking), and a bucket of an account
 * that may not go negative never does: `insufficient()` is thrown instead, nothing written.
 * A posting with `opensIn` opens its internal account's ledger account if this is its first
 * movement (only then: the accounts are locked first, and opened only when missing).
 */
export async function post(
  db: Kysely<Database>,
  entry: LedgerEntry,
  now: Date,
  insufficient: (accountId: string) => ApiError,
): Promise<string> {
  return (await postReading(db, entry, now, insufficient)).id;
}

/** What an entry left its accounts with, by ledger account id. */
export type NewBalances = ReadonlyMap<string, { available: bigint; pending: bigint }>;

/**
 * `post`, with `read` sent in the statement that writes the entry: the change and what its
 * caller shows of it in one round trip. The read sees the accounts as they were before the
 * entry, so their new balances come back beside its rows.
 */
export async function postReading<Row>(
  db: Kysely<Database>,
  entry: LedgerEntry,
  now: Date,
  insufficient: (accountId: string) => ApiError,
  read?: Write,
): Promise<{ id: string; rows: Row[]; balances: NewBalances }> {
  assert(entry.postings.length >= 2, 'A ledger transaction needs at least two postings');
  assert(!entry.postings.some((p) => p.amount === 0n), 'Zero postings are not recorded');
  const ids = [...new Set(entry.postings.map((p) => p.accountId))];
  let accounts = await store.lockAccounts(db, entry.platformId, ids);
  if (accounts.length < ids.length) {
    const found = new Set(accounts.map((a) => a.id));
    const missing = [
      ...new Map(
        entry.postings.flatMap((p) =>
          p.opensIn !== undefined && !found.has(p.accountId) ? [[p.accountId, p.opensIn] as const] : [],
        ),
      ),
    ].map(([id, currency]) => ({ id, currency }));
    if (missing.length > 0) {
      await store.insertInternalAccounts(db, entry.platformId, missing, now);
      accounts = await store.lockAccounts(db, entry.platformId, ids);
    }
  }
  assert(accounts.length === ids.length, 'Posting to an unknown ledger account');
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const currencyOf = (accountId: string) =>
    present(byId.get(accountId), `ledger account ${accountId}`).currency;

  // Postings sum to zero per currency: money moves, it is never made or lost.
  const totals = new Map<string, bigint>();
  for (const p of entry.postings) {
    const currency = currencyOf(p.accountId);
    totals.set(currency, (totals.get(currency) ?? 0n) + p.amount);
  }
  for (const [currency, total] of totals) {
    assert(total === 0n, () => `Ledger transaction does not balance in ${currency}: ${total}`);
  }

  const next = new Map(accounts.map((a) => [a.id, { available: a.available, pending: a.pending }]));
  for (const p of entry.postings) {
    const balances = present(next.get(p.accountId), `balances of ${p.accountId}`);
    if (p.bucket === 'AVAILABLE') balances.available += p.amount;
    else balances.pending += p.amount;
  }
  // The pair of the check above, from the other side: what the balances gain per currency sums
  // to zero too, so no posting was dropped or applied twice on the way to the stored balances.
  const gained = new Map<string, bigint>();
  for (const account of accounts) {
    const balances = present(next.get(account.id), `balances of ${account.id}`);
    const delta = balances.available - account.available + (balances.pending - account.pending);
    gained.set(account.currency, (gained.get(account.currency) ?? 0n) + delta);
  }
  for (const [currency, delta] of gained) {
    assert(delta === 0n, () => `Ledger balances would change by ${delta} ${currency} in total`);
  }
  for (const account of accounts) {
    const balances = present(next.get(account.id), `balances of ${account.id}`);
    if (!account.allow_negative && (balances.available < 0n || balances.pending < 0n))
      throw insufficient(account.id);
  }
  const id = newUuid();
  const rows = await store.writeEntry<Row>(
    db,
    accounts.map((a) => ({ id: a.id, ...present(next.get(a.id), `balances of ${a.id}`) })),
    {
      id,
      platformId: entry.platformId,
      causeType: entry.causeType,
      causeId: entry.causeId,
      description: entry.description ?? null,
      postings: entry.postings.map((p) => ({
        id: newUuid(),
        accountId: p.accountId,
        bucket: p.bucket,
        currency: currencyOf(p.accountId),
        amount: p.amount,
      })),
    },
    now,
    read,
  );
  return { id, rows, balances: next };
}

export interface Balances {
  currency: string;
  available: bigint;
  pending: bigint;
}

export async function balancesOf(
  db: Kysely<Database>,
  platformId: string,
  accountIds: string[],
): Promise<Map<string, Balances>> {
  const rows = await store.findAccounts(db, platformId, accountIds);
  return new Map(
    rows.map((r) => [r.id, { currency: r.currency, available: r.available, pending: r.pending }]),
  );
}

/** A total a module keeps next to the ledger that differs from the ledger's own view of it. */
export interface LedgerMismatch {
  /** What was compared, e.g. `stablecoin supply`. */
  check: string;
  /** The resource whose total it is. */
  subject: string;
  kept: bigint;
  ledger: bigint;
}

/**
 * A module's comparison of totals it keeps with the ledger's balances (e.g. a stablecoin's
 * supply against its supply account), for `checkLedger` to run with its own checks. Given by
 * the modules' manifests (`ledgerChecks`): the ledger knows none of their tables.
 */
export type LedgerCrossCheck = (db: Kysely<Database>, platformId?: string) => Promise<LedgerMismatch[]>;

export interface LedgerCheck {
  ok: boolean;
  transactions: number;
  accountsOutOfBalance: { accountId: string; stored: [bigint, bigint]; posted: [bigint, bigint] }[];
  unbalancedTransactions: { transactionId: string; currency: string; total: bigint }[];
  /** Totals of the modules (`crossChecks`) that differ from the ledger's view. */
  mismatches: LedgerMismatch[];
}

/**
 * Recomputes every balance from the postings and checks every transaction balances, for
 * the whole database or one platform; then runs the modules' `crossChecks` (the composed
 * `ledgerChecks` of src/modules/index.ts) against the ledger's balances.
 */
export async function checkLedger(
  db: Kysely<Database>,
  platformId?: string,
  crossChecks: readonly LedgerCrossCheck[] = [],
): Promise<LedgerCheck> {
  const [accounts, transactions, count, mismatches] = await Promise.all([
    store.accountsOutOfBalance(db, platformId),
    store.unbalancedTransactions(db, platformId),
    store.countLedger(db, platformId),
    Promise.all(crossChecks.map((check) => check(db, platformId))),
  ]);
  return {
    ok: accounts.length === 0 && transactions.length === 0 && mismatches.every((m) => m.length === 0),
    mismatches: mismatches.flat(),
    transactions: count,
    accountsOutOfBalance: accounts.map((a) => ({
      accountId: a.id,
      stored: [a.available, a.pending],
      posted: [a.posted_available, a.posted_pending],
    })),
    unbalancedTransactions: transactions.map((t) => ({
      transactionId: t.ledger_transaction_id,
      currency: t.currency,
      total: t.total,
    })),
  };
}
