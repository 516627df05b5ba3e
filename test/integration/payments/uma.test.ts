import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_UMA_DOMAIN } from '../../../src/sandbox/uma.js';
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

async function lookup(client: PlatformClient, address: string): Promise<string> {
  const r = await client.request('GET', `/receiver/uma/${encodeURIComponent(address)}`);
  expect(r.status, r.text).toBe(200);
  return r.body.lookupId as string;
}

async function payUma(address: string, body: Record<string, unknown> = {}, client = platform) {
  const sender = await customerWithAccounts(client);
  const usd = sender.accounts.USD as string;
  await fund(client, usd, 100_000);
  const created = await quote(client, {
    source: { sourceType: 'ACCOUNT', accountId: usd },
    destination: { destinationType: 'UMA_ADDRESS', umaAddress: address },
    lookupId: await lookup(client, address),
    lockedCurrencyAmount: 10_000,
    ...body,
  });
  expect(created.status, created.text).toBe(201);
  const executed = await execute(client, created.body.id as string);
  expect(executed.status, executed.text).toBe(200);
  return { sender, usd, quote: executed.body, balance: () => balanceOf(client, sender.customerId, usd) };
}

describe('UMA payments to the sandbox counterparty (spec 4.15)', () => {
  it('$success.eur succeeds in EUR', async () => {
    const p = await payUma(`$success.eur@${SANDBOX_UMA_DOMAIN}`, {
      destination: {
        destinationType: 'UMA_ADDRESS',
        umaAddress: `$success.eur@${SANDBOX_UMA_DOMAIN}`,
        currency: 'EUR',
      },
    });
    expect(p.quote).toMatchObject({ status: 'COMPLETED' });
    expect((p.quote.receivingCurrency as { code: string }).code).toBe('EUR');
    expect((await p.balance()).available).toBe(90_000);
    await expectLedgerGreen(service);
  });

  it('$success.mxn and $success.usd succeed in their currency', async () => {
    const mxn = await payUma(`$success.mxn@${SANDBOX_UMA_DOMAIN}`);
    expect((mxn.quote.receivingCurrency as { code: string }).code).toBe('MXN');
    expect(mxn.quote.status).toBe('COMPLETED');
    const usd = await payUma(`$success.usd@${SANDBOX_UMA_DOMAIN}`);
    expect(usd.quote).toMatchObject({ status: 'COMPLETED', totalReceivingAmount: 10_000 });
  });

  it('$pending.long.usd stays pending for a long time, then completes', async () => {
    const p = await payUma(`$pending.long.usd@${SANDBOX_UMA_DOMAIN}`);
    const id = p.quote.transactionId as string;
    expect((await transaction(platform, id)).status).toBe('PENDING');
    await afterDelay(service, clock, 30 * 60 * 1000);
    expect((await transaction(platform, id)).status).toBe('PENDING');
    await afterDelay(service, clock, 31 * 60 * 1000);
    expect((await transaction(platform, id)).status).toBe('COMPLETED');
    expect((await p.balance()).available).toBe(90_000);
    await expectLedgerGreen(service);
  });

  it('$fail.compliance.usd fails compliance; nothing is debited', async () => {
    const p = await payUma(`$fail.compliance.usd@${SANDBOX_UMA_DOMAIN}`);
    expect(p.quote.status).toBe('FAILED');
    expect(await transaction(platform, p.quote.transactionId as string)).toMatchObject({
      status: 'FAILED',
      failureReason: 'QUOTE_EXECUTION_FAILED',
    });
    expect((await p.balance()).available).toBe(100_000);
  });

  it('needs a lookup of the same receiver, and refuses unknown receivers', async () => {
    const sender = await customerWithAccounts(platform);
    const base = {
      source: { sourceType: 'ACCOUNT', accountId: sender.accounts.USD },
      destination: { destinationType: 'UMA_ADDRESS', umaAddress: `$success.usd@${SANDBOX_UMA_DOMAIN}` },
      lockedCurrencyAmount: 100,
    };
    expect((await quote(platform, base)).body.code).toBe('INVALID_INPUT');
    const unknownLookup = await quote(platform, { ...base, lookupId: `Lookup:${crypto.randomUUID()}` });
    expect(unknownLookup.status).toBe(404);
    expect(unknownLookup.body.code).toBe('LOOKUP_REQUEST_NOT_FOUND');
    const otherReceiver = await quote(platform, {
      ...base,
      lookupId: await lookup(platform, `$success.eur@${SANDBOX_UMA_DOMAIN}`),
    });
    expect(otherReceiver.status).toBe(400);
    const nobody = await quote(platform, {
      ...base,
      destination: { destinationType: 'UMA_ADDRESS', umaAddress: `$nobody@${SANDBOX_UMA_DOMAIN}` },
      lookupId: await lookup(platform, `$success.usd@${SANDBOX_UMA_DOMAIN}`),
    });
    expect(nobody.body.code).toBe('UMA_NOT_FOUND');
    const malformed = await quote(platform, {
      ...base,
      destination: { destinationType: 'UMA_ADDRESS', umaAddress: 'alice' },
    });
    expect(malformed.body.code).toBe('INVALID_UMA_ADDRESS');
    const wrongCurrency = await quote(platform, {
      ...base,
      destination: { ...base.destination, currency: 'BRL' },
      lookupId: await lookup(platform, `$success.usd@${SANDBOX_UMA_DOMAIN}`),
    });
    expect(wrongCurrency.body.code).toBe('INVALID_CURRENCY');
  });
});

