// Whose accounts an agent's request may name: its customer's, and only those its policy allows.
import type { ServiceContext } from '../../context.js';
import { ApiError, notFound } from '../../errors.js';
import { formatId, parseId } from '../../ids.js';
import { findAccounts } from '../accounts/index.js';
import { loadExternalAccount } from '../external-accounts/index.js';
import type { CreateQuoteBody } from '../payments/index.js';
import { type Caller, policyOf } from './service.js';

export async function checkMyInternalAccount(ctx: ServiceContext, who: Caller, id: string, field: string) {
  const uuid = parseId('InternalAccount', id.trim());
  const [account] = uuid ? await findAccounts(ctx.db, who.platformId, [uuid]) : [];
  if (!account || account.customer_id !== who.customerId) {
    throw notFound('NOT_FOUND', `Internal account ${id} not found`);
  }
  const allowed = policyOf(who).accountRestrictions?.allowedAccountIds;
  if (
    allowed !== undefined &&
    allowed !== null &&
    !allowed.some((a) => parseId('InternalAccount', a.trim()) === uuid)
  ) {
    throw new ApiError(403, 'FORBIDDEN', `${field}: the agent's policy does not allow account ${id}`, {
      field,
    });
  }
}

export async function checkMyAccount(ctx: ServiceContext, who: Caller, id: string, field: string) {
  if (parseId('ExternalAccount', id.trim())) {
    const row = await loadExternalAccount(ctx.db, who.platformId, id.trim(), 'customer');
    if (row.customer_id !== who.customerId) throw notFound('NOT_FOUND', `External account ${id} not found`);
    return;
  }
  await checkMyInternalAccount(ctx, who, id, field);
}

/** `customerId` given on the agent's routes must be its own customer (another is 404). */
function ownCustomer(who: Caller, customerId: string | undefined): string {
  const own = formatId('Customer', who.customerId);
  if (customerId !== undefined && parseId('Customer', customerId.trim()) !== who.customerId) {
    throw notFound('USER_NOT_FOUND', `Customer ${customerId} not found`);
  }
  return own;
}

/** A quote request of the agent, with every account and customer it names checked to be its customer's. */
export async function myQuoteRequest(
  ctx: ServiceContext,
  who: Caller,
  body: CreateQuoteBody,
): Promise<CreateQuoteBody> {
  const source = body.source;
  const destination = body.destination;
  if (source.sourceType === 'ACCOUNT') {
    ownCustomer(who, source.customerId);
    await checkMyAccount(ctx, who, source.accountId, 'source.accountId');
  }
  if (destination.destinationType === 'ACCOUNT') {
    await checkMyAccount(ctx, who, destination.accountId, 'destination.accountId');
  }
  return {
    ...body,
    source:
      source.sourceType === 'REALTIME_FUNDING'
        ? { ...source, customerId: ownCustomer(who, source.customerId) }
        : source,
    destination:
      destination.destinationType === 'EXTERNAL_ACCOUNT_DETAILS'
        ? {
            ...destination,
            externalAccountDetails: {
              ...destination.externalAccountDetails,
              customerId: ownCustomer(who, destination.externalAccountDetails.customerId),
            },
          }
        : destination,
  };
}
