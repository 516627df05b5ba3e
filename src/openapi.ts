import type { SwaggerOptions } from '@fastify/swagger';

interface OptionalBodyOperation {
  'x-optional-body'?: unknown;
  requestBody?: { required?: boolean };
}

/** Document-level settings of the generated OpenAPI 3.1 document; paths come from route schemas. */
export function openApiDocumentation(prefix: string): SwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Payments Service API',
        version: prefix.slice(1),
        description:
          'Self-hostable implementation of the Payments Service API with a sandbox that simulates banks, ' +
          'card issuing, KYC, UMA counterparties and FX. Every error body is `{status, code, message, details?}`.',
      },
      servers: [{ url: '/' }],
      tags: [
        {
          name: 'Same-Currency Transfers',
          description:
            'Deprecated: use the quote endpoints, which also serve same-currency transfers. (Quote creation, ' +
            'for its part, directs same-currency moves here; both statements are part of the interface.)',
        },
      ],
      components: {
        securitySchemes: {
          BasicAuth: { type: 'http', scheme: 'basic', description: 'API token client id and client secret' },
          AgentAuth: { type: 'http', scheme: 'bearer', description: 'Agent access token from a device code' },
        },
      },
      security: [{ BasicAuth: [] }],
    },
    // The server ignores request fields it does not declare (docs/decisions/0003), so the
    // document must not promise that it rejects them. Routes whose JSON body may be left out
    // (execute, retry...) say so with `'x-optional-body': true`; the plugin marks every body
    // required.
    transformObject: (document) =>
      withOptionalBodies(
        withoutClosedObjects(
          structuredClone('openapiObject' in document ? document.openapiObject : document.swaggerObject),
        ),
      ),
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
  };
}

function withOptionalBodies<T>(document: T): T {
  const paths = (document as { paths?: Record<string, Record<string, OptionalBodyOperation>> }).paths;
  for (const operations of Object.values(paths ?? {})) {
    for (const operation of Object.values(operations)) {
      if (operation['x-optional-body'] !== true) continue;
      delete operation['x-optional-body'];
      if (operation.requestBody) operation.requestBody.required = false;
    }
  }
  return document;
}

/** Drops every `additionalProperties: false`: undeclared fields are ignored, not refused. */
function withoutClosedObjects<T>(node: T): T {
  const pending: unknown[] = [node];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (Array.isArray(next)) pending.push(...(next as unknown[]));
    else if (typeof next === 'object' && next !== null) {
      const object = next as Record<string, unknown>;
      if (object.additionalProperties === false) delete object.additionalProperties;
      pending.push(...Object.values(object));
    }
  }
  return node;
}
