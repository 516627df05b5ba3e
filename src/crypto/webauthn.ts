import { createHash } from 'node:crypto';
import {
  type AuthenticatorTransport,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';

/**
 * Passkeys (WebAuthn level 3) on top of @simplewebauthn/server: registration attestations and
 * assertions, with the relying party taken from the registration itself. The service is not a
 * web site and knows no origin of its platforms' apps, so the origin and RP ID an attestation
 * proves are recorded and every later assertion must come from the same ones (trust on first
 * use), with the RP ID hash, user presence, signature and counter checked by the library.
 */

/** What a verified registration leaves to check assertions against. */
export interface PasskeyRecord {
  /** WebAuthn credential id, base64url. */
  credentialId: string;
  /** COSE public key, base64url. */
  publicKey: string;
  counter: number;
  origin: string;
  rpId: string;
  transports: AuthenticatorTransport[];
}

export interface PasskeyAttestation {
  credentialId: string;
  clientDataJson: string;
  attestationObject: string;
  transports?: string[] | undefined;
}

export interface PasskeyAssertion {
  credentialId: string;
  clientDataJson: string;
  authenticatorData: string;
  signature: string;
  userHandle?: string | undefined;
}

/** A WebAuthn check that failed, named for the client. */
export class PasskeyError extends Error {
  constructor(
    message: string,
    /** `input`: the request is not WebAuthn data at all; `proof`: it is, and does not prove what it must. */
    readonly kind: 'input' | 'proof',
  ) {
    super(message);
  }
}

const TRANSPORTS = new Set(['ble', 'hybrid', 'internal', 'nfc', 'usb']);

/** base64url without padding, from base64url or standard base64 (clients send both). */
export function base64url(text: string, field: string): string {
  const normalized = text.trim().replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(normalized) || normalized.length === 0) {
    throw new PasskeyError(`${field} must be base64url`, 'input');
  }
  return normalized;
}

const b64 = (bytes: Uint8Array): string => isoBase64URL.fromBuffer(bytes as Uint8Array<ArrayBuffer>);
const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

/**
 * The `challenge` values of clientDataJSON that stand for `challenge` as the service or the
 * client wrote it: the text's own bytes (what browsers get when an app passes the string), the
 * bytes a hex text spells, or the text itself when it is already base64url.
 */
export function challengeForms(challenge: string): Set<string> {
  const forms = new Set([b64(utf8(challenge))]);
  if (/^(?:[0-9a-fA-F]{2})+$/.test(challenge)) forms.add(b64(Buffer.from(challenge, 'hex')));
  if (/^[A-Za-z0-9_-]+$/.test(challenge)) forms.add(challenge);
  return forms;
}

interface ClientData {
  type?: unknown;
  challenge?: unknown;
  origin?: unknown;
}

function clientDataOf(clientDataJson: string): ClientData {
  try {
    const parsed = JSON.parse(Buffer.from(clientDataJson, 'base64url').toString('utf8')) as unknown;
    if (parsed !== null && typeof parsed === 'object') return parsed as ClientData;
  } catch {
    // answered below
  }
  throw new PasskeyError('clientDataJson is not base64url of a JSON object', 'input');
}

/**
 * The RP IDs an origin may register for (WebAuthn 5.1.3: its host or a registrable suffix of
 * it). Only secure contexts: https, or http on localhost.
 */
export function rpIdsOf(origin: string): string[] {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new PasskeyError(`clientDataJson origin ${origin} is not a web origin`, 'proof');
  }
  const host = url.hostname;
  const local = host === 'localhost' || host.endsWith('.localhost');
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    throw new PasskeyError(
      `clientDataJson origin ${origin} is not a secure context (https, or http on localhost)`,
      'proof',
    );
  }
  if (/^[\d.]+$/.test(host) || host.startsWith('[')) {
    throw new PasskeyError(`clientDataJson origin ${origin}: an IP address cannot be an RP ID`, 'proof');
  }
  const labels = host.split('.');
  const ids: string[] = [];
  // Down to two labels (`example.com`), or `localhost` itself.
  for (let i = 0; i < labels.length; i++) {
    const id = labels.slice(i).join('.');
    if (labels.length - i >= 2 || id === 'localhost') ids.push(id);
  }
  return ids;
}

const fail = (err: unknown): PasskeyError =>
  err instanceof PasskeyError ? err : new PasskeyError((err as Error).message, 'proof');

