import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkLedger } from '../../../src/ledger/ledger.js';
import { toJson } from '../../../src/json.js';
import { customerWithAccounts, fund, movableClock, usBankAccount } from '../../helpers/payments.js';
import {
  type ApiResponse,
  type PlatformClient,
  startTestService,
  type TestService,
} from '../../helpers/service.js';

/**
 * Property test of the money-movement core: random mixes of quotes, payouts, transfers,
 * cancels and idempotent retries run concurrently through the HTTP API, with the clock
 * moved between batches so that delayed sandbox outcomes happen. A model of every answered
 * request predicts each transaction's final status and events, every internal account's
 * balance and every system account of the ledger, exactly.
 *
 * Reproduce one run with PROPERTY_SEEDS=<seed>[,<seed>...] (PROPERTY_OPS and PROPERTY_CONCURRENCY set
 * the operation count and the concurrency). Interleavings depend on timing, so a failing seed may need
 * a few runs.
 */

const databaseServer = inject('databaseServer');
const SEEDS = process.env.PROPERTY_SEEDS
  ? process.env.PROPERTY_SEEDS.split(',').map((s) => Number(s.trim()))
  : [1, 2, 3, 4, 5];
const OPS = Number(process.env.PROPERTY_OPS ?? 150);
const CONCURRENCY = Number(process.env.PROPERTY_CONCURRENCY ?? 8);
const CUSTOMERS = 6;
const BATCH = 25;

const SECOND = 1000;
const CURRENCIES = ['USD', 'EUR'] as const;
type Currency = (typeof CURRENCIES)[number];
/** Last three digits of a US bank account number: the sandbox scenario (rails.ts). */
const SUFFIXES = ['002', '003', '004', '005', '006', '007', '123'] as const;
type Suffix = (typeof SUFFIXES)[number];
/** Larger than any balance: the debit of a request whose amount the server decides. */
const UNKNOWN_DEBIT = 10n ** 15n;

// ---------------------------------------------------------------- seeded randomness

interface Rng {
  next(): number;
  int(lo: number, hi: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

/** mulberry32: small, fast, good enough to drive a property test reproducibly. */
function rng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T,
    chance: (p) => next() < p,
  };
}

// ---------------------------------------------------------------- the world and the model

interface Customer {
  customerId: string;
  accounts: Record<Currency, string>;
  banks: Record<Suffix, string>;
}

type TxKind = 'INTERNAL' | 'PAYOUT' | 'TRANSFER_OUT' | 'TRANSFER_IN';

/** A window of the service clock (ms) within which something happened on the server. */
interface Window {
  start: number;
  end: number;
}

/**
 * What the job worker had done when a request ran, in service-clock ms: every job due at or
 * before `doneUpTo` had run; no job due after `notBeyond` had (Infinity while a drain runs).
 */
interface JobsSeen {
  doneUpTo: number;
  notBeyond: number;
}

interface CancelAttempt {
  status: number;
  code: string | undefined;
  jobs: JobsSeen;
}

/** A transaction created by a 2xx response, with what the model knows about it. */
interface Tx {
  id: string;
  kind: TxKind;
  suffix: Suffix | null;
  quoteId: string | null;
  source: string | null;
  destination: string | null;
  sent: bigint;
  sentCurrency: Currency;
  received: bigint;
  receivedCurrency: Currency;
  fees: bigint;
  /** When the request that created it ran (service clock). */
  created: Window;
  cancels: CancelAttempt[];
}

interface QuoteInfo {
  id: string;
  kind: 'INTERNAL' | 'PAYOUT';
  suffix: Suffix | null;
  source: string;
  destination: string | null;
  sent: bigint;
  sentCurrency: Currency;
  received: bigint;
  receivedCurrency: Currency;
  fees: bigint;
  expiresAt: number;
  /** The transaction of its one successful execution. */
  transactionId?: string;
}

/** Lower-bound bookkeeping of one internal account while requests run (see checkRefusal). */
interface Bounds {
  /** Credits whose response has arrived: committed. */
  credits: bigint;
  /** Debits of requests in flight, or answered with a debit. */
  outstanding: bigint;
  /** Every debit ever started (monotonic). */
  started: bigint;
}

interface DebitTicket {
  account: string;
  estimate: bigint;
  credits: bigint;
  outstanding: bigint;
  started: bigint;
}

type Body = Record<string, unknown>;

const str = (body: Body, key: string): string => {
  const v = body[key];
  if (typeof v !== 'string') throw new Error(`${key} is not a string in ${toJson(body)}`);
  return v;
};
const big = (body: Body, key: string): bigint => {
  const v = body[key];
  if (typeof v !== 'number') throw new Error(`${key} is not a number in ${toJson(body)}`);
  return BigInt(v);
};
const obj = (body: Body, key: string): Body => {
  const v = body[key];
  if (typeof v !== 'object' || v === null) throw new Error(`${key} is not an object in ${toJson(body)}`);
  return v as Body;
};
const currencyOf = (body: Body, key: string): Currency => str(obj(body, key), 'code') as Currency;
const uuidOf = (id: string): string => id.slice(id.indexOf(':') + 1);

