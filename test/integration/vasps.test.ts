import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VASPS } from '../../src/sandbox/vasps.js';
import { type PlatformClient, startTestService, type TestService } from '../helpers/service.js';
import { responseProblems } from '../helpers/wire-contract.js';

interface VaspPage {
  data: { vaspName: string; url?: string }[];
  hasMore: boolean;
  nextCursor?: string;
  totalCount: number;
}

let service: TestService;
let platform: PlatformClient;

beforeAll(async () => {
  service = await startTestService();
  platform = await service.newPlatform();
});
afterAll(() => service.close());

describe('GET /vasps', () => {
  it("lists the directory in name order, in the contract's shape", async () => {
    const response = await platform.request<VaspPage>('GET', '/vasps?limit=100');
    expect(response.status).toBe(200);
    expect(responseProblems('GET /vasps', 200, response.body)).toEqual([]);
    const names = response.body.data.map((v) => v.vaspName);
    expect(names).toEqual(VASPS.map((v) => v.vaspName).sort((a, b) => (a < b ? -1 : 1)));
    expect(names).toContain('Coinbase');
    expect(names).toContain('Sandbox Custody');
    expect(response.body.data.find((v) => v.vaspName === 'Kraken')?.url).toBe('https://www.kraken.com');
    expect(response.body).toMatchObject({ hasMore: false, totalCount: VASPS.length });
    expect(response.body.nextCursor).toBeUndefined();
  });

  it('pages with limit and cursor without repeating or skipping an entry', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const query = `/vasps?limit=5${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = await platform.request<VaspPage>('GET', query);
      expect(page.status).toBe(200);
      expect(responseProblems('GET /vasps', 200, page.body)).toEqual([]);
      expect(page.body.data.length).toBeLessThanOrEqual(5);
      seen.push(...page.body.data.map((v) => v.vaspName));
      cursor = page.body.nextCursor;
      expect(page.body.hasMore).toBe(cursor !== undefined);
      pages += 1;
    } while (cursor);
    expect(pages).toBe(Math.ceil(VASPS.length / 5));
    expect(seen).toEqual([...new Set(seen)]);
    expect(seen).toHaveLength(VASPS.length);
  });

  it('refuses a cursor it did not issue and a limit out of range', async () => {
    const bad = await platform.request('GET', '/vasps?cursor=bm90LWEtY3Vyc29y');
    expect(bad.status).toBe(400);
    expect(bad.body.details).toMatchObject({ errors: [{ field: 'cursor' }] });
    expect((await platform.request('GET', '/vasps?limit=0')).status).toBe(400);
    expect((await platform.request('GET', '/vasps?limit=101')).status).toBe(400);
  });

  it('needs credentials', async () => {
    expect((await service.request('GET', '/vasps', { auth: null })).status).toBe(401);
  });
});
