import type { Database, Db } from '../db/schema.js';

/**
 * The table of another owner this kernel writes, with why. It owns no table: the outbox is the
 * webhooks module's, which delivers it.
 */
export interface EventsWrites {
  /** The one writer of the outbox, below the modules, so that recording an event needs no import of the webhooks module. */
  events: Database['events'];
}

/** The handle it records events on. */
export type EventsDb = Db<EventsWrites>;
