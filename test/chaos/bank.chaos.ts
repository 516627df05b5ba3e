import { describe, it } from 'vitest';
import { bankScenario } from './scenario.js';

describe('bank workload', () => {
  it('keeps every balance, acknowledgement, scheduled step and webhook exactly once', async () => {
    await bankScenario('bank', 1, 0);
  });
});
