import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { assert } from '../../assert.js';
import type { ServiceContext } from '../../context.js';
import { transact } from '../../db/retry.js';
import type { Database } from '../../db/schema.js';
import { ApiError, invalidField, invalidInput, notFound } from '../../errors.js';
import { recordEvent } from '../../events/record.js';
import { formatId, newUuid, parseId } from '../../ids.js';
import { enqueueJob } from '../../jobs/queue.js';
import { getCurrency } from '../../money/currencies.js';
import type { CardAuthorizationOutcome } from '../../sandbox/index.js';
import { findAccounts } from '../accounts/index.js';
import * as cards from './store.js';
import type {
  CardAuthorizationDecision,
  CardMerchant,
  DeclineReason,
  IssuerEventKind,
} from './transactions.schemas.js';
import * as store from './transactions.store.js';
import {
  announce,
  change,
  isInsufficientFunds,
  moveMoney,
  moveOf,
  OPEN_STATUSES,
  type Place,
  releaseHold,
} from './transactions.js';

/**
 * The sandbox card network (spec 4.15): each simulation is a message to the issuer, answered
 * 202 with its token and applied by a job about a second later (the issuer's event), so its
 * outcome arrives as webhooks. What can be judged from the request alone is answered at once
 * (400/404); the job judges again, since the card or the transaction may have moved meanwhile.
 */

export const ISSUER_EVENT_JOB = 'cards.issuer-event';
export const PULL_CONFIRMATION_JOB = 'cards.pull-confirmation';
export const AUTHORIZATION_DECLINED = 'CARD.AUTHORIZATION_DECLINED';
export const BALANCE_INQUIRY = 'CARD.BALANCE_INQUIRY';

/** What a simulation carries: a new message from a merchant, or one about a card transaction. */
export type SimulationRequest =
  | { kind: NewMessageKind; amount: number; currencyCode: string | undefined; merchant: CardMerchant }
  | { kind: 'BALANCE_INQUIRY'; merchant: CardMerchant }
  | { kind: 'AUTHORIZATION_ADVICE' | 'CLEARING' | 'RETURN'; cardTransactionId: string; amount: number }
  | { kind: 'RETURN_REVERSAL'; cardTransactionId: string };

type NewMessageKind = Extract<
  IssuerEventKind,
  | 'AUTHORIZATION'
  | 'FINANCIAL_AUTHORIZATION'
  | 'CREDIT_AUTHORIZATION'
  | 'FINANCIAL_CREDIT_AUTHORIZATION'
  | 'CREDIT_AUTHORIZATION_ADVICE'
>;

/** The stored request of an issuer event (amounts as JSON numbers, ids as uuids). */
interface StoredRequest {
  amount?: number;
  merchant?: CardMerchant;
}

const cardNotFound = (id: string) => notFound('NOT_FOUND', `Card ${id} not found`);
const transactionNotFound = (id: string) =>
  notFound('TRANSACTION_NOT_FOUND', `Card transaction ${id} not found on this card`);

const newToken = () => `itx_${randomBytes(12).toString('hex')}`;

/**
 * Why a message about `row` cannot be applied now, or undefined when it can. Asked when the
 * simulation is requested (400) and again when its job runs (the message is then ignored).
 */
function followUpRefusal(
  kind: 'AUTHORIZATION_ADVICE' | 'CLEARING' | 'RETURN' | 'RETURN_REVERSAL',
  row: store.CardTransactionRow,
  amount: bigint,
  lastReturn: store.IssuerEventRow | undefined,
): string | undefined {
  const open = OPEN_STATUSES.includes(row.status);
  switch (kind) {
    case 'AUTHORIZATION_ADVICE':
      if (row.direction !== 'DEBIT') return 'an authorization advice is about a DEBIT authorization';
      if (!open) return `the transaction is ${row.status}: an advice needs AUTHORIZED or PARTIALLY_SETTLED`;
      if (amount < row.settled_amount)
        return `the new total is below what was already settled (${row.settled_amount})`;
      return undefined;
    case 'CLEARING':
      return open
        ? undefined
        : `the transaction is ${row.status}: only AUTHORIZED or PARTIALLY_SETTLED clear`;
    case 'RETURN':
      if (row.direction !== 'DEBIT') return 'a return pays back a DEBIT';
      if (row.status === 'EXCEPTION') return 'the transaction is EXCEPTION';
      if (amount > row.settled_amount - row.refunded_amount) {
        return `only ${row.settled_amount - row.refunded_amount} of it is settled and not refunded yet`;
      }
      return undefined;
    case 'RETURN_REVERSAL':
      if (row.status === 'EXCEPTION') return 'the transaction is EXCEPTION';
      return lastReturn ? undefined : 'the transaction has no return to reverse';
  }
}

