import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { individual } from '../helpers/fixtures.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../src/crypto/secrets.js';
import { basicFailureKey, bearerFailureKey, FailedAuthentications } from '../../src/http/auth.js';
import { basicAuth, sendRaw } from '../helpers/raw-http.js';
import {
  type ApiResponse,
  type PlatformClient,
  startTestService,
  type TestService,
} from '../helpers/service.js';

/**
 * Abuse limits with small settings so they trip quickly: requests per credential, body and
 * header sizes, and clients that send their headers too slowly (slowloris).
 */
// Long enough that seven quick requests fall into one window even on a loaded machine.
const WINDOW_SECONDS = 4;
let service: TestService;
let platform: PlatformClient;

beforeAll(async () => {
  service = await startTestService({
    env: {
      RATE_LIMIT_MAX: '5',
      RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
      HTTP_BODY_LIMIT_BYTES: '2048',
      HTTP_MAX_HEADER_BYTES: '4096',
      HTTP_HEADERS_TIMEOUT_MS: '600',
      HTTP_REQUEST_TIMEOUT_MS: '1500',
    },
  });
  platform = await service.newPlatform('Limits platform');
});
afterAll(() => service.close());

/** Writes `chunks` to a raw socket (one per `gapMs`) and resolves with all it receives. */
function rawExchange(chunks: string[], gapMs = 0): Promise<{ text: string; closedAfterMs: number }> {
  const { port } = new URL(service.origin);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    let text = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('data', (d) => {
      text += d.toString();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, closedAfterMs: Date.now() - started });
    });
    socket.on('connect', () => {
      let index = 0;
      const next = () => {
        if (socket.destroyed || index >= chunks.length) return;
        socket.write(chunks[index++] ?? '');
        timer = setTimeout(next, gapMs);
      };
      next();
    });
    setTimeout(() => reject(new Error(`socket still open; received: ${text}`)), 15_000).unref();
  });
}

function errorBodyOf(raw: string): Record<string, unknown> {
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  return JSON.parse(body) as Record<string, unknown>;
}

describe('rate limiting per credential', () => {
  it('answers 429 RATE_LIMITED with Retry-After once a credential spends its window, and only that credential', async () => {
    // A platform of its own: its credential leaves this test spent until the window ends.
    const limited = await service.newPlatform('Rate-limited platform');
    // Wrong secrets are refused before the limit counts (it counts after authentication): if
    // they counted, they would open the credential's window and spend it all before its
    // first real request.
    for (let i = 0; i < 6; i++) {
      const denied = await service.request('GET', '/config', {
        auth: { clientId: limited.clientId, clientSecret: 'not-the-secret' },
      });
      expect(denied.status).toBe(401);
    }

    // The window opens with this request, the first of five.
    const second = await limited.request<{ clientId: string; clientSecret: string }>('POST', '/tokens', {
      body: { name: 'second credential', permissions: ['VIEW'] },
    });
    expect(second.status).toBe(201);
    const statuses: number[] = [];
    let refused: ApiResponse | undefined;
    for (let i = 0; i < 6; i++) {
      const response = await limited.request('GET', '/config');
      statuses.push(response.status);
      if (response.status === 429) refused = response;
    }
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(statuses.slice(4)).toEqual([429, 429]);
    expect(refused?.body).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(typeof refused?.body.message).toBe('string');
    const retryAfter = Number(refused?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
    // The body is the refusal of the same second as its header (one answer, kept for a second).
    expect(refused?.body.details).toEqual({ limit: 5, retryAfterSeconds: retryAfter });

    // Another credential of the same platform has its own allowance.
    const other = await service.request('GET', '/config', {
      auth: { clientId: second.body.clientId, clientSecret: second.body.clientSecret },
    });
    expect(other.status).toBe(200);
  });
});

describe('rate limiting: what counts and what it says', () => {
  it('tells each answer its window, counts answers refused by validation, and leaves a refused request’s Idempotency-Key unspent', async () => {
    const counted = await service.newPlatform('Counted platform');
    const first = await counted.request('GET', '/config');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-ratelimit-limit')).toBe('5');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('4');
    const reset = Number(first.headers.get('x-ratelimit-reset'));
    expect(reset).toBeGreaterThanOrEqual(1);
    expect(reset).toBeLessThanOrEqual(WINDOW_SECONDS);
    // HEAD is a route of its own, under the same credential's allowance.
    const head = await counted.request('HEAD', '/config');
    expect(head.status).toBe(200);
    expect(head.headers.get('x-ratelimit-remaining')).toBe('3');
    // The limit comes before validation: a request that validation refuses counts too.
    const invalid = await counted.request('POST', '/customers', { body: { customerType: 'ROBOT' } });
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('x-ratelimit-remaining')).toBe('2');
    await counted.request('GET', '/config');
    await counted.request('GET', '/config');

    // Refused before it claims its key: once the window ends the same request runs.
    const key = `limited-${Date.now()}`;
    const create = () =>
      counted.request('POST', '/customers', {
        body: individual({ platformCustomerId: key }),
        headers: { 'idempotency-key': key },
      });
    const refused = await create();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    const wait = Number(refused.headers.get('retry-after'));
    await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 100));
    const retried = await create();
    expect(retried.status, retried.text).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
  });
});

