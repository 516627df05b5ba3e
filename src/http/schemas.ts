import { type Static, type TSchema, Type } from 'typebox';
import { COUNTRY_FORMAT } from './countries.js';

/** A string enum that validates with `enum` (one clear error) and documents as `enum`. */
export const StringEnum = <const T extends string>(
  values: readonly T[],
  options: { description?: string } = {},
) => Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });

/** A country: one of the ISO 3166-1 alpha-2 codes (validated against the list, not a pattern). */
export const Country = Type.String({
  format: COUNTRY_FORMAT,
  description: 'ISO 3166-1 alpha-2 country code',
});

export const Timestamp = Type.String({ format: 'date-time', description: 'ISO 8601 UTC timestamp' });

/** Part-7 error body; `status` always equals the HTTP status. */
export const ErrorBody = Type.Object(
  {
    status: Type.Integer({ description: 'HTTP status code' }),
    code: Type.String({ description: 'Machine-readable error code' }),
    message: Type.String({ description: 'Human-readable description' }),
    details: Type.Optional(
      Type.Object(
        {},
        {
          additionalProperties: true,
          description: 'Free-form; validation failures list every invalid field in `errors`',
        },
      ),
    ),
  },
  { $id: 'Error' },
);
export type ErrorBody = Static<typeof ErrorBody>;

/**
 * Error responses a route documents next to its success responses; every authenticated
 * route can also answer 401, 429 RATE_LIMITED (per-credential rate limit), 500 and 503
 * SERVICE_UNAVAILABLE (the database is away: retry with the same Idempotency-Key).
 */
export function errorResponses(...statuses: number[]): Record<number, TSchema> {
  const out: Record<number, TSchema> = {};
  for (const status of [...statuses, 401, 429, 500, 503]) out[status] = Type.Ref('Error');
  return out;
}

export const CurrencySchema = Type.Object({
  code: Type.String({ description: 'ISO 4217 code or crypto ticker' }),
  name: Type.String(),
  symbol: Type.String(),
  decimals: Type.Integer({ minimum: 0 }),
});

export const CurrencyAmount = Type.Object({
  // Money is bigint inside the service; the serializer writes it as a JSON integer.
  amount: Type.Unsafe<number | bigint>({
    type: 'integer',
    description: 'Amount in the smallest unit of the currency',
  }),
  currency: CurrencySchema,
});

/** Query parameters every paginated list accepts. */
export const PageQuery = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20, description: 'Page size' })),
  cursor: Type.Optional(
    Type.String({ minLength: 1, maxLength: 512, description: 'The `nextCursor` of the previous page' }),
  ),
};

/** The list envelope `{data, hasMore, nextCursor, totalCount}` around items of `item`. */
export const ListOf = <T extends TSchema>(item: T) =>
  Type.Object({
    data: Type.Array(item),
    hasMore: Type.Boolean(),
    nextCursor: Type.Optional(Type.String({ description: 'Pass as `cursor` to get the next page' })),
    totalCount: Type.Integer({ minimum: 0 }),
  });

export const DateRangeQuery = {
  createdAfter: Type.Optional(Type.String({ format: 'date-time' })),
  createdBefore: Type.Optional(Type.String({ format: 'date-time' })),
  updatedAfter: Type.Optional(Type.String({ format: 'date-time' })),
  updatedBefore: Type.Optional(Type.String({ format: 'date-time' })),
};

/** oneOf with a discriminator: Ajv validates only the branch the tag names and reports all its errors. */
export const Discriminated = <T>(tag: string, variants: TSchema[], description?: string) =>
  Type.Unsafe<T>({
    type: 'object',
    required: [tag],
    discriminator: { propertyName: tag },
    oneOf: variants,
    ...(description ? { description } : {}),
  });
