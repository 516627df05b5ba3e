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
    // Routes whose JSON body may be left out (execute, retry, approve...) say so with
    // `'x-optional-body': true` in their schema; fastify's plugin marks every body required.
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
      const { openapiObject } = documentObject;
      const paths = (openapiObject as { paths?: Record<string, Record<string, OptionalBodyOperation>> })
        .paths;
      for (const operations of Object.values(paths ?? {})) {
        for (const operation of Object.values(operations)) {
          if (operation['x-optional-body'] !== true) continue;
          delete operation['x-optional-body'];
          if (operation.requestBody) operation.requestBody.required = false;
        }
      }
      return openapiObject;
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
  };
}
