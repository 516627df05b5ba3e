import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdFromReference } from '../../src/modules/accounts/funding-instructions.js';
import { checkLedger } from '../../src/ledger/ledger.js';
import type { CreateCustomerBody } from '../../src/modules/customers/schemas.js';
import { insertPreparedCustomers } from '../../src/modules/customers/creation.js';
import { prepareNewCustomers } from '../../src/modules/customers/service.js';
import { individual } from '../helpers/fixtures.js';
import { type PlatformClient, startTestService, type TestService } from '../helpers/service.js';

interface Money {
  amount: number;
  currency: { code: string; name: string; symbol: string; decimals: number };
}
interface InternalAccount {
  id: string;
  customerId?: string;
  type: string;
  status: string;
  balance: Money;
  totalBalance: Money;
  fundingPaymentInstructions: { accountOrWalletInfo: Record<string, unknown> & { accountType: string } }[];
}
type List = { data: InternalAccount[]; totalCount: number; hasMore: boolean };

let service: TestService;
let platform: PlatformClient;

beforeAll(async () => {
  service = await startTestService();
  platform = await service.newPlatform('Accounts platform');
});
afterAll(async () => {
  expect((await checkLedger(service.ctx.db, platform.platformId)).ok).toBe(true);
  await service.close();
});

const createCustomer = async (overrides: Record<string, unknown> = {}) =>
  (await platform.request<{ id: string }>('POST', '/customers', { body: individual(overrides) })).body.id;

