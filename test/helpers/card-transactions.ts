import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { individual } from './fixtures.js';
import { balanceOf, expectLedgerGreen, fund, movableClock } from './payments.js';
import { type PlatformClient, startTestService, type TestService } from './service.js';

/** A card transaction as the API shows it (the contract's CardTransaction). */
export interface CardTransactionView {
  type: 'CARD';
  id: string;
  cardId: string;
  customerId: string;
  status: string;
  direction: string;
  accountId: string;
  merchant: { descriptor: string; mcc?: string; country?: string };
  authorizedAmount: { amount: number };
  settledAmount: { amount: number };
  refundedAmount: { amount: number };
  pullSummary: { count: number; totalAmount: number; pendingCount: number };
  refundSummary: { count: number; totalAmount: number };
  settlementSummary: { count: number; totalAmount: number };
  issuerTransactionToken: string;
}

export interface Decision {
  issuerTransactionToken: string;
  kind: string;
  decision: string;
  declineReason?: string;
  cardTransactionId?: string;
}

/**
 * A world for card transactions driven by a clock the test moves: the worker runs nothing by
 * itself (`runJobs: false`), `settle()` lets the issuer's events (1 s) and whatever else is due run.
 */
export function cardWorld(
  service: TestService,
  platform: PlatformClient,
  clock: { advance(ms: number): void },
) {
  const settle = async (ms = 1_000) => {
    clock.advance(ms);
    await service.worker.drain();
  };

  /** An APPROVED cardholder, its USDB accounts (the plain one funded with `funds`), and an ACTIVE card on them. */
  async function cardholder(
    funds: number,
    card: { maxSpendPerTransaction?: number; sources?: ('usdb' | 'wallet')[] } = {},
  ) {
    const created = await platform.request<{ id: string }>('POST', '/customers', {
      body: individual({ platformCustomerId: `ct-${randomUUID()}` }),
    });
    expect(created.status, created.text).toBe(201);
    const list = await platform.request<{
      data: { id: string; type: string; balance: { currency: { code: string } } }[];
    }>('GET', `/customers/internal-accounts?customerId=${encodeURIComponent(created.body.id)}&currency=USDB`);
    const usdb = list.body.data.find((a) => a.type !== 'EMBEDDED_WALLET')?.id as string;
    const wallet = list.body.data.find((a) => a.type === 'EMBEDDED_WALLET')?.id as string;
    expect(usdb).toBeDefined();
    if (funds > 0) await fund(platform, usdb, funds);
    const issued = await platform.request<{ id: string; state: string }>('POST', '/cards', {
      body: {
        cardholderId: created.body.id,
        form: 'VIRTUAL',
        fundingSources: (card.sources ?? ['usdb']).map((s) => (s === 'usdb' ? usdb : wallet)),
        ...(card.maxSpendPerTransaction !== undefined
          ? { maxSpendPerTransaction: card.maxSpendPerTransaction }
          : {}),
      },
    });
    expect(issued.status, issued.text).toBe(201);
    await settle(2_000);
    const active = await platform.request<{ state: string }>('GET', `/cards/${issued.body.id}`);
    expect(active.body.state).toBe('ACTIVE');
    return { customerId: created.body.id, usdb, wallet, cardId: issued.body.id };
  }

  async function simulate(cardId: string, what: string, body: Record<string, unknown>) {
    return platform.request<{ issuerTransactionToken: string; code?: string; message?: string }>(
      'POST',
      `/sandbox/cards/${cardId}/simulate/${what}`,
      { body },
    );
  }

  /** A simulation accepted (202) and applied by the issuer. */
  async function simulated(cardId: string, what: string, body: Record<string, unknown>): Promise<string> {
    const res = await simulate(cardId, what, body);
    expect(res.status, res.text).toBe(202);
    expect(res.body.issuerTransactionToken).toMatch(/^itx_[0-9a-f]{24}$/);
    await settle();
    return res.body.issuerTransactionToken;
  }

  const merchant = (descriptor = 'COFFEE SHOP') => ({ descriptor, mcc: '5814', country: 'US' });
  const usdb = { code: 'USDB', name: 'USDB', symbol: 'USDB', decimals: 6 };

  /** An authorization of `amount` at `descriptor`, applied: the card transaction it made. */
  async function authorized(
    cardId: string,
    amount: number,
    descriptor?: string,
  ): Promise<CardTransactionView> {
    const token = await simulated(cardId, 'authorization', {
      amount,
      currency: usdb,
      merchant: merchant(descriptor),
    });
    const found = await byToken(token);
    expect(found, `no card transaction for ${token}`).toBeDefined();
    return found as CardTransactionView;
  }

  async function byToken(token: string): Promise<CardTransactionView | undefined> {
    const list = await platform.request<{ data: CardTransactionView[] }>(
      'GET',
      '/transactions?type=CARD&limit=100',
    );
    expect(list.status, list.text).toBe(200);
    return list.body.data.find((t) => t.issuerTransactionToken === token);
  }

  async function transaction(id: string): Promise<CardTransactionView> {
    const res = await platform.request<CardTransactionView>('GET', `/transactions/${id}`);
    expect(res.status, res.text).toBe(200);
    return res.body;
  }

  /** Events recorded for a resource, in order. */
  async function events<T = unknown>(resourceId: string): Promise<{ type: string; data: T }[]> {
    const rows = await service.ctx.db
      .selectFrom('events')
      .select(['type', 'data', 'seq'])
      .where('resource_id', '=', resourceId)
      .orderBy('seq')
      .execute();
    return rows.map((r) => ({ type: r.type, data: r.data as T }));
  }

  /** The decisions announced for a card without a card transaction (declines, balance inquiries). */
  async function decisions(cardId: string): Promise<Decision[]> {
    return (await events<Decision>(cardId))
      .filter((e) => e.type === 'CARD.AUTHORIZATION_DECLINED' || e.type === 'CARD.BALANCE_INQUIRY')
      .map((e) => e.data);
  }

  /** The account's balances through the API, and the ledger invariant. */
  async function balances(customerId: string, accountId: string) {
    await expectLedgerGreen(service);
    return balanceOf(platform, customerId, accountId);
  }

  return {
    settle,
    cardholder,
    simulate,
    simulated,
    merchant,
    usdb,
    authorized,
    byToken,
    transaction,
    events,
    decisions,
    balances,
  };
}

export type CardWorld = ReturnType<typeof cardWorld>;

/** A service whose jobs run only when the test moves its clock, a platform, and its card world. */
export async function startCardWorld(platformName: string) {
  const clock = movableClock();
  const service = await startTestService({ runJobs: false, clock });
  const platform = await service.newPlatform(platformName);
  return { clock, service, platform, world: cardWorld(service, platform, clock) };
}
