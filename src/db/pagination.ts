import {
  type Kysely,
  type QueryExecutorProvider,
  type RawBuilder,
  type SelectQueryBuilder,
  sql,
} from 'kysely';
import { assert } from '../assert.js';
import { invalidField } from '../errors.js';
import type { Database } from './schema.js';

export type SortOrder = 'asc' | 'desc';

export interface PageRequest {
  limit: number;
  cursor?: string | undefined;
  sortOrder?: SortOrder | undefined;
}

export interface Page<T> {
  data: T[];
  hasMore: boolean;
  nextCursor?: string;
  totalCount: number;
}

/** The same page with each item shown by `view`. */
export function mapPage<T, U>(page: Page<T>, view: (item: T) => U): Page<U> {
  return { ...page, data: page.data.map(view) };
}

/**
 * A service's list that is its store's list as it is, each row shown by `view`: the
 * store's filter and page pass through unchanged.
 */
export function storeList<F, R, U>(
  list: (db: Kysely<Database>, platformId: string, filter: F, page: PageRequest) => Promise<Page<R>>,
  view: (row: R) => U,
) {
  return async (
    ctx: { db: Kysely<Database> },
    platformId: string,
    filter: F,
    page: PageRequest,
  ): Promise<Page<U>> => mapPage(await list(ctx.db, platformId, filter, page), view);
}

interface Position {
  createdAt: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeCursor(position: Position): string {
  return Buffer.from(JSON.stringify([position.createdAt.toISOString(), position.id])).toString('base64url');
}

const badCursor = () => invalidField('cursor', 'is not a cursor returned by this list');

/**
 * The `count` values a cursor (base64url of a JSON array) holds. Cursors are opaque to
 * clients: anything that is not one this service issued is INVALID_INPUT on `cursor`.
 */
export function cursorValues(cursor: string, count: number): unknown[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== count) throw badCursor();
  return parsed;
}

export function decodeCursor(cursor: string): Position {
  const [at, id] = cursorValues(cursor, 2);
  if (typeof at !== 'string' || typeof id !== 'string' || !UUID.test(id)) throw badCursor();
  const createdAt = new Date(at);
  if (Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== at) throw badCursor();
  return { createdAt, id };
}

/**
 * How many matches a list counts one by one (decision 0005): `totalCount` is exact up to this
 * many, and past it PostgreSQL's estimate of the matching rows (never below the limit), so a
 * page of a platform with millions of rows does not count them all for every page.
 */
export const EXACT_COUNT_LIMIT = 10_000;
let exactCountLimit = EXACT_COUNT_LIMIT;

/** Process-wide, like the other settings a service start applies (`LIST_EXACT_COUNT_LIMIT`). */
export function setExactCountLimit(limit: number): void {
  assert(Number.isSafeInteger(limit) && limit >= 0, `exact count limit ${limit}`);
  exactCountLimit = limit;
}

/** The planner's rows at the top of `explain (format json)`'s plan. */
function plannedRows(explained: unknown[]): number {
  const plan = (explained[0] as { 'QUERY PLAN'?: { Plan?: { 'Plan Rows'?: unknown } }[] } | undefined)?.[
    'QUERY PLAN'
  ]?.[0]?.Plan?.['Plan Rows'];
  return typeof plan === 'number' && Number.isFinite(plan) ? Math.round(plan) : 0;
}

/**
 * A page and every row `query` matches, counted, side by side: for a source with no handle of
 * its own to explain with (nor to send one statement of both on).
 */
