import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
