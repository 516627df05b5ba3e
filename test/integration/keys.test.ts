import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { p256 } from '@noble/curves/nist.js';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { systemClock } from '../../src/clock.js';
import { loadConfig } from '../../src/config.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { migrations } from '../../src/db/migrations/index.js';
import { composeModules } from '../../src/modules/index.js';
import { keyRing, type KeysContext, prepareSealing, sealedInventory } from '../../src/modules/keys/index.js';
import { activeCardOf } from '../helpers/cards.js';
import { runCli, serve } from '../helpers/cli.js';
import { individual } from '../helpers/fixtures.js';
import { createTestDatabase } from '../helpers/global-setup.js';
import { type PlatformClient, startTestService, type TestService } from '../helpers/service.js';
import { linkAccount } from '../helpers/stablecoins.js';
import { waitFor } from '../helpers/wait.js';
import { walletFlows } from '../helpers/wallet-flows.js';
import { startReceiver } from '../helpers/webhook-receiver.js';

/**
 * Every secret and private key at rest is sealed under a key-encryption key kept outside the
 * database (src/modules/keys): production refuses to start without one, a reader of the
 * database finds no key or secret in clear, and `keys rotate` moves everything to a new key.
 */
const KEY_A = 'a1'.repeat(32);
const KEY_B = Buffer.alloc(32, 0xb2).toString('base64');
const sealed = composeModules().sealed;

const keysContext = (service: TestService, env: Record<string, string>): KeysContext => ({
  db: service.ctx.db,
  config: loadConfig(env),
  clock: systemClock,
});

/** Known plaintexts of the secrets made by `makeSecrets`. */
interface Made {
  plaintexts: string[];
}

/** One secret of every sealed kind the API makes. */
async function makeSecrets(platform: PlatformClient): Promise<Made> {
  const plaintexts: string[] = [];
  // A wallet with a credential whose code is outstanding: the enclave key and the OTP target.
  const flows = walletFlows(platform);
  const { wallet } = await flows.newWallet();
  const credential = await platform.request('POST', '/auth/credentials', {
    body: { type: 'EMAIL_OTP', accountId: wallet.id },
  });
  expect(credential.status, credential.text).toBe(201);
  // A card: its number and security code.
  await activeCardOf(platform);
  // An EU card: its 3-D Secure password.
  const eu = await platform.request<{ id: string }>('POST', '/customers', {
    body: individual({ platformCustomerId: `eu-${Math.random().toString(36).slice(2)}`, region: 'DE' }),
  });
  for (const channel of ['email', 'phone']) {
    await platform.request('POST', `/customers/${eu.body.id}/verify-${channel}`);
    await platform.request('POST', `/customers/${eu.body.id}/verify-${channel}/confirm`, {
      body: { code: '123456' },
    });
  }
  const euWallet = await platform.request<{ data: { id: string }[] }>(
    'GET',
    `/customers/internal-accounts?customerId=${encodeURIComponent(eu.body.id)}&type=EMBEDDED_WALLET`,
  );
  const password = `3ds-${Math.random().toString(36).slice(2)}`;
  const card = await platform.request('POST', '/cards', {
    body: {
      cardholderId: eu.body.id,
      form: 'VIRTUAL',
      fundingSources: [euWallet.body.data[0]?.id],
      threeDSecurePassword: password,
    },
  });
  expect(card.status, card.text).toBe(201);
  plaintexts.push(password);
  // The issuer's answer (its number, sealed) comes in the background: wait for it.
  await waitFor('the EU card to be ACTIVE', async () => {
    const view = await platform.request<{ state: string }>('GET', `/cards/${card.body.id as string}`);
    return view.body.state === 'ACTIVE' ? true : undefined;
  });
  // An authenticator-app seed of the EU customer.
  const totp = await platform.request<{ secretBase32Encoded: string }>(
    'POST',
    `/sca/factors?customerId=${encodeURIComponent(eu.body.id)}`,
    { body: { type: 'TOTP' } },
  );
  expect(totp.status, totp.text).toBe(200);
  plaintexts.push(totp.body.secretBase32Encoded);
  // A stablecoin provider's API secret.
  const before = await platform.request<{ data: unknown[] }>('GET', '/stablecoin-provider-accounts');
  expect(before.status).toBe(200);
  await linkAccount(platform);
  return { plaintexts };
}

/** Every row of every table, as PostgreSQL prints it: what a pg_dump holds. */
async function dumpEveryRow(service: TestService): Promise<string> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(service.ctx.db);
  const parts: string[] = [];
  for (const { table_name } of tables.rows) {
    const rows = await sql<{ row: string }>`select t::text as row from ${sql.table(table_name)} t`.execute(
      service.ctx.db,
    );
    parts.push(...rows.rows.map((r) => `${table_name} ${r.row}`));
  }
  return parts.join('\n');
}

