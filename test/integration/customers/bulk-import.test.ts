import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertImport } from '../../../src/modules/customers/bulk-import.store.js';
import { CHUNK_ROWS, readCsvUpload } from '../../../src/modules/customers/bulk-import.js';
import { runBulkImportChunk } from '../../../src/modules/customers/bulk-import-chunks.js';
import { individual } from '../../helpers/fixtures.js';
import { type PlatformClient, startTestService, type TestService } from '../../helpers/service.js';

type FieldErrors = { errors: { field: string; message: string }[] };
type RowError = { correlationId: string; code: string; message: string; details?: FieldErrors };
type JobView = {
  id: string;
  status: string;
  progress: { total: number; processed: number; successful: number; failed: number };
  errors: RowError[];
  completedAt?: string;
};
type Customer = Record<string, unknown> & { id: string };

const HEADER = [
  'umaAddress',
  'platformCustomerId',
  'customerType',
  'fullName',
  'birthDate',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'postalCode',
  'country',
  'email',
  'businessLegalName',
  'businessRegistrationNumber',
  'businessTaxId',
  'platformAccountId',
  'description',
];

const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const line = (values: Record<string, string>, header = HEADER) =>
  header.map((column) => quote(values[column] ?? '')).join(',');
const csvOf = (rows: Record<string, string>[], header = HEADER) =>
  `${[header.join(','), ...rows.map((r) => line(r, header))].join('\n')}\n`;

/** Unique per run: UMA addresses are unique across platforms, and the PostgreSQL run shares one database. */
const run = randomBytes(3).toString('hex');
const pid = (name: string) => `${name}-${run}`;

let service: TestService;
let platform: PlatformClient;
let umaDomain: string;

const domainOf = async (client: PlatformClient) =>
  (await client.request<{ umaDomain: string }>('GET', '/config')).body.umaDomain;

beforeAll(async () => {
  service = await startTestService();
  platform = await service.newPlatform('Bulk import platform');
  umaDomain = await domainOf(platform);
});
afterAll(() => service.close());

const person = (id: string, overrides: Record<string, string> = {}, domain = umaDomain) => ({
  umaAddress: `$${id}@${domain}`,
  platformCustomerId: id,
  customerType: 'INDIVIDUAL',
  fullName: 'Ada Lovelace',
  birthDate: '1990-12-10',
  addressLine1: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
  country: 'US',
  email: `${id}@example.test`,
  ...overrides,
});

const company = (id: string, overrides: Record<string, string> = {}, domain = umaDomain) => ({
  umaAddress: `$${id}@${domain}`,
  platformCustomerId: id,
  customerType: 'BUSINESS',
  businessLegalName: 'Acme Widgets Inc',
  businessRegistrationNumber: 'REG-1000',
  businessTaxId: '12-3456789',
  addressLine1: '500 Market St',
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94105',
  country: 'US',
  ...overrides,
});

const basic = (client: PlatformClient) =>
  `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`;

interface Upload {
  type?: string;
  field?: string;
  filename?: string;
  client?: PlatformClient;
  on?: TestService;
}

