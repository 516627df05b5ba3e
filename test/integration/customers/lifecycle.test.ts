import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceContext } from '../../../src/context.js';
import { recordEvent } from '../../../src/events/record.js';
import { ApiError } from '../../../src/errors.js';
import { addContactChangeGuard, onCustomersCreated } from '../../../src/modules/customers/lifecycle.js';
import { individual } from '../../helpers/fixtures.js';
import { type PlatformClient, startTestService, type TestService } from '../../helpers/service.js';

let service: TestService;
let platform: PlatformClient;

// The listener and the guard below stay registered for the process, and the files of a worker
// share it: they act for this file's service only (its config object, which the contexts
// derived from its own carry too).
const ours = (ctx: ServiceContext) => ctx.config === service?.ctx.config;

// What the accounts module will do: take part in customer creation inside its transaction.
let failNext = false;
onCustomersCreated(async (ctx, trx, rows) => {
  if (!ours(ctx)) return;
  for (const row of rows) {
    await recordEvent(trx, {
      platformId: row.platform_id,
      type: 'TEST.CUSTOMER_CREATED',
      resourceId: `Customer:${row.id}`,
      data: null,
      now: ctx.clock.now(),
    });
  }
  if (failNext) throw new Error('listener failed');
});

// What the embedded-wallet module will do: refuse (or re-route) a contact change.
addContactChangeGuard(async (ctx, _trx, _customer, change) => {
  if (ours(ctx) && change.email === 'guarded@example.test') {
    throw new ApiError(409, 'CONFLICT', 'guard refused the change');
  }
});

beforeAll(async () => {
  service = await startTestService();
  platform = await service.newPlatform();
});
afterAll(() => service.close());

describe('customer lifecycle listeners', () => {
  it('run inside the creating transaction', async () => {
    const created = await platform.request<{ id: string }>('POST', '/customers', { body: individual() });
    const events = await service.ctx.db
      .selectFrom('events')
      .select('type')
      .where('resource_id', '=', created.body.id)
      .execute();
    expect(events.map((e) => e.type).sort()).toEqual(['CUSTOMER.KYC_APPROVED', 'TEST.CUSTOMER_CREATED']);
  });

  it('roll the customer back when they fail', async () => {
    failNext = true;
    const failed = await platform.request('POST', '/customers', {
      body: individual({ platformCustomerId: 'atomic' }),
    });
    failNext = false;
    expect(failed.status).toBe(500);
    const list = await platform.request<{ totalCount: number }>(
      'GET',
      '/customers?platformCustomerId=atomic',
    );
    expect(list.body.totalCount).toBe(0);
    expect(
      (await platform.request('POST', '/customers', { body: individual({ platformCustomerId: 'atomic' }) }))
        .status,
    ).toBe(201);
  });

  it('let a contact-change guard refuse an email change, leaving the customer as it was', async () => {
    const created = await platform.request<{ id: string; email: string }>('POST', '/customers', {
      body: individual(),
    });
    const refused = await platform.request('PATCH', `/customers/${created.body.id}`, {
      body: { customerType: 'INDIVIDUAL', email: 'guarded@example.test', fullName: 'Changed Name' },
    });
    expect(refused.status).toBe(409);
    const after = await platform.request<{ email: string; fullName: string }>(
      'GET',
      `/customers/${created.body.id}`,
    );
    expect(after.body).toMatchObject({ email: created.body.email, fullName: 'Ada Lovelace' });
  });
});
