import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

/**
 * A software WebAuthn authenticator (ES256, "none" attestation) written from the WebAuthn
 * level 3 recommendation with node:crypto and a few lines of CBOR, sharing no code with the
 * service or its WebAuthn library: registrations and assertions as a browser would return them.
 */

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  throw new Error('CBOR item too long for this encoder');
}

/** RFC 8949 encoding of the few item types WebAuthn needs. */
export function cbor(item: Cbor): Buffer {
  if (typeof item === 'number') return item >= 0 ? head(0, item) : head(1, -1 - item);
  if (typeof item === 'string') {
    const bytes = Buffer.from(item, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (item instanceof Uint8Array) return Buffer.concat([head(2, item.length), Buffer.from(item)]);
  const parts = [head(5, item.size)];
  for (const [key, value] of item) parts.push(cbor(key), cbor(value));
  return Buffer.concat(parts);
}

const sha256 = (data: Buffer | string): Buffer => createHash('sha256').update(data).digest();
const b64url = (data: Buffer): string => data.toString('base64url');

/** authenticatorData flags (WebAuthn 6.1). */
export const FLAGS = { UP: 0x01, UV: 0x04, AT: 0x40 } as const;

export interface Registration {
  credentialId: string;
  clientDataJson: string;
  attestationObject: string;
  transports: string[];
}

export interface Assertion {
  credentialId: string;
  clientDataJson: string;
  authenticatorData: string;
  signature: string;
}

export interface AssertOptions {
  /** The bytes put in clientDataJSON.challenge; by default the UTF-8 bytes of the challenge text. */
  challengeBytes?: Buffer;
  origin?: string;
  rpId?: string;
  flags?: number;
  /** The counter to report instead of the next one. */
  counter?: number;
  type?: string;
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly key: KeyObject;
  private counter = 0;

  constructor(
    readonly origin = 'https://wallet.example.com',
    readonly rpId = 'example.com',
  ) {
    this.key = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private coseKey(): Buffer {
    const jwk = this.key.export({ format: 'jwk' }) as { x: string; y: string };
    return cbor(
      new Map<Cbor, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x, 'base64url')],
        [-3, Buffer.from(jwk.y, 'base64url')],
      ]),
    );
  }

  private authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  /** navigator.credentials.create for `challenge` (its UTF-8 bytes). */
  register(
    challenge: string,
    options: { origin?: string; rpId?: string; flags?: number } = {},
  ): Registration {
    const length = Buffer.alloc(2);
    length.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), length, this.credentialId, this.coseKey()]);
    const authData = this.authenticatorData(
      options.rpId ?? this.rpId,
      options.flags ?? FLAGS.UP | FLAGS.AT,
      this.counter,
      attested,
    );
    const clientData = JSON.stringify({
      type: 'webauthn.create',
      challenge: b64url(Buffer.from(challenge, 'utf8')),
      origin: options.origin ?? this.origin,
      crossOrigin: false,
    });
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      credentialId: this.id,
      clientDataJson: b64url(Buffer.from(clientData)),
      attestationObject: b64url(attestationObject),
      transports: ['internal', 'hybrid'],
    };
  }

  /** navigator.credentials.get for `challenge`; each call moves the counter on unless told otherwise. */
  assert(challenge: string, options: AssertOptions = {}): Assertion {
    const counter = options.counter ?? ++this.counter;
    const authData = this.authenticatorData(options.rpId ?? this.rpId, options.flags ?? FLAGS.UP, counter);
    const clientData = Buffer.from(
      JSON.stringify({
        type: options.type ?? 'webauthn.get',
        challenge: b64url(options.challengeBytes ?? Buffer.from(challenge, 'utf8')),
        origin: options.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.key);
    return {
      credentialId: this.id,
      clientDataJson: b64url(clientData),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
    };
  }
}
