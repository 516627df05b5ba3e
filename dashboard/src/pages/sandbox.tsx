import { must } from '../api';
import { TestClockPanel } from '../clock';
import { money, toSmallestUnits } from '../format';
import { ResetPanel } from '../reset';
import { Field, fieldOf, useAction, useLoad, useShell } from '../ui';

export function SandboxPage(_props: { detail?: string | undefined }) {
  const { api } = useShell();
  const demo = useAction();
  const receive = useAction();
  const customers = useLoad(
    async () => (await must(api.GET('/2025-10-13/customers', { params: { query: { limit: 100 } } }))).data,
    'customers',
  );

  const loadDemo = () =>
    demo.run(
      () => must(api.POST('/2025-10-13/sandbox/scenarios/{name}', { params: { path: { name: 'demo' } } })),
      (r) =>
        `${r.loaded ? 'Demo scenario loaded' : 'The demo scenario was already loaded'}: ` +
        `${r.customers.length} customers, ${r.internalAccounts.length} funded accounts, ${r.transactions.length} transactions.`,
    );

  const receiveUma = async (event: SubmitEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const currency = fieldOf(form, 'currency');
    const amount = toSmallestUnits(fieldOf(form, 'amount'), 2);
    await receive.run(
      async () => {
        if (amount === undefined) throw new Error('Enter a positive amount with at most 2 decimals.');
        return must(
          api.POST('/2025-10-13/sandbox/uma/receive', {
            body: {
              senderUmaAddress: fieldOf(form, 'sender'),
              customerId: fieldOf(form, 'customerId'),
              receivingCurrencyCode: currency,
              receivingCurrencyAmount: amount,
            },
          }),
        );
      },
      (t) =>
        `Incoming UMA payment ${t.status}: ${money(t.receivedAmount.amount, t.receivedAmount.currency)}.`,
    );
  };

  return (
    <>
      <TestClockPanel />
      <section aria-labelledby="demo">
        <h2 id="demo">Demo scenario</h2>
        <p>
          Fills this platform with customers in every KYC state, funded USD, EUR and MXN accounts, bank
          accounts and a few completed payments, all made through the API. Loading it again creates nothing.
        </p>
        <button type="button" onClick={() => void loadDemo()} disabled={demo.busy}>
          Load the demo scenario
        </button>
      </section>
      <section aria-labelledby="uma">
        <h2 id="uma">Receive a UMA payment</h2>
        <p class="muted">
          A simulated counterparty pays one of your customers by its UMA address. Fund accounts on the{' '}
          <a href="#/accounts">Accounts</a> page and simulate card authorizations on the{' '}
          <a href="#/cards">Cards</a> page.
        </p>
        <form class="grid" onSubmit={receiveUma}>
          <Field label="Customer">
            <select name="customerId" required>
              {(customers.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.platformCustomerId} ({c.umaAddress})
                </option>
              ))}
            </select>
          </Field>
          <Field label="Sender UMA address">
            <input name="sender" required defaultValue="$alice@sandbox.uma.test" />
          </Field>
          <Field label="Currency">
            <input name="currency" required pattern="[A-Z]{3}" defaultValue="USD" />
          </Field>
          <Field label="Amount">
            <input name="amount" inputMode="decimal" required defaultValue="15" />
          </Field>
          <div class="actions">
            <button type="submit" disabled={receive.busy || (customers.data ?? []).length === 0}>
              Receive payment
            </button>
          </div>
        </form>
      </section>
      <ResetPanel onReset={customers.reload} />
    </>
  );
}
