// The second step of a quote: its price at the offered rate and fees, within every limit the
// platform and the destination set (also the checks of a transfer).
import { ApiError } from '../../../errors.js';
import { formatId } from '../../../ids.js';
import { findCurrency } from '../../../money/currencies.js';
import type { FxSource } from '../../../sandbox/index.js';
import {
  convert,
  type FeeSchedule,
  feeSchedule,
  offeredRate,
  overriddenFeeSchedule,
  type Priced,
  price,
} from '../../../money/pricing.js';
import { checkAmountLimits } from '../../config/index.js';
import type { PlatformConfig } from '../../config/index.js';
import { platformFeeConfigs } from '../../exchange-rates/index.js';
import type { CreateQuoteBody } from './schemas.js';
import type { Parties } from './resolve-parties.js';

/**
 * Above this (in EUR, converted) a destination awaiting ownership verification cannot be paid:
 * the EU Travel Rule's EUR 1,000 threshold for self-hosted wallets.
 */
export const OWNERSHIP_VERIFICATION_THRESHOLD_EUR_CENTS = 100_000n;

/** Amount limits of the platform's currency configuration (spec 8, 7.1). */
export function checkSendingCurrency(config: PlatformConfig, currency: string): void {
  const entry = config.supportedCurrencies.find((c) => c.currencyCode === currency);
  if (!entry || !entry.enabledTransactionTypes.includes('OUTGOING')) {
    throw new ApiError(
      400,
      'INVALID_CURRENCY',
      `The platform does not send ${currency} (see supportedCurrencies in /config)`,
    );
  }
}

/** Destinations whose ownership is unproven may receive only small amounts (spec 3.1). */
export function checkOwnershipVerification(
  fx: FxSource,
  account: { id: string; status: string },
  currency: string,
  amount: bigint,
  platformId: string,
  now: Date,
): void {
  if (account.status !== 'PENDING_OWNERSHIP_VERIFICATION' && account.status !== 'UNVERIFIED') return;
  const inEur =
    currency === 'EUR'
      ? amount
      : convert(amount, currency, 'EUR', offeredRate(fx, platformId, currency, 'EUR', now).rate, 'down');
  if (inEur >= OWNERSHIP_VERIFICATION_THRESHOLD_EUR_CENTS) {
    throw new ApiError(
      400,
      'EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED',
      `External account ${formatId('ExternalAccount', account.id)} must complete ownership verification before receiving EUR 1,000 or more`,
      { accountId: formatId('ExternalAccount', account.id), status: account.status },
    );
  }
}

/** The fees of a quote: its own `platformFeeOverride`, else the platform's `feeConfigs`. */
function quoteFees(
  fx: FxSource,
  config: PlatformConfig,
  override: CreateQuoteBody['platformFeeOverride'],
  platformId: string,
  sending: string,
  receiving: string,
  now: Date,
): FeeSchedule {
  if (!override) {
    return feeSchedule(fx, platformFeeConfigs(config), platformId, sending, receiving, now);
  }
  const field = 'platformFeeOverride.platformFixedFee.currency';
  const fixedCurrency = override.platformFixedFee.currency;
  if (!findCurrency(fixedCurrency)) {
    throw new ApiError(
      400,
      'INVALID_CURRENCY',
      `${field}: ${fixedCurrency} is not a currency this service moves`,
      {
        errors: [{ field, message: 'is not a currency this service moves' }],
      },
    );
  }
  return overriddenFeeSchedule(
    fx,
    {
      fixedAmount: BigInt(override.platformFixedFee.amount),
      fixedCurrency,
      variableBps: override.platformVariableFeeBps,
    },
    platformId,
    sending,
    now,
  );
}

export interface PricedQuote {
  priced: Priced;
  fees: FeeSchedule;
}

/** The offered rate and fees applied to the locked side, checked against every limit. */
export function priceWithinLimits(
  fx: FxSource,
  config: PlatformConfig,
  platformId: string,
  body: CreateQuoteBody,
  { source, destination }: Parties,
  now: Date,
): PricedQuote {
  const rate = offeredRate(fx, platformId, source.currency, destination.currency, now);
  const fees = quoteFees(
    fx,
    config,
    body.platformFeeOverride,
    platformId,
    source.currency,
    destination.currency,
    now,
  );
  const priced = price(
    body.lockedCurrencySide,
    BigInt(body.lockedCurrencyAmount),
    source.currency,
    destination.currency,
    rate.rate,
    fees,
  );
  if (!priced) {
    throw new ApiError(
      400,
      'AMOUNT_OUT_OF_RANGE',
      'lockedCurrencyAmount is too small: nothing would be delivered after fees',
      { field: 'lockedCurrencyAmount' },
    );
  }
  checkAmountLimits(
    config,
    { amountMinor: priced.totalSendingAmount, currency: source.currency },
    'totalSendingAmount',
  );
  if (destination.currency !== source.currency) {
    checkAmountLimits(
      config,
      { amountMinor: priced.totalReceivingAmount, currency: destination.currency },
      'totalReceivingAmount',
    );
  }
  if (destination.kind === 'EXTERNAL_ACCOUNT') {
    checkOwnershipVerification(
      fx,
      destination.account,
      destination.currency,
      priced.totalReceivingAmount,
      platformId,
      now,
    );
  }
  return { priced, fees };
}
