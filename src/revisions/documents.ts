/**
 * The OpenAPI document of each revision: the spec revision's document (the internal shape)
 * with the version changes of the chain down to the revision applied to its schemas, by the
 * same rules that walk answers back (src/revisions/changes.ts). Committed under `openapi/`.
 */
import { type AnswerRule, type Place } from './changes.js';
import { changesFor, operationsAnsweredEarlier, originalName } from './answers.js';
import { isEarlierThan, isRevision, type Revision, SPEC_REVISION, usesOriginalNames } from './revisions.js';
import {
  branchesOf,
  discriminatorOf,
  isObject,
  type Json,
  parsePath,
  resolve,
  schemaNodesAt,
  refName,
  tagValues,
} from './schema-paths.js';
import { eventTypesIn } from './webhooks.js';

/**
 * Marks a schema given in the terms of an earlier revision than the document's (the resource
 * key of the earlier revisions' webhooks, the answers of operations a later revision dropped):
 * each revision's document describes it by that revision's components.
 */
export const REVISION_MARK = 'x-revision';

const COMPONENT_REF = '#/components/schemas/';

interface Document {
  info?: Json;
  paths?: Record<string, Record<string, Json>>;
  components?: { schemas?: Record<string, unknown> };
  webhooks?: Record<string, Json>;
}

/** The JSON media objects (`{schema}`) of the 2xx answers of `operation` ("METHOD /path"). */
function answerMedia(document: Document, operation: string, prefix: string): Json[] {
  const [method = '', path = ''] = operation.split(' ');
  const responses = document.paths?.[`${prefix}${path}`]?.[method.toLowerCase()]?.responses;
  if (!isObject(responses)) return [];
  const found: Json[] = [];
  for (const [status, response] of Object.entries(responses)) {
    if (!status.startsWith('2') || !isObject(response) || !isObject(response.content)) continue;
    const json = response.content['application/json'];
    if (isObject(json) && json.schema !== undefined) found.push(json);
  }
  return found;
}

/** The JSON schemas of the 2xx answers of the operations a place names, or its component. */
function roots(document: Document, place: Place, prefix: string): unknown[] {
  if ('component' in place) {
    const component = document.components?.schemas?.[place.component];
    return component === undefined ? [] : [component];
  }
  return place.operations.flatMap((operation) =>
    answerMedia(document, operation, prefix).map((media) => media.schema),
  );
}

/** The enum nodes of a schema node: itself, or the branches of a nullable `anyOf`. */
function enumNodes(node: Json, components: Record<string, unknown>): Json[] {
  if (Array.isArray(node.enum)) return [node];
  return (branchesOf(node, components) ?? []).filter((branch) => Array.isArray(branch.enum));
}

function renameValues(node: Json, values: Readonly<Record<string, string | null>>): void {
  const out: unknown[] = [];
  for (const value of node.enum as unknown[]) {
    const next = typeof value === 'string' && Object.hasOwn(values, value) ? values[value] : value;
    if (next !== null && next !== undefined && !out.includes(next)) out.push(next);
  }
  node.enum = out;
}

