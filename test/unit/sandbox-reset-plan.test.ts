import { describe, expect, it } from 'vitest';
import { type Catalogue, resetPlan } from '../../src/modules/sandbox-reset/catalogue.js';

const fk = (table: string, references: string, column: string, cascade = true) => ({
  table,
  references,
  columns: [column],
  referencedColumns: ['id'],
  onDeleteCascade: cascade,
});

const base: Catalogue = {
  tables: [
    { name: 'platforms', hasPlatformId: false },
    { name: 'api_tokens', hasPlatformId: true },
    { name: 'customers', hasPlatformId: true },
    { name: 'quotes', hasPlatformId: true },
    { name: 'transactions', hasPlatformId: true },
    { name: 'agents', hasPlatformId: true },
    { name: 'agent_tokens', hasPlatformId: false },
  ],
  foreignKeys: [
    fk('api_tokens', 'platforms', 'platform_id'),
    fk('customers', 'platforms', 'platform_id'),
    fk('transactions', 'quotes', 'quote_id', false),
    fk('transactions', 'customers', 'customer_id', false),
    fk('quotes', 'customers', 'customer_id', false),
    fk('agents', 'customers', 'customer_id'),
    fk('agent_tokens', 'agents', 'agent_id'),
  ],
};

describe('the sandbox reset plan', () => {
  it('deletes the tables of platform data, children before what they point at, and keeps the platform', () => {
    const order = resetPlan(base).map((step) => step.table);
    expect([...order].sort()).toEqual(['agent_tokens', 'agents', 'customers', 'quotes', 'transactions']);
    const before = (child: string, parent: string) => order.indexOf(child) < order.indexOf(parent);
    expect([
      before('transactions', 'quotes'),
      before('quotes', 'customers'),
      before('agents', 'customers'),
      before('agent_tokens', 'agents'),
    ]).toEqual([true, true, true, true]);
    expect(resetPlan(base).find((step) => step.table === 'agent_tokens')).toEqual({
      table: 'agent_tokens',
      by: 'parent',
      links: [{ column: 'agent_id', parent: 'agents', parentColumn: 'id' }],
    });
  });

  it('refuses a table it has no rule for', () => {
    const catalogue = { ...base, tables: [...base.tables, { name: 'loose_ends', hasPlatformId: false }] };
    expect(() => resetPlan(catalogue)).toThrow(/table loose_ends has no sandbox reset rule/);
    const notCascading = {
      tables: [...base.tables, { name: 'loose_ends', hasPlatformId: false }],
      foreignKeys: [...base.foreignKeys, fk('loose_ends', 'customers', 'customer_id', false)],
    };
    expect(() => resetPlan(notCascading)).toThrow(/table loose_ends has no sandbox reset rule/);
  });

  it('refuses a kept table that points at deleted rows, and a cycle', () => {
    const kept = { ...base, foreignKeys: [...base.foreignKeys, fk('api_tokens', 'customers', 'owner_id')] };
    expect(() => resetPlan(kept)).toThrow(/api_tokens is kept by a sandbox reset but points at customers/);
    const cycle = { ...base, foreignKeys: [...base.foreignKeys, fk('customers', 'transactions', 'last_id')] };
    expect(() => resetPlan(cycle)).toThrow(/cycle/);
  });
});