/** POST /sandbox/cards/{id}/simulate/*: checks what it can, queues the issuer's event, answers its token. */
export async function simulate(
  ctx: ServiceContext,
  platformId: string,
  cardId: string,
  request: SimulationRequest,
): Promise<{ issuerTransactionToken: string }> {
  const cardUuid = parseId('Card', cardId.trim());
  const card = cardUuid ? await cards.findCard(ctx.db, platformId, cardUuid) : undefined;
  if (!card) throw cardNotFound(cardId);
  if (card.state === 'PROCESSING' || card.state === 'PENDING_KYC') {
    throw invalidInput(
      `Card ${cardId} is ${card.state}: the issuer has not provisioned it, no network knows it yet`,
    );
  }
  let transactionUuid: string | undefined;
  if (
    'currencyCode' in request &&
    request.currencyCode !== undefined &&
    request.currencyCode.trim().toUpperCase() !== card.currency
  ) {
    throw new ApiError(
      400,
      'INVALID_CURRENCY',
      `Card ${cardId} spends ${card.currency}, not ${request.currencyCode}`,
      {
        errors: [{ field: 'currency.code', message: `must be ${card.currency}` }],
      },
    );
  }
  if (request.kind === 'CREDIT_AUTHORIZATION_ADVICE') {
    const open = await store.findOpenCredit(ctx.db, card.id, request.merchant.descriptor);
    if (!open) {
      throw invalidField(
        'merchant.descriptor',
        'no credit authorization of this card from that merchant is AUTHORIZED',
      );
    }
  }
  if ('cardTransactionId' in request) {
    transactionUuid = parseId('CardTransaction', request.cardTransactionId.trim());
    const row = transactionUuid
      ? await store.findCardTransaction(ctx.db, platformId, transactionUuid)
      : undefined;
    if (!row || row.card_id !== card.id) throw transactionNotFound(request.cardTransactionId);
    const amount = 'amount' in request ? BigInt(request.amount) : 0n;
    const refused = followUpRefusal(request.kind, row, amount, await store.latestReturn(ctx.db, row.id));
    if (refused) throw invalidField('cardTransactionId', refused);
  }
  const token = newToken();
  const stored: Record<string, unknown> = {
    ...('amount' in request ? { amount: request.amount } : {}),
    ...('merchant' in request ? { merchant: request.merchant } : {}),
  };
  await transact(ctx, async (tctx, trx) => {
    const now = tctx.clock.now();
    await store.insertIssuerEvent(trx, {
      token,
      platform_id: platformId,
      card_id: card.id,
      kind: request.kind,
      request: stored,
      card_transaction_id: transactionUuid ?? null,
      outcome: null,
      reversed_by: null,
      received_at: now,
      processed_at: null,
    });
    await enqueueJob(trx, {
      kind: ISSUER_EVENT_JOB,
      platformId,
      payload: { platformId, token },
      runAt: new Date(now.getTime() + tctx.world.cardIssuer.eventDelayMs * tctx.config.sandboxDelayScale),
      now,
    });
  });
  ctx.notifyJobs?.();
  return { issuerTransactionToken: token };
}

// ---------------------------------------------------------------------------------------
// The issuer's events, applied

interface Applying {
  ctx: ServiceContext;
  trx: Kysely<Database>;
  event: store.IssuerEventRow;
  card: cards.CardRecord;
  request: StoredRequest;
  now: Date;
}

/** The job: applies an issuer event once (a run after it was applied finds it processed). */
export async function applyIssuerEvent(ctx: ServiceContext, payload: unknown): Promise<void> {
  const { platformId, token } = payload as { platformId: string; token: string };
  await transact(ctx, async (tctx, trx) => {
    const event = await store.lockIssuerEvent(trx, platformId, token);
    if (!event || event.processed_at !== null) return;
    // The card's lock orders every change of its transactions (and its closing) one after another.
    const locked = await cards.lockCard(trx, platformId, event.card_id);
    const card = locked ? await cards.findCard(trx, platformId, event.card_id) : undefined;
    if (!card) return;
    const applying: Applying = {
      ctx: tctx,
      trx,
      event,
      card,
      request: event.request as StoredRequest,
      now: tctx.clock.now(),
    };
    const outcome = await apply(applying);
    await store.markIssuerEvent(trx, token, {
      outcome: outcome.outcome,
      processed_at: applying.now,
      ...(outcome.cardTransactionId ? { card_transaction_id: outcome.cardTransactionId } : {}),
    });
  });
}

