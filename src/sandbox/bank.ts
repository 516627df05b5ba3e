/**
 * The bank and the providers behind every internal account's funding instructions: the one
 * bank this service takes deposits through, simulated. Names and keys are data, not outcomes
 * of magic values, so every world has the same (docs/decisions/0024-sandbox-world.md).
 */

export const SANDBOX_BANK = 'Payments Service Sandbox Bank';
export const SANDBOX_MOBILE_MONEY = 'Payments Service Sandbox Mobile Money';
/** The first 12 digits of the CNPJ that receives PIX deposits (its check digits are computed). */
export const SANDBOX_CNPJ_BASE = '491872350001';
/** Seeds the key that signs the bank's Lightning invoices; not a secret: nothing can be paid to it for real. */
export const SANDBOX_LIGHTNING_NODE_SEED = 'payments-service sandbox lightning node';
/** The handle of UPI addresses: `<reference>@pssandbox`. */
export const SANDBOX_UPI_HANDLE = 'pssandbox';

/** The bank's BIC in `country` (location code PS). */
export const sandboxBic = (country: string): string => `PBNK${country}PSXXX`;
