import { Type } from 'typebox';
import { originOf } from '../../http/query.js';
import { authOf } from '../../http/route-config.js';
import { errorResponses } from '../../http/schemas.js';
import { declareRoute, routePlugin } from '../../http/declared-routes.js';
import { collection, getOne } from '../../http/read-routes.js';
import {
  CardParams,
  CardRef,
  CardRevealResponse,
  CreateCardBody,
  ListCardsQuery,
  UpdateCardBody,
} from './schemas.js';
import { EMBED_HEADERS, EMBED_PAGE } from './embed-page.js';
import { EMBED_PATH, openReveal, revealCard } from './reveal.js';
import * as cards from './service.js';

const tags = ['Cards'];

export const cardRoutes = routePlugin(async (app, ctx) => {
  collection(app, ctx, {
    path: '/cards',
    tags,
    item: CardRef,
    create: {
      operationId: 'createCard',
      summary: 'Issue a virtual debit card',
      description:
        'The cardholder must be APPROVED (400 CARDHOLDER_KYC_NOT_APPROVED). Each funding source must be an ' +
        'ACTIVE internal account of the cardholder in USDB (400 FUNDING_SOURCE_INELIGIBLE); the order is ' +
        'priority. The card starts PROCESSING; the issuer answers about 2 s later (sandbox, times ' +
        'SANDBOX_DELAY_SCALE) with ACTIVE, or CLOSED with stateReason ISSUER_REJECTED for a platformCardId ' +
        'ending in 002; either way a CARD.STATE_CHANGE webhook. `threeDSecurePassword` is for EU/EEA ' +
        'cardholders only (one is generated when left out) and is never returned.',
      body: CreateCardBody,
      errors: [400, 403, 404, 410],
      create: cards.createCard,
    },
    list: {
      operationId: 'listCards',
      summary: 'List cards',
      description:
        'Filters: `cardholderId`, `accountId` (a bound funding source), `platformCardId`, `state`.',
      querystring: ListCardsQuery,
      list: cards.listCards,
    },
  });

  getOne(app, {
    path: '/cards/:id',
    tags,
    operationId: 'getCardById',
    summary: 'Get a card',
    params: CardParams,
    response: CardRef,
    read: (platformId, params) => cards.getCard(ctx, platformId, params.id),
  });

  declareRoute(app, {
    method: 'PATCH',
    path: '/cards/:id',
    tags,
    operationId: 'updateCardById',
    summary: 'Freeze, unfreeze or close a card, or rebind its funding sources',
    description:
      'Platform credentials alone, answered directly (spec 4.12). States: ACTIVE to FROZEN or CLOSED, ' +
      'FROZEN to ACTIVE or CLOSED; any other move is 409 INVALID_STATE_TRANSITION; a CLOSED card answers ' +
      '409 CARD_ALREADY_CLOSED (state CLOSED) or CARD_NOT_MUTABLE (anything else). Closing is final and ' +
      'detaches the funding sources. `fundingSources` replaces the whole binding (not with state CLOSED) ' +
      'and sends CARD.FUNDING_SOURCE_CHANGE; a state change sends CARD.STATE_CHANGE.',
    params: CardParams,
    body: UpdateCardBody,
    response: { 200: CardRef, ...errorResponses(400, 403, 404, 409) },
    handle: (platformId, { params, body }) => cards.updateCard(ctx, platformId, params.id, body),
  });

  declareRoute(app, {
    method: 'POST',
    path: '/cards/:id/reveal',
    tags,
    operationId: 'revealCard',
    summary: "Mint a short-lived, single-use link that shows the card's number, code and expiry",
    description:
      '`panEmbedUrl` opens a page served by this service that shows the card details once; it expires at ' +
      '`expiresAt` (5 minutes). The URL is a bearer secret: render it at once, never store, cache or log ' +
      'it (its secret is in the fragment, which browsers never send to servers). Every reveal is recorded ' +
      'with the credentials that asked. ACTIVE and FROZEN cards only (409). For cardholders in the EU/EEA ' +
      "the cardholder's Strong Customer Authentication session is needed: 409 SCA_SESSION_REQUIRED.",
    optionalBody: true,
    params: CardParams,
    response: { 200: CardRevealResponse, ...errorResponses(403, 404, 409) },
    handle: async (platformId, { params, request }) => {
      const actor = `Token:${authOf(request).tokenId}`;
      const link = await revealCard(ctx, platformId, params.id, actor, originOf(request));
      request.log.info({ cardId: params.id, actor }, 'card details revealed');
      return link;
    },
  });
});

/** The page a reveal link opens and the one request it makes (no platform credentials: the link is the proof). */
export const embedPages = routePlugin(async (app, ctx) => {
  app.get(EMBED_PATH, { schema: { hide: true }, config: { auth: 'none' } }, async (_request, reply) =>
    reply.code(200).headers(EMBED_HEADERS).send(EMBED_PAGE),
  );

  app.post(
    `${EMBED_PATH}/open`,
    {
      schema: {
        hide: true,
        body: Type.Object({ token: Type.String({ minLength: 1, maxLength: 128 }) }),
      },
      config: { auth: 'none' },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await openReveal(ctx, request.body.token)),
  );
});
