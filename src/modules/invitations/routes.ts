import { originOf } from '../../http/query.js';
import { authOf } from '../../http/route-config.js';
import { errorResponses } from '../../http/schemas.js';
import { FixedWindows } from '../../http/limits.js';
import { ApiError } from '../../errors.js';
import {
  ClaimInvitationBody,
  CreateInvitationBody,
  InvitationParams,
  UmaInvitationSchema,
} from './schemas.js';
import * as invitations from './service.js';
import { routePlugin } from '../../http/declared-routes.js';

const tags = ['Invitations'];

/**
 * Codes asked for that do not exist, counted per platform (whatever its token): past
 * MISS_LIMIT misses in a window of MISS_WINDOW_MS, every route that takes a code answers 429
 * RATE_LIMITED with Retry-After until the window ends, hits included (or the answers would
 * still tell guesses apart). Per process, like the other limits (docs/decisions/0016).
 */
const MISS_LIMIT = 20;
const MISS_WINDOW_MS = 15 * 60_000;

/** Reads and changes by code, counting the platform's misses; `now` is the system's time. */
function invitationLookups(now: () => number = Date.now) {
  const misses = new FixedWindows(MISS_WINDOW_MS);
  return async <T>(platformId: string, lookup: () => Promise<T>): Promise<T> => {
    const window = misses.open(platformId, now());
    if (window && window.count >= MISS_LIMIT) {
      const seconds = Math.max(1, Math.ceil((window.endsAt - now()) / 1000));
      throw new ApiError(
        429,
        'RATE_LIMITED',
        `Too many unknown invitation codes asked for by this platform; retry after ${seconds} s`,
        { limit: MISS_LIMIT, retryAfterSeconds: seconds },
      ).retryableAfter(seconds);
    }
    try {
      return await lookup();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'INVITATION_NOT_FOUND') misses.count(platformId, now());
      throw err;
    }
  };
}

const LOCKOUT =
  ` Unknown codes count against the calling platform: past ${MISS_LIMIT} in ${MISS_WINDOW_MS / 60_000} minutes, ` +
  'every route that takes a code answers 429 RATE_LIMITED (with Retry-After) until that window ends.';

/**
 * UMA invitations (spec 3.4, 4.11). Writes need TRANSACT: an invitation promises a payment
 * (amountToSend) and belongs with quotes and transfers. Reading and claiming work across
 * platforms by code (docs/decisions/0016-invitations.md), which is why unknown codes count
 * against the asking platform. Every path here but the first carries a code: a secret.
 */
export const invitationRoutes = routePlugin(async (app, ctx) => {
  const byCode = invitationLookups();

  app.post(
    '/invitations',
    {
      config: { permission: 'TRANSACT' },
      schema: {
        tags,
        operationId: 'createInvitation',
        summary: 'Create an UMA invitation from a platform customer',
        description:
          '`inviterUma` must be the UMA address of an active customer of the calling platform (404 ' +
          "USER_NOT_FOUND otherwise). `amountToSend` is in the smallest unit of the inviter's first currency " +
          "(the customer's `currencies`, else the platform's first supported currency). With `expiresAt` the " +
          'invitation becomes EXPIRED at that time. In production, a platform still on its sandbox `.uma.test` ' +
          'UMA domain gets 400 INVITATIONS_NOT_CONFIGURED.',
        body: CreateInvitationBody,
        response: { 201: UmaInvitationSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await invitations.createInvitation(
            ctx,
            authOf(request).platformId,
            request.body,
            originOf(request),
          ),
        ),
  );

  app.get(
    '/invitations/:invitationCode',
    {
      schema: {
        tags,
        operationId: 'getInvitation',
        summary: 'Get an invitation by its code',
        description:
          'Any platform may read an invitation: the code is what the inviter shares. A PENDING invitation ' +
          `past its \`expiresAt\` shows EXPIRED.${LOCKOUT}`,
        params: InvitationParams,
        response: { 200: UmaInvitationSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) =>
      byCode(authOf(request).platformId, () =>
        invitations.getInvitation(ctx, request.params.invitationCode, originOf(request)),
      ),
  );

  app.post(
    '/invitations/:invitationCode/claim',
    {
      config: { permission: 'TRANSACT' },
      schema: {
        tags,
        operationId: 'claimInvitation',
        summary: 'Claim an invitation for an invitee UMA address',
        description:
          'Any platform may claim, for one of its own customers: `inviteeUma` must be the UMA address of an ' +
          'active customer of the calling platform (404 USER_NOT_FOUND otherwise). The creating platform ' +
          'receives INVITATION_CLAIMED. A claimed invitation gives 400 INVITATION_ALREADY_CLAIMED, a ' +
          'cancelled one 400 INVITATION_CANCELLED, an expired one 400 INVALID_INPUT with ' +
          `\`details.invitationStatus\` EXPIRED.${LOCKOUT}`,
        params: InvitationParams,
        body: ClaimInvitationBody,
        response: { 200: UmaInvitationSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const { platformId } = authOf(request);
      return byCode(platformId, () =>
        invitations.claimInvitation(
          ctx,
          platformId,
          request.params.invitationCode,
          request.body.inviteeUma,
          originOf(request),
        ),
      );
    },
  );

  app.post(
    '/invitations/:invitationCode/cancel',
    {
      config: { permission: 'TRANSACT' },
      schema: {
        tags,
        operationId: 'cancelInvitation',
        summary: 'Cancel a pending invitation',
        description:
          'Only the creating platform may cancel (403 FORBIDDEN otherwise), and only a PENDING invitation ' +
          `(400 otherwise, with the same codes as claim). No request body.${LOCKOUT}`,
        params: InvitationParams,
        response: { 200: UmaInvitationSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const { platformId } = authOf(request);
      return byCode(platformId, () =>
        invitations.cancelInvitation(ctx, platformId, request.params.invitationCode, originOf(request)),
      );
    },
  );
});
