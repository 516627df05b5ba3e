import { type Card, must } from '../api';
import { money, shortId, toSmallestUnits, when } from '../format';
import { Badge, Field, fieldOf, ListState, useAction, useLoad, useShell } from '../ui';

function AuthorizationForm({ card, onDone }: { card: Card; onDone(): void }) {
  const { api } = useShell();
  const { busy, run } = useAction();
  // The card spends its funding account's currency (USDB has 6 decimals): read it from there.
  const funding = useLoad(
    async () =>
      (
        await must(
          api.GET('/2025-10-13/customers/internal-accounts', {
            params: { query: { customerId: card.cardholderId, limit: 100 } },
          }),
        )
      ).data.find((a) => card.fundingSources.includes(a.id)),
    card.id,
  );
  const currency = funding.data?.balance.currency ?? { code: card.currency ?? 'USD', decimals: 2 };
  const simulate = async (event: SubmitEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const amount = toSmallestUnits(fieldOf(form, 'amount'), currency.decimals);
    const done = await run(
      async () => {
        if (amount === undefined)
          throw new Error(`Enter a positive amount with at most ${currency.decimals} decimals.`);
        return must(
          api.POST('/2025-10-13/sandbox/cards/{id}/simulate/authorization', {
            params: { path: { id: card.id } },
            body: {
              amount,
              currency: { code: currency.code },
              merchant: { descriptor: fieldOf(form, 'merchant') },
            },
          }),
        );
      },
      () => `Authorization of ${money(amount ?? 0, currency)} simulated on card …${card.last4 ?? ''}.`,
    );
    if (done) onDone();
  };
  return (
    <form class="inline" onSubmit={simulate}>
      <Field label={`Amount (${currency.code})`}>
        <input name="amount" inputMode="decimal" required size={6} defaultValue="12.50" />
      </Field>
      <Field label="Merchant">
        <input name="merchant" required size={12} defaultValue="COFFEE SHOP" />
      </Field>
      <button type="submit" disabled={busy}>
        Simulate authorization
      </button>
    </form>
  );
}

export function CardsPage(_props: { detail?: string | undefined }) {
  const { api } = useShell();
  const cards = useLoad(
    async () => (await must(api.GET('/2025-10-13/cards', { params: { query: { limit: 100 } } }))).data,
    'cards',
  );
  return (
    <ListState
      loaded={cards}
      empty={
        <p>
          No cards yet. Issue one with <code>POST /2025-10-13/cards</code> for a KYC-approved customer; its
          authorizations can then be simulated here.
        </p>
      }
    >
      {(items) => (
        <table>
          <thead>
            <tr>
              <th scope="col">Card</th>
              <th scope="col">Cardholder</th>
              <th scope="col">State</th>
              <th scope="col">Expires</th>
              <th scope="col">Created</th>
              <th scope="col">Simulate</th>
            </tr>
          </thead>
          <tbody>
            {items.map((c) => (
              <tr key={c.id}>
                <td title={c.id}>
                  {c.brand ?? 'Card'} …{c.last4 ?? '----'}
                </td>
                <td title={c.cardholderId}>{shortId(c.cardholderId)}</td>
                <td>
                  <Badge value={c.state} />
                </td>
                <td>
                  {c.expMonth === undefined
                    ? ''
                    : `${String(c.expMonth).padStart(2, '0')}/${c.expYear ?? ''}`}
                </td>
                <td>
                  <time dateTime={c.createdAt}>{when(c.createdAt)}</time>
                </td>
                <td>{c.state === 'ACTIVE' ? <AuthorizationForm card={c} onDone={cards.reload} /> : null}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ListState>
  );
}