function applyRule(document: Document, rule: AnswerRule, prefix: string): void {
  const components = document.components?.schemas ?? {};
  const resolveAll = components;
  for (const root of roots(document, rule.at, prefix)) {
    if (rule.kind === 'values') {
      for (const node of schemaNodesAt(root, parsePath(rule.path), resolveAll))
        for (const values of enumNodes(node, resolveAll)) renameValues(values, rule.values);
    } else if (rule.kind === 'required') {
      for (const node of schemaNodesAt(root, parsePath(rule.path), resolveAll)) {
        const required = Array.isArray(node.required) ? (node.required as string[]) : [];
        node.required = [...new Set([...required, ...rule.fields])];
      }
    } else {
      // An answer given as a 503 in the revision is not among its answers either.
      const only = rule.kind === 'describable' ? rule.only : undefined;
      const except = rule.kind === 'describable' ? (rule.except ?? []) : rule.values;
      const allowed = (value: string) =>
        (only === undefined || only.includes(value)) && !except.includes(value);
      const tagPath = parsePath(rule.tag);
      const tag = tagPath[tagPath.length - 1];
      if (tag?.kind !== 'prop') continue;
      const holderPath = [
        ...parsePath(rule.kind === 'describable' ? (rule.path ?? '') : ''),
        ...tagPath.slice(0, -1),
      ];
      for (const holder of schemaNodesAt(root, holderPath, resolveAll)) {
        const branches = branchesOf(holder, resolveAll);
        const options = (holder.oneOf ?? holder.anyOf) as unknown[] | undefined;
        const told = discriminatorOf(holder);
        if (branches && options && (told === tag.name || told === undefined)) {
          // A union told apart by the tag: the revision's branches only.
          const kept = options.filter((option) => {
            const branch = resolve(option, resolveAll);
            const values = branch === undefined ? [] : tagValues(branch, tag.name, resolveAll);
            // A branch without the tag (told apart by its shape) is not about it.
            return values.length === 0 || values.some(allowed);
          });
          if (holder.oneOf) holder.oneOf = kept;
          else holder.anyOf = kept;
          continue;
        }
        // A plain field: the revision's values only.
        const properties = isObject(holder.properties) ? holder.properties : undefined;
        const field = resolve(properties?.[tag.name], resolveAll);
        if (field)
          for (const node of enumNodes(field, resolveAll))
            node.enum = (node.enum as string[]).filter(allowed);
      }
    }
  }
}

/**
 * Every `enum` under `node` with the hosted service's word for its name (SERVICE_ -> GRID_):
 * instead of the spec's spelling in answers, beside it in requests (either is accepted).
 */
function originalNames(node: unknown, mode: 'answer' | 'request', webhooks = false): void {
  if (Array.isArray(node)) {
    for (const item of node) originalNames(item, mode, webhooks);
    return;
  }
  if (!isObject(node)) return;
  if (Array.isArray(node.enum)) {
    const values = node.enum as unknown[];
    const renamed = values.map((v) => (typeof v === 'string' ? originalName(v) : v));
    node.enum = [...new Set(mode === 'answer' ? renamed : [...values, ...renamed])];
  }
  // A webhook's body is an answer of ours, though the document calls it a request body.
  for (const [key, value] of Object.entries(node))
    originalNames(
      value,
      !webhooks && (key === 'requestBody' || key === 'parameters') ? 'request' : mode,
      webhooks,
    );
}

/** The webhooks section in the revision's event names. */
function webhookTypes(document: Document, revision: Revision): void {
  for (const hook of Object.values(document.webhooks ?? {})) {
    const body = (hook.post as Json | undefined)?.requestBody as Json | undefined;
    const schema = ((body?.content as Json | undefined)?.['application/json'] as Json | undefined)?.schema;
    const type = isObject(schema) && isObject(schema.properties) ? schema.properties.type : undefined;
    if (isObject(type) && Array.isArray(type.enum)) type.enum = eventTypesIn(revision, type.enum as string[]);
  }
}

/**
 * The 2xx answers of the operations `revision` no longer has, marked with the revision whose
 * terms answer them (src/revisions/changes.ts, `lastDescribes`).
 */
function markAnsweredEarlier(document: Document, revision: Revision, prefix: string): void {
  for (const [operation, last] of operationsAnsweredEarlier(revision))
    for (const media of answerMedia(document, operation, prefix))
      if (isObject(media.schema)) media.schema = { ...media.schema, [REVISION_MARK]: last };
}

type Pointer = readonly (string | number)[];

