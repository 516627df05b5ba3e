import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JPEG, PNG, uploadDocument } from '../../helpers/documents.js';
import { business, individual, owner } from '../../helpers/fixtures.js';
import { type PlatformClient, startTestService, type TestService } from '../../helpers/service.js';

type Customer = Record<string, unknown> & { id: string };
interface VerificationError {
  resourceId: string;
  type: string;
  field?: string;
  acceptedDocumentTypes?: string[];
  reason: string;
}
interface Verification {
  id: string;
  customerId: string;
  verificationStatus: string;
  errors: VerificationError[];
}

let service: TestService;
let platform: PlatformClient;

beforeAll(async () => {
  service = await startTestService();
  platform = await service.newPlatform('Verification platform');
});
afterAll(() => service.close());

async function create(body: unknown): Promise<Customer> {
  const response = await platform.request<Customer>('POST', '/customers', { body });
  expect(response.status).toBe(201);
  return response.body;
}
const verify = (customerId: string) =>
  platform.request<Verification>('POST', '/verifications', { body: { customerId } });
const get = async (id: string) => (await platform.request<Customer>('GET', `/customers/${id}`)).body;
const upload = async (holder: string, documentType: string, extra: Record<string, string> = {}) => {
  const response = await uploadDocument(
    platform,
    { documentHolder: holder, documentType, country: 'US', ...extra },
    { bytes: PNG, name: `${documentType}.png` },
  );
  expect(response.status).toBe(201);
  return response.body.id;
};

describe('individual KYC (fullName suffix)', () => {
  it('001: lists what is missing, then goes to manual review with complete data and an ID', async () => {
    const customer = await create(individual({ fullName: 'Review Me 001', birthDate: undefined }));
    expect(customer.kycStatus).toBe('PENDING');

    const incomplete = await verify(customer.id);
    expect(incomplete.status).toBe(200);
    expect(incomplete.body.verificationStatus).toBe('RESOLVE_ERRORS');
    expect(incomplete.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ resourceId: customer.id, type: 'MISSING_FIELD', field: 'birthDate' }),
        expect.objectContaining({
          resourceId: customer.id,
          type: 'MISSING_IDENTITY_DOCUMENT',
          acceptedDocumentTypes: ['PASSPORT', 'DRIVERS_LICENSE', 'NATIONAL_ID'],
        }),
      ]),
    );
    expect(incomplete.body.errors).toHaveLength(2);

    await platform.request('PATCH', `/customers/${customer.id}`, {
      body: { customerType: 'INDIVIDUAL', birthDate: '1985-05-05' },
    });
    const passport = await upload(customer.id, 'PASSPORT');
    const complete = await verify(customer.id);
    expect(complete.body).toMatchObject({
      verificationStatus: 'PENDING_MANUAL_REVIEW',
      errors: [],
      customerId: customer.id,
    });
    expect((await get(customer.id)).kycStatus).toBe('PENDING');

    // The submitted document can no longer be deleted.
    const del = await platform.request('DELETE', `/documents/${passport}`);
    expect(del.status).toBe(409);
  });

  it('002 and other: POST /verifications returns 400', async () => {
    for (const fullName of ['Rejected Person 002', 'Approved Person']) {
      const customer = await create(individual({ fullName }));
      const response = await verify(customer.id);
      expect(response.status, fullName).toBe(400);
      expect(response.body).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
    }
  });

  it('003: with complete data the identity document is of poor quality', async () => {
    const customer = await create(individual({ fullName: 'Blurry Person 003' }));
    expect(customer.kycStatus).toBe('UNVERIFIED');
    const license = await upload(customer.id, 'DRIVERS_LICENSE');
    const response = await verify(customer.id);
    expect(response.body.verificationStatus).toBe('RESOLVE_ERRORS');
    expect(response.body.errors).toEqual([
      expect.objectContaining({ resourceId: license, type: 'POOR_QUALITY_DOCUMENT' }),
    ]);
    expect((await get(customer.id)).kycStatus).toBe('UNVERIFIED');
  });
});