interface Outcome {
  outcome: string;
  cardTransactionId?: string;
}

async function apply(a: Applying): Promise<Outcome> {
  const kind = a.event.kind as IssuerEventKind;
  switch (kind) {
    case 'AUTHORIZATION':
    case 'FINANCIAL_AUTHORIZATION':
    case 'CREDIT_AUTHORIZATION':
    case 'FINANCIAL_CREDIT_AUTHORIZATION':
    case 'BALANCE_INQUIRY':
      return authorize(a, kind);
    case 'CREDIT_AUTHORIZATION_ADVICE':
      return creditAdvice(a);
    case 'AUTHORIZATION_ADVICE':
    case 'CLEARING':
    case 'RETURN':
    case 'RETURN_REVERSAL':
      return followUp(a, kind);
  }
}

const amountOf = (a: Applying): bigint => BigInt(a.request.amount ?? 0);
const merchantOf = (a: Applying): CardMerchant => {
  assert(a.request.merchant !== undefined, 'a message from a merchant names it');
  return a.request.merchant;
};

/** Announces a decision that leaves no card transaction to show it (a decline, a balance inquiry). */
async function announceDecision(
  a: Applying,
  decision: { reason?: DeclineReason; amount: bigint; merchant: CardMerchant; cardTransactionId?: string },
): Promise<Outcome> {
  const data: CardAuthorizationDecision = {
    issuerTransactionToken: a.event.token,
    cardId: formatId('Card', a.card.id),
    kind: a.event.kind as IssuerEventKind,
    decision: decision.reason ? 'DECLINED' : 'APPROVED',
    ...(decision.reason ? { declineReason: decision.reason } : {}),
    merchant: decision.merchant,
    amount: { amount: Number(decision.amount), currency: getCurrency(a.card.currency) },
    ...(decision.cardTransactionId
      ? { cardTransactionId: formatId('CardTransaction', decision.cardTransactionId) }
      : {}),
    decidedAt: a.now.toISOString(),
  };
  await recordEvent(a.trx, {
    platformId: a.card.platform_id,
    type: decision.reason ? AUTHORIZATION_DECLINED : BALANCE_INQUIRY,
    resourceId: formatId('Card', a.card.id),
    data,
    now: a.now,
  });
  return { outcome: decision.reason ? `DECLINED:${decision.reason}` : 'APPROVED' };
}

/** The decline the card's state, its limit or the issuer's simulation imposes, before any money. */
function declineOf(
  answer: CardAuthorizationOutcome,
  card: cards.CardRecord,
  spend: bigint,
): DeclineReason | undefined {
  if (answer === 'DECLINE_INSUFFICIENT_FUNDS') return 'INSUFFICIENT_FUNDS';
  if (answer === 'DECLINE_CARD_PAUSED' || card.state === 'FROZEN') return 'CARD_PAUSED';
  if (card.state === 'CLOSED') return 'CARD_CLOSED';
  if (card.max_spend_per_transaction !== null && spend > card.max_spend_per_transaction) {
    return 'SPEND_LIMIT_EXCEEDED';
  }
  return undefined;
}

/**
 * Funding sources an authorization may use, in priority order: an embedded wallet only with an
 * ACTIVE delegated key for this card (the wallets module answers through `cardSigningKey`).
 */
async function usableSources(a: Applying): Promise<string[]> {
  const accounts = await findAccounts(a.trx, a.card.platform_id, a.card.funding_sources);
  const usable: string[] = [];
  for (const account of accounts) {
    if (account.status !== 'ACTIVE') continue;
    if (account.type === 'EMBEDDED_WALLET') {
      let signs = false;
      for (const check of a.ctx.hooks.cardSigningKey) {
        signs ||= await check(a.ctx, a.trx, a.card.platform_id, a.card.id, account.id);
      }
      if (!signs) continue;
    }
    usable.push(account.id);
  }
  return usable;
}

