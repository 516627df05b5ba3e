import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeModules } from '../../../src/modules/index.js';
import {
  type Account,
  type AuthMethod,
  type Challenge,
  type Session,
  walletFlows,
  type WalletFlows,
} from '../../helpers/wallet-flows.js';
import { execute, fund, quote, usBankAccount } from '../../helpers/payments.js';
import { type PlatformClient, startTestService, type TestService } from '../../helpers/service.js';
import {
  type ClientKey,
  encryptOtp,
  newClientKey,
  readBundle,
  stamp,
} from '../../../packages/client/src/index.js';

/**
 * Embedded-wallet authentication (spec 4.4, 4.6, part 5) walked by a client written from the
 * spec: an OTP credential bootstraps the wallet, its HPKE-encrypted code opens a session whose
 * key stamps every signed retry, and each failure of 5.10 has its code.
 */
let service: TestService;
let platform: PlatformClient;
let newWallet: WalletFlows['newWallet'];
let signed: WalletFlows['signed'];
let login: WalletFlows['login'];
let verifyOtp: WalletFlows['verifyOtp'];

beforeAll(async () => {
  service = await startTestService();
  platform = await service.newPlatform('Wallet platform');
  ({ newWallet, signed, login, verifyOtp } = walletFlows(platform));
});
afterAll(() => service.close());

describe('provisioning', () => {
  it('opens one EMBEDDED_WALLET (USDB) with each customer of a platform with embedded wallets', async () => {
    const { customerId, wallet } = await newWallet();
    expect(wallet).toMatchObject({ type: 'EMBEDDED_WALLET', customerId, privateEnabled: false });
    expect(wallet.balance.currency.code).toBe('USDB');
    const all = await platform.request<{ data: Account[]; totalCount: number }>(
      'GET',
      `/customers/internal-accounts?customerId=${encodeURIComponent(customerId)}&limit=100`,
    );
    expect(all.body.data.filter((a) => a.type === 'EMBEDDED_WALLET')).toHaveLength(1);
    const funded = await platform.request<Account & { balance: { amount: number } }>(
      'POST',
      `/sandbox/internal-accounts/${wallet.id}/fund`,
      { body: { amount: 2_500 }, headers: { 'Idempotency-Key': `fund-${wallet.id}` } },
    );
    expect(funded.status, funded.text).toBe(200);
    expect(funded.body.balance.amount).toBe(2_500);
  });
});

