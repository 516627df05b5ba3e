/**
 * PostgreSQL's text form of a `timestamptz` (DateStyle ISO, which `pg` sessions use), read
 * without regular expressions: `2026-11-26 07:07:50.016+00`, with any fraction of a second and
 * an offset of `±HH`, `±HH:MM` or `±HH:MM:SS`. A list of a hundred rows reads two hundred of
 * them, and the driver's general parser was a twentieth of a list's time. Anything else
 * (`infinity`, BC years, years past 9999) goes to `fallback`, the driver's own parser.
 */
export function timestamptzParser(fallback: (text: string) => unknown): (text: string) => unknown {
  return (text) => parseTimestamptz(text) ?? fallback(text);
}

const digits = (text: string, from: number, to: number): number => {
  let value = 0;
  for (let i = from; i < to; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return NaN;
    value = value * 10 + d;
  }
  return value;
};

const DASH = 45;
const COLON = 58;
const SPACE = 32;
const DOT = 46;
const PLUS = 43;

/** The instant `text` names, or undefined when it is not in the common form above. */
export function parseTimestamptz(text: string): Date | undefined {
  if (
    text.length < 22 ||
    text.charCodeAt(4) !== DASH ||
    text.charCodeAt(7) !== DASH ||
    text.charCodeAt(10) !== SPACE ||
    text.charCodeAt(13) !== COLON ||
    text.charCodeAt(16) !== COLON
  ) {
    return undefined;
  }
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 7);
  const day = digits(text, 8, 10);
  const hour = digits(text, 11, 13);
  const minute = digits(text, 14, 16);
  const second = digits(text, 17, 19);
  let i = 19;
  let millis = 0;
  if (text.charCodeAt(i) === DOT) {
    const start = ++i;
    while (i < text.length && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) i++;
    if (i === start) return undefined;
    // The fraction's first three digits as milliseconds, a shorter one scaled up: read in place,
    // since a page of rows parses two timestamps a row.
    for (let k = start; k < start + 3; k++) millis = millis * 10 + (k < i ? text.charCodeAt(k) - 48 : 0);
  }
  const sign = text.charCodeAt(i);
  if (sign !== PLUS && sign !== DASH) return undefined;
  // The offset: ±HH, ±HH:MM or ±HH:MM:SS.
  const rest = text.length - i - 1;
  if (rest !== 2 && rest !== 5 && rest !== 8) return undefined;
  if (rest >= 5 && text.charCodeAt(i + 3) !== COLON) return undefined;
  if (rest === 8 && text.charCodeAt(i + 6) !== COLON) return undefined;
  const offsetHours = digits(text, i + 1, i + 3);
  const offsetMinutes = rest >= 5 ? digits(text, i + 4, i + 6) : 0;
  const offsetSeconds = rest === 8 ? digits(text, i + 7, i + 9) : 0;
  const offset = (sign === PLUS ? 1 : -1) * ((offsetHours * 60 + offsetMinutes) * 60 + offsetSeconds) * 1000;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  // NaN from a non-digit; Date.UTC maps years 0-99 to 1900-1999, which PostgreSQL never sends here.
  if (Number.isNaN(utc) || Number.isNaN(offset) || year < 100) return undefined;
  return new Date(utc - offset);
}
