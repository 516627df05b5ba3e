import { useState } from 'preact/hooks';
import { type Api, type InternalAccount, must } from '../api';
import { money, shortId, toSmallestUnits } from '../format';
import { BalanceChart, type BalancePoint } from '../chart';
import { Badge, DataTable, Field, fieldOf, ListState, useAction, useLoad, useShell } from '../ui';

export async function internalAccounts(api: Api, customerId?: string): Promise<InternalAccount[]> {
  const query = customerId === undefined ? { limit: 100 } : { limit: 100, customerId };
  return (await must(api.GET('/2025-10-13/customers/internal-accounts', { params: { query } }))).data;
}

/** Reads a balance out of an INTERNAL_ACCOUNT.BALANCE_UPDATED payload (typed loosely by the API). */
function totalBalanceIn(payload: Record<string, unknown>): number | undefined {
  const data = payload.data;
  if (typeof data !== 'object' || data === null || !('totalBalance' in data)) return undefined;
  const total = data.totalBalance;
  if (typeof total !== 'object' || total === null || !('amount' in total)) return undefined;
  return typeof total.amount === 'number' ? total.amount : undefined;
}

/**
 * The account's total balance after each change. Every ledger entry that changes an internal
 * account records INTERNAL_ACCOUNT.BALANCE_UPDATED with the balance as it then is, sandbox
 * funding included (which is no transaction), so the curve is read from those events, not
 * re-added from transactions.
 */
async function balanceHistory(api: Api, account: InternalAccount): Promise<BalancePoint[]> {
  const events = await must(
    api.GET('/2025-10-13/webhooks/events', {
      params: { query: { resourceId: account.id, type: 'INTERNAL_ACCOUNT.BALANCE_UPDATED', limit: 50 } },
    }),
  );
  const details = await Promise.all(
    events.data.map((e) =>
      must(api.GET('/2025-10-13/webhooks/events/{eventId}', { params: { path: { eventId: e.id } } })),
    ),
  );
  const points = details.flatMap((d) => {
    const amount = totalBalanceIn(d.payload);
    return amount === undefined ? [] : [{ at: new Date(d.timestamp), amount }];
  });
  points.push({ at: new Date(), amount: account.totalBalance.amount });
  return points.sort((a, b) => a.at.getTime() - b.at.getTime());
}

function FundForm({ account, onFunded }: { account: InternalAccount; onFunded(): void }) {
  const { api } = useShell();
  const { busy, run } = useAction();
  const currency = account.balance.currency;
  const fund = async (event: SubmitEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const amount = toSmallestUnits(fieldOf(form, 'amount'), currency.decimals);
    if (amount === undefined) {
      await run(
        () =>
          Promise.reject(new Error(`Enter a positive amount with at most ${currency.decimals} decimals.`)),
        () => '',
      );
      return;
    }
    const funded = await run(
      () =>
        must(
          api.POST('/2025-10-13/sandbox/internal-accounts/{accountId}/fund', {
            params: { path: { accountId: account.id } },
            body: { amount },
          }),
        ),
      (a) => `Funded: the balance is now ${money(a.balance.amount, a.balance.currency)}.`,
    );
    if (funded) {
      form.reset();
      onFunded();
    }
  };
  return (
    <form class="inline" onSubmit={fund}>
      <Field label={`Amount (${currency.code})`}>
        <input name="amount" inputMode="decimal" required size={8} defaultValue="1000" />
      </Field>
      <button type="submit" disabled={busy}>
        Fund
      </button>
    </form>
  );
}

export function AccountsPage({ detail }: { detail?: string | undefined }) {
  const { api } = useShell();
  const [charted, setCharted] = useState<InternalAccount>();
  const accounts = useLoad(() => internalAccounts(api, detail), `accounts:${detail ?? ''}`);
  const history = useLoad(
    () => (charted ? balanceHistory(api, charted) : Promise.resolve([])),
    `history:${charted?.id ?? ''}:${charted?.totalBalance.amount ?? ''}`,
  );
  const reload = () => {
    setCharted(undefined);
    accounts.reload();
  };
  return (
    <>
      {detail === undefined ? null : (
        <p>
          Accounts of customer <code>{detail}</code>. <a href="#/accounts">All accounts</a>
        </p>
      )}
      <ListState
        loaded={accounts}
        empty={<p>No internal accounts yet: every customer gets one per currency when it is created.</p>}
      >
        {(items) => (
          <DataTable
            items={items}
            rowData={(a) => ({ 'data-account': a.id })}
            columns={[
              {
                header: 'Account',
                title: (a) => a.id,
                cell: (a) => (
                  <button type="button" class="link" onClick={() => setCharted(a)}>
                    {a.balance.currency.code} {shortId(a.id)}
                  </button>
                ),
              },
              {
                header: 'Customer',
                title: (a) => a.customerId,
                cell: (a) =>
                  a.customerId === undefined ? (
                    'platform'
                  ) : (
                    <a href={`#/accounts/${encodeURIComponent(a.customerId)}`}>{shortId(a.customerId)}</a>
                  ),
              },
              { header: 'Type', cell: (a) => a.type },
              { header: 'Status', cell: (a) => <Badge value={a.status} /> },
              {
                header: 'Available',
                numeric: true,
                cell: (a) => money(a.balance.amount, a.balance.currency),
              },
              {
                header: 'Total',
                numeric: true,
                cell: (a) => money(a.totalBalance.amount, a.totalBalance.currency),
              },
              {
                header: 'Simulate',
                cell: (a) => (a.status === 'ACTIVE' ? <FundForm account={a} onFunded={reload} /> : null),
              },
            ]}
          />
        )}
      </ListState>
      <section aria-labelledby="balance-chart">
        <h2 id="balance-chart">Balance over time</h2>
        {charted === undefined ? (
          <p class="muted">Choose an account above to see its balance over time.</p>
        ) : history.data === undefined ? (
          <p class="muted">{history.error ?? 'Loading…'}</p>
        ) : (
          <BalanceChart
            points={history.data}
            currency={charted.totalBalance.currency}
            title={`Total balance of ${charted.balance.currency.code} account ${shortId(charted.id)}`}
          />
        )}
      </section>
    </>
  );
}
