import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  afterDelay,
  balanceOf,
  customerWithAccounts,
  eventTypes,
  expectLedgerGreen,
  fund,
  movableClock,
  transaction,
  usBankAccount,
} from '../../helpers/payments.js';
import { type PlatformClient, startTestService, type TestService } from '../../helpers/service.js';

const clock = movableClock();
let service: TestService;
let platform: PlatformClient;

beforeAll(async () => {
  service = await startTestService({ clock, runJobs: false });
  platform = await service.newPlatform();
});
afterAll(() => service.close());

async function setup(suffix: string) {
  const customer = await customerWithAccounts(platform);
  const usd = customer.accounts.USD as string;
  const bank = await usBankAccount(platform, customer.customerId, suffix);
  const balance = () => balanceOf(platform, customer.customerId, usd);
  return { customer, usd, bank, balance };
}

const transferIn = (bank: string, usd: string, amount = 7_000) =>
  platform.request('POST', '/transfer-in', {
    body: { source: { accountId: bank }, destination: { accountId: usd }, amount },
  });
const transferOut = (usd: string, bank: string, amount?: number) =>
  platform.request('POST', '/transfer-out', {
    body: { source: { accountId: usd }, destination: { accountId: bank }, ...(amount ? { amount } : {}) },
  });

describe('transfer-in (spec 4.15, source account suffixes)', () => {
  it('other: completes, the internal account is credited', async () => {
    const s = await setup('321');
    const r = await transferIn(s.bank, s.usd);
    expect(r.status, r.text).toBe(201);
    expect(r.body).toMatchObject({
      type: 'INCOMING',
      direction: 'CREDIT',
      status: 'COMPLETED',
      paymentRail: 'ACH',
    });
    expect(await s.balance()).toEqual({ available: 7_000, total: 7_000 });
    expect(await eventTypes(service, r.body.id as string)).toEqual(['INCOMING_PAYMENT.COMPLETED']);
    await expectLedgerGreen(service);
  });

  it('002: insufficient funds, 003: account closed — the request fails and nothing is created', async () => {
    for (const [suffix, code] of [
      ['002', 'INSUFFICIENT_FUNDS'],
      ['003', 'INVALID_BANK_ACCOUNT'],
    ] as const) {
      const s = await setup(suffix);
      const r = await transferIn(s.bank, s.usd);
      expect(r.status).toBe(400);
      expect(r.body.code).toBe(code);
      const list = await platform.request('GET', `/transactions?customerId=${s.customer.customerId}`);
      expect(list.body.totalCount).toBe(0);
      expect(await s.balance()).toEqual({ available: 0, total: 0 });
    }
  });

  it('004: the bank rejects it: FAILED, nothing credited', async () => {
    const s = await setup('004');
    const r = await transferIn(s.bank, s.usd);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ status: 'FAILED', failureReason: 'COLLECTION_FAILED' });
    expect(await s.balance()).toEqual({ available: 0, total: 0 });
  });

  it('005: pending about 30 seconds (shown in totalBalance), then fails', async () => {
    const s = await setup('005');
    const r = await transferIn(s.bank, s.usd);
    expect(r.body.status).toBe('PENDING');
    expect(await s.balance()).toEqual({ available: 0, total: 7_000 });
    await afterDelay(service, clock, 29 * 1000);
    expect((await transaction(platform, r.body.id as string)).status).toBe('PENDING');
    await afterDelay(service, clock, 2 * 1000);
    expect(await transaction(platform, r.body.id as string)).toMatchObject({
      status: 'FAILED',
      failureReason: 'COLLECTION_FAILED',
    });
    expect(await s.balance()).toEqual({ available: 0, total: 0 });
    await expectLedgerGreen(service);
  });

  it('refuses accounts that cannot be pulled, currency mismatches and other customers', async () => {
    const s = await setup('321');
    const eur = await transferIn(s.bank, s.customer.accounts.EUR as string);
    expect(eur.body.code).toBe('INVALID_CURRENCY');
    const other = await customerWithAccounts(platform);
    const foreign = await transferIn(s.bank, other.accounts.USD as string);
    expect(foreign.status).toBe(400);
    const wallet = await platform.request('POST', '/transfer-in', {
      body: { source: { accountId: s.usd }, destination: { accountId: s.usd }, amount: 1 },
    });
    expect(wallet.status).toBe(404);
  });
});

