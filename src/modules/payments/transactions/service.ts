import type { Kysely } from 'kysely';
import type { ServiceContext } from '../../../context.js';
import { mergePages, type Page, type PageRequest } from '../../../db/pagination.js';
import { transact } from '../../../db/retry.js';
import type { Database } from '../../../db/schema.js';
import { conflict, notFound } from '../../../errors.js';
import { formatId, parseId } from '../../../ids.js';
import { accountIdFromReference } from '../../accounts/index.js';
import { agentActionOf, applyOutcome, approvePending, refusePending } from '../execution/engine.js';
import { assert } from '../../../assert.js';
import type { AgentActionDecider } from '../../../hooks.js';
import type { AnyTransaction, Transaction } from './schemas.js';
import { findCardTransactionView, listCardTransactions } from '../../cards/index.js';
import { customerIdsWithPlatformId } from '../../customers/index.js';
import { UNSETTLED } from '../execution/state-machine.js';
import * as store from './store.js';
import { toTransaction } from './view.js';

export const transactionNotFound = (id: string) =>
  notFound('TRANSACTION_NOT_FOUND', `Transaction ${id} not found`);

const NO_MATCH = '00000000-0000-0000-0000-000000000000';

/** The view of payment `id` (a uuid); 404 names it as the request did (`requested`). */
async function view(
  db: Kysely<Database>,
  platformId: string,
  id: string,
  requested = formatId('Transaction', id),
): Promise<Transaction> {
  const row = await store.findTransactionView(db, platformId, id);
  if (!row) throw transactionNotFound(requested);
  return toTransaction(row);
}

/** GET /transactions/{id}: a payment, or a card transaction (the cards module's). */
export async function getTransaction(
  ctx: ServiceContext,
  platformId: string,
  transactionId: string,
): Promise<AnyTransaction> {
  if (transactionId.startsWith('CardTransaction:')) {
    const card = await findCardTransactionView(ctx, platformId, transactionId);
    if (!card) throw transactionNotFound(transactionId);
    return card;
  }
  return getPayment(ctx, platformId, transactionId);
}

/** A payment (INCOMING or OUTGOING) by its `Transaction:` id. */
export async function getPayment(
  ctx: ServiceContext,
  platformId: string,
  transactionId: string,
): Promise<Transaction> {
  const uuid = parseId('Transaction', transactionId);
  if (!uuid) throw transactionNotFound(transactionId);
  return view(ctx.db, platformId, uuid, transactionId);
}

/** The filters of GET /transactions as the request names them; the store's own are resolved from them. */
export interface TransactionListFilter extends Pick<
  store.TransactionFilter,
  'customerId' | 'platformCustomerId' | 'status' | 'type' | 'startDate' | 'endDate'
> {
  reference?: string | undefined;
  accountIdentifier?: string | undefined;
  senderAccountIdentifier?: string | undefined;
  receiverAccountIdentifier?: string | undefined;
}

const ACCOUNT_ID = /^(InternalAccount|ExternalAccount):/;

/**
 * What an account identifier names (docs/decisions/0015): an internal or external account id
 * as such; a UMA address (`$name@domain`, the `$` optional); anything else is the number, IBAN,
 * CLABE, phone number, key or address of the platform's external accounts.
 */
async function partyOf(
  ctx: ServiceContext,
  platformId: string,
  identifier: string | undefined,
): Promise<store.PartyMatch | undefined> {
  if (identifier === undefined) return undefined;
  const value = identifier.trim();
  if (ACCOUNT_ID.test(value)) return { accountIds: [value] };
  const external = await store.externalAccountsByIdentifier(ctx.db, platformId, value);
  const accountIds = external.map((id) => formatId('ExternalAccount', id));
  if (value.includes('@')) {
    return { accountIds, umaAddress: value.startsWith('$') ? value : `$${value}` };
  }
  return { accountIds };
}

