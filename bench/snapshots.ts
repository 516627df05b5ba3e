// Snapshots (src/db/snapshots.ts, decision 0036): builds an instance of N customers (the bulk
// CSV import of a service run in-process, so every customer has its accounts, ledger accounts
// and events as in use), stops the service, then times, on the same server and in the same
// run: `snapshot save`, `snapshot restore`, and a plain CREATE DATABASE of an empty database
// (what `createdb` runs), each the median of BENCH_TURNS turns, with both copy strategies.
// Usage: npm run bench:snapshots   (BENCH_SIZES=10000,50000 by default; BENCH_TURNS=5;
// BENCH_TARGETS=embedded,postgres; the PostgreSQL target is a scratch database on
// BENCH_POSTGRES_URL / TEST_POSTGRES_URL / the local server)
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../src/config.js';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { type CopyStrategy, Snapshots } from '../src/db/snapshots.js';
import { startService } from '../src/main.js';
import { benchPlatform } from './lib/platform.js';
import { clusterDir, makeDataDir, removeDataDir } from './lib/process.js';
import { scratchPostgres } from './scratch-postgres.js';

const SIZES = (process.env.BENCH_SIZES ?? '10000,50000').split(',').map(Number);
const TURNS = Number(process.env.BENCH_TURNS ?? 5);
const TARGETS = (process.env.BENCH_TARGETS ?? 'embedded,postgres').split(',');
const IMPORT_ROWS = 10_000; // one CSV per 10,000 customers

const log = (line: string) => process.stderr.write(`bench snapshots: ${line}\n`);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

