import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  afterDelay,
  balanceOf,
  customerWithAccounts,
  eventTypes,
  execute,
  expectLedgerGreen,
  fund,
  movableClock,
  quote,
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

const SECOND = 1000;

/** A funded USD account paying `amount` to a US bank account ending in `suffix`. */
async function payout(suffix: string, amount = 10_000) {
  const customer = await customerWithAccounts(platform);
  const source = customer.accounts.USD as string;
  await fund(platform, source, 50_000);
  const destination = await usBankAccount(platform, customer.customerId, suffix);
  const created = await quote(platform, {
    source: { sourceType: 'ACCOUNT', accountId: source },
    destination: { destinationType: 'ACCOUNT', accountId: destination },
    lockedCurrencyAmount: amount,
  });
  expect(created.status, created.text).toBe(201);
  const executed = await execute(platform, created.body.id as string);
  expect(executed.status, executed.text).toBe(200);
  const transactionId = executed.body.transactionId as string;
  const balance = () => balanceOf(platform, customer.customerId, source);
  return { customer, source, destination, quote: executed.body, transactionId, balance };
}

describe('quote execution to external accounts (spec 4.15, quote destination suffixes)', () => {
  it('other suffix: completes at once; the source is debited', async () => {
    const p = await payout('123');
    expect(p.quote.status).toBe('COMPLETED');
    const tx = await transaction(platform, p.transactionId);
    expect(tx).toMatchObject({
      type: 'OUTGOING',
      status: 'COMPLETED',
      quoteId: p.quote.id,
      paymentRail: 'ACH',
    });
    expect(tx.settledAt).toBeDefined();
    expect(await p.balance()).toEqual({ available: 40_000, total: 40_000 });
    expect(await eventTypes(service, p.transactionId)).toEqual(['OUTGOING_PAYMENT.COMPLETED']);
    await expectLedgerGreen(service);
  });

  it('002: execution fails, nothing is debited', async () => {
    const p = await payout('002');
    expect(p.quote.status).toBe('FAILED');
    const tx = await transaction(platform, p.transactionId);
    expect(tx).toMatchObject({ status: 'FAILED', failureReason: 'QUOTE_EXECUTION_FAILED' });
    expect(tx.refund).toBeUndefined();
    expect(await p.balance()).toEqual({ available: 50_000, total: 50_000 });
    await expectLedgerGreen(service);
  });

  it('003: processing, then completes after about 6 minutes', async () => {
    const p = await payout('003');
    expect(p.quote.status).toBe('PROCESSING');
    expect(await p.balance()).toEqual({ available: 40_000, total: 40_000 });
    await afterDelay(service, clock, 5 * 60 * SECOND);
    expect((await transaction(platform, p.transactionId)).status).toBe('PROCESSING');
    await afterDelay(service, clock, 61 * SECOND);
    const tx = await transaction(platform, p.transactionId);
    expect(tx.status).toBe('COMPLETED');
    const q = await platform.request('GET', `/quotes/${p.quote.id as string}`);
    expect(q.body).toMatchObject({ status: 'COMPLETED', transactionId: p.transactionId });
    expect(await eventTypes(service, p.transactionId)).toEqual([
      'OUTGOING_PAYMENT.COMPLETED',
      'OUTGOING_PAYMENT.PROCESSING',
    ]);
    await expectLedgerGreen(service);
  });

  it('004: counterparty delivery fails and the source is refunded', async () => {
    const p = await payout('004');
    expect(p.quote.status).toBe('PROCESSING');
    expect((await p.balance()).available).toBe(40_000);
    await afterDelay(service, clock, 31 * SECOND);
    const tx = await transaction(platform, p.transactionId);
    expect(tx).toMatchObject({ status: 'FAILED', failureReason: 'COUNTERPARTY_POST_TX_FAILED' });
    expect(tx.refund).toMatchObject({ status: 'COMPLETED', reason: 'TRANSACTION_FAILED' });
    expect(await p.balance()).toEqual({ available: 50_000, total: 50_000 });
    expect(await eventTypes(service, p.transactionId)).toEqual([
      'OUTGOING_PAYMENT.FAILED',
      'OUTGOING_PAYMENT.PROCESSING',
      'OUTGOING_PAYMENT.REFUND_COMPLETED',
    ]);
    await expectLedgerGreen(service);
  });

  it('005: completes, then the bank returns it: FAILED (COUNTERPARTY_POST_TX_FAILED) and a refund', async () => {
    const p = await payout('005');
    expect(p.quote.status).toBe('COMPLETED');
    expect((await p.balance()).available).toBe(40_000);
    await afterDelay(service, clock, 31 * SECOND);
    const tx = await transaction(platform, p.transactionId);
    expect(tx).toMatchObject({ status: 'FAILED', failureReason: 'COUNTERPARTY_POST_TX_FAILED' });
    expect(tx.refund).toMatchObject({ status: 'COMPLETED' });
    expect((await p.balance()).available).toBe(50_000);
    await expectLedgerGreen(service);
  });

  it('006: user cancellation, refunded', async () => {
    const p = await payout('006');
    await afterDelay(service, clock, 31 * SECOND);
    const tx = await transaction(platform, p.transactionId);
    expect(tx.status).toBe('FAILED');
    expect(tx.refund).toMatchObject({ status: 'COMPLETED', reason: 'USER_CANCELLATION' });
    expect((await p.balance()).available).toBe(50_000);
    await expectLedgerGreen(service);
  });

  it('007: payout and refund fail; the money waits in suspense, not lost', async () => {
    const p = await payout('007');
    await afterDelay(service, clock, 31 * SECOND);
    const tx = await transaction(platform, p.transactionId);
    expect(tx).toMatchObject({ status: 'FAILED', failureReason: 'COUNTERPARTY_POST_TX_FAILED' });
    expect(tx.refund).toMatchObject({ status: 'FAILED' });
    expect((await p.balance()).available).toBe(40_000);
    const suspense = await service.ctx.db
      .selectFrom('ledger_accounts')
      .select('available')
      .where('platform_id', '=', platform.platformId)
      .where('code', '=', 'SUSPENSE')
      .where('currency', '=', 'USD')
      .executeTakeFirstOrThrow();
    expect(suspense.available).toBeGreaterThanOrEqual(10_000n);
    expect(await eventTypes(service, p.transactionId)).toContain('OUTGOING_PAYMENT.REFUND_FAILED');
    await expectLedgerGreen(service);
  });
});

