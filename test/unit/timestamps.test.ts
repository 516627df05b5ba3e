import fc from 'fast-check';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { parseTimestamptz, timestamptzParser } from '../../src/db/timestamps.js';

/** The driver's own parser, which ours must agree with wherever it answers. */
const driver = pg.types.getTypeParser(1184, 'text') as (text: string) => Date;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** PostgreSQL's ISO text of an instant, shown at `offsetSeconds` from UTC with `fraction` digits. */
function pgText(epochMs: number, micros: number, fractionDigits: number, offsetSeconds: number): string {
  const local = new Date(epochMs + offsetSeconds * 1000);
  const fraction = `${pad(local.getUTCMilliseconds(), 3)}${pad(micros, 3)}`
    .slice(0, fractionDigits)
    .replace(/0+$/, '');
  const sign = offsetSeconds < 0 ? '-' : '+';
  const abs = Math.abs(offsetSeconds);
  const [h, m, s] = [Math.floor(abs / 3600), Math.floor((abs % 3600) / 60), abs % 60];
  const offset = `${sign}${pad(h, 2)}${m || s ? `:${pad(m, 2)}` : ''}${s ? `:${pad(s, 2)}` : ''}`;
  return (
    `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1, 2)}-${pad(local.getUTCDate(), 2)} ` +
    `${pad(local.getUTCHours(), 2)}:${pad(local.getUTCMinutes(), 2)}:${pad(local.getUTCSeconds(), 2)}` +
    `${fraction ? `.${fraction}` : ''}${offset}`
  );
}

describe('timestamptz text', () => {
  it('reads the forms PostgreSQL sends', () => {
    expect(parseTimestamptz('2026-11-26 07:07:50.016+00')?.toISOString()).toBe('2026-11-26T07:07:50.016Z');
    expect(parseTimestamptz('2026-11-26 07:07:50+00')?.toISOString()).toBe('2026-11-26T07:07:50.000Z');
    expect(parseTimestamptz('2026-11-26 12:37:50.5+05:30')?.toISOString()).toBe('2026-11-26T07:07:50.500Z');
    expect(parseTimestamptz('1883-11-18 11:50:21.123456-00:09:21')?.toISOString()).toBe(
      '1883-11-18T11:59:42.123Z',
    );
  });

  it('agrees with the driver on any instant, fraction and offset', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9998, 11, 31) }),
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: -15 * 3600, max: 15 * 3600 }),
        (epochMs, micros, digits, offset) => {
          const text = pgText(epochMs, micros, digits, offset);
          expect(parseTimestamptz(text)?.getTime(), text).toBe(driver(text).getTime());
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('leaves what it does not know to the driver', () => {
    const parse = timestamptzParser(driver);
    for (const text of ['infinity', '-infinity', '0044-03-15 12:00:00+00 BC', '12026-01-01 00:00:00+00']) {
      expect(parseTimestamptz(text), text).toBeUndefined();
      expect(parse(text), text).toEqual(driver(text));
    }
    for (const text of [
      '2026-11-26 07:07:50.+00',
      '2026-11-26 07:07:5x+00',
      '2026-11-26 07:07:50+0',
      '2026-11-26 07:07:50.016+00:3',
    ]) {
      expect(parseTimestamptz(text), text).toBeUndefined();
    }
  });
});
