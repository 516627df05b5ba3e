import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.js';

/**
 * How the service serves the built dashboard (src/http/dashboard.ts): over a stand-in build
 * folder, so this test does not depend on `npm run build`; the browser test uses the real one.
 */
const built = mkdtempSync(join(tmpdir(), 'dashboard-build-'));
const notBuilt = mkdtempSync(join(tmpdir(), 'dashboard-missing-'));
const PAGE =
  '<!doctype html><title>dashboard</title><script type="module" src="/dashboard/assets/app-1a2b.js"></script>';

let service: TestService;
let missing: TestService;
let production: TestService;

describe('the dashboard files', () => {
  beforeAll(async () => {
    mkdirSync(join(built, 'assets'));
    writeFileSync(join(built, 'index.html'), PAGE);
    writeFileSync(join(built, 'assets/app-1a2b.js'), 'console.log("dashboard");\n');
    [service, missing, production] = await Promise.all([
      startTestService({ dashboardDir: built }),
      startTestService({ dashboardDir: notBuilt }),
      startTestService({ dashboardDir: built, env: { SERVICE_ENV: 'production' } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([service?.close(), missing?.close(), production?.close()]);
  });

  it('serves the page at /dashboard/ without credentials, under a strict Content-Security-Policy', async () => {
    const page = await service.request('GET', '/dashboard/', { auth: null });
    expect(page.status).toBe(200);
    expect(page.text).toBe(PAGE);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('redirects /dashboard to /dashboard/, keeping the query', async () => {
    for (const [path, location] of [
      ['/dashboard', '/dashboard/'],
      ['/dashboard?x=1', '/dashboard/?x=1'],
    ] as const) {
      const response = await fetch(`${service.origin}${path}`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(location);
    }
  });

  it('serves built assets for a year, and answers a missing one with a 404 in the error shape', async () => {
    const asset = await service.request('GET', '/dashboard/assets/app-1a2b.js', { auth: null });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toContain('immutable');

    for (const path of [
      '/dashboard/assets/nope.js',
      '/dashboard/..%2Fpackage.json',
      '/dashboard/%2e%2e/%2e%2e/package.json',
    ]) {
      const absent = await service.request('GET', path, { auth: null });
      expect(absent.status, path).toBe(404);
      expect(absent.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
  });

  it('says to run npm run build when the dashboard is not built', async () => {
    for (const path of ['/dashboard/', '/dashboard/assets/app.js']) {
      const response = await missing.request('GET', path, { auth: null });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      expect(response.body.message).toContain('npm run build');
    }
  });

  it('is not served in production, where the sandbox it drives does not exist', async () => {
    const response = await production.request('GET', '/dashboard/', { auth: null });
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('<html');
  });

  it('stays out of the OpenAPI document', async () => {
    const document = await service.request('GET', '/2025-10-13/openapi.json', { auth: null });
    expect(Object.keys(document.body.paths as object).filter((p) => p.includes('dashboard'))).toEqual([]);
  });
});
