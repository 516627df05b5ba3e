import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollPasskey, enrollTotp, smsLogin } from '../../helpers/sca.js';
import {
  balanceOf,
  customerWithAccounts,
  expectLedgerGreen,
  fund,
  movableClock,
  usBankAccount,
} from '../../helpers/payments.js';
import { type PlatformClient, startTestService, type TestService } from '../../helpers/service.js';

/**
 * A payer in an SCA region authorizes its payments (spec 5, 7.2): quotes wait in
 * PENDING_AUTHORIZATION with a challenge, realtime funding shows no instructions until then,
 * execution waits for the authorization, which needs the customer's live session and the
 * challenge's answer; wrong codes count towards the lock; the SMS code can be resent.
 */
const clock = movableClock();
let service: TestService;
let platform: PlatformClient;
const ORIGIN = 'http://localhost:3000';

beforeAll(async () => {
  service = await startTestService({ clock, env: { SCA_PASSKEY_ORIGINS: ORIGIN } });
  platform = await service.newPlatform('Quote authorization platform');
});
afterAll(() => service.close());

type Quote = {
  id: string;
  status: string;
  transactionId: string;
  paymentInstructions?: unknown[];
  scaChallenge?: {
    id: string;
    factor: string;
    availableFactors: string[];
    expiresAt: string;
    purpose: string | null;
    passkeyAllowedOrigins: string[] | null;
    passkeyAssertionOptions: unknown;
  };
  code?: string;
};

async function payer(region = 'DE') {
  const c = await customerWithAccounts(platform, { region });
  await fund(platform, c.accounts.USD as string, 100_000);
  const payee = await usBankAccount(platform, c.customerId, '77');
  return { ...c, payee };
}

const createQuote = (body: Record<string, unknown>) =>
  platform.request<Quote>('POST', '/quotes', { body: { lockedCurrencySide: 'SENDING', ...body } });

/** A quote paying `p`'s bank account `amount` cents from its USD account. */
const payment = (p: Awaited<ReturnType<typeof payer>>, amount: number, extra: Record<string, unknown> = {}) =>
  createQuote({
    source: { sourceType: 'ACCOUNT', accountId: p.accounts.USD },
    destination: { destinationType: 'ACCOUNT', accountId: p.payee },
    lockedCurrencyAmount: amount,
    ...extra,
  });

const authorize = (quoteId: string, body: Record<string, unknown>) =>
  platform.request<Quote>('POST', `/quotes/${quoteId}/authorize`, { body });

