import { beforeAll, describe, expect, it } from 'vitest';
import { loadParser, unscopedTenantTables } from '../helpers/tenant-scope.js';

const tenant = new Set(['customers', 'agents', 'agent_tokens', 'ledger_accounts', 'ledger_postings']);
const unscoped = (sql: string) => unscopedTenantTables(sql, tenant)?.tables ?? [];

beforeAll(() => loadParser());

describe('the platform_id check of a statement', () => {
  it('passes statements that bind platform_id on every tenant table they reach', () => {
    for (const sql of [
      'select * from customers where platform_id = $1 and id = $2',
      'select * from customers c where c.platform_id = any($1) order by c.id',
      'select * from customers where platform_id in ($1, $2)',
      'select * from customers where platform_id in (select platform_id from customers where id = $1 and platform_id = $2)',
      'insert into customers (id, platform_id, name) values ($1, $2, $3) on conflict do nothing',
      'update customers set name = $1 where id = $2 and platform_id = $3 returning *',
      'delete from agents where platform_id = $1 and id = $2',
      // bound through a join on platform_id to a bound table, either way round
      'select a.* from agents a join customers c on c.id = a.customer_id and c.platform_id = a.platform_id where a.platform_id = $1',
      'select a.* from agents a join customers c on c.platform_id = a.platform_id and c.id = a.customer_id where c.platform_id = $1',
      // a correlated subquery may bind to the outer row
      'select *, exists (select 1 from agent_tokens t where t.agent_id = agents.id and t.platform_id = agents.platform_id) from agents where platform_id = $1',
      // a CTE's name hides the table; the CTE itself is checked
      'with customers as (select * from agents where platform_id = $1) select * from customers',
      'update ledger_accounts as la set available = v.available from (values ($1::uuid, $2::bigint)) as v(id, available) where la.id = v.id and la.platform_id = $3',
      'select * from jobs where state = $1 for update skip locked',
      'begin',
      'create table customers (id uuid)',
    ]) {
      expect(unscoped(sql), sql).toEqual([]);
    }
  });

  it('names every tenant table a statement reaches without binding its platform_id', () => {
    const cases: [string, string[]][] = [
      ['select * from customers where id = $1', ['customers']],
      ['select * from customers where platform_id is not null', ['customers']],
      ['select * from customers where id = $1 or platform_id = $2', ['customers']],
      ['select * from customers where not (platform_id = $1)', ['customers']],
      ['insert into customers (id, name) values ($1, $2)', ['customers']],
      ['update customers set name = $1 where id = $2', ['customers']],
      ['delete from agents where id = $1', ['agents']],
      // joined on platform_id, but nothing binds either
      ['select * from agents a join customers c on c.platform_id = a.platform_id', ['agents', 'customers']],
      // joined without platform_id: the joined table is open
      [
        'select * from agents a join customers c on c.id = a.customer_id where a.platform_id = $1',
        ['customers'],
      ],
      [
        'select *, exists (select 1 from agent_tokens t where t.agent_id = agents.id) from agents where platform_id = $1',
        ['agent_tokens'],
      ],
      ['with x as (select * from ledger_postings) select * from x', ['ledger_postings']],
      [
        'insert into customers (id, platform_id) select id, platform_id from agents where id = $1',
        ['agents'],
      ],
      ['select * from customers where platform_id = $1 union all select * from agents', ['agents']],
      ['select * from (select * from ledger_accounts) s', ['ledger_accounts']],
    ];
    for (const [sql, tables] of cases) expect(unscoped(sql), sql).toEqual(tables);
  });
});
