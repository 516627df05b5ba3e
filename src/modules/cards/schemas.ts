import { type Static, Type } from 'typebox';
import { PageQuery } from '../../http/schemas.js';
import { AmountMinor, StringEnum, Timestamp } from '../../shapes/index.js';

export const CARD_STATES = ['PENDING_KYC', 'PROCESSING', 'ACTIVE', 'FROZEN', 'CLOSED'] as const;
export type CardState = (typeof CARD_STATES)[number];
export const CARD_STATE_REASONS = ['ISSUER_REJECTED', 'CLOSED_BY_PLATFORM', 'CLOSED_BY_SERVICE'] as const;
export type CardStateReason = (typeof CARD_STATE_REASONS)[number];
export const CARD_BRANDS = ['VISA', 'MASTERCARD'] as const;
export const CARD_FORMS = ['VIRTUAL'] as const;

const AccountIds = (description: string) =>
  Type.Array(Type.String({ minLength: 1, maxLength: 128 }), { minItems: 1, maxItems: 10, description });

export const Card = Type.Object(
  {
    id: Type.String({ description: '`Card:<uuid>`' }),
    cardholderId: Type.String({ description: 'The customer the card is issued to' }),
    platformCardId: Type.Optional(Type.String()),
    state: StringEnum(CARD_STATES),
    stateReason: Type.Optional(
      Type.Union([StringEnum(CARD_STATE_REASONS), Type.Null()], { description: 'Why a card is CLOSED' }),
    ),
    brand: Type.Optional(StringEnum(CARD_BRANDS)),
    form: StringEnum(CARD_FORMS),
    last4: Type.Optional(Type.String({ description: 'Once the issuer has provisioned the card' })),
    expMonth: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
    expYear: Type.Optional(Type.Integer()),
    fundingSources: Type.Array(Type.String(), {
      description: 'Internal accounts that fund authorizations, in priority order (empty once CLOSED)',
    }),
    maxSpendPerTransaction: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
      description: 'Largest authorization in the smallest unit of `currency`; null for no limit',
    }),
    currency: Type.Optional(
      Type.String({ description: 'The card-eligible currency of its funding sources' }),
    ),
    processorRef: Type.Optional(Type.String()),
    issuerRef: Type.Optional(Type.String()),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { $id: 'Card' },
);
export type Card = Static<typeof Card>;
export const CardRef = Type.Unsafe<Card>(Type.Ref('Card'));

export const CreateCardBody = Type.Object(
  {
    cardholderId: Type.String({ minLength: 1, maxLength: 128 }),
    platformCardId: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
    threeDSecurePassword: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        writeOnly: true,
        description: 'Static 3-D Secure password (EU programs only); never returned',
      }),
    ),
    form: StringEnum(CARD_FORMS),
    fundingSources: AccountIds('Internal accounts of the cardholder in USDB, in priority order'),
    maxSpendPerTransaction: Type.Optional(AmountMinor({ minimum: 1 })),
  },
  { additionalProperties: false },
);
export type CreateCardBody = Static<typeof CreateCardBody>;

export const UpdateCardBody = Type.Object(
  {
    state: Type.Optional(StringEnum(['ACTIVE', 'FROZEN', 'CLOSED'] as const)),
    fundingSources: Type.Optional(AccountIds('Replaces the whole binding; order is priority')),
    maxSpendPerTransaction: Type.Optional(Type.Union([AmountMinor({ minimum: 1 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type UpdateCardBody = Static<typeof UpdateCardBody>;

export const ListCardsQuery = Type.Object(
  {
    ...PageQuery,
    sortOrder: Type.Optional(
      StringEnum(['asc', 'desc'] as const, { description: 'By creation; default desc' }),
    ),
    cardholderId: Type.Optional(Type.String({ maxLength: 128 })),
    accountId: Type.Optional(Type.String({ maxLength: 128, description: 'A bound funding-source account' })),
    platformCardId: Type.Optional(Type.String({ maxLength: 255 })),
    state: Type.Optional(StringEnum(CARD_STATES)),
  },
  { additionalProperties: false },
);
export type ListCardsQuery = Static<typeof ListCardsQuery>;

export const CardParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 128 }) });

export const CardRevealResponse = Type.Object({
  panEmbedUrl: Type.String({
    format: 'uri',
    description: 'Single-use, short-lived page with the card details',
  }),
  expiresAt: Timestamp,
});

export const CARD_COMPONENTS = [Card];
