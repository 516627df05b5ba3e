import { PDF } from './documents.js';
import {
  fetchOpenApiDocument,
  fillPath,
  isRecord,
  type JsonSchema,
  listOperations,
  type Operation,
} from './oas-operations.js';
import {
  basicAuth,
  encodeMultipart,
  type FormPart,
  type RawRequest,
  type RawResponse,
  sendRaw,
} from './raw-http.js';
import { errorShapeProblems, ResponseSchemas } from './response-checks.js';
import { minimalValid, type ValueHints } from './schema-arbitraries.js';
import { startTestService, type TestService } from './service.js';

/**
 * A service for tests that call every operation of the live OpenAPI document and compare
 * stored state around each call, plus the document's operations.
 */
export interface Harness {
  service: TestService;
  /** The service clock when it started: rows it creates are this recent or newer. */
  startedAt: Date;
  operations: Operation[];
  schemas: ResponseSchemas;
}

/**
 * The service clock runs ten years ahead. Nothing runs in this service's background
 * (`runJobs: false`, no webhook deliverer), but on PostgreSQL other test files share the
 * database and their job workers and deliverers take every job and event that is due by the
 * real clock: ours are never due for them, so our stored state stands still between two
 * digests. It also tells our rows from theirs in tables without a platform (see DigestScope).
 */
const CLOCK_AHEAD_MS = 10 * 365 * 24 * 60 * 60 * 1000;

export async function startHarness(): Promise<Harness> {
  const clock = { now: () => new Date(Date.now() + CLOCK_AHEAD_MS) };
  const startedAt = clock.now();
  // No rate limits: a fuzzer's burst, and its share of wrong credentials, are not what these
  // tests are about (limits.test.ts is); a limit would answer 429 before any handler runs.
  const service = await startTestService({
    runJobs: false,
    clock,
    env: { RATE_LIMIT_MAX: '0', AUTH_FAILURE_LIMIT: '0' },
  });
  const operations = listOperations(await fetchOpenApiDocument(service.origin));
  return { service, startedAt, operations, schemas: new ResponseSchemas() };
}

export type CallBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType?: string | undefined }
  | { kind: 'raw'; content: string | Uint8Array; contentType?: string | undefined }
  | { kind: 'multipart'; parts: FormPart[]; boundary: string; contentType?: string | undefined };

export interface Call {
  operation: Operation;
  /** Path parameter -> segment as it goes on the request line (already encoded). */
  segments: Readonly<Record<string, string>>;
  /** Query string without `?`; empty for none. */
  query: string;
  headers: Readonly<Record<string, string>>;
  body: CallBody;
  auth: { clientId: string; clientSecret: string } | null;
}

function toRawRequest(call: Call): RawRequest {
  const headers: Record<string, string> = { ...call.headers };
  if (call.auth) headers.authorization = basicAuth(call.auth.clientId, call.auth.clientSecret);
  let body: Buffer | undefined;
  let contentType: string | undefined;
  switch (call.body.kind) {
    case 'none':
      break;
    case 'json':
      body = Buffer.from(JSON.stringify(call.body.value) ?? 'null', 'utf8');
      contentType = call.body.contentType ?? 'application/json';
      break;
    case 'raw':
      body =
        typeof call.body.content === 'string'
          ? Buffer.from(call.body.content, 'utf8')
          : Buffer.from(call.body.content);
      contentType = call.body.contentType;
      break;
    case 'multipart':
      body = encodeMultipart(call.body.parts, call.body.boundary);
      contentType = call.body.contentType ?? `multipart/form-data; boundary=${call.body.boundary}`;
      break;
  }
  // An explicit header (even an empty one) wins over the body's natural type.
  if (contentType !== undefined && !('content-type' in headers)) headers['content-type'] = contentType;
  const target = fillPath(call.operation, call.segments) + (call.query === '' ? '' : `?${call.query}`);
  return { method: call.operation.method, target, headers, body };
}

export function perform(
  harness: Harness,
  call: Call,
): Promise<{ request: RawRequest; response: RawResponse }> {
  const request = toRawRequest(call);
  return sendRaw(harness.service.origin, request).then((response) => ({ request, response }));
}

/** Everything wrong with an answer by the rules that hold for every endpoint (see response-checks). */
export function responseProblems(harness: Harness, operation: Operation, response: RawResponse): string[] {
  return [...errorShapeProblems(response), ...harness.schemas.successProblems(operation, response)];
}

const clip = (text: string, max = 600) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

/** A request and its answer, short enough for a failure message. */
export function describeExchange(request: RawRequest, response: RawResponse): string {
  const headers = Object.entries(request.headers)
    .filter(([name]) => name !== 'authorization')
    .map(([name, value]) => `${name}: ${clip(value, 120)}`);
  const body = request.body ? clip(request.body.toString('utf8')) : '(no body)';
  return [
    `${request.method} ${clip(request.target, 300)}`,
    ...headers,
    body,
    `=> ${response.status} ${clip(response.text)}`,
  ].join('\n  ');
}

/** The media types a request body of the operation may have, JSON first. */
export function bodyMediaTypes(operation: Operation): string[] {
  return [...(operation.requestBody?.content.keys() ?? [])].sort((a, b) =>
    a === 'application/json' ? -1 : b === 'application/json' ? 1 : 0,
  );
}

/** Media types this harness can build bodies for; anything else makes the tests fail. */
export const SUPPORTED_MEDIA_TYPES = ['application/json', 'multipart/form-data'];

/** The parts of a form its schema accepts: required text fields, and a PDF for binary fields. */
function validFormParts(schema: JsonSchema, hints: ValueHints): FormPart[] {
  if (!isRecord(schema) || !isRecord(schema.properties)) return [];
  const required = Array.isArray(schema.required) ? schema.required : [];
  const parts: FormPart[] = [];
  for (const [name, property] of Object.entries(schema.properties)) {
    if (!isRecord(property)) continue;
    const binary = property.format === 'binary';
    if (binary) {
      parts.push({ name, filename: 'document.pdf', contentType: 'application/pdf', content: PDF });
    } else if (required.includes(name)) {
      const value = minimalValid(property, hints, name);
      parts.push({ name, content: typeof value === 'string' ? value : JSON.stringify(value) });
    }
  }
  return parts;
}

/** A JSON body the operation's schema accepts (names the world knows get real values). */
export function validBody(operation: Operation, hints: ValueHints): CallBody {
  const media = bodyMediaTypes(operation)[0];
  const schema = media === undefined ? undefined : operation.requestBody?.content.get(media);
  if (media === undefined || schema === undefined) return { kind: 'none' };
  if (media === 'multipart/form-data') {
    return { kind: 'multipart', parts: validFormParts(schema, hints), boundary: 'harness-boundary' };
  }
  const value = minimalValid(schema, hints);
  // A body the generator cannot make valid would test validation instead of the endpoint.
  const problems = harnessSchemas.problems(`${operation.key} request`, schema, value);
  if (problems.length > 0) {
    throw new Error(
      `${operation.key}: no valid request body could be built (${problems.join('; ')}): ${JSON.stringify(value)}`,
    );
  }
  return { kind: 'json', value };
}

const harnessSchemas = new ResponseSchemas();