describe('OTP credentials and sessions', () => {
  it('bootstraps an EMAIL_OTP credential with a signed target bundle, one per wallet', async () => {
    const { wallet } = await newWallet();
    const created = await platform.request<AuthMethod>('POST', '/auth/credentials', {
      body: { type: 'EMAIL_OTP', accountId: wallet.id },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ accountId: wallet.id, type: 'EMAIL_OTP' });
    expect(created.body.id).toMatch(/^AuthMethod:[0-9a-f-]{36}$/);
    const content = readBundle(created.body.otpEncryptionTargetBundle as string);
    expect(content.targetPublic).toMatch(/^04[0-9a-f]{128}$/);

    const again = await platform.request('POST', '/auth/credentials', {
      body: { type: 'EMAIL_OTP', accountId: wallet.id },
    });
    expect([again.status, again.body.code]).toEqual([400, 'EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS']);
    const list = await platform.request<{ data: AuthMethod[] }>(
      'GET',
      `/auth/credentials?accountId=${encodeURIComponent(wallet.id)}`,
    );
    expect(list.body.data.map((c) => c.id)).toEqual([created.body.id]);
  });

  it('lets one of two simultaneous unsigned registrations bootstrap the wallet', async () => {
    const { wallet } = await newWallet();
    const results = await Promise.all(
      ['EMAIL_OTP', 'SMS_OTP'].map((type) =>
        platform.request('POST', '/auth/credentials', { body: { type, accountId: wallet.id } }),
      ),
    );
    // The other one is 409 if it overlapped the bootstrap, or 202 (a signed retry is needed) if
    // it only started once the bootstrap had committed: never a second unsigned 201.
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(201);
    expect([202, 409]).toContain(statuses[1]);
    const list = await platform.request<{ data: AuthMethod[] }>(
      'GET',
      `/auth/credentials?accountId=${encodeURIComponent(wallet.id)}`,
    );
    expect(list.body.data).toHaveLength(1);
  });

  it('refuses a wrong code, then opens a session for the key that stamps the retry', async () => {
    const { wallet } = await newWallet({ email: 'wrong-code@example.test' });
    const created = await platform.request<AuthMethod>('POST', '/auth/credentials', {
      body: { type: 'EMAIL_OTP', accountId: wallet.id, nickname: 'not shown' },
    });
    // The nickname of an OTP credential is its contact (decision 0027).
    expect(created.body.nickname).toBe('wrong-code@example.test');
    const target = readBundle(created.body.otpEncryptionTargetBundle as string).targetPublic as string;
    const client = newClientKey();
    const path = `/auth/credentials/${created.body.id}/verify`;

    const wrong = await platform.request(path.startsWith('/') ? 'POST' : 'POST', path, {
      body: { type: 'EMAIL_OTP', encryptedOtpBundle: await encryptOtp(target, '123123', client.compressed) },
    });
    expect([wrong.status, wrong.body.code]).toEqual([401, 'UNAUTHORIZED']);
    expect((wrong.body.details as { reason: string }).reason).toBe('Invalid OTP code');

    const body = {
      type: 'EMAIL_OTP',
      encryptedOtpBundle: await encryptOtp(target, '000000', client.compressed),
    };
    const first = await platform.request<Challenge>('POST', path, { body });
    expect(first.status, first.text).toBe(202);
    expect(first.body).toMatchObject({ type: 'EMAIL_OTP' });
    expect(first.body.requestId).toMatch(/^Request:[0-9a-f-]{36}$/);
    const sign = (key: ClientKey) => stamp(key, first.body.payloadToSign);
    const retry = (headers: Record<string, string>, sent: unknown = body) =>
      platform.request<Session>('POST', path, { body: sent, headers });

    const codes = async (headers: Record<string, string>, sent?: unknown) => {
      const r = await retry(headers, sent);
      return [r.status, (r.body as unknown as { code: string }).code];
    };
    expect(await codes({ 'Service-Wallet-Signature': sign(client) })).toEqual([401, 'REQUEST_ID_MISSING']);
    expect(await codes({ 'Request-Id': first.body.requestId })).toEqual([401, 'WALLET_SIGNATURE_MISSING']);
    expect(
      await codes({ 'Service-Wallet-Signature': 'not a stamp', 'Request-Id': first.body.requestId }),
    ).toEqual([401, 'WALLET_SIGNATURE_MALFORMED']);
    // A well-formed stamp by a key that is neither the proven one nor a session's.
    expect(
      await codes({ 'Service-Wallet-Signature': sign(newClientKey()), 'Request-Id': first.body.requestId }),
    ).toEqual([401, 'WALLET_SIGNATURE_INVALID']);
    // The right key over another payload.
    expect(
      await codes({
        'Service-Wallet-Signature': stamp(client, `${first.body.payloadToSign} `),
        'Request-Id': first.body.requestId,
      }),
    ).toEqual([401, 'WALLET_SIGNATURE_INVALID']);
    // The same stamp on a different body.
    const other = {
      type: 'EMAIL_OTP',
      encryptedOtpBundle: await encryptOtp(target, '000000', client.compressed),
    };
    expect(
      await codes({ 'Service-Wallet-Signature': sign(client), 'Request-Id': first.body.requestId }, other),
    ).toEqual([401, 'WALLET_SIGNATURE_BODY_MISMATCH']);

    // The original spelling of the header works as well.
    const ok = await retry({ 'Grid-Wallet-Signature': sign(client), 'Request-Id': first.body.requestId });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.id).toMatch(/^Session:[0-9a-f-]{36}$/);
    expect(ok.body).toMatchObject({
      accountId: wallet.id,
      type: 'EMAIL_OTP',
      nickname: 'wrong-code@example.test',
    });
    expect(ok.body.encryptedSessionSigningKey).toBeUndefined();
    const lifetime = Date.parse(ok.body.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(14 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60_000);

    // Each requestId is used once; here the code it proved is used up too, so the verify has no
    // challenge outstanding any more (409, spec 7.4).
    const replay = await retry({
      'Service-Wallet-Signature': sign(client),
      'Request-Id': first.body.requestId,
    });
    expect([replay.status, (replay.body as unknown as { code: string }).code]).toEqual([409, 'CONFLICT']);

    const sessions = await platform.request<{ data: Session[] }>(
      'GET',
      `/auth/sessions?accountId=${encodeURIComponent(wallet.id)}`,
    );
    expect(sessions.body.data.map((s) => s.id)).toEqual([ok.body.id]);
  });

  it('hands the legacy flow (uncompressed key) a sealed session key that signs', async () => {
    const { wallet } = await newWallet();
    const { session, key, client } = await login(wallet, 'uncompressed');
    expect(session.encryptedSessionSigningKey).toMatch(/^[1-9A-HJ-NP-Za-km-z]+$/);
    expect(key.compressed).not.toBe(client.compressed);
    const patched = await signed<Account>(
      'PATCH',
      `/internal-accounts/${wallet.id}`,
      { privateEnabled: true },
      key,
    );
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.privateEnabled).toBe(true);
  });

  it('changes wallet privacy only with a stamp by a session key of that wallet', async () => {
    const { wallet } = await newWallet();
    const { key } = await login(wallet);
    const other = await login((await newWallet()).wallet);
    const path = `/internal-accounts/${wallet.id}`;

    const foreign = await signed<{ code: string }>('PATCH', path, { privateEnabled: true }, other.key);
    expect([foreign.status, foreign.body.code]).toEqual([401, 'WALLET_SIGNATURE_INVALID']);
    const unchanged = await platform.request<{ data: Account[] }>(
      'GET',
      `/customers/internal-accounts?customerId=${encodeURIComponent(wallet.customerId as string)}&type=EMBEDDED_WALLET`,
    );
    expect(unchanged.body.data[0]?.privateEnabled).toBe(false);

    const ok = await signed<Account>('PATCH', path, { privateEnabled: true }, key);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body).toMatchObject({ id: wallet.id, type: 'EMBEDDED_WALLET', privateEnabled: true });

    const notWallet = (
      await platform.request<{ data: Account[] }>(
        'GET',
        `/customers/internal-accounts?customerId=${encodeURIComponent(wallet.customerId as string)}&currency=USD`,
      )
    ).body.data[0] as Account;
    const refused = await platform.request('PATCH', `/internal-accounts/${notWallet.id}`, {
      body: { privateEnabled: true },
    });
    expect([refused.status, refused.body.code]).toEqual([400, 'INVALID_INPUT']);
  });

  it('adds a second credential only by a signed retry, and revoking ends its sessions', async () => {
    const { wallet } = await newWallet();
    const { key, credential } = await login(wallet);

    const sms = await signed<AuthMethod>(
      'POST',
      '/auth/credentials',
      { type: 'SMS_OTP', accountId: wallet.id },
      key,
    );
    expect(sms.status, sms.text).toBe(201);
    expect(sms.challenge.type).toBe('SMS_OTP');
    expect(sms.body).toMatchObject({ type: 'SMS_OTP', nickname: '+14155550100' });
    const smsSession = await verifyOtp(sms.body, 'compressed');

    // Revoking the email credential ends its session; the SMS session still signs.
    const revoked = await signed('DELETE', `/auth/credentials/${credential.id}`, undefined, smsSession.key);
    expect(revoked.status, revoked.text).toBe(204);
    const stale = await signed<{ code: string }>(
      'PATCH',
      `/internal-accounts/${wallet.id}`,
      { privateEnabled: true },
      key,
    );
    expect([stale.status, stale.body.code]).toEqual([401, 'WALLET_SIGNATURE_INVALID']);
    const sessions = await platform.request<{ data: Session[] }>(
      'GET',
      `/auth/sessions?accountId=${encodeURIComponent(wallet.id)}`,
    );
    expect(sessions.body.data.map((s) => s.id)).toEqual([smsSession.session.id]);

    // A session revoked by a signed retry no longer signs.
    const ended = await signed(
      'DELETE',
      `/auth/sessions/${smsSession.session.id}`,
      undefined,
      smsSession.key,
    );
    expect(ended.status, ended.text).toBe(204);
    const after = await signed<{ code: string }>(
      'PATCH',
      `/internal-accounts/${wallet.id}`,
      { privateEnabled: true },
      smsSession.key,
    );
    expect([after.status, after.body.code]).toEqual([401, 'WALLET_SIGNATURE_INVALID']);
  });

  it('refreshes a session to a new key, ending the old one', async () => {
    const { wallet } = await newWallet();
    const { session, key } = await login(wallet);
    const next = newClientKey();
    const refreshed = await signed<Session>(
      'POST',
      `/auth/sessions/${session.id}/refresh`,
      { clientPublicKey: next.compressed },
      key,
    );
    expect(refreshed.status, refreshed.text).toBe(201);
    expect(refreshed.body.id).not.toBe(session.id);
    const byOld = await signed<{ code: string }>(
      'PATCH',
      `/internal-accounts/${wallet.id}`,
      { privateEnabled: true },
      key,
    );
    expect([byOld.status, byOld.body.code]).toEqual([401, 'WALLET_SIGNATURE_INVALID']);
    const byNew = await signed<Account>(
      'PATCH',
      `/internal-accounts/${wallet.id}`,
      { privateEnabled: true },
      next,
    );
    expect(byNew.status, byNew.text).toBe(200);
  });

  it('keeps at most four sessions in force per wallet: a fifth ends the oldest', async () => {
    const { wallet } = await newWallet();
    const { credential, session: oldest, key: oldestKey } = await login(wallet);
    const later: Session[] = [];
    for (let i = 0; i < 4; i++) {
      const challenged = await platform.request<AuthMethod>(
        'POST',
        `/auth/credentials/${credential.id}/challenge`,
      );
      later.push((await verifyOtp(challenged.body, 'compressed')).session);
    }
    const list = await platform.request<{ data: Session[] }>(
      'GET',
      `/auth/sessions?accountId=${encodeURIComponent(wallet.id)}`,
    );
    expect(list.body.data.map((s) => s.id).sort()).toEqual(later.map((s) => s.id).sort());
    const byOldest = await signed<{ code: string }>(
      'PATCH',
      `/internal-accounts/${wallet.id}`,
      { privateEnabled: true },
      oldestKey,
    );
    expect([byOldest.status, byOldest.body.code]).toEqual([401, 'WALLET_SIGNATURE_INVALID']);
    expect(later.map((s) => s.id)).not.toContain(oldest.id);
  });

  it('keeps wallets of one platform out of reach of another', async () => {
    const { wallet } = await newWallet();
    const { credential } = await login(wallet);
    const stranger = await service.newPlatform('Other wallet platform');
    const list = await stranger.request(
      'GET',
      `/auth/credentials?accountId=${encodeURIComponent(wallet.id)}`,
    );
    expect(list.status).toBe(404);
    const challenge = await stranger.request('POST', `/auth/credentials/${credential.id}/challenge`);
    expect(challenge.status).toBe(404);
    const patch = await stranger.request('PATCH', `/internal-accounts/${wallet.id}`, {
      body: { privateEnabled: true },
    });
    expect(patch.status).toBe(404);
  });

  it('accepts the sandbox legacy shortcut in place of a stamp, and refuses an expired request', async () => {
    const { wallet } = await newWallet();
    await login(wallet);
    const path = `/internal-accounts/${wallet.id}`;
    const first = await platform.request<Challenge>('PATCH', path, { body: { privateEnabled: true } });
    const shortcut = await platform.request<Account>('PATCH', path, {
      body: { privateEnabled: true },
      headers: { 'Service-Wallet-Signature': 'sandbox-valid-signature', 'Request-Id': first.body.requestId },
    });
    expect(shortcut.status, shortcut.text).toBe(200);
    expect(shortcut.body.privateEnabled).toBe(true);

    const stale = await platform.request<Challenge>('PATCH', path, { body: { privateEnabled: false } });
    await service.ctx.db
      .updateTable('wallet_requests')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', stale.body.requestId.split(':')[1] as string)
      .execute();
    const late = await platform.request('PATCH', path, {
      body: { privateEnabled: false },
      headers: { 'Service-Wallet-Signature': 'sandbox-valid-signature', 'Request-Id': stale.body.requestId },
    });
    expect([late.status, late.body.code]).toEqual([401, 'WALLET_SIGNATURE_INVALID']);
    expect(late.body.message).toMatch(/expired/);
  });
});