function csvOf(from: number, count: number, umaDomain: string, run: string): string {
  const lines = [
    'umaAddress,platformCustomerId,customerType,fullName,birthDate,addressLine1,addressLine2,city,state,' +
      'postalCode,country,email,businessLegalName,businessRegistrationNumber,businessTaxId,platformAccountId,description',
  ];
  for (let i = from; i < from + count; i += 1) {
    const id = `snap-${run}-${i}`;
    const address = `${i} Main St,,Springfield,IL,62701,US`;
    lines.push(
      i % 5 === 4
        ? `$${id}@${umaDomain},${id},BUSINESS,,,${address},,"Company ${i}, Inc.",REG-${i},12-3456789,acct-${i},bench`
        : `$${id}@${umaDomain},${id},INDIVIDUAL,Person ${i},1990-01-15,${address},${id}@example.test,,,,acct-${i},bench`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Fills the service's database with `customers` customers through the bulk import, then stops the service. */
async function build(env: Record<string, string>, customers: number): Promise<void> {
  const config = loadConfig({ ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
  const service = await startService(config);
  try {
    const { authorization, get } = await benchPlatform(service, config, 'Snapshot bench');
    const { umaDomain } = await get<{ umaDomain: string }>('/config');
    const run = randomBytes(3).toString('hex');
    for (let from = 0; from < customers; from += IMPORT_ROWS) {
      const form = new FormData();
      const csv = csvOf(from, Math.min(IMPORT_ROWS, customers - from), umaDomain, run);
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'customers.csv');
      const response = await fetch(`${service.baseUrl}/customers/bulk/csv`, {
        method: 'POST',
        headers: { authorization },
        body: form,
      });
      const accepted = (await response.json()) as { jobId: string };
      if (response.status !== 202) throw new Error(`upload: ${response.status} ${JSON.stringify(accepted)}`);
      for (;;) {
        const job = await get<{ status: string; progress: Record<string, number> }>(
          `/customers/bulk/jobs/${accepted.jobId}`,
        );
        if (job.status === 'FAILED') throw new Error(`import FAILED: ${JSON.stringify(job.progress)}`);
        if (job.status === 'COMPLETED') break;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const total = await get<{ totalCount: number }>('/customers?limit=1');
    if (total.totalCount !== customers) throw new Error(`${total.totalCount} customers, not ${customers}`);
  } finally {
    await service.stop();
  }
}

interface Row {
  target: string;
  customers: number;
  strategy: CopyStrategy;
  megabytes: number;
  saveMs: number;
  /** Until the snapshot's copy has the service's database's name. */
  restoreMs: number;
  /** The whole command's work: the database it replaced dropped too. */
  restoreWholeMs: number;
  createdbMs: number;
}

/** Times save, restore and an empty CREATE DATABASE on the server of `adminUrl`, in alternation. */
async function measure(
  target: string,
  adminUrl: string,
  database: string,
  customers: number,
): Promise<Row[]> {
  const rows: Row[] = [];
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const strategy of ['FILE_COPY', 'WAL_LOG'] as const) {
      const snapshots = await Snapshots.open(adminUrl, database, strategy);
      const saves: number[] = [];
      const restores: number[] = [];
      const wholes: number[] = [];
      const creates: number[] = [];
      let megabytes = 0;
      try {
        for (let turn = 0; turn < TURNS; turn += 1) {
          let started = performance.now();
          const saved = await snapshots.save('bench', { replace: true });
          saves.push(performance.now() - started);
          megabytes = saved.bytes / 1_048_576;
          started = performance.now();
          let back = 0;
          await snapshots.restore('bench', () => {
            back = performance.now() - started;
          });
          restores.push(back);
          wholes.push(performance.now() - started);
          // createdb of an empty database: PostgreSQL's default, from template1.
          const empty = `bench_empty_${randomBytes(3).toString('hex')}`;
          started = performance.now();
          await admin.query(`create database ${empty}`);
          creates.push(performance.now() - started);
          await admin.query(`drop database ${empty}`);
        }
        await snapshots.delete('bench');
      } finally {
        await snapshots.close();
      }
      const row = {
        target,
        customers,
        strategy,
        megabytes,
        saveMs: median(saves),
        restoreMs: median(restores),
        restoreWholeMs: median(wholes),
        createdbMs: median(creates),
      };
      log(JSON.stringify({ ...row, saves, restores, wholes, creates }));
      rows.push(row);
    }
  } finally {
    await admin.end();
  }
  return rows;
}

async function embedded(customers: number): Promise<Row[]> {
  const dataDir = makeDataDir('payments-snapshot-bench-');
  try {
    await build({ DATA_DIR: dataDir }, customers);
    const cluster = await startEmbeddedPostgres({ dir: clusterDir(dataDir) });
    try {
      return await measure('embedded PostgreSQL 18', cluster.adminUrl, 'payments', customers);
    } finally {
      await cluster.stop();
    }
  } finally {
    await removeDataDir(dataDir);
  }
}

async function external(customers: number): Promise<Row[]> {
  const scratch = await scratchPostgres();
  if (typeof scratch === 'string') {
    log(scratch);
    return [];
  }
  try {
    await build({ DATABASE_URL: scratch.url }, customers);
    const url = new URL(scratch.url);
    const database = url.pathname.slice(1);
    url.pathname = '/postgres';
    const server = new pg.Client({ connectionString: url.toString() });
    await server.connect();
    const version = (await server.query<{ v: string }>("select current_setting('server_version') as v"))
      .rows[0]?.v;
    await server.end();
    return await measure(`PostgreSQL ${version?.split(' ')[0]}`, url.toString(), database, customers);
  } finally {
    await scratch.drop();
  }
}

const rows: Row[] = [];
for (const customers of SIZES) {
  for (const target of TARGETS) {
    log(`${target}: building an instance of ${customers.toLocaleString('en-US')} customers`);
    rows.push(...(target === 'embedded' ? await embedded(customers) : await external(customers)));
  }
}
const table = [
  '| Database | Customers | Size | Strategy | `snapshot save` | `snapshot restore`: state back | with the old copy dropped | empty `createdb` | restore / createdb |',
  '| --- | --: | --: | --- | --: | --: | --: | --: | --: |',
  ...rows.map(
    (r) =>
      `| ${r.target} | ${r.customers.toLocaleString('en-US')} | ${r.megabytes.toFixed(0)} MB | ${r.strategy} | ` +
      `${r.saveMs.toFixed(0)} ms | ${r.restoreMs.toFixed(0)} ms | ${r.restoreWholeMs.toFixed(0)} ms | ${r.createdbMs.toFixed(0)} ms | ` +
      `${(r.restoreMs / r.createdbMs).toFixed(1)} |`,
  ),
];
console.log(`\nSnapshots, median of ${TURNS} turns\n\n${table.join('\n')}`);