/** Which 4xx answers each operation may give (the documented ones); anything else is a failure. */
const ALLOWED_4XX: Record<string, readonly string[]> = {
  createQuote: ['400 SELF_PAYMENT'],
  execute: ['400 INSUFFICIENT_FUNDS', '409 QUOTE_EXPIRED', '409 INVALID_STATE_TRANSITION', '409 CONFLICT'],
  immediate: ['400 INSUFFICIENT_FUNDS', '400 SELF_PAYMENT'],
  transferOut: ['400 INSUFFICIENT_FUNDS', '400 INVALID_BANK_ACCOUNT'],
  transferIn: ['400 INSUFFICIENT_FUNDS', '400 INVALID_BANK_ACCOUNT'],
  cancel: ['409 TRANSACTION_NOT_CANCELLABLE'],
};

// ---------------------------------------------------------------- what the sandbox promises

const DELAY_MS = { normal: 30 * SECOND, slow: 6 * 60 * SECOND };

/** Payouts and transfer-outs whose money waits in flight, so that a cancel can still recall it. */
function cancellable(tx: Tx): boolean {
  if (tx.kind === 'PAYOUT') return ['003', '004', '006', '007'].includes(tx.suffix as string);
  return tx.kind === 'TRANSFER_OUT' && tx.suffix === '005';
}

/** The delayed step of a transaction, if it has one (unscaled: tests run at scale 1). */
function delayOf(tx: Tx): number | undefined {
  if (tx.kind === 'PAYOUT') {
    if (tx.suffix === '003') return DELAY_MS.slow;
    return ['004', '005', '006', '007'].includes(tx.suffix as string) ? DELAY_MS.normal : undefined;
  }
  return tx.suffix === '005' && tx.kind !== 'INTERNAL' ? DELAY_MS.normal : undefined;
}

/** Status of the transaction right after the request that created it. */
function initialStatus(tx: Tx): string {
  switch (tx.kind) {
    case 'INTERNAL':
      return 'COMPLETED';
    case 'PAYOUT':
      if (tx.suffix === '002') return 'FAILED';
      return ['003', '004', '006', '007'].includes(tx.suffix as string) ? 'PROCESSING' : 'COMPLETED';
    case 'TRANSFER_OUT':
    case 'TRANSFER_IN':
      if (tx.suffix === '004') return 'FAILED';
      return tx.suffix === '005' ? 'PENDING' : 'COMPLETED';
  }
}

const quoteStatusOf = (txStatus: string) =>
  txStatus === 'PENDING' || txStatus === 'PROCESSING' ? 'PROCESSING' : txStatus;

interface Outcome {
  status: string;
  failureReason?: string;
  refund?: { status: string; reason: string };
  events: string[];
}

/** Where the transaction ends once every delay has passed. */
function finalOutcome(tx: Tx, cancelled: boolean): Outcome {
  const prefix = tx.kind === 'TRANSFER_IN' ? 'INCOMING_PAYMENT.' : 'OUTGOING_PAYMENT.';
  const o = (status: string, events: string[], extra: Omit<Outcome, 'status' | 'events'> = {}): Outcome => ({
    status,
    events: events.map((e) => prefix + e).sort(),
    ...extra,
  });
  if (cancelled) {
    return o('FAILED', [initialStatus(tx), 'FAILED', 'REFUND_COMPLETED'], {
      refund: { status: 'COMPLETED', reason: 'USER_CANCELLATION' },
    });
  }
  const refunded = (reason: string) => ({ refund: { status: 'COMPLETED', reason } });
  switch (tx.kind) {
    case 'INTERNAL':
      return o('COMPLETED', ['COMPLETED']);
    case 'PAYOUT':
      switch (tx.suffix) {
        case '002':
          return o('FAILED', ['FAILED'], { failureReason: 'QUOTE_EXECUTION_FAILED' });
        case '003':
          return o('COMPLETED', ['PROCESSING', 'COMPLETED']);
        case '004':
          return o('FAILED', ['PROCESSING', 'FAILED', 'REFUND_COMPLETED'], {
            failureReason: 'COUNTERPARTY_POST_TX_FAILED',
            ...refunded('TRANSACTION_FAILED'),
          });
        case '005':
          return o('FAILED', ['COMPLETED', 'FAILED', 'REFUND_COMPLETED'], {
            failureReason: 'COUNTERPARTY_POST_TX_FAILED',
            ...refunded('TRANSACTION_FAILED'),
          });
        case '006':
          return o('FAILED', ['PROCESSING', 'FAILED', 'REFUND_COMPLETED'], refunded('USER_CANCELLATION'));
        case '007':
          return o('FAILED', ['PROCESSING', 'FAILED', 'REFUND_FAILED'], {
            failureReason: 'COUNTERPARTY_POST_TX_FAILED',
            refund: { status: 'FAILED', reason: 'TRANSACTION_FAILED' },
          });
        default:
          return o('COMPLETED', ['COMPLETED']);
      }
    case 'TRANSFER_OUT':
      if (tx.suffix === '004') return o('FAILED', ['FAILED'], { failureReason: 'QUOTE_EXECUTION_FAILED' });
      if (tx.suffix === '005') {
        return o('FAILED', ['PENDING', 'FAILED', 'REFUND_COMPLETED'], {
          failureReason: 'COUNTERPARTY_POST_TX_FAILED',
          ...refunded('TRANSACTION_FAILED'),
        });
      }
      return o('COMPLETED', ['COMPLETED']);
    case 'TRANSFER_IN':
      if (tx.suffix === '004') return o('FAILED', ['FAILED'], { failureReason: 'COLLECTION_FAILED' });
      if (tx.suffix === '005')
        return o('FAILED', ['PENDING', 'FAILED'], { failureReason: 'COLLECTION_FAILED' });
      return o('COMPLETED', ['COMPLETED']);
  }
}

