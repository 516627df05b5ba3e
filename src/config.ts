import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { isRevision, type Revision, REVISIONS, SPEC_REVISION } from './revisions/index.js';
import { EXACT_COUNT_LIMIT } from './db/pagination.js';

/** Everything the service reads from its environment, validated once at start. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /**
   * DATA_DIR is this process's alone and thrown away (DATA_DIR_TEMPORARY; the package's
   * startSandbox sets it): the embedded PostgreSQL runs without fsync, and the folder is removed
   * when the service stops. Sandbox only, embedded database only.
   */
  temporaryDataDir: boolean;
  /** When set, a PostgreSQL server is used instead of the embedded database. */
  databaseUrl: string | undefined;
  /** The connection pool of either database. */
  database: DatabasePoolConfig;
  serviceEnv: 'sandbox' | 'production';
  bootstrapCredentials: { clientId: string; clientSecret: string } | undefined;
  /** Multiplies every simulated delay of the sandbox (0 makes them immediate). */
  sandboxDelayScale: number;
  /** Hosts (lower case) that production webhooks may reach although they are private or loopback. */
  webhookAllowedHosts: string[];
  logLevel: LogLevel;
  /** Which requests are logged, one line each at info (`LOG_REQUESTS`; errors are always logged). */
  logRequests: LogRequests;
  /**
   * The revision answers and webhooks are given in when neither the request (`Service-Revision`)
   * nor the platform's pin names one (docs/revisions.md); default the spec's.
   */
  apiRevision: Revision;
  limits: HttpLimits;
  /**
   * Which proxies in front of the service are believed about the client (`X-Forwarded-For`,
   * `-Proto`, `-Host`): fastify's `trustProxy`. Off by default: `request.ip` is then the peer
   * of the connection (behind a load balancer, the balancer's address for every client).
   */
  trustProxy: TrustProxy;
  /** log2 of scrypt's N for new API secret hashes (default 14; tests lower it). */
  secretHashCost: number;
  /** The keys that seal every secret and private key the service keeps (src/modules/keys). */
  keyEncryption: KeyEncryptionConfig;
  /**
   * Where customers' SCA passkeys are used: the web origins of the platforms' apps and their
   * relying party id (a passkey is bound to one RP ID).
   */
  scaPasskeys: { origins: string[]; rpId: string };
  /**
   * How far V8 lets the JavaScript heap grow past what the last full collection kept, in per
   * cent, before collecting again (0: V8's own policy, up to four times). See src/heap-policy.ts.
   */
  heapGrowingPercent: number;
  /** How many matches a list counts exactly before it estimates `totalCount` (decision 0005). */
  listExactCountLimit: number;
}

export interface KeyEncryptionConfig {
  /**
   * KEY_ENCRYPTION_KEY (32 bytes), which seals. When unset (only outside production) one is
   * made and kept in the database: the secrets are then only as safe as the database.
   */
  key: Uint8Array | undefined;
  /** KEY_ENCRYPTION_KEY_PREVIOUS: keys that still open what they sealed, until a rotation is done. */
  previous: Uint8Array[];
}

export interface DatabasePoolConfig {
  poolSize: number;
  /** How long a request waits for a connection of a full pool before its 503. */
  poolTimeoutMs: number;
  /** Longest a statement may run (0: no limit). */
  statementTimeoutMs: number;
  /** Statements with parameters are prepared once per connection (off for an old PgBouncer). */
  preparedStatements: boolean;
}

/** Protections against abusive or broken clients (docs/decisions/0019-http-limits.md). */
export interface HttpLimits {
  /** Largest JSON body accepted (uploads have their own 10 MB limit). */
  bodyLimitBytes: number;
  /** Largest request head (request line + headers); more is 431. */
  maxHeaderBytes: number;
  /** A client must have sent all its headers within this time (slowloris). */
  headersTimeoutMs: number;
  /** A client must have sent its whole request within this time. */
  requestTimeoutMs: number;
  /** Requests per credential per window; 0 turns rate limiting off. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /**
   * Failed authentications per client address and per client id per window before new secrets
   * are no longer checked (each check costs a scrypt); 0 turns it off.
   */
  authFailureMax: number;
  authFailureWindowMs: number;
}

/**
 * `false` (off), `true` (every hop: the left-most `X-Forwarded-For` address, which a client can
 * write itself unless the proxy replaces the header), a hop count (the client is that many
 * hops in front of the service) or the addresses and CIDR ranges of the trusted proxies.
 */
