import { type Static, Type } from 'typebox';
import { CurrencySchema, StringEnum, Timestamp } from '../../http/schemas.js';
import { PAYMENT_RAILS } from '../external-accounts/index.js';

/** Money in the smallest unit; bigint inside the service, a JSON integer on the wire. */
const SmallestUnits = (description: string) => Type.Unsafe<number | bigint>({ type: 'integer', description });

// Codes are checked by the service, not by a pattern, so that any unknown code (lower case
// included) is the spec's INVALID_CURRENCY rather than a schema INVALID_INPUT.
const CurrencyCode = (description: string) => Type.String({ minLength: 1, maxLength: 16, description });

export const ExchangeRatesQuery = Type.Object(
  {
    sourceCurrency: Type.Optional(
      CurrencyCode('Sending currency; default every currency the platform supports with OUTGOING enabled'),
    ),
    destinationCurrency: Type.Optional(
      Type.Array(CurrencyCode('Receiving currency'), {
        maxItems: 100,
        description:
          'Receiving currencies; repeat the parameter for several. Default every currency the service ' +
          'knows other than the source',
      }),
    ),
    sendingAmount: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: Number.MAX_SAFE_INTEGER,
        default: 10000,
        description: 'Amount to price, in the smallest unit of the source currency',
      }),
    ),
  },
  { additionalProperties: false },
);
export type ExchangeRatesQuery = Static<typeof ExchangeRatesQuery>;

export const ExchangeRate = Type.Object({
  sourceCurrency: CurrencySchema,
  sendingAmount: SmallestUnits('The amount priced, in the smallest unit of the source currency'),
  minSendingAmount: SmallestUnits("The platform's minimum single transaction in the source currency"),
  maxSendingAmount: SmallestUnits(
    "The platform's maximum single transaction in the source currency (above it TRANSACTION_SIZE_LIMIT_EXCEEDED)",
  ),
  destinationCurrency: CurrencySchema,
  destinationPaymentRail: StringEnum(PAYMENT_RAILS, {
    description: 'The rail a payout in the destination currency uses by default',
  }),
  receivingAmount: SmallestUnits(
    'What `sendingAmount` delivers after fees, in the smallest unit of the destination currency, rounded ' +
      'down; 0 when the fees take everything',
  ),
  exchangeRate: Type.Number({
    exclusiveMinimum: 0,
    description:
      'Source major units per destination major unit (e.g. 0.012121 USD per INR; about 1.087 for USD -> EUR), ' +
      'spread included, fees excluded. Quotes state the inverse: their `exchangeRate` (receiving units per ' +
      'sending unit, 0.92 for USD -> EUR) is 1 / this number in the same window. Fixed for the cache window ' +
      'starting at `updatedAt` (about 5 minutes)',
  }),
  fees: Type.Object({
    fixed: Type.Optional(
      SmallestUnits('Fixed part of the fees, in the smallest unit of the source currency'),
    ),
    total: Type.Optional(
      SmallestUnits(
        'All fees on `sendingAmount` (fixed and variable), in the smallest unit of the source currency',
      ),
    ),
  }),
  updatedAt: Timestamp,
});
export type ExchangeRate = Static<typeof ExchangeRate>;

export const ExchangeRatesResponse = Type.Object({ data: Type.Array(ExchangeRate) });
