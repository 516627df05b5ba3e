import type { PageRequest, SortOrder } from '../db/pagination.js';

export const DEFAULT_PAGE_SIZE = 20;

/** The page a list request asks for (`limit` defaults to 20; schemas cap it at 100). */
export function pageRequest(query: { limit?: number; cursor?: string; sortOrder?: SortOrder }): PageRequest {
  return { limit: query.limit ?? DEFAULT_PAGE_SIZE, cursor: query.cursor, sortOrder: query.sortOrder };
}

export const toDate = (value: string | undefined): Date | undefined =>
  value === undefined ? undefined : new Date(value);

/** The `DateRangeQuery` filters of a list (spec 2.1), as dates. */
export const dateRangeOf = (query: {
  createdAfter?: string;
  createdBefore?: string;
  updatedAfter?: string;
  updatedBefore?: string;
}) => ({
  createdAfter: toDate(query.createdAfter),
  createdBefore: toDate(query.createdBefore),
  updatedAfter: toDate(query.updatedAfter),
  updatedBefore: toDate(query.updatedBefore),
});

/** preValidation for routes whose JSON body is optional: no body validates as `{}`. */
export async function bodyDefaultsToEmptyObject(request: { body: unknown }): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}

/**
 * Whether a body schema can be left out: an object none of whose fields is required. Such
 * bodies are optional everywhere (a missing body is `{}`) and documented as optional.
 */
export function isOptionalBody(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  const s = schema as {
    type?: unknown;
    required?: unknown;
    oneOf?: unknown;
    anyOf?: unknown;
    $ref?: unknown;
  };
  if (s.type !== 'object' || s.oneOf !== undefined || s.anyOf !== undefined || s.$ref !== undefined)
    return false;
  return !Array.isArray(s.required) || s.required.length === 0;
}

/** Scheme and host the client used, for links back to this service (hosted pages). */
export const originOf = (request: { protocol: string; host: string }): string =>
  `${request.protocol}://${request.host}`;
