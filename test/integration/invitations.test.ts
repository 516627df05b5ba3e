import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { individual } from '../helpers/fixtures.js';
import { type PlatformClient, startTestService, type TestService } from '../helpers/service.js';
import { waitFor } from '../helpers/wait.js';

interface Invitation {
  code: string;
  createdAt: string;
  claimedAt?: string;
  url: string;
  expiresAt?: string;
  inviterUma: string;
  inviteeUma?: string;
  status: string;
  firstName?: string;
  amountToSend?: {
    amount: number;
    currency: { code: string; name: string; symbol: string; decimals: number };
  };
}
interface ErrorBody {
  status: number;
  code: string;
  message: string;
  details?: { errors?: { field: string; message: string }[]; invitationStatus?: string };
}
interface Customer {
  id: string;
  umaAddress: string;
}

// Time moves only when a test moves it, so expiry is tested without waiting. Steps stay a few
// seconds long: on PostgreSQL the jobs table is shared with the other test files, and this
// service's drain() takes every job due by its own clock.
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };
const inSeconds = (seconds: number) => new Date(clock.now().getTime() + seconds * 1000).toISOString();

let service: TestService;
let creator: PlatformClient;
let other: PlatformClient;
/** Customer of `creator` whose currencies are [EUR, USD]. */
let inviter: Customer;
/** Customer of `creator` without currencies of its own. */
let plainInviter: Customer;
/** Customer of `other`: the usual invitee. */
let invitee: Customer;

async function newCustomer(platform: PlatformClient, overrides: Record<string, unknown> = {}) {
  const response = await platform.request<Customer>('POST', '/customers', { body: individual(overrides) });
  expect(response.status, response.text).toBe(201);
  return response.body;
}

beforeAll(async () => {
  service = await startTestService({ clock, runJobs: false });
  creator = await service.newPlatform('Inviting platform');
  other = await service.newPlatform('Other platform');
  inviter = await newCustomer(creator, { currencies: ['EUR', 'USD'] });
  plainInviter = await newCustomer(creator);
  invitee = await newCustomer(other);
});
afterAll(() => service.close());

const create = (body: Record<string, unknown>, platform = creator) =>
  platform.request<Invitation & ErrorBody>('POST', '/invitations', { body });
const invite = async (body: Record<string, unknown> = {}) => {
  const response = await create({ inviterUma: inviter.umaAddress, ...body });
  expect(response.status, response.text).toBe(201);
  return response.body as Invitation;
};
const get = (code: string, platform = creator) =>
  platform.request<Invitation & ErrorBody>('GET', `/invitations/${code}`);
const claim = (code: string, inviteeUma: string, platform = other) =>
  platform.request<Invitation & ErrorBody>('POST', `/invitations/${code}/claim`, { body: { inviteeUma } });
const cancel = (code: string, platform = creator) =>
  platform.request<Invitation & ErrorBody>('POST', `/invitations/${code}/cancel`);
/** 26 symbols of Crockford's base32, lower case: 128 random bits (docs/decisions/0016). */
const CODE = /^[0-9a-hjkmnp-tv-z]{26}$/;
const storedStatus = async (code: string) =>
  (
    await service.ctx.db
      .selectFrom('invitations')
      .select('status')
      .where('code', '=', code)
      .executeTakeFirstOrThrow()
  ).status;
const claimedEvents = (code: string) =>
  service.ctx.db
    .selectFrom('events')
    .select(['platform_id', 'data'])
    .where('type', '=', 'INVITATION_CLAIMED')
    .where('resource_id', '=', code)
    .execute();

