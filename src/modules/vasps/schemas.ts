import { type Static, Type } from 'typebox';

export const Vasp = Type.Object(
  {
    vaspName: Type.String({
      description:
        'Name of the provider; pass it as `accountInfo.vaspName` of a custodial wallet external account',
    }),
    url: Type.Optional(Type.String({ format: 'uri', description: "The provider's web site" })),
  },
  { $id: 'Vasp', description: 'A virtual-asset service provider (exchange or custodian) that holds wallets' },
);
export type Vasp = Static<typeof Vasp>;

export const ListVaspsQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20, description: 'Page size' })),
    cursor: Type.Optional(
      Type.String({ minLength: 1, maxLength: 512, description: 'The `nextCursor` of the previous page' }),
    ),
  },
  { additionalProperties: false },
);
export type ListVaspsQuery = Static<typeof ListVaspsQuery>;
