import { type Static, Type } from 'typebox';
import { CurrencyAmount, PageQuery, StringEnum, Timestamp } from '../../http/schemas.js';

export const INTERNAL_ACCOUNT_TYPES = ['INTERNAL_FIAT', 'INTERNAL_CRYPTO', 'EMBEDDED_WALLET'] as const;
export const INTERNAL_ACCOUNT_STATUSES = ['PENDING', 'ACTIVE', 'CLOSED', 'FROZEN', 'FAILED'] as const;

const PaymentInstructions = Type.Object({
  instructionsNotes: Type.Optional(Type.String()),
  invoice: Type.Optional(Type.String()),
  accountOrWalletInfo: Type.Object(
    { accountType: Type.String() },
    { additionalProperties: true, description: 'Bank details or wallet address, by accountType' },
  ),
});

export const InternalAccountSchema = Type.Object({
  id: Type.String({ description: 'InternalAccount:<uuid>' }),
  customerId: Type.Optional(Type.String({ description: 'Absent for platform-level accounts' })),
  type: StringEnum(INTERNAL_ACCOUNT_TYPES),
  status: StringEnum(INTERNAL_ACCOUNT_STATUSES),
  balance: CurrencyAmount,
  totalBalance: CurrencyAmount,
  fundingPaymentInstructions: Type.Array(PaymentInstructions),
  privateEnabled: Type.Optional(Type.Boolean()),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type InternalAccount = Static<typeof InternalAccountSchema>;

const filters = {
  currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3,5}$' })),
  type: Type.Optional(StringEnum(INTERNAL_ACCOUNT_TYPES)),
};

export const ListCustomerAccountsQuery = Type.Object(
  { ...PageQuery, customerId: Type.Optional(Type.String()), ...filters },
  { additionalProperties: false },
);
export const ListPlatformAccountsQuery = Type.Object(filters, { additionalProperties: false });

export const AccountParams = Type.Object({
  accountId: Type.String({ description: 'InternalAccount:<uuid>' }),
});

export const FundBody = Type.Object(
  {
    amount: Type.Integer({
      minimum: 1,
      maximum: 100_000_000_000,
      description: 'Smallest currency unit; credited at once',
    }),
  },
  { additionalProperties: false },
);
