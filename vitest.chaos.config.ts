import { defineConfig } from 'vitest/config';

// `npm run test:chaos`: the bank, crash and multi-process workloads (test/chaos), kept out
// of the normal suite by their `.chaos.ts` names. One file at a time: they load the machine.
export default defineConfig({
  test: {
    include: ['test/chaos/**/*.chaos.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 15 * 60_000,
    hookTimeout: 5 * 60_000,
  },
});