export type TrustProxy = boolean | number | string[];

/** proxy-addr's names for the ranges of its own (loopback 127.0.0.1/8 and ::1, and so on). */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, a CIDR range or one of PROXY_RANGE_NAMES, as fastify's trustProxy takes them. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry) || isIP(entry) !== 0) return true;
  const match = /^([^/]+)\/(\d{1,3})$/.exec(entry);
  if (!match) return false;
  const family = isIP(match[1] as string);
  const bits = Number(match[2]);
  return (family === 4 && bits <= 32) || (family === 6 && bits <= 128);
}

/** TRUST_PROXY: `true`/`false`, a hop count (`0` is off) or a comma-separated list of addresses. */
function parseTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  if (raw === undefined) return false;
  const lower = raw.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops <= 100) return hops === 0 ? false : hops;
  }
  const entries = raw
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  const bad = entries.filter((e) => !isProxyAddress(e));
  if (entries.length === 0 || bad.length > 0) {
    problems.push(
      `TRUST_PROXY must be true, false, a hop count from 0 to 100, or comma-separated addresses or CIDR ranges of the proxies (got "${raw}")`,
    );
    return false;
  }
  return entries;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
/** Which requests get their line at info: every one, those answered 4xx/5xx, none. */
export const LOG_REQUESTS = ['all', 'errors', 'none'] as const;
export type LogRequests = (typeof LOG_REQUESTS)[number];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/**
 * Variables that may come from a file instead (`NAME_FILE`, the convention of Docker and
 * Kubernetes secrets), so that a secret need not sit in the process environment.
 */
const FILE_VARIABLES = [
  'DATABASE_URL',
  'SERVICE_CLIENT_ID',
  'SERVICE_CLIENT_SECRET',
  'KEY_ENCRYPTION_KEY',
  'KEY_ENCRYPTION_KEY_PREVIOUS',
  'WALLET_KEY_ENCRYPTION_KEY',
] as const;

/** What to set, said the same way wherever a key-encryption key is missing. */
export const KEY_ENCRYPTION_KEY_HINT =
  'KEY_ENCRYPTION_KEY (or KEY_ENCRYPTION_KEY_FILE): 32 random bytes as base64 or 64 hex characters, e.g. from `openssl rand -base64 32`';

/** 32 bytes as 64 hex characters or base64 (standard or URL-safe alphabet), else undefined. */
function keyBytes(text: string): Uint8Array | undefined {
  if (/^[0-9a-fA-F]{64}$/.test(text)) return new Uint8Array(Buffer.from(text, 'hex'));
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) return new Uint8Array(Buffer.from(text, 'base64'));
  return undefined;
}

