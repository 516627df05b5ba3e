import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { individual } from '../helpers/fixtures.js';
import { sendRaw } from '../helpers/raw-http.js';
import { type PlatformClient, startTestService, type TestService } from '../helpers/service.js';

/**
 * Headers that keep a browser from misreading an answer or leaking a page's secret URL:
 * `X-Content-Type-Options: nosniff` on every answer, and a Content-Security-Policy and
 * `Referrer-Policy: no-referrer` on every HTML page the service serves.
 */
const dashboard = mkdtempSync(join(tmpdir(), 'headers-dashboard-'));
writeFileSync(join(dashboard, 'index.html'), '<!doctype html><title>dashboard</title>');

let service: TestService;
let platform: PlatformClient;

beforeAll(async () => {
  service = await startTestService({ dashboardDir: dashboard });
  platform = await service.newPlatform('Headers platform');
});
afterAll(() => service.close());

/** What Node's HTTP parser answers itself (a head over 16 KiB), before fastify sees it. */
function oversizedHead(origin: string): Promise<string> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => {
      socket.write(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    });
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('security headers', () => {
  it('every answer says nosniff: JSON, errors of every kind, the health check', async () => {
    const answers = [
      await platform.request('GET', '/config'),
      await platform.request('GET', '/config', { auth: null }),
      await platform.request('GET', `/customers/Customer:${randomUUID()}`),
      await platform.request('GET', '/no-such-route'),
      await platform.request('POST', '/customers', { body: { customerType: 'ROBOT' } }),
      await platform.request('GET', '/openapi.json', { auth: null }),
    ];
    for (const answer of answers) {
      expect(answer.headers.get('x-content-type-options'), `${answer.status}`).toBe('nosniff');
    }
    for (const target of ['/healthz', '/2025-10-13/config/%E0%A4%A']) {
      const raw = await sendRaw(service.origin, { method: 'GET', target, headers: {} });
      expect(raw.headers['x-content-type-options'], target).toBe('nosniff');
    }
    const refused = await oversizedHead(service.origin);
    expect(refused).toMatch(/^HTTP\/1\.1 431/);
    expect(refused.toLowerCase()).toContain('x-content-type-options: nosniff');
  });

  it('every HTML page has a Content-Security-Policy, Referrer-Policy: no-referrer and nosniff', async () => {
    const customer = await platform.request<{ id: string }>('POST', '/customers', {
      body: individual({ platformCustomerId: `headers-${randomUUID()}` }),
    });
    const link = await platform.request<{ kycUrl: string }>(
      'POST',
      `/customers/${customer.body.id}/kyc-link`,
      {
        body: { redirectUri: 'https://app.example.test/done' },
      },
    );
    expect(link.status, link.text).toBe(201);
    const kycPage = await fetch(link.body.kycUrl);
    const kycText = await kycPage.text();
    // The return link sends no Referer (the page's URL is the token).
    expect(kycText).toContain('rel="noreferrer"');
    expect(kycText).toContain('<meta name="referrer" content="no-referrer">');

    const pages: [string, Response][] = [
      ['KYC page', kycPage],
      ['KYC page, used', await fetch(link.body.kycUrl)],
      ['KYC page, unknown', await fetch(`${service.origin}/kyc/not-a-token`)],
      ['terms', await fetch(`${service.origin}/terms/1.0`)],
      ['terms, unknown', await fetch(`${service.origin}/terms/0.0`)],
      ['liveness page', await fetch(`${service.origin}/liveness/not-a-token`)],
      ['card reveal page', await fetch(`${service.origin}/cards/embed`)],
      ['API reference', await fetch(`${service.origin}/docs/static/index.html`)],
      ['dashboard', await fetch(`${service.origin}/dashboard/`)],
    ];
    expect(pages[0]?.[1].status).toBe(200);
    for (const [name, page] of pages) {
      expect(page.headers.get('content-type'), name).toMatch(/^text\/html/);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp, name).toMatch(/default-src 'none'|default-src 'self'/);
      expect(csp, name).not.toContain('unsafe-eval');
      expect(page.headers.get('referrer-policy'), name).toBe('no-referrer');
      expect(page.headers.get('x-content-type-options'), name).toBe('nosniff');
    }
    // The hosted pages run no script and cannot be framed.
    for (const [name, page] of pages.slice(0, 6)) {
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp, name).not.toContain('script-src');
      expect(csp, name).toContain("frame-ancestors 'none'");
      expect(page.headers.get('cache-control'), name).toBe('no-store');
    }
  });
});
