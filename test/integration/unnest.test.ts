import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.js';
import { unnestRows } from '../../src/db/unnest.js';
import { newUuid } from '../../src/ids.js';
import { createTestDatabase } from '../helpers/global-setup.js';

/**
 * Rows sent as one array per column (src/db/unnest.ts) come back exactly as they went in,
 * whatever the text: the driver writes each array as a PostgreSQL array literal, where
 * quotes, backslashes, braces, commas and the word NULL all mean something.
 */
let testDatabase: { url: string; drop: () => Promise<void> };
let handle: DatabaseHandle;
const platformId = newUuid();

beforeAll(async () => {
  testDatabase = await createTestDatabase(inject('adminUrl'), inject('templateDatabase'));
  handle = await openDatabase({ databaseUrl: testDatabase.url, poolSize: 1 });
  await sql`insert into platforms (id, name, created_at, updated_at) values (${platformId}, 'unnest', now(), now())`.execute(
    handle.db,
  );
});
afterAll(async () => {
  await handle.close();
  await testDatabase.drop();
});

const COLUMNS = [
  ['id', 'uuid'],
  ['platform_id', 'uuid'],
  ['type', 'text'],
  ['resource_id', 'text'],
  ['data', 'jsonb'],
  ['created_at', 'timestamptz'],
  ['next_attempt_at', 'timestamptz'],
] as const;

const AWKWARD = [
  '',
  'NULL',
  'null',
  '"',
  '\\',
  '{}',
  '{a,b}',
  'a,b',
  ' padded ',
  'é ✓ 𝄞',
  'line\nbreak',
  "it's",
];

describe('unnestRows', () => {
  it('writes awkward text, JSON, nulls and timestamps exactly, in one statement', async () => {
    const now = new Date('2026-01-02T03:04:05.678Z');
    const rows = AWKWARD.map((text, i) => ({
      id: newUuid(),
      type: text,
      resource_id: `r${i}`,
      data: i % 3 === 0 ? null : JSON.stringify({ text, nested: [text, { text }] }),
      created_at: new Date(now.getTime() + i),
      next_attempt_at: i % 2 === 0 ? null : now,
    }));
    const { columns, select } = unnestRows<'events'>(COLUMNS, rows, { platform_id: platformId });
    await handle.db.insertInto('events').columns(columns).expression(select).execute();

    const stored = await handle.db
      .selectFrom('events')
      .select(['id', 'platform_id', 'type', 'resource_id', 'data', 'created_at', 'next_attempt_at'])
      .where('platform_id', '=', platformId)
      .execute();
    const byId = new Map(stored.map((row) => [row.id, row]));
    for (const row of rows) {
      const back = byId.get(row.id);
      expect(back?.type).toBe(row.type);
      expect(back?.platform_id).toBe(platformId);
      expect(back?.data).toEqual(row.data === null ? null : JSON.parse(row.data));
      expect(back?.created_at.getTime()).toBe(row.created_at.getTime());
      expect(back?.next_attempt_at?.getTime() ?? null).toBe(row.next_attempt_at?.getTime() ?? null);
    }
    expect(stored).toHaveLength(rows.length);
  });

  it('is one statement text whatever the number of rows', () => {
    const row = (i: number) => ({
      id: newUuid(),
      type: `t${i}`,
      resource_id: 'r',
      data: null,
      created_at: new Date(),
      next_attempt_at: null,
    });
    const text = (n: number) =>
      unnestRows<'events'>(
        COLUMNS,
        Array.from({ length: n }, (_, i) => row(i)),
        { platform_id: platformId },
      ).select.compile(handle.db).sql;
    expect(text(1)).toBe(text(500));
  });
});