describe('secrets at rest', () => {
  let service: TestService;
  let platform: PlatformClient;
  let made: Made;

  beforeAll(async () => {
    service = await startTestService({ env: { KEY_ENCRYPTION_KEY: KEY_A }, deliverWebhooks: true });
    platform = await service.newPlatform('Sealed secrets');
    made = await makeSecrets(platform);
  });
  afterAll(async () => {
    await service?.close();
  });

  it('leaves a reader of the database no private key and no secret in clear', async () => {
    const dump = await dumpEveryRow(service);
    expect(dump).not.toMatch(/PRIVATE KEY/);
    for (const plaintext of made.plaintexts) expect(dump).not.toContain(plaintext);
    // No 32-byte hex value in the database is the private key of a public key next to it.
    const publics = new Set(dump.match(/\b0[234][0-9a-f]{64,128}\b/gi)?.map((k) => k.toLowerCase()) ?? []);
    expect(publics.size).toBeGreaterThan(1); // the enclave's and the OTP target's at least
    for (const candidate of new Set(dump.match(/(?<![0-9a-f])[0-9a-f]{64}(?![0-9a-f])/gi) ?? [])) {
      let pub: { c: string; u: string };
      try {
        const scalar = Buffer.from(candidate, 'hex');
        pub = {
          c: Buffer.from(p256.getPublicKey(scalar, true)).toString('hex'),
          u: Buffer.from(p256.getPublicKey(scalar, false)).toString('hex'),
        };
      } catch {
        continue; // not a valid scalar
      }
      expect(publics.has(pub.c) || publics.has(pub.u), `${candidate} is a private key in clear`).toBe(false);
    }
    // Every declared sealed column holds sealed values only, under KEY_ENCRYPTION_KEY.
    const inventory = await sealedInventory(keysContext(service, { KEY_ENCRYPTION_KEY: KEY_A }), sealed);
    const keyId = (await keyRing(keysContext(service, { KEY_ENCRYPTION_KEY: KEY_A }))).current.keyId;
    expect(Object.keys(inventory.byKey)).toEqual([keyId]);
    expect(inventory.byKey[keyId]).toBeGreaterThanOrEqual(8);
    expect(inventory.unopened).toEqual([]);
    // Nothing was kept in the database to open them with.
    expect(await service.ctx.db.selectFrom('key_encryption_keys').selectAll().execute()).toEqual([]);
  });

  it('signs webhooks that verify with the published public key', async () => {
    const receiver = await startReceiver();
    try {
      const patched = await platform.request('PATCH', '/config', { body: { webhookEndpoint: receiver.url } });
      expect(patched.status, patched.text).toBe(200);
      receiver.setPublicKey(patched.body.webhookSigningPublicKey as string);
      const sent = await platform.request('POST', '/webhooks/test');
      expect(sent.status, sent.text).toBe(200);
      await waitFor('a signed webhook', async () => (receiver.received.length > 0 ? true : undefined));
      expect(receiver.received.every((r) => r.verified === true)).toBe(true);
    } finally {
      await receiver.close();
    }
  });
});

