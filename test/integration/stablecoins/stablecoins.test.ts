import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../../src/ledger/ledger.js';
import { composeModules } from '../../../src/modules/index.js';
import { setOperationsStatus } from '../../../src/modules/stablecoins/index.js';
import { toJson } from '../../../src/json.js';
import {
  afterDelay,
  balanceOf,
  customerWithAccounts,
  fund,
  movableClock,
  usBankAccount,
} from '../../helpers/payments.js';
import { type PlatformClient, startTestService, type TestService } from '../../helpers/service.js';
import {
  key,
  linkAccount,
  type OperationView,
  post,
  type ProviderAccountView,
  registerCoin,
  type StablecoinView,
} from '../../helpers/stablecoins.js';

/**
 * Stablecoin issuance (spec 1, 3.6, 7): provider accounts and their magic credentials, the
 * enablement table, issuance driven by the provider, and every row of the operations table
 * with final balances, the stablecoin's supply and the ledger check (which compares the supply
 * with the ledger's supply account). Time is a movable clock; jobs run when the test drains.
 */
const STEP = 5_000;
const clock = movableClock();
let service: TestService;
let platform: PlatformClient;

beforeAll(async () => {
  service = await startTestService({ clock, runJobs: false });
  platform = await service.newPlatform('Stablecoin platform');
});
afterAll(() => service.close());

const step = (ms = STEP) => afterDelay(service, clock, ms);
const getCoin = async (id: string) =>
  (await platform.request<StablecoinView>('GET', `/stablecoins/${id}`)).body;
const getOp = async (id: string) =>
  (await platform.request<OperationView>('GET', `/stablecoin-operations/${id}`)).body;

async function expectLedgerGreen(): Promise<void> {
  const check = await checkLedger(service.ctx.db, undefined, composeModules().ledgerChecks);
  expect(check.ok, toJson(check)).toBe(true);
}

/** A platform of its own (for tests about which provider accounts a platform has). */
const freshPlatform = () => service.newPlatform(`Stablecoin platform ${Math.random()}`);

/** Registers a coin on `client`'s one account and walks it to ENABLED: review, provisioning, approval. */
async function enabledCoin(client: PlatformClient = platform, accountId?: string): Promise<StablecoinView> {
  const coin = await registerCoin(client, accountId ? { stablecoinProviderAccountId: accountId } : {});
  expect(coin).toMatchObject({
    issuanceStatus: 'PENDING_REVIEW',
    serviceOperationsStatus: 'PENDING_APPROVAL',
  });
  await step();
  expect((await getCoinOf(client, coin.id)).issuanceStatus).toBe('PROVISIONING');
  await step();
  expect(await getCoinOf(client, coin.id)).toMatchObject({
    issuanceStatus: 'PROVISIONED',
    serviceOperationsStatus: 'PENDING_APPROVAL',
  });
  await step();
  expect((await getCoinOf(client, coin.id)).serviceOperationsStatus).toBe('ENABLING');
  await step();
  const enabled = await getCoinOf(client, coin.id);
  expect(enabled.serviceOperationsStatus).toBe('ENABLED');
  return enabled;
}
const getCoinOf = async (client: PlatformClient, id: string) =>
  (await client.request<StablecoinView>('GET', `/stablecoins/${id}`)).body;

let account: ProviderAccountView;
let coin: StablecoinView;
let holder: { customerId: string; usd: string; usdb: string };

beforeAll(async () => {
  account = await linkAccount(platform);
  coin = await enabledCoin();
  const customer = await customerWithAccounts(platform);
  holder = {
    customerId: customer.customerId,
    usd: customer.accounts.USD as string,
    usdb: customer.accounts.USDB as string,
  };
  await fund(platform, holder.usd, 1_000_000);
});

const usd = () => balanceOf(platform, holder.customerId, holder.usd);
const usdb = () => balanceOf(platform, holder.customerId, holder.usdb);
const supplyOf = async (id: string) => BigInt((await getCoin(id)).totalSupply);

const mint = (body: Record<string, unknown>, id = coin.id) =>
  post<OperationView>(platform, `/stablecoins/${id}/mints`, {
    amount: '10000000',
    fundingSource: { type: 'SERVICE_INTERNAL_ACCOUNT', accountId: holder.usd },
    destination: { accountId: holder.usdb },
    ...body,
  });

