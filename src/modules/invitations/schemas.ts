import { type Static, Type } from 'typebox';
import { CurrencyAmount, StringEnum, Timestamp } from '../../http/schemas.js';

export const INVITATION_STATUSES = ['PENDING', 'CLAIMED', 'EXPIRED', 'CANCELLED'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

// UMA addresses are plain strings here: a malformed one is INVALID_UMA_ADDRESS (spec 7.1),
// which the service decides, not the generic INVALID_INPUT a schema pattern would give.
const UmaAddressText = (description: string) => Type.String({ description });

export const CreateInvitationBody = Type.Object(
  {
    inviterUma: UmaAddressText('UMA address of an active customer of the calling platform ($name@domain)'),
    firstName: Type.Optional(
      Type.String({ minLength: 1, maxLength: 255, description: "The invitee's first name, for display" }),
    ),
    amountToSend: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: Number.MAX_SAFE_INTEGER,
        description:
          "Smallest unit of the inviter's first currency; the platform sends it to the invitee once the invitation is claimed",
      }),
    ),
    expiresAt: Type.Optional(
      Type.String({ format: 'date-time', description: 'Must be in the future; the invitation then EXPIRES' }),
    ),
  },
  { additionalProperties: false },
);
export type CreateInvitationBody = Static<typeof CreateInvitationBody>;

export const ClaimInvitationBody = Type.Object(
  { inviteeUma: UmaAddressText('UMA address of the invitee ($name@domain); any UMA domain') },
  { additionalProperties: false },
);
export type ClaimInvitationBody = Static<typeof ClaimInvitationBody>;

export const InvitationParams = Type.Object({
  // No pattern: a malformed code is simply not found (404 INVITATION_NOT_FOUND).
  invitationCode: Type.String({
    description:
      '26 letters and digits (128 bits; any case, hyphens ignored), or the 8 hex characters of an invitation ' +
      'made before codes grew',
  }),
});

export const UmaInvitationSchema = Type.Object({
  code: Type.String({
    pattern: '^([0-9a-hjkmnp-tv-z]{26}|[0-9a-f]{8})$',
    description:
      "Unprefixed: 128 random bits as 26 lowercase symbols of Crockford's base32 (8 hex characters for " +
      'invitations made before). The code is the capability: share it only with the invitee.',
  }),
  createdAt: Timestamp,
  claimedAt: Type.Optional(Timestamp),
  url: Type.String({ format: 'uri', description: 'Link the inviter shares with the invitee' }),
  expiresAt: Type.Optional(Timestamp),
  inviterUma: Type.String(),
  inviteeUma: Type.Optional(Type.String()),
  status: StringEnum(INVITATION_STATUSES),
  firstName: Type.Optional(Type.String()),
  amountToSend: Type.Optional(CurrencyAmount),
});
export type UmaInvitation = Static<typeof UmaInvitationSchema>;
