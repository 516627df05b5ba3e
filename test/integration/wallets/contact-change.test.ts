import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlatformClient, startTestService, type TestService } from '../../helpers/service.js';
import { type ClientKey, stamp } from '../../../packages/client/src/index.js';
import {
  type AuthMethod,
  type Challenge,
  walletFlows,
  type WalletFlows,
} from '../../helpers/wallet-flows.js';

/**
 * Customer PATCH of an email or phone number tied to OTP credentials (spec 4.9): a signed
 * retry that changes the customer and every tied credential together, or nothing.
 */
let service: TestService;
let platform: PlatformClient;
let flows: WalletFlows;

beforeAll(async () => {
  service = await startTestService();
  platform = await service.newPlatform('Contact platform');
  flows = walletFlows(platform);
});
afterAll(() => service.close());

const uniqueEmail = () => `ada-${randomUUID().slice(0, 8)}@example.test`;

async function customerWithEmailOtp() {
  const email = uniqueEmail();
  const { customerId, wallet } = await flows.newWallet({ email });
  const { key, credential } = await flows.login(wallet);
  return { customerId, wallet, key, credential, email };
}

const patch = (customerId: string, body: object, signed?: { challenge: Challenge; key: ClientKey }) =>
  platform.request<Challenge & { email?: string; phoneNumber?: string; code?: string }>(
    'PATCH',
    `/customers/${customerId}`,
    {
      body: { customerType: 'INDIVIDUAL', ...body },
      ...(signed
        ? {
            headers: {
              'Service-Wallet-Signature': stamp(signed.key, signed.challenge.payloadToSign),
              'Request-Id': signed.challenge.requestId,
            },
          }
        : {}),
    },
  );

/** Where a credential sends its codes (not in the API: its stored contact). */
async function contactOf(credential: AuthMethod): Promise<string> {
  const row = await service.ctx.db
    .selectFrom('wallet_credentials')
    .select('details')
    .where('id', '=', credential.id.split(':')[1] as string)
    .executeTakeFirstOrThrow();
  return (row.details as { contact: string }).contact;
}

const emailOf = async (customerId: string) =>
  (await platform.request<{ email: string }>('GET', `/customers/${customerId}`)).body.email;

describe('contact change with tied OTP credentials', () => {
  it('answers 202 and changes nothing, then the signed retry changes customer and credential', async () => {
    const { customerId, key, credential, email } = await customerWithEmailOtp();
    const newEmail = uniqueEmail();
    const first = await patch(customerId, { email: newEmail });
    expect(first.status, first.text).toBe(202);
    expect(first.body.requestId).toMatch(/^Request:/);
    expect(await emailOf(customerId)).toBe(email);
    expect(await contactOf(credential)).toBe(email);

    const mismatch = await patch(customerId, { email: uniqueEmail() }, { challenge: first.body, key });
    expect([mismatch.status, mismatch.body.code]).toEqual([401, 'WALLET_SIGNATURE_BODY_MISMATCH']);

    const done = await patch(customerId, { email: newEmail }, { challenge: first.body, key });
    expect(done.status, done.text).toBe(200);
    expect(done.body.email).toBe(newEmail);
    expect(await contactOf(credential)).toBe(newEmail);
    // The credential's nickname is its email address, so it follows the change (decision 0027).
    expect(credential.nickname).toBe(email);
    const listed = await platform.request<{ data: AuthMethod[] }>(
      'GET',
      `/auth/credentials?accountId=${encodeURIComponent(credential.accountId)}`,
    );
    expect(listed.body.data.find((c) => c.id === credential.id)?.nickname).toBe(newEmail);
    // Used up.
    const again = await patch(customerId, { email: newEmail }, { challenge: first.body, key });
    expect(again.status).toBe(200); // nothing to change any more: no signed retry needed
  });

  it('changes an untied field directly: the phone number of a wallet with only EMAIL_OTP', async () => {
    const { customerId } = await customerWithEmailOtp();
    const res = await patch(customerId, { phoneNumber: '+14155550199' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.phoneNumber).toBe('+14155550199');
  });

  it('refuses when the tied credentials changed after the challenge, and changes nothing', async () => {
    const email = uniqueEmail();
    const { customerId, wallet } = await flows.newWallet({ email });
    // Sessions come from an SMS_OTP credential, so the EMAIL_OTP one can be replaced.
    const sms = await platform.request<AuthMethod>('POST', '/auth/credentials', {
      body: { type: 'SMS_OTP', accountId: wallet.id },
    });
    const { key } = await flows.verifyOtp(sms.body, 'compressed');
    const emailOtp = await flows.signed<AuthMethod>(
      'POST',
      '/auth/credentials',
      { type: 'EMAIL_OTP', accountId: wallet.id },
      key,
    );
    expect(emailOtp.status, emailOtp.text).toBe(201);

    const newEmail = uniqueEmail();
    const first = await patch(customerId, { email: newEmail });
    expect(first.status).toBe(202);
    const revoked = await flows.signed('DELETE', `/auth/credentials/${emailOtp.body.id}`, undefined, key);
    expect(revoked.status, revoked.text).toBe(204);
    const replacement = await flows.signed<AuthMethod>(
      'POST',
      '/auth/credentials',
      { type: 'EMAIL_OTP', accountId: wallet.id },
      key,
    );
    expect(replacement.status).toBe(201);

    const refused = await patch(customerId, { email: newEmail }, { challenge: first.body, key });
    expect([refused.status, refused.body.code]).toEqual([409, 'EMAIL_OTP_CREDENTIAL_SET_CHANGED']);
    expect(await emailOf(customerId)).toBe(email);
    expect(await contactOf(replacement.body)).toBe(email);
  });

  it("refuses an email another wallet's EMAIL_OTP credential signs in with", async () => {
    const { email: taken } = await customerWithEmailOtp();
    const { customerId, email } = await customerWithEmailOtp();
    const res = await patch(customerId, { email: taken });
    expect([res.status, res.body.code]).toEqual([409, 'EMAIL_OTP_EMAIL_ALREADY_EXISTS']);
    expect(await emailOf(customerId)).toBe(email);
  });

  it('needs a stamp by a session of the wallet and both headers', async () => {
    const { customerId } = await customerWithEmailOtp();
    const { key: stranger } = await customerWithEmailOtp();
    const newEmail = uniqueEmail();
    const first = await patch(customerId, { email: newEmail });
    const foreign = await patch(customerId, { email: newEmail }, { challenge: first.body, key: stranger });
    expect([foreign.status, foreign.body.code]).toEqual([401, 'WALLET_SIGNATURE_INVALID']);
    const noId = await platform.request('PATCH', `/customers/${customerId}`, {
      body: { customerType: 'INDIVIDUAL', email: newEmail },
      headers: { 'Service-Wallet-Signature': 'x' },
    });
    expect([noId.status, noId.body.code]).toEqual([401, 'REQUEST_ID_MISSING']);
  });
});