describe('transfer-out (spec 4.15, destination account suffixes)', () => {
  it('other: completes; the source is debited', async () => {
    const s = await setup('321');
    await fund(platform, s.usd, 10_000);
    const r = await transferOut(s.usd, s.bank, 4_000);
    expect(r.status, r.text).toBe(201);
    expect(r.body).toMatchObject({ type: 'OUTGOING', status: 'COMPLETED', paymentRail: 'ACH' });
    expect(await s.balance()).toEqual({ available: 6_000, total: 6_000 });
    await expectLedgerGreen(service);
  });

  it('without an amount sends the whole available balance', async () => {
    const s = await setup('321');
    await fund(platform, s.usd, 2_500);
    const r = await transferOut(s.usd, s.bank);
    expect((r.body.sentAmount as { amount: number }).amount).toBe(2_500);
    expect(await s.balance()).toEqual({ available: 0, total: 0 });
    const empty = await transferOut(s.usd, s.bank);
    expect(empty.body.code).toBe('INSUFFICIENT_FUNDS');
  });

  it('002 and 003 fail immediately; 004 is rejected by the bank with nothing debited', async () => {
    for (const [suffix, code] of [
      ['002', 'INSUFFICIENT_FUNDS'],
      ['003', 'INVALID_BANK_ACCOUNT'],
    ] as const) {
      const s = await setup(suffix);
      await fund(platform, s.usd, 10_000);
      const r = await transferOut(s.usd, s.bank, 1_000);
      expect(r.body.code).toBe(code);
      expect(await s.balance()).toEqual({ available: 10_000, total: 10_000 });
    }
    const s = await setup('004');
    await fund(platform, s.usd, 10_000);
    const r = await transferOut(s.usd, s.bank, 1_000);
    expect(r.body).toMatchObject({ status: 'FAILED', failureReason: 'QUOTE_EXECUTION_FAILED' });
    expect(await s.balance()).toEqual({ available: 10_000, total: 10_000 });
  });

  it('005: pending about 30 seconds, then fails and the source is refunded', async () => {
    const s = await setup('005');
    await fund(platform, s.usd, 10_000);
    const r = await transferOut(s.usd, s.bank, 3_000);
    expect(r.body.status).toBe('PENDING');
    expect(await s.balance()).toEqual({ available: 7_000, total: 7_000 });
    await afterDelay(service, clock, 31 * 1000);
    const tx = await transaction(platform, r.body.id as string);
    expect(tx).toMatchObject({ status: 'FAILED', failureReason: 'COUNTERPARTY_POST_TX_FAILED' });
    expect(tx.refund).toMatchObject({ status: 'COMPLETED', reason: 'TRANSACTION_FAILED' });
    expect(await s.balance()).toEqual({ available: 10_000, total: 10_000 });
    await expectLedgerGreen(service);
  });

  it('insufficient balance is an error, not an overdraft', async () => {
    const s = await setup('321');
    await fund(platform, s.usd, 999);
    const r = await transferOut(s.usd, s.bank, 1_000);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(await s.balance()).toEqual({ available: 999, total: 999 });
  });

  it('is documented as deprecated in the OpenAPI document, next to the quote description', async () => {
    const doc = await service.request<{
      paths: Record<string, Record<string, { deprecated?: boolean; description?: string }>>;
      tags: { name: string; description: string }[];
    }>('GET', '/2025-10-13/openapi.json');
    expect(doc.body.paths['/2025-10-13/transfer-in']?.post?.deprecated).toBe(true);
    expect(doc.body.paths['/2025-10-13/transfer-out']?.post?.deprecated).toBe(true);
    expect(doc.body.paths['/2025-10-13/quotes']?.post?.description).toMatch(
      /transfer-in or\s+POST \/transfer-out/,
    );
    expect(doc.body.tags.find((t) => t.name === 'Same-Currency Transfers')?.description).toMatch(
      /Deprecated/,
    );
  });
});
