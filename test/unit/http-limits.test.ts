import type { FastifyReply } from 'fastify';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBasicAuthorization } from '../../src/http/auth.js';
import { sendError } from '../../src/http/errors.js';
import { FixedWindows, RequestLimiter } from '../../src/http/limits.js';

/** The headers a limiter sets, on a stand-in for fastify's reply. */
function headersReply(): { reply: FastifyReply; headers: Record<string, unknown> } {
  const headers: Record<string, unknown> = {};
  const reply = {
    header(name: string, value: unknown) {
      headers[name] = value;
      return this;
    },
  };
  return { reply: reply as unknown as FastifyReply, headers };
}

describe('fixed windows', () => {
  it('open with a key’s first count, count within the window, and start again once it ends', () => {
    const windows = new FixedWindows(1_000);
    expect(windows.open('a', 0)).toBeUndefined();
    expect(windows.count('a', 100)).toEqual({ count: 1, endsAt: 1_100 });
    expect(windows.count('a', 600)).toEqual({ count: 2, endsAt: 1_100 });
    expect(windows.open('a', 1_099)).toEqual({ count: 2, endsAt: 1_100 });
    expect(windows.open('a', 1_100)).toBeUndefined();
    expect(windows.count('a', 1_100)).toEqual({ count: 1, endsAt: 2_100 });
    expect(windows.count('b', 1_100)).toEqual({ count: 1, endsAt: 2_100 });
  });

  it('forget the oldest window first once they hold as many keys as their bound', () => {
    const windows = new FixedWindows(1_000, 2);
    windows.count('a', 0);
    windows.count('b', 10);
    // a's window ends and opens again: it is now the newest, b the oldest.
    windows.count('a', 1_000);
    windows.count('c', 1_005);
    expect(windows.open('b', 1_005)).toBeUndefined();
    expect(windows.open('a', 1_005)).toEqual({ count: 1, endsAt: 2_000 });
    expect(windows.open('c', 1_005)).toEqual({ count: 1, endsAt: 2_005 });
  });
});

describe('request limiter', () => {
  it('tells every answer the window’s state and refuses past the limit with 429 and Retry-After', () => {
    let now = 0;
    const limiter = new RequestLimiter(2, 10_000, () => now);
    const first = headersReply();
    expect(limiter.admit('token:a', first.reply)).toBeUndefined();
    expect(first.headers).toEqual({
      'x-ratelimit-limit': '2',
      'x-ratelimit-remaining': 1,
      'x-ratelimit-reset': 10,
    });
    now = 2_500;
    const second = headersReply();
    expect(limiter.admit('token:a', second.reply)).toBeUndefined();
    expect(second.headers).toMatchObject({ 'x-ratelimit-remaining': 0, 'x-ratelimit-reset': 8 });

    const third = headersReply();
    const refused = limiter.admit('token:a', third.reply);
    // A plain answer, not an Error: a 429 must cost no more than the answer it replaces.
    expect(refused).not.toBeInstanceOf(Error);
    expect(refused).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      retryAfterSeconds: 8,
      details: { limit: 2, retryAfterSeconds: 8 },
    });
    expect(refused?.message).toBe(
      'Too many requests for this credential: at most 2 per 10 s; retry after 8 s',
    );
    expect(third.headers).toMatchObject({ 'x-ratelimit-remaining': 0, 'x-ratelimit-reset': 8 });
    // Every refusal until the reset's whole second changes is one frozen answer, so that its
    // body is made and written once (sendError), not once per refused request.
    expect(Object.isFrozen(refused)).toBe(true);
    now = 2_900;
    expect(limiter.admit('token:a', headersReply().reply)).toBe(refused);
    now = 3_100;
    const later = limiter.admit('token:a', headersReply().reply);
    expect(later).not.toBe(refused);
    expect(later).toMatchObject({ retryAfterSeconds: 7, details: { limit: 2, retryAfterSeconds: 7 } });
    expect(later?.message).toBe('Too many requests for this credential: at most 2 per 10 s; retry after 7 s');

    // Another key has its own allowance; the spent one gets a new window once it ends.
    expect(limiter.admit('token:b', headersReply().reply)).toBeUndefined();
    now = 10_000;
    expect(limiter.admit('token:a', headersReply().reply)).toBeUndefined();
  });

  it('is off when the limits turn it off', () => {
    const limits = { rateLimitMax: 0, rateLimitWindowMs: 10_000 };
    expect(RequestLimiter.of(limits as Parameters<typeof RequestLimiter.of>[0])).toBeUndefined();
  });
});

