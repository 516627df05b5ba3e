import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEnvelope as renderEnvelope } from '../../../src/modules/webhooks/envelope.js';
import { eventShapeOf, WEBHOOKS } from '../../../src/modules/webhooks/openapi.js';
import type { EnvelopeSource } from '../../../src/modules/webhooks/envelope.js';
import { individual } from '../../helpers/fixtures.js';
import { type PlatformClient, startTestService, type TestService } from '../../helpers/service.js';
import { type ReceivedWebhook, startReceiver } from '../../helpers/webhook-receiver.js';
import { waitFor } from '../../helpers/wait.js';
import { contractProblems, wireContract } from '../../helpers/wire-contract.js';

type ContractWebhook = Parameters<typeof contractProblems>[1] & { eventTypes: string[] };
const contractWebhook = (name: string): ContractWebhook => {
  const hook = (wireContract() as unknown as { webhooks: Record<string, ContractWebhook> }).webhooks[name];
  if (!hook) throw new Error(`the wire contract has no webhook ${name}`);
  return hook;
};

type Schema = Record<string, unknown>;
interface Doc {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content: Record<string, { schema: Schema }> }> }>
  >;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, Schema> };
  webhooks: Record<string, { post: { requestBody: { content: Record<string, { schema: Schema }> } } }>;
}

/** A webhook body in the spec's revision, as the deliverer renders it for an unpinned platform. */
const webhookEnvelope = (event: EnvelopeSource): string =>
  renderEnvelope(event, {
    revisions: service.ctx.revisions,
    revision: '2025-10-13',
    shape: eventShapeOf(event.type),
  });

let service: TestService;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let platform: PlatformClient;

beforeAll(async () => {
  service = await startTestService();
  receiver = await startReceiver();
  platform = await service.newPlatform('Webhook contract');
  const patched = await platform.request('PATCH', '/config', { body: { webhookEndpoint: receiver.url } });
  receiver.setPublicKey(patched.body.webhookSigningPublicKey as string);
});
afterAll(async () => {
  await receiver.close();
  await service.close();
});

async function delivered(type: string): Promise<ReceivedWebhook> {
  await service.deliverer.drain();
  const found = receiver.received.find((r) => r.envelope.type === type);
  if (!found) throw new Error(`no ${type} webhook arrived`);
  return found;
}

describe('the OpenAPI document', () => {
  it('documents every webhook it sends, its payload and its signature header', async () => {
    const doc = (await service.request<Doc>('GET', '/openapi.json', { auth: null })).body;
    expect(doc.components.securitySchemes.WebhookSignature).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-Service-Signature',
    });
    expect(Object.keys(doc.webhooks).sort()).toEqual(WEBHOOKS.map((w) => w.name).sort());
    for (const hook of WEBHOOKS) {
      // Every type we document is one a client generated from some revision knows, but for
      // the extensions the spec adds (wallet_operation.completed).
      if (!hook.extension) {
        const contract = contractWebhook(hook.name);
        for (const type of hook.types) expect(contract.eventTypes, `${hook.name} ${type}`).toContain(type);
      }
      const schema = doc.webhooks[hook.name]?.post.requestBody.content['application/json']?.schema as {
        required: string[];
        properties: Record<string, Schema>;
      };
      expect(schema.required).toEqual(
        expect.arrayContaining(['id', 'type', 'timestamp', 'webhookId', 'data']),
      );
      const data = schema.properties.data as Schema;
      if (typeof data.$ref === 'string') {
        expect(
          doc.components.schemas[data.$ref.replace('#/components/schemas/', '')],
          hook.name,
        ).toBeDefined();
      } else if (hook.data !== 'test') {
        // No shared component: the schema of the operation that returns the resource.
        const get = hook.data.get as { path: string; item?: boolean };
        const answer = doc.paths[`/2025-10-13${get.path}`]?.get?.responses['200']?.content['application/json']
          ?.schema as Schema & { properties: { data: { items: Schema } } };
        const resource = get.item ? answer.properties.data.items : answer;
        if (hook.data.type === undefined) expect(data, hook.name).toEqual(resource);
        else {
          // Payment webhooks narrow the transaction's `type` to their direction.
          const { type, ...rest } = (data as { properties: Record<string, Schema> }).properties;
          const { type: resourceType, ...resourceRest } = (resource as { properties: Record<string, Schema> })
            .properties;
          expect(rest, hook.name).toEqual(resourceRest);
          expect(type, hook.name).toEqual({ ...resourceType, enum: [hook.data.type] });
        }
      }
    }
  });
});

