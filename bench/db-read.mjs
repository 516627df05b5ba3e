// The honest ceiling of a read from the database: a bare fastify route that answers one
// SELECT by primary key through a pg pool of the service's size (DATABASE_POOL_SIZE, default
// 10), on DATABASE_URL. Its own table, made and filled here and dropped at the end.
// Also the ceiling of a list: a page of 100 rows and its count, the two statements of a
// service list, answered as fastify writes the rows (`/list`) or as PostgreSQL writes the
// page's JSON (`/list-json`). A row's body is about the size of a customer as the API answers it.
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
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write(`listening ${app.server.address().port}\n`);

const stop = async () => {
  await app.close();
  await pool.query(`drop table if exists ${table}`).catch(() => {});
  await pool.end();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
