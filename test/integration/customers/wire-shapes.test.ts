import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadDocument } from '../../helpers/documents.js';
import { business, individual } from '../../helpers/fixtures.js';
import { type PlatformClient, startTestService, type TestService } from '../../helpers/service.js';
import { contractOperation, responseProblems } from '../../helpers/wire-contract.js';

/**
 * Requests in the shapes a client generated from the real service's contract sends (the
 * 0.7.0 SDK's inline owners, the newest revision's identity fields, the oldest revision's
 * kyc-link lookup), and their answers checked against what such a client requires.
 */

type Body = Record<string, unknown> & { id: string };
type FieldErrors = { errors: { field: string; message: string }[] };

let service: TestService;
let platform: PlatformClient;

beforeAll(async () => {
  service = await startTestService();
  platform = await service.newPlatform('Wire shapes platform');
});
afterAll(() => service.close());

const eventTypes = async (resourceId: string) =>
  (
    await service.ctx.db
      .selectFrom('events')
      .select(['type'])
      .where('resource_id', '=', resourceId)
      .orderBy('created_at')
      .orderBy('id')
      .execute()
  ).map((e) => e.type);

const fieldsOf = (body: unknown) =>
  ((body as { details: FieldErrors }).details.errors ?? []).map((e) => e.field);

/** A business as the 0.7.0 SDK sends it: inline owners, no country, incorporatedOn or taxId. */
const sdkBusiness = (platformCustomerId: string, owners: Record<string, unknown>[]) => ({
  customerType: 'BUSINESS',
  platformCustomerId,
  businessInfo: { legalName: 'Inline Owners Ltd', registrationNumber: 'REG-7' },
  address: { line1: '1 Dock Rd', city: 'Boston', postalCode: '02110', country: 'US' },
  beneficialOwners: owners,
});
const sdkOwner = (fullName: string, overrides: Record<string, unknown> = {}) => ({
  fullName,
  individualType: 'BENEFICIAL_OWNER',
  percentageOwnership: 40.5,
  birthDate: '1975-05-05',
  nationality: 'US',
  emailAddress: 'owner@example.test',
  address: { line1: '9 Elm St', city: 'Boston', postalCode: '02111', country: 'US' },
  taxId: '123-45-6789',
  title: 'Founder',
  ...overrides,
});

const personalInfo = {
  firstName: 'Grace',
  lastName: 'Hopper',
  birthDate: '1980-01-01',
  nationality: 'US',
  address: { line1: '2 Side St', city: 'Arlington', postalCode: '22201', country: 'US' },
  idType: 'SSN',
  identifier: '987-65-4321',
};

