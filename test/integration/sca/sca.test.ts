import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { individual } from '../../helpers/fixtures.js';
import { SoftAuthenticator } from '../../helpers/passkey-authenticator.js';
import { movableClock } from '../../helpers/payments.js';
import { type PlatformClient, startTestService, type TestService } from '../../helpers/service.js';
import { waitFor } from '../../helpers/wait.js';

/**
 * Strong Customer Authentication (spec 5, 7.2): factors (SMS, TOTP, passkey), the login that
 * opens a customer's SCA session, the lock after repeated failures, the platform's security
 * events, and an operation the session gates (card reveal) before and after it expires.
 */
const clock = movableClock();
let service: TestService;
let platform: PlatformClient;
const ORIGIN = 'http://localhost:3000';

beforeAll(async () => {
  service = await startTestService({ clock, env: { SCA_PASSKEY_ORIGINS: ORIGIN } });
  platform = await service.newPlatform('SCA platform');
});
afterAll(() => service.close());

type Body = Record<string, unknown> & { code?: string };

async function customer(region = 'DE') {
  const created = await platform.request<{ id: string }>('POST', '/customers', {
    body: individual({ platformCustomerId: `sca-${randomUUID()}`, region }),
  });
  expect(created.status, created.text).toBe(201);
  const id = created.body.id;
  const q = `?customerId=${encodeURIComponent(id)}`;
  const call = <T = Body>(method: string, path: string, body?: unknown) =>
    platform.request<T & Body>(method, `${path}${q}`, body === undefined ? {} : { body });
  return { id, call };
}

const totpCode = (secret: string, at = clock.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), period: 30 }).generate({ timestamp: at.getTime() });

async function smsLogin(c: Awaited<ReturnType<typeof customer>>, code = '123456') {
  const started = await c.call<{ challengeId: string }>('POST', '/sca/login/start', { factor: 'SMS_OTP' });
  expect(started.status, started.text).toBe(200);
  return c.call<{ status: string; sessionExpiresAt: string }>('POST', '/sca/login/complete', {
    factor: 'SMS_OTP',
    challengeId: started.body.challengeId,
    code,
    endUserIpAddress: '203.0.113.7',
  });
}

