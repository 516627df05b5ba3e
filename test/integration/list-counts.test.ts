import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { individual } from '../helpers/fixtures.js';
import { type PlatformClient, startTestService, type TestService } from '../helpers/service.js';

/**
 * `totalCount` (decision 0005): exact up to the exact-count limit, PostgreSQL's estimate past it
 * (never below the limit), so that no page counts millions of rows. The limit is lowered here to
 * three so that a handful of customers crosses it.
 */
describe('the count of a list', () => {
  let service: TestService;
  let platform: PlatformClient;
  beforeAll(async () => {
    service = await startTestService({ env: { LIST_EXACT_COUNT_LIMIT: '3' } });
    platform = await service.newPlatform('Counts');
    for (let i = 0; i < 6; i++) {
      const created = await platform.request('POST', '/customers', {
        body: individual({ platformCustomerId: `count-${i}`, fullName: `Count ${i}` }),
      });
      expect(created.status, created.text).toBe(201);
    }
  });
  afterAll(() => service.close());

  type List = { data: unknown[]; hasMore: boolean; totalCount: number };

  it('is exact up to the limit, whatever the page size', async () => {
    const one = await platform.request<List>('GET', '/customers?platformCustomerId=count-2&limit=1');
    expect(one.body.totalCount).toBe(1);
    const none = await platform.request<List>('GET', '/customers?platformCustomerId=nobody');
    expect(none.body.totalCount).toBe(0);
  });

  it('is an estimate past the limit, never below it, and pages stay exact', async () => {
    const page = await platform.request<List>('GET', '/customers?limit=2');
    expect(page.status, page.text).toBe(200);
    expect(page.body.data).toHaveLength(2);
    expect(page.body.hasMore).toBe(true);
    expect(page.body.totalCount).toBeGreaterThanOrEqual(4);
    const all = await platform.request<List>('GET', '/customers?limit=100');
    expect(all.body.data).toHaveLength(6);
    expect(all.body.hasMore).toBe(false);
  });

  it('counts the matches when the page past a cursor is empty', async () => {
    // The page and its count are one statement (src/db/pagination.ts): an empty page still
    // brings its count, and no row of nulls.
    const other = await service.newPlatform('Counts after a cursor');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const created = await other.request<{ id: string }>('POST', '/customers', {
        body: individual({ platformCustomerId: `after-${i}`, fullName: `After ${i}` }),
      });
      expect(created.status, created.text).toBe(201);
      ids.push(created.body.id);
    }
    const first = await other.request<List & { nextCursor?: string }>('GET', '/customers?limit=2');
    expect(first.body.data).toHaveLength(2);
    const cursor = first.body.nextCursor;
    expect(cursor).toBeDefined();
    // The oldest, the only customer past the cursor, is deleted: deleted customers are not listed.
    const deleted = await other.request('DELETE', `/customers/${ids[0]}`);
    expect(deleted.status, deleted.text).toBe(200);
    const next = await other.request<List>('GET', `/customers?limit=2&cursor=${String(cursor)}`);
    expect(next.status, next.text).toBe(200);
    expect(next.body).toEqual({ data: [], hasMore: false, totalCount: 2 });
  });
});
