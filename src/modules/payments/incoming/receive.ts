import type { Kysely } from 'kysely';
import type { ServiceContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { ApiError } from '../../../errors.js';
import { formatId } from '../../../ids.js';
import { findActiveAccountIdIn } from '../../accounts/index.js';
import { findDefaultUmaDepositAccountId } from '../../external-accounts/index.js';
import type { UmaNetwork } from '../../../sandbox/index.js';
import { createPayment } from '../execution/engine.js';
import type { Scenario } from '../execution/rails.js';
import type { TransactionRow } from '../transactions/store.js';

/**
 * Money arriving at a customer's UMA address, from the sandbox counterparty
 * (POST /sandbox/uma/receive) or from a customer of this service paying it. It lands in the
 * customer's default UMA deposit account (an external account) when one is set in that
 * currency, else in the customer's internal account of that currency (spec 2.2).
 */
export interface IncomingUmaPayment {
  platformId: string;
  customerId: string;
  senderUmaAddress: string;
  currency: string;
  amount: bigint;
  /**
   * Whether the money still has to come in through the sandbox bank. A payment from another
   * customer of the same platform was already moved into the account by the paying side.
   */
  alreadyDelivered?: boolean;
  /**
   * The platform decides the payment (its answer to INCOMING_PAYMENT.PENDING, or the
   * approve/reject endpoints); the money is held until then.
   */
  awaitingPlatformApproval?: boolean;
}

/**
 * What the sandbox counterparty asks of the receiver in the approval webhook: the receiver's
 * name, optional, so that an empty 200 still approves.
 */
export const SANDBOX_REQUESTED_RECEIVER_FIELDS = [{ name: 'FULL_NAME', mandatory: false }];

/** Simulated senders with a script: `$fail.compliance` payments fail, `$pending.long` ones wait. */
function incomingScenario(uma: UmaNetwork, sender: string): Scenario {
  const behaviour = uma.counterparty(sender)?.behaviour;
  if (behaviour === 'FAIL_COMPLIANCE') return 'UMA_COMPLIANCE_FAILURE';
  if (behaviour === 'PENDING_LONG') return 'UMA_PENDING_LONG';
  return 'INTERNAL';
}

/** Where the customer receives `currency`: its default deposit account or its internal account. */
export async function depositTarget(
  trx: Kysely<Database>,
  platformId: string,
  customerId: string,
  currency: string,
): Promise<{ internalAccountId: string } | { externalAccountId: string }> {
  const external = await findDefaultUmaDepositAccountId(trx, platformId, customerId, currency);
  if (external !== undefined) return { externalAccountId: external };
  const internal = await findActiveAccountIdIn(trx, platformId, customerId, currency);
  if (internal === undefined) {
    throw new ApiError(
      400,
      'INVALID_CURRENCY',
      `Customer ${formatId('Customer', customerId)} cannot receive ${currency}`,
    );
  }
  return { internalAccountId: internal };
}

export async function receiveUmaPayment(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  payment: IncomingUmaPayment,
): Promise<TransactionRow> {
  const target = await depositTarget(trx, payment.platformId, payment.customerId, payment.currency);
  const internalAccountId = 'internalAccountId' in target ? target.internalAccountId : null;
  const destinationId =
    'internalAccountId' in target
      ? formatId('InternalAccount', target.internalAccountId)
      : formatId('ExternalAccount', target.externalAccountId);
  const scenario = payment.alreadyDelivered
    ? 'INTERNAL'
    : incomingScenario(ctx.world.uma, payment.senderUmaAddress);
  // Only a payment that would succeed asks for approval: scripted failures and long holds keep their script.
  const awaiting =
    payment.awaitingPlatformApproval === true && scenario === 'INTERNAL' && !payment.alreadyDelivered;
  return createPayment(ctx, trx, {
    platformId: payment.platformId,
    type: 'INCOMING',
    customerId: payment.customerId,
    sourceAccountId: null,
    // Already delivered by the paying side: record the payment without moving money again.
    destinationAccountId: payment.alreadyDelivered ? null : internalAccountId,
    externalAccountId: 'externalAccountId' in target ? target.externalAccountId : null,
    sent: payment.amount,
    sentCurrency: payment.currency,
    received: payment.amount,
    receivedCurrency: payment.currency,
    exchangeRate: null,
    fees: 0n,
    platformFees: 0n,
    scenario,
    ...(awaiting
      ? {
          awaitingPlatformApproval: true,
          requestedReceiverCustomerInfoFields: SANDBOX_REQUESTED_RECEIVER_FIELDS,
        }
      : {}),
    details: {
      source: { sourceType: 'UMA_ADDRESS', umaAddress: payment.senderUmaAddress, currency: payment.currency },
      destination: { destinationType: 'ACCOUNT', accountId: destinationId, currency: payment.currency },
    },
  });
}