describe('every POST requires an Idempotency-Key', () => {
  it.each([
    ['/stablecoin-provider-accounts', { provider: 'BRALE', apiClientId: 'a', apiClientSecret: 's' }],
    ['/stablecoins', { providerTokenIdentifier: 't', networkTokenIdentifier: 'n', network: 'SPARK' }],
    [
      '/stablecoins/{id}/mints',
      { amount: '1000000', fundingSource: { type: 'WIRE' }, destination: { accountId: 'InternalAccount:x' } },
    ],
    [
      '/stablecoins/{id}/burns',
      {
        amount: '1000000',
        source: { type: 'PROVIDER_INTERNAL_BALANCE' },
        destination: { type: 'EXTERNAL_ACCOUNT', externalAccountId: 'ExternalAccount:x', rail: 'WIRE' },
      },
    ],
  ])('%s answers 400 without one, and creates nothing', async (path, body) => {
    const before = await service.ctx.db.selectFrom('stablecoin_operations').select('id').execute();
    const r = await platform.request('POST', path.replace('{id}', coin.id), { body });
    expect(r.status, r.text).toBe(400);
    expect(r.body).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
    expect(r.text.toLowerCase()).toContain('idempotency-key');
    expect(await service.ctx.db.selectFrom('stablecoin_operations').select('id').execute()).toHaveLength(
      before.length,
    );
  });
});

