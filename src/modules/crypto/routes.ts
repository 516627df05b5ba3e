import { declareRoute, routePlugin } from '../../http/declared-routes.js';
import { errorResponses } from '../../http/schemas.js';
import { EstimateWithdrawalFeeBody, WithdrawalFeeEstimate } from './schemas.js';
import * as crypto from './service.js';

export const cryptoRoutes = routePlugin(async (app, ctx) => {
  declareRoute(app, {
    method: 'POST',
    path: '/crypto/estimate-withdrawal-fee',
    // An estimate reads and moves nothing: a VIEW token may ask.
    config: { permission: 'VIEW' },
    tags: ['Crypto'],
    operationId: 'estimateCryptoWithdrawalFee',
    summary: 'Estimate the fees of a crypto withdrawal',
    description:
      'Network and application fees of withdrawing `amount` from an INTERNAL_CRYPTO internal account to ' +
      'a blockchain address. `networkFee` is in the smallest unit of `networkFeeAsset`; `totalFee` and ' +
      '`netAmount` are in the withdrawal currency. 400 INVALID_CURRENCY when the account is not a crypto ' +
      'account in `currency`; INVALID_INPUT for a network that does not carry the currency or an ' +
      'address that is not one of the network; TRANSACTION_SIZE_LIMIT_EXCEEDED above the platform ' +
      "maximum; AMOUNT_OUT_OF_RANGE below its minimum, above the account's available balance or when " +
      'the fees take the whole amount. Requires VIEW.',
    body: EstimateWithdrawalFeeBody,
    response: { 200: WithdrawalFeeEstimate, ...errorResponses(400, 403, 404) },
    handle: (platformId, { body }) => crypto.estimateWithdrawalFee(ctx, platformId, body),
  });
});
