import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyRing } from '../../../src/modules/keys/index.js';
import { waitFor } from '../../helpers/wait.js';
import { type PlatformClient, startTestService, type TestService } from '../../helpers/service.js';
import { type ClientKey, clientKeyFromScalar, stamp } from '../../../packages/client/src/index.js';
import { type Challenge, walletFlows, type WalletFlows } from '../../helpers/wallet-flows.js';

/**
 * Delegated signing keys (spec 3.5, 4.7): three legs of one signed request, PENDING then
 * ACTIVE, at most one ACTIVE per card funding source, revocation, and a private key that the
 * service keeps sealed and never returns.
 */
let service: TestService;
let platform: PlatformClient;
let flows: WalletFlows;

beforeAll(async () => {
  service = await startTestService({ env: { SANDBOX_DELAY_SCALE: '0.01' } });
  platform = await service.newPlatform('Delegated keys platform');
  flows = walletFlows(platform);
});
afterAll(() => service.close());

interface DelegatedKey {
  id: string;
  cardId: string;
  fundingSourceId: string;
  accountId: string;
  publicKey: string;
  nickname: string;
  status: string;
  code?: string;
}

/** A card of the wallet's customer funded by the wallet (the cards module checks the pair). */
async function cardOf(customerId: string, wallet: { id: string }): Promise<string> {
  const card = await platform.request<{ id: string }>('POST', '/cards', {
    body: { cardholderId: customerId, form: 'VIRTUAL', fundingSources: [wallet.id] },
  });
  expect(card.status, card.text).toBe(201);
  return card.body.id;
}

async function loggedInWallet() {
  const { customerId, wallet } = await flows.newWallet();
  const { key } = await flows.login(wallet);
  const newCard = () => cardOf(customerId, wallet);
  return { wallet, key, newCard, customerId };
}

function call(body: object, signed?: { challenge: Challenge; key: ClientKey }) {
  return platform.request<DelegatedKey & Challenge>('POST', '/auth/delegated-keys', {
    body,
    ...(signed
      ? {
          headers: {
            'Service-Wallet-Signature': stamp(signed.key, signed.challenge.payloadToSign),
            'Request-Id': signed.challenge.requestId,
          },
        }
      : {}),
  });
}

/** Legs 1 and 2: the key is PENDING and the second payload comes back. */
async function pending(body: object, key: ClientKey): Promise<Challenge> {
  const first = await call(body);
  expect(first.status, first.text).toBe(202);
  const second = await call(body, { challenge: first.body, key });
  expect(second.status, second.text).toBe(202);
  expect(second.body.requestId).not.toBe(first.body.requestId);
  return second.body;
}

async function create(body: object, key: ClientKey): Promise<DelegatedKey> {
  const second = await pending(body, key);
  const third = await call(body, { challenge: second, key });
  expect(third.status, third.text).toBe(201);
  return third.body;
}

const list = async (query: string) =>
  (await platform.request<{ data: DelegatedKey[] }>('GET', `/auth/delegated-keys?${query}`)).body.data;

