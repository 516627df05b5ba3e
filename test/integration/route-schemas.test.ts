import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { systemClock } from '../../src/clock.js';
import { loadConfig } from '../../src/config.js';
import { unconnectedDatabase } from '../../src/db/database.js';
import { serviceContext } from '../../src/modules/index.js';
import { sandboxWorld } from '../../src/sandbox/index.js';

// The service compiles a route's validators and serializers when the route first needs them,
// so a schema that cannot compile would only show on its first request. Compiling them all
// here keeps that a test failure, as it was a start-up failure when they compiled eagerly.
describe('route schemas', () => {
  it('all compile, sandbox routes included', async () => {
    const database = await unconnectedDatabase();
    try {
      const app = await buildApp({
        ctx: serviceContext({
          db: database.db,
          clock: systemClock,
          config: loadConfig({ SERVICE_ENV: 'sandbox' }),
          world: sandboxWorld,
        }),
        database,
        logger: false,
        compileSchemasEagerly: true,
      });
      await expect(app.ready()).resolves.toBe(app);
      await app.close();
    } finally {
      await database.close();
    }
  });
});
