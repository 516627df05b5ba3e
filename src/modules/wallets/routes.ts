import type { FastifyReply } from 'fastify';
import { type Static, type TObject, type TSchema, Type } from 'typebox';
import { authOf } from '../../http/route-config.js';
import { declareRoute, type RouteApp, routePlugin } from '../../http/declared-routes.js';
import { getOne } from '../../http/read-routes.js';
import { errorResponses } from '../../http/schemas.js';
import { SignedRequestChallengeRef, SignedRetryHeaders, signedRequestOf } from '../../http/signed-retry.js';
import {
  AccountQuery,
  AuthMethodRef,
  AuthMethodResponseRef,
  AuthSessionRef,
  AuthSignedRequestChallengeRef,
  CreateCredentialBody,
  CredentialChallengeBody,
  IdParams,
  CredentialChallengeResponse,
  DelegatedKeyBody,
  DelegatedKeyQuery,
  DelegatedKeyRef,
  ExportBody,
  InternalAccountExportAnswer,
  RefreshSessionBody,
  UpdateInternalAccountBody,
  VerifyCredentialBody,
} from './schemas.js';
import * as delegatedKeys from './delegated-keys.js';
import { exportWallet } from './export.js';
import * as wallets from './service.js';
import type { Signed } from './signed-requests.js';

const tags = ['Embedded Wallets'];

const SIGNED_RETRY =
  'A signed retry (spec 5.4): without signature headers the answer is 202 with `payloadToSign`, ' +
  '`requestId` and `expiresAt`; repeat the same request with `Service-Wallet-Signature` (a stamp over ' +
  'the payload by the key of a session in force on the wallet) and `Request-Id`.';

/** 202 with the challenge (plus `extra`), or `status` with the result. */
function answer<T>(reply: FastifyReply, outcome: Signed<T>, status: number, extra: object = {}) {
  if ('challenge' in outcome) return reply.code(202).send({ ...outcome.challenge, ...extra });
  if (status === 204) return reply.code(204).send();
  return reply.code(status).send(outcome.done);
}

/** A route that is a signed retry (spec 5.4): what tells one from another. */
interface SignedRetry<P extends TObject, B extends TSchema, T> {
  method: 'POST' | 'PATCH';
  path: string;
  tags?: string[];
  operationId: string;
  summary: string;
  description: string;
  params?: P;
  body: B;
  /** The answer once signed. */
  status: 200 | 201;
  response: TSchema;
  /** The 202 that asks for the signature. */
  challenge: TSchema;
  errors: number[];
  sign: (
    platformId: string,
    params: Static<P>,
    body: Static<B>,
    request: wallets.WalletRequest,
  ) => Promise<Signed<T>>;
  /** What the 202 carries besides the challenge. */
  extra?: (body: Static<B>) => object;
}

function signedRetry<P extends TObject, B extends TSchema, T>(
  app: RouteApp,
  route: SignedRetry<P, B, T>,
): void {
  app.route({
    method: route.method,
    url: route.path,
    schema: {
      tags: route.tags ?? tags,
      operationId: route.operationId,
      summary: route.summary,
      description: route.description,
      headers: SignedRetryHeaders,
      ...(route.params === undefined ? {} : { params: route.params }),
      body: route.body,
      response: {
        [route.status]: route.response,
        202: route.challenge,
        ...errorResponses(...route.errors),
      },
    },
    handler: async (request, reply) => {
      const body = request.body as Static<B>;
      const outcome = await route.sign(
        authOf(request).platformId,
        request.params as Static<P>,
        body,
        signedRequestOf(request),
      );
      return answer(reply, outcome, route.status, route.extra?.(body));
    },
  });
}

type Revoke = (
  platformId: string,
  id: string,
  request: wallets.WalletRequest,
) => Promise<{ type: string; outcome: Signed<true> }>;

