/**
 * Answers walked back to a revision. For each answer schema (an operation's status) and
 * revision, a plan is made once: where in the answer the changes of src/revisions/changes.ts
 * apply, found by walking the schema (components by reference, unions by their tag). An answer
 * no change touches has no plan and is not walked at all; the spec's revision, the internal
 * shape, has none.
 */
import { type AnswerRule, VERSION_CHANGES, type VersionChange } from './changes.js';
import { isEarlierThan, type Revision, revisionsThrough, usesOriginalNames } from './revisions.js';
import {
  branchesOf,
  type Change,
  changedAt,
  type Components,
  discriminatorOf,
  DROP,
  isObject,
  type Json,
  parsePath,
  refName,
  tagValues,
} from './schema-paths.js';

/** An answer's value in a revision's terms; never writes the value it is given. */
export type AnswerTransform = (value: unknown) => unknown;

/** A resource the revision cannot describe: left out of the list it is in, else given as it is. */
const UNDESCRIBABLE: unique symbol = Symbol('undescribable');

/** An answer the revision has no shape for: its clients get a retryable 503 instead. */
export class RetryLater {
  constructor(readonly message: string) {}
}

/** The changes whose rules apply to answers of `revision` (the chain down to it). */
export function changesFor(revision: Revision, changes = VERSION_CHANGES): VersionChange[] {
  const through = revisionsThrough(revision);
  return changes.filter((change) => through.includes(change.revision));
}

/** Each operation a later revision dropped, with the last revision that described it. */
const LAST_DESCRIBED: ReadonlyMap<string, Revision> = new Map(
  VERSION_CHANGES.flatMap((change) =>
    (change.lastDescribes ?? []).map((operation) => [operation, change.revision] as const),
  ),
);

/**
 * The revision whose terms answer `operation` ("METHOD /path") for a client of `revision`: its
 * own, or for an operation its revision no longer has, the last revision that described it.
 */
export function answeringRevision(revision: Revision, operation: string): Revision {
  const last = LAST_DESCRIBED.get(operation);
  return last !== undefined && isEarlierThan(last, revision) ? last : revision;
}

/** The operations answered in an earlier revision's terms than `revision`'s, with that revision. */
export function operationsAnsweredEarlier(revision: Revision): [string, Revision][] {
  return [...LAST_DESCRIBED].filter(([, last]) => isEarlierThan(last, revision));
}

const valueAt = (value: unknown, path: string): unknown => {
  let current = value;
  for (const step of parsePath(path)) {
    if (step.kind !== 'prop' || !isObject(current)) return undefined;
    current = current[step.name];
  }
  return current;
};

/** One rule as a change of the value at its place. */
function ruleTransform(rule: AnswerRule): AnswerTransform | undefined {
  switch (rule.kind) {
    case 'required':
      return undefined;
    case 'values': {
      const steps = parsePath(rule.path);
      const mapped = (value: unknown): unknown =>
        typeof value === 'string' && Object.hasOwn(rule.values, value) ? (rule.values[value] ?? DROP) : value;
      const last = steps[steps.length - 1];
      if (last?.kind === 'items') {
        // A list of values: each mapped, left out or kept once.
        const list: Change = (value) => {
          if (!Array.isArray(value) || !value.some((v) => mapped(v) !== v)) return value;
          const out: unknown[] = [];
          for (const item of value) {
            const next = mapped(item);
            if (next !== DROP && !out.includes(next)) out.push(next);
          }
          return out;
        };
        const parent = steps.slice(0, -1);
        return (value) => changedAt(value, parent, list);
      }
      return (value) => changedAt(value, steps, mapped);
    }
    case 'retryLater':
      return (value) => {
        const tag = valueAt(value, rule.tag);
        return typeof tag === 'string' && rule.values.includes(tag) ? new RetryLater(rule.message) : value;
      };
    case 'describable': {
      const allowed = (tag: unknown): boolean =>
        typeof tag !== 'string' ||
        ((rule.only === undefined || rule.only.includes(tag)) && !(rule.except ?? []).includes(tag));
      const judge: Change = (value) => (allowed(valueAt(value, rule.tag)) ? value : UNDESCRIBABLE);
      if (rule.path === undefined) return judge;
      const steps = parsePath(rule.path);
      const last = steps[steps.length - 1];
      // Items of a list at the path: left out there.
      const drop: Change = (value) => (judge(value) === UNDESCRIBABLE ? DROP : value);
      return (value) => changedAt(value, steps, last?.kind === 'items' ? drop : judge);
    }
  }
}