describe('business customers with the SDK fields', () => {
  it('the contract still lists inline owners and an optional incorporatedOn', () => {
    const fields = contractOperation('POST /customers').request?.fields ?? {};
    expect(fields['[BUSINESS].beneficialOwners[].fullName']).toBeDefined();
    expect(fields['[BUSINESS].businessInfo.incorporatedOn']?.required).not.toContain('2026-02-25');
  });

  it('creates the owners inline, in the shape every revision reads', async () => {
    const created = await platform.request<Body>('POST', '/customers', {
      body: sdkBusiness('sdk-biz-1', [
        sdkOwner('Mary Ann Shelley'),
        sdkOwner('Percy Bysshe', {
          individualType: 'DIRECTOR',
          percentageOwnership: 10,
          taxId: '912-34-5678',
        }),
      ]),
    });
    expect(created.status).toBe(201);
    expect(responseProblems('POST /customers', 201, created.body)).toEqual([]);
    expect(created.body).toMatchObject({ customerType: 'BUSINESS', kybStatus: 'UNVERIFIED' });
    // UNVERIFIED has no value in the older kycStatus list, so it is left out until KYB moves.
    expect(created.body.kycStatus).toBeUndefined();
    const owners = created.body.beneficialOwners as Body[];
    expect(owners).toHaveLength(2);
    expect(owners[0]).toMatchObject({
      fullName: 'Mary Ann Shelley',
      individualType: 'BENEFICIAL_OWNER',
      roles: ['UBO'],
      ownershipPercentage: 40,
      percentageOwnership: 40.5,
      title: 'Founder',
      kycStatus: 'PENDING',
      emailAddress: 'owner@example.test',
      taxId: '123-45-6789',
      personalInfo: {
        firstName: 'Mary',
        middleName: 'Ann',
        lastName: 'Shelley',
        birthDate: '1975-05-05',
        nationality: 'US',
        idType: 'SSN',
        identifier: '123-45-6789',
      },
    });
    expect(owners[1]).toMatchObject({
      individualType: 'DIRECTOR',
      roles: ['DIRECTOR'],
      personalInfo: { idType: 'ITIN', firstName: 'Percy', lastName: 'Bysshe' },
    });
    expect((owners[0]?.personalInfo as Record<string, unknown>).individualType).toBeUndefined();

    const list = await platform.request(
      'GET',
      `/beneficial-owners?customerId=${encodeURIComponent(created.body.id)}`,
    );
    expect(responseProblems('GET /beneficial-owners', 200, list.body)).toEqual([]);
    expect(list.body.totalCount).toBe(2);
    const one = await platform.request('GET', `/beneficial-owners/${owners[0]?.id}`);
    expect(responseProblems('GET /beneficial-owners/{}', 200, one.body)).toEqual([]);
    const fetched = await platform.request('GET', `/customers/${created.body.id}`);
    expect(responseProblems('GET /customers/{}', 200, fetched.body)).toEqual([]);
  });

  it('takes an inline owner with only a name and a type, KYB saying what it needs, and keeps ownership within 100%', async () => {
    // 2026-02-25 requires none of birthDate, nationality, address and taxId of an inline owner.
    const bare = await platform.request<Body>('POST', '/customers', {
      body: {
        ...sdkBusiness('sdk-biz-2', [{ fullName: 'No Data', individualType: 'CONTROL_PERSON' }]),
        // A registration number the sandbox validates (docs/sandbox.md).
        businessInfo: { legalName: 'Inline Owners Ltd', registrationNumber: 'REG-001' },
      },
    });
    expect(bare.status, bare.text).toBe(201);
    expect(responseProblems('POST /customers', 201, bare.body, '2026-02-25')).toEqual([]);
    const [owner] = bare.body.beneficialOwners as Body[];
    expect(owner).toMatchObject({ fullName: 'No Data', individualType: 'CONTROL_PERSON' });
    expect(owner).not.toHaveProperty('birthDate');
    const v = await platform.request<{
      verificationStatus: string;
      errors: { resourceId?: string; type: string; field?: string }[];
    }>('POST', '/verifications', { body: { customerId: bare.body.id } });
    expect(v.status, v.text).toBe(200);
    expect(v.body.verificationStatus).toBe('RESOLVE_ERRORS');
    const missing = v.body.errors
      .filter((e) => e.type === 'MISSING_FIELD' && e.resourceId === owner?.id)
      .map((e) => e.field);
    expect(missing).toEqual(
      expect.arrayContaining([
        'personalInfo.birthDate',
        'personalInfo.nationality',
        'personalInfo.identifier',
      ]),
    );
    const tooMuch = await platform.request('POST', '/customers', {
      body: sdkBusiness('sdk-biz-3', [
        sdkOwner('A One', { percentageOwnership: 60 }),
        sdkOwner('B Two', { percentageOwnership: 60 }),
      ]),
    });
    expect(tooMuch.status).toBe(400);
    expect(fieldsOf(tooMuch.body)).toEqual(['beneficialOwners']);
    const list = await platform.request<{ data: unknown[] }>(
      'GET',
      '/customers?platformCustomerId=sdk-biz-3',
    );
    expect(list.body.data).toEqual([]);
  });

  it('replaces the owners on PATCH: a known name keeps its id, an absent one goes', async () => {
    const created = await platform.request<Body>('POST', '/customers', {
      body: sdkBusiness('sdk-biz-4', [sdkOwner('Keep Me'), sdkOwner('Drop Me', { percentageOwnership: 5 })]),
    });
    const [kept] = created.body.beneficialOwners as Body[];
    const patched = await platform.request<Body>('PATCH', `/customers/${created.body.id}`, {
      body: {
        customerType: 'BUSINESS',
        beneficialOwners: [
          sdkOwner('Keep Me', { percentageOwnership: 30, individualType: 'CONTROL_PERSON' }),
          sdkOwner('New Person', { percentageOwnership: 20 }),
        ],
      },
    });
    expect(patched.status).toBe(200);
    expect(responseProblems('PATCH /customers/{}', 200, patched.body)).toEqual([]);
    const owners = patched.body.beneficialOwners as Body[];
    expect(owners.map((o) => o.fullName)).toEqual(['Keep Me', 'New Person']);
    expect(owners[0]).toMatchObject({
      id: kept?.id,
      roles: ['CONTROL_PERSON', 'UBO'],
      ownershipPercentage: 30,
    });
  });

  it('accepts the oldest revision fields (bankAccountInfo, kycUrl) and HOLD, and ignores them', async () => {
    const created = await platform.request<Body>('POST', '/customers', {
      body: business({
        kybStatus: 'HOLD',
        kycUrl: 'https://kyc.example.test/start',
        bankAccountInfo: {
          accountType: 'US_ACCOUNT',
          accountNumber: '123456789',
          routingNumber: '021000021',
          accountCategory: 'CHECKING',
        },
      }),
    });
    expect(created.status).toBe(201);
    expect(created.body.kybStatus).toBe('UNVERIFIED');
    expect(created.body.bankAccountInfo).toBeUndefined();
    const bad = await platform.request('POST', '/customers', {
      body: business({ bankAccountInfo: { accountType: 'US_ACCOUNT', accountNumber: '1' } }),
    });
    expect(bad.status).toBe(400);
  });

  it('drives KYB with PATCH kybStatus: owners resolve and the event is recorded', async () => {
    const created = await platform.request<Body>('POST', '/customers', {
      body: sdkBusiness('sdk-biz-5', [sdkOwner('Resolved Owner')]),
    });
    const approved = await platform.request<Body>('PATCH', `/customers/${created.body.id}`, {
      body: { customerType: 'BUSINESS', kybStatus: 'APPROVED' },
    });
    expect(approved.status).toBe(200);
    expect(responseProblems('PATCH /customers/{}', 200, approved.body)).toEqual([]);
    expect(approved.body).toMatchObject({ kybStatus: 'APPROVED', kycStatus: 'APPROVED' });
    expect((approved.body.beneficialOwners as Body[])[0]?.kycStatus).toBe('APPROVED');
    expect(await eventTypes(created.body.id)).toEqual(['CUSTOMER.KYB_APPROVED']);
  });
});

