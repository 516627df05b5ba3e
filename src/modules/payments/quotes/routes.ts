import { replayQuote, paymentRouteConfig } from '../transactions/replays.js';
import { Type } from 'typebox';
import { bodyDefaultsToEmptyObject } from '../../../http/query.js';
import { idempotencyOf } from '../../../http/idempotency/hooks.js';
import { walletSignatureOf } from '../../../http/signed-retry.js';
import { authOf } from '../../../http/route-config.js';
import { declareRoute, routePlugin } from '../../../http/declared-routes.js';
import { getOne, listAll } from '../../../http/read-routes.js';
import { errorResponses, idempotencyHeaders, WALLET_SIGNATURE } from '../../../http/schemas.js';
import { invalidField } from '../../../errors.js';
import { formatId } from '../../../ids.js';
import { accountIdFromReference } from '../../accounts/index.js';
import { OutgoingTransactionRef } from '../transactions/schemas.js';
import {
  AuthorizeQuoteBody,
  CreateQuoteBody,
  ExecuteQuoteBody,
  ListQuotesQuery,
  QuoteParams,
  RetryQuoteBody,
  SandboxSendBody,
} from './schemas.js';
import * as quotes from './service.js';
import { authorizeQuote, resendQuoteCode } from './authorization.js';

const tags = ['Quotes'];

/** POST /quotes answers 202 while the payer has yet to authorize (nothing more happens until then). */
const createdStatus = (quote: { status: string }) => (quote.status === 'PENDING_AUTHORIZATION' ? 202 : 201);
const QuoteRef = Type.Ref('Quote');

/**
 * The quote a sandbox payment pays: named by id, or (the oldest revision's shape) by the
 * reference of its payment instructions, which decodes back to the quote.
 */
