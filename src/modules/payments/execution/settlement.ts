import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { ApiError } from '../../../errors.js';
import { formatId } from '../../../ids.js';
import {
  type Bucket,
  type Posting,
  SYSTEM_ACCOUNTS,
  type SystemAccount,
  systemAccount,
} from '../../../ledger/ledger.js';
import { postAndAnnounce } from '../../accounts/index.js';

/**
 * How a payment's money moves through the ledger (docs/decisions/0015). A movement takes
 * `sent` from its origin, keeps `fees` in FEES, converts the rest through the FX account
 * (one leg per currency) and puts `received` at its target. A refund is the exact negation
 * of the movement it undoes, so refunds return fees too and FX absorbs any rate change.
 */

/** A place money can be: a bucket of an internal account, or a system account of the platform. */
export type Place =
  { kind: 'ACCOUNT'; internalAccountId: string; bucket: Bucket } | { kind: 'SYSTEM'; code: SystemAccount };

export interface Movement {
  platformId: string;
  sent: bigint;
  sentCurrency: string;
  received: bigint;
  receivedCurrency: string;
  fees: bigint;
}

export const insufficientFunds = (accountId: string) =>
  new ApiError(400, 'INSUFFICIENT_FUNDS', `Internal account ${accountId} has insufficient funds`, {
    accountId,
  });

const bucketOf = (place: Place): Bucket => (place.kind === 'ACCOUNT' ? place.bucket : 'AVAILABLE');

/**
 * Ledger accounts of the places a movement touches. An internal account's ledger account
 * has its own uuid and opens with its first movement (the posting says in which currency:
 * `opensIn`, see `post`).
 */
async function ledgerIdsOf(
  trx: Kysely<Database>,
  platformId: string,
  places: { place: Place; currency: string }[],
  now: Date,
): Promise<string[]> {
  const ids: string[] = [];
  for (const { place, currency } of places) {
    ids.push(
      place.kind === 'ACCOUNT'
        ? place.internalAccountId
        : await systemAccount(trx, platformId, place.code, currency, now),
    );
  }
  return ids;
}

const system = (code: SystemAccount): Place => ({ kind: 'SYSTEM', code });

/** Postings that move `m` from `from` (in the sending currency) to `to` (in the receiving currency). */
export async function movementPostings(
  trx: Kysely<Database>,
  m: Movement,
  from: Place,
  to: Place,
  now: Date,
): Promise<Posting[]> {
  const net = m.sent - m.fees;
  const converts = m.sentCurrency !== m.receivedCurrency || net !== m.received;
  // Each leg: where, in which currency, how much. Conversion: FX buys `net` of the sending
  // currency and pays out `received` of the other.
  const legs: { place: Place; currency: string; amount: bigint }[] = [
    { place: from, currency: m.sentCurrency, amount: -m.sent },
    ...(m.fees > 0n
      ? [{ place: system(SYSTEM_ACCOUNTS.FEES), currency: m.sentCurrency, amount: m.fees }]
      : []),
    ...(converts
      ? [
          { place: system(SYSTEM_ACCOUNTS.FX), currency: m.sentCurrency, amount: net },
          { place: system(SYSTEM_ACCOUNTS.FX), currency: m.receivedCurrency, amount: -m.received },
        ]
      : []),
    { place: to, currency: m.receivedCurrency, amount: m.received },
  ];
  const ids = await ledgerIdsOf(trx, m.platformId, legs, now);
  return merge(legs.map((leg, i) => posting(ids[i] as string, leg.place, leg.currency, leg.amount)));
}

/** Postings that move `amount` of one currency between two places. */
export async function transferPostings(
  trx: Kysely<Database>,
  platformId: string,
  amount: bigint,
  currency: string,
  from: Place,
  to: Place,
  now: Date,
): Promise<Posting[]> {
  const [fromId, toId] = await ledgerIdsOf(
    trx,
    platformId,
    [
      { place: from, currency },
      { place: to, currency },
    ],
    now,
  );
  return merge([
    posting(fromId as string, from, currency, -amount),
    posting(toId as string, to, currency, amount),
  ]);
}

const posting = (accountId: string, place: Place, currency: string, amount: bigint): Posting => ({
  accountId,
  bucket: bucketOf(place),
  amount,
  ...(place.kind === 'ACCOUNT' ? { opensIn: currency } : {}),
});

export const negate = (postings: Posting[]): Posting[] => postings.map((p) => ({ ...p, amount: -p.amount }));

/** Sums postings to the same account and bucket and drops the ones that cancel out. */
function merge(postings: Posting[]): Posting[] {
  const sums = new Map<string, Posting>();
  for (const p of postings) {
    const key = `${p.accountId}/${p.bucket}`;
    const existing = sums.get(key);
    sums.set(key, existing ? { ...existing, amount: existing.amount + p.amount } : { ...p });
  }
  return [...sums.values()].filter((p) => p.amount !== 0n);
}

/** Internal accounts (by uuid) a set of places touches. */
export const internalAccountsOf = (...places: Place[]): string[] => [
  ...new Set(places.flatMap((p) => (p.kind === 'ACCOUNT' ? [p.internalAccountId] : []))),
];

/**
 * Posts a payment's ledger entry and records INTERNAL_ACCOUNT.BALANCE_UPDATED for every
 * internal account it changed, in the caller's database transaction. An entry whose
 * postings cancel out entirely (money passing between two outside parties) posts nothing.
 */
export async function settle(
  trx: Kysely<Database>,
  entry: { platformId: string; transactionId: string; description: string; postings: Posting[] },
  touched: string[],
  now: Date,
): Promise<void> {
  if (entry.postings.length === 0) return;
  const changed = new Set(entry.postings.map((p) => p.accountId));
  await postAndAnnounce(
    trx,
    {
      platformId: entry.platformId,
      causeType: 'TRANSACTION',
      causeId: formatId('Transaction', entry.transactionId),
      description: entry.description,
      postings: entry.postings,
    },
    now,
    (ledgerAccountId) => insufficientFunds(formatId('InternalAccount', ledgerAccountId)),
    touched.filter((id) => changed.has(id)),
  );
}
