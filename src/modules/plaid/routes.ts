import { Type } from 'typebox';
import { originOf } from '../../http/query.js';
import { authOf } from '../../http/route-config.js';
import { errorResponses, Timestamp } from '../../http/schemas.js';
import { ExternalAccountObject, externalAccountInfoVariant } from '../external-accounts/index.js';
import { createLinkToken, submitPublicToken } from './service.js';
import { routePlugin } from '../../http/declared-routes.js';

const tags = ['Plaid'];

const LinkTokenBody = Type.Object(
  {
    customerId: Type.String({
      minLength: 1,
      maxLength: 128,
      description: 'Customer:<uuid> whose bank is linked',
    }),
  },
  { additionalProperties: false },
);
const LinkTokenResponse = Type.Object({
  linkToken: Type.String({ description: 'Open Plaid Link with it; single use' }),
  expiration: Timestamp,
  callbackUrl: Type.String({ description: 'Where the public token from Link goes (POST)' }),
  requestId: Type.Optional(Type.String({ description: 'The X-Request-Id of this request' })),
});
const CallbackParams = Type.Object({
  plaid_link_token: Type.String({ minLength: 1, maxLength: 200, description: 'The linkToken' }),
});
const CallbackBody = Type.Object(
  {
    publicToken: Type.String({
      minLength: 1,
      maxLength: 256,
      description: 'The public token Link returned (sandbox: public-sandbox-...)',
    }),
    accountId: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 128,
        description: 'The Plaid account chosen in Link, when the login has several',
      }),
    ),
  },
  { additionalProperties: false },
);
const CallbackResponse = Type.Object({
  message: Type.String(),
  ...ExternalAccountObject.properties,
  // A linked bank account is always an ACTIVE USD_ACCOUNT.
  status: Type.Literal('ACTIVE'),
  accountInfo: externalAccountInfoVariant('USD_ACCOUNT'),
});

export const plaidRoutes = routePlugin(async (app, ctx) => {
  app.post(
    '/plaid/link-tokens',
    {
      schema: {
        tags,
        operationId: 'createPlaidLinkToken',
        summary: "Start linking a customer's US bank account through Plaid",
        description:
          'A single-use link token, valid 4 hours, for one customer of this platform. Sandbox: no Plaid ' +
          'session is opened; send any `public-sandbox-...` public token to the `callbackUrl`.',
        body: LinkTokenBody,
        response: { 200: LinkTokenResponse, ...errorResponses(400, 403, 404, 410) },
      },
    },
    async (request) =>
      createLinkToken(
        ctx,
        authOf(request).platformId,
        request.body.customerId,
        // The versioned prefix this route is mounted under, without `/link-tokens`.
        `${originOf(request)}${(request.routeOptions.url ?? '').replace(/\/link-tokens$/, '')}`,
        request.id,
      ),
  );

  app.post(
    '/plaid/callback/:plaid_link_token',
    {
      schema: {
        tags,
        operationId: 'submitPlaidPublicToken',
        summary: 'Finish a Plaid link: the linked bank account becomes an external account',
        description:
          "Creates a USD_ACCOUNT of the link token's customer that can be pulled from (ACH): a source of " +
          'quotes and transfer-in. Sandbox: the public token must start with `public-sandbox-`; the account ' +
          'is at the sandbox bank (routing number 011401533), its number follows from the link token and ' +
          '`accountId`, and the customer is the beneficiary. Unknown link token: 404; expired: 400; ' +
          'already used: 409.',
        params: CallbackParams,
        body: CallbackBody,
        response: { 202: CallbackResponse, ...errorResponses(400, 403, 404, 409, 410) },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(
          await submitPublicToken(
            ctx,
            authOf(request).platformId,
            request.params.plaid_link_token,
            request.body,
          ),
        ),
  );
});
