import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { isRecord, type JsonSchema, type Operation } from './oas-operations.js';
import type { RawResponse } from './raw-http.js';

// ajv-formats is CommonJS; under NodeNext its default export arrives wrapped.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

/**
 * Problems of an answer against the spec's rules for any endpoint: never a 5xx; every
 * non-2xx body is `{status, code, message, details?}` (part 7) with `status` equal to the
 * HTTP status, served as JSON. Empty list: the answer is fine.
 */
export function errorShapeProblems(response: RawResponse): string[] {
  const problems: string[] = [];
  if (response.status >= 500) problems.push(`server error ${response.status}`);
  if (response.status < 300) return problems;
  const type = String(response.headers['content-type'] ?? '');
  if (!/^application\/json\b/.test(type)) problems.push(`error content-type is ${type || 'missing'}`);
  const body = response.json;
  if (!isRecord(body)) return [...problems, 'error body is not a JSON object'];
  if (body.status !== response.status)
    problems.push(`body status ${String(body.status)} is not the HTTP status`);
  if (typeof body.code !== 'string' || body.code === '')
    problems.push('error code is not a non-empty string');
  if (typeof body.message !== 'string') problems.push('error message is not a string');
  if ('details' in body && !isRecord(body.details)) problems.push('error details is not an object');
  const extra = Object.keys(body).filter((k) => !['status', 'code', 'message', 'details'].includes(k));
  if (extra.length > 0) problems.push(`error body has fields outside part 7: ${extra.join(', ')}`);
  return problems;
}

/** Validates bodies against documented schemas (success responses, and bodies the tests build). */
export class ResponseSchemas {
  private readonly ajv = addFormats(new Ajv({ strict: false, allErrors: true, logger: false }));
  private readonly compiled = new Map<string, ValidateFunction>();

  /** Problems of a 2xx answer: undocumented status, missing or non-conforming body. */
  successProblems(operation: Operation, response: RawResponse): string[] {
    if (response.status < 200 || response.status >= 300) return [];
    if (!operation.responses.has(response.status)) return [`status ${response.status} is not documented`];
    const schema = operation.responses.get(response.status);
    if (operation.eventStreams.has(response.status)) {
      const type = String(response.headers['content-type'] ?? '');
      return type.startsWith('text/event-stream')
        ? []
        : [`content-type is ${type || 'missing'}, not an event stream`];
    }
    if (schema === undefined) {
      return response.text === '' ? [] : [`status ${response.status} is documented without a body`];
    }
    const type = String(response.headers['content-type'] ?? '');
    if (!/^application\/json\b/.test(type)) return [`content-type is ${type || 'missing'}, not JSON`];
    return this.problems(`${operation.key} ${response.status}`, schema, response.json);
  }

  /** Why `value` does not match `schema` (compiled once per `key`); empty when it does. */
  problems(key: string, schema: JsonSchema, value: unknown): string[] {
    const validate = this.validator(key, schema);
    if (validate(value)) return [];
    return (validate.errors ?? []).slice(0, 5).map((e) => `body${e.instancePath} ${e.message ?? e.keyword}`);
  }

  private validator(key: string, schema: JsonSchema): ValidateFunction {
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(schema);
      this.compiled.set(key, validate);
    }
    return validate;
  }
}
