import { validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionWorld, sandboxWorld } from '../../../src/sandbox/index.js';
import { type PlatformClient, startTestService, type TestService } from '../../helpers/service.js';
import { waitFor } from '../../helpers/wait.js';
import { type ClientKey, newClientKey, openExport, stamp } from '../../../packages/client/src/index.js';
import { type Account, type Challenge, walletFlows, type WalletFlows } from '../../helpers/wallet-flows.js';

/**
 * Wallet export (spec 4.5): a signed retry bound to a fresh uncompressed key; while the export
 * settles the signed request answers PROCESSING and stays usable; once settled, the same
 * request returns the recovery phrase sealed to the key, exactly once.
 */
let service: TestService;
let platform: PlatformClient;
let flows: WalletFlows;

// Exports settle after 2 s in the sandbox: 0.05 makes it 100 ms.
beforeAll(async () => {
  service = await startTestService({ env: { SANDBOX_DELAY_SCALE: '0.05' } });
  platform = await service.newPlatform('Export platform');
  flows = walletFlows(platform);
});
afterAll(() => service.close());

interface Exported {
  id?: string;
  encryptedWalletCredentials?: string;
  status?: string;
}

async function loggedInWallet(client: PlatformClient = platform) {
  const f = client === platform ? flows : walletFlows(client);
  const { wallet } = await f.newWallet();
  const { key } = await f.login(wallet);
  return { wallet, key };
}

/** The first call of an export to `exportKey`: the challenge to sign. */
async function startExport(wallet: Account, exportKey: ClientKey, client = platform) {
  const first = await client.request<Challenge>('POST', `/internal-accounts/${wallet.id}/export`, {
    body: { clientPublicKey: exportKey.uncompressed },
  });
  expect(first.status, first.text).toBe(202);
  return first.body;
}

function send(
  wallet: Account,
  exportKey: ClientKey,
  challenge: Challenge,
  sessionKey: ClientKey,
  client = platform,
) {
  return client.request<Exported>('POST', `/internal-accounts/${wallet.id}/export`, {
    body: { clientPublicKey: exportKey.uncompressed },
    headers: {
      'Service-Wallet-Signature': stamp(sessionKey, challenge.payloadToSign),
      'Request-Id': challenge.requestId,
    },
  });
}