describe('paying from an embedded wallet', () => {
  it("executes a wallet's quote with a stamp over its payloadToSign by a session key", async () => {
    const { customerId, wallet } = await newWallet();
    const { key } = await login(wallet);
    await fund(platform, wallet.id, 5_000_000);
    const bank = await usBankAccount(platform, customerId, '321');
    const q = await quote(platform, {
      source: { sourceType: 'ACCOUNT', accountId: wallet.id },
      destination: { destinationType: 'ACCOUNT', accountId: bank },
      lockedCurrencyAmount: 2_000_000,
    });
    expect(q.status, q.text).toBe(201);
    const payload = (q.body.paymentInstructions as { accountOrWalletInfo: { payloadToSign: string } }[])[0]
      ?.accountOrWalletInfo.payloadToSign as string;

    const byStranger = await execute(platform, q.body.id as string, {
      'Service-Wallet-Signature': stamp(newClientKey(), payload),
    });
    expect([byStranger.status, byStranger.body.code]).toEqual([401, 'WALLET_SIGNATURE_INVALID']);
    const overOther = await execute(platform, q.body.id as string, {
      'Service-Wallet-Signature': stamp(key, `${payload}!`),
    });
    expect([overOther.status, overOther.body.code]).toEqual([401, 'WALLET_SIGNATURE_INVALID']);

    const paid = await execute(platform, q.body.id as string, {
      'Service-Wallet-Signature': stamp(key, payload),
    });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body.status).toBe('COMPLETED');
  });
});

