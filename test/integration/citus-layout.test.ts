import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { applyCitusLayout, citusLayoutStatements, hasCitus, readCatalog } from '../../src/db/citus.js';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.js';
import { tableDistribution } from '../../src/db/distribution.js';
import { createTestDatabase } from '../helpers/global-setup.js';

/**
 * Migration 0030 on the migrated schema: without Citus it leaves the schema as it is; with it,
 * it would run the statements generated here from the tables' placement and the catalog.
 */
let testDatabase: { url: string; drop: () => Promise<void> };
let handle: DatabaseHandle;

beforeAll(async () => {
  testDatabase = await createTestDatabase(inject('adminUrl'), inject('templateDatabase'));
  handle = await openDatabase({ databaseUrl: testDatabase.url, poolSize: 1 });
});

afterAll(async () => {
  await handle?.close();
  await testDatabase?.drop();
});

describe('the Citus layout of the migrated schema', () => {
  it('changes nothing on a PostgreSQL without the citus extension', async () => {
    const db = handle.db;
    expect(await hasCitus(db)).toBe(false);
    const before = await readCatalog(db);
    expect(await applyCitusLayout(db, tableDistribution)).toEqual([]);
    expect(await readCatalog(db)).toEqual(before);
  });

  it('gives every tenant table platform_id, and distributes them all in one co-location group', async () => {
    const catalog = await readCatalog(handle.db);
    const tenants = Object.entries(tableDistribution)
      .filter(([, placement]) => placement.kind === 'tenant')
      .map(([table]) => table);
    for (const table of tenants) expect(catalog.columns[table], table).toContain('platform_id');
    const statements = citusLayoutStatements(tableDistribution, catalog);
    const [anchor, ...rest] = [...tenants].sort();
    expect(statements).toContain(`select create_distributed_table('${anchor}', 'platform_id')`);
    for (const table of rest) {
      expect(statements).toContain(
        `select create_distributed_table('${table}', 'platform_id', colocate_with => '${anchor}')`,
      );
    }
    for (const table of ['platforms', 'api_tokens', 'key_encryption_keys']) {
      expect(statements).toContain(`select create_reference_table('${table}')`);
    }
    expect(statements).toContain(`select citus_add_local_table_to_metadata('jobs')`);
    // Every key of a tenant table ends up with platform_id: those without it are made again.
    const remade = new Set(
      statements.flatMap((s) => /add constraint "([^"]+)" (?:primary key|unique)/.exec(s)?.[1] ?? []),
    );
    for (const key of catalog.keys) {
      if (tableDistribution[key.table as keyof typeof tableDistribution]?.kind !== 'tenant') continue;
      if (key.type === 'p' || key.type === 'u') {
        expect(key.columns?.includes('platform_id') || remade.has(key.name), key.name).toBe(true);
      }
    }
  });
});
