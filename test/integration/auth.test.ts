import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlatformClient, startTestService, type TestService } from '../helpers/service.js';

let service: TestService;
let platform: PlatformClient;

beforeAll(async () => {
  service = await startTestService();
  platform = await service.newPlatform('Auth platform');
});
afterAll(() => service.close());

function expect401(
  response: { status: number; headers: Headers; body: Record<string, unknown> },
  reason: RegExp,
) {
  expect(response.status).toBe(401);
  // No challenge: a browser would prompt, then send the secret with every request (forms too).
  expect(response.headers.get('www-authenticate')).toBeNull();
  expect(response.body).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  expect(typeof response.body.message).toBe('string');
  expect((response.body.details as { reason: string }).reason).toMatch(reason);
}

describe('authentication', () => {
  it('answers 401 UNAUTHORIZED with a reason, and no WWW-Authenticate challenge, when credentials are missing', async () => {
    expect401(await service.request('GET', '/config'), /Missing Authorization/);
  });

  it('rejects other schemes, malformed Basic values, unknown ids and wrong secrets', async () => {
    expect401(
      await service.request('GET', '/config', { headers: { authorization: 'Bearer abc' } }),
      /Basic scheme/,
    );
    expect401(
      await service.request('GET', '/config', {
        headers: { authorization: `Basic ${Buffer.from('no-colon').toString('base64')}` },
      }),
      /clientId:clientSecret/,
    );
    expect401(
      await service.request('GET', '/config', {
        auth: { clientId: 'unknown-client', clientSecret: 'whatever' },
      }),
      /Invalid client id or client secret/,
    );
    expect401(
      await service.request('GET', '/config', {
        auth: { clientId: platform.clientId, clientSecret: 'wrong' },
      }),
      /Invalid client id or client secret/,
    );
  });

  it('accepts the right credentials, repeatedly', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await platform.request('GET', '/config')).status).toBe(200);
    }
  });

  it('refuses a wrong secret for a client id whose right secret was just accepted', async () => {
    const auth = { clientId: platform.clientId, clientSecret: platform.clientSecret };
    expect((await service.request('GET', '/config', { auth })).status).toBe(200);
    expect((await service.request('GET', '/config', { auth })).status).toBe(200);
    for (const clientSecret of [`${platform.clientSecret}x`, platform.clientSecret.slice(0, -1), '']) {
      expect401(await service.request('GET', '/config', { auth: { ...auth, clientSecret } }), /./);
    }
    expect((await service.request('GET', '/config', { auth })).status).toBe(200);
  });

  it('stops accepting a deleted token at once', async () => {
    const created = await platform.request<{ id: string; clientId: string; clientSecret: string }>(
      'POST',
      '/tokens',
      {
        body: { name: 'short-lived', permissions: ['VIEW'] },
      },
    );
    expect(created.status).toBe(201);
    const auth = { clientId: created.body.clientId, clientSecret: created.body.clientSecret };
    expect((await service.request('GET', '/config', { auth })).status).toBe(200);
    expect((await platform.request('DELETE', `/tokens/${created.body.id}`)).status).toBe(204);
    expect401(await service.request('GET', '/config', { auth }), /Invalid client id/);
  });

  it('checks every request of a keep-alive connection anew, whatever the connection sent before', async () => {
    const created = await platform.request<{ id: string; clientId: string; clientSecret: string }>(
      'POST',
      '/tokens',
      { body: { name: 'one connection', permissions: ['VIEW'] } },
    );
    expect(created.status).toBe(201);
    const other = await service.newPlatform('Auth platform on the same connection');
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const basic = (clientId: string, clientSecret: string) =>
      `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
    const reused: boolean[] = [];
    const get = (authorization: string) =>
      new Promise<{ status: number; body: { id?: string } }>((resolve, reject) => {
        const req = httpRequest(`${service.baseUrl}/config`, { agent, headers: { authorization } }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as { id?: string } }),
          );
        });
        req.on('socket', () => reused.push(req.reusedSocket));
        req.on('error', reject);
        req.end();
      });
    try {
      const right = basic(created.body.clientId, created.body.clientSecret);
      const mine = await get(right);
      expect(mine.status).toBe(200);
      expect((await get(right)).status).toBe(200);
      expect((await get(basic(created.body.clientId, `${created.body.clientSecret}x`))).status).toBe(401);
      expect((await get(right)).body.id).toBe(mine.body.id);
      // Another client's credentials on the same connection (a proxy's) answer as that client.
      const theirs = await get(basic(other.clientId, other.clientSecret));
      expect(theirs.status).toBe(200);
      expect(theirs.body.id).not.toBe(mine.body.id);
      expect((await platform.request('DELETE', `/tokens/${created.body.id}`)).status).toBe(204);
      expect((await get(right)).status).toBe(401);
      expect(reused.slice(1).every(Boolean)).toBe(true);
    } finally {
      agent.destroy();
    }
  });
});

describe('permissions', () => {
  async function tokenWith(permissions: string[]) {
    const created = await platform.request<{ clientId: string; clientSecret: string }>('POST', '/tokens', {
      body: { name: `perm-${permissions.join('-')}`, permissions },
    });
    expect(created.status).toBe(201);
    return { clientId: created.body.clientId, clientSecret: created.body.clientSecret };
  }

  it('lets VIEW read but not write: 403 FORBIDDEN', async () => {
    const auth = await tokenWith(['VIEW']);
    expect((await service.request('GET', '/config', { auth })).status).toBe(200);
    const patch = await service.request('PATCH', '/config', { auth, body: { umaDomain: 'x.uma.test' } });
    expect(patch.status).toBe(403);
    expect(patch.body).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(patch.body.message).toMatch(/MANAGE/);
  });

  it('lets MANAGE write but not read', async () => {
    const auth = await tokenWith(['MANAGE']);
    const read = await service.request('GET', '/tokens', { auth });
    expect(read.status).toBe(403);
    expect(read.body.message).toMatch(/VIEW/);
    const patch = await service.request('PATCH', '/config', {
      auth,
      body: { umaDomain: 'managed.uma.test' },
    });
    expect(patch.status).toBe(200);
  });

  it('does not let a token grant permissions it does not hold', async () => {
    const auth = await tokenWith(['VIEW', 'MANAGE']);
    const escalate = await service.request('POST', '/tokens', {
      auth,
      body: { name: 'escalated', permissions: ['TRANSACT'] },
    });
    expect(escalate.status).toBe(403);
    expect(escalate.body).toMatchObject({ code: 'FORBIDDEN' });
    const same = await service.request('POST', '/tokens', {
      auth,
      body: { name: 'ok', permissions: ['VIEW'] },
    });
    expect(same.status).toBe(201);
  });

  it('does not let a token delete itself', async () => {
    const auth = await tokenWith(['VIEW', 'MANAGE']);
    const list = await service.request<{ data: { id: string; clientId: string }[] }>(
      'GET',
      '/tokens?limit=100',
      {
        auth,
      },
    );
    const own = list.body.data.find((t) => t.clientId === auth.clientId);
    expect(own).toBeDefined();
    const response = await service.request('DELETE', `/tokens/${own?.id}`, { auth });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
    expect((await service.request('GET', '/config', { auth })).status).toBe(200);
  });
});

describe('every operation', () => {
  // The operations of our OpenAPI document, as served (each route gets its authentication hook
  // when it is registered: a route that missed it would answer without credentials).
  const document = JSON.parse(readFileSync('openapi.json', 'utf8')) as {
    paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
  };
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        // Path parameters get a value no resource has: authentication comes before any lookup.
        path: path.replace(/^\/2025-10-13/, '').replace(/\{[^}]+\}/g, 'Nothing:0'),
        open: operation.security?.length === 0,
        agent: operation.security?.some((s) => 'AgentAuth' in s) ?? false,
      })),
  );

  it('asks for credentials, unless it is documented as open', async () => {
    expect(operations.length).toBeGreaterThan(150);
    const wrong: string[] = [];
    for (const { method, path, open } of operations) {
      const response = await service.request(method, path, {
        auth: null,
        ...(method === 'GET' ? {} : { body: {} }),
      });
      if ((response.status === 401) === open) wrong.push(`${method} ${path}: ${response.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('needs MANAGE or more to change anything, unless its route says a VIEW token may ask', async () => {
    const auth = await (async () => {
      const created = await platform.request<{ clientId: string; clientSecret: string }>('POST', '/tokens', {
        body: { name: 'view only, every operation', permissions: ['VIEW'] },
      });
      return { clientId: created.body.clientId, clientSecret: created.body.clientSecret };
    })();
    const readsWithView = new Set(['POST /crypto/estimate-withdrawal-fee']);
    const wrong: string[] = [];
    for (const { method, path, open, agent } of operations) {
      // Reads are VIEW's (and one of them is an endless event stream).
      if (open || agent || method === 'GET') continue;
      const response = await service.request(method, path, { auth, body: {} });
      const mayRead = readsWithView.has(`${method} ${path}`);
      if ((response.status === 403) === mayRead) wrong.push(`${method} ${path}: ${response.status}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('browsers', () => {
  // A form of another site may post multipart/form-data here with no preflight; a browser that
  // held this origin's credentials would send them along. The two upload routes refuse it.
  const PDF = new TextEncoder().encode('%PDF-1.4\n%sandbox\n');
  const uploads = [
    {
      route: 'POST /documents',
      path: '/documents',
      form: () => {
        const form = new FormData();
        form.append('documentHolder', 'Customer:00000000-0000-4000-8000-000000000000');
        form.append('documentType', 'PASSPORT');
        form.append('file', new Blob([PDF]), 'passport.pdf');
        return form;
      },
    },
    {
      route: 'POST /customers/bulk/csv',
      path: '/customers/bulk/csv',
      form: () => {
        const form = new FormData();
        form.append('file', new Blob(['umaAddress,platformCustomerId,customerType\n']), 'customers.csv');
        return form;
      },
    },
  ];

  it.each(uploads)('$route refuses a cross-site form post with 403 FORBIDDEN', async ({ path, form }) => {
    const forged: Record<string, string>[] = [
      { origin: 'https://attacker.example' },
      { origin: 'null' },
      // The service's port on another host is another origin too.
      { origin: service.origin.replace('127.0.0.1', 'localhost') },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: service.origin },
    ];
    for (const headers of forged) {
      const response = await platform.request('POST', path, { form: form(), headers });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(response.body).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      // Refused before the secret is looked at: no credentials, the same answer.
      expect((await service.request('POST', path, { form: form(), headers, auth: null })).status).toBe(403);
    }
  });

  it.each(uploads)(
    '$route takes uploads from clients without an Origin and from its own origin',
    async ({ path, form }) => {
      const own: Record<string, string>[] = [
        {},
        { origin: service.origin },
        { origin: service.origin, 'sec-fetch-site': 'same-origin' },
      ];
      for (const headers of own) {
        const response = await platform.request('POST', path, { form: form(), headers });
        // Past the check: the form itself is judged (a holder that does not exist is 404).
        expect(response.status, `${JSON.stringify(headers)} ${response.text}`).not.toBe(403);
        expect([201, 202, 400, 404]).toContain(response.status);
      }
    },
  );
});
