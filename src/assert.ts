/**
 * Invariants asserted where they must hold (TigerStyle): a broken one is a bug in the service,
 * never a client's mistake, so it fails loudly instead of carrying on with wrong money. The
 * HTTP layer answers it 500 without internals and logs it with its stack; a test that breaks one
 * fails on it.
 */
export class InvariantError extends Error {
  override name = 'InvariantError';
}

/** Throws an InvariantError unless `condition` holds. */
export function assert(condition: unknown, message: string | (() => string)): asserts condition {
  if (!condition) throw new InvariantError(typeof message === 'string' ? message : message());
}

/** `value`, asserted to be there (instead of a cast that would let `undefined` through). */
export function present<T>(value: T | null | undefined, what: string): T {
  assert(value !== undefined && value !== null, () => `${what} is missing`);
  return value;
}
