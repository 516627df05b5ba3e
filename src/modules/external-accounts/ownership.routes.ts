import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import type { ServiceContext } from '../../context.js';
import { HOSTED_PAGE_HEADERS, hostedPage } from '../../http/hosted-pages.js';
import { originOf } from '../../http/query.js';
import { authOf } from '../../http/route-config.js';
import { Discriminated, errorResponses, StringEnum, Timestamp } from '../../http/schemas.js';
import { startChallenge, verifyOwnership } from './ownership.js';
import { findByLivenessToken } from './ownership.store.js';
import { ExternalAccountSchema } from './schemas.js';
import { routePlugin } from '../../http/declared-routes.js';

const ChallengeBody = Type.Object(
  { method: StringEnum(['WALLET_SIGNATURE', 'LIVENESS'] as const) },
  { additionalProperties: false },
);
const Challenge = Discriminated<Record<string, unknown>>(
  'method',
  [
    Type.Object({
      method: Type.Literal('WALLET_SIGNATURE'),
      messageToSign: Type.String({ description: 'Sign exactly this text' }),
      expiresAt: Timestamp,
    }),
    Type.Object({
      method: Type.Literal('LIVENESS'),
      verificationLink: Type.String({ format: 'uri', description: 'Hosted biometric check' }),
      token: Type.Optional(Type.String({ description: 'Token for an embedded check' })),
      expiresAt: Timestamp,
    }),
  ],
  'The material of the chosen method',
);
const VerifyBody = Type.Object(
  {
    signature: Type.String({
      minLength: 1,
      maxLength: 1024,
      description: 'EIP-191 hex (EVM), base64 (Bitcoin), base58 Ed25519 (Solana)',
    }),
    signatureScheme: Type.Optional(StringEnum(['bip137', 'electrum'] as const)),
  },
  { additionalProperties: false },
);
const Params = Type.Object({ externalAccountId: Type.String({ description: 'ExternalAccount:<uuid>' }) });

/** Challenge and verify, for customer accounts and their platform-level twins (spec 4.1, 4.2). */
export const ownershipRoutes = routePlugin(async (app, ctx) => {
  for (const scope of ['customer', 'platform'] as const) {
    const base = scope === 'customer' ? '/customers/external-accounts' : '/platform/external-accounts';
    const Scope = scope === 'customer' ? '' : 'Platform';
    const tags = ['External Accounts'];
    app.post(
      `${base}/:externalAccountId/challenge`,
      {
        schema: {
          tags,
          operationId: `start${Scope}ExternalAccountOwnershipChallenge`,
          summary: 'Start an ownership verification challenge (FIRST_PARTY self-custody wallets)',
          params: Params,
          body: ChallengeBody,
          response: { 201: Challenge, ...errorResponses(400, 403, 404, 409) },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await startChallenge(
              ctx,
              authOf(request).platformId,
              scope,
              request.params.externalAccountId,
              request.body.method,
              originOf(request),
            ),
          ),
    );
    app.post(
      `${base}/:externalAccountId/verify`,
      {
        schema: {
          tags,
          operationId:
            scope === 'customer'
              ? 'verifyExternalAccountOwnership'
              : 'verifyPlatformExternalAccountOwnership',
          summary: 'Verify wallet ownership with a signature over the challenge message',
          params: Params,
          body: VerifyBody,
          response: { 200: ExternalAccountSchema, ...errorResponses(400, 403, 404, 409) },
        },
      },
      async (request) =>
        verifyOwnership(
          ctx,
          authOf(request).platformId,
          scope,
          request.params.externalAccountId,
          request.body,
        ),
    );
  }
});

/** The hosted liveness page a LIVENESS challenge links to (sandbox: it completes by itself). */
export const livenessPage =
  (ctx: ServiceContext): FastifyPluginAsync =>
  async (app) => {
    app.get<{ Params: { token: string } }>(
      '/liveness/:token',
      { schema: { hide: true }, config: { auth: 'none' } },
      async (request, reply) => {
        const hash = createHash('sha256').update(request.params.token).digest('hex');
        const account = await findByLivenessToken(ctx.db, hash);
        reply.headers(HOSTED_PAGE_HEADERS);
        const body = account
          ? '<p>Sandbox liveness check started. It completes by itself in about 30 seconds; the account then ' +
            'becomes ACTIVE and an EXTERNAL_ACCOUNT.STATUS_UPDATED event is recorded.</p>'
          : '<p>This liveness link is not valid any more.</p>';
        return reply.code(account ? 200 : 410).send(hostedPage('Liveness check (sandbox)', body));
      },
    );
  };
