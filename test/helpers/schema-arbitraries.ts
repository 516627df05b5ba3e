import fc from 'fast-check';
import { isRecord, type JsonSchema, type SchemaObject } from './oas-operations.js';

/**
 * fast-check arbitraries built from JSON schemas: values the schema accepts (valid-ish: the
 * schema cannot say which customer exists), values it refuses (wrong types, boundaries, bad
 * formats), and mixtures of both at any depth of an object.
 */

/** Real values the test's world has for a field or parameter name (ids, UMA addresses...). */
export type ValueHints = (name: string) => readonly string[];
const noHints: ValueHints = () => [];

const HUGE_LENGTH = 100_000;

/**
 * Strings that break naive code: control characters (NUL), right-to-left overrides, emoji
 * and combining marks, lone surrogates, injection attempts (SQL, JSON, templates, HTML),
 * path traversal, numbers in disguise, and ~100 KB of text.
 */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(64),
  '\t\r\n',
  '\u202Eevil\u202C',
  '\u200F\u05E9\u05DC\u05D5\u05DD',
  '\uFEFFbom',
  '😀',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301',
  '\uD800',
  'x\uDC00y',
  '\uDBFF\uDBFF',
  '\uFFFF\uFFFE',
  "' OR '1'='1",
  "'; DROP TABLE customers; --",
  '"; SELECT 1; --',
  '\\',
  '%',
  '_%_',
  '$1',
  '{"status":200}',
  '"},{"admin":true,"x":"',
  '__proto__',
  'constructor',
  '{{7*7}}',
  '${7*7}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '..%2f..%2f',
  '%2e%2e%2f%2e%2e%2f',
  '..\\..\\',
  '%00',
  '%ZZ',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  '9007199254740993',
  'null',
  'true',
  'a'.repeat(HUGE_LENGTH),
  '😀'.repeat(HUGE_LENGTH / 4),
];

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    // Lone surrogates mixed into text: valid JavaScript strings, invalid Unicode.
    arbitrary: fc.string({
      unit: fc.oneof(
        fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
      ),
      maxLength: 20,
    }),
  },
);

/** A JSON value of any type, small. */
const anyJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 2 });

/** Values of the wrong JSON type for almost any field. */
const wrongTypeValues: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  '',
  'x',
  [],
  {},
  [null],
  { a: 1 },
];

// ------------------------------------------------------------------ schema reading

type Kind = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'null';

function types(schema: SchemaObject): Kind[] {
  const type = schema.type;
  if (typeof type === 'string') return [type as Kind];
  if (Array.isArray(type)) return type.filter((t): t is Kind => typeof t === 'string');
  if (isRecord(schema.properties)) return ['object'];
  if (schema.items !== undefined) return ['array'];
  return [];
}

function numberOf(schema: SchemaObject, key: string): number | undefined {
  const value = schema[key];
  return typeof value === 'number' ? value : undefined;
}

function schemaList(value: unknown): JsonSchema[] {
  return Array.isArray(value)
    ? value.filter((s): s is JsonSchema => typeof s === 'boolean' || isRecord(s))
    : [];
}

/** allOf branches folded into one object schema (properties and required merged). */
function flattenAllOf(schema: SchemaObject): SchemaObject {
  const parts = schemaList(schema.allOf);
  if (parts.length === 0) return schema;
  const { allOf: _allOf, ...rest } = schema;
  let properties: Record<string, unknown> = isRecord(rest.properties) ? { ...rest.properties } : {};
  let required: unknown[] = Array.isArray(rest.required) ? [...rest.required] : [];
  for (const part of parts) {
    if (!isRecord(part)) continue;
    const flat = flattenAllOf(part);
    if (isRecord(flat.properties)) properties = { ...properties, ...flat.properties };
    if (Array.isArray(flat.required)) required = [...required, ...flat.required];
  }
  return { type: 'object', ...rest, properties, required };
}

function propertiesOf(schema: SchemaObject): [string, JsonSchema][] {
  if (!isRecord(schema.properties)) return [];
  return Object.entries(schema.properties).filter(
    (entry): entry is [string, JsonSchema] => typeof entry[1] === 'boolean' || isRecord(entry[1]),
  );
}