describe('export', () => {
  it('answers a 2026-08-21 client, whose revision has no PROCESSING answer, a retryable 503 until settled', async () => {
    const { wallet, key } = await loggedInWallet();
    const exportKey = newClientKey();
    const challenge = await startExport(wallet, exportKey);
    const newest = { 'Service-Revision': '2026-08-21' };
    const sendNewest = () =>
      platform.request<Exported & { code?: string }>('POST', `/internal-accounts/${wallet.id}/export`, {
        body: { clientPublicKey: exportKey.uncompressed },
        headers: {
          'Service-Wallet-Signature': stamp(key, challenge.payloadToSign),
          'Request-Id': challenge.requestId,
          ...newest,
        },
      });
    const first = await sendNewest();
    expect(first.status, first.text).toBe(503);
    expect(first.body.code).toBe('SERVICE_UNAVAILABLE');
    expect(first.headers.get('x-should-retry')).toBe('true');
    expect(first.headers.get('retry-after')).toBe('1');
    const done = await waitFor('the export to settle', async () => {
      const again = await sendNewest();
      return again.status === 200 ? again.body : undefined;
    });
    expect(done.encryptedWalletCredentials).toEqual(expect.any(String));
  });

  it('answers PROCESSING until settled, then the mnemonic sealed to the key, once', async () => {
    const { wallet, key } = await loggedInWallet();
    const exportKey = newClientKey();
    const challenge = await startExport(wallet, exportKey);
    expect(JSON.parse(challenge.payloadToSign)).toMatchObject({
      accountId: wallet.id,
      clientPublicKey: exportKey.uncompressed,
    });

    const first = await send(wallet, exportKey, challenge, key);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({ id: wallet.id, status: 'PROCESSING' });

    const done = await waitFor('the export to settle', async () => {
      const again = await send(wallet, exportKey, challenge, key);
      expect(again.status, again.text).toBe(200);
      return again.body.encryptedWalletCredentials ? again.body : undefined;
    });
    expect(done.id).toBe(wallet.id);
    const mnemonic = await openExport(done.encryptedWalletCredentials as string, exportKey);
    expect(mnemonic.split(' ')).toHaveLength(24);
    expect(validateMnemonic(mnemonic, wordlist)).toBe(true);

    // Used up by the answer that carried the credentials.
    const replay = await send(wallet, exportKey, challenge, key);
    expect([replay.status, replay.body]).toMatchObject([401, { code: 'WALLET_SIGNATURE_INVALID' }]);

    // One event, about this request, when it settled.
    const events = await service.ctx.db
      .selectFrom('events')
      .select(['type', 'data'])
      .where('type', '=', 'wallet_operation.completed')
      .where('platform_id', '=', platform.platformId)
      .execute();
    const mine = events.filter((e) => (e.data as { requestId: string }).requestId === challenge.requestId);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.data).toMatchObject({
      id: expect.stringMatching(/^WalletOperation:/),
      type: 'EXPORT',
      accountId: wallet.id,
      status: 'COMPLETED',
      completedAt: expect.any(String),
    });

    // A second export, to another fresh key, opens to the same phrase.
    const secondKey = newClientKey();
    const second = await startExport(wallet, secondKey);
    const again = await waitFor('the second export', async () => {
      const res = await send(wallet, secondKey, second, key);
      return res.body.encryptedWalletCredentials ? res.body : undefined;
    });
    expect(await openExport(again.encryptedWalletCredentials as string, secondKey)).toBe(mnemonic);
  });

  it('binds the key: another key on the retry is a body mismatch, a compressed or reused key 400', async () => {
    const { wallet, key } = await loggedInWallet();
    const exportKey = newClientKey();
    const challenge = await startExport(wallet, exportKey);
    const swapped = await send(wallet, newClientKey(), challenge, key);
    expect([swapped.status, swapped.body]).toMatchObject([401, { code: 'WALLET_SIGNATURE_BODY_MISMATCH' }]);

    const compressed = await platform.request('POST', `/internal-accounts/${wallet.id}/export`, {
      body: { clientPublicKey: exportKey.compressed },
    });
    expect([compressed.status, compressed.body.code]).toEqual([400, 'INVALID_INPUT']);

    await send(wallet, exportKey, challenge, key);
    const reused = await platform.request('POST', `/internal-accounts/${wallet.id}/export`, {
      body: { clientPublicKey: exportKey.uncompressed },
    });
    expect([reused.status, reused.body.code]).toEqual([400, 'INVALID_INPUT']);
    expect(reused.text).toMatch(/fresh key/);
  });

  it('needs a stamp by a session of this wallet, and an EMBEDDED_WALLET account', async () => {
    const { wallet } = await loggedInWallet();
    const { key: stranger } = await loggedInWallet();
    const exportKey = newClientKey();
    const challenge = await startExport(wallet, exportKey);
    const foreign = await send(wallet, exportKey, challenge, stranger);
    expect([foreign.status, foreign.body]).toMatchObject([401, { code: 'WALLET_SIGNATURE_INVALID' }]);
    const unsigned = await platform.request('POST', `/internal-accounts/${wallet.id}/export`, {
      body: { clientPublicKey: exportKey.uncompressed },
      headers: { 'Request-Id': challenge.requestId },
    });
    expect([unsigned.status, unsigned.body.code]).toEqual([401, 'WALLET_SIGNATURE_MISSING']);

    const accounts = await platform.request<{ data: Account[] }>(
      'GET',
      `/customers/internal-accounts?type=INTERNAL_FIAT`,
    );
    const fiat = accounts.body.data[0] as Account;
    const notWallet = await platform.request('POST', `/internal-accounts/${fiat.id}/export`, {
      body: { clientPublicKey: exportKey.uncompressed },
    });
    expect([notWallet.status, notWallet.body.code]).toEqual([400, 'INVALID_INPUT']);
  });

  it('keeps the phrase sealed at rest, under the configured key when one is set (by its older name)', async () => {
    const keyHex = 'ab'.repeat(32);
    const other = await startTestService({
      env: { WALLET_KEY_ENCRYPTION_KEY: keyHex },
      // The sandbox, but with production's wallet provider, which settles exports at once.
      world: { ...sandboxWorld, walletProvider: productionWorld.walletProvider },
    });
    try {
      const otherPlatform = await other.newPlatform('Sealed platform');
      const { wallet, key } = await loggedInWallet(otherPlatform);
      const exportKey = newClientKey();
      const challenge = await startExport(wallet, exportKey, otherPlatform);
      // Where the provider settles at once, the first signed attempt has the credentials.
      const res = await send(wallet, exportKey, challenge, key, otherPlatform);
      expect(res.status, res.text).toBe(200);
      const mnemonic = await openExport(res.body.encryptedWalletCredentials as string, exportKey);
      const stored = await other.ctx.db.selectFrom('wallet_secrets').selectAll().execute();
      expect(stored).toHaveLength(1);
      const sealed = stored[0]?.sealed_mnemonic ?? '';
      const keyId = (await import('node:crypto'))
        .createHash('sha256')
        .update(Buffer.from(keyHex, 'hex'))
        .digest('hex')
        .slice(0, 8);
      expect(sealed.startsWith(`v1.${keyId}.`)).toBe(true);
      for (const word of mnemonic.split(' ')) expect(sealed).not.toContain(` ${word} `);
      expect(await other.ctx.db.selectFrom('key_encryption_keys').selectAll().execute()).toEqual([]);
    } finally {
      await other.close();
    }
    // The default service made its own key and kept it in its database.
    expect(await service.ctx.db.selectFrom('key_encryption_keys').select('name').execute()).toEqual([
      { name: 'default' },
    ]);
    expect(sandboxWorld.walletProvider.exportSettlement().outcome).toBe('SETTLES_LATER');
  });
});
