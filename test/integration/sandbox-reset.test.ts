import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/ledger/ledger.js';
import { composeModules } from '../../src/modules/index.js';
import { digestChanges, digester, platformScope, type StateDigest } from '../helpers/db-digest.js';
import { cardWorld } from '../helpers/card-transactions.js';
import { customerWithAccounts, fund, movableClock } from '../helpers/payments.js';
import { buildTwoPlatforms, type TwoPlatformWorld } from '../helpers/platform-world.js';
import { startTestService, type TestService } from '../helpers/service.js';
import { walletFlows } from '../helpers/wallet-flows.js';
import { startReceiver } from '../helpers/webhook-receiver.js';
import { newClientKey, stamp } from '../../packages/client/src/index.js';

/** What a reset keeps of the platform (src/modules/sandbox-reset/catalogue.ts). */
const KEPT = [
  'platforms',
  'api_tokens',
  'platform_configs',
  'webhook_signing_keys',
  'wallet_enclave_keys',
  'test_clocks',
];
/** Tables of the instance, no platform's (their digest is of every row). */
const INSTANCE = ['key_encryption_keys', 'kysely_migration', 'kysely_migration_lock'];
const camelCase = (table: string) => table.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

let service: TestService;
let world: TwoPlatformWorld;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

/**
 * Platform A gets what the world lacks: a card transaction with its pull and issuer events, a
 * card reveal, a settled wallet export (its operation and sealed phrase), a delivered webhook.
 */
async function moreOf(client: TwoPlatformWorld['a']['client'], clock: { advance(ms: number): void }) {
  const cards = cardWorld(service, client, clock);
  const holder = await cards.cardholder(50_000_000);
  await cards.authorized(holder.cardId, 1_000_000);
  const reveal = await client.request('POST', `/cards/${holder.cardId}/reveal`);
  expect(reveal.status, reveal.text).toBe(200);
  const flows = walletFlows(client);
  const { wallet } = await flows.newWallet();
  const { key } = await flows.login(wallet);
  const exportKey = newClientKey();
  const body = { clientPublicKey: exportKey.uncompressed };
  const first = await client.request<{ payloadToSign: string; requestId: string }>(
    'POST',
    `/internal-accounts/${wallet.id}/export`,
    { body },
  );
  expect(first.status, first.text).toBe(202);
  const signed = () =>
    client.request('POST', `/internal-accounts/${wallet.id}/export`, {
      body,
      headers: {
        'Service-Wallet-Signature': stamp(key, first.body.payloadToSign),
        'Request-Id': first.body.requestId,
      },
    });
  const processing = await signed();
  expect(processing.status, processing.text).toBeLessThan(300);
  await cards.settle(5_000);
  const exported = await signed(); // the settled export opens the phrase, made now
  expect(exported.status, exported.text).toBe(200);
  const patched = await client.request('PATCH', '/config', { body: { webhookEndpoint: receiver.url } });
  expect(patched.status, patched.text).toBe(200);
  await cards.authorized(holder.cardId, 1_000_000);
  await service.deliverer.drain();
  expect(receiver.received.length).toBeGreaterThan(0);
}

beforeAll(async () => {
  // Queued sandbox outcomes wait for the clock: B's rows change only if the reset changes them.
  const clock = movableClock();
  service = await startTestService({ runJobs: false, clock });
  receiver = await startReceiver();
  world = await buildTwoPlatforms(service);
  await moreOf(world.a.client, clock);
}, 240_000);
afterAll(async () => {
  await service.close();
  await receiver.close();
});

