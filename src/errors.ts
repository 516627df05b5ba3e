/**
 * The one error type that crosses layers. Services and stores throw it with the spec's
 * error code; the HTTP layer turns it into the part-7 body `{status, code, message, details?}`.
 * It carries an HTTP status because the spec ties every code to exactly one status.
 */
export interface FieldError {
  field: string;
  constraint?: FieldConstraint;
  message: string;
}

export interface FieldConstraint {
  format?: string;
  pattern?: string;
  enum?: string[];
  minLength?: number;
  maxLength?: number;
}

export type ErrorDetails = Record<string, unknown>;

/**
 * What an error answer says, without being an `Error`: a refusal decided on the hot path (the
 * rate limit's 429) is answered from this, with no stack trace captured for it and none logged.
 */
export interface ErrorAnswer {
  readonly status: number;
  readonly code: string;
  readonly message: string;
  readonly details?: ErrorDetails;
  readonly retryAfterSeconds?: number;
}

export class ApiError extends Error implements ErrorAnswer {
  /**
   * Seconds after which the same request may succeed. Set only on the rare 4xx that a retry can
   * fix (a key still held by a running request); 429 and 5xx are retryable without it.
   */
  retryAfterSeconds?: number;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetails,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Marks this error as one a client should retry after `seconds`. */
  retryableAfter(seconds: number): this {
    this.retryAfterSeconds = seconds;
    return this;
  }
}

/**
 * Whether repeating the same request can succeed: generated clients of the real service retry
 * 408/409/429/5xx unless `x-should-retry: false` says otherwise, and a 409 for a quote already
 * executed would then be sent three times for nothing.
 */
export function shouldRetry(error: ErrorAnswer): boolean {
  if (error.retryAfterSeconds !== undefined) return true;
  return error.status === 408 || error.status === 429 || error.status >= 500;
}

export const invalidInput = (message: string, errors?: FieldError[]): ApiError =>
  new ApiError(400, 'INVALID_INPUT', message, errors ? { errors } : undefined);

export const invalidField = (field: string, message: string, constraint?: FieldConstraint): ApiError =>
  invalidInput(`Invalid ${field}: ${message}`, [{ field, message, ...(constraint ? { constraint } : {}) }]);

export const unauthorized = (reason: string): ApiError =>
  new ApiError(401, 'UNAUTHORIZED', 'The request could not be authenticated', { reason });

export const forbidden = (message: string): ApiError => new ApiError(403, 'FORBIDDEN', message);

export const notFound = (code: string, message: string): ApiError => new ApiError(404, code, message);

export const conflict = (message: string, code = 'CONFLICT'): ApiError => new ApiError(409, code, message);
