// Rows of a bulk import: CSV cells to the body of POST /customers, checked by the same schema and rules.
import { createHash } from 'node:crypto';
import { type ApiError, type FieldError, invalidInput } from '../../errors.js';
import { bodyValidator } from '../../shapes/validation.js';
import { CreateCustomerBody } from './schemas.js';
import {
  type Cells,
  COLUMN_OF_FIELD,
  DEFAULT_INCORPORATED_ON,
  FOREIGN_COLUMNS,
  REQUIRED_HEADER,
  REQUIRED_VALUES,
  type RowError,
} from './bulk-import.js';

/** Schema errors of `body` against POST /customers' own schema, by the path in the body. */
const schemaErrors = bodyValidator(CreateCustomerBody);

export const present = (value: string | undefined): value is string => value !== undefined && value !== '';

/** Copies the present values; an empty cell is an absent field. */
function compact(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => present(e[1])));
}

/** The POST /customers body of a row (platformAccountId and description have no customer field). */
function bodyOf(cells: Cells): Record<string, unknown> {
  const type = cells.customerType;
  const body: Record<string, unknown> = compact({
    customerType: type,
    platformCustomerId: cells.platformCustomerId,
    umaAddress: cells.umaAddress,
    email: cells.email,
  });
  const address = compact({
    line1: cells.addressLine1,
    line2: cells.addressLine2,
    city: cells.city,
    state: cells.state,
    postalCode: cells.postalCode,
    country: cells.country,
  });
  const hasAddress = Object.keys(address).length > 0;
  if (type === 'INDIVIDUAL') {
    Object.assign(body, compact({ fullName: cells.fullName, birthDate: cells.birthDate }));
    if (hasAddress) body.address = address;
  } else if (type === 'BUSINESS') {
    if (hasAddress) body.address = address;
    body.businessInfo = compact({
      legalName: cells.businessLegalName,
      country: cells.country,
      registrationNumber: cells.businessRegistrationNumber,
      taxId: cells.businessTaxId,
      incorporatedOn: DEFAULT_INCORPORATED_ON,
    });
  }
  return body;
}

/** A row as a customer body, or every problem of the row in one INVALID_INPUT error. */
export function rowToCustomer(cells: Cells): { body: CreateCustomerBody } | { error: ApiError } {
  const body = bodyOf(cells);
  const problems = new Map<string, FieldError>();
  const add = (problem: FieldError) => {
    const existing = problems.get(problem.field);
    if (!existing) problems.set(problem.field, problem);
    else if (!existing.message.includes(problem.message)) existing.message += `; ${problem.message}`;
  };
  const type = cells.customerType;
  if (type === 'INDIVIDUAL' || type === 'BUSINESS') {
    for (const column of REQUIRED_VALUES[type]) {
      if (!present(cells[column])) add({ field: column, message: 'is required' });
    }
    for (const column of FOREIGN_COLUMNS[type]) {
      if (present(cells[column])) {
        add({
          field: column,
          message: `applies to ${type === 'INDIVIDUAL' ? 'BUSINESS' : 'INDIVIDUAL'} customers only`,
        });
      }
    }
  } else {
    for (const column of REQUIRED_HEADER) {
      if (!present(cells[column])) add({ field: column, message: 'is required' });
    }
  }
  for (const error of schemaErrors(body)) {
    add({ ...error, field: COLUMN_OF_FIELD[error.field] ?? error.field });
  }
  if (problems.size === 0) return { body: body as CreateCustomerBody };
  const errors = [...problems.values()];
  return { error: invalidInput(`Row validation failed: ${errors.length} invalid field(s)`, errors) };
}

export const rowError = (correlationId: string, error: ApiError): RowError => ({
  correlationId,
  code: error.code,
  message: error.message,
  ...(error.details ? { details: error.details } : {}),
});

/**
 * The customer id of data row `row` of an import: derived from both (a UUIDv8), so a chunk
 * that runs again after a crash finds the customers it already created.
 */
export function rowCustomerId(importId: string, row: number): string {
  const bytes = createHash('sha256').update(`${importId}:${row}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x80;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
