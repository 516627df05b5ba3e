// The webhooks module's face to the other modules: they import from here, never from its other files.
export { ensureSigningKey, keptSigningKey } from './keys.js';
export { endpointProblem } from './target.js';
export { testEventData } from './test-event.js';
export type { EventsTable } from './tables.js';
export { WEBHOOKS } from './openapi.js';
