import type { preHandlerHookHandler } from 'fastify';
import { Type } from 'typebox';
import { bodyDefaultsToEmptyObject, pageRequest } from '../../http/query.js';
import { authOf } from '../../http/route-config.js';
import { getOne, listAll } from '../../http/read-routes.js';
import { revisionDeclares } from '../../http/revisions.js';
import { invalidInput } from '../../errors.js';
import { brlAccountRuleProblems } from './account-types.js';
import { errorResponses, ListOf } from '../../http/schemas.js';
import {
  CreateCustomerExternalAccountBody,
  CreatePlatformExternalAccountBody,
  type CreateExternalAccountInput,
  ExternalAccountParams,
  ExternalAccountSchema,
  LegacyExternalAccount,
  ListCustomerExternalAccountsQuery,
  ListPlatformExternalAccountsQuery,
  TrustConfirmBody,
  TrustRequestBody,
  TrustConfirmResponse,
  TrustResponse,
} from './schemas.js';
import * as accounts from './service.js';
import { routePlugin } from '../../http/declared-routes.js';

const tags = ['External Accounts'];

const SANDBOX_NOTE =
  'Sandbox: the last three characters of the primary identifier (account number, IBAN, CLABE, PIX key, phone ' +
  'number, wallet address; the part before @ for UPI ids and lightning addresses) select the beneficiary name ' +
  'check: 102 NOT_MATCHED, 103 PARTIAL_MATCH, 104 PENDING, 105 400 INVALID_BANK_ACCOUNT, 106 UNSUPPORTED, ' +
  '107 CHECKED_BY_RECEIVING_FI, otherwise MATCHED.';

/**
 * Revision 2026-08-21's own rules for BRL accounts (a `pixKeyType` of its enum, a `taxId` of
 * its pattern), applied to its clients only: the spec and 2026-02-25 take free strings.
 */
const revisionRules: preHandlerHookHandler = (request, _reply, done) => {
  const accountInfo = (request.body as { accountInfo?: Record<string, unknown> } | undefined)?.accountInfo;
  if (accountInfo === undefined || !revisionDeclares(request, 'BRL_ACCOUNT_IDENTIFIERS')) {
    done();
    return;
  }
  const problems = brlAccountRuleProblems(accountInfo);
  if (problems.length === 0) done();
  else done(invalidInput(`Request validation failed: ${problems.length} invalid field(s)`, problems));
};

