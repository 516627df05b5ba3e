import type { ServiceContext } from '../../../context.js';
import { assert } from '../../../assert.js';
import { ApiError } from '../../../errors.js';
import { verifyWalletStamp } from '../../wallets/index.js';
import type { QuoteRow } from './store.js';

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

/**
 * Executing a quote whose source is an EMBEDDED_WALLET internal account needs the header
 * `Service-Wallet-Signature`: a stamp over the quote's `payloadToSign` by the session key of a
 * verified credential on that wallet (spec 4.8), checked by the wallets module.
 */
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
  assert(quote.source_account_id !== null, 'a quote from an embedded wallet names its source account');
  await verifyWalletStamp(
    ctx,
    { platformId: quote.platform_id, accountId: quote.source_account_id },
    payload,
    signature,
  );
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
