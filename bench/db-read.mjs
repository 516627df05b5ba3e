// The honest ceiling of a read from the database: a bare fastify route that answers one
// SELECT by primary key through a pg pool of the service's size (DATABASE_POOL_SIZE, default
// 10), on DATABASE_URL. Its own table, made and filled here and dropped at the end.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
});
const table = `bench_read_${process.pid}`;
await pool.query(`create table ${table} (id uuid primary key, body jsonb not null)`);
await pool.query(
  `insert into ${table} select gen_random_uuid(), jsonb_build_object('n', n, 'name', 'Bench Customer ' || n)
   from generate_series(1, 1000) as n`,
);
const { rows } = await pool.query(`select id from ${table} order by id offset 500 limit 1`);
const id = rows[0].id;

const app = Fastify({ logger: false });
app.get('/read', async () => (await pool.query(`select id, body from ${table} where id = $1`, [id])).rows[0]);
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
