import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOKS } from '../../src/modules/webhooks/openapi.js';
import { NOT_TRIGGERABLE, RECIPES } from '../../src/modules/scenarios/triggers.js';
import { type PlatformClient, startTestService, type TestService } from '../helpers/service.js';
import { startReceiver } from '../helpers/webhook-receiver.js';
import { runCli } from '../helpers/cli.js';
import { waitFor } from '../helpers/wait.js';

/**
 * Events on demand (POST /sandbox/webhooks/trigger, docs/sandbox.md): every webhook type the
 * service documents is either triggered by its real flow, delivered to the platform's endpoint
 * with the resource a GET answers, or named in NOT_TRIGGERABLE with the reason.
 */

interface TriggerAnswer {
  type: string;
  eventIds: string[];
  resourceId: string;
  mark: string;
  created: { kind: string; id: string }[];
  outcomesRun: number;
}

const ALL_TYPES = WEBHOOKS.flatMap((hook) => hook.types);

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

let service: TestService;
const receivers: Receiver[] = [];

beforeAll(async () => {
  service = await startTestService({ deliverWebhooks: true });
});
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await service.close();
});

/** A new platform whose webhookEndpoint is a receiver of its own (checking its signatures). */
async function platformWithEndpoint(name: string): Promise<{ platform: PlatformClient; receiver: Receiver }> {
  const receiver = await startReceiver();
  receivers.push(receiver);
  const platform = await service.newPlatform(name);
  const patched = await platform.request('PATCH', '/config', { body: { webhookEndpoint: receiver.url } });
  expect(patched.status, patched.text).toBe(200);
  receiver.setPublicKey(patched.body.webhookSigningPublicKey as string);
  return { platform, receiver };
}

/** What GET answers for the resource `id` of an event of `type` now, as the platform reads it. */
async function readBack(platform: PlatformClient, type: string, id: string, data: Record<string, unknown>) {
  const hook = WEBHOOKS.find((h) => h.types.includes(type));
  if (!hook || hook.data === 'test' || !hook.data.get) return undefined;
  const { path, item } = hook.data.get;
  if (path.startsWith('/agents/me/')) {
    // The agent reads its actions; the platform reads those waiting for it, and their payments.
    if (type === 'AGENT_ACTION.PENDING_APPROVAL') {
      const list = await platform.request<{ data: { id: string }[] }>(
        'GET',
        `/agents/approvals?agentId=${encodeURIComponent(String(data.agentId))}`,
      );
      return list.body.data.find((row) => row.id === id);
    }
    const payment = data.transaction as { id: string; status: string };
    const got = await platform.request<{ status: string }>('GET', `/transactions/${payment.id}`);
    expect(got.body.status).toBe(payment.status);
    return undefined;
  }
  if (item) {
    const list = await platform.request<{ data: { id: string }[] }>(
      'GET',
      `${path}?customerId=${encodeURIComponent(String(data.customerId))}&limit=100`,
    );
    return list.body.data.find((row) => row.id === data.id);
  }
  const got = await platform.request('GET', path.replace(/\{[^}]+\}/, encodeURIComponent(id)));
  expect(got.status, got.text).toBe(200);
  return got.body;
}

describe('POST /sandbox/webhooks/trigger', () => {
  it('has a recipe or a stated reason for every webhook type, and nothing else', () => {
    const covered = [...Object.keys(RECIPES), ...Object.keys(NOT_TRIGGERABLE)].sort();
    expect(covered).toEqual([...ALL_TYPES].sort());
    for (const type of Object.keys(RECIPES)) expect(NOT_TRIGGERABLE[type], type).toBeUndefined();
  });

  it.concurrent.each(ALL_TYPES.filter((type) => RECIPES[type] !== undefined))(
    '%s: the flow runs, the event is delivered and its resource is what GET answers',
    async (type) => {
      const { platform, receiver } = await platformWithEndpoint(`Trigger ${type}`);
      const triggered = await platform.request<TriggerAnswer>('POST', '/sandbox/webhooks/trigger', {
        body: { type },
      });
      expect(triggered.status, triggered.text).toBe(201);
      expect(triggered.body.type).toBe(type);
      expect(triggered.body.eventIds.length).toBeGreaterThan(0);
      expect(triggered.body.mark).toMatch(/^triggered-/);
      // The TEST webhook needs nothing created.
      if (type !== 'TEST') expect(triggered.body.created.length).toBeGreaterThan(0);
      // An outcome that comes later is reached by the platform's test clock, not waited for.
      if (RECIPES[type]?.delayed) expect(triggered.body.outcomesRun).toBeGreaterThan(0);

      const delivery = await waitFor(`the delivery of ${type}`, () =>
        receiver.received.find((r) => triggered.body.eventIds.includes(r.envelope.id)),
      );
      expect(delivery.envelope.type).toBe(type);
      expect(delivery.verified).toBe(true);
      const data = delivery.envelope.data;
      // A resource with an id carries the one the trigger names (an invitation is named by its
      // code; a card's authorization decision is about the card; TEST about the configuration).
      if (typeof data.id === 'string') expect(data.id).toBe(triggered.body.resourceId);
      else if (typeof data.code === 'string') expect(data.code).toBe(triggered.body.resourceId);
      else if (typeof data.cardId === 'string') expect(data.cardId).toBe(triggered.body.resourceId);
      const now = await readBack(platform, type, triggered.body.resourceId, data);
      if (now !== undefined) expect(now, type).toEqual(data);

      // Marked as triggered: a customer the run created carries the mark.
      const customer = triggered.body.created.find((c) => c.kind === 'Customer');
      if (customer) {
        const got = await platform.request('GET', `/customers/${customer.id}`);
        expect(String(got.body.platformCustomerId)).toMatch(new RegExp(`^${triggered.body.mark}`));
      }
    },
    90_000,
  );

  it.each(Object.entries(NOT_TRIGGERABLE))(
    '%s: 400 saying why the service never sends it',
    async (type, why) => {
      const platform = await service.newPlatform(`Not triggerable ${type}`);
      const r = await platform.request('POST', '/sandbox/webhooks/trigger', { body: { type } });
      expect(r.status, r.text).toBe(400);
      expect(r.body).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
      expect(String(r.body.message)).toContain(why);
    },
  );
});

