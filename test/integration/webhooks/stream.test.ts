import { createPublicKey, verify } from 'node:crypto';
import { createParser } from 'eventsource-parser';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Listener } from '../../../src/listen.js';
import { activeCardOn } from '../../helpers/cards.js';
import { customerWithAccounts, fund } from '../../helpers/payments.js';
import { type PlatformClient, startTestService, type TestService } from '../../helpers/service.js';
import { waitFor } from '../../helpers/wait.js';
import { startReceiver } from '../../helpers/webhook-receiver.js';

/**
 * The event stream (GET /sandbox/webhooks/stream) and `payments-service listen` on top of it:
 * a platform's new events as signed webhook bodies, only its own, resumable by Last-Event-ID,
 * forwarded to a local URL exactly as the deliverer would send them.
 */
let service: TestService;
let a: PlatformClient;
let b: PlatformClient;
const closers: (() => unknown)[] = [];

beforeAll(async () => {
  service = await startTestService();
  a = await service.newPlatform('Stream A');
  b = await service.newPlatform('Stream B');
});
afterAll(async () => {
  for (const close of closers) await close();
  // A stream still open (the first test leaves one) must not keep the server from closing.
  await service.close();
});

const base = () => `${service.origin}/2025-10-13`;
const basic = (p: PlatformClient) =>
  `Basic ${Buffer.from(`${p.clientId}:${p.clientSecret}`).toString('base64')}`;

interface Message {
  id: string;
  type: string;
  body: string;
  signature: string;
}

/** Opens the stream of `p`; collects its `webhook` events. */
async function openStream(p: PlatformClient, lastEventId?: string) {
  const abort = new AbortController();
  const response = await fetch(`${base()}/sandbox/webhooks/stream`, {
    headers: { authorization: basic(p), ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: abort.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const messages: (Message & { sseId: string | undefined })[] = [];
  const parser = createParser({
    onEvent: (m) => {
      if (m.event === 'webhook') messages.push({ ...(JSON.parse(m.data) as Message), sseId: m.id });
    },
  });
  const reading = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as AsyncIterable<Uint8Array>)
        parser.feed(decoder.decode(chunk));
    } catch {
      // aborted
    }
  })();
  return { messages, close: () => abort.abort(), reading };
}

async function publicKey(p: PlatformClient): Promise<string> {
  return (await p.request<{ webhookSigningPublicKey: string }>('GET', '/config')).body
    .webhookSigningPublicKey;
}

const USDB = { code: 'USDB', name: 'USDB', symbol: 'USDB', decimals: 6 };

const verifies = (m: Message, key: string) =>
  verify('sha256', Buffer.from(m.body), createPublicKey(key), Buffer.from(m.signature, 'base64'));

describe('event stream', () => {
  it("streams the platform's new events, signed with its key, and none of another platform's", async () => {
    const stream = await openStream(a);
    const mine = await customerWithAccounts(a);
    await fund(a, mine.accounts.USD as string, 1_000);
    const theirs = await customerWithAccounts(b);
    await fund(b, theirs.accounts.USD as string, 1_000);
    await waitFor('A’s two events', () => (stream.messages.length >= 2 ? true : undefined));
    // Give B's events time to show up if they were ever going to.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(stream.messages.map((m) => m.type).sort()).toEqual([
      'CUSTOMER.KYC_APPROVED',
      'INTERNAL_ACCOUNT.BALANCE_UPDATED',
    ]);
    const key = await publicKey(a);
    for (const m of stream.messages) {
      expect(verifies(m, key)).toBe(true);
      expect(m.sseId).toBe(m.id);
      const envelope = JSON.parse(m.body) as { id: string; data: unknown };
      expect(envelope.id).toBe(m.id);
      expect(m.body).not.toContain(theirs.customerId);
    }
    expect(JSON.stringify(stream.messages)).toContain(mine.customerId);
    // Left open: closing the service ends it.
  });

  it('needs the platform’s credentials', async () => {
    const response = await fetch(`${base()}/sandbox/webhooks/stream`);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe('UNAUTHORIZED');
  });

  it('resumes after Last-Event-ID: what was recorded while away arrives, nothing twice', async () => {
    const first = await openStream(b);
    const one = await customerWithAccounts(b);
    await waitFor('the first event', () => (first.messages.length >= 1 ? true : undefined));
    const last = first.messages.at(-1) as Message;
    first.close();
    await first.reading;
    await fund(b, one.accounts.USD as string, 500);
    const again = await openStream(b, last.id);
    closers.push(again.close);
    await waitFor('the event recorded while away', () =>
      again.messages.some((m) => m.type === 'INTERNAL_ACCOUNT.BALANCE_UPDATED') ? true : undefined,
    );
    expect(again.messages.map((m) => m.id)).not.toContain(last.id);
  });
});

