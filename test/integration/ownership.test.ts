import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVENESS_JOB } from '../../src/modules/external-accounts/ownership.js';
import { individual } from '../helpers/fixtures.js';
import { type PlatformClient, startTestService, type TestService } from '../helpers/service.js';
import { waitFor } from '../helpers/wait.js';
import { evmWallet, solanaWallet } from '../helpers/wallets.js';

interface Account {
  id: string;
  status: string;
}
interface Challenge {
  method: string;
  messageToSign?: string;
  verificationLink?: string;
  token?: string;
  expiresAt: string;
}

let service: TestService;
let platform: PlatformClient;
let euCustomer: string;

beforeAll(async () => {
  // Liveness "completes" after 30 s times the scale: 30 ms here.
  service = await startTestService({ env: { SANDBOX_DELAY_SCALE: '0.001' } });
  platform = await service.newPlatform('Ownership platform');
  euCustomer = (
    await platform.request<{ id: string }>('POST', '/customers', { body: individual({ region: 'DE' }) })
  ).body.id;
});
afterAll(() => service.close());

async function walletAccount(
  address: string,
  accountType = 'ETHEREUM_WALLET',
  ownershipType = 'FIRST_PARTY',
) {
  // Third-party wallets of EU customers name their beneficiary (Travel Rule).
  const beneficiary =
    ownershipType === 'THIRD_PARTY'
      ? { beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Alan Turing', countryOfResidence: 'GB' } }
      : {};
  const response = await platform.request<Account>('POST', '/customers/external-accounts', {
    body: {
      customerId: euCustomer,
      currency: 'USDC',
      ownershipType,
      accountInfo: { accountType, address, ...beneficiary },
    },
  });
  expect(response.status, response.text).toBe(201);
  return response.body;
}
const path = (id: string, action: string) => `/customers/external-accounts/${id}/${action}`;
const challenge = (id: string, method: string) =>
  platform.request<Challenge>('POST', path(id, 'challenge'), { body: { method } });
const verify = (id: string, signature: string) =>
  platform.request<Account & { message?: string }>('POST', path(id, 'verify'), { body: { signature } });
const statusOf = async (id: string) =>
  (await platform.request<Account>('GET', `/customers/external-accounts/${id}`)).body.status;
const statusEvents = async (id: string) =>
  (await service.ctx.db.selectFrom('events').select('type').where('resource_id', '=', id).execute()).filter(
    (e) => e.type === 'EXTERNAL_ACCOUNT.STATUS_UPDATED',
  ).length;

describe('wallet ownership (spec 3.1)', () => {
  it('a FIRST_PARTY self-custody wallet of an EU customer starts PENDING_OWNERSHIP_VERIFICATION; a valid EIP-191 signature makes it ACTIVE', async () => {
    const wallet = evmWallet();
    const account = await walletAccount(wallet.address);
    expect(account.status).toBe('PENDING_OWNERSHIP_VERIFICATION');

    const issued = await challenge(account.id, 'WALLET_SIGNATURE');
    expect(issued.status).toBe(201);
    expect(issued.body.method).toBe('WALLET_SIGNATURE');
    expect(issued.body.messageToSign).toContain(wallet.address);
    expect(Date.parse(issued.body.expiresAt)).toBeGreaterThan(Date.now());

    const verified = await verify(account.id, wallet.sign(issued.body.messageToSign as string));
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ id: account.id, status: 'ACTIVE' });
    expect(await statusEvents(account.id)).toBe(1);
    // Nothing outstanding any more.
    expect((await verify(account.id, wallet.sign('x'))).status).toBe(409);
  });

  it('an invalid signature moves the account to UNVERIFIED with 400; a new challenge brings it back', async () => {
    const wallet = evmWallet();
    const account = await walletAccount(wallet.address);
    const first = await challenge(account.id, 'WALLET_SIGNATURE');
    const other = evmWallet();
    const bad = await verify(account.id, other.sign(first.body.messageToSign as string));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
    expect(await statusOf(account.id)).toBe('UNVERIFIED');

    const second = await challenge(account.id, 'WALLET_SIGNATURE');
    expect(await statusOf(account.id)).toBe('PENDING_OWNERSHIP_VERIFICATION');
    // The signature of the abandoned message no longer counts.
    expect((await verify(account.id, wallet.sign(first.body.messageToSign as string))).status).toBe(400);
    const third = await challenge(account.id, 'WALLET_SIGNATURE');
    expect(second.body.messageToSign).not.toBe(third.body.messageToSign);
    expect((await verify(account.id, wallet.sign(third.body.messageToSign as string))).status).toBe(200);
  });

  it('an expired challenge fails like an invalid signature', async () => {
    const wallet = evmWallet();
    const account = await walletAccount(wallet.address);
    const issued = await challenge(account.id, 'WALLET_SIGNATURE');
    const uuid = account.id.split(':')[1] as string;
    await service.ctx.db
      .updateTable('external_accounts')
      .set({
        ownership_challenge: JSON.stringify({
          method: 'WALLET_SIGNATURE',
          messageToSign: issued.body.messageToSign,
          expiresAt: new Date(Date.now() - 1000).toISOString(),
        }),
      })
      .where('id', '=', uuid)
      .execute();
    const late = await verify(account.id, wallet.sign(issued.body.messageToSign as string));
    expect(late.status).toBe(400);
    expect(late.body.message).toMatch(/expired/);
    expect(await statusOf(account.id)).toBe('UNVERIFIED');
  });

  it('verifies Solana wallets with base58 Ed25519 signatures', async () => {
    const wallet = solanaWallet();
    const account = await walletAccount(wallet.address, 'SOLANA_WALLET');
    const issued = await challenge(account.id, 'WALLET_SIGNATURE');
    const verified = await verify(account.id, wallet.sign(issued.body.messageToSign as string));
    expect(verified.body.status).toBe('ACTIVE');
  });

  it('LIVENESS completes asynchronously to ACTIVE with EXTERNAL_ACCOUNT.STATUS_UPDATED; verify is not for it', async () => {
    const account = await walletAccount(evmWallet().address);
    const issued = await challenge(account.id, 'LIVENESS');
    expect(issued.status).toBe(201);
    expect(issued.body).toMatchObject({ method: 'LIVENESS', token: expect.any(String) });
    expect((await fetch(issued.body.verificationLink as string)).status).toBe(200);
    expect((await verify(account.id, '0x00')).status).toBe(409);
    await waitFor('the liveness check to complete', async () => (await statusOf(account.id)) === 'ACTIVE');
    expect(await statusEvents(account.id)).toBe(1);
    expect((await fetch(issued.body.verificationLink as string)).status).toBe(410);
  });

  it('a new challenge abandons an in-flight liveness check', async () => {
    const wallet = evmWallet();
    const account = await walletAccount(wallet.address);
    const uuid = account.id.split(':')[1] as string;
    // The liveness outcome is due 30 ms after its challenge: with the worker paused it cannot
    // come before the second challenge, however long that takes to arrive.
    await service.worker.stop();
    try {
      await challenge(account.id, 'LIVENESS');
      const switched = await challenge(account.id, 'WALLET_SIGNATURE');
      expect(switched.status, switched.text).toBe(201);
      // The abandoned check's outcome runs once due, and must find the new challenge.
      await waitFor('the liveness outcome to run', async () => {
        await service.worker.drain();
        const job = await service.ctx.db
          .selectFrom('jobs')
          .select('state')
          .where('kind', '=', LIVENESS_JOB)
          .where(sql<string>`payload->>'accountId'`, '=', uuid)
          .executeTakeFirst();
        return job?.state === 'DONE';
      });
      expect(await statusOf(account.id)).toBe('PENDING_OWNERSHIP_VERIFICATION');
      expect((await verify(account.id, wallet.sign(switched.body.messageToSign as string))).status).toBe(200);
    } finally {
      service.worker.start();
    }
  });

  it('leaves wallets ACTIVE when the platform turns the Travel Rule off', async () => {
    const patched = await platform.request<{ travelRuleEnabled: boolean }>('PATCH', '/config', {
      body: { travelRuleEnabled: false },
    });
    expect(patched.body.travelRuleEnabled).toBe(false);
    try {
      const account = await walletAccount(evmWallet().address);
      expect(account.status).toBe('ACTIVE');
      expect((await challenge(account.id, 'WALLET_SIGNATURE')).status).toBe(409);
    } finally {
      await platform.request('PATCH', '/config', { body: { travelRuleEnabled: true } });
    }
  });

  it('answers 409 for accounts the challenge does not apply to, and 404 for others', async () => {
    const third = await walletAccount(evmWallet().address, 'ETHEREUM_WALLET', 'THIRD_PARTY');
    expect(third.status).toBe('ACTIVE');
    expect((await challenge(third.id, 'WALLET_SIGNATURE')).status).toBe(409);
    const other = await service.newPlatform('Other');
    expect(
      (await other.request('POST', path(third.id, 'challenge'), { body: { method: 'LIVENESS' } })).status,
    ).toBe(404);
    const bad = await challenge(third.id, 'SELFIE');
    expect(bad.status).toBe(400);
  });
});
