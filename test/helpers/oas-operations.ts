/**
 * The operations of the live OpenAPI document, flattened for tests that must cover every
 * endpoint without a hand-written list: a route added to the service shows up here (and in
 * every test driven by it) without touching the tests.
 */

/** A JSON Schema as found in the document (`true`/`false` are schemas too). */
export type JsonSchema = boolean | SchemaObject;
export type SchemaObject = { readonly [keyword: string]: unknown };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export interface OperationParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** `POST /customers/{customerId}/kyc-link`: method and path without the version prefix. */
  key: string;
  operationId: string | undefined;
  method: HttpMethod;
  /** Path template as in the document, version prefix included. */
  path: string;
  /** The same without the version prefix, as the spec writes paths. */
  route: string;
  pathParams: OperationParameter[];
  queryParams: OperationParameter[];
  headerParams: OperationParameter[];
  /** Documented request body: schema per content type, refs resolved. */
  requestBody: { required: boolean; content: ReadonlyMap<string, JsonSchema> } | undefined;
  /** Documented responses: JSON schema per status (undefined: documented without a body). */
  responses: ReadonlyMap<number, JsonSchema | undefined>;
  /** Statuses documented as a stream of server-sent events (text/event-stream). */
  eventStreams: ReadonlySet<number>;
  /** Called with an agent's Bearer token (security AgentAuth), not platform credentials. */
  agentAuth: boolean;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, unknown>;
  components?: { schemas?: Record<string, unknown> };
}

const VERSION_PREFIX = '/2025-10-13';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The document the running service serves (so routes registered today count). */
export async function fetchOpenApiDocument(origin: string): Promise<OpenApiDocument> {
  const response = await fetch(`${origin}${VERSION_PREFIX}/openapi.json`);
  if (response.status !== 200) throw new Error(`GET openapi.json answered ${response.status}`);
  const document: unknown = await response.json();
  if (!isRecord(document) || typeof document.openapi !== 'string' || !isRecord(document.paths)) {
    throw new Error('openapi.json is not an OpenAPI document');
  }
  return document as unknown as OpenApiDocument;
}

/**
 * Inlines every local `$ref` (`#/components/...`). `$id`s are dropped on the way: an inlined
 * component would otherwise declare the same id twice in one schema, which Ajv refuses. A
 * cyclic reference becomes `true` (anything), which only weakens the check at that depth.
 */
export function resolveRefs(node: unknown, document: OpenApiDocument, seen: readonly string[] = []): unknown {
  if (Array.isArray(node)) return node.map((item) => resolveRefs(item, document, seen));
  if (!isRecord(node)) return node;
  const ref = node.$ref;
  if (typeof ref === 'string') {
    if (seen.includes(ref)) return true;
    const target = lookupPointer(document, ref);
    const { $ref: _ref, ...siblings } = node;
    const resolved = resolveRefs(target, document, [...seen, ref]);
    return Object.keys(siblings).length > 0 && isRecord(resolved)
      ? { ...resolved, ...(resolveRefs(siblings, document, seen) as Record<string, unknown>) }
      : resolved;
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$id') continue;
    out[key] = resolveRefs(value, document, seen);
  }
  return out;
}

