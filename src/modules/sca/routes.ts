import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ServiceContext } from '../../context.js';
import { authOf } from '../../http/route-config.js';
import { errorResponses } from '../../http/schemas.js';
import { bodyDefaultsToEmptyObject } from '../../http/query.js';
import {
  ConfirmEnrollmentBody,
  ConfirmEnrollmentResponse,
  CredentialParams,
  CustomerQuery,
  EnrollBody,
  EnrollStart,
  LoginComplete,
  LoginCompleteBody,
  LoginStart,
  LoginStartBody,
  OptionalCustomerQuery,
  RecordEventBody,
  RecordEventResponse,
  ResetCompleteBody,
  ResetParams,
  ResetStart,
  ResetStartBody,
  ResetStatus,
  ScaFactorList,
} from './schemas.js';
import * as resets from './resets.js';
import * as sca from './service.js';

const tags = ['Strong Customer Authentication'];
const OUTSIDE =
  'Only for customers in EU/EEA regions: for others it is 409 (Strong Customer Authentication does not apply).';

/**
 * Strong Customer Authentication (spec 5, 7.2): a customer's factors, the login that opens its
 * SCA session, and the security events of the platform's own login. The platform calls them
 * for its customer (who is named by `customerId`) with its Basic credentials.
 */
export const scaRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/sca/factors',
      {
        schema: {
          tags,
          operationId: 'listScaFactors',
          summary: "The customer's SCA factors: SMS_OTP (its phone) and the enrolled ones",
          description: OUTSIDE,
          querystring: CustomerQuery,
          response: { 200: ScaFactorList, ...errorResponses(403, 404, 409) },
        },
      },
      async (request) => sca.listFactors(ctx, authOf(request).platformId, request.query.customerId),
    );

    app.post(
      '/sca/factors',
      {
        schema: {
          tags,
          operationId: 'startScaFactorEnrollment',
          summary: 'Start enrolling a TOTP authenticator app or a passkey',
          description:
            'TOTP: a new secret for the app (confirm with a code it shows). PASSKEY: WebAuthn creation options ' +
            'for the service relying party and its allowed origins (confirm with the registration). One of each ' +
            `per customer: a second passkey is 409 PASSKEY_ALREADY_ENROLLED. ${OUTSIDE}`,
          querystring: CustomerQuery,
          body: EnrollBody,
          response: { 200: EnrollStart, ...errorResponses(400, 403, 404, 409) },
        },
      },
      async (request) =>
        sca.startEnrollment(ctx, authOf(request).platformId, request.query.customerId, request.body.type),
    );

    app.post(
      '/sca/factors/confirm',
      {
        schema: {
          tags,
          operationId: 'confirmScaFactorEnrollment',
          summary: 'Confirm an enrollment: the TOTP secret and a current code, or the passkey registration',
          description: `The TOTP answer carries recovery codes, shown once. ${OUTSIDE}`,
          querystring: CustomerQuery,
          body: ConfirmEnrollmentBody,
          response: { 200: ConfirmEnrollmentResponse, ...errorResponses(400, 403, 404, 409) },
        },
      },
      async (request) =>
        sca.confirmEnrollment(ctx, authOf(request).platformId, request.query.customerId, request.body),
    );

    app.delete(
      '/sca/factors/:credentialId',
      {
        schema: {
          tags,
          operationId: 'deleteScaFactor',
          summary: 'Remove an enrolled factor',
          description:
            'The credential names its customer; `customerId`, when sent, must be that customer (else 404).',
          querystring: OptionalCustomerQuery,
          params: CredentialParams,
          response: { 204: Type.Null(), ...errorResponses(403, 404, 409) },
        },
      },
      async (request, reply) => {
        await sca.deleteFactor(
          ctx,
          authOf(request).platformId,
          request.query.customerId,
          request.params.credentialId,
        );
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/sca/login/start',
      {
        schema: {
          tags,
          operationId: 'startScaLogin',
          summary: 'Challenge the customer with a factor (an SMS code is sent; a passkey gets options)',
          description: `423 ACCOUNT_LOCKED while the customer is locked out. ${OUTSIDE}`,
          querystring: CustomerQuery,
          body: LoginStartBody,
          response: { 200: LoginStart, ...errorResponses(400, 403, 404, 409, 423) },
        },
      },
      async (request) =>
        sca.startLogin(ctx, authOf(request).platformId, request.query.customerId, request.body.factor),
    );

    app.post(
      '/sca/login/complete',
      {
        schema: {
          tags,
          operationId: 'completeScaLogin',
          summary: "Answer the login challenge: opens the customer's SCA session (15 minutes)",
          description:
            'A wrong proof is 400 with the attempts left; the fifth failure in a row locks the customer for 15 ' +
            `minutes (423 ACCOUNT_LOCKED) and ends its session. ${OUTSIDE}`,
          querystring: CustomerQuery,
          body: LoginCompleteBody,
          response: { 200: LoginComplete, ...errorResponses(400, 403, 404, 409, 423) },
        },
      },
      async (request) =>
        sca.completeLogin(ctx, authOf(request).platformId, request.query.customerId, request.body),
    );

    app.post(
      '/sca/record-event',
      {
        schema: {
          tags,
          operationId: 'recordSecurityEvent',
          summary: "Record what the platform's own login saw",
          description:
            'FAILED_LOGIN_ATTEMPT counts like a failed SCA proof (five in a row lock the customer); ' +
            `RESET_PASSWORD_COMPLETED ends the customer's SCA session and clears the failures. ${OUTSIDE}`,
          querystring: CustomerQuery,
          body: RecordEventBody,
          response: { 200: RecordEventResponse, ...errorResponses(400, 403, 404, 409) },
        },
      },
      async (request) =>
        sca.recordEvent(ctx, authOf(request).platformId, request.query.customerId, request.body.eventType),
    );

    app.post(
      '/sca/factors/reset',
      {
        schema: {
          tags,
          operationId: 'startTwoFactorReset',
          summary: 'Start resetting a lost factor: the customer passes a liveness check instead',
          description: `The sandbox check passes by itself after a delay. ${OUTSIDE}`,
          querystring: CustomerQuery,
          body: ResetStartBody,
          response: { 201: ResetStart, ...errorResponses(400, 403, 404, 409) },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await resets.startReset(
              ctx,
              authOf(request).platformId,
              request.query.customerId,
              request.body.factor,
            ),
          ),
    );

    app.get(
      '/sca/factors/reset/:resetId',
      {
        schema: {
          tags,
          operationId: 'getTwoFactorResetStatus',
          summary: 'Where a factor reset stands',
          description:
            'The reset names its customer; `customerId`, when sent, must be that customer (else 404).',
          querystring: OptionalCustomerQuery,
          params: ResetParams,
          response: { 200: ResetStatus, ...errorResponses(403, 404, 409) },
        },
      },
      async (request) =>
        resets.getReset(ctx, authOf(request).platformId, request.query.customerId, request.params.resetId),
    );

    app.post(
      '/sca/factors/reset/:resetId/complete',
      {
        preValidation: bodyDefaultsToEmptyObject,
        schema: {
          tags,
          operationId: 'completeTwoFactorReset',
          summary: 'Complete a reset whose liveness check passed',
          description:
            'A TOTP or passkey factor is removed (enroll it again); an SMS_OTP reset takes the new `mobile`.',
          'x-optional-body': true,
          querystring: OptionalCustomerQuery,
          params: ResetParams,
          body: ResetCompleteBody,
          response: { 204: Type.Null(), ...errorResponses(400, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        await resets.completeReset(
          ctx,
          authOf(request).platformId,
          request.query.customerId,
          request.params.resetId,
          request.body.mobile,
        );
        return reply.code(204).send(null);
      },
    );
  };
