/**
 * Paths into JSON Schemas and into the values they describe, as the version changes name
 * places: `a.b` a property, `a[]` the items of an array, `a[V]` the branch of union `a` whose
 * tag is `V` (at the start, `[V].b` is field `b` of the root's branch `V`). The same paths
 * serve the OpenAPI documents (src/revisions/documents.ts) and the answers
 * (src/revisions/answers.ts), so a change is written once for both.
 */

export type Json = Record<string, unknown>;
export type Step = { kind: 'prop'; name: string } | { kind: 'items' } | { kind: 'variant'; value: string };

export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const cache = new Map<string, readonly Step[]>();

export function parsePath(path: string): readonly Step[] {
  let steps = cache.get(path);
  if (steps !== undefined) return steps;
  const parsed: Step[] = [];
  const re = /\[\]|\[([^\]]+)\]|\.?([^.[\]]+)/g;
  for (let m = re.exec(path); m !== null; m = re.exec(path)) {
    if (m[0] === '[]') parsed.push({ kind: 'items' });
    else if (m[1] !== undefined) parsed.push({ kind: 'variant', value: m[1] });
    else if (m[2] !== undefined) parsed.push({ kind: 'prop', name: m[2] });
  }
  steps = parsed;
  cache.set(path, steps);
  return steps;
}

/** The component a `$ref` names: `Quote` and `#/components/schemas/Quote` alike. */
export const refName = (ref: string): string => ref.slice(ref.lastIndexOf('/') + 1);

export type Components = Readonly<Record<string, unknown>>;

/** `schema` with its `$ref` followed (a chain of them too). */
export function resolve(schema: unknown, components: Components): Json | undefined {
  let node = schema;
  for (let hops = 0; isObject(node) && typeof node.$ref === 'string'; hops += 1) {
    if (hops > 16) return undefined;
    node = components[refName(node.$ref)];
  }
  return isObject(node) ? node : undefined;
}

/** The branches of a union schema (`oneOf`, `anyOf`), resolved; undefined when it is none. */
export function branchesOf(node: Json, components: Components): Json[] | undefined {
  const options = node.oneOf ?? node.anyOf;
  if (!Array.isArray(options)) return undefined;
  return options.map((option) => resolve(option, components)).filter((b): b is Json => b !== undefined);
}

/** The constant values a branch gives its tag property, if it gives it any. */
export function tagValues(branch: Json, tag: string, components: Components): readonly string[] {
  const properties = isObject(branch.properties) ? branch.properties : undefined;
  const tagSchema = resolve(properties?.[tag], components);
  if (tagSchema === undefined) return [];
  if (typeof tagSchema.const === 'string') return [tagSchema.const];
  if (Array.isArray(tagSchema.enum)) return tagSchema.enum.filter((v): v is string => typeof v === 'string');
  return [];
}

/** The discriminator property of a union node, if it declares one. */
export const discriminatorOf = (node: Json): string | undefined =>
  isObject(node.discriminator) && typeof node.discriminator.propertyName === 'string'
    ? node.discriminator.propertyName
    : undefined;

/**
 * Every schema node `steps` reach from `root`: references are followed, a property step goes
 * into every branch of a union that has the property, a variant step into the branches whose
 * tag is the variant.
 */
export function schemaNodesAt(root: unknown, steps: readonly Step[], components: Components): Json[] {
  let current: Json[] = [];
  const start = resolve(root, components);
  if (start) current.push(start);
  for (const step of steps) {
    const next: Json[] = [];
    const visit = (node: Json): void => {
      const branches = branchesOf(node, components);
      if (step.kind === 'variant') {
        const tag = discriminatorOf(node);
        if (branches && tag)
          for (const branch of branches)
            if (tagValues(branch, tag, components).includes(step.value)) next.push(branch);
        return;
      }
      if (branches && !isObject(node.properties)) {
        for (const branch of branches) visit(branch);
        return;
      }
      if (Array.isArray(node.allOf))
        for (const part of node.allOf) {
          const resolved = resolve(part, components);
          if (resolved) visit(resolved);
        }
      if (step.kind === 'items') {
        const items = resolve(node.items, components);
        if (items) next.push(items);
      } else if (isObject(node.properties)) {
        const property = resolve(node.properties[step.name], components);
        if (property) next.push(property);
      }
    };
    for (const node of current) visit(node);
    current = next;
  }
  return current;
}

/**
 * `value` with `change` applied to what `steps` reach in it: copied along the way where
 * something changed, untouched (the same object) where nothing did, so views kept in memory are
 * never written. `change` returns `DROP` to leave the value out: an array loses the item, an
 * object the property.
 */
export const DROP: unique symbol = Symbol('left out');
export type Change = (value: unknown) => unknown;

/** The tags this API's unions are told apart by: a value is in branch `V` when one of them is `V`. */
const TAGS = ['accountType', 'beneficiaryType', 'customerType', 'type', 'destinationType', 'sourceType'];
const inVariant = (value: Json, variant: string): boolean => TAGS.some((tag) => value[tag] === variant);

export function changedAt(value: unknown, steps: readonly Step[], change: Change, from = 0): unknown {
  if (from === steps.length) return change(value);
  const step = steps[from] as Step;
  if (step.kind === 'items') {
    if (!Array.isArray(value)) return value;
    let copy: unknown[] | undefined;
    value.forEach((item: unknown, i) => {
      const next = changedAt(item, steps, change, from + 1);
      if (next !== item && copy === undefined) copy = value.slice(0, i);
      if (copy !== undefined && next !== DROP) copy.push(next);
    });
    return copy ?? value;
  }
  if (!isObject(value)) return value;
  if (step.kind === 'variant') {
    return inVariant(value, step.value) ? changedAt(value, steps, change, from + 1) : value;
  }
  const current = value[step.name];
  if (current === undefined) return value;
  const next = changedAt(current, steps, change, from + 1);
  if (next === current) return value;
  const copy = { ...value };
  if (next === DROP) delete copy[step.name];
  else copy[step.name] = next;
  return copy;
}
