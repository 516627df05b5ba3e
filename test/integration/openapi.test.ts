import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderOpenApi } from '../../src/openapi-document.js';
import { REVISIONS } from '../../src/revisions/index.js';
import { startTestService, type TestService } from '../helpers/service.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

describe('OpenAPI', () => {
  it('matches the committed openapi.json (run `npm run openapi` after changing routes)', async () => {
    const committed = readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8');
    expect(await renderOpenApi()).toBe(committed);
  });

  it.each(REVISIONS)('matches the committed openapi/%s.json', async (revision) => {
    const committed = readFileSync(new URL(`../../openapi/${revision}.json`, import.meta.url), 'utf8');
    expect(await renderOpenApi(revision)).toBe(committed);
  });

  it('serves each revision its own document, and names the known ones for an unknown one', async () => {
    const earlier = await service.request<{
      info: Record<string, unknown>;
      components: { schemas: Record<string, { properties: Record<string, { enum?: string[] }> }> };
    }>('GET', '/2025-10-13/openapi.json?revision=2026-02-25');
    expect(earlier.status).toBe(200);
    expect(earlier.body.info['x-revision']).toBe('2026-02-25');
    expect(earlier.body.components.schemas.IndividualCustomer?.properties.kycStatus?.enum).not.toContain(
      'UNVERIFIED',
    );
    const unknown = await service.request<{ code: string; message: string }>(
      'GET',
      '/2025-10-13/openapi.json?revision=2024-01-01',
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('2026-08-21');
  });

  it('is served as OpenAPI 3.1 without credentials', async () => {
    const response = await service.request<{ openapi: string; paths: Record<string, unknown> }>(
      'GET',
      '/2025-10-13/openapi.json',
    );
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining(['/2025-10-13/config', '/2025-10-13/tokens', '/2025-10-13/tokens/{tokenId}']),
    );
  });

  it('has a human reference page at /docs', async () => {
    const response = await fetch(`${service.origin}/docs`, { redirect: 'follow' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toMatch(/swagger-ui/i);
  });
});
