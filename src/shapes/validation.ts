import { createRequire } from 'node:module';
import type { Ajv, ErrorObject, Options, ValidateFunction } from 'ajv';
import type { TSchema } from 'typebox';
import type addFormatsModule from 'ajv-formats';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import type { FieldConstraint, FieldError } from '../errors.js';
import { COUNTRY_FORMAT, isCountryCode } from './countries.js';

// Ajv and ajv-formats are loaded with the first validator that compiles, not at start-up,
// which compiles none; both are CommonJS, so a synchronous require loads them right there.
const require = createRequire(import.meta.url);

/** An Ajv instance with the standard formats and ours. */
function newAjv(options: Options): Ajv {
  const { Ajv: AjvClass } = require('ajv') as { Ajv: typeof Ajv };
  const addFormats = require('ajv-formats') as typeof addFormatsModule.default;
  const ajv = addFormats(new AjvClass(options));
  ajv.addFormat(COUNTRY_FORMAT, { type: 'string', validate: isCountryCode });
  return ajv;
}

const common: Options = {
  allErrors: true, // every invalid field in one response (spec part 7)
  useDefaults: true,
  strict: false,
  discriminator: true,
};

/**
 * One validator compiler per app. Bodies are validated as sent (no type coercion: "5" is not
 * 5); query strings and path parameters arrive as text and are coerced to their declared
 * types. Fields and query parameters a schema does not declare are ignored, not rejected: a
 * client of the real service may send fields of any revision of its contract, or fields only
 * its examples use (docs/decisions/0003-liberal-requests.md). They are removed before the
 * handler runs, so nothing undeclared is stored, and `ignoredFields(request.body)` names them
 * for the debug log. Validators compile when first used unless `compileOnFirstUse` is false
 * (tests turn it off to prove that every route's schemas compile).
 */
export function createValidation(
  sharedSchemas: object[],
  { compileOnFirstUse = true }: { compileOnFirstUse?: boolean } = {},
): FastifySchemaCompiler<FastifySchema> {
  let instances: { bodyAjv: Ajv; textAjv: Ajv } | undefined;
  const ajvs = () => {
    if (instances) return instances;
    const bodyAjv = newAjv({ ...common, coerceTypes: false, removeAdditional: false });
    const textAjv = newAjv({ ...common, coerceTypes: 'array', removeAdditional: false });
    for (const schema of sharedSchemas) {
      bodyAjv.addSchema(schema);
      textAjv.addSchema(schema);
    }
    instances = { bodyAjv, textAjv };
    return instances;
  };
  return ({ schema, httpPart }) => {
    const compile = () => {
      const { bodyAjv, textAjv } = ajvs();
      const validate = (httpPart === 'body' ? bodyAjv : textAjv).compile(schema as object);
      const lists = httpPart === 'querystring' ? arrayParameters(schema) : [];
      return refusingUnstorableText(ignoringUndeclaredFields(validate, lists));
    };
    return compileOnFirstUse ? compiledOnFirstUse(compile) : compile();
  };
}

/**
 * A validator that compiles itself when first used. Compiling every route's schemas with Ajv
 * at start-up costs seconds, and most routes of a process are never called. Fastify reads
 * `schemaEnv` (to hand Ajv the parent object) and `errors` off the function, so both are
 * read through to the compiled validator.
 */
function compiledOnFirstUse(compile: () => ValidateFunction): ValidateFunction {
  let compiled: ValidateFunction | undefined;
  const get = () => (compiled ??= compile());
  const validate = ((data: unknown, dataCtx?: Parameters<ValidateFunction>[1]) =>
    get()(data, dataCtx)) as ValidateFunction;
  return Object.defineProperties(validate, {
    errors: { get: () => get().errors },
    schema: { get: () => get().schema },
    schemaEnv: { get: () => get().schemaEnv },
  });
}

const ignored = new WeakMap<object, string[]>();

/** The undeclared fields validation removed from `part` (dot paths), if any. */
export const ignoredFields = (part: unknown): string[] | undefined =>
  typeof part === 'object' && part !== null ? ignored.get(part) : undefined;

/**
 * The query parameters a schema declares as arrays. Clients send them repeated (`?a=X&a=Y`)
 * or comma-joined (`?a=X,Y`, the real service's generated clients do this); both mean [X, Y].
 */