describe('UMA payments between customers of this service', () => {
  it('credits the receiving customer of another platform as an INCOMING transaction', async () => {
    const other = await service.newPlatform('Receiving platform');
    const receiver = await customerWithAccounts(other);
    const p = await payUma(receiver.umaAddress);
    expect(p.quote.status).toBe('COMPLETED');
    expect(await balanceOf(other, receiver.customerId, receiver.accounts.USD as string)).toEqual({
      available: 10_000,
      total: 10_000,
    });
    const incoming = await other.request<{ data: Record<string, unknown>[] }>(
      'GET',
      `/transactions?customerId=${receiver.customerId}`,
    );
    expect(incoming.body.data).toHaveLength(1);
    expect(incoming.body.data[0]).toMatchObject({
      type: 'INCOMING',
      status: 'COMPLETED',
      source: { sourceType: 'UMA_ADDRESS', umaAddress: p.sender.umaAddress },
    });
    // The sending platform does not see the receiving platform's transaction.
    expect(
      (await platform.request('GET', `/transactions/${incoming.body.data[0]?.id as string}`)).status,
    ).toBe(404);
    await expectLedgerGreen(service);
  });

  it('same platform: one movement, both sides recorded; paying your own address is SELF_PAYMENT', async () => {
    const receiver = await customerWithAccounts(platform);
    const p = await payUma(receiver.umaAddress);
    expect(await balanceOf(platform, receiver.customerId, receiver.accounts.USD as string)).toMatchObject({
      available: 10_000,
    });
    const self = await quote(platform, {
      source: { sourceType: 'ACCOUNT', accountId: p.usd },
      destination: { destinationType: 'UMA_ADDRESS', umaAddress: p.sender.umaAddress },
      lookupId: await lookup(platform, p.sender.umaAddress),
      lockedCurrencyAmount: 100,
    });
    expect(self.body.code).toBe('SELF_PAYMENT');
  });
});

describe('POST /sandbox/send (realtime-funded quotes)', () => {
  async function realtimeQuote(currency = 'USD', extra: Record<string, unknown> = {}) {
    const customer = await customerWithAccounts(platform);
    const bank = await usBankAccount(platform, customer.customerId, '321');
    const created = await quote(platform, {
      source: { sourceType: 'REALTIME_FUNDING', currency, customerId: customer.customerId, ...extra },
      destination: { destinationType: 'ACCOUNT', accountId: bank },
      lockedCurrencySide: 'RECEIVING',
      lockedCurrencyAmount: 5_000,
    });
    expect(created.status, created.text).toBe(201);
    return created.body;
  }

  it('returns payment instructions and cannot be executed directly', async () => {
    const q = await realtimeQuote();
    const instructions = q.paymentInstructions as { accountOrWalletInfo: Record<string, unknown> }[];
    expect(instructions[0]?.accountOrWalletInfo).toMatchObject({ accountType: 'USD_ACCOUNT' });
    expect(instructions[0]?.accountOrWalletInfo.reference).toMatch(/^PS/);
    const r = await execute(platform, q.id as string);
    expect(r.status).toBe(400);
  });

  it('paying the exact amount starts the payment', async () => {
    const q = await realtimeQuote();
    const sent = await platform.request('POST', '/sandbox/send', {
      body: { quoteId: q.id, currencyCode: 'USD' },
    });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toMatchObject({ type: 'OUTGOING', status: 'COMPLETED', quoteId: q.id });
    expect((await platform.request('GET', `/quotes/${q.id as string}`)).body.status).toBe('COMPLETED');
    await expectLedgerGreen(service);
  });

  it('a wrong amount fails with FUNDING_AMOUNT_MISMATCH; a second payment is refused', async () => {
    const q = await realtimeQuote();
    const sent = await platform.request('POST', '/sandbox/send', {
      body: { quoteId: q.id, currencyCode: 'USD', currencyAmount: (q.totalSendingAmount as number) - 1 },
    });
    expect(sent.body).toMatchObject({ status: 'FAILED', failureReason: 'FUNDING_AMOUNT_MISMATCH' });
    const again = await platform.request('POST', '/sandbox/send', {
      body: { quoteId: q.id, currencyCode: 'USD' },
    });
    expect(again.status).toBe(409);
  });

  it('stablecoin funding needs a network and gives a wallet address on it', async () => {
    const customer = await customerWithAccounts(platform);
    const r = await quote(platform, {
      source: { sourceType: 'REALTIME_FUNDING', currency: 'USDC', customerId: customer.customerId },
      destination: { destinationType: 'ACCOUNT', accountId: customer.accounts.USD },
      lockedCurrencyAmount: 5_000_000,
    });
    expect(r.status).toBe(400);
    const q = await quote(platform, {
      source: {
        sourceType: 'REALTIME_FUNDING',
        currency: 'USDC',
        customerId: customer.customerId,
        cryptoNetwork: 'SOLANA',
      },
      destination: { destinationType: 'ACCOUNT', accountId: customer.accounts.USD },
      lockedCurrencyAmount: 5_000_000,
    });
    expect(q.status, q.text).toBe(201);
    const instructions = q.body.paymentInstructions as { accountOrWalletInfo: Record<string, unknown> }[];
    expect(instructions).toHaveLength(1);
    expect(instructions[0]?.accountOrWalletInfo).toMatchObject({
      accountType: 'SOLANA_WALLET',
      assetType: 'USDC',
    });
    const paid = await platform.request('POST', '/sandbox/send', {
      body: { quoteId: q.body.id, currencyCode: 'USDC' },
    });
    expect(paid.body.status).toBe('COMPLETED');
    expect((await balanceOf(platform, customer.customerId, customer.accounts.USD as string)).available).toBe(
      q.body.totalReceivingAmount,
    );
  });
});