describe('the type as each revision names it', () => {
  it('takes a revision spelling and answers in the caller revision', async () => {
    const { platform, receiver } = await platformWithEndpoint('Trigger revisions');
    const newest = { 'Service-Revision': '2026-08-21' };
    const triggered = await platform.request<TriggerAnswer>('POST', '/sandbox/webhooks/trigger', {
      body: { type: 'INVITATION_CLAIMED' },
      headers: newest,
    });
    expect(triggered.status, triggered.text).toBe(201);
    expect(triggered.body.type).toBe('INVITATION.CLAIMED');
    // The platform is not pinned: its webhooks come in the spec's spelling.
    const delivery = await waitFor('the invitation webhook', () =>
      receiver.received.find((r) => triggered.body.eventIds.includes(r.envelope.id)),
    );
    expect(delivery.envelope.type).toBe('INVITATION_CLAIMED');

    const spelled = await platform.request<TriggerAnswer>('POST', '/sandbox/webhooks/trigger', {
      body: { type: 'INVITATION.CLAIMED' },
    });
    expect(spelled.status, spelled.text).toBe(201);
    expect(spelled.body.type).toBe('INVITATION_CLAIMED');
  });

  it('runs the same flows for a platform pinned to a revision, and answers in its spelling', async () => {
    const { platform, receiver } = await platformWithEndpoint('Trigger pinned');
    const pinned = await platform.request('PATCH', '/config', { body: { apiRevision: '2026-02-25' } });
    expect(pinned.status, pinned.text).toBe(200);
    const triggered = await platform.request<TriggerAnswer>('POST', '/sandbox/webhooks/trigger', {
      body: { type: 'OUTGOING_PAYMENT.FAILED' },
    });
    expect(triggered.status, triggered.text).toBe(201);
    expect(triggered.body.type).toBe('OUTGOING_PAYMENT');
    const delivery = await waitFor('the payment webhook', () =>
      receiver.received.find((r) => triggered.body.eventIds.includes(r.envelope.id)),
    );
    expect(delivery.envelope.type).toBe('OUTGOING_PAYMENT');
    expect(delivery.envelope.data).toMatchObject({ id: triggered.body.resourceId, status: 'FAILED' });
  });

  it('400 for a spelling that names several types, listing them', async () => {
    const platform = await service.newPlatform('Trigger ambiguous');
    const r = await platform.request('POST', '/sandbox/webhooks/trigger', {
      body: { type: 'OUTGOING_PAYMENT' },
    });
    expect(r.status, r.text).toBe(400);
    expect(r.body.details).toMatchObject({
      errors: [{ field: 'type', constraint: { enum: expect.arrayContaining(['OUTGOING_PAYMENT.FAILED']) } }],
    });
  });
});