/** Reads the configuration and reports every bad value at once, not just the first. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const given = (name: string): string | undefined => {
    const raw = env[name];
    return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
  };
  const fromFiles = new Map<string, string>();
  for (const name of FILE_VARIABLES) {
    const file = given(`${name}_FILE`);
    if (file === undefined) continue;
    if (given(name) !== undefined) {
      problems.push(`set ${name} or ${name}_FILE, not both`);
      continue;
    }
    try {
      const content = readFileSync(file, 'utf8').trim();
      if (content === '') problems.push(`${name}_FILE names ${file}, which is empty`);
      else fromFiles.set(name, content);
    } catch (err) {
      const code = (err as { code?: string }).code ?? 'unreadable';
      problems.push(`${name}_FILE names ${file}, which cannot be read (${code})`);
    }
  }
  const value = (name: string): string | undefined => fromFiles.get(name) ?? given(name);

  const portRaw = value('PORT');
  let port = 8080;
  if (portRaw !== undefined) {
    port = Number(portRaw);
    if (!/^\d+$/.test(portRaw) || port > 65535) {
      problems.push(`PORT must be an integer from 0 to 65535 (got "${portRaw}")`);
    }
  }

  const databaseUrl = value('DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push(
      'DATABASE_URL must be a postgres:// or postgresql:// URL (unset it to use the embedded database)',
    );
  }

  const serviceEnvRaw = value('SERVICE_ENV') ?? 'sandbox';
  if (serviceEnvRaw !== 'sandbox' && serviceEnvRaw !== 'production') {
    problems.push(`SERVICE_ENV must be "sandbox" or "production" (got "${serviceEnvRaw}")`);
  }

  const clientId = value('SERVICE_CLIENT_ID');
  const clientSecret = value('SERVICE_CLIENT_SECRET');
  if ((clientId === undefined) !== (clientSecret === undefined)) {
    problems.push('SERVICE_CLIENT_ID and SERVICE_CLIENT_SECRET must be set together');
  }
  if (clientId !== undefined && !/^[A-Za-z0-9._-]{8,128}$/.test(clientId)) {
    problems.push('SERVICE_CLIENT_ID must be 8 to 128 characters of letters, digits, ".", "_" or "-"');
  }
  if (clientSecret !== undefined && (clientSecret.length < 16 || clientSecret.length > 256)) {
    problems.push('SERVICE_CLIENT_SECRET must be 16 to 256 characters long');
  }

  const scaleRaw = value('SANDBOX_DELAY_SCALE');
  let sandboxDelayScale = 1;
  if (scaleRaw !== undefined) {
    sandboxDelayScale = Number(scaleRaw);
    if (!Number.isFinite(sandboxDelayScale) || sandboxDelayScale < 0) {
      problems.push(`SANDBOX_DELAY_SCALE must be a number >= 0 (got "${scaleRaw}")`);
    }
  }

  const integer = (name: string, fallback: number, min: number): number => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const parsed = Number(raw);
    if (!/^\d+$/.test(raw) || parsed < min || !Number.isSafeInteger(parsed)) {
      problems.push(`${name} must be an integer >= ${min} (got "${raw}")`);
    }
    return parsed;
  };
  const flag = (name: string, fallback: boolean): boolean => {
    const raw = value(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (raw === 'true' || raw === '1') return true;
    if (raw === 'false' || raw === '0') return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };
  const limits: HttpLimits = {
    bodyLimitBytes: integer('HTTP_BODY_LIMIT_BYTES', 1024 * 1024, 1024),
    maxHeaderBytes: integer('HTTP_MAX_HEADER_BYTES', 16 * 1024, 1024),
    headersTimeoutMs: integer('HTTP_HEADERS_TIMEOUT_MS', 10_000, 100),
    requestTimeoutMs: integer('HTTP_REQUEST_TIMEOUT_MS', 60_000, 100),
    rateLimitMax: integer('RATE_LIMIT_MAX', 10_000, 0),
    rateLimitWindowMs: integer('RATE_LIMIT_WINDOW_SECONDS', 10, 1) * 1000,
    authFailureMax: integer('AUTH_FAILURE_LIMIT', 20, 0),
    authFailureWindowMs: integer('AUTH_FAILURE_WINDOW_SECONDS', 60, 1) * 1000,
  };
  const database: DatabasePoolConfig = {
    poolSize: integer('DATABASE_POOL_SIZE', 10, 1),
    poolTimeoutMs: integer('DATABASE_POOL_TIMEOUT_MS', 10_000, 0),
    statementTimeoutMs: integer('DATABASE_STATEMENT_TIMEOUT_MS', 0, 0),
    preparedStatements: flag('DATABASE_PREPARED_STATEMENTS', true),
  };
  const temporaryDataDir = flag('DATA_DIR_TEMPORARY', false);
  if (temporaryDataDir && databaseUrl !== undefined) {
    problems.push('DATA_DIR_TEMPORARY is for the embedded database: unset it or DATABASE_URL');
  }
  if (temporaryDataDir && serviceEnvRaw === 'production') {
    problems.push('DATA_DIR_TEMPORARY is for a throw-away sandbox: unset it with SERVICE_ENV=production');
  }
  const scaOrigins = (value('SCA_PASSKEY_ORIGINS') ?? 'http://localhost:3000')
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter((o) => o !== '');
  let scaRpId = value('SCA_PASSKEY_RP_ID');
  for (const origin of scaOrigins) {
    try {
      scaRpId ??= new URL(origin).hostname;
    } catch {
      problems.push(
        `SCA_PASSKEY_ORIGINS must list web origins such as https://app.example.com (got "${origin}")`,
      );
    }
  }
  if (scaOrigins.length === 0) problems.push('SCA_PASSKEY_ORIGINS must list at least one origin');
  const secretHashCost = integer('SECRET_HASH_COST', 14, 10);
  if (secretHashCost > 20) problems.push(`SECRET_HASH_COST must be from 10 to 20 (got ${secretHashCost})`);
  const heapGrowingPercent = integer('HEAP_GROWING_PERCENT', 50, 0);
  if (heapGrowingPercent > 1000) {
    problems.push(`HEAP_GROWING_PERCENT must be from 0 to 1000 (got ${heapGrowingPercent})`);
  }
  const listExactCountLimit = integer('LIST_EXACT_COUNT_LIMIT', EXACT_COUNT_LIMIT, 0);
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    problems.push('HTTP_HEADERS_TIMEOUT_MS must not exceed HTTP_REQUEST_TIMEOUT_MS');
  }

  const trustProxy = parseTrustProxy(value('TRUST_PROXY'), problems);

  const apiRevisionRaw = value('API_REVISION') ?? SPEC_REVISION;
  if (!isRevision(apiRevisionRaw)) {
    problems.push(`API_REVISION must be one of ${REVISIONS.join(', ')} (got "${apiRevisionRaw}")`);
  }
  const logLevelRaw = value('LOG_LEVEL') ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevelRaw)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevelRaw}")`);
  }

  const logRequestsRaw = value('LOG_REQUESTS') ?? 'all';
  if (!(LOG_REQUESTS as readonly string[]).includes(logRequestsRaw)) {
    problems.push(`LOG_REQUESTS must be one of ${LOG_REQUESTS.join(', ')} (got "${logRequestsRaw}")`);
  }

  const keyEncryption = keyEncryptionConfig(value, problems);
  if (serviceEnvRaw === 'production' && keyEncryption.key === undefined) {
    problems.push(
      `SERVICE_ENV=production needs a key-encryption key kept outside the database: set ${KEY_ENCRYPTION_KEY_HINT}`,
    );
  }

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    host: value('HOST') ?? '127.0.0.1',
    dataDir: resolve(value('DATA_DIR') ?? './data'),
    temporaryDataDir,
    databaseUrl,
    database,
    serviceEnv: serviceEnvRaw as Config['serviceEnv'],
    bootstrapCredentials:
      clientId !== undefined && clientSecret !== undefined ? { clientId, clientSecret } : undefined,
    sandboxDelayScale,
    webhookAllowedHosts: (value('WEBHOOK_ALLOWED_HOSTS') ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter((h) => h !== ''),
    logLevel: logLevelRaw as LogLevel,
    logRequests: logRequestsRaw as LogRequests,
    apiRevision: isRevision(apiRevisionRaw) ? apiRevisionRaw : SPEC_REVISION,
    limits,
    trustProxy,
    secretHashCost,
    keyEncryption,
    scaPasskeys: { origins: scaOrigins, rpId: scaRpId ?? 'localhost' },
    heapGrowingPercent,
    listExactCountLimit,
  };
}

/**
 * KEY_ENCRYPTION_KEY, or its first name WALLET_KEY_ENCRYPTION_KEY (from when it sealed wallet
 * secrets only), and KEY_ENCRYPTION_KEY_PREVIOUS: comma-separated keys being rotated away from.
 */
