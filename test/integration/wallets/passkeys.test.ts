import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAGS, SoftAuthenticator } from '../../helpers/passkey-authenticator.js';
import { type PlatformClient, startTestService, type TestService } from '../../helpers/service.js';
import { newClientKey, openSessionKey, stamp } from '../../../packages/client/src/index.js';
import {
  type Account,
  type AuthMethod,
  type Session,
  walletFlows,
  type WalletFlows,
} from '../../helpers/wallet-flows.js';

/**
 * PASSKEY credentials of embedded wallets (spec 2.9, 4.6, 4.15) with a software authenticator:
 * registration attestations and assertions are verified for real, and each check that 4.15
 * names (credential id, challenge, origin and RP binding, user presence, signature, counter)
 * turns a forged assertion away.
 */
let service: TestService;
let platform: PlatformClient;
let flows: WalletFlows;

interface PasskeyChallenge extends AuthMethod {
  credentialId: string;
  challenge: string;
  requestId: string;
  expiresAt: string;
}

beforeAll(async () => {
  service = await startTestService();
  platform = await service.newPlatform('Passkey platform');
  flows = walletFlows(platform);
});
afterAll(() => service.close());

const REGISTRATION_CHALLENGE = 'a-registration-challenge-chosen-by-the-app';

async function registerPasskey(wallet: Account, authenticator = new SoftAuthenticator()) {
  const created = await platform.request<AuthMethod & { credentialId: string }>('POST', '/auth/credentials', {
    body: {
      type: 'PASSKEY',
      accountId: wallet.id,
      nickname: 'Laptop',
      challenge: REGISTRATION_CHALLENGE,
      attestation: authenticator.register(REGISTRATION_CHALLENGE),
    },
  });
  expect(created.status, created.text).toBe(201);
  return { credential: created.body, authenticator };
}

async function challenge(credential: AuthMethod, clientPublicKey: string) {
  const issued = await platform.request<PasskeyChallenge>(
    'POST',
    `/auth/credentials/${credential.id}/challenge`,
    {
      body: { clientPublicKey },
    },
  );
  expect(issued.status, issued.text).toBe(200);
  return issued.body;
}

function verify(credential: AuthMethod, assertion: unknown, requestId?: string) {
  return platform.request<Session & { code?: string }>('POST', `/auth/credentials/${credential.id}/verify`, {
    body: { type: 'PASSKEY', assertion },
    ...(requestId ? { headers: { 'Request-Id': requestId } } : {}),
  });
}

const reasonOf = (body: unknown) => (body as { details?: { reason?: string } }).details?.reason ?? '';

