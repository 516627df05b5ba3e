import { createHash } from 'node:crypto';
import { finished } from 'node:stream/promises';
import { setImmediate as breathe } from 'node:timers/promises';
import { parse as parseStream } from 'csv-parse';
import { type Info, parse } from 'csv-parse/sync';
import type { ServiceContext } from '../../context.js';
import type { JobAttempt } from '../../jobs/worker.js';
import {
  type ApiError,
  conflict,
  type FieldError,
  invalidField,
  invalidInput,
  notFound,
} from '../../errors.js';
import { recordEvent } from '../../events/record.js';
import { bodyValidator } from '../../shapes/validation.js';
import { formatId, newUuid, parseId } from '../../ids.js';
import { enqueueJob } from '../../jobs/queue.js';
import * as store from './bulk-import.store.js';
import { CreateCustomerBody } from './schemas.js';
import {
  insertPreparedCustomers,
  type PrepareResult,
  prepareNewCustomers,
  uniqueViolationError,
} from './service.js';
import { isUniqueViolation } from './store.js';

/** Job kind of one chunk of an import (run by the worker through ./manifest.ts). */
export const BULK_IMPORT_JOB_KIND = 'customers.bulk-import';
/**
 * Rows per job run: a transaction per insert group, about 0.1 s each, short enough not to hold
 * row locks for long; 1,000 rather than 500 halves the per-chunk round trips and statements
 * (a 10,000-row import 3.31 -> 2.97 s, median of six turns: docs/performance.md, Bulk import).
 */
export const CHUNK_ROWS = 1000;
/** Transactions a chunk's customers are inserted in at once (see importRows). */
export const INSERT_GROUPS = 2;
/** The CSV has no incorporation date column; businesses get this until the platform PATCHes it. */
export const DEFAULT_INCORPORATED_ON = '1970-01-01';

// Spec 4.9 columns.
const REQUIRED_HEADER = ['umaAddress', 'platformCustomerId', 'customerType'] as const;
const INDIVIDUAL_COLUMNS = ['fullName', 'birthDate'] as const;
const BUSINESS_COLUMNS = ['businessLegalName', 'businessRegistrationNumber', 'businessTaxId'] as const;
const ADDRESS_COLUMNS = ['addressLine1', 'addressLine2', 'city', 'state', 'postalCode', 'country'] as const;
export const CSV_COLUMNS = [
  ...REQUIRED_HEADER,
  ...INDIVIDUAL_COLUMNS,
  'email',
  ...BUSINESS_COLUMNS,
  ...ADDRESS_COLUMNS,
  'platformAccountId',
  'description',
] as const;
type Column = (typeof CSV_COLUMNS)[number];
type Cells = Partial<Record<Column, string>>;

/** Values a row must carry, by customer type: the spec's sentence (4.9), column for column. */
const REQUIRED_VALUES: Record<'INDIVIDUAL' | 'BUSINESS', readonly Column[]> = {
  INDIVIDUAL: [
    ...REQUIRED_HEADER,
    'fullName',
    'birthDate',
    'addressLine1',
    'city',
    'state',
    'postalCode',
    'country',
  ],
  BUSINESS: [
    ...REQUIRED_HEADER,
    'businessLegalName',
    'addressLine1',
    'city',
    'state',
    'postalCode',
    'country',
  ],
};
/** Columns that belong to the other customer type. */
const FOREIGN_COLUMNS: Record<'INDIVIDUAL' | 'BUSINESS', readonly Column[]> = {
  INDIVIDUAL: BUSINESS_COLUMNS,
  BUSINESS: INDIVIDUAL_COLUMNS,
};

/** Body paths of POST /customers back to the CSV column they came from. */
const COLUMN_OF_FIELD: Record<string, Column> = {
  'address.line1': 'addressLine1',
  'address.line2': 'addressLine2',
  'address.city': 'city',
  'address.state': 'state',
  'address.postalCode': 'postalCode',
  'address.country': 'country',
  'businessInfo.legalName': 'businessLegalName',
  'businessInfo.registrationNumber': 'businessRegistrationNumber',
  'businessInfo.taxId': 'businessTaxId',
  'businessInfo.country': 'country',
};

