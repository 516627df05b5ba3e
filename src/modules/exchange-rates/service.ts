import type { ServiceContext } from '../../context.js';
import { ApiError } from '../../errors.js';
import { currencyCodes, findCurrency, getCurrency } from '../../money/currencies.js';
import { feeSchedule, offeredRate, type PlatformFeeConfig, price } from '../../money/pricing.js';
import { getConfig } from '../config/index.js';
import type { PlatformConfig, PlatformCurrencyConfig } from '../config/index.js';
import { ACCOUNT_TYPES, type PaymentRail } from '../external-accounts/index.js';
import type { ExchangeRate, ExchangeRatesQuery } from './schemas.js';

/** docs/decisions/0017-exchange-rates-and-withdrawal-fees.md */

export const DEFAULT_SENDING_AMOUNT = 10_000;

/** A platform's `feeConfigs` in the shape the pricing module takes (quotes use it too). */
export function platformFeeConfigs(config: Pick<PlatformConfig, 'feeConfigs'>): PlatformFeeConfig[] {
  return config.feeConfigs.map((fee) => ({
    feeType: fee.feeType,
    sourceCurrency: fee.sourceCurrency,
    variableBps: fee.variableFeeBps,
    fixedAmount: Number(fee.fixedFee.amount),
    fixedCurrency: fee.fixedFee.currency,
  }));
}

/**
 * Where the first rail of the currency's external-account type is not the best default:
 * SEPA_INSTANT settles in seconds where SEPA takes a day, and SEPA carries euros only.
 */
const RAIL_OVERRIDES: Readonly<Record<string, PaymentRail>> = {
  EUR: 'SEPA_INSTANT',
  DKK: 'BANK_TRANSFER',
};

/**
 * The rail of a payout in `currency`: the first rail of the first fiat external-account type
 * holding it (USD ACH, GBP FASTER_PAYMENTS, MXN SPEI, BRL PIX, INR UPI, SGD PAYNOW, mobile-money
 * currencies MOBILE_MONEY...). Crypto currencies get BANK_TRANSFER, the enum's generic value:
 * PaymentRail has no on-chain rail, the network is chosen when withdrawing.
 */
function paymentRailFor(currency: string): PaymentRail {
  const override = RAIL_OVERRIDES[currency];
  if (override) return override;
  const type = ACCOUNT_TYPES.find(
    (t) => t.kind === 'FIAT' && t.currencies !== 'ISO_4217' && t.currencies.includes(currency),
  );
  return type?.rails[0] ?? 'BANK_TRANSFER';
}

const RAILS: ReadonlyMap<string, PaymentRail> = new Map(currencyCodes.map((c) => [c, paymentRailFor(c)]));

const invalidCurrency = (field: string, code: string, why: string) =>
  new ApiError(400, 'INVALID_CURRENCY', `${field} ${JSON.stringify(code)} ${why}`, {
    errors: [{ field, message: why }],
  });

/** Currencies the platform can send from: supported, with OUTGOING enabled. */
const sendable = (config: PlatformConfig): PlatformCurrencyConfig[] =>
  config.supportedCurrencies.filter((c) => c.enabledTransactionTypes.includes('OUTGOING'));

function sourcesOf(config: PlatformConfig, code: string | undefined): PlatformCurrencyConfig[] {
  const candidates = sendable(config);
  if (code === undefined) return candidates;
  if (!findCurrency(code))
    throw invalidCurrency('sourceCurrency', code, 'is not a currency the service knows');
  const source = candidates.find((c) => c.currencyCode === code);
  if (!source) {
    throw invalidCurrency('sourceCurrency', code, 'is not a currency this platform can send (OUTGOING)');
  }
  return [source];
}

function destinationsOf(codes: string[] | undefined): string[] | undefined {
  if (codes === undefined) return undefined;
  const unknown = codes.find((c) => !findCurrency(c));
  if (unknown !== undefined) {
    throw invalidCurrency('destinationCurrency', unknown, 'is not a currency the service knows');
  }
  return [...new Set(codes)];
}

/**
 * The rates offered to the platform now, priced for `sendingAmount` with its fees. Each pair
 * is stable for the platform's current cache window (pricing.offeredRate), so repeated calls
 * in a window agree with each other and with the quotes created in it.
 */
export async function listExchangeRates(
  ctx: ServiceContext,
  platformId: string,
  query: ExchangeRatesQuery,
): Promise<ExchangeRate[]> {
  const config = await getConfig(ctx, platformId);
  const sources = sourcesOf(config, query.sourceCurrency);
  const destinations = destinationsOf(query.destinationCurrency);
  const amount = BigInt(query.sendingAmount ?? DEFAULT_SENDING_AMOUNT);
  const fees = platformFeeConfigs(config);
  const now = ctx.clock.now();

  const rates: ExchangeRate[] = [];
  for (const source of sources) {
    const sending = source.currencyCode;
    for (const receiving of destinations ?? currencyCodes.filter((c) => c !== sending)) {
      const offered = offeredRate(ctx.world.fx, platformId, sending, receiving, now);
      const schedule = feeSchedule(ctx.world.fx, fees, platformId, sending, receiving, now);
      const priced = price('SENDING', amount, sending, receiving, offered.rate, schedule);
      rates.push({
        sourceCurrency: getCurrency(sending),
        sendingAmount: amount,
        minSendingAmount: source.minAmount,
        maxSendingAmount: source.maxAmount,
        destinationCurrency: getCurrency(receiving),
        destinationPaymentRail: RAILS.get(receiving) ?? 'BANK_TRANSFER',
        receivingAmount: priced?.totalReceivingAmount ?? 0n,
        // Sending units per receiving unit (0.012121 USD per INR), as the contract's examples have
        // it; quotes state the inverse. Unrounded, so 1 / exchangeRate gives back the quote's rate.
        exchangeRate: 1 / offered.rate,
        // Nothing delivered means nothing converted: the fees are those on a net amount of 0.
        fees: { fixed: schedule.fixed, total: priced?.fees ?? schedule.fixed },
        updatedAt: offered.updatedAt.toISOString(),
      });
    }
  }
  return rates;
}
