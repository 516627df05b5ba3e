import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../src/http/uploads.js';
import { parseId } from '../../../src/ids.js';
import { documentsOfHolders, markDocumentsSubmitted } from '../../../src/modules/documents/service.js';
import { business, individual, owner } from '../../helpers/fixtures.js';
import { type PlatformClient, startTestService, type TestService } from '../../helpers/service.js';

type Doc = {
  id: string;
  documentHolder: string;
  documentType: string;
  side?: string;
  country: string;
  documentNumber?: string;
  issuingAuthority?: string;
  issuedOn?: string;
  fileName: string;
  contentType: string;
  fileSize: number;
  createdAt: string;
  updatedAt: string;
};
type FieldError = { field: string; message: string; constraint?: Record<string, unknown> };
type ErrorBody = { status: number; code: string; message: string; details?: { errors?: FieldError[] } };
type Page = { data: Doc[]; hasMore: boolean; nextCursor?: string; totalCount: number };

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR'),
]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

let service: TestService;
let platform: PlatformClient;
let other: PlatformClient;
let customerId: string;

beforeAll(async () => {
  service = await startTestService();
  platform = await service.newPlatform('Documents platform');
  other = await service.newPlatform('Other documents platform');
  customerId = await newCustomer(platform);
});
afterAll(() => service.close());

async function newCustomer(client: PlatformClient, body: unknown = individual()): Promise<string> {
  const response = await client.request<{ id: string }>('POST', '/customers', { body });
  expect(response.status).toBe(201);
  return response.body.id;
}

interface FilePart {
  bytes: Uint8Array;
  name?: string;
  type?: string;
}

function form(fields: Record<string, string>, file?: FilePart, fileField = 'file'): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (file) {
    const blob = new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' });
    data.append(fileField, blob, file.name ?? 'upload.bin');
  }
  return data;
}

/** Sends a multipart (or any) body with fetch, as a platform. */
async function send<T = Doc>(
  client: PlatformClient,
  method: string,
  path: string,
  body?: FormData | string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const authorization = `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`;
  const response = await fetch(`${service.baseUrl}${path}`, {
    method,
    headers: { authorization, ...headers },
    body,
  });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? undefined : JSON.parse(text)) as T };
}

const upload = (fields: Record<string, string>, file?: FilePart, client = platform) =>
  send(client, 'POST', '/documents', form(fields, file));

const passport = (overrides: Record<string, string> = {}) => ({
  documentHolder: customerId,
  documentType: 'PASSPORT',
  country: 'US',
  ...overrides,
});

async function uploaded(fields: Record<string, string> = passport(), file: FilePart = { bytes: PDF }) {
  const response = await upload(fields, file);
  expect(response.status).toBe(201);
  return response.body;
}

const fieldErrors = (body: unknown) => ((body as ErrorBody).details?.errors ?? []) as FieldError[];
const fieldsOf = (body: unknown) =>
  fieldErrors(body)
    .map((e) => e.field)
    .sort();

async function storedRow(documentId: string) {
  const uuid = parseId('Document', documentId);
  if (!uuid) throw new Error(`not a document id: ${documentId}`);
  return service.ctx.db.selectFrom('documents').selectAll().where('id', '=', uuid).executeTakeFirst();
}

const countDocuments = async (client: PlatformClient) =>
  Number(
    (
      await service.ctx.db
        .selectFrom('documents')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('platform_id', '=', client.platformId)
        .executeTakeFirstOrThrow()
    ).n,
  );

const dateInDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('POST /documents', () => {
  it('stores a PDF with its metadata and returns the document without the bytes', async () => {
    const response = await upload(
      passport({
        side: 'FRONT',
        documentNumber: 'X1234567',
        issuingAuthority: 'U.S. Department of State',
        issuedOn: '2021-06-01',
      }),
      { bytes: PDF, name: 'passport.pdf', type: 'application/pdf' },
    );
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.stringMatching(/^Document:[0-9a-f-]{36}$/),
      documentHolder: customerId,
      documentType: 'PASSPORT',
      side: 'FRONT',
      country: 'US',
      documentNumber: 'X1234567',
      issuingAuthority: 'U.S. Department of State',
      issuedOn: '2021-06-01',
      fileName: 'passport.pdf',
      contentType: 'application/pdf',
      fileSize: PDF.length,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const row = await storedRow(response.body.id);
    expect(Buffer.compare(row?.file ?? Buffer.alloc(0), PDF)).toBe(0);
    expect(row).toMatchObject({ customer_id: parseId('Customer', customerId), submitted_at: null });
    expect((await send(platform, 'GET', `/documents/${response.body.id}`)).body).toEqual(response.body);
  });

  it('omits the optional fields that were not sent', async () => {
    const doc = await uploaded();
    expect(Object.keys(doc).sort()).toEqual(
      [
        'id',
        'documentHolder',
        'documentType',
        'country',
        'fileName',
        'contentType',
        'fileSize',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
  });

  it('detects the type from the bytes, never from the name or the declared type', async () => {
    const png = await uploaded(passport(), { bytes: PNG, name: 'x.pdf', type: 'application/pdf' });
    expect(png).toMatchObject({ contentType: 'image/png', fileName: 'x.pdf', fileSize: PNG.length });
    const jpeg = await uploaded(passport(), { bytes: JPEG, name: 'selfie.png', type: 'image/png' });
    expect(jpeg.contentType).toBe('image/jpeg');

    const text = await upload(passport(), {
      bytes: Buffer.from('just some text, not a PDF'),
      name: 'fake.pdf',
      type: 'application/pdf',
    });
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({ code: 'INVALID_INPUT' });
    expect(fieldErrors(text.body)).toEqual([
      {
        field: 'file',
        message: expect.stringContaining('PDF, JPEG or PNG'),
        constraint: { enum: ['application/pdf', 'image/jpeg', 'image/png'] },
      },
    ]);
  });

  it('keeps only the base name of the uploaded file, or names it after the detected type', async () => {
    const pathy = await uploaded(passport(), { bytes: JPEG, name: 'C:\\fakepath\\..\\scan.jpg' });
    expect(pathy.fileName).toBe('scan.jpg');
    const unnamed = await uploaded(passport(), { bytes: PNG, name: '' });
    expect(unnamed.fileName).toBe('document.png');
    const long = await uploaded(passport(), { bytes: PDF, name: `${'a'.repeat(400)}.pdf` });
    expect(long.fileName).toHaveLength(255);
    expect(long.fileName.endsWith('.pdf')).toBe(true);
  });

  it('reports every invalid field in one 400', async () => {
    const response = await upload({
      documentHolder: 'Customer:not-a-uuid',
      documentType: 'PAPER',
      side: 'TOP',
      country: 'usa',
      documentNumber: 'n'.repeat(101),
      issuingAuthority: 'a'.repeat(256),
      issuedOn: '2021-02-30',
      colour: 'blue',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
    expect(fieldsOf(response.body)).toEqual(
      [
        'country',
        'documentHolder',
        'documentNumber',
        'documentType',
        'file',
        'issuedOn',
        'issuingAuthority',
        'side',
      ].sort(),
    );
    const errors = fieldErrors(response.body);
    expect(errors.find((e) => e.field === 'file')?.message).toBe('is required');
    expect(errors.find((e) => e.field === 'documentType')?.constraint).toEqual({
      enum: expect.arrayContaining(['PASSPORT', 'UTILITY_BILL', 'OTHER']),
    });
    expect(errors.find((e) => e.field === 'country')?.constraint).toEqual({ format: 'iso3166-1-alpha-2' });
    expect(errors.find((e) => e.field === 'documentNumber')?.constraint).toEqual({ maxLength: 100 });
  });

  it('requires documentHolder, documentType, country and the file', async () => {
    const response = await upload({});
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)).toEqual(['country', 'documentHolder', 'documentType', 'file']);
  });

  it('rejects an issue date in the future', async () => {
    const response = await upload(passport({ issuedOn: dateInDays(3) }), { bytes: PDF });
    expect(response.status).toBe(400);
    expect(fieldErrors(response.body)).toEqual([{ field: 'issuedOn', message: 'must not be in the future' }]);
    expect((await upload(passport({ issuedOn: dateInDays(0) }), { bytes: PDF })).status).toBe(201);
  });

  it('rejects an empty file', async () => {
    const response = await upload(passport(), { bytes: new Uint8Array(0), name: 'empty.pdf' });
    expect(response.status).toBe(400);
    expect(fieldErrors(response.body)).toEqual([{ field: 'file', message: 'is empty' }]);
  });

  it('rejects a file a byte over 10 MB without storing anything, and accepts exactly 10 MB', async () => {
    const before = await countDocuments(platform);
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20);
    PDF.copy(big);
    const tooBig = await upload(passport(), { bytes: big, name: 'big.pdf' });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toMatchObject({ code: 'INVALID_INPUT' });
    const [error] = fieldErrors(tooBig.body);
    expect(fieldErrors(tooBig.body)).toHaveLength(1);
    expect(error?.field).toBe('file');
    expect(error?.message).toContain('10 MB');
    expect(error?.constraint).toBeUndefined();
    expect(await countDocuments(platform)).toBe(before);

    const exact = await upload(passport(), { bytes: big.subarray(0, MAX_UPLOAD_BYTES), name: 'big.pdf' });
    expect(exact.status).toBe(201);
    expect(exact.body).toMatchObject({ fileSize: MAX_UPLOAD_BYTES, contentType: 'application/pdf' });
    expect((await storedRow(exact.body.id))?.file.length).toBe(MAX_UPLOAD_BYTES);
  });

  it('takes multipart/form-data only', async () => {
    const json = await send(platform, 'POST', '/documents', JSON.stringify(passport()), {
      'content-type': 'application/json',
    });
    expect(json.status).toBe(400);
    expect(json.body).toMatchObject({
      code: 'INVALID_INPUT',
      message: expect.stringContaining('multipart/form-data'),
    });
    const text = await send(platform, 'POST', '/documents', 'hello', { 'content-type': 'text/plain' });
    expect(text.status).toBe(415);
  });

  it('accepts one file only, in the `file` field', async () => {
    const twoFiles = form(passport(), { bytes: PDF });
    twoFiles.append('file', new Blob([new Uint8Array(PNG)]), 'second.png');
    const response = await send(platform, 'POST', '/documents', twoFiles);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'INVALID_INPUT' });

    const misplaced = await send(platform, 'POST', '/documents', form(passport(), { bytes: PDF }, 'upload'));
    expect(misplaced.status).toBe(400);
    expect(fieldsOf(misplaced.body)).toEqual(['file', 'upload']);

    const textFile = form(passport({ file: 'not a file' }));
    textFile.append('documentType', 'SELFIE');
    const repeated = await send(platform, 'POST', '/documents', textFile);
    expect(repeated.status).toBe(400);
    expect(fieldErrors(repeated.body).sort((a, b) => a.field.localeCompare(b.field))).toEqual([
      { field: 'documentType', message: 'must be sent once' },
      { field: 'file', message: 'must be a file part, not a text field; is required' },
    ]);
  });

  it('answers 404 for a holder of another platform or that does not exist', async () => {
    const theirs = await newCustomer(other);
    const response = await upload(passport({ documentHolder: theirs }), { bytes: PDF });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'USER_NOT_FOUND' });
    const ghostOwner = await upload(
      passport({ documentHolder: 'BeneficialOwner:00000000-0000-4000-8000-000000000000' }),
      { bytes: PDF },
    );
    expect(ghostOwner.status).toBe(404);
    expect(ghostOwner.body).toMatchObject({ code: 'NOT_FOUND' });
  });

  it("stores a beneficial owner's document under the owner's business", async () => {
    const businessId = await newCustomer(platform, business());
    const created = await platform.request<{ id: string }>('POST', '/beneficial-owners', {
      body: owner(businessId),
    });
    expect(created.status).toBe(201);
    const ownerId = created.body.id;
    const doc = await uploaded(passport({ documentHolder: ownerId }), { bytes: JPEG });
    expect(doc.documentHolder).toBe(ownerId);
    expect((await storedRow(doc.id))?.customer_id).toBe(parseId('Customer', businessId));

    const listed = await send<Page>(
      platform,
      'GET',
      `/documents?documentHolder=${encodeURIComponent(ownerId)}`,
    );
    expect(listed.body.data.map((d) => d.id)).toEqual([doc.id]);

    const ownerUuid = parseId('BeneficialOwner', ownerId) as string;
    const rows = await documentsOfHolders(service.ctx.db, platform.platformId, [ownerUuid]);
    expect(rows.map((r) => r.id)).toEqual([parseId('Document', doc.id)]);
    expect(rows[0]).not.toHaveProperty('file');
  });

  it('answers 410 when the customer is deleted, and still shows its documents', async () => {
    const doomed = await newCustomer(platform);
    const doc = await uploaded(passport({ documentHolder: doomed }));
    expect((await platform.request('DELETE', `/customers/${doomed}`)).status).toBe(200);

    const response = await upload(passport({ documentHolder: doomed }), { bytes: PDF });
    expect(response.status).toBe(410);
    expect(response.body).toMatchObject({ code: 'CUSTOMER_DELETED' });
    const replaced = await send(platform, 'PUT', `/documents/${doc.id}`, form({ documentNumber: 'N1' }));
    expect(replaced.status).toBe(410);
    expect((await send(platform, 'DELETE', `/documents/${doc.id}`)).status).toBe(410);
    expect((await send(platform, 'GET', `/documents/${doc.id}`)).status).toBe(200);
  });
});

