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
  it('names exactly the tables of the Database interface, each described', () => {
    const { status, output } = docsTables('--check');
    expect(status, output).toBe(0);
  });
});

// The check must itself catch drift, or the test above passes vacuously: a sample checkout
// whose doc has fallen behind its schema.
describe('npm run docs:tables', () => {
  let root: string;
  const doc = () => readFileSync(join(root, 'docs/architecture.md'), 'utf8');

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'docs-tables-'));
    mkdirSync(join(root, 'src/db'), { recursive: true });
    mkdirSync(join(root, 'docs'));
    writeFileSync(
      join(root, 'src/db/schema.ts'),
      'export interface Database {\n  jobs: JobsTable;\n  quotes: QuotesTable;\n  events: EventsTable;\n}\n',
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
    expect(doc()).toBe(before);
  });

  it('rewrites the list in the schema order, keeping descriptions and marking new tables TODO', () => {
    expect(docsTables('--root', root)).toEqual({
      status: 0,
      output:
        'added: quotes\nremoved: transfers\n' +
        'describe in docs/architecture.md (owner and what it holds): quotes\n',
    });
    expect(doc()).toBe(
      [
        '# Architecture',
        '',
        '<!-- tables:start -->',
        '',
        '- `jobs` (src/jobs/): the durable queue, wrapped by hand.',
        '- `quotes` (TODO): TODO',
        '- `events` (src/events/): webhook events.',
        '',
        '<!-- tables:end -->',
        '',
        'After.',
        '',
      ].join('\n'),
    );
    const { status, output } = docsTables('--check', '--root', root);
    expect(status).toBe(1);
    expect(output).toContain('owner or description still TODO: quotes');
  });
});
