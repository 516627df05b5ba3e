import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../errors.js';
import { recordEvents } from '../../events/record.js';
import { formatId } from '../../ids.js';
import {
  type Bucket,
  type Posting,
  post,
  SYSTEM_ACCOUNTS,
  type SystemAccount,
  systemAccount,
} from '../../ledger/ledger.js';
import { ledgerAccountOf, toInternalAccount } from '../accounts/service.js';
import * as accounts from '../accounts/store.js';

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

async function ledgerIdOf(
  trx: Kysely<Database>,
  platformId: string,
  place: Place,
  currency: string,
  now: Date,
) {
  if (place.kind === 'SYSTEM') return systemAccount(trx, platformId, place.code, currency, now);
  return ledgerAccountOf(trx, { id: place.internalAccountId, platform_id: platformId, currency }, now);
}

const bucketOf = (place: Place): Bucket => (place.kind === 'ACCOUNT' ? place.bucket : 'AVAILABLE');

/** Postings that move `m` from `from` (in the sending currency) to `to` (in the receiving currency). */
export async function movementPostings(
  trx: Kysely<Database>,
  m: Movement,
  from: Place,
  to: Place,
  now: Date,
): Promise<Posting[]> {
  const system = (code: SystemAccount, currency: string) =>
    systemAccount(trx, m.platformId, code, currency, now);
  const postings: Posting[] = [
    {
      accountId: await ledgerIdOf(trx, m.platformId, from, m.sentCurrency, now),
      bucket: bucketOf(from),
      amount: -m.sent,
    },
  ];
  if (m.fees > 0n) {
    postings.push({
      accountId: await system(SYSTEM_ACCOUNTS.FEES, m.sentCurrency),
      bucket: 'AVAILABLE',
      amount: m.fees,
    });
  }
  const net = m.sent - m.fees;
  if (m.sentCurrency !== m.receivedCurrency || net !== m.received) {
    // Conversion: FX buys `net` of the sending currency and pays out `received` of the other.
    postings.push({
      accountId: await system(SYSTEM_ACCOUNTS.FX, m.sentCurrency),
      bucket: 'AVAILABLE',
      amount: net,
    });
    postings.push({
      accountId: await system(SYSTEM_ACCOUNTS.FX, m.receivedCurrency),
      bucket: 'AVAILABLE',
      amount: -m.received,
    });
  }
  postings.push({
    accountId: await ledgerIdOf(trx, m.platformId, to, m.receivedCurrency, now),
    bucket: bucketOf(to),
    amount: m.received,
  });
  return merge(postings);
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
  return merge([
    {
      accountId: await ledgerIdOf(trx, platformId, from, currency, now),
      bucket: bucketOf(from),
      amount: -amount,
    },
    { accountId: await ledgerIdOf(trx, platformId, to, currency, now), bucket: bucketOf(to), amount },
  ]);
}

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
  await post(
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
  );
  const changed = new Set(entry.postings.map((p) => p.accountId));
  const events = [];
  for (const id of touched) {
    if (!changed.has(id)) continue;
    const view = await accounts.findAccount(trx, entry.platformId, id);
    if (!view) continue;
    events.push({
      platformId: entry.platformId,
      type: 'INTERNAL_ACCOUNT.BALANCE_UPDATED',
      resourceId: formatId('InternalAccount', id),
      data: toInternalAccount(view),
      now,
    });
  }
  await recordEvents(trx, events);
}
