import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { luhnValid } from '../../../src/modules/cards/numbers.js';
import { individual } from '../../helpers/fixtures.js';
import { type PlatformClient, startTestService, type TestService } from '../../helpers/service.js';
import { activeCardOf } from '../../helpers/cards.js';
import { movableClock } from '../../helpers/payments.js';
import { waitFor } from '../../helpers/wait.js';

/**
 * Card reveal (spec 4.12): a single-use, expiring link whose secret stays in the URL
 * fragment; the page's one request shows the number, code and expiry once; each reveal is
 * recorded with its actor; EU/EEA cardholders need an SCA session.
 */
let service: TestService;
let platform: PlatformClient;
/** The service's own time ("real time"): moved only by the last test of the file. */
const clock = movableClock();

beforeAll(async () => {
  service = await startTestService({ clock, env: { SANDBOX_DELAY_SCALE: '0.01' } });
  platform = await service.newPlatform('Reveal platform');
});
afterAll(() => service.close());

interface Card {
  id: string;
  state: string;
  last4?: string;
  expMonth?: number;
  expYear?: number;
}

const reveal = (id: string) =>
  platform.request<{ panEmbedUrl: string; expiresAt: string; code?: string }>('POST', `/cards/${id}/reveal`);

async function open(token: string) {
  const res = await fetch(`${service.origin}/cards/embed/open`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

describe('reveal', () => {
  it('mints a single-use link whose secret is in the fragment; the page request shows the card once', async () => {
    const card = await activeCardOf(platform);
    const link = await reveal(card.id);
    expect(link.status, link.text).toBe(200);
    const url = new URL(link.body.panEmbedUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${service.origin}/cards/embed`);
    expect(url.search).toBe('');
    const token = url.hash.slice(1);
    expect(token.length).toBeGreaterThanOrEqual(40);
    const ttl = Date.parse(link.body.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(4 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000);

    const shown = await open(token);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('no-store');
    const pan = shown.body.pan as string;
    expect(luhnValid(pan)).toBe(true);
    expect(pan.slice(-4)).toBe(card.last4);
    expect(shown.body).toMatchObject({ expMonth: card.expMonth, expYear: card.expYear, last4: card.last4 });
    expect(shown.body.cvv).toMatch(/^\d{3}$/);

    const again = await open(token);
    expect([again.status, again.body.code]).toEqual([410, 'GONE']);
    expect((await open('not-a-token')).status).toBe(404);

    // A second reveal is a new link to the same card details.
    const second = await reveal(card.id);
    expect((await open(new URL(second.body.panEmbedUrl).hash.slice(1))).body.pan).toBe(pan);
  });

  it('refuses an expired link, and records every reveal with its actor, never the secret', async () => {
    const card = await activeCardOf(platform);
    const link = await reveal(card.id);
    const token = new URL(link.body.panEmbedUrl).hash.slice(1);
    await service.ctx.db
      .updateTable('card_reveals')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('card_id', '=', card.id.split(':')[1] as string)
      .execute();
    const late = await open(token);
    expect([late.status, late.body.code]).toEqual([410, 'GONE']);
    const rows = await service.ctx.db
      .selectFrom('card_reveals')
      .selectAll()
      .where('card_id', '=', card.id.split(':')[1] as string)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.actor).toMatch(/^Token:/);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('reveals ACTIVE and FROZEN cards only, of this platform only', async () => {
    const card = await activeCardOf(platform);
    await platform.request('PATCH', `/cards/${card.id}`, { body: { state: 'FROZEN' } });
    expect((await reveal(card.id)).status).toBe(200);
    const link = await reveal(card.id);
    await platform.request('PATCH', `/cards/${card.id}`, { body: { state: 'CLOSED' } });
    const closed = await reveal(card.id);
    expect([closed.status, closed.body.code]).toEqual([409, 'CONFLICT']);
    // A link minted before the card closed shows nothing any more.
    expect((await open(new URL(link.body.panEmbedUrl).hash.slice(1))).status).toBe(410);

    const other = await service.newPlatform('Another reveal platform');
    const foreign = await activeCardOf(other);
    expect((await reveal(foreign.id)).status).toBe(404);
  });

  it("needs the cardholder's live SCA session in the EU/EEA", async () => {
    const customer = await platform.request<{ id: string }>('POST', '/customers', {
      body: individual({ platformCustomerId: `eu-${randomUUID()}`, region: 'DE' }),
    });
    for (const channel of ['email', 'phone']) {
      await platform.request('POST', `/customers/${customer.body.id}/verify-${channel}`);
      await platform.request('POST', `/customers/${customer.body.id}/verify-${channel}/confirm`, {
        body: { code: '123456' },
      });
    }
    const accounts = await platform.request<{ data: { id: string }[] }>(
      'GET',
      `/customers/internal-accounts?customerId=${encodeURIComponent(customer.body.id)}&type=EMBEDDED_WALLET`,
    );
    const issued = await platform.request<Card>('POST', '/cards', {
      body: { cardholderId: customer.body.id, form: 'VIRTUAL', fundingSources: [accounts.body.data[0]?.id] },
    });
    expect(issued.status, issued.text).toBe(201);
    await waitFor(
      'ACTIVE',
      async () => (await platform.request<Card>('GET', `/cards/${issued.body.id}`)).body.state === 'ACTIVE',
    );
    const res = await reveal(issued.body.id);
    expect([res.status, res.body.code]).toEqual([409, 'SCA_SESSION_REQUIRED']);
    // The cardholder logs in (SMS code; sandbox 123456): the reveal goes through.
    const query = `?customerId=${encodeURIComponent(customer.body.id)}`;
    const started = await platform.request('POST', `/sca/login/start${query}`, {
      body: { factor: 'SMS_OTP' },
    });
    expect(started.status, started.text).toBe(200);
    const login = await platform.request('POST', `/sca/login/complete${query}`, {
      body: { factor: 'SMS_OTP', code: '123456', endUserIpAddress: '203.0.113.7' },
    });
    expect(login.status, login.text).toBe(200);
    expect((await reveal(issued.body.id)).status).toBe(200);
  });

  it('serves the embed page with a strict content security policy and no caching', async () => {
    const res = await fetch(`${service.origin}/cards/embed`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'; script-src 'sha256-/);
  });
});

describe('a hosted link under a moved test clock', () => {
  const advance = async (client: PlatformClient, seconds: number) => {
    const moved = await client.request('POST', '/sandbox/clock/advance', { body: { seconds } });
    expect(moved.status, moved.text).toBe(200);
  };

  // Last in the file: it moves the service's own clock.
  it('expires in the platform time its expiresAt is given in: never after 5 real minutes, never before expiresAt', async () => {
    const ahead = await service.newPlatform('Reveal platform ahead');
    const card = await activeCardOf(ahead);
    const reveal = () =>
      ahead.request<{ panEmbedUrl: string; expiresAt: string }>('POST', `/cards/${card.id}/reveal`);
    const tokenOf = (link: { panEmbedUrl: string }) => new URL(link.panEmbedUrl).hash.slice(1);
    await advance(ahead, 6 * 60);

    // expiresAt is 5 minutes after the platform's now, 11 minutes after the service's.
    const first = await reveal();
    expect(first.status, first.text).toBe(200);
    const ttl = Date.parse(first.body.expiresAt) - clock.now().getTime();
    expect(ttl).toBeGreaterThan(10 * 60_000);
    expect(ttl).toBeLessThanOrEqual(11 * 60_000);
    // Opened at once: it has not expired for anyone.
    expect((await open(tokenOf(first.body))).status).toBe(200);

    // Five real minutes later the link is dead, though the service's clock is short of expiresAt.
    const late = await reveal();
    const early = await reveal();
    clock.advance(4 * 60_000);
    expect((await open(tokenOf(early.body))).status).toBe(200);
    clock.advance(60_000 + 1_000);
    const expired = await open(tokenOf(late.body));
    expect([expired.status, expired.body.code]).toEqual([410, 'GONE']);

    // Moving the platform's clock past expiresAt expires it, as the platform sees it.
    const moved = await reveal();
    await advance(ahead, 5 * 60 + 1);
    expect((await open(tokenOf(moved.body))).status).toBe(410);

    // The hosted KYC link follows the same rule (its hour in the platform's time).
    const customer = await ahead.request<{ id: string }>('POST', '/customers', {
      body: individual({ platformCustomerId: `kyc-${randomUUID()}` }),
    });
    const kyc = await ahead.request<{ kycUrl: string; expiresAt: string }>(
      'POST',
      `/customers/${customer.body.id}/kyc-link`,
      { body: {} },
    );
    expect(kyc.status, kyc.text).toBe(201);
    clock.advance(60 * 60_000 + 1_000);
    expect((await fetch(kyc.body.kycUrl)).status).toBe(410);
  });
});