describe('business KYB (registrationNumber suffix)', () => {
  async function businessWithOwners(registrationNumber: string, lastNames: string[]) {
    const biz = await create(business({}, { registrationNumber }));
    expect(biz.kybStatus).toBe('UNVERIFIED');
    const owners: string[] = [];
    for (const [i, lastName] of lastNames.entries()) {
      const response = await platform.request<{ id: string }>('POST', '/beneficial-owners', {
        body: owner(
          biz.id,
          { ownershipPercentage: 30, roles: i === 0 ? ['UBO', 'CONTROL_PERSON'] : ['UBO'] },
          { lastName },
        ),
      });
      expect(response.status).toBe(201);
      owners.push(response.body.id);
    }
    return { biz, owners };
  }
  const ownerStatuses = async (id: string) =>
    ((await get(id)).beneficialOwners as { kycStatus: string }[]).map((o) => o.kycStatus);

  it('002: REJECTED at once; owners resolve by lastName', async () => {
    const { biz } = await businessWithOwners('REG-002', ['Smith', 'Jones 001', 'Brown 002']);
    const response = await verify(biz.id);
    expect(response.body).toMatchObject({ verificationStatus: 'REJECTED', errors: [] });
    expect((await get(biz.id)).kybStatus).toBe('REJECTED');
    expect(await ownerStatuses(biz.id)).toEqual(['APPROVED', 'PENDING', 'REJECTED']);
    expect((await verify(biz.id)).status).toBe(400);
  });

  it('other: APPROVED at once; owners resolve by lastName, later owners too', async () => {
    const { biz } = await businessWithOwners('REG-777', ['Smith 002', 'Jones']);
    const response = await verify(biz.id);
    expect(response.body.verificationStatus).toBe('APPROVED');
    expect((await get(biz.id)).kybStatus).toBe('APPROVED');
    expect(await ownerStatuses(biz.id)).toEqual(['REJECTED', 'APPROVED']);
    const late = await platform.request<{ kycStatus: string }>('POST', '/beneficial-owners', {
      body: owner(biz.id, { ownershipPercentage: 10, roles: ['DIRECTOR'] }, { lastName: 'Late 001' }),
    });
    expect(late.body.kycStatus).toBe('PENDING');
    const events = await service.ctx.db
      .selectFrom('events')
      .select('type')
      .where('resource_id', '=', biz.id)
      .execute();
    expect(events.map((e) => e.type)).toEqual(['CUSTOMER.KYB_APPROVED']);
  });

  it.each(['001', '003'])(
    '%s: lists missing business data, owners and documents; complete stays PENDING',
    async (suffix) => {
      const biz = await create(
        business({}, { registrationNumber: `REG-${suffix}`, countriesOfOperation: undefined }),
      );
      const first = await verify(biz.id);
      expect(first.body.verificationStatus).toBe('RESOLVE_ERRORS');
      const types = first.body.errors.map((e) => e.type);
      expect(types).toEqual(
        expect.arrayContaining([
          'MISSING_FIELD',
          'MISSING_BENEFICIAL_OWNER',
          'MISSING_LEGAL_PRESENCE_DOCUMENT',
          'MISSING_OWNERSHIP_STRUCTURE_DOCUMENT',
          'MISSING_PROOF_OF_ADDRESS_DOCUMENT',
        ]),
      );
      expect(first.body.errors.find((e) => e.type === 'MISSING_FIELD')?.field).toBe(
        'businessInfo.countriesOfOperation',
      );

      await platform.request('PATCH', `/customers/${biz.id}`, {
        body: { customerType: 'BUSINESS', businessInfo: { countriesOfOperation: ['US', 'MX'] } },
      });
      // A non-U.S. control person needs a passport and a second ID; the other owner is under 25%.
      const foreign = await platform.request<{ id: string }>('POST', '/beneficial-owners', {
        body: owner(
          biz.id,
          { ownershipPercentage: 60 },
          { nationality: 'MX', idType: 'NON_US_TAX_ID', identifier: 'MX-123456' },
        ),
      });
      await platform.request('POST', '/beneficial-owners', {
        body: owner(biz.id, { ownershipPercentage: 10, roles: ['DIRECTOR'] }, { lastName: 'Minor' }),
      });
      await upload(biz.id, 'CERTIFICATE_OF_INCORPORATION');
      await upload(biz.id, 'SHAREHOLDER_REGISTER');
      await upload(biz.id, 'TAX_RETURN');
      const oldBill = await upload(biz.id, 'UTILITY_BILL', { issuedOn: '2020-01-01' });
      const second = await verify(biz.id);
      expect(second.body.verificationStatus).toBe('RESOLVE_ERRORS');
      expect(second.body.errors).toEqual([
        expect.objectContaining({ resourceId: foreign.body.id, type: 'MISSING_IDENTITY_DOCUMENT' }),
        expect.objectContaining({ resourceId: oldBill, type: 'EXPIRED_DOCUMENT' }),
      ]);

      await upload(foreign.body.id, 'PASSPORT');
      await upload(foreign.body.id, 'NATIONAL_ID');
      await upload(biz.id, 'BANK_STATEMENT', { issuedOn: new Date().toISOString().slice(0, 10) });
      const third = await verify(biz.id);
      expect(third.body).toMatchObject({ verificationStatus: 'PENDING', errors: [] });
      const after = await get(biz.id);
      expect(after.kybStatus).toBe('PENDING');
      expect(await ownerStatuses(biz.id)).toEqual(['PENDING', 'PENDING']);
    },
  );

  it('requires a control person', async () => {
    const biz = await create(business({}, { registrationNumber: 'REG-001' }));
    await platform.request('POST', '/beneficial-owners', { body: owner(biz.id, { roles: ['UBO'] }) });
    const response = await verify(biz.id);
    expect(response.body.errors.map((e) => e.type)).toContain('MISSING_CONTROL_PERSON');
  });
});