describe('POST /invitations', () => {
  it('creates a PENDING invitation with a 128-bit code, a shareable url and the amount in the inviter currency', async () => {
    const response = await create({
      inviterUma: inviter.umaAddress.toUpperCase(),
      firstName: 'Grace',
      amountToSend: 2500,
    });
    expect(response.status, response.text).toBe(201);
    const invitation = response.body;
    expect(invitation.code).toMatch(CODE);
    expect(invitation).toEqual({
      code: invitation.code,
      createdAt: expect.any(String),
      url: `${service.origin}/invite/${invitation.code}`,
      inviterUma: inviter.umaAddress,
      status: 'PENDING',
      firstName: 'Grace',
      amountToSend: { amount: 2500, currency: { code: 'EUR', name: 'Euro', symbol: '€', decimals: 2 } },
    });
    expect(Math.abs(Date.parse(invitation.createdAt) - clock.now().getTime())).toBeLessThan(10_000);
    expect((await get(invitation.code)).body).toEqual(invitation);
  });

  it("falls back to the platform's first supported currency; codes differ", async () => {
    const first = await create({ inviterUma: plainInviter.umaAddress, amountToSend: 1 });
    const second = await create({ inviterUma: plainInviter.umaAddress });
    expect(first.body.amountToSend).toEqual({
      amount: 1,
      currency: { code: 'USD', name: 'United States Dollar', symbol: '$', decimals: 2 },
    });
    expect(second.body).not.toHaveProperty('amountToSend');
    expect(second.body).not.toHaveProperty('expiresAt');
    expect(first.body.code).not.toBe(second.body.code);
  });

  it('answers 400 INVALID_UMA_ADDRESS for an inviterUma that is not $name@domain', async () => {
    for (const inviterUma of ['alice@example.com', '$alice', '', '$bad address@example.com']) {
      const response = await create({ inviterUma });
      expect(response.status, inviterUma).toBe(400);
      expect(response.body).toMatchObject({ status: 400, code: 'INVALID_UMA_ADDRESS' });
    }
  });

  it('answers 404 USER_NOT_FOUND for a customer of another platform, a deleted or an unknown one', async () => {
    const foreign = await create({ inviterUma: invitee.umaAddress });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ status: 404, code: 'USER_NOT_FOUND' });

    const leaving = await newCustomer(creator);
    expect((await creator.request('DELETE', `/customers/${leaving.id}`)).status).toBe(200);
    expect((await create({ inviterUma: leaving.umaAddress })).body.code).toBe('USER_NOT_FOUND');
    expect((await create({ inviterUma: '$nobody@example.com' })).body.code).toBe('USER_NOT_FOUND');
  });

  it('answers 400 INVALID_INPUT naming each bad field', async () => {
    const past = await create({ inviterUma: inviter.umaAddress, expiresAt: inSeconds(-1) });
    expect(past.status).toBe(400);
    expect(past.body.code).toBe('INVALID_INPUT');
    expect(past.body.details?.errors?.map((e) => e.field)).toEqual(['expiresAt']);

    const bad = await create({
      inviterUma: inviter.umaAddress,
      amountToSend: 0,
      firstName: '',
      expiresAt: 'tomorrow',
      colour: 'blue',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('INVALID_INPUT');
    expect(bad.body.details?.errors?.map((e) => e.field).sort()).toEqual([
      'amountToSend',
      'expiresAt',
      'firstName',
    ]);
    expect((await create({ inviterUma: inviter.umaAddress, amountToSend: 1.5 })).status).toBe(400);
  });

  it('needs TRANSACT to create, claim or cancel; VIEW reads', async () => {
    const code = (await invite()).code;
    const token = await creator.request<{ clientId: string; clientSecret: string }>('POST', '/tokens', {
      body: { name: 'read only', permissions: ['VIEW'] },
    });
    const auth = { clientId: token.body.clientId, clientSecret: token.body.clientSecret };
    const asViewer = (method: string, path: string, body?: unknown) =>
      creator.request<ErrorBody>(method, path, { auth, ...(body ? { body } : {}) });
    expect((await asViewer('POST', '/invitations', { inviterUma: inviter.umaAddress })).status).toBe(403);
    expect(
      (await asViewer('POST', `/invitations/${code}/claim`, { inviteeUma: invitee.umaAddress })).status,
    ).toBe(403);
    expect((await asViewer('POST', `/invitations/${code}/cancel`)).body.code).toBe('FORBIDDEN');
    expect((await asViewer('GET', `/invitations/${code}`)).status).toBe(200);
  });
});