/** An OIDC token as an identity provider would issue it (the sandbox does not check the signature). */
function oidcToken(claims: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = {
    iss: 'https://accounts.google.com',
    aud: 'wallet-app',
    sub: 'user-1234',
    iat: now,
    exp: now + 300,
    ...claims,
  };
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part(payload)}.c2lnbmF0dXJl`;
}
const nonceOf = (clientPublicKey: string) => createHash('sha256').update(clientPublicKey).digest('hex');

describe('OAUTH credentials', () => {
  it('checks every sandbox rule of the token at registration', async () => {
    const { wallet } = await newWallet();
    const register = (oidc: string) =>
      platform.request<AuthMethod>('POST', '/auth/credentials', {
        body: { type: 'OAUTH', accountId: wallet.id, oidcToken: oidc },
      });
    const now = Math.floor(Date.now() / 1000);
    const refused = async (oidc: string) => {
      const r = await register(oidc);
      return [r.status, (r.body as unknown as { code: string }).code];
    };
    expect(await refused('abc')).toEqual([400, 'INVALID_INPUT']);
    const shortcut = await register('sandbox-valid-oidc-token');
    expect(shortcut.status).toBe(400);
    expect(shortcut.text).toMatch(/no longer accepted/);
    expect(await refused(oidcToken({ iss: 'https://evil.example' }))).toEqual([401, 'UNAUTHORIZED']);
    expect(await refused(oidcToken({ aud: ['a', 'b'] }))).toEqual([401, 'UNAUTHORIZED']);
    expect(await refused(oidcToken({ aud: '' }))).toEqual([401, 'UNAUTHORIZED']);
    expect(await refused(oidcToken({ sub: '' }))).toEqual([401, 'UNAUTHORIZED']);
    expect(await refused(oidcToken({ iat: 'now' }))).toEqual([401, 'UNAUTHORIZED']);
    expect(await refused(oidcToken({ iat: now - 120 }))).toEqual([401, 'UNAUTHORIZED']);
    expect(await refused(oidcToken({ iat: now + 30 }))).toEqual([401, 'UNAUTHORIZED']);
    expect(await refused(oidcToken({ exp: now - 1 }))).toEqual([401, 'UNAUTHORIZED']);
    const reason = await register(oidcToken({ iss: 'https://evil.example' }));
    expect((reason.body as unknown as { details: { reason: string } }).details.reason).toMatch(/issuer/);

    // Within 60 s and the skew, with a one-element audience: registered (the wallet's first credential).
    const ok = await register(oidcToken({ iat: now - 62, aud: ['wallet-app'] }));
    expect(ok.status, ok.text).toBe(201);
    expect(ok.body).toMatchObject({ type: 'OAUTH', accountId: wallet.id, nickname: 'OAuth' });
    expect(ok.body.otpEncryptionTargetBundle).toBeUndefined();
    const challenge = await platform.request('POST', `/auth/credentials/${ok.body.id}/challenge`);
    expect([challenge.status, challenge.body.code]).toEqual([409, 'CONFLICT']);
  });

  it("opens a session for the key the token's nonce names, for the registered identity only", async () => {
    const { wallet } = await newWallet();
    const created = await platform.request<AuthMethod>('POST', '/auth/credentials', {
      body: { type: 'OAUTH', accountId: wallet.id, oidcToken: oidcToken() },
    });
    expect(created.status, created.text).toBe(201);
    const path = `/auth/credentials/${created.body.id}/verify`;
    const key = newClientKey();
    const verify = (oidc: string, clientPublicKey = key.compressed) =>
      platform.request<Session>('POST', path, { body: { type: 'OAUTH', oidcToken: oidc, clientPublicKey } });

    const otherUser = await verify(oidcToken({ sub: 'user-9999', nonce: nonceOf(key.compressed) }));
    expect([otherUser.status, (otherUser.body as unknown as { code: string }).code]).toEqual([
      401,
      'UNAUTHORIZED',
    ]);
    const wrongNonce = await verify(oidcToken({ nonce: nonceOf(newClientKey().compressed) }));
    expect([wrongNonce.status, (wrongNonce.body as unknown as { code: string }).code]).toEqual([
      401,
      'UNAUTHORIZED',
    ]);

    const ok = await verify(oidcToken({ nonce: nonceOf(key.compressed) }));
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body).toMatchObject({ type: 'OAUTH', accountId: wallet.id });
    expect(ok.body.id).toMatch(/^Session:/);
    const patched = await signed<Account>(
      'PATCH',
      `/internal-accounts/${wallet.id}`,
      { privateEnabled: true },
      key,
    );
    expect(patched.status, patched.text).toBe(200);

    // The same identity again is refused before any signature is asked for.
    const same = await platform.request('POST', '/auth/credentials', {
      body: { type: 'OAUTH', accountId: wallet.id, oidcToken: oidcToken() },
    });
    expect([same.status, same.body.code]).toEqual([400, 'INVALID_INPUT']);
    // Another identity is a second credential: a signed retry from the session.
    const other = await signed<AuthMethod>(
      'POST',
      '/auth/credentials',
      { type: 'OAUTH', accountId: wallet.id, oidcToken: oidcToken({ sub: 'user-5678' }) },
      key,
    );
    expect(other.status, other.text).toBe(201);
    expect(other.challenge.type).toBe('OAUTH');
  });
});

describe('housekeeping', () => {
  it('deletes signed-retry requests a day after they lapsed, and keeps the others', async () => {
    const { wallet } = await newWallet();
    await login(wallet);
    const path = `/internal-accounts/${wallet.id}`;
    const old = await platform.request<Challenge>('PATCH', path, { body: { privateEnabled: true } });
    const fresh = await platform.request<Challenge>('PATCH', path, { body: { privateEnabled: false } });
    const uuid = (requestId: string) => requestId.split(':')[1] as string;
    await service.ctx.db
      .updateTable('wallet_requests')
      .set({ expires_at: new Date(Date.now() - 25 * 60 * 60_000) })
      .where('id', '=', uuid(old.body.requestId))
      .execute();
    const { housekeeping } = composeModules();
    expect(housekeeping.length).toBeGreaterThan(0);
    for (const run of housekeeping) await run(service.ctx);
    const left = await service.ctx.db
      .selectFrom('wallet_requests')
      .select('id')
      .where('id', 'in', [uuid(old.body.requestId), uuid(fresh.body.requestId)])
      .execute();
    expect(left.map((r) => r.id)).toEqual([uuid(fresh.body.requestId)]);
  });
});
