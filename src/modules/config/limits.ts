import { ApiError } from '../../errors.js';
import type { Money } from '../../money/amounts.js';
import type { PlatformConfig } from './schemas.js';

/** Which way money moves for the platform: what its `enabledTransactionTypes` allow. */
export type Direction = 'INCOMING' | 'OUTGOING';

/**
 * The one check of an amount against the platform's limits for its currency
 * (`supportedCurrencies[].minAmount/maxAmount`, spec 4.1): 400 TRANSACTION_SIZE_LIMIT_EXCEEDED
 * above the maximum, 400 AMOUNT_OUT_OF_RANGE below the minimum, both naming `field` and the
 * limit in `details`. With a `direction` the currency must also be enabled that way (400
 * INVALID_CURRENCY otherwise); without one, a currency the platform does not list has no
 * limits here (the caller checks support itself).
 */
export function checkAmountLimits(
  config: PlatformConfig,
  { amountMinor: amount, currency }: Money,
  field: string,
  direction?: Direction,
): void {
  const entry = config.supportedCurrencies.find((c) => c.currencyCode === currency);
  if (direction !== undefined && !entry?.enabledTransactionTypes.includes(direction)) {
    throw new ApiError(
      400,
      'INVALID_CURRENCY',
      `The platform does not ${direction === 'INCOMING' ? 'receive' : 'send'} ${currency} (see supportedCurrencies in /config)`,
    );
  }
  if (entry === undefined) return;
  if (amount > BigInt(entry.maxAmount)) {
    throw new ApiError(
      400,
      'TRANSACTION_SIZE_LIMIT_EXCEEDED',
      `${field} ${amount} ${currency} is above the single-transaction maximum of ${entry.maxAmount}`,
      { field, maxAmount: entry.maxAmount, currency },
    );
  }
  if (amount < BigInt(entry.minAmount)) {
    throw new ApiError(
      400,
      'AMOUNT_OUT_OF_RANGE',
      `${field} ${amount} ${currency} is below the minimum of ${entry.minAmount}`,
      { field, minAmount: entry.minAmount, currency },
    );
  }
}
