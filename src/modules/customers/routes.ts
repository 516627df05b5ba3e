import { Type } from 'typebox';
import { bodyDefaultsToEmptyObject, originOf, dateRangeOf } from '../../http/query.js';
import { declareRoute, routePlugin } from '../../http/declared-routes.js';
import { collection, getOne } from '../../http/read-routes.js';
import { SignedRequestChallengeRef, SignedRetryHeaders, signedRequestOf } from '../../http/signed-retry.js';
import { errorResponses } from '../../http/schemas.js';
import {
  BeneficialOwnerParams,
  CreateBeneficialOwnerBody,
  ListBeneficialOwnersQuery,
  UpdateBeneficialOwnerBody,
} from './beneficial-owners.schemas.js';
import * as owners from './beneficial-owners.service.js';
import { type Channel, confirmContactCode, sendContactCode } from './contact-verification.js';
import { createKycLink, createKycLinkByPlatformCustomerId } from './kyc-links.js';
import { CURRENT_END_USER_TERMS_VERSION } from './rules.js';
import {
  ConfirmCodeBody,
  CreateCustomerBody,
  Customer,
  CustomerParams,
  EndUserTerms,
  KycLink,
  KycLinkBody,
  KycLinkOfPlatformCustomer,
  KycLinkQuery,
  ListCustomersQuery,
  UpdateCustomerBody,
} from './schemas.js';
import * as customers from './service.js';

const tags = ['Customers'];
const BeneficialOwner = Type.Ref('BeneficialOwner');

