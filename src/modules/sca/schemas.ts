import { type Static, Type } from 'typebox';
import { Discriminated, StringEnum, Timestamp } from '../../shapes/index.js';

export const SCA_FACTORS = ['SMS_OTP', 'TOTP', 'PASSKEY'] as const;
const Factor = StringEnum(SCA_FACTORS, { description: 'Strong Customer Authentication factor' });
export const SECURITY_EVENT_TYPES = ['RESET_PASSWORD_COMPLETED', 'FAILED_LOGIN_ATTEMPT'] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

export const CustomerQuery = Type.Object(
  {
    customerId: Type.String({
      minLength: 1,
      maxLength: 128,
      description: 'Customer:<uuid> in an EU/EEA region',
    }),
  },
  { additionalProperties: false },
);

export const ScaFactorView = Type.Object(
  {
    factor: Factor,
    credentialId: Type.Optional(
      Type.String({ description: 'ScaCredential:<uuid> of an enrolled factor (none for SMS_OTP)' }),
    ),
    name: Type.Optional(Type.String()),
  },
  { $id: 'ScaFactorView' },
);
export type ScaFactorView = Static<typeof ScaFactorView>;
const ScaFactorViewRef = Type.Unsafe<ScaFactorView>(Type.Ref('ScaFactorView'));

export const ScaFactorList = Type.Object({ factors: Type.Array(ScaFactorViewRef) });

export type EnrollBody = { type: 'TOTP' | 'PASSKEY' };
export const EnrollBody = Discriminated<EnrollBody>('type', [
  Type.Object({ type: Type.Literal('TOTP') }, { additionalProperties: false }),
  Type.Object({ type: Type.Literal('PASSKEY') }, { additionalProperties: false }),
]);

const WebAuthnJson = Type.Record(Type.String(), Type.Unknown(), {
  description: 'The JSON of the WebAuthn credential (navigator.credentials.create / .get), base64url fields',
});

export const EnrollStart = Discriminated('type', [
  Type.Object({
    type: Type.Literal('TOTP'),
    secret: Type.String({ description: 'The shared secret, base32 (what the app is given)' }),
    secretBase32Encoded: Type.String(),
    totpUri: Type.String({ description: 'otpauth:// URI for a QR code' }),
  }),
  Type.Object({
    type: Type.Literal('PASSKEY'),
    options: WebAuthnJson,
    allowedOrigins: Type.Array(Type.String()),
    relyingPartyId: Type.String(),
  }),
]);

export type ConfirmEnrollmentBody =
  | { type: 'TOTP'; secret: string; code: string }
  | { type: 'PASSKEY'; origin: string; credential: Record<string, unknown> };
export const ConfirmEnrollmentBody = Discriminated<ConfirmEnrollmentBody>('type', [
  Type.Object(
    {
      type: Type.Literal('TOTP'),
      secret: Type.String({ minLength: 1, maxLength: 256 }),
      code: Type.String({ minLength: 1, maxLength: 32 }),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      type: Type.Literal('PASSKEY'),
      origin: Type.String({ minLength: 1, maxLength: 2048 }),
      credential: WebAuthnJson,
    },
    { additionalProperties: false },
  ),
]);

export const ConfirmEnrollmentResponse = Discriminated('type', [
  Type.Object({
    type: Type.Literal('TOTP'),
    recoveryCodes: Type.Array(Type.String(), { description: 'Shown once; each stands for the app once' }),
  }),
  Type.Object({ type: Type.Literal('PASSKEY'), factor: ScaFactorViewRef }),
]);

export const CredentialParams = Type.Object({ credentialId: Type.String({ minLength: 1, maxLength: 128 }) });
/** The credential names its customer: `customerId`, when sent, must be that customer. */
export const OptionalCustomerQuery = Type.Partial(CustomerQuery, { additionalProperties: false });

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Optional(Type.Union([schema, Type.Null()]));

export const LoginStartBody = Type.Object({ factor: Factor }, { additionalProperties: false });

export const LoginStart = Type.Object({
  factor: Factor,
  challengeId: Type.Union([Type.String(), Type.Null()]),
  expiresAt: Type.Union([Timestamp, Type.Null()]),
  passkeyOptions: Type.Union([WebAuthnJson, Type.Null()]),
  allowedOrigins: Type.Union([Type.Array(Type.String()), Type.Null()]),
  relyingPartyId: Type.Union([Type.String(), Type.Null()]),
});

