import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  customerWithAccounts,
  eventTypes,
  expectLedgerGreen,
  fund,
  movableClock,
  usBankAccount,
} from '../../helpers/payments.js';
import { type PlatformClient, startTestService, type TestService } from '../../helpers/service.js';

/**
 * Agents paying (spec 3.3, 4.13): quotes, executions and transfers as actions, run at once or
 * held for the platform's approval by the policy, the spending limits (also under concurrent
 * spends), and the platform's approve/reject, also through the transaction's routes.
 */
const clock = movableClock();
let service: TestService;
let platform: PlatformClient;

beforeAll(async () => {
  service = await startTestService({ clock, runJobs: false });
  platform = await service.newPlatform('Agent payments');
});
afterAll(() => service.close());

type Body = Record<string, unknown> & { code?: string; id?: string };
interface Action {
  id: string;
  agentId: string;
  customerId: string;
  platformCustomerId: string;
  status: string;
  type: string;
  quote?: { id: string; totalSendingAmount: number; status: string };
  transaction?: { id: string; status: string; failureReason?: string; agentId?: string };
  transferDetails?: Record<string, unknown>;
  rejectionReason?: string;
  failureReason?: string;
}

const ALL = ['VIEW_TRANSACTIONS', 'CREATE_TRANSFERS', 'CREATE_QUOTES', 'EXECUTE_QUOTES'];
const policyWith = (over: Record<string, unknown> = {}) => ({
  permissions: ALL,
  defaultExecutionMode: 'AUTO',
  spendingLimits: { currency: 'USD', perTransactionLimit: 100_000, dailyLimit: null, monthlyLimit: null },
  ...over,
});

/** A customer with 1,000.00 USD, a bank account of its own, and a connected agent. */
async function agentOf(policy: object = policyWith(), funded = 100_000) {
  const customer = await customerWithAccounts(platform);
  const usd = customer.accounts.USD as string;
  if (funded > 0) await fund(platform, usd, funded);
  const bank = await usBankAccount(platform, customer.customerId, '123');
  const created = await platform.request<{ agent: { id: string }; deviceCode: { code: string } }>(
    'POST',
    '/agents',
    { body: { name: 'Pay bot', customerId: customer.customerId, policy } },
  );
  expect(created.status, created.text).toBe(201);
  const redeemed = await service.request<{ accessToken: string }>(
    'POST',
    `/agents/device-codes/${created.body.deviceCode.code}/redeem`,
    { auth: null },
  );
  const token = redeemed.body.accessToken;
  const call = <T = Body>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    service.request<T & Body>(method, path, {
      auth: null,
      headers: { authorization: `Bearer ${token}`, ...headers },
      ...(body === undefined ? {} : { body }),
    });
  const quote = async (amount: number, destination = bank) => {
    const r = await call<{ id: string; totalSendingAmount: number }>('POST', '/agents/me/quotes', {
      source: { sourceType: 'ACCOUNT', accountId: usd },
      destination: { destinationType: 'ACCOUNT', accountId: destination },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: amount,
    });
    expect(r.status, r.text).toBe(201);
    return r.body;
  };
  const execute = (quoteId: string, headers: Record<string, string> = {}) =>
    call<Action>('POST', `/agents/me/quotes/${quoteId}/execute`, undefined, headers);
  const available = async () => (await balanceOf(platform, customer.customerId, usd)).available;
  return { customer, usd, bank, agentId: created.body.agent.id, token, call, quote, execute, available };
}

const usage = async (agentId: string) =>
  (await platform.request<{ usage: Record<string, number> }>('GET', `/agents/${agentId}`)).body.usage;

