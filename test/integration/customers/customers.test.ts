import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { business, individual } from '../../helpers/fixtures.js';
import { type PlatformClient, startTestService, type TestService } from '../../helpers/service.js';

type Customer = Record<string, unknown> & { id: string; umaAddress: string; platformCustomerId: string };
type FieldErrors = { errors: { field: string; message: string }[] };

let service: TestService;
let platform: PlatformClient;
let umaDomain: string;

beforeAll(async () => {
  service = await startTestService();
  platform = await service.newPlatform('Customers platform');
  umaDomain = (await platform.request<{ umaDomain: string }>('GET', '/config')).body.umaDomain;
});
afterAll(() => service.close());

const create = (body: unknown) => platform.request<Customer>('POST', '/customers', { body });

describe('POST /customers', () => {
  it('creates an individual with generated platformCustomerId and UMA address, hiding the tax id', async () => {
    const response = await create(individual());
    expect(response.status).toBe(201);
    const c = response.body;
    expect(c.id).toMatch(/^Customer:[0-9a-f-]{36}$/);
    expect(c).toMatchObject({
      customerType: 'INDIVIDUAL',
      fullName: 'Ada Lovelace',
      kycStatus: 'APPROVED',
      isDeleted: false,
      taxIdType: 'SSN',
      address: { line1: '1 Main St', country: 'US' },
    });
    expect(c.platformCustomerId).toEqual(expect.any(String));
    expect(c.umaAddress).toMatch(
      new RegExp(`^\\$ada\\.lovelace\\.[0-9a-f]{6}@${umaDomain.replace(/\./g, '\\.')}$`),
    );
    expect(c.taxIdentifier).toBeUndefined();
    expect(response.text).not.toContain('123-45-6789');
    expect((await platform.request('GET', `/customers/${c.id}`)).body).toEqual(c);
  });

  it('creates a business with kybStatus UNVERIFIED and its businessInfo', async () => {
    const response = await create(business({ platformCustomerId: 'biz-1' }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      customerType: 'BUSINESS',
      kybStatus: 'UNVERIFIED',
      platformCustomerId: 'biz-1',
      businessInfo: { legalName: 'Acme Widgets Inc', registrationNumber: 'REG-1000' },
      beneficialOwners: [],
    });
    expect(response.body.kycStatus).toBeUndefined();
  });

  it('reports every invalid field of the chosen customer type at once', async () => {
    const response = await create({
      customerType: 'INDIVIDUAL',
      birthDate: '10/12/1990',
      nationality: 'USA',
      email: 'not-an-email',
      phoneNumber: '555-0100',
      address: { line1: '1 Main St', country: 'us' },
      // Another type's field is ignored like any undeclared one (docs/decisions/0003).
      businessInfo: {},
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'INVALID_INPUT' });
    const fields = (response.body.details as FieldErrors).errors.map((e) => e.field).sort();
    expect(fields).toEqual(
      ['address.country', 'address.postalCode', 'birthDate', 'email', 'nationality', 'phoneNumber'].sort(),
    );
    // Only legalName is required of a business (country, incorporatedOn and taxId are optional
    // in the contract); the country fields must be real ISO 3166-1 codes.
    const business400 = await create({
      customerType: 'BUSINESS',
      businessInfo: { legalName: '', country: 'EU' },
    });
    const businessFields = (business400.body.details as FieldErrors).errors.map((e) => e.field).sort();
    expect(businessFields).toEqual(['businessInfo.country', 'businessInfo.legalName']);
  });

  it('requires a known customerType', async () => {
    for (const body of [{}, { customerType: 'ROBOT' }]) {
      const response = await create(body);
      expect(response.status).toBe(400);
      expect((response.body.details as FieldErrors).errors[0]?.field).toBe('customerType');
    }
  });

  it('rejects an unsupported currency and a malformed tax id with field errors', async () => {
    const response = await create(individual({ currencies: ['USD', 'JPY'], taxIdentifier: '12-34' }));
    expect(response.status).toBe(400);
    const fields = (response.body.details as FieldErrors).errors.map((e) => e.field).sort();
    expect(fields).toEqual(['currencies[1]', 'taxIdentifier']);
  });

  it('answers 409 CONFLICT for the platformCustomerId of an active customer, per platform', async () => {
    expect((await create(individual({ platformCustomerId: 'dup-1' }))).status).toBe(201);
    const again = await create(individual({ platformCustomerId: 'dup-1' }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ status: 409, code: 'CONFLICT' });
    const other = await service.newPlatform('Other platform');
    expect(
      (await other.request('POST', '/customers', { body: individual({ platformCustomerId: 'dup-1' }) }))
        .status,
    ).toBe(201);
  });

  it('answers 409 UMA_ADDRESS_EXISTS for a taken UMA address and 400 INVALID_UMA_ADDRESS for a foreign one', async () => {
    const address = `$taken.name@${umaDomain}`;
    expect((await create(individual({ umaAddress: address }))).status).toBe(201);
    const taken = await create(
      individual({ umaAddress: address.toUpperCase().replace(umaDomain.toUpperCase(), umaDomain) }),
    );
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'UMA_ADDRESS_EXISTS' });
    const foreign = await create(individual({ umaAddress: '$someone@elsewhere.test' }));
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ code: 'INVALID_UMA_ADDRESS' });
  });

  it('checks the End User Terms version', async () => {
    const consent = {
      acceptedAt: '2026-01-01T00:00:00Z',
      ipAddress: '203.0.113.7',
      acceptanceMethod: 'CHECKBOX',
    };
    const bad = await create(individual({ endUserTermsConsent: { ...consent, termsVersion: 'V0' } }));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 400, code: 'END_USER_TERMS_VERSION_NOT_FOUND' });
    const terms = await platform.request<{ version: string; url: string }>(
      'GET',
      '/customers/end-user-terms',
    );
    expect(terms.body.version).toBe('V1');
    expect((await fetch(terms.body.url)).status).toBe(200);
    const good = await create(
      individual({ endUserTermsConsent: { ...consent, termsVersion: terms.body.version } }),
    );
    expect(good.status).toBe(201);
    expect(good.body.endUserTermsConsent).toEqual({ ...consent, termsVersion: 'V1' });
  });

  it('records CUSTOMER.KYC_APPROVED when a customer is created APPROVED', async () => {
    const created = await create(individual({ fullName: 'Event Person' }));
    const uuid = created.body.id.split(':')[1] as string;
    const events = await service.ctx.db
      .selectFrom('events')
      .selectAll()
      .where('resource_id', '=', created.body.id)
      .execute();
    expect(events.map((e) => e.type)).toEqual(['CUSTOMER.KYC_APPROVED']);
    expect((events[0]?.data as { id: string }).id).toBe(`Customer:${uuid}`);
    // Made from the customer before it was stored (in the same statement): the same as stored.
    expect(events[0]?.data).toEqual(created.body);
    const pending = await create(individual({ fullName: 'Pending Person 001' }));
    const none = await service.ctx.db
      .selectFrom('events')
      .select('id')
      .where('resource_id', '=', pending.body.id)
      .execute();
    expect(none).toEqual([]);
  });
});

