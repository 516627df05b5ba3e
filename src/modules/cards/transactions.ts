import type { Kysely } from 'kysely';
import { assert } from '../../assert.js';
import type { ServiceContext } from '../../context.js';
import type { Page, PageRequest } from '../../db/pagination.js';
import type { Database } from '../../db/schema.js';
import type { OwnRow } from '../../db/rows.js';
import { ApiError } from '../../errors.js';
import { recordEvent } from '../../events/record.js';
import { formatId, parseId } from '../../ids.js';
import { SYSTEM_ACCOUNTS, systemAccount } from '../../ledger/ledger.js';
import { getCurrency } from '../../money/currencies.js';
import { postAndAnnounce } from '../accounts/index.js';
import { platformCustomerIdsOf } from '../customers/index.js';
import type { CardTransaction, CardTransactionStatus } from './transactions.schemas.js';
import * as store from './transactions.store.js';

/**
 * Card transactions (the contract's CardTransaction) and how their money moves. A DEBIT holds
 * its authorized amount in the funding account's PENDING bucket (available drops, total stays),
 * a clearing pays the merchant from the hold (and pulls any excess from available), an expiry
 * releases the hold, a return pays the cardholder back. A CREDIT waits in the PENDING bucket
 * (total rises, available does not) until its clearing makes it available. The card network
 * is the platform's CARD_NETWORK system account. docs/decisions/0028-cards.md.
 */

export const cardTransactionEvent = (status: CardTransactionStatus) => `CARD_TRANSACTION.${status}`;

/**
 * The moves a card transaction makes, from each status. A move to the same status is a change
 * announced again (an advice, a partial clearing, a confirmed pull). EXCEPTION waits for people.
 */
const MOVES: Record<CardTransactionStatus, readonly CardTransactionStatus[]> = {
  AUTHORIZED: ['AUTHORIZED', 'PARTIALLY_SETTLED', 'SETTLED', 'EXCEPTION'],
  PARTIALLY_SETTLED: ['PARTIALLY_SETTLED', 'SETTLED', 'EXCEPTION'],
  SETTLED: ['SETTLED', 'REFUNDED', 'EXCEPTION'],
  REFUNDED: ['SETTLED', 'EXCEPTION'],
  EXCEPTION: [],
};

/** Statuses in which a transaction still waits for its clearing (and may hold money). */
export const OPEN_STATUSES: readonly CardTransactionStatus[] = ['AUTHORIZED', 'PARTIALLY_SETTLED'];

export const canMove = (from: CardTransactionStatus, to: CardTransactionStatus) => MOVES[from].includes(to);

// ---------------------------------------------------------------------------------------
// Views

/**
 * Amounts leave as JSON numbers, like the payments' (the answer's union is chosen by validating
 * the value, which a bigint fails); every amount is capped below 2^53, so this is exact.
 */
function int(value: bigint): number {
  assert(value <= BigInt(Number.MAX_SAFE_INTEGER), () => `amount ${value} exceeds a JSON integer`);
  return Number(value);
}

