import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsWrite } from '../../../src/events/record.js';
import { ApiError } from '../../../src/errors.js';
import { type ServiceModule, serviceModules } from '../../../src/modules/index.js';
import { individual } from '../../helpers/fixtures.js';
import { type PlatformClient, startTestService, type TestService } from '../../helpers/service.js';

let service: TestService;
let platform: PlatformClient;

// What the accounts module does: add writes to the statement that creates the customers.
// `throw`: the listener fails before the statement; `write`: one of its writes fails in it.
let failNext: 'throw' | 'write' | undefined;
const listenerModule: ServiceModule = {
  name: 'lifecycle-probe',
  tables: [],
  hooks: {
    customersCreated: async (ctx, db, rows) => {
      if (failNext === 'throw') throw new Error('listener failed');
      const now = ctx.clock.now();
      const events = eventsWrite(
        db,
        rows.map((row) => ({
          platformId: row.platform_id,
          type: 'TEST.CUSTOMER_CREATED',
          resourceId: `Customer:${row.id}`,
          data: null,
          now,
        })),
      );
      if (failNext !== 'write') return events ? [events] : [];
      // The same event id twice: the statement's second insert violates the events' key.
      const row = rows[0] as { platform_id: string; id: string };
      const duplicate = () =>
        db.insertInto('events').values({
          id: '00000000-0000-4000-8000-00000000d0b1',
          platform_id: row.platform_id,
          type: 'TEST.DUPLICATE',
          resource_id: `Customer:${row.id}`,
          data: 'null',
          created_at: now,
          next_attempt_at: now,
        });
      return [duplicate(), duplicate()];
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

/** How many accounts and events the test platform has. */
async function rowsOfPlatform(): Promise<{ accounts: number; events: number }> {
  const count = async (table: 'internal_accounts' | 'events') =>
    Number(
      (
        await service.ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('platform_id', '=', platform.platformId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { accounts: await count('internal_accounts'), events: await count('events') };
}

describe('customer lifecycle listeners', () => {
  it('write in the statement that creates the customer', async () => {
    const created = await platform.request<{ id: string }>('POST', '/customers', { body: individual() });
    const events = await service.ctx.db
      .selectFrom('events')
      .select('type')
      .where('resource_id', '=', created.body.id)
      .execute();
    expect(events.map((e) => e.type).sort()).toEqual(['CUSTOMER.KYC_APPROVED', 'TEST.CUSTOMER_CREATED']);
  });

  it.each(['throw', 'write'] as const)('roll the customer back when they fail (%s)', async (how) => {
    const before = await rowsOfPlatform();
    failNext = how;
    const platformCustomerId = `atomic-${how}`;
    const failed = await platform.request('POST', '/customers', {
      body: individual({ platformCustomerId }),
    });
    failNext = undefined;
    expect(failed.status).toBe(500);
    const list = await platform.request<{ totalCount: number }>(
      'GET',
      `/customers?platformCustomerId=${platformCustomerId}`,
    );
    expect(list.body.totalCount).toBe(0);
    // Neither its accounts nor its events: nothing of the statement stayed.
    expect(await rowsOfPlatform()).toEqual(before);
    expect(
      (await platform.request('POST', '/customers', { body: individual({ platformCustomerId }) })).status,
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
