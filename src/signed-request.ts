/**
 * A request of the signed-retry pattern (spec 5.4) as the service layer sees it: what the
 * payload binds (method and path) and the two headers of the retry.
 */
export interface SignedRequest {
  method: string;
  /** The path without its query, escapes undone. */
  path: string;
  headers: { signature?: string | undefined; requestId?: string | undefined };
}

/** The 202 answer of a first call: what to stamp, and the id to send back. */
export interface SignedRequestChallenge {
  payloadToSign: string;
  requestId: string;
  expiresAt: string;
}
