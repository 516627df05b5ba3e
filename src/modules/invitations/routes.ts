import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ServiceContext } from '../../context.js';
import { originOf } from '../../http/query.js';
import { authOf } from '../../http/route-config.js';
import { errorResponses } from '../../http/schemas.js';
import {
  ClaimInvitationBody,
  CreateInvitationBody,
  InvitationParams,
  UmaInvitationSchema,
} from './schemas.js';
import * as invitations from './service.js';

const tags = ['Invitations'];

/**
 * UMA invitations (spec 3.4, 4.11). Writes need TRANSACT: an invitation promises a payment
 * (amountToSend) and belongs with quotes and transfers. Reading and claiming work across
 * platforms by code (docs/decisions/0016-invitations.md).
 */
export const invitationRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncTypebox =>
  async (app) => {
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
            'past its `expiresAt` shows EXPIRED.',
          params: InvitationParams,
          response: { 200: UmaInvitationSchema, ...errorResponses(403, 404) },
        },
      },
      async (request) => invitations.getInvitation(ctx, request.params.invitationCode, originOf(request)),
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
            'Any platform may claim. The creating platform receives INVITATION_CLAIMED. A claimed invitation ' +
            'gives 400 INVITATION_ALREADY_CLAIMED, a cancelled one 400 INVITATION_CANCELLED, an expired one ' +
            '400 INVALID_INPUT with `details.invitationStatus` EXPIRED.',
          params: InvitationParams,
          body: ClaimInvitationBody,
          response: { 200: UmaInvitationSchema, ...errorResponses(400, 403, 404) },
        },
      },
      async (request) =>
        invitations.claimInvitation(
          ctx,
          request.params.invitationCode,
          request.body.inviteeUma,
          originOf(request),
        ),
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
            '(400 otherwise, with the same codes as claim). No request body.',
          params: InvitationParams,
          response: { 200: UmaInvitationSchema, ...errorResponses(400, 403, 404) },
        },
      },
      async (request) =>
        invitations.cancelInvitation(
          ctx,
          authOf(request).platformId,
          request.params.invitationCode,
          originOf(request),
        ),
    );
  };
