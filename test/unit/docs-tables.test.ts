import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('../../scripts/docs-tables.mjs', import.meta.url));

function docsTables(...args: string[]): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('the table list of docs/architecture.md', () => {
  it('names exactly the tables of the Database interface, each with its owner and described, and the declared reads', () => {
    const { status, output } = docsTables('--check');
    expect(status, output).toBe(0);
  });
});

// The check must itself catch drift, or the test above passes vacuously: a sample checkout
// whose doc has fallen behind its table declarations.
describe('npm run docs:tables', () => {
  let root: string;
  const doc = () => readFileSync(join(root, 'docs/architecture.md'), 'utf8');

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'docs-tables-'));
    for (const dir of ['src/db', 'src/jobs', 'src/modules/payments', 'src/modules/webhooks', 'docs']) {
      mkdirSync(join(root, dir), { recursive: true });
    }
    writeFileSync(
      join(root, 'src/db/schema.ts'),
      [
        "import type { JobsTables } from '../jobs/tables.js';",
        "import type { PaymentsTables } from '../modules/payments/tables.js';",
        "import type { WebhooksTables } from '../modules/webhooks/tables.js';",
        '',
        'export interface Database extends JobsTables, PaymentsTables, WebhooksTables {}',
        '',
      ].join('\n'),
    );
    writeFileSync(join(root, 'src/jobs/tables.ts'), 'export interface JobsTables {\n  jobs: JobsTable;\n}\n');
    writeFileSync(
      join(root, 'src/modules/payments/tables.ts'),
      [
        'export interface PaymentsTables {',
        '  quotes: QuotesTable;',
        '}',
        '',
        'export interface PaymentsReads {',
        '  /**',
        '   * A quote to a UMA address uses the',
        '   * lookup it names.',
        '   */',
        "  receiver_lookups: Database['receiver_lookups'];",
        '}',
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(root, 'src/modules/webhooks/tables.ts'),
      'export interface WebhooksTables {\n  events: EventsTable;\n}\n',
    );
    writeFileSync(
      join(root, 'docs/architecture.md'),
      [
        '# Architecture',
        '',
        '<!-- tables:start -->',
        '',
        '- `events` (src/events/): webhook events.',
        '- `transfers` (src/modules/payments/): gone since.',
        '- `jobs` (src/jobs/): the durable queue,',
        '  wrapped by hand.',
        '',
        '<!-- tables:end -->',
        '',
        '<!-- reads:start -->',
        '<!-- reads:end -->',
        '',
        'After.',
        '',
      ].join('\n'),
    );
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('--check names the missing and extra tables and changes nothing', () => {
    const before = doc();
    const { status, output } = docsTables('--check', '--root', root);
    expect(status).toBe(1);
    expect(output).toContain('missing (in the Database interface of src/db/schema.ts): quotes');
    expect(output).toContain('extra (not in the Database interface of src/db/schema.ts): transfers');
    expect(output).toContain('owner not the declaring tables.ts: events (listed under src/events/');
    expect(output).toContain('the reads across owners');
    expect(doc()).toBe(before);
  });

  it('rewrites the list in the schema order with the declared owners and reads, keeping descriptions and marking new tables TODO', () => {
    expect(docsTables('--root', root)).toEqual({
      status: 0,
      output:
        'added: quotes\nremoved: transfers\n' + 'describe in docs/architecture.md (what it holds): quotes\n',
    });
    expect(doc()).toBe(
      [
        '# Architecture',
        '',
        '<!-- tables:start -->',
        '',
        '- `jobs` (src/jobs/): the durable queue, wrapped by hand.',
        '- `quotes` (src/modules/payments/): TODO',
        '- `events` (src/modules/webhooks/): webhook events.',
        '',
        '<!-- tables:end -->',
        '',
        '<!-- reads:start -->',
        '',
        '- src/modules/payments/ reads `receiver_lookups`: A quote to a UMA address uses the lookup it names.',
        '',
        '<!-- reads:end -->',
        '',
        'After.',
        '',
      ].join('\n'),
    );
    const { status, output } = docsTables('--check', '--root', root);
    expect(status).toBe(1);
    expect(output).toContain('description still TODO: quotes');
  });
});
