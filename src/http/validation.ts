import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import type { FieldConstraint, FieldError } from '../errors.js';
import { COUNTRY_FORMAT, isCountryCode } from './countries.js';

// ajv-formats is CommonJS; under NodeNext its default export arrives wrapped.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

const common: Options = {
  allErrors: true, // every invalid field in one response (spec part 7)
  useDefaults: true,
  strict: false,
  discriminator: true,
};

/**
 * One validator compiler per app. Bodies are validated as sent: no type coercion ("5" is
 * not 5) and no silent removal of unknown properties: schemas say
 * `additionalProperties: false` and an unknown field is an error the client sees
 * (docs/decisions/0003-strict-request-bodies.md). Query strings and path parameters arrive
 * as text and are coerced to their declared types.
 */
export function createValidation(sharedSchemas: object[]): FastifySchemaCompiler<FastifySchema> {
  const bodyAjv = addFormats(new Ajv({ ...common, coerceTypes: false, removeAdditional: false }));
  const textAjv = addFormats(new Ajv({ ...common, coerceTypes: 'array', removeAdditional: false }));
  for (const ajv of [bodyAjv, textAjv])
    ajv.addFormat(COUNTRY_FORMAT, { type: 'string', validate: isCountryCode });
  for (const schema of sharedSchemas) {
    bodyAjv.addSchema(schema);
    textAjv.addSchema(schema);
  }
  return ({ schema, httpPart }) =>
    refusingUnstorableText((httpPart === 'body' ? bodyAjv : textAjv).compile(schema as object));
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
 * The strings and keys of `data` the database cannot store, as JSON pointers. Iterative: a
 * body may nest arrays thousands deep, and recursion would overflow the stack on it.
 */
function unstorableTexts(data: unknown): { instancePath: string; message: string }[] {
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
      return `must be one of ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'format':
      return params.format === COUNTRY_FORMAT
        ? 'must be an ISO 3166-1 alpha-2 country code'
        : `must be a valid ${String(params.format)}`;
    default:
      return error.message ?? 'is invalid';
  }
}
