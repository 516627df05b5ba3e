import { execFileSync } from 'node:child_process';
import { pbkdf2 } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { type LogLevel, type LogRequests } from '../../src/config.js';
import {
  logDestination,
  loggableUrl,
  loggerOptions,
  logTimestamp,
  RequestLogLines,
  requestIdFor,
  requestLogger,
  SECRET_PATH_SEGMENTS,
} from '../../src/http/logging.js';

/** A stream that keeps what is written to it. */
function captured() {
  let text = '';
  const stream = new Writable({
    write(chunk, _enc, done) {
      text += String(chunk);
      done();
    },
  });
  return { stream, output: () => text };
}

describe('logging', () => {
  it('gathers lines before writing them, in order, and loses none when the process exits', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'log-destination-'));
    try {
      const file = join(dir, 'service.log');
      const fd = openSync(file, 'a');
      const destination = logDestination(fd);
      const logger = pino(loggerOptions('info'), destination);
      // Every thread of the pool kept busy: a write handed to one would wait for them.
      const busy = Array.from(
        { length: Number(process.env.UV_THREADPOOL_SIZE ?? 4) },
        () => new Promise((resolve) => pbkdf2('pool', 'busy', 400_000, 32, 'sha256', resolve)),
      );
      for (let i = 0; i < 500; i += 1) logger.info({ i }, 'line');
      // Past 16 KB the gathered lines are written at once, by the logging thread itself...
      const written16k = readFileSync(file, 'utf8');
      expect(written16k.length).toBeGreaterThanOrEqual(16 * 1024);
      expect(written16k.endsWith('\n')).toBe(true);
      await Promise.all(busy);
      destination.flushSync();
      const lines = readFileSync(file, 'utf8').trim().split('\n');
      expect(lines.map((l) => (JSON.parse(l) as { i: number }).i)).toEqual([...Array(500).keys()]);
      // ...and a line alone is not kept waiting for more.
      logger.info({ i: 500 }, 'alone');
      for (let waited = 0; !readFileSync(file, 'utf8').includes('"i":500') && waited < 2_000; waited += 10) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(readFileSync(file, 'utf8')).toContain('"i":500');
      closeSync(fd);

      // A process that logs and exits at once: its last lines were never handed over.
      const exiting = join(dir, 'exiting.log');
      const script = [
        "import { openSync } from 'node:fs';",
        "import pino from 'pino';",
        `import { logDestination, loggerOptions } from ${JSON.stringify(
          new URL('../../src/http/logging.ts', import.meta.url).href,
        )};`,
        `const logger = pino(loggerOptions('info'), logDestination(openSync(${JSON.stringify(exiting)}, 'a')));`,
        "for (let i = 0; i < 2000; i += 1) logger.info({ i, text: 'é'.repeat(i % 50) }, 'line');",
        'process.exit(0);',
      ].join('\n');
      execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
      const written = readFileSync(exiting, 'utf8').trim().split('\n');
      expect(written.map((l) => (JSON.parse(l) as { i: number }).i)).toEqual([...Array(2000).keys()]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes a line larger than its gathering whole, after the lines before it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'log-destination-'));
    try {
      const file = join(dir, 'service.log');
      const fd = openSync(file, 'a');
      const destination = logDestination(fd);
      const wide = `${'é✓'.repeat(15_000)}\n`;
      destination.write('{"i":0}\n');
      destination.write(wide);
      destination.write('{"i":2}\n');
      // Lines that end right at the gathering's edge, in two-byte characters.
      const edge = Array.from({ length: 40 }, (_, i) => `${'é'.repeat(1_000 + i)}\n`);
      for (const line of edge) destination.write(line);
      destination.flushSync();
      closeSync(fd);
      expect(readFileSync(file, 'utf8')).toBe(['{"i":0}\n', wide, '{"i":2}\n', ...edge].join(''));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('redacts credentials, signatures, secrets and card URLs', () => {
    const { stream, output } = captured();
    const logger = pino(loggerOptions('info'), stream);
    logger.info(
      {
        req: { headers: { authorization: 'Basic c2VjcmV0', 'service-wallet-signature': 'stamp-value' } },
        token: { clientSecret: 'client-secret-value' },
        card: { panEmbedUrl: 'https://cards.test/reveal/abc' },
      },
      'request',
    );
    expect(output()).not.toMatch(/c2VjcmV0|stamp-value|client-secret-value|reveal\/abc/);
    expect(JSON.parse(output())).toMatchObject({ req: { headers: { authorization: '[REDACTED]' } } });
  });

  it('takes secret path segments out of logged request URLs', () => {
    const { stream, output } = captured();
    const logger = pino(loggerOptions('info'), stream);
    for (const url of [
      '/2025-10-13/agents/device-codes/K7QX4-MNR8T/redeem',
      '/2025-10-13/agents/device-codes/K7QX4-MNR8T/status?x=1',
      '/liveness/secret-liveness-token',
    ]) {
      logger.info({ req: { method: 'POST', url, ip: '127.0.0.1' } }, 'incoming request');
    }
    expect(output()).not.toMatch(/K7QX4|secret-liveness-token/);
    const lines = output()
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { req: { url: string } });
    expect(lines.map((l) => l.req.url)).toEqual([
      '/2025-10-13/agents/device-codes/[REDACTED]/redeem',
      '/2025-10-13/agents/device-codes/[REDACTED]/status?x=1',
      '/liveness/[REDACTED]',
    ]);
  });

  it('takes out the segment after every entry of the one list of secret path segments', () => {
    for (const { after } of SECRET_PATH_SEGMENTS) {
      for (const tail of ['', '/claim', '?redirectUri=https%3A%2F%2Fapp.test', '/status?x=1']) {
        const url = `/2025-10-13${after}Secret-Value_123${tail}`;
        expect(loggableUrl(url), url).toBe(`/2025-10-13${after}[REDACTED]${tail}`);
      }
    }
    // Ids and routes without a secret stay as they are.
    for (const url of [
      '/2025-10-13/invitations',
      '/2025-10-13/customers/Customer:1/kyc-link',
      '/terms/1.0',
    ]) {
      expect(loggableUrl(url)).toBe(url);
    }
  });

  it("stamps each line with its own millisecond's time, the text made once per millisecond", async () => {
    const before = Date.now();
    const first = logTimestamp();
    const at = Date.parse(JSON.parse(`{${first.slice(1)}}`).time);
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
    await new Promise((done) => setTimeout(done, 5));
    const later = Date.parse(JSON.parse(`{${logTimestamp().slice(1)}}`).time);
    expect(later).toBeGreaterThan(at);
  });

  it('keeps a safe X-Request-Id and replaces anything else', () => {
    const req = (value: string | undefined) => ({ headers: { 'x-request-id': value } }) as never;
    expect(requestIdFor(req('abc-123'))).toBe('abc-123');
    expect(requestIdFor(req('a b'))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFor(req(undefined))).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("makes a request's pino child only when a line is written, with the same bindings and redaction", () => {
    const { stream, output } = captured();
    const root = pino(loggerOptions('warn'), stream);
    let children = 0;
    const child = root.child.bind(root);
    const parent = Object.assign(Object.create(root) as typeof root, {
      child: (...args: Parameters<typeof root.child>) => {
        children += 1;
        return child(...args);
      },
    });
    const quiet = requestLogger(parent, { requestId: 'req-1' }, {});
    quiet.info({ req: { url: '/x' } }, 'incoming request');
    quiet.debug('not at this level');
    expect(quiet.level).toBe('warn');
    expect(children).toBe(0);
    expect(output()).toBe('');

    const loud = requestLogger(parent, { requestId: 'req-2' }, {});
    loud.warn({ token: { clientSecret: 'client-secret-value' } }, 'something to see');
    loud.error('and again');
    expect(children).toBe(1);
    const lines = output()
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toMatchObject([
      { requestId: 'req-2', msg: 'something to see', token: { clientSecret: '[REDACTED]' } },
      { requestId: 'req-2', msg: 'and again' },
    ]);
    // A route's own level or serializers: a pino child at once, as fastify's default makes.
    requestLogger(parent, { requestId: 'req-3' }, { level: 'debug' });
    expect(children).toBe(2);
  });

  it('writes one line per request at info, as LOG_REQUESTS says, and keeps error lines at every level', async () => {
    const lines = async (level: LogLevel, which: LogRequests = 'all') => {
      const { stream, output } = captured();
      const app = Fastify({
        loggerInstance: pino(loggerOptions(level), stream),
        childLoggerFactory: requestLogger,
        logController: new RequestLogLines(which),
      });
      app.get('/fine', async () => ({ ok: true }));
      app.get('/missing', async (_request, reply) => reply.code(404).send({ code: 'NOT_FOUND' }));
      app.get('/broken', async () => {
        throw new Error('broken on purpose');
      });
      app.get('/kyc/:token', async () => ({ ok: true }));
      expect((await app.inject({ method: 'GET', url: '/fine' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/missing' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/broken' })).statusCode).toBe(500);
      expect((await app.inject({ method: 'GET', url: '/kyc/secret-token-1' })).statusCode).toBe(200);
      await app.close();
      return output()
        .trim()
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    };
    const all = await lines('info');
    expect(all.map((l) => [l.msg, l.statusCode])).toEqual([
      ['request completed', 200],
      ['request completed', 404],
      ['broken on purpose', undefined],
      ['request completed', 500],
      ['request completed', 200],
    ]);
    expect(all[0]).toMatchObject({
      method: 'GET',
      route: '/fine',
      url: '/fine',
      requestId: expect.any(String),
    });
    expect(typeof all[0]?.responseTime).toBe('number');
    expect(all[4]).toMatchObject({ route: '/kyc/:token', url: '/kyc/[REDACTED]' });
    expect(JSON.stringify(all)).not.toContain('secret-token-1');
    // Written straight to the stream, the line is the one pino itself would write.
    const { stream: pinoStream, output: pinoOutput } = captured();
    const { level, time, ...fields } = all[0] as Record<string, unknown>;
    pino(loggerOptions('info'), pinoStream)
      .child({ requestId: fields.requestId })
      .info(
        Object.fromEntries(
          Object.entries(fields).filter(([k]) => !['service', 'requestId', 'msg'].includes(k)),
        ),
        'request completed',
      );
    const byPino = JSON.parse(pinoOutput()) as Record<string, unknown>;
    expect(Object.keys(all[0] as object)).toEqual(Object.keys(byPino));
    expect({ ...byPino, time }).toEqual(all[0]);
    expect(level).toBe(30);
    expect(fields.service).toBe('payments-service');
    expect((await lines('info', 'errors')).map((l) => [l.msg, l.statusCode])).toEqual([
      ['request completed', 404],
      ['broken on purpose', undefined],
      ['request completed', 500],
    ]);
    expect((await lines('info', 'none')).map((l) => l.msg)).toEqual(['broken on purpose']);
    expect((await lines('warn')).map((l) => l.msg)).toEqual(['broken on purpose']);
  });
});
