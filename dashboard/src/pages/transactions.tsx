import { type Api, must, type Transaction, type WebhookEvent } from '../api';
import { money, shortId, when } from '../format';
import { TestClockPanel } from '../clock';
import { Badge, DataTable, ListState, useLoad, useShell, When } from '../ui';

const FINAL = new Set(['COMPLETED', 'FAILED', 'REJECTED', 'EXPIRED', 'REFUNDED', 'SETTLED']);
type CardTransaction = Extract<Transaction, { authorizedAmount: unknown }>;
type Payment = Exclude<Transaction, CardTransaction>;
const isCard = (t: Transaction): t is CardTransaction => 'authorizedAmount' in t;
const isFinal = (t: Transaction) => FINAL.has(t.status) && (isCard(t) || t.refund?.status !== 'PENDING');

interface Step {
  at: string;
  label: string;
  detail?: string | undefined;
  eventId?: string;
}

function amountOf(t: Transaction): string {
  if (isCard(t)) return money(t.authorizedAmount.amount, t.authorizedAmount.currency);
  return money(t.sentAmount.amount, t.sentAmount.currency);
}

const payment = (t: Transaction): Payment | undefined => (isCard(t) ? undefined : t);

/**
 * What happened to a transaction, in order: its creation, every webhook event recorded for it
 * (each state change sends one), its settlement and its refund. A transaction carries its
 * current state only; the events are its history.
 */
function timelineOf(t: Transaction, events: WebhookEvent[]): Step[] {
  const steps: Step[] = [{ at: t.createdAt, label: 'Created' }];
  for (const e of events) {
    steps.push({ at: e.timestamp, label: e.type, detail: `webhook ${e.deliveryStatus}`, eventId: e.id });
  }
  if (!isCard(t)) {
    if (t.settledAt !== undefined) steps.push({ at: t.settledAt, label: 'Settled' });
    if (t.refund) {
      steps.push({ at: t.refund.initiatedAt, label: 'Refund initiated', detail: t.refund.reason });
      if (t.refund.settledAt !== undefined)
        steps.push({ at: t.refund.settledAt, label: `Refund ${t.refund.status}` });
    }
  }
  return steps.sort((a, b) => a.at.localeCompare(b.at));
}

async function transactionWithHistory(api: Api, id: string) {
  const [transaction, events] = await Promise.all([
    must(api.GET('/2025-10-13/transactions/{transactionId}', { params: { path: { transactionId: id } } })),
    must(api.GET('/2025-10-13/webhooks/events', { params: { query: { resourceId: id, limit: 100 } } })),
  ]);
  return { transaction, events: events.data };
}

function TransactionDetail({ id }: { id: string }) {
  const { api } = useShell();
  // Followed until it reaches a final state: the sandbox moves payments on by itself.
  const loaded = useLoad(() => transactionWithHistory(api, id), id, {
    refreshMs: 1000,
    keepRefreshing: ({ transaction }) => !isFinal(transaction),
  });
  if (loaded.error !== undefined)
    return (
      <p class="error">
        Could not load {id}: {loaded.error}
      </p>
    );
  if (loaded.data === undefined) return <p class="muted">Loading…</p>;
  const { transaction: t, events } = loaded.data;
  return (
    <section aria-labelledby="transaction-detail" class="detail">
      <h2 id="transaction-detail">
        Transaction {shortId(t.id)} <Badge value={t.status} />
      </h2>
      <dl>
        <dt>Id</dt>
        <dd>
          <code>{t.id}</code>
        </dd>
        <dt>Type</dt>
        <dd>{t.type}</dd>
        <dt>Status</dt>
        <dd data-testid="transaction-status">{t.status}</dd>
        <dt>Amount</dt>
        <dd>{amountOf(t)}</dd>
        {payment(t)?.failureReason === undefined ? null : (
          <>
            <dt>Failure reason</dt>
            <dd>{payment(t)?.failureReason}</dd>
          </>
        )}
      </dl>
      <h3>Timeline</h3>
      <ol class="timeline">
        {timelineOf(t, events).map((step, i) => (
          <li key={i}>
            <time dateTime={step.at}>{when(step.at)}</time>{' '}
            {step.eventId === undefined ? (
              <strong>{step.label}</strong>
            ) : (
              <a href={`#/webhooks/${encodeURIComponent(step.eventId)}`}>
                <strong>{step.label}</strong>
              </a>
            )}
            {step.detail === undefined ? null : <span class="muted"> ({step.detail})</span>}
          </li>
        ))}
      </ol>
      {/* Waiting for the sandbox (a slow payout, a return): the clock can bring it on now. */}
      {isFinal(t) ? null : <TestClockPanel onAdvanced={loaded.reload} />}
      <p>
        <a href="#/transactions">Close</a>
      </p>
    </section>
  );
}

export function TransactionsPage({ detail }: { detail?: string | undefined }) {
  const { api } = useShell();
  const transactions = useLoad(
    async () => (await must(api.GET('/2025-10-13/transactions', { params: { query: { limit: 50 } } }))).data,
    'transactions',
    { refreshMs: 2000, keepRefreshing: (items) => items.some((t) => !isFinal(t)) },
  );
  return (
    <>
      {detail === undefined ? null : <TransactionDetail id={detail} key={detail} />}
      <section aria-labelledby="transactions-list">
        <h2 id="transactions-list">Latest transactions</h2>
        <ListState
          loaded={transactions}
          empty={
            <p>
              No transactions yet. <a href="#/pay">Pay</a> from a funded account, or receive a UMA payment on
              the <a href="#/sandbox">Simulate</a> page.
            </p>
          }
        >
          {(items) => (
            <DataTable
              items={items}
              current={detail}
              columns={[
                {
                  header: 'Transaction',
                  title: (t) => t.id,
                  cell: (t) => <a href={`#/transactions/${encodeURIComponent(t.id)}`}>{shortId(t.id)}</a>,
                },
                { header: 'Type', cell: (t) => t.type },
                { header: 'Status', cell: (t) => <Badge value={t.status} /> },
                { header: 'Sent', numeric: true, cell: (t) => amountOf(t) },
                { header: 'Customer', cell: (t) => t.platformCustomerId },
                { header: 'Created', cell: (t) => <When at={t.createdAt} /> },
              ]}
            />
          )}
        </ListState>
      </section>
    </>
  );
}
