import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceModules } from '../../src/modules/index.js';
import { UMA_PROVIDERS } from '../../src/reference/institutions.js';
import { VASPS } from '../../src/sandbox/vasps.js';
import { SANDBOX_UMA_DOMAIN } from '../../src/sandbox/uma.js';
import { individual } from '../helpers/fixtures.js';
import { startTestService, type TestService } from '../helpers/service.js';
import { sandboxProbeModule } from '../helpers/test-modules.js';
import { startReceiver } from '../helpers/webhook-receiver.js';
import { responseProblems } from '../helpers/wire-contract.js';

/**
 * SERVICE_ENV: what a production service leaves out or refuses that the sandbox serves
 * (decision 0007), for every area in one file. They share one production service (and one
 * that allows loopback webhook endpoints): each service start costs seconds of CPU, and each
 * test has platforms of its own.
 */

describe('SERVICE_ENV', () => {
  it('serves /sandbox/... paths in sandbox mode', async () => {
    const service = await startTestService({ modules: [...serviceModules, sandboxProbeModule] });
    try {
      const platform = await service.newPlatform();
      const response = await platform.request('POST', '/sandbox/probe');
      expect(response.status).toBe(200);
    } finally {
      await service.close();
    }
  });
});

describe('in production mode', () => {
  let production: TestService;
  /** Production that allows webhook endpoints on this machine, as the receivers here are. */
  let allowed: TestService;
  const receivers: { close(): Promise<void> }[] = [];
  beforeAll(async () => {
    // One after the other: two starts at once in one process share its event loop, and under
    // load either may miss fastify's 10 s limit for a plugin to load.
    // The probe module is sandbox-only: it must not appear in production either.
    production = await startTestService({
      env: { SERVICE_ENV: 'production' },
      modules: [...serviceModules, sandboxProbeModule],
    });
    allowed = await startTestService({
      env: { SERVICE_ENV: 'production', WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' },
    });
  });
  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.close()));
    await production?.close();
    await allowed?.close();
  });

  it('answers every /sandbox/... path with 404', async () => {
    const platform = await production.newPlatform();
    for (const [method, path] of [
      ['POST', '/sandbox/probe'],
      ['POST', '/sandbox/internal-accounts/InternalAccount:1/fund'],
      ['GET', '/sandbox/anything'],
    ] as const) {
      const response = await platform.request(method, path);
      expect(response.status, path).toBe(404);
      expect(response.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
    expect((await platform.request('GET', '/config')).status).toBe(200);
  });

  it('GET /vasps leaves out the sandbox-only custodian', async () => {
    const client = await production.newPlatform();
    const response = await client.request<{ data: { vaspName: string }[]; totalCount: number }>(
      'GET',
      '/vasps?limit=100',
    );
    expect(response.status).toBe(200);
    const names = response.body.data.map((v) => v.vaspName);
    expect(names).not.toContain('Sandbox Custody');
    expect(names).toHaveLength(VASPS.filter((v) => !v.sandboxOnly).length);
    expect(response.body.totalCount).toBe(names.length);
  });

  it('has no sandbox UMA counterparty: not listed, its receivers not found', async () => {
    const client = await production.newPlatform('Production platform');
    const providers = (
      await client.request<{ data: { domain: string }[]; totalCount: number }>('GET', '/uma-providers')
    ).body;
    expect(providers.data.map((p) => p.domain)).not.toContain(SANDBOX_UMA_DOMAIN);
    expect(providers.totalCount).toBe(UMA_PROVIDERS.length - 1);
    const response = await client.request('GET', `/receiver/uma/$success.usd@${SANDBOX_UMA_DOMAIN}`);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'UMA_NOT_FOUND' });
    expect((await client.request('GET', '/discoveries?country=US')).status).toBe(200);
  });

  it('answers POST /invitations with 400 INVITATIONS_NOT_CONFIGURED while the platform is on its sandbox .uma.test domain', async () => {
    type Customer = { id: string; umaAddress: string };
    const platform = await production.newPlatform('Production inviter');
    const customer = (await platform.request<Customer>('POST', '/customers', { body: individual() })).body;
    expect(customer.umaAddress).toMatch(/\.uma\.test$/);
    const refused = await platform.request('POST', '/invitations', {
      body: { inviterUma: customer.umaAddress },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ status: 400, code: 'INVITATIONS_NOT_CONFIGURED' });

    const configured = await platform.request('PATCH', '/config', { body: { umaDomain: 'pay.example.com' } });
    expect(configured.status, configured.text).toBe(200);
    const payer = (
      await platform.request<Customer>('POST', '/customers', {
        body: individual({ email: 'b@example.test' }),
      })
    ).body;
    expect(payer.umaAddress).toMatch(/@pay\.example\.com$/);
    const created = await platform.request('POST', '/invitations', {
      body: { inviterUma: payer.umaAddress },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.status).toBe('PENDING');
  });

  it('refuses loopback and private webhook endpoints unless WEBHOOK_ALLOWED_HOSTS lists them', async () => {
    const p = await production.newPlatform();
    for (const url of [
      'http://127.0.0.1:9/x',
      'http://localhost/x',
      'http://10.1.2.3/x',
      'http://[::1]/x',
      'http://169.254.169.254/latest',
    ]) {
      const r = await p.request('PATCH', '/config', { body: { webhookEndpoint: url } });
      expect(r.status, url).toBe(400);
      expect(r.body.code).toBe('INVALID_INPUT');
    }
    expect(
      (await p.request('PATCH', '/config', { body: { webhookEndpoint: 'ftp://example.com/x' } })).status,
    ).toBe(400);
    expect(
      (await p.request('PATCH', '/config', { body: { webhookEndpoint: 'https://example.com/hooks' } }))
        .status,
    ).toBe(200);
    const q = await allowed.newPlatform();
    expect(
      (await q.request('PATCH', '/config', { body: { webhookEndpoint: 'http://127.0.0.1:9/x' } })).status,
    ).toBe(200);
  });

  it('serves POST /webhooks/test (the sandbox twin is not)', async () => {
    const r = await startReceiver();
    receivers.push(r);
    const platform = await allowed.newPlatform();
    await platform.request('PATCH', '/config', { body: { webhookEndpoint: r.url } });
    const response = await platform.request('POST', '/webhooks/test');
    expect(response.status, response.text).toBe(200);
    expect(responseProblems('POST /webhooks/test', 200, response.body)).toEqual([]);
    expect((await platform.request('POST', '/sandbox/webhooks/test')).status).toBe(404);
  });
});