describe('GET /invitations/{invitationCode}', () => {
  it('lets any platform read an invitation by its code', async () => {
    const invitation = await invite({ firstName: 'Ada' });
    const response = await get(invitation.code, other);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(invitation);
    // Codes are shared by people: case, separators and look-alikes (l for 1, o for 0) do not matter.
    expect((await get(invitation.code.toUpperCase(), other)).body.code).toBe(invitation.code);
    const grouped = invitation.code.match(/.{1,5}/g)?.join('-') ?? '';
    expect((await get(grouped, other)).body.code).toBe(invitation.code);
    const misread = invitation.code.replace(/1/g, 'l').replace(/0/g, 'O');
    expect((await get(misread, other)).body.code).toBe(invitation.code);
  });

  it('answers 404 INVITATION_NOT_FOUND for unknown and malformed codes', async () => {
    const code = (await invite()).code;
    const unknown = code.replace(/./, (c) => (c === '0' ? '1' : '0'));
    for (const path of [unknown, 'xyz', 'Invitation:1234', `${code}0`]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.body).toMatchObject({ status: 404, code: 'INVITATION_NOT_FOUND' });
    }
    for (const response of [await claim(unknown, invitee.umaAddress), await cancel(unknown)]) {
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('INVITATION_NOT_FOUND');
    }
  });
});

describe('POST /invitations/{invitationCode}/claim', () => {
  it('lets another platform claim; the creating platform gets INVITATION_CLAIMED in the same commit', async () => {
    const invitation = await invite({ amountToSend: 700 });
    const response = await claim(invitation.code, invitee.umaAddress);
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({
      code: invitation.code,
      status: 'CLAIMED',
      inviteeUma: invitee.umaAddress,
      inviterUma: inviter.umaAddress,
      amountToSend: { amount: 700 },
    });
    expect(Math.abs(Date.parse(response.body.claimedAt as string) - clock.now().getTime())).toBeLessThan(
      10_000,
    );
    expect((await get(invitation.code)).body).toEqual(response.body);

    const events = await claimedEvents(invitation.code);
    expect(events).toHaveLength(1);
    expect(events[0]?.platform_id).toBe(creator.platformId);
    expect(events[0]?.data).toMatchObject({
      code: invitation.code,
      status: 'CLAIMED',
      inviteeUma: invitee.umaAddress,
    });
  });

  it('rejects a malformed inviteeUma (INVALID_UMA_ADDRESS) and the inviter itself (INVALID_INPUT)', async () => {
    const code = (await invite()).code;
    const malformed = await claim(code, 'bob@example.com');
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('INVALID_UMA_ADDRESS');
    const self = await claim(code, inviter.umaAddress.toUpperCase(), creator);
    expect(self.status).toBe(400);
    expect(self.body.code).toBe('INVALID_INPUT');
    expect(self.body.details?.errors?.map((e) => e.field)).toEqual(['inviteeUma']);
    const missing = await other.request<ErrorBody>('POST', `/invitations/${code}/claim`, { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('INVALID_INPUT');
    expect(await storedStatus(code)).toBe('PENDING');
    expect(await claimedEvents(code)).toHaveLength(0);
  });

  it('is only for an address the claiming platform answers for: one of its active customers, else 404 USER_NOT_FOUND', async () => {
    const code = (await invite()).code;
    const leaving = await newCustomer(other);
    expect((await other.request('DELETE', `/customers/${leaving.id}`)).status).toBe(200);
    for (const [inviteeUma, platform] of [
      ['$somebody@elsewhere.example', other], // nobody's
      [plainInviter.umaAddress, other], // the creating platform's customer, claimed by another
      [invitee.umaAddress, creator], // another platform's customer
      [leaving.umaAddress, other], // deleted
    ] as const) {
      const response = await claim(code, inviteeUma, platform);
      expect(response.status, `${inviteeUma} ${response.text}`).toBe(404);
      expect(response.body).toMatchObject({ status: 404, code: 'USER_NOT_FOUND' });
    }
    expect(await storedStatus(code)).toBe('PENDING');
    expect(await claimedEvents(code)).toHaveLength(0);
    // Its own customer, in any case: stored as the customer has it.
    const claimed = await claim(code, invitee.umaAddress.toUpperCase());
    expect(claimed.status, claimed.text).toBe(200);
    expect(claimed.body.inviteeUma).toBe(invitee.umaAddress);
  });

  it('lets exactly one of several concurrent claims win', async () => {
    const code = (await invite()).code;
    // Each platform claims for customers of its own.
    const claimants = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const platform = i % 2 ? other : creator;
        return { platform, uma: (await newCustomer(platform)).umaAddress };
      }),
    );
    let answered = 0;
    const claims = () =>
      Promise.all(
        claimants.map(({ platform, uma }) =>
          claim(code, uma, platform).finally(() => {
            answered += 1;
          }),
        ),
      );
    // Requests this short rarely overlap by themselves: the test holds the row while they
    // arrive, so every claim's transaction is open at the same moment when it is let go.
    let pending: ReturnType<typeof claims> | undefined;
    await service.ctx.db.transaction().execute(async (trx) => {
      await trx.selectFrom('invitations').select('code').where('code', '=', code).forUpdate().execute();
      pending = claims();
      // Let go once every claim waits for a lock (or, not waiting, has its answer already); a
      // claim that waited elsewhere would only make the release come after 5 s.
      await waitFor(
        'every claim to wait for the row',
        async () => {
          const waiting = await sql<{ n: number }>`
          select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`.execute(service.ctx.db);
          return (waiting.rows[0]?.n ?? 0) + answered >= 8;
        },
        { timeoutMs: 5_000 },
      ).catch(() => undefined);
    });
    const responses = await (pending as ReturnType<typeof claims>);
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
    for (const loser of responses.filter((r) => r.status === 400)) {
      expect(loser.body).toMatchObject({ status: 400, code: 'INVITATION_ALREADY_CLAIMED' });
    }
    const winner = responses.find((r) => r.status === 200);
    expect((await get(code)).body.inviteeUma).toBe(winner?.body.inviteeUma);
    expect(await claimedEvents(code)).toHaveLength(1);
    // Claiming again later is refused the same way.
    expect((await claim(code, invitee.umaAddress)).body.code).toBe('INVITATION_ALREADY_CLAIMED');
  });

  it('refuses a cancelled invitation with INVITATION_CANCELLED', async () => {
    const code = (await invite()).code;
    const cancelled = await cancel(code);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('CANCELLED');
    const response = await claim(code, invitee.umaAddress);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ status: 400, code: 'INVITATION_CANCELLED' });
    expect((await get(code)).body).not.toHaveProperty('inviteeUma');
  });
});

