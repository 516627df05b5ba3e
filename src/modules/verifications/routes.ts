import { authOf } from '../../http/route-config.js';
import { getOne, listAll } from '../../http/read-routes.js';
import { errorResponses } from '../../http/schemas.js';
import {
  CreateVerificationBody,
  ListVerificationsQuery,
  VerificationParams,
  VerificationSchema,
} from './schemas.js';
import * as verifications from './service.js';
import { routePlugin } from '../../http/declared-routes.js';

const tags = ['Verifications'];

export const verificationRoutes = routePlugin(async (app, ctx) => {
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

  listAll(app, {
    path: '/verifications',
    tags,
    operationId: 'listVerifications',
    summary: 'List verifications',
    querystring: ListVerificationsQuery,
    item: VerificationSchema,
    list: (platformId, query, { page }) =>
      verifications.listVerifications(
        ctx,
        platformId,
        { customerId: query.customerId, verificationStatus: query.verificationStatus },
        page,
      ),
  });

  getOne(app, {
    path: '/verifications/:verificationId',
    tags,
    operationId: 'getVerification',
    summary: 'Get a verification',
    params: VerificationParams,
    response: VerificationSchema,
    read: (platformId, params) => verifications.getVerification(ctx, platformId, params.verificationId),
  });
});
