import type { SwaggerOptions } from '@fastify/swagger';

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
    // Fastify needs a body schema to validate an optional body (routes that take none fill in
    // `{}` first), and the generator then marks every such body required; routes whose body
    // may be left out say so with `x-optional-body` and get `required: false`.
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
      const document = documentObject.openapiObject;
      for (const path of Object.values(document.paths ?? {})) {
        for (const operation of Object.values(path ?? {}) as Record<string, unknown>[]) {
          if (typeof operation !== 'object' || operation === null || !('x-optional-body' in operation))
            continue;
          delete operation['x-optional-body'];
          const body = operation.requestBody as { required?: boolean } | undefined;
          if (body) body.required = false;
        }
      }
      return document;
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
  };
}
