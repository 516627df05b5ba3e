import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlatformClient, startTestService, type TestService } from '../helpers/service.js';

interface Token {
  id: string;
  name: string;
  permissions: string[];
  clientId: string;
  clientSecret?: string;
  createdAt: string;
  updatedAt: string;
}
interface TokenList {
  data: Token[];
  hasMore: boolean;
  nextCursor?: string;
  totalCount: number;
}

let service: TestService;
let platform: PlatformClient;

beforeAll(async () => {
  service = await startTestService();
  platform = await service.newPlatform('Token platform');
});
afterAll(() => service.close());

describe('POST /tokens', () => {
  it('creates a token and shows its secret only in the create response', async () => {
    const created = await platform.request<Token>('POST', '/tokens', {
      body: { name: 'ci', permissions: ['VIEW', 'TRANSACT'] },
    });
    expect(created.status).toBe(201);
    expect(created.body.id).toMatch(/^Token:[0-9a-f-]{36}$/);
    expect(created.body).toMatchObject({ name: 'ci', permissions: ['VIEW', 'TRANSACT'] });
    expect(created.body.clientId).toMatch(/^[0-9a-f]{32}$/);
    expect(created.body.clientSecret).toEqual(expect.any(String));
    expect(Date.parse(created.body.createdAt)).not.toBeNaN();

    const fetched = await platform.request<Token>('GET', `/tokens/${created.body.id}`);
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual({ ...created.body, clientSecret: undefined });
    expect('clientSecret' in fetched.body).toBe(false);
  });

  it('lists every invalid field at once (and ignores a field it does not know)', async () => {
    const response = await platform.request('POST', '/tokens', {
      body: { name: '', permissions: ['VIEW', 'ADMIN'], color: 'red' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
    const errors = (response.body.details as { errors: { field: string; constraint?: unknown }[] }).errors;
    expect(errors.map((e) => e.field).sort()).toEqual(['name', 'permissions[1]']);
    expect(errors.find((e) => e.field === 'name')?.constraint).toEqual({ minLength: 1 });
    expect(errors.find((e) => e.field === 'permissions[1]')?.constraint).toEqual({
      enum: ['VIEW', 'TRANSACT', 'MANAGE'],
    });
  });

  it('reports missing required fields by name', async () => {
    const response = await platform.request('POST', '/tokens', { body: {} });
    expect(response.status).toBe(400);
    const errors = (response.body.details as { errors: { field: string; message: string }[] }).errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'is required' },
        { field: 'permissions', message: 'is required' },
      ]),
    );
  });
});

describe('GET /tokens/{tokenId} and DELETE', () => {
  it('answers TOKEN_NOT_FOUND for unknown and malformed ids', async () => {
    for (const id of ['Token:00000000-0000-4000-8000-000000000000', 'Token:nope', 'Customer:1']) {
      const response = await platform.request('GET', `/tokens/${encodeURIComponent(id)}`);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ status: 404, code: 'TOKEN_NOT_FOUND' });
    }
  });

  it('deletes with 204, after which the token is gone', async () => {
    const created = await platform.request<Token>('POST', '/tokens', {
      body: { name: 'gone', permissions: ['VIEW'] },
    });
    const deleted = await platform.request('DELETE', `/tokens/${created.body.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect((await platform.request('GET', `/tokens/${created.body.id}`)).status).toBe(404);
    const again = await platform.request('DELETE', `/tokens/${created.body.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 'TOKEN_NOT_FOUND' });
  });
});

