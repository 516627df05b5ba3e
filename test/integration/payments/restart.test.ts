import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../../src/ledger/ledger.js';
import { toJson } from '../../../src/json.js';
import { followingClient, ownDatabase, runCli, serve, type ServeProcess } from '../../helpers/cli.js';
import {
  balanceOf,
  customerWithAccounts,
  execute,
  fund,
  quote,
  usBankAccount,
} from '../../helpers/payments.js';
import type { PlatformClient } from '../../helpers/service.js';
import { waitFor } from '../../helpers/wait.js';
import { startReceiver } from '../../helpers/webhook-receiver.js';

/**
 * The real server as a child process, killed (SIGKILL: no shutdown, nothing flushed on the
 * way out) while two payments wait for their delayed sandbox outcome, then started again:
 * the outcome still happens, exactly once. Delays are scaled down so that 30 s is 3 s. The
 * same holds for a webhook waiting for its retry.
 */

const SCALE = 0.1;
const DELAY_MS = 30_000 * SCALE;
const SECOND = 1000;

const own = ownDatabase({ SANDBOX_DELAY_SCALE: String(SCALE) });
/** For direct reads while no server holds the database (an embedded one allows one service). */
const database = own.open;

let server: ServeProcess | undefined;
afterAll(async () => {
  if (server?.child.exitCode === null) await server.stop('SIGKILL');
});

/** A client of the platform that follows the server across restarts (its port changes). */
const client = (credentials: {
  platformId: string;
  clientId: string;
  clientSecret: string;
}): PlatformClient => followingClient(() => server, credentials);

interface Transaction {
  id: string;
  status: string;
  failureReason?: string;
  refund?: { status: string; reason?: string };
}

describe('a server killed while payments wait for their delayed outcome', () => {
  it('applies each outcome once after a restart: FAILED, refunded, balances restored, ledger green', async () => {
    const created = await runCli(['platforms', 'create', '--name', 'Restart test'], own.env);
    expect(created.code, created.stderr).toBe(0);
    const platform = client(
      JSON.parse(created.stdout) as { platformId: string; clientId: string; clientSecret: string },
    );

    server = await serve(own.env);
    const customer = await customerWithAccounts(platform);
    const usd = customer.accounts.USD as string;
    await fund(platform, usd, 50_000);
    const failingBank = await usBankAccount(platform, customer.customerId, '004');
    const pendingBank = await usBankAccount(platform, customer.customerId, '005');
    const payoutQuote = await quote(platform, {
      source: { sourceType: 'ACCOUNT', accountId: usd },
      destination: { destinationType: 'ACCOUNT', accountId: failingBank },
      lockedCurrencyAmount: 10_000,
    });
    expect(payoutQuote.status, payoutQuote.text).toBe(201);

    // 004 payout: PROCESSING, fails and is refunded after the delay.
    const started = Date.now();
    const executed = await execute(platform, payoutQuote.body.id as string);
    expect(executed.status, executed.text).toBe(200);
    expect(executed.body.status).toBe('PROCESSING');
    const payoutId = executed.body.transactionId as string;
    // 005 transfer-out: PENDING, fails and is refunded after the delay.
    const transfer = await platform.request('POST', '/transfer-out', {
      body: { source: { accountId: usd }, destination: { accountId: pendingBank }, amount: 7_000 },
    });
    expect(transfer.status, transfer.text).toBe(201);
    expect(transfer.body.status).toBe('PENDING');
    const transferId = transfer.body.id as string;
    expect(await balanceOf(platform, customer.customerId, usd)).toEqual({ available: 33_000, total: 33_000 });

    expect(await server.stop('SIGKILL')).toBeNull();
    const killedAfter = Date.now() - started;
    expect(killedAfter, 'the server must die before the outcome is due').toBeLessThan(DELAY_MS);

    // What the dead server left: both payments still waiting, their jobs queued.
    const ids = [payoutId, transferId].map((id) => id.slice('Transaction:'.length));
    let db = await database();
    try {
      const rows = await db.db
        .selectFrom('transactions')
        .select(['id', 'status', 'funds'])
        .where('id', 'in', ids)
        .orderBy('id')
        .execute();
      expect(rows.map((r) => [r.id, r.status, r.funds]).sort()).toEqual(
        [
          [ids[0], 'PROCESSING', 'IN_FLIGHT'],
          [ids[1], 'PENDING', 'IN_FLIGHT'],
        ].sort(),
      );
      const jobs = await db.db
        .selectFrom('jobs')
        .select(['state'])
        .where('kind', '=', 'payments.advance')
        .where(sql<string>`payload->>'transactionId'`, 'in', ids)
        .execute();
      expect(jobs.map((j) => j.state)).toEqual(['QUEUED', 'QUEUED']);
    } finally {
      await db.close();
    }

    // Started again, the server finds the due jobs and runs them.
    server = await serve(own.env);
    const finals = await waitFor('both payments to fail and be refunded', async () => {
      const both = await Promise.all(
        [payoutId, transferId].map(
          async (id) => (await platform.request<Transaction>('GET', `/transactions/${id}`)).body,
        ),
      );
      return both.every((t) => t.status === 'FAILED') ? both : undefined;
    });
    for (const t of finals) {
      expect(t).toMatchObject({
        status: 'FAILED',
        failureReason: 'COUNTERPARTY_POST_TX_FAILED',
        refund: { status: 'COMPLETED', reason: 'TRANSACTION_FAILED' },
      });
    }
    expect(await balanceOf(platform, customer.customerId, usd)).toEqual({ available: 50_000, total: 50_000 });
    // Give a duplicate (if there were one) time to show, then stop cleanly.
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS / 2));
    const restarted = server;
    expect(await server.stop('SIGTERM')).toBe(0);
    server = undefined;

    db = await database();
    try {
      const events = await db.db
        .selectFrom('events')
        .select(['resource_id', 'type'])
        .where('resource_id', 'in', [payoutId, transferId])
        .execute();
      const typesOf = (id: string) =>
        events
          .filter((e) => e.resource_id === id)
          .map((e) => e.type)
          .sort();
      expect(typesOf(payoutId)).toEqual([
        'OUTGOING_PAYMENT.FAILED',
        'OUTGOING_PAYMENT.PROCESSING',
        'OUTGOING_PAYMENT.REFUND_COMPLETED',
      ]);
      expect(typesOf(transferId)).toEqual([
        'OUTGOING_PAYMENT.FAILED',
        'OUTGOING_PAYMENT.PENDING',
        'OUTGOING_PAYMENT.REFUND_COMPLETED',
      ]);
      const jobs = await db.db
        .selectFrom('jobs')
        .select(['state', 'attempts', 'last_error'])
        .where('kind', '=', 'payments.advance')
        .where(sql<string>`payload->>'transactionId'`, 'in', ids)
        .execute();
      expect(jobs, `the restarted server said:\n${restarted.output()}`).toEqual([
        { state: 'DONE', attempts: 1, last_error: null },
        { state: 'DONE', attempts: 1, last_error: null },
      ]);
      // One ledger entry took the money, one gave it back: nothing more.
      const entries = await db.db
        .selectFrom('ledger_transactions')
        .select(['cause_id', sql<number>`count(*)::int`.as('n')])
        .where('cause_id', 'in', [payoutId, transferId])
        .groupBy('cause_id')
        .execute();
      expect(entries.map((e) => e.n)).toEqual([2, 2]);
      const ledger = await db.db
        .selectFrom('ledger_accounts')
        .select(['kind', 'code', 'currency', 'available', 'pending'])
        .where('platform_id', '=', platform.platformId)
        .execute();
      const internal = ledger.find((a) => a.kind === 'INTERNAL_ACCOUNT');
      expect(internal).toMatchObject({ available: 50_000n, pending: 0n });
      const inFlight = ledger.find((a) => a.code === 'IN_FLIGHT');
      expect(inFlight).toMatchObject({ available: 0n, pending: 0n });
      // Every balance recomputed from its postings, every entry balanced (the whole database).
      const check = await checkLedger(db.db);
      expect(check.ok, toJson(check)).toBe(true);
    } finally {
      await db.close();
    }
  }, 120_000);
});

