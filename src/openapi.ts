import type { SwaggerOptions } from '@fastify/swagger';
import { isOptionalBody } from './http/query.js';
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
    // The server ignores request fields it does not declare (docs/decisions/0003), so the
    // document must not promise that it rejects them; a body none of whose fields is required
    // may be left out (app.ts reads it as `{}`). The webhooks section is built from the
    // finished document, so its payloads refer to what the operations declare.
    transformObject: (document) =>
      'openapiObject' in document
        ? documentWebhooks(
            withOptionalBodies(withoutClosedObjects(structuredClone(document.openapiObject))),
            prefix,
          )
        : withoutClosedObjects(structuredClone(document.swaggerObject)),
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
  };
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

interface Operation {
  'x-optional-body'?: unknown;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: unknown }> };
}

/**
 * Marks request bodies that the server lets clients leave out as not required: bodies none of
 * whose fields is required (app.ts reads a missing one as `{}`), and routes marked
 * `x-optional-body` (the swagger plugin marks every declared body required).
 */
function withOptionalBodies<T>(document: T): T {
  const paths = (document as { paths?: Record<string, Record<string, Operation>> }).paths;
  for (const operations of Object.values(paths ?? {})) {
    for (const operation of Object.values(operations)) {
      if (typeof operation !== 'object' || operation === null) continue;
      const marked = 'x-optional-body' in operation;
      delete operation['x-optional-body'];
      const body = operation.requestBody;
      const json = body?.content?.['application/json']?.schema;
      if (body && (marked || (json !== undefined && isOptionalBody(json)))) body.required = false;
    }
  }
  return document;
}
