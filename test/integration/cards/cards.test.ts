import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { individual } from '../../helpers/fixtures.js';
import { type PlatformClient, startTestService, type TestService } from '../../helpers/service.js';
import { waitFor } from '../../helpers/wait.js';

/**
 * Debit cards (spec 2.7, 3.2, 4.12): issuing rules, the issuer's answer, every row of the
 * state table, funding-source bindings and their events.
 */
let service: TestService;
let platform: PlatformClient;

// The issuer answers 2 s after a card is issued in the sandbox: 0.01 makes it 20 ms.
beforeAll(async () => {
  service = await startTestService({ env: { SANDBOX_DELAY_SCALE: '0.01' } });
  platform = await service.newPlatform('Card platform');
});
afterAll(() => service.close());

interface Card {
  id: string;
  cardholderId: string;
  platformCardId?: string;
  state: string;
  stateReason?: string | null;
  brand?: string;
  form: string;
  last4?: string;
  expMonth?: number;
  expYear?: number;
  fundingSources: string[];
  maxSpendPerTransaction: number | null;
  currency?: string;
  processorRef?: string;
  issuerRef?: string;
  code?: string;
}
interface Account {
  id: string;
  type: string;
  balance: { currency: { code: string } };
}

/** A customer (APPROVED unless the name says otherwise) and its internal accounts by currency and type. */
async function cardholder(overrides: Record<string, unknown> = {}) {
  const created = await platform.request<{ id: string }>('POST', '/customers', {
    body: individual({ platformCustomerId: `c-${randomUUID()}`, ...overrides }),
  });
  expect(created.status, created.text).toBe(201);
  const accounts = await platform.request<{ data: Account[] }>(
    'GET',
    `/customers/internal-accounts?customerId=${encodeURIComponent(created.body.id)}&limit=100`,
  );
  const find = (code: string, type?: string) =>
    accounts.body.data.find((a) => a.balance.currency.code === code && (!type || a.type === type));
  const wallet = find('USDB', 'EMBEDDED_WALLET');
  expect(wallet).toBeDefined();
  return { id: created.body.id, wallet: wallet as Account, usd: find('USD') };
}

const issue = (body: Record<string, unknown>) => platform.request<Card>('POST', '/cards', { body });
const patch = (id: string, body: Record<string, unknown>) =>
  platform.request<Card>('PATCH', `/cards/${id}`, { body });
const get = async (id: string) => (await platform.request<Card>('GET', `/cards/${id}`)).body;

async function activeCard(extra: Record<string, unknown> = {}) {
  const holder = await cardholder();
  const issued = await issue({
    cardholderId: holder.id,
    form: 'VIRTUAL',
    fundingSources: [holder.wallet.id],
    ...extra,
  });
  expect(issued.status, issued.text).toBe(201);
  const card = await waitFor('the issuer to answer', async () => {
    const now = await get(issued.body.id);
    return now.state !== 'PROCESSING' ? now : undefined;
  });
  return { holder, card };
}

async function eventsOf(cardId: string) {
  const rows = await service.ctx.db
    .selectFrom('events')
    .select(['type', 'data', 'seq'])
    .where('resource_id', '=', cardId)
    .orderBy('seq')
    .execute();
  return rows.map((r) => ({ type: r.type, data: r.data as Card }));
}