async function upload<T = Record<string, unknown>>(content: string | Uint8Array, options: Upload = {}) {
  const form = new FormData();
  form.append(
    options.field ?? 'file',
    new Blob([content], { type: options.type ?? 'text/csv' }),
    options.filename ?? 'customers.csv',
  );
  const target = options.on ?? service;
  const response = await fetch(`${target.baseUrl}/customers/bulk/csv`, {
    method: 'POST',
    headers: { authorization: basic(options.client ?? platform) },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function waitForJob(jobId: string, client = platform, timeoutMs = 30_000): Promise<JobView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await client.request<JobView>('GET', `/customers/bulk/jobs/${jobId}`);
    expect(response.status).toBe(200);
    if (response.body.status === 'COMPLETED' || response.body.status === 'FAILED') return response.body;
    if (Date.now() > deadline) throw new Error(`job ${jobId} still ${response.body.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function importCsv(csv: string, client = platform): Promise<JobView> {
  const accepted = await upload<{ jobId: string; status: string }>(csv, { client });
  expect(accepted.status).toBe(202);
  return waitForJob(accepted.body.jobId, client);
}

const findCustomer = async (platformCustomerId: string, client = platform) => {
  const response = await client.request<{ data: Customer[] }>(
    'GET',
    `/customers?platformCustomerId=${encodeURIComponent(platformCustomerId)}`,
  );
  expect(response.status).toBe(200);
  return response.body.data[0];
};

const eventsOf = (jobId: string) =>
  service.ctx.db
    .selectFrom('events')
    .select(['type', 'data'])
    .where('resource_id', '=', jobId)
    .where('type', 'like', 'BULK_UPLOAD.%')
    .execute();

describe('POST /customers/bulk/csv', () => {
  it('imports individuals and businesses in the background and reports progress', async () => {
    const csv = csvOf([
      person(pid('ind-1'), { platformAccountId: 'acct-1', description: 'first' }),
      person(pid('ind-2'), { fullName: 'Grace Hopper', email: '', addressLine2: 'Apt 4' }),
      company(pid('biz-1')),
      company(pid('biz-2'), { businessRegistrationNumber: '' }),
    ]);
    const accepted = await upload<{ jobId: string; status: string }>(csv);
    expect(accepted.status).toBe(202);
    expect(accepted.body).toEqual({ jobId: expect.stringMatching(/^Job:[0-9a-f-]{36}$/), status: 'PENDING' });

    const job = await waitForJob(accepted.body.jobId);
    expect(job).toEqual({
      id: accepted.body.jobId,
      jobId: accepted.body.jobId,
      status: 'COMPLETED',
      progress: { total: 4, processed: 4, successful: 4, failed: 0 },
      errors: [],
      completedAt: expect.any(String),
    });
    expect(Date.parse(job.completedAt as string)).not.toBeNaN();

    expect(await findCustomer(pid('ind-1'))).toMatchObject({
      customerType: 'INDIVIDUAL',
      platformCustomerId: pid('ind-1'),
      umaAddress: `$${pid('ind-1')}@${umaDomain}`,
      fullName: 'Ada Lovelace',
      birthDate: '1990-12-10',
      email: `${pid('ind-1')}@example.test`,
      kycStatus: 'APPROVED',
      address: { line1: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' },
    });
    const ind2 = (await findCustomer(pid('ind-2'))) as Customer;
    expect(ind2.email).toBeUndefined();
    expect(ind2.address).toEqual({
      line1: '1 Main St',
      line2: 'Apt 4',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701',
      country: 'US',
    });
    expect(await findCustomer(pid('biz-1'))).toMatchObject({
      customerType: 'BUSINESS',
      kybStatus: 'UNVERIFIED',
      address: {
        line1: '500 Market St',
        city: 'San Francisco',
        state: 'CA',
        postalCode: '94105',
        country: 'US',
      },
      businessInfo: {
        legalName: 'Acme Widgets Inc',
        country: 'US',
        registrationNumber: 'REG-1000',
        taxId: '12-3456789',
        incorporatedOn: '1970-01-01',
      },
    });
    const biz2 = (await findCustomer(pid('biz-2'))) as Customer;
    expect((biz2.businessInfo as Record<string, unknown>).registrationNumber).toBeUndefined();
    // Columns without a customer field are accepted and dropped.
    const byId = await platform.request<Customer>('GET', `/customers/${ind2.id}`);
    expect(byId.text).not.toContain('platformAccountId');

    const events = await eventsOf(accepted.body.jobId);
    expect(events).toEqual([{ type: 'BULK_UPLOAD.COMPLETED', data: job }]);
  });

  it('reads quoted fields with commas, quotes and line breaks, CRLF line ends and a BOM', async () => {
    const id = pid('quoted');
    const csv =
      '\uFEFFplatformCustomerId,customerType,umaAddress,fullName,birthDate,addressLine1,addressLine2,city,state,postalCode,country,description\r\n' +
      `${id},INDIVIDUAL,$${id}@${umaDomain},"Lovelace, Ada",1990-12-10,"1 Main St, Unit ""B""","Floor 2\r\nBack door",Springfield,IL,62701,US,"a, b\nc"\r\n` +
      '\r\n';
    const job = await importCsv(csv);
    expect(job).toMatchObject({ status: 'COMPLETED', progress: { total: 1, successful: 1, failed: 0 } });
    expect(await findCustomer(id)).toMatchObject({
      fullName: 'Lovelace, Ada',
      address: { line1: '1 Main St, Unit "B"', line2: 'Floor 2\r\nBack door' },
    });
  });

  it('reports bad rows with their codes and imports the others', async () => {
    const other = await service.newPlatform('Other domain');
    const otherDomain = await domainOf(other);
    const taken = pid('taken');
    const existing = await platform.request<{ umaAddress: string }>('POST', '/customers', {
      body: individual({ platformCustomerId: taken }),
    });
    expect(existing.status).toBe(201);

    const csv = csvOf([
      person(pid('good-1')),
      person(pid('bad-date'), { birthDate: '10/12/1990' }),
      person(pid('robot'), { customerType: 'ROBOT' }),
      person(pid('dup')),
      person(pid('dup'), { umaAddress: `$${pid('dup2')}@${umaDomain}` }),
      person(taken, { umaAddress: `$${pid('taken2')}@${umaDomain}` }),
      person(pid('foreign'), {}, otherDomain),
      person(pid('uma-taken'), { umaAddress: existing.body.umaAddress.toUpperCase() }),
      person('', { umaAddress: `$${pid('noid')}@${umaDomain}`, fullName: '', country: 'usa', email: '' }),
      company(pid('no-tax'), { businessTaxId: '', fullName: 'Not A Business Field' }),
      company(pid('optional-ids'), { businessTaxId: '', businessRegistrationNumber: '' }),
      company(pid('good-2')),
    ]);
    const job = await importCsv(`${csv}${pid('short')},INDIVIDUAL\n`);
    expect(job.status).toBe('COMPLETED');
    expect(job.progress).toEqual({ total: 13, processed: 13, successful: 4, failed: 9 });
    const errors = job.errors;
    expect(errors.map((e) => [e.correlationId, e.code])).toEqual([
      [pid('bad-date'), 'INVALID_INPUT'],
      [pid('robot'), 'INVALID_INPUT'],
      [pid('dup'), 'CONFLICT'],
      [taken, 'CONFLICT'],
      [pid('foreign'), 'INVALID_UMA_ADDRESS'],
      [pid('uma-taken'), 'UMA_ADDRESS_EXISTS'],
      ['row 9', 'INVALID_INPUT'],
      [pid('no-tax'), 'INVALID_INPUT'],
      ['row 13', 'INVALID_INPUT'],
    ]);
    const fields = (i: number) => (errors[i]?.details?.errors ?? []).map((e) => e.field).sort();
    expect(fields(0)).toEqual(['birthDate']);
    expect(fields(1)).toEqual(['customerType']);
    expect(fields(6)).toEqual(['country', 'fullName', 'platformCustomerId']);
    // Spec 4.9: businessTaxId and businessRegistrationNumber are optional for businesses.
    expect(fields(7)).toEqual(['fullName']);
    expect(errors[8]?.message).toMatch(/2 fields; the header has 17/);

    for (const id of [pid('good-1'), pid('dup'), pid('good-2'), pid('optional-ids')]) {
      expect(await findCustomer(id)).toBeDefined();
    }
    expect((await findCustomer(pid('optional-ids')))?.businessInfo).toMatchObject({
      legalName: 'Acme Widgets Inc',
    });
    for (const id of [pid('bad-date'), pid('robot'), pid('foreign'), pid('no-tax')]) {
      expect(await findCustomer(id)).toBeUndefined();
    }
    expect((await findCustomer(taken))?.umaAddress).not.toBe(`$${pid('taken2')}@${umaDomain}`);
  });

  it('rejects a header with every problem listed, and files that are not CSV', async () => {
    const bad = await upload<{ code: string; details: FieldErrors }>(
      'platformCustomerId,fullName,nickname,fullName\nx,Ada,A,Ada\n',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('INVALID_INPUT');
    const messages = bad.body.details.errors.map((e) => e.message);
    expect(bad.body.details.errors.every((e) => e.field === 'file')).toBe(true);
    expect(messages).toHaveLength(4);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringContaining('"nickname"'),
        expect.stringContaining('"fullName" appears more than once'),
        expect.stringContaining('missing required column "umaAddress"'),
        expect.stringContaining('missing required column "customerType"'),
      ]),
    );

    for (const content of ['', '\n\n', 'umaAddress,platformCustomerId,customerType\n']) {
      const response = await upload<{ code: string; details: FieldErrors }>(content);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 'INVALID_INPUT',
        details: { errors: [{ field: 'file' }] },
      });
    }
    const unclosed = await upload<{ message: string }>(
      'umaAddress,platformCustomerId,customerType\n"x,y,z\n',
    );
    expect(unclosed.status).toBe(400);
    expect(unclosed.body.message).toMatch(/not valid CSV/);
    const image = await upload(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0]), { type: 'image/png' });
    expect(image.status).toBe(400);
    const binary = await upload(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0]), { type: '' });
    expect(binary.status).toBe(400);
    const wrongField = await upload(csvOf([person(pid('wf'))]), { field: 'csv' });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body).toMatchObject({
      code: 'INVALID_INPUT',
      details: { errors: [{ field: 'csv' }, { field: 'file' }] },
    });
  });

  it('answers 400 to a body that is not multipart', async () => {
    const json = await platform.request('POST', '/customers/bulk/csv', { body: { file: 'x' } });
    expect(json.status).toBe(400);
    expect(json.body).toMatchObject({ code: 'INVALID_INPUT', details: { errors: [{ field: 'body' }] } });
    const raw = await platform.request('POST', '/customers/bulk/csv', {
      raw: csvOf([person(pid('raw'))]),
      contentType: 'text/csv',
    });
    expect(raw.status).toBe(400);
    expect(raw.body).toMatchObject({ code: 'INVALID_INPUT' });
    const none = await platform.request('POST', '/customers/bulk/csv');
    expect(none.status).toBe(400);
  });

  it('rejects a file over 10 MB with 400 on the file field', async () => {
    const big = `${HEADER.join(',')}\n${'x'.repeat(10 * 1024 * 1024)}\n`;
    const response = await upload<{ code: string; details: FieldErrors }>(big);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('INVALID_INPUT');
    expect(response.body.details.errors[0]).toMatchObject({
      field: 'file',
      message: expect.stringMatching(/10 MB/),
    });
  });

  it('imports a file larger than one chunk with exact counts', async () => {
    const client = await service.newPlatform('Large import');
    const domain = await domainOf(client);
    const rows = Array.from({ length: 1200 }, (_, i) => person(pid(`l${i}`), {}, domain));
    rows[250] = person(pid('l250'), { birthDate: 'yesterday' }, domain);
    rows[700] = person(pid('l100'), { umaAddress: `$${pid('l700')}@${domain}` }, domain); // duplicate of row 101, another chunk
    rows[1100] = person(pid('l1100'), { customerType: '' }, domain);
    const job = await importCsv(csvOf(rows), client);
    expect(job.status).toBe('COMPLETED');
    expect(job.progress).toEqual({ total: 1200, processed: 1200, successful: 1197, failed: 3 });
    expect(job.errors.map((e) => [e.correlationId, e.code])).toEqual([
      [pid('l250'), 'INVALID_INPUT'],
      [pid('l100'), 'CONFLICT'],
      [pid('l1100'), 'INVALID_INPUT'],
    ]);
    const list = await client.request<{ totalCount: number }>('GET', '/customers?limit=1');
    expect(list.body.totalCount).toBe(1197);
  });
});

describe('GET /customers/bulk/jobs/{jobId}', () => {
  it('is 404 BULK_UPLOAD_JOB_NOT_FOUND for unknown, malformed and other platforms’ ids', async () => {
    const accepted = await upload<{ jobId: string }>(csvOf([person(pid('mine'))]));
    const other = await service.newPlatform('Nosy platform');
    for (const [client, id] of [
      [platform, 'Job:00000000-0000-4000-8000-000000000000'],
      [platform, 'Job:nope'],
      [platform, 'Customer:00000000-0000-4000-8000-000000000000'],
      [other, accepted.body.jobId],
    ] as const) {
      const response = await client.request('GET', `/customers/bulk/jobs/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ status: 404, code: 'BULK_UPLOAD_JOB_NOT_FOUND' });
    }
    await waitForJob(accepted.body.jobId);
  });
});

