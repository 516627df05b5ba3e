import type { ServiceContext } from '../../context.js';
import { ApiError } from '../../errors.js';
import type { QuoteRow } from './quotes.store.js';

/**
 * Executing a quote whose source is an EMBEDDED_WALLET internal account needs the header
 * `Service-Wallet-Signature`: a stamp over the quote's `payloadToSign` by the session key of a
 * verified credential on that wallet (spec 4.8). Sessions and credentials belong to the
 * embedded-wallet module, which installs the real check here with setQuoteSignatureVerifier;
 * until then only the legacy shortcut value the world accepts (ctx.world.signatures: the
 * sandbox's; none in production) passes.
 */
export type QuoteSignatureVerifier = (
  ctx: ServiceContext,
  quote: QuoteRow,
  payloadToSign: string,
  signature: string,
) => Promise<void>;

const legacyShortcutOnly: QuoteSignatureVerifier = async (ctx, _quote, _payload, signature) => {
  if (ctx.world.signatures.quoteExecution(signature)) return;
  throw new ApiError(401, 'WALLET_SIGNATURE_INVALID', 'The wallet signature does not verify');
};

let verifier: QuoteSignatureVerifier = legacyShortcutOnly;

export function setQuoteSignatureVerifier(next: QuoteSignatureVerifier): void {
  verifier = next;
}

/** The exact text a wallet signs to execute the quote: stable, and naming what it pays. */
export function embeddedWalletPayload(
  quoteId: string,
  amount: bigint,
  currency: string,
  destination: Record<string, unknown>,
): string {
  return JSON.stringify({
    action: 'EXECUTE_QUOTE',
    quoteId,
    amount: amount.toString(),
    currency,
    destination,
  });
}

export async function verifyQuoteSignature(
  ctx: ServiceContext,
  quote: QuoteRow,
  signature: string | undefined,
) {
  if (signature === undefined || signature === '') {
    throw new ApiError(
      401,
      'WALLET_SIGNATURE_MISSING',
      'Executing from an embedded wallet needs the Service-Wallet-Signature header',
    );
  }
  const payload = walletInstructionOf(quote)?.payloadToSign ?? '';
  await verifier(ctx, quote, payload, signature);
}

/** The embedded-wallet instruction a quote from an embedded wallet carries (set at creation). */
export function walletInstructionOf(quote: QuoteRow): { payloadToSign?: string } | undefined {
  const instructions = (
    quote.details as {
      paymentInstructions?: { accountOrWalletInfo?: { accountType?: string; payloadToSign?: string } }[];
    }
  ).paymentInstructions;
  const info = instructions?.[0]?.accountOrWalletInfo;
  return info?.accountType === 'EMBEDDED_WALLET' ? info : undefined;
}
