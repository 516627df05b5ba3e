import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CardTransactionView, type CardWorld, startCardWorld } from '../../helpers/card-transactions.js';
import { fund } from '../../helpers/payments.js';
import type { PlatformClient, TestService } from '../../helpers/service.js';
import { stamp } from '../../../packages/client/src/index.js';
import { type Challenge, walletFlows } from '../../helpers/wallet-flows.js';

/**
 * Who decides an authorization: the descriptor suffixes of spec 4.15 (002, 003, 005, 006), the
 * card's state and limit, the funding sources in priority order (an embedded wallet only with
 * an ACTIVE delegated key), two authorizations racing for one balance, and closing a card
 * with authorizations pending and refunds in flight.
 */
let service: TestService;
let platform: PlatformClient;
let world: CardWorld;
let clock: { advance(ms: number): void };

beforeAll(async () => {
  ({ service, platform, world, clock } = await startCardWorld('Card decisioning'));
});
afterAll(() => service.close());

const FUNDS = 100_000_000;
const authorization = (amount: number, descriptor = 'BOOK SHOP') => ({
  amount,
  currency: world.usdb,
  merchant: world.merchant(descriptor),
});

describe('descriptor suffixes (spec 4.15)', () => {
  it('002 declines INSUFFICIENT_FUNDS (the pull fails) whatever the balance: nothing held, no transaction', async () => {
    const { customerId, usdb, cardId } = await world.cardholder(FUNDS);
    const token = await world.simulated(cardId, 'authorization', authorization(1_000_000, 'GROCER 002'));
    expect(await world.decisions(cardId)).toMatchObject([
      {
        issuerTransactionToken: token,
        kind: 'AUTHORIZATION',
        decision: 'DECLINED',
        declineReason: 'INSUFFICIENT_FUNDS',
        merchant: { descriptor: 'GROCER 002' },
        amount: { amount: 1_000_000, currency: { code: 'USDB' } },
      },
    ]);
    expect(await world.byToken(token)).toBeUndefined();
    expect(await world.balances(customerId, usdb)).toEqual({ available: FUNDS, total: FUNDS });
  });

  it('a decline is no card transaction; its reason is on the CARD.AUTHORIZATION_DECLINED event, readable by API (decision 0028)', async () => {
    const { customerId, cardId } = await world.cardholder(FUNDS);
    const poor = await world.simulated(cardId, 'authorization', authorization(1_000_000, 'GROCER 002'));
    const paused = await world.simulated(cardId, 'authorization', authorization(2_000_000, 'GROCER 003'));
    // Nothing to list, settle or refund: the contract's card transaction has no declined status.
    const listed = await platform.request<{ data: { id: string }[] }>(
      'GET',
      `/transactions?type=CARD&customerId=${encodeURIComponent(customerId)}`,
    );
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.data).toEqual([]);
    // A platform without a webhook endpoint reads the same events in the delivery log.
    const events = await platform.request<{ data: { id: string; type: string }[] }>(
      'GET',
      `/webhooks/events?type=CARD.AUTHORIZATION_DECLINED&resourceId=${encodeURIComponent(cardId)}`,
    );
    expect(events.status, events.text).toBe(200);
    const reasons = [];
    for (const event of events.body.data) {
      const detail = await platform.request<{ payload: { data: Record<string, unknown> } }>(
        'GET',
        `/webhooks/events/${event.id}`,
      );
      const { issuerTransactionToken, declineReason, decision } = detail.body.payload.data;
      reasons.push([issuerTransactionToken, decision, declineReason]);
    }
    expect(reasons).toEqual(
      expect.arrayContaining([
        [poor, 'DECLINED', 'INSUFFICIENT_FUNDS'],
        [paused, 'DECLINED', 'CARD_PAUSED'],
      ]),
    );
    expect(reasons).toHaveLength(2);
  });

  it('003 declines CARD_PAUSED', async () => {
    const { customerId, usdb, cardId } = await world.cardholder(FUNDS);
    await world.simulated(cardId, 'authorization', authorization(1_000_000, 'GROCER 003'));
    expect(await world.decisions(cardId)).toMatchObject([{ declineReason: 'CARD_PAUSED' }]);
    expect(await world.balances(customerId, usdb)).toEqual({ available: FUNDS, total: FUNDS });
  });

  it('005 approves with its pull PENDING, CONFIRMED about 30 s later', async () => {
    const { customerId, usdb, cardId } = await world.cardholder(FUNDS);
    const tx = await world.authorized(cardId, 20_000_000, 'TAXI 005');
    expect(tx).toMatchObject({ status: 'AUTHORIZED', pullSummary: { count: 1, pendingCount: 1 } });
    expect(await world.balances(customerId, usdb)).toEqual({ available: 80_000_000, total: FUNDS });
    // The clock also moves with real time: a margin keeps a loaded machine from reaching 30 s early.
    await world.settle(15_000);
    expect((await world.transaction(tx.id)).pullSummary.pendingCount).toBe(1);
    await world.settle(16_000);
    expect(await world.transaction(tx.id)).toMatchObject({
      status: 'AUTHORIZED',
      pullSummary: { count: 1, totalAmount: 20_000_000, pendingCount: 0 },
    });
    expect((await world.events(tx.id)).map((e) => e.type)).toEqual([
      'CARD_TRANSACTION.AUTHORIZED',
      'CARD_TRANSACTION.AUTHORIZED',
    ]);
    // A pending pull does not stop reconciliation: the clearing settles as usual.
    await world.simulated(cardId, 'clearing', { cardTransactionId: tx.id, amount: 20_000_000 });
    expect(await world.balances(customerId, usdb)).toEqual({ available: 80_000_000, total: 80_000_000 });
  });

  it('006 approves, then the confirmation reports FAILED: EXCEPTION, the money held for people to reconcile', async () => {
    const { customerId, usdb, cardId } = await world.cardholder(FUNDS);
    const tx = await world.authorized(cardId, 20_000_000, 'HOTEL 006');
    await world.settle();
    expect(await world.transaction(tx.id)).toMatchObject({
      status: 'EXCEPTION',
      pullSummary: { count: 1, totalAmount: 20_000_000, pendingCount: 0 },
    });
    expect((await world.events(tx.id)).map((e) => e.type)).toEqual([
      'CARD_TRANSACTION.AUTHORIZED',
      'CARD_TRANSACTION.EXCEPTION',
    ]);
    const pulls = await service.ctx.db.selectFrom('card_pulls').select('status').execute();
    expect(pulls.map((p) => p.status)).toContain('FAILED');
    expect(await world.balances(customerId, usdb)).toEqual({ available: 80_000_000, total: FUNDS });
    const clearing = await world.simulate(cardId, 'clearing', {
      cardTransactionId: tx.id,
      amount: 20_000_000,
    });
    expect([clearing.status, clearing.body.code]).toEqual([400, 'INVALID_INPUT']);
  });

  it('any other descriptor is decided on the card', async () => {
    const { customerId, usdb, cardId } = await world.cardholder(FUNDS);
    const tx = await world.authorized(cardId, 20_000_000, 'GROCER 004');
    expect(tx.status).toBe('AUTHORIZED');
    expect(await world.balances(customerId, usdb)).toEqual({ available: 80_000_000, total: FUNDS });
  });
});

