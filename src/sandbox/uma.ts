/**
 * The sandbox UMA counterparty (spec 4.15): a UMA domain outside this service whose receivers
 * have scripted outcomes. Lookups, quotes and `POST /sandbox/uma/receive` recognise them by
 * local part; see docs/decisions/0013-discovery-and-uma-lookups.md.
 */

/** `<sandbox_uma_domain>` of spec 4.15. Under `.test` (RFC 2606): it can never resolve on the internet. */
export const SANDBOX_UMA_DOMAIN = 'sandbox.uma.test';

export type SandboxUmaBehaviour = 'SUCCESS' | 'PENDING_LONG' | 'FAIL_COMPLIANCE';

export interface SandboxUmaReceiver {
  /** Local part including the `$`, lower case. */
  localPart: string;
  /** The currency the receiver is paid in. */
  currency: string;
  behaviour: SandboxUmaBehaviour;
}

export const SANDBOX_UMA_RECEIVERS: readonly SandboxUmaReceiver[] = [
  { localPart: '$success.usd', currency: 'USD', behaviour: 'SUCCESS' },
  { localPart: '$success.eur', currency: 'EUR', behaviour: 'SUCCESS' },
  { localPart: '$success.mxn', currency: 'MXN', behaviour: 'SUCCESS' },
  { localPart: '$pending.long.usd', currency: 'USD', behaviour: 'PENDING_LONG' },
  { localPart: '$fail.compliance.usd', currency: 'USD', behaviour: 'FAIL_COMPLIANCE' },
];

/**
 * The sandbox receiver behind `$local@domain` (case-insensitive), or undefined when the address
 * is not one of the five at SANDBOX_UMA_DOMAIN.
 */
export function findSandboxUmaReceiver(address: string): SandboxUmaReceiver | undefined {
  const at = address.lastIndexOf('@');
  if (at < 0) return undefined;
  const localPart = address.slice(0, at).toLowerCase();
  const domain = address.slice(at + 1).toLowerCase();
  if (domain !== SANDBOX_UMA_DOMAIN) return undefined;
  return SANDBOX_UMA_RECEIVERS.find((r) => r.localPart === localPart);
}
