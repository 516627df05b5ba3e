import { type TSchema, Type } from 'typebox';
import { MAX_AMOUNT_MINOR } from '../money/amounts.js';
import { COUNTRY_FORMAT } from './countries.js';

/**
 * Shapes shared by every area (TypeBox schemas): they describe values, whether they arrive in
 * a request, a CSV row of a bulk import or a stored document, so they live below HTTP.
 */

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

/** oneOf with a discriminator: Ajv validates only the branch the tag names and reports all its errors. */
export const Discriminated = <T>(tag: string, variants: TSchema[], description?: string) =>
  Type.Unsafe<T>({
    type: 'object',
    required: [tag],
    discriminator: { propertyName: tag },
    oneOf: variants,
    ...(description ? { description } : {}),
  });

/** An amount in the smallest unit of its currency, as requests carry it: an integer up to MAX_AMOUNT_MINOR. */
export const AmountMinor = ({ minimum, description }: { minimum: 0 | 1; description?: string }) =>
  Type.Integer({ minimum, maximum: MAX_AMOUNT_MINOR, ...(description !== undefined ? { description } : {}) });

/**
 * A name the spec spells with the service's name (`service…`), as the real service and its
 * clients spell it (`grid…`): decision 0020's rename rule.
 */
export type OriginalSpelling<K> = K extends `service${infer Rest}` ? `grid${Rest}` : never;

/**
 * Answered properties named with the service's name, again under their original spelling: the
 * same schema (so the same type and, in a `Type.Object`, the same required flag), described as
 * the other name of the same value. Spread next to the properties themselves.
 */
export function originalSpellings<P extends Record<`service${string}`, TSchema>>(
  properties: P,
): { [K in keyof P as OriginalSpelling<K>]: P[K] } {
  const renamed: Record<string, TSchema> = {};
  for (const [name, schema] of Object.entries(properties)) {
    renamed[`grid${name.slice('service'.length)}`] = {
      ...schema,
      description: `The original spelling of \`${name}\`, always the same value`,
    };
  }
  return renamed as { [K in keyof P as OriginalSpelling<K>]: P[K] };
}
