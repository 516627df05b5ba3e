/**
 * JSON.stringify that accepts bigint (money is bigint end to end). A bigint within the safe
 * integer range is written as a JSON number, exactly like the API's responses; a larger one
 * (never a real balance) as a string rather than losing digits.
 */
export function toJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'bigint'
      ? v <= BigInt(Number.MAX_SAFE_INTEGER) && v >= -BigInt(Number.MAX_SAFE_INTEGER)
        ? Number(v)
        : v.toString()
      : v,
  );
}

/**
 * `view`, frozen all the way down. A handler that answers the same frozen object again (a view
 * kept in memory until what it shows changes, like GET /config) has it serialized once per
 * route (src/http/serialization.ts): nothing in it can have changed since, so the text written
 * the first time is the text it would be written as now.
 */
export function frozenView<T>(view: T): T {
  if (typeof view === 'object' && view !== null && !Object.isFrozen(view)) {
    for (const value of Object.values(view)) frozenView(value);
    Object.freeze(view);
  }
  return view;
}

/** JSON with object keys sorted, so that the same body in another key order is the same request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
