import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { bodyValidator, toFieldErrors } from '../../src/shapes/validation.js';

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

describe('text the database cannot store', () => {
  const Schema = Type.Object({
    name: Type.String(),
    tags: Type.Array(Type.Object({ label: Type.String() })),
    attributes: Type.Record(Type.String(), Type.String()),
  });
  const validate = bodyValidator(Schema);
  const body = (patch: Record<string, unknown>) => ({
    name: 'Ada',
    tags: [{ label: 'one' }, { label: 'two' }],
    attributes: { colour: 'blue' },
    ...patch,
  });

  it('passes a body with none', () => {
    expect(validate(body({}))).toEqual([]);
  });

  it('names each string and key that holds a NUL or an unpaired surrogate, however deep', () => {
    expect(validate(body({ tags: [{ label: 'one' }, { label: 'tw\u0000o' }] }))).toEqual([
      { field: 'tags[1].label', message: 'must not contain the NUL character (U+0000)' },
    ]);
    expect(validate(body({ attributes: { colour: 'blue', ['k\uD800']: 'v' } }))).toEqual([
      { field: 'attributes.k\uD800', message: 'must be valid Unicode (no unpaired surrogate code points)' },
    ]);
    expect(validate(body({ name: '\uDC00' })).map((e) => e.field)).toEqual(['name']);
  });
});
