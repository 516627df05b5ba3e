import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ServiceContext } from '../../context.js';
import { declareRoute } from '../../http/declared-routes.js';
import { bodyDefaultsToEmptyObject } from '../../http/query.js';
import { errorResponses } from '../../http/schemas.js';
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
    declareRoute(app, {
      method: 'GET',
      path: '/sca/factors',
      tags,
      operationId: 'listScaFactors',
      summary: "The customer's SCA factors: SMS_OTP (its phone) and the enrolled ones",
      description: OUTSIDE,
      querystring: CustomerQuery,
      response: { 200: ScaFactorList, ...errorResponses(403, 404, 409) },
      handle: (platformId, { query }) => sca.listFactors(ctx, platformId, query.customerId),
    });

    declareRoute(app, {
      method: 'POST',
      path: '/sca/factors',
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
      handle: (platformId, { query, body }) =>
        sca.startEnrollment(ctx, platformId, query.customerId, body.type),
    });

    declareRoute(app, {
      method: 'POST',
      path: '/sca/factors/confirm',
      tags,
      operationId: 'confirmScaFactorEnrollment',
      summary: 'Confirm an enrollment: the TOTP secret and a current code, or the passkey registration',
      description: `The TOTP answer carries recovery codes, shown once. ${OUTSIDE}`,
      querystring: CustomerQuery,
      body: ConfirmEnrollmentBody,
      response: { 200: ConfirmEnrollmentResponse, ...errorResponses(400, 403, 404, 409) },
      handle: (platformId, { query, body }) => sca.confirmEnrollment(ctx, platformId, query.customerId, body),
    });

    declareRoute(app, {
      method: 'DELETE',
      path: '/sca/factors/:credentialId',
      tags,
      operationId: 'deleteScaFactor',
      summary: 'Remove an enrolled factor',
      description:
        'The credential names its customer; `customerId`, when sent, must be that customer (else 404).',
      querystring: OptionalCustomerQuery,
      params: CredentialParams,
      response: { 204: Type.Null(), ...errorResponses(403, 404, 409) },
      handle: (platformId, { query, params }) =>
        sca.deleteFactor(ctx, platformId, query.customerId, params.credentialId),
    });

    declareRoute(app, {
      method: 'POST',
      path: '/sca/login/start',
      tags,
      operationId: 'startScaLogin',
      summary: 'Challenge the customer with a factor (an SMS code is sent; a passkey gets options)',
      description: `423 ACCOUNT_LOCKED while the customer is locked out. ${OUTSIDE}`,
      querystring: CustomerQuery,
      body: LoginStartBody,
      response: { 200: LoginStart, ...errorResponses(400, 403, 404, 409, 423) },
      handle: (platformId, { query, body }) => sca.startLogin(ctx, platformId, query.customerId, body.factor),
    });

    declareRoute(app, {
      method: 'POST',
      path: '/sca/login/complete',
      tags,
      operationId: 'completeScaLogin',
      summary: "Answer the login challenge: opens the customer's SCA session (15 minutes)",
      description:
        'A wrong proof is 400 with the attempts left; the fifth failure in a row locks the customer for 15 ' +
        `minutes (423 ACCOUNT_LOCKED) and ends its session. ${OUTSIDE}`,
      querystring: CustomerQuery,
      body: LoginCompleteBody,
      response: { 200: LoginComplete, ...errorResponses(400, 403, 404, 409, 423) },
      handle: (platformId, { query, body }) => sca.completeLogin(ctx, platformId, query.customerId, body),
    });

    declareRoute(app, {
      method: 'POST',
      path: '/sca/record-event',
      tags,
      operationId: 'recordSecurityEvent',
      summary: "Record what the platform's own login saw",
      description:
        'FAILED_LOGIN_ATTEMPT counts like a failed SCA proof (five in a row lock the customer); ' +
        `RESET_PASSWORD_COMPLETED ends the customer's SCA session and clears the failures. ${OUTSIDE}`,
      querystring: CustomerQuery,
      body: RecordEventBody,
      response: { 200: RecordEventResponse, ...errorResponses(400, 403, 404, 409) },
      handle: (platformId, { query, body }) =>
        sca.recordEvent(ctx, platformId, query.customerId, body.eventType),
    });

    declareRoute(app, {
      method: 'POST',
      path: '/sca/factors/reset',
      tags,
      operationId: 'startTwoFactorReset',
      summary: 'Start resetting a lost factor: the customer passes a liveness check instead',
      description: `The sandbox check passes by itself after a delay. ${OUTSIDE}`,
      querystring: CustomerQuery,
      body: ResetStartBody,
      response: { 201: ResetStart, ...errorResponses(400, 403, 404, 409) },
      handle: (platformId, { query, body }) =>
        resets.startReset(ctx, platformId, query.customerId, body.factor),
    });

    declareRoute(app, {
      method: 'GET',
      path: '/sca/factors/reset/:resetId',
      tags,
      operationId: 'getTwoFactorResetStatus',
      summary: 'Where a factor reset stands',
      description: 'The reset names its customer; `customerId`, when sent, must be that customer (else 404).',
      querystring: OptionalCustomerQuery,
      params: ResetParams,
      response: { 200: ResetStatus, ...errorResponses(403, 404, 409) },
      handle: (platformId, { query, params }) =>
        resets.getReset(ctx, platformId, query.customerId, params.resetId),
    });

    declareRoute(app, {
      method: 'POST',
      path: '/sca/factors/reset/:resetId/complete',
      preValidation: bodyDefaultsToEmptyObject,
      tags,
      operationId: 'completeTwoFactorReset',
      summary: 'Complete a reset whose liveness check passed',
      description:
        'A TOTP or passkey factor is removed (enroll it again); an SMS_OTP reset takes the new `mobile`.',
      optionalBody: true,
      querystring: OptionalCustomerQuery,
      params: ResetParams,
      body: ResetCompleteBody,
      response: { 204: Type.Null(), ...errorResponses(400, 403, 404, 409) },
      handle: (platformId, { query, params, body }) =>
        resets.completeReset(ctx, platformId, query.customerId, params.resetId, body.mobile),
    });
  };
