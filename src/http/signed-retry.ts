import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type {
  SignedRequest,
  SignedRequestChallenge as SignedRequestChallengeBody,
} from '../signed-request.js';
import { Timestamp } from './schemas.js';

/** The headers of a signed retry (spec 5.4); the original spelling `Grid-Wallet-Signature` is renamed on arrival. */
export const SignedRetryHeaders = Type.Object({
  'service-wallet-signature': Type.Optional(
    Type.String({ maxLength: 8192, description: 'The wallet stamp over `payloadToSign` (spec 5.5)' }),
  ),
  'request-id': Type.Optional(
    Type.String({ maxLength: 128, description: 'The `requestId` of the 202 answer being signed' }),
  ),
});

export const signedRetryChallengeFields = {
  payloadToSign: Type.String({ description: 'What the wallet stamps, byte for byte' }),
  requestId: Type.String({ description: '`Request:<uuid>`, sent back in the Request-Id header' }),
  expiresAt: Timestamp,
};

/** The 202 answer of every signed retry's first call (a component of each module that answers it). */
export const SignedRequestChallenge = Type.Object(signedRetryChallengeFields, {
  $id: 'SignedRequestChallenge',
});
export const SignedRequestChallengeRef = Type.Unsafe<SignedRequestChallengeBody>(
  Type.Ref('SignedRequestChallenge'),
);

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The path with its escapes undone, so `InternalAccount%3A...` and `InternalAccount:...` bind alike. */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The wallet stamp a request carries (`Service-Wallet-Signature`, or its original spelling, renamed on arrival). */
export const walletSignatureOf = (request: Pick<FastifyRequest, 'headers'>): string | undefined =>
  header(request.headers['service-wallet-signature']);

/** The request as a signed retry binds it: method, path (without the query) and the signature headers. */
export function signedRequestOf(request: FastifyRequest): SignedRequest {
  return {
    method: request.method,
    path: decodedPath(request.url.split('?')[0] ?? request.url),
    headers: {
      signature: walletSignatureOf(request),
      requestId: header(request.headers['request-id']),
    },
  };
}
