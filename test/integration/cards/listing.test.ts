import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_UMA_DOMAIN } from '../../../src/sandbox/uma.js';
import { type CardWorld, startCardWorld } from '../../helpers/card-transactions.js';
import type { PlatformClient, TestService } from '../../helpers/service.js';
import { responseProblems } from '../../helpers/wire-contract.js';

/**
 * GET /transactions lists card transactions beside payments: one order, one cursor, one
 * totalCount, and the filters that apply to each.
 */
let service: TestService;
let platform: PlatformClient;
let world: CardWorld;
let clock: { advance(ms: number): void };

beforeAll(async () => {
  ({ service, platform, world, clock } = await startCardWorld('Card listing'));
});
afterAll(() => service.close());

interface Listed {
  id: string;
  type: string;
  status: string;
  customerId: string;
}
interface ListPage {
  data: Listed[];
  hasMore: boolean;
  nextCursor?: string;
  totalCount: number;
}

const list = async (query: string) => {
  const res = await platform.request<ListPage>('GET', `/transactions?${query}`);
  expect(res.status, res.text).toBe(200);
  expect(responseProblems('GET /transactions', 200, res.body)).toEqual([]);
  return res.body;
};

/** Every item of a list, page by page through its cursor. */
async function walk(query: string, limit: number): Promise<Listed[]> {
  const seen: Listed[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await list(
      `${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    seen.push(...page.data);
    if (!page.hasMore) return seen;
    cursor = page.nextCursor;
  }
}

describe('GET /transactions', () => {
  it('merges payments and card transactions in one order, page after page', async () => {
    const holder = await world.cardholder(100_000_000);
    const customer = await platform.request<{ umaAddress: string }>('GET', `/customers/${holder.customerId}`);
    const receive = async () => {
      const res = await platform.request<{ id: string }>('POST', '/sandbox/uma/receive', {
        body: {
          senderUmaAddress: `$alice@${SANDBOX_UMA_DOMAIN}`,
          receiverUmaAddress: customer.body.umaAddress,
          receivingCurrencyCode: 'USD',
          receivingCurrencyAmount: 1_000,
        },
      });
      expect(res.status, res.text).toBe(200);
      clock.advance(10);
      return res.body.id;
    };
    const expected: string[] = [];
    for (let i = 0; i < 3; i++) {
      expected.push(await receive());
      expected.push((await world.authorized(holder.cardId, 1_000_000)).id);
      expected.push((await world.authorized(holder.cardId, 2_000_000)).id);
    }
    const query = `customerId=${encodeURIComponent(holder.customerId)}`;
    for (const limit of [1, 2, 4, 100]) {
      expect(
        (await walk(query, limit)).map((t) => t.id),
        `limit ${limit}`,
      ).toEqual([...expected].reverse());
    }
    expect((await walk(`${query}&sortOrder=asc`, 2)).map((t) => t.id)).toEqual(expected);
    const first = await list(`${query}&limit=2`);
    expect([first.totalCount, first.hasMore]).toEqual([9, true]);

    expect((await list(`${query}&type=CARD`)).totalCount).toBe(6);
    expect((await list(`${query}&type=INCOMING`)).totalCount).toBe(3);
    expect((await list(`${query}&status=AUTHORIZED`)).data.map((t) => t.type)).toEqual(Array(6).fill('CARD'));
    expect((await list(`${query}&status=COMPLETED`)).data.map((t) => t.type)).toEqual(
      Array(3).fill('INCOMING'),
    );
    expect((await list(`${query}&accountIdentifier=${encodeURIComponent(holder.usdb)}`)).totalCount).toBe(6);
    expect(
      (await list(`${query}&senderAccountIdentifier=${encodeURIComponent(holder.usdb)}`)).totalCount,
    ).toBe(6);
    expect(
      (await list(`${query}&receiverAccountIdentifier=${encodeURIComponent(holder.usdb)}`)).totalCount,
    ).toBe(0);
    expect((await list(`${query}&reference=NOTHING&type=CARD`)).totalCount).toBe(0);
    const platformCustomerId = (
      await platform.request<{ platformCustomerId: string }>('GET', `/customers/${holder.customerId}`)
    ).body.platformCustomerId;
    expect((await list(`platformCustomerId=${platformCustomerId}&type=CARD`)).totalCount).toBe(6);
    expect((await list(`platformCustomerId=someone-else&type=CARD`)).totalCount).toBe(0);

    const other = await world.cardholder(100_000_000);
    await world.authorized(other.cardId, 1_000_000);
    expect((await list(`${query}&type=CARD`)).totalCount).toBe(6);
    expect((await list('type=CARD')).totalCount).toBe(7);
  });

  it('answers a card transaction by its id, and 404 for one that does not exist', async () => {
    const holder = await world.cardholder(100_000_000);
    const tx = await world.authorized(holder.cardId, 1_000_000);
    expect((await platform.request('GET', `/transactions/${tx.id}`)).body).toMatchObject({
      id: tx.id,
      type: 'CARD',
    });
    const missing = await platform.request(
      'GET',
      '/transactions/CardTransaction:00000000-0000-0000-0000-000000000000',
    );
    expect([missing.status, missing.body.code]).toEqual([404, 'TRANSACTION_NOT_FOUND']);
    const malformed = await platform.request('GET', '/transactions/CardTransaction:nope');
    expect([malformed.status, malformed.body.code]).toEqual([404, 'TRANSACTION_NOT_FOUND']);
  });
});