describe('issuing', () => {
  it('issues PROCESSING, then the issuer makes it ACTIVE with its number details and an event', async () => {
    const holder = await cardholder();
    const issued = await issue({
      cardholderId: holder.id,
      platformCardId: 'my-card-1',
      form: 'VIRTUAL',
      fundingSources: [holder.wallet.id],
    });
    expect(issued.status, issued.text).toBe(201);
    expect(issued.body).toMatchObject({
      id: expect.stringMatching(/^Card:/),
      cardholderId: holder.id,
      platformCardId: 'my-card-1',
      state: 'PROCESSING',
      stateReason: null,
      form: 'VIRTUAL',
      brand: 'VISA',
      currency: 'USDB',
      fundingSources: [holder.wallet.id],
      maxSpendPerTransaction: null,
    });
    expect(issued.body.last4).toBeUndefined();
    expect(JSON.stringify(issued.body)).not.toMatch(/threeDSecurePassword|panEmbedUrl/);
    const active = await waitFor('ACTIVE', async () => {
      const now = await get(issued.body.id);
      return now.state === 'ACTIVE' ? now : undefined;
    });
    expect(active.last4).toMatch(/^\d{4}$/);
    expect(active.expMonth).toBeGreaterThanOrEqual(1);
    expect(active.expYear).toBeGreaterThan(new Date().getUTCFullYear());
    expect(active.processorRef).toBeTruthy();
    expect(active.issuerRef).toBeTruthy();
    const events = await eventsOf(issued.body.id);
    expect(events.map((e) => e.type)).toEqual(['CARD.STATE_CHANGE']);
    expect(events[0]?.data).toMatchObject({ state: 'ACTIVE', id: issued.body.id });
  });

  it('closes a card the issuer rejects (platformCardId ending in 002), its sources detached', async () => {
    const { card } = await activeCard({ platformCardId: 'reject-002' });
    expect(card).toMatchObject({ state: 'CLOSED', stateReason: 'ISSUER_REJECTED', fundingSources: [] });
    expect((await eventsOf(card.id)).map((e) => e.type)).toEqual(['CARD.STATE_CHANGE']);
  });

  it('issues only to APPROVED cardholders', async () => {
    const pending = await cardholder({ fullName: 'Pending Person 001' });
    const res = await issue({
      cardholderId: pending.id,
      form: 'VIRTUAL',
      fundingSources: [pending.wallet.id],
    });
    expect([res.status, res.body.code]).toEqual([400, 'CARDHOLDER_KYC_NOT_APPROVED']);
  });

  it("funds only from the cardholder's own active USDB accounts", async () => {
    const holder = await cardholder();
    const other = await cardholder();
    const refused = async (fundingSources: string[], code: string) => {
      const res = await issue({ cardholderId: holder.id, form: 'VIRTUAL', fundingSources });
      expect([res.status, res.body.code], res.text).toEqual([400, code]);
    };
    await refused([other.wallet.id], 'FUNDING_SOURCE_INELIGIBLE');
    await refused([holder.usd?.id as string], 'FUNDING_SOURCE_INELIGIBLE');
    await refused([`InternalAccount:${randomUUID()}`], 'FUNDING_SOURCE_INELIGIBLE');
    await refused(['nonsense'], 'FUNDING_SOURCE_INELIGIBLE');
    await refused([], 'INVALID_INPUT');
    await refused([holder.wallet.id, holder.wallet.id], 'INVALID_INPUT');
    const missing = await issue({
      cardholderId: `Customer:${randomUUID()}`,
      form: 'VIRTUAL',
      fundingSources: [holder.wallet.id],
    });
    expect(missing.status).toBe(404);
  });

  it('takes a 3-D Secure password for EU cardholders only, and never returns it', async () => {
    const us = await cardholder();
    const refused = await issue({
      cardholderId: us.id,
      form: 'VIRTUAL',
      fundingSources: [us.wallet.id],
      threeDSecurePassword: 'secret-pass',
    });
    expect([refused.status, refused.body.code]).toEqual([400, 'INVALID_INPUT']);
    const eu = await cardholder({ region: 'DE' });
    // The EU provider verifies email and phone before KYC (sandbox code 123456); then it approves.
    for (const channel of ['email', 'phone']) {
      await platform.request('POST', `/customers/${eu.id}/verify-${channel}`);
      const confirmed = await platform.request('POST', `/customers/${eu.id}/verify-${channel}/confirm`, {
        body: { code: '123456' },
      });
      expect(confirmed.status, confirmed.text).toBe(200);
    }
    const issued = await issue({
      cardholderId: eu.id,
      form: 'VIRTUAL',
      fundingSources: [eu.wallet.id],
      threeDSecurePassword: 'secret-pass',
    });
    expect(issued.status, issued.text).toBe(201);
    expect(issued.text).not.toContain('secret-pass');
    const row = await service.ctx.db
      .selectFrom('cards')
      .select('sealed_three_ds_password')
      .where('id', '=', issued.body.id.split(':')[1] as string)
      .executeTakeFirstOrThrow();
    expect(row.sealed_three_ds_password).toMatch(/^v1\./);
    expect(row.sealed_three_ds_password).not.toContain('secret-pass');
  });
});