describe('agent quotes and executions', () => {
  it('executes at once under an AUTO policy: an APPROVED action carrying the payment, counted in usage', async () => {
    const a = await agentOf();
    const before = await a.available();
    const q = await a.quote(2_500);
    expect((await a.call('GET', `/agents/me/quotes/${q.id}`)).status).toBe(200);
    const executed = await a.execute(q.id);
    expect(executed.status, executed.text).toBe(200);
    expect(executed.body).toMatchObject({
      id: expect.stringMatching(/^AgentAction:/),
      agentId: a.agentId,
      customerId: a.customer.customerId,
      status: 'APPROVED',
      type: 'EXECUTE_QUOTE',
      quote: { id: q.id },
      transaction: { id: expect.stringMatching(/^Transaction:/), agentId: a.agentId },
    });
    expect(typeof executed.body.platformCustomerId).toBe('string');
    const seen = await platform.request<{ agentId?: string }>(
      'GET',
      `/transactions/${executed.body.transaction?.id}`,
    );
    expect(seen.body.agentId).toBe(a.agentId);
    expect(await a.available()).toBe(before - q.totalSendingAmount);
    expect(await usage(a.agentId)).toMatchObject({
      dailySpend: q.totalSendingAmount,
      dailyTransactionCount: 1,
      monthlySpend: q.totalSendingAmount,
    });
    const polled = await a.call<Action>('GET', `/agents/me/actions/${executed.body.id}`);
    expect(polled.body.status).toBe('APPROVED');
    expect(await eventTypes(service, executed.body.id)).toEqual(['AGENT_ACTION.APPROVED']);
    // An executed quote is executed once.
    const again = await a.execute(q.id);
    expect([again.status, again.body.code]).toEqual([409, 'INVALID_STATE_TRANSITION']);
    await expectLedgerGreen(service);
  });

  it("reads and executes only its own quotes; names only its customer's accounts", async () => {
    const a = await agentOf();
    const b = await agentOf();
    const theirs = await b.quote(1_000);
    expect((await a.call('GET', `/agents/me/quotes/${theirs.id}`)).status).toBe(404);
    const refused = await a.execute(theirs.id);
    expect([refused.status, refused.body.code]).toEqual([404, 'QUOTE_NOT_FOUND']);
    const platformQuote = await platform.request<{ id: string }>('POST', '/quotes', {
      body: {
        source: { sourceType: 'ACCOUNT', accountId: a.usd },
        destination: { destinationType: 'ACCOUNT', accountId: a.bank },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: 1_000,
      },
    });
    expect((await a.execute(platformQuote.body.id)).status).toBe(404);
    // Another customer's account, as source or destination.
    const foreign = await a.call('POST', '/agents/me/quotes', {
      source: { sourceType: 'ACCOUNT', accountId: b.usd },
      destination: { destinationType: 'ACCOUNT', accountId: a.bank },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 1_000,
    });
    expect(foreign.status).toBe(404);
    const toForeign = await a.call('POST', '/agents/me/quotes', {
      source: { sourceType: 'ACCOUNT', accountId: a.usd },
      destination: { destinationType: 'ACCOUNT', accountId: b.bank },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 1_000,
    });
    expect(toForeign.status).toBe(404);
    expect(await b.available()).toBe(100_000);
  });

  it('holds the payment for approval under APPROVAL_REQUIRED; the platform approves it', async () => {
    const a = await agentOf(policyWith({ defaultExecutionMode: 'APPROVAL_REQUIRED' }));
    const before = await a.available();
    const q = await a.quote(3_000);
    const pending = await a.execute(q.id);
    expect(pending.status, pending.text).toBe(200);
    expect(pending.body).toMatchObject({ status: 'PENDING_APPROVAL', transaction: { status: 'PENDING' } });
    expect(await a.available()).toBe(before);
    expect(await usage(a.agentId)).toMatchObject({ dailySpend: 0, dailyTransactionCount: 0 });

    const approvals = await platform.request<{ data: Action[] }>(
      'GET',
      `/agents/approvals?agentId=${encodeURIComponent(a.agentId)}`,
    );
    expect(approvals.body.data.map((x) => x.id)).toEqual([pending.body.id]);
    const byCustomer = await platform.request<{ data: Action[] }>(
      'GET',
      `/agents/approvals?customerId=${encodeURIComponent(a.customer.customerId)}`,
    );
    expect(byCustomer.body.data.map((x) => x.id)).toEqual([pending.body.id]);
    expect(await eventTypes(service, pending.body.id)).toEqual(['AGENT_ACTION.PENDING_APPROVAL']);

    const approved = await platform.request<Action>(
      'POST',
      `/agents/${a.agentId}/actions/${pending.body.id}/approve`,
    );
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.status).toBe('APPROVED');
    expect(approved.body.transaction?.status).not.toBe('PENDING');
    expect(await a.available()).toBe(before - q.totalSendingAmount);
    expect((await usage(a.agentId)).dailySpend).toBe(q.totalSendingAmount);
    expect((await a.call<Action>('GET', `/agents/me/actions/${pending.body.id}`)).body.status).toBe(
      'APPROVED',
    );
    const twice = await platform.request('POST', `/agents/${a.agentId}/actions/${pending.body.id}/approve`);
    expect([twice.status, twice.body.code]).toEqual([409, 'INVALID_STATE_TRANSITION']);
    expect(
      (await platform.request<{ data: Action[] }>('GET', `/agents/approvals?agentId=${a.agentId}`)).body.data,
    ).toEqual([]);
    await expectLedgerGreen(service);
  });

  it('needs TRANSACT to decide an action or to give an agent power to pay: a VIEW+MANAGE token moves nothing', async () => {
    const a = await agentOf(policyWith({ defaultExecutionMode: 'APPROVAL_REQUIRED' }));
    const before = await a.available();
    const pending = await a.execute((await a.quote(3_000)).id);
    expect(pending.body.status).toBe('PENDING_APPROVAL');
    const token = await platform.request<{ clientId: string; clientSecret: string }>('POST', '/tokens', {
      body: { name: 'no transact', permissions: ['VIEW', 'MANAGE'] },
    });
    const auth = { clientId: token.body.clientId, clientSecret: token.body.clientSecret };
    const asManager = (method: string, path: string, body?: unknown) =>
      service.request(method, path, { auth, ...(body === undefined ? {} : { body }) });
    const refused = [
      await asManager('POST', `/agents/${a.agentId}/actions/${pending.body.id}/approve`),
      await asManager('POST', `/agents/${a.agentId}/actions/${pending.body.id}/reject`, { reason: 'x' }),
      // Widening the policy (automatic, huge limits), or any other policy change.
      await asManager('PATCH', `/agents/${a.agentId}/policy`, {
        defaultExecutionMode: 'AUTO',
        spendingLimits: { perTransactionLimit: 1_000_000_000 },
      }),
      await asManager('PATCH', `/agents/${a.agentId}/policy`, { permissions: ['VIEW_TRANSACTIONS'] }),
      await asManager('POST', `/agents/${a.agentId}/device-codes`),
      await asManager('POST', '/agents', {
        name: 'Another payer',
        customerId: a.customer.customerId,
        policy: policyWith(),
      }),
      await asManager('PATCH', `/agents/${a.agentId}`, { isPaused: false }),
    ];
    for (const response of refused) {
      expect([response.status, response.body.code], response.text).toEqual([403, 'FORBIDDEN']);
      expect(response.body.message).toMatch(/TRANSACT/);
    }
    expect(await a.available()).toBe(before);
    const agent = await platform.request<{ policy: { defaultExecutionMode: string } }>(
      'GET',
      `/agents/${a.agentId}`,
    );
    expect(agent.body.policy.defaultExecutionMode).toBe('APPROVAL_REQUIRED');
    expect((await a.call<Action>('GET', `/agents/me/actions/${pending.body.id}`)).body.status).toBe(
      'PENDING_APPROVAL',
    );
    // What narrows an agent stays MANAGE's: rename and pause.
    expect(
      (await asManager('PATCH', `/agents/${a.agentId}`, { name: 'Renamed', isPaused: true })).status,
    ).toBe(200);
    const resumed = await platform.request('PATCH', `/agents/${a.agentId}`, { body: { isPaused: false } });
    expect(resumed.status, resumed.text).toBe(200);
  });

  it('rejects: the action is REJECTED with its reason, the payment ends and no money moves', async () => {
    const a = await agentOf(policyWith({ defaultExecutionMode: 'APPROVAL_REQUIRED' }));
    const before = await a.available();
    const pending = await a.execute((await a.quote(3_000)).id);
    const rejected = await platform.request<Action>(
      'POST',
      `/agents/${a.agentId}/actions/${pending.body.id}/reject`,
      { body: { reason: 'Not this month' } },
    );
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'REJECTED', rejectionReason: 'Not this month' });
    expect(rejected.body.transaction?.status).toBe('FAILED');
    expect(await a.available()).toBe(before);
    const approve = await platform.request('POST', `/agents/${a.agentId}/actions/${pending.body.id}/approve`);
    expect([approve.status, approve.body.code]).toEqual([409, 'INVALID_STATE_TRANSITION']);
    // Addressed through another agent: 404.
    const b = await agentOf();
    const wrongAgent = await platform.request(
      'POST',
      `/agents/${b.agentId}/actions/${pending.body.id}/reject`,
    );
    expect(wrongAgent.status).toBe(404);
    await expectLedgerGreen(service);
  });

  it('approving after the quote expired ends FAILED and moves no money', async () => {
    const a = await agentOf(policyWith({ defaultExecutionMode: 'APPROVAL_REQUIRED' }));
    const before = await a.available();
    const pending = await a.execute((await a.quote(3_000)).id);
    clock.advance(6 * 60_000);
    const approved = await platform.request<Action>(
      'POST',
      `/agents/${a.agentId}/actions/${pending.body.id}/approve`,
    );
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'FAILED',
      failureReason: 'QUOTE_EXPIRED',
      transaction: { status: 'FAILED', failureReason: 'QUOTE_EXPIRED' },
    });
    expect(await a.available()).toBe(before);
    expect(await eventTypes(service, pending.body.id)).toEqual([
      'AGENT_ACTION.FAILED',
      'AGENT_ACTION.PENDING_APPROVAL',
    ]);
    await expectLedgerGreen(service);
  });

  it('is decided through POST /transactions/{id}/approve and /reject as well', async () => {
    const a = await agentOf(policyWith({ defaultExecutionMode: 'APPROVAL_REQUIRED' }));
    const before = await a.available();
    const first = await a.execute((await a.quote(1_000)).id);
    const second = await a.execute((await a.quote(2_000)).id);
    const approved = await platform.request('POST', `/transactions/${first.body.transaction?.id}/approve`);
    expect(approved.status, approved.text).toBe(200);
    const rejected = await platform.request('POST', `/transactions/${second.body.transaction?.id}/reject`, {
      body: { reason: 'no' },
    });
    expect(rejected.status, rejected.text).toBe(200);
    expect((await a.call<Action>('GET', `/agents/me/actions/${first.body.id}`)).body.status).toBe('APPROVED');
    expect((await a.call<Action>('GET', `/agents/me/actions/${second.body.id}`)).body.status).toBe(
      'REJECTED',
    );
    expect(await a.available()).toBe(before - (first.body.quote?.totalSendingAmount ?? NaN));
    const again = await platform.request('POST', `/transactions/${first.body.transaction?.id}/approve`);
    expect([again.status, again.body.code]).toEqual([409, 'TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL']);
  });

  it('holds only what is above the approval threshold, stated in another currency too', async () => {
    const a = await agentOf(policyWith({ approvalThresholds: { currency: 'USD', amount: 5_000 } }));
    expect((await a.execute((await a.quote(5_000)).id)).body.status).toBe('APPROVED');
    expect((await a.execute((await a.quote(5_001)).id)).body.status).toBe('PENDING_APPROVAL');
    // 100 EUR is worth more than 50 USD: a 60 USD payment stays under it.
    await platform.request('PATCH', `/agents/${a.agentId}/policy`, {
      body: { approvalThresholds: { currency: 'EUR', amount: 10_000 } },
    });
    expect((await a.execute((await a.quote(6_000)).id)).body.status).toBe('APPROVED');
  });
});