describe('provider accounts', () => {
  it('links ACTIVE, keeps the secret sealed and never returns it; lists and gets it', async () => {
    const secret = `very-secret-${Math.random()}`;
    const r = await post<ProviderAccountView>(platform, '/stablecoin-provider-accounts', {
      provider: 'BRALE',
      apiClientId: 'client-abc-100',
      apiClientSecret: secret,
      providerAccountId: 'acct-own',
      unknownField: 'ignored',
    });
    expect(r.status, r.text).toBe(201);
    expect(r.body).toMatchObject({
      provider: 'BRALE',
      providerAccountId: 'acct-own',
      providerEnvironment: 'SANDBOX',
      status: 'ACTIVE',
    });
    expect(r.text).not.toContain(secret);
    expect(r.text).not.toContain('apiClientSecret');
    const row = await service.ctx.db
      .selectFrom('stablecoin_provider_accounts')
      .selectAll()
      .where('provider_account_id', '=', 'acct-own')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(secret);
    const got = await platform.request('GET', `/stablecoin-provider-accounts/${r.body.id}`);
    expect(got.body).toEqual(r.body);
    const list = await platform.request<{ data: ProviderAccountView[] }>(
      'GET',
      '/stablecoin-provider-accounts?status=ACTIVE&provider=BRALE',
    );
    expect(list.body.data.map((a) => a.id)).toContain(r.body.id);
    const none = await platform.request<{ data: unknown[] }>(
      'GET',
      '/stablecoin-provider-accounts?status=REVOKED',
    );
    expect(none.body.data.map((a) => (a as { id: string }).id)).not.toContain(r.body.id);
    // Linking the same ACTIVE account again is a conflict.
    const again = await post(platform, '/stablecoin-provider-accounts', {
      provider: 'BRALE',
      apiClientId: 'client-abc-100',
      apiClientSecret: 'other',
      providerAccountId: 'acct-own',
    });
    expect(again.status, again.text).toBe(409);
  });

  it('refuses credentials the provider refuses (002): 400 STABLECOIN_PROVIDER_ACCOUNT_INVALID, nothing kept', async () => {
    const client = await freshPlatform();
    const r = await post(client, '/stablecoin-provider-accounts', {
      provider: 'BRALE',
      apiClientId: 'client-002',
      apiClientSecret: 'x',
    });
    expect(r.status, r.text).toBe(400);
    expect(r.body.code).toBe('STABLECOIN_PROVIDER_ACCOUNT_INVALID');
    const list = await client.request<{ totalCount: number }>('GET', '/stablecoin-provider-accounts');
    expect(list.body.totalCount).toBe(0);
  });

  it('003: ACTIVE, REVOKED by the provider later, then refused for use; relinked ACTIVE', async () => {
    const client = await freshPlatform();
    const linked = await linkAccount(client, '003');
    expect(linked.status).toBe('ACTIVE');
    await step(60_000);
    const revoked = await client.request<ProviderAccountView>(
      'GET',
      `/stablecoin-provider-accounts/${linked.id}`,
    );
    expect(revoked.body.status).toBe('REVOKED');
    const register = await post(client, '/stablecoins', {
      providerTokenIdentifier: 'tok-r',
      networkTokenIdentifier: 'net-r',
      network: 'SPARK',
      stablecoinProviderAccountId: linked.id,
    });
    expect(register.status, register.text).toBe(400);
    expect(register.body.code).toBe('STABLECOIN_PROVIDER_ACCOUNT_REVOKED');
    const relinked = await post<ProviderAccountView>(client, '/stablecoin-provider-accounts', {
      provider: 'BRALE',
      apiClientId: 'client-new-100',
      apiClientSecret: 'fresh',
      providerAccountId: linked.providerAccountId,
    });
    expect(relinked.status, relinked.text).toBe(201);
    expect(relinked.body).toMatchObject({ id: linked.id, status: 'ACTIVE' });
  });

  it('004: ACTIVE, INVALID later: registration answers 400 STABLECOIN_PROVIDER_ACCOUNT_INVALID', async () => {
    const client = await freshPlatform();
    const linked = await linkAccount(client, '004');
    await step(60_000);
    const invalid = await client.request<ProviderAccountView>(
      'GET',
      `/stablecoin-provider-accounts/${linked.id}`,
    );
    expect(invalid.body.status).toBe('INVALID');
    const register = await post(client, '/stablecoins', {
      providerTokenIdentifier: 'tok-i',
      networkTokenIdentifier: 'net-i',
      network: 'SPARK',
    });
    expect(register.status, register.text).toBe(404);
    expect(register.body.code).toBe('STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND');
    const named = await post(client, '/stablecoins', {
      providerTokenIdentifier: 'tok-i',
      networkTokenIdentifier: 'net-i',
      network: 'SPARK',
      stablecoinProviderAccountId: linked.id,
    });
    expect(named.status, named.text).toBe(400);
    expect(named.body.code).toBe('STABLECOIN_PROVIDER_ACCOUNT_INVALID');
  });

  it('selection: none linked is 404, several ACTIVE need an id (400), an unknown id is 404', async () => {
    const client = await freshPlatform();
    const body = { providerTokenIdentifier: 'tok-s', networkTokenIdentifier: 'net-s', network: 'SPARK' };
    const none = await post(client, '/stablecoins', body);
    expect(none.status, none.text).toBe(404);
    expect(none.body.code).toBe('STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND');
    const first = await linkAccount(client);
    await linkAccount(client);
    const several = await post(client, '/stablecoins', body);
    expect(several.status, several.text).toBe(400);
    expect(several.body.code).toBe('STABLECOIN_PROVIDER_ACCOUNT_SELECTION_REQUIRED');
    const unknown = await post(client, '/stablecoins', {
      ...body,
      stablecoinProviderAccountId: 'StablecoinProviderAccount:00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND');
    const chosen = await post<StablecoinView>(client, '/stablecoins', {
      ...body,
      stablecoinProviderAccountId: first.id,
    });
    expect(chosen.status, chosen.text).toBe(201);
    expect(chosen.body.stablecoinProviderAccountId).toBe(first.id);
    const missing = await client.request(
      'GET',
      '/stablecoin-provider-accounts/StablecoinProviderAccount:nope',
    );
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND');
  });
});

describe('enablement (spec 3.6) and issuance', () => {
  it('the same token registered by requests at once (different keys): one stablecoin, no 500', async () => {
    const tokenBody = {
      providerTokenIdentifier: `tok-race-${Math.random()}`,
      networkTokenIdentifier: `net-race-${Math.random()}`,
      network: 'SPARK',
      stablecoinProviderAccountId: account.id,
    };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post<StablecoinView>(platform, '/stablecoins', tokenBody)),
    );
    expect(
      answers.map((a) => a.status),
      answers.map((a) => a.text).join('\n'),
    ).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
  });

  it('the same provider account linked by requests at once: one link, the others 409, no 500', async () => {
    const client = await freshPlatform();
    const body = {
      provider: 'BRALE',
      apiClientId: `client-race-${Math.random()}-100`,
      apiClientSecret: 'secret-x',
    };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post(client, '/stablecoin-provider-accounts', body)),
    );
    expect(answers.map((a) => a.status).sort(), answers.map((a) => a.text).join('\n')).toEqual([
      201, 409, 409, 409,
    ]);
  });

  it('NOT_ENABLED -> PENDING_APPROVAL by registration; a repeat while PENDING_APPROVAL succeeds', async () => {
    const tokenBody = {
      providerTokenIdentifier: `tok-ne-${Math.random()}`,
      networkTokenIdentifier: `net-ne-${Math.random()}`,
      network: 'SPARK',
    };
    const off = await post<StablecoinView>(platform, '/stablecoins', {
      ...tokenBody,
      stablecoinProviderAccountId: account.id,
      serviceOperationsStatus: 'NOT_ENABLED',
    });
    expect(off.status, off.text).toBe(201);
    expect(off.body.serviceOperationsStatus).toBe('NOT_ENABLED');
    const requested = await post<StablecoinView>(platform, '/stablecoins', {
      ...tokenBody,
      stablecoinProviderAccountId: account.id,
    });
    expect(requested.status, requested.text).toBe(201);
    expect(requested.body).toMatchObject({ id: off.body.id, serviceOperationsStatus: 'PENDING_APPROVAL' });
    const repeated = await post<StablecoinView>(platform, '/stablecoins', {
      ...tokenBody,
      stablecoinProviderAccountId: account.id,
      gridOperationsStatus: 'PENDING_APPROVAL',
    });
    expect(repeated.status, repeated.text).toBe(201);
    expect(repeated.body).toMatchObject({ id: off.body.id, serviceOperationsStatus: 'PENDING_APPROVAL' });
    // Going back is not the platform's to ask.
    const back = await post(platform, '/stablecoins', {
      ...tokenBody,
      stablecoinProviderAccountId: account.id,
      serviceOperationsStatus: 'NOT_ENABLED',
    });
    expect(back.status, back.text).toBe(409);
    expect(back.body.code).toBe('STABLECOIN_SERVICE_ENABLEMENT_NOT_REQUESTABLE');
  });

  it.each(['ENABLING', 'ENABLED', 'DISABLED'])(
    '%s cannot be requested: 409, nothing registered',
    async (status) => {
      for (const field of ['serviceOperationsStatus', 'gridOperationsStatus']) {
        const r = await post(platform, '/stablecoins', {
          providerTokenIdentifier: `tok-${status}-${field}`,
          networkTokenIdentifier: `net-${status}-${field}`,
          network: 'SPARK',
          stablecoinProviderAccountId: account.id,
          [field]: status,
        });
        expect(r.status, r.text).toBe(409);
        expect(r.body.code).toBe('STABLECOIN_SERVICE_ENABLEMENT_NOT_REQUESTABLE');
      }
      const list = await platform.request<{ data: StablecoinView[] }>('GET', '/stablecoins?limit=100');
      expect(list.body.data.some((c) => c.providerTokenIdentifier.startsWith(`tok-${status}`))).toBe(false);
    },
  );

  it('the provider reviews and provisions, the service enables; a repeat once ENABLED is 409', async () => {
    // `coin` went PENDING_REVIEW, PROVISIONING, PROVISIONED, ENABLING, ENABLED in beforeAll.
    expect(coin).toMatchObject({
      issuanceStatus: 'PROVISIONED',
      serviceOperationsStatus: 'ENABLED',
      baseCurrency: 'USD',
      currency: 'USDB',
      decimals: 6,
      totalSupply: '0',
    });
    const again = await post(platform, '/stablecoins', {
      providerTokenIdentifier: coin.providerTokenIdentifier,
      networkTokenIdentifier: coin.networkTokenIdentifier,
      network: 'SPARK',
      stablecoinProviderAccountId: account.id,
    });
    expect(again.status, again.text).toBe(409);
    expect(again.body.code).toBe('STABLECOIN_SERVICE_ENABLEMENT_NOT_REQUESTABLE');
  });

  it('002: REJECTED in review; 003: PROVISIONING then FAILED; neither is enabled', async () => {
    const rejected = await registerCoin(platform, { stablecoinProviderAccountId: account.id }, '002');
    const failed = await registerCoin(platform, { stablecoinProviderAccountId: account.id }, '003');
    await step();
    expect((await getCoin(rejected.id)).issuanceStatus).toBe('REJECTED');
    expect((await getCoin(failed.id)).issuanceStatus).toBe('PROVISIONING');
    await step();
    await step();
    await step();
    expect(await getCoin(rejected.id)).toMatchObject({
      issuanceStatus: 'REJECTED',
      serviceOperationsStatus: 'PENDING_APPROVAL',
    });
    expect(await getCoin(failed.id)).toMatchObject({
      issuanceStatus: 'FAILED',
      serviceOperationsStatus: 'PENDING_APPROVAL',
    });
    const refused = await mint({}, failed.id);
    expect(refused.status, refused.text).toBe(409);
    const byStatus = await platform.request<{ data: StablecoinView[] }>(
      'GET',
      '/stablecoins?issuanceStatus=REJECTED&limit=100',
    );
    expect(byStatus.body.data.map((c) => c.id)).toEqual([rejected.id]);
  });

  it("the operator's moves (SERVICE_MOVES): DISABLED, ENABLING, ENABLED; others are refused", async () => {
    const other = await enabledCoin(platform, account.id);
    await expect(setOperationsStatus(service.ctx, other.id, 'ENABLED')).rejects.toMatchObject({
      code: 'INVALID_STATE_TRANSITION',
    });
    expect((await setOperationsStatus(service.ctx, other.id, 'DISABLED')).serviceOperationsStatus).toBe(
      'DISABLED',
    );
    const disabled = await mint({}, other.id);
    expect(disabled.status, disabled.text).toBe(409);
    await expect(setOperationsStatus(service.ctx, other.id, 'ENABLED')).rejects.toMatchObject({
      code: 'INVALID_STATE_TRANSITION',
    });
    expect((await setOperationsStatus(service.ctx, other.id, 'ENABLING')).serviceOperationsStatus).toBe(
      'ENABLING',
    );
    expect((await setOperationsStatus(service.ctx, other.id, 'ENABLED')).serviceOperationsStatus).toBe(
      'ENABLED',
    );
    for (const field of ['serviceOperationsStatus', 'gridOperationsStatus']) {
      const list = await platform.request<{ data: StablecoinView[] }>(
        'GET',
        `/stablecoins?${field}=ENABLED&limit=100`,
      );
      expect(list.body.data.map((c) => c.id)).toEqual(expect.arrayContaining([coin.id, other.id]));
      expect(list.body.data.every((c) => c.serviceOperationsStatus === 'ENABLED')).toBe(true);
    }
  });
});

