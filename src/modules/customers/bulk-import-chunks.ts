// Chunks of a bulk import: the job handler, a chunk of rows read, checked and inserted per run.
import { setImmediate as breathe } from 'node:timers/promises';
import { type Info, parse } from 'csv-parse/sync';
import type { ServiceContext } from '../../context.js';
import type { JobAttempt } from '../../jobs/worker.js';
import { type ApiError, conflict, invalidInput } from '../../errors.js';
import { recordEvent } from '../../events/record.js';
import { formatId } from '../../ids.js';
import { enqueueJob } from '../../jobs/queue.js';
import * as store from './bulk-import.store.js';
import { type CreateCustomerBody } from './schemas.js';
import { insertPreparedCustomers, uniqueViolationError } from './creation.js';
import { type PrepareResult, prepareNewCustomers } from './service.js';
import { isUniqueViolation } from './store.js';
import {
  BULK_IMPORT_JOB_KIND,
  CSV_OPTIONS,
  type Cells,
  CHUNK_ROWS,
  type ChunkPayload,
  type Column,
  INSERT_GROUPS,
  type RowError,
  toBulkImportView,
} from './bulk-import.js';
import { present, rowCustomerId, rowError, rowToCustomer } from './bulk-import-rows.js';

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
