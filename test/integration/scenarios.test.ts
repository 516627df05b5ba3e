import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedOutcomes } from '../../src/modules/scenarios/demo.js';
import { SCENARIOS } from '../../src/modules/scenarios/index.js';
import { describeSummary, seed, SeedError } from '../../src/seed.js';
import type { ScenarioSummary } from '../../src/modules/scenarios/index.js';
import { expectLedgerGreen } from '../helpers/payments.js';
import { type PlatformClient, startTestService, type TestService } from '../helpers/service.js';

/**
 * Ready demo data (POST /sandbox/scenarios/{name}, `payments-service seed`): what `demo` puts
 * in a platform, that loading it again creates nothing, and that it stays in its platform.
 */
let service: TestService;
let platform: PlatformClient;

beforeAll(async () => {
  service = await startTestService();
  platform = await service.newPlatform('Scenario platform');
});
afterAll(() => service.close());

const load = (p: PlatformClient, name = 'demo') =>
  p.request<ScenarioSummary & { code?: string }>('POST', `/sandbox/scenarios/${name}`);

describe('scenario demo', () => {
  it('loads customers in each KYC state, funded accounts, each beneficiary-check outcome and payments', async () => {
    const first = await load(platform);
    expect(first.status, first.text).toBe(200);
    expect(first.body.loaded).toBe(true);
    const status = Object.fromEntries(first.body.customers.map((c) => [c.platformCustomerId, c.status]));
    expect(status).toEqual({
      ...Object.fromEntries(expectedOutcomes.people.map(([id, , outcome]) => [id, outcome])),
      'demo-business': 'APPROVED',
    });
    expect(first.body.internalAccounts.map((a) => a.currency).sort()).toEqual(['EUR', 'MXN', 'USD']);
    const eur = first.body.internalAccounts.find((a) => a.currency === 'EUR');
    expect(eur?.balance).toBe(200_000);
    const usd = first.body.internalAccounts.find((a) => a.currency === 'USD');
    expect(usd?.balance).toBeLessThan(500_000 - 3_500 + 1);
    expect(first.body.externalAccounts.map((a) => a.beneficiaryVerificationStatus).sort()).toEqual(
      expectedOutcomes.bankAccounts.map(([, outcome]) => outcome).sort(),
    );
    expect(first.body.transactions).toHaveLength(3);
    expect(first.body.transactions.every((t) => t.type === 'OUTGOING')).toBe(true);
    await expectLedgerGreen(service);

    // Again: nothing new, the same summary.
    const again = await load(platform);
    expect(again.status).toBe(200);
    expect(again.body.loaded).toBe(false);
    expect(again.body.customers).toEqual(first.body.customers);
    expect(again.body.transactions.map((t) => t.id).sort()).toEqual(
      first.body.transactions.map((t) => t.id).sort(),
    );
    const all = await platform.request<{ totalCount: number }>('GET', '/customers?limit=1');
    expect(all.body.totalCount).toBe(5);
  });

  it('stays in the platform that loads it', async () => {
    const other = await service.newPlatform('Scenario platform 2');
    const loaded = await load(other);
    expect(loaded.status, loaded.text).toBe(200);
    expect(loaded.body.loaded).toBe(true);
    const mine = await platform.request<{ totalCount: number }>('GET', '/customers?limit=1');
    expect(mine.body.totalCount).toBe(5);
  });

  it('lists the scenarios; an unknown one is 404', async () => {
    const listed = await platform.request<{ data: { name: string }[] }>('GET', '/sandbox/scenarios');
    expect(listed.body.data.map((s) => s.name)).toEqual(['demo']);
    const unknown = await load(platform, 'nope');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
  });
});

describe('payments-service seed', () => {
  it('loads a scenario over HTTP and prints what the platform holds', async () => {
    const fresh = await service.newPlatform('Seeded over HTTP');
    const progress: [number, number][] = [];
    const summary = await seed({
      baseUrl: `${service.origin}/2025-10-13`,
      clientId: fresh.clientId,
      clientSecret: fresh.clientSecret,
      scenario: 'demo',
      stream: null,
      onProgress: (calls, total) => progress.push([calls, total]),
    });
    expect(summary.loaded).toBe(true);
    // The bar's total is the calls a full load makes: it ends full, never past it.
    const total = SCENARIOS.find((s) => s.name === 'demo')?.calls;
    expect(progress.at(-1)).toEqual([total, total]);
    expect(progress.map(([calls]) => calls)).toEqual(progress.map((_, i) => i + 1));
    // Loaded in the service before or here, it is the same data: the service sees it loaded.
    const again = await fresh.request('POST', '/sandbox/scenarios/demo');
    expect(again.body).toMatchObject({ loaded: false, customers: summary.customers });
    const text = describeSummary(summary);
    expect(text).toMatch(/^Loaded scenario demo\./);
    expect(text).toContain('demo-rejected');
    await expect(
      seed({
        baseUrl: `${service.origin}/2025-10-13`,
        clientId: fresh.clientId,
        clientSecret: 'x',
        scenario: 'demo',
        stream: null,
      }),
    ).rejects.toThrow(SeedError);
  });
});
