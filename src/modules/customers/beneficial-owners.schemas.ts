import { type Static, Type } from 'typebox';
import { Country, PageQuery, StringEnum, Timestamp } from '../../http/schemas.js';
import { Address, DateOnly, Email, KYC_STATUSES, PhoneNumber, TAX_ID_TYPES, Text } from './fields.js';

export const OWNER_ROLES = [
  'UBO',
  'DIRECTOR',
  'COMPANY_OFFICER',
  'CONTROL_PERSON',
  'TRUSTEE',
  'GENERAL_PARTNER',
] as const;
export type OwnerRole = (typeof OWNER_ROLES)[number];

/** The person's role in the revisions before `roles` existed. */
export const INDIVIDUAL_TYPES = [
  'BENEFICIAL_OWNER',
  'CONTROL_PERSON',
  'DIRECTOR',
  'OFFICER',
  'TRUSTEE',
  'GENERAL_PARTNER',
  'AUTHORIZED_PERSON',
  'BUSINESS_POINT_OF_CONTACT',
  'SETTLOR',
] as const;
export type IndividualType = (typeof INDIVIDUAL_TYPES)[number];

const personalInfoFields = {
  firstName: Text(),
  middleName: Type.Optional(Text()),
  lastName: Text(),
  birthDate: DateOnly,
  nationality: Country,
  email: Type.Optional(Email),
  phoneNumber: Type.Optional(PhoneNumber),
  address: Address,
  idType: StringEnum(TAX_ID_TYPES),
  identifier: Type.String({ minLength: 4, maxLength: 64 }),
  countryOfIssuance: Type.Optional(Country),
};

export const PersonalInfo = Type.Object(personalInfoFields, { additionalProperties: false });

const Roles = Type.Array(StringEnum(OWNER_ROLES), { minItems: 1, uniqueItems: true });
const Ownership = Type.Integer({ minimum: 0, maximum: 100, description: 'Percent of the business owned' });

export const CreateBeneficialOwnerBody = Type.Object(
  {
    customerId: Type.String({ description: 'Customer:<uuid> of a BUSINESS customer' }),
    roles: Roles,
    ownershipPercentage: Ownership,
    personalInfo: PersonalInfo,
  },
  { additionalProperties: false },
);

export const UpdateBeneficialOwnerBody = Type.Object(
  {
    roles: Type.Optional(Roles),
    ownershipPercentage: Type.Optional(Ownership),
    personalInfo: Type.Optional(Type.Partial(PersonalInfo, { additionalProperties: false })),
  },
  { additionalProperties: false, minProperties: 1 },
);

/**
 * A beneficial owner inside a business customer's create or update body, in the shape of
 * the revisions before /beneficial-owners existed (what the 0.7.0 SDK sends).
 */
export const LegacyBeneficialOwner = Type.Object(
  {
    fullName: Text(),
    individualType: StringEnum(INDIVIDUAL_TYPES),
    percentageOwnership: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    title: Type.Optional(Text()),
    birthDate: Type.Optional(DateOnly),
    nationality: Type.Optional(Country),
    emailAddress: Type.Optional(Email),
    phoneNumber: Type.Optional(PhoneNumber),
    address: Type.Optional(Address),
    taxId: Type.Optional(Type.String({ minLength: 4, maxLength: 64 })),
  },
  { additionalProperties: false },
);

/**
 * The owner as every revision reads it: today's fields (`roles`, `ownershipPercentage`,
 * `personalInfo`) and, derived from them, the older flat ones (`fullName`, `individualType`,
 * `percentageOwnership`, ...), so a client of any revision finds what it requires.
 */
export const BeneficialOwnerSchema = Type.Object(
  {
    id: Type.String({ description: 'BeneficialOwner:<uuid>' }),
    customerId: Type.String(),
    roles: Type.Array(StringEnum(OWNER_ROLES)),
    ownershipPercentage: Type.Integer(),
    personalInfo: Type.Object({
      ...personalInfoFields,
      email: Type.Optional(Type.String({ format: 'email' })),
      // Absent for an owner given inline without them (revision 2026-02-25 requires none of
      // them) until the platform supplies them; KYB reports them missing.
      birthDate: Type.Optional(DateOnly),
      nationality: Type.Optional(Country),
      address: Type.Optional(Address),
      idType: Type.Optional(StringEnum(TAX_ID_TYPES)),
      identifier: Type.Optional(Type.String({ minLength: 4, maxLength: 64 })),
    }),
    kycStatus: StringEnum(KYC_STATUSES),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    fullName: Type.String({ description: 'firstName, middleName and lastName' }),
    individualType: StringEnum(INDIVIDUAL_TYPES, {
      description: 'As sent inline with the business, else derived from the first role',
    }),
    percentageOwnership: Type.Number(),
    title: Type.Optional(Type.String()),
    birthDate: Type.Optional(Type.String({ format: 'date' })),
    nationality: Type.Optional(Type.String()),
    emailAddress: Type.Optional(Type.String({ format: 'email' })),
    phoneNumber: Type.Optional(Type.String()),
    address: Type.Optional(Address),
    taxId: Type.Optional(Type.String({ description: 'Same as personalInfo.identifier; absent until given' })),
  },
  { $id: 'BeneficialOwner' },
);
export type BeneficialOwner = Static<typeof BeneficialOwnerSchema>;

export const ListBeneficialOwnersQuery = Type.Object(
  { ...PageQuery, customerId: Type.String({ description: 'Customer:<uuid> of the business' }) },
  { additionalProperties: false },
);

export const BeneficialOwnerParams = Type.Object({ beneficialOwnerId: Type.String() });
