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
