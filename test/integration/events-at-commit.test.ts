import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ServiceContext } from '../../src/context.js';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.js';
import { transact } from '../../src/db/retry.js';
import { beforeCommit } from '../../src/db/together.js';
import { recordEvent, recordEvents } from '../../src/events/record.js';
import { newUuid } from '../../src/ids.js';
import { insertPlatform } from '../../src/modules/platforms/store.js';
import { createTestDatabase } from '../helpers/global-setup.js';

/**
 * Events recorded in a transaction of `transact` go in with one statement just before it
 * commits (src/db/retry.ts `beforeCommit`): a payment records balance and status events from
 * different steps. Outside such a transaction an event is inserted at once.
 */
let testDatabase: { url: string; drop: () => Promise<void> };
let handle: DatabaseHandle;
let platformId: string;

beforeAll(async () => {
  testDatabase = await createTestDatabase(inject('adminUrl'), inject('templateDatabase'));
  handle = await openDatabase({ databaseUrl: testDatabase.url, poolSize: 2 });
  platformId = newUuid();
  await insertPlatform(handle.db, { id: platformId, name: 'events at commit', bootstrap: false }, new Date());
});
afterAll(async () => {
  await handle.close();
  await testDatabase.drop();
});

const event = (type: string) => ({
  platformId,
  type,
  resourceId: `Thing:${type}`,
  data: { type },
  now: new Date(),
});

const typesIn = async (db: DatabaseHandle['db'], resourcePrefix = 'Thing:') =>
  (
    await sql<{
      type: string;
    }>`select type from events where resource_id like ${`${resourcePrefix}%`} order by seq`.execute(db)
  ).rows.map((r) => r.type);

describe('events at commit', () => {
  it('inserts the events of a transaction together at its end, in the order they were recorded', async () => {
    const ctx = { db: handle.db } as ServiceContext;
    const ids = await transact(ctx, async (_tctx, trx) => {
      const first = await recordEvents(trx, [event('A.ONE'), event('A.TWO')]);
      const second = await recordEvent(trx, event('A.THREE'));
      // Not written yet: they wait for the end of the transaction's work.
      expect(await typesIn(trx, 'Thing:A.')).toEqual([]);
      return [...first, second];
    });
    expect(ids).toHaveLength(3);
    expect(await typesIn(handle.db, 'Thing:A.')).toEqual(['A.ONE', 'A.TWO', 'A.THREE']);
  });

  it('writes none of them when the transaction fails', async () => {
    const ctx = { db: handle.db } as ServiceContext;
    await expect(
      transact(ctx, async (_tctx, trx) => {
        await recordEvent(trx, event('B.ONE'));
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await typesIn(handle.db, 'Thing:B.')).toEqual([]);
  });

  it('writes the other closing writes in the same statement as the events, all of them or none', async () => {
    const ctx = { db: handle.db } as ServiceContext;
    await recordEvent(handle.db, event('D.BEFORE'));
    // A row the transaction knows how to change: renamed by a closing write.
    const rename = (db: DatabaseHandle['db'], to: string) => () =>
      db
        .updateTable('events')
        .set({ type: to })
        .where('platform_id', '=', platformId)
        .where('resource_id', '=', 'Thing:D.BEFORE');
    await transact(ctx, async (_tctx, trx) => {
      await recordEvent(trx, event('D.ONE'));
      expect(beforeCommit(trx, 'rename', rename(trx, 'D.RENAMED'))).toBe(true);
      expect(beforeCommit(trx, 'rename', rename(trx, 'D.IGNORED'))).toBe(true);
    });
    expect(await typesIn(handle.db, 'Thing:D.')).toEqual(['D.RENAMED', 'D.ONE']);

    // A closing write that fails takes the events and the transaction's statements with it.
    const id = newUuid();
    const duplicate = (db: DatabaseHandle['db']) => () =>
      db.insertInto('events').values(
        [1, 2].map(() => ({
          id,
          platform_id: platformId,
          type: 'E.DUPLICATE',
          resource_id: 'Thing:E.DUPLICATE',
          data: 'null',
          created_at: new Date(),
          next_attempt_at: new Date(),
        })),
      );
    await expect(
      transact(ctx, async (_tctx, trx) => {
        await recordEvent(trx, event('E.ONE'));
        await rename(trx, 'E.RENAMED')().execute();
        beforeCommit(trx, 'duplicate', duplicate(trx));
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await typesIn(handle.db, 'Thing:E.')).toEqual([]);
    expect(await typesIn(handle.db, 'Thing:D.')).toEqual(['D.RENAMED', 'D.ONE']);
  });

  it('inserts at once outside a transaction of transact', async () => {
    await handle.db.transaction().execute(async (trx) => {
      await recordEvent(trx, event('C.ONE'));
      expect(await typesIn(trx, 'Thing:C.')).toEqual(['C.ONE']);
    });
    await recordEvent(handle.db, event('C.TWO'));
    expect(await typesIn(handle.db, 'Thing:C.')).toEqual(['C.ONE', 'C.TWO']);
  });
});
