import { type Static, type TSchema, Type } from 'typebox';
import { StringEnum, Timestamp } from '../../http/schemas.js';
import { SignedRequestChallenge, signedRetryChallengeFields } from '../../http/signed-retry.js';

export const AUTH_METHOD_TYPES = ['EMAIL_OTP', 'SMS_OTP', 'OAUTH', 'PASSKEY'] as const;
export type AuthMethodType = (typeof AUTH_METHOD_TYPES)[number];

export const AuthSignedRequestChallenge = Type.Object(
  { ...signedRetryChallengeFields, type: StringEnum(AUTH_METHOD_TYPES) },
  { $id: 'AuthSignedRequestChallenge' },
);

const authMethodFields = {
  id: Type.String({ description: '`AuthMethod:<uuid>`' }),
  accountId: Type.String({ description: 'The EMBEDDED_WALLET internal account' }),
  type: StringEnum(AUTH_METHOD_TYPES),
  credentialId: Type.Optional(Type.String({ description: 'WebAuthn credential id of a passkey' })),
  nickname: Type.String({
    description:
      'EMAIL_OTP: the email address codes go to; SMS_OTP: the E.164 phone number; PASSKEY: the name it was ' +
      'registered with; OAUTH: `OAuth`',
  }),
  createdAt: Timestamp,
  updatedAt: Timestamp,
};

export const AuthMethod = Type.Object(authMethodFields, { $id: 'AuthMethod' });
export type AuthMethod = Static<typeof AuthMethod>;

/** A bundle the wallet's enclave signed, whose `data` holds what `holds` says. */
const SignedBundle = (holds: string) =>
  Type.String({
    description: `Signed bundle \`{version, data, dataSignature, enclaveQuorumPublic}\`; \`data\` (hex JSON) holds ${holds}`,
  });

export const AuthMethodResponse = Type.Object(
  {
    ...authMethodFields,
    otpEncryptionTargetBundle: Type.Optional(
      SignedBundle('`targetPublic`, the key to HPKE-encrypt the one-time code to'),
    ),
  },
  { $id: 'AuthMethodResponse' },
);
export type AuthMethodResponse = Static<typeof AuthMethodResponse>;

export const AuthSession = Type.Object(
  {
    ...authMethodFields,
    id: Type.String({ description: '`Session:<uuid>`' }),
    encryptedSessionSigningKey: Type.Optional(
      Type.String({ description: 'Legacy flow only (uncompressed clientPublicKey): the sealed session key' }),
    ),
    expiresAt: Timestamp,
  },
  { $id: 'AuthSession' },
);
export type AuthSession = Static<typeof AuthSession>;

const ref = <T extends TSchema>(schema: T) =>
  Type.Unsafe<Static<T>>(Type.Ref((schema as { $id?: string }).$id as string));
export const AuthSignedRequestChallengeRef = ref(AuthSignedRequestChallenge);
export const AuthMethodRef = ref(AuthMethod);
export const AuthMethodResponseRef = ref(AuthMethodResponse);
export const AuthSessionRef = ref(AuthSession);

/** The answer to a PASSKEY challenge (spec 2.9): what the authenticator signs, and the request it answers. */
export const PasskeyAuthChallenge = Type.Object(
  {
    ...authMethodFields,
    type: StringEnum(['PASSKEY'] as const),
    credentialId: Type.String({ description: 'WebAuthn credential id (base64url) to assert with' }),
    challenge: Type.String({
      description:
        'Lowercase hex SHA-256 binding the credential, the `clientPublicKey` and the request: the WebAuthn ' +
        'challenge (its UTF-8 bytes, or the 32 bytes it spells)',
    }),
    requestId: Type.String({ description: '`Request:<uuid>`, sent back in the Request-Id header of verify' }),
    expiresAt: Timestamp,
  },
  { $id: 'PasskeyAuthChallenge' },
);
export type PasskeyAuthChallenge = Static<typeof PasskeyAuthChallenge>;

/** An OTP credential's answer to a challenge: the AuthMethodResponse of its two types. */
export const OtpAuthChallenge = Type.Object(
  { ...AuthMethodResponse.properties, type: StringEnum(['EMAIL_OTP', 'SMS_OTP'] as const) },
  { $id: 'OtpAuthChallenge' },
);