function arrayParameters(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> }).properties ?? {};
  return Object.entries(properties)
    .filter(([, property]) => property.type === 'array')
    .map(([name]) => name);
}

function splitCommaLists(data: unknown, lists: string[]): void {
  if (lists.length === 0 || typeof data !== 'object' || data === null) return;
  const query = data as Record<string, unknown>;
  for (const name of lists) {
    const value = query[name];
    const values = Array.isArray(value) ? value : typeof value === 'string' ? [value] : undefined;
    if (values?.some((v) => typeof v === 'string' && v.includes(','))) {
      query[name] = values.flatMap((v) =>
        typeof v === 'string' ? v.split(',').filter((s) => s !== '') : [v],
      );
    }
  }
}

/**
 * Validates with the schema's `additionalProperties: false` in force, then treats those
 * errors alone as "ignore this field": the field is deleted from the data, and the data is
 * valid when nothing else was wrong. Request unions are discriminated `oneOf`s (Ajv checks only
 * the branch the tag names), so an "additional" property is always one no branch declares.
 */
function ignoringUndeclaredFields(validate: ValidateFunction, lists: string[]): ValidateFunction {
  const wrapped = ((data: unknown, dataCtx?: Parameters<ValidateFunction>[1]) => {
    splitCommaLists(data, lists);
    if (validate(data, dataCtx)) {
      wrapped.errors = null;
      return true;
    }
    const errors = validate.errors ?? [];
    const undeclared = errors.filter((e) => e.keyword === 'additionalProperties');
    const removed: string[] = [];
    for (const error of undeclared) {
      const name = (error.params as { additionalProperty?: unknown }).additionalProperty;
      const owner = valueAt(data, error.instancePath);
      if (typeof name === 'string' && typeof owner === 'object' && owner !== null) {
        delete (owner as Record<string, unknown>)[name];
        removed.push(toFieldErrors([error], undefined)[0]?.field ?? name);
      }
    }
    if (removed.length > 0 && typeof data === 'object' && data !== null) ignored.set(data, removed);
    // Union summaries ("must match exactly one schema") only restate the branch errors.
    const rest = errors.filter(
      (e) => e.keyword !== 'additionalProperties' && e.keyword !== 'oneOf' && e.keyword !== 'anyOf',
    );
    if (rest.length === 0 && removed.length > 0 && validate(data, dataCtx)) {
      wrapped.errors = null;
      return true;
    }
    wrapped.errors = rest.length > 0 ? rest : errors;
    return false;
  }) as ValidateFunction;
  return Object.assign(wrapped, { schema: validate.schema, schemaEnv: validate.schemaEnv });
}

function valueAt(data: unknown, pointer: string): unknown {
  let current = data;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * Why PostgreSQL cannot store a string: text and jsonb cannot hold U+0000, and jsonb refuses
 * the `\uD800`-style escape of an unpaired surrogate (JSON.stringify writes one for it).
 */
function unstorable(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain the NUL character (U+0000)';
  if (/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text)) {
    return 'must be valid Unicode (no unpaired surrogate code points)';
  }
  return undefined;
}

/**
 * Text the database cannot store would fail there as a 500; it is a field error like any
 * other instead, for every string and object key of the validated part. Wraps the compiled
 * validator, keeping what fastify reads from it (`errors`, `schemaEnv`).
 */
function refusingUnstorableText(validate: ValidateFunction): ValidateFunction {
  const wrapped = ((data: unknown, dataCtx?: Parameters<ValidateFunction>[1]) => {
    const valid = validate(data, dataCtx);
    const problems = unstorableTexts(data);
    if (valid && problems.length === 0) {
      wrapped.errors = null;
      return true;
    }
    const errors: ErrorObject[] = valid ? [] : [...(validate.errors ?? [])];
    for (const { instancePath, message } of problems) {
      errors.push({ keyword: 'unstorable', instancePath, schemaPath: '#', params: {}, message });
    }
    wrapped.errors = errors;
    return false;
  }) as ValidateFunction;
  return Object.assign(wrapped, { schema: validate.schema, schemaEnv: validate.schemaEnv });
}

/**
 * Whether any string or key of `data` is one the database cannot store: the walk every request
 * takes, without the JSON pointers `unstorableTexts` builds, and sorts, for the rare one that has some.
 */
