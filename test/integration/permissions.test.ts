import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchOpenApiDocument, listOperations, type Operation } from '../helpers/oas-operations.js';
import { basicAuth, sendRaw } from '../helpers/raw-http.js';
import { type PlatformClient, startTestService, type TestService } from '../helpers/service.js';

/**
 * The permission of every operation, decided one by one (docs/decisions/0002-token-permissions.md):
 * VIEW reads, TRANSACT moves money or decides a payment, MANAGE changes anything else; AGENT
 * routes take an agent's Bearer token, NONE routes no credentials. The test walks the served
 * OpenAPI document and asks each operation with a token holding every permission but the one
 * written here: the route must refuse it (403 naming that permission). A route missing from
 * the table, one whose permission differs, and an entry for a route that no longer exists all
 * fail, so no route ships without a decision.
 */
type Access = 'VIEW' | 'MANAGE' | 'TRANSACT' | 'AGENT' | 'NONE';
const PERMISSIONS = ['VIEW', 'MANAGE', 'TRANSACT'] as const;

const TABLE: Readonly<Record<string, Access>> = {
  'POST /tokens': 'MANAGE',
  'GET /tokens': 'VIEW',
  'GET /tokens/{tokenId}': 'VIEW',
  'DELETE /tokens/{tokenId}': 'MANAGE',
  'GET /config': 'VIEW',
  'PATCH /config': 'MANAGE',
  'POST /customers': 'MANAGE',
  'GET /customers': 'VIEW',
  'GET /customers/end-user-terms': 'VIEW',
  'GET /customers/kyc-link': 'VIEW',
  'GET /customers/{customerId}': 'VIEW',
  'PATCH /customers/{customerId}': 'MANAGE',
  'DELETE /customers/{customerId}': 'MANAGE',
  'POST /customers/{customerId}/kyc-link': 'MANAGE',
  'POST /customers/{customerId}/verify-email': 'MANAGE',
  'POST /customers/{customerId}/verify-email/confirm': 'MANAGE',
  'POST /customers/{customerId}/verify-phone': 'MANAGE',
  'POST /customers/{customerId}/verify-phone/confirm': 'MANAGE',
  'POST /beneficial-owners': 'MANAGE',
  'GET /beneficial-owners': 'VIEW',
  'GET /beneficial-owners/{beneficialOwnerId}': 'VIEW',
  'PATCH /beneficial-owners/{beneficialOwnerId}': 'MANAGE',
  'POST /customers/bulk/csv': 'MANAGE',
  'GET /customers/bulk/jobs/{jobId}': 'VIEW',
  'POST /documents': 'MANAGE',
  'GET /documents': 'VIEW',
  'GET /documents/{documentId}': 'VIEW',
  'PUT /documents/{documentId}': 'MANAGE',
  'DELETE /documents/{documentId}': 'MANAGE',
  'POST /verifications': 'MANAGE',
  'GET /verifications': 'VIEW',
  'GET /verifications/{verificationId}': 'VIEW',
  'GET /customers/internal-accounts': 'VIEW',
  'GET /platform/internal-accounts': 'VIEW',
  'POST /sandbox/internal-accounts/{accountId}/fund': 'TRANSACT',
  'POST /auth/credentials': 'MANAGE',
  'GET /auth/credentials': 'VIEW',
  'POST /auth/credentials/{id}/challenge': 'MANAGE',
  'POST /auth/credentials/{id}/verify': 'MANAGE',
  'DELETE /auth/credentials/{id}': 'MANAGE',
  'GET /auth/sessions': 'VIEW',
  'DELETE /auth/sessions/{id}': 'MANAGE',
  'POST /auth/sessions/{id}/refresh': 'MANAGE',
  'PATCH /internal-accounts/{id}': 'MANAGE',
  'POST /internal-accounts/{id}/export': 'MANAGE',
  'POST /auth/delegated-keys': 'MANAGE',
  'GET /auth/delegated-keys': 'VIEW',
  'GET /auth/delegated-keys/{id}': 'VIEW',
  'DELETE /auth/delegated-keys/{id}': 'MANAGE',
  'POST /cards': 'MANAGE',
  'GET /cards': 'VIEW',
  'GET /cards/{id}': 'VIEW',
  'PATCH /cards/{id}': 'MANAGE',
  'POST /cards/{id}/reveal': 'MANAGE',
  'POST /sandbox/cards/{id}/simulate/authorization': 'TRANSACT',
  'POST /sandbox/cards/{id}/simulate/authorization_advice': 'TRANSACT',
  'POST /sandbox/cards/{id}/simulate/balance_inquiry': 'TRANSACT',
  'POST /sandbox/cards/{id}/simulate/clearing': 'TRANSACT',
  'POST /sandbox/cards/{id}/simulate/credit_authorization': 'TRANSACT',
  'POST /sandbox/cards/{id}/simulate/credit_authorization_advice': 'TRANSACT',
  'POST /sandbox/cards/{id}/simulate/financial_authorization': 'TRANSACT',
  'POST /sandbox/cards/{id}/simulate/financial_credit_authorization': 'TRANSACT',
  'POST /sandbox/cards/{id}/simulate/return': 'TRANSACT',
  'POST /sandbox/cards/{id}/simulate/return_reversal': 'TRANSACT',
  'GET /discoveries': 'VIEW',
  'GET /uma-providers': 'VIEW',
  'GET /receiver/external-account/{accountId}': 'VIEW',
  'GET /receiver/uma/{receiverUmaAddress}': 'VIEW',
  'GET /exchange-rates': 'VIEW',
  // A read sent as a POST.
  'POST /crypto/estimate-withdrawal-fee': 'VIEW',
  'POST /customers/external-accounts': 'MANAGE',
  'GET /customers/external-accounts': 'VIEW',
  'POST /platform/external-accounts': 'MANAGE',
  'GET /platform/external-accounts': 'VIEW',
  'GET /customers/external-accounts/{externalAccountId}': 'VIEW',
  'DELETE /customers/external-accounts/{externalAccountId}': 'MANAGE',
  'GET /platform/external-accounts/{externalAccountId}': 'VIEW',
  'DELETE /platform/external-accounts/{externalAccountId}': 'MANAGE',
  'POST /customers/external-accounts/{externalAccountId}/trust': 'MANAGE',
  'POST /customers/external-accounts/{externalAccountId}/trust/confirm': 'MANAGE',
  'POST /customers/external-accounts/{externalAccountId}/untrust': 'MANAGE',
  'POST /customers/external-accounts/{externalAccountId}/untrust/confirm': 'MANAGE',
  'POST /customers/external-accounts/{externalAccountId}/challenge': 'MANAGE',
  'POST /customers/external-accounts/{externalAccountId}/verify': 'MANAGE',
  'POST /platform/external-accounts/{externalAccountId}/challenge': 'MANAGE',
  'POST /platform/external-accounts/{externalAccountId}/verify': 'MANAGE',
  'GET /vasps': 'VIEW',
  'POST /plaid/link-tokens': 'MANAGE',
  'POST /plaid/callback/{plaid_link_token}': 'MANAGE',
  // An invitation promises a payment (docs/decisions/0016-invitations.md).
  'POST /invitations': 'TRANSACT',
  'GET /invitations/{invitationCode}': 'VIEW',
  'POST /invitations/{invitationCode}/claim': 'TRANSACT',
  'POST /invitations/{invitationCode}/cancel': 'TRANSACT',
  // Moving money and deciding payments (docs/decisions/0002-token-permissions.md).
  'POST /quotes': 'TRANSACT',
  'GET /quotes': 'VIEW',
  'GET /quotes/{quoteId}': 'VIEW',
  'POST /quotes/{quoteId}/execute': 'TRANSACT',
  'POST /quotes/{quoteId}/authorize': 'TRANSACT',
  'POST /quotes/{quoteId}/authorize/resend': 'TRANSACT',
  'POST /quotes/{quoteId}/retry': 'TRANSACT',
  'GET /transactions': 'VIEW',
  'GET /transactions/{transactionId}': 'VIEW',
  'POST /transactions/{transactionId}/approve': 'TRANSACT',
  'POST /transactions/{transactionId}/reject': 'TRANSACT',
  'POST /transactions/{transactionId}/cancel': 'TRANSACT',
  'POST /transactions/{transactionId}/confirm': 'TRANSACT',
  'POST /transfer-in': 'TRANSACT',
  'POST /transfer-out': 'TRANSACT',
  'POST /sandbox/send': 'TRANSACT',
  'POST /sandbox/uma/receive': 'TRANSACT',
  'GET /sca/factors': 'VIEW',
  'POST /sca/factors': 'MANAGE',
  'POST /sca/factors/confirm': 'MANAGE',
  'DELETE /sca/factors/{credentialId}': 'MANAGE',
  'POST /sca/login/start': 'MANAGE',
  'POST /sca/login/complete': 'MANAGE',
  'POST /sca/record-event': 'MANAGE',
  'POST /sca/factors/reset': 'MANAGE',
  'GET /sca/factors/reset/{resetId}': 'VIEW',
  'POST /sca/factors/reset/{resetId}/complete': 'MANAGE',
  // An agent is a payer: what gives one power to pay, or decides its payments, is TRANSACT's
  // (resuming one, `PATCH /agents/{agentId}` with isPaused false, is checked in its handler).
  'POST /agents': 'TRANSACT',
  'GET /agents': 'VIEW',
  'GET /agents/device-codes/{code}/status': 'VIEW',
  'POST /agents/device-codes/{code}/redeem': 'NONE',
  'GET /agents/me': 'AGENT',
  'GET /agents/me/internal-accounts': 'AGENT',
  'GET /agents/me/transactions': 'AGENT',
  'GET /agents/me/transactions/{transactionId}': 'AGENT',
  'GET /agents/me/external-accounts': 'AGENT',
  'POST /agents/me/external-accounts': 'AGENT',
  'GET /agents/me/external-accounts/{externalAccountId}': 'AGENT',
  'DELETE /agents/me/external-accounts/{externalAccountId}': 'AGENT',
  'GET /agents/approvals': 'VIEW',
  'POST /agents/{agentId}/actions/{actionId}/approve': 'TRANSACT',
  'POST /agents/{agentId}/actions/{actionId}/reject': 'TRANSACT',
  'POST /agents/me/quotes': 'AGENT',
  'GET /agents/me/quotes/{quoteId}': 'AGENT',
  'POST /agents/me/quotes/{quoteId}/execute': 'AGENT',
  'POST /agents/me/transfer-in': 'AGENT',
  'POST /agents/me/transfer-out': 'AGENT',
  'GET /agents/me/actions': 'AGENT',
  'GET /agents/me/actions/{actionId}': 'AGENT',
  'GET /agents/{agentId}': 'VIEW',
  'PATCH /agents/{agentId}': 'MANAGE',
  'DELETE /agents/{agentId}': 'MANAGE',
  'PATCH /agents/{agentId}/policy': 'TRANSACT',
  'POST /agents/{agentId}/device-codes': 'TRANSACT',
  'POST /stablecoin-provider-accounts': 'MANAGE',
  'GET /stablecoin-provider-accounts': 'VIEW',
  'GET /stablecoin-provider-accounts/{stablecoinProviderAccountId}': 'VIEW',
  'POST /stablecoins': 'MANAGE',
  'GET /stablecoins': 'VIEW',
  'GET /stablecoins/{stablecoinId}': 'VIEW',
  'POST /stablecoins/{stablecoinId}/mints': 'TRANSACT',
  'POST /stablecoins/{stablecoinId}/burns': 'TRANSACT',
  'GET /stablecoins/{stablecoinId}/operations': 'VIEW',
  'GET /stablecoin-operations/{stablecoinOperationId}': 'VIEW',
  'GET /webhooks/events': 'VIEW',
  'GET /webhooks/events/{eventId}': 'VIEW',
  'POST /webhooks/events/{eventId}/redeliver': 'MANAGE',
  'POST /webhooks/test': 'MANAGE',
  'GET /sandbox/webhooks/stream': 'VIEW',
  'POST /sandbox/webhooks/test': 'MANAGE',
  'GET /sandbox/scenarios': 'VIEW',
  'POST /sandbox/scenarios/{name}': 'TRANSACT',
  'GET /sandbox/clock': 'VIEW',
  'POST /sandbox/clock/advance': 'TRANSACT',
  'GET /sandbox/webhooks/trigger': 'VIEW',
  'POST /sandbox/webhooks/trigger': 'TRANSACT',
  'POST /sandbox/reset': 'MANAGE',
};

