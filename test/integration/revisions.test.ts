import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { individual } from '../helpers/fixtures.js';
import { customerWithAccounts, execute, fund, quote } from '../helpers/payments.js';
import { type PlatformClient, startTestService, type TestService } from '../helpers/service.js';
import { responseProblems } from '../helpers/wire-contract.js';

/**
 * Revisions (docs/revisions.md): the server's default (API_REVISION), a platform's pin
 * (PATCH /config apiRevision) and the Service-Revision header pick the revision an answer is
 * given in; each revision's answers carry its own values, checked against the contract of that
 * revision alone. A server started on a revision, driven by a client generated from it:
 * test/conformance/revision-client.test.ts.
 */

type Body = Record<string, unknown>;

/** A USD account as the 2026-02-25 SDK builds it (countries, rails, beneficiary's birth date and nationality). */
const usdAccount = (customerId: string) => ({
  customerId,
  currency: 'USD',
  accountInfo: {
    accountType: 'USD_ACCOUNT',
    accountNumber: '123456789',
    routingNumber: '021000021',
    countries: ['US'],
    paymentRails: ['ACH'],
    beneficiary: {
      beneficiaryType: 'INDIVIDUAL',
      fullName: 'Ada Lovelace',
      birthDate: '1990-12-10',
      nationality: 'US',
    },
  },
});

/** An ILS account: a type no real revision describes. */
const ilsAccount = (customerId: string) => ({
  customerId,
  currency: 'ILS',
  accountInfo: {
    accountType: 'ILS_ACCOUNT',
    iban: 'IL620108000000099999999',
    beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Ada Lovelace' },
  },
});

