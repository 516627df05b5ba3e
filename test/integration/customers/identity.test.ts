import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { business, individual, owner } from '../../helpers/fixtures.js';
import { type PlatformClient, startTestService, type TestService } from '../../helpers/service.js';

type Customer = Record<string, unknown> & { id: string };
type Owner = Record<string, unknown> & { id: string; kycStatus: string };

let service: TestService;
let platform: PlatformClient;

beforeAll(async () => {
  service = await startTestService();
  platform = await service.newPlatform('Identity platform');
});
afterAll(() => service.close());

const create = async (body: unknown) => {
  const response = await platform.request<Customer>('POST', '/customers', { body });
  expect(response.status).toBe(201);
  return response.body;
};

describe('sandbox KYC outcome at POST /customers (fullName suffix)', () => {
  it.each([
    ['Pat Doe 001', 'PENDING'],
    ['Pat Doe 002', 'REJECTED'],
    ['Pat Doe 003', 'UNVERIFIED'],
    ['Pat Doe', 'APPROVED'],
    ['Pat Doe 004', 'APPROVED'],
  ])('%s -> kycStatus %s', async (fullName, status) => {
    expect((await create(individual({ fullName }))).kycStatus).toBe(status);
  });
});

describe('contact verification', () => {
  const eu = (overrides: Record<string, unknown> = {}) => individual({ region: 'DE', ...overrides });

  it('requires email and phone for customers whose provider verifies them', async () => {
    const response = await platform.request('POST', '/customers', {
      body: individual({ region: 'FR', email: undefined, phoneNumber: undefined }),
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'MISSING_MANDATORY_USER_INFO' });
  });

  it('verifies email and phone with the fixed code, then KYC begins with the sandbox outcome', async () => {
    const customer = await create(eu({ fullName: 'Eu Person' }));
    expect(customer.contactVerification).toEqual({ email: 'PENDING', phone: 'PENDING' });
    expect(customer.kycStatus).toBe('UNVERIFIED');

    const early = await platform.request('POST', '/verifications', { body: { customerId: customer.id } });
    expect(early.status).toBe(409);
    const earlyLink = await platform.request('POST', `/customers/${customer.id}/kyc-link`, { body: {} });
    expect(earlyLink.status).toBe(409);

    const notSent = await platform.request('POST', `/customers/${customer.id}/verify-email/confirm`, {
      body: { code: '123456' },
    });
    expect(notSent.status).toBe(400);

    expect((await platform.request('POST', `/customers/${customer.id}/verify-email`)).status).toBe(204);
    const wrong = await platform.request('POST', `/customers/${customer.id}/verify-email/confirm`, {
      body: { code: '654321' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'INVALID_INPUT' });
    const email = await platform.request<Customer>('POST', `/customers/${customer.id}/verify-email/confirm`, {
      body: { code: '123456' },
    });
    expect(email.status).toBe(200);
    expect(email.body.contactVerification).toEqual({ email: 'VERIFIED', phone: 'PENDING' });
    expect(email.body.kycStatus).toBe('UNVERIFIED');
    expect((await platform.request('POST', `/customers/${customer.id}/verify-email`)).status).toBe(409);

    expect((await platform.request('POST', `/customers/${customer.id}/verify-phone`)).status).toBe(204);
    // Re-POSTing the send endpoint resends.
    expect((await platform.request('POST', `/customers/${customer.id}/verify-phone`)).status).toBe(204);
    const phone = await platform.request<Customer>('POST', `/customers/${customer.id}/verify-phone/confirm`, {
      body: { code: '123456' },
    });
    expect(phone.body.contactVerification).toEqual({ email: 'VERIFIED', phone: 'VERIFIED' });
    expect(phone.body.kycStatus).toBe('APPROVED');
    const events = await service.ctx.db
      .selectFrom('events')
      .select('type')
      .where('resource_id', '=', customer.id)
      .execute();
    expect(events.map((e) => e.type)).toEqual(['CUSTOMER.KYC_APPROVED']);
  });

  it('expires codes after 10 minutes', async () => {
    const customer = await create(eu());
    await platform.request('POST', `/customers/${customer.id}/verify-email`);
    const uuid = customer.id.split(':')[1] as string;
    await service.ctx.db
      .updateTable('customers')
      .set({
        contact_verification: JSON.stringify({
          email: 'PENDING',
          phone: 'PENDING',
          emailCodeSentAt: new Date(Date.now() - 11 * 60_000).toISOString(),
        }),
      })
      .where('id', '=', uuid)
      .execute();
    const response = await platform.request('POST', `/customers/${customer.id}/verify-email/confirm`, {
      body: { code: '123456' },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/expired/);
  });

  it('answers 409 for customers whose provider does not require it', async () => {
    const customer = await create(individual());
    expect(customer.contactVerification).toBeUndefined();
    for (const path of ['verify-email', 'verify-phone']) {
      expect((await platform.request('POST', `/customers/${customer.id}/${path}`)).status).toBe(409);
      const confirm = await platform.request('POST', `/customers/${customer.id}/${path}/confirm`, {
        body: { code: '123456' },
      });
      expect(confirm.status).toBe(409);
    }
  });

  it('asks for verification again when a verified email changes', async () => {
    const customer = await create(eu());
    await platform.request('POST', `/customers/${customer.id}/verify-email`);
    await platform.request('POST', `/customers/${customer.id}/verify-email/confirm`, {
      body: { code: '123456' },
    });
    const patched = await platform.request<Customer>('PATCH', `/customers/${customer.id}`, {
      body: { customerType: 'INDIVIDUAL', email: 'changed@example.test' },
    });
    expect(patched.body.contactVerification).toEqual({ email: 'PENDING', phone: 'PENDING' });
  });
});

describe('POST /customers/{customerId}/kyc-link', () => {
  it('makes a new single-use link each call without changing kycStatus, honouring Idempotency-Key', async () => {
    const customer = await create(individual({ fullName: 'Link Person 001' }));
    const first = await platform.request<{
      kycUrl: string;
      expiresAt: string;
      provider: string;
      token: string;
    }>('POST', `/customers/${customer.id}/kyc-link`, {
      body: { redirectUri: 'https://app.example.test/done' },
    });
    expect(first.status).toBe(201);
    expect(first.body.provider).toBe('SUMSUB');
    expect(first.body.token).toEqual(expect.any(String));
    expect(Date.parse(first.body.expiresAt)).toBeGreaterThan(Date.now());
    const second = await platform.request<{ kycUrl: string }>('POST', `/customers/${customer.id}/kyc-link`);
    expect(second.status).toBe(201);
    expect(second.body.kycUrl).not.toBe(first.body.kycUrl);

    // Both links work once; the earlier one stayed valid.
    const opened = await fetch(first.body.kycUrl);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('https://app.example.test/done');
    expect((await fetch(first.body.kycUrl)).status).toBe(410);
    expect((await fetch(second.body.kycUrl)).status).toBe(200);

    const after = await platform.request<Customer>('GET', `/customers/${customer.id}`);
    expect(after.body.kycStatus).toBe('PENDING');

    const headers = { 'idempotency-key': `link-${customer.id}` };
    const a = await platform.request('POST', `/customers/${customer.id}/kyc-link`, { headers, body: {} });
    const b = await platform.request('POST', `/customers/${customer.id}/kyc-link`, { headers, body: {} });
    expect(b.text).toBe(a.text);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
  });
});

describe('beneficial owners', () => {
  it('adds owners to a business, lists them on the customer, and refuses individuals', async () => {
    const biz = await create(business());
    const created = await platform.request<Owner>('POST', '/beneficial-owners', { body: owner(biz.id) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      customerId: biz.id,
      roles: ['UBO', 'CONTROL_PERSON'],
      ownershipPercentage: 60,
      kycStatus: 'PENDING',
      personalInfo: { firstName: 'Grace', lastName: 'Hopper' },
    });
    expect(created.body.id).toMatch(/^BeneficialOwner:/);
    // Returned: the newest revision requires it in every owner response (the spec never masks it).
    expect((created.body.personalInfo as Record<string, unknown>).identifier).toBe('987-65-4321');

    const customer = await platform.request<Customer>('GET', `/customers/${biz.id}`);
    expect((customer.body.beneficialOwners as Owner[]).map((o) => o.id)).toEqual([created.body.id]);
    const list = await platform.request<{ data: Owner[]; totalCount: number }>(
      'GET',
      `/beneficial-owners?customerId=${encodeURIComponent(biz.id)}`,
    );
    expect(list.body.totalCount).toBe(1);

    const person = await create(individual());
    const refused = await platform.request('POST', '/beneficial-owners', { body: owner(person.id) });
    expect(refused.status).toBe(400);
    const missingList = await platform.request('GET', '/beneficial-owners');
    expect(missingList.status).toBe(400);
  });

  it('keeps total ownership at or below 100% and patches only the fields sent', async () => {
    const biz = await create(business());
    const a = await platform.request<Owner>('POST', '/beneficial-owners', { body: owner(biz.id) });
    const tooMuch = await platform.request('POST', '/beneficial-owners', {
      body: owner(biz.id, { ownershipPercentage: 50 }),
    });
    expect(tooMuch.status).toBe(400);
    const patched = await platform.request<Owner>('PATCH', `/beneficial-owners/${a.body.id}`, {
      body: { ownershipPercentage: 40, personalInfo: { middleName: 'B' } },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      ownershipPercentage: 40,
      roles: ['UBO', 'CONTROL_PERSON'],
      personalInfo: { firstName: 'Grace', middleName: 'B', lastName: 'Hopper' },
    });
    expect(
      (
        await platform.request('POST', '/beneficial-owners', {
          body: owner(biz.id, { ownershipPercentage: 50 }),
        })
      ).status,
    ).toBe(201);
  });

  it('hides other platforms owners and validates every field', async () => {
    const biz = await create(business());
    const created = await platform.request<Owner>('POST', '/beneficial-owners', { body: owner(biz.id) });
    const other = await service.newPlatform('Other');
    expect((await other.request('GET', `/beneficial-owners/${created.body.id}`)).status).toBe(404);
    expect((await other.request('POST', '/beneficial-owners', { body: owner(biz.id) })).status).toBe(404);
    const invalid = await platform.request('POST', '/beneficial-owners', {
      body: {
        customerId: biz.id,
        roles: ['BOSS'],
        ownershipPercentage: 101,
        personalInfo: { firstName: 'X' },
      },
    });
    expect(invalid.status).toBe(400);
    const fields = (invalid.body.details as { errors: { field: string }[] }).errors.map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'roles[0]',
        'ownershipPercentage',
        'personalInfo.lastName',
        'personalInfo.birthDate',
        'personalInfo.address',
        'personalInfo.identifier',
      ]),
    );
  });
});