/** A new message from a merchant: decided, then held, paid or credited on the first source that can. */
async function authorize(
  a: Applying,
  kind:
    | 'AUTHORIZATION'
    | 'FINANCIAL_AUTHORIZATION'
    | 'CREDIT_AUTHORIZATION'
    | 'FINANCIAL_CREDIT_AUTHORIZATION'
    | 'BALANCE_INQUIRY',
): Promise<Outcome> {
  const merchant = merchantOf(a);
  const amount = amountOf(a);
  const debit = kind === 'AUTHORIZATION' || kind === 'FINANCIAL_AUTHORIZATION';
  const answer = a.ctx.world.cardIssuer.authorization(merchant.descriptor);
  const declined = declineOf(answer.outcome, a.card, debit ? amount : 0n);
  if (declined || kind === 'BALANCE_INQUIRY') {
    return announceDecision(a, { ...(declined ? { reason: declined } : {}), amount, merchant });
  }
  const financial = kind === 'FINANCIAL_AUTHORIZATION' || kind === 'FINANCIAL_CREDIT_AUTHORIZATION';
  const id = newUuid();
  const row = {
    id,
    platform_id: a.card.platform_id,
    card_id: a.card.id,
    customer_id: a.card.cardholder_id,
    currency: a.card.currency,
    direction: debit ? ('DEBIT' as const) : ('CREDIT' as const),
  };
  const [from, to]: [Place, Place] = debit
    ? ['AVAILABLE', financial ? 'NETWORK' : 'PENDING']
    : ['NETWORK', financial ? 'AVAILABLE' : 'PENDING'];
  const movement = (accountId: string) => ({
    platformId: row.platform_id,
    cardTransactionId: id,
    accountId,
    currency: row.currency,
    amount,
    from,
    to,
    description: describe(kind),
  });
  let accountId: string | undefined;
  if (debit) {
    for (const source of await usableSources(a)) {
      try {
        await moveMoney(a.trx, movement(source), a.now);
        accountId = source;
        break;
      } catch (err) {
        // Another authorization may have taken this source's money first: the next source decides.
        if (!isInsufficientFunds(err)) throw err;
      }
    }
    if (accountId === undefined)
      return announceDecision(a, { reason: 'INSUFFICIENT_FUNDS', amount, merchant });
  } else {
    // Credits land on the first funding source: receiving needs no signature.
    accountId = a.card.funding_sources[0];
    assert(accountId !== undefined, 'a card that is not CLOSED has a funding source');
    await moveMoney(a.trx, movement(accountId), a.now);
  }
  const inserted = await store.insertCardTransaction(a.trx, {
    ...row,
    account_id: accountId,
    status: financial ? 'SETTLED' : 'AUTHORIZED',
    merchant: JSON.stringify(merchant),
    authorized_amount: amount,
    held_amount: financial ? 0n : amount,
    settled_amount: financial ? amount : 0n,
    settlement_count: financial ? 1 : 0,
    issuer_transaction_token: a.event.token,
    authorized_at: a.now,
    last_event_at: a.now,
    created_at: a.now,
    updated_at: a.now,
  });
  if (debit) await pull(a, inserted, amount, answer);
  await announce(a.trx, inserted, a.now);
  return { outcome: 'APPROVED', cardTransactionId: id };
}

const describe = (kind: IssuerEventKind): string =>
  ({
    AUTHORIZATION: 'Card authorization: hold',
    FINANCIAL_AUTHORIZATION: 'Card financial authorization: paid',
    CREDIT_AUTHORIZATION: 'Card credit authorization: pending credit',
    FINANCIAL_CREDIT_AUTHORIZATION: 'Card financial credit: credited',
    CREDIT_AUTHORIZATION_ADVICE: 'Card credit advice',
    AUTHORIZATION_ADVICE: 'Card authorization advice',
    BALANCE_INQUIRY: 'Card balance inquiry',
    CLEARING: 'Card clearing',
    RETURN: 'Card return',
    RETURN_REVERSAL: 'Card return reversed',
  })[kind];

/**
 * Records a pull of `amount` for the transaction: confirmed at once, or PENDING until a job
 * confirms it (descriptor 005) or reports it FAILED (006). Only the authorization's own pull
 * is simulated; later pulls (an advice, an over-authorization) confirm at once.
 */