describe('POST /invitations/{invitationCode}/cancel', () => {
  it('is for the creating platform only: another gets 403 FORBIDDEN', async () => {
    const code = (await invite()).code;
    const response = await cancel(code, other);
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect((await get(code)).body.status).toBe('PENDING');
  });

  it('refuses an invitation that is not PENDING', async () => {
    const code = (await invite()).code;
    expect((await claim(code, invitee.umaAddress)).status).toBe(200);
    const afterClaim = await cancel(code);
    expect(afterClaim.status).toBe(400);
    expect(afterClaim.body.code).toBe('INVITATION_ALREADY_CLAIMED');
    expect(await storedStatus(code)).toBe('CLAIMED');

    const twice = (await invite()).code;
    expect((await cancel(twice)).status).toBe(200);
    expect((await cancel(twice)).body.code).toBe('INVITATION_CANCELLED');
  });
});

describe('expiry', () => {
  it('shows EXPIRED once expiresAt passed, before the job ran, and refuses claim and cancel', async () => {
    const invitation = await invite({ expiresAt: inSeconds(5) });
    expect(invitation.status).toBe('PENDING');
    expect(invitation.expiresAt).toBeDefined();
    offsetMs += 6_000;
    expect((await get(invitation.code, other)).body.status).toBe('EXPIRED');
    expect(await storedStatus(invitation.code)).toBe('PENDING');
    for (const response of [
      await claim(invitation.code, invitee.umaAddress),
      await cancel(invitation.code),
    ]) {
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 'INVALID_INPUT',
        details: { invitationStatus: 'EXPIRED' },
      });
      expect(response.body.message).toMatch(/expired/);
    }
    expect(await claimedEvents(invitation.code)).toHaveLength(0);
  });

  it('a durable job due at expiresAt stores EXPIRED; invitations claimed meanwhile stay CLAIMED', async () => {
    const expiring = await invite({ expiresAt: inSeconds(5) });
    const claimed = await invite({ expiresAt: inSeconds(5) });
    expect((await claim(claimed.code, invitee.umaAddress)).status).toBe(200);
    const jobs = await service.ctx.db
      .selectFrom('jobs')
      .select(['payload', 'run_at', 'state'])
      .where('kind', '=', 'invitations.expire')
      .execute();
    const job = jobs.find((j) => (j.payload as { code: string }).code === expiring.code);
    expect(job?.state).toBe('QUEUED');
    expect(job?.run_at.toISOString()).toBe(expiring.expiresAt);

    // Not due yet: nothing changes.
    await service.worker.drain();
    expect(await storedStatus(expiring.code)).toBe('PENDING');

    offsetMs += 6_000;
    await service.worker.drain();
    expect(await storedStatus(expiring.code)).toBe('EXPIRED');
    expect((await get(expiring.code)).body.status).toBe('EXPIRED');
    expect(await storedStatus(claimed.code)).toBe('CLAIMED');
    expect((await get(claimed.code)).body.status).toBe('CLAIMED');
    expect((await claim(expiring.code, invitee.umaAddress)).body.details?.invitationStatus).toBe('EXPIRED');
  });
});