function requiredOf(schema: SchemaObject): string[] {
  return Array.isArray(schema.required)
    ? schema.required.filter((r): r is string => typeof r === 'string')
    : [];
}

function patternOf(schema: SchemaObject): RegExp | undefined {
  if (typeof schema.pattern !== 'string') return undefined;
  try {
    return new RegExp(schema.pattern, 'u');
  } catch {
    return new RegExp(schema.pattern);
  }
}

// ------------------------------------------------------------------ valid values

const MAX_DEPTH = 8;

/** Values the schema accepts (names of properties pick real values from `hints`). */
export function validValue(
  schema: JsonSchema,
  hints: ValueHints = noHints,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  if (typeof schema === 'boolean' || depth > MAX_DEPTH) return anyJson;
  const s = flattenAllOf(schema);
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum) && s.enum.length > 0) return fc.constantFrom(...(s.enum as unknown[]));
  const branches = [...schemaList(s.oneOf), ...schemaList(s.anyOf)];
  if (branches.length > 0) return fc.oneof(...branches.map((b) => validValue(b, hints, name, depth + 1)));
  const kinds = types(s);
  if (kinds.length === 0) return anyJson;
  return fc.oneof(...kinds.map((kind) => validOfKind(kind, s, hints, name, depth)));
}

function validOfKind(
  kind: Kind,
  s: SchemaObject,
  hints: ValueHints,
  name: string,
  depth: number,
): fc.Arbitrary<unknown> {
  switch (kind) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number': {
      const lo = numberOf(s, 'minimum') ?? (numberOf(s, 'exclusiveMinimum') ?? -1_000_001) + 1;
      const hi = numberOf(s, 'maximum') ?? (numberOf(s, 'exclusiveMaximum') ?? 1_000_000_001) - 1;
      if (kind === 'integer') {
        const min = Math.ceil(lo);
        const max = Math.max(min, Math.floor(hi));
        // Mostly small amounts (what real requests send), sometimes the whole range.
        return fc.oneof(
          { weight: 3, arbitrary: fc.integer({ min, max: Math.min(max, min + 10_000) }) },
          { weight: 1, arbitrary: fc.integer({ min, max }) },
          { weight: 1, arbitrary: fc.constantFrom(min, max) },
        );
      }
      return fc.double({ min: lo, max: Math.max(lo, hi), noNaN: true, noDefaultInfinity: true });
    }
    case 'string':
      return validString(s, hints, name);
    case 'array': {
      const items = typeof s.items === 'boolean' || isRecord(s.items) ? s.items : true;
      const minLength = numberOf(s, 'minItems') ?? 0;
      const maxLength = Math.min(numberOf(s, 'maxItems') ?? minLength + 3, minLength + 3);
      const item = validValue(items, hints, name, depth + 1);
      return s.uniqueItems === true
        ? fc.uniqueArray(item, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(item, { minLength, maxLength });
    }
    case 'object': {
      const properties = propertiesOf(s);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, sub] of properties) model[key] = validValue(sub, hints, key, depth + 1);
      const required = requiredOf(s).filter((r) => r in model);
      const record = fc.record(model, { requiredKeys: required });
      const extra = s.additionalProperties;
      if (!isRecord(extra)) return record;
      // Free-form maps (metadata and the like) get a few entries of their own.
      return fc
        .tuple(
          record,
          fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), validValue(extra, hints, '', depth + 1), {
            maxKeys: 3,
          }),
        )
        .map(([known, more]) => ({ ...more, ...known }));
    }
  }
}

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  date: fc
    .date({ min: new Date('1950-01-01'), max: new Date('2020-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  'date-time': fc
    .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  email: fc.emailAddress(),
  uri: fc.webUrl(),
  url: fc.webUrl(),
  uuid: fc.uuid(),
  binary: fc.string({ maxLength: 20 }),
};

function validString(s: SchemaObject, hints: ValueHints, name: string): fc.Arbitrary<string> {
  const minLength = numberOf(s, 'minLength') ?? 0;
  const maxLength = numberOf(s, 'maxLength');
  const pattern = patternOf(s);
  const format = typeof s.format === 'string' ? FORMATS[s.format] : undefined;
  const generated = pattern
    ? patternString(pattern, minLength, maxLength)
    : format
      ? format
      : fc.oneof(
          {
            weight: 2,
            arbitrary: fc.string({ minLength, maxLength: Math.min(maxLength ?? Infinity, minLength + 30) }),
          },
          // Free text the schema accepts but naive storage or rendering does not: it gets
          // past validation, so it reaches the database and comes back in answers.
          { weight: 1, arbitrary: hostileText(minLength, maxLength) },
        );
  const real = hints(name);
  if (real.length === 0) return generated;
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...real) }, { weight: 1, arbitrary: generated });
}

