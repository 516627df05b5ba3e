import { type Card, must } from '../api';
import { money, shortId, toSmallestUnits } from '../format';
import { Badge, DataTable, Field, fieldOf, ListState, useAction, useLoad, useShell, When } from '../ui';

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
        <DataTable
          items={items}
          rowKey={(c) => c.id}
          columns={[
            { header: 'Card', title: (c) => c.id, cell: (c) => `${c.brand ?? 'Card'} …${c.last4 ?? '----'}` },
            { header: 'Cardholder', title: (c) => c.cardholderId, cell: (c) => shortId(c.cardholderId) },
            { header: 'State', cell: (c) => <Badge value={c.state} /> },
            {
              header: 'Expires',
              cell: (c) =>
                c.expMonth === undefined ? '' : `${String(c.expMonth).padStart(2, '0')}/${c.expYear ?? ''}`,
            },
            { header: 'Created', cell: (c) => <When at={c.createdAt} /> },
            {
              header: 'Simulate',
              cell: (c) =>
                c.state === 'ACTIVE' ? <AuthorizationForm card={c} onDone={cards.reload} /> : null,
            },
          ]}
        />
      )}
    </ListState>
  );
}
