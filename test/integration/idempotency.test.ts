import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceModules } from '../../src/modules/index.js';
import { type PlatformClient, startTestService, type TestService } from '../helpers/service.js';
import { faultyModule } from '../helpers/test-modules.js';

let service: TestService;
let platform: PlatformClient;
const counted = { executions: 0, failuresLeft: 0 };

beforeAll(async () => {
  service = await startTestService({ modules: [...serviceModules, faultyModule(counted)] });
  platform = await service.newPlatform('Idempotency platform');
});
afterAll(() => service.close());

const key = (k: string) => ({ 'idempotency-key': k });

describe('Idempotency-Key', () => {
  it('replays the first response byte for byte without executing again', async () => {
    const body = { name: 'idempotent', permissions: ['VIEW'] };
    const first = await platform.request<{ id: string }>('POST', '/tokens', {
      headers: key('create-1'),
      body,
    });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();

    // Same body with keys in another order is the same request.
    const replay = await platform.request('POST', '/tokens', {
      headers: key('create-1'),
      body: { permissions: ['VIEW'], name: 'idempotent' },
    });
    expect(replay.status).toBe(201);
    expect(replay.text).toBe(first.text);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');

    const list = await platform.request<{ totalCount: number }>('GET', '/tokens?name=idempotent');
    expect(list.body.totalCount).toBe(1);
  });

  it('answers 409 CONFLICT when the key comes back with a different body or path', async () => {
    await platform.request('POST', '/tokens', {
      headers: key('create-2'),
      body: { name: 'one', permissions: ['VIEW'] },
    });
    const differentBody = await platform.request('POST', '/tokens', {
      headers: key('create-2'),
      body: { name: 'two', permissions: ['VIEW'] },
    });
    expect(differentBody.status).toBe(409);
    expect(differentBody.body).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect(differentBody.headers.get('x-should-retry')).toBe('false');

    const differentPath = await platform.request('POST', '/test/counted', {
      headers: key('create-2'),
      body: { value: 1 },
    });
    expect(differentPath.status).toBe(409);
    const list = await platform.request<{ totalCount: number }>('GET', '/tokens?name=two');
    expect(list.body.totalCount).toBe(0);
  });

  it('executes concurrent duplicates exactly once and gives all of them the same answer', async () => {
    const before = counted.executions;
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        platform.request('POST', '/test/counted', { headers: key('race-1'), body: { value: 7 } }),
      ),
    );
    expect(counted.executions - before).toBe(1);
    for (const response of responses) {
      expect(response.status).toBe(201);
      expect(response.text).toBe(responses[0]?.text);
    }
    expect(responses.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(7);
  });

  it('does not store a 5xx: the retry executes', async () => {
    counted.failuresLeft = 1;
    const before = counted.executions;
    const failed = await platform.request('POST', '/test/counted', {
      headers: key('retry-1'),
      body: { value: 3 },
    });
    expect(failed.status).toBe(500);
    const retried = await platform.request('POST', '/test/counted', {
      headers: key('retry-1'),
      body: { value: 3 },
    });
    expect(retried.status).toBe(201);
    expect(counted.executions - before).toBe(2);
  });

  it('stores a 4xx answer like any other', async () => {
    const first = await platform.request('POST', '/tokens', {
      headers: key('bad-1'),
      body: { name: 'x', permissions: ['ROOT'] },
    });
    expect(first.status).toBe(400);
    // Validation runs before the key is taken, so the same invalid request is simply invalid again.
    const again = await platform.request('POST', '/tokens', {
      headers: key('bad-1'),
      body: { name: 'x', permissions: ['ROOT'] },
    });
    expect(again.status).toBe(400);
    expect(again.text).toBe(first.text);
  });

  it('runs requests without the header every time', async () => {
    const before = counted.executions;
    await platform.request('POST', '/test/counted', { body: { value: 1 } });
    await platform.request('POST', '/test/counted', { body: { value: 1 } });
    expect(counted.executions - before).toBe(2);
  });

  it('rejects an unusable key', async () => {
    const response = await platform.request('POST', '/tokens', {
      headers: key('x'.repeat(256)),
      body: { name: 'long-key', permissions: ['VIEW'] },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'INVALID_INPUT' });
    expect((response.body.details as { errors: { field: string }[] }).errors[0]?.field).toBe(
      'Idempotency-Key',
    );
  });

  it('holds across server processes sharing one database', async () => {
    // A second service on the same PostgreSQL database, as behind a load balancer.
    const other = await startTestService({ shareDatabaseOf: service });
    try {
      const body = { name: 'two-processes', permissions: ['VIEW'] };
      const auth = { clientId: platform.clientId, clientSecret: platform.clientSecret };
      const [here, there] = await Promise.all([
        platform.request('POST', '/tokens', { headers: key('multi-1'), body }),
        other.request('POST', '/tokens', { headers: key('multi-1'), body, auth }),
      ]);
      expect(here.status).toBe(201);
      expect(there.status).toBe(201);
      expect(there.text).toBe(here.text);
      const list = await platform.request<{ totalCount: number }>('GET', '/tokens?name=two-processes');
      expect(list.body.totalCount).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('frees the key after 24 hours', async () => {
    const body = { name: 'expiring', permissions: ['VIEW'] };
    const first = await platform.request<{ id: string }>('POST', '/tokens', { headers: key('old-1'), body });
    await service.ctx.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(Date.now() - 25 * 3600 * 1000) })
      .where('key', '=', 'old-1')
      .execute();
    const second = await platform.request<{ id: string }>('POST', '/tokens', { headers: key('old-1'), body });
    expect(second.status).toBe(201);
    expect(second.body.id).not.toBe(first.body.id);
  });
});
