import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import type { Client } from './fleet.js';

/**
 * Jepsen's bank workload over the HTTP API: funded internal accounts, concurrent clients
 * moving money at random (quote + execute, transfers out with every sandbox outcome,
 * transfers in), then checks that every acknowledged request is reflected exactly once and
 * every balance is what the final transactions say.
 */
// Small enough that accounts run dry: INSUFFICIENT_FUNDS must stop payments, never overdraw.
export const FUNDING = 5_000;
const USD_PER_CALL = 2_000;

interface Holder {
  customerId: string;
  account: string;
  /** External accounts by outcome suffix: 321 succeeds, 004 fails at once, 005 fails later. */
  banks: Record<'321' | '004' | '005', string>;
}

/** An acknowledged request, kept to be sent again (same key, same body) at the end. */
export interface Sent {
  method: string;
  path: string;
  body?: unknown;
  key: string;
  status: number;
  transactionId: string;
}

export interface Workload {
  holders: Holder[];
  /** Transaction id of every acknowledged (2xx) money-moving request. */
  acknowledged: string[];
  sent: Sent[];
  /** Requests whose key was still held by a killed process: settled after the run. */
  inDoubt: (Omit<Sent, 'status' | 'transactionId'> & {
    what: string;
    idOf: (b: Record<string, unknown>) => unknown;
  })[];
  answers: Record<string, number>;
  requests: number;
}

const address = { line1: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' };
const person = {
  beneficiaryType: 'INDIVIDUAL',
  fullName: 'Chaos Holder',
  countryOfResidence: 'US',
  address: { line1: '1 Main St', city: 'Springfield', postalCode: '62701', country: 'US' },
};

async function must(answer: Promise<{ status: number; body: Record<string, unknown> }>, status: number) {
  const a = await answer;
  expect(a.status, JSON.stringify(a.body)).toBe(status);
  return a.body;
}

/** `count` customers, each with a funded USD internal account and three US bank accounts. */
export async function setUpBank(api: Client, count: number): Promise<Holder[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const customer = await must(
        api.request('POST', '/customers', {
          key: randomUUID(),
          body: {
            customerType: 'INDIVIDUAL',
            platformCustomerId: `chaos-${randomUUID()}`,
            fullName: `Chaos Holder ${i}`,
            birthDate: '1990-01-01',
            nationality: 'US',
            address,
          },
        }),
        201,
      );
      const customerId = String(customer.id);
      const list = await must(
        api.request(
          'GET',
          `/customers/internal-accounts?customerId=${encodeURIComponent(customerId)}&currency=USD`,
        ),
        200,
      );
      const account = String((list.data as { id: string }[])[0]?.id);
      await must(
        api.request('POST', `/sandbox/internal-accounts/${account}/fund`, {
          key: randomUUID(),
          body: { amount: FUNDING },
        }),
        200,
      );
      const banks = {} as Holder['banks'];
      for (const suffix of ['321', '004', '005'] as const) {
        const bank = await must(
          api.request('POST', '/customers/external-accounts', {
            key: randomUUID(),
            body: {
              customerId,
              currency: 'USD',
              accountInfo: {
                accountType: 'USD_ACCOUNT',
                accountNumber: `${1000 + i}${Math.floor(Math.random() * 1e4)}${suffix}`,
                routingNumber: '021000021',
                bankName: 'Chaos Bank',
                bankAccountType: 'CHECKING',
                beneficiary: person,
              },
            },
          }),
          201,
        );
        banks[suffix] = String(bank.id);
      }
      return { customerId, account, banks };
    }),
  );
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const amount = () => 1 + Math.floor(Math.random() * USD_PER_CALL);

type Note = (what: string, a: { status: number; body: Record<string, unknown> }) => void;

/** Counts answers by request kind, status and error code. */
const noteFor =
  (work: Workload): Note =>
  (what, a) => {
    work.requests++;
    const key = `${what} ${a.status}${a.status >= 400 ? ` ${String(a.body.code)}` : ''}`;
    work.answers[key] = (work.answers[key] ?? 0) + 1;
  };

function acknowledge(
  work: Workload,
  note: Note,
  request: Workload['inDoubt'][number],
  answer: { status: number; body: Record<string, unknown> },
): void {
  note(request.what, answer);
  if (answer.status < 200 || answer.status >= 300) return;
  const transactionId = request.idOf(answer.body);
  if (transactionId === undefined) return;
  work.acknowledged.push(String(transactionId));
  const { what: _what, idOf: _idOf, ...sent } = request;
  work.sent.push({ ...sent, status: answer.status, transactionId: String(transactionId) });
}

