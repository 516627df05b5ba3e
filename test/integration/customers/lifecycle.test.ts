import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvent } from '../../../src/events/record.js';
import { ApiError } from '../../../src/errors.js';
import { type ServiceModule, serviceModules } from '../../../src/modules/index.js';
import { individual } from '../../helpers/fixtures.js';
import { type PlatformClient, startTestService, type TestService } from '../../helpers/service.js';

let service: TestService;
let platform: PlatformClient;

// What the accounts module does: take part in customer creation inside its transaction.
let failNext = false;
const listenerModule: ServiceModule = {
  name: 'lifecycle-probe',
  tables: [],
  hooks: {
    customersCreated: async (ctx, trx, rows) => {
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
    },
    // A guard may refuse a contact change (the wallets module may also ask for a signed retry).
    contactChange: async (_ctx, _trx, _customer, change) => {
      if (change.email === 'guarded@example.test') {
        throw new ApiError(409, 'CONFLICT', 'guard refused the change');
      }
      return { proceed: true };
    },
  },
};

beforeAll(async () => {
  // Hooks are the service's own (composed with its modules): no other service sees them.
  service = await startTestService({ modules: [...serviceModules, listenerModule] });
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
