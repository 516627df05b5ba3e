/**
 * Failures of the database itself (not of the request): the server restarting or refusing
 * connections, a connection killed under a query, a pool with no free connection in time, a
 * statement cancelled by its timeout. The request did not happen (or its transaction rolled
 * back), so the client may send it again; the HTTP layer answers 503 SERVICE_UNAVAILABLE with
 * Retry-After instead of a 500.
 */

// SQLSTATE classes and codes (PostgreSQL appendix A).
const UNAVAILABLE_CLASSES = ['08']; // connection exception
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown (also pg_terminate_backend)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, recovering)
  '57P05', // idle_session_timeout
  '57014', // query_canceled (statement_timeout, pg_cancel_backend)
  '53300', // too_many_connections
  '53100', // disk_full
  '53200', // out_of_memory
  '55P03', // lock_not_available (lock_timeout)
  '25P03', // idle_in_transaction_session_timeout
  '40001', // serialization_failure, still failing after the retries of src/db/retry.ts
  '40P01', // deadlock_detected, likewise
]);

// Socket errors of the driver (node:net codes).
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

// The driver says these in words only (pg and pg-pool have no codes for them).
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /is not queryable/,
  /^Client has encountered a connection error/,
  /^Query read timeout$/,
  // A prepared statement whose table changed under it (src/db/prepared-statements.ts): the
  // names are forgotten, so the retry prepares it anew.
  /^cached plan must not change result type$/,
];

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let cause: unknown = err, depth = 0; cause instanceof Error && depth < 4; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (UNAVAILABLE_CODES.has(code) || NETWORK_CODES.has(code)) return true;
      if (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_CLASSES.includes(code.slice(0, 2))) return true;
    }
    if (DRIVER_MESSAGES.some((pattern) => pattern.test(cause instanceof Error ? cause.message : '')))
      return true;
    cause = cause.cause;
  }
  return false;
}