export const customerRoutes = routePlugin(async (app, ctx) => {
  collection(app, ctx, {
    path: '/customers',
    tags,
    item: Customer,
    create: {
      operationId: 'createCustomer',
      summary: 'Register a customer',
      description:
        'Individual or business, chosen by `customerType`. Internal accounts are created per the platform currency ' +
        'configuration. Sandbox: the last three characters of an individual `fullName` select the KYC outcome.',
      body: CreateCustomerBody,
      errors: [400, 403, 409],
      create: customers.createCustomer,
    },
    list: {
      operationId: 'listCustomers',
      summary: 'List customers',
      querystring: ListCustomersQuery,
      list: (ctx, platformId, query, { page }) =>
        customers.listCustomers(
          ctx,
          platformId,
          {
            platformCustomerId: query.platformCustomerId,
            customerType: query.customerType,
            region: query.region,
            currency: query.currency,
            umaAddress: query.umaAddress,
            includeDeleted: query.isIncludingDeleted,
            ...dateRangeOf(query),
          },
          page,
        ),
    },
  });

  declareRoute(app, {
    method: 'GET',
    path: '/customers/end-user-terms',
    tags,
    operationId: 'getEndUserTerms',
    summary: 'Current End User Terms version and hosted URL',
    response: { 200: EndUserTerms, ...errorResponses(403) },
    handle: (_platformId, { request }) => ({
      version: CURRENT_END_USER_TERMS_VERSION,
      url: `${originOf(request)}/terms/${CURRENT_END_USER_TERMS_VERSION}`,
    }),
  });

  // Declared before /customers/:customerId would match it; the router prefers the static path.
  declareRoute(app, {
    method: 'GET',
    path: '/customers/kyc-link',
    tags,
    operationId: 'getKycLinkByPlatformCustomerId',
    summary: 'Create a hosted KYC link for the customer with this platformCustomerId',
    description:
      'The same single-use link as POST /customers/{customerId}/kyc-link, for clients that know the ' +
      'customer by their own id.',
    querystring: KycLinkQuery,
    response: { 200: KycLinkOfPlatformCustomer, ...errorResponses(400, 403, 404, 409) },
    handle: (platformId, { query, request }) =>
      createKycLinkByPlatformCustomerId(
        ctx,
        platformId,
        query.platformCustomerId,
        originOf(request),
        query.redirectUri,
      ),
  });

  getOne(app, {
    path: '/customers/:customerId',
    tags,
    operationId: 'getCustomer',
    summary: 'Get a customer',
    params: CustomerParams,
    response: Customer,
    read: (platformId, params) => customers.getCustomer(ctx, platformId, params.customerId),
  });

  declareRoute(app, {
    method: 'PATCH',
    path: '/customers/:customerId',
    tags,
    operationId: 'updateCustomer',
    summary: 'Update a customer',
    description:
      '`email` and `phoneNumber` must be changed in separate requests. A change of the email (or phone ' +
      "number) that EMAIL_OTP (or SMS_OTP) credentials of the customer's embedded wallets share is a signed " +
      'retry (spec 4.9): without signature headers the answer is 202 with `payloadToSign`, `requestId` and ' +
      '`expiresAt` and nothing changes; the same request with `Service-Wallet-Signature` (a stamp by a session ' +
      'of the wallet) and `Request-Id` changes the customer and every tied credential together (200). 409 ' +
      'EMAIL_OTP_CREDENTIAL_SET_CHANGED if the tied credentials changed in between, 409 ' +
      'EMAIL_OTP_EMAIL_ALREADY_EXISTS if another wallet signs in with that email.',
    headers: SignedRetryHeaders,
    params: CustomerParams,
    body: UpdateCustomerBody,
    response: {
      200: Customer,
      202: SignedRequestChallengeRef,
      ...errorResponses(400, 401, 403, 404, 409, 410),
    },
    answers: true,
    handle: (platformId, { params, body, request }) =>
      customers.updateCustomer(ctx, platformId, params.customerId, body, signedRequestOf(request)),
  });

  declareRoute(app, {
    method: 'DELETE',
    path: '/customers/:customerId',
    tags,
    operationId: 'deleteCustomer',
    summary: 'Delete a customer',
    description:
      'Marks the customer deleted (`isDeleted`): it stays readable, cannot change, and its platformCustomerId ' +
      'and UMA address become free.',
    params: CustomerParams,
    response: { 200: Customer, ...errorResponses(403, 404, 410) },
    handle: (platformId, { params }) => customers.deleteCustomer(ctx, platformId, params.customerId),
  });

  declareRoute(app, {
    method: 'POST',
    path: '/customers/:customerId/kyc-link',
    config: { idempotent: true },
    preValidation: bodyDefaultsToEmptyObject,
    tags,
    operationId: 'createKycLink',
    summary: 'Create a single-use hosted KYC link',
    optionalBody: true,
    params: CustomerParams,
    body: KycLinkBody,
    response: { 201: KycLink, ...errorResponses(400, 403, 404, 409, 410) },
    handle: (platformId, { params, body, request }) =>
      createKycLink(ctx, platformId, params.customerId, originOf(request), body.redirectUri),
  });

  for (const channel of ['email', 'phone'] as Channel[]) {
    const Name = channel === 'email' ? 'Email' : 'Phone';
    declareRoute(app, {
      method: 'POST',
      path: `/customers/:customerId/verify-${channel}`,
      tags,
      operationId: `sendCustomer${Name}Code`,
      summary: `Send or resend the ${channel} verification code`,
      description: 'Sandbox: nothing is sent; the code is always 123456.',
      params: CustomerParams,
      response: { 204: Type.Null(), ...errorResponses(400, 403, 404, 409, 410) },
      handle: (platformId, { params }) => sendContactCode(ctx, platformId, params.customerId, channel),
    });
    declareRoute(app, {
      method: 'POST',
      path: `/customers/:customerId/verify-${channel}/confirm`,
      tags,
      operationId: `confirmCustomer${Name}Code`,
      summary: `Confirm the ${channel} verification code`,
      params: CustomerParams,
      body: ConfirmCodeBody,
      response: { 200: Customer, ...errorResponses(400, 403, 404, 409, 410) },
      handle: (platformId, { params, body }) =>
        confirmContactCode(ctx, platformId, params.customerId, channel, body.code),
    });
  }

  const ownerTags = ['Beneficial Owners'];
  collection(app, ctx, {
    path: '/beneficial-owners',
    tags: ownerTags,
    item: BeneficialOwner,
    create: {
      operationId: 'createBeneficialOwner',
      summary: 'Add a beneficial owner, director or officer to a business customer',
      body: CreateBeneficialOwnerBody,
      errors: [400, 403, 404, 410],
      create: owners.createOwner,
    },
    list: {
      operationId: 'listBeneficialOwners',
      summary: 'List the beneficial owners of a business customer',
      querystring: ListBeneficialOwnersQuery,
      notFound: true,
      list: (ctx, platformId, query, { page }) => owners.listOwners(ctx, platformId, query.customerId, page),
    },
  });
  getOne(app, {
    path: '/beneficial-owners/:beneficialOwnerId',
    tags: ownerTags,
    operationId: 'getBeneficialOwner',
    summary: 'Get a beneficial owner',
    params: BeneficialOwnerParams,
    response: BeneficialOwner,
    read: (platformId, params) => owners.getOwner(ctx, platformId, params.beneficialOwnerId),
  });
  declareRoute(app, {
    method: 'PATCH',
    path: '/beneficial-owners/:beneficialOwnerId',
    tags: ownerTags,
    operationId: 'updateBeneficialOwner',
    summary: 'Update a beneficial owner (only the fields sent change)',
    params: BeneficialOwnerParams,
    body: UpdateBeneficialOwnerBody,
    response: { 200: BeneficialOwner, ...errorResponses(400, 403, 404, 410) },
    handle: (platformId, { params, body }) =>
      owners.updateOwner(ctx, platformId, params.beneficialOwnerId, body),
  });
});
