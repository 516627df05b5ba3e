import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    pool: 'forks',
    // Each test service has its own database, so files run side by side; most of a test's
    // time is waiting (HTTP, PostgreSQL, sandbox delays), so more files than cores pay off.
    maxWorkers: Number(process.env.TEST_WORKERS ?? 3),
    // Tests that start server processes (CLI, restart) need minutes on a loaded 2-core machine.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    reporters: process.env.CI ? ['default'] : ['default'],
  },
});
