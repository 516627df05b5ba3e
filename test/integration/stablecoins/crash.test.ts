import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../../src/ledger/ledger.js';
import { toJson } from '../../../src/json.js';
import { composeModules } from '../../../src/modules/index.js';
import { followingClient, ownDatabase, runCli, serve, type ServeProcess } from '../../helpers/cli.js';
import { crashBeforeAnswer } from '../../helpers/crash.js';
import { afterDelay, balanceOf, customerWithAccounts, fund, movableClock } from '../../helpers/payments.js';
import { type PlatformClient, startTestService, type TestService } from '../../helpers/service.js';
import {
  enabledCoinNow,
  key,
  linkAccount,
  type OperationView,
  post,
  registerCoin,
  type StablecoinView,
} from '../../helpers/stablecoins.js';
import { waitFor } from '../../helpers/wait.js';

/**
 * A mint in flight survives a crash. (1) The server dies after the mint committed but before
 * its answer was stored: the retry with the same Idempotency-Key answers with that mint and
 * holds the dollars once. (2) The real server is SIGKILLed while the mint waits for the
 * provider: started again, it completes the mint exactly once, and the ledger (with the
 * stablecoin's supply) is consistent.
 */

describe('a retry after a crash between the mint commit and its answer', () => {
  const clock = movableClock();
  let service: TestService;
  let platform: PlatformClient;
  beforeAll(async () => {
    service = await startTestService({ clock, runJobs: false });
    platform = await service.newPlatform('Stablecoin crash retry');
  });
  afterAll(() => service.close());

  it('answers with the same mint, holds once, and the mint completes once', async () => {
    const { coin } = await enabledCoinNow(service, platform);
    const customer = await customerWithAccounts(platform);
    const usd = customer.accounts.USD as string;
    const usdb = customer.accounts.USDB as string;
    await fund(platform, usd, 10_000);
    const headers = key();
    const body = {
      amount: '40000000',
      fundingSource: { type: 'SERVICE_INTERNAL_ACCOUNT', accountId: usd },
      destination: { accountId: usdb },
    };
    const first = await post<OperationView>(platform, `/stablecoins/${coin.id}/mints`, body, headers);
    expect(first.status, first.text).toBe(201);
    await crashBeforeAnswer(service, headers['idempotency-key'] as string);

    const retry = await post<OperationView>(platform, `/stablecoins/${coin.id}/mints`, body, headers);
    expect(retry.status, retry.text).toBe(201);
    expect(retry.body.id).toBe(first.body.id);
    expect(await balanceOf(platform, customer.customerId, usd)).toEqual({ available: 6_000, total: 6_000 });
    const ops = await platform.request<{ totalCount: number }>('GET', `/stablecoins/${coin.id}/operations`);
    expect(ops.body.totalCount).toBe(1);

    for (let i = 0; i < 3; i++) await afterDelay(service, clock, 5_000);
    expect(
      (await platform.request<OperationView>('GET', `/stablecoin-operations/${first.body.id}`)).body.status,
    ).toBe('COMPLETED');
    expect(await balanceOf(platform, customer.customerId, usdb)).toEqual({
      available: 40_000_000,
      total: 40_000_000,
    });
    const check = await checkLedger(service.ctx.db, platform.platformId, composeModules().ledgerChecks);
    expect(check.ok, toJson(check)).toBe(true);
  });
});