describe('amounts', () => {
  it.each([
    ['1.5', 'digits'],
    ['-100', 'digits'],
    ['1e6', 'digits'],
    [' 1000000', 'digits'],
    ['0', 'greater than zero'],
    ['1000001', 'whole number of cents'],
    ['99999999999999999999', 'at most'],
  ])('%s is 400 INVALID_INPUT on amount, nothing held', async (amount, words) => {
    const before = await usd();
    const r = await mint({ amount });
    expect(r.status, r.text).toBe(400);
    expect(r.body).toMatchObject({ code: 'INVALID_INPUT' });
    expect(r.text).toContain(words);
    expect(r.text).toContain('amount');
    expect(await usd()).toEqual(before);
  });

  it('a number instead of a string is 400', async () => {
    const r = await mint({ amount: 1000000 });
    expect(r.status, r.text).toBe(400);
  });
});

describe('mints (every row of the operations table)', () => {
  it('from an internal account: held at once; CREATED, PENDING_PROVIDER, PROCESSING, COMPLETED', async () => {
    const [usdBefore, usdbBefore, supplyBefore] = [await usd(), await usdb(), await supplyOf(coin.id)];
    const r = await mint({ description: 'first mint' });
    expect(r.status, r.text).toBe(201);
    expect(r.body).toMatchObject({
      operationType: 'MINT',
      status: 'CREATED',
      amount: '10000000',
      provider: 'BRALE',
      providerEnvironment: 'SANDBOX',
      stablecoinProviderAccountId: account.id,
      source: { type: 'SERVICE_INTERNAL_ACCOUNT', accountId: holder.usd },
      destination: { accountId: holder.usdb },
      description: 'first mint',
    });
    // $10.00 held (1,000 cents), not yet minted.
    expect(await usd()).toEqual({ available: usdBefore.available - 1_000, total: usdBefore.total - 1_000 });
    for (const status of ['PENDING_PROVIDER', 'PROCESSING', 'COMPLETED']) {
      await step();
      expect((await getOp(r.body.id)).status).toBe(status);
    }
    expect(await usd()).toEqual({ available: usdBefore.available - 1_000, total: usdBefore.total - 1_000 });
    expect(await usdb()).toEqual({
      available: usdbBefore.available + 10_000_000,
      total: usdbBefore.total + 10_000_000,
    });
    expect(await supplyOf(coin.id)).toBe(supplyBefore + 10_000_000n);
    await expectLedgerGreen();
  });

  it('original spelling GRID_INTERNAL_ACCOUNT; the provider fails it (002): PROCESSING -> FAILED, hold released', async () => {
    const [usdBefore, usdbBefore, supplyBefore] = [await usd(), await usdb(), await supplyOf(coin.id)];
    const r = await mint({
      fundingSource: { type: 'GRID_INTERNAL_ACCOUNT', accountId: holder.usd },
      description: 'will fail 002',
    });
    expect(r.status, r.text).toBe(201);
    expect(r.body.source).toEqual({ type: 'SERVICE_INTERNAL_ACCOUNT', accountId: holder.usd });
    expect((await usd()).available).toBe(usdBefore.available - 1_000);
    await step();
    await step();
    await step();
    expect(await getOp(r.body.id)).toMatchObject({ status: 'FAILED', failureReason: 'PROVIDER_REJECTED' });
    expect(await usd()).toEqual(usdBefore);
    expect(await usdb()).toEqual(usdbBefore);
    expect(await supplyOf(coin.id)).toBe(supplyBefore);
    await expectLedgerGreen();
  });

  it('by wire: CREATED, PENDING_FUNDING with instructions, PENDING_PROVIDER, PROCESSING, COMPLETED', async () => {
    const [usdBefore, usdbBefore, supplyBefore] = [await usd(), await usdb(), await supplyOf(coin.id)];
    const r = await mint({ fundingSource: { type: 'WIRE' }, amount: '2500000' });
    expect(r.status, r.text).toBe(201);
    expect(r.body.fundingInstructions).toMatchObject({ rail: 'WIRE', valueType: 'USD' });
    expect(r.body.expiresAt).toBeDefined();
    for (const status of ['PENDING_FUNDING', 'PENDING_PROVIDER', 'PROCESSING', 'COMPLETED']) {
      await step();
      expect((await getOp(r.body.id)).status).toBe(status);
    }
    expect(await usd()).toEqual(usdBefore);
    expect((await usdb()).available).toBe(usdbBefore.available + 2_500_000);
    expect(await supplyOf(coin.id)).toBe(supplyBefore + 2_500_000n);
    await expectLedgerGreen();
  });

  it('by wire that never arrives (003): PENDING_FUNDING -> EXPIRED at expiresAt, nothing minted', async () => {
    const [usdbBefore, supplyBefore] = [await usdb(), await supplyOf(coin.id)];
    const r = await mint({ fundingSource: { type: 'WIRE' }, description: 'never funded 003' });
    await step();
    expect((await getOp(r.body.id)).status).toBe('PENDING_FUNDING');
    await step();
    expect((await getOp(r.body.id)).status).toBe('PENDING_FUNDING');
    await step(60 * 60_000);
    expect(await getOp(r.body.id)).toMatchObject({
      status: 'EXPIRED',
      failureReason: 'FUNDING_NOT_RECEIVED',
    });
    expect(await usdb()).toEqual(usdbBefore);
    expect(await supplyOf(coin.id)).toBe(supplyBefore);
    await expectLedgerGreen();
  });

  it('by ACH debit of an external account and from the provider balance: completed', async () => {
    const bank = await usBankAccount(platform, holder.customerId, '321');
    const usdbBefore = await usdb();
    const ach = await mint({ fundingSource: { type: 'SAME_DAY_ACH_DEBIT', externalAccountId: bank } });
    expect(ach.status, ach.text).toBe(201);
    expect(ach.body.source).toEqual({ type: 'SAME_DAY_ACH_DEBIT', externalAccountId: bank });
    const balance = await mint({
      fundingSource: {
        type: 'PROVIDER_INTERNAL_BALANCE',
        sourceTokenIdentifier: 'usdc',
        cryptoNetwork: 'SPARK',
      },
    });
    expect(balance.status, balance.text).toBe(201);
    for (let i = 0; i < 4; i++) await step();
    expect((await getOp(ach.body.id)).status).toBe('COMPLETED');
    expect((await getOp(balance.body.id)).status).toBe('COMPLETED');
    expect((await usdb()).available).toBe(usdbBefore.available + 20_000_000);
    await expectLedgerGreen();
  });

  it('refusals: short of dollars (400 INSUFFICIENT_FUNDS), a wrong-currency account (400), the provider away (503)', async () => {
    const before = await service.ctx.db.selectFrom('stablecoin_operations').select('id').execute();
    const usdBefore = await usd();
    const poor = await mint({ amount: '100000000000000' });
    expect(poor.status, poor.text).toBe(400);
    expect(poor.body.code).toBe('INSUFFICIENT_FUNDS');
    const wrong = await mint({ destination: { accountId: holder.usd } });
    expect(wrong.status, wrong.text).toBe(400);
    expect(wrong.text).toContain('destination.accountId');
    const away = await mint({ description: 'provider down 503' });
    expect(away.status, away.text).toBe(503);
    expect(away.body.code).toBe('SERVICE_UNAVAILABLE');
    expect(await usd()).toEqual(usdBefore);
    expect(await service.ctx.db.selectFrom('stablecoin_operations').select('id').execute()).toHaveLength(
      before.length,
    );
    await expectLedgerGreen();
  });

  it('a retry with the same key replays the mint, holding once', async () => {
    const headers = key();
    const body = {
      amount: '1000000',
      fundingSource: { type: 'SERVICE_INTERNAL_ACCOUNT', accountId: holder.usd },
      destination: { accountId: holder.usdb },
    };
    const usdBefore = await usd();
    const first = await post<OperationView>(platform, `/stablecoins/${coin.id}/mints`, body, headers);
    const second = await post<OperationView>(platform, `/stablecoins/${coin.id}/mints`, body, headers);
    expect(second.text).toBe(first.text);
    expect((await usd()).available).toBe(usdBefore.available - 100);
    for (let i = 0; i < 3; i++) await step();
  });
});

