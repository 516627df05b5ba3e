import type { ServiceContext } from '../../context.js';
import type { ContactVerificationState } from './tables.js';
import { ApiError, conflict, invalidField } from '../../errors.js';
import { type Customer, loadCustomer, recordKycEvent, saveCustomerState, toCustomer } from './records.js';
import { CONTACT_CODE_TTL_MS } from './rules.js';

export type Channel = 'email' | 'phone';

const label = (channel: Channel) => (channel === 'email' ? 'email' : 'phone number');

/**
 * Sends (in the sandbox: pretends to send) a one-time code to the customer's email or
 * phone. Only customers whose provider mandates contact verification have it; others 409.
 */
export async function sendContactCode(
  ctx: ServiceContext,
  platformId: string,
  customerId: string,
  channel: Channel,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await loadCustomer(trx, platformId, customerId, { forUpdate: true, writable: true });
    const state = requireVerification(row.contact_verification, channel);
    if ((channel === 'email' ? row.email : row.phone_number) === null) {
      throw new ApiError(
        400,
        'MISSING_MANDATORY_USER_INFO',
        `The customer has no ${label(channel)} to verify`,
      );
    }
    const sentAt = ctx.clock.now().toISOString();
    const next: ContactVerificationState =
      channel === 'email' ? { ...state, emailCodeSentAt: sentAt } : { ...state, phoneCodeSentAt: sentAt };
    await saveCustomerState(trx, row, { contactVerification: next }, ctx.clock.now());
  });
}

/**
 * Checks the code; the channel becomes VERIFIED. When both are VERIFIED, KYC begins: an
 * individual gets the KYC provider's outcome (in the sandbox: the one its fullName selects).
 */
export async function confirmContactCode(
  ctx: ServiceContext,
  platformId: string,
  customerId: string,
  channel: Channel,
  code: string,
): Promise<Customer> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    const current = await loadCustomer(trx, platformId, customerId, { forUpdate: true, writable: true });
    const state = requireVerification(current.contact_verification, channel);
    const sentAt = channel === 'email' ? state.emailCodeSentAt : state.phoneCodeSentAt;
    const now = ctx.clock.now();
    if (!sentAt) throw invalidField('code', `no code was sent; call verify-${channel} first`);
    if (now.getTime() - Date.parse(sentAt) > CONTACT_CODE_TTL_MS) {
      throw invalidField('code', `the code has expired; call verify-${channel} again`);
    }
    if (!ctx.world.codes.contactVerification(code))
      throw invalidField('code', 'is not the code that was sent');

    const next: ContactVerificationState = {
      email: channel === 'email' ? 'VERIFIED' : state.email,
      phone: channel === 'phone' ? 'VERIFIED' : state.phone,
    };
    const kycBegins =
      next.email === 'VERIFIED' && next.phone === 'VERIFIED' && current.customer_type === 'INDIVIDUAL';
    const kycStatus = kycBegins
      ? ctx.world.kyc.individual(current.profile.fullName as string | undefined)
      : undefined;
    const saved = await saveCustomerState(trx, current, { contactVerification: next, kycStatus }, now);
    if (kycStatus === 'APPROVED' && current.kyc_status !== 'APPROVED') {
      await recordKycEvent(trx, saved, 'CUSTOMER.KYC_APPROVED', now);
    }
    return saved;
  });
  return toCustomer(row);
}

function requireVerification(
  state: ContactVerificationState | null,
  channel: Channel,
): ContactVerificationState {
  if (!state) {
    throw conflict("This customer's payment provider does not require contact verification");
  }
  if (state[channel] === 'VERIFIED') throw conflict(`The ${label(channel)} is already verified`);
  return state;
}

/** 409 while contact verification is pending: KYC cannot begin before it. */
export function assertContactVerified(state: ContactVerificationState | null): void {
  if (state && (state.email !== 'VERIFIED' || state.phone !== 'VERIFIED')) {
    throw conflict('Email and phone number must both be VERIFIED before KYC can begin');
  }
}