describe('the card decides', () => {
  it('a FROZEN card declines CARD_PAUSED, and settles what it authorized before', async () => {
    const { customerId, usdb, cardId } = await world.cardholder(FUNDS);
    const before = await world.authorized(cardId, 10_000_000);
    expect((await platform.request('PATCH', `/cards/${cardId}`, { body: { state: 'FROZEN' } })).status).toBe(
      200,
    );
    await world.simulated(cardId, 'authorization', authorization(1_000_000));
    await world.simulated(cardId, 'credit_authorization', authorization(1_000_000));
    await world.simulated(cardId, 'balance_inquiry', { merchant: world.merchant() });
    expect((await world.decisions(cardId)).map((d) => `${d.kind} ${d.declineReason}`)).toEqual([
      'AUTHORIZATION CARD_PAUSED',
      'CREDIT_AUTHORIZATION CARD_PAUSED',
      'BALANCE_INQUIRY CARD_PAUSED',
    ]);
    await world.simulated(cardId, 'clearing', { cardTransactionId: before.id, amount: 10_000_000 });
    expect((await world.transaction(before.id)).status).toBe('SETTLED');
    expect(await world.balances(customerId, usdb)).toEqual({ available: 90_000_000, total: 90_000_000 });
  });

  it('maxSpendPerTransaction declines SPEND_LIMIT_EXCEEDED above it', async () => {
    const { customerId, usdb, cardId } = await world.cardholder(FUNDS, { maxSpendPerTransaction: 5_000_000 });
    expect((await world.authorized(cardId, 5_000_000)).status).toBe('AUTHORIZED');
    await world.simulated(cardId, 'authorization', authorization(5_000_001));
    expect(await world.decisions(cardId)).toMatchObject([{ declineReason: 'SPEND_LIMIT_EXCEEDED' }]);
    expect(await world.balances(customerId, usdb)).toEqual({ available: 95_000_000, total: FUNDS });
  });

  it('declines INSUFFICIENT_FUNDS when no source covers the amount', async () => {
    const { customerId, usdb, cardId } = await world.cardholder(10_000_000);
    await world.simulated(cardId, 'authorization', authorization(10_000_001));
    expect(await world.decisions(cardId)).toMatchObject([{ declineReason: 'INSUFFICIENT_FUNDS' }]);
    expect(await world.balances(customerId, usdb)).toEqual({ available: 10_000_000, total: 10_000_000 });
  });
});