describe('GET /tokens', () => {
  it('pages through 250 tokens with limit 100, each exactly once', async () => {
    const lister = await service.newPlatform('Paging platform');
    const names = Array.from({ length: 249 }, (_, i) => `bulk-${String(i).padStart(3, '0')}`);
    // The platform's first token makes 250.
    for (let i = 0; i < names.length; i += 25) {
      const batch = names.slice(i, i + 25);
      const results = await Promise.all(
        batch.map((name) => lister.request('POST', '/tokens', { body: { name, permissions: ['VIEW'] } })),
      );
      expect(results.every((r) => r.status === 201)).toBe(true);
    }

    const seen: string[] = [];
    const pageSizes: number[] = [];
    let cursor: string | undefined;
    do {
      const query = cursor ? `?limit=100&cursor=${encodeURIComponent(cursor)}` : '?limit=100';
      const page = await lister.request<TokenList>('GET', `/tokens${query}`);
      expect(page.status).toBe(200);
      expect(page.body.totalCount).toBe(250);
      pageSizes.push(page.body.data.length);
      seen.push(...page.body.data.map((t) => t.id));
      expect(page.body.hasMore).toBe(page.body.nextCursor !== undefined);
      cursor = page.body.nextCursor;
    } while (cursor);

    expect(pageSizes).toEqual([100, 100, 50]);
    expect(new Set(seen).size).toBe(250);
  });

  it('returns newest first and filters by exact name', async () => {
    const p = await service.newPlatform('Filter platform');
    await p.request('POST', '/tokens', { body: { name: 'alpha', permissions: ['VIEW'] } });
    await p.request('POST', '/tokens', { body: { name: 'beta', permissions: ['VIEW'] } });
    await p.request('POST', '/tokens', { body: { name: 'alpha', permissions: ['MANAGE'] } });
    const all = await p.request<TokenList>('GET', '/tokens');
    const times = all.body.data.map((t) => t.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const alphas = await p.request<TokenList>('GET', '/tokens?name=alpha');
    expect(alphas.body.totalCount).toBe(2);
    expect(alphas.body.data.every((t) => t.name === 'alpha')).toBe(true);
    expect(alphas.body.hasMore).toBe(false);
    expect(alphas.body.nextCursor).toBeUndefined();
  });

  it('defaults to 20 per page', async () => {
    const page = await platform.request<TokenList>('GET', '/tokens');
    expect(page.body.data.length).toBeLessThanOrEqual(20);
    const lister = await service.newPlatform('Default page');
    await Promise.all(
      Array.from({ length: 21 }, (_, i) =>
        lister.request('POST', '/tokens', { body: { name: `t${i}`, permissions: ['VIEW'] } }),
      ),
    );
    const first = await lister.request<TokenList>('GET', '/tokens');
    expect(first.body.data).toHaveLength(20);
    expect(first.body.hasMore).toBe(true);
    expect(first.body.totalCount).toBe(22);
  });

  it('rejects a bad cursor and out-of-range limits with INVALID_INPUT', async () => {
    for (const query of ['?cursor=garbage', '?cursor=WyJ4IiwieSJd', '?limit=0', '?limit=101', '?limit=abc']) {
      const response = await platform.request('GET', `/tokens${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
      const field = (response.body.details as { errors: { field: string }[] }).errors[0]?.field;
      expect(field).toBe(query.includes('cursor') ? 'cursor' : 'limit');
    }
  });
});

describe('stored secret hashes', () => {
  const costOf = async (service: TestService, platformId: string) => {
    const row = await service.ctx.db
      .selectFrom('api_tokens')
      .select('secret_hash')
      .where('platform_id', '=', platformId)
      .executeTakeFirstOrThrow();
    return row.secret_hash.split('$').slice(0, 2).join('$');
  };

  it('use scrypt with N = 2^14 unless SECRET_HASH_COST says otherwise (only the tests lower it)', async () => {
    const production = await startTestService({ env: { SECRET_HASH_COST: '' } });
    try {
      const p = await production.newPlatform();
      expect(await costOf(production, p.platformId)).toBe('scrypt$16384');
      expect((await p.request('GET', '/config')).status).toBe(200);
    } finally {
      await production.close();
    }
    const cheap = await startTestService();
    try {
      const p = await cheap.newPlatform();
      expect(await costOf(cheap, p.platformId)).toBe('scrypt$1024');
    } finally {
      await cheap.close();
    }
  });
});
