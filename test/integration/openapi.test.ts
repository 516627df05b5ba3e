import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderOpenApi } from '../../src/openapi-document.js';
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
