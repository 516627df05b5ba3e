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
  usBankAccount,
} from '../../helpers/payments.js';
import { type PlatformClient, startTestService, type TestService } from '../../helpers/service.js';
import { startReceiver } from '../../helpers/webhook-receiver.js';
import { contractOperation, responseProblems } from '../../helpers/wire-contract.js';

/**
 * Transactions as a client generated from the real service's contract sees them: every answer
 * decodes against the contract (any revision), requests are built in the contract's shapes, and
 * the platform's answer to INCOMING_PAYMENT.PENDING decides an incoming payment.
 */

const clock = movableClock();
let service: TestService;
let platform: PlatformClient;

beforeAll(async () => {
  service = await startTestService({ clock, runJobs: false });
  platform = await service.newPlatform();
});
afterAll(() => service.close());

type Body = Record<string, unknown>;
type List = { data: Body[]; totalCount: number };

/** Keeps only the request fields the contract lists for `operation` (top level). */
function contractBody(operation: string, body: Body): Body {
  const fields = Object.keys(contractOperation(operation).request?.fields ?? {});
  expect(
    Object.keys(body).every((k) => fields.includes(k)),
    `${Object.keys(body)} vs ${fields}`,
  ).toBe(true);
  return body;
}

/**
 * The oldest revision gave an outgoing transaction's paymentInstructions as one object; the
 * later ones as an array. The array is what we send, so that revision's object fields are
 * not looked for; the entries themselves are the accounts module's PaymentInstructions,
 * checked by its own tests.
 */
const OLDEST_SHAPE = /paymentInstructions(\.(bankAccountInfo|reference)|\[\]\.accountOrWalletInfo)/;

const noProblems = (operation: string, status: number, body: unknown) =>
  expect(responseProblems(operation, status, body).filter((p) => !OLDEST_SHAPE.test(p))).toEqual([]);

async function payout(suffix: string) {
  const customer = await customerWithAccounts(platform);
  await fund(platform, customer.accounts.USD as string, 10_000);
  const bank = await usBankAccount(platform, customer.customerId, suffix);
  const q = await quote(platform, {
    source: { sourceType: 'ACCOUNT', accountId: customer.accounts.USD },
    destination: { destinationType: 'ACCOUNT', accountId: bank },
    lockedCurrencyAmount: 1_000,
  });
  const done = await execute(platform, q.body.id as string);
  return { customer, bank, id: done.body.transactionId as string };
}