/** The schemas under `node` marked with a revision earlier than `revision`, by where they are. */
function markedEarlier(node: unknown, revision: Revision, at: Pointer = []): [Pointer, Revision][] {
  if (Array.isArray(node)) return node.flatMap((item, i) => markedEarlier(item, revision, [...at, i]));
  if (!isObject(node)) return [];
  const mark = node[REVISION_MARK];
  if (isRevision(mark) && isEarlierThan(mark, revision)) return [[at, mark]];
  return Object.entries(node).flatMap(([key, value]) => markedEarlier(value, revision, [...at, key]));
}

const nodeAt = (root: unknown, at: Pointer): unknown =>
  at.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], root);

/** The component names `node` refers to. */
function refsIn(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) refsIn(item, into);
  else if (isObject(node))
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') into.add(refName(value));
      else refsIn(value, into);
    }
  return into;
}

/**
 * Each schema of `document` marked with an earlier revision replaced by that revision's own
 * (from its document, `earlier`): its components referred to as they are where that revision
 * words them alike, else as copies named `<Name>_<revision>`.
 */
function pinEarlier(document: Document, revision: Revision, earlier: (r: Revision) => Document): void {
  const schemas = (document.components ??= {}).schemas ?? (document.components.schemas = {});
  for (const [at, mark] of markedEarlier({ paths: document.paths, webhooks: document.webhooks }, revision)) {
    const theirs = earlier(mark).components?.schemas ?? {};
    const differs = new Map<string, boolean>();
    const differ = (name: string): boolean => {
      const known = differs.get(name);
      if (known !== undefined) return known;
      differs.set(name, false); // a cycle differs only by what else it holds
      const result =
        JSON.stringify(theirs[name]) !== JSON.stringify(schemas[name]) ||
        [...refsIn(theirs[name])].some(differ);
      differs.set(name, result);
      return result;
    };
    const rewrite = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(rewrite);
      if (!isObject(node)) return node;
      const out: Json = {};
      for (const [key, value] of Object.entries(node))
        out[key] =
          key === '$ref' && typeof value === 'string'
            ? COMPONENT_REF + pinned(refName(value))
            : rewrite(value);
      return out;
    };
    const pinned = (name: string): string => {
      if (!differ(name)) return name;
      const copy = `${name}_${mark}`;
      if (schemas[copy] === undefined) {
        schemas[copy] = {}; // held while its own references are rewritten
        schemas[copy] = rewrite(theirs[name]);
      }
      return copy;
    };
    const parent = nodeAt({ paths: document.paths, webhooks: document.webhooks }, at.slice(0, -1));
    const theirsRoot = earlier(mark);
    const node = nodeAt({ paths: theirsRoot.paths, webhooks: theirsRoot.webhooks }, at);
    const key = at[at.length - 1];
    const given = rewrite(node);
    if (isObject(parent) && key !== undefined && isObject(given))
      (parent as Record<string | number, unknown>)[key] = { ...given, [REVISION_MARK]: mark };
  }
}

/**
 * The document of `revision`, made from the spec revision's `document` (left as it is).
 * `prefix` is the version segment the document's paths start with.
 */
export function revisionDocument<T extends object>(document: T, revision: Revision, prefix: string): T {
  const copy = structuredClone(document) as Document;
  markAnsweredEarlier(copy, revision, prefix);
  if (revision !== SPEC_REVISION) {
    for (const change of changesFor(revision))
      for (const rule of change.answers ?? []) applyRule(copy, rule, prefix);
    webhookTypes(copy, revision);
    if (usesOriginalNames(revision)) {
      originalNames(copy.paths, 'answer');
      originalNames(copy.components, 'answer');
      originalNames(copy.webhooks, 'answer', true);
    }
    copy.info = { ...copy.info, 'x-revision': revision };
  }
  const documents = new Map<Revision, Document>();
  pinEarlier(copy, revision, (earlier) => {
    let found = documents.get(earlier);
    if (found === undefined) {
      found = revisionDocument(document, earlier, prefix) as Document;
      documents.set(earlier, found);
    }
    return found;
  });
  return copy as T;
}
