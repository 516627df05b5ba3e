import { type Static, Type } from 'typebox';
import { Country } from '../../shapes/index.js';

/** Spec 2.6 names the first four; HOLD is the contract's (a platform may set it with PATCH). */
export const KYC_STATUSES = ['UNVERIFIED', 'PENDING', 'APPROVED', 'REJECTED', 'HOLD'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
export const TAX_ID_TYPES = ['SSN', 'ITIN', 'EIN', 'NON_US_TAX_ID'] as const;

export const DateOnly = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
export const PhoneNumber = Type.String({ pattern: '^\\+[1-9]\\d{1,14}$', description: 'E.164' });
export const Email = Type.String({ format: 'email', maxLength: 254 });
export const Text = (maxLength = 255) => Type.String({ minLength: 1, maxLength });

export const Address = Type.Object(
  {
    line1: Text(),
    line2: Type.Optional(Text()),
    city: Type.Optional(Text()),
    state: Type.Optional(Text()),
    postalCode: Text(32),
    country: Country,
  },
  { additionalProperties: false },
);
export type Address = Static<typeof Address>;
