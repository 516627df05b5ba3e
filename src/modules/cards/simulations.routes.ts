import type { TSchema } from 'typebox';
import { authOf } from '../../http/route-config.js';
import { errorResponses } from '../../http/schemas.js';
import { type SimulationRequest, simulate } from './issuer.js';
import { CardParams } from './schemas.js';
import {
  SandboxCardAuthorizationRequest,
  SandboxCardBalanceInquiryRequest,
  SandboxCardSimulationResponse,
  SandboxCardTransactionAmountRequest,
  SandboxCardTransactionRefRequest,
} from './transactions.schemas.js';
import { routePlugin } from '../../http/declared-routes.js';

type Body = Record<string, unknown> & {
  amount?: number;
  currency?: { code?: string };
  merchant?: { descriptor: string; mcc?: string; country?: string };
  cardTransactionId?: string;
};

interface Simulation {
  path: string;
  operationId: string;
  summary: string;
  body: TSchema;
  request: (body: Body) => SimulationRequest;
}

/** A new message from a merchant: `{amount, currency, merchant}`. */
const fromMerchant =
  (
    kind:
      | 'AUTHORIZATION'
      | 'FINANCIAL_AUTHORIZATION'
      | 'CREDIT_AUTHORIZATION'
      | 'FINANCIAL_CREDIT_AUTHORIZATION'
      | 'CREDIT_AUTHORIZATION_ADVICE',
  ) =>
  (body: Body): SimulationRequest => ({
    kind,
    amount: body.amount as number,
    currencyCode: body.currency?.code,
    merchant: body.merchant as { descriptor: string },
  });

const about =
  (kind: 'AUTHORIZATION_ADVICE' | 'CLEARING' | 'RETURN') =>
  (body: Body): SimulationRequest => ({
    kind,
    cardTransactionId: body.cardTransactionId as string,
    amount: body.amount as number,
  });

const OUTCOME =
  'Answered 202 with the message token; the issuer applies it about 1 s later (times SANDBOX_DELAY_SCALE) ' +
  'and its outcome arrives as webhooks (CARD_TRANSACTION.<status>, or the extension CARD.AUTHORIZATION_DECLINED ' +
  'with the decline reason). ';
const DECIDED =
  'Decided on the card: FROZEN declines CARD_PAUSED, CLOSED declines CARD_CLOSED, an amount above ' +
  'maxSpendPerTransaction SPEND_LIMIT_EXCEEDED; the last 3 characters of merchant.descriptor simulate: 002 ' +
  'INSUFFICIENT_FUNDS, 003 CARD_PAUSED, 005 pull confirmed about 30 s later, 006 pull confirmation FAILED ' +
  '(EXCEPTION). `currency.code` must be the card currency (400 INVALID_CURRENCY).';

const SIMULATIONS: readonly Simulation[] = [
  {
    path: 'authorization',
    operationId: 'sandboxSimulateCardAuthorization',
    summary: 'Simulate an authorization: the first funding source that covers the amount holds it',
    body: SandboxCardAuthorizationRequest,
    request: fromMerchant('AUTHORIZATION'),
  },
  {
    path: 'authorization_advice',
    operationId: 'sandboxSimulateCardAuthorizationAdvice',
    summary: "Simulate an authorization advice: `amount` is the authorization's new total",
    body: SandboxCardTransactionAmountRequest(1, 'The new total, not below what is already settled'),
    request: about('AUTHORIZATION_ADVICE'),
  },
  {
    path: 'balance_inquiry',
    operationId: 'sandboxSimulateCardBalanceInquiry',
    summary:
      'Simulate a balance inquiry (a zero-amount authorization: no card transaction, CARD.BALANCE_INQUIRY)',
    body: SandboxCardBalanceInquiryRequest,
    request: (body) => ({ kind: 'BALANCE_INQUIRY', merchant: body.merchant as { descriptor: string } }),
  },
  {
    path: 'clearing',
    operationId: 'sandboxSimulateCardClearing',
    summary:
      'Simulate a clearing: paid from the hold; above it, the excess is pulled afterwards (over-authorization); 0 is the expiry',
    body: SandboxCardTransactionAmountRequest(0, 'What the merchant is paid; 0 expires the authorization'),
    request: about('CLEARING'),
  },
  {
    path: 'credit_authorization',
    operationId: 'sandboxSimulateCardCreditAuthorization',
    summary: "Simulate a credit authorization: the merchant's credit waits in the account's pending balance",
    body: SandboxCardAuthorizationRequest,
    request: fromMerchant('CREDIT_AUTHORIZATION'),
  },
  {
    path: 'credit_authorization_advice',
    operationId: 'sandboxSimulateCardCreditAuthorizationAdvice',
    summary:
      "Simulate a credit advice: the new total of this merchant's open credit authorization on the card",
    body: SandboxCardAuthorizationRequest,
    request: fromMerchant('CREDIT_AUTHORIZATION_ADVICE'),
  },
  {
    path: 'financial_authorization',
    operationId: 'sandboxSimulateCardFinancialAuthorization',
    summary: 'Simulate a financial (single-message) authorization: authorized and settled at once',
    body: SandboxCardAuthorizationRequest,
    request: fromMerchant('FINANCIAL_AUTHORIZATION'),
  },
  {
    path: 'financial_credit_authorization',
    operationId: 'sandboxSimulateCardFinancialCreditAuthorization',
    summary: 'Simulate a financial credit: credited to the first funding source at once',
    body: SandboxCardAuthorizationRequest,
    request: fromMerchant('FINANCIAL_CREDIT_AUTHORIZATION'),
  },
  {
    path: 'return',
    operationId: 'sandboxSimulateCardReturn',
    summary: 'Simulate a return: the merchant pays back part or all of a settled debit',
    body: SandboxCardTransactionAmountRequest(1, 'At most what is settled and not refunded yet'),
    request: about('RETURN'),
  },
  {
    path: 'return_reversal',
    operationId: 'sandboxSimulateCardReturnReversal',
    summary: "Simulate a return reversal: the transaction's latest return is taken back",
    body: SandboxCardTransactionRefRequest,
    request: (body) => ({ kind: 'RETURN_REVERSAL', cardTransactionId: body.cardTransactionId as string }),
  },
];

/** Sandbox-only: the card network's messages to the issuer (spec 4.15). */
export const cardSimulationRoutes = routePlugin(async (app, ctx) => {
  for (const simulation of SIMULATIONS) {
    app.post(
      `/sandbox/cards/:id/simulate/${simulation.path}`,
      {
        config: { permission: 'TRANSACT' },
        schema: {
          tags: ['Sandbox'],
          operationId: simulation.operationId,
          summary: `${simulation.summary} (sandbox)`,
          description: OUTCOME + DECIDED,
          params: CardParams,
          body: simulation.body,
          response: { 202: SandboxCardSimulationResponse, ...errorResponses(400, 403, 404) },
        },
      },
      async (request, reply) =>
        reply
          .code(202)
          .send(
            await simulate(
              ctx,
              authOf(request).platformId,
              request.params.id,
              simulation.request(request.body as Body),
            ),
          ),
    );
  }
});