describe('the state table of spec 3.2', () => {
  it('freezes, unfreezes and closes, each with CARD.STATE_CHANGE; CLOSED is final', async () => {
    const { card } = await activeCard();
    const frozen = await patch(card.id, { state: 'FROZEN' });
    expect([frozen.status, frozen.body.state]).toEqual([200, 'FROZEN']);
    const active = await patch(card.id, { state: 'ACTIVE' });
    expect([active.status, active.body.state]).toEqual([200, 'ACTIVE']);
    await patch(card.id, { state: 'FROZEN' });
    const closed = await patch(card.id, { state: 'CLOSED' });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({
      state: 'CLOSED',
      stateReason: 'CLOSED_BY_PLATFORM',
      fundingSources: [],
    });
    const states = (await eventsOf(card.id)).map((e) => `${e.type} ${e.data.state}`);
    expect(states).toEqual([
      'CARD.STATE_CHANGE ACTIVE',
      'CARD.STATE_CHANGE FROZEN',
      'CARD.STATE_CHANGE ACTIVE',
      'CARD.STATE_CHANGE FROZEN',
      'CARD.STATE_CHANGE CLOSED',
    ]);

    const again = await patch(card.id, { state: 'CLOSED' });
    expect([again.status, again.body.code]).toEqual([409, 'CARD_ALREADY_CLOSED']);
    for (const body of [{ state: 'ACTIVE' }, { state: 'FROZEN' }, { maxSpendPerTransaction: 5 }]) {
      const res = await patch(card.id, body);
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([409, 'CARD_NOT_MUTABLE']);
    }
    expect((await eventsOf(card.id)).length).toBe(5);
  });

  it('closes an ACTIVE card directly', async () => {
    const { card } = await activeCard();
    const closed = await patch(card.id, { state: 'CLOSED' });
    expect(closed.body).toMatchObject({ state: 'CLOSED', stateReason: 'CLOSED_BY_PLATFORM' });
  });

  it('refuses every other move with INVALID_STATE_TRANSITION and changes nothing', async () => {
    const { card } = await activeCard();
    const same = await patch(card.id, { state: 'ACTIVE' });
    expect([same.status, same.body.code]).toEqual([409, 'INVALID_STATE_TRANSITION']);
    await patch(card.id, { state: 'FROZEN' });
    const frozenAgain = await patch(card.id, { state: 'FROZEN' });
    expect([frozenAgain.status, frozenAgain.body.code]).toEqual([409, 'INVALID_STATE_TRANSITION']);
    expect((await get(card.id)).state).toBe('FROZEN');

    // While the issuer has not answered, the platform cannot move the card.
    await service.worker.stop();
    try {
      const holder = await cardholder();
      const issued = await issue({
        cardholderId: holder.id,
        form: 'VIRTUAL',
        fundingSources: [holder.wallet.id],
      });
      for (const state of ['ACTIVE', 'FROZEN', 'CLOSED']) {
        const res = await patch(issued.body.id, { state });
        expect([res.status, res.body.code], state).toEqual([409, 'INVALID_STATE_TRANSITION']);
      }
      expect((await get(issued.body.id)).state).toBe('PROCESSING');
    } finally {
      service.worker.start();
    }
  });

  it('asks for something to change, and never rebinds while closing', async () => {
    const { holder, card } = await activeCard();
    const empty = await patch(card.id, {});
    expect([empty.status, empty.body.code]).toEqual([400, 'INVALID_INPUT']);
    const both = await patch(card.id, { state: 'CLOSED', fundingSources: [holder.wallet.id] });
    expect([both.status, both.body.code]).toEqual([400, 'INVALID_INPUT']);
    expect((await get(card.id)).state).toBe('ACTIVE');
  });
});