async function pull(
  a: Applying,
  row: store.CardTransactionRow,
  amount: bigint,
  answer?: { outcome: CardAuthorizationOutcome; pullConfirmationDelayMs: number },
): Promise<void> {
  const later =
    answer?.outcome === 'PULL_DELAYED'
      ? 'CONFIRMED'
      : answer?.outcome === 'PULL_CONFIRMATION_FAILED'
        ? 'FAILED'
        : undefined;
  const id = newUuid();
  await store.insertPull(a.trx, {
    id,
    platform_id: row.platform_id,
    card_transaction_id: row.id,
    amount,
    status: later ? 'PENDING' : 'CONFIRMED',
    created_at: a.now,
    updated_at: a.now,
  });
  if (!later || !answer) return;
  await enqueueJob(a.trx, {
    kind: PULL_CONFIRMATION_JOB,
    platformId: row.platform_id,
    payload: { platformId: row.platform_id, pullId: id, outcome: later },
    runAt: new Date(a.now.getTime() + answer.pullConfirmationDelayMs * a.ctx.config.sandboxDelayScale),
    now: a.now,
  });
  a.ctx.notifyJobs?.();
}

/** A credit advice: the merchant's credit to this card has a new total (its open credit authorization). */
async function creditAdvice(a: Applying): Promise<Outcome> {
  const merchant = merchantOf(a);
  const open = await store.findOpenCredit(a.trx, a.card.id, merchant.descriptor);
  if (!open) return { outcome: 'IGNORED: no open credit authorization from this merchant' };
  const row = await store.findCardTransaction(a.trx, a.card.platform_id, open.id, { forUpdate: true });
  assert(row !== undefined, 'an open credit found in this transaction exists');
  await retotal(a, row, amountOf(a), 'NETWORK', describe('CREDIT_AUTHORIZATION_ADVICE'));
  return { outcome: 'APPLIED', cardTransactionId: row.id };
}

/** A message about a card transaction of this card: an advice, a clearing, a return or its reversal. */
async function followUp(
  a: Applying,
  kind: 'AUTHORIZATION_ADVICE' | 'CLEARING' | 'RETURN' | 'RETURN_REVERSAL',
): Promise<Outcome> {
  assert(a.event.card_transaction_id !== null, 'a follow-up message names its card transaction');
  const row = await store.findCardTransaction(a.trx, a.card.platform_id, a.event.card_transaction_id, {
    forUpdate: true,
  });
  assert(row !== undefined, 'a card transaction a message names exists');
  const amount = amountOf(a);
  const lastReturn = kind === 'RETURN_REVERSAL' ? await store.latestReturn(a.trx, row.id) : undefined;
  const refused = followUpRefusal(kind, row, amount, lastReturn);
  if (refused) return { outcome: `IGNORED: ${refused}`, cardTransactionId: row.id };
  const applied = { outcome: 'APPLIED', cardTransactionId: row.id };
  switch (kind) {
    case 'AUTHORIZATION_ADVICE':
      return advice(a, row, amount);
    case 'CLEARING':
      await clear(a, row, amount);
      return applied;
    case 'RETURN':
      await moveOf(a.trx, row, amount, 'NETWORK', 'AVAILABLE', describe('RETURN'), a.now);
      await change(
        a.trx,
        row,
        row.status === 'SETTLED' && row.refunded_amount + amount === row.settled_amount
          ? 'REFUNDED'
          : row.status,
        { refunded_amount: row.refunded_amount + amount, refund_count: row.refund_count + 1 },
        a.now,
      );
      return applied;
    case 'RETURN_REVERSAL': {
      assert(lastReturn !== undefined, 'a reversal has its return');
      const returned = BigInt((lastReturn.request as StoredRequest).amount ?? 0);
      try {
        await moveOf(a.trx, row, returned, 'AVAILABLE', 'NETWORK', describe('RETURN_REVERSAL'), a.now);
      } catch (err) {
        if (!isInsufficientFunds(err)) throw err;
        // The cardholder spent the refund: the network takes it back from nobody. People decide.
        await change(a.trx, row, 'EXCEPTION', {}, a.now);
        return {
          outcome: 'EXCEPTION: the account cannot repay the reversed return',
          cardTransactionId: row.id,
        };
      }
      await store.markIssuerEvent(a.trx, lastReturn.token, { reversed_by: a.event.token });
      await change(
        a.trx,
        row,
        row.status === 'REFUNDED' ? 'SETTLED' : row.status,
        { refunded_amount: row.refunded_amount - returned, refund_count: row.refund_count - 1 },
        a.now,
      );
      return applied;
    }
  }
}

