import { ApiError } from '../../errors.js';
import type { ContactChangeGuard } from '../../hooks.js';
import { walletAccountIdsOf } from '../accounts/index.js';
import { signedRetryWithin, walletCall } from './signed-requests.js';
import * as store from './store.js';

const PROCEED = { proceed: true } as const;

/**
 * The customer PATCH of an email or phone number that OTP credentials of the customer's
 * wallets send their codes to (spec 4.9): a signed retry, stamped by a session of the wallet.
 * The first call answers with the challenge and remembers which credentials are tied; the
 * retry points every one of them at the new contact in the transaction that changes the
 * customer, or refuses if the tied set changed meanwhile.
 */
export const guardContactChange: ContactChangeGuard = async (ctx, trx, customer, change, request) => {
  const type =
    change.email !== undefined ? 'EMAIL_OTP' : change.phoneNumber !== undefined ? 'SMS_OTP' : undefined;
  const contact = change.email ?? change.phoneNumber;
  if (type === undefined || contact === undefined) return PROCEED;
  const platformId = customer.platform_id;
  const wallets = await walletAccountIdsOf(trx, platformId, customer.id);
  const tied = await store.credentialsOfType(trx, platformId, wallets, type, { forUpdate: true });
  const first = tied[0];
  if (!first) return PROCEED;
  if (type === 'EMAIL_OTP' && (await store.contactTaken(trx, platformId, type, contact, wallets))) {
    throw new ApiError(
      409,
      'EMAIL_OTP_EMAIL_ALREADY_EXISTS',
      `${contact} is the email of another wallet's EMAIL_OTP credential`,
    );
  }
  const tiedIds = tied.map((c) => c.id).sort();
  const outcome = await signedRetryWithin(
    { ...ctx, db: trx },
    trx,
    // One wallet per customer: its sessions sign.
    walletCall(platformId, first.account_id, 'UPDATE_CUSTOMER_CONTACT', request, request.body, {
      context: { credentials: tiedIds },
    }),
    async (tctx, t, signed) => {
      const issuedFor = (signed.context as { credentials?: unknown }).credentials;
      if (JSON.stringify(issuedFor) !== JSON.stringify(tiedIds)) {
        throw new ApiError(
          409,
          type === 'EMAIL_OTP' ? 'EMAIL_OTP_CREDENTIAL_SET_CHANGED' : 'CONFLICT',
          `The ${type} credentials tied to this ${type === 'EMAIL_OTP' ? 'email' : 'phone number'} changed after the challenge: start again without signature headers`,
        );
      }
      await store.setCredentialContact(t, platformId, tiedIds, contact, tctx.clock.now());
    },
  );
  return 'challenge' in outcome ? { challenge: outcome.challenge } : PROCEED;
};
