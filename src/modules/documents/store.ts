import { type Selectable, sql } from 'kysely';
import { type Page, type PageRequest, paginate } from '../../db/pagination.js';
import type { DocumentsTable, DocumentsDb } from './tables.js';

/** A stored document without its bytes: nothing but an explicit file read selects `file`. */
export type DocumentMetaRow = Omit<Selectable<DocumentsTable>, 'file'>;

const META_COLUMNS = [
  'id',
  'platform_id',
  'customer_id',
  'holder_type',
  'holder_id',
  'document_type',
  'side',
  'country',
  'document_number',
  'issuing_authority',
  'file_name',
  'content_type',
  'file_size',
  'submitted_at',
  'created_at',
  'updated_at',
] as const;

// `date` comes back as text in a fixed format: drivers would otherwise turn it into a Date at
// local midnight, which shifts the day in some time zones.
const issuedOn = sql<string | null>`to_char(issued_on, 'YYYY-MM-DD')`.as('issued_on');

const selectMeta = (db: DocumentsDb) => db.selectFrom('documents').select(META_COLUMNS).select(issuedOn);

export interface NewFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

export interface DocumentMetadata {
  documentType: string;
  side: string | null;
  country: string;
  documentNumber: string | null;
  issuingAuthority: string | null;
  issuedOn: string | null;
}

/** The columns of a document's metadata, as an upload or a replacement writes them. */
const metadataColumns = (metadata: DocumentMetadata) => ({
  document_type: metadata.documentType,
  side: metadata.side,
  country: metadata.country,
  document_number: metadata.documentNumber,
  issuing_authority: metadata.issuingAuthority,
  issued_on: metadata.issuedOn,
});

/** The columns of a document's file. */
const fileColumns = (file: NewFile) => ({
  file_name: file.fileName,
  content_type: file.contentType,
  file_size: file.bytes.length,
  file: file.bytes,
});

export async function insertDocument(
  db: DocumentsDb,
  document: {
    id: string;
    platformId: string;
    customerId: string;
    holderType: 'Customer' | 'BeneficialOwner';
    holderId: string;
    metadata: DocumentMetadata;
    file: NewFile;
  },
  now: Date,
): Promise<DocumentMetaRow> {
  const { metadata, file } = document;
  return db
    .insertInto('documents')
    .values({
      id: document.id,
      platform_id: document.platformId,
      customer_id: document.customerId,
      holder_type: document.holderType,
      holder_id: document.holderId,
      ...metadataColumns(metadata),
      ...fileColumns(file),
      created_at: now,
      updated_at: now,
    })
    .returning(META_COLUMNS)
    .returning(issuedOn)
    .executeTakeFirstOrThrow();
}

export async function findDocument(
  db: DocumentsDb,
  platformId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<DocumentMetaRow | undefined> {
  let query = selectMeta(db).where('platform_id', '=', platformId).where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export interface DocumentFilter {
  /** Holder type and uuid; `null` matches nothing (an id that cannot be a holder). */
  holder?: { type: 'Customer' | 'BeneficialOwner'; id: string } | null | undefined;
}

export async function listDocuments(
  db: DocumentsDb,
  platformId: string,
  filter: DocumentFilter,
  page: PageRequest,
): Promise<Page<DocumentMetaRow>> {
  let query = selectMeta(db).where('platform_id', '=', platformId);
  if (filter.holder === null) query = query.where(sql<boolean>`false`);
  else if (filter.holder) {
    query = query.where('holder_type', '=', filter.holder.type).where('holder_id', '=', filter.holder.id);
  }
  return paginate(query, page, db);
}

/** Documents of any of these holders (uuids), oldest first. */
export async function documentsOfHolders(
  db: DocumentsDb,
  platformId: string,
  holderIds: string[],
): Promise<DocumentMetaRow[]> {
  if (holderIds.length === 0) return [];
  return selectMeta(db)
    .where('platform_id', '=', platformId)
    .where('holder_id', 'in', holderIds)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** Replaces metadata and, when given, the file; a replaced document is no longer submitted. */
export async function replaceDocument(
  db: DocumentsDb,
  platformId: string,
  id: string,
  metadata: DocumentMetadata,
  file: NewFile | undefined,
  now: Date,
): Promise<DocumentMetaRow> {
  return db
    .updateTable('documents')
    .set({
      ...metadataColumns(metadata),
      ...(file ? fileColumns(file) : {}),
      submitted_at: null,
      updated_at: now,
    })
    .where('platform_id', '=', platformId)
    .where('id', '=', id)
    .returning(META_COLUMNS)
    .returning(issuedOn)
    .executeTakeFirstOrThrow();
}

export async function markSubmitted(
  db: DocumentsDb,
  platformId: string,
  ids: string[],
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('documents')
    .set({ submitted_at: now })
    .where('platform_id', '=', platformId)
    .where('id', 'in', ids)
    .execute();
}

export async function deleteDocument(db: DocumentsDb, platformId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('documents')
    .where('platform_id', '=', platformId)
    .where('id', '=', id)
    .where('submitted_at', 'is', null)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Every document of these holders, submitted or not (used when the holder itself goes). */
export async function deleteDocumentsOfHolders(
  db: DocumentsDb,
  platformId: string,
  holderIds: string[],
): Promise<void> {
  if (holderIds.length === 0) return;
  await db
    .deleteFrom('documents')
    .where('platform_id', '=', platformId)
    .where('holder_id', 'in', holderIds)
    .execute();
}
