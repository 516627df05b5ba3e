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

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetails,
  ) {
    super(message);
    this.name = 'ApiError';
  }
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
