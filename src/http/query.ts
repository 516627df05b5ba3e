import type { PageRequest, SortOrder } from '../db/pagination.js';

export const DEFAULT_PAGE_SIZE = 20;

/** The page a list request asks for (`limit` defaults to 20; schemas cap it at 100). */
export function pageRequest(query: { limit?: number; cursor?: string; sortOrder?: SortOrder }): PageRequest {
  return { limit: query.limit ?? DEFAULT_PAGE_SIZE, cursor: query.cursor, sortOrder: query.sortOrder };
}

export const toDate = (value: string | undefined): Date | undefined =>
  value === undefined ? undefined : new Date(value);

/** preValidation for routes whose JSON body is optional: no body validates as `{}`. */
export async function bodyDefaultsToEmptyObject(request: { body: unknown }): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}

/** Scheme and host the client used, for links back to this service (hosted pages). */
export const originOf = (request: { protocol: string; host: string }): string =>
  `${request.protocol}://${request.host}`;