describe('registration', () => {
  it('bootstraps a wallet with a passkey and lists it with its WebAuthn credential id', async () => {
    const { wallet } = await flows.newWallet();
    const { credential, authenticator } = await registerPasskey(wallet);
    expect(credential).toMatchObject({
      type: 'PASSKEY',
      accountId: wallet.id,
      nickname: 'Laptop',
      credentialId: authenticator.id,
    });
    expect(credential.id).toMatch(/^AuthMethod:/);
    const list = await platform.request<{ data: AuthMethod[] }>(
      'GET',
      `/auth/credentials?accountId=${encodeURIComponent(wallet.id)}`,
    );
    expect(list.body.data.map((c) => c.id)).toEqual([credential.id]);
  });

  it('refuses attestations that do not prove what they must (400 INVALID_INPUT on attestation)', async () => {
    const { wallet } = await flows.newWallet();
    const authenticator = new SoftAuthenticator();
    const attempt = async (challenge: string, attestation: unknown) => {
      const res = await platform.request('POST', '/auth/credentials', {
        body: { type: 'PASSKEY', accountId: wallet.id, nickname: 'Key', challenge, attestation },
      });
      return [
        res.status,
        res.body.code,
        (res.body.details as { errors?: { field?: string }[] } | undefined)?.errors?.[0],
      ];
    };
    const refused = [400, 'INVALID_INPUT', expect.objectContaining({ field: 'attestation' })];
    // Made for another challenge.
    expect(await attempt('another', authenticator.register(REGISTRATION_CHALLENGE))).toEqual(refused);
    // From an insecure origin.
    expect(
      await attempt(
        REGISTRATION_CHALLENGE,
        authenticator.register(REGISTRATION_CHALLENGE, { origin: 'http://example.com' }),
      ),
    ).toEqual(refused);
    // For an RP ID the origin may not claim.
    expect(
      await attempt(
        REGISTRATION_CHALLENGE,
        authenticator.register(REGISTRATION_CHALLENGE, { rpId: 'other.org' }),
      ),
    ).toEqual(refused);
    // Without user presence.
    expect(
      await attempt(
        REGISTRATION_CHALLENGE,
        authenticator.register(REGISTRATION_CHALLENGE, { flags: FLAGS.AT }),
      ),
    ).toEqual(refused);
    // Under another credential id than the attestation's.
    expect(
      await attempt(REGISTRATION_CHALLENGE, {
        ...authenticator.register(REGISTRATION_CHALLENGE),
        credentialId: new SoftAuthenticator().id,
      }),
    ).toEqual(refused);
    // Nothing was registered by any of them.
    const list = await platform.request<{ data: unknown[] }>(
      'GET',
      `/auth/credentials?accountId=${encodeURIComponent(wallet.id)}`,
    );
    expect(list.body.data).toEqual([]);
  });

  it('names every missing PASSKEY field in one 400', async () => {
    const { wallet } = await flows.newWallet();
    const res = await platform.request('POST', '/auth/credentials', {
      body: { type: 'PASSKEY', accountId: wallet.id },
    });
    expect(res.status).toBe(400);
    expect((res.body.details as { errors: { field: string }[] }).errors.map((d) => d.field).sort()).toEqual([
      'attestation',
      'challenge',
      'nickname',
    ]);
  });

  it('adds distinct passkeys by signed retry and registers a WebAuthn credential once per platform', async () => {
    const { wallet } = await flows.newWallet();
    const { credential: first, authenticator } = await registerPasskey(wallet);
    const session = await passkeyLogin(first, authenticator);
    const second = new SoftAuthenticator();
    const body = {
      type: 'PASSKEY',
      accountId: wallet.id,
      nickname: 'Phone',
      challenge: REGISTRATION_CHALLENGE,
      attestation: second.register(REGISTRATION_CHALLENGE),
    };
    const added = await flows.signed<AuthMethod>('POST', '/auth/credentials', body, session.key);
    expect(added.status, added.text).toBe(201);
    expect(added.challenge.type).toBe('PASSKEY');

    // The same authenticator credential again: on this wallet, or on another one.
    const again = await platform.request('POST', '/auth/credentials', { body });
    expect([again.status, again.body.code]).toEqual([400, 'PASSKEY_CREDENTIAL_ALREADY_EXISTS']);
    const { wallet: other } = await flows.newWallet();
    const elsewhere = await platform.request('POST', '/auth/credentials', {
      body: { ...body, accountId: other.id },
    });
    expect([elsewhere.status, elsewhere.body.code]).toEqual([400, 'PASSKEY_CREDENTIAL_ALREADY_EXISTS']);
  });
});

/** Challenge and assertion for a fresh compressed client key: the session and its key. */
async function passkeyLogin(credential: AuthMethod, authenticator: SoftAuthenticator) {
  const client = newClientKey();
  const issued = await challenge(credential, client.compressed);
  const verified = await verify(credential, authenticator.assert(issued.challenge), issued.requestId);
  expect(verified.status, verified.text).toBe(200);
  return { session: verified.body, key: client };
}

