import type { ServiceContext } from '../../context.js';
import { parseBitcoinAddress } from '../../crypto/wallet-signatures.js';
import { ApiError, type FieldError, invalidInput } from '../../errors.js';
import { getCurrency } from '../../money/currencies.js';
import type { FxSource } from '../../sandbox/index.js';
import { loadAccount } from '../accounts/index.js';
import { checkAmountLimits, getConfig } from '../config/index.js';
import * as v from '../external-accounts/index.js';
import {
  type CryptoNetwork,
  type EstimateWithdrawalFeeBody,
  isCryptoNetwork,
  type WithdrawalFeeEstimate,
} from './schemas.js';

/** docs/decisions/0017-exchange-rates-and-withdrawal-fees.md */

/** The networks each crypto currency moves on (those the funding instructions and wallet types use). */
export const NETWORKS_OF: Readonly<Record<string, readonly CryptoNetwork[]>> = {
  USDC: ['SOLANA', 'ETHEREUM', 'BASE', 'POLYGON'],
  USDT: ['ETHEREUM', 'TRON', 'PLASMA'],
  USDB: ['SPARK'],
  BTC: ['BITCOIN', 'SPARK'],
};

const bitcoinAddressProblem = (address: string): v.Problem =>
  parseBitcoinAddress(address) ? undefined : 'must be a Bitcoin P2PKH, P2SH or P2WPKH address';

/** The same checks external wallet accounts get (decision 0012), plus Bitcoin's from ownership proofs. */
const ADDRESS_PROBLEM: Readonly<Record<CryptoNetwork, (address: string) => v.Problem>> = {
  BITCOIN: bitcoinAddressProblem,
  ETHEREUM: v.evmAddressProblem,
  BASE: v.evmAddressProblem,
  POLYGON: v.evmAddressProblem,
  PLASMA: v.evmAddressProblem,
  SOLANA: v.solanaAddressProblem,
  TRON: v.tronAddressProblem,
  SPARK: v.sparkAddressProblem,
};

/**
 * Native assets that pay network fees: decimals of their smallest unit and a fixed sandbox
 * price in micro-dollars. Nothing is paid on a chain in sandbox, so a fixed, round price keeps
 * estimates reproducible (tests and clients can compute them); they are near 2025 market
 * prices so the estimates look like real ones. Currencies the service holds (BTC) take their
 * price from the FX source (ctx.world.fx) instead, so that a fee in BTC converts to itself exactly.
 */
const NATIVE_ASSETS: Readonly<Record<string, { decimals: number; usdMicros?: bigint }>> = {
  BTC: { decimals: 8 },
  ETH: { decimals: 18, usdMicros: 3_000_000_000n }, // $3,000
  SOL: { decimals: 9, usdMicros: 150_000_000n }, // $150
  POL: { decimals: 18, usdMicros: 500_000n }, // $0.50
  TRX: { decimals: 6, usdMicros: 120_000n }, // $0.12
  XPL: { decimals: 18, usdMicros: 500_000n }, // $0.50
};

/**
 * Sandbox network fee of one token transfer per network, in the native asset's smallest unit:
 * typical fees of 2025 for a transfer to an address that already holds the token.
 * ETHEREUM 65,000 gas at 5 gwei; BASE an L2 transfer incl. its L1 data fee; POLYGON 65,000
 * gas at ~77 gwei; SOLANA base + priority fee; TRON the TRX burnt for a USDT transfer without
 * staked energy; BITCOIN ~140 vB at ~14 sat/vB. Plasma sponsors USDT transfers and Spark
 * transfers carry no fee, so both are 0.
 */
export const NETWORK_FEES: Readonly<Record<CryptoNetwork, { asset: string; fee: bigint }>> = {
  BITCOIN: { asset: 'BTC', fee: 2_000n }, // satoshis
  ETHEREUM: { asset: 'ETH', fee: 325_000_000_000_000n }, // wei (0.000325 ETH)
  BASE: { asset: 'ETH', fee: 2_000_000_000_000n }, // wei (0.000002 ETH)
  POLYGON: { asset: 'POL', fee: 5_000_000_000_000_000n }, // wei (0.005 POL)
  SOLANA: { asset: 'SOL', fee: 10_000n }, // lamports
  TRON: { asset: 'TRX', fee: 14_000_000n }, // sun (14 TRX)
  PLASMA: { asset: 'XPL', fee: 0n },
  SPARK: { asset: 'BTC', fee: 0n }, // satoshis
};