const sequence = (transforms: readonly AnswerTransform[]): AnswerTransform | undefined =>
  transforms.length === 0
    ? undefined
    : transforms.length === 1
      ? transforms[0]
      : (value) => {
          let current = value;
          for (const transform of transforms) {
            if (current === UNDESCRIBABLE) return current;
            current = transform(current);
          }
          return current;
        };

/** The rules of `changes`, by the component or operation they are placed at. */
interface RuleIndex {
  components: Map<string, AnswerTransform[]>;
  operations: Map<string, AnswerTransform[]>;
}

function indexRules(changes: readonly VersionChange[]): RuleIndex {
  const index: RuleIndex = { components: new Map(), operations: new Map() };
  // Applied newest change first: each walks back the answer the one before it produced.
  for (const change of changes) {
    for (const rule of change.answers ?? []) {
      const transform = ruleTransform(rule);
      if (transform === undefined) continue;
      const keys = 'component' in rule.at ? [rule.at.component] : rule.at.operations;
      const map = 'component' in rule.at ? index.components : index.operations;
      for (const key of keys) map.set(key, [...(map.get(key) ?? []), transform]);
    }
  }
  return index;
}

/** Makes the plans of answer schemas for one revision. */
export class AnswerPlanner {
  private readonly rules: RuleIndex;
  private readonly byComponent = new Map<string, AnswerTransform | null>();
  private readonly bySchema = new WeakMap<object, AnswerTransform | null>();

  private readonly originalNames: boolean;

  constructor(
    readonly revision: Revision,
    private readonly components: Components,
    changes: readonly VersionChange[] = changesFor(revision),
  ) {
    this.rules = indexRules(changes);
    this.originalNames = usesOriginalNames(revision);
  }

  /**
   * The transform of the answers of `operation` ("METHOD /path") with `schema`; undefined
   * when nothing in them changes in this revision.
   */
  planFor(schema: unknown, operation?: string): AnswerTransform | undefined {
    if (!isObject(schema)) return undefined;
    let plan = this.bySchema.get(schema);
    if (plan === undefined) {
      const own = operation === undefined ? [] : (this.rules.operations.get(operation) ?? []);
      plan = sequence([...compact([this.walk(schema, new Set())]), ...own]) ?? null;
      this.bySchema.set(schema, plan);
    }
    if (plan === null) return undefined;
    const found = plan;
    // A single answer the revision cannot describe is given as it is.
    return (value) => {
      const next = found(value);
      return next === UNDESCRIBABLE ? value : next;
    };
  }

  private component(name: string, visiting: Set<string>): AnswerTransform | undefined {
    const known = this.byComponent.get(name);
    if (known !== undefined) return known ?? undefined;
    // A component inside itself (none today) is walked once.
    if (visiting.has(name)) return undefined;
    visiting.add(name);
    const inner = this.walk(this.components[name], visiting);
    visiting.delete(name);
    const plan = sequence([...compact([inner]), ...(this.rules.components.get(name) ?? [])]);
    this.byComponent.set(name, plan ?? null);
    return plan;
  }

