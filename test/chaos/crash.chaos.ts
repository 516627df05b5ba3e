import { describe, it } from 'vitest';
import { bankScenario } from './scenario.js';

describe('bank workload while the server is SIGKILLed and restarted', () => {
  it('loses no acknowledged payment, pays nothing twice, and still runs every step once', async () => {
    await bankScenario('crash', 1, Number(process.env.CHAOS_KILLS ?? 4));
  });
});