describe('GET /customers', () => {
  it('filters by platformCustomerId, customerType and dates, and hides deleted customers unless asked', async () => {
    const p = await service.newPlatform('List platform');
    const a = await p.request<Customer>('POST', '/customers', {
      body: individual({ platformCustomerId: 'a' }),
    });
    const b = await p.request<Customer>('POST', '/customers', {
      body: business({ platformCustomerId: 'b' }),
    });
    type List = { data: Customer[]; totalCount: number };
    expect((await p.request<List>('GET', '/customers')).body.totalCount).toBe(2);
    expect(
      (await p.request<List>('GET', '/customers?platformCustomerId=a')).body.data.map((c) => c.id),
    ).toEqual([a.body.id]);
    expect(
      (await p.request<List>('GET', '/customers?customerType=BUSINESS')).body.data.map((c) => c.id),
    ).toEqual([b.body.id]);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await p.request<List>('GET', `/customers?createdAfter=${future}`)).body.totalCount).toBe(0);
    expect((await p.request<List>('GET', `/customers?createdBefore=${future}`)).body.totalCount).toBe(2);
    await p.request('DELETE', `/customers/${a.body.id}`);
    expect((await p.request<List>('GET', '/customers')).body.totalCount).toBe(1);
    expect((await p.request<List>('GET', '/customers?isIncludingDeleted=true')).body.totalCount).toBe(2);
  });
});