describe('GET /documents', () => {
  it('pages newest first and filters by holder', async () => {
    const holder = await newCustomer(platform);
    const docs: Doc[] = [];
    for (const documentType of ['PASSPORT', 'PROOF_OF_ADDRESS', 'SELFIE']) {
      docs.push(await uploaded(passport({ documentHolder: holder, documentType })));
    }
    const path = `/documents?documentHolder=${encodeURIComponent(holder)}`;
    const first = await send<Page>(platform, 'GET', `${path}&limit=2`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ hasMore: true, totalCount: 3 });
    expect(first.body.data.map((d) => d.documentType)).toEqual(['SELFIE', 'PROOF_OF_ADDRESS']);
    const second = await send<Page>(platform, 'GET', `${path}&limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body).toEqual({ data: [docs[0]], hasMore: false, totalCount: 3 });

    const all = await send<Page>(platform, 'GET', '/documents?limit=100');
    expect(all.body.data.map((d) => d.id)).toEqual(expect.arrayContaining(docs.map((d) => d.id)));
  });

  it('matches nothing for a holder of another platform or a malformed holder id', async () => {
    const theirs = await newCustomer(other);
    await send(other, 'POST', '/documents', form(passport({ documentHolder: theirs }), { bytes: PDF }));
    for (const holder of [theirs, 'nonsense']) {
      const response = await send<Page>(
        platform,
        'GET',
        `/documents?documentHolder=${encodeURIComponent(holder)}`,
      );
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: [], hasMore: false, totalCount: 0 });
    }
  });

  it('ignores unknown query parameters and rejects bad cursors', async () => {
    expect((await send(platform, 'GET', '/documents?holder=x')).status).toBe(200);
    const bad = await send(platform, 'GET', '/documents?cursor=nope');
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['cursor']);
  });
});

describe('GET /documents/{documentId}', () => {
  it('answers 404 NOT_FOUND for unknown and malformed ids', async () => {
    for (const id of ['Document:00000000-0000-4000-8000-000000000000', 'Document:nope', 'nope']) {
      const response = await send(platform, 'GET', `/documents/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'NOT_FOUND', message: `Document ${id} not found` });
    }
  });
});