/** Settles requests left in doubt by a kill: the same key and body until a real answer. */
export async function resolveInDoubt(api: Client, work: Workload): Promise<number> {
  const note = noteFor(work);
  const pending = work.inDoubt.splice(0);
  for (const request of pending) {
    const answer = await api.request(request.method, request.path, {
      key: request.key,
      ...(request.body === undefined ? {} : { body: request.body }),
    });
    acknowledge(work, note, request, answer);
  }
  return pending.length;
}

/** `clients` concurrent clients moving money at random until `until` (ms since epoch). */
export async function runBank(
  api: Client,
  holders: Holder[],
  clients: number,
  until: number,
): Promise<Workload> {
  const work: Workload = { holders, acknowledged: [], sent: [], inDoubt: [], answers: {}, requests: 0 };
  const note = noteFor(work);
  /** Sends a money-moving request with a fresh key; a 2xx is acknowledged with its transaction id. */
  const send = async (
    what: string,
    method: string,
    path: string,
    body: unknown,
    idOf: (b: Record<string, unknown>) => unknown,
  ) => {
    const key = randomUUID();
    const answer = await api.request(method, path, {
      key,
      inDoubt: true,
      ...(body === undefined ? {} : { body }),
    });
    if (answer.status === 409 && /still in progress/.test(String(answer.body.message))) {
      // The first attempt died with its process; its key frees up after a minute. Carry on.
      work.inDoubt.push({ what, method, path, body, key, idOf });
      return answer;
    }
    acknowledge(work, note, { what, method, path, body, key, idOf }, answer);
    return answer;
  };
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < until) {
        const from = pick(holders);
        const roll = Math.random();
        if (roll < 0.6) {
          let to = pick(holders);
          while (to === from) to = pick(holders);
          const immediately = Math.random() < 0.3;
          const quote = await send(
            immediately ? 'quote+execute' : 'quote',
            'POST',
            '/quotes',
            {
              source: { sourceType: 'ACCOUNT', accountId: from.account },
              destination: { destinationType: 'ACCOUNT', accountId: to.account },
              lockedCurrencySide: Math.random() < 0.5 ? 'SENDING' : 'RECEIVING',
              lockedCurrencyAmount: amount(),
              immediatelyExecute: immediately,
            },
            (b) => (immediately ? b.transactionId : undefined),
          );
          if (quote.status !== 201 || immediately) continue;
          await send(
            'execute',
            'POST',
            `/quotes/${String(quote.body.id)}/execute`,
            undefined,
            (b) => b.transactionId,
          );
        } else if (roll < 0.85) {
          const suffix = pick(['321', '321', '004', '005'] as const);
          await send(
            `transfer-out ${suffix}`,
            'POST',
            '/transfer-out',
            {
              source: { accountId: from.account },
              destination: { accountId: from.banks[suffix] },
              amount: amount(),
            },
            (b) => b.id,
          );
        } else {
          await send(
            'transfer-in',
            'POST',
            '/transfer-in',
            {
              source: { accountId: from.banks['321'] },
              destination: { accountId: from.account },
              amount: amount(),
            },
            (b) => b.id,
          );
        }
      }
    }),
  );
  return work;
}

interface Transaction {
  id: string;
  status: string;
  source?: { accountId?: string };
  destination?: { accountId?: string };
  sentAmount: { amount: number };
  receivedAmount: { amount: number };
  fees?: number;
  refund?: { status: string };
}

