// Bulk customer import: uploads a generated CSV (10,000 rows by default) to an in-process
// service over HTTP and polls the import job until it is COMPLETED.
// Usage: npm run bench:bulk   (BENCH_ROWS, DATABASE_URL optional: use a scratch database;
// without it the service starts the embedded PostgreSQL in a fresh DATA_DIR)
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../src/config.js';
import { startService } from '../src/main.js';
import { benchPlatform } from './lib/platform.js';
import { makeDataDir, removeDataDir } from './lib/process.js';

const rows = Number(process.env.BENCH_ROWS ?? 10_000);
const dataDir = makeDataDir('payments-bulk-bench-');
const config = loadConfig({
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
});
const database = config.databaseUrl
  ? 'PostgreSQL (DATABASE_URL)'
  : 'embedded PostgreSQL (in a fresh DATA_DIR)';

const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** Four individuals to one business; every row valid, ids unique to this run. */
function generateCsv(count: number, umaDomain: string): string {
  const run = randomBytes(3).toString('hex');
  const header =
    'umaAddress,platformCustomerId,customerType,fullName,birthDate,addressLine1,addressLine2,city,state,' +
    'postalCode,country,email,businessLegalName,businessRegistrationNumber,businessTaxId,platformAccountId,description';
  const lines = [header];
  for (let i = 0; i < count; i += 1) {
    const id = `bench-${run}-${i}`;
    const common = [`$${id}@${umaDomain}`, id];
    const address = [`${i} Main St`, i % 3 === 0 ? 'Suite 100' : '', 'Springfield', 'IL', '62701', 'US'];
    const cells =
      i % 5 === 4
        ? [...common, 'BUSINESS', '', '', ...address, '', `Company ${i}, Inc.`, `REG-${i}`, '12-3456789']
        : [
            ...common,
            'INDIVIDUAL',
            `Person ${i}`,
            '1990-01-15',
            ...address,
            `${id}@example.test`,
            '',
            '',
            '',
          ];
    lines.push([...cells, `acct-${i}`, 'imported by the benchmark'].map(quote).join(','));
  }
  return `${lines.join('\n')}\n`;
}

const service = await startService(config).catch(async (err: unknown) => {
  await removeDataDir(dataDir);
  throw err;
});
try {
  const { authorization, get } = await benchPlatform(service, config, 'Bulk import bench');

  const { umaDomain } = await get<{ umaDomain: string }>('/config');
  const csv = generateCsv(rows, umaDomain);
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'customers.csv');

  const started = performance.now();
  const response = await fetch(`${service.baseUrl}/customers/bulk/csv`, {
    method: 'POST',
    headers: { authorization },
    body: form,
  });
  const accepted = (await response.json()) as { jobId: string };
  if (response.status !== 202) throw new Error(`upload: ${response.status} ${JSON.stringify(accepted)}`);
  const uploadMs = performance.now() - started;

  type Job = { status: string; progress: Record<string, number>; errors: unknown[] };
  let job: Job;
  for (;;) {
    job = await get<Job>(`/customers/bulk/jobs/${accepted.jobId}`);
    if (job.status === 'COMPLETED' || job.status === 'FAILED') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const seconds = (performance.now() - started) / 1000;
  if (job.status !== 'COMPLETED' || job.progress.successful !== rows) {
    throw new Error(
      `import ended ${job.status}: ${JSON.stringify(job.progress)} ${JSON.stringify(job.errors.slice(0, 3))}`,
    );
  }
  console.log(
    `\nBulk import of ${rows.toLocaleString('en-US')} rows (${(csv.length / 1e6).toFixed(1)} MB), database: ${database}`,
  );
  console.log(`  upload answered 202 in ${uploadMs.toFixed(0)} ms`);
  console.log(
    `  COMPLETED after ${seconds.toFixed(2)} s: ${Math.round(rows / seconds).toLocaleString('en-US')} rows/s`,
  );
  console.log(`  progress: ${JSON.stringify(job.progress)}`);
} finally {
  await service.stop();
  await removeDataDir(dataDir);
}
