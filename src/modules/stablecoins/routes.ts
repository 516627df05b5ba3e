import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../context.js';
import { idempotencyOf } from '../../http/idempotency/hooks.js';
import { authOf } from '../../http/route-config.js';
import { declareRoute, routePlugin } from '../../http/declared-routes.js';
import { collection, getOne, listAll } from '../../http/read-routes.js';
import { errorResponses, idempotencyHeaders } from '../../http/schemas.js';
import * as operations from './operations.js';
import {
  BurnBody,
  LinkProviderAccountBody,
  ListOperationsQuery,
  ListProviderAccountsQuery,
  ListStablecoinsQuery,
  MintBody,
  OperationParams,
  ProviderAccountParams,
  RegisterStablecoinBody,
  StablecoinOperationRef,
  StablecoinParams,
  StablecoinProviderAccountRef,
  StablecoinRef,
} from './schemas.js';
import * as stablecoins from './service.js';

const tags = ['Stablecoins'];

/**
 * Whose stablecoin it is comes first: another platform's (or no) stablecoin is 404 whatever
 * the request carries, before its headers and body are validated (tenant isolation).
 */
const stablecoinFirst =
  (ctx: ServiceContext) =>
  async (request: FastifyRequest): Promise<void> => {
    const { stablecoinId } = request.params as { stablecoinId?: unknown };
    await stablecoins.loadStablecoin(ctx.db, authOf(request).platformId, String(stablecoinId));
  };

/** Every POST of this area requires an Idempotency-Key (400 without one), as the contract says. */
const requiredKey = { ...idempotencyHeaders, required: ['idempotency-key'] };

const OPERATION_NOTE =
  'Requires an Idempotency-Key. The stablecoin must be PROVISIONED and ENABLED (409), its provider account ' +
  "usable (400 STABLECOIN_PROVIDER_ACCOUNT_INVALID / _REVOKED). `amount` is a string of digits in the token's " +
  'smallest unit and must be a whole number of cents of the base currency (400 INVALID_INPUT). The operation ' +
  'starts CREATED and the provider moves it (sandbox: about 5 s a step, times SANDBOX_DELAY_SCALE) through ' +
  'PENDING_FUNDING or PENDING_PROVIDER and PROCESSING to COMPLETED, FAILED or EXPIRED; a description ending in ' +
  '002 fails, 003 never gets its funding (EXPIRED), 503 is answered 503 (the provider is unavailable).';