describe('verification', () => {
  it('answers a challenge with the PasskeyAuthChallenge shape', async () => {
    const { wallet } = await flows.newWallet();
    const { credential, authenticator } = await registerPasskey(wallet);
    const issued = await challenge(credential, newClientKey().compressed);
    expect(issued).toMatchObject({
      id: credential.id,
      accountId: wallet.id,
      type: 'PASSKEY',
      nickname: 'Laptop',
      credentialId: authenticator.id,
    });
    expect(issued.challenge).toMatch(/^[0-9a-f]{64}$/);
    expect(issued.requestId).toMatch(/^Request:/);
    expect(Date.parse(issued.expiresAt)).toBeGreaterThan(Date.now());
    // Without the key the session will sign with, there is nothing to bind.
    const bare = await platform.request('POST', `/auth/credentials/${credential.id}/challenge`);
    expect([bare.status, bare.body.code]).toEqual([400, 'INVALID_INPUT']);
  });

  it('opens a session for the challenged key, whose stamps then sign retries', async () => {
    const { wallet } = await flows.newWallet();
    const { credential, authenticator } = await registerPasskey(wallet);
    const { session, key } = await passkeyLogin(credential, authenticator);
    expect(session).toMatchObject({ type: 'PASSKEY', accountId: wallet.id, credentialId: authenticator.id });
    expect(session.id).toMatch(/^Session:/);
    expect(session.encryptedSessionSigningKey).toBeUndefined();
    const patched = await flows.signed<Account>(
      'PATCH',
      `/internal-accounts/${wallet.id}`,
      { privateEnabled: true },
      key,
    );
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.privateEnabled).toBe(true);
  });

  it('accepts the challenge as the 32 bytes its hex spells', async () => {
    const { wallet } = await flows.newWallet();
    const { credential, authenticator } = await registerPasskey(wallet);
    const issued = await challenge(credential, newClientKey().compressed);
    const assertion = authenticator.assert(issued.challenge, {
      challengeBytes: Buffer.from(issued.challenge, 'hex'),
    });
    expect((await verify(credential, assertion, issued.requestId)).status).toBe(200);
  });

  it('hands a legacy uncompressed key a sealed session key that signs', async () => {
    const { wallet } = await flows.newWallet();
    const { credential, authenticator } = await registerPasskey(wallet);
    const client = newClientKey();
    const issued = await challenge(credential, client.uncompressed);
    const verified = await verify(credential, authenticator.assert(issued.challenge), issued.requestId);
    expect(verified.status, verified.text).toBe(200);
    const sessionKey = await openSessionKey(verified.body.encryptedSessionSigningKey as string, client);
    const patched = await flows.signed(
      'PATCH',
      `/internal-accounts/${wallet.id}`,
      { privateEnabled: false },
      sessionKey,
    );
    expect(patched.status, patched.text).toBe(200);
  });

  it('turns away every forged or replayed assertion with 401 and a reason', async () => {
    const { wallet } = await flows.newWallet();
    const { credential, authenticator } = await registerPasskey(wallet);
    const client = newClientKey();
    const refused = async (make: (challenge: string) => unknown, pattern: RegExp) => {
      const issued = await challenge(credential, client.compressed);
      const res = await verify(credential, make(issued.challenge), issued.requestId);
      expect([res.status, res.body.code], res.text).toEqual([401, 'UNAUTHORIZED']);
      expect(reasonOf(res.body)).toMatch(pattern);
    };
    await refused((c) => authenticator.assert(`${c}00`), /challenge/i);
    await refused((c) => authenticator.assert(c, { origin: 'https://evil.example.com' }), /origin/i);
    await refused((c) => authenticator.assert(c, { rpId: 'evil.com' }), /rp ?id/i);
    await refused((c) => authenticator.assert(c, { flags: 0 }), /present/i);
    await refused((c) => authenticator.assert(c, { type: 'webauthn.create' }), /type/i);
    await refused(
      (c) => ({ ...authenticator.assert(c), signature: authenticator.assert(`${c}x`).signature }),
      /signature/i,
    );
    await refused(
      (c) => ({ ...new SoftAuthenticator().assert(c), credentialId: authenticator.id }),
      /signature/i,
    );
    await refused((c) => new SoftAuthenticator().assert(c), /credential/i);

    // A counter that does not move on is a cloned authenticator.
    const good = await passkeyLogin(credential, authenticator);
    expect(good.session.id).toMatch(/^Session:/);
    await refused((c) => authenticator.assert(c, { counter: 1 }), /counter/i);
  });

  it('uses each challenge once and only for its own credential', async () => {
    const { wallet } = await flows.newWallet();
    const { credential, authenticator } = await registerPasskey(wallet);
    const issued = await challenge(credential, newClientKey().compressed);
    const missing = await verify(credential, authenticator.assert(issued.challenge));
    expect([missing.status, missing.body.code]).toEqual([401, 'REQUEST_ID_MISSING']);

    expect((await verify(credential, authenticator.assert(issued.challenge), issued.requestId)).status).toBe(
      200,
    );
    const replay = await verify(credential, authenticator.assert(issued.challenge), issued.requestId);
    expect([replay.status, replay.body.code]).toEqual([401, 'UNAUTHORIZED']);
    expect(reasonOf(replay.body)).toMatch(/already used/);

    // A second passkey of the wallet cannot answer the first one's challenge.
    const { wallet: other } = await flows.newWallet();
    const { credential: stranger, authenticator: strangerKey } = await registerPasskey(other);
    const theirs = await challenge(stranger, newClientKey().compressed);
    const crossed = await verify(credential, authenticator.assert(theirs.challenge), theirs.requestId);
    expect([crossed.status, crossed.body.code]).toEqual([401, 'UNAUTHORIZED']);
    expect((await verify(stranger, strangerKey.assert(theirs.challenge), theirs.requestId)).status).toBe(200);
  });

  it('accepts the sandbox legacy signature for the registered credential only', async () => {
    const { wallet } = await flows.newWallet();
    const { credential, authenticator } = await registerPasskey(wallet);
    const legacy = (credentialId: string) => ({
      credentialId,
      clientDataJson: 'e30',
      authenticatorData: 'AA',
      signature: 'sandbox-valid-passkey-signature',
    });
    const issued = await challenge(credential, newClientKey().compressed);
    const wrong = await verify(credential, legacy(new SoftAuthenticator().id), issued.requestId);
    expect([wrong.status, wrong.body.code]).toEqual([401, 'UNAUTHORIZED']);
    const ok = await verify(credential, legacy(authenticator.id), issued.requestId);
    expect(ok.status, ok.text).toBe(200);
  });

  it('refuses a passkey verify body without an assertion, and a session key of another wallet', async () => {
    const { wallet } = await flows.newWallet();
    const { credential, authenticator } = await registerPasskey(wallet);
    const issued = await challenge(credential, newClientKey().compressed);
    const bare = await platform.request('POST', `/auth/credentials/${credential.id}/verify`, {
      body: { type: 'PASSKEY' },
      headers: { 'Request-Id': issued.requestId },
    });
    expect([bare.status, bare.body.code]).toEqual([400, 'INVALID_INPUT']);

    const { wallet: other } = await flows.newWallet();
    const { credential: otherCredential, authenticator: otherKey } = await registerPasskey(other);
    const foreign = await passkeyLogin(otherCredential, otherKey);
    const first = await platform.request<{ payloadToSign: string; requestId: string }>(
      'PATCH',
      `/internal-accounts/${wallet.id}`,
      { body: { privateEnabled: true } },
    );
    const retry = await platform.request('PATCH', `/internal-accounts/${wallet.id}`, {
      body: { privateEnabled: true },
      headers: {
        'Service-Wallet-Signature': stamp(foreign.key, first.body.payloadToSign),
        'Request-Id': first.body.requestId,
      },
    });
    expect([retry.status, retry.body.code]).toEqual([401, 'WALLET_SIGNATURE_INVALID']);
    expect(authenticator.id).not.toBe(otherKey.id);
  });
});
