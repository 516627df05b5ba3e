// A new message from a merchant, decided and applied, and the pulls that pay for it.
import { assert } from '../../assert.js';
import type { ServiceContext } from '../../context.js';
import { transact } from '../../db/retry.js';
import { recordEvent } from '../../events/record.js';
import { formatId, newUuid } from '../../ids.js';
import { enqueueJob } from '../../jobs/queue.js';
import { getCurrency } from '../../money/currencies.js';
import type { CardAuthorizationOutcome } from '../../sandbox/index.js';
import { findAccounts } from '../accounts/index.js';
import type * as cards from './store.js';
import type {
  CardAuthorizationDecision,
  CardMerchant,
  DeclineReason,
  IssuerEventKind,
} from './transactions.schemas.js';
import * as store from './transactions.store.js';
import { announce, change, isInsufficientFunds, moveMoney, type Place } from './transactions.js';
import type { Applying, Outcome } from './issuer-events.js';

export const PULL_CONFIRMATION_JOB = 'cards.pull-confirmation';
export const AUTHORIZATION_DECLINED = 'CARD.AUTHORIZATION_DECLINED';
export const BALANCE_INQUIRY = 'CARD.BALANCE_INQUIRY';

export const amountOf = (a: Applying): bigint => BigInt(a.request.amount ?? 0);
export const merchantOf = (a: Applying): CardMerchant => {
  assert(a.request.merchant !== undefined, 'a message from a merchant names it');
  return a.request.merchant;
};

/** Announces a decision that leaves no card transaction to show it (a decline, a balance inquiry). */
export async function announceDecision(
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
export function declineOf(
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
export async function authorize(
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

export const describe = (kind: IssuerEventKind): string =>
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
export async function pull(
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
    await store.setPullStatus(trx, pulled, outcome, now);
    if (outcome === 'FAILED' && row.status !== 'EXCEPTION') {
      // The money left the account but the network says it did not arrive: it stays held (not
      // available, not paid) and CARD_TRANSACTION.EXCEPTION is the high-urgency alert.
      await change(trx, row, 'EXCEPTION', {}, now);
    } else {
      await announce(
        trx,
        await store.updateCardTransaction(trx, row, { last_event_at: now, updated_at: now }),
        now,
      );
    }
  });
}
