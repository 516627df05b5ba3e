import { type Static, Type } from 'typebox';
import { AmountMinor, Country, CurrencyAmount, StringEnum, Timestamp } from '../../shapes/index.js';

export const CARD_TRANSACTION_STATUSES = [
  'AUTHORIZED',
  'PARTIALLY_SETTLED',
  'SETTLED',
  'REFUNDED',
  'EXCEPTION',
] as const;
export type CardTransactionStatus = (typeof CARD_TRANSACTION_STATUSES)[number];

/** Why an authorization was declined (the extension event CARD.AUTHORIZATION_DECLINED). */
export const DECLINE_REASONS = [
  'INSUFFICIENT_FUNDS',
  'CARD_PAUSED',
  'CARD_CLOSED',
  'SPEND_LIMIT_EXCEEDED',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

export const CardMerchant = Type.Object(
  {
    descriptor: Type.String({
      minLength: 1,
      maxLength: 255,
      description: 'As the cardholder sees it; in the sandbox its last 3 characters pick the outcome',
    }),
    mcc: Type.Optional(Type.String({ minLength: 1, maxLength: 8, description: 'Merchant category code' })),
    country: Type.Optional(Country),
  },
  { $id: 'CardMerchant', additionalProperties: false },
);
export type CardMerchant = Static<typeof CardMerchant>;
const CardMerchantRef = Type.Unsafe<CardMerchant>(Type.Ref('CardMerchant'));

const count = (description: string) => Type.Integer({ minimum: 0, description });
const total = (description: string) => Type.Integer({ format: 'int64', minimum: 0, description });

export const CardPullSummary = Type.Object(
  {
    count: count('Pulls from the funding account for this transaction'),
    totalAmount: total('What they took, in the smallest unit of the card currency'),
    pendingCount: Type.Optional(count('Pulls not confirmed yet')),
  },
  { $id: 'CardPullSummary' },
);
export const CardRefundSummary = Type.Object(
  {
    count: count('Returns in effect (a reversed return no longer counts)'),
    totalAmount: total('Their total'),
  },
  { $id: 'CardRefundSummary' },
);
export const CardSettlementSummary = Type.Object(
  { count: count('Clearings applied'), totalAmount: total('Their total') },
  { $id: 'CardSettlementSummary' },
);

export const CardTransactionSchema = Type.Object(
  {
    type: Type.Literal('CARD'),
    id: Type.String({ description: '`CardTransaction:<uuid>`' }),
    cardId: Type.Optional(Type.String()),
    customerId: Type.String({ description: 'The cardholder' }),
    platformCustomerId: Type.String({ description: "The cardholder's platformCustomerId (empty when none)" }),
    issuerTransactionToken: Type.Optional(
      Type.String({ description: 'The token the authorization was answered with (202 of the simulation)' }),
    ),
    status: StringEnum(CARD_TRANSACTION_STATUSES),
    direction: StringEnum(['DEBIT', 'CREDIT'] as const, {
      description: 'DEBIT: the cardholder pays a merchant; CREDIT: a merchant pays the cardholder',
    }),
    merchant: CardMerchantRef,
    authorizedAmount: CurrencyAmount,
    settledAmount: Type.Optional(CurrencyAmount),
    refundedAmount: Type.Optional(CurrencyAmount),
    accountId: Type.String({ description: 'The funding source (internal account) the transaction uses' }),
    pullSummary: Type.Optional(Type.Unsafe(Type.Ref('CardPullSummary'))),
    refundSummary: Type.Optional(Type.Unsafe(Type.Ref('CardRefundSummary'))),
    settlementSummary: Type.Optional(Type.Unsafe(Type.Ref('CardSettlementSummary'))),
    authorizedAt: Timestamp,
    lastEventAt: Type.Optional(Timestamp),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { $id: 'CardTransaction' },
);
export interface CardTransaction {
  type: 'CARD';
  id: string;
  cardId?: string;
  customerId: string;
  platformCustomerId: string;
  issuerTransactionToken?: string;
  status: CardTransactionStatus;
  direction: 'DEBIT' | 'CREDIT';
  merchant: CardMerchant;
  authorizedAmount: Static<typeof CurrencyAmount>;
  settledAmount?: Static<typeof CurrencyAmount>;
  refundedAmount?: Static<typeof CurrencyAmount>;
  accountId: string;
  pullSummary?: { count: number; totalAmount: number; pendingCount?: number };
  refundSummary?: { count: number; totalAmount: number };
  settlementSummary?: { count: number; totalAmount: number };
  authorizedAt: string;
  lastEventAt?: string;
  createdAt: string;
  updatedAt: string;
}

/** The kinds of message the sandbox network sends the issuer (one simulation each). */
export const ISSUER_EVENT_KINDS = [
  'AUTHORIZATION',
  'AUTHORIZATION_ADVICE',
  'BALANCE_INQUIRY',
  'CLEARING',
  'CREDIT_AUTHORIZATION',
  'CREDIT_AUTHORIZATION_ADVICE',
  'FINANCIAL_AUTHORIZATION',
  'FINANCIAL_CREDIT_AUTHORIZATION',
  'RETURN',
  'RETURN_REVERSAL',
] as const;
export type IssuerEventKind = (typeof ISSUER_EVENT_KINDS)[number];

/**
 * Extension (the contract has no declined card transaction): the issuer's decision on a
 * message that leaves no card transaction to show it, sent as CARD.AUTHORIZATION_DECLINED
 * (every decline) and CARD.BALANCE_INQUIRY (an approved balance inquiry).
 */
export const CardAuthorizationDecision = Type.Object(
  {
    issuerTransactionToken: Type.String(),
    cardId: Type.String(),
    kind: StringEnum(ISSUER_EVENT_KINDS),
    decision: StringEnum(['APPROVED', 'DECLINED'] as const),
    declineReason: Type.Optional(StringEnum(DECLINE_REASONS)),
    merchant: CardMerchantRef,
    amount: CurrencyAmount,
    cardTransactionId: Type.Optional(
      Type.String({ description: 'The card transaction an advice was about (unchanged by a decline)' }),
    ),
    decidedAt: Timestamp,
  },
  { $id: 'CardAuthorizationDecision', 'x-extension': true },
);
export type CardAuthorizationDecision = Static<typeof CardAuthorizationDecision>;

// ---------------------------------------------------------------------------------------
// Sandbox simulation requests (the contract's Sandbox* schemas)

const Currency = Type.Object(
  {
    code: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 16,
        description: "The card's currency (USDB); the card's when left out",
      }),
    ),
    name: Type.Optional(Type.String()),
    symbol: Type.Optional(Type.String()),
    decimals: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { additionalProperties: false },
);

