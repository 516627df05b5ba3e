import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { individual } from '../helpers/fixtures.js';
import { type PlatformClient, startTestService, type TestService } from '../helpers/service.js';

let service: TestService;
let a: PlatformClient;
let b: PlatformClient;

beforeAll(async () => {
  service = await startTestService();
  a = await service.newPlatform('Platform A');
  b = await service.newPlatform('Platform B');
});
afterAll(() => service.close());

describe('tenant isolation', () => {
  it("gives platform B a 404 for platform A's token, in every operation", async () => {
    const created = await a.request<{ id: string }>('POST', '/tokens', {
      body: { name: 'a-only', permissions: ['VIEW'] },
    });
    const id = created.body.id;

    const get = await b.request('GET', `/tokens/${id}`);
    expect(get.status).toBe(404);
    expect(get.body).toMatchObject({ status: 404, code: 'TOKEN_NOT_FOUND' });

    const del = await b.request('DELETE', `/tokens/${id}`);
    expect(del.status).toBe(404);
    expect((await a.request('GET', `/tokens/${id}`)).status).toBe(200);
  });

  it("never lists another platform's tokens", async () => {
    await a.request('POST', '/tokens', { body: { name: 'shared-name', permissions: ['VIEW'] } });
    const listB = await b.request<{ data: { name: string }[]; totalCount: number }>(
      'GET',
      '/tokens?name=shared-name',
    );
    expect(listB.body.totalCount).toBe(0);
    const allB = await b.request<{ data: { clientId: string }[] }>('GET', '/tokens?limit=100');
    expect(allB.body.data.map((t) => t.clientId)).toEqual([b.clientId]);
  });

  it('keeps configurations apart', async () => {
    const patched = await a.request('PATCH', '/config', { body: { umaDomain: 'platform-a.uma.test' } });
    expect(patched.status).toBe(200);
    const configB = await b.request<{ umaDomain: string; id: string }>('GET', '/config');
    const configA = await a.request<{ umaDomain: string; id: string }>('GET', '/config');
    expect(configA.body.umaDomain).toBe('platform-a.uma.test');
    expect(configB.body.umaDomain).not.toBe('platform-a.uma.test');
    expect(configA.body.id).not.toBe(configB.body.id);
  });

  it('keeps idempotency keys per platform', async () => {
    const key = { 'idempotency-key': 'same-key-both-platforms' };
    const first = await a.request<{ id: string }>('POST', '/tokens', {
      headers: key,
      body: { name: 'idem', permissions: ['VIEW'] },
    });
    const second = await b.request<{ id: string }>('POST', '/tokens', {
      headers: key,
      body: { name: 'idem', permissions: ['VIEW'] },
    });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(second.body.id).not.toBe(first.body.id);
  });

  it("refuses in the database an account of one platform's customer under another platform, and a platform account of no platform", async () => {
    const customer = await a.request<{ id: string }>('POST', '/customers', { body: individual() });
    expect(customer.status, customer.text).toBe(201);
    const customerId = customer.body.id.replace(/^Customer:/, '');
    const account = (platformId: string, owner: string | null) => {
      const now = new Date();
      return service.ctx.db
        .insertInto('internal_accounts')
        .values({
          id: randomUUID(),
          platform_id: platformId,
          customer_id: owner,
          type: 'INTERNAL_FIAT',
          status: 'ACTIVE',
          currency: 'JPY',
          private_enabled: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    };
    const foreignKeyViolation = { code: '23503' };
    await expect(account(b.platformId, customerId)).rejects.toMatchObject(foreignKeyViolation);
    await expect(account(randomUUID(), null)).rejects.toMatchObject(foreignKeyViolation);
    await expect(account(a.platformId, randomUUID())).rejects.toMatchObject(foreignKeyViolation);
    const before = await service.ctx.db
      .selectFrom('internal_accounts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('currency', '=', 'JPY')
      .executeTakeFirstOrThrow();
    expect(Number(before.n)).toBe(0);
  });
});
