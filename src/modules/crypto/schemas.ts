import { type Static, Type } from 'typebox';

export const CRYPTO_NETWORKS = [
  'BITCOIN',
  'ETHEREUM',
  'SOLANA',
  'BASE',
  'POLYGON',
  'TRON',
  'PLASMA',
  'SPARK',
] as const;
export type CryptoNetwork = (typeof CRYPTO_NETWORKS)[number];

export const isCryptoNetwork = (value: string): value is CryptoNetwork =>
  (CRYPTO_NETWORKS as readonly string[]).includes(value);

/** Money in the smallest unit; bigint inside the service, a JSON integer on the wire. */
const SmallestUnits = (description: string) => Type.Unsafe<number | bigint>({ type: 'integer', description });

export const EstimateWithdrawalFeeBody = Type.Object(
  {
    internalAccountId: Type.String({
      minLength: 1,
      maxLength: 255,
      description: 'InternalAccount:<uuid> of an INTERNAL_CRYPTO account to withdraw from',
    }),
    currency: Type.String({
      minLength: 1,
      maxLength: 16,
      description: "Currency withdrawn (USDC, USDT, USDB, BTC); must be the account's currency",
    }),
    // Any string, as the contract has it: a network we do not serve is a 400 naming the ones we do.
    cryptoNetwork: Type.String({
      minLength: 1,
      maxLength: 64,
      description:
        `Network to withdraw on (served: ${CRYPTO_NETWORKS.join(', ')}); it must carry the currency: USDC on ` +
        'SOLANA, ETHEREUM, BASE or POLYGON; USDT on ETHEREUM, TRON or PLASMA; USDB on SPARK; BTC on BITCOIN or ' +
        'SPARK. Another network is a 400 INVALID_INPUT on `cryptoNetwork`',
    }),
    amount: Type.Integer({
      minimum: 1,
      maximum: Number.MAX_SAFE_INTEGER,
      description: 'Amount withdrawn, fees included, in the smallest unit of the currency',
    }),
    destinationAddress: Type.String({
      minLength: 1,
      maxLength: 255,
      description: 'Blockchain address on `cryptoNetwork` that receives the withdrawal',
    }),
  },
  { additionalProperties: false },
);
export type EstimateWithdrawalFeeBody = Static<typeof EstimateWithdrawalFeeBody>;

export const WithdrawalFeeEstimate = Type.Object({
  networkFee: SmallestUnits(
    'Network (gas) fee in the smallest unit of `networkFeeAsset` (lamports, wei, sun, satoshis)',
  ),
  networkFeeAsset: Type.String({
    description: "Ticker of the network's native asset that pays it (e.g. SOL)",
  }),
  applicationFee: SmallestUnits("The service's own fee, in the smallest unit of the withdrawal currency"),
  totalFee: SmallestUnits(
    'Network fee converted into the withdrawal currency (rounded up) plus the application fee',
  ),
  netAmount: SmallestUnits('What arrives at the destination: amount - totalFee'),
});
export type WithdrawalFeeEstimate = Static<typeof WithdrawalFeeEstimate>;