/** Legs 1 to 3 of POST /auth/delegated-keys: an ACTIVE key for the wallet and the card. */
async function activeKey(body: object, key: Parameters<typeof stamp>[0]) {
  const call = (challenge?: Challenge) =>
    platform.request<Challenge & { status: string }>('POST', '/auth/delegated-keys', {
      body,
      ...(challenge
        ? {
            headers: {
              'Service-Wallet-Signature': stamp(key, challenge.payloadToSign),
              'Request-Id': challenge.requestId,
            },
          }
        : {}),
    });
  const first = await call();
  const second = await call(first.body);
  const third = await call(second.body);
  expect(third.status, third.text).toBe(201);
  expect(third.body.status).toBe('ACTIVE');
}

describe('funding sources', () => {
  it('are tried in priority order: the first that covers the amount holds it', async () => {
    const flows = walletFlows(platform);
    const { customerId, wallet } = await flows.newWallet();
    const accounts = await platform.request<{ data: { id: string; type: string }[] }>(
      'GET',
      `/customers/internal-accounts?customerId=${encodeURIComponent(customerId)}&currency=USDB`,
    );
    const usdb = accounts.body.data.find((a) => a.type !== 'EMBEDDED_WALLET')?.id as string;
    await fund(platform, wallet.id, 50_000_000);
    await fund(platform, usdb, 5_000_000);
    const issued = await platform.request<{ id: string }>('POST', '/cards', {
      body: { cardholderId: customerId, form: 'VIRTUAL', fundingSources: [wallet.id, usdb] },
    });
    expect(issued.status, issued.text).toBe(201);
    await world.settle(2_000);
    const cardId = issued.body.id;

    // The wallet comes first but cannot sign yet: the USD-backed account pays what it can.
    const small = await world.authorized(cardId, 4_000_000);
    expect(small.accountId).toBe(usdb);
    await world.simulated(cardId, 'authorization', authorization(20_000_000));
    expect(await world.decisions(cardId)).toMatchObject([{ declineReason: 'INSUFFICIENT_FUNDS' }]);

    // With an ACTIVE delegated key the wallet decides first.
    const { key } = await flows.login(wallet);
    await activeKey({ cardId, internalAccountId: wallet.id, nickname: 'Card signer' }, key);
    const large = await world.authorized(cardId, 20_000_000);
    expect(large.accountId).toBe(wallet.id);
    expect(await world.balances(customerId, wallet.id)).toEqual({ available: 30_000_000, total: 50_000_000 });
    expect(await world.balances(customerId, usdb)).toEqual({ available: 1_000_000, total: 5_000_000 });
    // Once the wallet is spent, the next source in the order pays.
    const last = await world.authorized(cardId, 30_000_000);
    expect(last.accountId).toBe(wallet.id);
    const fallback = await world.authorized(cardId, 500_000);
    expect(fallback.accountId).toBe(usdb);
    expect(await world.balances(customerId, wallet.id)).toEqual({ available: 0, total: 50_000_000 });
    expect(await world.balances(customerId, usdb)).toEqual({ available: 500_000, total: 5_000_000 });
  });

  it('two authorizations racing for one balance: exactly as many as it covers are approved', async () => {
    const { customerId, usdb, cardId } = await world.cardholder(FUNDS);
    // A second card on the same account races from the other side.
    const other = await platform.request<{ id: string }>('POST', '/cards', {
      body: { cardholderId: customerId, form: 'VIRTUAL', fundingSources: [usdb] },
    });
    await world.settle(2_000);
    const tokens: string[] = [];
    for (const card of [cardId, other.body.id, cardId, other.body.id, cardId, other.body.id]) {
      const res = await world.simulate(card, 'authorization', authorization(30_000_000));
      expect(res.status, res.text).toBe(202);
      tokens.push(res.body.issuerTransactionToken);
    }
    clock.advance(1_000);
    // Several workers claim the due events at once (SKIP LOCKED): they run concurrently.
    await Promise.all([service.worker.drain(), service.worker.drain(), service.worker.drain()]);
    const approved = (await Promise.all(tokens.map((t) => world.byToken(t)))).filter(
      (t): t is CardTransactionView => t !== undefined,
    );
    expect(approved).toHaveLength(3);
    const declined = [...(await world.decisions(cardId)), ...(await world.decisions(other.body.id))];
    expect(declined.map((d) => d.declineReason)).toEqual([
      'INSUFFICIENT_FUNDS',
      'INSUFFICIENT_FUNDS',
      'INSUFFICIENT_FUNDS',
    ]);
    expect(await world.balances(customerId, usdb)).toEqual({ available: 10_000_000, total: FUNDS });
  });
});