// ---------------------------------------------------------------- one run

type Op =
  | {
      kind: 'quote';
      payout: boolean;
      from: number;
      to: number;
      fromCurrency: Currency;
      toCurrency: Currency;
      suffix: Suffix;
      side: 'SENDING' | 'RECEIVING';
      amount: number;
      mode: 'plain' | 'key' | 'keyTwice' | 'twiceNoKey' | 'immediate' | 'defer';
    }
  | { kind: 'transferOut'; customer: number; suffix: Suffix; amount: number | undefined }
  | { kind: 'transferIn'; customer: number; suffix: Suffix; amount: number }
  | { kind: 'cancel'; pick: number; anything: boolean; twice: boolean }
  | { kind: 'retry'; pick: number }
  | { kind: 'late'; pick: number }
  | { kind: 'fund'; customer: number; currency: Currency; amount: number };

function randomAmount(r: Rng): number {
  return r.chance(0.15) ? r.int(50_000, 400_000) : r.int(100, 20_000);
}

function randomOp(r: Rng): Op {
  const roll = r.next();
  const customer = r.int(0, CUSTOMERS - 1);
  if (roll < 0.3) {
    return {
      kind: 'quote',
      payout: false,
      from: customer,
      to: r.chance(0.15) ? customer : r.int(0, CUSTOMERS - 1),
      fromCurrency: r.pick(CURRENCIES),
      toCurrency: r.pick(CURRENCIES),
      suffix: '123',
      side: r.chance(0.5) ? 'SENDING' : 'RECEIVING',
      amount: randomAmount(r),
      mode: r.pick(['plain', 'key', 'key', 'keyTwice', 'twiceNoKey', 'immediate', 'defer'] as const),
    };
  }
  if (roll < 0.55) {
    return {
      kind: 'quote',
      payout: true,
      from: customer,
      to: customer,
      fromCurrency: r.chance(0.75) ? 'USD' : 'EUR',
      toCurrency: 'USD',
      suffix: r.pick(SUFFIXES),
      side: r.chance(0.7) ? 'SENDING' : 'RECEIVING',
      amount: randomAmount(r),
      mode: r.pick(['plain', 'key', 'key', 'keyTwice', 'twiceNoKey', 'immediate', 'defer'] as const),
    };
  }
  if (roll < 0.67) {
    return {
      kind: 'transferOut',
      customer,
      suffix: r.pick(SUFFIXES),
      amount: r.chance(0.05) ? undefined : randomAmount(r),
    };
  }
  if (roll < 0.77) return { kind: 'transferIn', customer, suffix: r.pick(SUFFIXES), amount: randomAmount(r) };
  if (roll < 0.87) return { kind: 'cancel', pick: r.next(), anything: r.chance(0.3), twice: r.chance(0.2) };
  if (roll < 0.93) return { kind: 'retry', pick: r.next() };
  if (roll < 0.97) return { kind: 'late', pick: r.next() };
  return { kind: 'fund', customer, currency: r.pick(CURRENCIES), amount: r.int(1_000, 100_000) };
}

async function pool<T>(items: T[], concurrency: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next] as T;
        next += 1;
        await run(item);
      }
    }),
  );
}

interface RunSummary {
  ops: number;
  responses: Record<string, number>;
  transactions: number;
  cancelled: number;
  jobsReplayed: number;
}

