import { type Static, Type } from 'typebox';
import { StringEnum } from '../../http/schemas.js';

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
    cryptoNetwork: StringEnum(CRYPTO_NETWORKS, {
      description:
        'Network to withdraw on; it must carry the currency: USDC on SOLANA, ETHEREUM, BASE or POLYGON; ' +
        'USDT on ETHEREUM, TRON or PLASMA; USDB on SPARK; BTC on BITCOIN or SPARK',
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
