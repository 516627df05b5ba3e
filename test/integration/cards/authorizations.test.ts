import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CardTransactionView, type CardWorld, startCardWorld } from '../../helpers/card-transactions.js';
import type { PlatformClient, TestService } from '../../helpers/service.js';
import { responseProblems } from '../../helpers/wire-contract.js';

/**
 * Authorization decisioning and every simulation of spec 4.15 (and the real service's four
 * more), each with the balances it leaves and the ledger invariant: holds, clearings,
 * over-authorization, expiry, advices, credits, returns and their reversal.
 */
let service: TestService;
let platform: PlatformClient;
let world: CardWorld;

beforeAll(async () => {
  ({ service, platform, world } = await startCardWorld('Card transactions'));
});
afterAll(() => service.close());

const FUNDS = 100_000_000; // 100 USDB (6 decimals)

describe('authorization', () => {
  it('holds the amount on the funding source: available drops, total stays', async () => {
    const { customerId, usdb, cardId } = await world.cardholder(FUNDS);
    const simulated = await world.simulate(cardId, 'authorization', {
      amount: 25_000_000,
      currency: world.usdb,
      merchant: world.merchant(),
    });
    expect(simulated.status, simulated.text).toBe(202);
    // Nothing happens before the issuer's event arrives.
    expect(await world.balances(customerId, usdb)).toEqual({ available: FUNDS, total: FUNDS });
    expect(await world.byToken(simulated.body.issuerTransactionToken)).toBeUndefined();

    await world.settle();
    const tx = (await world.byToken(simulated.body.issuerTransactionToken)) as CardTransactionView;
    expect(tx).toMatchObject({
      type: 'CARD',
      id: expect.stringMatching(/^CardTransaction:/),
      cardId,
      customerId,
      status: 'AUTHORIZED',
      direction: 'DEBIT',
      accountId: usdb,
      merchant: { descriptor: 'COFFEE SHOP', mcc: '5814', country: 'US' },
      authorizedAmount: { amount: 25_000_000, currency: { code: 'USDB' } },
      settledAmount: { amount: 0 },
      pullSummary: { count: 1, totalAmount: 25_000_000, pendingCount: 0 },
    });
    expect(await world.balances(customerId, usdb)).toEqual({ available: 75_000_000, total: FUNDS });

    const one = await platform.request('GET', `/transactions/${tx.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(tx);
    expect(responseProblems('GET /transactions/{}', 200, one.body)).toEqual([]);
    expect((await world.events(tx.id)).map((e) => e.type)).toEqual(['CARD_TRANSACTION.AUTHORIZED']);
    expect((await world.events(usdb)).map((e) => e.type).at(-1)).toBe('INTERNAL_ACCOUNT.BALANCE_UPDATED');
  });
});

/** An authorization of 40 USDB on a card funded with FUNDS, applied. */
async function authorizedForty(descriptor?: string) {
  const holder = await world.cardholder(FUNDS);
  const tx = await world.authorized(holder.cardId, 40_000_000, descriptor);
  return { ...holder, tx };
}

describe('clearing (spec 4.15)', () => {
  it('pays the merchant from the hold: SETTLED, the money gone from available and total', async () => {
    const { customerId, usdb, cardId, tx } = await authorizedForty();
    await world.simulated(cardId, 'clearing', { cardTransactionId: tx.id, amount: 40_000_000 });
    expect(await world.transaction(tx.id)).toMatchObject({
      status: 'SETTLED',
      settledAmount: { amount: 40_000_000 },
      settlementSummary: { count: 1, totalAmount: 40_000_000 },
    });
    expect(await world.balances(customerId, usdb)).toEqual({ available: 60_000_000, total: 60_000_000 });
    expect((await world.events(tx.id)).map((e) => e.type)).toEqual([
      'CARD_TRANSACTION.AUTHORIZED',
      'CARD_TRANSACTION.SETTLED',
    ]);
  });

  it('settles part, keeps the rest held (PARTIALLY_SETTLED), and an expiry releases the rest', async () => {
    const { customerId, usdb, cardId, tx } = await authorizedForty();
    await world.simulated(cardId, 'clearing', { cardTransactionId: tx.id, amount: 15_000_000 });
    expect(await world.transaction(tx.id)).toMatchObject({
      status: 'PARTIALLY_SETTLED',
      settledAmount: { amount: 15_000_000 },
    });
    expect(await world.balances(customerId, usdb)).toEqual({ available: 60_000_000, total: 85_000_000 });
    await world.simulated(cardId, 'clearing', { cardTransactionId: tx.id, amount: 0 });
    expect(await world.transaction(tx.id)).toMatchObject({
      status: 'SETTLED',
      settledAmount: { amount: 15_000_000 },
    });
    expect(await world.balances(customerId, usdb)).toEqual({ available: 85_000_000, total: 85_000_000 });
  });

  it('amount 0 is the expiry: the hold goes back, SETTLED with nothing settled', async () => {
    const { customerId, usdb, cardId, tx } = await authorizedForty();
    await world.simulated(cardId, 'clearing', { cardTransactionId: tx.id, amount: 0 });
    expect(await world.transaction(tx.id)).toMatchObject({
      status: 'SETTLED',
      settledAmount: { amount: 0 },
      settlementSummary: { count: 0, totalAmount: 0 },
    });
    expect(await world.balances(customerId, usdb)).toEqual({ available: FUNDS, total: FUNDS });
  });

  it('above the authorization pulls the excess afterwards (over-authorization)', async () => {
    const { customerId, usdb, cardId, tx } = await authorizedForty();
    await world.simulated(cardId, 'clearing', { cardTransactionId: tx.id, amount: 46_000_000 });
    expect(await world.transaction(tx.id)).toMatchObject({
      status: 'SETTLED',
      authorizedAmount: { amount: 40_000_000 },
      settledAmount: { amount: 46_000_000 },
      pullSummary: { count: 2, totalAmount: 46_000_000, pendingCount: 0 },
    });
    expect(await world.balances(customerId, usdb)).toEqual({ available: 54_000_000, total: 54_000_000 });
  });

  it('an over-authorization the account cannot cover is an EXCEPTION, the hold kept for reconciliation', async () => {
    const { customerId, usdb, cardId, tx } = await authorizedForty();
    await world.simulated(cardId, 'clearing', { cardTransactionId: tx.id, amount: 140_000_000 });
    expect(await world.transaction(tx.id)).toMatchObject({
      status: 'EXCEPTION',
      settledAmount: { amount: 0 },
    });
    expect(await world.balances(customerId, usdb)).toEqual({ available: 60_000_000, total: FUNDS });
    const again = await world.simulate(cardId, 'clearing', { cardTransactionId: tx.id, amount: 1 });
    expect([again.status, again.body.code]).toEqual([400, 'INVALID_INPUT']);
  });
});

describe('authorization advice', () => {
  it('raises the hold to the new total, and lowers it', async () => {
    const { customerId, usdb, cardId, tx } = await authorizedForty();
    await world.simulated(cardId, 'authorization_advice', { cardTransactionId: tx.id, amount: 55_000_000 });
    expect(await world.transaction(tx.id)).toMatchObject({
      status: 'AUTHORIZED',
      authorizedAmount: { amount: 55_000_000 },
      pullSummary: { count: 2, totalAmount: 55_000_000 },
    });
    expect(await world.balances(customerId, usdb)).toEqual({ available: 45_000_000, total: FUNDS });
    await world.simulated(cardId, 'authorization_advice', { cardTransactionId: tx.id, amount: 10_000_000 });
    expect(await world.transaction(tx.id)).toMatchObject({ authorizedAmount: { amount: 10_000_000 } });
    expect(await world.balances(customerId, usdb)).toEqual({ available: 90_000_000, total: FUNDS });
    expect((await world.events(tx.id)).map((e) => e.type)).toEqual([
      'CARD_TRANSACTION.AUTHORIZED',
      'CARD_TRANSACTION.AUTHORIZED',
      'CARD_TRANSACTION.AUTHORIZED',
    ]);
  });

  it('declines an increase the account cannot cover, the transaction unchanged', async () => {
    const { customerId, usdb, cardId, tx } = await authorizedForty();
    await world.simulated(cardId, 'authorization_advice', { cardTransactionId: tx.id, amount: 140_000_001 });
    expect(await world.transaction(tx.id)).toMatchObject({ authorizedAmount: { amount: 40_000_000 } });
    expect(await world.decisions(cardId)).toMatchObject([
      {
        kind: 'AUTHORIZATION_ADVICE',
        decision: 'DECLINED',
        declineReason: 'INSUFFICIENT_FUNDS',
        cardTransactionId: tx.id,
      },
    ]);
    expect(await world.balances(customerId, usdb)).toEqual({ available: 60_000_000, total: FUNDS });
  });

  it('applies to a PARTIALLY_SETTLED transaction, never below what is settled', async () => {
    const { cardId, tx } = await authorizedForty();
    await world.simulated(cardId, 'clearing', { cardTransactionId: tx.id, amount: 30_000_000 });
    const below = await world.simulate(cardId, 'authorization_advice', {
      cardTransactionId: tx.id,
      amount: 20_000_000,
    });
    expect([below.status, below.body.code]).toEqual([400, 'INVALID_INPUT']);
    await world.simulated(cardId, 'authorization_advice', { cardTransactionId: tx.id, amount: 30_000_000 });
    // The new total is what is settled: nothing is held any more, but it waits for its clearing.
    expect(await world.transaction(tx.id)).toMatchObject({
      status: 'PARTIALLY_SETTLED',
      authorizedAmount: { amount: 30_000_000 },
    });
  });
});

describe('balance inquiry', () => {
  it('answers without a card transaction or any money moving', async () => {
    const { customerId, usdb, cardId } = await world.cardholder(FUNDS);
    const token = await world.simulated(cardId, 'balance_inquiry', { merchant: world.merchant('ATM 42') });
    expect(await world.decisions(cardId)).toMatchObject([
      { issuerTransactionToken: token, kind: 'BALANCE_INQUIRY', decision: 'APPROVED' },
    ]);
    expect(await world.byToken(token)).toBeUndefined();
    expect(await world.balances(customerId, usdb)).toEqual({ available: FUNDS, total: FUNDS });
  });
});

describe('credits to the cardholder', () => {
  it('a credit authorization waits in the pending balance until its clearing makes it available', async () => {
    const { customerId, usdb, cardId } = await world.cardholder(FUNDS);
    const token = await world.simulated(cardId, 'credit_authorization', {
      amount: 12_000_000,
      currency: world.usdb,
      merchant: world.merchant('SHOE STORE'),
    });
    const tx = (await world.byToken(token)) as CardTransactionView;
    expect(tx).toMatchObject({ status: 'AUTHORIZED', direction: 'CREDIT', accountId: usdb });
    expect(await world.balances(customerId, usdb)).toEqual({ available: FUNDS, total: 112_000_000 });

    // The credit advice (keyed by card and merchant) changes its total.
    await world.simulated(cardId, 'credit_authorization_advice', {
      amount: 9_000_000,
      currency: world.usdb,
      merchant: world.merchant('SHOE STORE'),
    });
    expect(await world.transaction(tx.id)).toMatchObject({ authorizedAmount: { amount: 9_000_000 } });
    expect(await world.balances(customerId, usdb)).toEqual({ available: FUNDS, total: 109_000_000 });

    await world.simulated(cardId, 'clearing', { cardTransactionId: tx.id, amount: 9_000_000 });
    expect(await world.transaction(tx.id)).toMatchObject({
      status: 'SETTLED',
      settledAmount: { amount: 9_000_000 },
    });
    expect(await world.balances(customerId, usdb)).toEqual({ available: 109_000_000, total: 109_000_000 });
  });

  it('an expired credit authorization goes back to the network', async () => {
    const { customerId, usdb, cardId } = await world.cardholder(FUNDS);
    const token = await world.simulated(cardId, 'credit_authorization', {
      amount: 12_000_000,
      currency: world.usdb,
      merchant: world.merchant(),
    });
    const tx = (await world.byToken(token)) as CardTransactionView;
    await world.simulated(cardId, 'clearing', { cardTransactionId: tx.id, amount: 0 });
    expect(await world.transaction(tx.id)).toMatchObject({ status: 'SETTLED', settledAmount: { amount: 0 } });
    expect(await world.balances(customerId, usdb)).toEqual({ available: FUNDS, total: FUNDS });
  });

  it('a credit advice without an open credit from that merchant is refused', async () => {
    const { cardId } = await world.cardholder(FUNDS);
    const res = await world.simulate(cardId, 'credit_authorization_advice', {
      amount: 1,
      currency: world.usdb,
      merchant: world.merchant('NOBODY'),
    });
    expect([res.status, res.body.code]).toEqual([400, 'INVALID_INPUT']);
  });

  it('a financial credit is credited at once: SETTLED', async () => {
    const { customerId, usdb, cardId } = await world.cardholder(FUNDS);
    const token = await world.simulated(cardId, 'financial_credit_authorization', {
      amount: 7_000_000,
      currency: world.usdb,
      merchant: world.merchant(),
    });
    expect(await world.byToken(token)).toMatchObject({
      status: 'SETTLED',
      direction: 'CREDIT',
      settledAmount: { amount: 7_000_000 },
    });
    expect(await world.balances(customerId, usdb)).toEqual({ available: 107_000_000, total: 107_000_000 });
  });
});

describe('financial authorization', () => {
  it('authorizes and settles at once, pulling the amount', async () => {
    const { customerId, usdb, cardId } = await world.cardholder(FUNDS);
    const token = await world.simulated(cardId, 'financial_authorization', {
      amount: 30_000_000,
      currency: world.usdb,
      merchant: world.merchant(),
    });
    expect(await world.byToken(token)).toMatchObject({
      status: 'SETTLED',
      direction: 'DEBIT',
      settledAmount: { amount: 30_000_000 },
      pullSummary: { count: 1, totalAmount: 30_000_000, pendingCount: 0 },
    });
    expect(await world.balances(customerId, usdb)).toEqual({ available: 70_000_000, total: 70_000_000 });
  });
});

describe('returns', () => {
  it('pays back part, then the rest (REFUNDED); a reversal takes the latest back (SETTLED)', async () => {
    const { customerId, usdb, cardId, tx } = await authorizedForty();
    await world.simulated(cardId, 'clearing', { cardTransactionId: tx.id, amount: 40_000_000 });
    await world.simulated(cardId, 'return', { cardTransactionId: tx.id, amount: 10_000_000 });
    expect(await world.transaction(tx.id)).toMatchObject({
      status: 'SETTLED',
      refundedAmount: { amount: 10_000_000 },
      refundSummary: { count: 1, totalAmount: 10_000_000 },
    });
    expect(await world.balances(customerId, usdb)).toEqual({ available: 70_000_000, total: 70_000_000 });
    const tooMuch = await world.simulate(cardId, 'return', { cardTransactionId: tx.id, amount: 30_000_001 });
    expect([tooMuch.status, tooMuch.body.code]).toEqual([400, 'INVALID_INPUT']);
    await world.simulated(cardId, 'return', { cardTransactionId: tx.id, amount: 30_000_000 });
    expect(await world.transaction(tx.id)).toMatchObject({
      status: 'REFUNDED',
      refundedAmount: { amount: 40_000_000 },
      refundSummary: { count: 2, totalAmount: 40_000_000 },
    });
    expect(await world.balances(customerId, usdb)).toEqual({ available: FUNDS, total: FUNDS });

    await world.simulated(cardId, 'return_reversal', { cardTransactionId: tx.id });
    expect(await world.transaction(tx.id)).toMatchObject({
      status: 'SETTLED',
      refundedAmount: { amount: 10_000_000 },
      refundSummary: { count: 1, totalAmount: 10_000_000 },
    });
    expect(await world.balances(customerId, usdb)).toEqual({ available: 70_000_000, total: 70_000_000 });
    expect((await world.events(tx.id)).map((e) => e.type)).toEqual([
      'CARD_TRANSACTION.AUTHORIZED',
      'CARD_TRANSACTION.SETTLED',
      'CARD_TRANSACTION.SETTLED',
      'CARD_TRANSACTION.REFUNDED',
      'CARD_TRANSACTION.SETTLED',
    ]);
  });

  it('refuses a return of an unsettled debit and a reversal without a return', async () => {
    const { cardId, tx } = await authorizedForty();
    const early = await world.simulate(cardId, 'return', { cardTransactionId: tx.id, amount: 1 });
    expect([early.status, early.body.code]).toEqual([400, 'INVALID_INPUT']);
    const reversal = await world.simulate(cardId, 'return_reversal', { cardTransactionId: tx.id });
    expect([reversal.status, reversal.body.code]).toEqual([400, 'INVALID_INPUT']);
  });

  it('a reversal the account can no longer repay is an EXCEPTION', async () => {
    const { customerId, usdb, cardId, tx } = await authorizedForty();
    await world.simulated(cardId, 'clearing', { cardTransactionId: tx.id, amount: 40_000_000 });
    await world.simulated(cardId, 'return', { cardTransactionId: tx.id, amount: 40_000_000 });
    // The cardholder spends the refund (and everything else) elsewhere.
    const spent = await world.authorized(cardId, FUNDS);
    expect(spent.status).toBe('AUTHORIZED');
    await world.simulated(cardId, 'return_reversal', { cardTransactionId: tx.id });
    expect(await world.transaction(tx.id)).toMatchObject({
      status: 'EXCEPTION',
      refundedAmount: { amount: 40_000_000 },
    });
    expect(await world.balances(customerId, usdb)).toEqual({ available: 0, total: FUNDS });
  });
});