describe('PUT /documents/{documentId}', () => {
  it('changes only the metadata sent and keeps the file', async () => {
    const doc = await uploaded(passport({ side: 'FRONT', documentNumber: 'OLD' }), {
      bytes: PDF,
      name: 'p.pdf',
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await send(
      platform,
      'PUT',
      `/documents/${doc.id}`,
      form({ documentNumber: 'NEW', issuingAuthority: 'Passport Office' }),
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...doc,
      documentNumber: 'NEW',
      issuingAuthority: 'Passport Office',
      updatedAt: expect.any(String),
    });
    expect(response.body.updatedAt > doc.updatedAt).toBe(true);
    expect(Buffer.compare((await storedRow(doc.id))?.file ?? Buffer.alloc(0), PDF)).toBe(0);
  });

  it('replaces the file and clears the submission, after which the document can be deleted', async () => {
    const doc = await uploaded(passport(), { bytes: PDF, name: 'p.pdf' });
    const uuid = parseId('Document', doc.id) as string;
    await markDocumentsSubmitted(service.ctx.db, platform.platformId, [uuid], new Date());
    expect((await storedRow(doc.id))?.submitted_at).toBeInstanceOf(Date);

    const response = await send(
      platform,
      'PUT',
      `/documents/${doc.id}`,
      form({}, { bytes: PNG, name: 'p2.png' }),
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...doc,
      fileName: 'p2.png',
      contentType: 'image/png',
      fileSize: PNG.length,
      updatedAt: expect.any(String),
    });
    const row = await storedRow(doc.id);
    expect(row?.submitted_at).toBeNull();
    expect(Buffer.compare(row?.file ?? Buffer.alloc(0), PNG)).toBe(0);
    expect((await send(platform, 'DELETE', `/documents/${doc.id}`)).status).toBe(204);
  });

  it('refuses to change the holder, and reports it with the other invalid fields', async () => {
    const doc = await uploaded();
    const response = await send(
      platform,
      'PUT',
      `/documents/${doc.id}`,
      form({ documentHolder: customerId, country: 'us', colour: 'red' }, { bytes: Buffer.from('text') }),
    );
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)).toEqual(['country', 'documentHolder', 'file']);
    expect(fieldErrors(response.body).find((e) => e.field === 'documentHolder')?.message).toContain(
      'cannot change',
    );
  });

  it('needs at least one field or a file, as multipart', async () => {
    const doc = await uploaded();
    const empty = await send(platform, 'PUT', `/documents/${doc.id}`, form({}));
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: 'INVALID_INPUT' });
    const json = await send(platform, 'PUT', `/documents/${doc.id}`, JSON.stringify({ country: 'FR' }), {
      'content-type': 'application/json',
    });
    expect(json.status).toBe(400);
    expect(json.body).toMatchObject({ message: expect.stringContaining('multipart/form-data') });
  });

  it('answers 404 for an unknown document', async () => {
    const response = await send(
      platform,
      'PUT',
      '/documents/Document:00000000-0000-4000-8000-000000000000',
      form({ country: 'FR' }),
    );
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('DELETE /documents/{documentId}', () => {
  it('deletes for good', async () => {
    const doc = await uploaded();
    const deleted = await send(platform, 'DELETE', `/documents/${doc.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeUndefined();
    expect((await send(platform, 'GET', `/documents/${doc.id}`)).status).toBe(404);
    expect((await send(platform, 'DELETE', `/documents/${doc.id}`)).status).toBe(404);
    expect(await storedRow(doc.id)).toBeUndefined();
  });

  it('refuses to delete a submitted document (409)', async () => {
    const doc = await uploaded();
    await markDocumentsSubmitted(
      service.ctx.db,
      platform.platformId,
      [parseId('Document', doc.id) as string],
      new Date(),
    );
    const response = await send(platform, 'DELETE', `/documents/${doc.id}`);
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('PUT') });
    expect((await send(platform, 'GET', `/documents/${doc.id}`)).status).toBe(200);
  });
});

describe('tenant isolation', () => {
  it("hides a platform's documents from another platform", async () => {
    const doc = await uploaded();
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', form({ country: 'FR' })],
      ['DELETE', undefined],
    ] as const) {
      const response = await send(other, method, `/documents/${doc.id}`, body);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'NOT_FOUND' });
    }
    const theirList = await send<Page>(other, 'GET', '/documents?limit=100');
    expect(theirList.body.data.map((d) => d.id)).not.toContain(doc.id);
    expect((await send(platform, 'GET', `/documents/${doc.id}`)).body).toEqual(doc);
  });
});
