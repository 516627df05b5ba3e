import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, customerWithAccounts, fund, quote, usBankAccount } from '../../helpers/payments.js';
import { crashBeforeAnswer as leaveKeyAsCrashed } from '../../helpers/crash.js';
import { type PlatformClient, startTestService, type TestService } from '../../helpers/service.js';
import { SANDBOX_UMA_DOMAIN } from '../../../src/sandbox/uma.js';

/**
 * A server that dies after a money-moving request committed but before its answer was
 * stored leaves the Idempotency-Key IN_PROGRESS. The row is put back in exactly that state
 * here (what a SIGKILL at that moment leaves), aged past the 60 s abandonment: the retry
 * with the same key answers with what the first attempt made and moves no money again.
 * Without a bound resource (the first attempt died before committing) the retry runs.
 */
let service: TestService;
let platform: PlatformClient;

beforeAll(async () => {
  service = await startTestService({ runJobs: false });
  platform = await service.newPlatform();
});
afterAll(() => service.close());

/** The state a crash between business commit and stored response leaves behind. */
const crashBeforeAnswer = (key: string, keepResource = true) => leaveKeyAsCrashed(service, key, keepResource);

const transactionCount = async () =>
  (await platform.request<{ totalCount: number }>('GET', '/transactions?limit=1')).body.totalCount;

describe('a retry after a crash between commit and answer', () => {
  it('transfer-out: the same transaction, debited once', async () => {
    const customer = await customerWithAccounts(platform);
    const usd = customer.accounts.USD as string;
    const bank = await usBankAccount(platform, customer.customerId, '321');
    await fund(platform, usd, 10_000);
    const key = { 'idempotency-key': `crash-transfer-${Date.now()}` };
    const body = { source: { accountId: usd }, destination: { accountId: bank }, amount: 4_000 };

    const first = await platform.request('POST', '/transfer-out', { headers: key, body });
    expect(first.status, first.text).toBe(201);
    const before = await transactionCount();
    await crashBeforeAnswer(key['idempotency-key']);

    const retry = await platform.request('POST', '/transfer-out', { headers: key, body });
    expect(retry.status, retry.text).toBe(201);
    expect(retry.body.id).toBe(first.body.id);
    expect(retry.body.status).toBe('COMPLETED');
    expect(await transactionCount()).toBe(before);
    expect(await balanceOf(platform, customer.customerId, usd)).toEqual({ available: 6_000, total: 6_000 });

    // From then on it is an ordinary stored answer.
    const again = await platform.request('POST', '/transfer-out', { headers: key, body });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.id).toBe(first.body.id);
  });

  it('quote execute: the executed quote again, not 409, and one payment', async () => {
    const a = await customerWithAccounts(platform);
    const b = await customerWithAccounts(platform);
    await fund(platform, a.accounts.USD as string, 10_000);
    const q = await quote(platform, {
      source: { sourceType: 'ACCOUNT', accountId: a.accounts.USD },
      destination: { destinationType: 'ACCOUNT', accountId: b.accounts.USD },
      lockedCurrencyAmount: 2_500,
    });
    expect(q.status, q.text).toBe(201);
    const key = { 'idempotency-key': `crash-execute-${Date.now()}` };
    const first = await platform.request('POST', `/quotes/${q.body.id as string}/execute`, { headers: key });
    expect(first.status, first.text).toBe(200);
    await crashBeforeAnswer(key['idempotency-key']);

    const retry = await platform.request('POST', `/quotes/${q.body.id as string}/execute`, { headers: key });
    expect(retry.status, retry.text).toBe(200);
    expect(retry.body.id).toBe(q.body.id);
    expect(retry.body.transactionId).toBe(first.body.transactionId);
    expect(await balanceOf(platform, a.customerId, a.accounts.USD as string)).toEqual({
      available: 7_500,
      total: 7_500,
    });
    // Another key executing the same quote is still refused.
    const other = await platform.request('POST', `/quotes/${q.body.id as string}/execute`, {
      headers: { 'idempotency-key': `other-${Date.now()}` },
    });
    expect(other.status).toBe(409);
  });

  it('sandbox fund: the account again, credited once', async () => {
    const customer = await customerWithAccounts(platform);
    const usd = customer.accounts.USD as string;
    const key = { 'idempotency-key': `crash-fund-${Date.now()}` };
    const path = `/sandbox/internal-accounts/${usd}/fund`;
    const first = await platform.request('POST', path, { headers: key, body: { amount: 3_000 } });
    expect(first.status, first.text).toBe(200);
    await crashBeforeAnswer(key['idempotency-key']);

    const retry = await platform.request('POST', path, { headers: key, body: { amount: 3_000 } });
    expect(retry.status, retry.text).toBe(200);
    expect(retry.body.id).toBe(usd);
    expect(await balanceOf(platform, customer.customerId, usd)).toEqual({ available: 3_000, total: 3_000 });
  });

  it('sandbox UMA receive: the same incoming transaction, credited once', async () => {
    const customer = await customerWithAccounts(platform);
    const usd = customer.accounts.USD as string;
    const key = { 'idempotency-key': `crash-uma-${Date.now()}` };
    const body = {
      senderUmaAddress: `$alice@${SANDBOX_UMA_DOMAIN}`,
      customerId: customer.customerId,
      receivingCurrencyCode: 'USD',
      receivingCurrencyAmount: 1_200,
    };
    const first = await platform.request('POST', '/sandbox/uma/receive', { headers: key, body });
    expect(first.status, first.text).toBe(200);
    const before = await transactionCount();
    await crashBeforeAnswer(key['idempotency-key']);

    const retry = await platform.request('POST', '/sandbox/uma/receive', { headers: key, body });
    expect(retry.status, retry.text).toBe(200);
    expect(retry.body.id).toBe(first.body.id);
    expect(await transactionCount()).toBe(before);
    expect(await balanceOf(platform, customer.customerId, usd)).toEqual({ available: 1_200, total: 1_200 });
  });

  it('runs the request again when the first attempt died before committing anything', async () => {
    const customer = await customerWithAccounts(platform);
    const usd = customer.accounts.USD as string;
    const bank = await usBankAccount(platform, customer.customerId, '321');
    await fund(platform, usd, 10_000);
    const key = { 'idempotency-key': `crash-early-${Date.now()}` };
    const body = { source: { accountId: usd }, destination: { accountId: bank }, amount: 1_000 };
    const first = await platform.request('POST', '/transfer-out', { headers: key, body });
    expect(first.status).toBe(201);
    // Pretend the first attempt never got as far as its commit: no resource, no money moved.
    await crashBeforeAnswer(key['idempotency-key'], false);
    const before = await transactionCount();
    const retry = await platform.request('POST', '/transfer-out', { headers: key, body });
    expect(retry.status).toBe(201);
    expect(retry.body.id).not.toBe(first.body.id);
    expect(await transactionCount()).toBe(before + 1);
  });
});
