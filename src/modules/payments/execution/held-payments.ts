import type { Kysely } from 'kysely';
import { assert } from '../../../assert.js';
import type { ServiceContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { agentActionOf, approvePending, refusePending } from './engine.js';
import { startHeldExecution } from '../quotes/execute.js';
import * as store from '../transactions/store.js';

/**
 * Payments an agent's policy held for the platform's approval (spec 3.3, 4.13): they wait in
 * PENDING with no money moved until the agents module decides their action.
 */

async function lockHeld(trx: Kysely<Database>, platformId: string, transactionUuid: string) {
  const row = await store.lockTransaction(trx, platformId, transactionUuid);
  assert(
    row !== undefined && row.status === 'PENDING' && row.awaiting_platform_approval && agentActionOf(row),
    () => `Transaction ${transactionUuid} is not a payment held for an agent action`,
  );
  return row;
}

/**
 * The action was approved: the payment starts (a quote's execution only if the quote has not
 * expired meanwhile; else it ends FAILED, QUOTE_EXPIRED, and moves nothing).
 */
export async function startHeldPayment(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  platformId: string,
  transactionUuid: string,
): Promise<store.TransactionRow> {
  const row = await lockHeld(trx, platformId, transactionUuid);
  return row.quote_id !== null
    ? startHeldExecution(ctx, trx, row.quote_id, row)
    : approvePending(ctx, trx, row, undefined);
}

/** The action was rejected: the payment ends (FAILED if outgoing, REJECTED if a pull); nothing moved. */
export async function refuseHeldPayment(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  platformId: string,
  transactionUuid: string,
  reason: string | undefined,
): Promise<store.TransactionRow> {
  const row = await lockHeld(trx, platformId, transactionUuid);
  return refusePending(ctx, trx, row, {
    status: 'REJECTED',
    ...(reason ? { details: { rejectionReason: reason } } : {}),
  });
}