let service: TestService;
let platform: PlatformClient;
let operations: Operation[];
let openOperations: Set<string>;
/** Per permission, a token holding the two others. */
const without: Partial<Record<(typeof PERMISSIONS)[number], { clientId: string; clientSecret: string }>> = {};

beforeAll(async () => {
  service = await startTestService();
  platform = await service.newPlatform('Permission table');
  const document = await fetchOpenApiDocument(service.origin);
  operations = listOperations(document);
  openOperations = new Set(
    operations
      .filter((op) => {
        const security = (document.paths[op.path] as Record<string, { security?: unknown[] }>)[
          op.method.toLowerCase()
        ]?.security;
        return Array.isArray(security) && security.length === 0;
      })
      .map((op) => op.key),
  );
  for (const missing of PERMISSIONS) {
    const created = await platform.request<{ clientId: string; clientSecret: string }>('POST', '/tokens', {
      body: { name: `all but ${missing}`, permissions: PERMISSIONS.filter((p) => p !== missing) },
    });
    expect(created.status, created.text).toBe(201);
    without[missing] = created.body;
  }
});
afterAll(() => service.close());

/** The operation asked with `token` (raw HTTP: an event stream is read up to its first chunk). */
async function ask(op: Operation, token: { clientId: string; clientSecret: string }) {
  const body = op.method === 'GET' ? undefined : Buffer.from('{}');
  return sendRaw(service.origin, {
    method: op.method,
    // Path parameters name nothing: the permission is checked before any lookup.
    target: op.path.replace(/\{[^}]+\}/g, 'Nothing:0'),
    headers: {
      authorization: basicAuth(token.clientId, token.clientSecret),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body,
  });
}