/** One parse configuration everywhere, so the count at upload matches what the chunks read. */
const CSV_OPTIONS = {
  bom: true,
  relax_column_count: true,
  skip_empty_lines: true,
  skip_records_with_empty_values: true,
} as const;

/** Content types a CSV upload may arrive with (browsers and curl label .csv files variously). */
const CSV_MEDIA_TYPES = new Set([
  'text/csv',
  'text/plain',
  'text/x-csv',
  'text/comma-separated-values',
  'application/csv',
  'application/x-csv',
  'application/vnd.ms-excel',
  'application/octet-stream',
]);

export type BulkImportStatus = 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED';

export interface RowError {
  correlationId: string;
  code: string;
  message: string;
  details?: Record<string, unknown>;
}

export interface BulkImportView {
  id: string;
  jobId: string;
  status: BulkImportStatus;
  progress: { total: number; processed: number; successful: number; failed: number };
  errors: (RowError & { error: Omit<RowError, 'correlationId'> })[];
  completedAt?: string;
}

interface ChunkPayload {
  importId: string;
  platformId: string;
  /** Index of the first data row of the chunk (= `processed` when the chunk was queued). */
  offset: number;
  /** Byte position of that row in the CSV, so a chunk does not re-parse the rows before it. */
  position?: number;
}

export const bulkImportNotFound = (id: string) =>
  notFound('BULK_UPLOAD_JOB_NOT_FOUND', `Bulk import job ${id} not found`);

export function toBulkImportView(row: store.BulkImportRow): BulkImportView {
  const id = formatId('Job', row.id);
  return {
    id,
    jobId: id,
    status: row.status,
    progress: { total: row.total, processed: row.processed, successful: row.successful, failed: row.failed },
    errors: (row.errors as RowError[]).map(({ correlationId, ...error }) => ({
      correlationId,
      ...error,
      error,
    })),
    ...(row.completed_at && (row.status === 'COMPLETED' || row.status === 'FAILED')
      ? { completedAt: row.completed_at.toISOString() }
      : {}),
  };
}

export async function getBulkImport(
  ctx: ServiceContext,
  platformId: string,
  jobId: string,
): Promise<BulkImportView> {
  const uuid = parseId('Job', jobId);
  const row = uuid ? await store.findImport(ctx.db, platformId, uuid) : undefined;
  if (!row) throw bulkImportNotFound(jobId);
  return toBulkImportView(row);
}

// ---------------------------------------------------------------------------------------
// Upload: check the file and its header, count the rows, queue the first chunk.

/** Every problem of the header row, each naming its column. */
function headerProblems(header: string[]): FieldError[] {
  const problems: FieldError[] = [];
  const known = new Set<string>(CSV_COLUMNS);
  const seen = new Set<string>();
  header.forEach((name, i) => {
    if (name === '') {
      problems.push({ field: 'file', message: `column ${i + 1} of the header has no name` });
    } else if (!known.has(name)) {
      problems.push({
        field: 'file',
        message: `unknown column "${name}"; the columns are ${CSV_COLUMNS.join(', ')}`,
        constraint: { enum: [...CSV_COLUMNS] },
      });
    } else if (seen.has(name)) {
      problems.push({ field: 'file', message: `column "${name}" appears more than once` });
    }
    seen.add(name);
  });
  for (const name of REQUIRED_HEADER) {
    if (!seen.has(name)) problems.push({ field: 'file', message: `missing required column "${name}"` });
  }
  return problems;
}

/**
 * The header and the number of data rows. The parser gets the file in slices with a turn of
 * the event loop between them, so a 10 MB file does not hold up other requests.
 */
