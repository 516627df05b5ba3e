import { InvariantError } from '../../src/assert.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/errors.js';
import { newUuid } from '../../src/ids.js';
import {
  balancesOf,
  checkLedger,
  openInternalAccounts,
  post,
  SYSTEM_ACCOUNTS,
  systemAccount,
} from '../../src/ledger/ledger.js';
import { startTestService, type TestService } from '../helpers/service.js';

let service: TestService;
let platformId: string;
const now = () => new Date();
const insufficient = () => new ApiError(400, 'INSUFFICIENT_FUNDS', 'not enough');

beforeAll(async () => {
  service = await startTestService();
  platformId = (await service.newPlatform('Ledger platform')).platformId;
});
afterAll(async () => {
  expect((await checkLedger(service.ctx.db, platformId)).ok).toBe(true);
  await service.close();
});

async function fundedAccount(amount: bigint, currency = 'USD') {
  const db = service.ctx.db;
  const id = newUuid();
  await openInternalAccounts(db, platformId, [{ id, currency }], now());
  const settlement = await systemAccount(db, platformId, SYSTEM_ACCOUNTS.SETTLEMENT, currency, now());
  if (amount > 0n) {
    await post(
      db,
      {
        platformId,
        causeType: 'TEST_FUND',
        causeId: id,
        postings: [
          { accountId: settlement, bucket: 'AVAILABLE', amount: -amount },
          { accountId: id, bucket: 'AVAILABLE', amount },
        ],
      },
      now(),
      insufficient,
    );
  }
  return { id, settlement };
}

const debit = (account: { id: string; settlement: string }, amount: bigint) =>
  service.ctx.db.transaction().execute((trx) =>
    post(
      trx,
      {
        platformId,
        causeType: 'TEST_DEBIT',
        causeId: newUuid(),
        postings: [
          { accountId: account.id, bucket: 'AVAILABLE', amount: -amount },
          { accountId: account.settlement, bucket: 'AVAILABLE', amount },
        ],
      },
      now(),
      insufficient,
    ),
  );

describe('ledger', () => {
  it('moves money between buckets and accounts, and refuses unbalanced transactions', async () => {
    const account = await fundedAccount(10_000n);
    // A hold: available to pending, total unchanged.
    await post(
      service.ctx.db,
      {
        platformId,
        causeType: 'TEST_HOLD',
        causeId: 'hold-1',
        postings: [
          { accountId: account.id, bucket: 'AVAILABLE', amount: -2_500n },
          { accountId: account.id, bucket: 'PENDING', amount: 2_500n },
        ],
      },
      now(),
      insufficient,
    );
    const balances = (await balancesOf(service.ctx.db, platformId, [account.id])).get(account.id);
    expect(balances).toEqual({ currency: 'USD', available: 7_500n, pending: 2_500n });

    await expect(
      post(
        service.ctx.db,
        {
          platformId,
          causeType: 'TEST_BAD',
          causeId: 'x',
          postings: [
            { accountId: account.id, bucket: 'AVAILABLE', amount: -1n },
            { accountId: account.settlement, bucket: 'AVAILABLE', amount: 2n },
          ],
        },
        now(),
        insufficient,
      ),
    ).rejects.toThrow(InvariantError);
  });

  it('never overdraws: the failing debit writes nothing', async () => {
    const account = await fundedAccount(100n);
    await expect(debit(account, 101n)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect((await balancesOf(service.ctx.db, platformId, [account.id])).get(account.id)?.available).toBe(
      100n,
    );
    await debit(account, 100n);
    expect((await balancesOf(service.ctx.db, platformId, [account.id])).get(account.id)?.available).toBe(0n);
  });

  it('lets exactly the affordable ones of 200 concurrent debits succeed', async () => {
    const account = await fundedAccount(1_000n);
    const results = await Promise.allSettled(Array.from({ length: 200 }, () => debit(account, 7n)));
    const succeeded = results.filter((r) => r.status === 'fulfilled').length;
    const failures = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(succeeded).toBe(142); // floor(1000 / 7)
    expect(
      failures.every((f) => f.reason instanceof ApiError && f.reason.code === 'INSUFFICIENT_FUNDS'),
    ).toBe(true);
    expect((await balancesOf(service.ctx.db, platformId, [account.id])).get(account.id)?.available).toBe(6n);
    const check = await checkLedger(service.ctx.db, platformId);
    expect(check.ok).toBe(true);
  });

  it('ledger check finds a balance that does not match its postings', async () => {
    const account = await fundedAccount(50n);
    // Corrupt inside a transaction that is rolled back, so no other test ever sees it.
    const seen = await service.ctx.db
      .transaction()
      .execute(async (trx) => {
        await trx
          .updateTable('ledger_accounts')
          .set({ available: 49n })
          .where('id', '=', account.id)
          .execute();
        throw await checkLedger(trx, platformId);
      })
      .catch((check: unknown) => check as Awaited<ReturnType<typeof checkLedger>>);
    expect(seen.ok).toBe(false);
    expect(seen.accountsOutOfBalance).toEqual([
      { accountId: account.id, stored: [49n, 0n], posted: [50n, 0n] },
    ]);
    expect((await checkLedger(service.ctx.db, platformId)).ok).toBe(true);
  });
});