function keyEncryptionConfig(
  value: (name: string) => string | undefined,
  problems: string[],
): KeyEncryptionConfig {
  const parse = (name: string, text: string | undefined): Uint8Array | undefined => {
    if (text === undefined) return undefined;
    const bytes = keyBytes(text);
    if (!bytes) problems.push(`${name} must be 32 bytes, as 64 hex characters or base64`);
    return bytes;
  };
  const key = parse('KEY_ENCRYPTION_KEY', value('KEY_ENCRYPTION_KEY'));
  const walletKey = parse('WALLET_KEY_ENCRYPTION_KEY', value('WALLET_KEY_ENCRYPTION_KEY'));
  if (key && walletKey && Buffer.compare(key, walletKey) !== 0) {
    problems.push(
      'KEY_ENCRYPTION_KEY and WALLET_KEY_ENCRYPTION_KEY (its older name) differ: set KEY_ENCRYPTION_KEY only',
    );
  }
  const previous = (value('KEY_ENCRYPTION_KEY_PREVIOUS') ?? '')
    .split(',')
    .map((text) => text.trim())
    .filter((text) => text !== '')
    .flatMap((text) => parse('KEY_ENCRYPTION_KEY_PREVIOUS', text) ?? []);
  return { key: key ?? walletKey, previous };
}
