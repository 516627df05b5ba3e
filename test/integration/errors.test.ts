import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceModules } from '../../src/modules/index.js';
import { type PlatformClient, startTestService, type TestService } from '../helpers/service.js';
import { faultyModule } from '../helpers/test-modules.js';

let service: TestService;
let platform: PlatformClient;

beforeAll(async () => {
  service = await startTestService({
    modules: [...serviceModules, faultyModule({ executions: 0, failuresLeft: 0 })],
  });
  platform = await service.newPlatform('Errors platform');
});
afterAll(() => service.close());

function expectErrorShape(
  response: { status: number; body: Record<string, unknown>; headers: Headers },
  code: string,
) {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.body.status).toBe(response.status);
  expect(response.body.code).toBe(code);
  expect(typeof response.body.message).toBe('string');
}

describe('error bodies', () => {
  it('answers malformed JSON with 400 INVALID_INPUT', async () => {
    const response = await platform.request('POST', '/tokens', {
      raw: '{"name": ',
      contentType: 'application/json',
    });
    expect(response.status).toBe(400);
    expectErrorShape(response, 'INVALID_INPUT');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await platform.request('POST', '/tokens', { raw: 'name=x', contentType: 'text/plain' });
    expect(response.status).toBe(415);
    expectErrorShape(response, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a multipart body on a JSON endpoint with 415 (only upload endpoints read multipart)', async () => {
    const raw = '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--b--\r\n';
    const response = await platform.request('POST', '/tokens', {
      raw,
      contentType: 'multipart/form-data; boundary=b',
    });
    expect(response.status).toBe(415);
    expectErrorShape(response, 'UNSUPPORTED_MEDIA_TYPE');
    const tokens = await platform.request<{ data: { name: string }[] }>('GET', '/tokens?limit=100');
    expect(tokens.body.data.some((token) => token.name === 'x')).toBe(false);
  });

  it('answers an oversized body with 413', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), permissions: ['VIEW'] });
    const response = await platform.request('POST', '/tokens', { raw: big, contentType: 'application/json' });
    expect(response.status).toBe(413);
    expectErrorShape(response, 'PAYLOAD_TOO_LARGE');
  });

  it('answers a missing body on a JSON endpoint with INVALID_INPUT', async () => {
    const response = await platform.request('POST', '/tokens');
    expect(response.status).toBe(400);
    expectErrorShape(response, 'INVALID_INPUT');
  });

  it('answers a NUL character in a string or key with a field error, not a 500 from the database', async () => {
    for (const body of [{ name: 'nul\u0000name', permissions: ['VIEW'] }]) {
      const before = await platform.request<{ totalCount: number }>('GET', '/tokens?limit=1');
      const response = await platform.request('POST', '/tokens', { body });
      expect(response.status).toBe(400);
      expectErrorShape(response, 'INVALID_INPUT');
      const after = await platform.request<{ totalCount: number }>('GET', '/tokens?limit=1');
      expect(after.body.totalCount).toBe(before.body.totalCount);
    }
    // An undeclared field is dropped before anything reads it, whatever its name holds.
    const ignored = await platform.request('POST', '/tokens', {
      body: { name: 'fine', permissions: ['VIEW'], ['k\u0000']: 1 },
    });
    expect(ignored.status).toBe(201);
    const query = await platform.request('GET', '/tokens?cursor=a%00b');
    expect(query.status).toBe(400);
    expectErrorShape(query, 'INVALID_INPUT');
  });

  it('treats an empty body sent as application/json as no body', async () => {
    const required = await platform.request('POST', '/tokens', { raw: '', contentType: 'application/json' });
    expect(required.status).toBe(400);
    expectErrorShape(required, 'INVALID_INPUT');
    // A body-optional action accepts it: here it gets as far as looking the quote up.
    const optional = await platform.request('POST', `/quotes/Quote:${crypto.randomUUID()}/execute`, {
      raw: '',
      contentType: 'application/json',
    });
    expect(optional.status).toBe(404);
    expectErrorShape(optional, 'QUOTE_NOT_FOUND');
    const proto = await platform.request('POST', '/tokens', {
      raw: '{"__proto__": {"x": 1}, "name": "t", "permissions": ["VIEW"]}',
      contentType: 'application/json',
    });
    expect(proto.status).toBe(400);
  });

  it('answers unknown routes with 404 NOT_FOUND, inside and outside the API', async () => {
    for (const path of ['/2025-10-13/nothing-here', '/nothing', '/2024-01-01/config']) {
      const response = await service.request('GET', path);
      expect(response.status, path).toBe(404);
      expectErrorShape(response, 'NOT_FOUND');
    }
  });

  it('answers a malformed URL with 400 INVALID_INPUT', async () => {
    const response = await platform.request('GET', '/tokens/%E0%A4%A');
    expect(response.status).toBe(400);
    expectErrorShape(response, 'INVALID_INPUT');
  });

  it('answers a wrong method with 405 and Allow', async () => {
    const response = await platform.request('PUT', '/tokens');
    expect(response.status).toBe(405);
    expectErrorShape(response, 'METHOD_NOT_ALLOWED');
    expect(response.headers.get('allow')).toBe('GET, POST');
  });

  it('answers an unexpected failure with 500 INTERNAL_ERROR and no internals', async () => {
    const response = await platform.request('GET', '/test/crash');
    expect(response.status).toBe(500);
    expectErrorShape(response, 'INTERNAL_ERROR');
    expect(response.text).not.toMatch(/secret internal detail|\/srv\/|at .*\.ts/);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    expect(response.body.message).toContain(requestId);
  });
});

describe('request ids', () => {
  it('echoes a safe incoming X-Request-Id and makes one up otherwise', async () => {
    const echoed = await platform.request('GET', '/config', { headers: { 'x-request-id': 'trace-123' } });
    expect(echoed.headers.get('x-request-id')).toBe('trace-123');
    const unsafe = await platform.request('GET', '/config', {
      headers: { 'x-request-id': 'bad id\twith spaces' },
    });
    expect(unsafe.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(unsafe.headers.get('request-id')).toBeNull();
  });
});

describe('GET /healthz', () => {
  it('reports liveness and the database', async () => {
    const response = await service.request('GET', '/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: 'ok' });
  });
});
