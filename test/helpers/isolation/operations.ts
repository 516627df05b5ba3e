import type { TestService } from '../service.js';

export type JsonSchema = Record<string, unknown>;

/** One operation of the live OpenAPI document, with its schemas' references resolved. */
export interface Operation {
  method: string;
  /** Path without the version prefix, e.g. `/customers/{customerId}`. */
  path: string;
  id: string;
  pathParams: string[];
  query: { name: string; schema: JsonSchema; required: boolean }[];
  body?: { contentType: string; schema: JsonSchema; required: boolean };
}

type Doc = { paths: Record<string, Record<string, Record<string, unknown>>> };

/** Every operation the running service documents (so new routes are picked up by themselves). */
export async function operationsOf(service: TestService): Promise<Operation[]> {
  const response = await service.request<Doc>('GET', '/2025-10-13/openapi.json', { auth: null });
  const operations: Operation[] = [];
  for (const [fullPath, item] of Object.entries(response.body.paths)) {
    const path = fullPath.replace(/^\/2025-10-13/, '');
    for (const [method, raw] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const op = raw as {
        parameters?: { in: string; name: string; schema?: JsonSchema; required?: boolean }[];
        requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
      };
      const content = Object.entries(op.requestBody?.content ?? {})[0];
      operations.push({
        method: method.toUpperCase(),
        path,
        id: `${method.toUpperCase()} ${path}`,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string),
        query: (op.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required === true })),
        ...(content
          ? {
              body: {
                contentType: content[0],
                schema: content[1].schema ?? {},
                required: op.requestBody?.required === true,
              },
            }
          : {}),
      });
    }
  }
  return operations;
}

/** `path` with every parameter replaced by `value(name)`, URL-encoded. */
export function fillPath(path: string, value: (name: string) => string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(value(name)));
}
