import { describe, it } from 'vitest';
import { bankScenario } from './scenario.js';

// Three processes share the run's database (on the embedded cluster or the external server).
describe('three server processes on one PostgreSQL', () => {
  it('keep the bank invariants; each delayed step and each webhook runs once', async () => {
    await bankScenario('multi-process', 3, 0);
  });
});