describe('POST /sandbox/reset', () => {
  it("removes every resource of the platform, keeps its credentials and configuration, and leaves others' rows and the ledger as they were", async () => {
    const { a, b } = world;
    const digestA = digester(service.ctx.db, platformScope([a.client.platformId]));
    const digestB = digester(service.ctx.db, platformScope([b.client.platformId]));
    // The clock advanced once, so the platform has a test clock to keep.
    expect((await a.client.request('POST', '/sandbox/clock/advance', { body: { seconds: 1 } })).status).toBe(
      200,
    );
    const configBefore = await a.client.request('GET', '/config');
    const aBefore = await digestA();
    const bBefore = await digestB();

    const reset = await a.client.request<{ removed: Record<string, number>; total: number }>(
      'POST',
      '/sandbox/reset',
    );
    expect(reset.status).toBe(200);

    const aAfter = await digestA();
    const rowsOf = (digest: StateDigest, table: string) => digest.get(table)?.rows ?? 0;
    // Every kind the platform had is gone, and the answer counts exactly what was there.
    const deleted = [...aBefore.keys()].filter((t) => !KEPT.includes(t) && !INSTANCE.includes(t));
    const had = deleted.filter((t) => rowsOf(aBefore, t) > 0);
    // Every kind is present before the reset.
    expect(deleted.filter((t) => rowsOf(aBefore, t) === 0)).toEqual([]);
    for (const table of deleted) {
      expect([table, rowsOf(aAfter, table)]).toEqual([table, 0]);
      if (rowsOf(aBefore, table) > 0)
        expect([table, reset.body.removed[camelCase(table)]]).toEqual([table, rowsOf(aBefore, table)]);
    }
    expect(reset.body.total).toBe(had.reduce((sum, t) => sum + rowsOf(aBefore, t), 0));
    for (const kind of ['customers', 'cards', 'transactions', 'walletCredentials', 'agents', 'stablecoins'])
      expect(reset.body.removed[kind]).toBeGreaterThan(0);
    // What makes it the platform is unchanged, row for row.
    expect(
      digestChanges(aBefore, aAfter).filter((change) => KEPT.some((t) => change.startsWith(`${t} `))),
    ).toEqual([]);
    for (const table of KEPT) expect([table, rowsOf(aAfter, table) > 0]).toEqual([table, true]);
    // The other platform is untouched, and the ledger balances.
    expect(digestChanges(bBefore, await digestB())).toEqual([]);
    const ledger = await checkLedger(service.ctx.db, undefined, composeModules().ledgerChecks);
    expect(ledger.ok).toBe(true);
    expect(ledger.transactions).toBeGreaterThan(0); // B's entries remain

    // The platform goes on with the same credentials and configuration.
    expect((await a.client.request('GET', '/config')).text).toBe(configBefore.text);
    const customers = await a.client.request('GET', '/customers');
    expect([customers.status, customers.body.totalCount]).toEqual([200, 0]);
    const again = await a.client.request<{ removed: Record<string, number>; total: number }>(
      'POST',
      '/sandbox/reset',
    );
    expect([again.status, again.body.total]).toEqual([200, 0]);
    const bCustomers = await b.client.request('GET', '/customers');
    expect(bCustomers.body.totalCount).toBeGreaterThan(0);
  });

  it("stops, changing nothing, at a row that ties the platform's data to another platform's", async () => {
    const [c, d] = [await service.newPlatform('C'), await service.newPlatform('D')];
    const [ofC, ofD] = [await customerWithAccounts(c), await customerWithAccounts(d)];
    await fund(c, ofC.accounts.USD as string, 1_000);
    await fund(d, ofD.accounts.USD as string, 1_000);
    const db = service.ctx.db;
    const digestC = digester(db, platformScope([c.platformId]));
    // A pair of postings that balance, on D's entry: one on C's account, one on D's.
    const { rows } = await sql<{ transaction: string; ours: string; theirs: string }>`
      select (select id from ledger_transactions where platform_id = ${d.platformId} limit 1) as transaction,
             (select id from ledger_accounts where platform_id = ${c.platformId} and currency = 'USD' limit 1) as ours,
             (select id from ledger_accounts where platform_id = ${d.platformId} and currency = 'USD' limit 1) as theirs`.execute(
      db,
    );
    const tie = rows[0] as { transaction: string; ours: string; theirs: string };
    const ids = [randomUUID(), randomUUID()];
    await sql`insert into ledger_postings (id, platform_id, ledger_transaction_id, ledger_account_id, bucket, currency, amount, created_at)
              values (${ids[0]}, ${d.platformId}, ${tie.transaction}, ${tie.ours}, 'AVAILABLE', 'USD', 1, now()),
                     (${ids[1]}, ${d.platformId}, ${tie.transaction}, ${tie.theirs}, 'AVAILABLE', 'USD', -1, now())`.execute(
      db,
    );
    try {
      const before = await digestC();
      const refused = await c.request('POST', '/sandbox/reset');
      expect([refused.status, refused.body.code]).toEqual([500, 'INTERNAL_ERROR']);
      // One transaction: nothing of C was deleted before the tie was found.
      expect(digestChanges(before, await digestC())).toEqual([]);
    } finally {
      await sql`delete from ledger_postings where id in (${ids[0]}, ${ids[1]})`.execute(db);
    }
    const reset = await c.request('POST', '/sandbox/reset');
    expect(reset.status).toBe(200);
    expect((await d.request('GET', '/customers')).body.totalCount).toBe(1);
  });

  it('needs MANAGE', async () => {
    const platform = await service.newPlatform('Viewer');
    const token = await platform.request<{ clientId: string; clientSecret: string }>('POST', '/tokens', {
      body: { name: 'viewer', permissions: ['VIEW'] },
    });
    const response = await fetch(`${service.baseUrl}/sandbox/reset`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${token.body.clientId}:${token.body.clientSecret}`).toString('base64')}`,
      },
    });
    expect([response.status, ((await response.json()) as { code: string }).code]).toEqual([403, 'FORBIDDEN']);
  });
});

describe('POST /sandbox/reset in production', () => {
  it('is 404: the route does not exist', async () => {
    const production = await startTestService({ env: { SERVICE_ENV: 'production' } });
    try {
      const platform = await production.newPlatform();
      const response = await platform.request('POST', '/sandbox/reset');
      expect([response.status, response.body.code]).toEqual([404, 'NOT_FOUND']);
    } finally {
      await production.close();
    }
  });
});
