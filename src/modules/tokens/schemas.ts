import { Type } from 'typebox';
import { DateRangeQuery, PageQuery, StringEnum, Timestamp } from '../../http/schemas.js';
import { PERMISSIONS } from './permissions.js';

export const Permission = StringEnum(PERMISSIONS, {
  description: 'VIEW reads; TRANSACT moves money (quotes, execution, transfers); MANAGE every other write',
});

export const ApiToken = Type.Object({
  id: Type.String({ description: 'Token:<uuid>' }),
  name: Type.String(),
  permissions: Type.Array(Permission),
  clientId: Type.String({ description: 'HTTP Basic username' }),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

export const IssuedApiToken = Type.Object({
  ...ApiToken.properties,
  clientSecret: Type.String({ description: 'HTTP Basic password; returned only when the token is created' }),
});

export const CreateTokenBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 255 }),
    permissions: Type.Array(Permission, { minItems: 1, uniqueItems: true }),
  },
  { additionalProperties: false },
);

export const ListTokensQuery = Type.Object(
  {
    ...PageQuery,
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 255, description: 'Exact token name' })),
    ...DateRangeQuery,
  },
  { additionalProperties: false },
);

export const TokenParams = Type.Object({ tokenId: Type.String({ description: 'Token:<uuid>' }) });
