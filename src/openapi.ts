import type { SwaggerOptions } from '@fastify/swagger';
import { SIGNATURE_HEADER } from './modules/webhooks/deliverer.js';
import { documentWebhooks } from './modules/webhooks/openapi.js';

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
          WebhookSignature: {
            type: 'apiKey',
            in: 'header',
            name: SIGNATURE_HEADER,
            description:
              'Sent by the service on every webhook (not accepted on requests): base64 of a DER ECDSA P-256 ' +
              'signature over SHA-256 of the exact body, verified with `webhookSigningPublicKey` of GET /config',
          },
        },
      },
      security: [{ BasicAuth: [] }],
    },
    transformObject: (documents) =>
      'openapiObject' in documents
        ? documentWebhooks(documents.openapiObject, prefix)
        : documents.swaggerObject,
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
  };
}
