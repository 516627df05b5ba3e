import { Type } from 'typebox';
import { authOf } from '../../http/route-config.js';
import { errorResponses } from '../../http/schemas.js';
import { advanceTestClock, getTestClock, MAX_ADVANCE_MS, MAX_OUTCOMES_PER_ADVANCE } from './service.js';
import { routePlugin } from '../../http/declared-routes.js';

const EXTENSION = { 'x-extension': true } as const;

const TestClockShape = {
  now: Type.String({ format: 'date-time', description: "The platform's sandbox time" }),
  offsetMs: Type.Integer({
    minimum: 0,
    description: "How far the platform's time runs ahead of the service's (milliseconds)",
  }),
  status: Type.Union([Type.Literal('READY'), Type.Literal('ADVANCING')], {
    description: 'ADVANCING while an advance runs the outcomes it reaches',
  }),
  queuedOutcomes: Type.Integer({
    minimum: 0,
    description: "Delayed sandbox outcomes waiting for the platform's time to reach them",
  }),
  nextOutcomeAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: "When the first of them falls due, in the platform's time",
  }),
};
const TestClock = Type.Object(TestClockShape);
const AdvancedTestClock = Type.Object({
  ...TestClockShape,
  outcomesRun: Type.Integer({ minimum: 0, description: 'Delayed outcomes this advance ran' }),
});

const AdvanceBody = Type.Object(
  {
    seconds: Type.Optional(
      Type.Number({
        exclusiveMinimum: 0,
        maximum: MAX_ADVANCE_MS / 1000,
        description: 'How far to advance (give this or `to`)',
      }),
    ),
    to: Type.Optional(
      Type.String({
        format: 'date-time',
        description: "The instant of the platform's time to advance to (give this or `seconds`)",
      }),
    ),
  },
  { additionalProperties: true },
);

/** Sandbox only (an extension): each platform's test clock (docs/test-clock.md). */
export const testClockRoutes = routePlugin(async (app, ctx) => {
  app.get(
    '/sandbox/clock',
    {
      schema: {
        ...EXTENSION,
        tags: ['Sandbox'],
        operationId: 'getTestClock',
        summary: "The calling platform's sandbox time and the delayed outcomes waiting for it",
        response: { 200: TestClock, ...errorResponses(403) },
      },
    },
    async (request) => getTestClock(ctx, authOf(request).platformId),
  );

  app.post(
    '/sandbox/clock/advance',
    {
      config: { permission: 'TRANSACT', idempotent: true },
      schema: {
        ...EXTENSION,
        tags: ['Sandbox'],
        operationId: 'advanceTestClock',
        summary: "Move the calling platform's sandbox time ahead, running every delayed outcome on the way",
        description:
          'Extension beyond the Payments Service API (docs/test-clock.md). Every delayed sandbox outcome of the ' +
          'platform that falls due by the target (payouts that take minutes, returns, card pulls, liveness checks, ' +
          'expiring invitations, stablecoin steps) happens before the answer, in order, each at its own instant; ' +
          "what happens later waits. Quotes, sessions and codes expire by the platform's time. Other platforms' " +
          `time is untouched. One advance moves at most ${MAX_ADVANCE_MS / 86_400_000} days and runs at most ` +
          `${MAX_OUTCOMES_PER_ADVANCE} outcomes. 409 while another advance of the same platform runs.`,
        body: AdvanceBody,
        response: { 200: AdvancedTestClock, ...errorResponses(400, 403, 409) },
      },
    },
    async (request) => advanceTestClock(ctx, authOf(request).platformId, request.body),
  );
});
