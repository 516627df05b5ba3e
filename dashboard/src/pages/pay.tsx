import { useState } from 'preact/hooks';
import { type Api, type ExternalAccount, type InternalAccount, must, type Quote } from '../api';
import { money, shortId, toSmallestUnits } from '../format';
import { Badge, DataTable, Field, fieldOf, ListState, useAction, useLoad, useShell, When } from '../ui';
import { internalAccounts } from './accounts';

interface PayData {
  /** platformCustomerId by customer id, to name accounts. */
  names: Map<string, string>;
  sources: InternalAccount[];
  destinations: ExternalAccount[];
  quotes: Quote[];
}

async function payData(api: Api): Promise<PayData> {
  const [customers, sources, destinations, quotes] = await Promise.all([
    must(api.GET('/2025-10-13/customers', { params: { query: { limit: 100 } } })),
    internalAccounts(api),
    must(api.GET('/2025-10-13/customers/external-accounts', { params: { query: { limit: 100 } } })),
    must(api.GET('/2025-10-13/quotes', { params: { query: { limit: 20 } } })),
  ]);
  return {
    names: new Map(customers.data.map((c) => [c.id, c.platformCustomerId])),
    // Funded accounts first: they are the ones that can pay.
    sources: sources
      .filter((a) => a.customerId !== undefined && a.type !== 'EMBEDDED_WALLET')
      .sort((a, b) => Number(b.balance.amount > 0) - Number(a.balance.amount > 0)),
    destinations: destinations.data,
    quotes: quotes.data,
  };
}

const nameOf = (names: Map<string, string>, customerId: string | undefined) =>
  names.get(customerId ?? '') ?? shortId(customerId ?? '');

const accountLabel = (a: InternalAccount, names: Map<string, string>) =>
  `${nameOf(names, a.customerId)}: ${a.balance.currency.code} ${shortId(a.id)}, ${money(a.balance.amount, a.balance.currency)}`;

function describeExternal(e: ExternalAccount): string {
  const info = e.accountInfo;
  const number =
    'accountNumber' in info && typeof info.accountNumber === 'string'
      ? ` …${info.accountNumber.slice(-4)}`
      : '';
  const check =
    e.beneficiaryVerificationStatus === undefined ? '' : `, beneficiary ${e.beneficiaryVerificationStatus}`;
  return `${e.currency} ${info.accountType}${number} (${e.status}${check})`;
}