/** Short text that breaks storage, rendering or naive escaping, yet passes a plain string schema. */
const HOSTILE_TEXT: readonly string[] = [
  '\uD800',
  'Ada \uDC00 Lovelace',
  '\u0000',
  'Ada\u0000Lovelace',
  '\u202Eevil\u202C',
  '😀👩‍👩‍👧‍👦',
  'e\u0301\u0301',
  '\uFEFFbom',
  'line\r\nbreak',
  "' OR '1'='1",
  '"},{"admin":true,"x":"',
  '\\',
  '<script>alert(1)</script>',
  '${7*7}',
];

/** HOSTILE_TEXT cut or padded to a length the schema allows. */
function hostileText(minLength: number, maxLength: number | undefined): fc.Arbitrary<string> {
  return fc.constantFrom(...HOSTILE_TEXT).map((text) => {
    const clipped = maxLength === undefined ? text : text.slice(0, maxLength);
    return clipped.padEnd(minLength, 'a');
  });
}

/**
 * Strings matching `pattern`, kept within the declared length when the pattern can produce
 * such strings at all (checked on a sample first: a filter nothing passes never returns).
 */
function patternString(
  pattern: RegExp,
  minLength: number,
  maxLength: number | undefined,
): fc.Arbitrary<string> {
  const matching = fc.stringMatching(pattern, { size: 'xsmall' });
  const fits = (v: string) => [...v].length >= minLength && [...v].length <= (maxLength ?? Infinity);
  if (minLength === 0 && maxLength === undefined) return matching;
  const sample = fc.sample(matching, { numRuns: 50, seed: 1 });
  return sample.filter(fits).length >= 5 ? matching.filter(fits) : matching;
}

/**
 * One value the schema accepts, chosen without randomness: only required properties, first
 * enum value or branch, a real value for names the world knows (when it fits the pattern).
 * Used where a request must get past validation to reach the resource lookup.
 */
export function minimalValid(schema: JsonSchema, hints: ValueHints = noHints, name = ''): unknown {
  if (typeof schema === 'boolean') return {};
  const s = flattenAllOf(schema);
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum[0];
  const branch = [...schemaList(s.oneOf), ...schemaList(s.anyOf)][0];
  if (branch !== undefined) return minimalValid(branch, hints, name);
  const kind = types(s).filter((k) => k !== 'null')[0] ?? types(s)[0];
  switch (kind) {
    case 'null':
      return null;
    case 'boolean':
      return false;
    case 'integer':
    case 'number': {
      const lo = numberOf(s, 'minimum') ?? (numberOf(s, 'exclusiveMinimum') ?? 0) + 1;
      const hi = numberOf(s, 'maximum') ?? Number.MAX_SAFE_INTEGER;
      return Math.min(Math.max(lo, 100), hi);
    }
    case 'string':
      return minimalString(s, hints, name);
    case 'array': {
      const items = typeof s.items === 'boolean' || isRecord(s.items) ? s.items : true;
      return Array.from({ length: numberOf(s, 'minItems') ?? 0 }, () => minimalValid(items, hints, name));
    }
    case 'object':
    case undefined: {
      const out: Record<string, unknown> = {};
      const required = requiredOf(s);
      const properties = propertiesOf(s);
      for (const [key, sub] of properties) {
        if (required.includes(key)) out[key] = minimalValid(sub, hints, key);
      }
      // "At least one field": optional ones, in order, until there are enough.
      for (const [key, sub] of properties) {
        if (Object.keys(out).length >= (numberOf(s, 'minProperties') ?? 0)) break;
        if (!(key in out)) out[key] = minimalValid(sub, hints, key);
      }
      return out;
    }
  }
}