/** POST /auth/credentials/{id}/challenge answers one of two shapes, told apart by `type`. */
export const CredentialChallengeResponse = Type.Unsafe<AuthMethodResponse | PasskeyAuthChallenge>({
  oneOf: [Type.Ref('PasskeyAuthChallenge'), Type.Ref('OtpAuthChallenge')],
  discriminator: {
    propertyName: 'type',
    mapping: {
      PASSKEY: '#/components/schemas/PasskeyAuthChallenge',
      EMAIL_OTP: '#/components/schemas/OtpAuthChallenge',
      SMS_OTP: '#/components/schemas/OtpAuthChallenge',
    },
  },
});

export const InternalAccountExportResponse = Type.Object(
  {
    id: Type.String({ description: 'The EMBEDDED_WALLET internal account' }),
    encryptedWalletCredentials: SignedBundle(
      '`encappedPublic` and `ciphertext`, the HPKE encryption of the BIP-39 mnemonic to `clientPublicKey`',
    ),
  },
  { $id: 'InternalAccountExportResponse' },
);
export type InternalAccountExportResponse = Static<typeof InternalAccountExportResponse>;

/**
 * Spec 4.5's answer while an export settles. The contract has no such answer (it requires the
 * credentials in every 200): a sandbox run with SANDBOX_DELAY_SCALE=0 never gives it.
 */
export const InternalAccountExportProcessing = Type.Object(
  {
    id: Type.String({ description: 'The EMBEDDED_WALLET internal account' }),
    status: StringEnum(['PROCESSING'] as const, {
      description:
        'Still settling: re-send the identical signed request (wallet_operation.completed says when)',
    }),
  },
  { $id: 'InternalAccountExportProcessing' },
);
export type InternalAccountExportProcessing = Static<typeof InternalAccountExportProcessing>;

/** The answer of a signed export: the credentials, or still settling. */
export const InternalAccountExportAnswer = Type.Unsafe<
  InternalAccountExportResponse | InternalAccountExportProcessing
>({
  oneOf: [Type.Ref('InternalAccountExportResponse'), Type.Ref('InternalAccountExportProcessing')],
});

export const WALLET_OPERATION_TYPES = ['EXPORT'] as const;
export const WALLET_OPERATION_STATUSES = ['PROCESSING', 'COMPLETED'] as const;

/** The data of a `wallet_operation.completed` webhook (an extension: the contract has no such event). */
export const WalletOperation = Type.Object(
  {
    id: Type.String({ description: '`WalletOperation:<uuid>`' }),
    type: StringEnum(WALLET_OPERATION_TYPES),
    accountId: Type.String({ description: 'The EMBEDDED_WALLET internal account' }),
    requestId: Type.String({ description: 'The signed request to re-send: `Request:<uuid>`' }),
    status: StringEnum(WALLET_OPERATION_STATUSES),
    createdAt: Timestamp,
    completedAt: Type.Optional(Timestamp),
  },
  { $id: 'WalletOperation' },
);
export type WalletOperation = Static<typeof WalletOperation>;

export const DELEGATED_KEY_STATUSES = ['PENDING', 'ACTIVE', 'REVOKED'] as const;
export type DelegatedKeyStatus = (typeof DELEGATED_KEY_STATUSES)[number];

