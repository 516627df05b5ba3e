import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { WEBHOOKS } from '../../src/modules/webhooks/openapi.js';

// docs/webhooks.md lists the event types a receiver can get; the OpenAPI document's webhooks
// (WEBHOOKS) are what the service documents to clients. A type in one and not the other is a
// catalogue that lies.

const doc = readFileSync(fileURLToPath(new URL('../../docs/webhooks.md', import.meta.url)), 'utf8');

/** The types of the "Event types" table: `A.B`, and `.C` meaning `A.C` after `A.B` in the same cell. */
function catalogued(): Set<string> {
  const section = doc.slice(
    doc.indexOf('## Event types'),
    doc.indexOf('## ', doc.indexOf('## Event types') + 3),
  );
  const types = new Set<string>();
  for (const line of section.split('\n').filter((l) => l.startsWith('| `'))) {
    const cell = line.split('|')[1] ?? '';
    let prefix = '';
    for (const [, name] of cell.matchAll(/`([^`]+)`/g)) {
      if (name === undefined) continue;
      if (name.startsWith('.')) types.add(`${prefix}${name}`);
      else {
        types.add(name);
        prefix = name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : name;
      }
    }
  }
  return types;
}

describe('docs/webhooks.md', () => {
  it('lists only types the OpenAPI document has', () => {
    const documented = new Set(WEBHOOKS.flatMap((w) => w.types));
    expect([...catalogued()].filter((t) => !documented.has(t))).toEqual([]);
  });

  it('lists every card and card transaction type the OpenAPI document has', () => {
    const cards = WEBHOOKS.flatMap((w) => w.types).filter((t) => t.startsWith('CARD'));
    expect(cards.length).toBeGreaterThan(5);
    const listed = catalogued();
    expect(cards.filter((t) => !listed.has(t))).toEqual([]);
  });
});