describe('rate limiting per agent', () => {
  it("gives an agent's access token an allowance of its own", async () => {
    const owner = await service.newPlatform('Agent-limited platform');
    const customer = await owner.request<{ id: string }>('POST', '/customers', {
      body: individual({ platformCustomerId: `rl-${Date.now()}` }),
    });
    const connect = async () => {
      const created = await owner.request<{ deviceCode: { code: string } }>('POST', '/agents', {
        body: {
          name: 'Chatty bot',
          customerId: customer.body.id,
          policy: {
            permissions: [],
            defaultExecutionMode: 'AUTO',
            spendingLimits: { currency: 'USD', perTransactionLimit: 0 },
          },
        },
      });
      expect(created.status, created.text).toBe(201);
      const redeemed = await service.request<{ accessToken: string }>(
        'POST',
        `/agents/device-codes/${created.body.deviceCode.code}/redeem`,
        { auth: null },
      );
      return { auth: null, headers: { authorization: `Bearer ${redeemed.body.accessToken}` } };
    };
    const chatty = await connect();
    const quiet = await connect();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await service.request('GET', '/agents/me', chatty)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Another agent calling from the same address has its own allowance.
    expect((await service.request('GET', '/agents/me', quiet)).status).toBe(200);
    // The platform's credential is not spent by its agent.
    expect((await owner.request('GET', '/config')).status).toBe(200);
  });
});