describe('SCA factors', () => {
  it('is 409 for a customer outside the EU/EEA', async () => {
    const us = await customer('US');
    const res = await us.call('GET', '/sca/factors');
    expect([res.status, res.body.code]).toEqual([409, 'CONFLICT']);
    expect((await us.call('POST', '/sca/login/start', { factor: 'SMS_OTP' })).status).toBe(409);
  });

  it('answers 409 for a customer outside the EU/EEA on every route, before looking up an id (spec 7.4)', async () => {
    const us = await customer('US');
    // Ids that exist (of an EU customer) and ids that exist nowhere: the region rule comes first.
    const eu = await customer();
    const enrolled = await eu.call<{ secret: string }>('POST', '/sca/factors', { type: 'TOTP' });
    const confirmed = await eu.call('POST', '/sca/factors/confirm', {
      type: 'TOTP',
      secret: enrolled.body.secret,
      code: totpCode(enrolled.body.secret),
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    const listed = await eu.call<{ factors: { credentialId?: string }[] }>('GET', '/sca/factors');
    const credentialId = String(listed.body.factors.find((f) => f.credentialId)?.credentialId);
    const reset = await eu.call<{ resetId: string }>('POST', '/sca/factors/reset', { factor: 'TOTP' });
    expect(reset.status, reset.text).toBe(201);
    const unknownCredential = `ScaCredential:${randomUUID()}`;
    const unknownReset = `ScaFactorReset:${randomUUID()}`;
    const calls: [string, string, unknown?][] = [
      ['GET', '/sca/factors'],
      ['POST', '/sca/factors', { type: 'TOTP' }],
      ['POST', '/sca/factors/confirm', { type: 'TOTP', secret: 'JBSWY3DPEHPK3PXP', code: '000000' }],
      ['DELETE', `/sca/factors/${unknownCredential}`],
      ['DELETE', `/sca/factors/${credentialId}`],
      ['POST', '/sca/login/start', { factor: 'SMS_OTP' }],
      ['POST', '/sca/login/complete', { factor: 'SMS_OTP', code: '123456', endUserIpAddress: '203.0.113.7' }],
      ['POST', '/sca/record-event', { eventType: 'FAILED_LOGIN_ATTEMPT' }],
      ['POST', '/sca/factors/reset', { factor: 'TOTP' }],
      ['GET', `/sca/factors/reset/${unknownReset}`],
      ['GET', `/sca/factors/reset/${reset.body.resetId}`],
      ['POST', `/sca/factors/reset/${unknownReset}/complete`],
      ['POST', `/sca/factors/reset/${reset.body.resetId}/complete`],
    ];
    for (const [method, path, body] of calls) {
      const res = await us.call(method, path, body);
      expect([res.status, res.body.code], `${method} ${path}`).toEqual([409, 'CONFLICT']);
    }
    // Nothing of the EU customer's was touched, and its own ids still answer.
    const factors = await eu.call<{ factors: { factor: string }[] }>('GET', '/sca/factors');
    expect(JSON.stringify(factors.body)).toContain(credentialId);
    expect((await eu.call('GET', `/sca/factors/reset/${reset.body.resetId}`)).status).toBe(200);
    expect((await eu.call('GET', `/sca/factors/reset/${unknownReset}`)).status).toBe(404);
  });

  it('enrolls an authenticator app: the secret, a current code, recovery codes; logs in with it; deletes it', async () => {
    const c = await customer();
    expect((await c.call<{ factors: unknown[] }>('GET', '/sca/factors')).body.factors).toEqual([
      { factor: 'SMS_OTP' },
    ]);
    const started = await c.call<{ secret: string; secretBase32Encoded: string; totpUri: string }>(
      'POST',
      '/sca/factors',
      { type: 'TOTP' },
    );
    expect(started.status, started.text).toBe(200);
    expect(started.body.totpUri).toMatch(/^otpauth:\/\/totp\//);
    const secret = started.body.secretBase32Encoded;
    const wrong = await c.call('POST', '/sca/factors/confirm', { type: 'TOTP', secret, code: '000000' });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'INVALID_INPUT']);
    const confirmed = await c.call<{ recoveryCodes: string[] }>('POST', '/sca/factors/confirm', {
      type: 'TOTP',
      secret,
      code: totpCode(secret),
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(8);
    const listed = await c.call<{ factors: { factor: string; credentialId?: string }[] }>(
      'GET',
      '/sca/factors',
    );
    const totp = listed.body.factors.find((f) => f.factor === 'TOTP');
    expect(totp?.credentialId).toMatch(/^ScaCredential:/);
    expect((await c.call('POST', '/sca/factors', { type: 'TOTP' })).status).toBe(409);

    const login = async (code: string) => {
      const s = await c.call<{ challengeId: string }>('POST', '/sca/login/start', { factor: 'TOTP' });
      expect(s.status, s.text).toBe(200);
      return c.call<{ status: string; sessionExpiresAt: string }>('POST', '/sca/login/complete', {
        factor: 'TOTP',
        challengeId: s.body.challengeId,
        code,
        endUserIpAddress: '203.0.113.7',
      });
    };
    const ok = await login(totpCode(secret));
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.status).toBe('AUTHENTICATED');
    const lifetime = Date.parse(ok.body.sessionExpiresAt) - clock.now().getTime();
    expect(lifetime).toBeGreaterThan(14 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60_000);
    // A recovery code stands for the app once.
    const recovery = confirmed.body.recoveryCodes[0] as string;
    expect((await login(recovery)).status).toBe(200);
    expect((await login(recovery)).status).toBe(400);

    expect((await c.call('DELETE', `/sca/factors/${totp?.credentialId}`)).status).toBe(204);
    expect((await c.call('DELETE', `/sca/factors/${totp?.credentialId}`)).status).toBe(404);
    expect((await c.call<{ factors: unknown[] }>('GET', '/sca/factors')).body.factors).toEqual([
      { factor: 'SMS_OTP' },
    ]);
  });

  it('enrolls a passkey with a real WebAuthn registration, once, and logs in with an assertion', async () => {
    const c = await customer();
    const started = await c.call<{
      options: { challenge: string; rp: { id: string } };
      allowedOrigins: string[];
      relyingPartyId: string;
    }>('POST', '/sca/factors', { type: 'PASSKEY' });
    expect(started.status, started.text).toBe(200);
    expect(started.body).toMatchObject({ allowedOrigins: [ORIGIN], relyingPartyId: 'localhost' });
    expect(started.body.options.rp.id).toBe('localhost');
    const challenge = Buffer.from(started.body.options.challenge, 'base64url').toString('utf8');
    const authenticator = new SoftAuthenticator(ORIGIN, 'localhost');
    const registration = authenticator.register(challenge);
    const credential = {
      id: registration.credentialId,
      rawId: registration.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: registration.clientDataJson,
        attestationObject: registration.attestationObject,
        transports: registration.transports,
      },
    };
    // From an origin that is not allowed: refused.
    const elsewhere = await c.call('POST', '/sca/factors/confirm', {
      type: 'PASSKEY',
      origin: 'https://evil.example',
      credential,
    });
    expect(elsewhere.status).toBe(400);
    const confirmed = await c.call<{ factor: { factor: string; credentialId: string } }>(
      'POST',
      '/sca/factors/confirm',
      { type: 'PASSKEY', origin: ORIGIN, credential },
    );
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.factor).toMatchObject({ factor: 'PASSKEY' });
    const again = await c.call('POST', '/sca/factors', { type: 'PASSKEY' });
    expect([again.status, again.body.code]).toEqual([409, 'PASSKEY_ALREADY_ENROLLED']);

    const login = await c.call<{ challengeId: string; passkeyOptions: { challenge: string } }>(
      'POST',
      '/sca/login/start',
      { factor: 'PASSKEY' },
    );
    expect(login.status, login.text).toBe(200);
    const loginChallenge = Buffer.from(login.body.passkeyOptions.challenge, 'base64url').toString('utf8');
    const assertion = authenticator.assert(loginChallenge);
    const complete = (a: typeof assertion) =>
      c.call('POST', '/sca/login/complete', {
        factor: 'PASSKEY',
        challengeId: login.body.challengeId,
        passkeyAssertion: a,
        origin: ORIGIN,
        endUserIpAddress: '203.0.113.7',
      });
    // An assertion over another challenge does not verify (and counts as a failure).
    expect((await complete(authenticator.assert('another challenge'))).status).toBe(400);
    const done = await complete(assertion);
    expect(done.status, done.text).toBe(200);
  });
});