function BankAccountForm({ names, onCreated }: { names: Map<string, string>; onCreated(): void }) {
  const customers = [...names];
  const { api } = useShell();
  const { busy, run } = useAction();
  const create = async (event: SubmitEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const created = await run(
      () =>
        must(
          api.POST('/2025-10-13/customers/external-accounts', {
            body: {
              customerId: fieldOf(form, 'customerId'),
              currency: 'USD',
              accountInfo: {
                accountType: 'USD_ACCOUNT',
                accountNumber: fieldOf(form, 'accountNumber'),
                routingNumber: fieldOf(form, 'routingNumber'),
                bankName: fieldOf(form, 'bankName'),
                beneficiary: {
                  beneficiaryType: 'INDIVIDUAL',
                  fullName: fieldOf(form, 'beneficiary'),
                  countryOfResidence: 'US',
                },
              },
            },
          }),
        ),
      (e) => `Bank account ${shortId(e.id)} added: ${e.status}.`,
    );
    if (created) onCreated();
  };
  return (
    <form class="grid" onSubmit={create}>
      <Field label="Customer">
        <select name="customerId" required>
          {customers.map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </select>
      </Field>
      <Field
        label="Account number"
        hint="Its last 3 digits pick the sandbox bank's answer (docs/sandbox.md): 003 is slow, 002 fails, others complete at once."
      >
        <input name="accountNumber" required pattern="[0-9]{4,17}" defaultValue="123456789" />
      </Field>
      <Field label="Routing number">
        <input name="routingNumber" required pattern="[0-9]{9}" defaultValue="021000021" />
      </Field>
      <Field label="Bank name">
        <input name="bankName" defaultValue="JPMorgan Chase" />
      </Field>
      <Field label="Beneficiary full name">
        <input name="beneficiary" required defaultValue="Ada Lovelace" />
      </Field>
      <div class="actions">
        <button type="submit" disabled={busy || customers.length === 0}>
          Add bank account
        </button>
      </div>
    </form>
  );
}

function PayForm({ data, onPaid }: { data: PayData; onPaid(quote: Quote): void }) {
  const { api } = useShell();
  const { busy, run } = useAction();
  const [sourceId, setSourceId] = useState(data.sources[0]?.id ?? '');
  const source = data.sources.find((a) => a.id === sourceId);
  const destinations = data.destinations.filter((e) => e.customerId === source?.customerId);
  const pay = async (event: SubmitEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    if (!source) return;
    const decimals = source.balance.currency.decimals;
    const amount = toSmallestUnits(fieldOf(form, 'amount'), decimals);
    const quote = await run(
      async () => {
        if (amount === undefined)
          throw new Error(`Enter a positive amount with at most ${decimals} decimals.`);
        return must(
          api.POST('/2025-10-13/quotes', {
            body: {
              source: { sourceType: 'ACCOUNT', accountId: source.id },
              destination: { destinationType: 'ACCOUNT', accountId: fieldOf(form, 'destination') },
              lockedCurrencySide: 'SENDING',
              lockedCurrencyAmount: amount,
              immediatelyExecute: true,
              description: fieldOf(form, 'description') || undefined,
            },
          }),
        );
      },
      (q) =>
        `Quote ${shortId(q.id)} executed: ${q.status}. Following transaction ${shortId(q.transactionId)}.`,
    );
    if (quote) onPaid(quote);
  };
  if (data.sources.length === 0) {
    return (
      <p class="empty">
        No customer account to pay from: <a href="#/customers">create a customer</a> first.
      </p>
    );
  }
  return (
    <form class="grid" onSubmit={pay}>
      <Field label="From internal account">
        <select name="source" value={sourceId} onChange={(e) => setSourceId(e.currentTarget.value)}>
          {data.sources.map((a) => (
            <option key={a.id} value={a.id}>
              {accountLabel(a, data.names)}
            </option>
          ))}
        </select>
      </Field>
      <Field label="To external account">
        <select name="destination" required>
          {destinations.map((e) => (
            <option key={e.id} value={e.id}>
              {describeExternal(e)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={`Amount (${source?.balance.currency.code ?? ''})`}>
        <input name="amount" inputMode="decimal" required defaultValue="25" />
      </Field>
      <Field label="Description">
        <input name="description" defaultValue="Dashboard payout" />
      </Field>
      <div class="actions">
        <button type="submit" disabled={busy || destinations.length === 0}>
          Quote and pay
        </button>
        {destinations.length === 0 ? (
          <span class="muted">This customer has no bank account yet: add one below.</span>
        ) : null}
      </div>
    </form>
  );
}

export function PayPage(_props: { detail?: string | undefined }) {
  const { api } = useShell();
  const loaded = useLoad(() => payData(api), 'pay');
  const data = loaded.data;
  return (
    <>
      <section aria-labelledby="pay-form">
        <h2 id="pay-form">Pay out to a bank account</h2>
        <p class="muted">
          Creates a quote from a customer's internal account to one of its bank accounts with{' '}
          <code>immediatelyExecute</code>, then follows the payment's transaction.
        </p>
        {loaded.error !== undefined ? <p class="error">Could not load: {loaded.error}</p> : null}
        {data === undefined ? (
          <p class="muted">Loading…</p>
        ) : (
          <PayForm
            data={data}
            onPaid={(quote) => {
              location.hash = `#/transactions/${encodeURIComponent(quote.transactionId)}`;
            }}
          />
        )}
      </section>
      <section aria-labelledby="bank-form">
        <h2 id="bank-form">Add a US bank account</h2>
        <BankAccountForm names={data?.names ?? new Map<string, string>()} onCreated={loaded.reload} />
      </section>
      <section aria-labelledby="quotes-list">
        <h2 id="quotes-list">Latest quotes</h2>
        <ListState
          loaded={{ data: data?.quotes, error: loaded.error, reload: loaded.reload }}
          empty={<p>No quotes yet.</p>}
        >
          {(quotes) => (
            <DataTable
              items={quotes}
              columns={[
                { header: 'Quote', title: (q) => q.id, cell: (q) => shortId(q.id) },
                { header: 'Status', cell: (q) => <Badge value={q.status} /> },
                {
                  header: 'Sending',
                  numeric: true,
                  cell: (q) => money(q.totalSendingAmount, q.sendingCurrency),
                },
                {
                  header: 'Receiving',
                  numeric: true,
                  cell: (q) => money(q.totalReceivingAmount, q.receivingCurrency),
                },
                {
                  header: 'Transaction',
                  cell: (q) => (
                    <a href={`#/transactions/${encodeURIComponent(q.transactionId)}`}>
                      {shortId(q.transactionId)}
                    </a>
                  ),
                },
                { header: 'Created', cell: (q) => <When at={q.createdAt} /> },
              ]}
            />
          )}
        </ListState>
      </section>
    </>
  );
}
