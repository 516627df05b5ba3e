import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { InvariantError } from '../../src/assert.js';
import { compiledOnce } from '../../src/db/compiled.js';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.js';
import { directRun } from '../../src/db/direct.js';
import type { Database } from '../../src/db/schema.js';
import { newUuid } from '../../src/ids.js';
import { insertPlatform } from '../../src/modules/platforms/store.js';
import { createTestDatabase } from '../helpers/global-setup.js';

/** Hot-path queries compiled once and run with each call's values (src/db/compiled.ts). */
let testDatabase: { url: string; drop: () => Promise<void> };
let handle: DatabaseHandle;

beforeAll(async () => {
  testDatabase = await createTestDatabase(inject('adminUrl'), inject('templateDatabase'));
  handle = await openDatabase({ databaseUrl: testDatabase.url, poolSize: 2 });
});
afterAll(async () => {
  await handle.close();
  await testDatabase.drop();
});

const platform = async (name: string) => {
  const row = await insertPlatform(handle.db, { id: newUuid(), name, bootstrap: false }, new Date());
  if (!row) throw new Error('platform not inserted');
  return row;
};

describe('queries compiled once', () => {
  it("runs the kept SQL with each call's values, constants of the query kept, in and out of transactions", async () => {
    const [a, b] = [await platform('compiled a'), await platform('compiled b')];
    const byIdAndName = compiledOnce((db: Kysely<Database>, id: string, name: string) =>
      db
        .selectFrom('platforms')
        .select(['id', 'name'])
        .where('id', '=', id)
        .where('name', '=', name)
        .where('bootstrap', '=', false),
    );
    expect(await byIdAndName(handle.db, a.id, 'compiled a')).toEqual([{ id: a.id, name: 'compiled a' }]);
    expect(await byIdAndName(handle.db, b.id, 'compiled b')).toEqual([{ id: b.id, name: 'compiled b' }]);
    // Values are not mixed up between arguments, nor kept from an earlier call.
    expect(await byIdAndName(handle.db, b.id, 'compiled a')).toEqual([]);
    const inTransaction = await handle.db
      .transaction()
      .execute(async (trx) => byIdAndName(trx, a.id, 'compiled a'));
    expect(inTransaction).toEqual([{ id: a.id, name: 'compiled a' }]);
    // Concurrent calls each get their own rows.
    const both = await Promise.all([
      byIdAndName(handle.db, a.id, 'compiled a'),
      byIdAndName(handle.db, b.id, 'compiled b'),
    ]);
    expect(both.map((rows) => rows[0]?.name)).toEqual(['compiled a', 'compiled b']);
  });

  it("runs on the pool directly outside transactions, on the transaction's connection inside one, with the same rows as Kysely", async () => {
    const { id } = await platform('compiled direct');
    const byId = compiledOnce((db: Kysely<Database>, platformId: string) =>
      db.selectFrom('platforms').selectAll().where('id', '=', platformId),
    );
    expect(directRun(handle.db)).toBeDefined();
    // Another instance over the same pool goes through Kysely's executor: the rows are the same,
    // each column parsed alike (timestamps, booleans, nulls).
    const direct = await byId(handle.db, id);
    expect(direct).toHaveLength(1);
    expect(direct[0]?.created_at).toBeInstanceOf(Date);
    expect(await byId(handle.db.withoutPlugins(), id)).toEqual(direct);
    // Inside a transaction its own connection: it sees the transaction's uncommitted change,
    // which the pool's other connections do not.
    await handle.db
      .transaction()
      .execute(async (trx) => {
        expect(directRun(trx)).toBeUndefined();
        await trx
          .updateTable('platforms')
          .set({ name: 'compiled direct, renamed' })
          .where('id', '=', id)
          .execute();
        expect((await byId(trx, id))[0]?.name).toBe('compiled direct, renamed');
        expect((await byId(handle.db, id))[0]?.name).toBe('compiled direct');
        throw new Error('rolled back');
      })
      .catch((err: unknown) => {
        if (!(err instanceof Error) || err.message !== 'rolled back') throw err;
      });
    expect((await byId(handle.db, id))[0]?.name).toBe('compiled direct');
  });

  it('refuses, on its first call, an argument used otherwise than as a value of the query as given', async () => {
    const { id } = await platform('compiled c');
    const transformed = compiledOnce((db: Kysely<Database>, name: string) =>
      db.selectFrom('platforms').select('id').where('name', '=', name.toUpperCase()),
    );
    await expect(transformed(handle.db, 'COMPILED C')).rejects.toBeInstanceOf(InvariantError);
    const inText = compiledOnce((db: Kysely<Database>, column: string) =>
      db
        .selectFrom('platforms')
        .select(sql<string>`${sql.raw(column)}`.as('x'))
        .where('id', '=', id),
    );
    await expect(inText(handle.db, 'name')).rejects.toBeInstanceOf(InvariantError);
  });
});