describe('chunk processing', () => {
  // Imports stored without a queued job, so the test runs their chunks itself (in the
  // PostgreSQL run, every test process's worker shares the jobs table).
  let client: PlatformClient;
  let domain: string;
  beforeAll(async () => {
    client = await service.newPlatform('Chunk platform');
    domain = await domainOf(client);
  });

  async function storedImport(csv: string, broken?: string) {
    const { text, total } = await readCsvUpload({ data: Buffer.from(csv), mimetype: 'text/csv' });
    const importId = randomUUID();
    await insertImport(service.ctx.db, {
      id: importId,
      platformId: client.platformId,
      csv: broken ?? text,
      total,
      now: new Date(),
    });
    return {
      importId,
      jobId: `Job:${importId}`,
      first: { importId, platformId: client.platformId, offset: 0 },
    };
  }
  const view = async (jobId: string) =>
    (await client.request<JobView>('GET', `/customers/bulk/jobs/${jobId}`)).body;
  const eventTypes = async (jobId: string) => (await eventsOf(jobId)).map((e) => e.type);
  const customerCount = async () =>
    (await client.request<{ totalCount: number }>('GET', '/customers?limit=1')).body.totalCount;

  it('counts every row once when a chunk runs again, after its progress was saved or after a crash before', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => person(pid(`r${i}`), {}, domain));
    rows[10] = person(pid('r10'), { birthDate: 'bad' }, domain);
    const { importId, jobId, first } = await storedImport(csvOf(rows));
    const before = await customerCount();

    await runBulkImportChunk(service.ctx, first);
    const done = await view(jobId);
    expect(done).toMatchObject({
      status: 'COMPLETED',
      progress: { total: 300, processed: 300, successful: 299, failed: 1 },
      completedAt: expect.any(String),
    });
    expect(done.errors.map((e) => e.correlationId)).toEqual([pid('r10')]);

    // The same job again after its progress was saved: nothing happens.
    await runBulkImportChunk(service.ctx, first);
    expect(await view(jobId)).toEqual(done);
    expect(await eventTypes(jobId)).toEqual(['BULK_UPLOAD.COMPLETED']);

    // A crash after the customers were written, before the progress transaction committed
    // (so neither the progress nor the event exist): the rerun finds its customers.
    await service.ctx.db
      .updateTable('bulk_import_jobs')
      .set({ status: 'PROCESSING', processed: 0, successful: 0, failed: 0, errors: '[]', completed_at: null })
      .where('id', '=', importId)
      .execute();
    await service.ctx.db.deleteFrom('events').where('resource_id', '=', jobId).execute();
    await runBulkImportChunk(service.ctx, first);
    expect(await view(jobId)).toMatchObject({
      status: 'COMPLETED',
      progress: { total: 300, processed: 300, successful: 299, failed: 1 },
      errors: [{ correlationId: pid('r10'), code: 'INVALID_INPUT' }],
    });
    expect(await eventTypes(jobId)).toEqual(['BULK_UPLOAD.COMPLETED']);
    expect(await customerCount()).toBe(before + 299);
  });

  it('counts a chunk once when two runs of it race, and goes on to the next chunk', async () => {
    const rows = Array.from({ length: CHUNK_ROWS + 100 }, (_, i) => person(pid(`c${i}`), {}, domain));
    const { jobId, first } = await storedImport(csvOf(rows));
    const before = await customerCount();
    await Promise.all([runBulkImportChunk(service.ctx, first), runBulkImportChunk(service.ctx, first)]);
    expect((await view(jobId)).progress.processed).toBeGreaterThanOrEqual(CHUNK_ROWS);
    const done = await waitForJob(jobId, client);
    expect(done).toMatchObject({
      status: 'COMPLETED',
      progress: {
        total: CHUNK_ROWS + 100,
        processed: CHUNK_ROWS + 100,
        successful: CHUNK_ROWS + 100,
        failed: 0,
      },
      errors: [],
    });
    expect(await eventTypes(jobId)).toEqual(['BULK_UPLOAD.COMPLETED']);
    expect(await customerCount()).toBe(before + CHUNK_ROWS + 100);
  });

  it('a later chunk that cannot be parsed fails the import from its own first row, after the chunks before it', async () => {
    // The first chunk reads the second ahead while its inserts run; the read-ahead's parse
    // error must not be lost nor change what the second chunk reports.
    const good = Array.from({ length: CHUNK_ROWS }, (_, i) => person(pid(`b${i}`), {}, domain));
    const valid = csvOf([...good, person(pid(`b${CHUNK_ROWS}`), {}, domain)]);
    const broken = `${csvOf(good).trimEnd()}\n"unclosed,quote\n`;
    const { jobId, first } = await storedImport(valid, broken);
    const before = await customerCount();
    await runBulkImportChunk(service.ctx, first);
    const done = await waitForJob(jobId, client);
    expect(done).toMatchObject({
      status: 'FAILED',
      progress: { total: CHUNK_ROWS + 1, processed: CHUNK_ROWS, successful: CHUNK_ROWS, failed: 0 },
      errors: [
        {
          correlationId: `row ${CHUNK_ROWS + 1}`,
          code: 'INVALID_INPUT',
          message: expect.stringMatching(new RegExp(`from row ${CHUNK_ROWS + 1}\\b`)),
        },
      ],
    });
    expect(await customerCount()).toBe(before + CHUNK_ROWS);
  });

  it('fails the import with BULK_UPLOAD.FAILED when the stored CSV cannot be parsed', async () => {
    const { jobId, first } = await storedImport(
      csvOf([person(pid('f1'), {}, domain)]),
      `${HEADER.join(',')}\n"unclosed,quote\n`,
    );
    await runBulkImportChunk(service.ctx, first);
    expect(await view(jobId)).toMatchObject({
      status: 'FAILED',
      progress: { total: 1, processed: 0, successful: 0, failed: 0 },
      errors: [
        { correlationId: 'row 1', code: 'INVALID_INPUT', message: expect.stringMatching(/Quote Not Closed/) },
      ],
      completedAt: expect.any(String),
    });
    expect(await eventTypes(jobId)).toEqual(['BULK_UPLOAD.FAILED']);
  });
});
