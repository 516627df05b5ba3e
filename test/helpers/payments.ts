import { expect } from 'vitest';
import type { Clock } from '../../src/clock.js';
import { checkLedger } from '../../src/ledger/ledger.js';
import { composeModules } from '../../src/modules/index.js';
import { individual } from './fixtures.js';
import type { PlatformClient, TestService } from './service.js';

type Body = Record<string, unknown>;
interface Account {
  id: string;
  currency?: string;
  balance: { amount: number; currency: { code: string } };
  totalBalance: { amount: number };
}

/** A clock the test moves forward; the service's worker runs whatever is due by it. */
export function movableClock(): Clock & { advance(ms: number): void } {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms: number) {
      offset += ms;
    },
  };
}

/** A customer (KYC approved by the sandbox) and its internal account ids by currency. */
export async function customerWithAccounts(
  platform: PlatformClient,
  overrides: Body = {},
): Promise<{ customerId: string; umaAddress: string; accounts: Record<string, string>; wallet?: string }> {
  const created = await platform.request('POST', '/customers', {
    body: individual({ platformCustomerId: `c-${Math.random().toString(36).slice(2)}`, ...overrides }),
  });
  expect(created.status, created.text).toBe(201);
  const customerId = created.body.id as string;
  const list = await platform.request<{
    data: (Account & { type: string; balance: { currency: { code: string } } })[];
  }>('GET', `/customers/internal-accounts?customerId=${encodeURIComponent(customerId)}&limit=100`);
  const accounts: Record<string, string> = {};
  let wallet: string | undefined;
  for (const a of list.body.data) {
    // The embedded wallet (USDB) is not the USDB account payments use by default.
    if (a.type === 'EMBEDDED_WALLET') wallet = a.id;
    else accounts[a.balance.currency.code] = a.id;
  }
  return {
    customerId,
    umaAddress: created.body.umaAddress as string,
    accounts,
    ...(wallet === undefined ? {} : { wallet }),
  };
}

export async function fund(platform: PlatformClient, accountId: string, amount: number): Promise<void> {
  const r = await platform.request('POST', `/sandbox/internal-accounts/${accountId}/fund`, {
    body: { amount },
  });
  expect(r.status, r.text).toBe(200);
}

/** Available and total balance of an internal account, read through the API. */
export async function balanceOf(
  platform: PlatformClient,
  customerId: string,
  accountId: string,
): Promise<{ available: number; total: number }> {
  const list = await platform.request<{ data: Account[] }>(
    'GET',
    `/customers/internal-accounts?customerId=${encodeURIComponent(customerId)}&limit=100`,
  );
  const account = list.body.data.find((a) => a.id === accountId);
  if (!account) throw new Error(`no account ${accountId}`);
  return { available: Number(account.balance.amount), total: Number(account.totalBalance.amount) };
}

const person = {
  beneficiaryType: 'INDIVIDUAL',
  fullName: 'Ada Lovelace',
  countryOfResidence: 'US',
  address: { line1: '1 Main St', city: 'Springfield', postalCode: '62701', country: 'US' },
};

/** A US bank account whose account number ends in `suffix` (the sandbox scenario). */
export async function usBankAccount(
  platform: PlatformClient,
  customerId: string,
  suffix: string,
): Promise<string> {
  const r = await platform.request('POST', '/customers/external-accounts', {
    body: {
      customerId,
      currency: 'USD',
      accountInfo: {
        accountType: 'USD_ACCOUNT',
        accountNumber: `${Math.floor(Math.random() * 1e6)}${suffix}`,
        routingNumber: '021000021',
        bankName: 'JPMorgan Chase',
        bankAccountType: 'CHECKING',
        beneficiary: person,
      },
    },
  });
  expect(r.status, r.text).toBe(201);
  return r.body.id as string;
}

export async function quote(platform: PlatformClient, body: Body) {
  return platform.request('POST', '/quotes', {
    body: { lockedCurrencySide: 'SENDING', ...body },
  });
}

export async function execute(
  platform: PlatformClient,
  quoteId: string,
  headers: Record<string, string> = {},
) {
  return platform.request('POST', `/quotes/${quoteId}/execute`, { headers });
}

export async function transaction(platform: PlatformClient, transactionId: string) {
  const r = await platform.request('GET', `/transactions/${transactionId}`);
  expect(r.status, r.text).toBe(200);
  return r.body;
}

/** Webhook event types recorded for a resource, sorted (events of one millisecond have no order). */
export async function eventTypes(service: TestService, resourceId: string): Promise<string[]> {
  const rows = await service.ctx.db
    .selectFrom('events')
    .select(['type'])
    .where('resource_id', '=', resourceId)
    .execute();
  return rows.map((r) => r.type).sort();
}

export async function expectLedgerGreen(service: TestService): Promise<void> {
  const check = await checkLedger(service.ctx.db, undefined, composeModules().ledgerChecks);
  expect(
    check.ok,
    JSON.stringify(check, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)),
  ).toBe(true);
}

/** Runs the jobs due after moving the clock forward by `ms`. */
export async function afterDelay(service: TestService, clock: { advance(ms: number): void }, ms: number) {
  clock.advance(ms);
  await service.worker.drain();
}
