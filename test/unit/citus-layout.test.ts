import { describe, expect, it } from 'vitest';
import { type Catalog, citusLayoutStatements } from '../../src/db/citus.js';
import type { TablePlacement } from '../../src/db/distribution.js';

const placement: Record<string, TablePlacement> = {
  platforms: { kind: 'reference', why: 'small' },
  jobs: { kind: 'local', why: 'queue' },
  customers: { kind: 'tenant' },
  agents: { kind: 'tenant' },
};

const catalog: Catalog = {
  columns: {
    platforms: ['id', 'name'],
    jobs: ['id', 'platform_id'],
    customers: ['id', 'platform_id', 'uma_address'],
    agents: ['id', 'platform_id', 'customer_id'],
    kysely_migration: ['name'],
  },
  keys: [
    {
      table: 'platforms',
      name: 'platforms_pkey',
      type: 'p',
      columns: ['id'],
      definition: 'PRIMARY KEY (id)',
    },
    {
      table: 'customers',
      name: 'customers_pkey',
      type: 'p',
      columns: ['id'],
      definition: 'PRIMARY KEY (id)',
    },
    {
      table: 'customers',
      name: 'customers_platform_id_fkey',
      type: 'f',
      columns: ['platform_id'],
      definition: 'FOREIGN KEY (platform_id) REFERENCES platforms(id) ON DELETE CASCADE',
      references: { table: 'platforms', columns: ['id'] },
    },
    {
      table: 'customers',
      name: 'customers_uma_address',
      type: 'i',
      columns: null,
      definition:
        'CREATE UNIQUE INDEX customers_uma_address ON public.customers USING btree (lower(uma_address)) WHERE (NOT is_deleted)',
    },
    {
      table: 'customers',
      name: 'customers_platform_id_id',
      type: 'i',
      columns: ['platform_id', 'id'],
      definition:
        'CREATE UNIQUE INDEX customers_platform_id_id ON public.customers USING btree (platform_id, id)',
    },
    { table: 'agents', name: 'agents_pkey', type: 'p', columns: ['id'], definition: 'PRIMARY KEY (id)' },
    {
      table: 'agents',
      name: 'agents_customer_id_fkey',
      type: 'f',
      columns: ['customer_id'],
      definition: 'FOREIGN KEY (customer_id) REFERENCES customers(id) ON DELETE CASCADE',
      references: { table: 'customers', columns: ['id'] },
    },
  ],
};

describe('the Citus layout', () => {
  it('is generated from the table placement and the catalog', () => {
    expect(citusLayoutStatements(placement, catalog)).toEqual([
      'alter table "agents" drop constraint "agents_customer_id_fkey"',
      'alter table "agents" drop constraint "agents_pkey"',
      'alter table "agents" add constraint "agents_pkey" primary key ("platform_id", "id")',
      'alter table "customers" drop constraint "customers_pkey"',
      'alter table "customers" add constraint "customers_pkey" primary key ("platform_id", "id")',
      'drop index "customers_uma_address"',
      'CREATE UNIQUE INDEX customers_uma_address ON public.customers USING btree (platform_id, lower(uma_address)) WHERE (NOT is_deleted)',
      "select citus_add_local_table_to_metadata('jobs')",
      "select create_reference_table('platforms')",
      "select create_distributed_table('agents', 'platform_id')",
      "select create_distributed_table('customers', 'platform_id', colocate_with => 'agents')",
      'alter table "agents" add constraint "agents_customer_id_fkey" foreign key ("platform_id", "customer_id") references "customers" ("platform_id", "id") ON DELETE CASCADE',
    ]);
  });

  it('refuses a tenant table without platform_id and a table without a placement', () => {
    const noColumn = { ...catalog, columns: { ...catalog.columns, agents: ['id', 'customer_id'] } };
    expect(() => citusLayoutStatements(placement, noColumn)).toThrow(
      'tenant tables without a platform_id column cannot be distributed: agents',
    );
    const unplaced = { ...catalog, columns: { ...catalog.columns, gadgets: ['id'] } };
    expect(() => citusLayoutStatements(placement, unplaced)).toThrow(
      'tables without a placement in src/db/distribution.ts: gadgets',
    );
  });
});