/** The service charges nothing of its own on withdrawals, as on every movement (pricing.feeSchedule). */
export const APPLICATION_FEE = 0n;

function usdMicrosOf(fx: FxSource, code: string): bigint {
  const fixed = NATIVE_ASSETS[code]?.usdMicros;
  if (fixed !== undefined) return fixed;
  return BigInt(Math.round(1e6 / fx.unitsPerUsd(code)));
}

function decimalsOf(asset: string): number {
  const native = NATIVE_ASSETS[asset];
  if (!native) throw new Error(`Unknown native asset ${asset}`);
  return native.decimals;
}

/**
 * Fees of withdrawing `currency` on `network`: the network fee in its native asset and in the
 * withdrawal currency (at the sandbox USD prices, rounded up so the estimate never falls short).
 */
export function withdrawalFees(
  fx: FxSource,
  currency: string,
  network: CryptoNetwork,
): { networkFee: bigint; networkFeeAsset: string; convertedNetworkFee: bigint; applicationFee: bigint } {
  const { asset, fee } = NETWORK_FEES[network];
  const numerator = fee * usdMicrosOf(fx, asset) * 10n ** BigInt(getCurrency(currency).decimals);
  const denominator = 10n ** BigInt(decimalsOf(asset)) * usdMicrosOf(fx, currency);
  return {
    networkFee: fee,
    networkFeeAsset: asset,
    convertedNetworkFee: (numerator + denominator - 1n) / denominator,
    applicationFee: APPLICATION_FEE,
  };
}

const invalidCurrency = (message: string) => new ApiError(400, 'INVALID_CURRENCY', message);
const amountOutOfRange = (message: string) => new ApiError(400, 'AMOUNT_OUT_OF_RANGE', message);

/**
 * POST /crypto/estimate-withdrawal-fee. Checks what a withdrawal would be refused for (the
 * account, currency, network, address, the platform's limits and the balance), then prices it.
 * Nothing is reserved or moved.
 */
export async function estimateWithdrawalFee(
  ctx: ServiceContext,
  platformId: string,
  body: EstimateWithdrawalFeeBody,
): Promise<WithdrawalFeeEstimate> {
  const account = await loadAccount(ctx.db, platformId, body.internalAccountId);
  const networks = NETWORKS_OF[account.currency];
  if (account.type !== 'INTERNAL_CRYPTO' || !networks) {
    throw invalidCurrency(
      `Internal account ${body.internalAccountId} is ${account.type} in ${account.currency}: only INTERNAL_CRYPTO ` +
        'accounts withdraw to blockchain addresses',
    );
  }
  if (body.currency !== account.currency) {
    throw invalidCurrency(
      `Internal account ${body.internalAccountId} holds ${account.currency}, not ${body.currency}`,
    );
  }

  const problems: FieldError[] = [];
  const requested = body.cryptoNetwork;
  const network = isCryptoNetwork(requested) && networks.includes(requested) ? requested : undefined;
  if (network === undefined) {
    problems.push({
      field: 'cryptoNetwork',
      message: isCryptoNetwork(requested)
        ? `${body.currency} is withdrawn on ${networks.join(', ')}, not ${requested}`
        : `${JSON.stringify(requested)} is not a network this service withdraws on; ${body.currency} is withdrawn on ${networks.join(', ')}`,
      constraint: { enum: [...networks] },
    });
  } else {
    const problem = ADDRESS_PROBLEM[network](body.destinationAddress);
    if (problem) {
      problems.push({ field: 'destinationAddress', message: `${problem} (${network})` });
    }
  }
  if (problems.length > 0 || network === undefined) {
    throw invalidInput(`Request validation failed: ${problems.length} invalid field(s)`, problems);
  }

  const config = await getConfig(ctx, platformId);
  const amount = BigInt(body.amount);
  checkAmountLimits(config, { amountMinor: amount, currency: body.currency }, 'amount', 'OUTGOING');
  if (amount > account.available) {
    throw amountOutOfRange(`amount ${amount} is above the available balance ${account.available}`);
  }

  const fees = withdrawalFees(ctx.world.fx, body.currency, network);
  const totalFee = fees.convertedNetworkFee + fees.applicationFee;
  const netAmount = amount - totalFee;
  if (netAmount <= 0n) {
    throw amountOutOfRange(`amount ${amount} does not cover the fees of ${totalFee} on ${network}`);
  }
  return {
    networkFee: fees.networkFee,
    networkFeeAsset: fees.networkFeeAsset,
    applicationFee: fees.applicationFee,
    totalFee,
    netAmount,
  };
}
