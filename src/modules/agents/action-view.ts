// An agent action as the API shows it, and the event that announces each of its statuses.
import type { Kysely } from 'kysely';
import type { ServiceContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import { recordEvents } from '../../events/record.js';
import { formatId } from '../../ids.js';
import { loadCustomer } from '../customers/index.js';
import { getQuote, getTransaction } from '../payments/index.js';
import type { AgentAction } from './schemas.js';
import type * as store from './store.js';

export const actionNotFound = (id: string) => notFound('NOT_FOUND', `Agent action ${id} not found`);

/** Renders actions, reading each customer's platformCustomerId once. */
export function actionViewer(ctx: ServiceContext) {
  const platformCustomerIds = new Map<string, Promise<string>>();
  const platformCustomerIdOf = (platformId: string, customerId: string) => {
    let id = platformCustomerIds.get(customerId);
    if (!id) {
      id = loadCustomer(ctx.db, platformId, formatId('Customer', customerId)).then(
        (c) => c.platform_customer_id,
      );
      platformCustomerIds.set(customerId, id);
    }
    return id;
  };
  return async (row: store.ActionRow): Promise<AgentAction> => {
    const [platformCustomerId, quote, transaction] = await Promise.all([
      platformCustomerIdOf(row.platform_id, row.customer_id),
      row.quote_id ? getQuote(ctx, row.platform_id, formatId('Quote', row.quote_id)) : undefined,
      row.transaction_id
        ? getTransaction(ctx, row.platform_id, formatId('Transaction', row.transaction_id))
        : undefined,
    ]);
    return {
      id: formatId('AgentAction', row.id),
      agentId: formatId('Agent', row.agent_id),
      customerId: formatId('Customer', row.customer_id),
      platformCustomerId,
      status: row.status,
      type: row.type,
      ...(quote ? { quote } : {}),
      ...(row.transfer_details
        ? { transferDetails: row.transfer_details as AgentAction['transferDetails'] }
        : {}),
      ...(transaction ? { transaction } : {}),
      ...(row.rejection_reason !== null ? { rejectionReason: row.rejection_reason } : {}),
      ...(row.failure_reason !== null ? { failureReason: row.failure_reason } : {}),
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    };
  };
}

/** Records AGENT_ACTION.<status> with the action as `trx` sees it. */
export async function announce(ctx: ServiceContext, trx: Kysely<Database>, row: store.ActionRow, now: Date) {
  const data = await actionViewer({ ...ctx, db: trx })(row);
  await recordEvents(trx, [
    { platformId: row.platform_id, type: `AGENT_ACTION.${row.status}`, resourceId: data.id, data, now },
  ]);
  return data;
}
