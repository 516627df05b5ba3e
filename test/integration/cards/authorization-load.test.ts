import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardTransactionView } from '../../helpers/card-transactions.js';
import { individual } from '../../helpers/fixtures.js';
import { fund } from '../../helpers/payments.js';
import { type PlatformClient, startTestService, type TestService } from '../../helpers/service.js';
import { waitFor } from '../../helpers/wait.js';

/**
 * Approved card authorizations in a burst, on the real job worker and the real clock: fifty
 * authorizations sent at once across five cards each show their AUTHORIZED card transaction.
 * A guard for issue 41, item 12 (an authorization answered 202 whose card transaction never
 * appeared under load); a failure names the issuer events and jobs still open. Each card is
 * funded by the first USDB account its customer's list shows, as a black-box client picks it.
 */
let service: TestService;
let platform: PlatformClient;

const CARDS = 5;
const PER_CARD = 10;
const AMOUNT = 1_000_000; // 1 USDB
const usdb = { code: 'USDB', name: 'USDB', symbol: 'USDB', decimals: 6 };

beforeAll(async () => {
  service = await startTestService({ env: { SANDBOX_DELAY_SCALE: '0.01' } });
  platform = await service.newPlatform('Card authorizations under load');
});
afterAll(() => service.close());

async function activeCard(): Promise<string> {
  const customer = await platform.request<{ id: string }>('POST', '/customers', {
    body: individual({ platformCustomerId: `load-${randomUUID()}` }),
  });
  expect(customer.status, customer.text).toBe(201);
  const accounts = await platform.request<{ data: { id: string; type: string }[] }>(
    'GET',
    `/customers/internal-accounts?customerId=${encodeURIComponent(customer.body.id)}&currency=USDB`,
  );
  // The first USDB account listed, as a client that knows only the spec takes it: the order of
  // a customer's accounts once made this the embedded wallet for half of the cards, and the
  // wallet, without a delegated key, declined every authorization.
  const account = accounts.body.data[0]?.id as string;
  expect(accounts.body.data[0]?.type).toBe('INTERNAL_CRYPTO');
  await fund(platform, account, AMOUNT * PER_CARD * 2);
  const issued = await platform.request<{ id: string }>('POST', '/cards', {
    body: { cardholderId: customer.body.id, form: 'VIRTUAL', fundingSources: [account] },
  });
  expect(issued.status, issued.text).toBe(201);
  await waitFor('the card to be ACTIVE', async () => {
    const card = await platform.request<{ state: string }>('GET', `/cards/${issued.body.id}`);
    return card.body.state === 'ACTIVE';
  });
  return issued.body.id;
}

async function cardTransactions(): Promise<Map<string, CardTransactionView>> {
  const byToken = new Map<string, CardTransactionView>();
  let cursor: string | undefined;
  do {
    const page = await platform.request<{ data: CardTransactionView[]; nextCursor?: string }>(
      'GET',
      `/transactions?type=CARD&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(page.status, page.text).toBe(200);
    for (const tx of page.body.data) byToken.set(tx.issuerTransactionToken, tx);
    cursor = page.body.nextCursor;
  } while (cursor);
  return byToken;
}

describe('authorizations in a burst', () => {
  it('every approved authorization shows its AUTHORIZED card transaction', async () => {
    const cards = await Promise.all(Array.from({ length: CARDS }, () => activeCard()));
    const simulations = await Promise.all(
      cards.flatMap((cardId) =>
        Array.from({ length: PER_CARD }, () =>
          platform.request<{ issuerTransactionToken: string }>(
            'POST',
            `/sandbox/cards/${cardId}/simulate/authorization`,
            { body: { amount: AMOUNT, currency: usdb, merchant: { descriptor: 'LOAD TEST SHOP' } } },
          ),
        ),
      ),
    );
    for (const s of simulations) expect(s.status, s.text).toBe(202);
    const tokens = simulations.map((s) => s.body.issuerTransactionToken);
    // The issuer applies each about 10 ms later; a poll of the worker is 50 ms. Ten seconds is
    // an eternity for both, so a transaction still missing then is lost, not slow.
    let missing: string[] = tokens;
    try {
      await waitFor(
        'every authorization to show its card transaction',
        async () => {
          const found = await cardTransactions();
          missing = tokens.filter((t) => found.get(t)?.status !== 'AUTHORIZED');
          return missing.length === 0;
        },
        { timeoutMs: 10_000, intervalMs: 100 },
      );
    } catch (err) {
      const jobs = await service.ctx.db
        .selectFrom('jobs')
        .select(['kind', 'state', 'attempts', 'last_error', 'payload'])
        .where('kind', '=', 'cards.issuer-event')
        .where('state', '!=', 'DONE')
        .execute();
      const events = await service.ctx.db
        .selectFrom('card_issuer_events')
        .select(['token', 'outcome', 'processed_at'])
        .where('token', 'in', missing)
        .execute();
      throw new Error(
        `${missing.length} of ${tokens.length} missing; jobs not done: ${JSON.stringify(jobs)}; events: ${JSON.stringify(events)}`,
        { cause: err },
      );
    }
  });
});