describe('bad requests', () => {
  it('400 in the error shape for an unknown type, listing the valid ones', async () => {
    const platform = await service.newPlatform('Trigger unknown');
    const r = await platform.request('POST', '/sandbox/webhooks/trigger', {
      body: { type: 'PAYMENT.MAYBE' },
    });
    expect(r.status, r.text).toBe(400);
    expect(r.body).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
    const [error] = (r.body.details as { errors: { field: string; constraint: { enum: string[] } }[] })
      .errors;
    expect(error?.field).toBe('type');
    expect(error?.constraint.enum.sort()).toEqual(Object.keys(RECIPES).sort());
    const missing = await platform.request('POST', '/sandbox/webhooks/trigger', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('INVALID_INPUT');
  });
});

describe('GET /sandbox/webhooks/trigger', () => {
  it('lists every webhook type, as the caller revision delivers it, and what a trigger does', async () => {
    const platform = await service.newPlatform('Trigger list');
    const list = await platform.request<{
      data: { type: string; deliveredAs: string; triggerable: boolean; description: string }[];
    }>('GET', '/sandbox/webhooks/trigger', { headers: { 'Service-Revision': '2026-02-25' } });
    expect(list.status, list.text).toBe(200);
    expect(list.body.data.map((t) => t.type)).toEqual(ALL_TYPES);
    expect(list.body.data.find((t) => t.type === 'OUTGOING_PAYMENT.FAILED')).toMatchObject({
      deliveredAs: 'OUTGOING_PAYMENT',
      triggerable: true,
    });
    for (const entry of list.body.data) {
      expect(entry.triggerable, entry.type).toBe(RECIPES[entry.type] !== undefined);
      expect(entry.description).toBe(RECIPES[entry.type]?.how ?? NOT_TRIGGERABLE[entry.type]);
    }
  });
});

describe('in production', () => {
  it('is not served: 404 like any /sandbox path', async () => {
    const production = await startTestService({ env: { SERVICE_ENV: 'production' } });
    try {
      const platform = await production.newPlatform('Trigger production');
      const post = await platform.request('POST', '/sandbox/webhooks/trigger', {
        body: { type: 'CUSTOMER.KYC_APPROVED' },
      });
      expect(post.status).toBe(404);
      expect(post.body.code).toBe('NOT_FOUND');
      expect((await platform.request('GET', '/sandbox/webhooks/trigger')).status).toBe(404);
      const customers = await platform.request<{ data: unknown[] }>('GET', '/customers');
      expect(customers.body.data).toEqual([]);
    } finally {
      await production.close();
    }
  });
});

describe('payments-service trigger', () => {
  const env = (platform: PlatformClient) => ({
    CLIENT_ID: platform.clientId,
    CLIENT_SECRET: platform.clientSecret,
  });

  it('--list prints every type, those it sends and those the service never sends', async () => {
    const platform = await service.newPlatform('Trigger CLI list');
    const listed = await runCli(['trigger', '--list', '--url', service.baseUrl], env(platform));
    expect(listed.code, listed.stderr).toBe(0);
    const [sent = '', never = ''] = listed.stdout.split('Documented, but never sent by this service:');
    for (const type of Object.keys(RECIPES))
      expect(sent).toMatch(new RegExp(`^  ${type.replace('.', '\\.')} `, 'm'));
    for (const type of Object.keys(NOT_TRIGGERABLE)) expect(never).toContain(`  ${type} `);
  });

  it('triggers a type and prints the event it caused, which the endpoint receives', async () => {
    const { platform, receiver } = await platformWithEndpoint('Trigger CLI');
    const result = await runCli(
      ['trigger', 'OUTGOING_PAYMENT.FAILED', '--url', service.baseUrl],
      env(platform),
    );
    expect(result.code, result.stderr).toBe(0);
    const eventId = /^Triggered OUTGOING_PAYMENT\.FAILED: event (Webhook:[0-9a-f-]+)$/m.exec(
      result.stdout,
    )?.[1];
    expect(eventId, result.stdout).toBeDefined();
    expect(result.stdout).toMatch(/^ {2}about Transaction:/m);
    expect(result.stdout).toMatch(/^Created \(marked triggered-outgoing-payment-failed-[0-9a-f]+\):$/m);
    const delivery = await waitFor('the delivery', () =>
      receiver.received.find((r) => r.envelope.id === eventId),
    );
    expect(delivery.envelope.type).toBe('OUTGOING_PAYMENT.FAILED');
  });

  it('says what is wrong: usage (2), the service refusing (1), never a stack trace', async () => {
    const platform = await service.newPlatform('Trigger CLI errors');
    const none = await runCli(['trigger', '--url', service.baseUrl], env(platform));
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/needs an EVENT_TYPE/);
    const both = await runCli(['trigger', 'TEST', '--list', '--url', service.baseUrl], env(platform));
    expect(both.code).toBe(2);
    const unknown = await runCli(['trigger', 'PAYMENT.MAYBE', '--url', service.baseUrl], env(platform));
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(
      /^payments-service trigger: POST .* answered 400: INVALID_INPUT .*PAYMENT\.MAYBE/,
    );
    expect(unknown.stderr).not.toMatch(/\n\s+at /);
    const anonymous = await runCli(['trigger', 'TEST', '--url', service.baseUrl], {});
    expect(anonymous.code).toBe(2);
    expect(anonymous.stderr).toMatch(/CLIENT_ID and CLIENT_SECRET/);
  });
});
