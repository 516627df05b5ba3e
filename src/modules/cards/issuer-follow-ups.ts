// Messages about an existing card transaction: advices, clearings, returns and their reversals.
import { assert } from '../../assert.js';
import type { DeclineReason } from './transactions.schemas.js';
import * as store from './transactions.store.js';
import {
  change,
  isInsufficientFunds,
  moveOf,
  OPEN_STATUSES,
  type Place,
  releaseHold,
} from './transactions.js';
import type { StoredRequest } from './issuer.js';
import type { Applying, Outcome } from './issuer-events.js';
import {
  amountOf,
  announceDecision,
  declineOf,
  describe,
  merchantOf,
  pull,
} from './issuer-authorizations.js';

/**
 * Why a message about `row` cannot be applied now, or undefined when it can. Asked when the
 * simulation is requested (400) and again when its job runs (the message is then ignored).
 */
export function followUpRefusal(
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

/** A credit advice: the merchant's credit to this card has a new total (its open credit authorization). */
export async function creditAdvice(a: Applying): Promise<Outcome> {
  const merchant = merchantOf(a);
  const open = await store.findOpenCredit(a.trx, a.card, merchant.descriptor);
  if (!open) return { outcome: 'IGNORED: no open credit authorization from this merchant' };
  const row = await store.findCardTransaction(a.trx, a.card.platform_id, open.id, { forUpdate: true });
  assert(row !== undefined, 'an open credit found in this transaction exists');
  await retotal(a, row, amountOf(a), 'NETWORK', describe('CREDIT_AUTHORIZATION_ADVICE'));
  return { outcome: 'APPLIED', cardTransactionId: row.id };
}

/** A message about a card transaction of this card: an advice, a clearing, a return or its reversal. */
export async function followUp(
  a: Applying,
  kind: 'AUTHORIZATION_ADVICE' | 'CLEARING' | 'RETURN' | 'RETURN_REVERSAL',
): Promise<Outcome> {
  assert(a.event.card_transaction_id !== null, 'a follow-up message names its card transaction');
  const row = await store.findCardTransaction(a.trx, a.card.platform_id, a.event.card_transaction_id, {
    forUpdate: true,
  });
  assert(row !== undefined, 'a card transaction a message names exists');
  const amount = amountOf(a);
  const lastReturn = kind === 'RETURN_REVERSAL' ? await store.latestReturn(a.trx, row) : undefined;
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
      await store.markIssuerEvent(a.trx, lastReturn, { reversed_by: a.event.token });
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
export async function advice(a: Applying, row: store.CardTransactionRow, total: bigint): Promise<Outcome> {
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