/** Every item of a list endpoint, following its cursor. */
async function listAll<T>(api: Client, path: string): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await api.request(
      'GET',
      `${path}${path.includes('?') ? '&' : '?'}limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(page.status).toBe(200);
    items.push(...(page.body.data as T[]));
    if (!page.body.hasMore) return items;
    cursor = String(page.body.nextCursor);
  }
}

/** Waits until no transaction is in flight and no webhook waits for delivery. */
export async function settle(api: Client, timeoutMs = 8 * 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const counts = await Promise.all(
      [
        '/transactions?status=PENDING',
        '/transactions?status=PROCESSING',
        '/transactions?status=CREATED',
        '/webhooks/events?deliveryStatus=PENDING',
        '/webhooks/events?deliveryStatus=DELIVERING',
      ].map(async (path) => Number((await api.request('GET', `${path}&limit=1`)).body.totalCount ?? 0)),
    );
    if (counts.every((c) => c === 0)) return;
    if (Date.now() > deadline) throw new Error(`still unsettled: ${counts.join(', ')}`);
    await sleep(500);
  }
}

export interface BankSummary {
  transactions: number;
  completed: number;
  failed: number;
  feesTotal: number;
  balanceTotal: number;
}

/** The bank invariants, read through the API after `settle`. */
export async function checkBank(api: Client, work: Workload): Promise<BankSummary> {
  // The platform may hold other runs' transactions (PostgreSQL keeps one database per run):
  // this run's are those touching its holders' accounts.
  const ours = new Set(work.holders.flatMap((h) => [h.account, ...Object.values(h.banks)]));
  const all = (await listAll<Transaction>(api, '/transactions')).filter(
    (t) => ours.has(t.source?.accountId ?? '') || ours.has(t.destination?.accountId ?? ''),
  );
  const ids = all.map((t) => t.id);
  // Exactly once: every acknowledged request has its transaction, no transaction appears
  // twice, and no transaction exists that no acknowledged request accounts for.
  expect(new Set(ids).size).toBe(ids.length);
  expect(new Set(work.acknowledged).size).toBe(work.acknowledged.length);
  expect([...work.acknowledged].sort()).toEqual([...ids].sort());

  const expected = new Map(work.holders.map((h) => [h.account, FUNDING]));
  let completed = 0;
  let failed = 0;
  let feesTotal = 0;
  for (const t of all) {
    if (t.status === 'COMPLETED') {
      completed++;
      feesTotal += t.fees ?? 0;
      const from = t.source?.accountId;
      const to = t.destination?.accountId;
      if (from && expected.has(from)) expected.set(from, (expected.get(from) ?? 0) - t.sentAmount.amount);
      if (to && expected.has(to)) expected.set(to, (expected.get(to) ?? 0) + t.receivedAmount.amount);
    } else {
      // A failed payment moved nothing in the end: its refund (if it had debited) completed.
      expect(t.status).toBe('FAILED');
      if (t.refund) expect(t.refund.status).toBe('COMPLETED');
      failed++;
    }
  }
  // Conservation: what the accounts hold is what was funded, plus what came in from outside,
  // minus what left, minus fees; nothing else.
  const internal = new Set(work.holders.map((h) => h.account));
  let moneyIn = 0;
  let moneyOut = 0;
  let kept = 0;
  for (const t of all.filter((x) => x.status === 'COMPLETED')) {
    const fromInside = internal.has(t.source?.accountId ?? '');
    const toInside = internal.has(t.destination?.accountId ?? '');
    if (!fromInside && toInside) moneyIn += t.receivedAmount.amount;
    if (fromInside && !toInside) moneyOut += t.sentAmount.amount;
    if (fromInside && toInside) kept += t.sentAmount.amount - t.receivedAmount.amount;
  }
  let balanceTotal = 0;
  for (const holder of work.holders) {
    const list = await api.request(
      'GET',
      `/customers/internal-accounts?customerId=${encodeURIComponent(holder.customerId)}&currency=USD`,
    );
    const account = (
      list.body.data as { id: string; balance: { amount: number }; totalBalance: { amount: number } }[]
    )[0];
    expect(account?.balance.amount, `balance of ${holder.account}`).toBe(expected.get(holder.account));
    expect(account?.totalBalance.amount, 'nothing pending once settled').toBe(account?.balance.amount);
    expect(account?.balance.amount ?? -1).toBeGreaterThanOrEqual(0);
    balanceTotal += account?.balance.amount ?? 0;
  }
  expect(balanceTotal).toBe(FUNDING * work.holders.length + moneyIn - moneyOut - kept);
  expect(kept).toBe(feesTotal);
  return { transactions: all.length, completed, failed, feesTotal, balanceTotal };
}

/** Sends acknowledged requests again with their keys: each answers as before, nothing moves. */
export async function replayAcknowledged(api: Client, sent: Sent[]): Promise<number> {
  for (const request of sent) {
    const again = await api.request(request.method, request.path, {
      key: request.key,
      ...(request.body === undefined ? {} : { body: request.body }),
    });
    expect(again.status, JSON.stringify(again.body)).toBe(request.status);
    expect(String(again.body.transactionId ?? again.body.id)).toBe(request.transactionId);
  }
  return sent.length;
}