export const SandboxCardAuthorizationRequest = Type.Object(
  {
    amount: AmountMinor({ minimum: 1 }),
    currency: Currency,
    merchant: CardMerchantRef,
  },
  { additionalProperties: false },
);
export type SandboxCardAuthorizationRequest = Static<typeof SandboxCardAuthorizationRequest>;

export const SandboxCardBalanceInquiryRequest = Type.Object(
  { merchant: CardMerchantRef },
  { additionalProperties: false },
);

const cardTransactionId = Type.String({
  minLength: 1,
  maxLength: 128,
  description: 'CardTransaction:<uuid> of this card',
});

export const SandboxCardTransactionAmountRequest = (minimum: 0 | 1, description: string) =>
  Type.Object(
    { cardTransactionId, amount: AmountMinor({ minimum, description }) },
    { additionalProperties: false },
  );
export type SandboxCardTransactionAmountRequest = { cardTransactionId: string; amount: number };

export const SandboxCardTransactionRefRequest = Type.Object(
  { cardTransactionId },
  { additionalProperties: false },
);

export const SandboxCardSimulationResponse = Type.Object({
  issuerTransactionToken: Type.String({
    description: "The token of the network's message; its outcome arrives as webhooks",
  }),
});

export const CARD_TRANSACTION_COMPONENTS = [
  CardMerchant,
  CardPullSummary,
  CardRefundSummary,
  CardSettlementSummary,
  CardTransactionSchema,
  CardAuthorizationDecision,
];
