import { type Selectable, sql } from 'kysely';
import { ownRows } from '../../db/rows.js';
import type { BulkImportJobsTable, CustomersDb, CustomersTables } from './tables.js';

const own = ownRows<CustomersTables>();

/** An import without its CSV text (which can be 10 MB): what status reads and progress need. */
export type BulkImportRow = Omit<Selectable<BulkImportJobsTable>, 'csv'>;

const COLUMNS = [
  'id',
  'platform_id',
  'status',
  'total',
  'processed',
  'successful',
  'failed',
  'errors',
  'completed_at',
  'created_at',
  'updated_at',
] as const;

export async function insertImport(
  db: CustomersDb,
  values: { id: string; platformId: string; csv: string; total: number; now: Date },
): Promise<void> {
  await db
    .insertInto('bulk_import_jobs')
    .values({
      id: values.id,
      platform_id: values.platformId,
      status: 'PENDING',
      csv: values.csv,
      total: values.total,
      errors: '[]',
      created_at: values.now,
      updated_at: values.now,
    })
    .execute();
}

export async function findImport(
  db: CustomersDb,
  platformId: string,
  id: string,
): Promise<BulkImportRow | undefined> {
  return db
    .selectFrom('bulk_import_jobs')
    .select(COLUMNS)
    .where('platform_id', '=', platformId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function loadCsv(db: CustomersDb, platformId: string, id: string): Promise<string> {
  const row = await db
    .selectFrom('bulk_import_jobs')
    .select('csv')
    .where('platform_id', '=', platformId)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.csv;
}

export async function markProcessing(
  db: CustomersDb,
  platformId: string,
  id: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('bulk_import_jobs')
    .set({ status: 'PROCESSING', updated_at: now })
    .where('platform_id', '=', platformId)
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .execute();
}

/**
 * Adds one chunk's outcome. Applies only while `processed` still equals `fromProcessed`
 * (compare-and-set), so a chunk that runs twice is counted once; undefined when another
 * run got there first.
 */
export async function recordChunk(
  db: CustomersDb,
  change: {
    platformId: string;
    id: string;
    fromProcessed: number;
    processed: number;
    successful: number;
    failed: number;
    errors: unknown[];
    status: 'PROCESSING' | 'COMPLETED' | 'FAILED';
    now: Date;
  },
): Promise<BulkImportRow | undefined> {
  return db
    .updateTable('bulk_import_jobs')
    .set({
      status: change.status,
      processed: change.processed,
      successful: sql<number>`successful + ${change.successful}`,
      failed: sql<number>`failed + ${change.failed}`,
      errors: sql<string>`errors || ${JSON.stringify(change.errors)}::jsonb`,
      completed_at: change.status === 'PROCESSING' ? null : change.now,
      updated_at: change.now,
    })
    .where('platform_id', '=', change.platformId)
    .where('id', '=', change.id)
    .where('processed', '=', change.fromProcessed)
    .where('status', 'in', ['PENDING', 'PROCESSING'])
    .returning(COLUMNS)
    .executeTakeFirst();
}

/** Ids among `ids` that are customers of the platform already (rows an earlier run inserted). */
export function existingCustomerIds(
  db: CustomersDb,
  platformId: string,
  ids: string[],
): Promise<Set<string>> {
  return own.existingIds(db, 'customers', platformId, ids);
}