export async function listTransactions(
  ctx: ServiceContext,
  platformId: string,
  filter: TransactionListFilter,
  page: PageRequest,
): Promise<Page<AnyTransaction>> {
  const customerId =
    filter.customerId === undefined ? undefined : (parseId('Customer', filter.customerId) ?? NO_MATCH);
  const referenceIds =
    filter.reference === undefined
      ? undefined
      : [accountIdFromReference(filter.reference.trim().toUpperCase())].filter(
          (id): id is string => id !== undefined,
        );
  const party = await partyOf(ctx, platformId, filter.accountIdentifier);
  const sender = await partyOf(ctx, platformId, filter.senderAccountIdentifier);
  const receiver = await partyOf(ctx, platformId, filter.receiverAccountIdentifier);
  const cardholders = await cardholdersOf(ctx, platformId, customerId, filter.platformCustomerId);
  // Both pages are asked for only now, together: a rejected one must not wait unobserved.
  const payments =
    filter.type === 'CARD'
      ? undefined
      : store
          .listTransactions(
            ctx.db,
            platformId,
            {
              customerId,
              platformCustomerId: filter.platformCustomerId,
              status: filter.status,
              type: filter.type,
              startDate: filter.startDate,
              endDate: filter.endDate,
              referenceIds,
              party,
              sender,
              receiver,
            },
            page,
          )
          .then((result): Page<AnyTransaction> => ({ ...result, data: result.data.map(toTransaction) }));
  // Card transactions have no payment type and no reconciliation reference: those filters exclude them.
  const cardTransactions =
    (filter.type !== undefined && filter.type !== 'CARD') || referenceIds !== undefined
      ? undefined
      : listCardTransactions(
          ctx,
          platformId,
          {
            customerIds: cardholders,
            account: party?.accountIds,
            payer: sender?.accountIds,
            payee: receiver?.accountIds,
            status: filter.status,
            startDate: filter.startDate,
            endDate: filter.endDate,
          },
          page,
        );
  const pages = await Promise.all([payments, cardTransactions].filter((p) => p !== undefined));
  return mergePages(pages, page, (t) => ({
    createdAt: new Date(t.createdAt),
    id: t.id.slice(t.id.indexOf(':') + 1),
  }));
}

/** The cardholders a customer filter leaves (uuids), or undefined when there is none. */
async function cardholdersOf(
  ctx: ServiceContext,
  platformId: string,
  customerId: string | undefined,
  platformCustomerId: string | undefined,
): Promise<string[] | undefined> {
  const named =
    platformCustomerId === undefined
      ? undefined
      : await customerIdsWithPlatformId(ctx.db, platformId, platformCustomerId);
  if (customerId === undefined) return named;
  return named === undefined || named.includes(customerId) ? [customerId] : [];
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
    return view(trx, platformId, uuid, transactionId);
  });
}

const notPendingApproval = (id: string) =>
  conflict(`Transaction ${id} is not pending platform approval`, 'TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL');

const awaitingApproval = (row: store.TransactionRow) =>
  row.awaiting_platform_approval && row.status === 'PENDING';

/**
 * A payment an agent's policy held is decided through its action (the agents module), which
 * locks the action before the payment: the transaction routes hand it over before locking.
 */
async function decidedAsAgentAction(
  ctx: ServiceContext,
  platformId: string,
  transactionId: string,
  decision: Parameters<AgentActionDecider>[3],
): Promise<Transaction | undefined> {
  const uuid = parseId('Transaction', transactionId);
  const row = uuid ? await store.findTransaction(ctx.db, platformId, uuid) : undefined;
  const actionId = row ? agentActionOf(row) : undefined;
  if (!row || actionId === undefined) return undefined;
  if (!awaitingApproval(row)) throw notPendingApproval(transactionId);
  assert(ctx.hooks.agentActionDecision.length === 1, 'one module decides agent actions');
  for (const decide of ctx.hooks.agentActionDecision) await decide(ctx, platformId, actionId, decision);
  return view(ctx.db, platformId, row.id);
}

/**
 * Platform approval of a payment waiting for it: an incoming payment after answering its
 * webhook with 202 (spec 4.8; the held money is released to the receiver), or an agent's
 * payment its policy held (spec 4.13; it starts).
 */
export async function approveTransaction(
  ctx: ServiceContext,
  platformId: string,
  transactionId: string,
  receiverCustomerInfo?: Record<string, unknown>,
) {
  const asAction = await decidedAsAgentAction(ctx, platformId, transactionId, { approve: true });
  if (asAction) return asAction;
  return withLocked(ctx, platformId, transactionId, async (trx, row) => {
    if (row.type !== 'INCOMING' || !awaitingApproval(row)) throw notPendingApproval(transactionId);
    await approvePending({ ...ctx, db: trx }, trx, row, receiverCustomerInfo);
  });
}