describe('a server on its default revision', () => {
  let service: TestService;
  let a: PlatformClient;
  let b: PlatformClient;
  beforeAll(async () => {
    service = await startTestService();
    a = await service.newPlatform('Revision A');
    b = await service.newPlatform('Revision B');
  });
  afterAll(() => service.close());

  it("answers in the spec's revision, says so in every answer, and lists the revisions in GET /config", async () => {
    const config = await a.request('GET', '/config');
    expect(config.headers.get('service-revision')).toBe('2025-10-13');
    expect(config.body).toMatchObject({
      apiRevision: '2025-10-13',
      apiRevisionPinned: false,
      apiRevisions: ['2025-10-13', '2026-02-25', '2026-08-21'],
    });
    const missing = await a.request('GET', '/customers/Customer:00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('service-revision')).toBe('2025-10-13');
  });

  it('refuses an unknown revision naming the known ones', async () => {
    const r = await a.request<{ code: string; message: string }>('GET', '/config', {
      headers: { 'Service-Revision': '2024-01-01' },
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('INVALID_INPUT');
    expect(r.body.message).toContain('2025-10-13, 2026-02-25, 2026-08-21');
  });

  it('pins a platform to a revision, answers its clients in it, and keeps the other platform on its own', async () => {
    const pending = await a.request('POST', '/customers', {
      body: individual({ fullName: 'Pat Pending 001' }),
    });
    expect(pending.status, pending.text).toBe(201);
    expect(pending.body.kycStatus).toBe('PENDING');

    const pinned = await a.request('PATCH', '/config', { body: { apiRevision: '2026-02-25' } });
    expect(pinned.status, pinned.text).toBe(200);
    expect(pinned.body).toMatchObject({ apiRevision: '2026-02-25', apiRevisionPinned: true });
    // The change applies from the next request: the PATCH itself is answered in the revision it came in.
    expect(pinned.headers.get('service-revision')).toBe('2025-10-13');

    const read = await a.request('GET', `/customers/${pending.body.id as string}`);
    expect(read.headers.get('service-revision')).toBe('2026-02-25');
    expect(read.body.kycStatus).toBe('PENDING_REVIEW');
    expect(responseProblems('GET /customers/{}', 200, read.body, '2026-02-25')).toEqual([]);

    // The header overrides the pin, for one request.
    const asSpec = await a.request('GET', `/customers/${pending.body.id as string}`, {
      headers: { 'Service-Revision': '2025-10-13' },
    });
    expect(asSpec.headers.get('service-revision')).toBe('2025-10-13');
    expect(asSpec.body.kycStatus).toBe('PENDING');
    // The original word names the header too.
    const original = await a.request('GET', `/customers/${pending.body.id as string}`, {
      headers: { 'Grid-Revision': '2026-08-21' },
    });
    expect(original.headers.get('service-revision')).toBe('2026-08-21');
    expect(original.headers.get('grid-revision')).toBe('2026-08-21');
    expect(asSpec.headers.get('grid-revision')).toBeNull();
    expect(original.body.kycStatus).toBe('PENDING');
    const refused = await a.request('GET', '/config', { headers: { 'Grid-Revision': '2024-01-01' } });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('grid-revision')).toBe('2025-10-13');

    // The other platform is not pinned: the spec's values.
    const other = await b.request('POST', '/customers', {
      body: individual({ fullName: 'Pat Pending 001' }),
    });
    expect(other.headers.get('service-revision')).toBe('2025-10-13');
    expect(other.body.kycStatus).toBe('PENDING');

    // null unpins.
    const unpinned = await a.request('PATCH', '/config', { body: { apiRevision: null } });
    expect(unpinned.body).toMatchObject({ apiRevision: '2025-10-13', apiRevisionPinned: false });
    const unknown = await a.request<{ message: string }>('PATCH', '/config', {
      body: { apiRevision: '2024-01-01' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBeDefined();
    expect(JSON.stringify(unknown.body)).toContain('2025-10-13, 2026-02-25, 2026-08-21, null');
    // {} changes nothing: no revision requires a field of PATCH /config.
    const empty = await a.request('PATCH', '/config', { body: {} });
    expect(empty.status, empty.text).toBe(200);
  });

  it("replays an idempotent answer in the retry's revision: the same bytes for the same revision", async () => {
    // A self-custody wallet of an EU customer starts PENDING_OWNERSHIP_VERIFICATION: PENDING in 2026-02-25.
    const { customerId } = await customerWithAccounts(b, { region: 'DE', phoneNumber: '+4915112345678' });
    const send = (revision: string) =>
      b.request('POST', '/customers/external-accounts', {
        body: {
          customerId,
          currency: 'USDC',
          ownershipType: 'FIRST_PARTY',
          accountInfo: { accountType: 'BASE_WALLET', address: '0x52908400098527886e0f7030069857d2e4169ee7' },
        },
        headers: { 'Service-Revision': revision, 'Idempotency-Key': 'replay-in-revisions' },
      });
    const first = await send('2026-02-25');
    expect(first.status, first.text).toBe(201);
    expect(first.body.status).toBe('PENDING');

    const again = await send('2026-02-25');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('service-revision')).toBe('2026-02-25');
    expect(again.text).toBe(first.text);

    // A client of another revision never meets a value its revision does not have.
    const asSpec = await send('2025-10-13');
    expect(asSpec.headers.get('idempotent-replayed')).toBe('true');
    expect(asSpec.headers.get('service-revision')).toBe('2025-10-13');
    expect(asSpec.body.id).toBe(first.body.id);
    expect(asSpec.body.status).toBe('PENDING_OWNERSHIP_VERIFICATION');
  });

  it('leaves resources a revision cannot describe out of its lists, and answers one asked for by id as it is', async () => {
    const { customerId } = await customerWithAccounts(a);
    const usd = await a.request('POST', '/customers/external-accounts', { body: usdAccount(customerId) });
    expect(usd.status, usd.text).toBe(201);
    const ils = await a.request('POST', '/customers/external-accounts', { body: ilsAccount(customerId) });
    expect(ils.status, ils.text).toBe(201);
    const list = (revision: string) =>
      a.request<{ data: { id: string }[] }>('GET', `/customers/external-accounts?customerId=${customerId}`, {
        headers: { 'Service-Revision': revision },
      });
    expect((await list('2025-10-13')).body.data.map((x) => x.id)).toContain(ils.body.id);
    for (const revision of ['2026-02-25', '2026-08-21']) {
      const ids = (await list(revision)).body.data.map((x) => x.id);
      expect(ids).toContain(usd.body.id);
      expect(ids).not.toContain(ils.body.id);
    }
    const one = await a.request('GET', `/customers/external-accounts/${ils.body.id as string}`, {
      headers: { 'Service-Revision': '2026-02-25' },
    });
    expect(one.status).toBe(200);
    expect((one.body.accountInfo as Body).accountType).toBe('ILS_ACCOUNT');
  });

  it("holds only clients of 2026-08-21 to that revision's BRL rules", async () => {
    const { customerId } = await customerWithAccounts(a);
    const body = (pixKey: string) => ({
      customerId,
      currency: 'BRL',
      accountInfo: {
        accountType: 'BRL_ACCOUNT',
        pixKey,
        pixKeyType: 'CHAVE_ALEATORIA',
        taxId: '529.982.247-25',
        beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'João da Silva' },
      },
    });
    const newest = await a.request<{ details?: { errors?: { field: string }[] } }>(
      'POST',
      '/customers/external-accounts',
      { body: body('52998224725'), headers: { 'Service-Revision': '2026-08-21' } },
    );
    expect(newest.status, newest.text).toBe(400);
    expect((newest.body.details?.errors ?? []).map((e) => e.field).sort()).toEqual([
      'accountInfo.pixKeyType',
      'accountInfo.taxId',
    ]);
    for (const revision of ['2026-02-25', '2025-10-13']) {
      const r = await a.request('POST', '/customers/external-accounts', {
        body: body(`5299822472${revision.slice(-1)}`),
        headers: { 'Service-Revision': revision },
      });
      expect(r.status, `${revision}: ${r.text}`).toBe(201);
    }
  });

  it('renders webhooks in the platform revision', async () => {
    await b.request('PATCH', '/config', { body: { apiRevision: '2026-02-25' } });
    const x = await customerWithAccounts(b);
    const y = await customerWithAccounts(b);
    await fund(b, x.accounts.USD as string, 10_000);
    const q = await quote(b, {
      source: { sourceType: 'ACCOUNT', accountId: x.accounts.USD },
      destination: { destinationType: 'ACCOUNT', accountId: y.accounts.USD },
      lockedCurrencyAmount: 1_000,
    });
    expect(q.status, q.text).toBe(201);
    expect(responseProblems('POST /quotes', 201, q.body, '2026-02-25')).toEqual([]);
    const executed = await execute(b, q.body.id as string);
    expect(executed.status, executed.text).toBe(200);
    const events = await b.request<{ data: { id: string; type: string }[] }>(
      'GET',
      '/webhooks/events?limit=100',
    );
    expect(events.status, events.text).toBe(200);
    const payment = events.body.data.find((e) => e.type.startsWith('OUTGOING_PAYMENT'));
    expect(payment, JSON.stringify(events.body.data.map((e) => e.type))).toBeDefined();
    const detail = await b.request<{ payload: Body }>('GET', `/webhooks/events/${payment?.id ?? ''}`);
    expect(detail.body.payload.type).toBe('OUTGOING_PAYMENT');
    expect(detail.body.payload.transaction).toBeDefined();
  });
});
