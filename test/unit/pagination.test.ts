import {
  type CompiledQuery,
  type DatabaseConnection,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import {
  decodeCursor,
  EXACT_COUNT_LIMIT,
  encodeCursor,
  paginate,
  setExactCountLimit,
} from '../../src/db/pagination.js';
import { ApiError } from '../../src/errors.js';

/**
 * A database that answers a page of no rows with `matches` as its bounded count (as PostgreSQL
 * would: at most the limit + 1) and `planned` rows to an explain; it keeps the statements.
 */
function fakeDatabase(matches: number, planned: number) {
  const sent: string[] = [];
  const connection: DatabaseConnection = {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      sent.push(query.sql);
      if (query.sql.startsWith('explain'))
        return { rows: [{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': planned } }] }] as R[] };
      if (query.sql.startsWith('select listed.*, counted.total as "page_total_count"')) {
        // The page and its count in one statement: the count's limit is its first parameter
        // (the query has no filter), and an empty page is one row of nulls beside the count.
        const limit = Number(query.parameters[0]);
        const total = Math.min(matches, limit);
        return { rows: [{ id: null, created_at: null, page_total_count: total }] as R[] };
      }
      if (query.sql.startsWith('select count(*)')) return { rows: [{ total: matches }] as R[] };
      return { rows: [] };
    },
    // eslint-disable-next-line require-yield
    async *streamQuery() {
      throw new Error('not streamed');
    },
  };
  const db = new Kysely<{ things: { id: string; created_at: Date } }>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => ({
        init: async () => {},
        acquireConnection: async () => connection,
        beginTransaction: async () => {},
        commitTransaction: async () => {},
        rollbackTransaction: async () => {},
        releaseConnection: async () => {},
        destroy: async () => {},
      }),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  const count = async (withDb = true) =>
    paginate(db.selectFrom('things').selectAll(), { limit: 10 }, withDb ? db : undefined);
  return { count, sent };
}

describe('the count of a list', () => {
  afterEach(() => setExactCountLimit(EXACT_COUNT_LIMIT));

  it('counts up to the limit and stops there: exact below it, no estimate asked', async () => {
    setExactCountLimit(100);
    const { count, sent } = fakeDatabase(100, 5);
    expect(await count()).toEqual({ data: [], hasMore: false, totalCount: 100 });
    expect(sent.some((s) => s.startsWith('explain'))).toBe(false);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(') as matching');
  });

  it("past the limit, answers the planner's estimate, never below the limit + 1", async () => {
    setExactCountLimit(100);
    expect((await fakeDatabase(5_000, 4_200).count()).totalCount).toBe(4_200);
    expect((await fakeDatabase(5_000, 7).count()).totalCount).toBe(101);
  });

  it('counts every match for a source without a handle of its own', async () => {
    setExactCountLimit(100);
    expect((await fakeDatabase(5_000, 7).count(false)).totalCount).toBe(5_000);
  });
});

describe('list cursors', () => {
  it('round-trips a position', () => {
    const position = {
      createdAt: new Date('2026-01-02T03:04:05.678Z'),
      id: '0b5e2f9e-2d1c-4f57-9a55-7f0d3c1a2b3c',
    };
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
  });

  it.each([
    'not base64 json',
    Buffer.from('{}').toString('base64url'),
    Buffer.from('["2026-01-01T00:00:00.000Z"]').toString('base64url'),
    Buffer.from('["yesterday","0b5e2f9e-2d1c-4f57-9a55-7f0d3c1a2b3c"]').toString('base64url'),
    Buffer.from('["2026-01-01T00:00:00.000Z","not-a-uuid"]').toString('base64url'),
  ])('rejects %s as INVALID_INPUT on the cursor field', (cursor) => {
    try {
      decodeCursor(cursor);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).status).toBe(400);
      expect((err as ApiError).code).toBe('INVALID_INPUT');
      expect((err as ApiError).details).toMatchObject({ errors: [{ field: 'cursor' }] });
    }
  });
});