  private walk(schema: unknown, visiting: Set<string>): AnswerTransform | undefined {
    if (!isObject(schema)) return undefined;
    if (typeof schema.$ref === 'string') return this.component(refName(schema.$ref), visiting);
    if (typeof schema.$id === 'string' && this.components[schema.$id] === schema && !visiting.has(schema.$id))
      return this.component(schema.$id, visiting);
    const parts = compact([
      this.union(schema, visiting),
      this.object(schema, visiting),
      this.array(schema, visiting),
      this.names(schema),
    ]);
    if (Array.isArray(schema.allOf))
      parts.push(...compact(schema.allOf.map((part) => this.walk(part, visiting))));
    return sequence(parts);
  }

  /** An enum with values carrying the service's name, in a revision that spells it with the original word. */
  private names(schema: Json): AnswerTransform | undefined {
    if (!this.originalNames || !Array.isArray(schema.enum)) return undefined;
    const values: Record<string, string> = {};
    for (const value of schema.enum)
      if (typeof value === 'string' && SERVICE_WORD.test(value)) values[value] = originalName(value);
    if (Object.keys(values).length === 0) return undefined;
    return (value) => (typeof value === 'string' && Object.hasOwn(values, value) ? values[value] : value);
  }

  private union(schema: Json, visiting: Set<string>): AnswerTransform | undefined {
    const options = schema.oneOf ?? schema.anyOf;
    if (!Array.isArray(options)) return undefined;
    const plans = options.map((option) => this.walk(option, visiting));
    if (plans.every((plan) => plan === undefined)) return undefined;
    const tag = discriminatorOf(schema);
    const branches = branchesOf(schema, this.components);
    if (tag !== undefined && branches !== undefined && branches.length === options.length) {
      const byTag = new Map<unknown, AnswerTransform>();
      branches.forEach((branch, i) => {
        const plan = plans[i];
        if (plan) for (const value of tagValues(branch, tag, this.components)) byTag.set(value, plan);
      });
      return (value) => {
        const plan = isObject(value) ? byTag.get(value[tag]) : undefined;
        return plan ? plan(value) : value;
      };
    }
    // Told apart by shape: each branch's changes touch only values they know.
    return sequence(compact(plans));
  }

  private object(schema: Json, visiting: Set<string>): AnswerTransform | undefined {
    if (!isObject(schema.properties)) return undefined;
    const fields: [string, AnswerTransform][] = [];
    for (const [name, property] of Object.entries(schema.properties)) {
      const plan = this.walk(property, visiting);
      if (plan) fields.push([name, plan]);
    }
    if (fields.length === 0) return undefined;
    return (value) => {
      if (!isObject(value)) return value;
      let copy: Json | undefined;
      for (const [name, plan] of fields) {
        const current = value[name];
        if (current === undefined || current === null) continue;
        const next = plan(current);
        // A field's resource the revision cannot describe stays as it is.
        if (next === current || next === UNDESCRIBABLE) continue;
        copy ??= { ...value };
        if (next === DROP) delete copy[name];
        else copy[name] = next;
      }
      return copy ?? value;
    };
  }

  private array(schema: Json, visiting: Set<string>): AnswerTransform | undefined {
    if (schema.items === undefined) return undefined;
    const plan = this.walk(schema.items, visiting);
    if (!plan) return undefined;
    return (value) => {
      if (!Array.isArray(value)) return value;
      let copy: unknown[] | undefined;
      value.forEach((item: unknown, i) => {
        const next = plan(item);
        if (next !== item && copy === undefined) copy = value.slice(0, i);
        if (copy !== undefined && next !== UNDESCRIBABLE && next !== DROP) copy.push(next);
      });
      return copy ?? value;
    };
  }
}

/** `SERVICE` as a word of an identifier (SERVICE_X, X_SERVICE, X_SERVICE_Y). */
const SERVICE_WORD = /(^|_)SERVICE(_|$)/;

/** An enum value or code with the hosted service's word for its name. */
export const originalName = (value: string): string => value.replace(SERVICE_WORD, '$1GRID$2');

function compact<T>(values: readonly (T | undefined)[]): T[] {
  return values.filter((v): v is T => v !== undefined);
}