describe('events committed late', () => {
  /**
   * Issue 41, item 12: an approved authorization's CARD_TRANSACTION.AUTHORIZED never came down
   * the stream. Its job stamps the event when it starts; if the transaction commits after the
   * stream has sent an event stamped more than its look-back later (the platform's test clock
   * was advanced meanwhile, or the commit waited that long for a lock), a time window skips it
   * for good. The stream follows commit order instead.
   */
  it('sends an event whose transaction commits after later-stamped events were sent', async () => {
    const c = await service.newPlatform('Stream C');
    const card = await activeCardOn(c, 5_000_000);
    const other = await customerWithAccounts(c);
    const stream = await openStream(c);
    closers.push(stream.close);
    // A lock on the funding account's ledger row holds the issuer's job inside its transaction,
    // after it stamped its events.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holder: number | undefined;
    const holding = service.ctx.db.transaction().execute(async (trx) => {
      await sql`select 1 from ledger_accounts where id = ${card.accountUuid}::uuid for update`.execute(trx);
      holder = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]?.pid;
      await held;
    });
    let token: string;
    try {
      const simulated = await c.request<{ issuerTransactionToken: string }>(
        'POST',
        `/sandbox/cards/${card.cardId}/simulate/authorization`,
        { body: { amount: 1_000_000, currency: USDB, merchant: { descriptor: 'LATE COMMIT SHOP' } } },
      );
      expect(simulated.status, simulated.text).toBe(202);
      token = simulated.body.issuerTransactionToken;
      await waitFor('the issuer job to wait for the ledger lock', async () => {
        if (holder === undefined) return false;
        const waiting = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
          where ${holder}::int = any(pg_blocking_pids(pid))`.execute(service.ctx.db);
        return (waiting.rows[0]?.n ?? 0) > 0;
      });
      // Meanwhile the platform's time moves a minute on, and an event of that time is sent.
      const advanced = await c.request('POST', '/sandbox/clock/advance', { body: { seconds: 60 } });
      expect(advanced.status, advanced.text).toBe(200);
      await fund(c, other.accounts.USD as string, 1_000);
      await waitFor('the later event on the stream', () =>
        stream.messages.some((m) => m.type === 'INTERNAL_ACCOUNT.BALANCE_UPDATED') ? true : undefined,
      );
    } finally {
      release();
      await holding;
    }
    await waitFor('the card transaction in the API', async () => {
      const list = await c.request<{ data: { issuerTransactionToken?: string; status: string }[] }>(
        'GET',
        '/transactions?type=CARD&limit=100',
      );
      return list.body.data.some((t) => t.issuerTransactionToken === token && t.status === 'AUTHORIZED');
    });
    await waitFor(
      'CARD_TRANSACTION.AUTHORIZED on the stream',
      () =>
        stream.messages.some(
          (m) =>
            m.type === 'CARD_TRANSACTION.AUTHORIZED' &&
            (JSON.parse(m.body) as { data: { issuerTransactionToken: string } }).data
              .issuerTransactionToken === token,
        )
          ? true
          : undefined,
      { timeoutMs: 5_000 },
    );
  });
});

describe('payments-service listen', () => {
  it('forwards each event to the local URL as a signed webhook and prints the delivery', async () => {
    // A platform of its own: a new stream also sends the events of the 5 s before it connected,
    // and the other tests' events of a shared platform would be among them.
    const own = await service.newPlatform('Listen');
    const receiver = await startReceiver((n) => ({ status: n === 0 ? 500 : 200 }));
    closers.push(() => receiver.close());
    const key = await publicKey(own);
    receiver.setPublicKey(key);
    const lines: string[] = [];
    const listener = new Listener({
      baseUrl: base(),
      clientId: own.clientId,
      clientSecret: own.clientSecret,
      forwardTo: receiver.url,
      print: (line) => lines.push(line),
    });
    const running = listener.run();
    await listener.ready;
    const customer = await customerWithAccounts(own);
    await fund(own, customer.accounts.USD as string, 2_000);
    // The listener's record, not the receiver's: it notes a forward once the answer came back.
    await waitFor('both events forwarded', () => (listener.forwarded.length >= 2 ? true : undefined));
    listener.stop();
    await running;
    expect(receiver.received.map((r) => r.envelope.type).sort()).toEqual([
      'CUSTOMER.KYC_APPROVED',
      'INTERNAL_ACCOUNT.BALANCE_UPDATED',
    ]);
    expect(receiver.received.every((r) => r.verified === true)).toBe(true);
    expect(receiver.received.every((r) => r.originalSignature === r.signature)).toBe(true);
    expect(listener.forwarded.map((f) => f.status)).toEqual([500, 200]);
    expect(lines[0]).toMatch(/^Ready: forwarding/);
    expect(lines.filter((l) => /\[(200|500)\]/.test(l))).toHaveLength(2);
  });

  it('says why when the credentials are refused', async () => {
    const listener = new Listener({
      baseUrl: base(),
      clientId: a.clientId,
      clientSecret: 'wrong',
      forwardTo: 'http://127.0.0.1:9/none',
      print: () => undefined,
    });
    await expect(listener.run()).rejects.toThrow(/answered 401/);
  });
});
