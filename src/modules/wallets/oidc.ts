import { createHash } from 'node:crypto';
import { decodeJwt } from 'jose';
import type { ServiceContext } from '../../context.js';
import { invalidField, unauthorized } from '../../errors.js';

/** How old an OIDC token may be (its `iat`), and the clock difference allowed (spec 4.15, 8). */
export const OIDC_MAX_AGE_SECONDS = 60;
export const OIDC_SKEW_SECONDS = 5;

/** Who an OAUTH credential is: the claims a verify must repeat. */
export interface OidcIdentity {
  iss: string;
  aud: string;
  sub: string;
}

/**
 * The identity an OIDC token names, checked by the rules of spec 4.15: a JWT (the signature
 * segment is not checked in the sandbox: it may be a dummy), a supported `iss`, `aud` a
 * non-empty string or a one-element string array, a non-empty `sub`, a numeric `iat` at most
 * 60 s old (5 s of clock skew either way) and a numeric `exp` in the future. Malformed tokens
 * are 400; a failed rule is 401 UNAUTHORIZED with the rule as `reason`.
 */
export function readOidcToken(
  ctx: ServiceContext,
  token: string | undefined,
  field = 'oidcToken',
): OidcIdentity & { nonce: unknown } {
  if (token === undefined || token === '') throw invalidField(field, 'is required for OAUTH credentials');
  let claims: Record<string, unknown>;
  try {
    claims = decodeJwt(token);
  } catch {
    throw invalidField(
      field,
      token === 'sandbox-valid-oidc-token'
        ? 'the sandbox-valid-oidc-token shortcut is no longer accepted: send a JWT with iss, aud, sub, iat and exp'
        : 'is not a JWT (three base64url segments, the second a JSON object of claims)',
    );
  }
  const now = ctx.clock.now().getTime() / 1000;
  const { iss, aud, sub, iat, exp, nonce } = claims;
  if (typeof iss !== 'string' || !ctx.world.identity.oidcIssuer(iss)) {
    throw unauthorized(
      `oidcToken issuer ${JSON.stringify(iss ?? null)} is not a supported identity provider`,
    );
  }
  const audience =
    typeof aud === 'string' ? aud : Array.isArray(aud) && aud.length === 1 ? aud[0] : undefined;
  if (typeof audience !== 'string' || audience === '') {
    throw unauthorized('oidcToken aud must be a non-empty string or a one-element array of one');
  }
  if (typeof sub !== 'string' || sub === '') throw unauthorized('oidcToken sub must be a non-empty string');
  if (typeof iat !== 'number' || !Number.isFinite(iat)) throw unauthorized('oidcToken iat must be a number');
  if (iat > now + OIDC_SKEW_SECONDS) throw unauthorized('oidcToken iat is in the future');
  if (now - iat > OIDC_MAX_AGE_SECONDS + OIDC_SKEW_SECONDS) {
    throw unauthorized(`oidcToken was issued more than ${OIDC_MAX_AGE_SECONDS} seconds ago: get a fresh one`);
  }
  if (typeof exp !== 'number' || !Number.isFinite(exp)) throw unauthorized('oidcToken exp must be a number');
  if (exp <= now) throw unauthorized('oidcToken has expired');
  return { iss, aud: audience, sub, nonce };
}

/** The `nonce` a verify's token must carry: SHA-256 (hex) of the exact `clientPublicKey` sent. */
export const nonceFor = (clientPublicKey: string): string =>
  createHash('sha256').update(clientPublicKey, 'utf8').digest('hex');