describe('internal accounts', () => {
  it('opens one account per platform currency when a customer is created, with unique funding details', async () => {
    const customerId = await createCustomer();
    const list = await platform.request<List>(
      'GET',
      `/customers/internal-accounts?customerId=${encodeURIComponent(customerId)}&limit=100`,
    );
    expect(list.status).toBe(200);
    // One per supported currency, and the embedded wallet (the platform has wallets enabled).
    expect(list.body.totalCount).toBe(11);
    expect(list.body.data.filter((a) => a.type === 'EMBEDDED_WALLET')).toHaveLength(1);
    const usd = list.body.data.find((a) => a.balance.currency.code === 'USD') as InternalAccount;
    expect(usd).toMatchObject({
      customerId,
      type: 'INTERNAL_FIAT',
      status: 'ACTIVE',
      balance: {
        amount: 0,
        currency: { code: 'USD', name: 'United States Dollar', symbol: '$', decimals: 2 },
      },
      totalBalance: { amount: 0 },
    });
    const info = usd.fundingPaymentInstructions[0]?.accountOrWalletInfo as Record<string, string>;
    expect(info).toMatchObject({
      accountType: 'USD_ACCOUNT',
      routingNumber: '011000015',
      accountHolderName: 'Ada Lovelace',
    });
    expect(accountIdFromReference(info.reference as string)).toBe(usd.id.split(':')[1]);
    const usdc = list.body.data.find((a) => a.balance.currency.code === 'USDC') as InternalAccount;
    expect(usdc.type).toBe('INTERNAL_CRYPTO');
    expect(usdc.fundingPaymentInstructions.map((i) => i.accountOrWalletInfo.accountType)).toContain(
      'SOLANA_WALLET',
    );

    const other = await platform.request<List>(
      'GET',
      `/customers/internal-accounts?customerId=${encodeURIComponent(await createCustomer())}&currency=USD`,
    );
    const otherInfo = other.body.data[0]?.fundingPaymentInstructions[0]?.accountOrWalletInfo;
    expect(otherInfo?.accountNumber).not.toBe(info.accountNumber);
    expect(otherInfo?.reference).not.toBe(info.reference);
  });

  it('opens the accounts of customers created together, each with its own currencies', async () => {
    const bodies = [
      individual({ platformCustomerId: `together-${Date.now()}-a` }),
      individual({ platformCustomerId: `together-${Date.now()}-b`, currencies: ['GBP'] }),
      individual({ platformCustomerId: `together-${Date.now()}-c`, currencies: ['BTC', 'MXN'] }),
      individual({ platformCustomerId: `together-${Date.now()}-d`, currencies: ['GBP'] }),
    ] as CreateCustomerBody[];
    const prepared = await prepareNewCustomers(service.ctx, platform.platformId, bodies);
    const rows = await insertPreparedCustomers(
      service.ctx,
      platform.platformId,
      prepared.map((p) => ('ok' in p ? p.ok : expect.unreachable(p.error.message))),
    );
    const accountsOf = async (id: string) => {
      const q = `customerId=${encodeURIComponent(`Customer:${id}`)}`;
      const list = await platform.request<List>('GET', `/customers/internal-accounts?${q}&limit=100`);
      return list.body.data.map((a) => `${a.type}:${a.balance.currency.code}`).sort();
    };
    const [a, b, c, d] = await Promise.all(rows.map((row) => accountsOf(row.id)));
    // Every currency of the platform (USDB among them) and the embedded wallet.
    expect(a).toHaveLength(11);
    expect(a).toContain('EMBEDDED_WALLET:USDB');
    expect(b).toEqual(['EMBEDDED_WALLET:USDB', 'INTERNAL_FIAT:GBP']);
    expect(c).toEqual(['EMBEDDED_WALLET:USDB', 'INTERNAL_CRYPTO:BTC', 'INTERNAL_FIAT:MXN']);
    expect(d).toEqual(b);
  });

  /**
   * Issue 41, item 12: a client that funded "the customer's USDB account" (the first one listed)
   * and issued a card on it saw half of its approved authorizations never show a card
   * transaction: the accounts opened together share `createdAt`, so their order was the order
   * of their random ids, and half the time the first USDB account was the embedded wallet,
   * which authorizations may not use without a delegated key.
   */
  it("lists every customer's accounts in the platform's currency order, the embedded wallet last", async () => {
    const config = await platform.request<{ supportedCurrencies: { currencyCode: string }[] }>(
      'GET',
      '/config',
    );
    const expected = [...config.body.supportedCurrencies.map((c) => c.currencyCode), 'USDB:EMBEDDED_WALLET'];
    const one = await Promise.all(Array.from({ length: 6 }, () => createCustomer()));
    // And customers created together (the bulk import's path).
    const prepared = await prepareNewCustomers(
      service.ctx,
      platform.platformId,
      Array.from(
        { length: 10 },
        (_, i) => individual({ platformCustomerId: `order-${Date.now()}-${i}` }) as CreateCustomerBody,
      ),
    );
    const rows = await insertPreparedCustomers(
      service.ctx,
      platform.platformId,
      prepared.map((p) => ('ok' in p ? p.ok : expect.unreachable(p.error.message))),
    );
    const together = rows.map((row) => `Customer:${row.id}`);
    for (const customerId of [...one, ...together]) {
      const list = await platform.request<List>(
        'GET',
        `/customers/internal-accounts?customerId=${encodeURIComponent(customerId)}&limit=100`,
      );
      const order = list.body.data.map((a) =>
        a.type === 'EMBEDDED_WALLET' ? `${a.balance.currency.code}:${a.type}` : a.balance.currency.code,
      );
      expect(order, customerId).toEqual(expected);
      const usdb = await platform.request<List>(
        'GET',
        `/customers/internal-accounts?customerId=${encodeURIComponent(customerId)}&currency=USDB`,
      );
      expect(usdb.body.data.map((a) => a.type)).toEqual(['INTERNAL_CRYPTO', 'EMBEDDED_WALLET']);
    }
  });

  it("narrows accounts to the customer's currencies and filters by currency and type", async () => {
    const customerId = await createCustomer({ currencies: ['EUR', 'USDC'] });
    const q = `customerId=${encodeURIComponent(customerId)}`;
    const all = await platform.request<List>('GET', `/customers/internal-accounts?${q}`);
    // The customer's currencies, and the embedded wallet (USDB) whatever they are.
    expect(all.body.data.map((a) => `${a.type}:${a.balance.currency.code}`).sort()).toEqual([
      'EMBEDDED_WALLET:USDB',
      'INTERNAL_CRYPTO:USDC',
      'INTERNAL_FIAT:EUR',
    ]);
    const crypto = await platform.request<List>(
      'GET',
      `/customers/internal-accounts?${q}&type=INTERNAL_CRYPTO`,
    );
    expect(crypto.body.data.map((a) => a.balance.currency.code)).toEqual(['USDC']);
    const eur = await platform.request<List>('GET', `/customers/internal-accounts?${q}&currency=EUR`);
    expect(eur.body.data[0]?.fundingPaymentInstructions[0]?.accountOrWalletInfo.accountType).toBe(
      'EUR_ACCOUNT',
    );
  });

  it('has platform-level accounts, one per supported currency', async () => {
    const response = await platform.request<{ data: InternalAccount[] }>(
      'GET',
      '/platform/internal-accounts',
    );
    expect(response.status).toBe(200);
    expect(response.body.data.map((a) => a.balance.currency.code).sort()).toEqual(
      ['BRL', 'BTC', 'EUR', 'GBP', 'INR', 'MXN', 'NGN', 'USD', 'USDB', 'USDC'].sort(),
    );
    expect(response.body.data.every((a) => a.customerId === undefined)).toBe(true);
    const again = await platform.request<{ data: InternalAccount[] }>(
      'GET',
      '/platform/internal-accounts?currency=USD',
    );
    expect(again.body.data).toHaveLength(1);
    expect(again.body.data[0]?.id).toBe(
      response.body.data.find((a) => a.balance.currency.code === 'USD')?.id,
    );
  });

  it("opens a new platform's accounts once when its first reads race", async () => {
    const fresh = await service.newPlatform('Racing first reads');
    const reads = await Promise.all(
      Array.from({ length: 6 }, () =>
        fresh.request<{ data: InternalAccount[] }>('GET', '/platform/internal-accounts'),
      ),
    );
    expect(reads.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const after = await fresh.request<{ data: InternalAccount[] }>('GET', '/platform/internal-accounts');
    expect(after.body.data).toHaveLength(10);
    for (const read of reads) {
      expect(read.body.data.map((a) => a.id).sort()).toEqual(after.body.data.map((a) => a.id).sort());
    }
  });
});

describe('POST /sandbox/internal-accounts/{accountId}/fund', () => {
  it('credits at once through the ledger and records INTERNAL_ACCOUNT.BALANCE_UPDATED', async () => {
    const customerId = await createCustomer({ currencies: ['USD'] });
    const list = await platform.request<List>(
      'GET',
      `/customers/internal-accounts?customerId=${encodeURIComponent(customerId)}&currency=USD`,
    );
    const account = list.body.data[0] as InternalAccount;
    const funded = await platform.request<InternalAccount>(
      'POST',
      `/sandbox/internal-accounts/${account.id}/fund`,
      {
        body: { amount: 12_345 },
      },
    );
    expect(funded.status).toBe(200);
    expect(funded.body.balance.amount).toBe(12_345);
    expect(funded.body.totalBalance.amount).toBe(12_345);
    const again = await platform.request<InternalAccount>(
      'POST',
      `/sandbox/internal-accounts/${account.id}/fund`,
      {
        body: { amount: 5 },
        headers: { 'idempotency-key': 'fund-once' },
      },
    );
    const replay = await platform.request<InternalAccount>(
      'POST',
      `/sandbox/internal-accounts/${account.id}/fund`,
      {
        body: { amount: 5 },
        headers: { 'idempotency-key': 'fund-once' },
      },
    );
    expect(again.body.balance.amount).toBe(12_350);
    expect(replay.text).toBe(again.text);
    const events = await service.ctx.db
      .selectFrom('events')
      .select(['type', 'data'])
      .where('resource_id', '=', account.id)
      .orderBy('created_at')
      .execute();
    expect(events.map((e) => e.type)).toEqual([
      'INTERNAL_ACCOUNT.BALANCE_UPDATED',
      'INTERNAL_ACCOUNT.BALANCE_UPDATED',
    ]);
    expect((events[1]?.data as InternalAccount).balance.amount).toBe(12_350);
  });

  it('funds platform accounts too and validates the amount', async () => {
    const platformUsd = (
      await platform.request<{ data: InternalAccount[] }>('GET', '/platform/internal-accounts?currency=USD')
    ).body.data[0] as InternalAccount;
    const before = platformUsd.balance.amount;
    const funded = await platform.request<InternalAccount>(
      'POST',
      `/sandbox/internal-accounts/${platformUsd.id}/fund`,
      {
        body: { amount: 100 },
      },
    );
    expect(funded.body.balance.amount).toBe(before + 100);
    for (const amount of [0, -5, 1.5, '100', 100_000_000_001]) {
      const bad = await platform.request('POST', `/sandbox/internal-accounts/${platformUsd.id}/fund`, {
        body: { amount },
      });
      expect(bad.status, String(amount)).toBe(400);
      expect(bad.body).toMatchObject({ code: 'INVALID_INPUT' });
    }
  });

  it("answers 404 for unknown accounts and other platforms' accounts", async () => {
    const customerId = await createCustomer({ currencies: ['USD'] });
    const account = (
      await platform.request<List>(
        'GET',
        `/customers/internal-accounts?customerId=${encodeURIComponent(customerId)}&currency=USD`,
      )
    ).body.data[0] as InternalAccount;
    const other = await service.newPlatform('Other');
    expect(
      (await other.request('POST', `/sandbox/internal-accounts/${account.id}/fund`, { body: { amount: 1 } }))
        .status,
    ).toBe(404);
    const foreign = await other.request<List>(
      'GET',
      `/customers/internal-accounts?customerId=${encodeURIComponent(customerId)}`,
    );
    expect(foreign.body.totalCount).toBe(0);
    expect(
      (
        await platform.request('POST', '/sandbox/internal-accounts/InternalAccount:nope/fund', {
          body: { amount: 1 },
        })
      ).status,
    ).toBe(404);
  });
});