export const externalAccountRoutes = routePlugin(async (app, ctx) => {
  /** Either path registers both kinds: the body's `customerId` says whose account it is. */
  const register = (platformId: string, body: CreateExternalAccountInput) =>
    accounts.createExternalAccount(
      ctx,
      platformId,
      body.customerId === undefined ? 'platform' : 'customer',
      body,
    );

  app.post(
    '/customers/external-accounts',
    {
      config: { idempotent: true },
      preHandler: revisionRules,
      schema: {
        tags,
        operationId: 'createExternalAccount',
        summary: 'Register an external account of a customer',
        description:
          'A bank account, a crypto wallet or a Lightning destination, chosen by `accountInfo.accountType`. ' +
          'Identifiers are checked (IBAN, ABA, CLABE, CPF/CNPJ check digits, EIP-55, base58, bech32). ' +
          'FIRST_PARTY self-custody wallets of customers in EU/EEA regions start PENDING_OWNERSHIP_VERIFICATION. ' +
          'Without `customerId` the account belongs to the platform (as POST /platform/external-accounts). ' +
          'The account types of the 2025-10-13 revision (US_ACCOUNT, CLABE, IBAN, PIX, UPI) are accepted and ' +
          "stored as today's types. " +
          SANDBOX_NOTE,
        body: CreateCustomerExternalAccountBody,
        response: { 201: ExternalAccountSchema, ...errorResponses(400, 403, 404, 409, 410) },
      },
    },
    async (request, reply) => reply.code(201).send(await register(authOf(request).platformId, request.body)),
  );

  app.post(
    '/platform/external-accounts',
    {
      config: { idempotent: true },
      preHandler: revisionRules,
      schema: {
        tags,
        operationId: 'createPlatformExternalAccount',
        summary: 'Register an external account of the platform itself',
        description:
          'Same account types and checks as customer accounts. `customerId` (accepted as in the 2025-10-13 ' +
          `revision) makes it that customer's account, as POST /customers/external-accounts. ${SANDBOX_NOTE}`,
        body: CreatePlatformExternalAccountBody,
        response: { 201: ExternalAccountSchema, ...errorResponses(400, 403, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await register(authOf(request).platformId, request.body)),
  );

  listAll(app, {
    path: '/customers/external-accounts',
    tags,
    operationId: 'listExternalAccounts',
    summary: "List customers' external accounts",
    querystring: ListCustomerExternalAccountsQuery,
    item: ExternalAccountSchema,
    list: (platformId, query, { page }) =>
      accounts.listExternalAccounts(
        ctx,
        platformId,
        'customer',
        { customerId: query.customerId, currency: query.currency },
        page,
      ),
  });

  app.get(
    '/platform/external-accounts',
    {
      schema: {
        tags,
        operationId: 'listPlatformExternalAccounts',
        summary: "List the platform's own external accounts",
        description:
          '`accounts` repeats `data` for clients of the 2025-10-13 revision, which read that name.',
        querystring: ListPlatformExternalAccountsQuery,
        response: {
          200: Type.Object({
            ...ListOf(ExternalAccountSchema).properties,
            accounts: Type.Array(LegacyExternalAccount, {
              description:
                'The accounts of `data` that the 2025-10-13 shape can express (US_ACCOUNT, CLABE, IBAN, PIX, UPI, SPARK_WALLET), in that shape',
            }),
          }),
          ...errorResponses(400, 403),
        },
      },
    },
    async (request) => {
      const page = await accounts.listExternalAccounts(
        ctx,
        authOf(request).platformId,
        'platform',
        { currency: request.query.currency },
        pageRequest(request.query),
      );
      return { ...page, accounts: page.data.flatMap((a) => accounts.legacyAccountView(a) ?? []) };
    },
  );

  for (const scope of ['customer', 'platform'] as const) {
    const base = scope === 'customer' ? '/customers/external-accounts' : '/platform/external-accounts';
    const Scope = scope === 'customer' ? '' : 'Platform';
    getOne(app, {
      path: `${base}/:externalAccountId`,
      tags,
      operationId: `get${Scope}ExternalAccount`,
      summary: scope === 'customer' ? 'Get a customer external account' : 'Get a platform external account',
      params: ExternalAccountParams,
      response: ExternalAccountSchema,
      read: (platformId, params) =>
        accounts.getExternalAccount(ctx, platformId, scope, params.externalAccountId),
    });
    app.delete(
      `${base}/:externalAccountId`,
      {
        schema: {
          tags,
          operationId: `delete${Scope}ExternalAccount`,
          summary:
            scope === 'customer'
              ? 'Delete a customer external account'
              : 'Delete a platform external account',
          description:
            'The account is 404 afterwards. A trusted beneficiary is 409 BENEFICIARY_TRUSTED: untrust it first.',
          params: ExternalAccountParams,
          response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(403, 404, 409) },
        },
      },
      async (request, reply) => {
        await accounts.deleteExternalAccount(
          ctx,
          authOf(request).platformId,
          scope,
          request.params.externalAccountId,
        );
        return reply.code(204).send(null);
      },
    );
  }

  for (const trusted of [true, false]) {
    const action = trusted ? 'trust' : 'untrust';
    const Action = trusted ? 'Trust' : 'Untrust';
    app.post(
      `/customers/external-accounts/:externalAccountId/${action}`,
      {
        preValidation: bodyDefaultsToEmptyObject,
        schema: {
          tags,
          operationId: `${action}ExternalAccount`,
          'x-optional-body': true,
          summary: `${Action} a beneficiary`,
          description:
            'Customers in EU/EEA regions (Strong Customer Authentication) get an `scaChallenge` to confirm with ' +
            `POST .../${action}/confirm (sandbox SMS code 123456); for others the change applies at once and ` +
            '`trusted` is returned. The challenge is an SMS code unless the optional body asks for another ' +
            'factor of the customer (`scaFactor`, an extension). Payments to a trusted beneficiary need no ' +
            'authorization of their own.',
          params: ExternalAccountParams,
          body: TrustRequestBody,
          response: { 200: TrustResponse, ...errorResponses(400, 403, 404, 409) },
        },
      },
      async (request) =>
        accounts.requestTrustChange(
          ctx,
          authOf(request).platformId,
          request.params.externalAccountId,
          trusted,
          request.body.scaFactor,
        ),
    );
    app.post(
      `/customers/external-accounts/:externalAccountId/${action}/confirm`,
      {
        preValidation: bodyDefaultsToEmptyObject,
        schema: {
          tags,
          operationId: `confirm${Action}ExternalAccount`,
          summary: `Confirm ${action}ing a beneficiary with the SCA code or a passkey assertion`,
          description:
            "Proof, as the challenge's factor asks: `code` (SMS, sandbox 123456; or the authenticator app's " +
            'code), or `passkeyAssertion` with the `origin` it was made on (sandbox shortcut: an assertion whose ' +
            '`signature` is `sandbox-valid-passkey-signature`). 409 outside SCA regions (nothing to confirm) and ' +
            'when no challenge is outstanding; a wrong proof is 400 and counts towards the lock (423 ' +
            'ACCOUNT_LOCKED after five in a row).',
          params: ExternalAccountParams,
          body: TrustConfirmBody,
          response: { 200: TrustConfirmResponse, ...errorResponses(400, 403, 404, 409, 423) },
        },
      },
      async (request) =>
        accounts.confirmTrustChange(
          ctx,
          authOf(request).platformId,
          request.params.externalAccountId,
          trusted,
          request.body,
        ),
    );
  }
});
