/**
 * The revisions this service answers in: which exist, how an answer or a webhook of one is made
 * from the internal shape, and each revision's OpenAPI document (docs/revisions.md). A kernel:
 * it knows shapes by their `$id` and operations by their path, never a module.
 */
import {
  AnswerPlanner,
  type AnswerTransform,
  answeringRevision,
  originalName,
  RetryLater,
} from './answers.js';
import type { Components } from './schema-paths.js';
import { CHAIN, type Revision } from './revisions.js';
import { eventTypeIn } from './webhooks.js';

export {
  CHAIN,
  isEarlierThan,
  isRevision,
  ORIGINAL_REVISION_HEADER,
  REVISION_HEADER,
  REVISIONS,
  type Revision,
  SPEC_REVISION,
  usesOriginalNames,
} from './revisions.js';
export { VERSION_CHANGES, type InputRule, type VersionChange } from './changes.js';
export { REVISION_MARK, revisionDocument } from './documents.js';
export { eventTypeIn, eventTypesIn } from './webhooks.js';
export { answeringRevision, originalName, RetryLater, type AnswerTransform };

/** The answer plans of every revision over one set of shared schemas. */
export class Revisions {
  private readonly planners = new Map<Revision, AnswerPlanner>();
  /** The schema of each event shape's resource, made once (plans are kept by schema). */
  private readonly eventSchemas = new WeakMap<EventShape, object>();

  constructor(private readonly components: Components) {}

  /** How answers with `schema` (of `operation`, "METHOD /path") are given in `revision`; undefined: as they are. */
  answerIn(revision: Revision, schema: unknown, operation?: string): AnswerTransform | undefined {
    // The internal shape is the first revision's: nothing to walk back.
    if (revision === CHAIN[0]) return undefined;
    let planner = this.planners.get(revision);
    if (planner === undefined) {
      planner = new AnswerPlanner(revision, this.components);
      this.planners.set(revision, planner);
    }
    return planner.planFor(schema, operation);
  }

  /**
   * A webhook's `data` in `revision`, described by the components `components` (the first that
   * matches the event's resource) or by the answer of `operation`.
   */
  eventIn(
    revision: Revision,
    type: string,
    data: unknown,
    describedBy: EventShape,
  ): { type: string; data: unknown } {
    if (revision === CHAIN[0]) return { type, data };
    let schema = this.eventSchemas.get(describedBy);
    if (schema === undefined) {
      // Told apart by shape: each component's changes touch only the values they know.
      schema = { anyOf: describedBy.components.map((name) => ({ $ref: name })) };
      this.eventSchemas.set(describedBy, schema);
    }
    const transform = this.answerIn(revision, schema, describedBy.operation);
    return { type: eventTypeIn(revision, type), data: transform ? transform(data) : data };
  }
}

/** What describes an event's resource: its shared schemas, and the operation that answers it. */
export interface EventShape {
  components: readonly string[];
  operation?: string;
}