async function countRows(buffer: Buffer): Promise<{ header: string[] | undefined; total: number }> {
  const parser = parseStream(CSV_OPTIONS);
  let header: string[] | undefined;
  let total = 0;
  let error: unknown;
  parser.on('data', (record: string[]) => {
    if (header === undefined) header = record.map((name) => name.trim());
    else total += 1;
  });
  parser.on('error', (err) => {
    error ??= err;
  });
  const SLICE = 256 * 1024;
  for (let start = 0; start < buffer.length && error === undefined; start += SLICE) {
    parser.write(buffer.subarray(start, start + SLICE));
    await breathe();
  }
  parser.end();
  await finished(parser).catch((err: unknown) => {
    error ??= err;
  });
  if (error !== undefined) throw error;
  return { header, total };
}

/**
 * Checks an uploaded file: UTF-8 text, parseable CSV, a valid header and at least one data
 * row. Returns the text to store and the number of data rows.
 */
export async function readCsvUpload(upload: {
  data: Buffer;
  mimetype: string;
}): Promise<{ text: string; total: number }> {
  const mediaType = upload.mimetype.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!CSV_MEDIA_TYPES.has(mediaType)) {
    throw invalidField('file', `must be a CSV file (text/csv), not ${mediaType || 'an untyped part'}`);
  }
  if (upload.data.length === 0) throw invalidField('file', 'is empty');
  let text: string;
  try {
    if (upload.data.includes(0)) throw new Error('binary');
    text = new TextDecoder('utf-8', { fatal: true }).decode(upload.data);
  } catch {
    throw invalidField('file', 'must be UTF-8 text (a CSV file), not binary data');
  }
  const buffer = Buffer.from(text);
  let counted: Awaited<ReturnType<typeof countRows>>;
  try {
    counted = await countRows(buffer);
  } catch (err) {
    throw invalidField('file', `is not valid CSV: ${err instanceof Error ? err.message : String(err)}`);
  }
  const { header, total } = counted;
  if (header === undefined) throw invalidField('file', 'is empty');
  const problems = headerProblems(header);
  if (problems.length > 0) {
    throw invalidInput(`The CSV header is invalid: ${problems.length} problem(s)`, problems);
  }
  if (total === 0) throw invalidField('file', 'has a header but no data rows');
  return { text, total };
}

/** Stores the import and queues its first chunk in one transaction; the rows are read in the background. */
export async function createBulkImport(
  ctx: ServiceContext,
  platformId: string,
  upload: { data: Buffer; mimetype: string },
): Promise<{ jobId: string; status: 'PENDING' }> {
  const { text, total } = await readCsvUpload(upload);
  const id = newUuid();
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await store.insertImport(trx, { id, platformId, csv: text, total, now });
    const payload: ChunkPayload = { importId: id, platformId, offset: 0 };
    await enqueueJob(trx, { kind: BULK_IMPORT_JOB_KIND, platformId, payload, runAt: now, now });
  });
  ctx.notifyJobs?.();
  return { jobId: formatId('Job', id), status: 'PENDING' };
}

// ---------------------------------------------------------------------------------------
// Rows: CSV cells to the body of POST /customers, checked by the same schema and rules.

/** Schema errors of `body` against POST /customers' own schema, by the path in the body. */
const schemaErrors = bodyValidator(CreateCustomerBody);

const present = (value: string | undefined): value is string => value !== undefined && value !== '';

/** Copies the present values; an empty cell is an absent field. */
function compact(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => present(e[1])));
}

/** The POST /customers body of a row (platformAccountId and description have no customer field). */
function bodyOf(cells: Cells): Record<string, unknown> {
  const type = cells.customerType;
  const body: Record<string, unknown> = compact({
    customerType: type,
    platformCustomerId: cells.platformCustomerId,
    umaAddress: cells.umaAddress,
    email: cells.email,
  });
  const address = compact({
    line1: cells.addressLine1,
    line2: cells.addressLine2,
    city: cells.city,
    state: cells.state,
    postalCode: cells.postalCode,
    country: cells.country,
  });
  const hasAddress = Object.keys(address).length > 0;
  if (type === 'INDIVIDUAL') {
    Object.assign(body, compact({ fullName: cells.fullName, birthDate: cells.birthDate }));
    if (hasAddress) body.address = address;
  } else if (type === 'BUSINESS') {
    if (hasAddress) body.address = address;
    body.businessInfo = compact({
      legalName: cells.businessLegalName,
      country: cells.country,
      registrationNumber: cells.businessRegistrationNumber,
      taxId: cells.businessTaxId,
      incorporatedOn: DEFAULT_INCORPORATED_ON,
    });
  }
  return body;
}