describe('closing a card (spec 3.2)', () => {
  it('releases pending authorizations, lets credits and returns in flight complete, declines anything new', async () => {
    const { customerId, usdb, cardId } = await world.cardholder(FUNDS);
    const pending = await world.authorized(cardId, 10_000_000);
    const partial = await world.authorized(cardId, 20_000_000);
    await world.simulated(cardId, 'clearing', { cardTransactionId: partial.id, amount: 5_000_000 });
    const settled = await world.authorized(cardId, 30_000_000);
    await world.simulated(cardId, 'clearing', { cardTransactionId: settled.id, amount: 30_000_000 });
    const creditToken = await world.simulated(
      cardId,
      'credit_authorization',
      authorization(4_000_000, 'SHOE STORE'),
    );
    const credit = (await world.byToken(creditToken)) as CardTransactionView;
    // A return is on its way when the card closes.
    const refund = await world.simulate(cardId, 'return', {
      cardTransactionId: settled.id,
      amount: 30_000_000,
    });
    expect(refund.status).toBe(202);
    expect(await world.balances(customerId, usdb)).toEqual({ available: 40_000_000, total: 69_000_000 });

    const closed = await platform.request('PATCH', `/cards/${cardId}`, { body: { state: 'CLOSED' } });
    expect(closed.status, closed.text).toBe(200);
    expect(await world.transaction(pending.id)).toMatchObject({
      status: 'SETTLED',
      settledAmount: { amount: 0 },
    });
    expect(await world.transaction(partial.id)).toMatchObject({
      status: 'SETTLED',
      settledAmount: { amount: 5_000_000 },
    });
    expect((await world.transaction(credit.id)).status).toBe('AUTHORIZED');
    expect(await world.balances(customerId, usdb)).toEqual({ available: 65_000_000, total: 69_000_000 });

    await world.settle();
    expect(await world.transaction(settled.id)).toMatchObject({
      status: 'REFUNDED',
      refundedAmount: { amount: 30_000_000 },
    });
    await world.simulated(cardId, 'clearing', { cardTransactionId: credit.id, amount: 4_000_000 });
    expect((await world.transaction(credit.id)).status).toBe('SETTLED');
    expect(await world.balances(customerId, usdb)).toEqual({ available: 99_000_000, total: 99_000_000 });

    await world.simulated(cardId, 'authorization', authorization(1_000_000));
    expect(await world.decisions(cardId)).toMatchObject([{ declineReason: 'CARD_CLOSED' }]);
    const late = await world.simulate(cardId, 'clearing', { cardTransactionId: pending.id, amount: 1 });
    expect([late.status, late.body.code]).toEqual([400, 'INVALID_INPUT']);
    expect(await world.balances(customerId, usdb)).toEqual({ available: 99_000_000, total: 99_000_000 });
  });
});