describe('size limits', () => {
  it('answers a JSON body over the limit with 413 in the error shape and stores nothing', async () => {
    const response = await platform.request('POST', '/tokens', {
      body: { name: 'x'.repeat(4000), permissions: ['VIEW'] },
    });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('lets a client that writes a whole over-limit body before reading see the 413', async () => {
    // 8 MiB against a 2 KiB limit: closing right after answering would reset the socket
    // while the client still writes, and it would get EPIPE instead of the answer.
    const size = 8 * 1024 * 1024;
    const { port } = new URL(service.origin);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1');
      let text = '';
      socket.pause();
      socket.on('error', reject);
      socket.on('close', () => resolve(text));
      const credentials = Buffer.from(`${platform.clientId}:${platform.clientSecret}`).toString('base64');
      socket.write(
        `POST /2025-10-13/tokens HTTP/1.1\r\nHost: x\r\nAuthorization: Basic ${credentials}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
      );
      socket.write(Buffer.alloc(size, 0x61), () => {
        socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
        socket.resume();
      });
    });
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
    expect(answer.toLowerCase()).toContain('x-should-retry: false');
    expect(answer).toContain('"code":"PAYLOAD_TOO_LARGE"');
  });

  it('answers request headers over the limit with 431 in the error shape', async () => {
    const { text } = await rawExchange([
      `GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(8000)}\r\n\r\n`,
    ]);
    expect(text).toMatch(/^HTTP\/1\.1 431 /);
    expect(errorBodyOf(text)).toMatchObject({ status: 431, code: 'REQUEST_HEADER_FIELDS_TOO_LARGE' });
  });

  it('answers bytes that are not HTTP with 400 in the error shape', async () => {
    const { text } = await rawExchange(['HELLO THERE\r\n\r\n']);
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(errorBodyOf(text)).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
  });
});

describe('slow clients', () => {
  it('drops a client that trickles its headers (slowloris) with 408 in the error shape', async () => {
    // One header line every 200 ms, forever: the head never completes.
    const trickle = ['GET /healthz HTTP/1.1\r\nHost: localhost\r\n'];
    for (let i = 0; i < 60; i++) trickle.push(`X-Slow-${i}: 1\r\n`);
    const { text, closedAfterMs } = await rawExchange(trickle, 200);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(errorBodyOf(text)).toMatchObject({ status: 408, code: 'REQUEST_TIMEOUT' });
    // Headers timeout 600 ms, checked every second: well before the 12 s the trickle would take.
    expect(closedAfterMs).toBeLessThan(5_000);
  });

  it('serves a client that is merely slow but within the limits', async () => {
    const { text } = await rawExchange(
      ['GET /healthz HTTP/1.1\r\n', 'Host: localhost\r\n', 'Connection: close\r\n\r\n'],
      100,
    );
    expect(text).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('failed authentications', () => {
  /** One request from `from` (a loopback address of its own) with these headers. */
  const ask = (
    target: TestService,
    from: string,
    authorization: string,
    headers: Record<string, string> = {},
    path = '/config',
  ) =>
    sendRaw(target.origin, {
      method: 'GET',
      target: `/2025-10-13${path}`,
      headers: { authorization, ...headers },
      localAddress: from,
    });

  it('stop costing a secret check past the limit per address and client id: 429 until the window ends, verified secrets still pass', async () => {
    const guarded = await startTestService({
      env: { AUTH_FAILURE_LIMIT: '3', AUTH_FAILURE_WINDOW_SECONDS: '30' },
    });
    try {
      const known = await guarded.newPlatform('Known');
      const later = await guarded.newPlatform('Not yet seen');
      expect((await known.request('GET', '/config')).status).toBe(200); // its secret is now verified
      const wrong = { clientId: known.clientId, clientSecret: 'not-the-secret' };
      for (let i = 0; i < 3; i++) {
        expect((await guarded.request('GET', '/config', { auth: wrong })).status).toBe(401);
      }
      const limited = await guarded.request('GET', '/config', { auth: wrong });
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.headers.get('x-should-retry')).toBe('true');
      // A secret verified before goes on working; another client id from the same address
      // (a second client behind the same NAT) is not held back by the first one's failures.
      expect((await known.request('GET', '/config')).status).toBe(200);
      expect((await later.request('GET', '/config')).status).toBe(200);
    } finally {
      await guarded.close();
    }
  });

  it('do not lock out a client at another address using the same client id, nor a valid agent token at the failing address', async () => {
    const guarded = await startTestService({
      env: { AUTH_FAILURE_LIMIT: '3', AUTH_FAILURE_WINDOW_SECONDS: '30' },
    });
    try {
      const target = await guarded.newPlatform('Targeted');
      // A token whose secret this process has never seen: written by another process (here,
      // straight into the database), as a process that restarted sees every token.
      const unseen = { clientId: 'written-elsewhere-0001', clientSecret: 'a-secret-made-elsewhere-0123' };
      await guarded.ctx.db
        .insertInto('api_tokens')
        .values({
          id: randomUUID(),
          platform_id: target.platformId,
          name: 'Made elsewhere',
          permissions: ['VIEW', 'MANAGE'],
          client_id: unseen.clientId,
          secret_hash: await hashSecret(unseen.clientSecret),
          created_at: new Date(),
          updated_at: new Date(),
        })
        .execute();
      const wrong = basicAuth(unseen.clientId, 'guessed-secret');
      const right = basicAuth(unseen.clientId, unseen.clientSecret);
      // An attacker at 127.0.0.2 knows the client id (ids are not secret) and guesses.
      for (let i = 0; i < 3; i++) expect((await ask(guarded, '127.0.0.2', wrong)).status).toBe(401);
      expect((await ask(guarded, '127.0.0.2', wrong)).status).toBe(429);
      // The secret was never verified by this process: at the attacker's address it waits for
      // the window, at the client's own address it is checked and taken.
      expect((await ask(guarded, '127.0.0.2', right)).status).toBe(429);
      expect((await ask(guarded, '127.0.0.3', right)).status).toBe(200);
      expect((await ask(guarded, '127.0.0.4', wrong)).status).toBe(401);
      // A secret this process made is known as a verified one is: taken at once, even there.
      const targetWrong = basicAuth(target.clientId, 'guessed-secret');
      for (let i = 0; i < 3; i++) expect((await ask(guarded, '127.0.0.6', targetWrong)).status).toBe(401);
      expect((await ask(guarded, '127.0.0.6', targetWrong)).status).toBe(429);
      expect((await ask(guarded, '127.0.0.6', basicAuth(target.clientId, target.clientSecret))).status).toBe(
        200,
      );

      // An agent's valid token is taken from an address past the limit of failed tokens.
      const customer = await target.request<{ id: string }>('POST', '/customers', { body: individual() });
      const created = await target.request<{ deviceCode: { code: string } }>('POST', '/agents', {
        body: {
          name: 'Reader',
          customerId: customer.body.id,
          policy: {
            permissions: ['VIEW_TRANSACTIONS'],
            defaultExecutionMode: 'AUTO',
            spendingLimits: {
              currency: 'USD',
              perTransactionLimit: 100,
              dailyLimit: null,
              monthlyLimit: null,
            },
          },
        },
      });
      expect(created.status, created.text).toBe(201);
      const redeemed = await guarded.request<{ accessToken: string }>(
        'POST',
        `/agents/device-codes/${created.body.deviceCode.code}/redeem`,
        { auth: null },
      );
      const token = `Bearer ${redeemed.body.accessToken}`;
      for (let i = 0; i < 3; i++) {
        expect((await ask(guarded, '127.0.0.5', 'Bearer agt_guessed', {}, '/agents/me')).status).toBe(401);
      }
      expect((await ask(guarded, '127.0.0.5', 'Bearer agt_guessed', {}, '/agents/me')).status).toBe(429);
      expect((await ask(guarded, '127.0.0.5', token, {}, '/agents/me')).status).toBe(200);
      // ... and so is a platform secret verified before, from that address or the attacker's.
      expect((await ask(guarded, '127.0.0.5', right)).status).toBe(200);
      expect((await ask(guarded, '127.0.0.2', right)).status).toBe(200);
    } finally {
      await guarded.close();
    }
  });

  it('count the client behind a trusted proxy (TRUST_PROXY) by X-Forwarded-For, and the connection without it', async () => {
    const env = { AUTH_FAILURE_LIMIT: '2', AUTH_FAILURE_WINDOW_SECONDS: '30' };
    for (const trustProxy of [undefined, '127.0.0.1']) {
      const guarded = await startTestService({
        env: { ...env, ...(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }) },
      });
      try {
        const platform = await guarded.newPlatform('Behind a balancer');
        const wrong = basicAuth(platform.clientId, 'guessed-secret');
        // Every client reaches the service through the balancer at 127.0.0.1.
        const via = (client: string) => ({ 'x-forwarded-for': client });
        for (let i = 0; i < 2; i++) {
          expect((await ask(guarded, '127.0.0.1', wrong, via('203.0.113.7'))).status).toBe(401);
        }
        expect((await ask(guarded, '127.0.0.1', wrong, via('203.0.113.7'))).status).toBe(429);
        // Another client behind the balancer: its own address when the balancer is trusted,
        // the balancer's (already past the limit) when it is not.
        expect((await ask(guarded, '127.0.0.1', wrong, via('203.0.113.8'))).status).toBe(
          trustProxy === undefined ? 429 : 401,
        );
        // A proxy that is not trusted is not believed: the connection's address counts.
        expect((await ask(guarded, '127.0.0.6', wrong, via('203.0.113.7'))).status).toBe(401);
      } finally {
        await guarded.close();
      }
    }
  });

  it('count in windows that end, one per key', () => {
    let now = 0;
    const failures = new FailedAuthentications(2, 1_000, () => now);
    failures.record(basicFailureKey('192.0.2.1', 'x'));
    failures.record(basicFailureKey('192.0.2.1', 'x'));
    expect(failures.blockedFor(basicFailureKey('192.0.2.1', 'x'))).toBe(1);
    expect(failures.blockedFor(basicFailureKey('192.0.2.2', 'x'))).toBe(0); // the id from elsewhere
    expect(failures.blockedFor(basicFailureKey('192.0.2.1', 'y'))).toBe(0); // another id, same address
    expect(failures.blockedFor(bearerFailureKey('192.0.2.1'))).toBe(0);
    now = 1_000;
    expect(failures.blockedFor(basicFailureKey('192.0.2.1', 'x'))).toBe(0);
    expect(new FailedAuthentications(0, 1_000).blockedFor('anything')).toBe(0);
  });
});
