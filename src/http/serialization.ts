import { createRequire } from 'node:module';
import type { SerializerFactory, SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { assert } from '../assert.js';
import { COUNTRY_FORMAT, isCountryCode } from '../shapes/countries.js';

// fast-json-stringify (and the Ajv it brings) is loaded with the first serializer that
// compiles, not at start-up; it is CommonJS, so a synchronous require loads it right there.
const require = createRequire(import.meta.url);

/** Fastify's stock serializer factory, as it makes it. */
const stockFactory = (): SerializerFactory =>
  (
    require('@fastify/fast-json-stringify-compiler') as { SerializerSelector: typeof SerializerSelector }
  ).SerializerSelector();

/**
 * The serializer tells union branches apart with its own Ajv, which must know our formats but
 * need not check them: every union we answer with is told apart by a tag or by its shape, never
 * by a string's format, and checking every date of every item of a list was a tenth of a list's
 * time.
 */
export const serializerOptions = {
  ajv: { formats: { [COUNTRY_FORMAT]: isCountryCode }, validateFormats: false },
};

type Route = Parameters<ReturnType<SerializerFactory>>[0];
type Serialize = (data: unknown) => string;
type Schemas = Parameters<SerializerFactory>[0];

/**
 * Fastify's own response serializer factory, except that:
 *
 * - each route's serializer is compiled on the first response that needs it instead of at
 *   start-up. Compiling fast-json-stringify code for every status of every route (and of every
 *   GET route's implicit HEAD twin) is most of the service's start-up time, while a process
 *   typically answers with a fraction of them;
 * - an answer that is a tagged union (`GET /transactions/{id}`: incoming, outgoing or card) is
 *   written by its branch's serializer, picked by the tag (`taggedUnion`), instead of by the
 *   union's, which validates the value against each branch with Ajv until one matches: that was
 *   twice the cost of writing the branch. A value whose tag names no branch goes to the union's.
 *
 * The compiled functions are fast-json-stringify's, with fastify's options: responses are the
 * same bytes as with eager compilation of the route's schema.
 */
export const serializersCompiledOnFirstUse: SerializerFactory = (externalSchemas, options) => {
  // A factory per compilation, as fastify makes one per context: the stock compiler removes a
  // route schema's own $id from the shared schemas it keeps, which would make what compiles
  // depend on which route happened to answer first.
  const compile = (route: Route): Serialize => stockFactory()(externalSchemas, options)(route);
  return (route) => {
    let serialize: Serialize | undefined;
    /** Bytes of the frozen responses this serializer wrote (see `frozenView` in src/json.ts). */
    const written = new WeakMap<object, Buffer>();
    return (data: unknown) => {
      serialize ??=
        byTag(route, externalSchemas, compile) ??
        listByTag(route, externalSchemas, compile) ??
        compile(route);
      if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return serialize(data);
      // Kept encoded: a string would be measured and encoded to UTF-8 again on every answer.
      // Fastify writes a Buffer as it is.
      let bytes = written.get(data);
      if (bytes === undefined) {
        bytes = Buffer.from(serialize(data));
        written.set(data, bytes);
      }
      return bytes as unknown as string;
    };
  };
};

/** A serializer that writes a tagged union's value with its branch's serializer, if the route answers with one. */
function byTag(route: Route, schemas: Schemas, compile: (route: Route) => Serialize): Serialize | undefined {
  const union = taggedUnion(route.schema, schemas);
  if (union === undefined) return undefined;
  const branchOf = branchSerializers(route, union, compile);
  let whole: Serialize | undefined;
  return (data) => (branchOf(data) ?? (whole ??= compile(route)))(data);
}

/**
 * The serializer of each value's branch (undefined when its tag names none): by branch, not
 * by tag value, so a branch that allows several values is compiled once.
 */
function branchSerializers(
  route: Route,
  union: { tag: string; branches: Map<unknown, unknown> },
  compile: (route: Route) => Serialize,
): (value: unknown) => Serialize | undefined {
  const compiled = new Map<unknown, Serialize>();
  return (value) => {
    const tag =
      typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[union.tag] : undefined;
    const branch = union.branches.get(tag);
    if (branch === undefined) return undefined;
    let serialize = compiled.get(branch);
    if (serialize === undefined) {
      serialize = compile({ ...route, schema: branch });
      compiled.set(branch, serialize);
    }
    return serialize;
  };
}

/**
 * The item union of `schema` when it is a list answer (an object whose first, required property
 * `data` is an array of a tagged union, and nothing else said of that array); undefined else.
 */
export function taggedList(
  schema: unknown,
  schemas: Schemas,
): { schema: Json; properties: Json; union: { tag: string; branches: Map<unknown, unknown> } } | undefined {
  const list = resolved(schema, schemas);
  if (list === undefined) return undefined;
  const properties = list.properties;
  if (!isObject(properties) || Object.keys(properties)[0] !== 'data') return undefined;
  if (!Array.isArray(list.required) || !list.required.includes('data')) return undefined;
  const page = properties.data;
  if (
    !isObject(page) ||
    page.type !== 'array' ||
    Object.keys(page).some((k) => k !== 'type' && k !== 'items')
  )
    return undefined;
  const union = taggedUnion(page.items, schemas);
  return union === undefined ? undefined : { schema: list, properties, union };
}

/** The start of a list answer whose page is written apart: its first property, the page, empty. */
const EMPTY_PAGE = '{"data":[]';

/**
 * A serializer for a list whose items are a tagged union (`GET /customers`: individuals and
 * businesses), if the route answers with one: each item written by its branch's serializer, as
 * `byTag` does for one value, instead of the union's, which validates every item against each
 * branch with Ajv until one matches. The rest of the answer (`hasMore`, `nextCursor`,
 * `totalCount`) is written by the list's own schema with an empty page, whose place the items
 * then take: `data` is the list's first property, so that answer starts with `{"data":[]`.
 * A page with an item whose tag names no branch is left to the whole list's serializer.
 */
function listByTag(
  route: Route,
  schemas: Schemas,
  compile: (route: Route) => Serialize,
): Serialize | undefined {
  const list = taggedList(route.schema, schemas);
  if (list === undefined) return undefined;
  const { union, properties } = list;
  const branchOf = branchSerializers(route, union, compile);
  const rest = compile({
    ...route,
    schema: { ...list.schema, properties: { ...properties, data: { type: 'array', maxItems: 0 } } },
  });
  let whole: Serialize | undefined;
  return (data) => {
    if (!isObject(data) || !Array.isArray(data.data)) return (whole ??= compile(route))(data);
    const items: unknown[] = data.data;
    // The answer's parts, joined once: the join writes them into one flat string, which the
    // answer's length and its write to the socket then read as it is (a string made of parts
    // would first be copied flat, a page's 50 KB once more).
    const parts: string[] = ['{"data":['];
    for (const item of items) {
      const serialize = branchOf(item);
      if (serialize === undefined) return (whole ??= compile(route))(data);
      if (parts.length > 1) parts.push(',');
      parts.push(serialize(item));
    }
    const envelope = rest({ ...data, data: [] });
    assert(envelope.startsWith(EMPTY_PAGE), 'a list answer starts with its page');
    parts.push(']', envelope.slice(EMPTY_PAGE.length));
    return parts.join('');
  };
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The shared schema a `$ref` names by its `$id` (how every component is referenced here). */
function resolved(schema: unknown, schemas: Schemas): Json | undefined {
  if (!isObject(schema)) return undefined;
  if (typeof schema.$ref !== 'string') return schema;
  // Only a whole schema by id: a pointer into one, or a $ref with siblings, is not followed.
  if (schema.$ref.includes('#') || Object.keys(schema).length !== 1) return undefined;
  const target = (schemas as Record<string, unknown>)[schema.$ref];
  return isObject(target) && typeof target.$ref !== 'string' ? target : undefined;
}

/**
 * The tag and branches of `schema` when it is a union (`oneOf`/`anyOf` with a
 * `discriminator`, see `Discriminated` in src/shapes) whose every branch is an object giving its
 * tag one or more constant values of its own: then a value's branch is the one its tag names,
 * the same one validation would pick. Undefined for any other schema.
 */
export function taggedUnion(
  schema: unknown,
  schemas: Schemas,
): { tag: string; branches: Map<unknown, unknown> } | undefined {
  const union = resolved(schema, schemas);
  if (union === undefined || !isObject(union.discriminator)) return undefined;
  const tag = union.discriminator.propertyName;
  const options = union.oneOf ?? union.anyOf;
  if (typeof tag !== 'string' || !Array.isArray(options) || options.length === 0) return undefined;
  if (!onlyTheUnion(union, tag)) return undefined;
  const branches = new Map<unknown, unknown>();
  for (const option of options) {
    const branch = resolved(option, schemas);
    const properties = branch?.properties;
    if (!isObject(properties) || !Array.isArray(branch?.required) || !branch.required.includes(tag))
      return undefined;
    const values = constants(properties[tag]);
    if (values === undefined) return undefined;
    for (const value of values) {
      // Two branches with one tag value: validation would decide, so it keeps deciding.
      if (branches.has(value)) return undefined;
      branches.set(value, option);
    }
  }
  return { tag, branches };
}

/**
 * Whether the union's own keywords are only those that say nothing of a value beyond its
 * branches (`type: object`, the tag required): any other would be merged into each branch by
 * fast-json-stringify, which a branch's serializer alone would not do.
 */
function onlyTheUnion(union: Json, tag: string): boolean {
  return Object.entries(union).every(([keyword, value]) => {
    if (['oneOf', 'anyOf', 'discriminator', '$id', 'description'].includes(keyword)) return true;
    if (keyword === 'type') return value === 'object';
    if (keyword === 'required') return Array.isArray(value) && value.every((name) => name === tag);
    return false;
  });
}

/** The values a tag's schema allows, when it lists them (`const` or `enum` of strings). */
function constants(schema: unknown): unknown[] | undefined {
  if (!isObject(schema)) return undefined;
  if (typeof schema.const === 'string') return [schema.const];
  if (Array.isArray(schema.enum) && schema.enum.every((v) => typeof v === 'string')) return schema.enum;
  return undefined;
}
