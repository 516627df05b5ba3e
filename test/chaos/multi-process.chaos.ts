import { describe, inject, it } from 'vitest';
import { bankScenario } from './scenario.js';

// PGlite is one process's embedded database: only PostgreSQL can be shared by processes.
describe.skipIf(inject('databaseKind') !== 'postgres')('three server processes on one PostgreSQL', () => {
  it('keep the bank invariants; each delayed step and each webhook runs once', async () => {
    await bankScenario('multi-process', 3, 0);
  });
});
