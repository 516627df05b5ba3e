import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeImport, ImportError, importCustomers } from '../../../src/import-customers.js';
import { cliDatabaseEnv, runCli } from '../../helpers/cli.js';
import { type PlatformClient, startTestService, type TestService } from '../../helpers/service.js';

/**
 * `payments-service customers import FILE`: the CSV goes up, the job is followed with a
 * progress bar, and the summary names what was refused.
 */
let service: TestService;
let platform: PlatformClient;
const dir = mkdtempSync(join(tmpdir(), 'import-cli-'));

beforeAll(async () => {
  service = await startTestService();
  platform = await service.newPlatform('Import CLI');
});
afterAll(() => service.close());

const HEADER =
  'umaAddress,platformCustomerId,customerType,fullName,birthDate,addressLine1,addressLine2,city,state,postalCode,country,email,businessLegalName,businessRegistrationNumber,businessTaxId,platformAccountId,description';
const person = (domain: string, id: string, birthDate = '1990-01-01') =>
  `$${id}@${domain},${id},INDIVIDUAL,Ada Lovelace,${birthDate},1 Main St,,Springfield,IL,62701,US,${id}@example.test,,,,,`;

describe('payments-service customers import', () => {
  it('imports the rows, shows progress, and names the refused rows in the summary', async () => {
    const file = join(dir, 'customers.csv');
    const domain = (await platform.request<{ umaDomain: string }>('GET', '/config')).body.umaDomain;
    const rows = [person(domain, 'cli1'), person(domain, 'cli2'), person(domain, 'cli3', 'not-a-date')];
    writeFileSync(file, `${HEADER}\n${rows.join('\n')}\n`);
    let drawn = '';
    const job = await importCustomers({
      baseUrl: `${service.origin}/2025-10-13`,
      clientId: platform.clientId,
      clientSecret: platform.clientSecret,
      file,
      pollMs: 50,
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          drawn += chunk.toString();
          done();
        },
      }),
    });
    expect(job.status, JSON.stringify(job.errors)).toBe('COMPLETED');
    expect(job.errors, JSON.stringify(job.errors)).toHaveLength(1);
    expect(job.progress).toEqual({ total: 3, processed: 3, successful: 2, failed: 1 });
    expect(drawn).toMatch(/importing customers \[.*\] \d\/3 rows/);
    const summary = describeImport(job);
    expect(summary).toMatch(/^Import finished \(Job:[0-9a-f-]+\): 3 rows, 2 imported, 1 refused\./);
    expect(summary).toMatch(/\n {2}cli3: INVALID_INPUT /);
    const listed = await platform.request<{ totalCount: number }>('GET', '/customers?limit=1');
    expect(listed.body.totalCount).toBe(2);
  });

  it('says what is wrong with the file or the service, without a stack trace', async () => {
    const base = {
      baseUrl: `${service.origin}/2025-10-13`,
      clientId: platform.clientId,
      clientSecret: platform.clientSecret,
      stream: null,
    };
    await expect(importCustomers({ ...base, file: join(dir, 'missing.csv') })).rejects.toThrow(ImportError);
    const bad = join(dir, 'bad-header.csv');
    writeFileSync(bad, 'name,email\nAda,ada@example.test\n');
    await expect(importCustomers({ ...base, file: bad })).rejects.toThrow(/answered 400/);
    const usage = await runCli(['customers', 'import'], cliDatabaseEnv());
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/customers import needs a FILE/);
  });
});