describe('POST /sandbox/uma/receive', () => {
  it('credits the customer as an INCOMING transaction with events', async () => {
    const customer = await customerWithAccounts(platform);
    const r = await platform.request('POST', '/sandbox/uma/receive', {
      body: {
        senderUmaAddress: `$alice@${SANDBOX_UMA_DOMAIN}`,
        receiverUmaAddress: customer.umaAddress,
        receivingCurrencyCode: 'EUR',
        receivingCurrencyAmount: 2_500,
      },
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ type: 'INCOMING', status: 'COMPLETED', customerId: customer.customerId });
    expect((await balanceOf(platform, customer.customerId, customer.accounts.EUR as string)).available).toBe(
      2_500,
    );
    expect(await eventTypes(service, r.body.id as string)).toEqual(['INCOMING_PAYMENT.COMPLETED']);
    expect(await eventTypes(service, customer.accounts.EUR as string)).toEqual([
      'INTERNAL_ACCOUNT.BALANCE_UPDATED',
    ]);
  });

  it("goes to the customer's default UMA deposit account when one is set", async () => {
    const customer = await customerWithAccounts(platform);
    const bank = await usBankAccount(platform, customer.customerId, '321');
    const uuid = bank.split(':')[1] as string;
    await service.ctx.db
      .updateTable('external_accounts')
      .set({ default_uma_deposit_account: true })
      .where('id', '=', uuid)
      .execute();
    const r = await platform.request('POST', '/sandbox/uma/receive', {
      body: {
        senderUmaAddress: `$alice@${SANDBOX_UMA_DOMAIN}`,
        customerId: customer.customerId,
        receivingCurrencyCode: 'USD',
        receivingCurrencyAmount: 900,
      },
    });
    expect(r.body).toMatchObject({ status: 'COMPLETED', destination: { accountId: bank } });
    expect((await balanceOf(platform, customer.customerId, customer.accounts.USD as string)).available).toBe(
      0,
    );
  });

  it("refuses unknown receivers, other platforms' customers and bad addresses", async () => {
    const other = await service.newPlatform();
    const theirs = await customerWithAccounts(other);
    const body = {
      senderUmaAddress: `$alice@${SANDBOX_UMA_DOMAIN}`,
      receivingCurrencyCode: 'USD',
      receivingCurrencyAmount: 100,
    };
    expect(
      (
        await platform.request('POST', '/sandbox/uma/receive', {
          body: { ...body, receiverUmaAddress: theirs.umaAddress },
        })
      ).body.code,
    ).toBe('UMA_NOT_FOUND');
    expect(
      (
        await platform.request('POST', '/sandbox/uma/receive', {
          body: { ...body, senderUmaAddress: 'alice', customerId: theirs.customerId },
        })
      ).body.code,
    ).toBe('INVALID_UMA_ADDRESS');
    expect(
      (
        await platform.request('POST', '/sandbox/uma/receive', {
          body: { ...body, customerId: theirs.customerId },
        })
      ).status,
    ).toBe(404);
  });
});