describe('transaction answers decode against the contract', () => {
  it('GET one and the list, transfer-in/out, confirm and cancel', async () => {
    const p = await payout('321');
    const one = await platform.request('GET', `/transactions/${p.id}`);
    expect(one.status).toBe(200);
    noProblems('GET /transactions/{}', 200, one.body);
    expect(one.body).toMatchObject({
      type: 'OUTGOING',
      customerId: p.customer.customerId,
      platformCustomerId: expect.any(String),
      source: { sourceType: 'ACCOUNT', accountId: p.customer.accounts.USD },
      destination: { destinationType: 'ACCOUNT', accountId: p.bank },
      paymentInstructions: [],
      reconciliationInstructions: { reference: expect.stringMatching(/^PS/) },
    });
    expect(one.body.pendingReason).toBeUndefined();

    const list = await platform.request<List>('GET', '/transactions?limit=100');
    noProblems('GET /transactions', 200, list.body);

    const confirm = await platform.request('POST', `/transactions/${p.id}/confirm`);
    noProblems('POST /transactions/{}/confirm', 200, confirm.body);

    const slow = await payout('003');
    const cancelled = await platform.request('POST', `/transactions/${slow.id}/cancel`);
    expect(cancelled.status, cancelled.text).toBe(200);
    noProblems('POST /transactions/{}/cancel', 200, cancelled.body);

    const s = await customerWithAccounts(platform);
    const bank = await usBankAccount(platform, s.customerId, '321');
    const out = await platform.request('POST', '/transfer-out', {
      body: contractBody('POST /transfer-out', {
        source: { accountId: s.accounts.USD },
        destination: { accountId: bank, paymentRail: 'ACH' },
        amount: 0 + 1,
        remittanceInformation: 'invoice 42',
        purposeOfPayment: 'GOODS_OR_SERVICES',
      }),
    });
    // Nothing funded: refused, in the error shape.
    expect(out.status).toBe(400);
    await fund(platform, s.accounts.USD as string, 500);
    const paid = await platform.request('POST', '/transfer-out', {
      body: contractBody('POST /transfer-out', {
        source: { accountId: s.accounts.USD },
        destination: { accountId: bank },
        amount: 200,
      }),
    });
    expect(paid.status, paid.text).toBe(201);
    noProblems('POST /transfer-out', 201, paid.body);
    await expectLedgerGreen(service);
  });

  it('POST /transfer-in without amount pulls the whole available balance (1,000.00 in the sandbox bank)', async () => {
    const s = await customerWithAccounts(platform);
    const bank = await usBankAccount(platform, s.customerId, '321');
    const r = await platform.request('POST', '/transfer-in', {
      body: contractBody('POST /transfer-in', {
        source: { accountId: bank },
        destination: { accountId: s.accounts.USD },
      }),
    });
    expect(r.status, r.text).toBe(201);
    noProblems('POST /transfer-in', 201, r.body);
    expect(r.body).toMatchObject({
      type: 'INCOMING',
      status: 'COMPLETED',
      receivedAmount: { amount: 100_000 },
    });
    expect((await balanceOf(platform, s.customerId, s.accounts.USD as string)).available).toBe(100_000);
    await expectLedgerGreen(service);
  });

  it('POST /sandbox/send accepts the oldest shape: the reference of the quote instead of its id', async () => {
    const s = await customerWithAccounts(platform);
    const bank = await usBankAccount(platform, s.customerId, '321');
    const q = await quote(platform, {
      source: { sourceType: 'REALTIME_FUNDING', currency: 'USD', customerId: s.customerId },
      destination: { destinationType: 'ACCOUNT', accountId: bank },
      lockedCurrencyAmount: 1_500,
    });
    expect(q.status, q.text).toBe(201);
    const instructions = q.body.paymentInstructions as { accountOrWalletInfo: Body }[];
    const reference = instructions.find((i) => i.accountOrWalletInfo.reference)?.accountOrWalletInfo
      .reference as string;
    const sent = await platform.request('POST', '/sandbox/send', {
      body: contractBody('POST /sandbox/send', {
        reference,
        currencyCode: 'USD',
        currencyAmount: q.body.totalSendingAmount,
      }),
    });
    expect(sent.status, sent.text).toBe(200);
    noProblems('POST /sandbox/send', 200, sent.body);
    expect(sent.body).toMatchObject({
      quoteId: q.body.id,
      source: { sourceType: 'REALTIME_FUNDING', currency: 'USD' },
      reconciliationInstructions: { reference },
    });
    expect((sent.body.paymentInstructions as unknown[]).length).toBeGreaterThan(0);
    const bad = await platform.request('POST', '/sandbox/send', {
      body: { reference: 'nonsense', currencyCode: 'USD' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('INVALID_INPUT');
    await expectLedgerGreen(service);
  });
});

describe('GET /transactions filters of the contract', () => {
  it('reference, sender/receiver/account identifiers, PENDING_AUTHORIZATION', async () => {
    const p = await payout('321');
    const other = await payout('321');
    const tx = (await platform.request('GET', `/transactions/${p.id}`)).body;
    const reference = (tx.reconciliationInstructions as { reference: string }).reference;
    const ids = async (query: string) => {
      const r = await platform.request<List>('GET', `/transactions?limit=100&${query}`);
      expect(r.status, r.text).toBe(200);
      noProblems('GET /transactions', 200, r.body);
      return r.body.data.map((t) => t.id);
    };
    expect(await ids(`reference=${reference}`)).toEqual([p.id]);
    expect(await ids('reference=PS0000')).toEqual([]);
    expect(
      await ids(`senderAccountIdentifier=${encodeURIComponent(p.customer.accounts.USD as string)}`),
    ).toEqual([p.id]);
    expect(await ids(`receiverAccountIdentifier=${encodeURIComponent(p.bank)}`)).toEqual([p.id]);
    expect(
      await ids(`receiverAccountIdentifier=${encodeURIComponent(p.customer.accounts.USD as string)}`),
    ).toEqual([]);
    expect(await ids(`accountIdentifier=${encodeURIComponent(p.bank)}`)).toEqual([p.id]);
    // The external account's own number names it too.
    const bank = await platform.request('GET', `/customers/external-accounts/${p.bank}`);
    const number = (bank.body.accountInfo as { accountNumber: string }).accountNumber;
    expect(await ids(`accountIdentifier=${number}`)).toEqual([p.id]);
    expect(await ids(`accountIdentifier=${encodeURIComponent(other.bank)}`)).toEqual([other.id]);
    expect(await ids('status=PENDING_AUTHORIZATION')).toEqual([]);

    // A UMA address names the side it stands on.
    const receiver = await customerWithAccounts(platform);
    const received = await platform.request('POST', '/sandbox/uma/receive', {
      body: contractBody('POST /sandbox/uma/receive', {
        senderUmaAddress: `$alice@${SANDBOX_UMA_DOMAIN}`,
        receiverUmaAddress: receiver.umaAddress,
        receivingCurrencyCode: 'USD',
        receivingCurrencyAmount: 700,
      }),
    });
    expect(received.status, received.text).toBe(200);
    noProblems('POST /sandbox/uma/receive', 200, received.body);
    expect(
      await ids(`senderAccountIdentifier=${encodeURIComponent(`$alice@${SANDBOX_UMA_DOMAIN}`)}`),
    ).toEqual([received.body.id]);
    expect(await ids(`accountIdentifier=${encodeURIComponent(`alice@${SANDBOX_UMA_DOMAIN}`)}`)).toEqual([
      received.body.id,
    ]);
  });
});

describe('incoming payments awaiting the platform (its answer to INCOMING_PAYMENT.PENDING)', () => {
  type Answer = { status: number; body?: string };

  async function withEndpoint(answer: (n: number) => Answer) {
    const p = await service.newPlatform('approvals');
    const receiver = await startReceiver((n) => answer(n));
    const set = await p.request('PATCH', '/config', { body: { webhookEndpoint: receiver.url } });
    expect(set.status, set.text).toBe(200);
    await service.deliverer.drain(); // the TEST webhook of a new endpoint
    receiver.received.length = 0;
    const customer = await customerWithAccounts(p);
    const usd = customer.accounts.USD as string;
    const receive = async (amount = 2_500) => {
      const r = await p.request('POST', '/sandbox/uma/receive', {
        body: {
          senderUmaAddress: `$bob@${SANDBOX_UMA_DOMAIN}`,
          receiverUmaAddress: customer.umaAddress,
          receivingCurrencyCode: 'USD',
          receivingCurrencyAmount: amount,
        },
      });
      expect(r.status, r.text).toBe(200);
      noProblems('POST /sandbox/uma/receive', 200, r.body);
      return r.body.id as string;
    };
    const balance = () => balanceOf(p, customer.customerId, usd);
    const get = async (id: string) => (await p.request('GET', `/transactions/${id}`)).body;
    return { p, receiver, receive, balance, get };
  }

  it('held until approved: 200 approves (receiverCustomerInfo kept), exactly once', async () => {
    const w = await withEndpoint(() => ({
      status: 200,
      body: JSON.stringify({ receiverCustomerInfo: { FULL_NAME: 'Ada Lovelace' } }),
    }));
    const id = await w.receive();
    expect(await w.get(id)).toMatchObject({ status: 'PENDING' });
    expect(await w.balance()).toEqual({ available: 0, total: 2_500 });
    await service.deliverer.drain();
    const pending = w.receiver.received.find((r) => r.envelope.type === 'INCOMING_PAYMENT.PENDING');
    expect(pending?.envelope.data).toMatchObject({
      id,
      requestedReceiverCustomerInfoFields: [{ name: 'FULL_NAME', mandatory: false }],
    });
    expect(await w.get(id)).toMatchObject({ status: 'COMPLETED' });
    expect(await w.balance()).toEqual({ available: 2_500, total: 2_500 });
    const row = await service.ctx.db
      .selectFrom('transactions')
      .select('details')
      .where('id', '=', id.split(':')[1] as string)
      .executeTakeFirstOrThrow();
    expect((row.details as Body).receiverCustomerInfo).toEqual({ FULL_NAME: 'Ada Lovelace' });
    // The window's end finds it decided: nothing changes.
    await afterDelay(service, clock, 6_000);
    expect(await w.get(id)).toMatchObject({ status: 'COMPLETED' });
    expect(await eventTypes(service, id)).toEqual(['INCOMING_PAYMENT.COMPLETED', 'INCOMING_PAYMENT.PENDING']);
    const again = await w.p.request('POST', `/transactions/${id}/approve`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL');
    await w.receiver.close();
    await expectLedgerGreen(service);
  });

  it('403 rejects (reason kept) and 422 rejects for want of payee data; the money goes back', async () => {
    for (const [status, body, failureReason] of [
      [403, { code: 'NO', message: 'no', reason: 'sanctions' }, undefined],
      [
        422,
        { code: 'MORE', message: 'more', requiredFields: ['BIRTH_DATE'] },
        'MISSING_MANDATORY_PAYEE_DATA',
      ],
    ] as const) {
      const w = await withEndpoint(() => ({ status, body: JSON.stringify(body) }));
      const id = await w.receive();
      await service.deliverer.drain();
      const tx = await w.get(id);
      noProblems('GET /transactions/{}', 200, tx);
      expect(tx.status).toBe('REJECTED');
      expect(tx.failureReason).toBe(failureReason);
      expect(await w.balance()).toEqual({ available: 0, total: 0 });
      expect(await eventTypes(service, id)).toEqual(['INCOMING_PAYMENT.FAILED', 'INCOMING_PAYMENT.PENDING']);
      // Answered, so not retried.
      await clock.advance(60_000);
      await service.deliverer.drain();
      expect(w.receiver.received.filter((r) => r.envelope.type === 'INCOMING_PAYMENT.PENDING')).toHaveLength(
        1,
      );
      await w.receiver.close();
    }
    await expectLedgerGreen(service);
  });

  it('202 defers to POST /transactions/{id}/approve|reject within the window; else PAYMENT_APPROVAL_TIMED_OUT', async () => {
    const w = await withEndpoint(() => ({ status: 202 }));
    const approved = await w.receive(1_000);
    const rejected = await w.receive(2_000);
    const forgotten = await w.receive(4_000);
    await service.deliverer.drain();
    expect(await w.balance()).toEqual({ available: 0, total: 7_000 });

    const ok = await w.p.request('POST', `/transactions/${approved}/approve`, {
      body: contractBody('POST /transactions/{}/approve', { receiverCustomerInfo: { FULL_NAME: 'Ada' } }),
    });
    expect(ok.status, ok.text).toBe(200);
    noProblems('POST /transactions/{}/approve', 200, ok.body);
    expect(ok.body.status).toBe('COMPLETED');

    // No body at all: the contract's body is optional.
    const no = await w.p.request('POST', `/transactions/${rejected}/reject`);
    expect(no.status, no.text).toBe(200);
    noProblems('POST /transactions/{}/reject', 200, no.body);
    expect(no.body.status).toBe('REJECTED');

    await afterDelay(service, clock, 6_000);
    const late = await w.get(forgotten);
    expect(late).toMatchObject({ status: 'FAILED', failureReason: 'PAYMENT_APPROVAL_TIMED_OUT' });
    noProblems('GET /transactions/{}', 200, late);
    expect(await w.balance()).toEqual({ available: 1_000, total: 1_000 });
    const tooLate = await w.p.request('POST', `/transactions/${forgotten}/approve`);
    expect(tooLate.status).toBe(409);
    await w.receiver.close();
    await expectLedgerGreen(service);
  });

  it('409 counts as delivered (a repeat the platform already processed) and is not retried', async () => {
    const w = await withEndpoint(() => ({ status: 409 }));
    const id = await w.receive();
    await service.deliverer.drain();
    await clock.advance(3_000);
    await service.deliverer.drain();
    expect(w.receiver.received.filter((r) => r.envelope.type === 'INCOMING_PAYMENT.PENDING')).toHaveLength(1);
    expect((await w.get(id)).status).toBe('PENDING');
    await afterDelay(service, clock, 6_000);
    expect(await w.get(id)).toMatchObject({ status: 'FAILED', failureReason: 'PAYMENT_APPROVAL_TIMED_OUT' });
    await w.receiver.close();
  });

  it('delivery errors: retried within the window, then PAYMENT_APPROVAL_WEBHOOK_ERROR; money returned once', async () => {
    const w = await withEndpoint(() => ({ status: 500 }));
    const id = await w.receive();
    for (let i = 0; i < 6; i++) {
      await service.deliverer.drain();
      await clock.advance(1_100 * 2 ** i);
    }
    await service.deliverer.drain();
    const attempts = w.receiver.received.filter((r) => r.envelope.type === 'INCOMING_PAYMENT.PENDING').length;
    expect(attempts).toBeGreaterThan(1);
    await afterDelay(service, clock, 6_000);
    expect(await w.get(id)).toMatchObject({
      status: 'FAILED',
      failureReason: 'PAYMENT_APPROVAL_WEBHOOK_ERROR',
    });
    expect(await w.balance()).toEqual({ available: 0, total: 0 });
    expect((await eventTypes(service, id)).filter((t) => t === 'INCOMING_PAYMENT.FAILED')).toHaveLength(1);
    await w.receiver.close();
    await expectLedgerGreen(service);
  });

  it('without a webhook endpoint the payment is approved at once', async () => {
    const receiver = await customerWithAccounts(platform);
    const r = await platform.request('POST', '/sandbox/uma/receive', {
      body: {
        senderUmaAddress: `$carol@${SANDBOX_UMA_DOMAIN}`,
        receiverUmaAddress: receiver.umaAddress,
        receivingCurrencyCode: 'USD',
        receivingCurrencyAmount: 900,
      },
    });
    expect(r.body.status).toBe('COMPLETED');
    expect((await balanceOf(platform, receiver.customerId, receiver.accounts.USD as string)).available).toBe(
      900,
    );
  });
});
