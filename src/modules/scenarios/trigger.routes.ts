import { Type } from 'typebox';
import { errorResponses } from '../../http/schemas.js';
import { SPEC_REVISION } from '../../revisions/index.js';
import { injectedApi } from './scenario.js';
import { listTriggers, trigger } from './trigger.js';
import { routePlugin } from '../../http/declared-routes.js';

const EXTENSION = { 'x-extension': true } as const;

const TriggerBody = Type.Object(
  {
    type: Type.String({
      minLength: 1,
      maxLength: 100,
      description:
        'A webhook type as the spec spells it (OUTGOING_PAYMENT.FAILED) or as a revision names it (INVITATION.CLAIMED)',
    }),
  },
  { additionalProperties: false },
);

const Created = Type.Object({
  kind: Type.String({
    description: 'Customer, InternalAccount, ExternalAccount, Quote, Transaction, Card, ...',
  }),
  id: Type.String(),
});

const TriggerAnswer = Type.Object({
  type: Type.String({ description: "The type triggered, as the caller's revision names it" }),
  eventIds: Type.Array(Type.String(), {
    description:
      'The events of that type the run caused (`Webhook:<uuid>`), as GET /webhooks/events lists them',
  }),
  resourceId: Type.String({ description: 'The resource the events carry (`data.id`)' }),
  mark: Type.String({
    description:
      'What marks everything the run created: its platformCustomerId, platformCardId and descriptions start with it',
  }),
  created: Type.Array(Created, { description: 'What the run created or used, in order' }),
  outcomesRun: Type.Integer({
    minimum: 0,
    description: "Delayed outcomes the run moved the platform's test clock to (0: the clock did not move)",
  }),
});

const TriggerList = Type.Object({
  data: Type.Array(
    Type.Object({
      type: Type.String({ description: 'The name to trigger it by (as the spec spells it)' }),
      deliveredAs: Type.String({
        description: "The type the caller's webhooks carry, as its revision names it",
      }),
      triggerable: Type.Boolean(),
      description: Type.String({
        description: 'What a trigger does, or why the service never sends the type',
      }),
    }),
  ),
});

const ORIGIN_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto'] as const;

function originHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of ORIGIN_HEADERS) {
    const value = headers[name];
    if (typeof value === 'string') kept[name] = value;
  }
  return kept;
}

/** Sandbox only (an extension): any webhook type on demand, by driving its real flow. */
export const triggerRoutes = routePlugin(async (app) => {
  app.get(
    '/sandbox/webhooks/trigger',
    {
      schema: {
        ...EXTENSION,
        tags: ['Sandbox'],
        operationId: 'listWebhookTriggers',
        summary: 'Every webhook type, and what triggering it does',
        response: { 200: TriggerList, ...errorResponses(403) },
      },
    },
    async (request) => ({ data: listTriggers(request.revision ?? SPEC_REVISION) }),
  );

  app.post(
    '/sandbox/webhooks/trigger',
    {
      config: { permission: 'TRANSACT' },
      schema: {
        ...EXTENSION,
        tags: ['Sandbox'],
        operationId: 'triggerWebhook',
        summary: 'Make the service send a webhook of a type, by running its flow (like `stripe trigger`)',
        description:
          "Extension beyond the Payments Service API (docs/sandbox.md): runs the type's flow as API calls with " +
          "the caller's credentials (a customer, accounts, a quote or a card, marked `triggered-`), waits until " +
          'the event is recorded, and answers 201 with its id and what was created. The event is delivered to ' +
          'the webhookEndpoint like any other; its resource is the one GET answers. An event that comes from a ' +
          "delayed outcome (30 s or more) moves the platform's test clock to it (docs/test-clock.md). 400 for a " +
          'type that is not a webhook type, names several (a revision that spells payment events alike) or is ' +
          'one the service never sends (the valid types in `details`); 409 when a step of the flow is refused ' +
          '(the step and its answer in `details`).',
        body: TriggerBody,
        response: { 201: TriggerAnswer, ...errorResponses(400, 403, 409) },
      },
    },
    async (request, reply) => {
      const revision = request.revision ?? SPEC_REVISION;
      const api = injectedApi(
        app,
        {
          label: `Trigger ${request.body.type}`,
          // Every run creates anew: its steps are not keyed.
          keyOf: (key) => key,
          revision: SPEC_REVISION,
          origin: originHeaders(request.headers),
        },
        request.headers.authorization ?? '',
      );
      const result = await trigger(api, request.body.type, revision);
      return reply.status(201).send(result);
    },
  );
});