/** The credential as the browser's WebAuthn API hands it over, around the parts the API takes apart. */
const credentialJson = <Response>(id: string, response: Response) => ({
  id,
  rawId: id,
  type: 'public-key' as const,
  response,
  clientExtensionResults: {},
});

/**
 * Verifies a registration made for `challenge`: client data of type webauthn.create from a
 * secure origin, the RP ID hash of one of the origin's RP IDs, user presence, the attestation
 * statement, and an ES256 (or EdDSA, RS256) key.
 */
export async function verifyPasskeyRegistration(
  challenge: string,
  attestation: PasskeyAttestation,
): Promise<PasskeyRecord> {
  const id = base64url(attestation.credentialId, 'attestation.credentialId');
  const clientDataJson = base64url(attestation.clientDataJson, 'attestation.clientDataJson');
  const attestationObject = base64url(attestation.attestationObject, 'attestation.attestationObject');
  const clientData = clientDataOf(clientDataJson);
  if (typeof clientData.origin !== 'string') {
    throw new PasskeyError('clientDataJson has no origin', 'proof');
  }
  const origin = clientData.origin;
  const rpIds = rpIdsOf(origin);
  const transports = (attestation.transports ?? []).filter((t) =>
    TRANSPORTS.has(t),
  ) as AuthenticatorTransport[];
  const forms = challengeForms(challenge);
  try {
    const result = await verifyRegistrationResponse({
      response: credentialJson(id, { clientDataJSON: clientDataJson, attestationObject, transports }),
      expectedChallenge: (value) => forms.has(value),
      expectedOrigin: origin,
      expectedRPID: rpIds,
      expectedType: 'webauthn.create',
      requireUserPresence: true,
      requireUserVerification: false,
    });
    if (!result.verified) throw new PasskeyError('The attestation does not verify', 'proof');
    const info = result.registrationInfo;
    if (info.credential.id !== id) {
      throw new PasskeyError(
        'attestation.credentialId is not the credential id in the attestation object',
        'proof',
      );
    }
    if (info.rpID === undefined) throw new PasskeyError('The attestation names no RP ID', 'proof');
    return {
      credentialId: id,
      publicKey: b64(info.credential.publicKey),
      counter: info.credential.counter,
      origin,
      rpId: info.rpID,
      transports,
    };
  } catch (err) {
    throw fail(err);
  }
}

/**
 * Verifies an assertion of `record` over `challenge`: credential id, client data of type
 * webauthn.get with that challenge from the registered origin, the registered RP ID hash, user
 * presence, the signature, and a counter that moved on (WebAuthn 6.1.1: an authenticator that
 * keeps no counter reports 0 every time). Returns the new counter.
 */
export async function verifyPasskeyAssertion(
  record: PasskeyRecord,
  challenge: string,
  assertion: PasskeyAssertion,
): Promise<number> {
  const id = base64url(assertion.credentialId, 'assertion.credentialId');
  if (id !== record.credentialId) {
    throw new PasskeyError('assertion.credentialId is not the credential being verified', 'proof');
  }
  const clientDataJson = base64url(assertion.clientDataJson, 'assertion.clientDataJson');
  const authenticatorData = base64url(assertion.authenticatorData, 'assertion.authenticatorData');
  const signature = base64url(assertion.signature, 'assertion.signature');
  clientDataOf(clientDataJson);
  const forms = challengeForms(challenge);
  try {
    const result = await verifyAuthenticationResponse({
      response: credentialJson(id, {
        clientDataJSON: clientDataJson,
        authenticatorData,
        signature,
        ...(assertion.userHandle ? { userHandle: assertion.userHandle } : {}),
      }),
      expectedChallenge: (value) => forms.has(value),
      expectedOrigin: record.origin,
      expectedRPID: record.rpId,
      expectedType: 'webauthn.get',
      credential: {
        id: record.credentialId,
        publicKey: isoBase64URL.toBuffer(record.publicKey),
        counter: record.counter,
        transports: record.transports,
      },
      requireUserVerification: false,
    });
    if (!result.verified) throw new PasskeyError('The assertion signature does not verify', 'proof');
    return result.authenticationInfo.newCounter;
  } catch (err) {
    throw fail(err);
  }
}

/** A passkey challenge (spec 2.9): the lowercase hex SHA-256 of what it binds. */
export const passkeyChallenge = (binding: string): string =>
  createHash('sha256').update(binding, 'utf8').digest('hex');
