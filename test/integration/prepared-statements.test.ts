import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.js';
import { isDatabaseUnavailable } from '../../src/db/faults.js';
import { rowShape, StatementNames } from '../../src/db/prepared-statements.js';
import { withDeadlockRetry } from '../../src/db/retry.js';
import { newUuid } from '../../src/ids.js';
import { insertPlatform } from '../../src/modules/platforms/store.js';
import { createTestDatabase } from '../helpers/global-setup.js';

/**
 * Statements with parameters go out as named (prepared) ones, prepared once per connection
 * (src/db/prepared-statements.ts); a schema change under them costs one retryable failure,
 * not a process that fails the statement for ever.
 */
let testDatabase: { url: string; drop: () => Promise<void> };
const handles: DatabaseHandle[] = [];

beforeAll(async () => {
  testDatabase = await createTestDatabase(inject('adminUrl'), inject('templateDatabase'));
});
afterAll(async () => {
  for (const handle of handles) await handle.close();
  await testDatabase.drop();
});

/** A pool of one connection, so every statement of a test meets the same session. */
async function onePool(preparedStatements?: boolean): Promise<DatabaseHandle> {
  const handle = await openDatabase({
    databaseUrl: testDatabase.url,
    poolSize: 1,
    ...(preparedStatements === undefined ? {} : { preparedStatements }),
  });
  handles.push(handle);
  return handle;
}

/** The statements this session has prepared (a query without parameters is not one). */
const prepared = async (handle: DatabaseHandle): Promise<string[]> =>
  (
    await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(handle.db)
  ).rows.map((r) => r.statement);

const READ = 'select "id", "name" from "platforms" where "id" = $1';