describe('quotes', () => {
  it('converts between currencies: locked side exact, fees shown, rate consistent', async () => {
    const customer = await customerWithAccounts(platform);
    await fund(platform, customer.accounts.USD as string, 1_000_000);
    const created = await quote(platform, {
      source: { sourceType: 'ACCOUNT', accountId: customer.accounts.USD },
      destination: { destinationType: 'ACCOUNT', accountId: customer.accounts.EUR },
      lockedCurrencySide: 'RECEIVING',
      lockedCurrencyAmount: 9_000,
    });
    expect(created.status, created.text).toBe(201);
    const q = created.body;
    expect(q).toMatchObject({ status: 'PENDING', totalReceivingAmount: 9_000, feesIncluded: 0 });
    expect((q.sendingCurrency as { code: string }).code).toBe('USD');
    expect((q.receivingCurrency as { code: string }).code).toBe('EUR');
    const rate = q.exchangeRate as number;
    expect(rate).toBeGreaterThan(0.9);
    expect(rate).toBeLessThan(0.94);
    // The sending side is rounded up: the smallest amount that buys 90.00 EUR at the rate.
    const sending = q.totalSendingAmount as number;
    expect(Math.floor(sending * rate)).toBeGreaterThanOrEqual(9_000);
    expect(Math.floor((sending - 1) * rate)).toBeLessThan(9_000);
    expect(Date.parse(q.expiresAt as string) - Date.parse(q.createdAt as string)).toBe(5 * 60 * SECOND);

    const done = await execute(platform, q.id as string);
    expect(done.body.status).toBe('COMPLETED');
    expect(await balanceOf(platform, customer.customerId, customer.accounts.USD as string)).toMatchObject({
      available: 1_000_000 - sending,
    });
    expect(await balanceOf(platform, customer.customerId, customer.accounts.EUR as string)).toMatchObject({
      available: 9_000,
    });
    await expectLedgerGreen(service);
  });

  it('charges the platform fees of its feeConfigs and shows them', async () => {
    const own = await service.newPlatform();
    const patched = await own.request('PATCH', '/config', {
      body: {
        feeConfigs: [
          {
            feeType: 'CROSS_CURRENCY_TRANSACTION',
            sourceCurrency: 'USD',
            variableFeeBps: 100,
            fixedFee: { amount: 50, currency: { code: 'USD' } },
          },
        ],
      },
    });
    expect(patched.status, patched.text).toBe(200);
    const customer = await customerWithAccounts(own);
    const created = await quote(own, {
      source: { sourceType: 'ACCOUNT', accountId: customer.accounts.USD },
      destination: { destinationType: 'ACCOUNT', accountId: customer.accounts.EUR },
      lockedCurrencyAmount: 10_050 + 100,
    });
    expect(created.status, created.text).toBe(201);
    // 10,150 = net 10,000 + fixed 50 + 1 % of 10,000.
    expect(created.body).toMatchObject({
      totalSendingAmount: 10_150,
      feesIncluded: 150,
      platformFeesIncluded: 150,
    });
    const rate = created.body.exchangeRate as number;
    expect(created.body.totalReceivingAmount).toBe(Math.floor(10_000 * rate));
  });

  it('rejects what the spec rejects, with its codes', async () => {
    const customer = await customerWithAccounts(platform);
    const usd = customer.accounts.USD as string;
    const make = (body: Record<string, unknown>) =>
      quote(platform, {
        source: { sourceType: 'ACCOUNT', accountId: usd },
        destination: { destinationType: 'ACCOUNT', accountId: customer.accounts.EUR },
        lockedCurrencyAmount: 100,
        ...body,
      });
    expect((await make({ lockedCurrencyAmount: 100_000_001 })).body.code).toBe(
      'TRANSACTION_SIZE_LIMIT_EXCEEDED',
    );
    expect((await make({ lockedCurrencyAmount: 0 })).status).toBe(400);
    expect((await make({ destination: { destinationType: 'ACCOUNT', accountId: usd } })).body.code).toBe(
      'SELF_PAYMENT',
    );
    const own = await service.newPlatform();
    await own.request('PATCH', '/config', {
      body: {
        supportedCurrencies: [
          {
            currencyCode: 'USD',
            minAmount: 500,
            maxAmount: 10_000,
            requiredCounterpartyFields: [],
            enabledTransactionTypes: ['INCOMING', 'OUTGOING'],
          },
          {
            currencyCode: 'EUR',
            minAmount: 1,
            maxAmount: 1_000_000,
            requiredCounterpartyFields: [],
            enabledTransactionTypes: ['INCOMING'],
          },
        ],
      },
    });
    const c2 = await customerWithAccounts(own);
    const small = await quote(own, {
      source: { sourceType: 'ACCOUNT', accountId: c2.accounts.USD },
      destination: { destinationType: 'ACCOUNT', accountId: c2.accounts.EUR },
      lockedCurrencyAmount: 499,
    });
    expect(small.body.code).toBe('AMOUNT_OUT_OF_RANGE');
    const wrongWay = await quote(own, {
      source: { sourceType: 'ACCOUNT', accountId: c2.accounts.EUR },
      destination: { destinationType: 'ACCOUNT', accountId: c2.accounts.USD },
      lockedCurrencyAmount: 1_000,
    });
    expect(wrongWay.body.code).toBe('INVALID_CURRENCY');
    const unknown = await make({
      destination: { destinationType: 'ACCOUNT', accountId: `InternalAccount:${crypto.randomUUID()}` },
    });
    expect(unknown.status).toBe(404);
    // Another platform's account does not exist for this one.
    const foreign = await quote(own, {
      source: { sourceType: 'ACCOUNT', accountId: c2.accounts.USD },
      destination: { destinationType: 'ACCOUNT', accountId: usd },
      lockedCurrencyAmount: 1_000,
    });
    expect(foreign.status).toBe(404);
  });

  it('execution: insufficient funds is an error, expired quotes and second executions are refused', async () => {
    const customer = await customerWithAccounts(platform);
    const destination = await usBankAccount(platform, customer.customerId, '123');
    const body = {
      source: { sourceType: 'ACCOUNT', accountId: customer.accounts.USD },
      destination: { destinationType: 'ACCOUNT', accountId: destination },
      lockedCurrencyAmount: 1_000,
    };
    const poor = await quote(platform, body);
    const refused = await execute(platform, poor.body.id as string);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('INSUFFICIENT_FUNDS');
    expect((await platform.request('GET', `/quotes/${poor.body.id as string}`)).body.status).toBe('PENDING');

    await fund(platform, customer.accounts.USD as string, 5_000);
    const late = await quote(platform, body);
    clock.advance(5 * 60 * SECOND + 1);
    const expired = await execute(platform, late.body.id as string);
    expect(expired.status).toBe(409);
    expect(expired.body.code).toBe('QUOTE_EXPIRED');
    expect((await platform.request('GET', `/quotes/${late.body.id as string}`)).body.status).toBe('EXPIRED');

    const once = await quote(platform, body);
    expect((await execute(platform, once.body.id as string)).status).toBe(200);
    const twice = await execute(platform, once.body.id as string);
    expect(twice.status).toBe(409);
    expect((await balanceOf(platform, customer.customerId, customer.accounts.USD as string)).available).toBe(
      4_000,
    );
  });

  it('Idempotency-Key on execute replays the first answer and pays once', async () => {
    const customer = await customerWithAccounts(platform);
    await fund(platform, customer.accounts.USD as string, 5_000);
    const destination = await usBankAccount(platform, customer.customerId, '123');
    const q = await quote(platform, {
      source: { sourceType: 'ACCOUNT', accountId: customer.accounts.USD },
      destination: { destinationType: 'ACCOUNT', accountId: destination },
      lockedCurrencyAmount: 1_000,
    });
    const headers = { 'Idempotency-Key': `exec-${q.body.id as string}` };
    const [a, b] = await Promise.all([
      execute(platform, q.body.id as string, headers),
      execute(platform, q.body.id as string, headers),
    ]);
    expect(a.status).toBe(200);
    expect(b.text).toBe(a.text);
    expect((await balanceOf(platform, customer.customerId, customer.accounts.USD as string)).available).toBe(
      4_000,
    );
  });

  it('immediatelyExecute creates and executes in one call', async () => {
    const customer = await customerWithAccounts(platform);
    await fund(platform, customer.accounts.USD as string, 5_000);
    const destination = await usBankAccount(platform, customer.customerId, '123');
    const q = await quote(platform, {
      source: { sourceType: 'ACCOUNT', accountId: customer.accounts.USD },
      destination: { destinationType: 'ACCOUNT', accountId: destination },
      lockedCurrencyAmount: 2_000,
      immediatelyExecute: true,
    });
    expect(q.status, q.text).toBe(201);
    expect(q.body.status).toBe('COMPLETED');
    expect(q.body.transactionId).toMatch(/^Transaction:/);
  });

  it('pulls from a US bank account (ACH) and refuses accounts that cannot be pulled', async () => {
    const customer = await customerWithAccounts(platform);
    const bank = await usBankAccount(platform, customer.customerId, '123');
    const pulled = await quote(platform, {
      source: { sourceType: 'ACCOUNT', accountId: bank },
      destination: { destinationType: 'ACCOUNT', accountId: customer.accounts.EUR },
      lockedCurrencyAmount: 10_000,
    });
    expect(pulled.status, pulled.text).toBe(201);
    expect((await execute(platform, pulled.body.id as string)).body.status).toBe('COMPLETED');
    const eur = await balanceOf(platform, customer.customerId, customer.accounts.EUR as string);
    expect(eur.available).toBe(pulled.body.totalReceivingAmount);
    await expectLedgerGreen(service);
  });

  it("a platform account pays on behalf of a customer (FBO): the transaction is the customer's", async () => {
    const customer = await customerWithAccounts(platform);
    const accounts = await platform.request<{
      data: { id: string; balance: { currency: { code: string } } }[];
    }>('GET', '/platform/internal-accounts?currency=USD');
    const platformUsd = accounts.body.data[0]?.id as string;
    await fund(platform, platformUsd, 3_000);
    const bank = await usBankAccount(platform, customer.customerId, '321');
    const q = await quote(platform, {
      source: { sourceType: 'ACCOUNT', accountId: platformUsd, customerId: customer.customerId },
      destination: { destinationType: 'ACCOUNT', accountId: bank },
      lockedCurrencyAmount: 1_000,
      immediatelyExecute: true,
    });
    expect(q.status, q.text).toBe(201);
    expect(await transaction(platform, q.body.transactionId as string)).toMatchObject({
      customerId: customer.customerId,
      status: 'COMPLETED',
    });
    const unknown = await quote(platform, {
      source: {
        sourceType: 'ACCOUNT',
        accountId: platformUsd,
        customerId: `Customer:${crypto.randomUUID()}`,
      },
      destination: { destinationType: 'ACCOUNT', accountId: bank },
      lockedCurrencyAmount: 1_000,
    });
    expect(unknown.body.code).toBe('USER_NOT_FOUND');
  });

  it('embedded-wallet sources need a wallet signature over payloadToSign', async () => {
    const customer = await customerWithAccounts(platform);
    const walletId = crypto.randomUUID();
    const now = new Date();
    await service.ctx.db
      .insertInto('internal_accounts')
      .values({
        id: walletId,
        platform_id: platform.platformId,
        customer_id: customer.customerId.split(':')[1] as string,
        type: 'EMBEDDED_WALLET',
        status: 'ACTIVE',
        currency: 'USD',
        private_enabled: false,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const wallet = `InternalAccount:${walletId}`;
    await fund(platform, wallet, 5_000);
    const bank = await usBankAccount(platform, customer.customerId, '321');
    const body = {
      source: { sourceType: 'ACCOUNT', accountId: wallet },
      destination: { destinationType: 'ACCOUNT', accountId: bank },
      lockedCurrencyAmount: 1_000,
    };
    expect((await quote(platform, { ...body, immediatelyExecute: true })).status).toBe(400);
    const q = await quote(platform, body);
    expect(q.status, q.text).toBe(201);
    const info = (q.body.paymentInstructions as { accountOrWalletInfo: Record<string, unknown> }[])[0]
      ?.accountOrWalletInfo;
    expect(info).toMatchObject({ accountType: 'EMBEDDED_WALLET' });
    expect(JSON.parse(info?.payloadToSign as string)).toMatchObject({ quoteId: q.body.id, amount: '1000' });
    const missing = await execute(platform, q.body.id as string);
    expect([missing.status, missing.body.code]).toEqual([401, 'WALLET_SIGNATURE_MISSING']);
    const wrong = await execute(platform, q.body.id as string, { 'Service-Wallet-Signature': 'nope' });
    expect([wrong.status, wrong.body.code]).toEqual([401, 'WALLET_SIGNATURE_MALFORMED']);
    // The header's original spelling is read too (the real service's CLI sends it).
    const wrongOriginal = await execute(platform, q.body.id as string, { 'Grid-Wallet-Signature': 'nope' });
    expect([wrongOriginal.status, wrongOriginal.body.code]).toEqual([401, 'WALLET_SIGNATURE_MALFORMED']);
    const signed = await execute(platform, q.body.id as string, {
      'Grid-Wallet-Signature': 'sandbox-valid-signature',
    });
    expect(signed.status, signed.text).toBe(200);
    expect(signed.body.status).toBe('COMPLETED');
  });

  it('unknown quote ids are 404 QUOTE_NOT_FOUND', async () => {
    for (const id of [`Quote:${crypto.randomUUID()}`, 'nonsense']) {
      const r = await platform.request('GET', `/quotes/${id}`);
      expect(r.status).toBe(404);
      expect(r.body.code).toBe('QUOTE_NOT_FOUND');
    }
  });
});
