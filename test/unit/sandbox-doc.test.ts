import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderSandboxDoc, SANDBOX_DOC } from '../../scripts/sandbox-doc.js';
import { MAGIC_VALUES, type MagicValueRow } from '../../src/sandbox/magic-values.js';

describe('docs/sandbox.md', () => {
  it('is what npm run docs:sandbox generates from the magic values now', async () => {
    const wanted = await renderSandboxDoc();
    expect(readFileSync(SANDBOX_DOC, 'utf8'), 'docs/sandbox.md is stale: run npm run docs:sandbox').toBe(
      wanted,
    );
  });

  // Or the check above would pass vacuously: a new row must show in the doc.
  it('changes with the table', async () => {
    const row: MagicValueRow = {
      question: 'payout',
      resource: 'Quote to an external account: POST /quotes (runs at execution)',
      field: 'destination primary identifier',
      match: { kind: 'suffix', value: '999' },
      outcome: 'SLOW_SUCCESS',
      delayMs: 90_000,
      note: 'a row only this test has',
    };
    const doc = await renderSandboxDoc([row, ...MAGIC_VALUES]);
    expect(doc).not.toBe(await renderSandboxDoc());
    expect(doc).toMatch(
      /ends in `999` +\| `SLOW_SUCCESS` +\| 90 s +\| `PAYOUT_SUCCESS` +\| a row only this test has/,
    );
  });
});
