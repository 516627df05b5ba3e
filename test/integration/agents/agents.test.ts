import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { individual } from '../../helpers/fixtures.js';
import { customerWithAccounts, execute, fund, quote, usBankAccount } from '../../helpers/payments.js';
import { type PlatformClient, startTestService, type TestService } from '../../helpers/service.js';

/**
 * Agents, platform side (spec 2.8, 4.13): creation with a policy and a device code, the code's
 * one redemption for a Bearer token, /agents/me, pausing, policy changes, regeneration and
 * deletion, and the wall between platform credentials and agent tokens.
 */
let service: TestService;
let platform: PlatformClient;

beforeAll(async () => {
  service = await startTestService();
  platform = await service.newPlatform('Agent platform');
});
afterAll(() => service.close());

interface Agent {
  id: string;
  name: string;
  customerId: string;
  isPaused: boolean;
  isConnected: boolean;
  policy: Record<string, unknown> & { spendingLimits: Record<string, unknown>; permissions: string[] };
  usage: Record<string, unknown>;
  code?: string;
}
interface DeviceCode {
  code: string;
  agentId: string;
  expiresAt: string;
  redeemed: boolean;
}

const POLICY = {
  permissions: ['VIEW_TRANSACTIONS', 'CREATE_QUOTES', 'EXECUTE_QUOTES'],
  defaultExecutionMode: 'AUTO',
  spendingLimits: { currency: 'USD', perTransactionLimit: 10_000, dailyLimit: 50_000, monthlyLimit: null },
};

async function customer() {
  const created = await platform.request<{ id: string }>('POST', '/customers', {
    body: individual({ platformCustomerId: `a-${randomUUID()}` }),
  });
  expect(created.status, created.text).toBe(201);
  return created.body.id;
}

