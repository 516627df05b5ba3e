import { Type } from 'typebox';
import { PageQuery, StringEnum, Timestamp } from '../../http/schemas.js';
import { Address, Country, DateOnly, Email, KYC_STATUSES, PhoneNumber, TAX_ID_TYPES } from './schemas.js';

export const OWNER_ROLES = [
  'UBO',
  'DIRECTOR',
  'COMPANY_OFFICER',
  'CONTROL_PERSON',
  'TRUSTEE',
  'GENERAL_PARTNER',
] as const;

const Text = (maxLength = 255) => Type.String({ minLength: 1, maxLength });

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
  identifier: Type.String({ minLength: 4, maxLength: 64, writeOnly: true }),
  countryOfIssuance: Type.Optional(Country),
};

export const PersonalInfo = Type.Object(personalInfoFields, { additionalProperties: false });
const { identifier: _writeOnly, ...personalInfoResponse } = personalInfoFields;

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
    personalInfo: Type.Optional(Type.Partial(PersonalInfo)),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const BeneficialOwnerSchema = Type.Object({
  id: Type.String({ description: 'BeneficialOwner:<uuid>' }),
  customerId: Type.String(),
  roles: Type.Array(StringEnum(OWNER_ROLES)),
  ownershipPercentage: Type.Integer(),
  personalInfo: Type.Object(personalInfoResponse),
  kycStatus: StringEnum(KYC_STATUSES),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

export const ListBeneficialOwnersQuery = Type.Object(
  { ...PageQuery, customerId: Type.String({ description: 'Customer:<uuid> of the business' }) },
  { additionalProperties: false },
);

export const BeneficialOwnerParams = Type.Object({ beneficialOwnerId: Type.String() });