describe('burns', () => {
  const burn = (body: Record<string, unknown>, bank: string) =>
    post<OperationView>(platform, `/stablecoins/${coin.id}/burns`, {
      amount: '3000000',
      source: { type: 'SERVICE_INTERNAL_ACCOUNT', accountId: holder.usdb },
      destination: { type: 'EXTERNAL_ACCOUNT', externalAccountId: bank, rail: 'ACH_CREDIT' },
      ...body,
    });
  let bank: string;
  beforeAll(async () => {
    bank = await usBankAccount(platform, holder.customerId, '321');
  });

  it('from an internal account: tokens held at once; COMPLETED lowers the supply and pays out', async () => {
    const [usdbBefore, supplyBefore] = [await usdb(), await supplyOf(coin.id)];
    const r = await burn({}, bank);
    expect(r.status, r.text).toBe(201);
    expect(r.body).toMatchObject({
      operationType: 'BURN',
      status: 'CREATED',
      destination: { accountId: bank, rail: 'ACH_CREDIT' },
      estimatedDelivery: { rail: 'ACH_CREDIT', amount: '300', currency: 'USD' },
    });
    expect((await usdb()).available).toBe(usdbBefore.available - 3_000_000);
    for (const status of ['PENDING_PROVIDER', 'PROCESSING', 'COMPLETED']) {
      await step();
      expect((await getOp(r.body.id)).status).toBe(status);
    }
    expect(await usdb()).toEqual({
      available: usdbBefore.available - 3_000_000,
      total: usdbBefore.total - 3_000_000,
    });
    expect(await supplyOf(coin.id)).toBe(supplyBefore - 3_000_000n);
    await expectLedgerGreen();
  });

  it('the provider fails it (002): the hold is released, the supply unchanged', async () => {
    const [usdbBefore, supplyBefore] = [await usdb(), await supplyOf(coin.id)];
    const r = await burn({ description: 'burn fails 002' }, bank);
    expect(r.status, r.text).toBe(201);
    for (let i = 0; i < 3; i++) await step();
    expect(await getOp(r.body.id)).toMatchObject({ status: 'FAILED', failureReason: 'PROVIDER_REJECTED' });
    expect(await usdb()).toEqual(usdbBefore);
    expect(await supplyOf(coin.id)).toBe(supplyBefore);
    await expectLedgerGreen();
  });

  it('tokens sent on-chain: PENDING_FUNDING with the deposit address, then COMPLETED; or EXPIRED (003)', async () => {
    const supplyBefore = await supplyOf(coin.id);
    const sent = await burn({ source: { type: 'EXTERNAL_ACCOUNT' }, amount: '1000000' }, bank);
    const never = await burn(
      { source: { type: 'EXTERNAL_ACCOUNT' }, amount: '1000000', description: 'x 003' },
      bank,
    );
    expect(sent.body.fundingInstructions).toMatchObject({ rail: 'SPARK', network: 'SPARK' });
    for (const status of ['PENDING_FUNDING', 'PENDING_PROVIDER', 'PROCESSING', 'COMPLETED']) {
      await step();
      expect((await getOp(sent.body.id)).status).toBe(status);
    }
    expect((await getOp(never.body.id)).status).toBe('PENDING_FUNDING');
    await step(60 * 60_000);
    expect((await getOp(never.body.id)).status).toBe('EXPIRED');
    expect(await supplyOf(coin.id)).toBe(supplyBefore - 1_000_000n);
    const row = await service.ctx.db
      .selectFrom('stablecoins')
      .select('burning')
      .where('id', '=', coin.id.slice('Stablecoin:'.length))
      .executeTakeFirstOrThrow();
    expect(row.burning).toBe(0n);
    await expectLedgerGreen();
  });

  it('more than the supply not being burned is 400 INVALID_AMOUNT', async () => {
    const supply = await supplyOf(coin.id);
    const r = await burn(
      { source: { type: 'PROVIDER_INTERNAL_BALANCE' }, amount: (supply + 10_000n).toString() },
      bank,
    );
    expect(r.status, r.text).toBe(400);
    expect(r.body.code).toBe('INVALID_AMOUNT');
  });

  it('lists operations by type; ids of nothing are 404', async () => {
    const burns = await platform.request<{ data: OperationView[] }>(
      'GET',
      `/stablecoins/${coin.id}/operations?operationType=BURN&limit=100`,
    );
    expect(burns.body.data.length).toBeGreaterThanOrEqual(4);
    expect(burns.body.data.every((o) => o.operationType === 'BURN')).toBe(true);
    const all = await platform.request<{ totalCount: number }>('GET', `/stablecoins/${coin.id}/operations`);
    expect(all.body.totalCount).toBeGreaterThan(burns.body.data.length);
    expect((await platform.request('GET', '/stablecoin-operations/StablecoinOperation:nope')).status).toBe(
      404,
    );
    expect((await platform.request('GET', '/stablecoins/Stablecoin:nope/operations')).status).toBe(404);
  });
});

describe('the ledger check covers the supply', () => {
  it('a supply that drifted from its supply account fails the check', async () => {
    const uuid = coin.id.slice('Stablecoin:'.length);
    const row = await service.ctx.db
      .selectFrom('stablecoins')
      .select('supply')
      .where('id', '=', uuid)
      .executeTakeFirstOrThrow();
    await service.ctx.db
      .updateTable('stablecoins')
      .set({ supply: row.supply + 1n })
      .where('id', '=', uuid)
      .execute();
    try {
      const check = await checkLedger(service.ctx.db, platform.platformId, composeModules().ledgerChecks);
      expect(check.ok).toBe(false);
      expect(check.mismatches).toEqual([
        { check: 'stablecoin supply', subject: coin.id, kept: row.supply + 1n, ledger: row.supply },
      ]);
    } finally {
      await service.ctx.db
        .updateTable('stablecoins')
        .set({ supply: row.supply })
        .where('id', '=', uuid)
        .execute();
    }
    await expectLedgerGreen();
  });
});