function holdsUnstorableText(data: unknown): boolean {
  const pending: unknown[] = [data];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (unstorable(value) !== undefined) return true;
    } else if (typeof value === 'object' && value !== null) {
      for (const key in value) {
        if (!Object.hasOwn(value, key)) continue;
        if (unstorable(key) !== undefined) return true;
        pending.push((value as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/**
 * The strings and keys of `data` the database cannot store, as JSON pointers. Iterative: a
 * body may nest arrays thousands deep, and recursion would overflow the stack on it.
 */
function unstorableTexts(data: unknown): { instancePath: string; message: string }[] {
  if (!holdsUnstorableText(data)) return [];
  const out: { instancePath: string; message: string }[] = [];
  const pending: [unknown, string][] = [[data, '']];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      const message = unstorable(value);
      if (message) out.push({ instancePath: path, message });
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        const childPath = `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        const message = unstorable(key);
        if (message) out.push({ instancePath: childPath, message });
        else pending.push([child, childPath]);
      }
    }
  }
  return out.sort((a, b) => a.instancePath.localeCompare(b.instancePath));
}

type Validation = Pick<ErrorObject, 'keyword' | 'instancePath' | 'params' | 'message' | 'schemaPath'>;

/** Turns Ajv's errors into the spec's FieldError list: one entry per field, dot paths. */
export function toFieldErrors(errors: Validation[], context: string | undefined): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const error of errors) {
    // anyOf/oneOf report a summary next to the branch errors; the branches say more.
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf' || error.keyword === 'if') continue;
    const field = fieldOf(error, context);
    const constraint = constraintOf(error);
    const message = messageOf(error);
    const existing = byField.get(field);
    if (existing) {
      if (!existing.message.includes(message)) existing.message = `${existing.message}; ${message}`;
      if (constraint) existing.constraint = { ...existing.constraint, ...constraint };
    } else {
      byField.set(field, { field, message, ...(constraint ? { constraint } : {}) });
    }
  }
  return [...byField.values()];
}

function fieldOf(error: Validation, context: string | undefined): string {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
    segments.push(params.missingProperty);
  } else if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    segments.push(params.additionalProperty);
  } else if (error.keyword === 'discriminator' && typeof params.tag === 'string') {
    segments.push(params.tag);
  }
  let path = '';
  for (const segment of segments) {
    path += /^\d+$/.test(segment) ? `[${segment}]` : path === '' ? segment : `.${segment}`;
  }
  if (path !== '') return path;
  return context === 'body' || context === undefined ? 'body' : context;
}

function constraintOf(error: Validation): FieldConstraint | undefined {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'format':
      return { format: String(params.format) };
    case 'pattern':
      return { pattern: String(params.pattern) };
    case 'enum':
      return { enum: (params.allowedValues as unknown[]).map(String) };
    case 'const':
      return { enum: [String(params.allowedValue)] };
    case 'minLength':
      return { minLength: Number(params.limit) };
    case 'maxLength':
      return { maxLength: Number(params.limit) };
    default:
      return undefined;
  }
}

function messageOf(error: Validation): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not a recognised field';
    case 'discriminator':
      return params.error === 'mapping' ? 'is not one of the allowed values' : 'is required';
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).map((v) => (v === null ? 'null' : String(v))).join(', ')}`;
    case 'format':
      return params.format === COUNTRY_FORMAT
        ? 'must be an ISO 3166-1 alpha-2 country code'
        : `must be a valid ${String(params.format)}`;
    default:
      return error.message ?? 'is invalid';
  }
}

/**
 * Checks a value against `schema` exactly as a request body is checked (same options, same
 * error shape), for values that arrive another way: multipart form fields, CSV rows. The
 * invalid fields, none when the value is valid; undeclared fields are removed from it.
 */
export function bodyValidator(schema: TSchema): (value: unknown) => FieldError[] {
  let validate: ValidateFunction | undefined;
  return (value) => {
    validate ??= refusingUnstorableText(ignoringUndeclaredFields(standaloneBodyAjv().compile(schema), []));
    return validate(value) === true ? [] : toFieldErrors(validate.errors ?? [], 'body');
  };
}

let standalone: Ajv | undefined;
const standaloneBodyAjv = (): Ajv =>
  (standalone ??= newAjv({ ...common, coerceTypes: false, removeAdditional: false }));
