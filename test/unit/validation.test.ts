import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../../src/shapes/validation.js';

const err = (
  keyword: string,
  instancePath: string,
  params: Record<string, unknown>,
  message = 'is invalid',
) => ({
  keyword,
  instancePath,
  params,
  message,
  schemaPath: '#',
});

describe('toFieldErrors', () => {
  it('writes dot paths with array indexes and names missing and unknown properties', () => {
    expect(
      toFieldErrors(
        [
          err('required', '/address', { missingProperty: 'postalCode' }),
          err('additionalProperties', '', { additionalProperty: 'colour' }),
          err('minimum', '/supportedCurrencies/2/minAmount', { limit: 0 }, 'must be >= 0'),
        ],
        'body',
      ),
    ).toEqual([
      { field: 'address.postalCode', message: 'is required' },
      { field: 'colour', message: 'is not a recognised field' },
      { field: 'supportedCurrencies[2].minAmount', message: 'must be >= 0' },
    ]);
  });

  it('carries format, pattern, enum and length constraints', () => {
    const errors = toFieldErrors(
      [
        err('format', '/email', { format: 'email' }),
        err('pattern', '/email', { pattern: '^x' }),
        err('enum', '/type', { allowedValues: ['A', 'B'] }),
        err('maxLength', '/name', { limit: 5 }),
        err('minLength', '/code', { limit: 2 }),
      ],
      'body',
    );
    expect(errors).toEqual([
      {
        field: 'email',
        message: 'must be a valid email; is invalid',
        constraint: { format: 'email', pattern: '^x' },
      },
      { field: 'type', message: 'must be one of A, B', constraint: { enum: ['A', 'B'] } },
      { field: 'name', message: 'is invalid', constraint: { maxLength: 5 } },
      { field: 'code', message: 'is invalid', constraint: { minLength: 2 } },
    ]);
  });

  it('drops union summaries and names query parameters and whole bodies', () => {
    expect(
      toFieldErrors([err('anyOf', '/x', {}), err('type', '', { type: 'object' }, 'must be object')], 'body'),
    ).toEqual([{ field: 'body', message: 'must be object' }]);
    expect(
      toFieldErrors([err('maximum', '/limit', { limit: 100 }, 'must be <= 100')], 'querystring'),
    ).toEqual([{ field: 'limit', message: 'must be <= 100' }]);
  });
});
