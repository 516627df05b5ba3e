import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPaymentsClient,
  readWebhook,
  verifyWebhookSignature,
} from '../../packages/client/src/index.js';
import { type PlatformClient, startTestService, type TestService } from '../helpers/service.js';
import { startReceiver } from '../helpers/webhook-receiver.js';

/**
 * The typed client package (packages/client): its generated client against the running
 * service, its webhook check on real deliveries, and the package as a consumer installs it
 * (built, imported by name from another process). Its wallet cryptography drives every
 * embedded-wallet test (test/integration/wallets).
 */
const ROOT = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
let service: TestService;
let platform: PlatformClient;
const receivers: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  service = await startTestService();
  platform = await service.newPlatform('Client package');
});
afterAll(async () => {
  for (const r of receivers) await r.close();
  await service.close();
});

describe('@payments-service/client', () => {
  it('creates a customer and reads it back with typed calls; errors come back in the spec shape', async () => {
    const api = createPaymentsClient({
      baseUrl: service.origin,
      clientId: platform.clientId,
      clientSecret: platform.clientSecret,
    });
    const created = await api.POST('/2025-10-13/customers', {
      body: {
        customerType: 'INDIVIDUAL',
        platformCustomerId: 'client-package-1',
        fullName: 'Ada Lovelace',
        birthDate: '1990-01-01',
        nationality: 'GB',
        address: { line1: '1 Main St', city: 'London', postalCode: 'N1 1AA', country: 'GB' },
      },
    });
    expect(created.response.status, JSON.stringify(created.error)).toBe(201);
    const id = created.data?.id as string;
    const read = await api.GET('/2025-10-13/customers/{customerId}', {
      params: { path: { customerId: id } },
    });
    expect(read.data?.platformCustomerId).toBe('client-package-1');
    const missing = await api.GET('/2025-10-13/customers/{customerId}', {
      params: { path: { customerId: 'Customer:00000000-0000-4000-8000-000000000000' } },
    });
    expect(missing.response.status).toBe(404);
    expect(missing.error).toMatchObject({ status: 404, code: 'USER_NOT_FOUND' });
    const wrong = createPaymentsClient({
      baseUrl: service.origin,
      clientId: platform.clientId,
      clientSecret: 'x',
    });
    expect((await wrong.GET('/2025-10-13/config')).response.status).toBe(401);
  });

  it('verifies the webhooks the service sends, and nothing else', async () => {
    const receiver = await startReceiver();
    receivers.push(receiver);
    const api = createPaymentsClient({
      baseUrl: service.origin,
      clientId: platform.clientId,
      clientSecret: platform.clientSecret,
    });
    const patched = await api.PATCH('/2025-10-13/config', { body: { webhookEndpoint: receiver.url } });
    expect(patched.response.status).toBe(200);
    const key = patched.data?.webhookSigningPublicKey as string;
    await service.deliverer.drain();
    const test = receiver.received.find((r) => r.envelope.type === 'TEST');
    expect(test).toBeDefined();
    const { body, signature } = test as { body: string; signature: string };
    expect(verifyWebhookSignature(body, signature, key)).toBe(true);
    expect(verifyWebhookSignature(Buffer.from(body), signature, key)).toBe(true);
    expect(readWebhook(body, signature, key).type).toBe('TEST');
    expect(verifyWebhookSignature(`${body} `, signature, key)).toBe(false);
    expect(verifyWebhookSignature(body, 'not base64 at all', key)).toBe(false);
    expect(verifyWebhookSignature(body, undefined, key)).toBe(false);
    expect(verifyWebhookSignature(body, signature, 'not a key')).toBe(false);
    expect(() => readWebhook(`${body} `, signature, key)).toThrow(/does not verify/);
  });

  it('builds, and another program imports it by name and talks to the service', async () => {
    await run(
      process.execPath,
      [resolve(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'packages/client/tsconfig.json'],
      {
        cwd: ROOT,
      },
    );
    const script = `
      import { createPaymentsClient, newClientKey, stamp } from '@payments-service/client';
      const api = createPaymentsClient({ baseUrl: process.env.ORIGIN, clientId: process.env.ID, clientSecret: process.env.SECRET });
      const { data, response } = await api.GET('/2025-10-13/config');
      const key = newClientKey();
      console.log(JSON.stringify({ status: response.status, umaDomain: data.umaDomain, stamp: stamp(key, 'x').length > 0 }));
    `;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      cwd: ROOT,
      env: { ...process.env, ORIGIN: service.origin, ID: platform.clientId, SECRET: platform.clientSecret },
    });
    const answer = JSON.parse(stdout) as { status: number; umaDomain: string; stamp: boolean };
    expect(answer.status).toBe(200);
    expect(answer.umaDomain).toMatch(/\./);
    expect(answer.stamp).toBe(true);
  });
});