describe('the permission of every operation', () => {
  it('has a decision in the table for every operation, and none for an operation that is gone', () => {
    expect(operations.length).toBeGreaterThan(150);
    const keys = new Set(operations.map((op) => op.key));
    expect(operations.map((op) => op.key).filter((key) => !(key in TABLE))).toEqual([]);
    expect(Object.keys(TABLE).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('is the one the route enforces: a token holding every other permission gets 403 naming it', async () => {
    const wrong: string[] = [];
    for (const op of operations) {
      const expected = TABLE[op.key];
      if (expected === undefined) continue; // reported by the test above
      if (expected === 'AGENT' || expected === 'NONE') {
        const actual = op.agentAuth ? 'AGENT' : openOperations.has(op.key) ? 'NONE' : 'a platform permission';
        if (actual !== expected) wrong.push(`${op.key}: table says ${expected}, the route takes ${actual}`);
        continue;
      }
      if (op.agentAuth || openOperations.has(op.key)) {
        wrong.push(`${op.key}: table says ${expected}, the route is ${op.agentAuth ? 'AGENT' : 'NONE'}`);
        continue;
      }
      const response = await ask(op, without[expected] as { clientId: string; clientSecret: string });
      const message = String((response.json as { message?: unknown } | undefined)?.message);
      const named = /lacks the (\w+) permission/.exec(message)?.[1];
      if (response.status !== 403 || named !== expected) {
        wrong.push(`${op.key}: table says ${expected}, a token without it got ${response.status} ${message}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