describe('GET /verifications', () => {
  it('lists by customer and status and gets one by id; others are 404', async () => {
    const customer = await create(individual({ fullName: 'Listed 001', birthDate: undefined }));
    const v1 = await verify(customer.id);
    await upload(customer.id, 'NATIONAL_ID');
    await platform.request('PATCH', `/customers/${customer.id}`, {
      body: { customerType: 'INDIVIDUAL', birthDate: '1970-01-01' },
    });
    const v2 = await verify(customer.id);
    type List = { data: Verification[]; totalCount: number };
    const all = await platform.request<List>(
      'GET',
      `/verifications?customerId=${encodeURIComponent(customer.id)}`,
    );
    expect(all.body.data.map((v) => v.id)).toEqual([v2.body.id, v1.body.id]);
    const review = await platform.request<List>(
      'GET',
      `/verifications?customerId=${encodeURIComponent(customer.id)}&verificationStatus=PENDING_MANUAL_REVIEW`,
    );
    expect(review.body.data.map((v) => v.id)).toEqual([v2.body.id]);
    expect((await platform.request<Verification>('GET', `/verifications/${v1.body.id}`)).body).toEqual(
      v1.body,
    );
    const other = await service.newPlatform('Other');
    expect((await other.request('GET', `/verifications/${v1.body.id}`)).status).toBe(404);
    expect(
      (await other.request('POST', '/verifications', { body: { customerId: customer.id } })).status,
    ).toBe(404);
    const events = await service.ctx.db
      .selectFrom('events')
      .select('type')
      .where('resource_id', '=', v2.body.id)
      .execute();
    expect(events.map((e) => e.type)).toEqual(['VERIFICATION.PENDING_MANUAL_REVIEW']);
  });

  it('accepts JPEG identity documents too', async () => {
    const customer = await create(individual({ fullName: 'Jpeg Person 001' }));
    const response = await uploadDocument(
      platform,
      { documentHolder: customer.id, documentType: 'PASSPORT', country: 'US' },
      { bytes: JPEG, name: 'passport.jpg' },
    );
    expect(response.status).toBe(201);
    expect((await verify(customer.id)).body.verificationStatus).toBe('PENDING_MANUAL_REVIEW');
  });
});
