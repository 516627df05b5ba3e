import { Type } from 'typebox';
import type { RoutePlugin, ServiceModule } from '../../src/modules/index.js';

/** A sandbox-only route, to see sandbox paths appear and disappear with SERVICE_ENV. */
export const sandboxProbeModule: ServiceModule = {
  name: 'sandbox-probe',
  sandboxRoutes: [
    () => async (app) => {
      app.post('/sandbox/probe', { config: { permission: 'VIEW' } }, async () => ({ ok: true }));
    },
  ],
  tables: [],
};

/**
 * Routes that fail on purpose: an unexpected exception (500 handling) and an idempotent
 * route that counts its executions and fails while `failuresLeft` > 0.
 */
export function faultyModule(state: { executions: number; failuresLeft: number }): ServiceModule {
  return {
    name: 'faulty',
    tables: [],
    routes: [faultyRoutes(state)],
  };
}

function faultyRoutes(state: { executions: number; failuresLeft: number }): RoutePlugin {
  return () => async (app) => {
    app.get('/test/crash', async () => {
      throw new Error('secret internal detail at /srv/app.ts:42');
    });
    app.post(
      '/test/counted',
      {
        config: { idempotent: true, permission: 'VIEW' },
        schema: { body: Type.Object({ value: Type.Integer() }, { additionalProperties: false }) },
      },
      async (request, reply) => {
        state.executions += 1;
        if (state.failuresLeft > 0) {
          state.failuresLeft -= 1;
          throw new Error('transient failure');
        }
        await new Promise((resolve) => setTimeout(resolve, 150));
        return reply
          .code(201)
          .send({ execution: state.executions, value: (request.body as { value: number }).value });
      },
    );
  };
}