function minimalString(s: SchemaObject, hints: ValueHints, name: string): string {
  const pattern = patternOf(s);
  const minLength = numberOf(s, 'minLength') ?? 0;
  const real = hints(name).find((v) => !pattern || pattern.test(v));
  if (real !== undefined) return real;
  if (pattern) {
    const [sample] = fc.sample(fc.stringMatching(pattern, { size: 'xsmall' }), { numRuns: 1, seed: 1 });
    if (sample !== undefined) return sample;
  }
  const formatted: Record<string, string> = {
    date: '1990-01-01',
    'date-time': '2030-01-01T00:00:00.000Z',
    email: 'someone@example.test',
    uri: LOOPBACK_URL,
    url: LOOPBACK_URL,
    uuid: '00000000-0000-4000-8000-000000000000',
  };
  if (typeof s.format === 'string' && formatted[s.format]) return formatted[s.format] as string;
  return 'x'.repeat(Math.max(minLength, 1));
}

// ------------------------------------------------------------------ invalid values

/** Values the schema refuses: wrong types, one past each bound, bad formats and patterns. */
export function invalidValue(
  schema: JsonSchema,
  hints: ValueHints = noHints,
  name = '',
): fc.Arbitrary<unknown> {
  const wrong = fc.constantFrom(...wrongTypeValues);
  if (typeof schema === 'boolean') return wrong;
  const s = flattenAllOf(schema);
  const options: fc.Arbitrary<unknown>[] = [wrong, nastyString];
  const kinds = types(s);
  if (Array.isArray(s.enum) && s.enum.length > 0) {
    const first = s.enum[0];
    if (typeof first === 'string')
      options.push(fc.constantFrom(first.toLowerCase(), ` ${first}`, `${first}X`));
  }
  if (kinds.includes('string')) {
    const maxLength = numberOf(s, 'maxLength');
    const minLength = numberOf(s, 'minLength');
    if (maxLength !== undefined)
      options.push(fc.constantFrom('a'.repeat(maxLength + 1), '😀'.repeat(maxLength + 1)));
    if (minLength !== undefined && minLength > 0) options.push(fc.constant('a'.repeat(minLength - 1)));
    if (typeof s.format === 'string') {
      options.push(
        fc.constantFrom(
          '2021-02-30',
          '2021-13-01',
          '0000-00-00',
          '1990-1-1',
          '2030-01-01T25:00:00Z',
          'not-a-date',
          'a@',
          'http//x',
        ),
      );
    }
    // A real id of another kind, or a real value slightly broken.
    const real = hints(name);
    if (real.length > 0) options.push(malformedId(real));
  }
  if (kinds.includes('integer') || kinds.includes('number')) {
    const min = numberOf(s, 'minimum');
    const max = numberOf(s, 'maximum');
    options.push(fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, -(2 ** 53) - 2, '5', '1e3'));
    if (kinds.includes('integer') && !kinds.includes('number')) options.push(fc.constantFrom(0.5, 1.000001));
    if (min !== undefined) options.push(fc.constant(min - 1));
    if (max !== undefined) options.push(fc.constant(max + 1));
  }
  if (kinds.includes('array')) {
    const items = typeof s.items === 'boolean' || isRecord(s.items) ? s.items : true;
    const maxItems = numberOf(s, 'maxItems');
    if (maxItems !== undefined && maxItems < 1_000) {
      options.push(fc.constant(Array.from({ length: maxItems + 1 }, () => minimalValid(items, hints, name))));
    }
    options.push(fc.array(invalidValue(items, hints, name), { minLength: 1, maxLength: 3 }));
  }
  if (kinds.includes('object')) {
    const required = requiredOf(s);
    if (required.length > 0) {
      options.push(
        fc.constantFrom(...required).map((missing) => {
          const value = minimalValid(s, hints, name) as Record<string, unknown>;
          delete value[missing];
          return value;
        }),
      );
    }
    options.push(
      fc.constant({ ...(minimalValid(s, hints, name) as object), unexpectedField: 'x' }),
      // An own "__proto__" property, as JSON.parse makes one: prototype pollution attempts.
      fc.constant(
        JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'),
      ),
    );
  }
  return fc.oneof(...options);
}