/** An advice: the authorization's new total. More is decided like an authorization of the difference. */
async function advice(a: Applying, row: store.CardTransactionRow, total: bigint): Promise<Outcome> {
  const delta = total - row.authorized_amount;
  const decline = (reason: DeclineReason) =>
    announceDecision(a, { reason, amount: total, merchant: row.merchant, cardTransactionId: row.id });
  if (delta > 0n) {
    const answer = a.ctx.world.cardIssuer.authorization(row.merchant.descriptor);
    const declined = declineOf(answer.outcome, a.card, total);
    if (declined) return decline(declined);
  }
  try {
    await retotal(a, row, total, 'AVAILABLE', describe('AUTHORIZATION_ADVICE'));
  } catch (err) {
    if (!isInsufficientFunds(err)) throw err;
    return decline('INSUFFICIENT_FUNDS');
  }
  if (delta > 0n) await pull(a, row, delta);
  return { outcome: 'APPLIED', cardTransactionId: row.id };
}

/**
 * A new total of an open authorization: the difference moves between `outside` and the hold
 * (INSUFFICIENT_FUNDS, nothing written, when `outside` cannot give it), and the total is recorded.
 */
async function retotal(
  a: Applying,
  row: store.CardTransactionRow,
  total: bigint,
  outside: Place,
  description: string,
): Promise<void> {
  const delta = total - row.authorized_amount;
  if (delta > 0n) await moveOf(a.trx, row, delta, outside, 'PENDING', description, a.now);
  if (delta < 0n) await moveOf(a.trx, row, -delta, 'PENDING', outside, description, a.now);
  await change(
    a.trx,
    row,
    row.status,
    { authorized_amount: total, held_amount: row.held_amount + delta },
    a.now,
  );
}

/**
 * A clearing of `amount`: 0 is the authorization's expiry (its hold released); otherwise the
 * merchant is paid from the hold, and what exceeds it (an over-authorization) is pulled from
 * the account's available balance afterwards. A clearing below the hold leaves the rest held
 * (PARTIALLY_SETTLED) for further clearings or the expiry. A CREDIT clears the other way.
 */
async function clear(a: Applying, row: store.CardTransactionRow, amount: bigint): Promise<void> {
  if (amount === 0n) {
    await releaseHold(a.trx, row, 'the authorization expired', a.now);
    return;
  }
  const fromHold = amount < row.held_amount ? amount : row.held_amount;
  const excess = amount - fromHold;
  const debit = row.direction === 'DEBIT';
  if (excess > 0n) {
    try {
      await moveOf(
        a.trx,
        row,
        excess,
        debit ? 'AVAILABLE' : 'NETWORK',
        debit ? 'NETWORK' : 'AVAILABLE',
        'Card clearing above the authorization',
        a.now,
      );
    } catch (err) {
      if (!isInsufficientFunds(err)) throw err;
      // The merchant was paid by the network and the account cannot cover it: people reconcile.
      await change(a.trx, row, 'EXCEPTION', {}, a.now);
      return;
    }
    if (debit) await pull(a, row, excess);
  }
  if (fromHold > 0n) {
    await moveOf(
      a.trx,
      row,
      fromHold,
      'PENDING',
      debit ? 'NETWORK' : 'AVAILABLE',
      describe('CLEARING'),
      a.now,
    );
  }
  const held = row.held_amount - fromHold;
  await change(
    a.trx,
    row,
    held === 0n ? 'SETTLED' : 'PARTIALLY_SETTLED',
    {
      held_amount: held,
      settled_amount: row.settled_amount + amount,
      settlement_count: row.settlement_count + 1,
    },
    a.now,
  );
}

/** The job of a pull whose confirmation comes later: CONFIRMED, or FAILED (the transaction goes to EXCEPTION). */
export async function confirmPull(ctx: ServiceContext, payload: unknown): Promise<void> {
  const { platformId, pullId, outcome } = payload as {
    platformId: string;
    pullId: string;
    outcome: 'CONFIRMED' | 'FAILED';
  };
  await transact(ctx, async (tctx, trx) => {
    const pulled = await store.lockPull(trx, platformId, pullId);
    if (!pulled || pulled.status !== 'PENDING') return;
    const now = tctx.clock.now();
    const row = await store.findCardTransaction(trx, platformId, pulled.card_transaction_id, {
      forUpdate: true,
    });
    assert(row !== undefined, 'a pull has its card transaction');
    await store.setPullStatus(trx, pulled.id, outcome, now);
    if (outcome === 'FAILED' && row.status !== 'EXCEPTION') {
      // The money left the account but the network says it did not arrive: it stays held (not
      // available, not paid) and CARD_TRANSACTION.EXCEPTION is the high-urgency alert.
      await change(trx, row, 'EXCEPTION', {}, now);
    } else {
      await announce(
        trx,
        await store.updateCardTransaction(trx, row.id, { last_event_at: now, updated_at: now }),
        now,
      );
    }
  });
}
