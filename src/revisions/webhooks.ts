/**
 * Webhook event types in a revision's terms. Events of kinds a revision lacks (cards, agents)
 * go out under their own names, as extensions; the resource is walked back like an answer
 * (src/revisions/answers.ts).
 */
import { changesFor } from './answers.js';
import type { Revision } from './revisions.js';

/** The event type `type` as revision `revision` names it. */
export function eventTypeIn(revision: Revision, type: string): string {
  let current = type;
  for (const change of changesFor(revision)) {
    const hooks = change.webhooks;
    if (hooks === undefined) continue;
    const renamed = hooks.types?.[current];
    if (renamed !== undefined) {
      current = renamed;
      continue;
    }
    for (const [prefix, name] of Object.entries(hooks.typesByPrefix ?? {})) {
      if (current.startsWith(prefix)) {
        current = name;
        break;
      }
    }
  }
  return current;
}

/** Every event type of `types` as `revision` names them, each once. */
export const eventTypesIn = (revision: Revision, types: readonly string[]): string[] => [
  ...new Set(types.map((type) => eventTypeIn(revision, type))),
];