/** Platform refusal: the payment ends REJECTED and the held money goes back to the sender. */
export async function rejectTransaction(
  ctx: ServiceContext,
  platformId: string,
  transactionId: string,
  reason: string | undefined,
) {
  const asAction = await decidedAsAgentAction(ctx, platformId, transactionId, { approve: false, reason });
  if (asAction) return asAction;
  return withLocked(ctx, platformId, transactionId, async (trx, row) => {
    if (row.type !== 'INCOMING' || !awaitingApproval(row)) throw notPendingApproval(transactionId);
    await refusePending({ ...ctx, db: trx }, trx, row, {
      status: 'REJECTED',
      ...(reason ? { details: { rejectionReason: reason } } : {}),
    });
  });
}

/** The incoming payment a webhook event reports, when it still waits for the platform's answer. */
export async function pendingApproval(
  ctx: ServiceContext,
  platformId: string,
  resourceId: string,
): Promise<{ deadline: Date } | undefined> {
  const uuid = parseId('Transaction', resourceId);
  if (!uuid) return undefined;
  const row = await store.findTransaction(ctx.db, platformId, uuid);
  if (!row || row.type !== 'INCOMING' || !awaitingApproval(row)) return undefined;
  const deadline = (row.details as Record<string, unknown>).approvalDeadline;
  return typeof deadline === 'string' ? { deadline: new Date(deadline) } : undefined;
}

const parseAnswer = (body: string | undefined): Record<string, unknown> => {
  try {
    const parsed: unknown = JSON.parse(body ?? '');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
};

/**
 * The platform's HTTP answer to INCOMING_PAYMENT.PENDING decides the payment (docs/webhooks.md):
 * 2xx approves (a 200 may carry `receiverCustomerInfo`), 202 defers to the approve/reject
 * endpoints, 403 rejects (optional `reason`), 422 rejects for want of counterparty data
 * (`requiredFields`), 409 says the platform already processed this webhook: its decision
 * comes through the endpoints. Returns whether the answer was one of these (the webhook
 * counts as delivered); anything else is a failed delivery to retry.
 */
export async function answerApproval(
  ctx: ServiceContext,
  platformId: string,
  resourceId: string,
  statusCode: number,
  responseBody: string | undefined,
): Promise<boolean> {
  const decisive = (statusCode >= 200 && statusCode < 300) || [403, 409, 422].includes(statusCode);
  if (!decisive) return false;
  const uuid = parseId('Transaction', resourceId);
  if (!uuid) return true;
  await transact(ctx, async (tctx, trx) => {
    const row = await store.lockTransaction(trx, platformId, uuid);
    // Decided already (an earlier answer, the API, the window's end): a later answer changes nothing.
    if (!row || !awaitingApproval(row)) return;
    const answer = parseAnswer(responseBody);
    if (statusCode === 202 || statusCode === 409) {
      await store.updateTransaction(trx, row, {
        details: JSON.stringify({ ...(row.details as Record<string, unknown>), approvalDeferred: true }),
      });
    } else if (statusCode === 403) {
      await refusePending(tctx, trx, row, {
        status: 'REJECTED',
        ...(typeof answer.reason === 'string' ? { details: { rejectionReason: answer.reason } } : {}),
      });
    } else if (statusCode === 422) {
      const required = Array.isArray(answer.requiredFields)
        ? answer.requiredFields.filter((f): f is string => typeof f === 'string')
        : [];
      await refusePending(tctx, trx, row, {
        status: 'REJECTED',
        failureReason: 'MISSING_MANDATORY_PAYEE_DATA',
        details: { requiredFields: required },
      });
    } else {
      const info = answer.receiverCustomerInfo;
      await approvePending(
        tctx,
        trx,
        row,
        typeof info === 'object' && info !== null && !Array.isArray(info)
          ? (info as Record<string, unknown>)
          : undefined,
      );
    }
  });
  return true;
}

/** Every delivery of the approval webhook failed within the window: the payment fails, once. */
export async function approvalUndeliverable(
  ctx: ServiceContext,
  platformId: string,
  resourceId: string,
): Promise<void> {
  const uuid = parseId('Transaction', resourceId);
  if (!uuid) return;
  await transact(ctx, async (tctx, trx) => {
    const row = await store.lockTransaction(trx, platformId, uuid);
    if (!row || !awaitingApproval(row)) return;
    await refusePending(tctx, trx, row, {
      status: 'FAILED',
      failureReason: 'PAYMENT_APPROVAL_WEBHOOK_ERROR',
    });
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
    await store.updateTransaction(trx, row, {
      receipt_delivery_confirmed_at: at ? new Date(at) : now,
      updated_at: now,
    });
  });
}
