/**
 * The sandbox UMA counterparty (spec 4.15): a UMA domain outside this service whose receivers
 * have scripted outcomes, listed with the other magic values in ./magic-values.ts; see
 * docs/decisions/0013-discovery-and-uma-lookups.md.
 */

/** `<sandbox_uma_domain>` of spec 4.15. Under `.test` (RFC 2606): it can never resolve on the internet. */
export const SANDBOX_UMA_DOMAIN = 'sandbox.uma.test';
