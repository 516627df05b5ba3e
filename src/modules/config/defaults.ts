import type { EmbeddedWalletConfig, PlatformCurrencyConfig } from './schemas.js';

/**
 * What a new platform starts with (docs/decisions/0004-platform-config.md): ten
 * currencies with both directions enabled and per-transaction limits worth roughly one
 * million US dollars, in each currency's smallest unit.
 */
const DEFAULT_LIMITS: ReadonlyArray<[code: string, minAmount: number, maxAmount: number]> = [
  ['USD', 1, 100_000_000], // $0.01 .. $1,000,000.00
  ['EUR', 1, 100_000_000],
  ['MXN', 1, 2_000_000_000], // MX$20,000,000.00
  ['BRL', 1, 500_000_000], // R$5,000,000.00
  ['GBP', 1, 100_000_000],
  ['INR', 1, 8_000_000_000], // ₹80,000,000.00
  ['NGN', 1, 150_000_000_000], // ₦1,500,000,000.00
  ['USDC', 1, 1_000_000_000_000], // 1,000,000 USDC (6 decimals)
  ['USDB', 1, 1_000_000_000_000],
  ['BTC', 1, 1_000_000_000], // 10 BTC in satoshis
];

export function defaultSupportedCurrencies(): PlatformCurrencyConfig[] {
  return DEFAULT_LIMITS.map(([currencyCode, minAmount, maxAmount]) => ({
    currencyCode,
    minAmount,
    maxAmount,
    requiredCounterpartyFields: [],
    enabledTransactionTypes: ['INCOMING', 'OUTGOING'],
  }));
}

export function defaultEmbeddedWalletConfig(appName: string): EmbeddedWalletConfig {
  return {
    appName,
    otpLength: 6,
    alphanumeric: false,
    expirationSeconds: 300,
    sendFromEmailSenderName: 'Notifications',
  };
}

/** A DNS label from the platform name, made unique by a piece of the platform id. */
export function platformSlug(name: string, platformId: string): string {
  const base = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  const suffix = platformId.replace(/-/g, '').slice(0, 6);
  return base ? `${base}-${suffix}` : `platform-${suffix}`;
}

/** The sandbox UMA domain of a platform: addresses look like `$alice@<slug>.uma.test`. */
export const defaultUmaDomain = (slug: string): string => `${slug}.uma.test`;
