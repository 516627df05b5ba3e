import { Type } from 'typebox';
import { notFound } from '../../errors.js';
import { errorResponses } from '../../http/schemas.js';
import { SCENARIOS } from './catalogue.js';
import { injectedApi, scenarioCaller } from './scenario.js';
import { routePlugin } from '../../http/declared-routes.js';

const EXTENSION = { 'x-extension': true } as const;

const Summary = Type.Object({
  scenario: Type.String(),
  loaded: Type.Boolean({ description: 'false: the platform had the scenario already; nothing was created' }),
  customers: Type.Array(
    Type.Object({ platformCustomerId: Type.String(), id: Type.String(), status: Type.String() }),
  ),
  internalAccounts: Type.Array(
    Type.Object({ id: Type.String(), currency: Type.String(), balance: Type.Integer() }),
  ),
  externalAccounts: Type.Array(
    Type.Object({ id: Type.String(), beneficiaryVerificationStatus: Type.String() }),
  ),
  transactions: Type.Array(Type.Object({ id: Type.String(), type: Type.String(), status: Type.String() })),
});

/** Sandbox only (an extension): ready demo data for the calling platform. */
export const scenarioRoutes = routePlugin(async (app) => {
  app.get(
    '/sandbox/scenarios',
    {
      schema: {
        ...EXTENSION,
        tags: ['Sandbox'],
        operationId: 'listScenarios',
        summary: 'The ready demo data sets a platform can load',
        response: {
          200: Type.Object({
            data: Type.Array(Type.Object({ name: Type.String(), description: Type.String() })),
          }),
          ...errorResponses(403),
        },
      },
    },
    async () => ({ data: SCENARIOS.map(({ name, description }) => ({ name, description })) }),
  );

  app.post(
    '/sandbox/scenarios/:name',
    {
      config: { permission: 'TRANSACT' },
      schema: {
        ...EXTENSION,
        tags: ['Sandbox'],
        operationId: 'loadScenario',
        summary: 'Load a demo data set into the calling platform (idempotent)',
        description:
          "Extension beyond the Payments Service API: runs the scenario as API calls with the caller's " +
          'credentials (docs/scenarios.md). Loading it again creates nothing (`loaded: false`) and answers ' +
          'the same summary; a load that stopped half-way is completed. 404 for an unknown scenario; 409 when a ' +
          'step is refused (the step and its answer in `details`).',
        params: Type.Object({ name: Type.String({ maxLength: 64 }) }),
        response: { 200: Summary, ...errorResponses(403, 404, 409) },
      },
    },
    async (request) => {
      const scenario = SCENARIOS.find((s) => s.name === request.params.name);
      if (!scenario) {
        throw notFound(
          'NOT_FOUND',
          `Scenario ${request.params.name} not found; available: ${SCENARIOS.map((s) => s.name).join(', ')}`,
        );
      }
      return scenario.run(
        injectedApi(app, scenarioCaller(scenario.name), request.headers.authorization ?? ''),
      );
    },
  );
});
