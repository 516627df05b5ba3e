/** The header that carries a webhook's signature. */
export const SIGNATURE_HEADER = 'X-Service-Signature';
/** The same signature under the original service's header name, for receivers written for it. */
export const ORIGINAL_SIGNATURE_HEADER = 'X-Grid-Signature';