describe('delegated keys', () => {
  it('walks the three legs to an ACTIVE key the service keeps sealed', async () => {
    const { wallet, key, newCard } = await loggedInWallet();
    const body = { cardId: await newCard(), internalAccountId: wallet.id, nickname: 'Card signer' };
    const second = await pending(body, key);
    const [waiting] = await list(`accountId=${encodeURIComponent(wallet.id)}`);
    expect(waiting).toMatchObject({ status: 'PENDING', cardId: body.cardId, accountId: wallet.id });

    const third = await call(body, { challenge: second, key });
    expect(third.status, third.text).toBe(201);
    const active = third.body;
    expect(active).toMatchObject({
      id: waiting?.id,
      cardId: body.cardId,
      accountId: wallet.id,
      nickname: 'Card signer',
      status: 'ACTIVE',
      fundingSourceId: expect.stringMatching(/^CardFundingSource:/),
    });
    expect(active.publicKey).toMatch(/^0[23][0-9a-f]{64}$/);
    expect(JSON.stringify(active)).not.toMatch(/private/i);
    expect((await platform.request('GET', `/auth/delegated-keys/${active.id}`)).body).toEqual(active);
    expect(
      (await list(`fundingSourceId=${encodeURIComponent(active.fundingSourceId)}`)).map((k) => k.id),
    ).toEqual([active.id]);

    // The private key is stored sealed, and it is the key of publicKey.
    const row = await service.ctx.db
      .selectFrom('wallet_delegated_keys')
      .select(['id', 'sealed_private_key'])
      .where('public_key', '=', active.publicKey)
      .executeTakeFirstOrThrow();
    const scalar = (await keyRing(service.ctx)).open(row.sealed_private_key, `delegated-key:${row.id}`);
    expect(clientKeyFromScalar(scalar).compressed).toBe(active.publicKey);
  });

  it('keeps one ACTIVE key per card funding source; a PENDING one blocks nothing', async () => {
    const { wallet, key, newCard } = await loggedInWallet();
    const body = { cardId: await newCard(), internalAccountId: wallet.id, nickname: 'Signer' };
    // Two abandoned or racing second legs: both PENDING.
    const a = await pending(body, key);
    const b = await pending(body, key);
    expect((await call(body, { challenge: a, key })).status).toBe(201);
    const late = await call(body, { challenge: b, key });
    expect([late.status, late.body.code]).toEqual([409, 'CONFLICT']);
    // A new creation is refused at once while the ACTIVE key stands.
    const again = await call(body);
    expect([again.status, again.body.code]).toEqual([409, 'CONFLICT']);
    // Another card funded by the same wallet is another funding source.
    expect((await create({ ...body, cardId: await newCard() }, key)).status).toBe('ACTIVE');
  });

  it('revokes an ACTIVE key (again: 204), never a PENDING one, and then allows a new key', async () => {
    const { wallet, key, newCard } = await loggedInWallet();
    const body = { cardId: await newCard(), internalAccountId: wallet.id, nickname: 'Signer' };
    await pending(body, key);
    const [waiting] = await list(`accountId=${encodeURIComponent(wallet.id)}`);
    const refused = await platform.request('DELETE', `/auth/delegated-keys/${waiting?.id}`);
    expect([refused.status, refused.body.code]).toEqual([409, 'INVALID_STATE_TRANSITION']);

    const active = await create(body, key);
    expect((await platform.request('DELETE', `/auth/delegated-keys/${active.id}`)).status).toBe(204);
    expect((await platform.request('DELETE', `/auth/delegated-keys/${active.id}`)).status).toBe(204);
    expect(
      (await platform.request<DelegatedKey>('GET', `/auth/delegated-keys/${active.id}`)).body.status,
    ).toBe('REVOKED');
    const replacement = await create(body, key);
    expect(replacement.fundingSourceId).toBe(active.fundingSourceId);
    const statuses = (await list(`fundingSourceId=${encodeURIComponent(active.fundingSourceId)}`)).map(
      (k) => k.status,
    );
    expect(statuses.sort()).toEqual(['ACTIVE', 'PENDING', 'REVOKED']);
  });

  it('binds the body on every leg and checks its input', async () => {
    const { wallet, key, newCard } = await loggedInWallet();
    const body = { cardId: await newCard(), internalAccountId: wallet.id, nickname: 'Signer' };
    const second = await pending(body, key);
    const changed = await call({ ...body, nickname: 'Other' }, { challenge: second, key });
    expect([changed.status, changed.body.code]).toEqual([401, 'WALLET_SIGNATURE_BODY_MISMATCH']);
    const { key: stranger } = await loggedInWallet();
    const foreign = await call(body, { challenge: second, key: stranger });
    expect([foreign.status, foreign.body.code]).toEqual([401, 'WALLET_SIGNATURE_INVALID']);

    const badCard = await call({ ...body, cardId: 'not-a-card' });
    expect([badCard.status, badCard.body.code]).toEqual([400, 'INVALID_INPUT']);
    const noCard = await call({ ...body, cardId: `Card:${randomUUID()}` });
    expect([noCard.status, noCard.body.code]).toEqual([404, 'NOT_FOUND']);
    // A card the wallet does not fund, and a CLOSED card.
    const { customerId: otherCustomer, wallet: otherWallet } = await flows.newWallet();
    const unfunded = await call({ ...body, cardId: await cardOf(otherCustomer, otherWallet) });
    expect([unfunded.status, unfunded.body.code]).toEqual([400, 'INVALID_INPUT']);
    const closing = await newCard();
    await waitFor('the card to be provisioned', async () => {
      const card = await platform.request<{ state: string }>('GET', `/cards/${closing}`);
      return card.body.state === 'ACTIVE';
    });
    expect((await platform.request('PATCH', `/cards/${closing}`, { body: { state: 'CLOSED' } })).status).toBe(
      200,
    );
    const closed = await call({ ...body, cardId: closing });
    expect([closed.status, closed.body.code]).toEqual([409, 'CARD_NOT_MUTABLE']);
    const noFilter = await platform.request('GET', '/auth/delegated-keys');
    expect([noFilter.status, noFilter.body.code]).toEqual([400, 'INVALID_INPUT']);
    expect(await list('accountId=nonsense')).toEqual([]);

    const other = await service.newPlatform('Another platform');
    const theirs = await other.request(
      'GET',
      `/auth/delegated-keys?accountId=${encodeURIComponent(wallet.id)}`,
    );
    expect(theirs.body.data).toEqual([]);
    const [mine] = await list(`accountId=${encodeURIComponent(wallet.id)}`);
    expect((await other.request('GET', `/auth/delegated-keys/${mine?.id}`)).status).toBe(404);
    expect((await other.request('DELETE', `/auth/delegated-keys/${mine?.id}`)).status).toBe(404);
  });
});