/** A row as a customer body, or every problem of the row in one INVALID_INPUT error. */
export function rowToCustomer(cells: Cells): { body: CreateCustomerBody } | { error: ApiError } {
  const body = bodyOf(cells);
  const problems = new Map<string, FieldError>();
  const add = (problem: FieldError) => {
    const existing = problems.get(problem.field);
    if (!existing) problems.set(problem.field, problem);
    else if (!existing.message.includes(problem.message)) existing.message += `; ${problem.message}`;
  };
  const type = cells.customerType;
  if (type === 'INDIVIDUAL' || type === 'BUSINESS') {
    for (const column of REQUIRED_VALUES[type]) {
      if (!present(cells[column])) add({ field: column, message: 'is required' });
    }
    for (const column of FOREIGN_COLUMNS[type]) {
      if (present(cells[column])) {
        add({
          field: column,
          message: `applies to ${type === 'INDIVIDUAL' ? 'BUSINESS' : 'INDIVIDUAL'} customers only`,
        });
      }
    }
  } else {
    for (const column of REQUIRED_HEADER) {
      if (!present(cells[column])) add({ field: column, message: 'is required' });
    }
  }
  for (const error of schemaErrors(body)) {
    add({ ...error, field: COLUMN_OF_FIELD[error.field] ?? error.field });
  }
  if (problems.size === 0) return { body: body as CreateCustomerBody };
  const errors = [...problems.values()];
  return { error: invalidInput(`Row validation failed: ${errors.length} invalid field(s)`, errors) };
}

const rowError = (correlationId: string, error: ApiError): RowError => ({
  correlationId,
  code: error.code,
  message: error.message,
  ...(error.details ? { details: error.details } : {}),
});

/**
 * The customer id of data row `row` of an import: derived from both (a UUIDv8), so a chunk
 * that runs again after a crash finds the customers it already created.
 */