describe('webhook envelopes', () => {
  it('TEST carries what every revision of the contract requires, signed', async () => {
    const test = await delivered('TEST');
    expect(test.verified).toBe(true);
    expect(contractProblems(test.envelope, contractWebhook('test-webhook'))).toEqual([]);
    expect((test.envelope as unknown as { webhookId: string }).webhookId).toBe(test.envelope.id);
  });

  it('INVITATION_CLAIMED carries the invitation as `data` and, for earlier revisions, as `invitation`', async () => {
    const inviter = await platform.request<{ umaAddress: string }>('POST', '/customers', {
      body: individual(),
    });
    const other = await service.newPlatform('Invitee platform');
    const invitee = await other.request<{ umaAddress: string }>('POST', '/customers', { body: individual() });
    const invitation = await platform.request<{ code: string }>('POST', '/invitations', {
      body: { inviterUma: inviter.body.umaAddress },
    });
    expect(invitation.status, invitation.text).toBe(201);
    const claimed = await other.request('POST', `/invitations/${invitation.body.code}/claim`, {
      body: { inviteeUma: invitee.body.umaAddress },
    });
    expect(claimed.status, claimed.text).toBe(200);

    const hook = await delivered('INVITATION_CLAIMED');
    expect(hook.verified).toBe(true);
    expect(contractProblems(hook.envelope, contractWebhook('invitation-claimed'))).toEqual([]);
    const envelope = hook.envelope as unknown as Record<string, unknown>;
    expect(envelope.invitation).toEqual(hook.envelope.data);
    expect(hook.envelope.data).toMatchObject({ code: invitation.body.code, status: 'CLAIMED' });
  });

  it('balance events carry their resource under `data` only', async () => {
    const customer = await platform.request<{ id: string }>('POST', '/customers', { body: individual() });
    const accounts = await platform.request<{
      data: { id: string; balance: { currency: { code: string } } }[];
    }>('GET', `/customers/internal-accounts?customerId=${customer.body.id}&currency=USD`);
    const usd = accounts.body.data[0]?.id as string;
    const funded = await platform.request('POST', `/sandbox/internal-accounts/${usd}/fund`, {
      body: { amount: 500 },
    });
    expect(funded.status, funded.text).toBe(200);
    const balance = await delivered('INTERNAL_ACCOUNT.BALANCE_UPDATED');
    const envelope = balance.envelope as unknown as Record<string, unknown>;
    expect(envelope.webhookId).toBe(balance.envelope.id);
    expect(balance.envelope.data).toMatchObject({ id: usd });
    // Balance events had no resource key in earlier revisions.
    expect(Object.keys(envelope).sort()).toEqual(['data', 'id', 'timestamp', 'type', 'webhookId']);
  });

  it('CARD_TRANSACTION events carry the card transaction as the contract describes it', async () => {
    const customer = await platform.request<{ id: string }>('POST', '/customers', { body: individual() });
    const accounts = await platform.request<{ data: { id: string; type: string }[] }>(
      'GET',
      `/customers/internal-accounts?customerId=${customer.body.id}&currency=USDB`,
    );
    const usdb = accounts.body.data.find((a) => a.type !== 'EMBEDDED_WALLET')?.id as string;
    await platform.request('POST', `/sandbox/internal-accounts/${usdb}/fund`, {
      body: { amount: 5_000_000 },
    });
    const card = await platform.request<{ id: string }>('POST', '/cards', {
      body: { cardholderId: customer.body.id, form: 'VIRTUAL', fundingSources: [usdb] },
    });
    await waitFor('the card to be ACTIVE', async () => {
      const now = await platform.request<{ state: string }>('GET', `/cards/${card.body.id}`);
      return now.body.state === 'ACTIVE' || undefined;
    });
    const simulate = (descriptor: string) =>
      platform.request(`POST`, `/sandbox/cards/${card.body.id}/simulate/authorization`, {
        body: { amount: 1_000_000, currency: { code: 'USDB' }, merchant: { descriptor } },
      });
    expect((await simulate('CAFE')).status).toBe(202);
    expect((await simulate('CAFE 002')).status).toBe(202);
    const authorized = await waitFor('the authorization', async () => {
      await service.deliverer.drain();
      return receiver.received.find((r) => r.envelope.type === 'CARD_TRANSACTION.AUTHORIZED');
    });
    expect(authorized.verified).toBe(true);
    expect(contractProblems(authorized.envelope, contractWebhook('card-transaction'))).toEqual([]);
    expect(authorized.envelope.data).toMatchObject({ type: 'CARD', status: 'AUTHORIZED', accountId: usdb });
    const declined = await waitFor('the decline', async () => {
      await service.deliverer.drain();
      return receiver.received.find((r) => r.envelope.type === 'CARD.AUTHORIZATION_DECLINED');
    });
    expect(declined.envelope.data).toMatchObject({
      decision: 'DECLINED',
      declineReason: 'INSUFFICIENT_FUNDS',
    });
  });

  it('payment and bulk-import events repeat their resource under the key of earlier revisions', () => {
    const data = { id: 'Transaction:1', status: 'COMPLETED' };
    const at = new Date('2026-01-02T03:04:05.000Z');
    const payment = JSON.parse(
      webhookEnvelope({ id: 'e1', type: 'OUTGOING_PAYMENT.COMPLETED', created_at: at, data }),
    ) as Record<string, unknown>;
    expect(payment).toEqual({
      id: 'Webhook:e1',
      type: 'OUTGOING_PAYMENT.COMPLETED',
      timestamp: '2026-01-02T03:04:05.000Z',
      data,
      webhookId: 'Webhook:e1',
      transaction: data,
    });
    const incoming = JSON.parse(
      webhookEnvelope({ id: 'e2', type: 'INCOMING_PAYMENT.PENDING', created_at: at, data }),
    );
    expect(incoming).toHaveProperty('transaction', data);
    const bulk = JSON.parse(
      webhookEnvelope({ id: 'e3', type: 'BULK_UPLOAD.COMPLETED', created_at: at, data }),
    );
    expect(bulk).toHaveProperty('bulkCustomerImportJob', data);
  });

  it('tells receivers of earlier revisions a payment in their terms: their failure reasons and deposit types', () => {
    const instruction = (accountType: string) => ({
      isPlatformAccount: true,
      reference: 'R1',
      accountOrWalletInfo: { accountType, reference: 'R1' },
    });
    const data = {
      id: 'Transaction:1',
      type: 'OUTGOING',
      status: 'FAILED',
      failureReason: 'PAYOUT_RETURNED',
      paymentInstructions: [instruction('USD_ACCOUNT'), instruction('AED_ACCOUNT')],
    };
    const at = new Date('2026-01-02T03:04:05.000Z');
    const sent = JSON.parse(
      webhookEnvelope({ id: 'e4', type: 'OUTGOING_PAYMENT.FAILED', created_at: at, data }),
    ) as { data: typeof data; transaction: typeof data };
    expect(sent.data).toEqual(data);
    expect(sent.transaction.failureReason).toBe('QUOTE_EXECUTION_FAILED');
    expect(sent.transaction.paymentInstructions.map((p) => p.accountOrWalletInfo.accountType)).toEqual([
      'USD_ACCOUNT',
    ]);
    const legacy = contractWebhook('outgoing-payment');
    const reasons = (legacy.fields as Record<string, { enum?: string[] }>)['transaction.failureReason']?.enum;
    expect(reasons).toContain(sent.transaction.failureReason);
    const kept = JSON.parse(
      webhookEnvelope({
        id: 'e5',
        type: 'OUTGOING_PAYMENT.FAILED',
        created_at: at,
        data: { ...data, failureReason: 'QUOTE_EXPIRED' },
      }),
    ) as { transaction: typeof data };
    expect(kept.transaction.failureReason).toBe('QUOTE_EXPIRED');
    const incoming = JSON.parse(
      webhookEnvelope({
        id: 'e6',
        type: 'INCOMING_PAYMENT.FAILED',
        created_at: at,
        data: { id: 'Transaction:2', type: 'INCOMING', failureReason: 'COLLECTION_FAILED' },
      }),
    ) as { data: { failureReason: string }; transaction: { failureReason: string } };
    expect(incoming.data.failureReason).toBe('COLLECTION_FAILED');
    expect(incoming.transaction.failureReason).toBe('QUOTE_EXECUTION_FAILED');
  });
});
