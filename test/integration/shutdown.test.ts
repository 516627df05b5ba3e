import { describe, expect, it } from 'vitest';
import { serviceModules } from '../../src/modules/index.js';
import { startTestService } from '../helpers/service.js';
import { faultyModule } from '../helpers/test-modules.js';

describe('graceful shutdown', () => {
  it('finishes requests in flight, then refuses new connections', async () => {
    const state = { executions: 0, failuresLeft: 0 };
    const service = await startTestService({ modules: [...serviceModules, faultyModule(state)] });
    const platform = await service.newPlatform();
    // The route takes ~150 ms; close while it runs.
    const inFlight = platform.request('POST', '/test/counted', { body: { value: 5 } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = service.close();
    const response = await inFlight;
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ value: 5 });
    await closing;
    await expect(fetch(`${service.baseUrl}/config`)).rejects.toThrow();
  });
});