describe('individual identity fields', () => {
  it('takes idType/identifier/countryOfIssuance and returns both spellings of the type', async () => {
    const body = individual({
      platformCustomerId: 'cli-ind-1',
      taxIdType: undefined,
      taxIdentifier: undefined,
      idType: 'SSN',
      identifier: '123-45-6789',
      countryOfIssuance: 'US',
      kycStatus: 'HOLD',
    });
    const created = await platform.request<Body>('POST', '/customers', { body });
    expect(created.status).toBe(201);
    expect(responseProblems('POST /customers', 201, created.body)).toEqual([]);
    expect(created.body).toMatchObject({ idType: 'SSN', taxIdType: 'SSN', countryOfIssuance: 'US' });
    expect(created.body.identifier).toBeUndefined();
    expect(created.body.taxIdentifier).toBeUndefined();

    const patched = await platform.request<Body>('PATCH', `/customers/${created.body.id}`, {
      body: {
        customerType: 'INDIVIDUAL',
        idType: 'ITIN',
        identifier: '912-34-5678',
        countryOfIssuance: 'US',
      },
    });
    expect(patched.status).toBe(200);
    expect(responseProblems('PATCH /customers/{}', 200, patched.body)).toEqual([]);
    expect(patched.body).toMatchObject({ idType: 'ITIN', taxIdType: 'ITIN' });

    const wrong = await platform.request('PATCH', `/customers/${created.body.id}`, {
      body: { customerType: 'INDIVIDUAL', idType: 'SSN', identifier: '12' },
    });
    expect(wrong.status).toBe(400);
    expect(fieldsOf(wrong.body)).toContain('identifier');
  });

  it('refuses the two spellings with different values', async () => {
    const response = await platform.request('POST', '/customers', {
      body: individual({ idType: 'ITIN', identifier: '912-34-5678' }),
    });
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body).sort()).toEqual(['idType', 'identifier']);
  });

  it('drives KYC with PATCH kycStatus, with the events of the sandbox outcome', async () => {
    const created = await platform.request<Body>('POST', '/customers', {
      body: individual({ fullName: 'Patch Driven 001' }),
    });
    expect(created.body.kycStatus).toBe('PENDING');
    const approved = await platform.request<Body>('PATCH', `/customers/${created.body.id}`, {
      body: { customerType: 'INDIVIDUAL', kycStatus: 'APPROVED' },
    });
    expect(approved.status).toBe(200);
    expect(responseProblems('PATCH /customers/{}', 200, approved.body)).toEqual([]);
    expect(approved.body.kycStatus).toBe('APPROVED');
    const hold = await platform.request<Body>('PATCH', `/customers/${created.body.id}`, {
      body: { customerType: 'INDIVIDUAL', kycStatus: 'HOLD' },
    });
    expect(hold.body.kycStatus).toBe('HOLD');
    const rejected = await platform.request<Body>('PATCH', `/customers/${created.body.id}`, {
      body: { customerType: 'INDIVIDUAL', kycStatus: 'REJECTED' },
    });
    expect(rejected.body.kycStatus).toBe('REJECTED');
    // HOLD has no CUSTOMER.* event; the same status twice records nothing.
    await platform.request('PATCH', `/customers/${created.body.id}`, {
      body: { customerType: 'INDIVIDUAL', kycStatus: 'REJECTED' },
    });
    expect(await eventTypes(created.body.id)).toEqual(['CUSTOMER.KYC_APPROVED', 'CUSTOMER.KYC_REJECTED']);
  });

  it('waits for contact verification before a KYC status can be set', async () => {
    const created = await platform.request<Body>('POST', '/customers', {
      body: individual({ region: 'DE', fullName: 'Eu Waiting' }),
    });
    const early = await platform.request('PATCH', `/customers/${created.body.id}`, {
      body: { customerType: 'INDIVIDUAL', kycStatus: 'APPROVED' },
    });
    expect(early.status).toBe(409);
  });
});

