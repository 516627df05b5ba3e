import type { Kysely } from 'kysely';
import type { ServiceContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import type { TransactionRow } from '../transactions/store.js';
import type { IdempotencyClaim } from '../../../idempotency/index.js';
import { transact } from '../../../db/retry.js';
import { ApiError, invalidField } from '../../../errors.js';
import { formatId } from '../../../ids.js';
import { loadAccount } from '../../accounts/index.js';
import type { InternalAccountView } from '../../accounts/index.js';
import { checkAmountLimits, getConfig } from '../../config/index.js';
import type { PlatformConfig } from '../../config/index.js';
import type { ExternalAccountRow } from '../../external-accounts/index.js';
import {
  accountTypeDefinition,
  primaryIdentifier,
  railsOf,
  settlementRail,
} from '../../external-accounts/index.js';
import {
  activeInternalAccount,
  loadAnyExternalAccount,
  PULL_CAPABLE_ACCOUNT_TYPES,
} from '../quotes/parties.js';
import { checkOwnershipVerification, checkSendingCurrency } from '../quotes/pricing.js';
import { type AgentPayment, createPayment } from '../execution/engine.js';
import { refusedTransfer, type Scenario } from '../execution/rails.js';
import type { BankRails } from '../../../sandbox/index.js';
import { getCurrency } from '../../../money/currencies.js';
import { insufficientFunds } from '../execution/settlement.js';
import { getPayment } from '../transactions/service.js';
import type { Transaction } from '../transactions/schemas.js';

/**
 * Same-currency moves between a customer's external and internal accounts (spec 4.8): a pull
 * (transfer-in) or a payout (transfer-out). The bank's answer comes from the bank rails of
 * ctx.world (in the sandbox: the external account's identifier suffix).
 */

function sameCurrency(internal: string, external: string): void {
  if (internal !== external) {
    throw new ApiError(
      400,
      'INVALID_CURRENCY',
      `Transfers keep their currency: the internal account holds ${internal}, the external account ${external}; use a quote to convert`,
    );
  }
}

function sameOwner(internalCustomer: string | null, externalCustomer: string | null): void {
  if (internalCustomer !== externalCustomer) {
    throw invalidField(
      'destination.accountId',
      'the internal and the external account must belong to the same customer (or both to the platform)',
    );
  }
}

const scenarioOf = (
  bank: BankRails,
  account: { account_type: string; account_info: Record<string, unknown> },
) => {
  const def = accountTypeDefinition(account.account_type);
  return bank.transfer(def ? primaryIdentifier(def, account.account_info) : undefined);
};

/**
 * What a pull without an amount takes: the source's whole available balance. The bank holds
 * `pullableBalanceMajor` (1,000.00 in the currency's units) in every pull-capable account, or
 * the platform's single-transaction maximum when that is lower.
 */
function pullableBalance(bank: BankRails, config: PlatformConfig, currency: string): bigint {
  const balance = bank.pullableBalanceMajor() * 10n ** BigInt(getCurrency(currency).decimals);
  const entry = config.supportedCurrencies.find((c) => c.currencyCode === currency);
  return entry && BigInt(entry.maxAmount) < balance ? BigInt(entry.maxAmount) : balance;
}

/** A transfer checked and ready to submit (what the routes and an agent's action submit). */
export interface PlannedTransfer {
  platformId: string;
  /** INCOMING pulls external -> internal; OUTGOING pays internal -> external. */
  type: 'INCOMING' | 'OUTGOING';
  internal: InternalAccountView;
  external: ExternalAccountRow;
  amount: bigint;
  scenario: Scenario;
  paymentRail: string | undefined;
  description?: string | undefined;
}

/**
 * Creates a checked transfer's payment in `trx`. An agent's transfer its policy holds waits
 * in PENDING (`byAgent.heldForAction`) with no money moved.
 */
export async function createTransfer(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  t: PlannedTransfer,
  byAgent?: AgentPayment,
): Promise<TransactionRow> {
  const internalSide = {
    accountId: formatId('InternalAccount', t.internal.id),
    currency: t.internal.currency,
  };
  const externalSide = {
    accountId: formatId('ExternalAccount', t.external.id),
    currency: t.external.currency,
  };
  const incoming = t.type === 'INCOMING';
  return createPayment(ctx, trx, {
    platformId: t.platformId,
    type: t.type,
    customerId: t.internal.customer_id,
    sourceAccountId: incoming ? null : t.internal.id,
    destinationAccountId: incoming ? t.internal.id : null,
    externalAccountId: t.external.id,
    sent: t.amount,
    sentCurrency: t.internal.currency,
    received: t.amount,
    receivedCurrency: t.internal.currency,
    exchangeRate: null,
    fees: 0n,
    platformFees: 0n,
    scenario: t.scenario,
    ...(byAgent !== undefined ? { byAgent } : {}),
    details: {
      source: { sourceType: 'ACCOUNT', ...(incoming ? externalSide : internalSide) },
      destination: { destinationType: 'ACCOUNT', ...(incoming ? internalSide : externalSide) },
      ...(t.paymentRail ? { paymentRail: t.paymentRail } : {}),
      ...(t.description !== undefined ? { description: t.description } : {}),
    },
  });
}

/** Hands a checked transfer to the payment engine and returns the transaction as the API shows it. */
async function submit(
  ctx: ServiceContext,
  t: PlannedTransfer,
  idempotency: IdempotencyClaim,
): Promise<Transaction> {
  const row = await transact(ctx, async (tctx, trx) => {
    const created = await createTransfer(tctx, trx, t);
    await idempotency.bind(trx, formatId('Transaction', created.id));
    return created;
  });
  return getPayment(ctx, t.platformId, formatId('Transaction', row.id));
}

export type TransferInInput = {
  source: { accountId: string };
  destination: { accountId: string };
  amount?: number | undefined;
};

export async function transferIn(
  ctx: ServiceContext,
  platformId: string,
  body: TransferInInput,
  idempotency: IdempotencyClaim,
): Promise<Transaction> {
  return submit(ctx, await planTransferIn(ctx, platformId, body), idempotency);
}

/** POST /transfer-in's checks: a pull-capable source and an internal account of the same owner and currency. */
export async function planTransferIn(
  ctx: ServiceContext,
  platformId: string,
  body: TransferInInput,
): Promise<PlannedTransfer> {
  const external = await loadAnyExternalAccount(ctx, platformId, body.source.accountId);
  if (!PULL_CAPABLE_ACCOUNT_TYPES.includes(external.account_type)) {
    throw invalidField(
      'source.accountId',
      `${external.account_type} accounts cannot be pulled from; deposit with the internal account's fundingPaymentInstructions`,
    );
  }
  const internal = activeInternalAccount(
    await loadAccount(ctx.db, platformId, body.destination.accountId),
    'destination.accountId',
  );
  sameCurrency(internal.currency, external.currency);
  sameOwner(internal.customer_id, external.customer_id);
  const config = await getConfig(ctx, platformId);
  const amount =
    body.amount === undefined
      ? pullableBalance(ctx.world.bank, config, internal.currency)
      : BigInt(body.amount);
  checkAmountLimits(config, { amountMinor: amount, currency: internal.currency }, 'amount', 'INCOMING');
  const scenario = scenarioOf(ctx.world.bank, external);
  const refused = refusedTransfer(scenario, body.source.accountId);
  if (refused) throw refused;
  return { platformId, type: 'INCOMING', internal, external, amount, scenario, paymentRail: 'ACH' };
}

export type TransferOutInput = {
  source: { accountId: string };
  destination: { accountId: string; paymentRail?: string | undefined };
  amount?: number | undefined;
  remittanceInformation?: string | undefined;
};

export async function transferOut(
  ctx: ServiceContext,
  platformId: string,
  body: TransferOutInput,
  idempotency: IdempotencyClaim,
): Promise<Transaction> {
  return submit(ctx, await planTransferOut(ctx, platformId, body), idempotency);
}

/** POST /transfer-out's checks: an internal account paying an external one of the same owner and currency. */
export async function planTransferOut(
  ctx: ServiceContext,
  platformId: string,
  body: TransferOutInput,
): Promise<PlannedTransfer> {
  const internal = activeInternalAccount(
    await loadAccount(ctx.db, platformId, body.source.accountId),
    'source.accountId',
  );
  const external = await loadAnyExternalAccount(ctx, platformId, body.destination.accountId);
  sameCurrency(internal.currency, external.currency);
  sameOwner(internal.customer_id, external.customer_id);
  const def = accountTypeDefinition(external.account_type);
  const rails: string[] = def ? railsOf(def, external.account_info) : [];
  if (body.destination.paymentRail !== undefined && !rails.includes(body.destination.paymentRail)) {
    throw invalidField(
      'destination.paymentRail',
      `must be one of the account's rails: ${rails.join(', ') || 'none'}`,
    );
  }
  const amount = body.amount === undefined ? internal.available : BigInt(body.amount);
  if (amount <= 0n) throw insufficientFunds(body.source.accountId);
  const config = await getConfig(ctx, platformId);
  checkSendingCurrency(config, internal.currency);
  checkAmountLimits(config, { amountMinor: amount, currency: internal.currency }, 'amount', 'OUTGOING');
  const now = ctx.clock.now();
  checkOwnershipVerification(ctx.world.fx, external, external.currency, amount, platformId, now);
  const scenario = scenarioOf(ctx.world.bank, external);
  const refused = refusedTransfer(scenario, body.destination.accountId);
  if (refused) throw refused;
  const rail = body.destination.paymentRail ?? rails[0];
  return {
    platformId,
    type: 'OUTGOING',
    internal,
    external,
    amount,
    scenario,
    paymentRail: rail === undefined ? undefined : settlementRail(rail),
    description: body.remittanceInformation,
  };
}