describe('SCA login, lock and events', () => {
  it('locks the customer after five wrong codes in a row, for 15 minutes', async () => {
    const c = await customer();
    const attempts: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await smsLogin(c, '000000');
      attempts.push(res.status);
      expect((res.body.details as { attemptsLeft?: number }).attemptsLeft).toBe(4 - i);
    }
    expect(attempts).toEqual([400, 400, 400, 400]);
    const fifth = await smsLogin(c, '000000');
    expect([fifth.status, fifth.body.code]).toEqual([423, 'ACCOUNT_LOCKED']);
    const blocked = await c.call('POST', '/sca/login/start', { factor: 'SMS_OTP' });
    expect([blocked.status, blocked.body.code]).toEqual([423, 'ACCOUNT_LOCKED']);
    clock.advance(15 * 60_000 + 1_000);
    const after = await smsLogin(c);
    expect(after.status, after.text).toBe(200);
  });

  it('records security events: failed logins lock, a password reset ends the session', async () => {
    const c = await customer();
    expect((await smsLogin(c)).status).toBe(200);
    let last: Body = {};
    for (let i = 0; i < 5; i++) {
      const res = await c.call('POST', '/sca/record-event', { eventType: 'FAILED_LOGIN_ATTEMPT' });
      expect(res.status, res.text).toBe(200);
      last = res.body;
    }
    expect(last).toMatchObject({ eventType: 'FAILED_LOGIN_ATTEMPT', suspended: true, failedAttempts: 5 });
    expect(typeof last.lockedUntil).toBe('string');
    clock.advance(15 * 60_000 + 1_000);
    const reset = await c.call('POST', '/sca/record-event', { eventType: 'RESET_PASSWORD_COMPLETED' });
    expect(reset.body).toMatchObject({ suspended: false, lockedUntil: null, failedAttempts: 0 });
  });

  it('a password reset during a lock clears the count and keeps the lock (decision 0031)', async () => {
    const c = await customer();
    for (let i = 0; i < 3; i++)
      await c.call('POST', '/sca/record-event', { eventType: 'FAILED_LOGIN_ATTEMPT' });
    const cleared = await c.call('POST', '/sca/record-event', { eventType: 'RESET_PASSWORD_COMPLETED' });
    expect(cleared.body).toMatchObject({ suspended: false, lockedUntil: null, failedAttempts: 0 });
    // The count started again: four more failures do not lock, the fifth does.
    let last: Body = {};
    for (let i = 0; i < 5; i++) {
      last = (await c.call('POST', '/sca/record-event', { eventType: 'FAILED_LOGIN_ATTEMPT' })).body;
      if (i === 3) expect(last).toMatchObject({ suspended: false, failedAttempts: 4 });
    }
    expect(last).toMatchObject({ suspended: true, failedAttempts: 5 });
    const lockedUntil = last.lockedUntil;

    const reset = await c.call('POST', '/sca/record-event', { eventType: 'RESET_PASSWORD_COMPLETED' });
    expect(reset.status, reset.text).toBe(200);
    expect(reset.body).toMatchObject({
      eventType: 'RESET_PASSWORD_COMPLETED',
      suspended: true,
      lockedUntil,
      failedAttempts: 0,
    });
    const blocked = await c.call('POST', '/sca/login/start', { factor: 'SMS_OTP' });
    expect([blocked.status, blocked.body.code]).toEqual([423, 'ACCOUNT_LOCKED']);
    clock.advance(15 * 60_000 + 1_000);
    const first = await c.call('POST', '/sca/record-event', { eventType: 'FAILED_LOGIN_ATTEMPT' });
    expect(first.body).toMatchObject({ suspended: false, lockedUntil: null, failedAttempts: 1 });
  });

  it('gates card reveal on a live session: absent, open, expired mid-flow, ended by a password reset', async () => {
    const c = await customer();
    // EU/EEA customers verify their contacts first (sandbox code 123456).
    for (const channel of ['email', 'phone']) {
      await platform.request('POST', `/customers/${c.id}/verify-${channel}`);
      await platform.request('POST', `/customers/${c.id}/verify-${channel}/confirm`, {
        body: { code: '123456' },
      });
    }
    const wallet = await platform.request<{ data: { id: string }[] }>(
      'GET',
      `/customers/internal-accounts?customerId=${encodeURIComponent(c.id)}&type=EMBEDDED_WALLET`,
    );
    const issued = await platform.request<{ id: string }>('POST', '/cards', {
      body: { cardholderId: c.id, form: 'VIRTUAL', fundingSources: [wallet.body.data[0]?.id] },
    });
    expect(issued.status, issued.text).toBe(201);
    const card = issued.body;
    await waitFor(
      'the card to be ACTIVE',
      async () =>
        (await platform.request<{ state: string }>('GET', `/cards/${card.id}`)).body.state === 'ACTIVE',
    );
    const reveal = () => platform.request('POST', `/cards/${card.id}/reveal`);
    expect((await reveal()).body.code).toBe('SCA_SESSION_REQUIRED');
    expect((await smsLogin(c)).status).toBe(200);
    expect((await reveal()).status).toBe(200);
    clock.advance(15 * 60_000 + 1_000);
    const expired = await reveal();
    expect([expired.status, expired.body.code]).toEqual([409, 'SCA_SESSION_REQUIRED']);
    expect((await smsLogin(c)).status).toBe(200);
    await c.call('POST', '/sca/record-event', { eventType: 'RESET_PASSWORD_COMPLETED' });
    expect((await reveal()).body.code).toBe('SCA_SESSION_REQUIRED');
  });
});