export const DelegatedKey = Type.Object(
  {
    id: Type.String({ description: '`DelegatedKey:<uuid>`' }),
    cardId: Type.String({ description: 'The card whose authorizations the key signs for' }),
    fundingSourceId: Type.String({
      description: '`CardFundingSource:<uuid>`: the card and wallet pair; at most one ACTIVE key each',
    }),
    accountId: Type.String({ description: 'The EMBEDDED_WALLET internal account that funds the card' }),
    publicKey: Type.String({
      description: 'The P-256 public key, compressed hex; the service keeps the private key',
    }),
    nickname: Type.String(),
    status: StringEnum(DELEGATED_KEY_STATUSES),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { $id: 'DelegatedKey' },
);
export type DelegatedKey = Static<typeof DelegatedKey>;
export const DelegatedKeyRef = ref(DelegatedKey);

export const WALLET_COMPONENTS = [
  SignedRequestChallenge,
  AuthSignedRequestChallenge,
  AuthMethod,
  AuthMethodResponse,
  AuthSession,
  PasskeyAuthChallenge,
  OtpAuthChallenge,
  InternalAccountExportResponse,
  InternalAccountExportProcessing,
  WalletOperation,
  DelegatedKey,
];

const AccountId = Type.String({
  minLength: 1,
  maxLength: 128,
  description: 'An EMBEDDED_WALLET internal account',
});

const webauthnData = (description: string) => Type.String({ minLength: 1, maxLength: 16384, description });

/** A WebAuthn registration as the browser returns it (fields base64url; standard base64 accepted). */
const PasskeyAttestation = Type.Object(
  {
    credentialId: webauthnData('The new credential id'),
    clientDataJson: webauthnData('clientDataJSON of navigator.credentials.create'),
    attestationObject: webauthnData('The CBOR attestation object'),
    transports: Type.Optional(Type.Array(Type.String({ maxLength: 32 }), { maxItems: 16 })),
  },
  { additionalProperties: false },
);

/** A WebAuthn assertion as the browser returns it (fields base64url; standard base64 accepted). */
const PasskeyAssertion = Type.Object(
  {
    credentialId: webauthnData('The credential asserting'),
    clientDataJson: webauthnData('clientDataJSON of navigator.credentials.get'),
    authenticatorData: webauthnData('authenticatorData of the assertion'),
    signature: webauthnData('DER ECDSA signature over authenticatorData || SHA-256(clientDataJSON)'),
    userHandle: Type.Optional(Type.String({ maxLength: 1024 })),
  },
  { additionalProperties: false },
);

/** POST /auth/credentials: every type's fields, checked by the service per type (one error lists all). */
export const CreateCredentialBody = Type.Object(
  {
    type: StringEnum(AUTH_METHOD_TYPES),
    accountId: AccountId,
    nickname: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
    oidcToken: Type.Optional(Type.String({ maxLength: 8192 })),
    challenge: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 1024,
        description: 'PASSKEY: the challenge the attestation was made for, as the client chose it',
      }),
    ),
    attestation: Type.Optional(PasskeyAttestation),
  },
  { additionalProperties: false },
);
export type CreateCredentialBody = Static<typeof CreateCredentialBody>;

export const CredentialChallengeBody = Type.Object(
  { clientPublicKey: Type.Optional(Type.String({ maxLength: 256 })) },
  { additionalProperties: false },
);
export type CredentialChallengeBody = Static<typeof CredentialChallengeBody>;

export const VerifyCredentialBody = Type.Object(
  {
    type: StringEnum(AUTH_METHOD_TYPES),
    encryptedOtpBundle: Type.Optional(
      Type.String({
        maxLength: 8192,
        description: 'JSON `{encappedPublic, ciphertext}` (hex), EMAIL_OTP and SMS_OTP',
      }),
    ),
    oidcToken: Type.Optional(Type.String({ maxLength: 8192 })),
    clientPublicKey: Type.Optional(Type.String({ maxLength: 256 })),
    assertion: Type.Optional(PasskeyAssertion),
  },
  { additionalProperties: false },
);
export type VerifyCredentialBody = Static<typeof VerifyCredentialBody>;

export const AccountQuery = Type.Object({ accountId: AccountId }, { additionalProperties: false });

export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 128 }) });

export const UpdateInternalAccountBody = Type.Object(
  { privateEnabled: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type UpdateInternalAccountBody = Static<typeof UpdateInternalAccountBody>;

export const RefreshSessionBody = Type.Object(
  { clientPublicKey: Type.String({ maxLength: 256 }) },
  { additionalProperties: false },
);
export type RefreshSessionBody = Static<typeof RefreshSessionBody>;

export const ExportBody = Type.Object(
  {
    clientPublicKey: Type.String({
      maxLength: 256,
      description:
        'A fresh P-256 public key in uncompressed form (130 hex, 04...): the credentials are sealed to it',
    }),
  },
  { additionalProperties: false },
);
export type ExportBody = Static<typeof ExportBody>;

/** POST /auth/delegated-keys: the same body on all three legs (spec 4.7). */
export const DelegatedKeyBody = Type.Object(
  {
    cardId: Type.String({ minLength: 1, maxLength: 128, description: 'The card the wallet funds' }),
    internalAccountId: AccountId,
    nickname: Type.String({ minLength: 1, maxLength: 255 }),
  },
  { additionalProperties: false },
);
export type DelegatedKeyBody = Static<typeof DelegatedKeyBody>;

export const DelegatedKeyQuery = Type.Object(
  {
    accountId: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
    fundingSourceId: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
  },
  { additionalProperties: false },
);