function quoteIdOf(body: { quoteId?: string | undefined; reference?: string | undefined }): string {
  if (body.quoteId !== undefined) return body.quoteId;
  const uuid = body.reference === undefined ? undefined : accountIdFromReference(body.reference.trim());
  if (uuid === undefined) {
    throw invalidField(
      body.reference === undefined ? 'quoteId' : 'reference',
      body.reference === undefined
        ? "give quoteId or the reference of the quote's paymentInstructions"
        : "is not the reference of a quote's paymentInstructions",
    );
  }
  return formatId('Quote', uuid);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The first revision of the interface sent `source` and `destination` without their
 * `sourceType` / `destinationType` tags; the fields present tell which variant is meant.
 */
export async function inferQuoteUnionTags(request: { body: unknown }): Promise<void> {
  const body = request.body;
  if (!isObject(body)) return;
  const { source, destination } = body;
  if (isObject(source) && source.sourceType === undefined) {
    if (source.accountId !== undefined) source.sourceType = 'ACCOUNT';
    else if (source.currency !== undefined) source.sourceType = 'REALTIME_FUNDING';
  }
  if (isObject(destination) && destination.destinationType === undefined) {
    if (destination.accountId !== undefined) destination.destinationType = 'ACCOUNT';
    else if (destination.umaAddress !== undefined) destination.destinationType = 'UMA_ADDRESS';
    else if (destination.externalAccountDetails !== undefined) {
      destination.destinationType = 'EXTERNAL_ACCOUNT_DETAILS';
    }
  }
}

export const quoteRoutes = routePlugin(async (app, ctx) => {
  app.post(
    '/quotes',
    {
      config: {
        permission: 'TRANSACT',
        idempotent: true,
        replay: replayQuote(ctx, createdStatus),
      },
      preValidation: inferQuoteUnionTags,
      schema: {
        tags,
        operationId: 'createQuote',
        summary: 'Create a quote',
        description:
          'Prices a payment between any combination of accounts and UMA addresses, with one side locked. ' +
          'For same-currency moves between an internal and an external account use POST /transfer-in or ' +
          'POST /transfer-out. A REALTIME_FUNDING quote returns paymentInstructions and is paid by them; ' +
          '`immediatelyExecute` executes internal-account and pull sources in the same call. A payer in an ' +
          'EU/EEA region authorizes its payment first (Strong Customer Authentication): the quote answers 202 ' +
          'in status PENDING_AUTHORIZATION with an `scaChallenge` (factor `scaFactor`), shows no ' +
          'paymentInstructions of a realtime funding yet, and POST /quotes/{quoteId}/authorize goes on ' +
          '(executing it when `immediatelyExecute` asked for that). Not challenged: payments to a trusted ' +
          "beneficiary and between the customer's own accounts.",
        headers: idempotencyHeaders,
        body: CreateQuoteBody,
        response: { 201: QuoteRef, 202: QuoteRef, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const quote = await quotes.createQuote(
        ctx,
        authOf(request).platformId,
        request.body,
        idempotencyOf(request),
        walletSignatureOf(request),
      );
      return reply.code(createdStatus(quote)).send(quote);
    },
  );

  getOne(app, {
    path: '/quotes/:quoteId',
    tags,
    operationId: 'getQuote',
    summary: 'Get a quote (with its transactionId once executed)',
    params: QuoteParams,
    response: QuoteRef,
    read: (platformId, params) => quotes.getQuote(ctx, platformId, params.quoteId),
  });

  declareRoute(app, {
    method: 'POST',
    path: '/quotes/:quoteId/execute',
    config: {
      permission: 'TRANSACT',
      idempotent: true,
      replay: replayQuote(ctx, 200),
    },
    preValidation: bodyDefaultsToEmptyObject,
    tags,
    operationId: 'executeQuote',
    summary: 'Execute a quote funded by an internal account or a pull-capable external account',
    description:
      "Embedded-wallet sources need the `Service-Wallet-Signature` header: a stamp over the quote's " +
      '`paymentInstructions[].accountOrWalletInfo.payloadToSign`. An executed quote cannot be cancelled. ' +
      'A quote still PENDING_AUTHORIZATION is not paid yet: the answer is the quote with its ' +
      '`scaChallenge` (issued again for another `scaFactor` or once expired) and its authorization executes ' +
      "it; an embedded wallet's quote is 409 until authorized.",
    optionalBody: true,
    params: QuoteParams,
    headers: {
      type: 'object',
      properties: {
        ...idempotencyHeaders.properties,
        [WALLET_SIGNATURE]: { type: 'string', maxLength: 4096 },
      },
    },
    body: ExecuteQuoteBody,
    response: { 200: QuoteRef, ...errorResponses(400, 403, 404, 409) },
    handle: (platformId, { params, body, request }) =>
      quotes.executeQuote(
        ctx,
        platformId,
        params.quoteId,
        idempotencyOf(request),
        walletSignatureOf(request),
        body.scaFactor,
      ),
  });

  declareRoute(app, {
    method: 'POST',
    path: '/quotes/:quoteId/authorize',
    config: { permission: 'TRANSACT' },
    tags,
    operationId: 'authorizeQuote',
    summary: "The paying customer's answer to a quote's Strong Customer Authentication challenge",
    description:
      'For a quote in PENDING_AUTHORIZATION: `code` (SMS or authenticator app; sandbox SMS code 123456) or ' +
      '`passkeyAssertion` with its `origin`. The customer must hold a live SCA session (POST /sca/login/*; ' +
      'else 409 SCA_SESSION_REQUIRED). The quote becomes PENDING with its paymentInstructions, or is executed ' +
      'when its execution was asked for. A wrong proof is 400 and counts: the fifth in a row locks the ' +
      'customer for 15 minutes (423 ACCOUNT_LOCKED). 409 INVALID_STATE_TRANSITION when the quote awaits no ' +
      'authorization, QUOTE_EXPIRED once it expired.',
    params: QuoteParams,
    body: AuthorizeQuoteBody,
    response: { 200: QuoteRef, ...errorResponses(400, 403, 404, 409, 423) },
    handle: (platformId, { params, body }) => authorizeQuote(ctx, platformId, params.quoteId, body),
  });

  declareRoute(app, {
    method: 'POST',
    path: '/quotes/:quoteId/authorize/resend',
    config: { permission: 'TRANSACT' },
    tags,
    operationId: 'resendQuoteScaCode',
    summary: "Send the SMS code of a quote's challenge again",
    description:
      'The code is valid for 5 minutes from now. 409 when the quote awaits no authorization or its ' +
      'challenge is not an SMS code (an app or a passkey sends nothing); 429 within 30 s of the last send.',
    params: QuoteParams,
    response: { 204: Type.Null(), ...errorResponses(403, 404, 409) },
    handle: (platformId, { params }) => resendQuoteCode(ctx, platformId, params.quoteId),
  });

  listAll(app, {
    path: '/quotes',
    tags,
    operationId: 'listQuotes',
    summary: 'List quotes',
    description: 'Newest first. `status` is the quote status as GET /quotes/{quoteId} shows it.',
    querystring: ListQuotesQuery,
    item: QuoteRef,
    list: (platformId, query, { page }) => quotes.listQuotes(ctx, platformId, query, page),
  });

  declareRoute(app, {
    method: 'POST',
    path: '/quotes/:quoteId/retry',
    config: {
      permission: 'TRANSACT',
      idempotent: true,
      replay: replayQuote(ctx, 201),
    },
    preValidation: bodyDefaultsToEmptyObject,
    tags,
    operationId: 'retryQuote',
    summary: 'Quote an expired or failed quote again',
    description:
      'Creates a new PENDING quote with the same source, destination, locked side and amount at the ' +
      'current rate; `originalQuoteId` names the quote retried. Only EXPIRED and FAILED quotes can be ' +
      'retried (409 INVALID_STATE_TRANSITION otherwise). A UMA destination needs a fresh `lookupId`.',
    optionalBody: true,
    params: QuoteParams,
    headers: idempotencyHeaders,
    body: RetryQuoteBody,
    response: { 201: QuoteRef, ...errorResponses(400, 403, 404, 409) },
    handle: (platformId, { params, body, request }) =>
      quotes.retryQuote(ctx, platformId, params.quoteId, body, idempotencyOf(request)),
  });
});

/** Sandbox only: the payer of a realtime-funded quote pays it. */
export const sandboxSendRoutes = routePlugin(async (app, ctx) => {
  declareRoute(app, {
    method: 'POST',
    path: '/sandbox/send',
    config: paymentRouteConfig(ctx, 200),
    tags: ['Sandbox'],
    operationId: 'sandboxSend',
    summary: 'Simulate the payer paying a realtime-funded quote (sandbox)',
    body: SandboxSendBody,
    response: { 200: OutgoingTransactionRef, ...errorResponses(400, 403, 404, 409) },
    handle: (platformId, { body, request }) =>
      quotes.sandboxSend(ctx, platformId, { ...body, quoteId: quoteIdOf(body) }, idempotencyOf(request)),
  });
});
