import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlatformClient, startTestService, type TestService } from '../../helpers/service.js';
import { startReceiver } from '../../helpers/webhook-receiver.js';
import { responseProblems } from '../../helpers/wire-contract.js';

let service: TestService;
const receivers: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await service.close();
});

async function receiver(respond?: Parameters<typeof startReceiver>[0]) {
  const r = await startReceiver(respond);
  receivers.push(r);
  return r;
}

async function platformWithEndpoint(url: string): Promise<{ platform: PlatformClient; key: string }> {
  const platform = await service.newPlatform();
  const patched = await platform.request('PATCH', '/config', { body: { webhookEndpoint: url } });
  expect(patched.status, patched.text).toBe(200);
  return { platform, key: patched.body.webhookSigningPublicKey as string };
}

describe.each(['/webhooks/test', '/sandbox/webhooks/test'])('POST %s', (path) => {
  const operation = `POST ${path}`;

  it('answers {url, response_status, response_body} after the endpoint took a signed TEST webhook', async () => {
    const r = await receiver(() => ({ status: 200 }));
    const { platform, key } = await platformWithEndpoint(r.url);
    r.setPublicKey(key);
    const before = r.received.length;
    const response = await platform.request('POST', path);
    expect(response.status, response.text).toBe(200);
    expect(responseProblems(operation, 200, response.body)).toEqual([]);
    expect(response.body).toMatchObject({ url: r.url, response_status: 200, response_body: 'ok' });
    const sent = r.received.slice(before);
    expect(sent.map((x) => x.envelope.type)).toEqual(['TEST']);
    expect(sent[0]?.verified).toBe(true);
    expect(response.body.eventId).toBe(sent[0]?.envelope.id);

    // It is in the delivery log like every webhook.
    const logged = await platform.request('GET', `/webhooks/events/${String(response.body.eventId)}`);
    expect(logged.body).toMatchObject({ type: 'TEST', deliveryStatus: 'DELIVERED' });
  });

  it('is 400 WEBHOOK_ENDPOINT_NOT_SET without an endpoint', async () => {
    const platform = await service.newPlatform();
    const response = await platform.request('POST', path);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ status: 400, code: 'WEBHOOK_ENDPOINT_NOT_SET' });
  });

  it('is 400 WEBHOOK_DELIVERY_ERROR with what the endpoint answered, or why there was no answer', async () => {
    const r = await receiver(() => ({ status: 503 }));
    const { platform } = await platformWithEndpoint(r.url);
    const refused = await platform.request('POST', path);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'WEBHOOK_DELIVERY_ERROR',
      details: { url: r.url, response_status: 503, response_body: 'ok' },
    });
    await r.close();
    const down = await platform.request('POST', path);
    expect(down.body.code).toBe('WEBHOOK_DELIVERY_ERROR');
    const details = down.body.details as { url: string; response_status?: number; error: string };
    expect(details.url).toBe(r.url);
    expect(details.response_status).toBeUndefined();
    expect(details.error).toMatch(/ECONNREFUSED|socket hang up/);
  });
});
