import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
};

describe('loadConfig', () => {
  it('has documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      serviceEnv: 'sandbox',
      bootstrapCredentials: undefined,
      sandboxDelayScale: 1,
      logLevel: 'info',
      logRequests: 'all',
      secretHashCost: 14,
      keyEncryption: { key: undefined, previous: [] },
      scaPasskeys: { origins: ['http://localhost:3000'], rpId: 'localhost' },
      heapGrowingPercent: 50,
      listExactCountLimit: 10_000,
      trustProxy: false,
      limits: {
        bodyLimitBytes: 1024 * 1024,
        maxHeaderBytes: 16 * 1024,
        headersTimeoutMs: 10_000,
        requestTimeoutMs: 60_000,
        rateLimitMax: 10_000,
        rateLimitWindowMs: 10_000,
        authFailureMax: 20,
        authFailureWindowMs: 60_000,
      },
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h/db',
      SERVICE_ENV: 'production',
      SERVICE_CLIENT_ID: 'client-id-1',
      SERVICE_CLIENT_SECRET: 'a-long-enough-secret',
      SANDBOX_DELAY_SCALE: '0.01',
      WEBHOOK_ALLOWED_HOSTS: 'Hooks.internal, 10.0.0.5',
      LOG_LEVEL: 'debug',
      LOG_REQUESTS: 'errors',
      HTTP_BODY_LIMIT_BYTES: '2048',
      HTTP_MAX_HEADER_BYTES: '4096',
      HTTP_HEADERS_TIMEOUT_MS: '500',
      HTTP_REQUEST_TIMEOUT_MS: '1000',
      RATE_LIMIT_MAX: '0',
      RATE_LIMIT_WINDOW_SECONDS: '60',
      AUTH_FAILURE_LIMIT: '5',
      AUTH_FAILURE_WINDOW_SECONDS: '30',
      SECRET_HASH_COST: '12',
      DATABASE_POOL_SIZE: '4',
      DATABASE_POOL_TIMEOUT_MS: '2500',
      DATABASE_STATEMENT_TIMEOUT_MS: '15000',
      DATABASE_PREPARED_STATEMENTS: 'false',
      KEY_ENCRYPTION_KEY: '0f'.repeat(32),
      KEY_ENCRYPTION_KEY_PREVIOUS: `${Buffer.alloc(32, 1).toString('base64')}, ${'02'.repeat(32)}`,
      SCA_PASSKEY_ORIGINS: 'https://app.example.com/, https://m.example.com',
      SCA_PASSKEY_RP_ID: 'example.com',
      HEAP_GROWING_PERCENT: '0',
      LIST_EXACT_COUNT_LIMIT: '500',
      API_REVISION: '2026-02-25',
      TRUST_PROXY: '10.0.0.0/8, fd00::/8,192.0.2.7',
    });
    expect(config).toEqual({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/tmp/x',
      temporaryDataDir: false,
      databaseUrl: 'postgres://u@h/db',
      database: { poolSize: 4, poolTimeoutMs: 2500, statementTimeoutMs: 15_000, preparedStatements: false },
      serviceEnv: 'production',
      bootstrapCredentials: { clientId: 'client-id-1', clientSecret: 'a-long-enough-secret' },
      sandboxDelayScale: 0.01,
      webhookAllowedHosts: ['hooks.internal', '10.0.0.5'],
      logLevel: 'debug',
      logRequests: 'errors',
      apiRevision: '2026-02-25',
      secretHashCost: 12,
      keyEncryption: {
        key: new Uint8Array(32).fill(15),
        previous: [new Uint8Array(32).fill(1), new Uint8Array(32).fill(2)],
      },
      scaPasskeys: { origins: ['https://app.example.com', 'https://m.example.com'], rpId: 'example.com' },
      heapGrowingPercent: 0,
      listExactCountLimit: 500,
      trustProxy: ['10.0.0.0/8', 'fd00::/8', '192.0.2.7'],
      limits: {
        bodyLimitBytes: 2048,
        maxHeaderBytes: 4096,
        headersTimeoutMs: 500,
        requestTimeoutMs: 1000,
        rateLimitMax: 0,
        rateLimitWindowMs: 60_000,
        authFailureMax: 5,
        authFailureWindowMs: 30_000,
      },
    });
  });

  it('reports every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: '70000',
        DATABASE_URL: 'mysql://x',
        SERVICE_ENV: 'prod',
        SERVICE_CLIENT_SECRET: 'short',
        SANDBOX_DELAY_SCALE: 'fast',
        LOG_LEVEL: 'loud',
        RATE_LIMIT_MAX: '-1',
        HTTP_HEADERS_TIMEOUT_MS: '90000',
        WALLET_KEY_ENCRYPTION_KEY: 'too short',
        HEAP_GROWING_PERCENT: '5000',
        TRUST_PROXY: 'the load balancer',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'SERVICE_ENV',
      'SERVICE_CLIENT_ID',
      'SANDBOX_DELAY_SCALE',
      'LOG_LEVEL',
      'RATE_LIMIT_MAX',
      'HTTP_HEADERS_TIMEOUT_MS must not exceed',
      'WALLET_KEY_ENCRYPTION_KEY',
      'HEAP_GROWING_PERCENT',
      'TRUST_PROXY',
    ]) {
      expect(problems).toContain(name);
    }
    expect((error as ConfigError).problems).toHaveLength(12);
  });

  it('reads TRUST_PROXY as true, a hop count or the proxies’ addresses; off by default', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('TRUE')).toBe(true);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('2')).toBe(2);
    expect(trust('loopback, 10.1.2.3')).toEqual(['loopback', '10.1.2.3']);
    expect(trust('::1,2001:db8::/32')).toEqual(['::1', '2001:db8::/32']);
    for (const bad of ['yes', '10.0.0.0/33', '::/129', '300.1.1.1', 'lb.internal', '101', ',']) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('takes DATA_DIR_TEMPORARY for an embedded sandbox database only', () => {
    expect(loadConfig({}).temporaryDataDir).toBe(false);
    expect(loadConfig({ DATA_DIR_TEMPORARY: 'true' }).temporaryDataDir).toBe(true);
    expect(problemsOf({ DATA_DIR_TEMPORARY: 'yes' })).toEqual([
      'DATA_DIR_TEMPORARY must be true or false (got "yes")',
    ]);
    expect(problemsOf({ DATA_DIR_TEMPORARY: '1', DATABASE_URL: 'postgres://u@h/db' })).toEqual([
      'DATA_DIR_TEMPORARY is for the embedded database: unset it or DATABASE_URL',
    ]);
    expect(
      problemsOf({
        DATA_DIR_TEMPORARY: 'true',
        SERVICE_ENV: 'production',
        KEY_ENCRYPTION_KEY: '0f'.repeat(32),
      }),
    ).toEqual(['DATA_DIR_TEMPORARY is for a throw-away sandbox: unset it with SERVICE_ENV=production']);
  });

  describe('the key-encryption key', () => {
    const hex = 'ab'.repeat(32);
    const base64 = Buffer.alloc(32, 0xab).toString('base64');

    it('is required in production, saying what to set', () => {
      const problems = problemsOf({ SERVICE_ENV: 'production' });
      expect(problems).toEqual([
        expect.stringMatching(/^SERVICE_ENV=production needs .*KEY_ENCRYPTION_KEY /),
      ]);
      expect(problems[0]).toContain('KEY_ENCRYPTION_KEY_FILE');
      expect(problems[0]).toContain('openssl rand -base64 32');
      expect(loadConfig({ SERVICE_ENV: 'production', KEY_ENCRYPTION_KEY: base64 }).keyEncryption.key).toEqual(
        new Uint8Array(32).fill(0xab),
      );
      // Its first name still works, in production too.
      expect(
        loadConfig({ SERVICE_ENV: 'production', WALLET_KEY_ENCRYPTION_KEY: hex }).keyEncryption.key,
      ).toEqual(new Uint8Array(32).fill(0xab));
    });

    it('may come from a file (NAME_FILE), but not from both', () => {
      const dir = mkdtempSync(join(tmpdir(), 'kek-'));
      writeFileSync(join(dir, 'kek'), `${base64}\n`);
      writeFileSync(join(dir, 'previous'), `${'cd'.repeat(32)}\n`);
      const config = loadConfig({
        SERVICE_ENV: 'production',
        KEY_ENCRYPTION_KEY_FILE: join(dir, 'kek'),
        KEY_ENCRYPTION_KEY_PREVIOUS_FILE: join(dir, 'previous'),
      });
      expect(config.keyEncryption).toEqual({
        key: new Uint8Array(32).fill(0xab),
        previous: [new Uint8Array(32).fill(0xcd)],
      });
      expect(problemsOf({ KEY_ENCRYPTION_KEY: hex, KEY_ENCRYPTION_KEY_FILE: join(dir, 'kek') })).toEqual([
        'set KEY_ENCRYPTION_KEY or KEY_ENCRYPTION_KEY_FILE, not both',
      ]);
      expect(
        problemsOf({ SERVICE_ENV: 'production', KEY_ENCRYPTION_KEY_FILE: join(dir, 'missing') }),
      ).toEqual([
        `KEY_ENCRYPTION_KEY_FILE names ${join(dir, 'missing')}, which cannot be read (ENOENT)`,
        expect.stringMatching(/^SERVICE_ENV=production needs/),
      ]);
    });

    it('is 32 bytes exactly, and its two names agree', () => {
      for (const bad of ['too short', 'ab'.repeat(31), Buffer.alloc(31).toString('base64'), `${hex}00`]) {
        expect(problemsOf({ KEY_ENCRYPTION_KEY: bad })).toEqual([
          'KEY_ENCRYPTION_KEY must be 32 bytes, as 64 hex characters or base64',
        ]);
      }
      expect(problemsOf({ KEY_ENCRYPTION_KEY_PREVIOUS: `${hex},nope` })).toEqual([
        'KEY_ENCRYPTION_KEY_PREVIOUS must be 32 bytes, as 64 hex characters or base64',
      ]);
      expect(problemsOf({ KEY_ENCRYPTION_KEY: hex, WALLET_KEY_ENCRYPTION_KEY: base64 })).toEqual([]);
      expect(problemsOf({ KEY_ENCRYPTION_KEY: hex, WALLET_KEY_ENCRYPTION_KEY: 'cd'.repeat(32) })).toEqual([
        expect.stringContaining('set KEY_ENCRYPTION_KEY only'),
      ]);
    });
  });
});