describe('country codes', () => {
  it.each([
    ['region', { region: 'EU' }],
    ['nationality', { nationality: 'XX' }],
    ['countryOfIssuance', { countryOfIssuance: 'UK' }],
    ['address.country', { address: { line1: '1 A St', postalCode: '1', country: 'ZZ' } }],
  ])('%s must be an ISO 3166-1 alpha-2 code', async (field, overrides) => {
    const response = await platform.request('POST', '/customers', { body: individual(overrides) });
    expect(response.status).toBe(400);
    const errors = (response.body.details as FieldErrors).errors;
    expect(errors).toEqual([
      expect.objectContaining({
        field,
        message: 'must be an ISO 3166-1 alpha-2 country code',
        constraint: { format: 'iso3166-1-alpha-2' },
      }),
    ]);
  });

  it('accepts real codes that look unusual and checks list filters too', async () => {
    const created = await platform.request('POST', '/customers', {
      body: individual({
        nationality: 'AX',
        address: { line1: '1 A St', postalCode: '22100', country: 'AX' },
      }),
    });
    expect(created.status).toBe(201);
    const filter = await platform.request('GET', '/customers?region=EU');
    expect(filter.status).toBe(400);
    expect(fieldsOf(filter.body)).toEqual(['region']);
  });
});

describe('hosted KYC links', () => {
  it('GET /customers/kyc-link finds the customer by platformCustomerId', async () => {
    const created = await platform.request<Body>('POST', '/customers', {
      body: individual({ platformCustomerId: 'kyc-link-by-pid', fullName: 'Link Person 001' }),
    });
    const link = await platform.request(
      'GET',
      '/customers/kyc-link?platformCustomerId=kyc-link-by-pid&redirectUri=https%3A%2F%2Fapp.example.test%2Fdone',
    );
    expect(link.status).toBe(200);
    expect(responseProblems('GET /customers/kyc-link', 200, link.body)).toEqual([]);
    expect(link.body).toMatchObject({ customerId: created.body.id, platformCustomerId: 'kyc-link-by-pid' });
    const url = new URL(String(link.body.kycUrl));
    expect(url.searchParams.get('redirectUri')).toBe('https://app.example.test/done');
    const page = await fetch(url);
    expect(page.status).toBe(200);

    const unknown = await platform.request('GET', '/customers/kyc-link?platformCustomerId=nobody');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'USER_NOT_FOUND' });
    const missing = await platform.request('GET', '/customers/kyc-link');
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing.body)).toEqual(['platformCustomerId']);
  });

  it('POST /customers/{id}/kyc-link needs no body', async () => {
    const created = await platform.request<Body>('POST', '/customers', { body: individual() });
    const link = await platform.request('POST', `/customers/${created.body.id}/kyc-link`);
    expect(link.status).toBe(201);
    expect(responseProblems('POST /customers/{}/kyc-link', 201, link.body)).toEqual([]);
    const doc = await service.request<{ paths: Record<string, Record<string, { requestBody?: unknown }>> }>(
      'GET',
      '/openapi.json',
    );
    expect(doc.body.paths['/2025-10-13/customers/{customerId}/kyc-link']?.post?.requestBody).toMatchObject({
      required: false,
    });
  });
});