describe('PATCH /customers/{customerId}', () => {
  it('updates the fields sent and keeps the rest', async () => {
    const created = await create(individual());
    const response = await platform.request<Customer>('PATCH', `/customers/${created.body.id}`, {
      body: {
        customerType: 'INDIVIDUAL',
        fullName: 'Ada King',
        address: { line1: '9 New Rd', postalCode: '1000', country: 'GB' },
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      fullName: 'Ada King',
      birthDate: '1990-12-10',
      address: { line1: '9 New Rd' },
    });
    expect(response.body.kycStatus).toBe('APPROVED');
  });

  it('rejects email and phoneNumber in one request with 400 INVALID_INPUT', async () => {
    const created = await create(individual());
    const response = await platform.request('PATCH', `/customers/${created.body.id}`, {
      body: { customerType: 'INDIVIDUAL', email: 'new@example.test', phoneNumber: '+14155550199' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'INVALID_INPUT' });
    const unchanged = await platform.request<Customer>('GET', `/customers/${created.body.id}`);
    expect(unchanged.body.email).toBe('ada@example.test');
    const emailOnly = await platform.request<Customer>('PATCH', `/customers/${created.body.id}`, {
      body: { customerType: 'INDIVIDUAL', email: 'new@example.test' },
    });
    expect(emailOnly.status).toBe(200);
    expect(emailOnly.body.email).toBe('new@example.test');
  });

  it('merges businessInfo and refuses a change of customer type', async () => {
    const created = await create(business());
    const response = await platform.request<Customer>('PATCH', `/customers/${created.body.id}`, {
      body: { customerType: 'BUSINESS', businessInfo: { doingBusinessAs: 'Acme' } },
    });
    expect(response.status).toBe(200);
    expect(response.body.businessInfo).toMatchObject({
      legalName: 'Acme Widgets Inc',
      doingBusinessAs: 'Acme',
    });
    const wrongType = await platform.request('PATCH', `/customers/${created.body.id}`, {
      body: { customerType: 'INDIVIDUAL', fullName: 'x' },
    });
    expect(wrongType.status).toBe(400);
    expect((wrongType.body.details as FieldErrors).errors[0]?.field).toBe('customerType');
  });
});

describe('DELETE /customers/{customerId}', () => {
  it('marks the customer deleted, keeps it readable, refuses writes and frees its platformCustomerId', async () => {
    const created = await create(individual({ platformCustomerId: 'reuse-me' }));
    const deleted = await platform.request<Customer>('DELETE', `/customers/${created.body.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.isDeleted).toBe(true);
    const read = await platform.request<Customer>('GET', `/customers/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body.isDeleted).toBe(true);
    const write = await platform.request('PATCH', `/customers/${created.body.id}`, {
      body: { customerType: 'INDIVIDUAL', fullName: 'Nope' },
    });
    expect(write.status).toBe(410);
    expect(write.body).toMatchObject({ code: 'CUSTOMER_DELETED' });
    expect((await platform.request('DELETE', `/customers/${created.body.id}`)).status).toBe(410);
    expect((await create(individual({ platformCustomerId: 'reuse-me' }))).status).toBe(201);
  });

  it('answers USER_NOT_FOUND for unknown ids and for another platform', async () => {
    const created = await create(individual());
    const other = await service.newPlatform('Snooper');
    for (const [client, id] of [
      [platform, 'Customer:00000000-0000-4000-8000-000000000000'],
      [platform, 'nonsense'],
      [other, created.body.id],
    ] as const) {
      const response = await client.request('GET', `/customers/${encodeURIComponent(id)}`);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'USER_NOT_FOUND' });
    }
  });
});