describe('a server killed while a mint waits for the provider', () => {
  // The provider's steps take 5 s x 0.4 = 2 s: long enough to kill the server in between.
  const SCALE = 0.4;
  const own = ownDatabase({ SANDBOX_DELAY_SCALE: String(SCALE) });
  const database = own.open;
  let server: ServeProcess | undefined;
  afterAll(async () => {
    if (server?.child.exitCode === null) await server.stop('SIGKILL');
  });

  const clientOf = (credentials: { platformId: string; clientId: string; clientSecret: string }) =>
    followingClient(() => server, credentials);

  it('completes the mint once after the restart: tokens credited once, supply equal to the ledger', async () => {
    const created = await runCli(['platforms', 'create', '--name', 'Stablecoin restart'], own.env);
    expect(created.code, created.stderr).toBe(0);
    const platform = clientOf(
      JSON.parse(created.stdout) as { platformId: string; clientId: string; clientSecret: string },
    );
    server = await serve(own.env);

    await linkAccount(platform);
    const registered = await registerCoin(platform);
    await waitFor(
      'the stablecoin to be ENABLED',
      async () =>
        (await platform.request<StablecoinView>('GET', `/stablecoins/${registered.id}`)).body
          .serviceOperationsStatus === 'ENABLED',
      { timeoutMs: 30_000 },
    );
    const customer = await customerWithAccounts(platform);
    const usd = customer.accounts.USD as string;
    const usdb = customer.accounts.USDB as string;
    await fund(platform, usd, 50_000);
    const started = Date.now();
    const minted = await post<OperationView>(platform, `/stablecoins/${registered.id}/mints`, {
      amount: '123450000',
      fundingSource: { type: 'SERVICE_INTERNAL_ACCOUNT', accountId: usd },
      destination: { accountId: usdb },
    });
    expect(minted.status, minted.text).toBe(201);
    expect(await server.stop('SIGKILL')).toBeNull();
    expect(Date.now() - started, 'the server must die before the first step is due').toBeLessThan(
      5_000 * SCALE,
    );

    // What the dead server left: the mint CREATED with the dollars held, its step queued.
    const uuid = minted.body.id.slice('StablecoinOperation:'.length);
    let db = await database();
    try {
      const op = await db.db
        .selectFrom('stablecoin_operations')
        .select(['status', 'held'])
        .where('id', '=', uuid)
        .executeTakeFirstOrThrow();
      expect(op).toEqual({ status: 'CREATED', held: true });
      const jobs = await db.db
        .selectFrom('jobs')
        .select('state')
        .where('kind', '=', 'stablecoins.operation')
        .where(sql<string>`payload->>'operationId'`, '=', uuid)
        .execute();
      expect(jobs.map((j) => j.state)).toEqual(['QUEUED']);
    } finally {
      await db.close();
    }

    server = await serve(own.env);
    await waitFor(
      'the mint to complete',
      async () =>
        (await platform.request<OperationView>('GET', `/stablecoin-operations/${minted.body.id}`)).body
          .status === 'COMPLETED',
      { timeoutMs: 30_000 },
    );
    expect(await balanceOf(platform, customer.customerId, usd)).toEqual({ available: 37_655, total: 37_655 });
    expect(await balanceOf(platform, customer.customerId, usdb)).toEqual({
      available: 123_450_000,
      total: 123_450_000,
    });
    expect(
      (await platform.request<StablecoinView>('GET', `/stablecoins/${registered.id}`)).body.totalSupply,
    ).toBe('123450000');
    expect(await server.stop('SIGTERM')).toBe(0);
    server = undefined;

    db = await database();
    try {
      // One entry held the dollars, one minted: nothing more.
      const entries = await db.db
        .selectFrom('ledger_transactions')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('cause_id', '=', minted.body.id)
        .executeTakeFirstOrThrow();
      expect(entries.n).toBe(2);
      const check = await checkLedger(db.db, undefined, composeModules().ledgerChecks);
      expect(check.ok, toJson(check)).toBe(true);
    } finally {
      await db.close();
    }

    // The operator's command reaches the same stablecoin: the service switches it off.
    const disabled = await runCli(
      ['stablecoins', 'set-status', '--stablecoin-id', registered.id, '--status', 'DISABLED'],
      own.env,
    );
    expect(disabled.code, disabled.stderr).toBe(0);
    expect(JSON.parse(disabled.stdout)).toMatchObject({
      id: registered.id,
      serviceOperationsStatus: 'DISABLED',
    });
    const refused = await runCli(
      ['stablecoins', 'set-status', '--stablecoin-id', registered.id, '--status', 'ENABLED'],
      own.env,
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('INVALID_STATE_TRANSITION');
  }, 120_000);
});