describe('codes', () => {
  it('are 128 random bits: 26 symbols, never the same twice', async () => {
    const codes = await Promise.all(Array.from({ length: 20 }, async () => (await invite()).code));
    for (const code of codes) expect(code).toMatch(CODE);
    expect(new Set(codes).size).toBe(codes.length);
    // Every symbol of the alphabet shows up across the codes: none is stuck.
    expect(new Set(codes.join('')).size).toBeGreaterThan(25);
  });

  it('of invitations made before codes grew (8 hex characters) are still found', async () => {
    const code = (await invite({ firstName: 'Legacy' })).code;
    await service.ctx.db
      .updateTable('invitations')
      .set({ code: '0badc0de' })
      .where('code', '=', code)
      .execute();
    expect((await get('0BADC0DE', other)).body).toMatchObject({ code: '0badc0de', firstName: 'Legacy' });
    expect((await claim('0badc0de', invitee.umaAddress)).status).toBe(200);
  });
});

describe('guessing codes', () => {
  it('locks a platform out after 20 unknown codes in 15 minutes: 429 with Retry-After, hits included; others go on', async () => {
    const guesser = await service.newPlatform('Guessing platform');
    const own = await newCustomer(guesser);
    const code = (await invite()).code;
    // Every route that takes a code counts its misses, whichever token of the platform asks.
    const token = await guesser.request<{ clientId: string; clientSecret: string }>('POST', '/tokens', {
      body: { name: 'second token', permissions: ['VIEW', 'TRANSACT'] },
    });
    const second = { clientId: token.body.clientId, clientSecret: token.body.clientSecret };
    for (let i = 0; i < 20; i++) {
      const guess = `${String(i).padStart(2, '0')}${code.slice(2)}`;
      const response =
        i % 3 === 0
          ? await guesser.request('GET', `/invitations/${guess}`, { auth: second })
          : i % 3 === 1
            ? await claim(guess, own.umaAddress, guesser)
            : await cancel(guess, guesser);
      expect(response.status, `${i}: ${response.text}`).toBe(404);
    }
    for (const response of [
      await get(code, guesser), // a hit is refused too: the answer would still tell guesses apart
      await claim(code, own.umaAddress, guesser),
      await guesser.request('GET', '/invitations/nothing', { auth: second }),
    ]) {
      expect(response.status, response.text).toBe(429);
      expect(response.body).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
      const retryAfter = Number(response.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    }
    expect(await storedStatus(code)).toBe('PENDING');
    // Other platforms are not held back, and the guesser's other routes still answer.
    expect((await get(code, other)).status).toBe(200);
    expect((await guesser.request('GET', '/config')).status).toBe(200);
  });
});
