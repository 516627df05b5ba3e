import type { MultipartForm, UploadedFile } from '../../http/multipart.js';
import type { Kysely } from 'kysely';
import type { ServiceContext } from '../../context.js';
import type { Page, PageRequest } from '../../db/pagination.js';
import type { Database } from '../../db/schema.js';
import { ApiError, conflict, type FieldError, invalidInput, notFound } from '../../errors.js';
import { bodyValidator } from '../../shapes/validation.js';
import { findByPublicId, formatId, newUuid, parseId } from '../../ids.js';
import { loadOwner } from '../customers/index.js';
import { loadCustomer } from '../customers/index.js';
import {
  ACCEPTED_CONTENT_TYPES,
  type AcceptedContentType,
  detectContentType,
  sanitizeFileName,
} from './file-types.js';
import { CreateDocumentFields, type Document, type DocumentType, ReplaceDocumentFields } from './schemas.js';
import * as store from './store.js';

/**
 * A stored document as the other modules see it: every column but the bytes, which no query
 * here reads (nothing in the API returns them).
 */
export type DocumentRow = store.DocumentMetaRow;
export type { Document } from './schemas.js';

/** A multipart form as read by the route (http/multipart.ts): text fields, the file, problems. */
export type DocumentForm = MultipartForm;

const HOLDER_TYPES = ['Customer', 'BeneficialOwner'] as const;
type HolderType = (typeof HOLDER_TYPES)[number];

export const documentNotFound = (id: string) => notFound('NOT_FOUND', `Document ${id} not found`);

/** The API view of a document row. */
export function toDocument(row: DocumentRow): Document {
  return {
    id: formatId('Document', row.id),
    documentHolder: formatId(row.holder_type, row.holder_id),
    documentType: row.document_type as DocumentType,
    ...(row.side !== null ? { side: row.side as 'FRONT' | 'BACK' } : {}),
    country: row.country,
    ...(row.document_number !== null ? { documentNumber: row.document_number } : {}),
    ...(row.issuing_authority !== null ? { issuingAuthority: row.issuing_authority } : {}),
    ...(row.issued_on !== null ? { issuedOn: row.issued_on } : {}),
    fileName: row.file_name,
    contentType: row.content_type as AcceptedContentType,
    fileSize: row.file_size,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** All documents whose holder is one of these uuids (customer or beneficial owner uuids, no prefix), oldest first. */
export async function documentsOfHolders(
  db: Kysely<Database>,
  platformId: string,
  holderIds: string[],
): Promise<DocumentRow[]> {
  return store.documentsOfHolders(db, platformId, holderIds);
}

/** Removes every document of these holders (uuids): their holder is being removed. */
export async function deleteDocumentsOfHolders(
  db: Kysely<Database>,
  platformId: string,
  holderIds: string[],
): Promise<void> {
  await store.deleteDocumentsOfHolders(db, platformId, holderIds);
}

/** Sets submitted_at on these documents (uuids). */
export async function markDocumentsSubmitted(
  db: Kysely<Database>,
  platformId: string,
  documentIds: string[],
  now: Date,
): Promise<void> {
  await store.markSubmitted(db, platformId, documentIds, now);
}

// The form fields are text from a multipart body, so the route cannot have Ajv validate them;
// they go through the same validator (same options, same error shape) here instead.
const validateCreate = bodyValidator(CreateDocumentFields);
const validateReplace = bodyValidator(ReplaceDocumentFields);

function schemaProblems(validate: typeof validateCreate, fields: Record<string, string>): FieldError[] {
  return validate(fields);
}

/** Latest calendar date anywhere on earth (UTC+14): an issue date after it is in the future. */
function latestToday(now: Date): string {
  return new Date(now.getTime() + 14 * 3600 * 1000).toISOString().slice(0, 10);
}

interface CheckedFile {
  fileName: string;
  contentType: AcceptedContentType;
  bytes: Buffer;
}

/** Problems of the file part, if any; otherwise the file with its detected type and clean name. */
function checkFile(file: UploadedFile | undefined, required: boolean): FieldError | CheckedFile | undefined {
  if (!file) return required ? { field: 'file', message: 'is required' } : undefined;
  if (file.tooLarge) {
    const mb = file.limitBytes / (1024 * 1024);
    return { field: 'file', message: `is larger than the ${mb} MB limit (${file.limitBytes} bytes)` };
  }
  if (file.bytes.length === 0) return { field: 'file', message: 'is empty' };
  const contentType = detectContentType(file.bytes);
  if (!contentType) {
    return {
      field: 'file',
      message: 'must be a PDF, JPEG or PNG file (recognised by its content, not its name or declared type)',
      constraint: { enum: [...ACCEPTED_CONTENT_TYPES] },
    };
  }
  return { fileName: sanitizeFileName(file.fileName, contentType), contentType, bytes: file.bytes };
}

/** One entry per field, as the validator reports them: messages joined, constraints merged. */
function onePerField(problems: FieldError[]): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const problem of problems) {
    const existing = byField.get(problem.field);
    if (!existing) byField.set(problem.field, { ...problem });
    else {
      if (!existing.message.includes(problem.message))
        existing.message = `${existing.message}; ${problem.message}`;
      if (problem.constraint) existing.constraint = { ...existing.constraint, ...problem.constraint };
    }
  }
  return [...byField.values()];
}