describe('verifications in the contract terms', () => {
  it('filters by IN_PROGRESS (our PENDING) and READY_FOR_VERIFICATION; the event is VERIFICATION.IN_PROGRESS', async () => {
    const created = await platform.request<Body>('POST', '/customers', {
      body: business({}, { registrationNumber: 'REG-001' }),
    });
    const holder = created.body.id;
    await platform.request('POST', '/beneficial-owners', {
      body: { customerId: holder, roles: ['UBO', 'CONTROL_PERSON'], ownershipPercentage: 60, personalInfo },
    });
    const today = new Date().toISOString().slice(0, 10);
    for (const documentType of ['CERTIFICATE_OF_INCORPORATION', 'SHAREHOLDER_REGISTER', 'TAX_RETURN']) {
      expect(
        (await uploadDocument(platform, { documentHolder: holder, documentType, country: 'US' })).status,
      ).toBe(201);
    }
    await uploadDocument(platform, {
      documentHolder: holder,
      documentType: 'BANK_STATEMENT',
      country: 'US',
      issuedOn: today,
    });
    const submitted = await platform.request<Body>('POST', '/verifications', {
      body: { customerId: holder },
    });
    expect(submitted.body).toMatchObject({ verificationStatus: 'PENDING', errors: [] });

    const filter = (status: string) =>
      platform.request<{ data: Body[]; totalCount: number }>(
        'GET',
        `/verifications?customerId=${encodeURIComponent(holder)}&verificationStatus=${status}`,
      );
    const inProgress = await filter('IN_PROGRESS');
    expect(inProgress.status).toBe(200);
    expect(inProgress.body.data.map((v) => v.id)).toEqual([submitted.body.id]);
    expect((await filter('PENDING')).body.totalCount).toBe(1);
    const ready = await filter('READY_FOR_VERIFICATION');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ data: [], totalCount: 0, hasMore: false });
    expect(await eventTypes(submitted.body.id)).toEqual(['VERIFICATION.IN_PROGRESS']);
  });
});

describe('bulk import jobs', () => {
  it('answer with jobId and errors[].error beside today fields', async () => {
    const csv =
      'umaAddress,platformCustomerId,customerType,fullName,birthDate,addressLine1,city,state,postalCode,country\n' +
      ',bulk-bad-1,INDIVIDUAL,Bad Row,1990-01-01,1 Main St,Springfield,IL,62701,EU\n';
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'customers.csv');
    const accepted = await platform.request<{ jobId: string }>('POST', '/customers/bulk/csv', { form });
    expect(accepted.status).toBe(202);
    let job = await platform.request<Body>('GET', `/customers/bulk/jobs/${accepted.body.jobId}`);
    for (let i = 0; i < 100 && job.body.status !== 'COMPLETED' && job.body.status !== 'FAILED'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = await platform.request<Body>('GET', `/customers/bulk/jobs/${accepted.body.jobId}`);
    }
    expect(responseProblems('GET /customers/bulk/jobs/{}', 200, job.body)).toEqual([]);
    expect(job.body.jobId).toBe(job.body.id);
    const [error] = job.body.errors as Record<string, unknown>[];
    expect(error).toMatchObject({ correlationId: 'bulk-bad-1', code: 'INVALID_INPUT' });
    expect(error?.error).toEqual({ code: error?.code, message: error?.message, details: error?.details });
  });
});