export function rowCustomerId(importId: string, row: number): string {
  const bytes = createHash('sha256').update(`${importId}:${row}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x80;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// ---------------------------------------------------------------------------------------
// Chunks: the job handler.

/** The CSV of the import being processed: consecutive chunks usually run in the same process. */
let cachedCsv: { id: string; buffer: Buffer } | undefined;

async function csvOf(ctx: ServiceContext, platformId: string, importId: string): Promise<Buffer> {
  if (cachedCsv?.id !== importId) {
    cachedCsv = { id: importId, buffer: Buffer.from(await store.loadCsv(ctx.db, platformId, importId)) };
  }
  return cachedCsv.buffer;
}

type Parsed = { record: string[]; info: Info };
type PreparedCustomer = Extract<PrepareResult, { ok: unknown }>['ok'];

/** The header and data rows [offset, offset + CHUNK_ROWS), and the byte position after them. */
function readChunk(
  buffer: Buffer,
  offset: number,
  position: number | undefined,
): { header: string[]; records: string[][]; next: number } {
  const [first] = parse(buffer, { ...CSV_OPTIONS, to: 1, info: true }) as unknown as Parsed[];
  if (!first) throw new Error('the file has no header');
  let start = position;
  if (start === undefined) {
    start = first.info.bytes;
    if (offset > 0) {
      const skipped = parse(buffer.subarray(start), { ...CSV_OPTIONS, to: offset, info: true });
      start += (skipped as unknown as Parsed[]).at(-1)?.info.bytes ?? 0;
    }
  }
  const rows = parse(buffer.subarray(start), {
    ...CSV_OPTIONS,
    to: CHUNK_ROWS,
    info: true,
  }) as unknown as Parsed[];
  return {
    header: first.record.map((name) => name.trim()),
    records: rows.map((r) => r.record),
    next: start + (rows.at(-1)?.info.bytes ?? 0),
  };
}

function payloadOf(payload: unknown): ChunkPayload {
  const p = payload as Partial<ChunkPayload> | null;
  if (
    !p ||
    typeof p.importId !== 'string' ||
    typeof p.platformId !== 'string' ||
    typeof p.offset !== 'number'
  ) {
    throw new Error(`malformed ${BULK_IMPORT_JOB_KIND} payload`);
  }
  return p as ChunkPayload;
}

/** A data row read from the CSV and checked without the database: its body, or why not. */
interface CheckedRow {
  row: number;
  id: string;
  correlationId: string;
  outcome: { body: CreateCustomerBody } | { error: ApiError };
}

/**
 * The rows of a chunk checked on their own (field count, required values, the customer
 * schema): everything about a row that does not need the database.
 */
function checkRows(
  job: { importId: string; offset: number },
  header: string[],
  records: string[][],
  from = 0,
  to = records.length,
): CheckedRow[] {
  return records.slice(from, to).map((record, i) => {
    const row = job.offset + from + i + 1;
    const cells: Cells = {};
    header.forEach((name, column) => {
      cells[name as Column] = record[column]?.trim() ?? '';
    });
    // A row whose fields do not line up with the header has no trustworthy platformCustomerId.
    const aligned = record.length === header.length;
    return {
      row,
      id: rowCustomerId(job.importId, row),
      correlationId: aligned && present(cells.platformCustomerId) ? cells.platformCustomerId : `row ${row}`,
      outcome: aligned
        ? rowToCustomer(cells)
        : {
            error: invalidInput(`Row ${row} has ${record.length} fields; the header has ${header.length}`, [
              { field: 'file', message: `row ${row} has ${record.length} fields, not ${header.length}` },
            ]),
          },
    };
  });
}

/**
 * The next chunk, read and checked while this chunk's inserts run (the database works, the
 * service would wait): the job of the next chunk takes it instead of reading the rows again
 * when it runs in this process, for the same import and position.
 */
let readAhead:
  { importId: string; offset: number; position: number; next: number; rows: CheckedRow[] } | undefined;

/** Reads and checks the chunk at `offset` in slices, yielding to the event loop between them. */
async function readNextChunk(
  buffer: Buffer,
  job: { importId: string; offset: number; position: number },
): Promise<void> {
  readAhead = undefined;
  // The inserts' statements go out first.
  await breathe();
  let chunk: ReturnType<typeof readChunk>;
  try {
    chunk = readChunk(buffer, job.offset, job.position);
  } catch {
    return; // the chunk's own job reports what is wrong with its rows
  }
  const rows: CheckedRow[] = [];
  const SLICE = 100;
  for (let from = 0; from < chunk.records.length; from += SLICE) {
    await breathe();
    rows.push(...checkRows(job, chunk.header, chunk.records, from, from + SLICE));
  }
  readAhead = { ...job, next: chunk.next, rows };
}

/** The read-ahead of the chunk at (`offset`, `position`) of `importId`, once. */
function takeReadAhead(
  importId: string,
  offset: number,
  position: number | undefined,
): { rows: CheckedRow[]; next: number } | undefined {
  const ahead = readAhead;
  if (!ahead || ahead.importId !== importId || ahead.offset !== offset || ahead.position !== position) {
    return undefined;
  }
  readAhead = undefined;
  return ahead;
}

/**
 * Rows of one chunk as customers: what succeeded, and an error per failed row. `whileInserting`
 * runs once the inserts have started (the next chunk's read-ahead).
 */
async function importRows(
  ctx: ServiceContext,
  job: { importId: string; platformId: string },
  rows: CheckedRow[],
  whileInserting?: () => Promise<void>,
): Promise<{ successful: number; errors: RowError[] }> {
  const errors: { row: number; error: RowError }[] = [];
  const fail = (row: CheckedRow, error: ApiError) =>
    errors.push({ row: row.row, error: rowError(row.correlationId, error) });

  // Customers an earlier run of this very chunk created (it stopped before saving progress).
  const existing = await store.existingCustomerIds(
    ctx.db,
    job.platformId,
    rows.map((r) => r.id),
  );
  let successful = 0;
  const candidates: { row: CheckedRow; body: CreateCustomerBody }[] = [];
  for (const row of rows) {
    if (existing.has(row.id)) successful += 1;
    else if ('error' in row.outcome) fail(row, row.outcome.error);
    else candidates.push({ row, body: row.outcome.body });
  }

  await breathe();
  const prepared = await prepareNewCustomers(
    ctx,
    job.platformId,
    candidates.map((c) => c.body),
  );
  const toInsert: { row: CheckedRow; customer: PreparedCustomer }[] = [];
  prepared.forEach((result, i) => {
    const candidate = candidates[i] as (typeof candidates)[number];
    if ('error' in result) fail(candidate.row, result.error);
    else toInsert.push({ row: candidate.row, customer: { ...result.ok, id: candidate.row.id } });
  });

  await breathe();
  // The chunk's customers go in INSERT_GROUPS transactions at once, each on its own
  // connection: PostgreSQL works on them in as many backends, so a database with two cores
  // uses both, while one transaction would leave one idle (docs/performance.md, Bulk import).
  // The rows were checked together above, so the groups do not conflict with each other.
  const insertGroup = async (group: typeof toInsert): Promise<void> => {
    if (group.length === 0) return;
    try {
      await insertPreparedCustomers(
        ctx,
        job.platformId,
        group.map((t) => t.customer),
      );
      successful += group.length;
    } catch (err) {
      if (!isConflict(err)) throw err;
      // A concurrent request took an id or address in between: row by row, so only that row fails.
      for (const { row, customer } of group) {
        try {
          await insertPreparedCustomers(ctx, job.platformId, [customer]);
          successful += 1;
        } catch (rowErr) {
          if (!isConflict(rowErr)) throw rowErr;
          // This very row, inserted by a concurrent run of the same chunk, is not a conflict.
          const mine = await store.existingCustomerIds(ctx.db, job.platformId, [customer.id]);
          if (mine.size > 0) {
            successful += 1;
            continue;
          }
          fail(row, uniqueViolationError(rowErr) ?? conflict('The customer could not be inserted'));
        }
      }
    }
  };
  const size = Math.ceil(toInsert.length / INSERT_GROUPS);
  const groups = Array.from({ length: INSERT_GROUPS }, (_, i) => toInsert.slice(i * size, (i + 1) * size));
  // Every group runs to its end before a failure is passed on: the job's retry then finds the
  // customers of the groups that committed (derived ids) instead of racing a group still writing.
  const inserted = Promise.allSettled(groups.map(insertGroup));
  // Optional work: whatever becomes of it, the inserts are awaited to their end.
  await whileInserting?.().catch(() => undefined);
  const outcomes = await inserted;
  for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
  errors.sort((a, b) => a.row - b.row);
  return { successful, errors: errors.map((e) => e.error) };
}

const isConflict = (err: unknown) =>
  uniqueViolationError(err) !== undefined || isUniqueViolation(err, 'customers_pkey');

/**
 * Job handler: imports one chunk of rows, saves the progress and queues the next chunk (or
 * completes the import) in one transaction. A chunk whose progress was already saved is
 * skipped, and customers it created before a crash are recognised by their derived ids,
 * so running a chunk twice never counts a row twice.
 */
export async function runBulkImportChunk(
  ctx: ServiceContext,
  payload: unknown,
  attempt?: JobAttempt,
): Promise<void> {
  const { importId, platformId, offset, position } = payloadOf(payload);
  const job = await store.findImport(ctx.db, platformId, importId);
  if (!job || job.status === 'COMPLETED' || job.status === 'FAILED' || job.processed !== offset) return;
  if (job.status === 'PENDING') await store.markProcessing(ctx.db, platformId, importId, ctx.clock.now());

  // A turn of the event loop between chunks keeps a long import from delaying requests.
  await breathe();
  const buffer = await csvOf(ctx, platformId, importId);
  let rows: CheckedRow[];
  let next: number;
  const ahead = takeReadAhead(importId, offset, position);
  if (ahead) {
    ({ rows, next } = ahead);
  } else {
    let chunk: ReturnType<typeof readChunk>;
    try {
      chunk = readChunk(buffer, offset, position);
    } catch (err) {
      await failImport(ctx, job, 'INVALID_INPUT', `The CSV could not be parsed from row ${offset + 1}`, err);
      return;
    }
    await breathe();
    rows = checkRows({ importId, offset }, chunk.header, chunk.records);
    next = chunk.next;
  }

  const processed = offset + rows.length;
  const done = rows.length < CHUNK_ROWS || processed >= job.total;
  let imported: Awaited<ReturnType<typeof importRows>>;
  try {
    imported = await importRows(
      ctx,
      { importId, platformId },
      rows,
      done ? undefined : () => readNextChunk(buffer, { importId, offset: processed, position: next }),
    );
  } catch (err) {
    // Retried by the job queue; after the last attempt the import ends FAILED instead of
    // staying PROCESSING forever.
    if (!attempt?.last) throw err;
    await failImport(ctx, job, 'INTERNAL_ERROR', `Rows from ${offset + 1} could not be imported`, err);
    return;
  }
  const { successful, errors } = imported;
  await finishChunk(ctx, job, {
    status: done ? 'COMPLETED' : 'PROCESSING',
    processed,
    successful,
    failed: rows.length - successful,
    errors,
    next: done ? undefined : { importId, platformId, offset: processed, position: next },
  });
}

/** Ends the import FAILED at the chunk that starts at `job.processed`, naming its first row. */
async function failImport(
  ctx: ServiceContext,
  job: store.BulkImportRow,
  code: 'INVALID_INPUT' | 'INTERNAL_ERROR',
  what: string,
  err: unknown,
): Promise<void> {
  const message = `${what}: ${err instanceof Error ? err.message : String(err)}`;
  await finishChunk(ctx, job, {
    status: 'FAILED',
    processed: job.processed,
    successful: 0,
    failed: 0,
    errors: [{ correlationId: `row ${job.processed + 1}`, code, message }],
    next: undefined,
  });
}

async function finishChunk(
  ctx: ServiceContext,
  job: store.BulkImportRow,
  outcome: {
    status: 'PROCESSING' | 'COMPLETED' | 'FAILED';
    processed: number;
    successful: number;
    failed: number;
    errors: RowError[];
    next: ChunkPayload | undefined;
  },
): Promise<void> {
  const now = ctx.clock.now();
  const saved = await ctx.db.transaction().execute(async (trx) => {
    const row = await store.recordChunk(trx, {
      platformId: job.platform_id,
      id: job.id,
      fromProcessed: job.processed,
      processed: outcome.processed,
      successful: outcome.successful,
      failed: outcome.failed,
      errors: outcome.errors,
      status: outcome.status,
      now,
    });
    if (!row) return undefined; // another run of this chunk saved it first
    if (outcome.next) {
      await enqueueJob(trx, {
        kind: BULK_IMPORT_JOB_KIND,
        platformId: job.platform_id,
        payload: outcome.next,
        runAt: now,
        now,
      });
    } else {
      await recordEvent(trx, {
        platformId: job.platform_id,
        type: outcome.status === 'FAILED' ? 'BULK_UPLOAD.FAILED' : 'BULK_UPLOAD.COMPLETED',
        resourceId: formatId('Job', job.id),
        data: toBulkImportView(row),
        now,
      });
    }
    return row;
  });
  if (saved && outcome.next) ctx.notifyJobs?.();
  if (saved && !outcome.next && cachedCsv?.id === job.id) cachedCsv = undefined;
  if (!outcome.next && readAhead?.importId === job.id) readAhead = undefined;
}