describe('prepared statements', () => {
  it('prepares a statement with parameters once per connection and reuses it', async () => {
    const handle = await onePool();
    const id = '00000000-0000-4000-8000-000000000001';
    const read = () =>
      handle.db.selectFrom('platforms').select(['id', 'name']).where('id', '=', id).execute();
    await read();
    await read();
    expect((await prepared(handle)).filter((s) => s === READ)).toHaveLength(1);
    // A statement without parameters is sent as it is, unnamed.
    await sql`select count(*) from platforms`.execute(handle.db);
    expect(await prepared(handle)).not.toContain('select count(*) from platforms');
  });

  it('prepares nothing when turned off (PgBouncer in transaction mode)', async () => {
    const handle = await onePool(false);
    await handle.db
      .selectFrom('platforms')
      .select(['id', 'name'])
      .where('id', '=', 'x')
      .execute()
      .catch(() => []);
    await handle.db
      .selectFrom('platforms')
      .select(['id', 'name'])
      .where('id', '=', '00000000-0000-4000-8000-000000000002')
      .execute();
    expect(await prepared(handle)).toEqual([]);
  });

  it('names at most as many texts as its cap, then sends the rest unnamed', () => {
    const names = new StatementNames(2);
    const a = names.nameOf('select 1 where $1');
    expect(names.nameOf('select 2 where $1')).toBeDefined();
    expect(names.nameOf('select 3 where $1')).toBeUndefined();
    expect(names.nameOf('select 1 where $1')).toBe(a);
    names.forget();
    const renamed = names.nameOf('select 1 where $1');
    expect(renamed).toBeDefined();
    expect(renamed).not.toBe(a);
  });

  it('keeps ON CONFLICT on a partial index working under a generic plan', async () => {
    const handle = await onePool();
    // What PostgreSQL chooses by itself after five executions of a statement, forced at once.
    await sql`set plan_cache_mode = force_generic_plan`.execute(handle.db);
    for (let i = 0; i < 3; i++) {
      const row = await insertPlatform(
        handle.db,
        { id: newUuid(), name: `generic ${i}`, bootstrap: false },
        new Date(),
      );
      expect(row?.name).toBe(`generic ${i}`);
    }
  });

  it('recovers from a table whose columns changed under a prepared statement', async () => {
    const handle = await onePool();
    const { db } = handle;
    await sql`create table prepared_probe (a int primary key)`.execute(db);
    await sql`insert into prepared_probe values (1)`.execute(db);
    const read = () => sql<Record<string, unknown>>`select * from prepared_probe where a = ${1}`.execute(db);
    expect((await read()).rows).toEqual([{ a: 1 }]);

    // A newer process migrates the shared database while this one runs.
    await sql`alter table prepared_probe add column b int not null default 7`.execute(db);

    // The statement prepared before fails once, as a retryable 503 (the database, not the request)...
    const failure = await read().then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    // ...and is prepared anew by the next attempt, which sees the new column.
    expect((await read()).rows).toEqual([{ a: 1, b: 7 }]);

    // In a transaction the retry is the transaction's own (src/db/retry.ts): the caller sees no failure.
    await sql`alter table prepared_probe add column c int not null default 8`.execute(db);
    const row = await withDeadlockRetry(() =>
      db
        .transaction()
        .execute(
          async (trx) =>
            (await sql<Record<string, unknown>>`select * from prepared_probe where a = ${1}`.execute(trx))
              .rows[0],
        ),
    );
    expect(row).toEqual({ a: 1, b: 7, c: 8 });
  });
  it('answers rows as plain objects of one shape per statement, whatever the column names', async () => {
    const handle = await onePool();
    const tricky = ['id', 'with "quotes"', 'line\nbreak', '__proto__', 'constructor', 'id'];
    const select = (n: number) =>
      sql<Record<string, unknown>>`select ${sql.raw(
        tricky.map((name, i) => `${n + i}::int as "${name.replaceAll('"', '""')}"`).join(', '),
      )}, ${n}::int as "n" where ${n}::int > 0`.execute(handle.db);
    const [a] = (await select(1)).rows;
    const [b] = (await select(10)).rows;
    // A repeated name keeps its last value, as the driver's own rows do.
    expect(Object.entries(a ?? {})).toEqual([
      ['id', 6],
      ['with "quotes"', 2],
      ['line\nbreak', 3],
      ['__proto__', 4],
      ['constructor', 5],
      ['n', 1],
    ]);
    // "__proto__" is a column like the others, not the row's prototype.
    expect(Object.getPrototypeOf(a)).toBe(Object.prototype);
    expect(Object.keys(b ?? {})).toEqual(Object.keys(a ?? {}));
    expect(b?.n).toBe(10);
    // No rows: an empty list, not an error.
    expect((await select(-100)).rows).toEqual([]);
  });

  it('builds one row function per list of columns, and quotes every name', () => {
    const shape = rowShape(['a', "b'c", '`d`', '${e}']);
    expect(rowShape(['a', "b'c", '`d`', '${e}'])).toBe(shape);
    expect(shape([1, 2, 3, 4])).toEqual({ a: 1, "b'c": 2, '`d`': 3, '${e}': 4 });
  });

  it("asks PostgreSQL for a named statement's row description only until this process knows it", async () => {
    const handle = await onePool();
    const describe = vi.spyOn(pg.Connection.prototype, 'describe');
    try {
      const read = (n: number) =>
        sql<{ n: number; name: string }>`select ${n}::int as "n", 'p' || ${n}::text as "name"`.execute(
          handle.db,
        );
      const rows = [(await read(1)).rows, (await read(2)).rows, (await read(3)).rows];
      expect(describe).toHaveBeenCalledTimes(1);
      expect(rows).toEqual([[{ n: 1, name: 'p1' }], [{ n: 2, name: 'p2' }], [{ n: 3, name: 'p3' }]]);
      // A value the driver cannot send fails that query only; the connection serves the next.
      const unsendable = {
        toPostgres: () => {
          throw new Error('not sendable');
        },
      };
      await expect(
        sql`select ${unsendable}::int as "n", 'p' || ${4}::text as "name"`.execute(handle.db),
      ).rejects.toThrow('not sendable');
      expect((await read(5)).rows).toEqual([{ n: 5, name: 'p5' }]);
      // Also when the failed query was the first of its text on this connection.
      const other = (value: unknown) => sql<{ m: number }>`select ${value}::int as "m"`.execute(handle.db);
      await expect(other(unsendable)).rejects.toThrow('not sendable');
      expect((await other(6)).rows).toEqual([{ m: 6 }]);
    } finally {
      describe.mockRestore();
    }
  });

  it("reads a named statement's column description once, and parses every type alike on later runs", async () => {
    const handle = await onePool();
    // The driver's result class, where it builds a statement's parsers from that description.
    const driverResult = Object.getPrototypeOf(
      (new pg.Query('select 1') as unknown as { _result: object })._result,
    ) as {
      addFields: () => void;
    };
    const describe = vi.spyOn(driverResult, 'addFields');
    try {
      const read = (n: number) =>
        sql<Record<string, unknown>>`select ${n}::int as "n", ${n}::bigint * 1000000000000 as "big",
          timestamptz '2026-11-27 10:00:00+00' + make_interval(secs => ${n}) as "at",
          jsonb_build_object('n', ${n}::int) as "doc", array[${n}::int, 2] as "list", null::text as "none"`.execute(
          handle.db,
        );
      const runs = [await read(1), await read(2), await read(3)];
      expect(describe).toHaveBeenCalledTimes(1);
      for (const [i, run] of runs.entries()) {
        const n = i + 1;
        expect(run.rows).toEqual([
          {
            n,
            big: BigInt(n) * 1_000_000_000_000n,
            at: new Date(Date.UTC(2026, 10, 27, 10, 0, n)),
            doc: { n },
            list: [n, 2],
            none: null,
          },
        ]);
      }
    } finally {
      describe.mockRestore();
    }
  });
});
