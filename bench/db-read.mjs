// The honest ceiling of a read from the database: a bare fastify route that answers one
// SELECT by primary key through a pg pool of the service's size (DATABASE_POOL_SIZE, default
// 10), on DATABASE_URL. Its own table, made and filled here and dropped at the end.
// Also the ceiling of a list: a page of 100 rows and its count, the two statements of a
// service list, answered as fastify writes the rows (`/list`) or as PostgreSQL writes the
// page's JSON (`/list-json`). A row's body is about the size of a customer as the API answers it.
// And the ceiling of the service's own list (`/customers`): the same page, 100 rows of a table
// with the columns and types of the service's `customers` table, filled as the bench seeds the
// service's customers, read with the same statements (the page in the list's index order, and
// the count up to its limit) and written by fastify as node-postgres parsed them.
// And each single read's own row as the service stores it (`/row/<name>`, when the bench gives
// READ_ROWS; a reference, not a ceiling, which the service's read can beat): the service's row
// (a customer, a quote, a transaction) copied with its table's columns and types into a table
// of its own, read by the service's statement (its platform and id, prepared as the service
// prepares its reads) and written by fastify as node-postgres parsed it.
import Fastify from 'fastify';
import { logEachRequest, loggerOptions } from './fastify-options.mjs';
import pg from 'pg';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
});
const table = `bench_read_${process.pid}`;
await pool.query(`create table ${table} (id uuid primary key, body jsonb not null)`);
await pool.query(
  `insert into ${table} select gen_random_uuid(), jsonb_build_object('n', n, 'name', 'Bench Customer ' || n,
     'customerType', 'INDIVIDUAL', 'platformCustomerId', 'bench-' || n, 'umaAddress', '$bench' || n || '@example.com',
     'kycStatus', 'APPROVED', 'birthDate', '1990-12-10', 'nationality', 'US',
     'address', jsonb_build_object('line1', n || ' Main St', 'city', 'Springfield', 'state', 'IL', 'postalCode', '62701', 'country', 'US'),
     'createdAt', '2026-11-27T00:00:00.000Z', 'updatedAt', '2026-11-27T00:00:00.000Z', 'isDeleted', false)
   from generate_series(1, 1000) as n`,
);
const customers = `bench_customers_${process.pid}`;
await pool.query(
  `create table ${customers} (id uuid primary key, platform_id uuid not null, platform_customer_id text not null,
     customer_type text not null, uma_address text not null, email text, phone_number text, region text,
     currencies jsonb, kyc_status text, kyb_status text, profile jsonb not null default '{}'::jsonb,
     end_user_terms_consent jsonb, contact_verification jsonb, is_deleted boolean not null default false,
     deleted_at timestamp(3) with time zone, created_at timestamp(3) with time zone not null,
     updated_at timestamp(3) with time zone not null)`,
);
await pool.query(`create index on ${customers} (platform_id, created_at, id)`);
const platformId = '00000000-0000-4000-8000-000000000001';
await pool.query(
  `insert into ${customers} (id, platform_id, platform_customer_id, customer_type, uma_address, kyc_status,
     profile, created_at, updated_at)
   select gen_random_uuid(), $1, 'bench-seed-' || n, 'INDIVIDUAL',
     '$bench.customer.' || substr(md5(n::text), 1, 6) || '@sandbox-platform-000000.uma.test', 'APPROVED',
     jsonb_build_object('address', jsonb_build_object('line1', '1 Main St', 'city', 'Springfield', 'state', 'IL',
       'postalCode', '62701', 'country', 'US'), 'fullName', 'Bench Customer', 'birthDate', '1990-12-10',
       'nationality', 'US'),
     now() + n * interval '1 ms', now() + n * interval '1 ms'
   from generate_series(1, 100) as n`,
  [platformId],
);

const { rows } = await pool.query(`select id from ${table} order by id offset 500 limit 1`);
const id = rows[0].id;

const app = Fastify(loggerOptions());
logEachRequest(app);
app.get('/read', async () => (await pool.query(`select id, body from ${table} where id = $1`, [id])).rows[0]);
const count = () => pool.query(`select count(*)::int as n from ${table}`);
app.get('/list', async () => {
  const [page, total] = await Promise.all([
    pool.query(`select id, body from ${table} order by id limit $1`, [101]),
    count(),
  ]);
  return { data: page.rows.slice(0, 100), hasMore: page.rows.length > 100, totalCount: total.rows[0].n };
});
app.get('/list-json', async (_request, reply) => {
  const [page, total] = await Promise.all([
    pool.query(
      `select coalesce(json_agg(p), '[]')::text as data from (select id, body from ${table} order by id limit $1) p`,
      [100],
    ),
    count(),
  ]);
  reply.type('application/json');
  return `{"data":${page.rows[0].data},"hasMore":true,"totalCount":${total.rows[0].n}}`;
});
app.get('/customers', async () => {
  const [page, total] = await Promise.all([
    pool.query(
      `select * from ${customers} where platform_id = $1 and is_deleted = false
        order by created_at desc, id desc limit $2`,
      [platformId, 101],
    ),
    pool.query(
      `select count(*)::int as n from (select 1 from ${customers} where platform_id = $1 and is_deleted = false
         limit $2) as c`,
      [platformId, 10_001],
    ),
  ]);
  return { data: page.rows.slice(0, 100), hasMore: page.rows.length > 100, totalCount: total.rows[0].n };
});
// READ_ROWS: [{ name, columns: [[column, type], ...], row: the row as JSON }], from the bench.
const ownRows = JSON.parse(process.env.READ_ROWS ?? '[]');
const ownTables = [];
for (const { name, columns, row } of ownRows) {
  const own = `bench_row_${name}_${process.pid}`;
  ownTables.push(own);
  const defined = columns.map(([column, type]) => `"${column}" ${type}`).join(', ');
  await pool.query(`create table ${own} (${defined}, primary key (id))`);
  const { rows: keys } = await pool.query(
    `insert into ${own} select * from json_populate_record(null::${own}, $1::json) returning platform_id, id`,
    [row],
  );
  const values = [keys[0].platform_id, keys[0].id];
  const text = `select * from ${own} where platform_id = $1 and id = $2`;
  app.get(`/row/${name}`, async () => (await pool.query({ name: own, text, values })).rows[0]);
}
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write(`listening ${app.server.address().port}\n`);

const stop = async () => {
  await app.close();
  await pool.query(`drop table if exists ${[table, customers, ...ownTables].join(', ')}`).catch(() => {});
  await pool.end();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