describe('spending limits', () => {
  it('refuses a payment above the per-payment limit, and above what is left of the day, the month and the count', async () => {
    const a = await agentOf(
      policyWith({
        spendingLimits: {
          currency: 'USD',
          perTransactionLimit: 10_000,
          dailyLimit: 15_000,
          monthlyLimit: 20_000,
          dailyTransactionLimit: 3,
        },
      }),
    );
    const refuse = async (amount: number, limit: string) => {
      const r = await a.execute((await a.quote(amount)).id);
      expect([r.status, r.body.code, (r.body.details as { limit?: string }).limit], r.text).toEqual([
        403,
        'VELOCITY_LIMIT_EXCEEDED',
        limit,
      ]);
    };
    await refuse(10_001, 'perTransactionLimit');
    expect((await a.execute((await a.quote(10_000)).id)).body.status).toBe('APPROVED');
    await refuse(5_001, 'dailyLimit');
    expect((await a.execute((await a.quote(2_000)).id)).body.status).toBe('APPROVED');
    expect((await a.execute((await a.quote(1_000)).id)).body.status).toBe('APPROVED');
    await refuse(1, 'dailyTransactionLimit');
    expect(await usage(a.agentId)).toMatchObject({ dailySpend: 13_000, dailyTransactionCount: 3 });

    // The next UTC day starts afresh; the month keeps counting.
    const now = clock.now();
    const nextDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 0, 1);
    const sameMonth = new Date(nextDay).getUTCMonth() === now.getUTCMonth();
    clock.advance(nextDay - now.getTime());
    expect(await usage(a.agentId)).toMatchObject({
      dailySpend: 0,
      dailyTransactionCount: 0,
      monthlySpend: sameMonth ? 13_000 : 0,
    });
    if (sameMonth) {
      expect((await a.execute((await a.quote(7_000)).id)).body.status).toBe('APPROVED');
      await refuse(1, 'monthlyLimit');
    }
  });

  it('lets exactly as many concurrent payments through as fit under the daily limit', async () => {
    const a = await agentOf(
      policyWith({ spendingLimits: { currency: 'USD', perTransactionLimit: 10_000, dailyLimit: 10_000 } }),
    );
    const before = await a.available();
    const quotes = await Promise.all(Array.from({ length: 6 }, () => a.quote(4_000)));
    const results = await Promise.all(quotes.map((q) => a.execute(q.id)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses, results.map((r) => r.text).join('\n')).toEqual([200, 200, 403, 403, 403, 403]);
    const paid = quotes
      .filter((_q, i) => results[i]?.status === 200)
      .reduce((sum, q) => sum + q.totalSendingAmount, 0);
    expect(paid).toBeLessThanOrEqual(10_000);
    expect(await a.available()).toBe(before - paid);
    expect((await usage(a.agentId)).dailySpend).toBe(paid);
    await expectLedgerGreen(service);
  });

  it('checks the limits again at approval: what no longer fits is refused and stays pending', async () => {
    const a = await agentOf(
      policyWith({
        defaultExecutionMode: 'APPROVAL_REQUIRED',
        spendingLimits: { currency: 'USD', perTransactionLimit: 10_000, dailyLimit: 10_000 },
      }),
    );
    const first = await a.execute((await a.quote(6_000)).id);
    const second = await a.execute((await a.quote(6_000)).id);
    expect([first.body.status, second.body.status]).toEqual(['PENDING_APPROVAL', 'PENDING_APPROVAL']);
    const ok = await platform.request('POST', `/agents/${a.agentId}/actions/${first.body.id}/approve`);
    expect(ok.status, ok.text).toBe(200);
    const over = await platform.request('POST', `/agents/${a.agentId}/actions/${second.body.id}/approve`);
    expect([over.status, over.body.code]).toEqual([403, 'VELOCITY_LIMIT_EXCEEDED']);
    expect((await a.call<Action>('GET', `/agents/me/actions/${second.body.id}`)).body.status).toBe(
      'PENDING_APPROVAL',
    );
  });
});

