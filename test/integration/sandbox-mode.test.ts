import { describe, expect, it } from 'vitest';
import { apiModules } from '../../src/app.js';
import { startTestService } from '../helpers/service.js';
import { sandboxProbeModule } from '../helpers/test-modules.js';

describe('SERVICE_ENV', () => {
  it('serves /sandbox/... paths in sandbox mode', async () => {
    const service = await startTestService({ modules: [...apiModules, sandboxProbeModule] });
    try {
      const platform = await service.newPlatform();
      const response = await platform.request('POST', '/sandbox/probe');
      expect(response.status).toBe(200);
    } finally {
      await service.close();
    }
  });

  it('answers every /sandbox/... path with 404 in production mode', async () => {
    const service = await startTestService({
      env: { SERVICE_ENV: 'production' },
      modules: [...apiModules, sandboxProbeModule],
    });
    try {
      const platform = await service.newPlatform();
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
    } finally {
      await service.close();
    }
  });
});
