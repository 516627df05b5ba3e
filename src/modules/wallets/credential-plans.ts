// What a new credential stores, and the keys its codes travel under.
import type { Kysely } from 'kysely';
import type { ServiceContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { fromHex, newP256KeyPair, signedBundle, toHex } from '../../crypto/wallet-keys.js';
import { type PasskeyRecord, PasskeyError, verifyPasskeyRegistration } from '../../crypto/webauthn.js';
import { ApiError, invalidField, invalidInput } from '../../errors.js';
import { formatId } from '../../ids.js';
import type { InternalAccountView } from '../accounts/index.js';
import { getConfig } from '../config/index.js';
import { keyRing } from '../keys/index.js';
import type { AuthMethodType, CreateCredentialBody } from './schemas.js';
import { type OidcIdentity, readOidcToken } from './oidc.js';
import * as store from './store.js';

import { alreadyExists, contactOf, DEFAULT_OTP_SECONDS, isOtp } from './credentials.js';

/** What a new credential of the body's type stores, and what it may not repeat. */
interface CredentialPlan {
  type: AuthMethodType;
  nickname: string;
  details: Record<string, unknown>;
  /** Throws when the wallet's live credentials leave no room for this one. */
  assertNew(live: store.CredentialRow[]): void;
}

export async function credentialPlan(
  ctx: ServiceContext,
  wallet: InternalAccountView,
  body: CreateCredentialBody,
): Promise<CredentialPlan> {
  const type = body.type;
  if (isOtp(type)) {
    const contact = await contactOf(ctx.db, wallet, type);
    return {
      type,
      nickname: contact,
      details: { contact },
      assertNew: (live) => {
        if (live.some((c) => c.type === type)) throw alreadyExists(type);
      },
    };
  }
  if (type === 'OAUTH') {
    const { iss, aud, sub } = readOidcToken(ctx, body.oidcToken);
    return {
      type,
      nickname: 'OAuth',
      details: { iss, aud, sub },
      assertNew: (live) => {
        const same = live.some((c) => {
          const d = c.details as Partial<OidcIdentity>;
          return c.type === 'OAUTH' && d.iss === iss && d.aud === aud && d.sub === sub;
        });
        if (same)
          throw invalidField(
            'oidcToken',
            `the identity ${sub} of ${iss} is already a credential of this wallet`,
          );
      },
    };
  }
  return passkeyPlan(ctx, wallet, body);
}

export const passkeyExists = (credentialId: string) =>
  new ApiError(
    400,
    'PASSKEY_CREDENTIAL_ALREADY_EXISTS',
    `The passkey ${credentialId} is already registered: each WebAuthn credential registers once`,
  );

/** A PASSKEY registration: the attestation verified against the challenge the client chose. */
async function passkeyPlan(
  ctx: ServiceContext,
  wallet: InternalAccountView,
  body: CreateCredentialBody,
): Promise<CredentialPlan> {
  const missing = (['nickname', 'challenge', 'attestation'] as const).filter((f) => body[f] === undefined);
  if (missing.length > 0 || body.challenge === undefined || body.attestation === undefined) {
    throw invalidInput(
      'PASSKEY credentials need nickname, challenge and attestation',
      missing.map((field) => ({ field, message: 'is required for PASSKEY' })),
    );
  }
  let record: PasskeyRecord;
  try {
    record = await verifyPasskeyRegistration(body.challenge, body.attestation);
  } catch (err) {
    if (err instanceof PasskeyError) throw invalidField('attestation', err.message);
    throw err;
  }
  const taken = await store.findPasskey(ctx.db, wallet.platform_id, record.credentialId);
  if (taken) throw passkeyExists(record.credentialId);
  return {
    type: 'PASSKEY',
    nickname: body.nickname ?? 'Passkey',
    details: { ...record },
    assertNew: (live) => {
      const same = live.some(
        (c) =>
          c.type === 'PASSKEY' && (c.details as Partial<PasskeyRecord>).credentialId === record.credentialId,
      );
      if (same) throw passkeyExists(record.credentialId);
    },
  };
}

export const isUniqueViolation = (err: unknown): boolean =>
  (err as { code?: unknown } | null)?.code === '23505';

/** A fresh HPKE target for the credential's next code, in a bundle signed by the platform's enclave key. */
export async function issueOtpTarget(
  ctx: ServiceContext,
  db: Kysely<Database>,
  credential: store.CredentialRow,
  now: Date,
): Promise<string> {
  const config = await getConfig(ctx, credential.platform_id);
  const seconds = config.embeddedWalletConfig?.expirationSeconds ?? DEFAULT_OTP_SECONDS;
  const expiresAt = new Date(now.getTime() + seconds * 1000);
  const target = newP256KeyPair();
  const ring = await keyRing(ctx);
  await store.setOtpTarget(
    db,
    credential,
    {
      sealedPrivateKey: ring.seal(
        new TextEncoder().encode(toHex(target.privateKey)),
        otpTargetPurpose(credential.id),
      ),
      publicKey: target.publicKey.uncompressed,
      expiresAt,
    },
    now,
  );
  const enclave = await enclaveKeyOf(ctx, db, credential.platform_id, now);
  return signedBundle(enclave, {
    targetPublic: target.publicKey.uncompressed,
    credentialId: formatId('AuthMethod', credential.id),
    expiresAt: expiresAt.toISOString(),
  });
}

export const otpTargetPurpose = (credentialId: string) => `wallet-otp-target:${credentialId}`;
const enclavePurpose = (platformId: string) => `wallet-enclave-key:${platformId}`;

/** The platform's enclave signing key, made on first use; kept sealed (its hex as the plaintext). */
export async function enclaveKeyOf(
  ctx: ServiceContext,
  db: Kysely<Database>,
  platformId: string,
  now: Date,
): Promise<Uint8Array> {
  const ring = await keyRing(ctx);
  const key = await store.enclaveKey(
    db,
    platformId,
    () => {
      const pair = newP256KeyPair();
      return {
        sealedPrivateKey: ring.seal(
          new TextEncoder().encode(toHex(pair.privateKey)),
          enclavePurpose(platformId),
        ),
        publicKey: pair.publicKey.uncompressed,
      };
    },
    now,
  );
  return fromHex(
    new TextDecoder().decode(ring.open(key.sealed_private_key, enclavePurpose(platformId))),
  ) as Uint8Array;
}
