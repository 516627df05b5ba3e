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

/** The currency cards spend: a card is funded by its cardholder's accounts in it. */
const CARD_CURRENCY = 'USDB';

/**
 * Issues a virtual card to a customer, funded by the customer's USDB account, the embedded
 * wallet only when there is no other (the API takes several funding sources; one is what a
 * sandbox needs). The issuer activates it a moment later.
 */
function IssueCardForm({ onIssued }: { onIssued(): void }) {
  const { api } = useShell();
  const { busy, run } = useAction();
  const customers = useLoad(
    async () =>
      (await must(api.GET('/2025-10-13/customers', { params: { query: { limit: 100 } } }))).data.filter(
        (c) => 'kycStatus' in c && c.kycStatus === 'APPROVED' && !('businessInfo' in c),
      ),
    'cardholders',
  );
  const issue = async (event: SubmitEvent) => {
    event.preventDefault();
    const cardholderId = fieldOf(event.currentTarget as HTMLFormElement, 'cardholderId');
    const issued = await run(
      async () => {
        const funding = (
          await must(
            api.GET('/2025-10-13/customers/internal-accounts', {
              params: { query: { customerId: cardholderId, currency: CARD_CURRENCY, limit: 100 } },
            }),
          )
        ).data
          .filter((a) => a.status === 'ACTIVE')
          // The embedded wallet (also USDB) is spent with the holder's signature, not a card.
          .sort((a, b) => Number(a.type === 'EMBEDDED_WALLET') - Number(b.type === 'EMBEDDED_WALLET'))[0];
        if (!funding) throw new Error(`The customer has no active ${CARD_CURRENCY} account to fund a card.`);
        return must(
          api.POST('/2025-10-13/cards', {
            body: { cardholderId, form: 'VIRTUAL', fundingSources: [funding.id] },
          }),
        );
      },
      (card) => `Card …${card.last4 ?? ''} issued: ${card.state}; the issuer activates it in a moment.`,
    );
    if (issued) onIssued();
  };
  const cardholders = customers.data ?? [];
  return (
    <form class="grid" onSubmit={issue}>
      <Field label="Cardholder (KYC approved)">
        <select name="cardholderId" required>
          {cardholders.map((c) => (
            <option key={c.id} value={c.id}>
              {c.platformCustomerId}
            </option>
          ))}
        </select>
      </Field>
      <div class="actions">
        <button type="submit" disabled={busy || cardholders.length === 0}>
          Issue a virtual card
        </button>
      </div>
    </form>
  );
}

export function CardsPage(_props: { detail?: string | undefined }) {
  const { api } = useShell();
  const cards = useLoad(
    async () => (await must(api.GET('/2025-10-13/cards', { params: { query: { limit: 100 } } }))).data,
    'cards',
    // A new card is PROCESSING until the issuer answers: the list follows it.
    { refreshMs: 1000, keepRefreshing: (cards) => cards.some((c) => c.state === 'PROCESSING') },
  );
  return (
    <>
      <section aria-labelledby="cards-list">
        <h2 id="cards-list">Cards and their state</h2>
        <ListState
          loaded={cards}
          empty={
            <p>
              No cards yet. Issue one below (or with <code>POST /2025-10-13/cards</code>) for a KYC-approved
              customer; its authorizations can then be simulated here.
            </p>
          }
        >
          {(items) => (
            <DataTable
              items={items}
              columns={[
                {
                  header: 'Card',
                  title: (c) => c.id,
                  cell: (c) => `${c.brand ?? 'Card'} …${c.last4 ?? '----'}`,
                },
                { header: 'Cardholder', title: (c) => c.cardholderId, cell: (c) => shortId(c.cardholderId) },
                { header: 'State', cell: (c) => <Badge value={c.state} /> },
                {
                  header: 'Expires',
                  cell: (c) =>
                    c.expMonth === undefined
                      ? ''
                      : `${String(c.expMonth).padStart(2, '0')}/${c.expYear ?? ''}`,
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
      </section>
      <section aria-labelledby="cards-issue">
        <h2 id="cards-issue">Issue a card</h2>
        <p class="muted">
          A virtual card funded by the cardholder's {CARD_CURRENCY} account. The sandbox issuer activates it
          about 2 seconds later (or at once with the test clock on the Simulate page).
        </p>
        <IssueCardForm onIssued={cards.reload} />
      </section>
    </>
  );
}