describe('upgrading a database that kept private keys in clear', () => {
  it('seals them at the next start, idempotently, and keeps the same keys', async () => {
    const old = await startTestService({ env: { KEY_ENCRYPTION_KEY: KEY_A } });
    try {
      const client = await old.newPlatform('Upgraded');
      const { wallet } = await walletFlows(client).newWallet();
      const credential = await client.request('POST', '/auth/credentials', {
        body: { type: 'EMAIL_OTP', accountId: wallet.id },
      });
      expect(credential.status, credential.text).toBe(201);
      const ctx = keysContext(old, { KEY_ENCRYPTION_KEY: KEY_A });
      const ring = await keyRing(ctx);
      const db = old.ctx.db;
      const platformId = client.platformId;
      const text = (value: string, purpose: string) => new TextDecoder().decode(ring.open(value, purpose));
      const webhookRow = await db
        .selectFrom('webhook_signing_keys')
        .selectAll()
        .where('platform_id', '=', platformId)
        .executeTakeFirstOrThrow();
      const enclaveRow = await db
        .selectFrom('wallet_enclave_keys')
        .selectAll()
        .where('platform_id', '=', platformId)
        .executeTakeFirstOrThrow();
      const pem = text(webhookRow.sealed_private_key, `webhook-signing-key:${platformId}`);
      const enclaveHex = text(enclaveRow.sealed_private_key, `wallet-enclave-key:${platformId}`);
      expect(pem).toContain('PRIVATE KEY');
      expect(enclaveHex).toMatch(/^[0-9a-f]{64}$/);

      // Back to the schema before the sealing, holding the keys in clear as it did.
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      const down = await migrator.migrateTo('0027_api_revision_pin');
      expect(down.error).toBeUndefined();
      await sql`update webhook_signing_keys set private_key_pem = ${pem} where platform_id = ${platformId}`.execute(
        db,
      );
      await sql`update wallet_enclave_keys set private_key = ${enclaveHex} where platform_id = ${platformId}`.execute(
        db,
      );
      await sql`update wallet_credentials set otp_target_private = ${'cd'.repeat(32)} where platform_id = ${platformId}`.execute(
        db,
      );

      // The upgrade: the migrations, then the start's sealing; a second start changes nothing.
      await migrateToLatest(db);
      expect(await prepareSealing(ctx, sealed)).toContain(
        'sealed 2 private keys kept in clear by an earlier version',
      );
      expect((await prepareSealing(ctx, sealed)).join('\n')).not.toContain('kept in clear');
      const webhookAfter = await db
        .selectFrom('webhook_signing_keys')
        .selectAll()
        .where('platform_id', '=', platformId)
        .executeTakeFirstOrThrow();
      const enclaveAfter = await db
        .selectFrom('wallet_enclave_keys')
        .selectAll()
        .where('platform_id', '=', platformId)
        .executeTakeFirstOrThrow();
      expect(webhookAfter.sealed_private_key).toMatch(/^v1\./);
      expect(text(webhookAfter.sealed_private_key, `webhook-signing-key:${platformId}`)).toBe(pem);
      expect(webhookAfter.public_key_pem).toBe(webhookRow.public_key_pem);
      expect(text(enclaveAfter.sealed_private_key, `wallet-enclave-key:${platformId}`)).toBe(enclaveHex);
      // An OTP target in clear lived for minutes: it is dropped, and the client asks for a new code.
      const credentials = await db
        .selectFrom('wallet_credentials')
        .select(['sealed_otp_target_private', 'otp_expires_at'])
        .where('platform_id', '=', platformId)
        .execute();
      expect(credentials).toEqual([{ sealed_otp_target_private: null, otp_expires_at: null }]);
      expect((await sealedInventory(ctx, sealed)).unopened).toEqual([]);
    } finally {
      await old.close();
    }
  });
});

