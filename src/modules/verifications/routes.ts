import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ServiceContext } from '../../context.js';
import { pageRequest } from '../../http/query.js';
import { authOf } from '../../http/route-config.js';
import { errorResponses, ListOf } from '../../http/schemas.js';
import {
  CreateVerificationBody,
  ListVerificationsQuery,
  VerificationParams,
  VerificationSchema,
} from './schemas.js';
import * as verifications from './service.js';

const tags = ['Verifications'];

export const verificationRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/verifications',
      {
        schema: {
          tags,
          operationId: 'createVerification',
          summary: 'Submit a customer for KYC or KYB',
          description:
            'Evaluates the data, beneficial owners and documents on file. `errors` lists what to supply when ' +
            'something is missing; calling again re-submits.',
          body: CreateVerificationBody,
          response: { 200: VerificationSchema, ...errorResponses(400, 403, 404, 409, 410) },
        },
      },
      async (request) =>
        verifications.createVerification(ctx, authOf(request).platformId, request.body.customerId),
    );

    app.get(
      '/verifications',
      {
        schema: {
          tags,
          operationId: 'listVerifications',
          summary: 'List verifications',
          querystring: ListVerificationsQuery,
          response: { 200: ListOf(VerificationSchema), ...errorResponses(400, 403) },
        },
      },
      async (request) =>
        verifications.listVerifications(
          ctx,
          authOf(request).platformId,
          { customerId: request.query.customerId, verificationStatus: request.query.verificationStatus },
          pageRequest(request.query),
        ),
    );

    app.get(
      '/verifications/:verificationId',
      {
        schema: {
          tags,
          operationId: 'getVerification',
          summary: 'Get a verification',
          params: VerificationParams,
          response: { 200: VerificationSchema, ...errorResponses(403, 404) },
        },
      },
      async (request) =>
        verifications.getVerification(ctx, authOf(request).platformId, request.params.verificationId),
    );
  };