/** Every problem of the form in one 400, or the checked file. */
function checkForm(
  ctx: ServiceContext,
  form: DocumentForm,
  mode: 'create' | 'replace',
): CheckedFile | undefined {
  const problems = [...form.problems];
  const fields = { ...form.fields };
  if (mode === 'replace' && fields.documentHolder !== undefined) {
    delete fields.documentHolder;
    problems.push({
      field: 'documentHolder',
      message: 'cannot change; upload a new document for another holder',
    });
  }
  const fieldProblems = schemaProblems(mode === 'create' ? validateCreate : validateReplace, fields);
  problems.push(...fieldProblems);
  const issuedOn = fields.issuedOn;
  if (
    issuedOn !== undefined &&
    !fieldProblems.some((p) => p.field === 'issuedOn') &&
    issuedOn > latestToday(ctx.clock.now())
  ) {
    problems.push({ field: 'issuedOn', message: 'must not be in the future' });
  }
  const file = checkFile(form.file, mode === 'create');
  if (file && 'field' in file) problems.push(file);
  if (mode === 'replace' && problems.length === 0 && !form.file && Object.keys(fields).length === 0) {
    problems.push({ field: 'body', message: 'must contain at least one field or a file to replace' });
  }
  if (problems.length > 0) {
    const errors = onePerField(problems);
    const noun = errors.length === 1 ? 'field' : 'fields';
    throw invalidInput(`Document validation failed: ${errors.length} invalid ${noun}`, errors);
  }
  return file && !('field' in file) ? file : undefined;
}

const orNull = (value: string | undefined) => value ?? null;

/** POST /documents: the holder must be a customer or beneficial owner of this platform. */
export async function createDocument(
  ctx: ServiceContext,
  platformId: string,
  form: DocumentForm,
): Promise<Document> {
  const file = checkForm(ctx, form, 'create');
  if (!file) throw new ApiError(500, 'INTERNAL_ERROR', 'Document file was not checked');
  const fields = form.fields as unknown as CreateDocumentFields;
  const row = await ctx.db.transaction().execute(async (trx) => {
    const holder = await loadHolder(trx, platformId, fields.documentHolder);
    return store.insertDocument(
      trx,
      {
        id: newUuid(),
        platformId,
        customerId: holder.customerId,
        holderType: holder.type,
        holderId: holder.id,
        metadata: {
          documentType: fields.documentType,
          side: orNull(fields.side),
          country: fields.country,
          documentNumber: orNull(fields.documentNumber),
          issuingAuthority: orNull(fields.issuingAuthority),
          issuedOn: orNull(fields.issuedOn),
        },
        file,
      },
      ctx.clock.now(),
    );
  });
  return toDocument(row);
}