describe('SCA factor reset', () => {
  const status = (c: Awaited<ReturnType<typeof customer>>, resetId: string) =>
    c.call<{ status: string; enrollmentStatus: string | null; completedAt: string | null }>(
      'GET',
      `/sca/factors/reset/${resetId}`,
    );

  it('removes a lost authenticator app once the liveness check passed, to enroll it again', async () => {
    const c = await customer();
    const started = await c.call<{ secretBase32Encoded: string }>('POST', '/sca/factors', { type: 'TOTP' });
    const secret = started.body.secretBase32Encoded;
    await c.call('POST', '/sca/factors/confirm', { type: 'TOTP', secret, code: totpCode(secret) });
    const reset = await c.call<{ resetId: string; livenessAccessToken: string; expiresAt: string }>(
      'POST',
      '/sca/factors/reset',
      { factor: 'TOTP' },
    );
    expect(reset.status, reset.text).toBe(201);
    expect(reset.body.resetId).toMatch(/^ScaFactorReset:/);
    expect(typeof reset.body.livenessAccessToken).toBe('string');
    expect((await status(c, reset.body.resetId)).body).toMatchObject({
      status: 'INITIATED',
      enrollmentStatus: null,
    });
    const early = await c.call('POST', `/sca/factors/reset/${reset.body.resetId}/complete`);
    expect(early.status).toBe(409);

    clock.advance(10 * 60_000);
    await service.worker.drain();
    expect((await status(c, reset.body.resetId)).body.status).toBe('LIVENESS_PASSED');
    const done = await c.call('POST', `/sca/factors/reset/${reset.body.resetId}/complete`);
    expect(done.status, done.text).toBe(204);
    expect((await status(c, reset.body.resetId)).body).toMatchObject({
      status: 'COMPLETED',
      enrollmentStatus: 'PENDING',
    });
    expect((await c.call<{ factors: unknown[] }>('GET', '/sca/factors')).body.factors).toEqual([
      { factor: 'SMS_OTP' },
    ]);
    expect((await c.call('POST', '/sca/factors', { type: 'TOTP' })).status).toBe(200);
    // Another customer's reset is not found.
    const other = await customer();
    expect((await status(other, reset.body.resetId)).status).toBe(404);
  });

  it('gives SMS codes a new number; an unfinished reset expires after an hour', async () => {
    const c = await customer();
    const reset = await c.call<{ resetId: string }>('POST', '/sca/factors/reset', { factor: 'SMS_OTP' });
    clock.advance(10 * 60_000);
    await service.worker.drain();
    const noNumber = await c.call('POST', `/sca/factors/reset/${reset.body.resetId}/complete`, {});
    expect(noNumber.status).toBe(400);
    const done = await c.call('POST', `/sca/factors/reset/${reset.body.resetId}/complete`, {
      mobile: { countryCode: '+49', number: '151 2345 6789' },
    });
    expect(done.status, done.text).toBe(204);
    expect((await status(c, reset.body.resetId)).body.enrollmentStatus).toBe('COMPLETED');
    expect((await smsLogin(c)).status).toBe(200);

    const lapsed = await c.call<{ resetId: string }>('POST', '/sca/factors/reset', { factor: 'PASSKEY' });
    clock.advance(61 * 60_000);
    await service.worker.drain();
    expect((await status(c, lapsed.body.resetId)).body.status).toBe('EXPIRED');
    expect((await c.call('POST', `/sca/factors/reset/${lapsed.body.resetId}/complete`)).status).toBe(409);
  });
});
