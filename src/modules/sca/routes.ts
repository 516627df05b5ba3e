import { type Static, type TSchema, Type } from 'typebox';
import { declareRoute, routePlugin } from '../../http/declared-routes.js';
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

/** A POST of the customer named by `customerId` in the query. */
interface CustomerStep<B extends TSchema> {
  path: string;
  operationId: string;
  summary: string;
  description: string;
  body: B;
  response: Record<number, TSchema>;
  run: (platformId: string, customerId: string, body: Static<B>) => unknown;
}

/**
 * Strong Customer Authentication (spec 5, 7.2): a customer's factors, the login that opens its
 * SCA session, and the security events of the platform's own login. The platform calls them
 * for its customer (who is named by `customerId`) with its Basic credentials.
 */
export const scaRoutes = routePlugin(async (app, ctx) => {
  /** A step of the customer the query names: what tells one from another. */
  const customerStep = <B extends TSchema>({ run, ...step }: CustomerStep<B>) =>
    declareRoute(app, {
      ...step,
      method: 'POST',
      tags,
      querystring: CustomerQuery,
      handle: (platformId, { query, body }) => run(platformId, query.customerId, body),
    });

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

  customerStep({
    path: '/sca/factors',
    operationId: 'startScaFactorEnrollment',
    summary: 'Start enrolling a TOTP authenticator app or a passkey',
    description:
      'TOTP: a new secret for the app (confirm with a code it shows). PASSKEY: WebAuthn creation options ' +
      'for the service relying party and its allowed origins (confirm with the registration). One of each ' +
      `per customer: a second passkey is 409 PASSKEY_ALREADY_ENROLLED. ${OUTSIDE}`,
    body: EnrollBody,
    response: { 200: EnrollStart, ...errorResponses(400, 403, 404, 409) },
    run: (platformId, customerId, body) => sca.startEnrollment(ctx, platformId, customerId, body.type),
  });

  customerStep({
    path: '/sca/factors/confirm',
    operationId: 'confirmScaFactorEnrollment',
    summary: 'Confirm an enrollment: the TOTP secret and a current code, or the passkey registration',
    description: `The TOTP answer carries recovery codes, shown once. ${OUTSIDE}`,
    body: ConfirmEnrollmentBody,
    response: { 200: ConfirmEnrollmentResponse, ...errorResponses(400, 403, 404, 409) },
    run: (platformId, customerId, body) => sca.confirmEnrollment(ctx, platformId, customerId, body),
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

  customerStep({
    path: '/sca/login/start',
    operationId: 'startScaLogin',
    summary: 'Challenge the customer with a factor (an SMS code is sent; a passkey gets options)',
    description: `423 ACCOUNT_LOCKED while the customer is locked out. ${OUTSIDE}`,
    body: LoginStartBody,
    response: { 200: LoginStart, ...errorResponses(400, 403, 404, 409, 423) },
    run: (platformId, customerId, body) => sca.startLogin(ctx, platformId, customerId, body.factor),
  });

  customerStep({
    path: '/sca/login/complete',
    operationId: 'completeScaLogin',
    summary: "Answer the login challenge: opens the customer's SCA session (15 minutes)",
    description:
      'A wrong proof is 400 with the attempts left; the fifth failure in a row locks the customer for 15 ' +
      `minutes (423 ACCOUNT_LOCKED) and ends its session. ${OUTSIDE}`,
    body: LoginCompleteBody,
    response: { 200: LoginComplete, ...errorResponses(400, 403, 404, 409, 423) },
    run: (platformId, customerId, body) => sca.completeLogin(ctx, platformId, customerId, body),
  });

  customerStep({
    path: '/sca/record-event',
    operationId: 'recordSecurityEvent',
    summary: "Record what the platform's own login saw",
    description:
      'FAILED_LOGIN_ATTEMPT counts like a failed SCA proof (five in a row lock the customer); ' +
      `RESET_PASSWORD_COMPLETED ends the customer's SCA session and clears the failures. ${OUTSIDE}`,
    body: RecordEventBody,
    response: { 200: RecordEventResponse, ...errorResponses(400, 403, 404, 409) },
    run: (platformId, customerId, body) => sca.recordEvent(ctx, platformId, customerId, body.eventType),
  });

  customerStep({
    path: '/sca/factors/reset',
    operationId: 'startTwoFactorReset',
    summary: 'Start resetting a lost factor: the customer passes a liveness check instead',
    description: `The sandbox check passes by itself after a delay. ${OUTSIDE}`,
    body: ResetStartBody,
    response: { 201: ResetStart, ...errorResponses(400, 403, 404, 409) },
    run: (platformId, customerId, body) => resets.startReset(ctx, platformId, customerId, body.factor),
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
});