export const LoginCompleteBody = Type.Object(
  {
    factor: Factor,
    endUserIpAddress: Type.String({ minLength: 1, maxLength: 64 }),
    challengeId: Nullable(Type.String({ maxLength: 128 })),
    code: Nullable(Type.String({ maxLength: 64 })),
    passkeyAssertion: Nullable(WebAuthnJson),
    origin: Nullable(Type.String({ maxLength: 2048 })),
  },
  { additionalProperties: false },
);
export type LoginCompleteBody = Static<typeof LoginCompleteBody>;

export const LoginComplete = Type.Object({
  status: Type.String({ description: 'AUTHENTICATED' }),
  sessionExpiresAt: Type.Union([Timestamp, Type.Null()]),
});

export const RecordEventBody = Type.Object(
  { eventType: StringEnum(SECURITY_EVENT_TYPES) },
  { additionalProperties: false },
);

export const RecordEventResponse = Type.Object({
  eventType: StringEnum(SECURITY_EVENT_TYPES),
  suspended: Type.Boolean(),
  lockedUntil: Type.Union([Timestamp, Type.Null()]),
  failedAttempts: Type.Integer({ minimum: 0 }),
});

/**
 * A challenge the customer must answer before an operation applies (a payment's authorization,
 * a beneficiary trusted): answered through the operation's own confirm or authorize call.
 */
export const ScaChallengeSchema = Type.Object(
  {
    id: Type.String({ description: 'ScaChallenge:<uuid>' }),
    challengeId: Type.String({ description: 'Same as `id`' }),
    factor: Factor,
    availableFactors: Type.Array(Factor, {
      description: "The customer's factors; ask for another with `scaFactor` where the operation takes it",
    }),
    expiresAt: Timestamp,
    passkeyAllowedOrigins: Type.Union([Type.Array(Type.String()), Type.Null()], {
      description: 'For a PASSKEY challenge: the origins the assertion may come from',
    }),
    passkeyAssertionOptions: Type.Union([WebAuthnJson, Type.Null()], {
      description: 'For a PASSKEY challenge: the options for navigator.credentials.get',
    }),
    purpose: Type.Union([Type.String(), Type.Null()], {
      description: 'PAYMENT_AUTHORIZATION, BENEFICIARY_TRUST or BENEFICIARY_UNTRUST',
    }),
  },
  { $id: 'ScaChallenge' },
);
export type ScaChallenge = Static<typeof ScaChallengeSchema>;
export const ScaChallengeRef = Type.Unsafe<ScaChallenge>(Type.Ref('ScaChallenge'));

export const SCA_COMPONENTS = [ScaFactorView, ScaChallengeSchema];

export const ResetStartBody = Type.Object({ factor: Factor }, { additionalProperties: false });

export const ResetStart = Type.Object({
  resetId: Type.String({ description: 'ScaFactorReset:<uuid>' }),
  livenessAccessToken: Type.Union([Type.String(), Type.Null()], {
    description: 'Token for the liveness check (the sandbox passes it by itself after a delay)',
  }),
  verificationLink: Type.Union([Type.String(), Type.Null()]),
  expiresAt: Type.Union([Timestamp, Type.Null()]),
});

export const ResetParams = Type.Object({ resetId: Type.String({ minLength: 1, maxLength: 128 }) });

export const ResetStatus = Type.Object({
  status: StringEnum([
    'INITIATED',
    'PENDING_REVIEW',
    'LIVENESS_PASSED',
    'COMPLETED',
    'REJECTED',
    'EXPIRED',
  ] as const),
  factor: Factor,
  enrollmentStatus: Type.Union([StringEnum(['PENDING', 'COMPLETED'] as const), Type.Null()]),
  expiresAt: Timestamp,
  completedAt: Type.Union([Timestamp, Type.Null()]),
});

export const ResetCompleteBody = Type.Object(
  {
    mobile: Type.Optional(
      Type.Object(
        {
          countryCode: Type.String({ minLength: 1, maxLength: 8 }),
          number: Type.String({ minLength: 1, maxLength: 32 }),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