describe('quote authorization (SCA)', () => {
  it('holds an EU payer’s immediate payment in PENDING_AUTHORIZATION until the customer authorizes it', async () => {
    const p = await payer();
    const created = await payment(p, 10_000, { immediatelyExecute: true });
    expect(created.status, created.text).toBe(202);
    expect(created.body.status).toBe('PENDING_AUTHORIZATION');
    const challenge = created.body.scaChallenge;
    expect(challenge).toMatchObject({
      factor: 'SMS_OTP',
      availableFactors: ['SMS_OTP'],
      purpose: 'PAYMENT_AUTHORIZATION',
      passkeyAllowedOrigins: null,
      passkeyAssertionOptions: null,
    });
    expect(challenge?.id).toMatch(/^ScaChallenge:/);
    // Nothing moved, no transaction exists yet.
    expect((await balanceOf(platform, p.customerId, p.accounts.USD as string)).available).toBe(100_000);
    expect((await platform.request('GET', `/transactions/${created.body.transactionId}`)).status).toBe(404);
    const listed = await platform.request<{ data: Quote[] }>(
      'GET',
      `/quotes?customerId=${encodeURIComponent(p.customerId)}&status=PENDING_AUTHORIZATION`,
    );
    // GET /quotes left the API in 2026-08-21: every client is answered it in 2026-02-25's
    // terms, where the quote shows as PENDING; the quote itself stays PENDING_AUTHORIZATION.
    expect(listed.body.data.map((x) => [x.id, x.status])).toEqual([[created.body.id, 'PENDING']]);
    const newest = { 'service-revision': '2026-08-21' };
    const listedNewest = await platform.request<{ data: Quote[] }>(
      'GET',
      `/quotes?customerId=${encodeURIComponent(p.customerId)}`,
      { headers: newest },
    );
    expect(listedNewest.headers.get('service-revision')).toBe('2026-08-21');
    expect(listedNewest.body.data.map((x) => [x.id, x.status])).toEqual([[created.body.id, 'PENDING']]);
    const one = await platform.request<Quote>('GET', `/quotes/${created.body.id}`, { headers: newest });
    expect(one.body.status).toBe('PENDING_AUTHORIZATION');

    // Without a live SCA session: 409, and nothing changes.
    const early = await authorize(created.body.id, { code: '123456' });
    expect([early.status, early.body.code]).toEqual([409, 'SCA_SESSION_REQUIRED']);
    await smsLogin(platform, p.customerId);
    const wrong = await authorize(created.body.id, { code: '000000' });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'INVALID_INPUT']);
    expect((await platform.request<Quote>('GET', `/quotes/${created.body.id}`)).body.status).toBe(
      'PENDING_AUTHORIZATION',
    );
    const done = await authorize(created.body.id, {
      code: '123456',
      endUserIpAddress: '203.0.113.7',
    });
    expect(done.status, done.text).toBe(200);
    expect(['PROCESSING', 'COMPLETED']).toContain(done.body.status);
    expect(done.body.scaChallenge).toBeUndefined();
    expect((await balanceOf(platform, p.customerId, p.accounts.USD as string)).available).toBe(90_000);
    // Once is enough: a second authorization is refused and pays nothing more.
    const again = await authorize(created.body.id, { code: '123456' });
    expect([again.status, again.body.code]).toEqual([409, 'INVALID_STATE_TRANSITION']);
    await expectLedgerGreen(service);
  });

  it('execute of an unauthorized quote is recorded, not paid; another scaFactor re-issues the challenge', async () => {
    const p = await payer('FR');
    const created = await payment(p, 5_000);
    expect(created.status, created.text).toBe(202);
    const first = created.body.scaChallenge?.id;
    const executed = await platform.request<Quote>('POST', `/quotes/${created.body.id}/execute`, {
      headers: { 'idempotency-key': `exec-${created.body.id}` },
      body: {},
    });
    expect(executed.status, executed.text).toBe(200);
    expect(executed.body.status).toBe('PENDING_AUTHORIZATION');
    expect(executed.body.scaChallenge?.id).toBe(first);
    expect((await balanceOf(platform, p.customerId, p.accounts.USD as string)).available).toBe(100_000);
    // A factor the customer does not have is a clear 400.
    const totp = await platform.request('POST', `/quotes/${created.body.id}/execute`, {
      body: { scaFactor: 'TOTP' },
    });
    expect([totp.status, totp.body.code]).toEqual([400, 'INVALID_INPUT']);
    expect(totp.text).toContain('scaFactor');

    await smsLogin(platform, p.customerId);
    const done = await authorize(created.body.id, { code: '123456' });
    expect(done.status, done.text).toBe(200);
    expect(['PROCESSING', 'COMPLETED']).toContain(done.body.status);
    expect((await balanceOf(platform, p.customerId, p.accounts.USD as string)).available).toBe(95_000);
  });

  it('shows a realtime funding’s paymentInstructions only once authorized; the sandbox payer cannot pay before', async () => {
    const p = await payer('NL');
    const created = await createQuote({
      source: { sourceType: 'REALTIME_FUNDING', currency: 'USD', customerId: p.customerId },
      destination: { destinationType: 'ACCOUNT', accountId: p.payee },
      lockedCurrencyAmount: 2_500,
    });
    expect(created.status, created.text).toBe(202);
    expect(created.body.status).toBe('PENDING_AUTHORIZATION');
    expect(created.body.paymentInstructions).toBeUndefined();
    const paid = await platform.request('POST', '/sandbox/send', {
      body: { quoteId: created.body.id, currencyCode: 'USD' },
    });
    expect([paid.status, paid.body.code]).toEqual([409, 'INVALID_STATE_TRANSITION']);
    await smsLogin(platform, p.customerId);
    const done = await authorize(created.body.id, { code: '123456' });
    expect(done.status, done.text).toBe(200);
    expect(done.body.status).toBe('PENDING');
    expect(done.body.paymentInstructions?.length).toBeGreaterThan(0);
    const got = await platform.request<Quote>('GET', `/quotes/${created.body.id}`);
    expect(got.body.paymentInstructions).toEqual(done.body.paymentInstructions);
    const sent = await platform.request<Quote>('POST', '/sandbox/send', {
      body: { quoteId: created.body.id, currencyCode: 'USD' },
    });
    expect(sent.status, sent.text).toBe(200);
    // The payment shows the instructions its payer was shown (its own copy, migration 0026).
    expect(sent.body.paymentInstructions).toEqual(done.body.paymentInstructions);
  });

  it('locks the customer after five wrong codes in a row (423), and resend is rate limited', async () => {
    const p = await payer();
    const created = await payment(p, 1_000);
    expect(created.status, created.text).toBe(202);
    const resend = () => platform.request('POST', `/quotes/${created.body.id}/authorize/resend`);
    // The code went out when the quote was made: too soon to send it again.
    const soon = await resend();
    expect([soon.status, soon.body.code]).toEqual([429, 'RATE_LIMITED']);
    clock.advance(31_000);
    const resent = await resend();
    expect(resent.status, resent.text).toBe(204);
    const shown = await platform.request<Quote>('GET', `/quotes/${created.body.id}`);
    expect(Date.parse(shown.body.scaChallenge?.expiresAt ?? '')).toBeGreaterThan(
      Date.parse(created.body.scaChallenge?.expiresAt ?? ''),
    );

    await smsLogin(platform, p.customerId);
    for (let i = 1; i <= 4; i += 1) {
      const wrong = await authorize(created.body.id, { code: '999999' });
      expect([wrong.status, wrong.body.code], wrong.text).toEqual([400, 'INVALID_INPUT']);
    }
    const fifth = await authorize(created.body.id, { code: '999999' });
    expect([fifth.status, fifth.body.code]).toEqual([423, 'ACCOUNT_LOCKED']);
    // Locked: even the right code is refused, and nothing was paid.
    const right = await authorize(created.body.id, { code: '123456' });
    expect([right.status, right.body.code]).toEqual([423, 'ACCOUNT_LOCKED']);
    expect((await balanceOf(platform, p.customerId, p.accounts.USD as string)).available).toBe(100_000);
  });

  it('does not challenge payers outside the EU/EEA, trusted beneficiaries, or moves between own accounts', async () => {
    const us = await payer('US');
    const plain = await payment(us, 1_000);
    expect([plain.status, plain.body.status]).toEqual([201, 'PENDING']);
    expect(plain.body.scaChallenge).toBeUndefined();
    const outside = await authorize(plain.body.id, { code: '123456' });
    expect([outside.status, outside.body.code]).toEqual([409, 'INVALID_STATE_TRANSITION']);
    const resend = await platform.request('POST', `/quotes/${plain.body.id}/authorize/resend`);
    expect(resend.status).toBe(409);

    const eu = await payer('DE');
    const path = `/customers/external-accounts/${eu.payee}`;
    const trust = await platform.request<Quote>('POST', `${path}/trust`);
    expect(trust.status, trust.text).toBe(200);
    const confirmed = await platform.request('POST', `${path}/trust/confirm`, { body: { code: '123456' } });
    expect(confirmed.status, confirmed.text).toBe(200);
    const trusted = await payment(eu, 1_000, { immediatelyExecute: true });
    expect(trusted.status, trusted.text).toBe(201);
    expect(['PROCESSING', 'COMPLETED']).toContain(trusted.body.status);

    const own = await createQuote({
      source: { sourceType: 'ACCOUNT', accountId: eu.accounts.USD },
      destination: { destinationType: 'ACCOUNT', accountId: eu.accounts.EUR },
      lockedCurrencyAmount: 1_000,
    });
    expect([own.status, own.body.status], own.text).toEqual([201, 'PENDING']);
  });

  it('authorizes with a passkey: the challenge carries the assertion options and origins', async () => {
    const p = await payer();
    const authenticator = await enrollPasskey(platform, p.customerId, ORIGIN);

    const created = await payment(p, 3_000, { immediatelyExecute: true, scaFactor: 'PASSKEY' });
    expect(created.status, created.text).toBe(202);
    const challenge = created.body.scaChallenge;
    expect(challenge?.factor).toBe('PASSKEY');
    expect(challenge?.availableFactors.sort()).toEqual(['PASSKEY', 'SMS_OTP']);
    expect(challenge?.passkeyAllowedOrigins).toEqual([ORIGIN]);
    const assertionOptions = challenge?.passkeyAssertionOptions as { challenge: string; rpId: string };
    expect(assertionOptions.rpId).toBe('localhost');
    await smsLogin(platform, p.customerId);
    // The SMS code does not answer a passkey challenge; an assertion over another challenge does not either.
    expect((await authorize(created.body.id, { code: '123456' })).status).toBe(400);
    const stale = await authorize(created.body.id, {
      passkeyAssertion: authenticator.assert('another challenge'),
      origin: ORIGIN,
    });
    expect(stale.status).toBe(400);
    const assertion = authenticator.assert(
      Buffer.from(assertionOptions.challenge, 'base64url').toString('utf8'),
    );
    const done = await authorize(created.body.id, { passkeyAssertion: assertion, origin: ORIGIN });
    expect(done.status, done.text).toBe(200);
    expect(['PROCESSING', 'COMPLETED']).toContain(done.body.status);
    expect((await balanceOf(platform, p.customerId, p.accounts.USD as string)).available).toBe(97_000);
  });

  it('trusts a beneficiary with the factor asked for (an authenticator app), and its payments are not challenged', async () => {
    const p = await payer('IE');
    const code = await enrollTotp(platform, p.customerId, () => clock.now());

    const path = `/customers/external-accounts/${p.payee}`;
    const trust = await platform.request<{ scaChallenge: NonNullable<Quote['scaChallenge']> }>(
      'POST',
      `${path}/trust`,
      { body: { scaFactor: 'TOTP' } },
    );
    expect(trust.status, trust.text).toBe(200);
    expect(trust.body.scaChallenge).toMatchObject({ factor: 'TOTP', purpose: 'BENEFICIARY_TRUST' });
    expect(trust.body.scaChallenge.availableFactors.sort()).toEqual(['SMS_OTP', 'TOTP']);
    const sms = await platform.request('POST', `${path}/trust/confirm`, { body: { code: '123456' } });
    expect(sms.status).toBe(400);
    const ok = await platform.request('POST', `${path}/trust/confirm`, { body: { code: code() } });
    expect([ok.status, ok.body]).toEqual([200, { trusted: true }]);
    const paid = await payment(p, 1_000, { immediatelyExecute: true });
    expect(paid.status, paid.text).toBe(201);
  });

  it('an agent pays for an EU customer only while the customer holds a live SCA session', async () => {
    const p = await payer();
    const agent = await platform.request<{ agent: { id: string }; deviceCode: { code: string } }>(
      'POST',
      '/agents',
      {
        body: {
          name: 'EU agent',
          customerId: p.customerId,
          policy: {
            permissions: ['CREATE_QUOTES', 'EXECUTE_QUOTES'],
            defaultExecutionMode: 'AUTO',
            spendingLimits: { currency: 'USD', perTransactionLimit: 100_000 },
          },
        },
      },
    );
    expect(agent.status, agent.text).toBe(201);
    const redeemed = await platform.request<{ accessToken: string }>(
      'POST',
      `/agents/device-codes/${agent.body.deviceCode.code}/redeem`,
      { auth: null },
    );
    expect(redeemed.status, redeemed.text).toBe(200);
    const asAgent = { auth: null, headers: { authorization: `Bearer ${redeemed.body.accessToken}` } };
    const made = await platform.request<Quote>('POST', '/agents/me/quotes', {
      ...asAgent,
      body: {
        lockedCurrencySide: 'SENDING',
        source: { sourceType: 'ACCOUNT', accountId: p.accounts.USD },
        destination: { destinationType: 'ACCOUNT', accountId: p.payee },
        lockedCurrencyAmount: 2_000,
      },
    });
    expect(made.status, made.text).toBe(201);
    expect(made.body.status).toBe('PENDING_AUTHORIZATION');
    const refused = await platform.request('POST', `/agents/me/quotes/${made.body.id}/execute`, asAgent);
    expect([refused.status, refused.body.code]).toEqual([409, 'SCA_SESSION_REQUIRED']);
    expect((await balanceOf(platform, p.customerId, p.accounts.USD as string)).available).toBe(100_000);
    await smsLogin(platform, p.customerId);
    const paid = await platform.request<{ status: string }>(
      'POST',
      `/agents/me/quotes/${made.body.id}/execute`,
      asAgent,
    );
    expect(paid.status, paid.text).toBe(200);
    expect((await balanceOf(platform, p.customerId, p.accounts.USD as string)).available).toBe(98_000);
    await expectLedgerGreen(service);
  });

  it('an unknown quote is 404 for authorize and resend', async () => {
    const id = 'Quote:00000000-0000-4000-8000-000000000000';
    expect((await authorize(id, { code: '123456' })).status).toBe(404);
    expect((await platform.request('POST', `/quotes/${id}/authorize/resend`)).status).toBe(404);
  });
});