function lookupPointer(document: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported, got ${ref}`);
  let node: unknown = document;
  for (const raw of ref.slice(2).split('/')) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isRecord(node) || !(segment in node)) throw new Error(`Unresolvable $ref ${ref}`);
    node = node[segment];
  }
  return node;
}

function asSchema(value: unknown, where: string): JsonSchema {
  if (typeof value === 'boolean' || isRecord(value)) return value;
  throw new Error(`${where}: not a JSON schema`);
}

/** Names in a path template, in order: `/a/{x}/b/{y}` -> [x, y]. */
function templateNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
}

/**
 * Every operation of the document. Throws on anything a test could not exercise faithfully
 * (a path parameter the template lacks, a parameter location other than path/query/header),
 * so that a new kind of endpoint fails loudly instead of being skipped.
 */
export function listOperations(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, pathItem] of Object.entries(document.paths)) {
    if (!isRecord(pathItem)) continue;
    const shared = Array.isArray(pathItem.parameters) ? pathItem.parameters : [];
    for (const [methodName, raw] of Object.entries(pathItem)) {
      const method = methodName.toUpperCase() as HttpMethod;
      if (!METHODS.includes(method)) {
        if (['parameters', 'summary', 'description', 'servers'].includes(methodName)) continue;
        throw new Error(`${methodName.toUpperCase()} ${path}: method not supported by the test helpers`);
      }
      if (!isRecord(raw)) continue;
      const route = path.startsWith(VERSION_PREFIX) ? path.slice(VERSION_PREFIX.length) : path;
      const key = `${method} ${route}`;
      const params = [...shared, ...(Array.isArray(raw.parameters) ? raw.parameters : [])].map((p) =>
        toParameter(resolveRefs(p, document), key),
      );
      const pathParams = params.filter((p) => p.in === 'path');
      const names = templateNames(path);
      const declared = pathParams.map((p) => p.name);
      if ([...names].sort().join() !== [...declared].sort().join()) {
        throw new Error(`${key}: path template names ${names.join()} but declares ${declared.join()}`);
      }
      operations.push({
        key,
        operationId: typeof raw.operationId === 'string' ? raw.operationId : undefined,
        method,
        path,
        route,
        pathParams: names.map((n) => pathParams.find((p) => p.name === n) as OperationParameter),
        queryParams: params.filter((p) => p.in === 'query'),
        headerParams: params.filter((p) => p.in === 'header'),
        requestBody: toRequestBody(raw.requestBody, document, key),
        responses: toResponses(raw.responses, document, key),
        eventStreams: eventStreamStatuses(raw.responses),
        agentAuth: Array.isArray(raw.security) && raw.security.some((r) => isRecord(r) && 'AgentAuth' in r),
      });
    }
  }
  return operations;
}

function toParameter(raw: unknown, key: string): OperationParameter {
  if (!isRecord(raw) || typeof raw.name !== 'string') throw new Error(`${key}: malformed parameter`);
  const location = raw.in;
  if (location !== 'path' && location !== 'query' && location !== 'header') {
    throw new Error(
      `${key}: parameter ${raw.name} in ${String(location)} is not supported by the test helpers`,
    );
  }
  return {
    name: raw.name,
    in: location,
    required: raw.required === true || location === 'path',
    schema: raw.schema === undefined ? true : asSchema(raw.schema, `${key} ${raw.name}`),
  };
}

function toRequestBody(raw: unknown, document: OpenApiDocument, key: string): Operation['requestBody'] {
  if (raw === undefined) return undefined;
  const body = resolveRefs(raw, document);
  if (!isRecord(body) || !isRecord(body.content)) throw new Error(`${key}: malformed requestBody`);
  const content = new Map<string, JsonSchema>();
  for (const [type, media] of Object.entries(body.content)) {
    content.set(type, isRecord(media) && media.schema !== undefined ? asSchema(media.schema, key) : true);
  }
  return { required: body.required === true, content };
}

function toResponses(
  raw: unknown,
  document: OpenApiDocument,
  key: string,
): Map<number, JsonSchema | undefined> {
  const responses = new Map<number, JsonSchema | undefined>();
  if (!isRecord(raw)) throw new Error(`${key}: no responses documented`);
  for (const [status, response] of Object.entries(raw)) {
    // `default` or `4XX` would hide which statuses an operation answers; none are used today.
    if (!/^\d{3}$/.test(status)) throw new Error(`${key}: response key ${status} is not supported`);
    const resolved = resolveRefs(response, document);
    const json =
      isRecord(resolved) && isRecord(resolved.content) ? resolved.content['application/json'] : undefined;
    responses.set(Number(status), isRecord(json) ? asSchema(json.schema ?? true, key) : undefined);
  }
  return responses;
}

function eventStreamStatuses(raw: unknown): Set<number> {
  const statuses = new Set<number>();
  if (!isRecord(raw)) return statuses;
  for (const [status, response] of Object.entries(raw)) {
    if (isRecord(response) && isRecord(response.content) && 'text/event-stream' in response.content) {
      statuses.add(Number(status));
    }
  }
  return statuses;
}

/** Fills a path template; values are inserted as given (callers encode). */
export function fillPath(operation: Operation, segments: Readonly<Record<string, string>>): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const value = segments[name];
    if (value === undefined) throw new Error(`${operation.key}: no value for path parameter ${name}`);
    return value;
  });
}