/**
 * The holder named by `documentHolder` and the customer owning the document (a beneficial
 * owner's documents belong to its business). 404 when not this platform's, 410 when the
 * customer is deleted.
 */
async function loadHolder(
  db: Kysely<Database>,
  platformId: string,
  documentHolder: string,
): Promise<{ type: HolderType; id: string; customerId: string }> {
  if (documentHolder.startsWith('BeneficialOwner:')) {
    const owner = await loadOwner(db, platformId, documentHolder);
    await loadCustomer(db, platformId, formatId('Customer', owner.customer_id), { writable: true });
    return { type: 'BeneficialOwner', id: owner.id, customerId: owner.customer_id };
  }
  const customer = await loadCustomer(db, platformId, documentHolder, { writable: true });
  return { type: 'Customer', id: customer.id, customerId: customer.id };
}

async function loadDocument(
  db: Kysely<Database>,
  platformId: string,
  documentId: string,
  options: { forUpdate?: boolean } = {},
): Promise<DocumentRow> {
  const row = await findByPublicId('Document', documentId, documentNotFound, (uuid) =>
    store.findDocument(db, platformId, uuid, options),
  );
  return row;
}

/** The document's customer must not be deleted for the document to change (410 otherwise). */
async function ensureWritable(db: Kysely<Database>, platformId: string, row: DocumentRow): Promise<void> {
  await loadCustomer(db, platformId, formatId('Customer', row.customer_id), { writable: true });
}

export async function getDocument(
  ctx: ServiceContext,
  platformId: string,
  documentId: string,
): Promise<Document> {
  return toDocument(await loadDocument(ctx.db, platformId, documentId));
}

function parseHolder(id: string): { type: HolderType; id: string } | null {
  for (const type of HOLDER_TYPES) {
    const uuid = parseId(type, id);
    if (uuid) return { type, id: uuid };
  }
  return null;
}

export async function listDocuments(
  ctx: ServiceContext,
  platformId: string,
  filter: { documentHolder?: string | undefined },
  page: PageRequest,
): Promise<Page<Document>> {
  const holder = filter.documentHolder === undefined ? undefined : parseHolder(filter.documentHolder);
  const result = await store.listDocuments(ctx.db, platformId, { holder }, page);
  return { ...result, data: result.data.map(toDocument) };
}

/**
 * PUT: the fields sent replace the stored ones; a file replaces bytes, name, type and size.
 * The document then has content nobody reviewed, so it no longer counts as submitted.
 */
export async function replaceDocument(
  ctx: ServiceContext,
  platformId: string,
  documentId: string,
  form: DocumentForm,
): Promise<Document> {
  const file = checkForm(ctx, form, 'replace');
  const fields = form.fields as ReplaceDocumentFields;
  const row = await ctx.db.transaction().execute(async (trx) => {
    const current = await loadDocument(trx, platformId, documentId, { forUpdate: true });
    await ensureWritable(trx, platformId, current);
    return store.replaceDocument(
      trx,
      platformId,
      current.id,
      {
        documentType: fields.documentType ?? current.document_type,
        side: fields.side ?? current.side,
        country: fields.country ?? current.country,
        documentNumber: fields.documentNumber ?? current.document_number,
        issuingAuthority: fields.issuingAuthority ?? current.issuing_authority,
        issuedOn: fields.issuedOn ?? current.issued_on,
      },
      file,
      ctx.clock.now(),
    );
  });
  return toDocument(row);
}

/** Irreversible; a document that was part of a verification submission stays (409). */
export async function deleteDocument(
  ctx: ServiceContext,
  platformId: string,
  documentId: string,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const current = await loadDocument(trx, platformId, documentId, { forUpdate: true });
    await ensureWritable(trx, platformId, current);
    if (current.submitted_at !== null || !(await store.deleteDocument(trx, platformId, current.id))) {
      throw conflict('submitted documents cannot be deleted; replace them with PUT');
    }
  });
}
