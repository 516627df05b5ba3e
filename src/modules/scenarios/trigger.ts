import { randomBytes } from 'node:crypto';
import { ApiError, invalidField } from '../../errors.js';
import { eventTypeIn, REVISIONS, type Revision } from '../../revisions/index.js';
import { WEBHOOKS } from '../webhooks/index.js';
import type { ScenarioApi } from './scenario.js';
import { NOT_TRIGGERABLE, type Recipe, RECIPES, type TriggerRun } from './triggers.js';

/**
 * Events on demand (POST /sandbox/webhooks/trigger, `payments-service trigger`): runs the
 * recipe of a webhook type (./triggers.ts) as the calling platform and answers the events it
 * caused, once they are recorded. The events, their resources and every read of them are the
 * service's own: nothing is made up.
 */

export interface TriggerResult {
  /** The type, as the caller's revision names it. */
  type: string;
  /** The events of that type the run caused (`Webhook:<uuid>`), as the delivery log lists them. */
  eventIds: string[];
  /** The resource the events are about. */
  resourceId: string;
  /** The mark of everything the run created (`triggered-...`). */
  mark: string;
  created: { kind: string; id: string }[];
  /** Delayed outcomes the run moved the platform's test clock to (docs/test-clock.md). */
  outcomesRun: number;
}

/** Every type the service documents, in its internal spelling. */
export const webhookTypes = (): string[] => WEBHOOKS.flatMap((hook) => hook.types);

/**
 * The types `asked` names: itself when it is a type as the spec spells it, else every type some
 * revision spells so (2026-02-25 names all payment events of a direction alike, so several).
 */
export function typesNamed(asked: string): string[] {
  const all = webhookTypes();
  if (all.includes(asked)) return [asked];
  return all.filter((type) => REVISIONS.some((revision) => eventTypeIn(revision, type) === asked));
}

export interface TriggerListEntry {
  /** The name to trigger it by (the spec's spelling). */
  type: string;
  /** The type the caller's webhooks carry, as its revision names it. */
  deliveredAs: string;
  triggerable: boolean;
  /** What the trigger does, or why the service never sends this type. */
  description: string;
}

/** Every webhook type, as `revision` names it, with what a trigger of it does. */
export function listTriggers(revision: Revision): TriggerListEntry[] {
  return webhookTypes().map((type) => {
    const recipe = RECIPES[type];
    return {
      type,
      deliveredAs: eventTypeIn(revision, type),
      triggerable: recipe !== undefined,
      description: recipe?.how ?? NOT_TRIGGERABLE[type] ?? 'no recipe',
    };
  });
}

const EVENT_WAIT_MS = 20_000;

export async function trigger(api: ScenarioApi, asked: string, revision: Revision): Promise<TriggerResult> {
  const triggerable = webhookTypes().filter((t) => RECIPES[t] !== undefined);
  const named = typesNamed(asked);
  const [type] = named;
  if (type === undefined) {
    throw invalidField(
      'type',
      `${JSON.stringify(asked)} is not a webhook type; one of ${triggerable.join(', ')}`,
      { enum: triggerable },
    );
  }
  if (named.length > 1) {
    throw invalidField('type', `${asked} names several webhook types; name one of ${named.join(', ')}`, {
      enum: named,
    });
  }
  const recipe: Recipe | undefined = RECIPES[type];
  if (recipe === undefined) {
    throw invalidField(
      'type',
      `${asked} cannot be triggered: ${NOT_TRIGGERABLE[type] ?? 'no flow of this service sends it'}`,
      { enum: triggerable },
    );
  }
  let outcomesRun = 0;
  const run: TriggerRun = {
    api,
    mark: `triggered-${type.toLowerCase().replace(/[^a-z]+/g, '-')}-${randomBytes(4).toString('hex')}`,
    created: [],
    async runNextOutcome() {
      const clock = await api.call<{ now: string; nextOutcomeAt: string | null }>('GET', '/sandbox/clock');
      if (clock.nextOutcomeAt === null || Date.parse(clock.nextOutcomeAt) <= Date.parse(clock.now))
        return false;
      const advanced = await api.call<{ outcomesRun: number }>('POST', '/sandbox/clock/advance', {
        body: { to: clock.nextOutcomeAt },
      });
      outcomesRun += advanced.outcomesRun;
      return true;
    },
  };
  let resourceId: string;
  try {
    resourceId = await recipe.run(run);
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new ApiError(409, 'CONFLICT', `Trigger ${type} did not complete: ${(err as Error).message}`, {
      created: run.created,
    });
  }
  const eventIds = await eventsOf(run, recipe, type, resourceId);
  return {
    type: eventTypeIn(revision, type),
    eventIds,
    resourceId,
    mark: run.mark,
    created: run.created,
    outcomesRun,
  };
}

/** The events of `type` about `resourceId`, waited for (a delayed one: the clock moved to it). */
async function eventsOf(
  run: TriggerRun,
  recipe: Recipe,
  type: string,
  resourceId: string,
): Promise<string[]> {
  const deadline = Date.now() + EVENT_WAIT_MS;
  const query = `type=${encodeURIComponent(type)}&resourceId=${encodeURIComponent(resourceId)}&limit=100`;
  for (;;) {
    const events = await run.api.call<{ data: { id: string }[] }>('GET', `/webhooks/events?${query}`);
    if (events.data.length > 0) return events.data.map((e) => e.id);
    // Outcomes run in the order they fall due, so the one awaited comes after those before it.
    const moved = recipe.delayed === true && Date.now() <= deadline && (await run.runNextOutcome());
    if (moved) continue;
    if (Date.now() > deadline) {
      throw new ApiError(
        409,
        'CONFLICT',
        `Trigger ${type}: the flow ran but no ${type} event about ${resourceId} was recorded within ${EVENT_WAIT_MS / 1000} s`,
        { resourceId, created: run.created },
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