describe('payments-service keys rotate', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService({ env: { KEY_ENCRYPTION_KEY: KEY_A } });
    await makeSecrets(await service.newPlatform('Rotated'));
  });
  afterAll(async () => {
    await service?.close();
  });

  it('re-seals everything under the new key; the old one opens until then, and an interrupted rotation loses nothing', async () => {
    const [a, b] = [KEY_A, KEY_B].map(
      (key) => keysContext(service, { KEY_ENCRYPTION_KEY: key }).config.keyEncryption.key as Uint8Array,
    );
    const idOf = async (key: string) =>
      (await keyRing(keysContext(service, { KEY_ENCRYPTION_KEY: key }))).current.keyId;
    const [idA, idB] = [await idOf(KEY_A), await idOf(KEY_B)];
    expect(a).not.toEqual(b);
    const both = { KEY_ENCRYPTION_KEY: KEY_B, KEY_ENCRYPTION_KEY_PREVIOUS: KEY_A };
    const env = { DATABASE_URL: service.databaseUrl };

    // Under the new key alone nothing opens yet: the rotation refuses to call it done.
    const withoutOld = await runCli(['keys', 'rotate'], { ...env, KEY_ENCRYPTION_KEY: KEY_B });
    expect(withoutOld.code, withoutOld.stderr).toBe(1);
    expect(withoutOld.stderr).toContain(`sealed under ${idA}`);
    expect(withoutOld.stderr).toContain('KEY_ENCRYPTION_KEY_PREVIOUS');
    expect(withoutOld.stderr).not.toMatch(/\n\s+at /);

    // An interrupted rotation (the first columns only): every value opens with both keys.
    const { rotateKeys } = await import('../../src/modules/keys/index.js');
    const partial = await rotateKeys(keysContext(service, both), sealed.slice(0, 2));
    expect(Object.values(partial.resealed).reduce((s, n) => s + n, 0)).toBeGreaterThan(0);
    const midway = await sealedInventory(keysContext(service, both), sealed);
    expect(midway.unopened).toEqual([]);
    expect(Object.keys(midway.byKey).sort()).toEqual([idA, idB].sort());
    expect(
      (await sealedInventory(keysContext(service, { KEY_ENCRYPTION_KEY: KEY_B }), sealed)).unopened,
    ).not.toEqual([]);

    // The command finishes it; then the new key alone opens everything.
    const rotated = await runCli(['keys', 'rotate'], { ...env, ...both });
    expect(rotated.code, rotated.stderr).toBe(0);
    expect(rotated.stdout).toMatch(new RegExp(`re-sealed \\d+ secrets under key ${idB}`));
    expect(rotated.stdout).toContain('every secret is sealed under KEY_ENCRYPTION_KEY');
    const after = await sealedInventory(keysContext(service, { KEY_ENCRYPTION_KEY: KEY_B }), sealed);
    expect(after.unopened).toEqual([]);
    expect(Object.keys(after.byKey)).toEqual([idB]);
    expect(after.byKey[idB]).toBeGreaterThanOrEqual(8);

    // Run again, it has nothing left to do.
    const again = await runCli(['keys', 'rotate'], { ...env, KEY_ENCRYPTION_KEY: KEY_B });
    expect([again.code, again.stdout.split('\n')[0]], again.stderr).toEqual([
      0,
      `re-sealed 0 secrets under key ${idB}`,
    ]);

    // The service restarted with the new key alone serves with what it sealed before.
    const restarted = await startTestService({
      env: { KEY_ENCRYPTION_KEY: KEY_B },
      shareDatabaseOf: service,
    });
    try {
      const client = await restarted.newPlatform('After the rotation');
      expect((await client.request('GET', '/config')).status).toBe(200);
    } finally {
      await restarted.close();
    }
  });

  it('moves a sandbox off the key it kept in the database, and then deletes that key', async () => {
    const sandbox = await startTestService();
    try {
      await makeSecrets(await sandbox.newPlatform('Kept key'));
      const [kept] = await sandbox.ctx.db.selectFrom('key_encryption_keys').selectAll().execute();
      expect(kept?.name).toBe('default');
      const rotated = await runCli(['keys', 'rotate'], {
        DATABASE_URL: sandbox.databaseUrl,
        KEY_ENCRYPTION_KEY: KEY_B,
      });
      expect(rotated.code, rotated.stderr).toBe(0);
      expect(rotated.stdout).toContain('deleted the key kept in the database');
      expect(await sandbox.ctx.db.selectFrom('key_encryption_keys').selectAll().execute()).toEqual([]);
      const inventory = await sealedInventory(
        { db: sandbox.ctx.db, config: loadConfig({ KEY_ENCRYPTION_KEY: KEY_B }), clock: systemClock },
        sealed,
      );
      expect(inventory.unopened).toEqual([]);
    } finally {
      await sandbox.close();
    }
  });

  it('needs the new key to rotate to', async () => {
    const result = await runCli(['keys', 'rotate'], { DATABASE_URL: service.databaseUrl });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('payments-service keys rotate: keys rotate re-seals every secret');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('starting in production', () => {
  // A database of its own: what one start seals under its key, no other test's key must open.
  let database: { url: string; drop: () => Promise<void> };
  beforeAll(async () => {
    database = await createTestDatabase(inject('adminUrl'), inject('templateDatabase'));
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('refuses to start without a key-encryption key, saying what to set, without a stack trace', async () => {
    const result = await runCli(['serve'], { SERVICE_ENV: 'production', DATABASE_URL: database.url });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /SERVICE_ENV=production needs a key-encryption key .*set KEY_ENCRYPTION_KEY/,
    );
    expect(result.stderr).toContain('KEY_ENCRYPTION_KEY_FILE');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stdout).toBe('');
  });

  it('starts with the key in a file (KEY_ENCRYPTION_KEY_FILE), and says which key seals', async () => {
    const dir = mkdtempSync(join(inject('runDir'), 'kek-'));
    writeFileSync(join(dir, 'kek'), `${KEY_B}\n`);
    const server = await serve({
      SERVICE_ENV: 'production',
      KEY_ENCRYPTION_KEY_FILE: join(dir, 'kek'),
      DATABASE_URL: database.url,
      SERVICE_CLIENT_ID: 'keys-file-client',
      SERVICE_CLIENT_SECRET: 'keys-file-secret-0123456789',
    });
    try {
      expect(server.output()).toMatch(/secrets are sealed under KEY_ENCRYPTION_KEY \(key [0-9a-f]{8}\)/);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  it('in the sandbox, says once that the key is kept in the database', async () => {
    const own = await createTestDatabase(inject('adminUrl'), inject('templateDatabase'));
    const server = await serve({
      DATABASE_URL: own.url,
      SERVICE_CLIENT_ID: 'keys-sandbox-client',
      SERVICE_CLIENT_SECRET: 'keys-sandbox-secret-0123456789',
    });
    try {
      expect(server.output().match(/kept in the database \(no KEY_ENCRYPTION_KEY\)/g)).toHaveLength(1);
    } finally {
      await server.stop();
      await own.drop();
    }
  });
});
