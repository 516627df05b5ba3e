import { Type } from 'typebox';
import { PageQuery, StringEnum, Timestamp } from '../../http/schemas.js';

/**
 * Spec values (2.6). The contract has no PENDING (its IN_PROGRESS is the same state) and also
 * READY_FOR_VERIFICATION; both are accepted as filters (service.ts).
 */
export const VERIFICATION_STATUSES = [
  'PENDING',
  'PENDING_MANUAL_REVIEW',
  'RESOLVE_ERRORS',
  'APPROVED',
  'REJECTED',
] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const VerificationErrorSchema = Type.Object({
  resourceId: Type.String({ description: 'Customer, BeneficialOwner or Document id the error is about' }),
  type: Type.String({ description: 'e.g. MISSING_FIELD, MISSING_IDENTITY_DOCUMENT, POOR_QUALITY_DOCUMENT' }),
  field: Type.Optional(Type.String({ description: 'Dot path of the missing or invalid field' })),
  acceptedDocumentTypes: Type.Optional(Type.Array(Type.String())),
  reason: Type.String(),
});

export const VerificationSchema = Type.Object({
  id: Type.String({ description: 'Verification:<uuid>' }),
  customerId: Type.String(),
  verificationStatus: StringEnum(VERIFICATION_STATUSES),
  errors: Type.Array(VerificationErrorSchema),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

export const CreateVerificationBody = Type.Object(
  { customerId: Type.String({ description: 'Customer:<uuid>' }) },
  { additionalProperties: false },
);

export const ListVerificationsQuery = Type.Object(
  {
    ...PageQuery,
    customerId: Type.Optional(Type.String()),
    verificationStatus: Type.Optional(
      StringEnum([...VERIFICATION_STATUSES, 'IN_PROGRESS', 'READY_FOR_VERIFICATION'], {
        description: 'IN_PROGRESS matches PENDING; READY_FOR_VERIFICATION matches nothing (never stored)',
      }),
    ),
  },
  { additionalProperties: false },
);

export const VerificationParams = Type.Object({ verificationId: Type.String() });