async function runSeed(
  service: TestService,
  clock: ReturnType<typeof movableClock>,
  seed: number,
): Promise<RunSummary> {
  const r = rng(seed);
  const platform: PlatformClient = await service.newPlatform(`Property seed ${seed}`);
  const violations: string[] = [];
  const fail = (message: string) => violations.push(message);
  const now = () => clock.now().getTime();
  const responses: Record<string, number> = {};

  // Setup: customers with USD and EUR accounts, funded, and one US bank account per scenario.
  const customers: Customer[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const c = await customerWithAccounts(platform, { fullName: `Customer ${seed}-${i}` });
    const banks = {} as Record<Suffix, string>;
    for (const suffix of SUFFIXES) banks[suffix] = await usBankAccount(platform, c.customerId, suffix);
    customers.push({
      customerId: c.customerId,
      accounts: { USD: c.accounts.USD as string, EUR: c.accounts.EUR as string },
      banks,
    });
  }

  const funded = new Map<string, bigint>();
  const bounds = new Map<string, Bounds>();
  const boundsOf = (account: string): Bounds => {
    let b = bounds.get(account);
    if (!b) {
      b = { credits: 0n, outstanding: 0n, started: 0n };
      bounds.set(account, b);
    }
    return b;
  };
  const fundingsIn: Record<Currency, bigint> = { USD: 0n, EUR: 0n };
  const doFund = async (account: string, currency: Currency, amount: number) => {
    await fund(platform, account, amount);
    funded.set(account, (funded.get(account) ?? 0n) + BigInt(amount));
    boundsOf(account).credits += BigInt(amount);
    fundingsIn[currency] += BigInt(amount);
  };
  for (const c of customers) {
    for (const currency of CURRENCIES) await doFund(c.accounts[currency], currency, r.int(100_000, 300_000));
  }

  const txs = new Map<string, Tx>();
  const quotes = new Map<string, QuoteInfo>();
  const deferred: QuoteInfo[] = [];
  const keyed: { quote: QuoteInfo; key: string; status: number; text: string }[] = [];
  let jobsSeen: JobsSeen = { doneUpTo: 0, notBeyond: 0 };
  let keyCounter = 0;

  /** Records the answer's status; 5xx and undocumented 4xx are violations. */
  const check = (op: string, response: ApiResponse): number => {
    const code = typeof response.body?.code === 'string' ? response.body.code : undefined;
    const label = response.status < 300 ? `${op} ${response.status}` : `${op} ${response.status} ${code}`;
    responses[label] = (responses[label] ?? 0) + 1;
    if (response.status >= 500) fail(`${op}: ${response.status} ${response.text}`);
    else if (response.status >= 400 && !(ALLOWED_4XX[op] ?? []).includes(`${response.status} ${code}`)) {
      fail(`${op}: undocumented ${response.status} ${response.text}`);
    }
    return response.status;
  };

  const startDebit = (account: string, estimate: bigint): DebitTicket => {
    const b = boundsOf(account);
    const ticket = { account, estimate, credits: b.credits, outstanding: b.outstanding, started: b.started };
    b.outstanding += estimate;
    b.started += estimate;
    return ticket;
  };
  /** The request ended; `debited` is what it took from the account (0 if nothing). */
  const endDebit = (ticket: DebitTicket, debited: bigint) => {
    const b = boundsOf(ticket.account);
    b.outstanding += debited - ticket.estimate;
  };
  /**
   * An INSUFFICIENT_FUNDS answer must be possible: if the account held at least `needed`
   * through the whole request (credits committed before it started, minus every debit that
   * could have committed before it ended), the refusal is wrong.
   */
  const checkRefusal = (ticket: DebitTicket, needed: bigint, what: string) => {
    const b = boundsOf(ticket.account);
    const startedMeanwhile = b.started - ticket.started - ticket.estimate;
    const lowest = ticket.credits - ticket.outstanding - startedMeanwhile;
    if (lowest >= needed)
      fail(`${what}: INSUFFICIENT_FUNDS for ${needed} although the account held at least ${lowest}`);
  };

  const addTx = (tx: Tx, status: string, what: string) => {
    txs.set(tx.id, tx);
    const expected = initialStatus(tx);
    if (status !== expected) fail(`${what}: ${tx.id} is ${status}, expected ${expected}`);
    if (tx.destination && status === 'COMPLETED') boundsOf(tx.destination).credits += tx.received;
  };

  /** The answer of an execution (or an immediately executed quote creation) of `q`. */
  const executed = (
    q: QuoteInfo,
    response: ApiResponse,
    ticket: DebitTicket,
    created: Window,
    what: string,
  ) => {
    // A replay (same Idempotency-Key) repeats an earlier answer: it moved nothing itself.
    const replayed = response.headers.get('idempotent-replayed') === 'true';
    if (response.status === 200 || response.status === 201) {
      const body = response.body;
      const transactionId = str(body, 'transactionId');
      if (q.transactionId !== undefined && q.transactionId !== transactionId) {
        fail(`${what}: quote ${q.id} executed twice (${q.transactionId}, ${transactionId})`);
      }
      if (!replayed && created.start >= q.expiresAt) fail(`${what}: expired quote ${q.id} was executed`);
      q.transactionId = transactionId;
      const tx: Tx = {
        id: transactionId,
        kind: q.kind,
        suffix: q.suffix,
        quoteId: q.id,
        source: q.source,
        destination: q.destination,
        sent: q.sent,
        sentCurrency: q.sentCurrency,
        received: q.received,
        receivedCurrency: q.receivedCurrency,
        fees: q.fees,
        created,
        cancels: [],
      };
      const quoteStatus = str(body, 'status');
      if (quoteStatus !== quoteStatusOf(initialStatus(tx))) {
        fail(`${what}: quote ${q.id} answered ${quoteStatus}, expected ${quoteStatusOf(initialStatus(tx))}`);
      }
      endDebit(ticket, replayed || (q.kind === 'PAYOUT' && q.suffix === '002') ? 0n : q.sent);
      const known = txs.get(transactionId);
      if (!known) addTx(tx, initialStatus(tx), what);
      else if (!replayed) known.created = created; // the request that really created it
      return;
    }
    endDebit(ticket, 0n);
    if (replayed) return;
    const code = response.body?.code;
    if (code === 'INSUFFICIENT_FUNDS') checkRefusal(ticket, q.sent, `${what} ${q.id}`);
    if (code === 'QUOTE_EXPIRED' && created.end < q.expiresAt)
      fail(`${what}: ${q.id} refused as expired before it expired`);
    if (code === 'INVALID_STATE_TRANSITION') {
      const details = response.body.details as Body | undefined;
      if (q.transactionId === undefined || details?.transactionId !== q.transactionId) {
        fail(`${what}: ${q.id} refused as already executed: ${response.text} (model: ${q.transactionId})`);
      }
    }
  };

  const executeQuote = async (q: QuoteInfo, key: string | undefined, what: string) => {
    const ticket = startDebit(q.source, q.sent);
    const start = now();
    const response = await platform.request('POST', `/quotes/${q.id}/execute`, {
      headers: key ? { 'Idempotency-Key': key } : {},
    });
    const created = { start, end: now() };
    check('execute', response);
    executed(q, response, ticket, created, what);
    return response;
  };

  const quoteInfo = (
    body: Body,
    op: Extract<Op, { kind: 'quote' }>,
    source: string,
    destination: string | null,
  ) => ({
    id: str(body, 'id'),
    kind: op.payout ? ('PAYOUT' as const) : ('INTERNAL' as const),
    suffix: op.payout ? op.suffix : null,
    source,
    destination,
    sent: big(body, 'totalSendingAmount'),
    sentCurrency: currencyOf(body, 'sendingCurrency'),
    received: big(body, 'totalReceivingAmount'),
    receivedCurrency: currencyOf(body, 'receivingCurrency'),
    fees: big(body, 'feesIncluded'),
    expiresAt: Date.parse(str(body, 'expiresAt')),
  });

  const runQuote = async (op: Extract<Op, { kind: 'quote' }>) => {
    const from = customers[op.from] as Customer;
    const to = customers[op.to] as Customer;
    const source = from.accounts[op.fromCurrency];
    const destination = op.payout ? to.banks[op.suffix] : to.accounts[op.toCurrency];
    const body = {
      source: { sourceType: 'ACCOUNT', accountId: source },
      destination: { destinationType: 'ACCOUNT', accountId: destination },
      lockedCurrencySide: op.side,
      lockedCurrencyAmount: op.amount,
      ...(op.mode === 'immediate' ? { immediatelyExecute: true } : {}),
    };
    const selfPayment = source === destination;
    if (op.mode === 'immediate') {
      // The server prices it: the debit is known only when the sending side is locked.
      const ticket = startDebit(source, op.side === 'SENDING' ? BigInt(op.amount) : UNKNOWN_DEBIT);
      const start = now();
      const response = await platform.request('POST', '/quotes', { body });
      const created = { start, end: now() };
      check('immediate', response);
      if (selfPayment) {
        endDebit(ticket, 0n);
        if (response.body?.code !== 'SELF_PAYMENT') fail(`immediate self-payment answered ${response.text}`);
        return;
      }
      if (response.status === 201) {
        const q = quoteInfo(response.body, op, source, op.payout ? null : destination);
        quotes.set(q.id, q);
        executed(q, response, ticket, created, 'immediate');
      } else {
        endDebit(ticket, 0n);
        if (response.body?.code === 'INSUFFICIENT_FUNDS' && op.side === 'SENDING') {
          checkRefusal(ticket, BigInt(op.amount), 'immediate');
        }
      }
      return;
    }
    const created = await platform.request('POST', '/quotes', { body });
    check('createQuote', created);
    if (selfPayment) {
      if (created.body?.code !== 'SELF_PAYMENT') fail(`self-payment quote answered ${created.text}`);
      return;
    }
    if (created.status !== 201) return;
    const q = quoteInfo(created.body, op, source, op.payout ? null : destination);
    if (str(created.body, 'status') !== 'PENDING')
      fail(`new quote ${q.id} is ${str(created.body, 'status')}`);
    if (op.side === 'SENDING' && q.sent !== BigInt(op.amount)) fail(`quote ${q.id}: sending side not locked`);
    if (op.side === 'RECEIVING' && q.received !== BigInt(op.amount))
      fail(`quote ${q.id}: receiving side not locked`);
    quotes.set(q.id, q);
    switch (op.mode) {
      case 'defer':
        deferred.push(q);
        return;
      case 'plain':
        await executeQuote(q, undefined, 'execute');
        return;
      case 'key':
      case 'keyTwice': {
        keyCounter += 1;
        const key = `exec-${seed}-${keyCounter}`;
        const [first, second] = await Promise.all([
          executeQuote(q, key, 'execute'),
          op.mode === 'keyTwice' ? executeQuote(q, key, 'execute (same key, concurrently)') : undefined,
        ]);
        if (second && second.body?.code !== 'CONFLICT') {
          if (second.status !== first.status || second.text !== first.text) {
            fail(`same Idempotency-Key, different answers for ${q.id}: ${first.text} / ${second.text}`);
          }
        }
        // Keep the answer the key stored (a duplicate that gave up waiting got 409 CONFLICT).
        const stored = second && first.body?.code === 'CONFLICT' ? second : first;
        keyed.push({ quote: q, key, status: stored.status, text: stored.text });
        return;
      }
      case 'twiceNoKey': {
        const first = await executeQuote(q, undefined, 'execute');
        const second = await executeQuote(q, undefined, 'execute again');
        if (first.status === 200 && second.body?.code !== 'INVALID_STATE_TRANSITION') {
          fail(`second execution of ${q.id} answered ${second.status} ${second.text}`);
        }
        return;
      }
    }
  };

  const runTransfer = async (op: Extract<Op, { kind: 'transferOut' | 'transferIn' }>) => {
    const customer = customers[op.customer] as Customer;
    const internal = customer.accounts.USD;
    const bank = customer.banks[op.suffix];
    const out = op.kind === 'transferOut';
    const ticket = out
      ? startDebit(internal, op.amount === undefined ? UNKNOWN_DEBIT : BigInt(op.amount))
      : undefined;
    const start = now();
    const response = await platform.request('POST', out ? '/transfer-out' : '/transfer-in', {
      body: out
        ? {
            source: { accountId: internal },
            destination: { accountId: bank },
            ...(op.amount ? { amount: op.amount } : {}),
          }
        : { source: { accountId: bank }, destination: { accountId: internal }, amount: op.amount },
    });
    const created = { start, end: now() };
    check(op.kind, response);
    const code = response.body?.code;
    const refusedByBank: Partial<Record<Suffix, string>> = {
      '002': 'INSUFFICIENT_FUNDS',
      '003': 'INVALID_BANK_ACCOUNT',
    };
    const bankAnswer = refusedByBank[op.suffix];
    if (response.status !== 201) {
      if (ticket) endDebit(ticket, 0n);
      const emptyAccount = out && op.amount === undefined && code === 'INSUFFICIENT_FUNDS';
      if (bankAnswer ? code !== bankAnswer && !emptyAccount : code !== 'INSUFFICIENT_FUNDS' || !out) {
        fail(`${op.kind} ${op.suffix} answered ${response.status} ${response.text}`);
      }
      if (ticket && !bankAnswer && op.amount !== undefined) checkRefusal(ticket, BigInt(op.amount), op.kind);
      return;
    }
    if (bankAnswer) fail(`${op.kind} ${op.suffix} should be refused with ${bankAnswer}: ${response.text}`);
    const body = response.body;
    const amount = big(obj(body, 'sentAmount'), 'amount');
    if (op.amount !== undefined && amount !== BigInt(op.amount))
      fail(`${op.kind}: amount ${amount} != ${op.amount}`);
    const tx: Tx = {
      id: str(body, 'id'),
      kind: out ? 'TRANSFER_OUT' : 'TRANSFER_IN',
      suffix: op.suffix,
      quoteId: null,
      source: out ? internal : null,
      destination: out ? null : internal,
      sent: amount,
      sentCurrency: 'USD',
      received: amount,
      receivedCurrency: 'USD',
      fees: 0n,
      created,
      cancels: [],
    };
    if (ticket) endDebit(ticket, op.suffix === '004' ? 0n : amount);
    addTx(tx, str(body, 'status'), op.kind);
  };

  const runCancel = async (op: Extract<Op, { kind: 'cancel' }>) => {
    const outgoing = [...txs.values()].filter((t) => t.kind !== 'TRANSFER_IN');
    // Mostly the latest payouts that may still be in flight, sometimes anything.
    const candidates = op.anything ? outgoing : outgoing.filter(cancellable).slice(-6);
    const tx = candidates[Math.floor(op.pick * candidates.length)];
    if (!tx) return;
    const attempt = async () => {
      const jobs = jobsSeen;
      const response = await platform.request('POST', `/transactions/${tx.id}/cancel`, { body: {} });
      check('cancel', response);
      const code = typeof response.body?.code === 'string' ? response.body.code : undefined;
      tx.cancels.push({ status: response.status, code, jobs });
      if (response.status === 200) {
        const refund = response.body.refund as Body | undefined;
        if (
          response.body.status !== 'FAILED' ||
          refund?.status !== 'COMPLETED' ||
          refund.reason !== 'USER_CANCELLATION'
        ) {
          fail(`cancel of ${tx.id} answered ${response.text}`);
        }
      }
    };
    await Promise.all(op.twice ? [attempt(), attempt()] : [attempt()]);
  };

  const runRetry = async (op: Extract<Op, { kind: 'retry' }>) => {
    const entry = keyed[Math.floor(op.pick * keyed.length)];
    if (!entry) return;
    const response = await platform.request('POST', `/quotes/${entry.quote.id}/execute`, {
      headers: { 'Idempotency-Key': entry.key },
    });
    check('execute', response);
    if (response.status !== entry.status || response.text !== entry.text) {
      fail(
        `retry with ${entry.key} answered ${response.status} ${response.text}, first ${entry.status} ${entry.text}`,
      );
    }
    if (response.headers.get('idempotent-replayed') !== 'true')
      fail(`retry with ${entry.key} was not a replay`);
  };

  const runLate = async (op: Extract<Op, { kind: 'late' }>) => {
    const index = Math.floor(op.pick * deferred.length);
    const q = deferred[index];
    if (!q) return;
    deferred.splice(index, 1);
    await executeQuote(q, undefined, 'late execute');
  };

  const runOp = async (op: Op) => {
    switch (op.kind) {
      case 'quote':
        return runQuote(op);
      case 'transferOut':
      case 'transferIn':
        return runTransfer(op);
      case 'cancel':
        return runCancel(op);
      case 'retry':
        return runRetry(op);
      case 'late':
        return runLate(op);
      case 'fund': {
        const c = customers[op.customer] as Customer;
        return doFund(c.accounts[op.currency], op.currency, op.amount);
      }
    }
  };

  const db = service.ctx.db;
  const ops = Array.from({ length: OPS }, () => randomOp(r));
  /** Runs the jobs due now and records what it covered (the clock jumps only between batches). */
  const drain = async () => {
    const start = now();
    const before = jobsSeen;
    jobsSeen = { doneUpTo: before.doneUpTo, notBeyond: Number.POSITIVE_INFINITY };
    await service.worker.drain();
    jobsSeen = { doneUpTo: start, notBeyond: now() };
  };
  for (let i = 0; i < ops.length; i += BATCH) {
    // Sometimes long enough for quotes to expire and slow payouts to land.
    clock.advance(r.chance(0.2) ? r.int(240, 400) * SECOND : r.int(5, 45) * SECOND);
    // Delayed outcomes (refunds, returns) run either between batches or among the requests.
    if (r.chance(0.5)) {
      // drain() first: it marks the jobs as running before any request starts.
      await Promise.all([drain(), pool(ops.slice(i, i + BATCH), CONCURRENCY, runOp)]);
    } else {
      await drain();
      await pool(ops.slice(i, i + BATCH), CONCURRENCY, runOp);
    }
  }
  // Every delay has passed: the slowest is 6 minutes.
  clock.advance(7 * 60 * SECOND);
  await drain();
  // A worker that dies after its job committed leaves the job RUNNING; once the lease runs
  // out another worker runs it again. Replaying every payment job must change nothing.
  const replayed = await db
    .updateTable('jobs')
    .set({ state: 'RUNNING', locked_until: new Date(now() - SECOND) })
    .where('kind', '=', 'payments.advance')
    .where(sql<string>`payload->>'platformId'`, '=', platform.platformId)
    .executeTakeFirst();
  await drain();

  // ------------------------------------------------------------ final statuses and events
  const all = [...txs.values()];
  const finals = new Map<string, Body>();
  await pool(all, CONCURRENCY, async (tx) => {
    const response = await platform.request('GET', `/transactions/${tx.id}`);
    if (response.status !== 200) fail(`GET ${tx.id}: ${response.status} ${response.text}`);
    else finals.set(tx.id, response.body);
  });
  const events = new Map<string, string[]>();
  if (all.length > 0) {
    const rows = await db
      .selectFrom('events')
      .select(['resource_id', 'type'])
      .where('platform_id', '=', platform.platformId)
      .where(
        'resource_id',
        'in',
        all.map((t) => t.id),
      )
      .execute();
    for (const row of rows) events.set(row.resource_id, [...(events.get(row.resource_id) ?? []), row.type]);
  }

  const outcomes = new Map<string, Outcome>();
  let cancelledCount = 0;
  for (const tx of all) {
    const oks = tx.cancels.filter((c) => c.status === 200);
    if (oks.length > 1) fail(`${tx.id} was cancelled ${oks.length} times`);
    const delay = delayOf(tx);
    for (const c of tx.cancels) {
      const settledBefore = delay !== undefined && tx.created.end + delay <= c.jobs.doneUpTo;
      if (c.status === 200 && (!cancellable(tx) || settledBefore)) {
        fail(`${tx.kind} ${tx.suffix} ${tx.id} was cancelled although it could not be any more`);
      }
    }
    const surelyInFlight = tx.cancels.some(
      (c) => cancellable(tx) && delay !== undefined && tx.created.start + delay > c.jobs.notBeyond,
    );
    if (surelyInFlight && oks.length === 0)
      fail(
        `${tx.kind} ${tx.suffix} ${tx.id}: no cancel succeeded while in flight: ${toJson({ created: tx.created, cancels: tx.cancels })}`,
      );
    const cancelled = oks.length > 0;
    if (cancelled) cancelledCount += 1;

    const expected = finalOutcome(tx, cancelled);
    const actual = finals.get(tx.id);
    if (actual) {
      const refund = actual.refund as Body | undefined;
      const seen = {
        status: actual.status,
        failureReason: actual.failureReason,
        refund: refund ? { status: refund.status, reason: refund.reason } : undefined,
      };
      const want = {
        status: expected.status,
        failureReason: expected.failureReason,
        refund: expected.refund,
      };
      if (toJson(seen) !== toJson(want)) {
        fail(
          `${tx.kind} ${tx.suffix ?? ''} ${tx.id}${cancelled ? ' (cancelled)' : ''}: ${toJson(seen)}, expected ${toJson(want)}`,
        );
      }
      if (tx.quoteId !== null && actual.quoteId !== tx.quoteId)
        fail(`${tx.id} has quoteId ${String(actual.quoteId)}`);
    }
    const got = (events.get(tx.id) ?? []).sort();
    if (toJson(got) !== toJson(expected.events)) {
      fail(
        `${tx.kind} ${tx.suffix ?? ''} ${tx.id} events ${toJson(got)}, expected ${toJson(expected.events)}`,
      );
    }
    outcomes.set(tx.id, expected);
  }

  // ------------------------------------------------------------ exactly once per execution
  const perQuote = await db
    .selectFrom('transactions')
    .select(['quote_id', sql<number>`count(*)::int`.as('n')])
    .where('platform_id', '=', platform.platformId)
    .where('quote_id', 'is not', null)
    .groupBy('quote_id')
    .execute();
  const executedQuotes = [...quotes.values()].filter((q) => q.transactionId !== undefined);
  const counted = new Map(perQuote.map((row) => [row.quote_id as string, row.n]));
  for (const q of executedQuotes) {
    if (counted.get(uuidOf(q.id)) !== 1)
      fail(`quote ${q.id} has ${counted.get(uuidOf(q.id)) ?? 0} transactions`);
  }
  if (counted.size !== executedQuotes.length) {
    fail(`${counted.size} quotes have transactions, ${executedQuotes.length} executions succeeded`);
  }
  const total = await db
    .selectFrom('transactions')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('platform_id', '=', platform.platformId)
    .executeTakeFirstOrThrow();
  if (total.n !== txs.size)
    fail(`${total.n} transactions in the database, ${txs.size} created by 2xx answers`);
  const unfinishedJobs = await db
    .selectFrom('jobs')
    .select(['state', 'last_error'])
    .where('kind', '=', 'payments.advance')
    .where(sql<string>`payload->>'platformId'`, '=', platform.platformId)
    .where('state', '!=', 'DONE')
    .execute();
  if (unfinishedJobs.length > 0) fail(`payment jobs not done: ${toJson(unfinishedJobs)}`);

  // ------------------------------------------------------------ the ledger, account by account
  const expectedBalance = new Map<string, bigint>(funded);
  const add = (account: string | null, amount: bigint) => {
    if (account) expectedBalance.set(account, (expectedBalance.get(account) ?? 0n) + amount);
  };
  const system: Record<string, Record<Currency, bigint>> = {};
  const addSystem = (code: string, currency: Currency, amount: bigint) => {
    system[code] ??= { USD: 0n, EUR: 0n };
    system[code][currency] += amount;
  };
  for (const currency of CURRENCIES) addSystem('SANDBOX_BANK_SETTLEMENT', currency, -fundingsIn[currency]);
  for (const tx of all) {
    // The money stays moved when the payment completed, or when its refund failed (suspense).
    const outcome = outcomes.get(tx.id) as Outcome;
    if (outcome.status !== 'COMPLETED' && outcome.refund?.status !== 'FAILED') continue;
    add(tx.source, -tx.sent);
    add(tx.destination, tx.received);
    if (tx.kind === 'TRANSFER_IN') addSystem('SANDBOX_BANK_SETTLEMENT', tx.sentCurrency, -tx.sent);
    if (tx.fees > 0n) addSystem('FEES', tx.sentCurrency, tx.fees);
    const net = tx.sent - tx.fees;
    if (tx.sentCurrency !== tx.receivedCurrency || net !== tx.received) {
      addSystem('FX', tx.sentCurrency, net);
      addSystem('FX', tx.receivedCurrency, -tx.received);
    }
    if (tx.kind === 'PAYOUT' || tx.kind === 'TRANSFER_OUT') {
      const where = outcome.status === 'COMPLETED' ? 'SANDBOX_BANK_SETTLEMENT' : 'SUSPENSE';
      addSystem(where, tx.receivedCurrency, tx.received);
    }
  }

  const ledger = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'code', 'currency', 'available', 'pending'])
    .where('platform_id', '=', platform.platformId)
    .execute();
  const internalIds = new Set(customers.flatMap((c) => CURRENCIES.map((cur) => uuidOf(c.accounts[cur]))));
  for (const row of ledger) {
    if (row.kind === 'INTERNAL_ACCOUNT') {
      if (!internalIds.has(row.id)) fail(`unexpected internal ledger account ${row.id}`);
      continue;
    }
    const want = system[row.code]?.[row.currency as Currency] ?? 0n;
    if (row.available !== want || row.pending !== 0n) {
      fail(`system account ${row.code} ${row.currency}: ${row.available}/${row.pending}, expected ${want}/0`);
    }
  }
  for (const [code, byCurrency] of Object.entries(system)) {
    for (const currency of CURRENCIES) {
      const present = ledger.some((row) => row.code === code && row.currency === currency);
      if (!present && byCurrency[currency] !== 0n) fail(`system account ${code} ${currency} missing`);
    }
  }
  const byId = new Map(ledger.map((row) => [row.id, row]));
  for (const c of customers) {
    const list = await platform.request<{
      data: { id: string; balance: { amount: number }; totalBalance: { amount: number } }[];
    }>('GET', `/customers/internal-accounts?customerId=${encodeURIComponent(c.customerId)}&limit=100`);
    for (const currency of CURRENCIES) {
      const account = c.accounts[currency];
      const want = expectedBalance.get(account) ?? 0n;
      const row = byId.get(uuidOf(account));
      if (!row || row.available !== want || row.pending !== 0n) {
        fail(`ledger of ${account} (${currency}): ${row?.available}/${row?.pending}, model ${want}/0`);
      }
      const shown = list.body.data.find((a) => a.id === account);
      if (!shown || BigInt(shown.balance.amount) !== want || BigInt(shown.totalBalance.amount) !== want) {
        fail(`API balance of ${account}: ${toJson(shown)}, model ${want}`);
      }
    }
  }

  const negative = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'available', 'pending'])
    .where('kind', '=', 'INTERNAL_ACCOUNT')
    .where((eb) => eb.or([eb('available', '<', 0n), eb('pending', '<', 0n)]))
    .execute();
  if (negative.length > 0) fail(`internal accounts below zero: ${toJson(negative)}`);
  const sums = await db
    .selectFrom('ledger_accounts')
    .select(['currency', sql<string>`sum(available + pending)::text`.as('total')])
    .where('platform_id', '=', platform.platformId)
    .groupBy('currency')
    .execute();
  for (const row of sums)
    if (row.total !== '0') fail(`ledger of the platform sums to ${row.total} ${row.currency}`);
  const ledgerCheck = await checkLedger(db);
  if (!ledgerCheck.ok) fail(`ledger check: ${toJson(ledgerCheck)}`);

  expect(violations, `seed ${seed}: ${violations.length} violations`).toEqual([]);
  return {
    ops: ops.length,
    responses,
    transactions: txs.size,
    cancelled: cancelledCount,
    jobsReplayed: Number(replayed.numUpdatedRows),
  };
}

// ---------------------------------------------------------------- the suite

const clock = movableClock();
let service: TestService;

beforeAll(async () => {
  service = await startTestService({ clock, runJobs: false });
});
afterAll(() => service.close());

describe(`money movement under random concurrent operations (${databaseServer} PostgreSQL)`, () => {
  for (const seed of SEEDS) {
    it(`seed ${seed}: ${OPS} operations, concurrency ${CONCURRENCY}, the model and the ledger agree`, async () => {
      const summary = await runSeed(service, clock, seed);
      // The mix must have exercised what it is about.
      expect(summary.transactions).toBeGreaterThan(OPS / 3);
      expect(Object.keys(summary.responses).length).toBeGreaterThan(8);
      if (process.env.PROPERTY_VERBOSE) console.log(seed, toJson(summary));
    }, 180_000);
  }
});
