import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    pool: 'forks',
    // Each test service has its own database, so files run side by side; most of a test's
    // time is waiting (HTTP, PostgreSQL, sandbox delays), so more files than cores pay off.
    maxWorkers: Number(process.env.TEST_WORKERS ?? 3),
    // Tests that start server processes (CLI, restart) need minutes on a loaded 2-core machine.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    reporters: process.env.CI ? ['default'] : ['default'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/unit/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts', 'test/conformance/**/*.test.ts'],
          globalSetup: ['test/helpers/global-setup.ts'],
          // A worker runs file after file in one module graph instead of importing src/,
          // fastify and the schemas afresh for each (about 2 s of CPU a file). Each file still
          // starts its own services on its own databases, so no state of a service carries
          // over; process-wide settings (the scrypt cost) are set by every service start, and
          // a file that registers process-wide hooks scopes them to its own service
          // (customers/lifecycle.test.ts).
          isolate: false,
        },
      },
    ],
  },
});