describe('Basic credentials', () => {
  const header = (text: string, scheme = 'Basic') =>
    `${scheme} ${Buffer.from(text, 'utf8').toString('base64')}`;

  it('read ASCII, UTF-8 and colons in the secret, with any spelling of the scheme', () => {
    expect(parseBasicAuthorization(header('client:secret'))).toEqual({
      clientId: 'client',
      clientSecret: 'secret',
    });
    expect(parseBasicAuthorization(header('clïent:sécret:with:colons ☃'))).toEqual({
      clientId: 'clïent',
      clientSecret: 'sécret:with:colons ☃',
    });
    expect(parseBasicAuthorization(header('client:secret', 'basic'))).toEqual({
      clientId: 'client',
      clientSecret: 'secret',
    });
    expect(parseBasicAuthorization(`  Basic\t${Buffer.from('id:s').toString('base64')}  `)).toEqual({
      clientId: 'id',
      clientSecret: 's',
    });
  });

  it('refuse other schemes, extra parts and credentials without both halves with 401', () => {
    for (const bad of [
      undefined,
      '   ',
      `Bearer ${Buffer.from('a:b').toString('base64')}`,
      `${header('a:b')} extra`,
      header('no-colon'),
      header(':secret'),
      header('client:'),
    ]) {
      expect(() => parseBasicAuthorization(bad)).toThrow(expect.objectContaining({ status: 401 }));
    }
  });

  it('decode every header as the general way (Buffer, UTF-8) does', () => {
    // The reference: the way every header was read before the ASCII fast path.
    const reference = (value: string) => {
      const [scheme, encoded, extra] = value.trim().split(/\s+/);
      if (scheme?.toLowerCase() !== 'basic' || encoded === undefined || extra !== undefined) return 'refused';
      const decoded = Buffer.from(encoded, 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      if (colon <= 0 || colon === decoded.length - 1) return 'refused';
      return { clientId: decoded.slice(0, colon), clientSecret: decoded.slice(colon + 1) };
    };
    const parsed = (value: string) => {
      try {
        return parseBasicAuthorization(value);
      } catch {
        return 'refused';
      }
    };
    const credentials = fc.oneof(
      fc.tuple(fc.string(), fc.string()).map(([id, secret]) => header(`${id}:${secret}`)),
      fc
        .tuple(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }))
        .map(([id, secret]) => header(`${id}:${secret}`)),
      fc.string().map((text) => `Basic ${text}`),
      fc.base64String().map((text) => `Basic ${text}`),
    );
    fc.assert(
      fc.property(credentials, (value) => {
        expect(parsed(value)).toEqual(reference(value));
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('an error answer sent', () => {
  /** What sendError hands fastify to write, on a stand-in for its reply. */
  function sentBodies(): { reply: FastifyReply; bodies: unknown[] } {
    const bodies: unknown[] = [];
    const reply = {
      header() {
        return this;
      },
      hasHeader: () => false,
      code() {
        return this;
      },
      type() {
        return this;
      },
      send(body: unknown) {
        bodies.push(body);
        return this;
      },
    };
    return { reply: reply as unknown as FastifyReply, bodies };
  }

  it('has one frozen body per frozen answer, written once per route; a fresh answer a fresh body', () => {
    const { reply, bodies } = sentBodies();
    const kept = Object.freeze({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many requests',
      details: Object.freeze({ limit: 1, retryAfterSeconds: 3 }),
      retryAfterSeconds: 3,
    });
    sendError(reply, kept);
    sendError(reply, kept);
    expect(bodies[0]).toBe(bodies[1]);
    expect(Object.isFrozen(bodies[0])).toBe(true);
    expect(bodies[0]).toEqual({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many requests',
      details: { limit: 1, retryAfterSeconds: 3 },
    });
    const fresh = { status: 400, code: 'INVALID_INPUT', message: 'No' };
    sendError(reply, fresh);
    sendError(reply, fresh);
    expect(bodies[2]).toEqual({ status: 400, code: 'INVALID_INPUT', message: 'No' });
    expect(bodies[3]).not.toBe(bodies[2]);
    expect(Object.isFrozen(bodies[2])).toBe(false);
  });
});
