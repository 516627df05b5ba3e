import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ServiceContext } from '../../src/context.js';
import { hashSecret } from '../../src/crypto/secrets.js';
import type { ApiTokenRow } from '../../src/modules/tokens/index.js';
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
const token = vi.hoisted(() => ({ row: undefined as ApiTokenRow | undefined }));
vi.mock('../../src/modules/tokens/store.js', async (importOriginal) => ({
  ...(await importOriginal<typeof TokenStore>()),
  findTokenByClientId: (_db: unknown, clientId: string) =>
    Promise.resolve(token.row?.client_id === clientId ? token.row : undefined),
}));

const { authenticate } = await import('../../src/modules/tokens/service.js');
const ctx = { db: { isTransaction: false } } as unknown as ServiceContext;

beforeAll(async () => {
  token.row = {
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
});