/** A DELETE that is a signed retry: 202 with the challenge (and the credential's type), then 204. */
function revocation(app: RouteApp, path: string, operationId: string, summary: string, revoke: Revoke): void {
  app.delete(
    path,
    {
      schema: {
        tags,
        operationId,
        summary,
        description: SIGNED_RETRY,
        headers: SignedRetryHeaders,
        params: IdParams,
        response: {
          202: AuthSignedRequestChallengeRef,
          204: Type.Null(),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { type, outcome } = await revoke(
        authOf(request).platformId,
        request.params.id,
        signedRequestOf(request),
      );
      return answer(reply, outcome, 204, { type });
    },
  );
}

export const walletRoutes = routePlugin(async (app, ctx) => {
  signedRetry(app, {
    method: 'POST',
    path: '/auth/credentials',
    operationId: 'createAuthCredential',
    summary: 'Register a credential on an embedded wallet',
    description:
      "A wallet's first credential registers at once; further ones need a signed retry from a session of " +
      'an existing credential. ' +
      SIGNED_RETRY +
      ' EMAIL_OTP and SMS_OTP: one of each per wallet; the answer carries the `otpEncryptionTargetBundle` ' +
      'to encrypt the code to (sandbox code: 000000). OAUTH: `oidcToken`, a JWT from a supported issuer ' +
      '(sandbox rules of spec 4.15: `aud`, `sub`, `iat` at most 60 s old, `exp` in the future). PASSKEY: ' +
      '`nickname`, the `challenge` the client chose and the WebAuthn `attestation` (base64url fields), ' +
      'verified for real; the origin and RP ID it proves are the ones later assertions must come from; ' +
      'a WebAuthn credential id registers once per platform (PASSKEY_CREDENTIAL_ALREADY_EXISTS).',
    body: CreateCredentialBody,
    status: 201,
    response: AuthMethodResponseRef,
    challenge: AuthSignedRequestChallengeRef,
    errors: [400, 401, 403, 404],
    sign: (platformId, _params, body, request) => wallets.createCredential(ctx, platformId, body, request),
    extra: (body) => ({ type: body.type }),
  });

  declareRoute(app, {
    method: 'GET',
    path: '/auth/credentials',
    tags,
    operationId: 'listAuthCredentials',
    summary: "List an embedded wallet's credentials (not paginated)",
    querystring: AccountQuery,
    response: { 200: Type.Object({ data: Type.Array(AuthMethodRef) }), ...errorResponses(400, 403, 404) },
    handle: (platformId, { query }) => wallets.listCredentials(ctx, platformId, query.accountId),
  });

  declareRoute(app, {
    method: 'POST',
    path: '/auth/credentials/:id/challenge',
    tags,
    operationId: 'challengeAuthCredential',
    summary: 'Issue a new challenge for a credential',
    description:
      'EMAIL_OTP and SMS_OTP: a new one-time code is sent (sandbox: 000000) and the answer carries a fresh ' +
      '`otpEncryptionTargetBundle`. PASSKEY: send `clientPublicKey`, the key the session will sign with; ' +
      'the answer is a PasskeyAuthChallenge whose `challenge` the authenticator signs (as its UTF-8 bytes, ' +
      'or the 32 bytes the hex spells) and whose `requestId` goes back in the Request-Id header of verify. ' +
      'OAUTH has no challenge step (409).',
    optionalBody: true,
    params: IdParams,
    body: Type.Optional(CredentialChallengeBody),
    response: { 200: CredentialChallengeResponse, ...errorResponses(400, 403, 404, 409) },
    handle: (platformId, { params, body }) =>
      wallets.challengeCredential(ctx, platformId, params.id, body ?? {}),
  });

  signedRetry(app, {
    method: 'POST',
    path: '/auth/credentials/:id/verify',
    operationId: 'verifyAuthCredential',
    summary: 'Verify a credential and open a session',
    description:
      'OAUTH: a fresh `oidcToken` of the registered identity whose `nonce` is the SHA-256 (hex) of the ' +
      '`clientPublicKey` sent; the session opens at once (200). ' +
      'EMAIL_OTP and SMS_OTP: `encryptedOtpBundle` is JSON `{encappedPublic, ciphertext}`, the HPKE ' +
      'encryption of `{otp_code, public_key}` to the target of the last challenge. The first call checks ' +
      'the code and answers 202; the retry stamped by that `public_key` answers 200 with the session. ' +
      'PASSKEY: `assertion` (WebAuthn, base64url fields) over the challenge of the last challenge call, ' +
      'whose `requestId` goes in the Request-Id header; the assertion is checked for real (credential id, ' +
      'challenge, the origin and RP ID the passkey registered with, user presence, signature, counter) and ' +
      'the session opens at once (200) for the `clientPublicKey` of that challenge. ' +
      'A compressed key becomes the session key; an uncompressed one (legacy) gets ' +
      '`encryptedSessionSigningKey`.',
    params: IdParams,
    body: VerifyCredentialBody,
    status: 200,
    response: AuthSessionRef,
    challenge: AuthSignedRequestChallengeRef,
    errors: [400, 401, 403, 404, 409],
    sign: (platformId, params, body, request) =>
      wallets.verifyCredential(ctx, platformId, params.id, body, request),
    extra: (body) => ({ type: body.type }),
  });

  revocation(
    app,
    '/auth/credentials/:id',
    'revokeAuthCredential',
    'Revoke a credential and its sessions',
    (platformId, id, request) => wallets.revokeCredential(ctx, platformId, id, request),
  );

  declareRoute(app, {
    method: 'GET',
    path: '/auth/sessions',
    tags,
    operationId: 'listAuthSessions',
    summary: "List an embedded wallet's sessions in force (not paginated)",
    querystring: AccountQuery,
    response: { 200: Type.Object({ data: Type.Array(AuthSessionRef) }), ...errorResponses(400, 403, 404) },
    handle: (platformId, { query }) => wallets.listSessions(ctx, platformId, query.accountId),
  });

  revocation(app, '/auth/sessions/:id', 'revokeAuthSession', 'Revoke a session', (platformId, id, request) =>
    wallets.revokeSession(ctx, platformId, id, request),
  );

  signedRetry(app, {
    method: 'POST',
    path: '/auth/sessions/:id/refresh',
    operationId: 'refreshAuthSession',
    summary: 'Replace a session with a new one for a fresh client key',
    description: SIGNED_RETRY + ' Both calls carry the same `clientPublicKey`.',
    params: IdParams,
    body: RefreshSessionBody,
    status: 201,
    response: AuthSessionRef,
    challenge: SignedRequestChallengeRef,
    errors: [400, 401, 403, 404],
    sign: (platformId, params, body, request) =>
      wallets.refreshSession(ctx, platformId, params.id, body, request),
  });

  signedRetry(app, {
    method: 'PATCH',
    path: '/internal-accounts/:id',
    tags: ['Internal Accounts'],
    operationId: 'updateInternalAccount',
    summary: "Change an embedded wallet's privacy setting",
    description: SIGNED_RETRY,
    params: IdParams,
    body: UpdateInternalAccountBody,
    status: 200,
    response: Type.Ref('InternalAccount'),
    challenge: SignedRequestChallengeRef,
    errors: [400, 401, 403, 404],
    sign: (platformId, params, body, request) =>
      wallets.updateWallet(ctx, platformId, params.id, body, request),
  });

  signedRetry(app, {
    method: 'POST',
    path: '/internal-accounts/:id/export',
    tags: ['Internal Accounts'],
    operationId: 'exportInternalAccount',
    summary: "Export an embedded wallet's recovery phrase, sealed to a fresh client key",
    description:
      SIGNED_RETRY +
      ' `clientPublicKey` is a fresh P-256 key in uncompressed form, bound into the payload (a retry with ' +
      'another key is WALLET_SIGNATURE_BODY_MISMATCH; a key of an earlier export is 400). While the export ' +
      'settles at the wallet provider the signed request answers 200 `{status: PROCESSING}`: re-send it as ' +
      'is (same key, signature and Request-Id) until it answers `{id, encryptedWalletCredentials}`, a bundle ' +
      'whose `data` holds `{encappedPublic, ciphertext}`, the HPKE encryption of the BIP-39 mnemonic to the ' +
      'key. Only that answer uses the request up; `wallet_operation.completed` says when it will come ' +
      '(sandbox: about 2 s, times SANDBOX_DELAY_SCALE).',
    params: IdParams,
    body: ExportBody,
    status: 200,
    response: InternalAccountExportAnswer,
    challenge: SignedRequestChallengeRef,
    errors: [400, 401, 403, 404],
    sign: (platformId, params, body, request) => exportWallet(ctx, platformId, params.id, body, request),
  });

  declareRoute(app, {
    method: 'POST',
    path: '/auth/delegated-keys',
    tags,
    operationId: 'createDelegatedKey',
    summary: 'Create a delegated signing key for a card funding wallet (three legs)',
    description:
      'The same body on all three calls. Without signature headers: 202 with a payload to stamp. The ' +
      'stamped retry (a session key of the wallet) makes a PENDING key and answers 202 with a second ' +
      'payload; stamping that one and retrying with its Request-Id makes the key ACTIVE (201). The ' +
      'service makes and keeps the P-256 private key (sealed at rest) and never returns it. A card ' +
      'funding source (the card and wallet pair) has at most one ACTIVE key: revoke it first (409).',
    headers: SignedRetryHeaders,
    body: DelegatedKeyBody,
    response: {
      201: DelegatedKeyRef,
      202: SignedRequestChallengeRef,
      ...errorResponses(400, 401, 403, 404, 409),
    },
    answers: true,
    handle: (platformId, { body, request }) =>
      delegatedKeys.createDelegatedKey(ctx, platformId, body, signedRequestOf(request)),
  });

  declareRoute(app, {
    method: 'GET',
    path: '/auth/delegated-keys',
    tags,
    operationId: 'listDelegatedKeys',
    summary: 'List delegated keys by wallet account and/or card funding source (every status)',
    querystring: DelegatedKeyQuery,
    response: { 200: Type.Object({ data: Type.Array(DelegatedKeyRef) }), ...errorResponses(400, 403) },
    handle: (platformId, { query }) => delegatedKeys.listDelegatedKeys(ctx, platformId, query),
  });

  getOne(app, {
    path: '/auth/delegated-keys/:id',
    tags,
    operationId: 'getDelegatedKeyById',
    summary: 'Get a delegated key',
    params: IdParams,
    response: DelegatedKeyRef,
    read: (platformId, params) => delegatedKeys.getDelegatedKey(ctx, platformId, params.id),
  });

  declareRoute(app, {
    method: 'DELETE',
    path: '/auth/delegated-keys/:id',
    tags,
    operationId: 'revokeDelegatedKey',
    summary: 'Revoke an ACTIVE delegated key',
    description:
      'Platform credentials alone. ACTIVE becomes REVOKED; a REVOKED key answers 204 again; a PENDING key ' +
      'cannot be revoked (409 INVALID_STATE_TRANSITION).',
    params: IdParams,
    response: { 204: Type.Null(), ...errorResponses(400, 403, 404, 409) },
    handle: (platformId, { params }) => delegatedKeys.revokeDelegatedKey(ctx, platformId, params.id),
  });
});
