import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ServiceContext } from '../../src/context.js';
import { hashSecret } from '../../src/crypto/secrets.js';
import type { ApiTokenRow } from '../../src/modules/tokens/index.js';
import { PERMISSIONS } from '../../src/modules/tokens/permissions.js';
import type * as Secrets from '../../src/crypto/secrets.js';
import type * as TokenStore from '../../src/modules/tokens/store.js';

// Counts the scrypt checks the service asks for; the check itself stays the real one.
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/crypto/secrets.js', async (importOriginal) => {
  const actual = await importOriginal<typeof Secrets>();
  return {
    ...actual,
    verifySecret: (secret: string, stored: string) => {
      checks.count += 1;
      return actual.verifySecret(secret, stored);
    },
  };
});
// One stored token, which the store's writes replace.
const token = vi.hoisted(() => ({ row: undefined as ApiTokenRow | undefined }));
vi.mock('../../src/modules/tokens/store.js', async (importOriginal) => ({
  ...(await importOriginal<typeof TokenStore>()),
  findTokenByClientId: (_db: unknown, clientId: string) =>
    Promise.resolve(token.row?.client_id === clientId ? token.row : undefined),
  insertToken: (_db: unknown, row: ApiTokenRow) => {
    token.row = row;
    return Promise.resolve(row);
  },
  updateTokenSecret: (_db: unknown, of: ApiTokenRow, secretHash: string, permissions: string[]) => {
    token.row = { ...of, secret_hash: secretHash, permissions };
    return Promise.resolve();
  },
}));

const { authenticate, ensureTokenCredentials, insertNewToken } =
  await import('../../src/modules/tokens/service.js');
const ctx = { db: { isTransaction: false } } as unknown as ServiceContext;

const firstRow = vi.hoisted(() => ({ row: undefined as ApiTokenRow | undefined }));
beforeAll(async () => {
  firstRow.row = token.row = {
    id: '7d8f2a8e-4a3b-4f52-9a4c-0c1b2d3e4f50',
    platform_id: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
    name: 'test',
    permissions: ['VIEW', 'MANAGE'],
    client_id: 'client-1',
    secret_hash: await hashSecret('the-right-secret-0123456789'),
    created_at: new Date(),
    updated_at: new Date(),
  };
});

describe('token verification', () => {
  it('requests that arrive together with the same new credentials share one scrypt check', async () => {
    checks.count = 0;
    const callers = await Promise.all(
      Array.from({ length: 50 }, () => authenticate(ctx, 'client-1', 'the-right-secret-0123456789')),
    );
    expect(checks.count).toBe(1);
    expect(new Set(callers.map((c) => (typeof c === 'object' ? c.tokenId : c)))).toEqual(
      new Set([token.row?.id]),
    );
    // Verified once, remembered: later requests pay no check at all.
    await authenticate(ctx, 'client-1', 'the-right-secret-0123456789');
    expect(checks.count).toBe(1);
  });

  it('a wrong secret is refused to every request that shares its check, and is checked again next time', async () => {
    checks.count = 0;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => authenticate(ctx, 'client-1', 'a-wrong-secret-0123456789')),
    );
    expect(results).toEqual(Array.from({ length: 10 }, () => undefined));
    expect(checks.count).toBe(1);
    expect(await authenticate(ctx, 'client-1', 'a-wrong-secret-0123456789')).toBeUndefined();
    expect(checks.count).toBe(2);
  });

  // Each scrypt past a process's first leaves 16 MiB in a thread of the pool (tokens/service.ts).
  it('a secret this process hashed or checked is taken at its first use with no scrypt', async () => {
    const db = ctx.db as never;
    const issued = await insertNewToken(db, new Date(), 'platform', { name: 'new', permissions: ['VIEW'] });
    checks.count = 0;
    const caller = await authenticate(ctx, issued.clientId, issued.clientSecret);
    expect(typeof caller === 'object' && caller.tokenId).toBe(token.row?.id);
    expect(checks.count).toBe(0);
    // Not any secret: a wrong one is still checked.
    expect(await authenticate(ctx, issued.clientId, 'a-wrong-secret-0123456789')).toBeUndefined();
    expect(checks.count).toBe(1);

    // Start-up credentials re-keyed (a new secret): written and remembered.
    const started = token.row as ApiTokenRow;
    await ensureTokenCredentials(db, new Date(), started, 'the-start-up-secret-0123456789');
    expect(token.row?.secret_hash).not.toBe(started.secret_hash);
    checks.count = 0;
    expect(await authenticate(ctx, issued.clientId, 'the-start-up-secret-0123456789', false)).toMatchObject({
      tokenId: started.id,
    });
    expect(checks.count).toBe(0);

    // Start-up credentials unchanged: checked once at start, not again at the first request.
    token.row = {
      ...(firstRow.row as ApiTokenRow),
      id: '0e9d8c7b-6a5f-4e3d-9c2b-1a0f9e8d7c6b',
      permissions: [...PERMISSIONS],
    };
    checks.count = 0;
    await ensureTokenCredentials(db, new Date(), token.row, 'the-right-secret-0123456789');
    expect(checks.count).toBe(1);
    expect(await authenticate(ctx, 'client-1', 'the-right-secret-0123456789', false)).toMatchObject({
      tokenId: token.row.id,
    });
    expect(checks.count).toBe(1);
  });
});