describe('agent transfers, permissions and pause', () => {
  it('transfers out and in as actions; a pull spends nothing', async () => {
    const a = await agentOf();
    const before = await a.available();
    const out = await a.call<Action>('POST', '/agents/me/transfer-out', {
      source: { accountId: a.usd },
      destination: { accountId: a.bank },
      amount: 1_500,
    });
    expect(out.status, out.text).toBe(201);
    expect(out.body).toMatchObject({
      type: 'TRANSFER_OUT',
      status: 'APPROVED',
      transferDetails: {
        amount: 1_500,
        currency: 'USD',
        sourceAccountId: a.usd,
        destinationAccountId: a.bank,
      },
      transaction: { id: expect.stringMatching(/^Transaction:/) },
    });
    expect(await a.available()).toBe(before - 1_500);
    const pull = await a.call<Action>('POST', '/agents/me/transfer-in', {
      source: { accountId: a.bank },
      destination: { accountId: a.usd },
      amount: 700,
    });
    expect(pull.status, pull.text).toBe(201);
    expect(pull.body).toMatchObject({ type: 'TRANSFER_IN', status: 'APPROVED' });
    expect(await usage(a.agentId)).toMatchObject({ dailySpend: 1_500, dailyTransactionCount: 1 });
    const mine = await a.call<{ data: Action[] }>('GET', '/agents/me/actions?status=APPROVED');
    expect(mine.body.data.map((x) => x.id).sort()).toEqual([out.body.id, pull.body.id].sort());
    await expectLedgerGreen(service);
  });

  it('needs the permission, the allowed accounts, and an agent that is not paused', async () => {
    const a = await agentOf(policyWith({ permissions: ['CREATE_QUOTES'] }));
    const q = await a.quote(1_000);
    const noExecute = await a.execute(q.id);
    expect([noExecute.status, noExecute.body.code]).toEqual([403, 'FORBIDDEN']);
    const noTransfer = await a.call('POST', '/agents/me/transfer-out', {
      source: { accountId: a.usd },
      destination: { accountId: a.bank },
      amount: 100,
    });
    expect([noTransfer.status, noTransfer.body.code]).toEqual([403, 'FORBIDDEN']);

    await platform.request('PATCH', `/agents/${a.agentId}/policy`, {
      body: {
        permissions: ALL,
        accountRestrictions: { allowedAccountIds: [a.customer.accounts.EUR] },
      },
    });
    const notAllowed = await a.call('POST', '/agents/me/transfer-out', {
      source: { accountId: a.usd },
      destination: { accountId: a.bank },
      amount: 100,
    });
    expect([notAllowed.status, notAllowed.body.code]).toEqual([403, 'FORBIDDEN']);
    await platform.request('PATCH', `/agents/${a.agentId}/policy`, {
      body: { accountRestrictions: { allowedAccountIds: null } },
    });

    await platform.request('PATCH', `/agents/${a.agentId}`, { body: { isPaused: true } });
    const paused = await a.execute(q.id);
    expect([paused.status, paused.body.code, (paused.body.details as { reason?: string }).reason]).toEqual([
      403,
      'FORBIDDEN',
      'AGENT_PAUSED',
    ]);
    await platform.request('PATCH', `/agents/${a.agentId}`, { body: { isPaused: false } });
    expect((await a.execute(q.id)).status).toBe(200);

    const later = await a.quote(1_000);
    await platform.request('DELETE', `/agents/${a.agentId}`);
    expect((await a.execute(later.id)).status).toBe(401);
  });

  it("replays an execution retried with the same key; an agent's key is its own", async () => {
    const a = await agentOf();
    const before = await a.available();
    const q = await a.quote(1_200);
    const key = `agent-key-${randomUUID()}`;
    const first = await a.execute(q.id, { 'idempotency-key': key });
    const retry = await a.execute(q.id, { 'idempotency-key': key });
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(retry.body.id).toBe(first.body.id);
    expect(await a.available()).toBe(before - q.totalSendingAmount);
    // The platform's own request with the same key is not the agent's.
    const platformUse = await platform.request('GET', `/agents/${a.agentId}`, {
      headers: { 'idempotency-key': key },
    });
    expect(platformUse.status).toBe(200);
    const platformQuote = await platform.request('POST', '/quotes', {
      headers: { 'idempotency-key': key },
      body: {
        source: { sourceType: 'ACCOUNT', accountId: a.usd },
        destination: { destinationType: 'ACCOUNT', accountId: a.bank },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: 1_000,
      },
    });
    expect(platformQuote.status, platformQuote.text).toBe(201);
  });

  it('keeps platform credentials off the agent payment routes', async () => {
    const a = await agentOf();
    const q = await a.quote(1_000);
    const asPlatform = await platform.request('POST', `/agents/me/quotes/${q.id}/execute`);
    expect(asPlatform.status).toBe(401);
    const asAgentOnPlatformRoute = await a.call('POST', `/quotes/${q.id}/execute`);
    expect(asAgentOnPlatformRoute.status).toBe(401);
  });
});