describe('funding sources and limits', () => {
  it('replaces the binding in priority order with CARD.FUNDING_SOURCE_CHANGE, state unchanged', async () => {
    const { holder, card } = await activeCard();
    const accounts = await platform.request<{ data: Account[] }>(
      'GET',
      `/customers/internal-accounts?customerId=${encodeURIComponent(holder.id)}&limit=100`,
    );
    const usdb = accounts.body.data.filter((a) => a.balance.currency.code === 'USDB').map((a) => a.id);
    const order = [...usdb].reverse();
    const res = await patch(card.id, { fundingSources: order });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ state: 'ACTIVE', fundingSources: order });
    const last = (await eventsOf(card.id)).at(-1);
    expect(last).toMatchObject({ type: 'CARD.FUNDING_SOURCE_CHANGE', data: { fundingSources: order } });

    const other = await cardholder();
    const foreign = await patch(card.id, { fundingSources: [other.wallet.id] });
    expect([foreign.status, foreign.body.code]).toEqual([400, 'FUNDING_SOURCE_INELIGIBLE']);
    expect((await get(card.id)).fundingSources).toEqual(order);

    const limited = await patch(card.id, { maxSpendPerTransaction: 5_000 });
    expect(limited.body.maxSpendPerTransaction).toBe(5_000);
    const unlimited = await patch(card.id, { maxSpendPerTransaction: null });
    expect(unlimited.body.maxSpendPerTransaction).toBeNull();
  });
});

describe('reading', () => {
  it('lists by cardholder, funding account, platformCardId and state, a page at a time', async () => {
    const { holder, card } = await activeCard({ platformCardId: `list-${randomUUID()}` });
    const second = await issue({
      cardholderId: holder.id,
      form: 'VIRTUAL',
      fundingSources: [holder.wallet.id],
    });
    const list = async (query: string) =>
      (
        await platform.request<{ data: Card[]; hasMore: boolean; totalCount: number }>(
          'GET',
          `/cards?${query}`,
        )
      ).body;
    const byHolder = await list(`cardholderId=${encodeURIComponent(holder.id)}`);
    expect(byHolder.data.map((c) => c.id).sort()).toEqual([card.id, second.body.id].sort());
    expect((await list(`accountId=${encodeURIComponent(holder.wallet.id)}`)).totalCount).toBe(2);
    expect((await list(`platformCardId=${card.platformCardId}`)).data.map((c) => c.id)).toEqual([card.id]);
    const page = await list(`cardholderId=${encodeURIComponent(holder.id)}&limit=1`);
    expect([page.data.length, page.hasMore, page.totalCount]).toEqual([1, true, 2]);
    await patch(card.id, { state: 'FROZEN' });
    expect(
      (await list(`cardholderId=${encodeURIComponent(holder.id)}&state=FROZEN`)).data.map((c) => c.id),
    ).toEqual([card.id]);
    expect((await list('cardholderId=nonsense')).data).toEqual([]);

    const stranger = await service.newPlatform('Another card platform');
    expect((await stranger.request('GET', `/cards/${card.id}`)).status).toBe(404);
    expect((await stranger.request('PATCH', `/cards/${card.id}`, { body: { state: 'CLOSED' } })).status).toBe(
      404,
    );
    expect((await stranger.request<{ totalCount: number }>('GET', '/cards')).body.totalCount).toBe(0);
  });
});
