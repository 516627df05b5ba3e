import { type Static, type TSchema, Type } from 'typebox';

export {
  AmountMinor,
  Country,
  CurrencyAmount,
  CurrencySchema,
  Discriminated,
  StringEnum,
  Timestamp,
} from '../shapes/index.js';

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

/** The Idempotency-Key header of the routes that take one (spec 5.11), for their `headers` schema. */
export const idempotencyHeaders = {
  type: 'object',
  properties: {
    'idempotency-key': {
      type: 'string',
      description:
        '1 to 255 visible ASCII characters; repeating a request with the same key replays its answer',
    },
  },
} as const;

/** The embedded-wallet stamp header (its original spelling is accepted too, see signed-retry). */
export const WALLET_SIGNATURE = 'service-wallet-signature';
