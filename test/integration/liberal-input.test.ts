import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RoutePlugin, type ServiceModule, serviceModules } from '../../src/modules/index.js';
import { conflict } from '../../src/errors.js';
import { Discriminated } from '../../src/http/schemas.js';
import { type PlatformClient, startTestService, type TestService } from '../helpers/service.js';
import { faultyModule } from '../helpers/test-modules.js';

/**
 * "Liberal in what you accept": fields and query parameters no schema declares are ignored
 * (removed before the handler, never stored), arrays in query strings may be comma-joined, and
 * every error says whether repeating the request can help (`x-should-retry`).
 */
const echoModule: ServiceModule = {
  name: 'echo',
  tables: [],
  routes: [echoRoutes()],
};

function echoRoutes(): RoutePlugin {
  return () => async (app) => {
    const Pet = Discriminated('kind', [
      Type.Object({ kind: Type.Literal('CAT'), lives: Type.Integer() }, { additionalProperties: false }),
      Type.Object({ kind: Type.Literal('DOG'), barks: Type.Boolean() }, { additionalProperties: false }),
    ]);
    app.post(
      '/test/echo',
      {
        config: { permission: 'VIEW' },
        schema: {
          body: Type.Object(
            {
              name: Type.String({ minLength: 1 }),
              address: Type.Optional(Type.Object({ city: Type.String() }, { additionalProperties: false })),
              pet: Type.Optional(Pet),
            },
            { additionalProperties: false },
          ),
        },
      },
      async (request) => ({ received: request.body }),
    );
    app.get(
      '/test/list',
      {
        config: { permission: 'VIEW' },
        schema: {
          querystring: Type.Object(
            { status: Type.Optional(Type.Array(Type.Union([Type.Literal('A'), Type.Literal('B')]))) },
            { additionalProperties: false },
          ),
        },
      },
      async (request) => ({ query: request.query }),
    );
    app.post('/test/conflict', { config: { permission: 'VIEW' } }, async () => {
      throw conflict('Already done');
    });
  };
}

let service: TestService;
let platform: PlatformClient;

beforeAll(async () => {
  service = await startTestService({
    modules: [...serviceModules, echoModule, faultyModule({ executions: 0, failuresLeft: 0 })],
  });
  platform = await service.newPlatform('Liberal platform');
});
afterAll(() => service.close());

describe('undeclared input', () => {
  it('ignores unknown fields at every depth and in the chosen union branch', async () => {
    const response = await platform.request('POST', '/test/echo', {
      body: {
        name: 'Ada',
        colour: 'blue',
        address: { city: 'Paris', planet: 'Earth' },
        pet: { kind: 'CAT', lives: 9, barks: true },
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.received).toEqual({
      name: 'Ada',
      address: { city: 'Paris' },
      pet: { kind: 'CAT', lives: 9 },
    });
  });

  it('still reports every real error, and only those', async () => {
    const response = await platform.request('POST', '/test/echo', {
      body: { name: '', colour: 'blue', pet: { kind: 'DOG', barks: 'loud', lives: 3 } },
    });
    expect(response.status).toBe(400);
    const fields = (response.body.details as { errors: { field: string }[] }).errors.map((e) => e.field);
    expect(fields.sort()).toEqual(['name', 'pet.barks']);
  });

  it('ignores unknown query parameters', async () => {
    const response = await platform.request('GET', '/test/list?status=A&unknown=1');
    expect(response.status).toBe(200);
    expect(response.body.query).toEqual({ status: ['A'] });
  });

  it('reads array query parameters repeated or comma-joined', async () => {
    const repeated = await platform.request('GET', '/test/list?status=A&status=B');
    const joined = await platform.request('GET', '/test/list?status=A,B');
    const encoded = await platform.request('GET', '/test/list?status=A%2CB');
    expect(repeated.body.query).toEqual({ status: ['A', 'B'] });
    expect(joined.body.query).toEqual({ status: ['A', 'B'] });
    expect(encoded.body.query).toEqual({ status: ['A', 'B'] });
    const bad = await platform.request('GET', '/test/list?status=A,C');
    expect(bad.status).toBe(400);
    expect((bad.body.details as { errors: { field: string }[] }).errors[0]?.field).toMatch(/^status/);
  });
});

describe('x-should-retry', () => {
  it('says false where repeating cannot help', async () => {
    const invalid = await platform.request('POST', '/test/echo', { body: { name: '' } });
    const missing = await platform.request('GET', '/customers/Customer:00000000-0000-0000-0000-000000000000');
    const conflicting = await platform.request('POST', '/test/conflict');
    const unauthenticated = await platform.request('GET', '/config', { auth: null });
    for (const response of [invalid, missing, conflicting, unauthenticated]) {
      expect([response.status, response.headers.get('x-should-retry')]).toEqual([response.status, 'false']);
    }
    expect([invalid.status, missing.status, conflicting.status, unauthenticated.status]).toEqual([
      400, 404, 409, 401,
    ]);
  });

  it('says true on failures a retry may fix', async () => {
    const crashed = await platform.request('GET', '/test/crash');
    expect(crashed.status).toBe(500);
    expect(crashed.headers.get('x-should-retry')).toBe('true');
  });
});