/** Real ids broken the ways clients break them: other prefix, no prefix, case, padding. */
export function malformedId(real: readonly string[]): fc.Arbitrary<string> {
  return fc.tuple(fc.constantFrom(...real), fc.nat(9)).map(([id, how]) => {
    const colon = id.indexOf(':');
    const uuid = colon >= 0 ? id.slice(colon + 1) : id;
    switch (how) {
      case 0:
        return `Quote:${uuid}`;
      case 1:
        return uuid;
      case 2:
        return id.toUpperCase();
      case 3:
        return `${id} `;
      case 4:
        return `${id}\n`;
      case 5:
        return id.slice(0, -1);
      case 6:
        return `${id}0`;
      case 7:
        return `${id}${id}`;
      case 8:
        return id.replace(/[0-9a-f]/, 'g');
      default:
        return `${colon >= 0 ? id.slice(0, colon) : 'Customer'}:00000000-0000-0000-0000-000000000000`;
    }
  });
}

// ------------------------------------------------------------------ mixtures

/**
 * Mostly valid values with something wrong somewhere: at the top, or deep inside an object
 * (one property replaced, a required one removed, an unknown one added).
 */
export function fuzzValue(
  schema: JsonSchema,
  hints: ValueHints = noHints,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const valid = validValue(schema, hints, name, depth);
  const invalid = invalidValue(schema, hints, name);
  if (typeof schema === 'boolean' || depth > MAX_DEPTH) return fc.oneof(valid, invalid);
  const s = flattenAllOf(schema);
  const branches = [...schemaList(s.oneOf), ...schemaList(s.anyOf)];
  if (branches.length > 0) {
    return fc.oneof(
      { weight: 2, arbitrary: fc.oneof(...branches.map((b) => fuzzValue(b, hints, name, depth + 1))) },
      { weight: 1, arbitrary: invalid },
    );
  }
  const properties = propertiesOf(s);
  if (!types(s).includes('object') || properties.length === 0) {
    return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: invalid });
  }
  // One property fuzzed (recursively), the others valid.
  const deep = fc
    .constantFrom(...properties)
    .chain(([key, sub]) =>
      fc
        .tuple(valid, fuzzValue(sub, hints, key, depth + 1))
        .map(([object, value]) => ({ ...(isRecord(object) ? object : {}), [key]: value })),
    );
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 4, arbitrary: deep },
    { weight: 1, arbitrary: invalid },
  );
}

// ------------------------------------------------------------------ containment

/** Where generated URLs point: a closed port on this machine. */
export const LOOPBACK_URL = 'http://127.0.0.1:9/';

/**
 * The value with every absolute URL in it pointed at LOOPBACK_URL's host and port (path and
 * query kept). Generated values end up as webhook endpoints the service then calls; tests
 * must never make it reach a host outside this machine.
 */
export function loopbackUrls(value: unknown): unknown {
  if (typeof value === 'string') return loopbackUrl(value);
  if (Array.isArray(value)) return value.map(loopbackUrls);
  // fromEntries keeps an own "__proto__" key an own property, as JSON.parse made it.
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, loopbackUrls(v)]));
  return value;
}

function loopbackUrl(text: string): string {
  if (!/^\s*[a-z][a-z0-9+.-]*:/i.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return text;
  }
  if (url.host === '') return text;
  const target = new URL(LOOPBACK_URL);
  url.protocol = target.protocol;
  url.username = '';
  url.password = '';
  url.host = target.host;
  return url.href;
}
