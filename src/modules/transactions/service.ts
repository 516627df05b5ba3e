import type { Kysely } from 'kysely';
import type { ServiceContext } from '../../context.js';
import type { Page, PageRequest } from '../../db/pagination.js';
import { transact } from '../../db/retry.js';
import type { Database } from '../../db/schema.js';
import { ApiError, conflict, notFound } from '../../errors.js';
import { recordEvent } from '../../events/record.js';
import { parseId } from '../../ids.js';
import { applyOutcome, start } from './engine.js';
import type { Transaction } from './schemas.js';
import { assertMove, UNSETTLED } from './state-machine.js';
import * as store from './store.js';
import { paymentEventType, toTransaction } from './view.js';

export const transactionNotFound = (id: string) =>
  notFound('TRANSACTION_NOT_FOUND', `Transaction ${id} not found`);

const NO_MATCH = '00000000-0000-0000-0000-000000000000';

async function view(db: Kysely<Database>, platformId: string, id: string): Promise<Transaction> {
  const row = await store.findTransactionView(db, platformId, id);
  if (!row) throw transactionNotFound(id);
  return toTransaction(row);
}

export async function getTransaction(ctx: ServiceContext, platformId: string, transactionId: string) {
  const uuid = parseId('Transaction', transactionId);
  if (!uuid) throw transactionNotFound(transactionId);
  return view(ctx.db, platformId, uuid).catch((err: unknown) => {
    throw err instanceof ApiError && err.status === 404 ? transactionNotFound(transactionId) : err;
  });
}

export async function listTransactions(
  ctx: ServiceContext,
  platformId: string,
  filter: Omit<store.TransactionFilter, 'customerId'> & { customerId?: string | undefined },
  page: PageRequest,
): Promise<Page<Transaction>> {
  const customerId =
    filter.customerId === undefined ? undefined : (parseId('Customer', filter.customerId) ?? NO_MATCH);
  const result = await store.listTransactions(ctx.db, platformId, { ...filter, customerId }, page);
  return { ...result, data: result.data.map(toTransaction) };
}

/** Runs `change` on the locked transaction inside one database transaction and returns the new view. */
async function withLocked(
  ctx: ServiceContext,
  platformId: string,
  transactionId: string,
  change: (trx: Kysely<Database>, row: store.TransactionRow) => Promise<unknown>,
): Promise<Transaction> {
  const uuid = parseId('Transaction', transactionId);
  if (!uuid) throw transactionNotFound(transactionId);
  return transact(ctx, async (_tctx, trx) => {
    const row = await store.lockTransaction(trx, platformId, uuid);
    if (!row) throw transactionNotFound(transactionId);
    await change(trx, row);
    return view(trx, platformId, uuid);
  });
}

const notPendingApproval = (id: string) =>
  conflict(`Transaction ${id} is not pending platform approval`, 'TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL');

/** Platform approval: the waiting payment starts its script (spec 4.8). */
export async function approveTransaction(ctx: ServiceContext, platformId: string, transactionId: string) {
  return withLocked(ctx, platformId, transactionId, async (trx, row) => {
    if (!row.awaiting_platform_approval || row.status !== 'PENDING') throw notPendingApproval(transactionId);
    await start({ ...ctx, db: trx }, trx, row);
  });
}

export async function rejectTransaction(
  ctx: ServiceContext,
  platformId: string,
  transactionId: string,
  reason: string | undefined,
) {
  return withLocked(ctx, platformId, transactionId, async (trx, row) => {
    if (!row.awaiting_platform_approval || row.status !== 'PENDING') throw notPendingApproval(transactionId);
    assertMove(transactionId, row.status, 'REJECTED');
    const now = ctx.clock.now();
    const details = { ...row.details, ...(reason ? { rejectionReason: reason } : {}) };
    await store.updateTransaction(trx, row.id, {
      status: 'REJECTED',
      awaiting_platform_approval: false,
      details: JSON.stringify(details),
      updated_at: now,
    });
    const updated = await store.findTransactionView(trx, platformId, row.id);
    if (updated) {
      await recordEvent(trx, {
        platformId,
        type: paymentEventType(row, 'REJECTED'),
        resourceId: toTransaction(updated).id,
        data: toTransaction(updated),
        now,
      });
    }
  });
}

/**
 * Cancels an outgoing payment whose money is still in flight to an external account; the
 * money is refunded to the source at once. Anything settled, failed, or not a payout to an
 * external account is 409 TRANSACTION_NOT_CANCELLABLE.
 */
export async function cancelTransaction(ctx: ServiceContext, platformId: string, transactionId: string) {
  return withLocked(ctx, platformId, transactionId, async (trx, row) => {
    const cancellable =
      row.type === 'OUTGOING' &&
      UNSETTLED.includes(row.status) &&
      row.funds === 'IN_FLIGHT' &&
      row.external_account_id !== null;
    if (!cancellable) {
      throw conflict(
        `Transaction ${transactionId} is ${row.status} and cannot be cancelled (only unsettled payouts to external accounts can)`,
        'TRANSACTION_NOT_CANCELLABLE',
      );
    }
    await applyOutcome({ ...ctx, db: trx }, trx, row, 'FAIL_AND_REFUND', {
      refundReason: 'USER_CANCELLATION',
    });
  });
}

/** Records that the receipt reached the end user; repeating it overwrites the time. */
export async function confirmTransaction(
  ctx: ServiceContext,
  platformId: string,
  transactionId: string,
  at: string | undefined,
) {
  return withLocked(ctx, platformId, transactionId, async (trx, row) => {
    const now = ctx.clock.now();
    await store.updateTransaction(trx, row.id, {
      receipt_delivery_confirmed_at: at ? new Date(at) : now,
      updated_at: now,
    });
  });
}