async function pageAndCountAll<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  pageQuery: SelectQueryBuilder<DB, TB, O>,
): Promise<{ rows: O[]; totalCount: number }> {
  const [rows, all] = await Promise.all([
    pageQuery.execute(),
    query
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, totalCount: (all as unknown as { total: number }).total };
}

/** The column of `pageAndCount`'s rows that carries the count (no table has one of this name). */
const TOTAL_COLUMN = 'page_total_count';

/**
 * A page and its count in one statement, one round trip: the count (up to the exact-count
 * limit) is a one-row subquery that the page joins laterally, so the statement returns a row
 * even when the page is empty (then every column of the page is null). Sent as two statements
 * in parallel, they took two of the pool's connections and two round trips, and the page's
 * rows, parsed, waited for the count (docs/performance.md, Lists).
 */
async function pageAndCount<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  pageQuery: SelectQueryBuilder<DB, TB, O>,
  direction: RawBuilder<unknown>,
  db: QueryExecutorProvider,
): Promise<{ rows: O[]; totalCount: number }> {
  const matching = query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`1`.as('one'));
  // Ordered again outside: a join keeps no order of its own that SQL promises (a sort of at
  // most a page's rows, already in order).
  const result = await sql<Record<string, unknown>>`select listed.*, counted.total as ${sql.ref(TOTAL_COLUMN)}
    from (select count(*)::int as total from (${matching.limit(exactCountLimit + 1)}) as matching) as counted
    left join lateral (${pageQuery}) as listed on true
    order by listed.created_at ${direction}, listed.id ${direction}`.execute(db);
  const rows = result.rows;
  const total = rows[0]?.[TOTAL_COLUMN];
  assert(typeof total === 'number', 'a page and its count is at least the count');
  // The count's column is each row's last: deleting it gives the row back its table's shape.
  for (const row of rows) delete row[TOTAL_COLUMN];
  const page = rows[0]?.id === null ? [] : (rows as O[]);
  const totalCount =
    total <= exactCountLimit
      ? total
      : Math.max(plannedRows(await matching.explain('json')), exactCountLimit + 1);
  return { rows: page, totalCount };
}

/**
 * Keyset pagination shared by every list: stable order by (created_at, id), newest first
 * unless asked otherwise. `query` is the filtered query of one table whose rows carry
 * `created_at` and `id`; both columns are referenced unqualified. With the store's `db`, the
 * page and its count are one statement, whose count stops at the exact-count limit
 * (`pageAndCount`).
 */
export async function paginate<DB, TB extends keyof DB, O extends Position0>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: PageRequest,
  db?: QueryExecutorProvider,
): Promise<Page<O>> {
  const order = page.sortOrder ?? 'desc';
  const after = page.cursor === undefined ? undefined : decodeCursor(page.cursor);

  let rowsQuery = query;
  if (after) {
    rowsQuery =
      order === 'desc'
        ? rowsQuery.where(
            sql<boolean>`(created_at, id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
          )
        : rowsQuery.where(
            sql<boolean>`(created_at, id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
          );
  }
  const direction = order === 'desc' ? sql`desc` : sql`asc`;
  const pageQuery = rowsQuery.orderBy(sql`created_at ${direction}, id ${direction}`).limit(page.limit + 1);
  const { rows, totalCount } =
    db === undefined
      ? await pageAndCountAll(query, pageQuery)
      : await pageAndCount(query, pageQuery, direction, db);

  const hasMore = rows.length > page.limit;
  const data = hasMore ? rows.slice(0, page.limit) : rows;
  const last = data.at(-1);
  return {
    data,
    hasMore,
    ...(hasMore && last ? { nextCursor: encodeCursor({ createdAt: last.created_at, id: last.id }) } : {}),
    totalCount,
  };
}

interface Position0 {
  created_at: Date;
  id: string;
}

/**
 * One page of a list drawn from several sources, each asked for the same page (same cursor,
 * order and limit): the first `limit` of their items in the list's order are the page, since
 * every source gave its first `limit` after the cursor. `positionOf` tells an item's place
 * (the uuid of its id); uuids order as their lower-case text, as PostgreSQL orders them.
 */
export function mergePages<T>(
  pages: Page<T>[],
  page: PageRequest,
  positionOf: (item: T) => { createdAt: Date; id: string },
): Page<T> {
  const sign = (page.sortOrder ?? 'desc') === 'desc' ? -1 : 1;
  const compare = (a: T, b: T) => {
    const pa = positionOf(a);
    const pb = positionOf(b);
    const byTime = pa.createdAt.getTime() - pb.createdAt.getTime();
    return sign * (byTime !== 0 ? byTime : pa.id < pb.id ? -1 : pa.id > pb.id ? 1 : 0);
  };
  const all = pages.flatMap((p) => p.data).sort(compare);
  const data = all.slice(0, page.limit);
  const hasMore = all.length > page.limit || pages.some((p) => p.hasMore);
  const last = data.at(-1);
  return {
    data,
    hasMore,
    ...(hasMore && last ? { nextCursor: encodeCursor(positionOf(last)) } : {}),
    totalCount: pages.reduce((sum, p) => sum + p.totalCount, 0),
  };
}