export const stablecoinRoutes = routePlugin(async (app, ctx) => {
  collection(app, ctx, {
    path: '/stablecoin-provider-accounts',
    tags,
    item: StablecoinProviderAccountRef,
    create: {
      config: { idempotent: true },
      operationId: 'linkStablecoinProviderAccount',
      summary: "Link the platform's account at a stablecoin provider",
      description:
        'The provider checks the API credentials: refused ones are 400 STABLECOIN_PROVIDER_ACCOUNT_INVALID ' +
        '(sandbox: an apiClientId ending in 002; 003 is revoked and 004 becomes INVALID about 60 s later). ' +
        'An account already linked ACTIVE is 409; an INVALID or REVOKED one is linked again. The secret is ' +
        'kept encrypted and never returned. Requires an Idempotency-Key.',
      headers: requiredKey,
      body: LinkProviderAccountBody,
      errors: [400, 403, 409],
      create: stablecoins.linkProviderAccount,
    },
    list: {
      operationId: 'listStablecoinProviderAccounts',
      summary: 'List linked stablecoin provider accounts',
      querystring: ListProviderAccountsQuery,
      list: stablecoins.listProviderAccounts,
    },
  });

  getOne(app, {
    path: '/stablecoin-provider-accounts/:stablecoinProviderAccountId',
    tags,
    operationId: 'getStablecoinProviderAccount',
    summary: 'Get a linked stablecoin provider account',
    description: '404 STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND for an id of no account of the platform.',
    params: ProviderAccountParams,
    response: StablecoinProviderAccountRef,
    read: (platformId, params) =>
      stablecoins.getProviderAccount(ctx, platformId, params.stablecoinProviderAccountId),
  });

  collection(app, ctx, {
    path: '/stablecoins',
    tags,
    item: StablecoinRef,
    create: {
      config: { idempotent: true },
      operationId: 'registerStablecoin',
      summary: 'Register a stablecoin the provider created, requesting its enablement',
      description:
        'Registration is the request of spec 3.6: serviceOperationsStatus NOT_ENABLED to PENDING_APPROVAL ' +
        '(send serviceOperationsStatus NOT_ENABLED to register without it). Registering the same token ' +
        'again is the same stablecoin: it succeeds while PENDING_APPROVAL and makes the request for one ' +
        'NOT_ENABLED; ENABLING, ENABLED and DISABLED are set by the service only (409 ' +
        'STABLECOIN_SERVICE_ENABLEMENT_NOT_REQUESTABLE). Without stablecoinProviderAccountId the platform ' +
        'must have exactly one ACTIVE provider account (400 STABLECOIN_PROVIDER_ACCOUNT_SELECTION_REQUIRED, ' +
        '404 STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND). The provider then reviews and provisions the token ' +
        '(issuanceStatus PENDING_REVIEW, PROVISIONING, PROVISIONED; sandbox: a providerTokenIdentifier ' +
        'ending in 002 is REJECTED, 003 FAILED), and the service enables it. Requires an Idempotency-Key.',
      headers: requiredKey,
      body: RegisterStablecoinBody,
      errors: [400, 403, 404, 409],
      create: stablecoins.registerStablecoin,
    },
    list: {
      operationId: 'listStablecoins',
      summary: 'List registered stablecoins',
      description: 'Filters: issuanceStatus, serviceOperationsStatus (or gridOperationsStatus), provider.',
      querystring: ListStablecoinsQuery,
      list: stablecoins.listStablecoins,
    },
  });

  getOne(app, {
    path: '/stablecoins/:stablecoinId',
    tags,
    operationId: 'getStablecoin',
    summary: 'Get a stablecoin',
    params: StablecoinParams,
    response: StablecoinRef,
    read: (platformId, params) => stablecoins.getStablecoin(ctx, platformId, params.stablecoinId),
  });

  /** A mint or a burn: an operation of the provider on the stablecoin the path names. */
  const operation = {
    method: 'POST',
    config: { permission: 'TRANSACT', idempotent: true, replay: operations.replayOperation(ctx) },
    preValidation: stablecoinFirst(ctx),
    tags,
    params: StablecoinParams,
    headers: requiredKey,
    response: { 201: StablecoinOperationRef, ...errorResponses(400, 403, 404, 409) },
  } as const;

  declareRoute(app, {
    ...operation,
    path: '/stablecoins/:stablecoinId/mints',
    operationId: 'createStablecoinMint',
    summary: 'Mint tokens into an internal account',
    description:
      `${OPERATION_NOTE} Funding: SERVICE_INTERNAL_ACCOUNT (an internal account in the base currency, held ` +
      'at once; GRID_INTERNAL_ACCOUNT is read as it), WIRE (fundingInstructions), ACH_DEBIT or ' +
      'SAME_DAY_ACH_DEBIT (an external account in the base currency), PROVIDER_INTERNAL_BALANCE. The ' +
      'destination is an internal account holding the token (`currency`), credited when the mint completes.',
    body: MintBody,
    handle: (platformId, { params, body, request }) =>
      operations.createMint(ctx, platformId, params.stablecoinId, body, idempotencyOf(request)),
  });

  declareRoute(app, {
    ...operation,
    path: '/stablecoins/:stablecoinId/burns',
    operationId: 'createStablecoinBurn',
    summary: 'Burn tokens and pay their value to a bank account',
    description:
      `${OPERATION_NOTE} Source: SERVICE_INTERNAL_ACCOUNT (an internal account holding the token, held at ` +
      'once and released if the burn fails), EXTERNAL_ACCOUNT (send the tokens to fundingInstructions), ' +
      'PROVIDER_INTERNAL_BALANCE. The amount may not exceed the supply not already being burned (400 ' +
      'INVALID_AMOUNT). The base currency is paid to the external account on `rail` (estimatedDelivery).',
    body: BurnBody,
    handle: (platformId, { params, body, request }) =>
      operations.createBurn(ctx, platformId, params.stablecoinId, body, idempotencyOf(request)),
  });

  listAll(app, {
    path: '/stablecoins/:stablecoinId/operations',
    tags,
    operationId: 'listStablecoinOperations',
    summary: "List a stablecoin's mints and burns",
    params: StablecoinParams,
    querystring: ListOperationsQuery,
    item: StablecoinOperationRef,
    notFound: true,
    list: (platformId, query, { params }) =>
      operations.listOperations(ctx, platformId, params.stablecoinId, query),
  });

  getOne(app, {
    path: '/stablecoin-operations/:stablecoinOperationId',
    tags,
    operationId: 'getStablecoinOperation',
    summary: 'Get a mint or burn',
    params: OperationParams,
    response: StablecoinOperationRef,
    read: (platformId, params) => operations.getOperation(ctx, platformId, params.stablecoinOperationId),
  });
});