describe('a server killed while a webhook waits for its retry', () => {
  it('delivers it after the restart, once, with the same id and a valid signature', async () => {
    const created = await runCli(['platforms', 'create', '--name', 'Webhook restart test'], own.env);
    expect(created.code, created.stderr).toBe(0);
    const platform = client(
      JSON.parse(created.stdout) as { platformId: string; clientId: string; clientSecret: string },
    );
    const receiver = await startReceiver((n) => ({ status: n === 0 ? 503 : 200 }));
    try {
      server = await serve(own.env);
      const patched = await platform.request('PATCH', '/config', { body: { webhookEndpoint: receiver.url } });
      expect(patched.status, patched.text).toBe(200);
      receiver.setPublicKey(patched.body.webhookSigningPublicKey as string);
      // The TEST event of the new endpoint fails once; the retry is due 3 s (30 s x 0.1) later.
      await waitFor('the first attempt', async () => (receiver.received.length >= 1 ? true : undefined));
      // Killed once the failed attempt is stored, so that the event waits for its retry (killed
      // before, it would wait for its delivery lease instead: another test's case).
      await waitFor('the failed attempt to be logged', async () => {
        const log = await platform.request<{ data: { deliveryStatus: string; attempts: number }[] }>(
          'GET',
          '/webhooks/events?type=TEST',
        );
        return log.body.data[0]?.attempts === 1 && log.body.data[0].deliveryStatus === 'PENDING';
      });
      await server.stop('SIGKILL');
      expect(receiver.received).toHaveLength(1);
      server = await serve(own.env);
      await waitFor('the retry', async () => (receiver.received.length >= 2 ? true : undefined));
      await new Promise((resolve) => setTimeout(resolve, 4 * SECOND));
      expect(receiver.received).toHaveLength(2);
      expect(receiver.received[1]?.envelope.id).toBe(receiver.received[0]?.envelope.id);
      expect(receiver.received[1]?.envelope.type).toBe('TEST');
      expect(receiver.received[1]?.verified).toBe(true);
      await server.stop('SIGTERM');
    } finally {
      await receiver.close();
    }
  }, 120_000);
});