describe('bad input', () => {
  it('answers every mistake in the error shape, never a 500', async () => {
    const { cardId } = await world.cardholder(FUNDS);
    const other = await world.cardholder(FUNDS);
    const foreign = await world.authorized(other.cardId, 1_000_000);
    const cases: [string, string, Record<string, unknown>, number, string][] = [
      ['Card:00000000-0000-0000-0000-000000000000', 'authorization', authorization(1), 404, 'NOT_FOUND'],
      ['nonsense', 'authorization', authorization(1), 404, 'NOT_FOUND'],
      [cardId, 'authorization', { ...authorization(1), currency: { code: 'USD' } }, 400, 'INVALID_CURRENCY'],
      [cardId, 'authorization', { amount: 1, currency: world.usdb }, 400, 'INVALID_INPUT'],
      [cardId, 'authorization', { ...authorization(1), amount: 0 }, 400, 'INVALID_INPUT'],
      [cardId, 'authorization', { ...authorization(1), amount: 1.5 }, 400, 'INVALID_INPUT'],
      [cardId, 'authorization', { ...authorization(1), merchant: { descriptor: '' } }, 400, 'INVALID_INPUT'],
      [cardId, 'clearing', { cardTransactionId: foreign.id, amount: 1 }, 404, 'TRANSACTION_NOT_FOUND'],
      [
        cardId,
        'clearing',
        { cardTransactionId: 'CardTransaction:x', amount: 1 },
        404,
        'TRANSACTION_NOT_FOUND',
      ],
      [cardId, 'clearing', { cardTransactionId: foreign.id, amount: -1 }, 400, 'INVALID_INPUT'],
      [cardId, 'return_reversal', {}, 400, 'INVALID_INPUT'],
    ];
    for (const [card, what, body, status, code] of cases) {
      const res = await world.simulate(card, what, body);
      expect([res.status, res.body.code], `${what} ${JSON.stringify(body)}`).toEqual([status, code]);
      expect(res.body.message).toBeTruthy();
    }
    // Unknown fields are ignored; a currency left out is the card's.
    const extra = await world.simulate(cardId, 'authorization', {
      amount: 1,
      currency: { name: 'whatever' },
      merchant: { descriptor: 'X', surprise: true },
      note: 'ignored',
    });
    expect(extra.status, extra.text).toBe(202);

    // A card the issuer has not answered yet is unknown to the network.
    const customerId = (await platform.request<{ cardholderId: string }>('GET', `/cards/${cardId}`)).body
      .cardholderId;
    const usdb = (await platform.request<{ fundingSources: string[] }>('GET', `/cards/${cardId}`)).body
      .fundingSources;
    const processing = await platform.request<{ id: string; state: string }>('POST', '/cards', {
      body: { cardholderId: customerId, form: 'VIRTUAL', fundingSources: usdb },
    });
    expect(processing.body.state).toBe('PROCESSING');
    const early = await world.simulate(processing.body.id, 'authorization', authorization(1));
    expect([early.status, early.body.code]).toEqual([400, 'INVALID_INPUT']);
  });

  it('is not served to another platform', async () => {
    const { cardId } = await world.cardholder(FUNDS);
    const tx = await world.authorized(cardId, 1_000_000);
    const stranger = await service.newPlatform('Card stranger');
    const res = await stranger.request('POST', `/sandbox/cards/${cardId}/simulate/authorization`, {
      body: authorization(1),
    });
    expect(res.status).toBe(404);
    expect((await stranger.request('GET', `/transactions/${tx.id}`)).status).toBe(404);
    expect(
      (await stranger.request<{ totalCount: number }>('GET', '/transactions?type=CARD')).body.totalCount,
    ).toBe(0);
  });
});