export function toCardTransaction(
  row: store.CardTransactionRow,
  platformCustomerId: string,
  pulls: store.PullSummary | undefined,
): CardTransaction {
  const currency = getCurrency(row.currency);
  const money = (amount: bigint) => ({ amount: int(amount), currency });
  return {
    type: 'CARD',
    id: formatId('CardTransaction', row.id),
    cardId: formatId('Card', row.card_id),
    customerId: formatId('Customer', row.customer_id),
    platformCustomerId,
    issuerTransactionToken: row.issuer_transaction_token,
    status: row.status,
    direction: row.direction,
    merchant: row.merchant,
    authorizedAmount: money(row.authorized_amount),
    settledAmount: money(row.settled_amount),
    refundedAmount: money(row.refunded_amount),
    accountId: formatId('InternalAccount', row.account_id),
    pullSummary: {
      count: pulls?.count ?? 0,
      totalAmount: int(pulls?.totalAmount ?? 0n),
      pendingCount: pulls?.pendingCount ?? 0,
    },
    refundSummary: { count: row.refund_count, totalAmount: int(row.refunded_amount) },
    settlementSummary: { count: row.settlement_count, totalAmount: int(row.settled_amount) },
    authorizedAt: row.authorized_at.toISOString(),
    lastEventAt: row.last_event_at.toISOString(),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

async function viewsOf(
  db: Kysely<Database>,
  platformId: string,
  rows: store.CardTransactionRow[],
): Promise<CardTransaction[]> {
  const [names, pulls] = await Promise.all([
    platformCustomerIdsOf(
      db,
      platformId,
      rows.map((r) => r.customer_id),
    ),
    store.pullSummariesOf(
      db,
      platformId,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) => toCardTransaction(r, names.get(r.customer_id) ?? '', pulls.get(r.id)));
}

export async function viewOf(db: Kysely<Database>, row: store.CardTransactionRow): Promise<CardTransaction> {
  const [view] = await viewsOf(db, row.platform_id, [row]);
  assert(view !== undefined, 'a card transaction has a view');
  return view;
}

/** GET /transactions/{id} for a `CardTransaction:` id: the view, or undefined when there is none. */
export async function findCardTransactionView(
  ctx: ServiceContext,
  platformId: string,
  id: string,
): Promise<CardTransaction | undefined> {
  const uuid = parseId('CardTransaction', id);
  const row = uuid ? await store.findCardTransaction(ctx.db, platformId, uuid) : undefined;
  return row ? viewOf(ctx.db, row) : undefined;
}

export interface CardTransactionListFilter {
  /** Customer uuids (the cardholders). */
  customerIds?: string[] | undefined;
  /** Formatted internal account ids, by side. */
  payer?: string[] | undefined;
  payee?: string[] | undefined;
  account?: string[] | undefined;
  status?: string | undefined;
  startDate?: Date | undefined;
  endDate?: Date | undefined;
}

const accountUuids = (ids: string[] | undefined) =>
  ids?.flatMap((id) => parseId('InternalAccount', id) ?? []);

/** Card transactions for GET /transactions, a page at a time (the payments module merges the pages). */
export async function listCardTransactions(
  ctx: ServiceContext,
  platformId: string,
  filter: CardTransactionListFilter,
  page: PageRequest,
): Promise<Page<CardTransaction>> {
  const status = CARD_STATUSES.find((s) => s === filter.status);
  if (filter.status !== undefined && status === undefined) return { data: [], hasMore: false, totalCount: 0 };
  const result = await store.listCardTransactions(
    ctx.db,
    platformId,
    {
      customerIds: filter.customerIds,
      payer: accountUuids(filter.payer),
      payee: accountUuids(filter.payee),
      account: accountUuids(filter.account),
      status,
      startDate: filter.startDate,
      endDate: filter.endDate,
    },
    page,
  );
  return { ...result, data: await viewsOf(ctx.db, platformId, result.data) };
}

const CARD_STATUSES: readonly CardTransactionStatus[] = Object.keys(MOVES) as CardTransactionStatus[];

// ---------------------------------------------------------------------------------------
// Changes

/** Records CARD_TRANSACTION.<status> with the transaction as it is now (in the change's transaction). */
export async function announce(
  trx: Kysely<Database>,
  row: store.CardTransactionRow,
  now: Date,
): Promise<void> {
  const view = await viewOf(trx, row);
  await recordEvent(trx, {
    platformId: row.platform_id,
    type: cardTransactionEvent(row.status),
    resourceId: view.id,
    data: view,
    now,
  });
}

/** Writes a change of a card transaction, its status move checked against the table, and announces it. */
export async function change(
  trx: Kysely<Database>,
  row: store.CardTransactionRow,
  to: CardTransactionStatus,
  changes: Omit<Parameters<typeof store.updateCardTransaction>[2], 'status'>,
  now: Date,
): Promise<store.CardTransactionRow> {
  assert(canMove(row.status, to), () => `Card transaction ${row.id} cannot move from ${row.status} to ${to}`);
  const updated = await store.updateCardTransaction(trx, row, {
    ...changes,
    status: to,
    last_event_at: now,
    updated_at: now,
  });
  assert(
    updated.held_amount >= 0n && updated.refunded_amount <= updated.settled_amount,
    () => `Card transaction ${row.id} holds ${updated.held_amount} and refunded more than settled`,
  );
  await announce(trx, updated, now);
  return updated;
}

/** Where money of a card transaction can be: a bucket of its account, or the card network. */
export type Place = 'AVAILABLE' | 'PENDING' | 'NETWORK';

export const insufficientFunds = (accountId: string) =>
  new ApiError(400, 'INSUFFICIENT_FUNDS', `Internal account ${accountId} has insufficient funds`, {
    accountId,
  });

export const isInsufficientFunds = (err: unknown): err is ApiError =>
  err instanceof ApiError && err.code === 'INSUFFICIENT_FUNDS';

/**
 * Moves `amount` of a card transaction between two places as one ledger entry and announces
 * the account's new balances. Throws INSUFFICIENT_FUNDS (writing nothing) when the account's
 * bucket would go below zero.
 */
export async function moveMoney(
  trx: Kysely<Database>,
  movement: {
    platformId: string;
    cardTransactionId: string;
    accountId: string;
    currency: string;
    amount: bigint;
    from: Place;
    to: Place;
    description: string;
  },
  now: Date,
): Promise<void> {
  assert(movement.amount > 0n, 'a card movement moves something');
  assert(movement.from !== movement.to, 'a card movement moves between two places');
  const network =
    movement.from === 'NETWORK' || movement.to === 'NETWORK'
      ? await systemAccount(trx, movement.platformId, SYSTEM_ACCOUNTS.CARD_NETWORK, movement.currency, now)
      : undefined;
  const posting = (place: Place, amount: bigint) =>
    place === 'NETWORK'
      ? { accountId: network as string, bucket: 'AVAILABLE' as const, amount }
      : { accountId: movement.accountId, bucket: place, amount, opensIn: movement.currency };
  await postAndAnnounce(
    trx,
    {
      platformId: movement.platformId,
      causeType: 'CARD_TRANSACTION',
      causeId: formatId('CardTransaction', movement.cardTransactionId),
      description: movement.description,
      postings: [posting(movement.from, -movement.amount), posting(movement.to, movement.amount)],
    },
    now,
    (ledgerAccountId) => insufficientFunds(formatId('InternalAccount', ledgerAccountId)),
    [movement.accountId],
  );
}

/** Moves money of `row` (its account, its currency). */
export const moveOf = (
  trx: Kysely<Database>,
  row: store.CardTransactionRow,
  amount: bigint,
  from: Place,
  to: Place,
  description: string,
  now: Date,
) =>
  moveMoney(
    trx,
    {
      platformId: row.platform_id,
      cardTransactionId: row.id,
      accountId: row.account_id,
      currency: row.currency,
      amount,
      from,
      to,
      description,
    },
    now,
  );

/**
 * The end of a DEBIT authorization that will not be cleared (any more): its hold goes back to
 * available and it is SETTLED with what was settled so far (nothing, for an authorization that
 * expired unused). A CREDIT's pending money goes back to the network.
 */
export async function releaseHold(
  trx: Kysely<Database>,
  row: store.CardTransactionRow,
  why: string,
  now: Date,
): Promise<store.CardTransactionRow> {
  if (row.held_amount > 0n) {
    await moveOf(
      trx,
      row,
      row.held_amount,
      'PENDING',
      row.direction === 'DEBIT' ? 'AVAILABLE' : 'NETWORK',
      `Card ${row.direction === 'DEBIT' ? 'hold' : 'credit'} released: ${why}`,
      now,
    );
  }
  return change(trx, row, 'SETTLED', { held_amount: 0n }, now);
}

/**
 * Closing a card (spec 3.2): its pending DEBIT authorizations reconcile to a terminal state
 * (their holds are released, SETTLED with what was cleared). Credits pending for the cardholder
 * and returns already sent are refunds in flight: they still complete.
 */
export async function reconcileClosedCard(trx: Kysely<Database>, card: OwnRow, now: Date): Promise<void> {
  for (const row of await store.lockOpenTransactionsOfCard(trx, card)) {
    if (row.direction === 'DEBIT') await releaseHold(trx, row, 'the card was closed', now);
  }
}