async function newAgent(customerId?: string, policy: object = POLICY) {
  const res = await platform.request<{ agent: Agent; deviceCode: DeviceCode }>('POST', '/agents', {
    body: { name: 'Budget bot', customerId: customerId ?? (await customer()), policy },
  });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

const redeem = (code: string) =>
  service.request<{
    agentId: string;
    agentName: string;
    accessToken: string;
    policy: unknown;
    code?: string;
  }>('POST', `/agents/device-codes/${encodeURIComponent(code)}/redeem`, { auth: null });

const asAgent = (token: string, path = '/agents/me') =>
  service.request<Agent & { code?: string }>('GET', path, {
    auth: null,
    headers: { authorization: `Bearer ${token}` },
  });

describe('agents', () => {
  it('creates an agent with its policy, zero usage and a one-hour device code', async () => {
    const customerId = await customer();
    const { agent, deviceCode } = await newAgent(customerId);
    expect(agent).toMatchObject({
      id: expect.stringMatching(/^Agent:/),
      name: 'Budget bot',
      customerId,
      isPaused: false,
      isConnected: false,
      policy: POLICY,
      usage: { dailyTransactionCount: 0, dailySpend: 0, monthlySpend: 0 },
    });
    expect(agent.usage.dailyResetDate).toBe(new Date().toISOString().slice(0, 10));
    expect(deviceCode).toMatchObject({ agentId: agent.id, redeemed: false });
    expect(deviceCode.code).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/);
    const ttl = Date.parse(deviceCode.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);
  });

  it("refuses a policy naming another customer's account, and an unknown customer", async () => {
    const other = await customer();
    const accounts = await platform.request<{ data: { id: string }[] }>(
      'GET',
      `/customers/internal-accounts?customerId=${encodeURIComponent(other)}`,
    );
    const foreign = accounts.body.data[0]?.id as string;
    const res = await platform.request('POST', '/agents', {
      body: {
        name: 'x',
        customerId: await customer(),
        policy: { ...POLICY, accountRestrictions: { allowedAccountIds: [foreign] } },
      },
    });
    expect([res.status, res.body.code]).toEqual([400, 'INVALID_INPUT']);
    const unknown = await platform.request('POST', '/agents', {
      body: { name: 'x', customerId: `Customer:${randomUUID()}`, policy: POLICY },
    });
    expect(unknown.status).toBe(404);
  });

  it('redeems a code once for a Bearer token that opens /agents/me and nothing else', async () => {
    const { agent, deviceCode } = await newAgent();
    const status = () =>
      platform.request<{ code: string; redeemed: boolean }>(
        'GET',
        `/agents/device-codes/${encodeURIComponent(deviceCode.code)}/status`,
      );
    expect((await status()).body).toEqual({ code: deviceCode.code, redeemed: false });

    // Typed in lower case without the dash: still the code.
    const redeemed = await redeem(deviceCode.code.toLowerCase().replace('-', ''));
    expect(redeemed.status, redeemed.text).toBe(200);
    expect(redeemed.body).toMatchObject({ agentId: agent.id, agentName: 'Budget bot', policy: POLICY });
    const token = redeemed.body.accessToken;
    expect((await status()).body.redeemed).toBe(true);
    const again = await redeem(deviceCode.code);
    expect([again.status, again.body.code]).toEqual([400, 'INVALID_INPUT']);

    const me = await asAgent(token);
    expect(me.status, me.text).toBe(200);
    expect(me.body).toMatchObject({ id: agent.id, isConnected: true });
    // The token opens no platform route; platform credentials open no agent route.
    expect((await asAgent(token, '/agents')).status).toBe(401);
    expect((await asAgent(token, '/config')).status).toBe(401);
    expect((await platform.request('GET', '/agents/me')).status).toBe(401);
    expect((await asAgent('agt_not-a-token')).status).toBe(401);
    // The token is kept only as a hash.
    const stored = await service.ctx.db.selectFrom('agent_tokens').select('token_hash').execute();
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('regenerates codes (the older unredeemed one stops working) and reconnects with a new token', async () => {
    const { agent, deviceCode } = await newAgent();
    const first = await redeem(deviceCode.code);
    const next = await platform.request<DeviceCode>('POST', `/agents/${agent.id}/device-codes`);
    expect(next.status, next.text).toBe(201);
    const unused = await platform.request<DeviceCode>('POST', `/agents/${agent.id}/device-codes`);
    const replaced = await redeem(next.body.code);
    expect([replaced.status, replaced.body.code]).toEqual([400, 'INVALID_INPUT']);
    const second = await redeem(unused.body.code);
    expect(second.status).toBe(200);
    expect((await asAgent(second.body.accessToken)).status).toBe(200);
    expect((await asAgent(first.body.accessToken)).status).toBe(401);
  });

  it('refuses an expired code and an unknown one', async () => {
    const { deviceCode } = await newAgent();
    await service.ctx.db
      .updateTable('agent_device_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const expired = await redeem(deviceCode.code);
    expect([expired.status, expired.body.code]).toEqual([400, 'INVALID_INPUT']);
    expect((await redeem('AAAAA-BBBBB')).status).toBe(404);
  });

  it('pauses and renames; changes the policy in part', async () => {
    const { agent } = await newAgent();
    const paused = await platform.request<Agent>('PATCH', `/agents/${agent.id}`, {
      body: { isPaused: true },
    });
    expect(paused.body).toMatchObject({ isPaused: true, name: 'Budget bot' });
    const renamed = await platform.request<Agent>('PATCH', `/agents/${agent.id}`, {
      body: { name: 'Saver' },
    });
    expect(renamed.body).toMatchObject({ isPaused: true, name: 'Saver' });
    expect((await platform.request('PATCH', `/agents/${agent.id}`, { body: {} })).status).toBe(400);

    const policy = await platform.request<Agent>('PATCH', `/agents/${agent.id}/policy`, {
      body: { spendingLimits: { dailyLimit: 1_000 }, permissions: ['VIEW_TRANSACTIONS'] },
    });
    expect(policy.status, policy.text).toBe(200);
    expect(policy.body.policy).toEqual({
      ...POLICY,
      permissions: ['VIEW_TRANSACTIONS'],
      spendingLimits: { ...POLICY.spendingLimits, dailyLimit: 1_000 },
    });
  });

  it('deletes an agent: gone for the platform, its token and codes dead at once', async () => {
    const { agent, deviceCode } = await newAgent();
    const token = (await redeem(deviceCode.code)).body.accessToken;
    const spare = await platform.request<DeviceCode>('POST', `/agents/${agent.id}/device-codes`);
    expect((await platform.request('DELETE', `/agents/${agent.id}`)).status).toBe(204);
    expect((await platform.request('GET', `/agents/${agent.id}`)).status).toBe(404);
    expect((await asAgent(token)).status).toBe(401);
    expect((await redeem(spare.body.code)).status).toBe(400);
    expect((await platform.request('DELETE', `/agents/${agent.id}`)).status).toBe(404);
  });

  it('lists with filters and keeps other platforms out', async () => {
    const customerId = await customer();
    const { agent: a } = await newAgent(customerId);
    const { agent: b, deviceCode } = await newAgent(customerId);
    await redeem(deviceCode.code);
    await platform.request('PATCH', `/agents/${a.id}`, { body: { isPaused: true } });
    const list = async (query: string) =>
      (await platform.request<{ data: Agent[]; totalCount: number }>('GET', `/agents?${query}`)).body;
    const mine = `customerId=${encodeURIComponent(customerId)}`;
    expect((await list(mine)).data.map((x) => x.id).sort()).toEqual([a.id, b.id].sort());
    expect((await list(`${mine}&isPaused=true`)).data.map((x) => x.id)).toEqual([a.id]);
    expect((await list(`${mine}&isConnected=true`)).data.map((x) => x.id)).toEqual([b.id]);
    expect((await list(`${mine}&limit=1`)).data).toHaveLength(1);

    const other = await service.newPlatform('Other agent platform');
    expect((await other.request('GET', `/agents/${a.id}`)).status).toBe(404);
    expect(
      (await other.request('PATCH', `/agents/${a.id}/policy`, { body: { permissions: [] } })).status,
    ).toBe(404);
    expect((await other.request('POST', `/agents/${a.id}/device-codes`)).status).toBe(404);
    expect((await other.request<{ totalCount: number }>('GET', '/agents')).body.totalCount).toBe(0);
  });
});

describe('what an agent reads', () => {
  /** A customer with a completed payout, and an agent of it holding a live token. */
  async function agentWithHistory(policy: object = POLICY) {
    const customer = await customerWithAccounts(platform);
    const source = customer.accounts.USD as string;
    await fund(platform, source, 50_000);
    const destination = await usBankAccount(platform, customer.customerId, '123');
    const created = await quote(platform, {
      source: { sourceType: 'ACCOUNT', accountId: source },
      destination: { destinationType: 'ACCOUNT', accountId: destination },
      lockedCurrencyAmount: 10_000,
    });
    const executed = await execute(platform, created.body.id as string);
    expect(executed.status, executed.text).toBe(200);
    const { agent, deviceCode } = await newAgent(customer.customerId, policy);
    const token = (await redeem(deviceCode.code)).body.accessToken;
    return { customer, agent, token, transactionId: executed.body.transactionId as string, source };
  }

  it("sees only its customer's transactions, with VIEW_TRANSACTIONS", async () => {
    const mine = await agentWithHistory();
    const theirs = await agentWithHistory();
    // Spec 4.13: "no customer filter accepted": a customer filter is 400, not a 200 that ignores it.
    for (const filter of [
      `customerId=${encodeURIComponent(theirs.customer.customerId)}`,
      `customerId=${encodeURIComponent(mine.customer.customerId)}`,
      'platformCustomerId=anyone',
    ]) {
      const filtered = await asAgent(mine.token, `/agents/me/transactions?${filter}`);
      expect([filtered.status, filtered.body.code], filter).toEqual([400, 'INVALID_INPUT']);
      expect((filtered.body as { details?: unknown }).details).toMatchObject({
        errors: [{ field: filter.split('=')[0] }],
      });
    }
    const list = await service.request<{ data: { id: string; customerId: string }[]; totalCount: number }>(
      'GET',
      '/agents/me/transactions?unknownParameter=1',
      { auth: null, headers: { authorization: `Bearer ${mine.token}` } },
    );
    expect(list.status, list.text).toBe(200);
    expect(list.body.data.map((t) => t.id)).toContain(mine.transactionId);
    expect(list.body.data.every((t) => t.customerId === mine.customer.customerId)).toBe(true);
    const own = await asAgent(mine.token, `/agents/me/transactions/${mine.transactionId}`);
    expect(own.status).toBe(200);
    const other = await asAgent(mine.token, `/agents/me/transactions/${theirs.transactionId}`);
    expect([other.status, other.body.code]).toEqual([404, 'TRANSACTION_NOT_FOUND']);

    // Without the permission: 403, from the next request on.
    await platform.request('PATCH', `/agents/${mine.agent.id}/policy`, {
      body: { permissions: ['CREATE_QUOTES'] },
    });
    const refused = await asAgent(mine.token, '/agents/me/transactions');
    expect([refused.status, refused.body.code]).toEqual([403, 'FORBIDDEN']);
  });

  it("lists the customer's internal accounts, only the allowed ones when the policy names them", async () => {
    const { customer, agent, token, source } = await agentWithHistory();
    const all = await service.request<{ data: { id: string }[]; totalCount: number }>(
      'GET',
      '/agents/me/internal-accounts?limit=100',
      { auth: null, headers: { authorization: `Bearer ${token}` } },
    );
    expect(all.status, all.text).toBe(200);
    expect(all.body.data.map((a) => a.id).sort()).toEqual(
      [...Object.values(customer.accounts), ...(customer.wallet ? [customer.wallet] : [])].sort(),
    );
    await platform.request('PATCH', `/agents/${agent.id}/policy`, {
      body: { accountRestrictions: { allowedAccountIds: [source] } },
    });
    const allowed = await service.request<{ data: { id: string }[]; totalCount: number }>(
      'GET',
      '/agents/me/internal-accounts',
      { auth: null, headers: { authorization: `Bearer ${token}` } },
    );
    expect(allowed.body).toMatchObject({ totalCount: 1, data: [{ id: source }] });
  });
});

describe("the customer's external accounts, by its agent", () => {
  const bank = (suffix: string) => ({
    currency: 'USD',
    accountInfo: {
      accountType: 'USD_ACCOUNT',
      accountNumber: `${Math.floor(Math.random() * 1e6)}${suffix}`,
      routingNumber: '021000021',
      accountCategory: 'CHECKING',
      beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Ada Lovelace' },
    },
  });
  const call = (token: string, method: string, path: string, body?: unknown) =>
    service.request<{ id: string; customerId?: string; code?: string; data?: { id: string }[] }>(
      method,
      path,
      {
        auth: null,
        headers: { authorization: `Bearer ${token}` },
        ...(body === undefined ? {} : { body }),
      },
    );

  it('needs MANAGE_EXTERNAL_ACCOUNTS, and manages only its own customer', async () => {
    const customerId = await customer();
    const { agent, deviceCode } = await newAgent(customerId);
    const token = (await redeem(deviceCode.code)).body.accessToken;
    const refused = await call(token, 'GET', '/agents/me/external-accounts');
    expect([refused.status, refused.body.code]).toEqual([403, 'FORBIDDEN']);
    await platform.request('PATCH', `/agents/${agent.id}/policy`, {
      body: { permissions: ['MANAGE_EXTERNAL_ACCOUNTS'] },
    });

    const created = await call(token, 'POST', '/agents/me/external-accounts', bank('123'));
    expect(created.status, created.text).toBe(201);
    expect(created.body.customerId).toBe(customerId);
    const listed = await call(token, 'GET', '/agents/me/external-accounts');
    expect(listed.body.data?.map((a) => a.id)).toEqual([created.body.id]);
    expect((await call(token, 'GET', `/agents/me/external-accounts/${created.body.id}`)).status).toBe(200);

    // Another customer's account, and another customer named in the body.
    const other = await customer();
    const theirs = await platform.request<{ id: string }>('POST', '/customers/external-accounts', {
      body: { customerId: other, ...bank('124') },
    });
    expect(theirs.status, theirs.text).toBe(201);
    expect((await call(token, 'GET', `/agents/me/external-accounts/${theirs.body.id}`)).status).toBe(404);
    expect((await call(token, 'DELETE', `/agents/me/external-accounts/${theirs.body.id}`)).status).toBe(404);
    expect((await platform.request('GET', `/customers/external-accounts/${theirs.body.id}`)).status).toBe(
      200,
    );
    const forOther = await call(token, 'POST', '/agents/me/external-accounts', {
      customerId: other,
      ...bank('125'),
    });
    expect(forOther.status).toBe(404);

    expect((await call(token, 'DELETE', `/agents/me/external-accounts/${created.body.id}`)).status).toBe(204);
    expect((await call(token, 'GET', `/agents/me/external-accounts/${created.body.id}`)).status).toBe(404);
  });
});
